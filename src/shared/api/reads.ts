// Every read of the Brand Visibility Read API v1, declared once: its path, the query names the reference gives (and
// only those; where it names a parameter only by constraint, the parameter is absent), the response schema, and where
// its pageable list, each item's id and `next_cursor` are. The client's methods (core/api/client.ts), the pinned
// session's (core/api/session.ts), the query validation (core/api/query.ts), the extension's read helpers
// (extension/session/sessionReads.ts) and the CLI's `get` (cli/get.ts) all come from this table; so can one agent
// tool per read (name, description, input schema).
// The sample API (test/sample-api/) keeps its own reading of the reference on purpose: it is the test oracle.
import type * as z from 'zod/mini';
import {
  ENGINES,
  INTENTS,
  KEYWORD_VIEWS,
  PERIODS,
  PROMPT_TYPES,
  auditSchema,
  brandSettingsSchema,
  citedPagesSchema,
  competitorsSchema,
  conversationsSchema,
  keywordListSchema,
  keywordSchema,
  ownedPagesSchema,
  promptListSchema,
  promptSchema,
  reputationSchema,
  segmentsSchema,
} from './schemas.js';

/** A query parameter's constraint, as the reference states it, and what it does in one line. */
export type ParamRule = { description: string } & (
  | { kind: 'int'; min: number; max?: number; nullable?: boolean }
  | { kind: 'uuid' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'string'; maxLength: number }
  | { kind: 'bool' }
);

/** Every query parameter name the reference gives, with its constraint (section Endpoints and Limits). */
export const PARAMS = {
  engine: { kind: 'enum', values: ENGINES, description: 'Only answers of this AI engine.' },
  type: { kind: 'enum', values: PROMPT_TYPES, description: 'Only prompts of this type.' },
  intent: { kind: 'enum', values: INTENTS, description: 'Only prompts of this intent.' },
  prompt: { kind: 'uuid', description: 'Only this tracked prompt (its id).' },
  topic: { kind: 'uuid', description: 'Only this topic (its id).' },
  // The reference gives 200 for the keywords read's segment label; the reputation filter takes the same labels.
  segment: { kind: 'string', maxLength: 200, description: 'Only this segment, by its label.' },
  as_of: { kind: 'uuid', description: 'Pin to this completed scan (its id): scans completed after it are left out.' },
  period: { kind: 'enum', values: PERIODS, description: 'The period the figures cover (default 1w).' },
  limit: { kind: 'int', min: 1, max: 100, description: 'Items per page (default 20).' },
  offset: { kind: 'int', min: 0, description: "Items to skip; a cursor's own position overrides it." },
  cursor: { kind: 'string', maxLength: 4096, description: 'The next_cursor of the previous page, sent with the same filters and limit.' },
  list_limit: { kind: 'int', min: 1, max: 100, nullable: true, description: "Items per reputation list; null for the service's default." },
  prompts_offset: { kind: 'int', min: 0, description: 'Prompts to skip (reputation: negative prompts; cited pages: citing prompts).' },
  sources_offset: { kind: 'int', min: 0, description: 'Negative sources to skip.' },
  pages_offset: { kind: 'int', min: 0, description: 'Pages to skip in the reputation read.' },
  prompts_limit: { kind: 'int', min: 1, max: 100, description: 'Citing prompts per cited page.' },
  view: {
    kind: 'enum',
    values: KEYWORD_VIEWS,
    description: 'tracked: the keywords read now; archived: keywords archived, or in a topic archived in their segment.',
  },
  with_page: { kind: 'bool', description: 'Add the page object and the paged leaderboard.' },
  with_menus: { kind: 'bool', description: 'Add the filter menus.' },
} as const satisfies Record<string, ParamRule>;

export type ParamName = keyof typeof PARAMS;

/** The path parameters of the reads (all uuids in the reference) and what each names. */
export const PATH_PARAMS = {
  brand_id: 'The brand (its id).',
  keyword_id: "The keyword's stable id.",
  prompt_uid: "The prompt's id.",
} as const;

/** Where a read's pageable list is, what identifies one of its items, and where the next page's cursor is. */
export interface PagingDeclaration {
  /** Keys from the response's top level to the list. */
  list: readonly string[];
  /** The field of an item that identifies it across pages (a restarted list skips what it already gave). */
  id: string;
  /** Keys from the top level to `next_cursor`; the reference puts it at the top level for every paged read. */
  nextCursor?: readonly string[];
  /** Query values without which the list is not paged (the response has no such list, next_cursor is null). */
  requires?: Readonly<Partial<Record<ParamName, string | number | boolean>>>;
}

