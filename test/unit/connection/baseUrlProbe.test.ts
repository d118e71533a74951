// The base URL check: one unauthenticated GET {base}/v1/brands, which the API answers with 401 + a problem +
// WWW-Authenticate: Bearer. Against the real sample server, and a fake transport for the answers it never gives.
import * as assert from 'node:assert/strict';
import { probeBaseUrl } from '../../../src/extension/session/baseUrlProbe';
import type { Transport } from '../../../src/core/api/transport';
import { startSampleApi, type SampleApi } from '../../sample-api/server';

function answering(status: number, headers: Record<string, string> = {}): { transport: Transport; sent: RequestInit[] } {
  const sent: RequestInit[] = [];
  return { sent, transport: async (_url, init) => (sent.push(init), new Response(status === 204 || status === 301 ? null : '{}', { status, headers })) };
}

describe('connection/baseUrlProbe', () => {
  let sample: SampleApi;
  before(async () => {
    sample = await startSampleApi({ quiet: true });
  });
  after(() => sample.close());

  it('accepts the API (401 problem with WWW-Authenticate: Bearer) and sends no key', async () => {
    sample.requestLog.length = 0;
    assert.deepEqual(await probeBaseUrl(sample.url, (u, i) => fetch(u, i)), { ok: true });
    assert.deepEqual(sample.requestLog.map((r) => [r.path, r.status, r.key]), [['/v1/brands', 401, 'none']]);
  });

  it('catches a path typo (404), a host that is not the API, a redirect and an address nobody answers at', async () => {
    assert.deepEqual(await probeBaseUrl(`${sample.url}/api`, (u, i) => fetch(u, i)), { ok: false, reason: 'not_found', status: 404 });
    assert.deepEqual(await probeBaseUrl('https://x.example', answering(200, { 'content-type': 'application/json' }).transport), { ok: false, reason: 'open', status: 200 });
    assert.deepEqual(await probeBaseUrl('https://x.example', answering(401, { 'content-type': 'text/html' }).transport), { ok: false, reason: 'not_api', status: 401 });
    assert.deepEqual(await probeBaseUrl('https://x.example', answering(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic' }).transport), { ok: false, reason: 'not_api', status: 401 });
    assert.deepEqual(await probeBaseUrl('https://x.example', answering(301, { location: 'https://www.x.example/v1/brands' }).transport), { ok: false, reason: 'redirect', status: 301, location: 'https://www.x.example' });
    assert.deepEqual(await probeBaseUrl('https://x.example', answering(502).transport), { ok: false, reason: 'not_api', status: 502 });
    const refused: Transport = async () => {
      throw new TypeError('fetch failed');
    };
    assert.deepEqual(await probeBaseUrl('https://x.example', refused), { ok: false, reason: 'unreachable' });
    const hanging: Transport = (_u, init) => new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    assert.deepEqual(await probeBaseUrl('https://x.example', hanging, 30), { ok: false, reason: 'timeout' });
  });

  it('sends no Authorization header and follows no redirect', async () => {
    const { transport, sent } = answering(401, { 'content-type': 'application/problem+json', 'www-authenticate': 'Bearer' });
    assert.deepEqual(await probeBaseUrl('https://api.example.com/', transport), { ok: true });
    assert.equal(sent[0]!.redirect, 'manual');
    assert.deepEqual(sent[0]!.headers, { Accept: 'application/json' });
  });
});
