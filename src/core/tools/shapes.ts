// Compact results: per read, the fields an assistant needs to answer and the ids it needs for the next call (keyword ids
// for get_keyword, prompt ids for get_prompt, page ids, urls), never the trends, menus, tooltips and vocabularies that
// make a full response 100 KB. Figures keep their state next to their value, so "too few answers" never reads as 0.
// Text is cut to a few hundred characters and made one line (plainText); enum values pass as they come (the API adds
// values within v1). The lists a read does not page are capped here, with their totals.
import type {
  Audit,
  AuditCheck,
  BrandSettings,
  CitedPages,
  Competitors,
  Conversations,
  FigureChange,
  Keyword,
  KeywordList,
  MeasuredFigure,
  OwnedPages,
  Prompt,
  PromptList,
  Reputation,
  ReputationFigure,
  ScoreMark,
  Segments,
} from '../../shared/api/schemas';
import type { ReadName, ReadResult } from '../../shared/api/reads';
import { plainText } from '../../shared/text/plainText';

/** Short text (names, labels, titles, urls). */
const SHORT = 160;
/** Sentences (statements, quotes, messages). */
const LONG = 400;

/** A string as one safe line of at most `max` characters; undefined when absent (so JSON leaves it out). */
export function txt(value: unknown, max = SHORT): string | undefined {
  if (typeof value !== 'string') return undefined;
  return plainText(value, max);
}

/** A number, or null where the service served none (the figure's state says why); undefined when absent. */
function num(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** The first `n` items and how many there were. */
function capped<T, U>(list: readonly T[] | null | undefined, n: number, map: (item: T) => U): { items: U[]; total: number } {
  const all = list ?? [];
  return { items: all.slice(0, n).map(map), total: all.length };
}

function change(c: FigureChange | null | undefined): { delta: number | null | undefined; real: boolean | undefined; direction: string | undefined } | undefined {
  if (!c) return undefined;
  return { delta: num(c.delta), real: bool(c.real), direction: txt(c.direction, 40) };
}

/** A measured or reputation figure: value with its range and state; the change when the service gives one. */
export function figure(f: MeasuredFigure | ReputationFigure | null | undefined) {
  if (!f) return undefined;
  const c = (f as { change?: unknown }).change;
  return {
    value: num(f.value),
    low: num(f.low),
    high: num(f.high),
    state: txt(f.state, 40),
    answers: num(f.answers),
    change: typeof c === 'object' && c !== null ? change(c as FigureChange) : undefined,
  };
}

function mark(m: ScoreMark | null | undefined) {
  if (!m) return undefined;
  return { value: num(m.value), state: txt(m.state, 40), band: txt(m.band, 60) };
}

/** The scan a result was read on and the period it covers. */
function scanOf(result: { meta?: { data_as_of?: { id?: unknown; completed_at?: unknown } | null } | null }) {
  const ref = result.meta?.data_as_of;
  return ref ? { id: txt(ref.id, 80), completed_at: txt(ref.completed_at, 40) } : null;
}

function periodOf(result: { period?: unknown; meta?: { query?: Record<string, unknown> } | null }): string | undefined {
  const preset = (result.period as { preset?: unknown } | undefined)?.preset;
  return txt(preset ?? result.meta?.query?.period, 20);
}

function paging(result: { total?: unknown; next_cursor?: unknown }) {
  return { total: num(result.total), next_cursor: typeof result.next_cursor === 'string' && result.next_cursor ? result.next_cursor : null };
}

// ---------------------------------------------------------------------------------------------------------------------

function reputation(r: Reputation) {
  const facts = capped(r.facts, 8, (f) => ({
    key: txt(f.key, 80),
    kind: txt(f.kind, 40),
    wording: txt(f.wording, LONG),
    ai: { agrees: num(f.ai.agrees), partly: num(f.ai.partly), contradicts: num(f.ai.contradicts), doesnt_say: num(f.ai.doesnt_say), answers: num(f.ai.answers) },
    elsewhere: { agrees: num(f.elsewhere.agrees), contradicts: num(f.elsewhere.contradicts) },
  }));
  const prompts = capped(r.negative_prompts, 3, (p) => ({
    prompt_uid: txt(p.prompt_uid, 80),
    text: txt(p.text, LONG),
    negative: num(p.negative),
    answers: num(p.answers),
    share: num(p.share),
    state: txt(p.state, 40),
  }));
  const sources = capped(r.negative_sources, 3, (s) => ({ url: txt(s.url, LONG), domain: txt(s.domain), title: txt(s.title), citations: num(s.citations) }));
  const quotes = capped(r.best_quotes, 2, (q) => ({ quote: txt(q.quote, LONG), engine_id: txt(q.engine_id, 40), prompt_uid: txt(q.prompt_uid, 80) }));
  const filters = Object.fromEntries(Object.entries(r.filters ?? {}).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, txt(v)]));
  return {
    domain: txt(r.domain),
    period: periodOf(r),
    filters,
    understood: figure(r.understood),
    praised: figure(r.praised),
    written: { statement: txt(r.written?.statement, LONG), line_to_own: txt(r.written?.line_to_own, LONG), report_at: txt(r.written?.report_at, 40) },
    facts: facts.items,
    facts_total: facts.total,
    negative_prompts: prompts.items,
    negative_prompts_total: num(r.negative_prompts_total),
    negative_sources: sources.items,
    negative_sources_total: num(r.negative_sources_total),
    best_quotes: quotes.items,
  };
}

