// The sample server's mutable world: keys and their fate, the organization's archive switch, removed brands,
// scan timelines, faults, the request log and the rate limiter. Control routes and the SampleApi handle change it.
import { FixedWindowLimiter } from './core/rateLimit.js';
import { CursorCodec } from './core/cursor.js';
import type { Fault } from './core/faults.js';
import { stableToken, stableUuid } from './core/prng.js';
import { catalog, type BrandData } from './data/catalog.js';
import type { BrandKey } from './data/profiles.js';
import { completeRunningScan, initialTimeline, type Scan } from './data/scans.js';

export const KEY_ROLES = ['member', 'no-access', 'revoked', 'archived'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];
export type LogKey = KeyRole | 'unknown' | 'none';

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  key: LogKey;
  at: number;
  /** Query parameter names the route does not know (ignored, like a typical FastAPI service). */
  ignored: string[];
  requestId: string;
}

/** Keys look like live keys but are the same on every run, so scripts can also read them from main.ts. */
export function keyFor(role: KeyRole): string {
  return `bvk_live_${stableToken(32, 'sample-api-key', role)}`;
}

export function memberIdFor(role: KeyRole): string {
  return stableUuid('member', role);
}

/** Brands each key's member may read; the archived key's organization reads nothing. */
const READABLE: Record<KeyRole, readonly BrandKey[]> = {
  member: ['primary', 'secondary', 'empty'],
  'no-access': ['primary', 'empty'],
  revoked: ['primary', 'secondary', 'empty'],
  archived: [],
};

export class SampleState {
  readonly keys: Record<KeyRole, string> = {
    member: keyFor('member'),
    'no-access': keyFor('no-access'),
    revoked: keyFor('revoked'),
    archived: keyFor('archived'),
  };
  readonly requestLog: RequestLogEntry[] = [];
  readonly cursors = new CursorCodec();
  readonly limiter: FixedWindowLimiter;
  revoked = new Set<string>();
  orgArchived = false;
  removedBrands = new Set<string>();
  timelines = new Map<BrandKey, Scan[]>();
  globalFault: Fault | undefined;
  keyFaults = new Map<string, Fault>();

  constructor(quota: number, windowSeconds: number) {
    this.limiter = new FixedWindowLimiter(quota, windowSeconds);
    this.reset();
  }

  /** Back to the start: every switch off, history as shipped, log and quotas cleared. */
  reset(): void {
    this.revoked = new Set([this.keys.revoked]);
    this.orgArchived = false;
    this.removedBrands.clear();
    this.timelines = new Map([...catalog().values()].map((b) => [b.key, initialTimeline(b)]));
    this.globalFault = undefined;
    this.keyFaults.clear();
    this.requestLog.length = 0;
    this.limiter.clear();
  }

  roleOfKey(value: string): KeyRole | undefined {
    return KEY_ROLES.find((role) => this.keys[role] === value);
  }

  /** A role name or a key value → the key value; undefined when neither. */
  resolveKey(roleOrKey: string): string | undefined {
    if ((KEY_ROLES as readonly string[]).includes(roleOrKey)) return this.keys[roleOrKey as KeyRole];
    return this.roleOfKey(roleOrKey) ? roleOrKey : undefined;
  }

  isArchived(role: KeyRole): boolean {
    return role === 'archived' || this.orgArchived;
  }

  brands(): BrandData[] {
    return [...catalog().values()].filter((b) => !this.removedBrands.has(b.id));
  }

  brandByKey(key: BrandKey): BrandData {
    const brand = catalog().get(key);
    if (!brand) throw new Error(`unknown brand ${key}`);
    return brand;
  }

  /** The brand if it exists and the role's member may read it. */
  readableBrand(role: KeyRole, brandId: string): BrandData | undefined {
    const brand = this.brands().find((b) => b.id === brandId);
    return brand && READABLE[role].includes(brand.key) ? brand : undefined;
  }

  readableBrands(role: KeyRole): BrandData[] {
    return this.brands().filter((b) => READABLE[role].includes(b.key));
  }

  timeline(brand: BrandData): Scan[] {
    const timeline = this.timelines.get(brand.key);
    if (!timeline) throw new Error(`no timeline for ${brand.key}`);
    return timeline;
  }

  /** Finds a scan of any brand by id. */
  findScan(id: string): { brand: BrandData; scan: Scan } | undefined {
    for (const brand of this.brands()) {
      const scan = this.timeline(brand).find((s) => s.id === id);
      if (scan) return { brand, scan };
    }
    return undefined;
  }

  advanceScan(brandId?: string): Scan {
    const brand = brandId === undefined ? this.brandByKey('primary') : [...catalog().values()].find((b) => b.id === brandId);
    if (!brand) throw new Error(`unknown brand ${brandId}`);
    return completeRunningScan(brand, this.timeline(brand));
  }

  forgetScan(scanId: string): boolean {
    for (const [key, timeline] of this.timelines) {
      const index = timeline.findIndex((s) => s.id === scanId);
      if (index >= 0) {
        this.timelines.set(key, timeline.filter((_, i) => i !== index));
        return true;
      }
    }
    return false;
  }

  revokeKey(roleOrKey: string): boolean {
    const key = this.resolveKey(roleOrKey);
    if (key) this.revoked.add(key);
    return key !== undefined;
  }

  /** Undoes revokeKey (a key revoked mid-session is valid again); the `revoked` role's key stays revoked. */
  restoreKey(roleOrKey: string): boolean {
    const key = this.resolveKey(roleOrKey);
    if (key && key !== this.keys.revoked) this.revoked.delete(key);
    return key !== undefined;
  }

  /** Undoes removeBrand. */
  restoreBrand(brandId: string): boolean {
    return this.removedBrands.delete(brandId);
  }

  removeBrand(brandId: string): boolean {
    const exists = [...catalog().values()].some((b) => b.id === brandId);
    if (exists) this.removedBrands.add(brandId);
    return exists;
  }

  setFault(fault: Fault | undefined, forKey?: string): void {
    if (forKey === undefined) {
      this.globalFault = fault;
      if (!fault) this.keyFaults.clear();
      return;
    }
    const key = this.resolveKey(forKey);
    if (!key) throw new Error(`unknown key ${forKey}`);
    if (fault) this.keyFaults.set(key, fault);
    else this.keyFaults.delete(key);
  }

  faultFor(keyValue: string | undefined): Fault | undefined {
    return (keyValue !== undefined ? this.keyFaults.get(keyValue) : undefined) ?? this.globalFault;
  }
}
