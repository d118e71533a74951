// Faults of the account mid-session: the key revoked (401), the organization archived (409). One notification each,
// the gate closed, the key kept.
import * as assert from 'node:assert/strict';
import { secretIdFor } from '../../../src/extension/secrets/keyStore';
import { runFaultCase } from './faultCase';

describe('faults: account', () => {
  it('revokedKey: the key is revoked mid-session (401)', async function () {
    await runFaultCase(this, {
      name: 'revokedKey',
      arm: ({ sample }) => sample.revokeKey('member'),
      disarm: ({ sample }) => sample.restoreKey('member'),
      // The tree's root becomes the "key rejected" welcome view; panel and diagnostics say it in place.
      expect: { tree: 'notice', panel: 'error', diagnostics: 'error' },
      message: /rejected the API key|API key was not accepted|rejected/,
      nextStep: /Set (a valid )?API Key/i,
      notices: 1,
      keyState: 'rejected',
      maxRequests: 8,
      check: async ({ api, sample }) => {
        assert.equal(await api.services.keys.has(), true, 'the rejected key stays stored');
        assert.equal(await api.services.context.secrets.get(secretIdFor(new URL(sample.url).origin)), sample.keys.member);
        return 'key kept, state rejected';
      },
    });
  });

  it('archivedOrganization: the organization is archived mid-session (409)', async function () {
    await runFaultCase(this, {
      name: 'archivedOrganization',
      arm: ({ sample }) => sample.archiveOrganization(true),
      disarm: ({ sample }) => sample.archiveOrganization(false),
      expect: { tree: 'error', panel: 'error', diagnostics: 'error' },
      message: /organization is archived/,
      nextStep: /restored/,
      notices: 1,
      keyState: 'archived',
      maxRequests: 8,
    });
  });
});
