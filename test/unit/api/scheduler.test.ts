import * as assert from 'node:assert/strict';
import {
  NetworkError,
  RateLimitScheduler,
  RequestCancelledError,
  SchedulerRegistry,
  credentialId,
  type RateLimitState,
  type RawResponse,
} from '../../../src/core/api/index.js';
import { KEY, ManualClock, flush, rawResponse, rejection } from './helpers.js';

interface Pending {
  label: string;
  sentAt: number;
  answer(status: number, headers?: Record<string, string>): void;
  fail(err: unknown): void;
}

/** A send function whose answers the test gives by hand, recording what went out. */
function harness(clock: ManualClock) {
  const pending: Pending[] = [];
  const sent: string[] = [];
  const send = (label: string) => (): Promise<RawResponse> =>
    new Promise<RawResponse>((resolve, reject) => {
      const sentAt = clock.now();
      sent.push(label);
      pending.push({
        label,
        sentAt,
        answer: (status, headers = {}) => resolve(rawResponse(status, headers, { sentAt, receivedAt: clock.now() })),
        fail: reject,
      });
    });
  const answer = async (status: number, headers: Record<string, string> = {}): Promise<string> => {
    const p = pending.shift();
    assert.ok(p, 'nothing in flight to answer');
    p.answer(status, headers);
    await flush();
    return p.label;
  };
  return { pending, sent, send, answer };
}

const limitHeaders = (r: number, t: number, q = 10, w = 60): Record<string, string> => ({
  'RateLimit-Policy': `"default";q=${q};w=${w}`,
  RateLimit: `"default";r=${r};t=${t}`,
});

