// Shared shapes of the reference (Meta, Period, figures, score marks, trend labels, menus, funnel), built from the answer model.
import { noise } from '../core/prng.js';
import type { ParamValue } from '../core/query.js';
import type { Json, JsonObject } from '../core/response.js';
import { segmentById, type BrandData, type PageRec } from './catalog.js';
import { hasFilter, weeklyScans, type ReadContext } from './context.js';
import {
  interval, periodAnswers, rivalTally as rivalTallyOf, serviceScore as serviceScoreOf, tally as tallyOf, type Answer, type Tally,
} from './measures.js';
import type { Scan } from './scans.js';
import { pageStatus } from './site.js';
import {
  INTENTS, INTENT_LABELS, PROMPT_TYPES, PROMPT_TYPE_LABELS, PERIOD_DAYS, type FigureState,
} from './vocabulary.js';

/** Below this many answers a share is not served. */
export const MIN_ANSWERS = 12;
const DAY = 86_400_000;

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function scanRef(scan: Scan | null): Json {
  return scan?.completedAt ? { id: scan.id, completed_at: scan.completedAt } : null;
}

export function meta(ctx: { scan: Scan | null }, query: Record<string, ParamValue>): JsonObject {
  return { query: { ...query }, data_as_of: scanRef(ctx.scan) };
}

export function period(ctx: ReadContext): JsonObject {
  const window = ctx.window;
  const first = window[0];
  const last = window[window.length - 1];
  return {
    preset: ctx.period,
    reports: window.filter((s) => s.kind === 'weekly').length || (window.length > 0 ? 1 : 0),
    first_answer_at: first ? first.startedAt : null,
    last_answer_at: last ? last.completedAt : null,
    excluded_reports: window.filter((s) => s.seq % 7 === 5).length,
  };
}

/** What a measure reads off a set of answers. */
export interface MeasureResult {
  numerator: number;
  denominator: number;
}
export type Measure = (answers: readonly Answer[]) => MeasureResult;

export function share(result: MeasureResult): number {
  return result.denominator === 0 ? 0 : Math.round((100 * result.numerator) / result.denominator);
}

export function figureState(ctx: ReadContext, denominator: number): FigureState {
  if (!ctx.scan) return 'not_measured';
  if (denominator < MIN_ANSWERS) return 'too_few_answers';
  if (weeklyScans(ctx.included).length <= 1) return 'first_report';
  if (ctx.filters.engine === 'claude') return 'calibrating';
  if (ctx.filters.type === 'competitor_comparison') return 'not_comparable';
  return 'measured';
}

/** The window of the same length just before the current one, for change. */
function previousWindow(ctx: ReadContext): Scan[] {
  if (!ctx.scan?.completedAt || ctx.period === 'all') return [];
  const days = PERIOD_DAYS[ctx.period] * DAY;
  const end = Date.parse(ctx.scan.completedAt) - days;
  return ctx.included.filter((s) => {
    const t = Date.parse(s.completedAt ?? '');
    return t <= end && t > end - days;
  });
}

/** Keeps the answers a figure is about (one prompt, one engine, one topic…); all by default. */
export type Select = (answer: Answer) => boolean;
const ALL: Select = () => true;

export type TrendPoint = { answers: number; at: string | null; break_label: string; high: number; low: number; state: FigureState; value: number };
export type Change = {
  baseline: { first_answer_at: string | null; last_answer_at: string | null; reports: number };
  cells_unpaired: number;
  delta: number;
  direction: 'up' | 'down' | 'flat' | 'unmeasured';
  high: number;
  low: number;
  real: boolean;
};
export type MeasuredFigure = {
  answers: number;
  change: Change;
  denominator: number;
  high: number;
  low: number;
  numerator: number;
  state: FigureState;
  trend: TrendPoint[];
  value: number;
};

function trendPoints(ctx: ReadContext, measure: Measure, select: Select): TrendPoint[] {
  return weeklyScans(ctx.included)
    .slice(-8)
    .map((scan, i, all) => {
      const answers = periodAnswers(ctx, [scan]).filter(select);
      const r = measure(answers);
      const { low, high } = interval(r.numerator, r.denominator);
      return {
        answers: answers.length,
        at: scan.completedAt,
        break_label: i > 0 && i === all.length - 2 && scan.seq % 2 === 0 ? 'Claude added to the engines' : '',
        high,
        low,
        state: r.denominator < MIN_ANSWERS ? 'too_few_answers' : 'measured',
        value: share(r),
      };
    });
}

