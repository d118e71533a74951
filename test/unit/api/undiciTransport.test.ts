import * as assert from 'node:assert/strict';
import { BrandVisibilityClient, SchedulerRegistry } from '../../../src/core/api/index.js';
import { createUndiciTransport } from '../../../src/core/api/undiciTransport.js';
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

  it('goes through HTTP_PROXY (a real proxy on loopback), bypasses it for NO_PROXY hosts, never for loopback', async () => {
    // A made-up host only the proxy resolves: reaching it proves the proxy carried the request.
    const proxy = await startForwardProxy({ hosts: { 'api.bv-test.invalid': '127.0.0.1' } });
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY };
    const port = new URL(api.url).port;
    const get = async (url: string): Promise<number> => {
      const transport = createUndiciTransport({ onFallback: (reason) => assert.fail(reason) });
      const response = await transport(url, { method: 'GET', headers: { Authorization: `Bearer ${api.keys.member}` } });
      await response.body?.cancel();
      return response.status;
    };
    try {
      process.env.HTTP_PROXY = proxy.url;
      process.env.NO_PROXY = '';
      assert.equal(await get(`http://api.bv-test.invalid:${port}/v1/brands`), 200);
      assert.deepEqual(proxy.seen, [`api.bv-test.invalid:${port}`], 'one tunnel to the made-up host');
      proxy.seen.length = 0;
      assert.equal(await get(`${api.url}/v1/brands`), 200);
      assert.deepEqual(proxy.seen, [], 'a loopback target goes direct whatever the proxy variables say');
      process.env.NO_PROXY = 'api.bv-test.invalid';
      await assert.rejects(get(`http://api.bv-test.invalid:${port}/v1/brands`), 'a NO_PROXY host goes direct (and cannot be resolved)');
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
