// The base URL policy — https anywhere, plain http only on loopback — is the same in the API layer (client, CLI) and in
// the extension's setting check, for the tricky spellings too; the CLI refuses an insecure base URL before sending.
import * as assert from 'node:assert/strict';
import { BrandVisibilityClient, InsecureBaseUrlError, checkBaseUrl as apiCheckBaseUrl } from '../../../src/core/api/index.js';
import { checkBaseUrl as settingCheckBaseUrl } from '../../../src/extension/session/baseUrl.js';
import { startForwardProxy, type ForwardProxy } from '../../support/forwardProxy.js';
import { assertCliBuilt, runCliProcess } from '../../support/cliProcess.js';

const ALLOWED = [
  'https://api.example.com',
  'https://api.example.com/prefix/',
  'https://api.bv-test.invalid:4443',
  'http://127.0.0.1:8080',
  'http://127.1', // WHATWG URL: 127.0.0.1
  'http://2130706433/', // 127.0.0.1 as one number
  'http://0x7f.0.0.1',
  'http://127.000.000.001',
  'http://[::1]:3000',
  'http://[0:0:0:0:0:0:0:1]',
  'HTTP://LOCALHOST:1',
  'http://%6c%6fcalhost', // percent-encoded "localhost"
];

const REFUSED = [
  'http://example.com',
  'http://api.example.com:80/',
  'http://10.0.0.1',
  'http://0.0.0.0',
  'http://localhost.example.com',
  'http://localhost%2eexample.com', // decodes to localhost.example.com
  'http://127.0.0.1.nip.io',
  'http://localhost:80@example.com', // user "localhost", host example.com
  'http://example.com#@localhost',
  'http://example.com\\@localhost', // the backslash is a slash: host example.com
  'http://[::ffff:127.0.0.1]', // mapped IPv4: not treated as loopback
  'https://user:secret@api.example.com',
  'https://api.example.com/?q=1',
  'ws://localhost',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'not a url',
];

function apiAllows(url: string): boolean {
  try {
    apiCheckBaseUrl(url);
    return true;
  } catch (err) {
    assert.ok(err instanceof InsecureBaseUrlError, `${url}: ${String(err)}`);
    return false;
  }
}

describe('transport: base URL policy', function () {
  this.timeout(20_000);

  it('the API layer and the extension setting agree: https anywhere, http only on loopback, however spelled', () => {
    for (const url of ALLOWED) {
      assert.equal(apiAllows(url), true, `API layer allows ${url}`);
      assert.equal(settingCheckBaseUrl(url).ok, true, `setting allows ${url}`);
    }
    for (const url of REFUSED) {
      assert.equal(apiAllows(url), false, `API layer refuses ${url}`);
      assert.equal(settingCheckBaseUrl(url).ok, false, `setting refuses ${url}`);
    }
  });

  it('a refused base URL says why and what to do, and the client is never built', () => {
    let sent = 0;
    assert.throws(
      () => new BrandVisibilityClient({ baseUrl: 'http://example.com', getApiKey: () => 'k', transport: () => Promise.resolve(new Response(String(++sent))) }),
      (err: unknown) => {
        assert.ok(err instanceof InsecureBaseUrlError);
        assert.equal(err.userMessage, 'The API base URL was refused: plain http is allowed only for localhost, not example.com.');
        assert.match(err.nextStep, /https:\/\//);
        return true;
      },
    );
    assert.equal(sent, 0);
  });

  describe('the CLI (its own process)', () => {
    let proxy: ForwardProxy;
    before(async () => {
      assertCliBuilt();
      proxy = await startForwardProxy();
    });
    after(() => proxy?.close());

    it('refuses BRAND_VISIBILITY_BASE_URL=http://example.com with exit 2 and sends nothing (not even to a proxy)', async () => {
      const run = await runCliProcess(['get', 'settings', '--brand', '0cef0a61-1f2e-4f26-ab21-cc2509d2dc1a'], {
        BRAND_VISIBILITY_API_KEY: 'bvk_test_key_never_sent_0123456789',
        BRAND_VISIBILITY_BASE_URL: 'http://example.com',
        // Anything sent would go through here: the proxy's record proves nothing left the process.
        HTTP_PROXY: proxy.url,
        HTTPS_PROXY: proxy.url,
      });
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /the base URL is not usable: Refused base URL: plain http is allowed only for localhost, not example\.com/);
      assert.ok(!run.stderr.includes('bvk_test_key_never_sent'), 'the key is not printed');
      assert.deepEqual(proxy.seen, []);
    });
  });
});
