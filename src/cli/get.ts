// `get`: any read as JSON on stdout. Named reads go through the typed client (only the parameter names the reference
// gives are accepted); a raw `/v1/...` path goes through getUnknown. `--all` follows next_cursor to the end.
import { collectPages, paginate, type BrandVisibilityClient, type FetchPage, type UnknownQuery } from '../extension/api/index';
import { plainText } from '../extension/text/plainText';
import { clientFromEnv, redactingIO, reportError, terminalSafeJson, type ApiCommandDeps } from './apiOptions';
import { parseOptions } from './options';
import { EXIT_USAGE, type CliIO } from './commands';

export const GET_USAGE =
  'usage: brand-visibility get READ [--brand ID] [--param name=value ...] [--all] [--base-url URL]\n' +
  '  READ: brands, reputation, cited-pages, audit, pages, keywords, keyword/<id>, prompts, prompt/<uid>, competitors,\n' +
  '        segments, settings, conversations, or an API path such as /v1/brands/<id>/scans\n' +
  '  key: BRAND_VISIBILITY_API_KEY; base URL: --base-url or BRAND_VISIBILITY_BASE_URL\n';

const SPEC = { brand: 'value', param: 'multi', all: 'flag', 'base-url': 'value', help: 'flag' } as const;

type Query = Record<string, string | number | boolean>;
type Json = Record<string, unknown>;

interface NamedRead {
  /** The list a cursor pages through (what --all merges). */
  list?: string;
  read(client: BrandVisibilityClient, brandId: string, id: string | undefined, query: Query): Promise<unknown>;
}

// The typed client validates names and values; `as never` hands it the user's query for that validation.
const NAMED: Record<string, NamedRead> = {
  reputation: { read: (c, b, _i, q) => c.reputation(b, q as never) },
  'cited-pages': { list: 'pages', read: (c, b, _i, q) => c.citedPages(b, q as never) },
  audit: { list: 'pages', read: (c, b, _i, q) => c.audit(b, q as never) },
  pages: { list: 'pages', read: (c, b, _i, q) => c.ownedPages(b, q as never) },
  keywords: { list: 'keywords', read: (c, b, _i, q) => c.keywords(b, q as never) },
  keyword: { read: (c, b, i, q) => c.keyword(b, i ?? '', q as never) },
  prompts: { list: 'prompts', read: (c, b, _i, q) => c.prompts(b, q as never) },
  prompt: { read: (c, b, i, q) => c.prompt(b, i ?? '', q as never) },
  competitors: { list: 'competitors', read: (c, b, _i, q) => c.competitors(b, q as never) },
  segments: { read: (c, b, _i, q) => c.segments(b, q as never) },
  settings: { read: (c, b, _i, q) => c.settings(b, q as never) },
  conversations: { read: (c, b, _i, q) => c.conversations(b, q as never) },
};
const WITH_ID = new Set(['keyword', 'prompt']);

// Command-line values are text; these names of the reference are numbers or booleans on the wire.
const INT_PARAMS = new Set(['limit', 'offset', 'list_limit', 'prompts_offset', 'sources_offset', 'pages_offset', 'prompts_limit']);
const BOOL_PARAMS = new Set(['with_page', 'with_menus']);

function parseParams(entries: readonly string[]): Query | string {
  const query: Query = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq <= 0) return `--param needs name=value, got '${plainText(entry, 80)}'`;
    const name = entry.slice(0, eq);
    const value = entry.slice(eq + 1);
    if (INT_PARAMS.has(name) && /^-?\d+$/.test(value)) query[name] = Number(value);
    else if (BOOL_PARAMS.has(name) && (value === 'true' || value === 'false')) query[name] = value === 'true';
    else query[name] = value;
  }
  return query;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every page of a cursor-paged read merged into the first response: the paged list (`list`, or for a raw path every
 * top-level array) holds all items, next_cursor is null. Uses the API layer's paging iterator over whole responses.
 */
async function readAll(fetch: (cursor: string | undefined) => Promise<unknown>, list: string | undefined): Promise<unknown> {
  let seq = 0;
  const fetchPage: FetchPage<{ seq: number; body: unknown }> = async (cursor) => {
    const body = await fetch(cursor);
    const next = isObject(body) && typeof body.next_cursor === 'string' ? body.next_cursor : null;
    return { items: [{ seq: seq++, body }], next_cursor: next };
  };
  const pages = (await collectPages(paginate(fetchPage, (p) => String(p.seq)))).map((p) => p.body);
  const [first, ...rest] = pages;
  if (!isObject(first) || rest.length === 0) return first;
  const merged: Json = { ...first, next_cursor: null };
  const keys = list ? [list] : Object.keys(first).filter((k) => Array.isArray(first[k]));
  for (const key of keys) {
    if (!Array.isArray(first[key])) continue;
    merged[key] = [first[key] as unknown[], ...rest.map((p) => (isObject(p) && Array.isArray(p[key]) ? (p[key] as unknown[]) : []))].flat();
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
  const named = Object.prototype.hasOwnProperty.call(NAMED, name) ? NAMED[name] : undefined;
  if (!raw && name !== 'brands') {
    if (!named) return usage(`unknown READ '${plainText(target, 80)}'`);
    if (WITH_ID.has(name) !== (id !== undefined && id !== '')) return usage(WITH_ID.has(name) ? `${name} needs an id: ${name}/<id>` : `${name} takes no id`);
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
    return named!.read(client, parsed.values.brand, id, q);
  };
  try {
    const body = all ? await readAll(once, raw || name === 'brands' ? undefined : named?.list) : await once(undefined);
    io.stdout(terminalSafeJson(body));
    return 0;
  } catch (err) {
    return reportError('get', err, io);
  }
}
