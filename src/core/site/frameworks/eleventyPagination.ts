// Eleventy pagination (11ty.dev/docs/pagination): a template that renders one page per chunk of a data set. Its URLs
// are only known when the data is: the keys of `collections` (the tags the repository's templates carry, plus the
// collections the config adds), a literal list in the template's own front matter, or a literal global data file
// (_data/<name>.json|yaml|js). A template paginating over anything else (data computed at build time) claims no
// URL of its own: the mapper cannot tell which values exist, and naming the template for any value would put a
// diagnostic on pages that do not exist.
import type { SiteFiles } from '../types';
import { type ConfigValue, Computed, isConfigObject, readCode } from './kit/code';
import { parseYamlText } from '../yamlText';
import { isRecord, str, strList } from './kit/data';
import { joinRel } from './kit/paths';

/** Pages past this many are not enumerated (a data set that large is not routing). */
const MAX_ITEMS = 5000;

export interface Pagination {
  /** The data key as written ('collections', 'authors', 'site.people'). */
  data: string;
  size: number;
  alias?: string;
  /** `filter`: values left out. */
  filter: string[];
  /** `resolve: values` iterates an object's values instead of its keys. */
  resolveValues: boolean;
}

/** The template's `pagination` setting (YAML front matter, JS front matter or a .11ty.js `data`), when it has one. */
export function paginationOf(value: unknown): Pagination | undefined {
  const plain = toPlain(value, 0);
  if (!isRecord(plain)) return undefined;
  const data = str(plain.data);
  if (!data) return undefined;
  const size = typeof plain.size === 'number' && plain.size >= 1 ? Math.floor(plain.size) : 1;
  return {
    data,
    size,
    alias: str(plain.alias),
    filter: strList(plain.filter),
    resolveValues: plain.resolve === 'values',
  };
}

/** Everything the repository tells about the data sets pagination can go over. */
export interface PaginationData {
  /** Tags carried by templates and directory data (each one is a key of `collections`). */
  tags: Set<string>;
  /** Collections added by name in the config. */
  collections: readonly string[];
  /** The project's global data folder (input/_data by default). */
  dataDir: string;
  /** The values of a config-added collection gathered from one front-matter field, when they can be told (eleventyCollectionValues.ts). */
  fieldCollection?: (name: string) => string[] | undefined;
  /**
   * A config-added collection of templates picked by literal globs: one item per template, each an opaque object
   * (a pagination over it is known by its count; permalinks reading the items' data stay unknown).
   */
  templateCollection?: (name: string) => unknown[] | undefined;
  /** The templates carrying one tag (the tag's collection), one opaque item each, when the data cascade tells. */
  tagCollection?: (name: string) => unknown[] | undefined;
}

/**
 * The items a pagination goes over, in order, when the repository holds them as literals; undefined otherwise.
 * `own` is the template's front matter (a literal list there is iterable as is).
 */
export function paginationItems(files: SiteFiles, p: Pagination, own: Record<string, unknown>, data: PaginationData): unknown[] | undefined {
  let items: unknown;
  if (p.data === 'collections') {
    // Every tag is a collection, with `all` and the config's own (11ty.dev/docs/collections).
    items = [...new Set(['all', ...data.collections, ...data.tags])];
  } else if (/^collections\.[^.]+$/.test(p.data) && data.collections.includes(p.data.slice('collections.'.length))) {
    const name = p.data.slice('collections.'.length);
    items = data.fieldCollection?.(name) ?? data.templateCollection?.(name);
  } else if (/^collections\.[^.]+$/.test(p.data) && data.tags.has(p.data.slice('collections.'.length)) && data.tagCollection) {
    items = data.tagCollection(p.data.slice('collections.'.length));
  } else {
    const [head, ...path] = p.data.split('.');
    const root = head in own ? toPlain(own[head], 0) : globalData(files, data.dataDir, head);
    items = path.reduce<unknown>((acc, k) => (isRecord(acc) ? acc[k] : undefined), root);
  }
  let list: unknown[];
  if (Array.isArray(items)) list = items;
  else if (isRecord(items)) list = p.resolveValues ? Object.values(items) : Object.keys(items);
  else return undefined;
  if (list.length > MAX_ITEMS || list.some((x) => x instanceof Computed)) return undefined;
  const filtered = p.filter.length ? list.filter((x) => !(typeof x === 'string' && p.filter.includes(x))) : list;
  return filtered;
}

/** A global data file's literal content (_data/<name>.json, .yaml/.yml, or a .js/.cjs/.mjs exporting a literal). */
function globalData(files: SiteFiles, dataDir: string, name: string): unknown {
  for (const ext of ['json', 'yaml', 'yml']) {
    const rel = joinRel(dataDir, `${name}.${ext}`);
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (text === undefined) continue;
    try {
      // A list at the top is as valid as a map here.
      return ext === 'json' ? JSON.parse(text) : parseYamlText(text);
    } catch {
      return undefined;
    }
  }
  for (const ext of ['js', 'cjs', 'mjs']) {
    const rel = joinRel(dataDir, `${name}.${ext}`);
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (text !== undefined) return toPlain(readCode(text).exported, 0);
  }
  return undefined;
}

/** A config value as plain data, Computed parts kept as they are (so callers can see what is not literal). */
function toPlain(v: ConfigValue | unknown, depth: number): unknown {
  if (depth > 16) return undefined;
  if (Array.isArray(v)) return v.map((x) => toPlain(x, depth + 1));
  if (isConfigObject(v as ConfigValue) && !(v instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = toPlain(x, depth + 1);
    return out;
  }
  return v;
}

/** Tags a template or a data file declares (`tags: post` is one tag; a list is several). */
export function tagsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim()) : [];
}
