// zod schemas of every response the Brand Visibility Read API v1 shows (the reference is the contract).
//
// Tolerance rules, applied throughout:
// - Objects are loose: fields the reference adds later are kept, never stripped or rejected.
// - `T|null` in the reference ("always present, may be null") → `z.nullable`, required.
// - A field whose type the reference shows but whose presence it does not promise → `z.optional`; identity fields
//   (ids, texts, urls), the list itself and the paging envelope stay required because nothing can be shown without them.
//   Where the reference says in words that a value can be missing ("null for a source that did not measure the page",
//   figures that are not measured, lifecycle dates) → `z.nullish`.
// - Enums are open (`openEnum`): new values pass, the known ones are typed and exported for UIs.
// - A shape the reference marks "not shown" is `z.unknown()`; a field without an inferable type is `z.unknown()` too.
// - uuid and date-time fields are plain strings: validating formats would only turn a cosmetic difference into an error.
//
// zod/mini rather than classic zod: the same core, but the extension bundle of this layer drops from ~113 kB to ~48 kB
// (esbuild --minify). Other layers should import 'zod/mini' too, or classic zod comes back into the bundle.
import * as z from 'zod/mini';
import { ENGINES, FIGURE_STATES, PERIODS } from '../vocabulary';

/** A string enum that accepts any value (the API adds enum values within v1) but types the documented ones. */
export function openEnum<const K extends string>(_known: readonly K[]): z.ZodMiniType<K | (string & {})> {
  return z.string() as z.ZodMiniType<K | (string & {})>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Known enum values (inputs are validated against these in query.ts; outputs only document them)

// Engines, periods and figure states are the shared vocabulary's (src/shared/vocabulary.ts), so every surface words
// the same list.
export { ENGINES, PERIODS, FIGURE_STATES };
export type { Engine, PeriodPreset, FigureState } from '../vocabulary';
export const PROMPT_TYPES = ['organic', 'brand_specific', 'competitor_comparison'] as const;
export const INTENTS = ['educational', 'problem', 'comparison', 'transactional'] as const;
export const NEGATIVE_PROMPT_STATES = ['measured', 'too_few_answers'] as const;
export const READ_STATES = ['ready', 'awaiting_first_scan', 'unavailable'] as const;
export const AUDIT_STATES = ['ready', 'awaiting_first_crawl'] as const;
export const CITATION_EVIDENCE = ['complete', 'partial', 'unavailable'] as const;
export const AUDITED_PAGE_STATUSES = [
  'readable',
  'blocked_robots',
  'noindex',
  'does_not_load',
  'needs_javascript',
  'not_read',
] as const;
export const OWNED_PAGE_STATUSES = ['missing', 'cited', 'falls_short', 'ranks_in_search', 'not_cited'] as const;
export const ITEM_STATUSES = ['active', 'paused', 'archived'] as const;
export const PAGE_OWNERS = ['third_party', 'competitor', 'yours'] as const;
export const FACT_KINDS = ['category', 'audience', 'offer', 'difference', 'fact'] as const;
export const KEYWORD_VIEWS = ['tracked', 'archived'] as const;
export const DECISION_SOURCES = ['member', 'service'] as const;

export type PromptType = (typeof PROMPT_TYPES)[number];
export type Intent = (typeof INTENTS)[number];
export type AuditedPageStatus = (typeof AUDITED_PAGE_STATUSES)[number];
export type OwnedPageStatus = (typeof OWNED_PAGE_STATUSES)[number];
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type KeywordView = (typeof KEYWORD_VIEWS)[number];

// ---------------------------------------------------------------------------------------------------------------------
// Building blocks

const str = z.string();
const num = z.number();
const bool = z.boolean();
const strOpt = z.optional(str);
const numOpt = z.optional(num);
const boolOpt = z.optional(bool);
/** Values the reference types but that plainly go missing (unmeasured figures, lifecycle dates, optional links). */
const strMaybe = z.nullish(str);
const numMaybe = z.nullish(num);
const stringList = z.array(str);
const unknownList = z.array(z.unknown());
/** A field the reference calls "object" without giving its keys. */
const jsonObject = z.record(z.string(), z.unknown());
const link = z.looseObject({ href: str });

// ---------------------------------------------------------------------------------------------------------------------
// Problems (RFC 9457)

/** Lenient on purpose: an error body must never turn into a second error, so unreadable fields become undefined. */
const lenientStr = z.catch(z.optional(str), undefined);
export const validationErrorSchema = z.looseObject({
  loc: z.catch(z.array(z.union([str, num])), []),
  msg: z.catch(str, ''),
  type: z.catch(str, ''),
});
export const rateLimitBodySchema = z.looseObject({ limit: num, window: num, remaining: num, reset: num });
export const problemSchema = z.looseObject({
  type: lenientStr,
  title: lenientStr,
  status: z.catch(z.optional(num), undefined),
  detail: lenientStr,
  code: lenientStr,
  instance: lenientStr,
  /** ValidationProblem (422). */
  errors: z.catch(z.optional(z.array(validationErrorSchema)), undefined),
  /** RateLimitProblem (429). */
  rate_limit: z.catch(z.optional(rateLimitBodySchema), undefined),
  /** 410 shared-report problems. */
  domain: lenientStr,
  rescan_url: lenientStr,
});
export type Problem = z.infer<typeof problemSchema>;
export type ValidationError = z.infer<typeof validationErrorSchema>;
export type RateLimitBody = z.infer<typeof rateLimitBodySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Shared shapes

export const scanRefSchema = z.looseObject({ id: str, completed_at: str });
export const metaSchema = z.looseObject({
  query: jsonObject,
  /** The newest scan included; null before any scan is available. */
  data_as_of: z.nullable(scanRefSchema),
});

export const periodSchema = z.looseObject({
  preset: z.optional(openEnum(PERIODS)),
  reports: numOpt,
  first_answer_at: z.nullable(str),
  last_answer_at: z.nullable(str),
  excluded_reports: numOpt,
});

/** `count` is absent in the `prompts` and `source_types` menus. */
export const menuOptionSchema = z.looseObject({ count: numOpt, label: str, value: str });
const menuList = z.array(menuOptionSchema);
const countedMenusSchema = z.looseObject({
  intents: z.optional(menuList),
  segments: z.optional(menuList),
  topics: z.optional(menuList),
  types: z.optional(menuList),
});

export const scoreMarkSchema = z.looseObject({
  answer_read_id: strOpt,
  answers: numOpt,
  /** "Not measured" where no value is served. */
  band: strOpt,
  key: strOpt,
  label: strOpt,
  state: z.optional(openEnum(FIGURE_STATES)),
  tooltip: strOpt,
  /** Typed int, but a mark without a served value has none to give. */
  value: numMaybe,
});

export const trendLabelSchema = z.looseObject({ delta: numOpt, label: strOpt, state: z.optional(openEnum(['up'])) });

export const trendPointSchema = z.looseObject({
  answers: numOpt,
  at: str,
  break_label: strMaybe,
  high: numMaybe,
  low: numMaybe,
  state: z.optional(openEnum(FIGURE_STATES)),
  value: numMaybe,
});

export const figureChangeSchema = z.looseObject({
  baseline: z.nullish(z.looseObject({ first_answer_at: strMaybe, last_answer_at: strMaybe, reports: numOpt })),
  cells_unpaired: numOpt,
  delta: numMaybe,
  direction: z.optional(openEnum(['up', 'unmeasured'])),
  high: numMaybe,
  low: numMaybe,
  real: boolOpt,
});

/** Measured figure of competitors, keyword and prompt reads. Numbers go null when the state is not `measured`. */
export const measuredFigureSchema = z.looseObject({
  answers: numOpt,
  change: z.nullish(figureChangeSchema),
  denominator: numMaybe,
  high: numMaybe,
  low: numMaybe,
  numerator: numMaybe,
  state: z.optional(openEnum(FIGURE_STATES)),
  trend: z.optional(z.array(trendPointSchema)),
  value: numMaybe,
});

export const changeCountSchema = z.looseObject({
  current: numMaybe,
  delta: numMaybe,
  direction: z.optional(openEnum(['up', 'unmeasured'])),
  label: strOpt,
  previous: numMaybe,
});

export const crawlerBotSchema = z.looseObject({
  bot: str,
  category: z.optional(openEnum(['training'])),
  hits: numOpt,
  operator: strOpt,
});

/** Null counts: the source did not measure the page. */
export const funnelSchema = z.looseObject({
  ai_visits: numMaybe,
  blocked: numMaybe,
  cited: numMaybe,
  crawled: numMaybe,
  fetched_live: numMaybe,
  not_found: numMaybe,
  search_clicks: numMaybe,
  search_engine_crawls: numMaybe,
  search_impressions: numMaybe,
  unverified: numMaybe,
  crawler_bots: z.optional(z.array(crawlerBotSchema)),
  sources: z.optional(stringList),
  window: z.nullish(z.looseObject({ clamped: boolOpt, end: strOpt, history_days: numOpt, start: strOpt })),
});

/** The paging envelope every paged list carries. */
const pagingFields = { limit: numOpt, offset: numOpt, total: num, next_cursor: z.nullable(str) };

export type Meta = z.infer<typeof metaSchema>;
export type ScanRef = z.infer<typeof scanRefSchema>;
export type Period = z.infer<typeof periodSchema>;
export type MenuOption = z.infer<typeof menuOptionSchema>;
export type ScoreMark = z.infer<typeof scoreMarkSchema>;
export type TrendLabel = z.infer<typeof trendLabelSchema>;
export type TrendPoint = z.infer<typeof trendPointSchema>;
export type FigureChange = z.infer<typeof figureChangeSchema>;
export type MeasuredFigure = z.infer<typeof measuredFigureSchema>;
export type ChangeCount = z.infer<typeof changeCountSchema>;
export type CrawlerBot = z.infer<typeof crawlerBotSchema>;
export type Funnel = z.infer<typeof funnelSchema>;

/** Menus whose option shape the reference does not show (reputation): keep the entries that read as options. */
export function readMenuOptions(entries: readonly unknown[] | undefined): MenuOption[] {
  const options: MenuOption[] = [];
  for (const entry of entries ?? []) {
    const parsed = menuOptionSchema.safeParse(entry);
    if (parsed.success) options.push(parsed.data);
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------------------
// Reputation — the reference says every top-level field is present.

export const reputationFigureSchema = z.looseObject({
  value: z.nullable(num),
  low: z.nullable(num),
  high: z.nullable(num),
  numerator: z.nullable(num),
  denominator: z.nullable(num),
  answers: num,
  state: openEnum(FIGURE_STATES),
  /** V1Change or null; its fields: not shown. */
  change: z.unknown(),
  trend: z.array(trendPointSchema),
});

export const quotedLineSchema = z.looseObject({
  answer_read_id: z.nullable(str),
  count: num,
  engine_id: str,
  prompt_uid: z.nullable(str),
});

export const reputationFactSchema = z.looseObject({
  key: str,
  kind: openEnum(FACT_KINDS),
  kind_label: strOpt,
  wording: str,
  quote: z.nullable(quotedLineSchema),
  ai: z.looseObject({
    agrees: z._default(num, 0),
    partly: z._default(num, 0),
    contradicts: z._default(num, 0),
    doesnt_say: z._default(num, 0),
    answers: z._default(num, 0),
  }),
  /** Zero under a filter. */
  elsewhere: z.looseObject({ agrees: z._default(num, 0), contradicts: z._default(num, 0) }),
  /** Claim trend and claim state: not shown. */
  trend: z.unknown(),
  state: z.unknown(),
});

export const negativePromptSchema = z.looseObject({
  prompt_uid: str,
  text: str,
  negative: num,
  answers: num,
  state: openEnum(NEGATIVE_PROMPT_STATES),
  share: z.nullable(num),
});

export const negativeSourceSchema = z.looseObject({
  url: str,
  domain: str,
  title: z.nullable(str),
  type: z.nullable(str),
  passage: z.nullable(str),
  citations: num,
  /** Page state: not shown. */
  state: z.unknown(),
});

export const bestQuoteSchema = z.looseObject({
  quote: str,
  engine_id: str,
  prompt_uid: z.nullable(str),
  prompt_text: str,
  answer_read_id: z.nullable(str),
});

export const writtenSchema = z.looseObject({
  report_scan_id: z.nullable(str),
  report_at: z.nullable(str),
  statement: z.nullable(str),
  line_to_own: z.nullable(str),
  /** Positioning cell: not shown. */
  positioning: unknownList,
});

const nullableFilter = z.nullish(str);
export const reputationSchema = z.looseObject({
  meta: metaSchema,
  domain: str,
  period: periodSchema,
  filters: z.looseObject({
    engine: nullableFilter,
    prompt: nullableFilter,
    type: nullableFilter,
    intent: nullableFilter,
    topic: nullableFilter,
    segment: nullableFilter,
  }),
  written: writtenSchema,
  understood: reputationFigureSchema,
  praised: reputationFigureSchema,
  /** Fields of each part: not shown. */
  parts: z.looseObject({ ai: z.unknown(), web: z.unknown() }),
  facts: z.array(reputationFactSchema),
  negative_prompts: z.array(negativePromptSchema),
  negative_sources: z.array(negativeSourceSchema),
  negative_prompts_total: num,
  negative_sources_total: num,
  best_quotes: z.array(bestQuoteSchema),
  /** Menu option in this read: not shown (see readMenuOptions). */
  menus: z.looseObject({ intents: unknownList, segments: unknownList, topics: unknownList, types: unknownList }),
});

export type ReputationFigure = z.infer<typeof reputationFigureSchema>;
export type QuotedLine = z.infer<typeof quotedLineSchema>;
export type ReputationFact = z.infer<typeof reputationFactSchema>;
export type NegativePrompt = z.infer<typeof negativePromptSchema>;
export type NegativeSource = z.infer<typeof negativeSourceSchema>;
export type BestQuote = z.infer<typeof bestQuoteSchema>;
export type Written = z.infer<typeof writtenSchema>;
export type Reputation = z.infer<typeof reputationSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Cited pages

export const citedPageSchema = z.looseObject({
  citations: numOpt,
  content_type: strMaybe,
  content_type_label: strMaybe,
  document_id: z.nullish(z.union([str, num])),
  document_key: strMaybe,
  domain: strOpt,
  owner: z.optional(openEnum(PAGE_OWNERS)),
  prompt_count: numOpt,
  title: strMaybe,
  topic: z.nullish(
    z.looseObject({
      key: strMaybe,
      status: z.optional(openEnum(OWNED_PAGE_STATUSES)),
      status_label: strMaybe,
      topic: strMaybe,
    }),
  ),
  url: str,
});

export const citationMixSchema = z.looseObject({
  citations: numOpt,
  key: str,
  label: strOpt,
  owner: z.optional(openEnum(PAGE_OWNERS)),
  share_pct: numOpt,
});

export const citedPagesCardsSchema = z.looseObject({
  answers: numOpt,
  citations: numOpt,
  sites: numOpt,
  sites_naming_you: numOpt,
  citations_change: z.optional(changeCountSchema),
  competitors_pages_change: z.optional(changeCountSchema),
  sites_change: z.optional(changeCountSchema),
  your_pages_change: z.optional(changeCountSchema),
  competitors_pages_change_pts: numMaybe,
  competitors_pages_share_pct: numMaybe,
  your_pages_change_pts: numMaybe,
  your_pages_share_pct: numMaybe,
});

export const citedPagesSchema = z.looseObject({
  ...pagingFields,
  meta: metaSchema,
  cards: z.optional(citedPagesCardsSchema),
  citation_evidence: z.optional(openEnum(CITATION_EVIDENCE)),
  /** No menu follows the filters. `prompts` and `source_types` carry only label and value. */
  menus: z.optional(z.extend(countedMenusSchema, { prompts: z.optional(menuList), source_types: z.optional(menuList) })),
  mix: z.optional(z.array(citationMixSchema)),
  pages: z.array(citedPageSchema),
  pages_total: numOpt,
  period: z.optional(periodSchema),
  sentence: strMaybe,
  sites_total: numOpt,
  state: z.optional(openEnum(READ_STATES)),
  unavailable_scans: numOpt,
});

export type CitedPage = z.infer<typeof citedPageSchema>;
export type CitationMix = z.infer<typeof citationMixSchema>;
export type CitedPagesCards = z.infer<typeof citedPagesCardsSchema>;
export type CitedPages = z.infer<typeof citedPagesSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Audit (no period)

export const auditCheckSchema = z.looseObject({
  action_id: strMaybe,
  failing_pages: z.optional(stringList),
  failing_pages_offset: numOpt,
  failing_pages_total: numOpt,
  id: str,
  label: strOpt,
  measured: strMaybe,
  met: z.nullish(bool),
  pages_in_scope: numOpt,
  target: strMaybe,
});

export const auditGroupSchema = z.looseObject({
  name: str,
  failing: numOpt,
  passing: numOpt,
  unmeasured: numOpt,
  checks: z.optional(z.array(auditCheckSchema)),
});

export const auditPageSchema = z.looseObject({
  citations: numOpt,
  crawler_hits: numMaybe,
  funnel: z.nullish(funnelSchema),
  gates: z.optional(z.array(z.looseObject({ key: str, status: z.optional(openEnum(['pass'])) }))),
  page_id: str,
  page_type: strMaybe,
  path: strOpt,
  read_at: strMaybe,
  status: z.optional(openEnum(AUDITED_PAGE_STATUSES)),
  status_word: strOpt,
  title: strMaybe,
  url: str,
});

/** Covers every audited page and the homepage. */
export const auditReadinessSchema = z.looseObject({
  pages_blocked: numOpt,
  pages_checked: numOpt,
  pages_readable: numOpt,
  pages_unmeasured: numOpt,
});

export const auditSchema = z.looseObject({
  ...pagingFields,
  meta: metaSchema,
  checks_failing: numOpt,
  checks_unmeasured: numOpt,
  /** Page citations count this weekly scan. */
  citations_scan: z.nullish(scanRefSchema),
  crawled_at: strMaybe,
  crawler_hits_available: boolOpt,
  crawler_hits_days: numOpt,
  groups: z.optional(z.array(auditGroupSchema)),
  next_crawl_at: strMaybe,
  page_types: z.optional(stringList),
  pages: z.array(auditPageSchema),
  readiness: z.optional(auditReadinessSchema),
  sentence: strMaybe,
  state: z.optional(openEnum(AUDIT_STATES)),
});

export type AuditCheck = z.infer<typeof auditCheckSchema>;
export type AuditGroup = z.infer<typeof auditGroupSchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditReadiness = z.infer<typeof auditReadinessSchema>;
export type Audit = z.infer<typeof auditSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Owned pages

export const ownedPageSchema = z.looseObject({
  ai_visits: numMaybe,
  citations: numOpt,
  crawler_hits: numMaybe,
  prompts: numOpt,
  crawler_bots: z.optional(z.array(crawlerBotSchema)),
  funnel: z.nullish(funnelSchema),
  id: str,
  page_type: strMaybe,
  rubric: z.nullish(z.looseObject({ priority: z.optional(openEnum(['ineligible'])), score: numMaybe })),
  title: strMaybe,
  url: str,
});

export const ownedPagesSchema = z.looseObject({
  ...pagingFields,
  meta: metaSchema,
  /** Coverage of Visits from AI (the analytics property's own dates). */
  coverage: z.nullish(z.looseObject({ start: strMaybe, end: strMaybe })),
  crawler_hits_days: numOpt,
  pages: z.array(ownedPageSchema),
  period: z.optional(periodSchema),
  resolved_page_id: strMaybe,
});

export type OwnedPage = z.infer<typeof ownedPageSchema>;
export type OwnedPages = z.infer<typeof ownedPagesSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Keywords

const idName = z.looseObject({ id: str, name: strOpt });

const keywordBaseFields = {
  id: str,
  text: str,
  status: z.optional(openEnum(ITEM_STATUSES)),
  /** Monthly searches in the segment's market now; null where no volume. */
  searches_mo: z.nullable(num),
  /** Best position in the latest check's top 10; null when none of your pages is there. */
  best_rank: z.nullable(num),
  top10_naming_you: z.nullable(num),
  google_label: strOpt,
  /** Engines whose background searches contain the keyword. */
  ai_searches_it: z.optional(stringList),
  score: z.optional(scoreMarkSchema),
  segment: z.optional(idName),
  topic: z.optional(idName),
  trend: z.optional(trendLabelSchema),
};

export const keywordListItemSchema = z.looseObject({ ...keywordBaseFields, clicks_showing_you: numOpt });

export const keywordListSchema = z.looseObject({
  ...pagingFields,
  meta: metaSchema,
  keywords: z.array(keywordListItemSchema),
  period: z.optional(periodSchema),
});

export const keywordResultSchema = z.looseObject({
  click_share: numMaybe,
  domain: strOpt,
  names_you: boolOpt,
  owner: z.optional(openEnum(['own'])),
  position: num,
  read_state: z.optional(openEnum(['read'])),
  recommends_you: boolOpt,
  title: strMaybe,
  url: str,
});

export const taskNoteSchema = z.looseObject({
  how_well_know: strMaybe,
  short_form: strMaybe,
  what_i_need_from_you: strMaybe,
  what_ill_do: strMaybe,
  whats_happening: strMaybe,
  why_it_matters: strMaybe,
});

export const taskEvidenceSchema = z.looseObject({
  answers_link: z.nullish(link),
  prompts: z.optional(
    z.array(
      z.looseObject({
        answer_count: numOpt,
        named_count: numOpt,
        answers_link: z.nullish(link),
        prompt_uid: strMaybe,
        text: strOpt,
      }),
    ),
  ),
});

/** Allowed values of kind, group, holder, member, stage, outcome: not shown — plain strings. */
const taskFields = {
  id: str,
  kind: strMaybe,
  title: strOpt,
  detail: strMaybe,
  /** Type not shown. */
  preview: z.unknown(),
  group: strMaybe,
  holder: strMaybe,
  member: strMaybe,
  stage: strMaybe,
  outcome: strMaybe,
  placed_position: numMaybe,
  not_seen_since_run: numMaybe,
  created_at: strMaybe,
  started_at: strMaybe,
  delivered_at: strMaybe,
  completed_at: strMaybe,
  paid_off_at: strMaybe,
  note: z.nullish(taskNoteSchema),
  evidence: z.nullish(taskEvidenceSchema),
};
export const keywordTaskSchema = z.looseObject(taskFields);

export const keywordSchema = z.looseObject({
  ...keywordBaseFields,
  meta: metaSchema,
  period: z.optional(periodSchema),
  /** Share of clicks (points) landing on a page showing you; null where not measured. */
  clicks_showing_you: z.nullable(num),
  /** The Search side over the period; null before a report froze a check. */
  figures: z.nullish(z.looseObject({
    service_score: z.nullish(measuredFigureSchema),
    mentioned: z.nullish(measuredFigureSchema),
    recommended: z.nullish(measuredFigureSchema),
  })),
  prompts: z.optional(z.array(z.looseObject({ engines: z.optional(stringList), prompt_id: str, text: str }))),
  /** The ten results of the latest check, in order. */
  results: z.optional(z.array(keywordResultSchema)),
  tasks: z.optional(z.array(keywordTaskSchema)),
});

export type KeywordListItem = z.infer<typeof keywordListItemSchema>;
export type KeywordList = z.infer<typeof keywordListSchema>;
export type KeywordResult = z.infer<typeof keywordResultSchema>;
export type TaskNote = z.infer<typeof taskNoteSchema>;
export type TaskEvidence = z.infer<typeof taskEvidenceSchema>;
export type KeywordTask = z.infer<typeof keywordTaskSchema>;
export type Keyword = z.infer<typeof keywordSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Prompts

export const promptListEngineSchema = z.looseObject({
  answer_id: strMaybe,
  engine: openEnum(ENGINES),
  state: z.optional(openEnum(['recommended'])),
  state_label: strOpt,
});

export const promptListItemSchema = z.looseObject({
  id: str,
  text: str,
  intent: z.nullish(openEnum(INTENTS)),
  segment: strMaybe,
  topic: strMaybe,
  status: z.optional(openEnum(ITEM_STATUSES)),
  engines: z.optional(z.array(promptListEngineSchema)),
});

/** Menus, period and the sort echo of this read: nested shapes not shown. */
export const promptListSchema = z.looseObject({
  prompts: z.array(promptListItemSchema),
  limit: numOpt,
  offset: numOpt,
  total: num,
  next_cursor: z.nullish(str),
  meta: metaSchema,
  period: z.unknown(),
  menus: z.unknown(),
});

export const engineCardTrendPointSchema = z.looseObject({
  answers: numOpt,
  at: str,
  break_label: strMaybe,
  breaks: z.optional(
    z.array(
      z.looseObject({
        added: z.optional(unknownList),
        part: z.optional(openEnum(['engines'])),
        removed: z.optional(unknownList),
        value: z.unknown(),
      }),
    ),
  ),
  high: numMaybe,
  low: numMaybe,
  key: z.nullish(z.looseObject({
    answer_pack_version: numOpt,
    engines: z.optional(stringList),
    markets: z.nullish(jsonObject),
    passes: numOpt,
    score_version: strOpt,
  })),
  scan_id: strMaybe,
  state: z.optional(openEnum(FIGURE_STATES)),
  value: numMaybe,
});

export const engineCardSchema = z.looseObject({
  display_name: strOpt,
  engine_id: str,
  figures: z.optional(z.array(scoreMarkSchema)),
  score: z.nullish(scoreMarkSchema),
  trend: z.optional(z.array(engineCardTrendPointSchema)),
});

export const promptEngineSchema = z.looseObject({
  answer_id: strMaybe,
  display_name: strOpt,
  engine: openEnum(ENGINES),
  read_at: strMaybe,
  reading: boolOpt,
  state: z.optional(openEnum(['leading'])),
  state_label: strOpt,
  states: z.nullish(z.looseObject({
    icon_states: z.optional(z.looseObject({
      mentioned: z.optional(openEnum(['yes'])),
      praised: z.optional(openEnum(['yes'])),
      recommended: z.optional(openEnum(['yes'])),
      understood: z.optional(openEnum(['yes'])),
    })),
    mentioned: boolOpt,
    praised: boolOpt,
    recommended: boolOpt,
    understood: numMaybe,
  })),
});

export const promptCompetitorSchema = z.looseObject({
  answers: numOpt,
  domain: strMaybe,
  is_you: boolOpt,
  key: str,
  name: str,
  service_score: z.nullish(measuredFigureSchema),
  mentioned: z.nullish(measuredFigureSchema),
  recommended: z.nullish(measuredFigureSchema),
  trend: z.nullish(trendLabelSchema),
});

export const promptSourceSchema = z.looseObject({
  citations: numOpt,
  domain: str,
  group: z.optional(openEnum(['own'])),
  group_label: strOpt,
  relation: z.optional(openEnum(['yours'])),
  relation_label: strOpt,
});

export const promptTileSchema = z.looseObject({
  answer_count: numMaybe,
  denominator: numMaybe,
  numerator: numMaybe,
  pct: numMaybe,
  unit_label: strOpt,
  explorer_filter: z.nullish(jsonObject),
});

export const actionSchema = z.looseObject({
  ...taskFields,
  return_group: strMaybe,
  state: z.nullish(openEnum(['new'])),
  gate: z.nullish(openEnum(['approval'])),
  draft_in_flight: z.nullish(openEnum(['drafting'])),
  dispatchable: boolOpt,
  platform: boolOpt,
  credit_cost: numMaybe,
  prompt_slot_cost: numMaybe,
  expected_impact_pts: numMaybe,
  verified_impact_pts: numMaybe,
  /** Types of impact_scale, route and target_entity: not shown. */
  impact_scale: z.unknown(),
  route: z.unknown(),
  target_entity: z.unknown(),
  primary_verb: z.nullish(openEnum(['dispatch'])),
  secondary_verbs: z.optional(unknownList),
  setup_link: z.nullish(z.looseObject({ href: str, label: strOpt })),
  updated_at: strMaybe,
  job: z.nullish(z.looseObject({
    act_label: strMaybe,
    control: z.nullish(openEnum(['dispatch'])),
    current: z.unknown(),
    kind: strMaybe,
    next_step: z.unknown(),
    primary_label: strMaybe,
    runs_steps: boolOpt,
    stages: z.optional(z.array(z.looseObject({
      doer: z.unknown(),
      done_at: strMaybe,
      key: str,
      label: strOpt,
      line: z.unknown(),
    }))),
    step: z.nullish(z.looseObject({ hold_at_gate: boolOpt, label: strMaybe })),
    stopped_at: strMaybe,
  })),
});

export const promptSchema = z.looseObject({
  id: str,
  text: str,
  intent: z.nullish(openEnum(INTENTS)),
  intent_source: z.nullish(openEnum(DECISION_SOURCES)),
  prompt_type: z.nullish(openEnum(PROMPT_TYPES)),
  prompt_type_source: z.nullish(openEnum(DECISION_SOURCES)),
  status: z.optional(openEnum(ITEM_STATUSES)),
  status_since: strMaybe,
  tracked_since: strMaybe,
  third_report_due_at: strMaybe,
  retention_days: numMaybe,
  search_volume: numMaybe,
  segment: strMaybe,
  topic: strMaybe,
  topic_id: strMaybe,
  answers: numOpt,
  sentence: strMaybe,
  engine_note: strMaybe,
  tail_note: strMaybe,
  answers_link: z.nullish(link),
  score: z.nullish(measuredFigureSchema),
  meta: metaSchema,
  period: z.optional(periodSchema),
  segment_detail: z.nullish(z.looseObject({ geo: z.unknown(), label: strMaybe, name: strMaybe, persona_id: strMaybe })),
  measurement: z.nullish(z.looseObject({
    country: strMaybe,
    language: strMaybe,
    measured_country: strMaybe,
    coverage: z.nullish(z.looseObject({
      keyword_research: z.optional(openEnum(['available'])),
      search_volume: z.optional(openEnum(['available'])),
    })),
  })),
  engine_vocabulary: z.optional(z.array(z.looseObject({ display_name: strOpt, engine_id: str, sort_order: numOpt }))),
  engines: z.optional(z.array(promptEngineSchema)),
  engine_cards: z.optional(z.array(engineCardSchema)),
  competitors: z.optional(z.array(promptCompetitorSchema)),
  sources: z.optional(z.array(promptSourceSchema)),
  tiles: z.optional(z.array(promptTileSchema)),
  actions: z.optional(z.array(actionSchema)),
});

export type PromptListEngine = z.infer<typeof promptListEngineSchema>;
export type PromptListItem = z.infer<typeof promptListItemSchema>;
export type PromptList = z.infer<typeof promptListSchema>;
export type EngineCard = z.infer<typeof engineCardSchema>;
export type EngineCardTrendPoint = z.infer<typeof engineCardTrendPointSchema>;
export type PromptEngine = z.infer<typeof promptEngineSchema>;
export type PromptCompetitor = z.infer<typeof promptCompetitorSchema>;
export type PromptSource = z.infer<typeof promptSourceSchema>;
export type PromptTile = z.infer<typeof promptTileSchema>;
export type Action = z.infer<typeof actionSchema>;
export type Prompt = z.infer<typeof promptSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Competitors

export const competitorSchema = z.looseObject({
  domain: strMaybe,
  name: str,
  is_you: boolOpt,
  rank: numMaybe,
  service_score: z.nullish(measuredFigureSchema),
  mentioned: z.nullish(measuredFigureSchema),
  recommended: z.nullish(measuredFigureSchema),
  /** Null for a tracked competitor no answer in the period asked about or named. */
  share_of_voice_pct: numMaybe,
});

/** The reference names these fields without types; counts are numbers, the rest is kept as is. */
export const competitorChannelSchema = z.looseObject({
  answers: numMaybe,
  domain: strMaybe,
  mentioned: z.unknown(),
  name: strOpt,
  prompts: numMaybe,
});

export const discoveredCompetitorSchema = z.looseObject({
  answers: numMaybe,
  domain: strMaybe,
  high: numMaybe,
  low: numMaybe,
  name: strOpt,
  state: z.nullish(openEnum(FIGURE_STATES)),
  value: numMaybe,
});

export const shareOfVoiceSchema = z.looseObject({
  answers: numMaybe,
  excluded_answers: numMaybe,
  population: z.optional(openEnum(['all_answers'])),
  rows: z.optional(z.array(z.looseObject({
    denominator: numMaybe,
    is_you: boolOpt,
    name: str,
    numerator: numMaybe,
    pct: numMaybe,
  }))),
  state: z.nullish(openEnum(FIGURE_STATES)),
});

export const competitorCellSchema = z.looseObject({
  answers: numMaybe,
  brand_key: strMaybe,
  brand_name: strMaybe,
  domain: strMaybe,
  is_new: boolOpt,
  line: z.unknown(),
  mentioned: z.unknown(),
  prompts: numMaybe,
  score: z.unknown(),
});

const competitorCellPage = z.looseObject({
  cells: z.array(competitorCellSchema),
  limit: numOpt,
  offset: numOpt,
  total: numOpt,
});

export const leaderboardRowSchema = z.looseObject({
  brand_key: strMaybe,
  brand_name: strMaybe,
  domain: strMaybe,
  is_you: boolOpt,
  mentioned: z.unknown(),
  rank: numMaybe,
  recommended: z.unknown(),
  score: z.unknown(),
  trend: z.unknown(),
});

/** Present only with `with_page`. */
export const competitorsPageSchema = z.looseObject({
  can_track: boolOpt,
  capacity: z.nullish(z.looseObject({ cap: numMaybe, used: numMaybe })),
  channels: z.optional(competitorCellPage),
  discovered: z.optional(competitorCellPage),
  leaderboard: z.optional(z.looseObject({
    direction: z.optional(openEnum(['asc', 'desc'])),
    limit: numOpt,
    offset: numOpt,
    sort: strOpt,
    total: numOpt,
    rows: z.array(leaderboardRowSchema),
  })),
  period: z.unknown(),
  sentence: strMaybe,
  share_of_voice: z.nullish(z.looseObject({
    denominator: numMaybe,
    info: z.unknown(),
    population: strOpt,
    state: strMaybe,
    segments: z.optional(z.array(
      z.looseObject({
        brand_key: strMaybe,
        count: numMaybe,
        kind: z.optional(openEnum(['you'])),
        label: strOpt,
        numerator: numMaybe,
        pct: numMaybe,
      }),
    )),
  })),
});

export const competitorsSchema = z.looseObject({
  meta: metaSchema,
  next_cursor: z.nullish(str),
  period: z.optional(periodSchema),
  competitors: z.array(competitorSchema),
  channels: z.optional(z.array(competitorChannelSchema)),
  discovered: z.optional(z.array(discoveredCompetitorSchema)),
  /** Only with `with_menus`. */
  menus: z.optional(countedMenusSchema),
  share_of_voice: z.nullish(shareOfVoiceSchema),
  page: z.nullish(competitorsPageSchema),
});

export type Competitor = z.infer<typeof competitorSchema>;
export type CompetitorChannel = z.infer<typeof competitorChannelSchema>;
export type DiscoveredCompetitor = z.infer<typeof discoveredCompetitorSchema>;
export type ShareOfVoice = z.infer<typeof shareOfVoiceSchema>;
export type CompetitorCell = z.infer<typeof competitorCellSchema>;
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export type CompetitorsPage = z.infer<typeof competitorsPageSchema>;
export type Competitors = z.infer<typeof competitorsSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Segments

const deltaBand = z.looseObject({ delta: numMaybe, high: numMaybe, low: numMaybe, real: boolOpt });
const engineVocabularyEntry = z.looseObject({ display_name: strOpt, engine_id: str, sort_order: numOpt });

export const segmentComparisonRowSchema = z.looseObject({
  segment_id: str,
  name: strOpt,
  label: strOpt,
  is_default: boolOpt,
  retired: boolOpt,
  prompt_count: numOpt,
  score: numMaybe,
  score_change: z.nullish(deltaBand),
  chips: z.nullish(z.looseObject({ claude: boolOpt, language: strMaybe, market: strMaybe, persona: strMaybe })),
  axes: z.optional(z.array(z.looseObject({
    axis: str,
    label: strOpt,
    population: z.unknown(),
    value: numMaybe,
    change: z.nullish(deltaBand),
  }))),
});

export const segmentSchema = z.looseObject({
  id: str,
  name: strOpt,
  label: strOpt,
  is_default: boolOpt,
  retired: boolOpt,
  prompt_count: numOpt,
  config_version: numOpt,
  country: strMaybe,
  language: strMaybe,
  subregion: strMaybe,
  persona_id: strMaybe,
  engines: z.optional(unknownList),
  engine_selection: z.optional(unknownList),
  engine_vocabulary: z.optional(z.array(engineVocabularyEntry)),
});

export const personaSchema = z.looseObject({
  id: str,
  name: strOpt,
  ai_generated: boolOpt,
  audience_type: strMaybe,
  description: strMaybe,
  fields: z.nullish(jsonObject),
});

/** The segments read without its meta: brand settings embed the same shape. */
const segmentsBodyFields = {
  /** The complete `1w` comparison, Default first. */
  comparison: z.optional(z.looseObject({ rows: z.array(segmentComparisonRowSchema), total: numOpt })),
  segments: z.array(segmentSchema),
  personas: z.optional(z.array(personaSchema)),
  segment_limit: numMaybe,
  segment_limit_note: strMaybe,
  vocabulary: z.nullish(z.looseObject({
    languages: z.nullish(jsonObject),
    markets: z.nullish(jsonObject),
    subregions: z.nullish(jsonObject),
    optional_engines: z.optional(unknownList),
    standard_engines: z.optional(unknownList),
  })),
};
export const segmentsSchema = z.looseObject({ ...segmentsBodyFields, meta: metaSchema });

export type SegmentComparisonRow = z.infer<typeof segmentComparisonRowSchema>;
export type Segment = z.infer<typeof segmentSchema>;
export type Persona = z.infer<typeof personaSchema>;
export type Segments = z.infer<typeof segmentsSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Brand settings (no as_of)

export const autonomySchema = z.looseObject({
  preset: z.optional(openEnum(['autopilot'])),
  locked: z.optional(unknownList),
  locked_presets: z.optional(unknownList),
  simple: z.nullish(z.looseObject({ ask_before_leaving: boolOpt, auto_site_fixes: boolOpt })),
  site_fixes_executor: boolOpt,
  read_only: z.nullish(z.looseObject({ message: strMaybe, reason: z.nullish(openEnum(['canceled'])), until: strMaybe })),
  areas: z.optional(z.array(
    z.looseObject({
      area: openEnum(['website']),
      outreach: z.nullish(z.looseObject({ routes: z.optional(unknownList) })),
      refusal: z.unknown(),
      suspended: boolOpt,
      switches: z.nullish(z.looseObject({
        acts_without_asking: boolOpt,
        picks_up_work: boolOpt,
        runs_steps: boolOpt,
        skips_draft_approval: boolOpt,
      })),
      unavailable: z.optional(stringList),
    }),
  )),
});

export const connectionSchema = z.looseObject({
  provider: str,
  state: z.optional(openEnum(['connected'])),
  available: boolOpt,
  detail: z.nullish(jsonObject),
  notification_rules: z.nullish(jsonObject),
  reauthorise_from: z.unknown(),
  reauthorise_token_ended: boolOpt,
});

export const brandProfileSchema = z.looseObject({
  domain: strMaybe,
  domain_id: z.unknown(),
  edited_at: strMaybe,
  alias_limit: numOpt,
  fact_limit: numOpt,
  rival_cap: numOpt,
  countries: z.nullish(jsonObject),
  country_languages: z.nullish(jsonObject),
  languages: z.nullish(jsonObject),
  aliases: z.optional(z.array(z.looseObject({ name: str, removable: boolOpt, source: z.optional(openEnum(['name'])) }))),
  /** Claim fields are named without types. */
  claims: z.optional(z.array(z.looseObject({ label: strOpt }))),
  facts: z.optional(z.array(
    z.looseObject({
      id: str,
      statement: str,
      version: numOpt,
      added_at: strMaybe,
      updated_at: strMaybe,
      added_by: strMaybe,
    }),
  )),
  personas: z.optional(z.array(
    z.extend(personaSchema, {
      is_general_buyer: boolOpt,
      shift: z.unknown(),
      segments: z.optional(z.array(z.looseObject({ id: str, is_default: boolOpt, label: strOpt, name: strOpt }))),
    }),
  )),
  rivals: z.optional(z.array(z.looseObject({
    brand_key: strMaybe,
    brand_name: strMaybe,
    source: strMaybe,
    status: strMaybe,
  }))),
  profile: z.nullish(z.looseObject({
    aliases: z.optional(unknownList),
    audience: z.unknown(),
    category: z.unknown(),
    country: z.unknown(),
    differentiators: z.unknown(),
    language: z.unknown(),
    measured_product_line: z.unknown(),
    offering: z.unknown(),
    product_lines: z.optional(z.array(z.looseObject({ category: strMaybe, name: strMaybe, target_buyer: strMaybe }))),
  })),
});

export const brandSettingsSchema = z.looseObject({
  brand_id: str,
  name: str,
  domain: str,
  description: strMaybe,
  deletion_scheduled_for: strMaybe,
  meta: z.optional(metaSchema),
  /** Active prompts in the current prompt set, excluding retired segments. */
  prompts_used: numOpt,
  /** The brand's reservation; null when it shares the pool. */
  prompts_reserved: z.nullable(num),
  segments: z.optional(z.looseObject(segmentsBodyFields)),
  autonomy: z.optional(autonomySchema),
  connections: z.optional(z.array(connectionSchema)),
  owned_domains: z.optional(z.looseObject({
    confirmed: z.optional(stringList),
    derived: z.optional(stringList),
    dismissed: z.optional(stringList),
    proposed: z.optional(stringList),
  })),
  profile: z.optional(brandProfileSchema),
});

export type Autonomy = z.infer<typeof autonomySchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type BrandProfile = z.infer<typeof brandProfileSchema>;
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Conversations (no as_of)

export const conversationSchema = z.looseObject({
  id: str,
  title: strMaybe,
  agent: strOpt,
  kind: strOpt,
  archived: boolOpt,
  shared: boolOpt,
  owner_account_id: strMaybe,
  last_seq: numOpt,
  last_read_seq: numOpt,
  /** Counted from the caller's read position. */
  unread: numOpt,
});
export const conversationsSchema = z.looseObject({ conversations: z.array(conversationSchema) });

export type Conversation = z.infer<typeof conversationSchema>;
export type Conversations = z.infer<typeof conversationsSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// GET /v1/brands — shape not shown, so this reading is best effort (see brands.ts).

export interface BrandSummary {
  id: string;
  name: string;
  domain: string;
}
