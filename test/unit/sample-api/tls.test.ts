// With `tls`, the sample server answers https (self-signed test certificate for 127.0.0.1).
import assert from 'node:assert/strict';
import { get as httpsGet } from 'node:https';
import { startSampleApi } from '../../sample-api/server.js';
import { testTls } from '../../sample-api/tls/testTls.js';

describe('sample API: https', () => {
  it('serves https when given a key and certificate', async () => {
    const tls = testTls();
    const api = await startSampleApi({ quiet: true, tls });
    try {
      assert.match(api.url, /^https:\/\/127\.0\.0\.1:\d+$/);
      const status = await new Promise<number>((resolve, reject) => {
        httpsGet(new URL('/v1/brands', api.url), { ca: tls.cert, headers: { Authorization: `Bearer ${api.keys.member}` } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
      assert.equal(status, 200);
      await assert.rejects(fetch(new URL('/v1/brands', api.url)), 'an untrusted certificate fails without the test CA');
    } finally {
      await api.close();
    }
  });
});
