// Typed query options per read, validated locally and serialized with ONLY the parameter names the reference gives
// for that endpoint. Options use the wire names (as_of, list_limit, …) so there is no second vocabulary to map.
// Parameters the reference describes only by constraint ("names: not shown") are deliberately absent.
import { InvalidRequestOptionsError, type OptionIssue } from './errors.js';
import {
  ENGINES,
  INTENTS,
  KEYWORD_VIEWS,
  PERIODS,
  PROMPT_TYPES,
  type Engine,
  type Intent,
  type KeywordView,
  type PeriodPreset,
  type PromptType,
} from './schemas.js';

export interface ScanPinOption {
  /** Include only scans up to this completed scan id (uuid). Not sent together with `cursor`: a cursor carries its pin. */
  as_of?: string;
}
export interface PeriodOption {
  /** Default `1w`. */
  period?: PeriodPreset;
}
export interface SharedFilters {
  engine?: Engine;
  type?: PromptType;
  intent?: Intent;
}
export interface PageOptions {
  /** 1 to 100. */
  limit?: number;
  /** >= 0; a cursor's own offset overrides it. */
  offset?: number;
  /** Opaque `next_cursor` of the previous page, max 4096 characters. */
  cursor?: string;
}

export type ReputationQuery = SharedFilters &
  ScanPinOption &
  PeriodOption & {
    /** A tracked prompt id (uuid). */
    prompt?: string;
    /** A topic id (uuid). */
    topic?: string;
    /** A segment label. */
    segment?: string;
    /** 1 to 100; null = the server's default. */
    list_limit?: number | null;
    prompts_offset?: number;
    sources_offset?: number;
    pages_offset?: number;
  };
export type CitedPagesQuery = SharedFilters &
  ScanPinOption &
  PeriodOption &
  PageOptions & {
    /** Citing prompts per page: 1 to 100. */
    prompts_limit?: number;
    prompts_offset?: number;
  };
export type AuditQuery = ScanPinOption & PageOptions;
export type OwnedPagesQuery = SharedFilters & ScanPinOption & PeriodOption & PageOptions;
export type KeywordsQuery = ScanPinOption &
  PeriodOption &
  PageOptions & {
    view?: KeywordView;
    /** Only this topic's keywords (uuid). */
    topic?: string;
    /** By label, up to 200 characters. */
    segment?: string;
  };
export type KeywordQuery = ScanPinOption & PeriodOption;
export type PromptsQuery = SharedFilters & ScanPinOption & PeriodOption & PageOptions;
export type PromptQuery = SharedFilters & ScanPinOption & PeriodOption;
export type CompetitorsQuery = SharedFilters &
  ScanPinOption &
  PeriodOption &
  PageOptions & {
    /** Adds the page object and the paged leaderboard. */
    with_page?: boolean;
    /** Adds menus. */
    with_menus?: boolean;
  };
export type SegmentsQuery = ScanPinOption;
/** Brand settings and conversations take no query parameters. */
export type NoQuery = Record<string, never>;

type Rule =
  | { kind: 'int'; min: number; max?: number }
  | { kind: 'uuid' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'string'; maxLength: number }
  | { kind: 'bool' };

/** Every parameter name the reference gives, with its constraint. */
const RULES = {
  engine: { kind: 'enum', values: ENGINES },
  type: { kind: 'enum', values: PROMPT_TYPES },
  intent: { kind: 'enum', values: INTENTS },
  prompt: { kind: 'uuid' },
  topic: { kind: 'uuid' },
  // The reference gives 200 for the keywords read's segment label; the reputation filter takes the same labels.
  segment: { kind: 'string', maxLength: 200 },
  as_of: { kind: 'uuid' },
  period: { kind: 'enum', values: PERIODS },
  limit: { kind: 'int', min: 1, max: 100 },
  offset: { kind: 'int', min: 0 },
  cursor: { kind: 'string', maxLength: 4096 },
  list_limit: { kind: 'int', min: 1, max: 100 },
  prompts_offset: { kind: 'int', min: 0 },
  sources_offset: { kind: 'int', min: 0 },
  pages_offset: { kind: 'int', min: 0 },
  prompts_limit: { kind: 'int', min: 1, max: 100 },
  view: { kind: 'enum', values: KEYWORD_VIEWS },
  with_page: { kind: 'bool' },
  with_menus: { kind: 'bool' },
} as const satisfies Record<string, Rule>;