function citedPages(r: CitedPages) {
  const c = r.cards;
  return {
    period: periodOf(r),
    state: txt(r.state, 40),
    citation_evidence: txt(r.citation_evidence, 40),
    sentence: txt(r.sentence, LONG),
    cards: c && {
      answers: num(c.answers),
      citations: num(c.citations),
      sites: num(c.sites),
      your_pages_share_pct: num(c.your_pages_share_pct),
      competitors_pages_share_pct: num(c.competitors_pages_share_pct),
    },
    pages: r.pages.map((p) => ({
      url: txt(p.url, LONG),
      title: txt(p.title),
      domain: txt(p.domain),
      owner: txt(p.owner, 40),
      citations: num(p.citations),
      prompt_count: num(p.prompt_count),
      topic: txt(p.topic?.topic),
    })),
    ...paging(r),
  };
}

function failingCheck(c: AuditCheck, group: string | undefined) {
  return {
    id: txt(c.id, 120),
    label: txt(c.label),
    group,
    met: bool(c.met) ?? null,
    measured: txt(c.measured),
    target: txt(c.target),
    failing_pages_total: num(c.failing_pages_total),
    failing_pages: (c.failing_pages ?? []).slice(0, 3).map((p) => txt(p, LONG)),
  };
}

function audit(r: Audit) {
  const checks = (r.groups ?? []).flatMap((g) => (g.checks ?? []).filter((c) => c.met !== true).map((c) => failingCheck(c, txt(g.name))));
  return {
    state: txt(r.state, 40),
    crawled_at: txt(r.crawled_at, 40),
    next_crawl_at: txt(r.next_crawl_at, 40),
    sentence: txt(r.sentence, LONG),
    readiness: r.readiness && {
      pages_checked: num(r.readiness.pages_checked),
      pages_readable: num(r.readiness.pages_readable),
      pages_blocked: num(r.readiness.pages_blocked),
      pages_unmeasured: num(r.readiness.pages_unmeasured),
    },
    checks_failing: num(r.checks_failing),
    checks_unmeasured: num(r.checks_unmeasured),
    failing_or_unmeasured_checks: checks,
    pages: r.pages.map((p) => ({
      page_id: txt(p.page_id, 80),
      // The path, or the URL where the service gives no path: the origin is the same on every page.
      path: txt(p.path, LONG) ?? txt(p.url, LONG),
      status: txt(p.status, 40),
      title: txt(p.title),
      citations: num(p.citations),
    })),
    ...paging(r),
  };
}

function ownedPages(r: OwnedPages) {
  return {
    period: periodOf(r),
    pages: r.pages.map((p) => ({
      id: txt(p.id, 80),
      url: txt(p.url, LONG),
      title: txt(p.title),
      page_type: txt(p.page_type, 40),
      citations: num(p.citations),
      prompts: num(p.prompts),
      ai_visits: num(p.ai_visits),
      crawler_hits: num(p.crawler_hits),
      rubric: p.rubric ? { priority: txt(p.rubric.priority, 40), score: num(p.rubric.score) } : undefined,
    })),
    ...paging(r),
  };
}

function keywords(r: KeywordList) {
  return {
    period: periodOf(r),
    keywords: r.keywords.map((k) => ({
      id: txt(k.id, 80),
      text: txt(k.text),
      status: txt(k.status, 40),
      segment: txt(k.segment?.name),
      topic: txt(k.topic?.name),
      searches_mo: num(k.searches_mo),
      best_rank: num(k.best_rank),
      top10_naming_you: num(k.top10_naming_you),
      clicks_showing_you: num(k.clicks_showing_you),
      score: mark(k.score),
    })),
    ...paging(r),
  };
}

