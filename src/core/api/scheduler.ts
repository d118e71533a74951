// One scheduler per credential, shared by every caller in the process: it never sends a request the current window
// cannot take, queues the rest (foreground before background, FIFO within each), pauses the credential on 429 and
// retries what may succeed later. Timing comes from an injectable clock so tests run without waiting.
import { createHash } from 'node:crypto';
import { Emitter, type Event } from './emitter.js';
import { NetworkError, RequestCancelledError } from './errors.js';
import { parseRateLimit, parseRateLimitPolicy, parseRetryAfter } from './rateLimit.js';
import type { RawResponse } from './transport.js';

export type Priority = 'foreground' | 'background';

/** A priority the owner may raise while the request waits (a coalesced background read that a view now needs). */
export interface PriorityRef {
  priority: Priority;
}

/** For the status bar. */
export interface RateLimitState {
  limit: number;
  /** Requests the window can still take, as last reported (before subtracting those in flight). */
  remaining: number;
  /** When the window resets (ms since the epoch); undefined until a response said so. */
  resetAt: number | undefined;
  queued: number;
  inFlight: number;
  /** Set while the credential is paused after a 429: when requests resume (ms since the epoch). */
  waitingUntil?: number;
}

export interface SchedulerClock {
  now(): number;
  /** Calls `callback` after `ms`; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
  /** In [0, 1): the jitter of retry backoff. */
  random(): number;
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimer: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
  random: () => Math.random(),
};

export interface SchedulerOptions {
  clock?: SchedulerClock;
  /** Concurrency once the server's policy is known (default 6). */
  maxInFlight?: number;
  /** Concurrency before any rate-limit header was seen (default 4). */
  maxInFlightBeforeHeaders?: number;
  /** Retries of 500/502/503/504 and network failures (default 3). */
  maxRetries?: number;
  /**
   * Retries of one request after 429s (default 10). Each retry waits for Retry-After first, so this bounds waiting
   * (another process or the MCP server spending the same key can hold the window for a while), never a loop.
   */
  maxRateLimitedRetries?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
}

export interface RunOptions {
  priority?: Priority | PriorityRef;
  signal?: AbortSignal;
}

/** The documented default policy: 120 requests per 60-second window. */
const DEFAULT_LIMIT = 120;
const DEFAULT_WINDOW_MS = 60_000;
const RETRY_STATUSES = new Set([500, 502, 503, 504]);

interface Waiter {
  seq: number;
  ref: PriorityRef;
  resolve(): void;
  reject(err: unknown): void;
  detach(): void;
}

export class RateLimitScheduler {
  private readonly clock: SchedulerClock;
  private readonly maxInFlight: number;
  private readonly maxInFlightBeforeHeaders: number;
  private readonly maxRetries: number;
  private readonly maxRateLimitedRetries: number;
  private readonly backoffBaseMs: number;
  private readonly backoffCapMs: number;

  private limit = DEFAULT_LIMIT;
  private windowMs = DEFAULT_WINDOW_MS;
  private headersSeen = false;
  private remaining = DEFAULT_LIMIT;
  /** Upper bound of the current window's end; undefined = unknown, treated as a fresh window. */
  private resetAt: number | undefined;
  /** When the last window ended by our clock: responses to requests sent before it may describe the old window. */
  private lastRolloverAt: number | undefined;
  private pausedUntil = 0;
  /** After a 429 pause, one request goes first; the rest follow once an answer shows the window is open again. */
  private probing = false;
  private inFlight = 0;
  private readonly queue: Waiter[] = [];
  private seq = 0;
  private cancelTimer: (() => void) | undefined;
  private timerAt: number | undefined;
  private readonly changed = new Emitter<RateLimitState>();

  readonly onDidChangeState: Event<RateLimitState> = this.changed.event;

  constructor(options: SchedulerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.maxInFlight = options.maxInFlight ?? 6;
    this.maxInFlightBeforeHeaders = options.maxInFlightBeforeHeaders ?? 4;
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRateLimitedRetries = options.maxRateLimitedRetries ?? 10;
    this.backoffBaseMs = options.backoffBaseMs ?? 500;
    this.backoffCapMs = options.backoffCapMs ?? 8_000;
  }

