// Fault injection: what a fault is, how it is read from a header or a control request, and the body rewrites
// (wrong types, unknown fields, unknown enum values) that test a client's tolerance.
import type { Json, JsonObject } from './response.js';

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status500' }
  | { kind: 'timeout' }
  | { kind: 'reset' }
  | { kind: 'truncated' }
  | { kind: 'html502' }
  | { kind: 'wrongType' }
  | { kind: 'unknownFields' }
  | { kind: 'unknownEnums' }
  | { kind: 'rateLimitStorm' }
  | { kind: 'invalidCursor' }
  | { kind: 'redirect'; to: string }
  /** 200 with a JSON body of `bytes` (default 64 MiB), streamed chunked as it is read: a client must stop early. */
  | { kind: 'oversize'; bytes?: number }
  | ({ kind: 'hostileStrings'; strings: string[] } & HostileOptions);

/**
 * Optional parts of hostileStrings (all additive: without them the fault behaves as it always did).
 * - offset: the first text field of each body takes strings[offset] (rounds with other offsets move every string
 *   into other fields);
 * - keep: more keys whose values stay as they were (e.g. `path`, `failing_pages` so audit findings still map to files);
 * - problemStatus: every read answers with a problem+json of this status whose title, detail, instance, code (400),
 *   errors[].loc/msg (422) and domain/rescan_url (410, a retired shared report) are the strings: server text on the
 *   error paths.
 */
export interface HostileOptions {
  offset?: number;
  keep?: string[];
  problemStatus?: 400 | 410 | 422;
}

export type FaultKind = Fault['kind'];

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency', 'status500', 'timeout', 'reset', 'truncated', 'html502', 'wrongType',
  'unknownFields', 'unknownEnums', 'rateLimitStorm', 'invalidCursor', 'redirect', 'hostileStrings', 'oversize',
];

/** hostileStrings without its own list (header form): a few markup and URL payloads. */
export const DEFAULT_HOSTILE_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
];
const MAX_HOSTILE_STRINGS = 500;
const MAX_HOSTILE_LENGTH = 8192;
/** Generated entries (`{repeat, length}`, as in test/fixtures/hostile-strings.json) may be larger than a control body. */
const MAX_GENERATED = 8;
const MAX_GENERATED_LENGTH = 256 * 1024;
const MAX_KEEP = 50;

/** Extra fields of a hostileStrings request (control body); unknown input is refused with a reason. */
export interface HostileInput {
  offset?: unknown;
  keep?: unknown;
  generated?: unknown;
  problemStatus?: unknown;
}

/** Builds a fault from loose input (header or JSON body); a string says what is wrong. */
export function makeFault(kind: unknown, ms: unknown, to: unknown, strings?: unknown, hostile: HostileInput = {}): Fault | string {
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    return `unknown fault kind ${JSON.stringify(kind)}; known: ${FAULT_KINDS.join(', ')}`;
  }
  if (kind === 'latency') {
    const n = typeof ms === 'string' ? Number(ms) : ms;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 600_000) return 'latency needs ms between 0 and 600000';
    return { kind, ms: n };
  }
  if (kind === 'oversize') {
    if (ms !== undefined) return 'oversize takes no ms';
    return { kind };
  }
  if (kind === 'redirect') {
    if (typeof to !== 'string') return 'redirect needs to (an origin such as http://127.0.0.1:4000)';
    try {
      const url = new URL(to);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'redirect target must be http(s)';
    } catch {
      return 'redirect target is not a URL';
    }
    return { kind, to };
  }
  if (kind === 'hostileStrings') {
    // Without a list: the built-in payloads, unless generated entries are the list.
    const given = strings !== undefined ? strings : hostile.generated === undefined ? [...DEFAULT_HOSTILE_STRINGS] : [];
    if (!Array.isArray(given) || given.length > MAX_HOSTILE_STRINGS) {
      return `hostileStrings needs strings: a list of 1 to ${MAX_HOSTILE_STRINGS} strings`;
    }
    if (!given.every((x) => typeof x === 'string' && x.length <= MAX_HOSTILE_LENGTH)) {
      return `hostileStrings: every entry must be a string of at most ${MAX_HOSTILE_LENGTH} characters`;
    }
    const generated = generatedStrings(hostile.generated);
    if (typeof generated === 'string') return generated;
    const all = [...(given as string[]), ...generated];
    if (all.length === 0 || all.length > MAX_HOSTILE_STRINGS) return `hostileStrings needs strings: a list of 1 to ${MAX_HOSTILE_STRINGS} strings`;
    const fault: Fault = { kind, strings: all };
    if (hostile.offset !== undefined) {
      if (typeof hostile.offset !== 'number' || !Number.isInteger(hostile.offset) || hostile.offset < 0) return 'hostileStrings: offset must be an integer >= 0';
      fault.offset = hostile.offset;
    }
    if (hostile.keep !== undefined) {
      const keep = hostile.keep;
      if (!Array.isArray(keep) || keep.length > MAX_KEEP || !keep.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 100)) {
        return `hostileStrings: keep must be a list of at most ${MAX_KEEP} key names`;
      }
      fault.keep = [...(keep as string[])];
    }
    if (hostile.problemStatus !== undefined) {
      if (hostile.problemStatus !== 400 && hostile.problemStatus !== 410 && hostile.problemStatus !== 422) {
        return 'hostileStrings: problemStatus must be 400, 410 or 422';
      }
      fault.problemStatus = hostile.problemStatus;
    }
    return fault;
  }
  return { kind } as Fault;
}

