// `get`: any read as JSON on stdout. Named reads are the read table's (shared/api/reads.ts): the typed client accepts
// only the parameter names the reference gives; a raw `/v1/...` path goes through getUnknown. `--all` follows
// next_cursor to the end and merges the read's pageable list (where the table says it is), each item once by its id.
import {
  PARAMS,
  READS,
  READ_NAMES,
  collectPages,
  nextCursorOf,
  paginate,
  pathParamsOf,
  type FetchPage,
  type PagingDeclaration,
  type ParamName,
  type ReadName,
  type UnknownQuery,
  valueAt,
} from '../core/api/index';
import { plainText } from '../shared/text/plainText';
import { clientFromEnv, redactingIO, reportError, terminalSafeJson, type ApiCommandDeps } from './apiOptions';
import { EXIT_USAGE, type CliIO } from './io';
import { parseOptions } from './options';

/** CLI name → read; an item read's name takes `/<id>`. */
const NAMED = new Map<string, ReadName>(READ_NAMES.map((name) => [READS[name].cli, name]));
const takesId = (name: ReadName): boolean => pathParamsOf(name).length > 1;

export const GET_USAGE =
  'usage: brand-visibility get READ [--brand ID] [--param name=value ...] [--all] [--base-url URL]\n' +
  `  READ: brands, ${[...NAMED].map(([cli, name]) => (takesId(name) ? `${cli}/<id>` : cli)).join(', ')},\n` +
  '        or an API path such as /v1/brands/<id>/scans\n' +
  '  key: BRAND_VISIBILITY_API_KEY; base URL: --base-url or BRAND_VISIBILITY_BASE_URL\n';

const SPEC = { brand: 'value', param: 'multi', all: 'flag', 'base-url': 'value', help: 'flag' } as const;

type Query = Record<string, string | number | boolean>;
type Json = Record<string, unknown>;

/** Command-line values are text; the reference's int and bool parameters are numbers and booleans on the wire. */
function kindOf(name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(PARAMS, name) ? PARAMS[name as ParamName].kind : undefined;
}

function parseParams(entries: readonly string[]): Query | string {
  const query: Query = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq <= 0) return `--param needs name=value, got '${plainText(entry, 80)}'`;
    const name = entry.slice(0, eq);
    const value = entry.slice(eq + 1);
    const kind = kindOf(name);
    if (kind === 'int' && /^-?\d+$/.test(value)) query[name] = Number(value);
    else if (kind === 'bool' && (value === 'true' || value === 'false')) query[name] = value === 'true';
    else query[name] = value;
  }
  return query;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `body` with the value at `keys` replaced (copies along the path; the rest is shared). */
function withValueAt(body: unknown, keys: readonly string[], value: unknown): unknown {
  if (keys.length === 0 || !isObject(body)) return keys.length === 0 ? value : body;
  const [key, ...rest] = keys;
  return { ...body, [key]: withValueAt(body[key], rest, value) };
}

/** An item's identity across pages: its id field when it has one, else its whole JSON. */
function itemId(item: unknown, field: string): string {
  const id = isObject(item) ? item[field] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `${field}:${id}` : JSON.stringify(item);
}

/** A raw path's paging: every top-level array is a list, `next_cursor` is at the top. */
const RAW_NEXT_CURSOR = ['next_cursor'];

/**
 * Every page of a cursor-paged read merged into the first response: the read's pageable list (for a raw path, every
 * top-level array) holds each item once, next_cursor is null. Uses the API layer's paging iterator, which restarts a
 * rejected cursor from the first page once and skips the items it already gave.
 */
