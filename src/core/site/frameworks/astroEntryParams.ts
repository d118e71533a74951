// An Astro route whose getStaticPaths maps a collection's entries to params it computes in code
// (`blogEntries.map((entry) => ({ params: { year: new Date(entry.data.date).getFullYear().toString(), id:
// entry.id.split('/').pop().split('_').pop() } }))`): the callback is evaluated once per entry, on the entry as the
// glob loader makes it (id, data), with the code evaluator (literals and pure string, array and date methods only,
// never run). When every entry evaluates, the route builds exactly those params, each showing its entry's file.
import type { SiteFiles } from '../types';
import { type ConfigCode, type ConfigObject, type ConfigValue, type SyntaxNode, FunctionValue, callValue, syntaxChild, syntaxChildren, syntaxName, unwrapSyntax, valueOfNode, walkSyntax } from './kit/code';
import { isRecord } from './kit/data';
import { frontData } from './kit/frontMatter';
import { exportedFunction } from './kit/routeCode';
import { githubSlug } from './kit/slugify';

/** Entries evaluated per route: past this the route keeps its other readings. */
const MAX_ENTRIES = 2_000;
const MAX_NODES = 5_000;
/** Collection maps read per route. */
const MAX_MAPS = 4;

export interface EntryParams {
  /** Param values (joined by NUL, in the route's param order) → the entry's file. */
  files: Map<string, string>;
  /** Every entry evaluated: a path outside `files` is no entry's. */
  complete: boolean;
  /** The entries whose params evaluated to something else than their id (each is at its params only, never at its id). */
  evaluated: Set<string>;
}

/** The key of a route's params, as `EntryParams.files` holds them. */
export function entryParamsKey(names: readonly string[], params: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const out: string[] = [];
  for (const name of names) {
    const v = params[name];
    if (v === undefined) return undefined;
    out.push(Array.isArray(v) ? v.join('/') : v);
  }
  return out.join('\u0000');
}

/**
 * The params getStaticPaths builds for the entries of the collections it maps (`blogEntries.map((entry) => ({ params:
 * … }))`, one map per collection at most), evaluated entry by entry for each of `names`; undefined when no map is
 * read. An entry whose params do not evaluate leaves the answer incomplete. `dropped` leaves out entries a filter drops.
 */
export function entryParams(files: SiteFiles, code: ConfigCode, names: readonly string[], dirs: ReadonlyMap<string, string>, dropped: (name: string, file: string, dir: string) => boolean): EntryParams | undefined {
  const fn = exportedFunction(code, 'getStaticPaths');
  if (!fn || names.length === 0) return undefined;
  const maps = mappedCollections(fn);
  if (!maps) return undefined;
  const out = new Map<string, string>();
  const clashes = new Set<string>();
  const evaluatedFiles = new Set<string>();
  let complete = true;
  let evaluated = 0;
  for (const found of maps) {
    const dir = dirs.get(found.collection);
    const callback = dir ? valueOfNode(code, found.callback) : undefined;
    if (!dir || !(callback instanceof FunctionValue)) return undefined;
    const entries = files.under(dir);
    if (entries.length > MAX_ENTRIES) return undefined;
    for (const rel of entries) {
      const local = rel.slice(dir.length + 1);
      const dot = local.lastIndexOf('.');
      if (dot <= 0 || !/\.(?:md|mdx|mdoc|markdown)$/i.test(local) || local.split('/').some((seg) => seg.startsWith('_') || seg.startsWith('.'))) continue;
      if (dropped(found.collection, rel, dir)) continue;
      if (++evaluated > MAX_ENTRIES) return undefined;
      const fm = frontData(files, rel);
      const id = typeof fm.slug === 'string' && fm.slug ? fm.slug : local.slice(0, dot).split('/').map(githubSlug).join('/');
      const entry = Object.assign(Object.create(null) as ConfigObject, { id, slug: id, collection: found.collection, filePath: rel, data: dataOf(fm) });
      const result = callValue(callback, [entry]);
      const params = isRecord(result) ? (result as ConfigObject).params : undefined;
      const values = isRecord(params) ? names.map((name) => (params as ConfigObject)[name]) : [];
      if (values.length === 0 || values.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
        complete = false;
        continue;
      }
      const key = values.map(String).join('\u0000');
      // An entry whose params spell its id is found by its id as well.
      if (values.map(String).join('/') !== id) evaluatedFiles.add(rel);
      // Two entries at the same params: which one the build keeps is not told.
      if (out.has(key)) clashes.add(key);
      else out.set(key, rel);
    }
  }
  for (const key of clashes) out.delete(key);
  return out.size ? { files: out, complete, evaluated: evaluatedFiles } : undefined;
}

