import * as assert from 'node:assert/strict';
import {
  ApiProblemError,
  EmptyResponseError,
  InvalidJsonError,
  MissingApiKeyError,
  NetworkError,
  NonJsonResponseError,
  RequestCancelledError,
  RequestTimeoutError,
  SET_KEY_STEP,
  SchedulerRegistry,
  describeError,
} from '../../../src/core/api/index.js';
import { PROXY_TUNNEL_CODE, classifyNetworkFailure } from '../../../src/core/api/errors.js';
import { BRAND, KEY, json, problem, rejection, testClient } from './helpers.js';

/** Every row of the reference's Errors table, with what the user must read. */
const TABLE: { status: number; code: string; extra?: Record<string, unknown>; headers?: Record<string, string>; step: RegExp }[] = [
  { status: 400, code: 'invalid_cursor', step: /first page/ },
  { status: 401, code: 'invalid_token', headers: { 'WWW-Authenticate': 'Bearer' }, step: /Set a valid API key with 'Brand Visibility: Set API Key'/ },
  { status: 404, code: 'not_found', step: /access/ },
  { status: 409, code: 'workspace_archived', step: /The organization is archived: nothing can be read until it is restored/ },
  {
    status: 410,
    code: 'scan_version_unsupported',
    extra: { domain: 'old.example', rescan_url: 'https://app.example/rescan?d=old.example' },
    step: /https:\/\/app\.example\/rescan\?d=old\.example/,
  },
  { status: 410, code: 'report_retired', extra: { domain: 'old.example', rescan_url: 'https://app.example/r' }, step: /new scan/ },
  {
    status: 422,
    code: 'invalid_request',
    extra: { errors: [{ loc: ['query', 'limit'], msg: 'must be <= 100', type: 'value_error' }] },
    step: /Change the filter/,
  },
  {
    status: 429,
    code: 'rate_limited',
    extra: { rate_limit: { limit: 120, window: 60, remaining: 0, reset: 37 } },
    headers: { 'Retry-After': '37' },
    step: /^Wait 37 s, then try again$/,
  },
  { status: 500, code: 'internal_server_error', step: /request id/ },
];

/** No retries: these tests look at how one answer is read (the scheduler's retries have their own tests). */
function oneShot(response: () => Response): ReturnType<typeof testClient> {
  return testClient(() => response(), { schedulers: new SchedulerRegistry({ maxRetries: 0, maxRateLimitedRetries: 0 }) });
}

