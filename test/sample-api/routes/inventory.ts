// Brands, scans, topics and shared reports: the path-only reads of the reference, in plausible shapes.
import { stableToken } from '../core/prng.js';
import { notFound, ProblemError, type JsonObject } from '../core/response.js';
import { completedScans, type Scan } from '../data/scans.js';
import { brandOf, type RouteDef } from './types.js';
import { catalog } from '../data/catalog.js';

function scanItem(scan: Scan): JsonObject {
  return { id: scan.id, kind: scan.kind, started_at: scan.startedAt, completed_at: scan.completedAt };
}

/** Newest first, as a scan picker lists them. */
function newestFirst(scans: readonly Scan[]): Scan[] {
  return [...scans].sort((a, b) => b.seq - a.seq);
}

/** Share ids of public shared reports: one current, one on an old score formula, one retired. */
export const SHARE_IDS = {
  current: `shr_${stableToken(16, 'share', 'current')}`,
  unsupported: `shr_${stableToken(16, 'share', 'v6')}`,
  retired: `shr_${stableToken(16, 'share', 'retired')}`,
} as const;

export const inventoryRoutes: RouteDef[] = [
  {
    pattern: '/v1/brands',
    params: {},
    handle: (req) => ({
      brands: req.state.readableBrands(req.role).map((b) => ({ id: b.id, name: b.name, domain: b.domain })),
    }),
  },
  {
    pattern: '/v1/brands/{brand_id}/scans',
    params: {},
    handle: (req) => {
      const { brand } = brandOf(req);
      const timeline = req.state.timeline(brand);
      return {
        scans: newestFirst(completedScans(timeline)).map(scanItem),
        running: timeline.filter((s) => s.completedAt === null).map(scanItem),
      };
    },
  },
  {
    pattern: '/v1/scans',
    params: {},
    handle: (req) => ({
      scans: req.state.readableBrands(req.role).flatMap((brand) =>
        newestFirst(completedScans(req.state.timeline(brand))).map((s) => ({ ...scanItem(s), brand_id: brand.id })),
      ),
    }),
  },
  {
    pattern: '/v1/scans/{scan_id}',
    params: {},
    handle: (req) => {
      const found = req.state.findScan(req.pathParams.scan_id);
      if (!found || !req.state.readableBrand(req.role, found.brand.id)) throw notFound('Scan not found, or this key cannot read its brand.');
      return { ...scanItem(found.scan), brand_id: found.brand.id, state: found.scan.completedAt ? 'completed' : 'running' };
    },
  },
  {
    pattern: '/v1/brands/{brand_id}/topics',
    params: {},
    handle: (req) => {
      const { brand } = brandOf(req);
      const topics = brand.topics.map((t) => ({
        id: t.id,
        name: t.name,
        prompts: brand.prompts.filter((p) => p.topicId === t.id && p.status !== 'archived').length,
        keywords: brand.keywords.filter((k) => k.topicId === t.id && k.status !== 'archived').length,
      }));
      return { topics, total: topics.length };
    },
  },
  {
    pattern: '/v1/shared/scans/{share_id}',
    params: {},
    anonymous: true,
    handle: (req) => {
      const primary = catalog().get('primary');
      const secondary = catalog().get('secondary');
      if (!primary || !secondary) throw new Error('catalog without sample brands');
      const id = req.pathParams.share_id;
      const gone = (code: string, detail: string, domain: string): ProblemError =>
        new ProblemError(410, code, detail, { domain, rescan_url: `https://app.brandvisibility.example/scan?domain=${encodeURIComponent(domain)}` });
      if (id === SHARE_IDS.unsupported) {
        throw gone('scan_version_unsupported', 'This shared report was measured on score version v6.2, which is no longer served.', secondary.domain);
      }
      if (id === SHARE_IDS.retired) throw gone('report_retired', 'This shared report held pre-launch data and was retired.', primary.domain);
      if (id !== SHARE_IDS.current) throw notFound('Shared report not found.');
      const weekly = completedScans(req.state.timeline(primary)).filter((s) => s.kind === 'weekly').pop();
      return {
        share_id: id,
        domain: primary.domain,
        name: primary.name,
        score_version: 'v7.0',
        scan: weekly ? { id: weekly.id, completed_at: weekly.completedAt } : null,
      };
    },
  },
];

