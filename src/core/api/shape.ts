// Turns a zod failure into a ResponseShapeError that names the JSON path and what was expected there,
// e.g. `keywords[3].searches_mo: expected number or null, got string`.
import type * as z from 'zod/mini';
import { ResponseShapeError } from './errors.js';

type Path = readonly PropertyKey[];

/** Parses `data` with `schema`; a failure names the first offending path. */
export function parseShape<S extends z.ZodMiniType>(schema: S, data: unknown, route: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  return throwShape(route, formatPath(path), describeIssue(schema, data, issue));
}

function throwShape(route: string, path: string, problem: string): never {
  throw new ResponseShapeError(route, path, problem);
}

export function formatPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
}

function defOf(schema: z.ZodMiniType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** Whether the schema found at `path` accepts null: zod reports the inner type only, so walk there to say "or null". */
function acceptsNullAt(root: z.ZodMiniType, path: Path): boolean {
  let schema: z.ZodMiniType | undefined = root;
  let nullable = false;
  const unwrap = (): void => {
    for (let def = defOf(schema!); ; def = defOf(schema!)) {
      if (def.type === 'nullable') nullable = true;
      if (!['nullable', 'optional', 'default', 'catch', 'prefault'].includes(def.type) || !def.innerType) return;
      schema = def.innerType;
    }
  };
  unwrap();
  for (const key of path) {
    nullable = false;
    const def = defOf(schema);
    if (def.type === 'object' && def.shape && typeof key === 'string') schema = def.shape[key];
    else if (def.type === 'array' && def.element) schema = def.element;
    else return false;
    if (!schema) return false;
    unwrap();
  }
  return nullable;
}

function describeIssue(schema: z.ZodMiniType, data: unknown, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'unreadable value';
  const got = typeName(valueAt(data, issue.path));
  if (issue.code === 'invalid_type') {
    const expected = String(issue.expected) + (acceptsNullAt(schema, issue.path) ? ' or null' : '');
    return got === 'undefined' ? `expected ${expected}, but the field is missing` : `expected ${expected}, got ${got}`;
  }
  return `unexpected ${got} (${issue.code})`;
}
