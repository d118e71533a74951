// Faults in 200 bodies: a shown field of the wrong type, and what a later v1 may add (fields, enum values).
import * as assert from 'node:assert/strict';
import { runFaultCase } from './faultCase';

describe('faults: response bodies', () => {
  it('wrongType: a shown field has the wrong type (total as a string, a list as an object)', async function () {
    await runFaultCase(this, {
      name: 'wrongType',
      arm: ({ sample }) => sample.setFault({ kind: 'wrongType' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      // The diagnostics keep the last read's findings, marked stale.
      expect: { tree: 'error', panel: 'error', diagnostics: 'stale' },
      message: /with data this version cannot read \(.+\)/,
      nextStep: /Update the extension/,
      maxRequests: 12,
    });
  });

  it('unknownFields: new fields in every object are ignored', async function () {
    await runFaultCase(this, {
      name: 'unknownFields',
      arm: ({ sample }) => sample.setFault({ kind: 'unknownFields' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: { tree: 'data', panel: 'data', diagnostics: 'data' },
      maxRequests: 12,
      check: (_env, shown) => {
        assert.match(shown.tree.kind === 'data' ? shown.tree.summary : '', /\d+ prompts, \d+ keywords/);
      },
    });
  });

  it('unknownEnums: unknown values of open enums are accepted', async function () {
    await runFaultCase(this, {
      name: 'unknownEnums',
      arm: ({ sample }) => sample.setFault({ kind: 'unknownEnums' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: { tree: 'data', panel: 'data', diagnostics: 'data' },
      maxRequests: 12,
    });
  });

  it('rateLimitStorm: a second client spends the same key, every read answers 429', async function () {
    await runFaultCase(this, {
      name: 'rateLimitStorm',
      arm: ({ sample }) => sample.setFault({ kind: 'rateLimitStorm' }, 'member'),
      disarm: ({ sample }) => sample.setFault(undefined, 'member'),
      // The diagnostics keep the last read's findings, marked stale.
      expect: { tree: 'error', panel: 'error', diagnostics: 'stale' },
      message: /Too many requests/,
      nextStep: /Wait \d+ s, then try again/,
      maxRequests: 15,
    });
  });
});