/** Front matter as evaluator data (dates as their ISO text, as `new Date(x)` reads them). */
function dataOf(fm: Record<string, unknown>): ConfigObject {
  const out = Object.create(null) as ConfigObject;
  for (const [k, v] of Object.entries(fm)) out[k] = v instanceof Date ? v.toISOString() : (v as ConfigValue);
  return out;
}

/**
 * `const xs = await getCollection('blog')` … `xs.map((entry) => ({ params: … }))` (or `(await getCollection('blog')).map`,
 * `flatMap`) inside getStaticPaths: each map's collection and callback; undefined when a map's list is not a collection
 * loaded there, or there is none.
 */
function mappedCollections(fn: SyntaxNode): Array<{ collection: string; callback: SyntaxNode }> | undefined {
  const loaded = new Map<string, string>();
  const maps: Array<{ receiver: SyntaxNode; callback: SyntaxNode }> = [];
  let budget = MAX_NODES;
  for (const node of walkSyntax(fn)) {
    if (budget-- <= 0) return undefined;
    if (node.type === 'VariableDeclarator') {
      const id = syntaxChild(node, 'id');
      const name = id?.type === 'Identifier' ? String(id.name) : undefined;
      const collection = collectionLoaded(syntaxChild(node, 'init'));
      if (name && collection) loaded.set(name, collection);
      continue;
    }
    if (node.type !== 'CallExpression') continue;
    const callee = syntaxChild(node, 'callee');
    const method = callee?.type === 'MemberExpression' ? syntaxName(callee) : undefined;
    const callback = syntaxChildren(node, 'arguments')[0];
    if ((method !== 'map' && method !== 'flatMap') || !callback || !returnsParams(callback)) continue;
    maps.push({ receiver: syntaxChild(callee as SyntaxNode, 'object') as SyntaxNode, callback });
  }
  if (maps.length === 0 || maps.length > MAX_MAPS) return undefined;
  const out: Array<{ collection: string; callback: SyntaxNode }> = [];
  for (const m of maps) {
    const receiver = unwrapSyntax(m.receiver);
    const collection = receiver.type === 'Identifier' ? loaded.get(String(receiver.name)) : collectionLoaded(receiver);
    if (!collection) return undefined;
    out.push({ collection, callback: m.callback });
  }
  return out;
}

/** `await getCollection('name')` (any wrapping parentheses): the collection's name. */
function collectionLoaded(node: SyntaxNode | undefined): string | undefined {
  let n = node ? unwrapSyntax(node) : undefined;
  if (n?.type === 'AwaitExpression') n = unwrapSyntax(syntaxChild(n, 'argument') as SyntaxNode);
  if (n?.type !== 'CallExpression' || syntaxName(syntaxChild(n, 'callee')) !== 'getCollection') return undefined;
  const first = syntaxChildren(n, 'arguments')[0];
  return first?.type === 'Literal' && typeof first.value === 'string' ? first.value : undefined;
}

/** A callback whose returned object has a `params` key (an arrow's object body, or a block's return). */
function returnsParams(callback: SyntaxNode): boolean {
  const f = unwrapSyntax(callback);
  if (f.type !== 'ArrowFunctionExpression' && f.type !== 'FunctionExpression') return false;
  const body = syntaxChild(f, 'body');
  let returned: SyntaxNode | undefined;
  if (body?.type === 'BlockStatement') {
    const last = syntaxChildren(body, 'body').at(-1);
    returned = last?.type === 'ReturnStatement' ? syntaxChild(last, 'argument') : undefined;
  } else returned = body;
  const obj = returned ? unwrapSyntax(returned) : undefined;
  return obj?.type === 'ObjectExpression' && syntaxChildren(obj, 'properties').some((p) => p.type === 'Property' && syntaxName(syntaxChild(p, 'key')) === 'params');
}