function change(ctx: ReadContext, current: MeasureResult, previousScans: Scan[], measure: Measure, select: Select): Change {
  const previousAnswers = periodAnswers(ctx, previousScans).filter(select);
  const previous = measure(previousAnswers);
  const measurable = previous.denominator >= MIN_ANSWERS && current.denominator >= MIN_ANSWERS;
  const delta = measurable ? share(current) - share(previous) : 0;
  const spread = measurable ? Math.max(2, Math.round(200 / Math.sqrt(current.denominator + previous.denominator))) : 0;
  const base = previousScans[0] ?? ctx.window[0];
  const baseEnd = previousScans[previousScans.length - 1] ?? ctx.window[0];
  return {
    baseline: {
      first_answer_at: base?.startedAt ?? null,
      last_answer_at: baseEnd?.completedAt ?? null,
      reports: previousScans.filter((s) => s.kind === 'weekly').length,
    },
    cells_unpaired: measurable ? Math.round(noise('unpaired', ctx.brand.key, current.denominator) * 4) : 0,
    delta,
    direction: !measurable ? 'unmeasured' : delta > spread / 2 ? 'up' : delta < -spread / 2 ? 'down' : 'flat',
    high: delta + spread,
    low: delta - spread,
    real: measurable && Math.abs(delta) > spread,
  };
}

/** Measured figure (competitors, keyword, prompt reads): every number present. */
export function measuredFigure(ctx: ReadContext, measure: Measure, select: Select = ALL): MeasuredFigure {
  const answers = periodAnswers(ctx).filter(select);
  const current = measure(answers);
  const { low, high } = interval(current.numerator, current.denominator);
  return {
    answers: answers.length,
    change: change(ctx, current, previousWindow(ctx), measure, select),
    denominator: current.denominator,
    high,
    low,
    numerator: current.numerator,
    state: figureState(ctx, current.denominator),
    trend: trendPoints(ctx, measure, select),
    value: share(current),
  };
}

/** Reputation figure: value and bounds null unless measured-like. */
export function reputationFigure(ctx: ReadContext, measure: Measure, select: Select = ALL): JsonObject {
  const answers = periodAnswers(ctx).filter(select);
  const current = measure(answers);
  const state = figureState(ctx, current.denominator);
  const served = state !== 'not_measured' && state !== 'too_few_answers';
  const { low, high } = interval(current.numerator, current.denominator);
  return {
    value: served ? share(current) : null,
    low: served ? low : null,
    high: served ? high : null,
    numerator: served ? current.numerator : null,
    denominator: served ? current.denominator : null,
    answers: answers.length,
    state,
    change: served && ctx.period !== 'all' ? change(ctx, current, previousWindow(ctx), measure, select) : null,
    trend: ctx.scan ? trendPoints(ctx, measure, select) : [],
  };
}

export function band(value: number | null): string {
  if (value === null) return 'Not measured';
  if (value >= 70) return 'Strong';
  if (value >= 45) return 'Fair';
  if (value >= 20) return 'Weak';
  return 'Poor';
}

/** The score mark of a measured figure. */
export function markOf(figure: MeasuredFigure, key: string, label: string, answerReadId: string): JsonObject {
  return scoreMark({ key, label, value: figure.value, answers: figure.answers, state: figure.state, answerReadId });
}

export function scoreMark(opts: {
  key: string;
  label: string;
  value: number | null;
  answers: number;
  state: FigureState;
  answerReadId: string;
}): JsonObject {
  const served = opts.value !== null && opts.state !== 'not_measured' && opts.state !== 'too_few_answers';
  return {
    answer_read_id: opts.answerReadId,
    answers: opts.answers,
    band: served ? band(opts.value) : 'Not measured',
    key: opts.key,
    label: opts.label,
    state: opts.state,
    tooltip: served
      ? `${opts.label}: ${opts.value} out of 100 over ${opts.answers} answers`
      : opts.state === 'too_few_answers'
        ? `${opts.label}: fewer than ${MIN_ANSWERS} answers, so no score is served`
        : `${opts.label}: not measured yet`,
    value: served ? (opts.value ?? 0) : 0,
  };
}

export function trendLabel(delta: number | null): JsonObject {
  if (delta === null) return { delta: 0, label: 'New', state: 'new' };
  if (delta > 1) return { delta, label: `+${delta} pts`, state: 'up' };
  if (delta < -1) return { delta, label: `−${Math.abs(delta)} pts`, state: 'down' };
  return { delta, label: 'No change', state: 'flat' };
}

