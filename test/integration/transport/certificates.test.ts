// Certificates in the extension host. With http.systemCertificates on (the default) VS Code's fetch checks servers
// against Node's bundled roots plus the system store, and does not read NODE_EXTRA_CA_CERTS; a server from a CA known
// only there fails with a plain certificate message (nothing stored, nothing sent, verification never turned off).
// With http.systemCertificates off, VS Code leaves the check to Node, which does read NODE_EXTRA_CA_CERTS.
// The `extra` CA made by prepare.mjs is named only by NODE_EXTRA_CA_CERTS; its host is reached through the proxy.
import * as assert from 'node:assert/strict';
import type { SampleApi } from '../../sample-api/server';
import { startForwardProxy, type ForwardProxy } from '../../support/forwardProxy';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, getApi, quietDiagnostics, resetAll, setBaseUrl, setKey, startSample } from '../core/env';
import { EXTRA_HOST } from './prepare.mjs';
import { resetHttpSettings, serverTls, setHttpSetting } from './transportEnv';

describe('transport: certificates in the extension host', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let proxy: ForwardProxy;
  let target: string;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample({ tls: serverTls('extra') });
    proxy = await startForwardProxy({ hosts: { [EXTRA_HOST]: '127.0.0.1' } });
    target = `${EXTRA_HOST}:${new URL(sample.url).port}`;
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
    await setHttpSetting('proxy', proxy.url);
    await setBaseUrl(`https://${target}`);
  });

  it('a CA named only by NODE_EXTRA_CA_CERTS is not trusted by default: a plain certificate message, nothing stored', async () => {
    assert.ok(process.env.NODE_EXTRA_CA_CERTS, 'prepare.mjs named the extra CA');
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, false);
    const message = result.message ?? '';
    assert.match(message, new RegExp(`The certificate of ${target.replace(/\./g, '\\.')} is not trusted, so the connection was not made \\(certificate problem SELF_SIGNED_CERT_IN_CHAIN\\)`));
    assert.match(message, /install its root certificate in your system's trust store/);
    assert.doesNotMatch(message, /disable|NODE_TLS_REJECT_UNAUTHORIZED|strictSSL|rejectUnauthorized|ignore/i);
    assert.equal(await api.services.keys.has(), false);
    assert.deepEqual(proxy.seen, [target], 'the tunnel was opened');
    assert.deepEqual(sample.requestLog, [], 'no request (no key) went over the untrusted connection');
  });

  it('with http.systemCertificates off, Node checks the certificate and NODE_EXTRA_CA_CERTS applies', async () => {
    await setHttpSetting('systemCertificates', false);
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, true, result.message);
    assert.ok(proxy.seen.includes(target));
    assert.ok(sample.requestLog.some((r) => r.path === '/v1/brands' && r.key === 'member' && r.status === 200));
  });
});