  get state(): RateLimitState {
    const now = this.clock.now();
    this.rollover(now);
    const state: RateLimitState = {
      limit: this.limit,
      remaining: this.remaining,
      resetAt: this.resetAt,
      queued: this.queue.length,
      inFlight: this.inFlight,
    };
    if (this.pausedUntil > now) state.waitingUntil = this.pausedUntil;
    return state;
  }

  /**
   * Sends through `send` when the window allows, observing the rate-limit fields of every answer.
   * Retries 429 (after the pause), 500/502/503/504 and transient network failures; returns the last answer.
   * Only for idempotent requests (every read of this API is a GET).
   */
  async run(send: () => Promise<RawResponse>, options: RunOptions = {}): Promise<RawResponse> {
    const ref: PriorityRef =
      typeof options.priority === 'object' ? options.priority : { priority: options.priority ?? 'foreground' };
    // The first attempt's place in line is kept across retries.
    const seq = this.seq++;
    let transientRetries = 0;
    let limitedRetries = 0;
    for (;;) {
      await this.acquire(ref, seq, options.signal);
      let raw: RawResponse;
      try {
        raw = await send();
      } catch (err) {
        this.complete(undefined);
        if (isRetryableFailure(err) && transientRetries < this.maxRetries) {
          await this.backoff(transientRetries++, options.signal);
          continue;
        }
        throw err;
      }
      this.complete(raw);
      if (raw.status === 429) {
        this.pauseAfter429(raw);
        if (limitedRetries++ < this.maxRateLimitedRetries) continue;
        return raw;
      }
      if (RETRY_STATUSES.has(raw.status) && transientRetries < this.maxRetries) {
        await this.backoff(transientRetries++, options.signal);
        continue;
      }
      return raw;
    }
  }

  // -------------------------------------------------------------------------------------------------------------------

  private concurrency(): number {
    if (this.probing) return 1;
    return this.headersSeen ? this.maxInFlight : this.maxInFlightBeforeHeaders;
  }

  private canSend(now: number): boolean {
    this.rollover(now);
    return now >= this.pausedUntil && this.inFlight < this.concurrency() && this.remaining - this.inFlight > 0;
  }

  /** The window we tracked has ended: assume a fresh one until an answer describes it. */
  private rollover(now: number): void {
    if (this.resetAt !== undefined && now >= this.resetAt) {
      this.lastRolloverAt = this.resetAt;
      this.resetAt = undefined;
      this.remaining = this.limit;
    }
  }

