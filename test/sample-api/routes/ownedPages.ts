// GET /v1/brands/{brand_id}/pages: the brand's own pages, most cited over the period first.
// The page inventory stays live under as_of; measurements come from the pinned scans.
import type { JsonObject } from '../core/response.js';
import { latestWeekly } from '../data/context.js';
import { filterShare } from '../data/citations.js';
import { crawlerBots, crawlerHits, funnel, isoDate, meta, pageCitations, period } from '../data/shapes.js';
import { pageStatus } from '../data/site.js';
import { noise } from '../core/prng.js';
import { PAGING, pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

const DAY = 86_400_000;

export const ownedPagesRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/pages',
  params: pick('engine', 'type', 'intent', 'as_of', ...PAGING, 'period'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const weekly = latestWeekly(ctx);
    const weeklies = ctx.window.filter((s) => s.kind === 'weekly');
    const rows = brand.pages.map((page) => {
      const status = pageStatus(page, weekly);
      const citations = Math.round(
        (weeklies.length ? weeklies : weekly ? [weekly] : []).reduce((sum, w) => sum + pageCitations(page, w), 0) * filterShare(ctx, page.id),
      );
      const f = funnel(page, weekly, citations);
      const eligible = status === 'readable' || status === 'needs_javascript' || status === 'not_read';
      const score = eligible ? Math.round(35 + noise('rubric', page.id) * 60) : 0;
      const row: JsonObject = {
        ai_visits: f.ai_visits ?? 0,
        citations,
        crawler_bots: crawlerBots(page, weekly),
        crawler_hits: crawlerHits(page, weekly),
        funnel: f,
        id: page.id,
        page_type: page.pageType,
        prompts: weekly ? Math.round(citations / 3 + noise('pp', page.id) * 3) : 0,
        rubric: { priority: !eligible ? 'ineligible' : score >= 70 ? 'high' : score >= 50 ? 'medium' : 'low', score },
        title: page.title,
        url: page.url,
      };
      return { row, citations, url: page.url };
    });
    rows.sort((a, b) => b.citations - a.citations || a.url.localeCompare(b.url));
    const page = req.page(rows.map((r) => r.row));
    const end = ctx.scan ? Date.parse(ctx.scan.startedAt) - DAY : Date.UTC(2026, 10, 15);
    return {
      coverage: { start: isoDate(end - 27 * DAY), end: isoDate(end) },
      crawler_hits_days: 28,
      limit: page.limit,
      meta: meta(ctx, req.query),
      next_cursor: page.next_cursor,
      offset: page.offset,
      pages: page.items,
      period: period(ctx),
      resolved_page_id: brand.pages[0].id,
      total: page.total,
    };
  },
};
