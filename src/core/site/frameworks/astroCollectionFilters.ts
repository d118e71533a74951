/**
 * The filter callbacks a route hands `getCollection(name, filter)` in its getStaticPaths: a static build writes a
 * page only for the entries the filter keeps (https://docs.astro.build/en/reference/modules/astro-content/#getcollection).
 * Each filter is evaluated as literal code on one entry whose `id`/`slug` are known and whose `data` is not (its
 * schema defaults are not read), so only filters that decide on the id alone can drop an entry
 * (`!['home'].includes(entry.slug) && !entry.data.draft` drops 'home'; `!data.draft` decides nothing here: drafts are
 * read from front matter elsewhere).
 */
import { Computed, type ConfigValue, FunctionValue, type ObservedCall, callValue } from './kit/code';
import { entryId, type IdRules } from './kit/contentIndex';

/** Collection name → the filters its reads pass; null when one read passes none (every entry is kept then). */
export type CollectionFilters = Map<string, FunctionValue[] | null>;

const COLLECTION_READS = new Set(['getCollection']);

export function collectionFilters(calls: readonly ObservedCall[]): CollectionFilters {
  const out: CollectionFilters = new Map();
  for (const call of calls) {
    const name = call.args[0];
    if (!COLLECTION_READS.has(call.name) || typeof name !== 'string') continue;
    const filter = call.args[1];
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
export function filterDrops(filters: readonly FunctionValue[] | null | undefined, file: string, dir: string, rules: IdRules, legacy: boolean): string | undefined {
  if (!filters || filters.length === 0) return undefined;
  const local = file.slice(dir.length + 1);
  const slug = entryId(local, rules)?.id;
  if (slug === undefined) return undefined;
  const data = new Computed('entry.data');
  const collection = new Computed('entry.collection');
  const entries: ConfigValue[] = [{ id: slug, slug, data, collection }];
  if (legacy) entries.push({ id: local, slug, data, collection });
  for (const filter of filters) {
    if (!entries.every((entry) => callValue(filter, [entry]) === false)) return undefined;
  }
  return `is left out by the filter its getCollection() call passes (${filters[0].source.slice(0, 80)})`;
}