function counted(values: Array<{ value: string; label: string }>, counts: Map<string, number>): JsonObject[] {
  return values.map((v) => ({ count: counts.get(v.value) ?? 0, label: v.label, value: v.value }));
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Menus counted over every tracked prompt (never over the page, never following the filters). */
export function promptMenus(brand: BrandData): JsonObject {
  const tracked = brand.prompts.filter((p) => p.status !== 'archived');
  return {
    intents: counted(INTENTS.map((i) => ({ value: i, label: INTENT_LABELS[i] })), countBy(tracked, (p) => p.intent)),
    segments: counted(
      brand.segments.filter((s) => !s.retired).map((s) => ({ value: s.label, label: s.name })),
      countBy(tracked, (p) => segmentById(brand, p.segmentId).label),
    ),
    topics: counted(brand.topics.map((t) => ({ value: t.id, label: t.name })), countBy(tracked, (p) => p.topicId)),
    types: counted(PROMPT_TYPES.map((t) => ({ value: t, label: PROMPT_TYPE_LABELS[t] })), countBy(tracked, (p) => p.type)),
  };
}

/** The frozen crawl window: 28 whole days ending two days before the weekly scan started. */
export function crawlWindow(weekly: Scan | null): { start: string; end: string; clamped: boolean; history_days: number } {
  const started = weekly ? Date.parse(weekly.startedAt) : Date.UTC(2026, 10, 16);
  const end = started - 2 * DAY;
  return { start: isoDate(end - 27 * DAY), end: isoDate(end), clamped: weekly ? weekly.week === 0 : true, history_days: 28 };
}

const BOTS = [
  { bot: 'GPTBot', operator: 'OpenAI', category: 'training' },
  { bot: 'OAI-SearchBot', operator: 'OpenAI', category: 'search' },
  { bot: 'ClaudeBot', operator: 'Anthropic', category: 'training' },
  { bot: 'PerplexityBot', operator: 'Perplexity', category: 'search' },
  { bot: 'Google-Extended', operator: 'Google', category: 'training' },
  { bot: 'ChatGPT-User', operator: 'OpenAI', category: 'user' },
];

export type CrawlerBot = { bot: string; operator: string; category: string; hits: number };

export function crawlerBots(page: PageRec, weekly: Scan | null): CrawlerBot[] {
  if (!weekly || pageStatus(page, weekly) === 'blocked_robots') return [];
  return BOTS.map((b) => ({ ...b, hits: Math.round(noise('bot', page.id, b.bot, weekly.week) * (page.citations + 4) * 3) })).filter(
    (b) => b.hits > 0,
  );
}

export function crawlerHits(page: PageRec, weekly: Scan | null): number {
  return crawlerBots(page, weekly).reduce((sum, b) => sum + b.hits, 0);
}

/** Page citations in one weekly scan, before filters. */
export function pageCitations(page: PageRec, weekly: Scan | null): number {
  if (!weekly || page.citations === 0) return 0;
  return Math.max(0, Math.round(page.citations * (0.8 + noise('cite', page.id, weekly.seq) * 0.45) + weekly.week * 0.5));
}

export function funnel(page: PageRec, weekly: Scan | null, citations: number): JsonObject {
  const window = crawlWindow(weekly);
  const measured = weekly !== null;
  const status = pageStatus(page, weekly);
  const blocked = status === 'blocked_robots';
  const hasAnalytics = status !== 'does_not_load' && status !== 'not_read';
  const crawls = crawlerHits(page, weekly);
  const impressions = Math.round((page.citations + 2) * 140 * (0.7 + noise('imp', page.id) * 0.6));
  return {
    ai_visits: measured && hasAnalytics ? Math.round(citations * 2.6 + noise('visits', page.id) * 9) : null,
    blocked: measured ? (blocked ? Math.round(noise('blk', page.id) * 40) + 5 : 0) : null,
    cited: measured ? citations : null,
    crawled: measured ? crawls : null,
    fetched_live: measured ? Math.round(crawls * 0.18) : null,
    not_found: measured ? (status === 'does_not_load' ? 12 + Math.round(noise('nf', page.id) * 20) : 0) : null,
    search_clicks: measured && hasAnalytics ? Math.round(impressions * 0.031) : null,
    search_engine_crawls: measured ? Math.round(20 + noise('sec', page.id) * 80) : null,
    search_impressions: measured && hasAnalytics ? impressions : null,
    unverified: measured ? Math.round(noise('unv', page.id) * 6) : null,
    crawler_bots: crawlerBots(page, weekly),
    sources: measured ? (hasAnalytics ? ['server_logs', 'search_console', 'analytics', 'answers'] : ['server_logs', 'answers']) : [],
    window,
  };
}

export function describeFilters(ctx: ReadContext): string {
  return hasFilter(ctx.filters) ? ' under the chosen filters' : '';
}

/** A trend label from a figure's change (New when there is nothing to compare with). */
export function trendOf(figure: MeasuredFigure): JsonObject {
  return trendLabel(figure.change.direction === 'unmeasured' ? null : figure.change.delta);
}

/** The three figures every competitive read shows, for the brand itself. */
export const MEASURES = {
  mentioned: ((answers) => ({ numerator: tallyOf(answers).mentioned, denominator: answers.length })) as Measure,
  recommended: ((answers) => ({ numerator: tallyOf(answers).recommended, denominator: answers.length })) as Measure,
  service_score: ((answers) => {
    const t = tallyOf(answers);
    return { numerator: Math.round((serviceScoreOf(t) * t.answers) / 10) / 10, denominator: t.answers };
  }) as Measure,
};

/** The same three figures for a rival. */
export function rivalMeasures(rivalKey: string, strength: number): Record<keyof typeof MEASURES, Measure> {
  const t = (answers: readonly Answer[]): Tally => rivalTallyOf(answers, rivalKey, strength);
  return {
    mentioned: (answers) => ({ numerator: t(answers).mentioned, denominator: answers.length }),
    recommended: (answers) => ({ numerator: t(answers).recommended, denominator: answers.length }),
    service_score: (answers) => {
      const r = t(answers);
      return { numerator: Math.round((serviceScoreOf(r) * r.answers) / 10) / 10, denominator: r.answers };
    },
  };
}
