// Faults on the way: server failures, no answer, a dropped connection, a cut body, a proxy's HTML page.
import { runFaultCase } from './faultCase';

// The diagnostics keep the last read's findings, marked stale (they were wiped before issue 13).
const ALL_ERRORS = { tree: 'error', panel: 'error', diagnostics: 'stale' } as const;
// Budgets: the four reads of a case (two tree lists, the panel, the audit), each tried at most 1 + 2 times.

describe('faults: transport', () => {
  it('status500: every read answers 500 (retried, then shown)', async function () {
    await runFaultCase(this, {
      name: 'status500',
      arm: ({ sample }) => sample.setFault({ kind: 'status500' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: ALL_ERRORS,
      message: /service failed \(HTTP 500\)/,
      nextStep: /Try again in a moment/,
      maxRequests: 16,
    });
  });

  it('timeout: the service never answers', async function () {
    await runFaultCase(this, {
      name: 'timeout',
      arm: ({ sample }) => sample.setFault({ kind: 'timeout' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: ALL_ERRORS,
      message: /did not answer within 3 s/,
      nextStep: /Try again in a moment/,
      maxRequests: 10,
    });
  });

  it('reset: the connection is reset before any answer', async function () {
    await runFaultCase(this, {
      name: 'reset',
      arm: ({ sample }) => sample.setFault({ kind: 'reset' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: ALL_ERRORS,
      message: /closed before the answer was complete/,
      nextStep: /Try again in a moment/,
      maxRequests: 16,
    });
  });

  it('truncated: the JSON body stops half way and the connection drops', async function () {
    await runFaultCase(this, {
      name: 'truncated',
      arm: ({ sample }) => sample.setFault({ kind: 'truncated' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: ALL_ERRORS,
      message: /closed before the answer was complete|cut off/,
      nextStep: /Try again in a moment/,
      maxRequests: 16,
    });
  });

  it('html502: a proxy answers 502 with an HTML page', async function () {
    await runFaultCase(this, {
      name: 'html502',
      arm: ({ sample }) => sample.setFault({ kind: 'html502' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      expect: ALL_ERRORS,
      message: /proxy or gateway .* answered HTTP 502/,
      nextStep: /check the proxy settings and the API base URL/,
      maxRequests: 16,
    });
  });
});
