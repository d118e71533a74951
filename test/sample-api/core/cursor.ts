// Opaque, tamper-evident paging cursors: base64url JSON carrying a hash of the query's other parameters,
// the scan the first page pinned and the next offset, with an HMAC over all three.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ParamValue } from './query.js';

export interface CursorState {
  /** The scan the first page was computed on; null for a brand without a scan. */
  scanId: string | null;
  offset: number;
}

/** Parameters that never belong to a query's identity: the cursor itself, the offset it overrides, the pin it carries. */
const NOT_IDENTITY = new Set(['cursor', 'offset', 'as_of']);

export function queryHash(route: string, values: Record<string, ParamValue>): string {
  const identity = Object.keys(values)
    .filter((k) => !NOT_IDENTITY.has(k))
    .sort()
    .map((k) => [k, values[k]]);
  return createHash('sha256').update(JSON.stringify([route, identity])).digest('base64url').slice(0, 22);
}

export class CursorCodec {
  private readonly secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.secret = secret;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 32);
  }

  encode(hash: string, state: CursorState): string {
    const payload = JSON.stringify({ v: 1, h: hash, s: state.scanId, o: state.offset });
    return Buffer.from(JSON.stringify({ p: payload, g: this.sign(payload) })).toString('base64url');
  }

  /** The cursor's state, or a reason why it is not a cursor of this query. */
  decode(cursor: string, hash: string): CursorState | { error: string } {
    let outer: unknown;
    try {
      outer = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      return { error: 'The cursor is not a cursor issued by this service.' };
    }
    if (!isRecord(outer) || typeof outer.p !== 'string' || typeof outer.g !== 'string') {
      return { error: 'The cursor is not a cursor issued by this service.' };
    }
    const expected = Buffer.from(this.sign(outer.p));
    const given = Buffer.from(outer.g);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { error: 'The cursor was altered or issued by another server.' };
    }
    const inner: unknown = JSON.parse(outer.p);
    if (!isRecord(inner) || inner.v !== 1 || typeof inner.o !== 'number' || !(typeof inner.s === 'string' || inner.s === null)) {
      return { error: 'The cursor has an unknown format.' };
    }
    if (inner.h !== hash) {
      return { error: 'The cursor belongs to another query: pass the same filters and limit as the first page.' };
    }
    return { scanId: inner.s, offset: inner.o };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
