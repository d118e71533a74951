// Scan timelines: weekly scans with daily updates between them, and one weekly scan still running.
// Every scan has a `seq` (its place in the brand's history) that seeds the figures computed on it.
import { stableUuid } from '../core/prng.js';
import type { BrandData } from './catalog.js';

export interface Scan {
  id: string;
  brandId: string;
  kind: 'weekly' | 'daily';
  startedAt: string;
  /** null while the scan runs. */
  completedAt: string | null;
  seq: number;
  /** Ordinal of the weekly scan this scan belongs to (a daily update belongs to the weekly before it). */
  week: number;
}

/** Monday of the first weekly scan; four weeks of history end on Friday 2026-11-13, the next weekly runs from 2026-11-16. */
const FIRST_MONDAY = Date.UTC(2026, 9, 19, 4, 0, 0);
const DAY = 86_400_000;
const MINUTE = 60_000;
export const HISTORY_WEEKS = 4;

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function scanAt(brand: BrandData, kind: Scan['kind'], week: number, seq: number, startMs: number, running: boolean): Scan {
  const duration = kind === 'weekly' ? 3 * 60 + 17 : 41;
  return {
    id: stableUuid('scan', brand.key, kind, week, seq),
    brandId: brand.id,
    kind,
    startedAt: iso(startMs),
    completedAt: running ? null : iso(startMs + duration * MINUTE),
    seq,
    week,
  };
}

function weeklyStart(brand: BrandData, week: number): number {
  return FIRST_MONDAY + week * 7 * DAY + brand.profile.scanOffsetMinutes * MINUTE;
}

/** The brand's history as of the sample's "now": completed scans ascending, then the running weekly scan. */
export function initialTimeline(brand: BrandData): Scan[] {
  if (!brand.profile.hasScans) return [scanAt(brand, 'weekly', 0, 0, weeklyStart(brand, HISTORY_WEEKS), true)];
  const scans: Scan[] = [];
  for (let week = 0; week < HISTORY_WEEKS; week++) {
    const monday = weeklyStart(brand, week);
    scans.push(scanAt(brand, 'weekly', week, scans.length, monday, false));
    scans.push(scanAt(brand, 'daily', week, scans.length, monday + 2 * DAY - 60 * MINUTE, false));
    scans.push(scanAt(brand, 'daily', week, scans.length, monday + 4 * DAY - 60 * MINUTE, false));
  }
  scans.push(scanAt(brand, 'weekly', HISTORY_WEEKS, scans.length, weeklyStart(brand, HISTORY_WEEKS), true));
  return scans;
}

/**
 * Completes the running weekly scan and starts the next one. Returns the completed scan.
 * The audit's checks and page statuses are keyed on `week`, so the completed scan shows the next step of fixes.
 */
export function completeRunningScan(brand: BrandData, timeline: Scan[]): Scan {
  const running = timeline.find((s) => s.completedAt === null);
  if (!running) throw new Error('no running scan');
  const start = Date.parse(running.startedAt);
  running.completedAt = iso(start + (3 * 60 + 17) * MINUTE);
  const nextWeek = running.week + 1;
  const nextSeq = Math.max(...timeline.map((s) => s.seq)) + 1;
  timeline.push(scanAt(brand, 'weekly', nextWeek, nextSeq, start + 7 * DAY, true));
  return running;
}

export function completedScans(timeline: readonly Scan[]): Scan[] {
  return timeline.filter((s) => s.completedAt !== null);
}
