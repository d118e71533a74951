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

/** The taxonomy fields a route's params code reads off its entries (`p.tags`, `post.data.categories`). */
export function taxonomyFields(code: string): string[] {
  return [...new Set([...code.slice(0, 100_000).matchAll(TAXONOMY)].map((m) => m[1]))];
}

/** Whether an entry of the folders (drafts aside) holds the value in one of the fields; undefined when too many to read. */
export function taxonomyHolds(files: SiteFiles, dirs: readonly string[], fields: readonly string[], value: string): boolean | undefined {
  const want = eleventySlugify(value);
  if (!want) return false;
  const same = (v: unknown): boolean => (Array.isArray(v) ? v.some(same) : (typeof v === 'string' || typeof v === 'number') && eleventySlugify(String(v)) === want);
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