function keyword(r: Keyword) {
  const prompts = capped(r.prompts, 8, (p) => ({ prompt_id: txt(p.prompt_id, 80), text: txt(p.text, LONG), engines: (p.engines ?? []).map((e) => txt(e, 40)) }));
  const tasks = capped(r.tasks, 5, (t) => ({ id: txt(t.id, 80), kind: txt(t.kind, 60), title: txt(t.title), stage: txt(t.stage, 60) }));
  return {
    id: txt(r.id, 80),
    text: txt(r.text),
    status: txt(r.status, 40),
    period: periodOf(r),
    segment: txt(r.segment?.name),
    topic: txt(r.topic?.name),
    searches_mo: num(r.searches_mo),
    best_rank: num(r.best_rank),
    top10_naming_you: num(r.top10_naming_you),
    clicks_showing_you: num(r.clicks_showing_you),
    figures: r.figures
      ? { service_score: figure(r.figures.service_score), mentioned: figure(r.figures.mentioned), recommended: figure(r.figures.recommended) }
      : null,
    results: (r.results ?? []).map((x) => ({
      position: num(x.position),
      url: txt(x.url, LONG),
      title: txt(x.title),
      domain: txt(x.domain),
      owner: txt(x.owner, 40),
      names_you: bool(x.names_you),
      recommends_you: bool(x.recommends_you),
    })),
    prompts: prompts.items,
    prompts_total: prompts.total,
    tasks: tasks.items,
    tasks_total: tasks.total,
  };
}

function prompts(r: PromptList) {
  return {
    period: periodOf(r),
    prompts: r.prompts.map((p) => ({
      id: txt(p.id, 80),
      text: txt(p.text, LONG),
      intent: txt(p.intent, 40),
      segment: txt(p.segment),
      topic: txt(p.topic),
      status: txt(p.status, 40),
      engines: (p.engines ?? []).map((e) => `${txt(e.engine, 40) ?? ''}: ${txt(e.state, 40) ?? ''}`),
    })),
    ...paging(r),
  };
}

function prompt(r: Prompt) {
  const competitors = capped(r.competitors, 8, (c) => ({
    key: txt(c.key, 120),
    name: txt(c.name),
    domain: txt(c.domain),
    is_you: bool(c.is_you),
    service_score: figure(c.service_score),
    mentioned: num(c.mentioned?.value),
    recommended: num(c.recommended?.value),
  }));
  const sources = capped(r.sources, 8, (s) => ({ domain: txt(s.domain), citations: num(s.citations), relation: txt(s.relation, 40) }));
  const actions = capped(r.actions, 5, (a) => ({ id: txt(a.id, 80), kind: txt(a.kind, 60), title: txt(a.title), stage: txt(a.stage, 60), state: txt(a.state, 40) }));
  return {
    id: txt(r.id, 80),
    text: txt(r.text, LONG),
    intent: txt(r.intent, 40),
    prompt_type: txt(r.prompt_type, 40),
    status: txt(r.status, 40),
    segment: txt(r.segment),
    topic: txt(r.topic),
    period: periodOf(r),
    answers: num(r.answers),
    sentence: txt(r.sentence, LONG),
    score: figure(r.score),
    engines: (r.engines ?? []).map((e) => ({
      engine: txt(e.engine, 40),
      answer_id: txt(e.answer_id, 80),
      state: txt(e.state, 40),
      mentioned: bool(e.states?.mentioned),
      recommended: bool(e.states?.recommended),
    })),
    competitors: competitors.items,
    competitors_total: competitors.total,
    sources: sources.items,
    sources_total: sources.total,
    actions: actions.items,
    actions_total: actions.total,
  };
}

/** A leaderboard cell's score: the reference gives no type; a number or a figure's value. */
function cellValue(value: unknown): number | null | undefined {
  if (typeof value === 'object' && value !== null) return num((value as { value?: unknown }).value);
  return num(value);
}

