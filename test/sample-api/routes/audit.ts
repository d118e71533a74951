// GET /v1/brands/{brand_id}/audit: readiness, site checks by group and audited pages of the last weekly scan.
import { stableUuid } from '../core/prng.js';
import type { JsonObject } from '../core/response.js';
import { latestWeekly } from '../data/context.js';
import { crawlWindow, crawlerHits, funnel, meta, pageCitations } from '../data/shapes.js';
import { failingPaths, pageStatus } from '../data/site.js';
import { PAGE_STATUS_WORDS, type PageStatus } from '../data/vocabulary.js';
import type { PageRec } from '../data/catalog.js';
import type { Scan } from '../data/scans.js';
import { pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

/** Failing pages listed per check; failing_pages_total tells how many more exist. */
const FAILING_PAGES_SHOWN = 5;
const DAY = 86_400_000;

function gates(status: PageStatus): JsonObject[] {
  const verdict = (fails: boolean): string => (fails ? 'fail' : 'pass');
  const unread = status === 'not_read';
  return [
    { key: 'robots', status: unread ? 'unknown' : verdict(status === 'blocked_robots') },
    { key: 'loads', status: unread || status === 'blocked_robots' ? 'unknown' : verdict(status === 'does_not_load') },
    { key: 'indexable', status: unread || status === 'blocked_robots' ? 'unknown' : verdict(status === 'noindex') },
    { key: 'renders_without_js', status: status === 'readable' || status === 'noindex' ? 'pass' : status === 'needs_javascript' ? 'fail' : 'unknown' },
  ];
}

function auditPage(page: PageRec, weekly: Scan): JsonObject {
  const status = pageStatus(page, weekly);
  const citations = pageCitations(page, weekly);
  return {
    citations,
    crawler_hits: crawlerHits(page, weekly),
    funnel: funnel(page, weekly, citations),
    gates: gates(status),
    page_id: page.id,
    page_type: page.pageType,
    path: page.path,
    read_at: new Date(Date.parse(weekly.startedAt) + 20 * 60_000 + (page.path.length % 40) * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    status,
    status_word: PAGE_STATUS_WORDS[status],
    title: page.title,
    url: page.url,
  };
}

export const auditRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/audit',
  params: pick('as_of', 'cursor', 'limit', 'offset'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const weekly = latestWeekly(ctx);
    const running = req.state.timeline(brand).find((s) => s.completedAt === null);

    if (!weekly) {
      const started = running?.startedAt ?? new Date(0).toISOString();
      const page = req.page<JsonObject>([]);
      return {
        checks_failing: 0,
        checks_unmeasured: 0,
        citations_scan: { completed_at: started, id: running?.id ?? stableUuid('no-scan', brand.id) },
        crawled_at: started,
        crawler_hits_available: false,
        crawler_hits_days: 28,
        groups: [],
        limit: page.limit,
        meta: meta({ scan: null }, req.query),
        next_crawl_at: new Date(Date.parse(started) + 7 * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        next_cursor: null,
        offset: page.offset,
        page_types: [],
        pages: [],
        readiness: { pages_blocked: 0, pages_checked: 0, pages_readable: 0, pages_unmeasured: brand.pages.length },
        sentence: `The first crawl of ${brand.domain} has not finished yet.`,
        state: 'awaiting_first_crawl',
        total: 0,
      };
    }

    const statuses = brand.pages.map((p) => pageStatus(p, weekly));
    const readable = statuses.filter((s) => s === 'readable').length;
    const blocked = statuses.filter((s) => s !== 'readable' && s !== 'not_read').length;
    const unmeasuredPages = statuses.filter((s) => s === 'not_read').length;

    const groupNames = [...new Set(brand.profile.checks.map((c) => c.group))];
    let checksFailing = 0;
    let checksUnmeasured = 0;
    const groups = groupNames.map((name) => {
      const checks = brand.profile.checks.filter((c) => c.group === name);
      let failing = 0;
      let passing = 0;
      let unmeasured = 0;
      const items = checks.map((check) => {
        const failingPages = failingPaths(check, weekly);
        if (check.unmeasured) unmeasured++;
        else if (failingPages.length > 0) failing++;
        else passing++;
        const inScope = check.key === 'ai-crawlers-allowed' ? 1 : readable;
        return {
          action_id: stableUuid('action', brand.key, check.key),
          failing_pages: failingPages.slice(0, FAILING_PAGES_SHOWN),
          failing_pages_offset: 0,
          failing_pages_total: failingPages.length,
          id: check.key,
          label: check.label,
          measured: check.unmeasured
            ? 'Not measured'
            : failingPages.length === 0
              ? inScope === 1 ? 'Passes' : `All ${inScope} pages pass`
              : `${failingPages.length} of ${Math.max(inScope, failingPages.length)} pages fail`,
          met: !check.unmeasured && failingPages.length === 0,
          pages_in_scope: check.unmeasured ? 0 : Math.max(inScope, failingPages.length),
          target: check.target,
        };
      });
      checksFailing += failing;
      checksUnmeasured += unmeasured;
      return { name, failing, passing, unmeasured, checks: items };
    });

    const pages = [...brand.pages]
      .sort((a, b) => pageCitations(b, weekly) - pageCitations(a, weekly) || a.path.localeCompare(b.path))
      .map((p) => auditPage(p, weekly));
    const page = req.page(pages);
    const window = crawlWindow(weekly);
    return {
      checks_failing: checksFailing,
      checks_unmeasured: checksUnmeasured,
      citations_scan: { completed_at: weekly.completedAt, id: weekly.id },
      crawled_at: weekly.completedAt,
      crawler_hits_available: true,
      crawler_hits_days: window.history_days,
      groups,
      limit: page.limit,
      meta: meta({ scan: weekly }, req.query),
      next_crawl_at: new Date(Date.parse(weekly.startedAt) + 7 * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      next_cursor: page.next_cursor,
      offset: page.offset,
      page_types: [...new Set(brand.pages.map((p) => p.pageType))].sort(),
      pages: page.items,
      readiness: { pages_blocked: blocked, pages_checked: brand.pages.length, pages_readable: readable, pages_unmeasured: unmeasuredPages },
      sentence: `${readable} of ${brand.pages.length} pages are readable by AI engines; ${checksFailing} site checks fail.`,
      state: 'ready',
      total: page.total,
    };
  },
};
