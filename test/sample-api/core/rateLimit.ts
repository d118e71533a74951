// Fixed-window request quota per credential, with the IETF RateLimit header fields the reference names.

export interface RateDecision {
  allowed: boolean;
  limit: number;
  window: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  reset: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly quota: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  consume(credential: string): RateDecision {
    const now = this.now();
    const windowMs = this.windowSeconds * 1000;
    let entry = this.windows.get(credential);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0 };
      this.windows.set(credential, entry);
    }
    const allowed = entry.count < this.quota;
    if (allowed) entry.count++;
    const reset = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
    return { allowed, limit: this.quota, window: this.windowSeconds, remaining: Math.max(0, this.quota - entry.count), reset };
  }

  clear(): void {
    this.windows.clear();
  }
}

export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Policy': `"default";q=${d.limit};w=${d.window}`,
    RateLimit: `"default";r=${d.remaining};t=${d.reset}`,
  };
}
