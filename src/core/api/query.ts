// Query options per read, validated locally and serialized with ONLY the parameter names the reference gives for that
// read (the read table, reads.ts). Options use the wire names (as_of, list_limit, …) so there is no second vocabulary.
import { InvalidRequestOptionsError, type OptionIssue } from './errors.js';
import { PARAMS, READS, READ_NAMES, type ParamName, type ParamRule, type ReadName, type ReadQuery, type Reads } from '../../shared/api/reads.js';

export interface ScanPinOption {
  /** Include only scans up to this completed scan id (uuid). Not sent together with `cursor`: a cursor carries its pin. */
  as_of?: string;
}

export type ReputationQuery = ReadQuery<'reputation'>;
export type CitedPagesQuery = ReadQuery<'citedPages'>;
export type AuditQuery = ReadQuery<'audit'>;
export type OwnedPagesQuery = ReadQuery<'ownedPages'>;
export type KeywordsQuery = ReadQuery<'keywords'>;
export type KeywordQuery = ReadQuery<'keyword'>;
export type PromptsQuery = ReadQuery<'prompts'>;
export type PromptQuery = ReadQuery<'prompt'>;
export type CompetitorsQuery = ReadQuery<'competitors'>;
export type SegmentsQuery = ReadQuery<'segments'>;
/** Brand settings and conversations take no query parameters. */
export type NoQuery = Record<string, never>;

/** Per read, the parameter names the reference gives — nothing else is ever sent. */
export const ENDPOINT_PARAMS = Object.fromEntries(READ_NAMES.map((name) => [name, READS[name].query])) as {
  readonly [N in ReadName]: Reads[N]['query'];
};

export type Endpoint = ReadName;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function checkValue(rule: ParamRule, value: unknown): string | undefined {
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
    const problem = checkValue(PARAMS[name], value);
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
