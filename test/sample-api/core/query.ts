// Query and path parameter validation with FastAPI-like 422 errors (loc, msg, type).
// Each route lists only the parameter names the reference gives; any other name is ignored but reported,
// so tests can assert that a client sends named parameters only.
import type { ValidationError } from './response.js';

export type ParamSpec =
  | { kind: 'int'; min?: number; max?: number; default?: number }
  | { kind: 'enum'; values: readonly string[]; default?: string }
  | { kind: 'uuid' }
  | { kind: 'string'; maxLength: number }
  | { kind: 'bool'; default?: boolean };

export type ParamValue = string | number | boolean | null;
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

export interface ParsedQuery {
  /** Every named parameter: its value, its default, or null when absent. */
  values: Record<string, ParamValue>;
  /** Names the caller actually sent (among the named ones). */
  given: Set<string>;
  errors: ValidationError[];
  /** Parameter names this route does not know. */
  ignored: string[];
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const TRUE = new Set(['1', 'true', 'on', 'yes', 't', 'y']);
const FALSE = new Set(['0', 'false', 'off', 'no', 'f', 'n']);

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The canonical form FastAPI gives a parsed UUID: lower case with dashes. */
export function canonicalUuid(text: string): string {
  const hex = text.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function quoteList(values: readonly string[]): string {
  const quoted = values.map((v) => `'${v}'`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** Parses one raw value; returns the value or the error (without loc). */
export function parseValue(raw: string, spec: ParamSpec): { value: ParamValue } | { error: Omit<ValidationError, 'loc'> } {
  switch (spec.kind) {
    case 'int': {
      if (!/^[+-]?\d+$/.test(raw.trim())) {
        return { error: { msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing' } };
      }
      const n = Number(raw.trim());
      if (spec.min !== undefined && n < spec.min) {
        return { error: { msg: `Input should be greater than or equal to ${spec.min}`, type: 'greater_than_equal' } };
      }
      if (spec.max !== undefined && n > spec.max) {
        return { error: { msg: `Input should be less than or equal to ${spec.max}`, type: 'less_than_equal' } };
      }
      return { value: n };
    }
    case 'enum':
      return spec.values.includes(raw)
        ? { value: raw }
        : { error: { msg: `Input should be ${quoteList(spec.values)}`, type: 'enum' } };
    case 'uuid':
      return isUuid(raw)
        ? { value: canonicalUuid(raw) }
        : { error: { msg: 'Input should be a valid UUID, invalid character or length', type: 'uuid_parsing' } };
    case 'string':
      return raw.length <= spec.maxLength
        ? { value: raw }
        : { error: { msg: `String should have at most ${spec.maxLength} characters`, type: 'string_too_long' } };
    case 'bool': {
      const lower = raw.toLowerCase();
      if (TRUE.has(lower)) return { value: true };
      if (FALSE.has(lower)) return { value: false };
      return { error: { msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing' } };
    }
  }
}

export function parseQuery(params: URLSearchParams, specs: ParamSpecs): ParsedQuery {
  const values: Record<string, ParamValue> = {};
  const given = new Set<string>();
  const errors: ValidationError[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const all = params.getAll(name);
    if (all.length === 0) {
      values[name] = 'default' in spec && spec.default !== undefined ? spec.default : null;
      continue;
    }
    // Like Starlette, the last occurrence of a repeated scalar parameter wins.
    const parsed = parseValue(all[all.length - 1], spec);
    given.add(name);
    if ('error' in parsed) {
      errors.push({ loc: ['query', name], ...parsed.error });
      values[name] = null;
    } else {
      values[name] = parsed.value;
    }
  }
  const ignored = [...new Set([...params.keys()].filter((name) => !(name in specs)))];
  return { values, given, errors, ignored };
}