describe('api/errors', () => {
  for (const row of TABLE) {
    it(`reads ${row.status} ${row.code} into ApiProblemError with a next step`, async () => {
      const { client, calls } = oneShot(() => problem(row.status, row.code, row.extra ?? {}, row.headers ?? {}));
      const err = await rejection(client.settings(BRAND));
      assert.equal(calls.length, 1);
      assert.ok(err instanceof ApiProblemError, String(err));
      assert.equal(err.status, row.status);
      assert.equal(err.code, row.code);
      assert.equal(err.instance, 'req-1');
      assert.match(err.nextStep, row.step);
      assert.ok(err.userMessage.length > 10);
      if (row.status === 410) {
        assert.equal(err.domain, 'old.example');
        assert.ok(err.rescanUrl);
      }
      if (row.status === 422) {
        assert.deepEqual(err.errors[0].loc, ['query', 'limit']);
        assert.match(err.userMessage, /query\.limit: must be <= 100/);
      }
      if (row.status === 429) {
        assert.equal(err.rateLimit?.reset, 37);
        assert.equal(err.retryAfterSeconds, 37);
      }
    });
  }

  it('falls back on the status when a problem has no code, and keeps unknown codes', async () => {
    const { client } = testClient(() => json({ title: 'Unauthorized' }, { status: 401 }));
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof ApiProblemError);
    assert.equal(err.code, 'invalid_token');
    const { client: other } = testClient(() => problem(418, 'teapot_mode'));
    const unknown = await rejection(other.settings(BRAND));
    assert.ok(unknown instanceof ApiProblemError);
    assert.equal(unknown.code, 'teapot_mode');
    assert.match(unknown.userMessage, /HTTP 418 \(teapot_mode\)/);
  });

  it('turns an HTML 502 from a proxy into NonJsonResponseError without any of the HTML', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script>nginx</body></html>';
    const { client, calls } = oneShot(() => new Response(html, { status: 502, headers: { 'content-type': 'text/html' } }));
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof NonJsonResponseError);
    assert.equal(err.status, 502);
    for (const text of [err.message, err.userMessage, err.nextStep]) {
      assert.doesNotMatch(text, /<|nginx|script|Bad Gateway/);
    }
    assert.match(err.userMessage, /proxy or gateway/);
    assert.equal(calls.length, 1);
  });

  it('distinguishes empty bodies, truncated JSON on 200 and a 200 HTML page', async () => {
    const empty = await rejection(testClient(() => new Response('', { status: 200 })).client.settings(BRAND));
    assert.ok(empty instanceof EmptyResponseError);
    const truncated = await rejection(
      testClient(() => new Response('{"brand_id":"x","na', { status: 200, headers: { 'content-type': 'application/json' } })).client.settings(BRAND),
    );
    assert.ok(truncated instanceof InvalidJsonError);
    assert.match(truncated.userMessage, /cut off/);
    const portal = await rejection(
      testClient(() => new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } })).client.settings(BRAND),
    );
    assert.ok(portal instanceof NonJsonResponseError);
    const emptyProblem = await rejection(testClient(() => new Response(null, { status: 404 })).client.settings(BRAND));
    assert.ok(emptyProblem instanceof EmptyResponseError);
    assert.equal(emptyProblem.status, 404);
  });

  it('times out a request that never answers', async () => {
    const { client } = testClient(
      (req) =>
        new Promise<Response>((_resolve, reject) => {
          req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 30 },
    );
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof RequestTimeoutError);
    assert.equal(err.timeoutMs, 30);
  });

  it('times out a body that stalls after the headers', async () => {
    const { client } = testClient(
      (req) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"brand_id":'));
            req.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      },
      { timeoutMs: 30 },
    );
    assert.ok((await rejection(client.settings(BRAND))) instanceof RequestTimeoutError);
  });

  it('cancels through the caller signal, before and during the request', async () => {
    const { client, calls } = testClient(
      (req) =>
        new Promise<Response>((_resolve, reject) => {
          req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const before = new AbortController();
    before.abort();
    assert.ok((await rejection(client.settings(BRAND, undefined, { signal: before.signal }))) instanceof RequestCancelledError);
    assert.equal(calls.length, 0);
    const during = new AbortController();
    const pending = client.settings(BRAND, undefined, { signal: during.signal });
    setTimeout(() => during.abort(), 5);
    assert.ok((await rejection(pending)) instanceof RequestCancelledError);
    assert.equal(calls.length, 1);
    assert.equal(calls[0].signal?.aborted, true);
  });

  it('classifies network failures and says a certificate problem plainly, never to disable verification', () => {
    const wrap = (code: string, message = 'x'): Error => new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });
    assert.equal(classifyNetworkFailure(wrap('ECONNRESET')), 'reset');
    assert.equal(classifyNetworkFailure(wrap('ENOTFOUND')), 'dns');
    assert.equal(classifyNetworkFailure(wrap('ECONNREFUSED')), 'refused');
    assert.equal(classifyNetworkFailure(wrap('UNABLE_TO_VERIFY_LEAF_SIGNATURE')), 'tls');
    assert.equal(classifyNetworkFailure(wrap('SELF_SIGNED_CERT_IN_CHAIN')), 'tls');
    // A peer that hangs up during the handshake has not shown a certificate: that is a drop, retried like one.
    assert.equal(classifyNetworkFailure(wrap('ECONNRESET', 'Client network socket disconnected before secure TLS connection was established')), 'reset');
    assert.equal(classifyNetworkFailure(wrap(PROXY_TUNNEL_CODE, 'the proxy closed the tunnel: other side closed')), 'proxy');
    const proxy = new NetworkError('proxy', 'api.example.test');
    assert.match(proxy.userMessage, /The proxy closed the connection to api\.example\.test/);
    assert.match(proxy.nextStep, /http\.proxy.*HTTPS_PROXY/);
    const tls = new NetworkError('tls', 'api.example.test');
    assert.match(tls.userMessage, /certificate/);
    assert.doesNotMatch(`${tls.userMessage} ${tls.nextStep}`, /disable|NODE_TLS_REJECT_UNAUTHORIZED|strictSSL|ignore/i);
  });

  it('maps a thrown fetch failure to NetworkError with the host', async () => {
    const { client } = testClient(() => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.example.test'), { code: 'ENOTFOUND' }) });
    });
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof NetworkError);
    assert.equal(err.failure, 'dns');
    assert.match(err.userMessage, /api\.example\.test/);
  });

  it('never puts the API key in a message, even when the server echoes it', async () => {
    const { client } = testClient(() => problem(401, 'invalid_token', { detail: `Bearer ${KEY} is revoked` }));
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof ApiProblemError);
    for (const text of [err.message, err.userMessage, err.nextStep, err.detail, JSON.stringify(describeError(err))]) {
      assert.ok(!text.includes(KEY), text);
    }
    assert.match(err.detail, /\[redacted\]/);
  });

  it('cleans server text: one short line without control characters', async () => {
    const { client } = testClient(() => problem(404, 'not_found', { detail: `line1\nline2\u0000\u202e${'x'.repeat(1000)}` }));
    const err = await rejection(client.settings(BRAND));
    assert.ok(err instanceof ApiProblemError);
    assert.ok(!err.detail.includes('\n') && !err.detail.includes('\u0000'), err.detail);
    assert.ok(err.detail.length <= 301);
  });

  it('describeError gives a message and a next step for anything thrown', () => {
    assert.deepEqual(describeError(new MissingApiKeyError()), { message: 'No API key is configured.', nextStep: SET_KEY_STEP, code: 'no_api_key' });
    const plain = describeError(new Error('boom'));
    assert.equal(plain.message, 'Unexpected error: boom');
    assert.ok(plain.nextStep);
    assert.equal(describeError('string').message, 'Unexpected error.');
  });
});
