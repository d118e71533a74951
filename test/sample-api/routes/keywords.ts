// GET /v1/brands/{brand_id}/keywords and /keywords/{keyword_id}: how buyers search for each topic in each segment.
import { noise, stableUuid } from '../core/prng.js';
import { notFound, type JsonObject } from '../core/response.js';
import { segmentById, topicById, type BrandData, type KeywordRec } from '../data/catalog.js';
import { latestWeekly, weeklyScans, type ReadContext } from '../data/context.js';
import { answerReadId, keywordResults, keywordStats } from '../data/search.js';
import { MEASURES, figureState, meta, measuredFigure, period, scoreMark, trendLabel } from '../data/shapes.js';
import type { FigureState } from '../data/vocabulary.js';
import { PAGING, pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

function scoreState(ctx: ReadContext, kw: KeywordRec, score: number | null): FigureState {
  if (score === null) return 'not_measured';
  if (kw.index % 13 === 4) return 'calibrating';
  if (kw.index % 13 === 8) return 'too_few_answers';
  if (kw.index % 31 === 20) return 'not_comparable';
  return figureState(ctx, 100);
}

function keywordItem(brand: BrandData, ctx: ReadContext, kw: KeywordRec): JsonObject {
  const weeklies = weeklyScans(ctx.included);
  const weekly = weeklies[weeklies.length - 1] ?? null;
  const stats = keywordStats(brand, kw, weekly);
  const previous = weeklies.length > 1 ? keywordStats(brand, kw, weeklies[weeklies.length - 2]).score : null;
  const segment = segmentById(brand, kw.segmentId);
  const topic = topicById(brand, kw.topicId);
  return {
    id: kw.id,
    text: kw.text,
    status: kw.status,
    searches_mo: kw.searchesMo,
    best_rank: stats.bestRank,
    clicks_showing_you: stats.clicksShowingYou ?? 0,
    top10_naming_you: stats.top10NamingYou,
    google_label: stats.score === null ? 'Not checked yet' : stats.bestRank ? `#${stats.bestRank} on Google` : 'Not in the top 10',
    ai_searches_it: stats.aiSearchesIt,
    score: scoreMark({
      key: 'search_score',
      label: 'Search score',
      value: stats.score,
      answers: stats.score === null ? 0 : 10,
      state: scoreState(ctx, kw, stats.score),
      answerReadId: answerReadId(kw.id, weekly?.seq ?? 'none'),
    }),
    segment: { id: segment.id, name: segment.name },
    topic: { id: topic.id, name: topic.name },
    trend: trendLabel(stats.score === null || previous === null ? null : stats.score - previous),
  };
}

/** Searches descending, keywords without a volume last (the reference's default direction). */
function bySearches(a: KeywordRec, b: KeywordRec): number {
  if (a.searchesMo === null) return b.searchesMo === null ? a.index - b.index : 1;
  if (b.searchesMo === null) return -1;
  return b.searchesMo - a.searchesMo || a.index - b.index;
}

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function tasks(brand: BrandData, kw: KeywordRec, ctx: ReadContext, bestRank: number | null): JsonObject[] {
  const weekly = latestWeekly(ctx);
  if (!weekly || (bestRank !== null && bestRank <= 3)) return [];
  const page = brand.pages[Math.floor(noise('task-page', kw.id) * Math.min(4, brand.pages.length))];
  const created = Date.parse(weekly.completedAt ?? weekly.startedAt) - 3 * DAY;
  const started = noise('task-started', kw.id) < 0.5;
  const prompts = brand.prompts.filter((p) => p.topicId === kw.topicId && p.segmentId === kw.segmentId).slice(0, 2);
  const link = (suffix: string): JsonObject => ({ href: `https://app.brandvisibility.example/brands/${brand.id}/${suffix}` });
  return [
    {
      id: stableUuid('task', kw.id),
      kind: 'page_rewrite',
      title: `Make ${page.path} answer “${kw.text}”`,
      detail: `Searches for “${kw.text}” show ${bestRank === null ? 'none of your pages' : `your page at #${bestRank}`} in the top 10.`,
      preview: `Add a short answer to “${kw.text}” in the first paragraph of ${page.path}.`,
      group: 'website',
      holder: started ? 'service' : 'member',
      member: started ? '' : 'Head of Product',
      stage: started ? 'drafting' : 'proposed',
      outcome: 'pending',
      placed_position: bestRank ?? 0,
      not_seen_since_run: bestRank === null ? 2 : 0,
      created_at: iso(created),
      started_at: started ? iso(created + DAY) : null,
      delivered_at: null,
      completed_at: null,
      paid_off_at: null,
      note: {
        how_well_know: 'Well: we read every result of the latest check.',
        short_form: `Answer “${kw.text}” on ${page.path}`,
        what_i_need_from_you: 'Approve the draft, or tell us what to keep.',
        what_ill_do: `Draft a first paragraph for ${page.path} that answers the search directly.`,
        whats_happening: `Competitors’ pages answer “${kw.text}” in their first lines; yours does not.`,
        why_it_matters: 'AI engines quote pages that answer the question early.',
      },
      evidence: {
        answers_link: link(`keywords/${kw.id}/answers`),
        prompts: prompts.map((p) => ({
          answer_count: 7 + Math.round(noise('ac', p.id) * 14),
          named_count: Math.round(noise('nc', p.id) * 6),
          answers_link: link(`prompts/${p.id}/answers`),
          prompt_uid: p.id,
          text: p.text,
        })),
      },
    },
  ];
}

export const keywordListRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/keywords',
  params: pick('as_of', ...PAGING, 'period', 'view', 'topic', 'segment'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const view = req.query.view;
    const rows = brand.keywords
      .filter((k) => {
        const segment = segmentById(brand, k.segmentId);
        const archivedView = k.status === 'archived' || segment.retired;
        if (view === 'archived' ? !archivedView : archivedView) return false;
        if (req.query.topic && k.topicId !== req.query.topic) return false;
        if (req.query.segment && segment.label !== req.query.segment) return false;
        return true;
      })
      .sort(bySearches);
    const page = req.page(rows);
    return {
      keywords: page.items.map((k) => keywordItem(brand, ctx, k)),
      limit: page.limit,
      meta: meta(ctx, req.query),
      next_cursor: page.next_cursor,
      offset: page.offset,
      period: period(ctx),
      total: page.total,
    };
  },
};

