import * as assert from 'node:assert/strict';
import { parseRateLimit, parseRateLimitPolicy, parseRetryAfter } from '../../../src/core/api/index.js';

describe('api/rateLimit header parsing', () => {
  it('reads the reference example fields', () => {
    assert.deepEqual(parseRateLimitPolicy('"default";q=120;w=60'), { name: 'default', quota: 120, windowSeconds: 60 });
    assert.deepEqual(parseRateLimit('"default";r=117;t=42'), { name: 'default', remaining: 117, resetSeconds: 42 });
  });

  it('joins a field split over several lines with ", " and picks the default policy', () => {
    const lines = ['"burst";q=10;w=1', '"default";q=120;w=60'];
    assert.deepEqual(parseRateLimitPolicy(lines), { name: 'default', quota: 120, windowSeconds: 60 });
    assert.deepEqual(parseRateLimit(['"burst";r=3;t=1', '"default";r=50;t=30']), { name: 'default', remaining: 50, resetSeconds: 30 });
    // Headers.get() hands over the same join.
    const headers = new Headers();
    headers.append('RateLimit', '"burst";r=3;t=1');
    headers.append('RateLimit', '"default";r=50;t=30');
    assert.equal(parseRateLimit(headers.get('ratelimit'))?.remaining, 50);
  });

  it('takes the most restrictive of several unknown policies', () => {
    assert.equal(parseRateLimit('"a";r=9;t=5, "b";r=2;t=50')?.name, 'b');
  });

  it('ignores a malformed field as a whole', () => {
    for (const bad of ['default;r=1;t=2,,', '"default";r=1;t=', '"default";r=abc;t=2x', '"unterminated;r=1;t=1', '\u00e9']) {
      assert.equal(parseRateLimit(bad), undefined, bad);
    }
    assert.equal(parseRateLimitPolicy('"default";q=0;w=60'), undefined, 'a zero quota is not a policy');
    assert.equal(parseRateLimitPolicy('"default";q=1.5;w=60'), undefined, 'decimals are not integers');
    assert.equal(parseRateLimit('"default";r=-1;t=3'), undefined);
  });

  it('ignores a missing or empty field', () => {
    assert.equal(parseRateLimit(null), undefined);
    assert.equal(parseRateLimit(undefined), undefined);
    assert.equal(parseRateLimit(''), undefined);
    assert.equal(parseRateLimitPolicy([]), undefined);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    assert.equal(parseRetryAfter('37', now), 37);
    assert.equal(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now), 30);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
  });
});
