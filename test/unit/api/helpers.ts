// Test doubles for the API layer: a recording fetch-shaped transport, response builders and a manual clock.
import { BrandVisibilityClient, SchedulerRegistry, type ClientOptions, type RawResponse } from '../../../src/core/api/index.js';
import type { SchedulerClock } from '../../../src/core/api/scheduler.js';

export const BRAND = '0cef0a61-1f2e-4f26-ab21-cc2509d2dc1a';
export const SCAN_A = '11111111-1111-4111-8111-111111111111';
export const SCAN_B = '22222222-2222-4222-8222-222222222222';
export const KEY = 'bv_test_SECRET_key_123';

export interface Recorded {
  url: URL;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

export type Handler = (req: Recorded) => Response | Promise<Response>;

/** A transport that records every request and answers through `handler`. */
export function fakeTransport(handler: Handler): { transport: (url: string, init: RequestInit) => Promise<Response>; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const req = { url: new URL(url), headers, signal: init.signal ?? undefined };
    calls.push(req);
    return handler(req);
  };
  return { transport, calls };
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const status = init.status ?? 200;
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type, ...init.headers } });
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ type: 'about:blank', title: 'T', status, detail: `detail of ${code}`, code, instance: 'req-1', ...extra }, { status, headers });
}

export function meta(scanId: string | null = SCAN_A): { query: Record<string, unknown>; data_as_of: { id: string; completed_at: string } | null } {
  return { query: {}, data_as_of: scanId ? { id: scanId, completed_at: '2026-11-01T00:00:00Z' } : null };
}

export function keywordItem(i: number): Record<string, unknown> {
  return { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, text: `kw ${i}`, searches_mo: 10, best_rank: null, top10_naming_you: null };
}

export function keywordList(items: Record<string, unknown>[], next: string | null = null, scanId: string | null = SCAN_A): Record<string, unknown> {
  return { keywords: items, limit: 20, offset: 0, total: items.length, next_cursor: next, meta: meta(scanId) };
}

/** A client over a fake transport with its own scheduler registry (no sharing between tests). */
export function testClient(
  handler: Handler,
  options: Partial<ClientOptions> = {},
): { client: BrandVisibilityClient; calls: Recorded[]; registry: SchedulerRegistry } {
  const { transport, calls } = fakeTransport(handler);
  const registry = options.schedulers ?? new SchedulerRegistry();
  const client = new BrandVisibilityClient({
    baseUrl: 'https://api.example.test',
    getApiKey: () => KEY,
    transport,
    ...options,
    schedulers: registry,
  });
  return { client, calls, registry };
}

/** Runs timers by hand. `advance` fires due timers in time order. */
export class ManualClock implements SchedulerClock {
  private time: number;
  private timers: { at: number; seq: number; fn: () => void }[] = [];
  private seq = 0;
  randomValue = 0.5;

  constructor(start = 1_000_000) {
    this.time = start;
  }
  now(): number {
    return this.time;
  }
  setTimer(fn: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }
  random(): number {
    return this.randomValue;
  }
  get pendingTimers(): number {
    return this.timers.length;
  }
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      await flush();
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = until;
    await flush();
  }
}

/** Lets pending promise chains run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

export function rawResponse(
  status: number,
  headers: Record<string, string>,
  times: { sentAt: number; receivedAt: number },
  body = '{}',
): RawResponse {
  return { status, headers: new Headers(headers), body, url: 'https://api.example.test/v1/x', ...times };
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}
