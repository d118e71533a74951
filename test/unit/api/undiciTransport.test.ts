import * as assert from 'node:assert/strict';
import { BrandVisibilityClient, SchedulerRegistry } from '../../../src/extension/api/index.js';
import { createUndiciTransport } from '../../../src/extension/api/undiciTransport.js';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { startForwardProxy } from '../../support/forwardProxy.js';

/** undici is pinned to v7 (Node >= 20.18); this guards a runtime where it still fails to load. */
async function undiciLoads(): Promise<boolean> {
  try {
    await import('undici');
    return true;
  } catch {
    return false;
  }
}

describe('api/undiciTransport', () => {
  let api: SampleApi;
  before(async () => {
    api = await startSampleApi({ quiet: true });
  });
  after(() => api.close());

  it('reads through undici, or says why it fell back on the global fetch', async () => {
    const fallbacks: string[] = [];
    const client = new BrandVisibilityClient({
      baseUrl: api.url,
      getApiKey: () => api.keys.member,
      transport: createUndiciTransport({ onFallback: (reason) => fallbacks.push(reason) }),
      schedulers: new SchedulerRegistry(),
    });
    const settings = await client.settings(api.brands.primary.id);
    assert.equal(settings.brand_id, api.brands.primary.id);
    if (await undiciLoads()) assert.deepEqual(fallbacks, []);
    else assert.match(fallbacks[0] ?? '', /undici could not be loaded .*proxy variables are ignored/);
  });

  it('goes through HTTP_PROXY (a real proxy on loopback) and bypasses it for NO_PROXY hosts', async () => {
    const proxy = await startForwardProxy();
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY };
    const read = () => new BrandVisibilityClient({
      baseUrl: api.url,
      getApiKey: () => api.keys.member,
      transport: createUndiciTransport({ onFallback: (reason) => assert.fail(reason) }),
      schedulers: new SchedulerRegistry(),
    }).settings(api.brands.primary.id);
    try {
      process.env.HTTP_PROXY = proxy.url;
      process.env.NO_PROXY = '';
      await read();
      const host = new URL(api.url).host;
      assert.ok(proxy.seen.some((s) => s.includes(host)), `the proxy saw: ${proxy.seen.join(', ')}`);
      proxy.seen.length = 0;
      process.env.NO_PROXY = '127.0.0.1';
      await read();
      assert.deepEqual(proxy.seen, [], 'NO_PROXY host bypasses the proxy');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await proxy.close();
    }
  });
});
