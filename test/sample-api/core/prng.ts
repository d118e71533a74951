// Deterministic randomness for the sample dataset: the same seed strings give the same data on every run,
// so tests and the demo can rely on stable ids, keys and figures.
import { createHash } from 'node:crypto';

/** FNV-1a, 32 bit: a cheap stable hash for seeding and noise. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stable value in [0, 1) for the given parts: per-entity, per-scan noise without carrying a generator around. */
export function unit(...parts: Array<string | number>): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** A stable integer in [lo, hi] for the given parts. */
export function between(lo: number, hi: number, ...parts: Array<string | number>): number {
  return lo + Math.floor(unit(...parts) * (hi - lo + 1));
}

/** A UUID (version 4 layout) derived from the parts, so ids do not depend on generation order. */
export function stableUuid(...parts: Array<string | number>): string {
  const b = createHash('sha256').update(['uuid', ...parts].join('|')).digest();
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random-looking but stable token of `length` alphanumeric characters. */
export function stableToken(length: number, ...parts: Array<string | number>): string {
  let out = '';
  let block = 0;
  while (out.length < length) {
    const digest = createHash('sha256').update([...parts, block++].join('|')).digest();
    for (const byte of digest) {
      if (out.length === length) break;
      out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}

/** mulberry32: a small seeded generator for ordered choices while building the catalog. */
export class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hash32(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

/** A cheaper stable value in [0, 1) for hot loops: FNV-1a then the murmur3 finalizer. */
export function noise(...parts: Array<string | number>): number {
  let h = hash32(parts.join('|'));
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}
