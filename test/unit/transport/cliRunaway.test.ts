// The CLI as its own process against three transport faults that used to run away: a proxy set for a loopback base
// URL (the key went to the proxy), a proxy that drops every tunnel (undici reconnected without end, 100 000 CONNECTs
// in 40 s) and a 1 GiB body (read whole into memory: 2.1 GB RSS). Each case prints what it measured.
import * as assert from 'node:assert/strict';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { startForwardProxy } from '../../support/forwardProxy.js';
import { assertCliBuilt, runCliProcess } from '../../support/cliProcess.js';

const MADE_UP_HOST = 'api.bv-test.invalid';
const GIB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

describe('transport: the CLI never loops, floods memory or proxies loopback', function () {
  this.timeout(60_000);
  let api: SampleApi;

  before(async () => {
    assertCliBuilt();
    api = await startSampleApi({ quiet: true });
  });
  after(() => api?.close());
  afterEach(() => api.reset());

  it('a loopback base URL never goes through HTTP_PROXY / HTTPS_PROXY (the key stays off the proxy)', async () => {
    const proxy = await startForwardProxy();
    try {
      for (const base of [api.url, api.url.replace('127.0.0.1', 'localhost')]) {
        const run = await runCliProcess(['get', 'settings', '--brand', api.brands.primary.id], {
          BRAND_VISIBILITY_API_KEY: api.keys.member,
          BRAND_VISIBILITY_BASE_URL: base,
          HTTP_PROXY: proxy.url,
          HTTPS_PROXY: proxy.url,
          http_proxy: proxy.url,
        });
        assert.equal(run.code, 0, run.stderr);
        assert.equal((JSON.parse(run.stdout) as { brand_id: string }).brand_id, api.brands.primary.id);
      }
      assert.deepEqual(proxy.seen, [], 'nothing reached the proxy');
      assert.deepEqual(api.requestLog.map((r) => [r.key, r.status]), [['member', 200], ['member', 200]]);
    } finally {
      await proxy.close();
    }
  });

  for (const tunnel of ['drop', 'dropAfterOk'] as const) {
    it(`a proxy that drops every tunnel (${tunnel}): a clear proxy error within 15 s, after at most 6 attempts`, async () => {
      const proxy = await startForwardProxy({ tunnel });
      try {
        const run = await runCliProcess(['get', 'brands'], {
          BRAND_VISIBILITY_API_KEY: api.keys.member,
          BRAND_VISIBILITY_BASE_URL: `https://${MADE_UP_HOST}`,
          HTTPS_PROXY: proxy.url,
        });
        console.log(`      ${tunnel}: ${proxy.seen.length} CONNECT attempts, exit ${run.code} after ${(run.elapsedMs / 1000).toFixed(1)} s`);
        assert.equal(run.code, 3, run.stderr);
        assert.match(run.stderr, /error network: The proxy closed the connection to api\.bv-test\.invalid/);
        assert.match(run.stderr, /HTTPS_PROXY/);
        assert.doesNotMatch(run.stderr, /certificate/i, 'a dropped tunnel is not called a certificate problem');
        assert.ok(proxy.seen.length >= 2 && proxy.seen.length <= 6, `retried, and at most 6 attempts: ${proxy.seen.length}`);
        assert.ok(proxy.seen.every((s) => s === `${MADE_UP_HOST}:443`), proxy.seen.join(', '));
        assert.ok(run.elapsedMs < 15_000, `stopped within 15 s: ${run.elapsedMs} ms`);
      } finally {
        await proxy.close();
      }
    });
  }

  it('a 1 GiB body is refused with a clear message while it streams in, the process under 400 MB', async () => {
    api.setFault({ kind: 'oversize', bytes: GIB });
    const run = await runCliProcess(['get', 'brands'], { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url }, { measureMemory: true });
    const rss = run.maxRssBytes ?? Infinity;
    console.log(`      1 GiB chunked body: peak RSS ${(rss / MB).toFixed(0)} MB, exit ${run.code} after ${(run.elapsedMs / 1000).toFixed(1)} s`);
    assert.equal(run.code, 3, run.stderr);
    assert.match(run.stderr, /error response_too_large: The answer from 127\.0\.0\.1:\d+ is larger than 20 MB, so it was refused without reading it\./);
    assert.deepEqual(api.requestLog.map((r) => r.path), ['/v1/brands'], 'not retried');
    assert.ok(rss <= 400 * MB, `peak RSS ${rss} bytes`);
  });
});