  private acquire(ref: PriorityRef, seq: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new RequestCancelledError());
    if (this.queue.length === 0 && this.canSend(this.clock.now())) {
      this.inFlight++;
      this.emit();
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        reject(new RequestCancelledError());
        this.pump();
      };
      const waiter: Waiter = {
        seq,
        ref,
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** Foreground first, then the oldest request. */
  private next(): Waiter | undefined {
    let best: Waiter | undefined;
    for (const w of this.queue) {
      if (!best) best = w;
      else if (w.ref.priority !== best.ref.priority) {
        if (w.ref.priority === 'foreground') best = w;
      } else if (w.seq < best.seq) best = w;
    }
    return best;
  }

  private pump(): void {
    const now = this.clock.now();
    while (this.queue.length > 0 && this.canSend(now)) {
      const waiter = this.next()!;
      this.queue.splice(this.queue.indexOf(waiter), 1);
      waiter.detach();
      this.inFlight++;
      waiter.resolve();
    }
    this.armTimer(now);
    this.emit();
  }

  /**
   * Wakes the queue when time (not a completing request) is what blocks it. The end of a 429 pause is always
   * announced, even with nothing queued, so a countdown shown from `waitingUntil` ends with an event.
   */
  private armTimer(now: number): void {
    let wakeAt: number | undefined;
    if (now < this.pausedUntil) wakeAt = this.pausedUntil;
    else if (this.queue.length > 0 && this.remaining - this.inFlight <= 0 && this.resetAt !== undefined) wakeAt = this.resetAt;
    if (wakeAt === this.timerAt) return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.timerAt = wakeAt;
    if (wakeAt !== undefined) {
      this.cancelTimer = this.clock.setTimer(() => {
        this.cancelTimer = undefined;
        this.timerAt = undefined;
        this.pump();
      }, Math.max(0, wakeAt - now));
    }
  }

  private complete(raw: RawResponse | undefined): void {
    if (raw) this.observe(raw);
    this.inFlight--;
    this.pump();
  }

  /**
   * Learns the window from an answer. `t` is whole seconds, so each answer gives an upper bound of the window's end;
   * within one window the earliest bound is the best, and `remaining` only ever goes down.
   */
  private observe(raw: RawResponse): void {
    const policy = parseRateLimitPolicy(raw.headers.get('ratelimit-policy'));
    if (policy) {
      this.limit = policy.quota;
      this.windowMs = policy.windowSeconds * 1000;
      this.headersSeen = true;
    }
    const reading = parseRateLimit(raw.headers.get('ratelimit'));
    if (!reading) return;
    this.headersSeen = true;
    if (raw.status !== 429) this.probing = false;
    const resetAt = raw.receivedAt + reading.resetSeconds * 1000;
    const half = this.windowMs / 2;
    // Sent before the window we already closed, and ending around then: it describes that old window.
    if (this.lastRolloverAt !== undefined && raw.sentAt < this.lastRolloverAt && resetAt < this.lastRolloverAt + half) return;
    const sameWindow = this.resetAt !== undefined && raw.sentAt < this.resetAt && resetAt - this.resetAt <= half;
    if (sameWindow) {
      this.remaining = Math.min(this.remaining, reading.remaining);
      this.resetAt = Math.min(this.resetAt!, resetAt);
    } else {
      this.remaining = reading.remaining;
      this.resetAt = resetAt;
    }
  }

  /** Retry-After wins over `t`; the whole credential waits. */
  private pauseAfter429(raw: RawResponse): void {
    const now = this.clock.now();
    const seconds =
      parseRetryAfter(raw.headers.get('retry-after'), now) ??
      parseRateLimit(raw.headers.get('ratelimit'))?.resetSeconds ??
      this.windowMs / 1000;
    const until = now + Math.max(1, seconds) * 1000;
    this.pausedUntil = Math.max(this.pausedUntil, until);
    this.probing = true;
    this.remaining = 0;
    this.resetAt = this.pausedUntil;
    this.pump();
  }

  /** Capped exponential backoff with full jitter. */
  private backoff(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    const ceiling = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** attempt);
    const delay = Math.floor(this.clock.random() * ceiling);
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new RequestCancelledError());
      const onAbort = (): void => {
        cancel();
        reject(new RequestCancelledError());
      };
      const cancel = this.clock.setTimer(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, delay);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private emit(): void {
    this.changed.fire(this.state);
  }
}

/** DNS and certificate failures will not mend within seconds; other network failures may. */
function isRetryableFailure(err: unknown): boolean {
  return err instanceof NetworkError && err.failure !== 'tls' && err.failure !== 'dns';
}

// ---------------------------------------------------------------------------------------------------------------------

/** Identifies a credential without keeping it: SHA-256 of the key. */
export function credentialId(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export interface CredentialStateChange {
  credentialId: string;
  state: RateLimitState;
}

/** Schedulers by credential. The process shares `sharedSchedulers`; tests make their own with a fake clock. */
export class SchedulerRegistry {
  private readonly schedulers = new Map<string, RateLimitScheduler>();
  private readonly changed = new Emitter<CredentialStateChange>();
  readonly onDidChangeState: Event<CredentialStateChange> = this.changed.event;

  constructor(private readonly options: SchedulerOptions = {}) {}

  forCredential(id: string): RateLimitScheduler {
    let scheduler = this.schedulers.get(id);
    if (!scheduler) {
      scheduler = new RateLimitScheduler(this.options);
      scheduler.onDidChangeState((state) => this.changed.fire({ credentialId: id, state }));
      this.schedulers.set(id, scheduler);
    }
    return scheduler;
  }

  forKey(apiKey: string): RateLimitScheduler {
    return this.forCredential(credentialId(apiKey));
  }
}

export const sharedSchedulers = new SchedulerRegistry();
