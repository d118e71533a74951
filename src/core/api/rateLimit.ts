// Reading the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), as the reference sends them:
//   RateLimit-Policy: "default";q=120;w=60     RateLimit: "default";r=117;t=42
// Both are Structured Field Lists. A field that does not parse is ignored as a whole, as the draft asks.
import { parseList, type Item, type List } from 'structured-headers';

export interface RateLimitPolicy {
  name: string;
  /** Requests per window. */
  quota: number;
  windowSeconds: number;
}

export interface RateLimitReading {
  name: string;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** A field as Headers gives it (already joined) or as separate lines; lines are joined with ', ' as HTTP does. */
export type FieldValue = string | readonly string[] | null | undefined;

const PREFERRED_POLICY = 'default';

function joinLines(value: FieldValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const joined = typeof value === 'string' ? value : value.join(', ');
  return joined.trim() === '' ? undefined : joined;
}

function parseField(value: FieldValue): List | undefined {
  const text = joinLines(value);
  if (text === undefined) return undefined;
  try {
    return parseList(text);
  } catch {
    return undefined;
  }
}

function isItem(member: List[number]): member is Item {
  return !Array.isArray(member[0]);
}

function nonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

interface NamedParams {
  name: string;
  params: Map<string, unknown>;
}

function namedItems(list: List): NamedParams[] {
  const out: NamedParams[] = [];
  for (const member of list) {
    if (!isItem(member)) continue;
    const [value, params] = member;
    const name = typeof value === 'string' ? value : String(value);
    out.push({ name, params });
  }
  return out;
}

export function parseRateLimitPolicy(value: FieldValue): RateLimitPolicy | undefined {
  const list = parseField(value);
  if (!list) return undefined;
  const policies: RateLimitPolicy[] = [];
  for (const { name, params } of namedItems(list)) {
    const quota = nonNegativeInt(params.get('q'));
    const windowSeconds = nonNegativeInt(params.get('w'));
    if (quota !== undefined && quota > 0 && windowSeconds !== undefined && windowSeconds > 0) {
      policies.push({ name, quota, windowSeconds });
    }
  }
  return policies.find((p) => p.name === PREFERRED_POLICY) ?? policies[0];
}

export function parseRateLimit(value: FieldValue): RateLimitReading | undefined {
  const list = parseField(value);
  if (!list) return undefined;
  const readings: RateLimitReading[] = [];
  for (const { name, params } of namedItems(list)) {
    const remaining = nonNegativeInt(params.get('r'));
    const resetSeconds = nonNegativeInt(params.get('t'));
    if (remaining !== undefined && resetSeconds !== undefined) readings.push({ name, remaining, resetSeconds });
  }
  const preferred = readings.find((r) => r.name === PREFERRED_POLICY);
  if (preferred) return preferred;
  // Several unknown policies: the most restrictive one governs.
  return readings.sort((a, b) => a.remaining - b.remaining)[0];
}

/** `Retry-After` as seconds from `now`: delta-seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
