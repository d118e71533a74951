/**
 * The filter callbacks a route hands `getCollection(name, filter)` in its getStaticPaths: a static build writes a
 * page only for the entries the filter keeps (https://docs.astro.build/en/reference/modules/astro-content/#getcollection).
 * Each filter is evaluated as literal code on one entry: its `id`/`slug`, and its `data` as the front matter holds it
 * (a key the file leaves out reads as undefined: the schema's defaults are not read). That can only drop entries a
 * build keeps when a schema default turns an unset key true; it never keeps one the filter drops.
 * (`!['home'].includes(entry.slug)` drops 'home'; `({ data }) => data.published` drops an entry without it.)
 */
import { Computed, type ConfigObject, type ConfigValue, FunctionValue, type ObservedCall, callValue } from './kit/code';
import { entryId, type IdRules } from './kit/contentIndex';

/** Collection name → the filters its reads pass; null when one read passes none (every entry is kept then). */
export type CollectionFilters = Map<string, FunctionValue[] | null>;

const COLLECTION_READS = new Set(['getCollection']);

export function collectionFilters(calls: readonly ObservedCall[]): CollectionFilters {
  const out: CollectionFilters = new Map();
  // `(await getCollection('blog')).filter(({ data }) => !data.isExternal)`: the list's own filter keeps as one passed
  // in, for as many reads of the collection as are filtered so.
  const listFilters = new Map<string, FunctionValue[]>();
  for (const call of calls) {
    const read = call.name === 'filter' ? call.receiver?.detail.call : undefined;
    if (!read || !COLLECTION_READS.has(read.name) || typeof read.args[0] !== 'string' || read.args[1] !== undefined || !(call.args[0] instanceof FunctionValue)) continue;
    listFilters.set(read.args[0], [...(listFilters.get(read.args[0]) ?? []), call.args[0]]);
  }
  for (const call of calls) {
    const name = call.args[0];
    if (!COLLECTION_READS.has(call.name) || typeof name !== 'string') continue;
    const wrapped = call.args[1] === undefined ? listFilters.get(name)?.shift() : undefined;
    const filter = wrapped ?? call.args[1];
    const known = out.get(name);
    if (known === null) continue;
    if (!(filter instanceof FunctionValue)) out.set(name, null);
    else out.set(name, [...(known ?? []), filter]);
  }
  return out;
}

/**
 * Why every filter of a collection drops this entry, or undefined when one may keep it. A loader's entries have the
 * slug as id; a legacy collection's id is the file path with its extension before Astro 5 and the slug since, so
 * both are tried there and the entry is dropped only when the filter says `false` under each.
 */
export function filterDrops(filters: readonly FunctionValue[] | null | undefined, file: string, dir: string, rules: IdRules, legacy: boolean, frontMatter: () => Record<string, unknown>): string | undefined {
  if (!filters || filters.length === 0) return undefined;
  const local = file.slice(dir.length + 1);
  const slug = entryId(local, rules)?.id;
  if (slug === undefined) return undefined;
  const data = Object.assign(Object.create(null) as ConfigObject, frontMatter() as ConfigObject);
  const collection = new Computed('entry.collection');
  const entries: ConfigValue[] = [{ id: slug, slug, data, collection }];
  if (legacy) entries.push({ id: local, slug, data, collection });
  for (const filter of filters) {
    // A filter is a predicate: any falsy literal it returns (false, undefined for an unset key) drops the entry.
    if (!entries.every((entry) => isFalsyLiteral(callValue(filter, [entry])))) return undefined;
  }
  return `is left out by the filter its getCollection() call passes (${filters[0].source.slice(0, 80)})`;
}

function isFalsyLiteral(v: ConfigValue): boolean {
  return !(v instanceof Computed) && !v && !Array.isArray(v);
}
