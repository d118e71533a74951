// What a computed read is computed on: the brand, the pinned (or latest) scan, the scans the period covers, the filters.
import type { BrandData } from './catalog.js';
import type { Scan } from './scans.js';
import { PERIOD_DAYS, type Engine, type Intent, type PeriodPreset, type PromptType } from './vocabulary.js';

export interface Filters {
  engine: Engine | null;
  type: PromptType | null;
  intent: Intent | null;
  prompt: string | null;
  topic: string | null;
  segment: string | null;
}

export const NO_FILTERS: Filters = { engine: null, type: null, intent: null, prompt: null, topic: null, segment: null };

export interface ReadContext {
  brand: BrandData;
  /** Newest included scan (`meta.data_as_of`); null before the brand's first scan. */
  scan: Scan | null;
  /** Completed scans up to `scan`, ascending. */
  included: Scan[];
  period: PeriodPreset;
  /** Included scans inside the period window that ends at `scan`. */
  window: Scan[];
  filters: Filters;
  /** Id of the member the key acts as. */
  memberId: string;
}

export function periodWindow(included: readonly Scan[], scan: Scan | null, period: PeriodPreset): Scan[] {
  if (!scan?.completedAt) return [];
  const end = Date.parse(scan.completedAt);
  const start = end - PERIOD_DAYS[period] * 86_400_000;
  return included.filter((s) => s.completedAt !== null && Date.parse(s.completedAt) > start);
}

export function hasFilter(filters: Filters): boolean {
  return Object.values(filters).some((v) => v !== null);
}

/** Weekly scans among the included ones (trend points are weekly). */
export function weeklyScans(included: readonly Scan[]): Scan[] {
  return included.filter((s) => s.kind === 'weekly');
}

/** The newest weekly scan at or before the pinned scan: reads frozen per weekly report (audit, crawls) use it. */
export function latestWeekly(ctx: ReadContext): Scan | null {
  const weeklies = weeklyScans(ctx.included);
  return weeklies[weeklies.length - 1] ?? null;
}