export const keywordRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/keywords/{keyword_id}',
  params: pick('as_of', 'period'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const kw = brand.keywords.find((k) => k.id === req.pathParams.keyword_id);
    if (!kw) throw notFound('Keyword not found.');
    const item = keywordItem(brand, ctx, kw);
    const weekly = latestWeekly(ctx);
    const stats = keywordStats(brand, kw, weekly);
    const inTopic = (a: { prompt: { topicId: string; segmentId: string } }): boolean =>
      a.prompt.topicId === kw.topicId && a.prompt.segmentId === kw.segmentId;
    const figures =
      stats.score === null
        ? null
        : {
            service_score: measuredFigure(ctx, MEASURES.service_score, inTopic),
            mentioned: measuredFigure(ctx, MEASURES.mentioned, inTopic),
            recommended: measuredFigure(ctx, MEASURES.recommended, inTopic),
          };
    return {
      ...item,
      clicks_showing_you: stats.clicksShowingYou,
      meta: meta(ctx, req.query),
      period: period(ctx),
      figures,
      prompts: brand.prompts
        .filter((p) => p.topicId === kw.topicId && p.segmentId === kw.segmentId)
        .map((p) => ({ engines: stats.aiSearchesIt.filter((e) => noise('pe', p.id, e) < 0.6), prompt_id: p.id, text: p.text }))
        .sort((a, b) => b.engines.length - a.engines.length),
      results: keywordResults(brand, kw, weekly) ?? [],
      tasks: tasks(brand, kw, ctx, stats.bestRank),
    };
  },
};
