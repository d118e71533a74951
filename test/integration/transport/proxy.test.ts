// The extension's requests follow VS Code's http.proxy / http.noProxy / http.proxySupport, proved with a real proxy on
// loopback and its record. VS Code's proxy agent sends localhost / 127.0.0.1 / ::1 direct whatever the settings (pinned
// by the last test), so the base URL names a made-up host, api.bv-test.invalid, that only the proxy reaches (it maps
// the name to 127.0.0.1 for CONNECT). Its certificate comes from a CA prepare.mjs made for this run and added to the
// system store the extension host reads (SSL_CERT_FILE): the editor's default way to trust a private CA.
import * as assert from 'node:assert/strict';
import type { SampleApi } from '../../sample-api/server';
import { startForwardProxy, type ForwardProxy } from '../../support/forwardProxy';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, getApi, quietDiagnostics, resetAll, setBaseUrl, setKey, startSample } from '../core/env';
import { SYSTEM_HOST } from './prepare.mjs';
import { resetHttpSettings, serverTls, setHttpSetting } from './transportEnv';

describe("transport: VS Code's proxy settings carry the extension's requests", () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let proxy: ForwardProxy;
  let target: string;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample({ tls: serverTls('system') });
    proxy = await startForwardProxy({ hosts: { [SYSTEM_HOST]: '127.0.0.1' } });
    target = `${SYSTEM_HOST}:${new URL(sample.url).port}`;
  });
  after(async () => {
    await resetHttpSettings();
    await cleanUp(api);
    await proxy.close();
    await sample.close();
  });
  beforeEach(async () => {
    await resetHttpSettings();
    await resetAll(api);
    sample.reset();
    proxy.seen.length = 0;
    await setBaseUrl(`https://${target}`);
  });

  async function assertKeyCheckUnresolved(): Promise<void> {
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, false);
    assert.match(result.message ?? '', new RegExp(`The name ${target.replace(/\./g, '\\.')} could not be resolved`));
    assert.equal(await api.services.keys.has(), false);
    assert.deepEqual(proxy.seen, [], 'the proxy was not used');
    assert.deepEqual(sample.requestLog, []);
  }

  it('without http.proxy the made-up host cannot be reached (so reaching it proves the proxy carried the request)', async () => {
    await assertKeyCheckUnresolved();
  });

  it('with http.proxy the key check and the reads go through the proxy, TLS checked against the system store', async () => {
    await setHttpSetting('proxy', proxy.url);
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, true, result.message);
    const client = api.services.api.client();
    assert.ok(client);
    const settings = await client.settings(sample.brands.primary.id);
    assert.equal(settings.brand_id, sample.brands.primary.id);
    assert.ok(proxy.seen.length > 0 && proxy.seen.every((s) => s === target), `the proxy carried it: ${proxy.seen.join(', ')}`);
    const reads = sample.requestLog.map((r) => `${r.path} ${r.key} ${r.status}`);
    assert.ok(reads.includes(`/v1/brands member 200`), reads.join('; '));
    assert.ok(reads.includes(`/v1/brands/${sample.brands.primary.id}/settings member 200`), reads.join('; '));
  });

  it('http.noProxy naming the host sends it direct, past the proxy', async () => {
    await setHttpSetting('proxy', proxy.url);
    await setHttpSetting('noProxy', [SYSTEM_HOST]);
    await assertKeyCheckUnresolved();
  });

  it("http.proxySupport 'off' leaves the extension's fetch unproxied", async () => {
    await setHttpSetting('proxy', proxy.url);
    await setHttpSetting('proxySupport', 'off');
    await assertKeyCheckUnresolved();
  });

  it('VS Code sends loopback targets direct even with http.proxy set (why the tests above use a made-up host)', async () => {
    const plain = await startSample();
    try {
      await setHttpSetting('proxy', proxy.url);
      await setBaseUrl(plain.url);
      const result = await setKey(plain.keys.member);
      assert.equal(result.stored, true, result.message);
      assert.ok(plain.requestLog.some((r) => r.path === '/v1/brands' && r.status === 200));
      assert.deepEqual(proxy.seen, [], `${plain.url} did not go through the proxy`);
    } finally {
      await resetAll(api);
      await plain.close();
    }
  });
});
