import * as assert from 'node:assert/strict';
import {
  ApiProblemError,
  MissingApiKeyError,
  RequestCancelledError,
  SchedulerRegistry,
  type RequestLogEntry,
} from '../../../src/core/api/index.js';
import { BRAND, KEY, SCAN_A, json, keywordList, problem, rejection, testClient } from './helpers.js';

const OTHER = '55555555-5555-4555-8555-555555555555';
const settingsOf = (id: string, name: string) => ({ brand_id: id, name, domain: `${name.toLowerCase()}.example`, prompts_reserved: null });

/** A transport answer that waits until the test releases it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('api/client', () => {
  it('refuses to send without an API key, with a clear error', async () => {
    for (const getApiKey of [() => undefined, () => '', async () => '   ']) {
      const { client, calls } = testClient(() => json({}), { getApiKey });
      const err = await rejection(client.settings(BRAND));
      assert.ok(err instanceof MissingApiKeyError);
      assert.match(err.nextStep, /Set API Key/);
      assert.equal(calls.length, 0);
    }
  });

  it('reads the key on every request (a new key applies at once)', async () => {
    let key = 'first-key';
    const { client, calls } = testClient(() => json(keywordList([])), { getApiKey: async () => key });
    await client.keywords(BRAND);
    key = 'second-key';
    await client.keywords(BRAND);
    assert.deepEqual(calls.map((c) => c.headers.authorization), ['Bearer first-key', 'Bearer second-key']);
  });

  describe('coalescing', () => {
    it('shares one request between identical concurrent GETs', async () => {
      const g = gate();
      const { client, calls } = testClient(async () => {
        await g.opened;
        return json(keywordList([]));
      });
      const reads = [client.keywords(BRAND, { limit: 5 }), client.keywords(BRAND, { limit: 5 }), client.keywords(BRAND, { limit: 5 })];
      const different = client.keywords(BRAND, { limit: 6 });
      await new Promise((r) => setImmediate(r));
      g.open();
      const results = await Promise.all(reads);
      await different;
      assert.equal(calls.length, 2, 'three identical reads, one request; the different one has its own');
      assert.equal(results[0].total, 0);
      // Sequential reads are not cached.
      await client.keywords(BRAND, { limit: 5 });
      assert.equal(calls.length, 3);
    });

    it('a fresh read never joins a request already running for the same URL (it may predate the new data)', async () => {
      const g = gate();
      const { client, calls } = testClient(async () => {
        await g.opened;
        return json(keywordList([]));
      });
      const running = client.keywords(BRAND, { limit: 5 }, { priority: 'background' });
      const fresh = client.keywords(BRAND, { limit: 5 }, { priority: 'background', fresh: true });
      const joined = client.keywords(BRAND, { limit: 5 });
      await new Promise((r) => setImmediate(r));
      g.open();
      await Promise.all([running, fresh, joined]);
      assert.equal(calls.length, 2, 'the fresh read made its own request; the plain one joined the first');
    });

    it('raises a queued background request to foreground when a view asks for the same URL', async () => {
      const g = gate();
      const { client, calls } = testClient(
        async (req) => {
          if (req.url.searchParams.get('limit') === '1') await g.opened;
          return json(keywordList([]));
        },
        { schedulers: new SchedulerRegistry({ maxInFlight: 1, maxInFlightBeforeHeaders: 1 }) },
      );
      const blocker = client.keywords(BRAND, { limit: 1 });
      const prefetchX = client.keywords(BRAND, { limit: 2 }, { priority: 'background' });
      const prefetchY = client.keywords(BRAND, { limit: 3 }, { priority: 'background' });
      const viewY = client.keywords(BRAND, { limit: 3 }, { priority: 'foreground' });
      await new Promise((r) => setImmediate(r));
      g.open();
      await Promise.all([blocker, prefetchX, prefetchY, viewY]);
      assert.deepEqual(calls.map((c) => c.url.searchParams.get('limit')), ['1', '3', '2']);
    });

    it('never shares between credentials', async () => {
      const g = gate();
      let n = 0;
      const { client, calls } = testClient(
        async () => {
          await g.opened;
          return json(keywordList([]));
        },
        { getApiKey: () => (n++ % 2 === 0 ? 'key-a' : 'key-b') },
      );
      const reads = [client.keywords(BRAND), client.keywords(BRAND)];
      await new Promise((r) => setImmediate(r));
      g.open();
      await Promise.all(reads);
      assert.equal(calls.length, 2);
    });

    it('keeps the shared request alive while one caller still waits, and aborts it when all cancel', async () => {
      const g = gate();
      const { client, calls } = testClient(async (req) => {
        await Promise.race([g.opened, new Promise((_, reject) => req.signal?.addEventListener('abort', () => reject(new DOMException('a', 'AbortError'))))]);
        return json(keywordList([]));
      });
      const a = new AbortController();
      const b = new AbortController();
      const readA = client.keywords(BRAND, undefined, { signal: a.signal });
      const readB = client.keywords(BRAND, undefined, { signal: b.signal });
      await new Promise((r) => setImmediate(r));
      a.abort();
      assert.ok((await rejection(readA)) instanceof RequestCancelledError);
      assert.equal(calls[0].signal?.aborted, false, 'B still waits: the request goes on');
      b.abort();
      assert.ok((await rejection(readB)) instanceof RequestCancelledError);
      assert.equal(calls[0].signal?.aborted, true, 'nobody waits: the request is aborted');
    });
  });

  it('logs each attempt without the key or cursor values', async () => {
    const log: RequestLogEntry[] = [];
    const { client } = testClient(
      () =>
        json(keywordList([]), {
          headers: { 'X-Request-Id': 'rid-7', RateLimit: '"default";r=99;t=30', 'RateLimit-Policy': '"default";q=120;w=60' },
        }),
      { onRequestLog: (e) => log.push(e) },
    );
    await client.keywords(BRAND, { cursor: 'SECRET-CURSOR', limit: 3 });
    assert.equal(log.length, 1);
    const [entry] = log;
    assert.equal(entry.method, 'GET');
    assert.equal(entry.status, 200);
    assert.equal(entry.requestId, 'rid-7');
    assert.equal(entry.remaining, 99);
    assert.match(entry.path, new RegExp(`^/v1/brands/${BRAND}/keywords\\?limit=3&cursor=`));
    const text = JSON.stringify(log);
    assert.ok(!text.includes(KEY) && !text.includes('SECRET-CURSOR'), text);
  });

  describe('listBrands', () => {
    it('reads GET /v1/brands when it is a list', async () => {
      const { client } = testClient(() => json({ data: [{ brand_id: BRAND, name: 'A', domain: 'a.example' }] }));
      assert.deepEqual(await client.listBrands([OTHER]), {
        brands: [{ id: BRAND, name: 'A', domain: 'a.example' }],
        source: 'list',
        unresolved: [],
      });
    });

    it('falls back on the added ids, resolved through settings, when the list is unreadable', async () => {
      const { client, calls } = testClient((req) => {
        if (req.url.pathname === '/v1/brands') return json({ unexpected: true });
        if (req.url.pathname.includes(BRAND)) return json(settingsOf(BRAND, 'Alpha'));
        return problem(404, 'not_found');
      });
      const listing = await client.listBrands([BRAND, OTHER]);
      assert.equal(listing.source, 'added');
      assert.deepEqual(listing.brands, [{ id: BRAND, name: 'Alpha', domain: 'alpha.example' }]);
      assert.equal(listing.unresolved[0].id, OTHER);
      assert.ok(listing.unresolved[0].error instanceof ApiProblemError);
      assert.equal(calls.length, 3);
    });

    it('falls back when /v1/brands answers 404, but not when the key is refused', async () => {
      const { client } = testClient((req) => (req.url.pathname === '/v1/brands' ? problem(404, 'not_found') : json(settingsOf(BRAND, 'Alpha'))));
      assert.equal((await client.listBrands([BRAND])).brands[0].name, 'Alpha');
      const { client: refused, calls } = testClient(() => problem(401, 'invalid_token'));
      const err = await rejection(refused.listBrands([BRAND]));
      assert.ok(err instanceof ApiProblemError && err.code === 'invalid_token');
      assert.equal(calls.length, 1);
    });
  });

  it('exposes the rate-limit state of its credential', async () => {
    const { client } = testClient(() =>
      json(keywordList([], null, SCAN_A), { headers: { RateLimit: '"default";r=42;t=10', 'RateLimit-Policy': '"default";q=120;w=60' } }),
    );
    const seen: number[] = [];
    client.onDidChangeRateLimit((s) => seen.push(s.remaining));
    const before = client.rateLimitState;
    assert.equal(before, undefined);
    await client.keywords(BRAND);
    assert.equal(client.rateLimitState?.remaining, 42);
    assert.ok(seen.includes(42));
  });
});