export type ParamName = keyof typeof RULES;

/** Per read, the parameter names the reference gives — nothing else is ever sent. */
export const ENDPOINT_PARAMS = {
  reputation: [
    'engine',
    'prompt',
    'type',
    'intent',
    'topic',
    'segment',
    'as_of',
    'period',
    'list_limit',
    'prompts_offset',
    'sources_offset',
    'pages_offset',
  ],
  citedPages: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period', 'prompts_limit', 'prompts_offset'],
  audit: ['as_of', 'cursor', 'limit', 'offset'],
  ownedPages: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
  keywords: ['as_of', 'limit', 'offset', 'cursor', 'period', 'view', 'topic', 'segment'],
  keyword: ['as_of', 'period'],
  prompts: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
  prompt: ['engine', 'type', 'intent', 'as_of', 'period'],
  competitors: ['as_of', 'engine', 'type', 'intent', 'period', 'limit', 'offset', 'cursor', 'with_page', 'with_menus'],
  segments: ['as_of'],
  settings: [],
  conversations: [],
} as const satisfies Record<string, readonly ParamName[]>;

export type Endpoint = keyof typeof ENDPOINT_PARAMS;

/** Reads whose answer depends on a scan and therefore take `as_of`. */
export function takesScanPin(endpoint: Endpoint): boolean {
  return (ENDPOINT_PARAMS[endpoint] as readonly ParamName[]).includes('as_of');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function checkValue(rule: Rule, value: unknown): string | undefined {
  switch (rule.kind) {
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'must be a whole number';
      if (value < rule.min) return `must be at least ${rule.min}`;
      if (rule.max !== undefined && value > rule.max) return `must be at most ${rule.max}`;
      return undefined;
    case 'uuid':
      return isUuid(value) ? undefined : 'must be a UUID';
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value) ? undefined : `must be one of ${rule.values.join(', ')}`;
    case 'string':
      if (typeof value !== 'string' || value === '') return 'must be a non-empty string';
      return value.length > rule.maxLength ? `must be at most ${rule.maxLength} characters` : undefined;
    case 'bool':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
  }
}

/**
 * Validates `options` against the endpoint's parameters and returns them as ordered [name, value] pairs.
 * Throws InvalidRequestOptionsError listing every problem, including names this read does not take.
 */
export function buildQuery(endpoint: Endpoint, options: object | undefined): [string, string][] {
  const allowed = ENDPOINT_PARAMS[endpoint] as readonly ParamName[];
  const given = (options ?? {}) as Record<string, unknown>;
  const issues: OptionIssue[] = [];
  for (const name of Object.keys(given)) {
    if (given[name] !== undefined && !(allowed as readonly string[]).includes(name)) {
      issues.push({ name, message: `is not a parameter of the ${endpoint} read` });
    }
  }
  const pairs: [string, string][] = [];
  for (const name of allowed) {
    const value = given[name];
    if (value === undefined || value === null) continue;
    // A cursor already pins its first page's scans; the server refuses an explicit as_of next to it.
    if (name === 'as_of' && given.cursor !== undefined && given.cursor !== null) continue;
    const problem = checkValue(RULES[name], value);
    if (problem) issues.push({ name, message: `${problem} (got ${describeValue(value)})` });
    else pairs.push([name, String(value)]);
  }
  if (issues.length > 0) throw new InvalidRequestOptionsError(issues);
  return pairs;
}

/** Validates path ids (brand, keyword, prompt): all uuids in the reference. */
export function checkPathIds(ids: Record<string, unknown>): void {
  const issues: OptionIssue[] = [];
  for (const [name, value] of Object.entries(ids)) {
    if (!isUuid(value)) issues.push({ name, message: `must be a UUID (got ${describeValue(value)})` });
  }
  if (issues.length > 0) throw new InvalidRequestOptionsError(issues);
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `a ${value.length}-character string` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : typeof value;
}
