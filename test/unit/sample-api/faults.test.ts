// Fault injection: per server, per key and per request (X-Sample-Fault).
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { brandPath, get, useSampleApi, type Problem } from './helpers.js';

/** A raw GET that reports how the exchange ended, for faults fetch would only see as a TypeError. */
function rawGet(api: SampleApi, path: string, headers: Record<string, string> = {}, timeoutMs = 1500): Promise<{ outcome: string; body: string; length?: number }> {
  return new Promise((resolve) => {
    const req = request(new URL(path, api.url), { headers: { Authorization: `Bearer ${api.keys.member}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ outcome: 'complete', body, length: Number(res.headers['content-length']) }));
      res.on('error', () => resolve({ outcome: 'aborted', body, length: Number(res.headers['content-length']) }));
      res.on('aborted', () => resolve({ outcome: 'aborted', body, length: Number(res.headers['content-length']) }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ outcome: err.code ?? 'error', body: '' }));
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ outcome: 'timeout', body: '' });
    });
    req.end();
  });
}

describe('sample API: faults', () => {
  const api = useSampleApi();
  const auditPath = (): string => brandPath(api(), 'primary', 'audit');

  it('latency delays the answer', async () => {
    api().setFault({ kind: 'latency', ms: 250 });
    const started = Date.now();
    const r = await get(api(), '/v1/brands');
    assert.equal(r.status, 200);
    assert.ok(Date.now() - started >= 240);
  });

  it('status500 answers an internal_server_error problem', async () => {
    api().setFault({ kind: 'status500' });
    const r = await get<Problem>(api(), auditPath());
    assert.equal(r.status, 500);
    assert.equal(r.body.code, 'internal_server_error');
    assert.equal(api().requestLog.at(-1)?.status, 500);
  });

  it('timeout never answers (close() still ends the socket)', async () => {
    api().setFault({ kind: 'timeout' });
    const r = await rawGet(api(), '/v1/brands', {}, 300);
    assert.equal(r.outcome, 'timeout');
    assert.equal(api().requestLog.at(-1)?.status, 0);
  });

  it('reset drops the connection', async () => {
    api().setFault({ kind: 'reset' });
    const r = await rawGet(api(), '/v1/brands');
    assert.equal(r.outcome, 'ECONNRESET');
  });

  it('truncated promises a Content-Length it does not deliver', async () => {
    api().setFault({ kind: 'truncated' });
    const r = await rawGet(api(), auditPath());
    assert.notEqual(r.outcome, 'timeout');
    assert.ok(r.length && r.body.length < r.length, `${r.body.length} < ${r.length}`);
    assert.throws(() => JSON.parse(r.body));
  });

  it('html502 answers an HTML bad gateway page', async () => {
    api().setFault({ kind: 'html502' });
    const r = await get(api(), auditPath());
    assert.equal(r.status, 502);
    assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(r.text, /<html>/);
  });

  it('wrongType gives a shown field the wrong type', async () => {
    api().setFault({ kind: 'wrongType' });
    const r = await get<{ total: unknown }>(api(), auditPath());
    assert.equal(r.status, 200);
    assert.equal(typeof r.body.total, 'string');
  });

  it('unknownFields adds fields everywhere; unknownEnums changes enum values', async () => {
    api().setFault({ kind: 'unknownFields' });
    const fields = await get<{ pages: Array<Record<string, unknown>>; x_added_in_v1_9: unknown }>(api(), auditPath());
    assert.ok(fields.body.x_added_in_v1_9);
    assert.ok('x_added_in_v1_9' in fields.body.pages[0]);
    api().setFault({ kind: 'unknownEnums' });
    const enums = await get<{ state: string; pages: Array<{ status: string }> }>(api(), auditPath());
    assert.equal(enums.body.state, 'future_ready');
    assert.ok(enums.body.pages.every((p) => p.status.startsWith('future_')));
  });

  it('rateLimitStorm answers 429 with a short Retry-After', async () => {
    api().setFault({ kind: 'rateLimitStorm' });
    const r = await get<Problem>(api(), '/v1/brands');
    assert.equal(r.status, 429);
    assert.equal(r.headers.get('retry-after'), '1');
    assert.equal(r.body.rate_limit?.remaining, 0);
  });

  it('invalidCursor rejects requests that carry a cursor only', async () => {
    const first = await get<{ next_cursor: string }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 5 } });
    api().setFault({ kind: 'invalidCursor' });
    assert.equal((await get(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 5 } })).status, 200);
    const r = await get<Problem>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 5, cursor: first.body.next_cursor } });
    assert.equal(r.status, 400);
    assert.equal(r.body.code, 'invalid_cursor');
  });

  it('redirect sends a 307 to another origin; a client following it must drop Authorization', async () => {
    const other = await startSampleApi({ quiet: true });
    try {
      api().setFault({ kind: 'redirect', to: other.url });
      const r = await get(api(), '/v1/brands', { query: { x: 1 } });
      assert.equal(r.status, 307);
      assert.equal(r.headers.get('location'), `${other.url}/v1/brands?x=1`);
      // fetch drops Authorization on a cross-origin redirect: the second server sees no key.
      const followed = await fetch(new URL('/v1/brands', api().url), { headers: { Authorization: `Bearer ${api().keys.member}` } });
      assert.equal(followed.status, 401);
      assert.equal(other.requestLog.at(-1)?.key, 'none');
    } finally {
      await other.close();
    }
  });

  it('a fault for one key leaves other keys alone; clearing it restores service', async () => {
    api().setFault({ kind: 'status500' }, 'no-access');
    assert.equal((await get(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 500);
    assert.equal((await get(api(), '/v1/brands')).status, 200);
    api().setFault(undefined, 'no-access');
    assert.equal((await get(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 200);
  });

  it('X-Sample-Fault sets a fault for one request; a malformed one is a 400', async () => {
    const slow = Date.now();
    assert.equal((await get(api(), '/v1/brands', { headers: { 'X-Sample-Fault': 'latency;ms=150' } })).status, 200);
    assert.ok(Date.now() - slow >= 140);
    assert.equal((await get(api(), '/v1/brands', { headers: { 'X-Sample-Fault': 'status500' } })).status, 500);
    assert.equal((await get(api(), '/v1/brands')).status, 200);
    const bad = await get<Problem>(api(), '/v1/brands', { headers: { 'X-Sample-Fault': 'meteor' } });
    assert.equal(bad.status, 400);
  });
});
