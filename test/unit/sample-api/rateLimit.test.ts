// Per-key fixed-window quota with RateLimit-Policy / RateLimit headers, and 429 rate_limited past the quota.
import assert from 'node:assert/strict';
import { parseItem } from 'structured-headers';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { FixedWindowLimiter } from '../../sample-api/core/rateLimit.js';
import { get, type Problem } from './helpers.js';

describe('sample API: rate limit', () => {
  let api: SampleApi;
  before(async () => {
    api = await startSampleApi({ quiet: true, quota: 3, windowSeconds: 30 });
  });
  beforeEach(() => api.reset());
  after(() => api.close());

  it('every authenticated answer carries the policy and the remaining quota', async () => {
    const first = await get(api, '/v1/brands');
    assert.equal(first.headers.get('ratelimit-policy'), '"default";q=3;w=30');
    const [name, params] = parseItem(first.headers.get('ratelimit') ?? '');
    assert.equal(name, 'default');
    assert.equal(params.get('r'), 2);
    const t = params.get('t') as number;
    assert.ok(t >= 29 && t <= 30, `t=${t}`);
    const second = await get(api, '/v1/brands');
    assert.equal(parseItem(second.headers.get('ratelimit') ?? '')[1].get('r'), 1);
  });

  it('past the quota: 429 rate_limited with Retry-After and rate_limit in the body; other keys keep their own quota', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await get(api, '/v1/brands')).status, 200);
    const over = await get<Problem>(api, '/v1/brands');
    assert.equal(over.status, 429);
    assert.equal(over.body.code, 'rate_limited');
    const retryAfter = Number(over.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 30);
    assert.deepEqual({ ...over.body.rate_limit, reset: 0 }, { limit: 3, window: 30, remaining: 0, reset: 0 });
    assert.equal(over.body.rate_limit?.reset, retryAfter);
    assert.equal(parseItem(over.headers.get('ratelimit') ?? '')[1].get('r'), 0);
    assert.equal((await get(api, '/v1/brands', { key: api.keys['no-access'] })).status, 200);
  });

  it('requests without a valid key do not count against a key', async () => {
    for (let i = 0; i < 5; i++) await get(api, '/v1/brands', { key: null });
    assert.equal((await get(api, '/v1/brands')).status, 200);
  });

  it('the window resets after windowSeconds (fixed window)', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60, () => now);
    assert.equal(limiter.consume('k').allowed, true);
    now += 10_000;
    assert.equal(limiter.consume('k').remaining, 0);
    const blocked = limiter.consume('k');
    assert.equal(blocked.allowed, false);
    assert.equal(blocked.reset, 50);
    now += 50_000;
    const fresh = limiter.consume('k');
    assert.equal(fresh.allowed, true);
    assert.equal(fresh.remaining, 1);
    assert.equal(fresh.reset, 60);
  });
});