/** `X-Sample-Fault: <kind>[;ms=..][;to=..]` */
export function parseFaultHeader(header: string): Fault | string {
  const [kind, ...params] = header.split(';').map((p) => p.trim());
  const named: Record<string, string> = {};
  for (const p of params) {
    const eq = p.indexOf('=');
    if (eq > 0) named[p.slice(0, eq).trim()] = p.slice(eq + 1).trim();
  }
  return makeFault(kind, named.ms, named.to);
}

/** Faults that change a successful JSON body rather than replacing the response. */
export function rewritesBody(fault: Fault): boolean {
  return fault.kind === 'wrongType' || fault.kind === 'unknownFields' || fault.kind === 'unknownEnums' || fault.kind === 'hostileStrings';
}

export function rewriteBody(fault: Fault, body: Json): Json {
  switch (fault.kind) {
    case 'wrongType':
      return withWrongType(body);
    case 'unknownFields':
      return withUnknownFields(body);
    case 'unknownEnums':
      return withUnknownEnums(body);
    case 'hostileStrings':
      return withHostileStrings(body, fault.strings, fault);
    default:
      return body;
  }
}

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Gives one shown top-level field the wrong type: a count becomes a string, else a string becomes a number. */
function withWrongType(body: Json): Json {
  if (!isObject(body)) return body;
  const copy: JsonObject = { ...body };
  for (const preferred of ['total', 'pages_total', 'checks_failing', 'negative_prompts_total', 'prompts_used']) {
    if (typeof copy[preferred] === 'number') {
      copy[preferred] = String(copy[preferred]);
      return copy;
    }
  }
  const listKey = Object.keys(copy).find((k) => Array.isArray(copy[k]));
  if (listKey) {
    copy[listKey] = { unexpected: 'object where a list belongs' };
    return copy;
  }
  const stringKey = Object.keys(copy).find((k) => typeof copy[k] === 'string');
  if (stringKey) copy[stringKey] = 42;
  return copy;
}

/** Adds new fields to every object, as a later v1 may. */
function withUnknownFields(value: Json): Json {
  if (Array.isArray(value)) return value.map(withUnknownFields);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = withUnknownFields(v);
  out.x_added_in_v1_9 = { note: 'a field this client does not know', flags: [1, 2, 3] };
  out.experimental_score = 0.5;
  return out;
}

/** Keys whose values are open enums in the reference; a later v1 may add values. */
const ENUM_KEYS = new Set([
  'state', 'status', 'owner', 'engine', 'engine_id', 'intent', 'kind', 'direction', 'citation_evidence',
  'page_type', 'relation', 'group', 'category', 'content_type', 'population', 'priority', 'area', 'provider',
]);

function withUnknownEnums(value: Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((v) => withUnknownEnums(v, key === 'engines' ? 'engine' : undefined));
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = withUnknownEnums(v, k);
    return out;
  }
  if (typeof value === 'string' && key !== undefined && ENUM_KEYS.has(key)) return `future_${value}`;
  return value;
}

/**
 * Text a client shows is replaced by hostile strings, taken in turn: names, titles, labels, quotes, URLs, domains.
 * What the client sends back or pins to stays as it was (ids, cursors, dates, the meta block), so every read still
 * works and only rendering is put to the test.
 */
const KEPT_KEY = /^(id|uid|cursor|next_cursor|at|as_of|preset|meta)$|_(id|uid|at)$/;
const KEPT_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/i;

function withHostileStrings(body: Json, strings: readonly string[], options: HostileOptions = {}): Json {
  let next = options.offset ?? 0;
  const keep = new Set(options.keep ?? []);
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(walk);
    if (isObject(value)) {
      const out: JsonObject = {};
      for (const [k, v] of Object.entries(value)) out[k] = KEPT_KEY.test(k) || keep.has(k) ? v : walk(v);
      return out;
    }
    if (typeof value !== 'string' || KEPT_VALUE.test(value)) return value;
    return strings[next++ % strings.length];
  };
  return walk(body);
}

/** `generated: [{repeat, length}]` → the strings (a 100 KB entry is built here rather than sent). */
function generatedStrings(value: unknown): string[] | string {
  if (value === undefined) return [];
  const wrong = `hostileStrings: generated must be a list of at most ${MAX_GENERATED} {repeat, length} with length 1 to ${MAX_GENERATED_LENGTH}`;
  if (!Array.isArray(value) || value.length > MAX_GENERATED) return wrong;
  const out: string[] = [];
  for (const g of value as unknown[]) {
    const { repeat, length } = (typeof g === 'object' && g !== null ? g : {}) as { repeat?: unknown; length?: unknown };
    if (typeof repeat !== 'string' || repeat.length === 0 || repeat.length > MAX_HOSTILE_LENGTH) return wrong;
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > MAX_GENERATED_LENGTH) return wrong;
    out.push(repeat.repeat(Math.ceil(length / repeat.length)).slice(0, length));
  }
  return out;
}

/**
 * hostileStrings with problemStatus: the problem+json every read answers with. Its text fields take the strings in
 * turn from the fault's offset; the status and (for 422 and 410) the code and field names stay what the reference gives.
 */
export function hostileProblem(fault: Extract<Fault, { kind: 'hostileStrings' }>, status: 400 | 410 | 422): JsonObject {
  const at = (i: number): string => fault.strings[((fault.offset ?? 0) + i) % fault.strings.length];
  const body: JsonObject = { type: 'about:blank', title: at(0), status, detail: at(1), instance: at(2) };
  if (status === 422) {
    body.code = 'invalid_request';
    body.errors = [{ loc: ['query', at(3)], msg: at(4), type: 'value_error' }];
  } else if (status === 410) {
    // The retired shared report of the reference's Errors table: the domain it was for and where to scan anew.
    body.code = 'report_retired';
    body.domain = at(3);
    body.rescan_url = at(4);
  } else {
    // A code this client does not know: its message then shows the server's code and detail.
    body.code = at(3);
  }
  return body;
}