export interface ReadDeclaration {
  /** What it answers, in one line. */
  description: string;
  /** GET path as the reference writes it; `{name}` are path parameters (all uuids). */
  path: `/v1/brands/{brand_id}${string}`;
  /** The CLI's name for it (`brand-visibility get NAME`). */
  cli: string;
  /** The query names the reference gives for this read, in the order they are sent. A read takes a scan pin when `as_of` is among them. */
  query: readonly ParamName[];
  schema: z.ZodMiniType;
  paging?: PagingDeclaration;
}

export const READS = {
  reputation: { path: '/v1/brands/{brand_id}/reputation', cli: 'reputation', schema: reputationSchema,
    query: ['engine', 'prompt', 'type', 'intent', 'topic', 'segment', 'as_of', 'period', 'list_limit', 'prompts_offset', 'sources_offset', 'pages_offset'],
    description: 'How AI answers describe the brand: understood and praised figures, facts, negative prompts and sources, best quotes.' },
  citedPages: { path: '/v1/brands/{brand_id}/cited-pages', cli: 'cited-pages', schema: citedPagesSchema, paging: { list: ['pages'], id: 'url' },
    query: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period', 'prompts_limit', 'prompts_offset'],
    description: 'The pages AI answers cite under the period and filters, with citation counts and owners.' },
  audit: { path: '/v1/brands/{brand_id}/audit', cli: 'audit', schema: auditSchema, paging: { list: ['pages'], id: 'page_id' },
    query: ['as_of', 'cursor', 'limit', 'offset'],
    description: "The latest crawl of the brand's site: readiness, site checks by group and the audited pages." },
  ownedPages: { path: '/v1/brands/{brand_id}/pages', cli: 'pages', schema: ownedPagesSchema, paging: { list: ['pages'], id: 'id' },
    query: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
    description: "The brand's own pages, most cited over the period first." },
  keywords: { path: '/v1/brands/{brand_id}/keywords', cli: 'keywords', schema: keywordListSchema, paging: { list: ['keywords'], id: 'id' },
    query: ['as_of', 'limit', 'offset', 'cursor', 'period', 'view', 'topic', 'segment'],
    description: "The brand's keywords: how buyers search a web search engine for each topic in each segment." },
  keyword: { path: '/v1/brands/{brand_id}/keywords/{keyword_id}', cli: 'keyword', schema: keywordSchema,
    query: ['as_of', 'period'],
    description: 'One keyword with its figures, the top 10 of the latest check, its prompts and tasks.' },
  prompts: { path: '/v1/brands/{brand_id}/prompts', cli: 'prompts', schema: promptListSchema, paging: { list: ['prompts'], id: 'id' },
    query: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
    description: "The tracked prompts and how each engine's latest answer treated the brand." },
  prompt: { path: '/v1/brands/{brand_id}/prompts/{prompt_uid}', cli: 'prompt', schema: promptSchema,
    query: ['engine', 'type', 'intent', 'as_of', 'period'],
    description: "One prompt: its score, each engine's answer, competitors, sources and actions." },
  competitors: { path: '/v1/brands/{brand_id}/competitors', cli: 'competitors', schema: competitorsSchema,
    paging: { list: ['page', 'leaderboard', 'rows'], id: 'brand_key', requires: { with_page: true } },
    query: ['as_of', 'engine', 'type', 'intent', 'period', 'limit', 'offset', 'cursor', 'with_page', 'with_menus'],
    description: 'The brand and its tracked rivals ranked by service score over the period; with_page adds the paged leaderboard.' },
  segments: { path: '/v1/brands/{brand_id}/segments', cli: 'segments', schema: segmentsSchema,
    query: ['as_of'],
    description: 'Segment configuration and the complete 1w comparison, Default first.' },
  settings: { path: '/v1/brands/{brand_id}/settings', cli: 'settings', schema: brandSettingsSchema,
    query: [],
    description: 'Brand settings: profile, rivals, owned domains, autonomy, connections and segments (live, no scan pin).' },
  conversations: { path: '/v1/brands/{brand_id}/conversations', cli: 'conversations', schema: conversationsSchema,
    query: [],
    description: "Standing threads, shared chats and the caller's own private chats, archived ones included (live, no scan pin)." },
} as const satisfies Record<string, ReadDeclaration>;

