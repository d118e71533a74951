// The CLI and a server with a private CA: NODE_EXTRA_CA_CERTS (read when the process starts, so the CLI runs as its
// own process) makes it connect; without it the answer is a plain certificate error with exit code 3 that names the
// problem and the fix — never a hint to turn verification off. Nothing is sent over a connection that failed the check.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { TEST_CERT_PATH, testTls } from '../../sample-api/tls/testTls.js';
import { createTestCa } from '../../support/testCa.mjs';
import { assertCliBuilt, runCliProcess, type CliProcessResult } from '../../support/cliProcess.js';

const NEVER_SUGGESTED = /NODE_TLS_REJECT_UNAUTHORIZED|rejectUnauthorized|--insecure|disable|turn off|ignore/i;

describe('transport: the CLI with a self-signed / private-CA server', function () {
  this.timeout(20_000);
  let api: SampleApi;
  let get: (env?: Record<string, string>) => Promise<CliProcessResult>;

  before(async () => {
    assertCliBuilt();
    api = await startSampleApi({ quiet: true, tls: testTls() });
    get = (env = {}) =>
      runCliProcess(['get', 'settings', '--brand', api.brands.primary.id], {
        BRAND_VISIBILITY_API_KEY: api.keys.member,
        BRAND_VISIBILITY_BASE_URL: api.url,
        ...env,
      });
  });
  after(() => api?.close());
  afterEach(() => api.reset());

  it('with NODE_EXTRA_CA_CERTS naming the CA file it connects and reads', async () => {
    const run = await get({ NODE_EXTRA_CA_CERTS: TEST_CERT_PATH });
    assert.equal(run.code, 0, run.stderr);
    assert.equal((JSON.parse(run.stdout) as { brand_id: string }).brand_id, api.brands.primary.id);
    assert.deepEqual(api.requestLog.map((r) => [r.key, r.status]), [['member', 200]]);
  });

  it('without it: exit 3, "certificate … not trusted" with the problem named, and the NODE_EXTRA_CA_CERTS step', async () => {
    const run = await get();
    assert.equal(run.code, 3, run.stderr);
    assert.equal(run.stdout, '');
    const host = new URL(api.url).host;
    assert.match(
      run.stderr,
      new RegExp(`^brand-visibility get: error network: The certificate of ${host.replace(/\./g, '\\.')} is not trusted, so the connection was not made \\(certificate problem (DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\\)\\.\\n`),
    );
    assert.match(run.stderr, /\n {2}Set NODE_EXTRA_CA_CERTS to the PEM file of the CA that issued the server's certificate .* and run again\n$/);
    assert.doesNotMatch(run.stderr, NEVER_SUGGESTED);
    assert.deepEqual(api.requestLog, [], 'nothing (no key) was sent over the untrusted connection');
  });

  describe('a trusted CA but a certificate for another name', () => {
    let dir: string;
    let other: SampleApi;
    let caPath: string;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bv-ca-'));
      const ca = createTestCa(dir, { name: 'other', hosts: ['api.bv-test.invalid'] });
      caPath = ca.caCertPath;
      other = await startSampleApi({ quiet: true, tls: { key: ca.serverKey, cert: ca.serverCert } });
    });
    after(async () => {
      await other?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('says so (ERR_TLS_CERT_ALTNAME_INVALID) and does not send the user after a CA file that would not help', async () => {
      const run = await runCliProcess(['get', 'settings', '--brand', other.brands.primary.id], {
        BRAND_VISIBILITY_API_KEY: other.keys.member,
        BRAND_VISIBILITY_BASE_URL: other.url,
        NODE_EXTRA_CA_CERTS: caPath,
      });
      assert.equal(run.code, 3, run.stderr);
      assert.match(run.stderr, /is not trusted, so the connection was not made \(certificate problem ERR_TLS_CERT_ALTNAME_INVALID\)/);
      assert.match(run.stderr, /Check that the base URL names the service's host/);
      assert.doesNotMatch(run.stderr, /NODE_EXTRA_CA_CERTS/);
      assert.doesNotMatch(run.stderr, NEVER_SUGGESTED);
      assert.deepEqual(other.requestLog, []);
    });
  });
});