describe('api/scheduler', () => {
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });

  it('keeps at most 4 requests in flight before any rate-limit header was seen', async () => {
    const scheduler = new RateLimitScheduler({ clock });
    const h = harness(clock);
    const runs = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => scheduler.run(h.send(l)));
    await flush();
    assert.deepEqual(h.sent, ['a', 'b', 'c', 'd']);
    assert.equal(scheduler.state.queued, 2);
    await h.answer(200);
    assert.deepEqual(h.sent, ['a', 'b', 'c', 'd', 'e']);
    while (h.pending.length) await h.answer(200);
    await Promise.all(runs);
  });

  it('never sends what the known window cannot take, and releases the queue when it resets', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 10 });
    const h = harness(clock);
    const first = scheduler.run(h.send('first'));
    await flush();
    await h.answer(200, limitHeaders(2, 10));
    await first;
    const runs = ['a', 'b', 'c', 'd'].map((l) => scheduler.run(h.send(l)));
    await flush();
    assert.deepEqual(h.sent, ['first', 'a', 'b'], 'two left in the window: two sent');
    await h.answer(200, limitHeaders(1, 10));
    await h.answer(200, limitHeaders(0, 10));
    assert.equal(h.sent.length, 3, 'the window is spent: nothing more goes out');
    assert.equal(scheduler.state.queued, 2);
    await clock.advance(9_000);
    assert.equal(h.sent.length, 3);
    await clock.advance(1_000);
    assert.deepEqual(h.sent.slice(3), ['c', 'd'], 'released when the window resets');
    await h.answer(200, limitHeaders(9, 60));
    await h.answer(200, limitHeaders(8, 60));
    await Promise.all(runs);
  });

  it('counts requests in flight against what remains', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 10 });
    const h = harness(clock);
    const first = scheduler.run(h.send('first'));
    await flush();
    await h.answer(200, limitHeaders(3, 30));
    await first;
    const runs = ['a', 'b', 'c', 'd', 'e'].map((l) => scheduler.run(h.send(l)));
    await flush();
    assert.equal(h.pending.length, 3, 'three remaining, three in flight, none more');
    await clock.advance(30_000);
    while (h.pending.length) await h.answer(200, limitHeaders(5, 60));
    await Promise.all(runs);
  });

  it('keeps the earliest reset bound of a window (t is whole seconds) and ignores stale larger remaining', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 10 });
    const h = harness(clock);
    const runs = [scheduler.run(h.send('a')), scheduler.run(h.send('b'))];
    await flush();
    await clock.advance(400);
    await h.answer(200, limitHeaders(5, 2)); // window ends by now + 2 s
    await clock.advance(400);
    await h.answer(200, limitHeaders(6, 2)); // processed earlier (higher r); its bound is later
    await Promise.all(runs);
    const state = scheduler.state;
    assert.equal(state.remaining, 5);
    assert.equal(state.resetAt, clock.now() - 400 + 2_000);
  });

  it('sends foreground before background, FIFO within each', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 1, maxInFlightBeforeHeaders: 1 });
    const h = harness(clock);
    const blocker = scheduler.run(h.send('blocker'));
    await flush();
    const runs = [
      scheduler.run(h.send('bg1'), { priority: 'background' }),
      scheduler.run(h.send('bg2'), { priority: 'background' }),
      scheduler.run(h.send('fg1'), { priority: 'foreground' }),
      scheduler.run(h.send('fg2')),
    ];
    await flush();
    await h.answer(200, limitHeaders(100, 60, 120));
    for (let i = 0; i < 4; i++) await h.answer(200, limitHeaders(100, 60, 120));
    await Promise.all([blocker, ...runs]);
    assert.deepEqual(h.sent, ['blocker', 'fg1', 'fg2', 'bg1', 'bg2']);
  });

  it('honours Retry-After over t on 429, pausing the whole credential, then retries', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 10 });
    const states: RateLimitState[] = [];
    scheduler.onDidChangeState((s) => states.push(s));
    const h = harness(clock);
    const limited = scheduler.run(h.send('limited'));
    await flush();
    const start = clock.now();
    await h.answer(429, { ...limitHeaders(0, 50), 'Retry-After': '5' });
    assert.equal(scheduler.state.waitingUntil, start + 5_000);
    assert.ok(states.some((s) => s.waitingUntil === start + 5_000), 'the countdown is announced');
    const other = scheduler.run(h.send('other'));
    await clock.advance(4_999);
    assert.deepEqual(h.sent, ['limited'], 'nothing goes out during the pause');
    await clock.advance(1);
    assert.deepEqual(h.sent, ['limited', 'limited'], 'the retried request keeps its place and goes alone first');
    await h.answer(200, limitHeaders(9, 60));
    assert.deepEqual(h.sent, ['limited', 'limited', 'other'], 'the window is open again: the rest follow');
    await h.answer(200, limitHeaders(8, 60));
    assert.equal((await limited).status, 200);
    await other;
    assert.equal(scheduler.state.waitingUntil, undefined);
  });

  it('falls back on t when a 429 has no Retry-After, and announces the end of the pause', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxRateLimitedRetries: 0 });
    const seen: RateLimitState[] = [];
    scheduler.onDidChangeState((s) => seen.push(s));
    const h = harness(clock);
    const run = scheduler.run(h.send('x'));
    await flush();
    await h.answer(429, limitHeaders(0, 12));
    assert.equal((await run).status, 429);
    assert.equal(scheduler.state.waitingUntil, clock.now() + 12_000);
    await clock.advance(12_000);
    assert.equal(seen.at(-1)?.waitingUntil, undefined, 'an event says the pause is over');
    assert.equal(clock.pendingTimers, 0);
  });

  it('bounds 429 retries (then returns the 429 to the caller)', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxRateLimitedRetries: 3 });
    const h = harness(clock);
    const run = scheduler.run(h.send('x'));
    await flush();
    for (let i = 0; i < 4; i++) {
      await h.answer(429, { 'Retry-After': '1' });
      await clock.advance(1_000);
    }
    assert.equal((await run).status, 429);
    assert.equal(h.sent.length, 4);
  });

  it('retries 500/502/503/504 with capped exponential backoff and full jitter, at most 3 times', async () => {
    const scheduler = new RateLimitScheduler({ clock, backoffBaseMs: 100, backoffCapMs: 250 });
    clock.randomValue = 0.999;
    const h = harness(clock);
    const run = scheduler.run(h.send('x'));
    await flush();
    const delays: number[] = [];
    for (const status of [500, 502, 503]) {
      await h.answer(status);
      const before = clock.now();
      while (h.pending.length === 0) await clock.advance(1);
      delays.push(clock.now() - before);
    }
    await h.answer(504);
    assert.equal((await run).status, 504, 'the fourth failure is returned');
    assert.equal(h.sent.length, 4);
    // ceilings 100, 200, 250 (capped); random 0.999 of each.
    assert.deepEqual(delays, [99, 199, 249]);
  });

  it('does not retry a 4xx', async () => {
    const scheduler = new RateLimitScheduler({ clock });
    const h = harness(clock);
    const run = scheduler.run(h.send('x'));
    await flush();
    await h.answer(404);
    assert.equal((await run).status, 404);
    assert.equal(h.sent.length, 1);
  });

  it('retries transient network failures but not certificate or DNS failures', async () => {
    clock.randomValue = 0;
    const scheduler = new RateLimitScheduler({ clock });
    const h = harness(clock);
    const run = scheduler.run(h.send('reset'));
    await flush();
    h.pending.shift()!.fail(new NetworkError('reset', 'h'));
    await clock.advance(0);
    assert.equal(h.sent.length, 2);
    await h.answer(200);
    assert.equal((await run).status, 200);

    const tls = scheduler.run(h.send('tls'));
    await flush();
    h.pending.shift()!.fail(new NetworkError('tls', 'h'));
    const err = await rejection(tls);
    assert.ok(err instanceof NetworkError && err.failure === 'tls');
    assert.equal(h.sent.filter((l) => l === 'tls').length, 1);
  });

  it('drops a queued request whose caller cancels, without sending it', async () => {
    const scheduler = new RateLimitScheduler({ clock, maxInFlight: 1 });
    const h = harness(clock);
    const first = scheduler.run(h.send('first'));
    await flush();
    await h.answer(200, limitHeaders(5, 60));
    await first;
    const blocker = scheduler.run(h.send('blocker'));
    const controller = new AbortController();
    const queued = scheduler.run(h.send('queued'), { signal: controller.signal });
    await flush();
    assert.equal(scheduler.state.queued, 1);
    controller.abort();
    assert.ok((await rejection(queued)) instanceof RequestCancelledError);
    assert.equal(scheduler.state.queued, 0);
    await h.answer(200, limitHeaders(4, 60));
    await blocker;
    assert.deepEqual(h.sent, ['first', 'blocker']);
  });

  it('announces limit, remaining, reset, queued and in-flight', async () => {
    const scheduler = new RateLimitScheduler({ clock });
    const seen: RateLimitState[] = [];
    scheduler.onDidChangeState((s) => seen.push(s));
    const h = harness(clock);
    const run = scheduler.run(h.send('x'));
    await flush();
    assert.equal(seen.at(-1)?.inFlight, 1);
    await h.answer(200, limitHeaders(7, 30, 20, 60));
    await run;
    assert.deepEqual(seen.at(-1), { limit: 20, remaining: 7, resetAt: clock.now() + 30_000, queued: 0, inFlight: 0 });
  });

  it('shares one scheduler per credential, keyed by a hash of the key', () => {
    const registry = new SchedulerRegistry();
    assert.equal(registry.forKey(KEY), registry.forKey(KEY));
    assert.notEqual(registry.forKey(KEY), registry.forKey(`${KEY}x`));
    const id = credentialId(KEY);
    assert.match(id, /^[0-9a-f]{64}$/);
    assert.ok(!id.includes(KEY));
    assert.equal(registry.forCredential(id), registry.forKey(KEY));
  });
});
