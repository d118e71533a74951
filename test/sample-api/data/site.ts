// The brand's own pages and site checks as of a weekly scan: statuses and failing pages change by scan.
import type { BrandData, PageRec } from './catalog.js';
import type { CheckProfile } from './profiles.js';
import type { Scan } from './scans.js';
import type { PageStatus } from './vocabulary.js';

export function pageStatus(page: PageRec, weekly: Scan | null): PageStatus {
  if (!weekly) return 'not_read';
  let status = page.status;
  for (const change of page.changes ?? []) if (weekly.week >= change.week) status = change.status;
  return status;
}

export function failingPaths(check: CheckProfile, weekly: Scan | null): string[] {
  if (!weekly || check.unmeasured) return [];
  return check.failing
    .filter((f) => (f.from ?? 0) <= weekly.week && weekly.week < (f.until ?? Number.POSITIVE_INFINITY))
    .map((f) => f.path);
}

export function readablePages(brand: BrandData, weekly: Scan | null): PageRec[] {
  return brand.pages.filter((p) => pageStatus(p, weekly) === 'readable');
}