export type Reads = typeof READS;
export type ReadName = keyof Reads;
export const READ_NAMES = Object.keys(READS) as ReadName[];

// ---------------------------------------------------------------------------------------------------------------------
// What follows from a declaration, for values and for types

/** The path parameters of a read, in path order (`brand_id` first). */
export function pathParamsOf(name: ReadName): string[] {
  return [...READS[name].path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
}

/** A read that depends on a scan takes `as_of`: its sessions pin it. */
export function takesScanPin(name: ReadName): boolean {
  return (READS[name].query as readonly ParamName[]).includes('as_of');
}

/** The value at `keys` below `value`, or undefined where any step is missing. */
export function valueAt(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The parsed response of a read. */
export type ReadResult<N extends ReadName> = z.infer<Reads[N]['schema']>;

/** One string per path parameter, `brand_id` first. */
type PathArgs<P extends string> = P extends `${string}{${string}}${infer Rest}` ? [string, ...PathArgs<Rest>] : [];
export type ReadPathArgs<N extends ReadName> = PathArgs<Reads[N]['path']>;
/** The path parameters after `brand_id` (an item read's id). */
export type ItemArgs<N extends ReadName> = ReadPathArgs<N> extends [string, ...infer Rest] ? Rest : [];

type ParamValue<R> = R extends { kind: 'int'; nullable: true }
  ? number | null
  : R extends { kind: 'int' }
    ? number
    : R extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : R extends { kind: 'bool' }
        ? boolean
        : string;

/** The query options of a read: exactly its parameter names, typed by their constraints. */
export type ReadQuery<N extends ReadName> = { [P in Reads[N]['query'][number]]?: ParamValue<(typeof PARAMS)[P]> };

/** The reads with a pageable list. */
export type PagedReadName = { [N in ReadName]: Reads[N] extends { paging: PagingDeclaration } ? N : never }[ReadName];

type At<T, K extends readonly string[]> = K extends readonly [infer H extends string, ...infer R extends readonly string[]]
  ? At<H extends keyof NonNullable<T> ? NonNullable<T>[H] : undefined, R>
  : T;
/** One item of a paged read's list. */
export type ReadItem<N extends PagedReadName> = NonNullable<At<ReadResult<N>, Reads[N]['paging']['list']>> extends readonly (infer I)[] ? I : never;

/** The paged reads whose list is paged without further query values (what a tree section pages through). */
export type ListReadName = { [N in PagedReadName]: Reads[N]['paging'] extends { requires: object } ? never : N }[PagedReadName];

/** Where a paged read's `next_cursor` is. */
export function nextCursorOf(paging: PagingDeclaration): readonly string[] {
  return paging.nextCursor ?? ['next_cursor'];
}

/** Whether a read is a list read: paged without further query values. */
export function isListRead(name: ReadName): name is ListReadName {
  const paging: PagingDeclaration | undefined = (READS[name] as ReadDeclaration).paging;
  return paging !== undefined && paging.requires === undefined;
}

/** A paged read's list, its total and the next page's cursor, from one response where its declaration says they are. */
export function pageOf<N extends PagedReadName>(name: N, response: ReadResult<N>): { items: ReadItem<N>[]; total: number; nextCursor: string | null } {
  const paging: PagingDeclaration = READS[name].paging;
  const items = valueAt(response, paging.list);
  // The reference puts `total` beside each paged list (top level, or in the leaderboard object).
  const total = valueAt(response, [...paging.list.slice(0, -1), 'total']);
  const next = valueAt(response, nextCursorOf(paging));
  const list = Array.isArray(items) ? (items as ReadItem<N>[]) : [];
  return { items: list, total: typeof total === 'number' ? total : list.length, nextCursor: typeof next === 'string' && next !== '' ? next : null };
}

/**
 * Gives a class one method per read (`prototype.keywords = …`), each handing its name and arguments to `call`. The class
 * declares the methods' types with a mapped type over the table (see client.ts, session.ts).
 */
export function installReadMethods<T>(prototype: T, call: (self: T, name: ReadName, args: unknown[]) => unknown): void {
  for (const name of READ_NAMES) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: T, ...args: unknown[]) {
        return call(this, name, args);
      },
    });
  }
}
