// Shared helpers of the sample API tests: one server per suite, and a small typed GET.
import { startSampleApi, type SampleApi, type SampleApiOptions } from '../../sample-api/server.js';

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface GetOptions {
  key?: string | null;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance: string;
  errors?: Array<{ loc: Array<string | number>; msg: string; type: string }>;
  rate_limit?: { limit: number; window: number; remaining: number; reset: number };
  domain?: string;
  rescan_url?: string;
};

export type ScanRef = { id: string; completed_at: string } | null;
export type Meta = { query: Record<string, unknown>; data_as_of: ScanRef };

/** GET a path of the sample server with the member key unless told otherwise. */
export async function get<T = Record<string, unknown>>(api: SampleApi, path: string, opts: GetOptions = {}): Promise<Reply<T>> {
  const url = new URL(path, api.url);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...opts.headers };
  const key = opts.key === undefined ? api.keys.member : opts.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  const res = await fetch(url, { headers, redirect: 'manual' });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

export async function control(api: SampleApi, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(path, api.url), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Starts a server before the suite and closes it after; `reset()` between tests keeps them independent. */
export function useSampleApi(opts: SampleApiOptions = {}): () => SampleApi {
  let api: SampleApi | undefined;
  before(async () => {
    api = await startSampleApi({ quiet: true, ...opts });
  });
  beforeEach(() => api?.reset());
  after(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('sample API not started');
    return api;
  };
}

export const brandPath = (api: SampleApi, which: keyof SampleApi['brands'], read = ''): string =>
  `/v1/brands/${api.brands[which].id}${read ? `/${read}` : ''}`;

export type FieldType = 'int' | 'number' | 'string' | 'bool' | 'object' | 'array' | 'uuid' | 'date-time' | 'date';
/** A field type, optionally nullable with a trailing `|null`. */
export type FieldSpec = FieldType | `${FieldType}|null`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function matches(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'int':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'date-time':
      return typeof value === 'string' && DATE_TIME.test(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  }
}

/** Asserts every listed field is present with its type (the reference's "always present" rule). */
export function assertFields(value: unknown, spec: Record<string, FieldSpec>, where = 'body'): void {
  if (typeof value !== 'object' || value === null) throw new Error(`${where} is not an object`);
  const record = value as Record<string, unknown>;
  for (const [name, fieldSpec] of Object.entries(spec)) {
    if (!(name in record)) throw new Error(`${where}.${name} is missing`);
    const nullable = fieldSpec.endsWith('|null');
    const type = fieldSpec.replace('|null', '') as FieldType;
    const v = record[name];
    if (v === null && nullable) continue;
    if (!matches(v, type)) throw new Error(`${where}.${name} should be ${fieldSpec}, got ${JSON.stringify(v)?.slice(0, 80)}`);
  }
}