function competitors(r: Competitors) {
  const rows = r.page?.leaderboard?.rows;
  return {
    period: periodOf(r),
    competitors: r.competitors.slice(0, 15).map((c) => ({
      rank: num(c.rank),
      name: txt(c.name),
      domain: txt(c.domain),
      is_you: bool(c.is_you),
      service_score: figure(c.service_score),
      mentioned: num(c.mentioned?.value),
      recommended: num(c.recommended?.value),
      share_of_voice_pct: num(c.share_of_voice_pct),
    })),
    competitors_total: r.competitors.length,
    leaderboard: rows && {
      rows: rows.map((row) => ({
        rank: num(row.rank),
        brand_key: txt(row.brand_key, 120),
        brand_name: txt(row.brand_name),
        domain: txt(row.domain),
        is_you: bool(row.is_you),
        score: cellValue(row.score),
      })),
      total: num(r.page?.leaderboard?.total),
    },
    next_cursor: typeof r.next_cursor === 'string' && r.next_cursor ? r.next_cursor : null,
  };
}

function segments(r: Segments) {
  return {
    comparison: (r.comparison?.rows ?? []).slice(0, 20).map((row) => ({
      segment_id: txt(row.segment_id, 80),
      name: txt(row.name),
      is_default: bool(row.is_default),
      retired: bool(row.retired),
      prompt_count: num(row.prompt_count),
      score: num(row.score),
      score_change: row.score_change ? { delta: num(row.score_change.delta), real: bool(row.score_change.real) } : undefined,
    })),
    segments: r.segments.slice(0, 20).map((s) => ({
      id: txt(s.id, 80),
      name: txt(s.name),
      label: txt(s.label),
      country: txt(s.country, 40),
      language: txt(s.language, 40),
      engines: (s.engines ?? []).slice(0, 12).map((e) => txt(e, 40)),
    })),
    segments_total: r.segments.length,
    segment_limit: num(r.segment_limit),
  };
}

function settings(r: BrandSettings) {
  const profile = r.profile;
  const facts = capped(profile?.facts, 10, (f) => ({ id: txt(f.id, 80), statement: txt(f.statement, LONG) }));
  return {
    brand_id: txt(r.brand_id, 80),
    name: txt(r.name),
    domain: txt(r.domain),
    description: txt(r.description, LONG),
    prompts_used: num(r.prompts_used),
    prompts_reserved: num(r.prompts_reserved),
    owned_domains: r.owned_domains && {
      confirmed: (r.owned_domains.confirmed ?? []).slice(0, 20).map((d) => txt(d)),
      proposed: (r.owned_domains.proposed ?? []).slice(0, 20).map((d) => txt(d)),
    },
    aliases: (profile?.aliases ?? []).slice(0, 20).map((a) => txt(a.name)),
    rivals: (profile?.rivals ?? []).slice(0, 20).map((rv) => ({ brand_key: txt(rv.brand_key, 120), brand_name: txt(rv.brand_name), status: txt(rv.status, 40) })),
    facts: facts.items,
    facts_total: facts.total,
    segments: (r.segments?.segments ?? []).slice(0, 20).map((s) => ({ id: txt(s.id, 80), name: txt(s.name) })),
    connections: (r.connections ?? []).map((c) => ({ provider: txt(c.provider, 60), state: txt(c.state, 40) })),
    autonomy_preset: txt(r.autonomy?.preset, 40),
  };
}

/** Conversations are not paged by the service: the first ones, with the total. */
export const CONVERSATIONS_SHOWN = 30;

function conversations(r: Conversations) {
  const shown = capped(r.conversations, CONVERSATIONS_SHOWN, (c) => ({
    id: txt(c.id, 80),
    title: txt(c.title),
    agent: txt(c.agent, 60),
    kind: txt(c.kind, 60),
    archived: bool(c.archived),
    shared: bool(c.shared),
    unread: num(c.unread),
  }));
  return { conversations: shown.items, conversations_total: shown.total };
}

type Shapers = { [N in ReadName]: (result: ReadResult<N>) => Record<string, unknown> };

/** The compact form of each read's result. */
export const SHAPES: Shapers = {
  reputation,
  citedPages,
  audit,
  ownedPages,
  keywords,
  keyword,
  prompts,
  prompt,
  competitors,
  segments,
  settings,
  conversations,
};

/** A read's compact result with the scan it was read on first (where the read has one). */
export function shapeRead<N extends ReadName>(name: N, result: ReadResult<N>): Record<string, unknown> {
  const shaped = (SHAPES[name] as (r: ReadResult<N>) => Record<string, unknown>)(result);
  const scan = scanOf(result as { meta?: { data_as_of?: { id?: unknown; completed_at?: unknown } | null } | null });
  return 'meta' in (result as object) ? { data_as_of: scan, ...shaped } : shaped;
}
