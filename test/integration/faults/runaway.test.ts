// Faults that used to run away: a proxy that drops every tunnel (undici reconnected without end), a proxy set while
// the service is on loopback (the key would go through it), and a body far larger than any answer (read whole).
import * as assert from 'node:assert/strict';
import { startForwardProxy, type ForwardProxy } from '../../support/forwardProxy';
import { setBaseUrl } from '../core/env';
import { resetHttpSettings, setHttpSetting } from '../transport/transportEnv';
import { runFaultCase } from './faultCase';
import { TUNING } from './setup';

const ALL_ERRORS = { tree: 'error', panel: 'error', diagnostics: 'error' } as const;
/** A host only a proxy could reach: requests to it must go through http.proxy (VS Code sends loopback direct). */
const MADE_UP = 'https://api.bv-test.invalid';
/** Reads of a case (two tree lists, the panel, the audit, the owned pages), each tried at most 1 + maxRetries times. */
const ATTEMPTS = 5 * (1 + TUNING.scheduler.maxRetries);

describe('faults: runaway', () => {
  // The base URL moves to a made-up host: a new base URL clears the findings (not stale: nothing left to keep).
  it('tunnelDrop: the proxy closes every tunnel right after CONNECT', async function () {
    let proxy: ForwardProxy | undefined;
    await runFaultCase(this, {
      name: 'tunnelDrop',
      arm: async ({ api, sample }) => {
        proxy = await startForwardProxy({ tunnel: 'drop' });
        await setHttpSetting('proxy', proxy.url);
        // The user said yes to this origin before: the key is bound there, so the case is about the proxy only.
        await api.services.keys.set(sample.keys.member, MADE_UP);
        await setBaseUrl(MADE_UP);
      },
      disarm: async ({ sample }) => {
        await resetHttpSettings();
        await setBaseUrl(sample.url);
        await proxy?.close();
      },
      faultBaseUrl: MADE_UP,
      expect: ALL_ERRORS,
      message: /proxy closed the connection|could not be resolved/,
      nextStep: /proxy|network|Try again/i,
      maxRequests: 0,
      check: () => {
        const tunnels = proxy?.seen.length ?? 0;
        assert.ok(tunnels > 0, 'the requests went to the proxy');
        assert.ok(tunnels <= ATTEMPTS, `bounded: ${tunnels} CONNECTs for at most ${ATTEMPTS} attempts`);
        return `${tunnels} CONNECTs (bound ${ATTEMPTS})`;
      },
    });
  });

  it('loopbackProxy: http.proxy is set, the service is on loopback: nothing goes through the proxy', async function () {
    let proxy: ForwardProxy | undefined;
    await runFaultCase(this, {
      name: 'loopbackProxy',
      arm: async () => {
        proxy = await startForwardProxy();
        await setHttpSetting('proxy', proxy.url);
      },
      disarm: async () => {
        await resetHttpSettings();
        await proxy?.close();
      },
      expect: { tree: 'data', panel: 'data', diagnostics: 'data' },
      maxRequests: 12,
      check: () => {
        assert.deepEqual(proxy?.seen, [], 'the proxy saw nothing (the key stays off it)');
        return 'proxy saw 0 requests';
      },
    });
  });

  it('oversize: every read answers 200 with a 64 MiB body', async function () {
    await runFaultCase(this, {
      name: 'oversize',
      arm: ({ sample }) => sample.setFault({ kind: 'oversize' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      // The diagnostics keep the last read's findings, marked stale (they were wiped before issue 13).
      expect: { tree: 'error', panel: 'error', diagnostics: 'stale' },
      message: /is larger than 20 MB, so it was refused without reading it/,
      nextStep: /Check the API base URL setting and any proxy/,
      // Refused, never retried: one request per read.
      maxRequests: 6,
    });
  });
});