async function readAll(fetch: (cursor: string | undefined) => Promise<unknown>, paging: PagingDeclaration | undefined): Promise<unknown> {
  const nextCursor = paging ? nextCursorOf(paging) : RAW_NEXT_CURSOR;
  let first: unknown;
  let pages = 0;
  const fetchPage: FetchPage<{ list: string; item: unknown }> = async (cursor) => {
    const body = await fetch(cursor);
    pages++;
    first ??= body;
    const next = valueAt(body, nextCursor);
    const lists = paging ? [[paging.list.join('.'), valueAt(body, paging.list)] as const] : isObject(body) ? Object.entries(body) : [];
    const items = lists.flatMap(([list, value]) => (Array.isArray(value) ? value.map((item: unknown) => ({ list, item })) : []));
    return { items, next_cursor: typeof next === 'string' ? next : null };
  };
  const items = await collectPages(paginate(fetchPage, ({ list, item }) => `${list} ${itemId(item, paging?.id ?? 'id')}`));
  const body = first;
  if (pages === 1 || !isObject(body)) return body;
  let merged = withValueAt(body, nextCursor, null);
  const lists = paging ? [paging.list] : Object.keys(body).filter((key) => Array.isArray(body[key])).map((key) => [key]);
  for (const list of lists) {
    const key = list.join('.');
    if (Array.isArray(valueAt(body, list))) merged = withValueAt(merged, list, items.filter((i) => i.list === key).map((i) => i.item));
  }
  return merged;
}

export async function runGetCommand(argv: readonly string[], rawIO: CliIO, deps: ApiCommandDeps = {}): Promise<number> {
  const usage = (text: string): number => {
    rawIO.stderr(`brand-visibility get: ${text}\n${GET_USAGE}`);
    return EXIT_USAGE;
  };
  const parsed = parseOptions(argv, SPEC);
  if (typeof parsed === 'string') return usage(parsed);
  if (parsed.flags.has('help')) {
    rawIO.stdout(GET_USAGE);
    return 0;
  }
  if (parsed.positionals.length !== 1) return usage(parsed.positionals.length ? 'give one READ' : 'which READ?');
  const target = parsed.positionals[0];
  const query = parseParams(parsed.multi.param ?? []);
  if (typeof query === 'string') return usage(query);
  const all = parsed.flags.has('all');

  const raw = target.startsWith('/');
  const slash = target.indexOf('/');
  const name = raw ? '' : slash < 0 ? target : target.slice(0, slash);
  const id = raw || slash < 0 ? undefined : target.slice(slash + 1);
  const named = NAMED.get(name);
  if (!raw && name !== 'brands') {
    if (!named) return usage(`unknown READ '${plainText(target, 80)}'`);
    if (takesId(named) !== (id !== undefined && id !== '')) return usage(takesId(named) ? `${name} needs an id: ${name}/<id>` : `${name} takes no id`);
    if (!parsed.values.brand) return usage(`${name} needs --brand`);
  }

  const setup = clientFromEnv(parsed.values['base-url'], deps);
  if (typeof setup === 'string') return usage(setup);
  const io = redactingIO(rawIO, setup.key);
  const { client } = setup;

  const once = (cursor: string | undefined): Promise<unknown> => {
    const q: Query = cursor ? { ...query, cursor } : query;
    // A cursor carries its first page's scan pin: the server refuses as_of next to it.
    if (cursor) delete q.as_of;
    if (raw) return client.getUnknown(target, q as UnknownQuery);
    if (name === 'brands') return client.getUnknown('/v1/brands', q as UnknownQuery);
    // The typed client validates names and values; `as never` hands it the user's query for that validation.
    return client.read(named!, id === undefined ? [parsed.values.brand] : [parsed.values.brand, id], q as never);
  };
  // A named read without a pageable list is one read; a raw path pages every top-level list it answers with.
  const paging: PagingDeclaration | undefined = named ? (READS[named] as { paging?: PagingDeclaration }).paging : undefined;
  try {
    const body = !all ? await once(undefined) : named && !paging ? await once(undefined) : await readAll(once, paging);
    io.stdout(terminalSafeJson(body));
    return 0;
  } catch (err) {
    return reportError('get', err, io);
  }
}
