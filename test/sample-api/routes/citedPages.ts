// GET /v1/brands/{brand_id}/cited-pages: pages AI answers cited over the period, with cards, mix and menus.
import type { ParamValue } from '../core/query.js';
import type { JsonObject } from '../core/response.js';
import { noise } from '../core/prng.js';
import { type ReadContext } from '../data/context.js';
import { citedDocs, docCitations, type CitedDoc } from '../data/citations.js';
import { periodAnswers } from '../data/measures.js';
import { meta, period, promptMenus } from '../data/shapes.js';
import { PERIOD_DAYS, SOURCE_TYPES, SOURCE_TYPE_LABELS, type Owner } from '../data/vocabulary.js';
import type { Scan } from '../data/scans.js';
import { PAGING, pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

const OWNER_LABELS: Record<Owner, string> = { yours: 'Your pages', competitor: 'Competitors’ pages', third_party: 'Other sites' };

function previousScans(ctx: ReadContext): Scan[] {
  const first = ctx.window[0];
  if (!first || !ctx.scan?.completedAt || ctx.period === 'all') return [];
  const end = Date.parse(ctx.scan.completedAt) - PERIOD_DAYS[ctx.period] * 86_400_000;
  const start = end - PERIOD_DAYS[ctx.period] * 86_400_000;
  return ctx.included.filter((s) => {
    const t = Date.parse(s.completedAt ?? '');
    return t > start && t <= end;
  });
}

function changeCount(current: number, previous: number | null, noun: string): JsonObject {
  if (previous === null) {
    return { current, delta: 0, direction: 'unmeasured', label: `${current} ${noun}; no comparable previous period`, previous: 0 };
  }
  const delta = current - previous;
  return {
    current,
    delta,
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat',
    label: `${current} ${noun} (${delta >= 0 ? '+' : '−'}${Math.abs(delta)} on the previous period)`,
    previous,
  };
}

interface Totals {
  citations: number;
  sites: number;
  yourPages: number;
  competitorPages: number;
  yourCitations: number;
  competitorCitations: number;
}

function totals(docs: readonly CitedDoc[], scans: readonly Scan[], ctx: ReadContext): Totals {
  const t: Totals = { citations: 0, sites: 0, yourPages: 0, competitorPages: 0, yourCitations: 0, competitorCitations: 0 };
  const sites = new Set<string>();
  for (const doc of docs) {
    const c = docCitations(doc, scans, ctx);
    if (c === 0) continue;
    t.citations += c;
    sites.add(doc.domain);
    if (doc.owner === 'yours') {
      t.yourPages++;
      t.yourCitations += c;
    }
    if (doc.owner === 'competitor') {
      t.competitorPages++;
      t.competitorCitations += c;
    }
  }
  t.sites = sites.size;
  return t;
}

const pctOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

function emptyRead(ctx: ReadContext, query: Record<string, ParamValue>, limit: number, offset: number): JsonObject {
  const zero = changeCount(0, null, 'citations');
  return {
    cards: {
      answers: 0, citations: 0, sites: 0, sites_naming_you: 0,
      citations_change: zero, competitors_pages_change: zero, sites_change: zero, your_pages_change: zero,
      competitors_pages_change_pts: 0, competitors_pages_share_pct: 0, your_pages_change_pts: 0, your_pages_share_pct: 0,
    },
    citation_evidence: 'unavailable',
    limit,
    menus: { ...promptMenus(ctx.brand), prompts: [], source_types: SOURCE_TYPES.map((t) => ({ label: SOURCE_TYPE_LABELS[t], value: t })) },
    meta: meta(ctx, query),
    mix: [],
    next_cursor: null,
    offset,
    pages: [],
    pages_total: 0,
    period: period(ctx),
    sentence: `No answers yet: the first scan of ${ctx.brand.domain} has not completed.`,
    sites_total: 0,
    state: 'awaiting_first_scan',
    total: 0,
    unavailable_scans: 0,
  };
}

export const citedPagesRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/cited-pages',
  params: pick('engine', 'type', 'intent', 'as_of', ...PAGING, 'period', 'prompts_limit', 'prompts_offset'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    if (!ctx.scan) {
      const page = req.page([]);
      return emptyRead(ctx, req.query, page.limit, page.offset);
    }
    const docs = citedDocs(brand);
    const rows = docs
      .map((doc) => ({ doc, citations: docCitations(doc, ctx.window, ctx) }))
      .filter((r) => r.citations > 0)
      .sort((a, b) => b.citations - a.citations || a.doc.url.localeCompare(b.doc.url));
    const current = totals(docs, ctx.window, ctx);
    const prevScans = previousScans(ctx);
    const previous = prevScans.length ? totals(docs, prevScans, ctx) : null;
    const answers = periodAnswers(ctx).length;
    const unavailable = ctx.window.filter((s) => s.seq % 7 === 5).length;

    const mix: JsonObject[] = [];
    for (const owner of ['yours', 'competitor'] as const) {
      const c = rows.filter((r) => r.doc.owner === owner).reduce((s, r) => s + r.citations, 0);
      mix.push({ citations: c, key: owner, label: OWNER_LABELS[owner], owner, share_pct: pctOf(c, current.citations) });
    }
    for (const type of SOURCE_TYPES) {
      const c = rows.filter((r) => r.doc.owner === 'third_party' && r.doc.type === type).reduce((s, r) => s + r.citations, 0);
      if (c > 0) mix.push({ citations: c, key: type, label: SOURCE_TYPE_LABELS[type], owner: 'third_party', share_pct: pctOf(c, current.citations) });
    }

    const page = req.page(rows);
    const yourShare = pctOf(current.yourCitations, current.citations);
    const competitorShare = pctOf(current.competitorCitations, current.citations);
    const namingYou = new Set(rows.filter((r) => r.doc.namesYou && r.doc.owner !== 'yours').map((r) => r.doc.domain)).size;
    return {
      cards: {
        answers,
        citations: current.citations,
        sites: current.sites,
        sites_naming_you: namingYou,
        citations_change: changeCount(current.citations, previous?.citations ?? null, 'citations'),
        competitors_pages_change: changeCount(current.competitorPages, previous?.competitorPages ?? null, 'competitor pages'),
        sites_change: changeCount(current.sites, previous?.sites ?? null, 'sites'),
        your_pages_change: changeCount(current.yourPages, previous?.yourPages ?? null, 'of your pages'),
        competitors_pages_change_pts: previous ? Math.round((competitorShare - pctOf(previous.competitorCitations, previous.citations)) * 10) / 10 : 0,
        competitors_pages_share_pct: competitorShare,
        your_pages_change_pts: previous ? Math.round((yourShare - pctOf(previous.yourCitations, previous.citations)) * 10) / 10 : 0,
        your_pages_share_pct: yourShare,
      },
      citation_evidence: unavailable > 0 ? 'partial' : 'complete',
      limit: page.limit,
      menus: {
        ...promptMenus(brand),
        prompts: brand.prompts.filter((p) => p.status === 'active').map((p) => ({ label: p.text, value: p.id })),
        source_types: SOURCE_TYPES.map((t) => ({ label: SOURCE_TYPE_LABELS[t], value: t })),
      },
      meta: meta(ctx, req.query),
      mix,
      next_cursor: page.next_cursor,
      offset: page.offset,
      pages: page.items.map(({ doc, citations }) => {
        const covered = noise('cov', doc.topicId, brand.key) < 0.6;
        return {
          citations,
          content_type: doc.type,
          content_type_label: SOURCE_TYPE_LABELS[doc.type],
          document_id: doc.id,
          document_key: doc.key,
          domain: doc.domain,
          owner: doc.owner,
          prompt_count: Math.max(1, Math.round(citations / 2.5)),
          title: doc.title,
          topic: {
            key: doc.topicId,
            status: covered ? 'covered' : 'missing',
            status_label: covered ? 'You have a page on this topic' : 'You have no page on this topic',
            topic: brand.topics.find((t) => t.id === doc.topicId)?.name ?? '',
          },
          url: doc.url,
        };
      }),
      pages_total: rows.length,
      period: period(ctx),
      sentence: `Answers cited ${rows.length} pages on ${current.sites} sites ${current.citations} times; ${yourShare}% of citations went to your pages.`,
      sites_total: current.sites,
      state: 'ready',
      total: page.total,
      unavailable_scans: unavailable,
    };
  },
};
