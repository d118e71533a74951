// Routes whose params are a taxonomy of the content, not its entries: a tag page built from
// `[...new Set(allPosts.flatMap((p) => p.tags))]` exists for each tag some entry carries. Whether one does is read
// from the entries' front matter, compared loosely (any slug function of the value gives the URL's letters and digits).
import type { SiteFiles } from '../../types';
import { isDraft } from './contentIndex';
import { frontData } from './frontMatter';
import { eleventySlugify } from './slugify';

/** Field names a params list is built from when it walks a taxonomy of the entries. */
const TAXONOMY = /\.(tags|tag|categories|category|topics|topic|series|authors|author|keywords)\b/g;
const MARKDOWN = /\.(?:md|mdx|markdown|mdoc)$/i;
/** Entries read per question at most: past this, whether a value is held is unknown. */
const MAX_ENTRIES = 3000;

/** Field names of TAXONOMY, for destructured reads. */
const TAXONOMY_NAMES = new Set(['tags', 'tag', 'categories', 'category', 'topics', 'topic', 'series', 'authors', 'author', 'keywords']);
/** `{ tags } = frontMatter`, `{ title, category } = data`: a destructuring's names (bounded, no nested repetition). */
const DESTRUCTURED = /\{([^{}=]{1,200})\}\s*=[^=]/g;

/** The taxonomy fields a route's params code reads off its entries (`p.tags`, `post.data.categories`, `const { tags } = fm`). */
export function taxonomyFields(code: string): string[] {
  const text = code.slice(0, 100_000);
  const named = [...text.matchAll(TAXONOMY)].map((m) => m[1]);
  for (const m of text.matchAll(DESTRUCTURED)) {
    for (const part of m[1].split(',')) {
      // `tags`, `tags = []`, `tags: list` (the field is the key either way).
      const key = part.split(/[:=]/)[0].trim();
      if (TAXONOMY_NAMES.has(key)) named.push(key);
    }
  }
  return [...new Set(named)];
}

/** Calls that may turn a value into its URL form (a slug function, case, replacements, encoding). */
const TRANSFORMING_CALL = /\b(?:slug\w*|\w*[Ss]lug|toLowerCase|toLocaleLowerCase|kebab\w*|\w*Case|replace\w*|encodeURI\w*|normalize|trim|format\w*)\s*\(/;

/**
 * Whether a params function passes its values as they are written (it calls nothing that could make a URL form of
 * them): a value is then only served as written, case included (`Engineering`, not `engineering`).
 */
export function valuesAsWritten(code: string): boolean {
  return code.length <= 100_000 && !TRANSFORMING_CALL.test(code);
}

/**
 * Whether an entry of the folders (drafts aside) holds the value in one of the fields; undefined when too many to
 * read. `asWritten`: the value must be written so (the route does not slug it); otherwise compared loosely.
 */
export function taxonomyHolds(files: SiteFiles, dirs: readonly string[], fields: readonly string[], value: string, asWritten = false): boolean | undefined {
  const want = asWritten ? value : eleventySlugify(value);
  if (!want) return false;
  const same = (v: unknown): boolean => (Array.isArray(v) ? v.some(same) : (typeof v === 'string' || typeof v === 'number') && (asWritten ? String(v) === want : eleventySlugify(String(v)) === want));
  let read = 0;
  for (const dir of dirs) {
    for (const rel of files.under(dir)) {
      if (!MARKDOWN.test(rel)) continue;
      if (++read > MAX_ENTRIES) return undefined;
      if (isDraft(files, rel)) continue;
      const fm = frontData(files, rel);
      if (fields.some((k) => same(fm[k]))) return true;
    }
  }
  return false;
}
