// The CLI follows HTTPS_PROXY / NO_PROXY, proved with a real proxy on loopback and its record. The base URL names a
// made-up host (api.bv-test.invalid) that only the proxy can reach (it maps the name to 127.0.0.1 for CONNECT), with a
// certificate for that name from a CA made for this test: a request that bypassed the proxy could not even resolve it.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { startForwardProxy, type ForwardProxy } from '../../support/forwardProxy.js';
import { createTestCa } from '../../support/testCa.mjs';
import { assertCliBuilt, runCliProcess, type CliProcessResult } from '../../support/cliProcess.js';

const HOST = 'api.bv-test.invalid';

describe('transport: the CLI and HTTPS_PROXY / NO_PROXY (a real proxy on loopback)', function () {
  this.timeout(20_000);
  let dir: string;
  let caPath: string;
  let api: SampleApi;
  let proxy: ForwardProxy;
  let target: string;
  let get: (env: Record<string, string>) => Promise<CliProcessResult>;

  before(async () => {
    assertCliBuilt();
    dir = mkdtempSync(join(tmpdir(), 'bv-proxy-ca-'));
    const ca = createTestCa(dir, { name: 'proxy-test', hosts: [HOST] });
    caPath = ca.caCertPath;
    api = await startSampleApi({ quiet: true, tls: { key: ca.serverKey, cert: ca.serverCert } });
    proxy = await startForwardProxy({ hosts: { [HOST]: '127.0.0.1' } });
    target = `${HOST}:${new URL(api.url).port}`;
    get = (env) =>
      runCliProcess(['get', 'settings', '--brand', api.brands.primary.id], {
        BRAND_VISIBILITY_API_KEY: api.keys.member,
        BRAND_VISIBILITY_BASE_URL: `https://${target}`,
        NODE_EXTRA_CA_CERTS: caPath,
        ...env,
      });
  });
  after(async () => {
    await proxy?.close();
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    api.reset();
    proxy.seen.length = 0;
  });

  function assertReadThroughProxy(run: CliProcessResult): void {
    assert.equal(run.code, 0, run.stderr);
    assert.equal((JSON.parse(run.stdout) as { brand_id: string }).brand_id, api.brands.primary.id);
    assert.deepEqual(proxy.seen, [target], 'one CONNECT tunnel to the made-up host, in the proxy record');
    assert.deepEqual(api.requestLog.map((r) => [r.key, r.status]), [['member', 200]]);
  }

  function assertUnresolved(run: CliProcessResult): void {
    assert.equal(run.code, 3, run.stderr);
    assert.match(run.stderr, new RegExp(`The name ${target.replace(/\./g, '\\.')} could not be resolved`));
    assert.deepEqual(proxy.seen, []);
    assert.deepEqual(api.requestLog, []);
  }

  it('without a proxy the made-up host cannot be reached (so reaching it proves the proxy carried the request)', async () => {
    assertUnresolved(await get({}));
  });

  it('HTTPS_PROXY (and the lower-case https_proxy) carry the request through the proxy', async () => {
    assertReadThroughProxy(await get({ HTTPS_PROXY: proxy.url }));
    api.reset();
    proxy.seen.length = 0;
    assertReadThroughProxy(await get({ https_proxy: proxy.url }));
  });

  it('NO_PROXY naming the host or its domain sends it direct, past the proxy', async () => {
    assertUnresolved(await get({ HTTPS_PROXY: proxy.url, NO_PROXY: HOST }));
    assertUnresolved(await get({ HTTPS_PROXY: proxy.url, NO_PROXY: 'localhost,.bv-test.invalid' }));
  });
});
