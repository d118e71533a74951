// Content-driven dynamic routes: `/blog/[slug]` rendering `content/blog/<slug>.mdx`. Real repos name
// their content folders and files in many ways (dated file names, numbered folders, front-matter
// slugs), so we try exact paths first, then normalized slugs, then front-matter `slug`.
import { parseFrontMatter } from '../../frontMatter';
import type { SiteFiles } from '../../types';
import { isSafeSegmentValue } from '../../urlPath';
import { headOf, keyTester } from './frontMatter';
import { trimChars } from '../../text';

const SLUG_KEYS = keyTester(['slug', 'permalink', 'path', 'url']);

export const CONTENT_EXTS = ['md', 'mdx', 'mdoc', 'markdoc', 'markdown', 'svx'];

/** Folders that commonly hold a site's Markdown content, most conventional first. */
export const CONTENT_ROOTS = [
  'content', 'src/content', 'posts', '_posts', 'data', 'src/data', 'src/posts', 'blog', 'src/blog',
  'articles', 'src/articles', 'docs', 'src/docs', 'src/lib/content', 'src/lib/posts', 'markdown',
  'src/markdown', 'mdx', 'src/mdx', 'pages-content', 'cms', 'src/cms', 'app/content', 'src/app/content',
];

/** URL section names that hold the same thing under another folder name. */
const SECTION_ALIASES: Record<string, string[]> = {
  blog: ['posts', 'post', 'articles', 'blog-posts', 'news'],
  posts: ['blog', 'post', '_posts', 'articles'],
  post: ['posts', 'blog', '_posts'],
  articles: ['posts', 'blog', 'article'],
  article: ['articles', 'posts', 'blog'],
  news: ['blog', 'posts'],
  guides: ['guide'],
  docs: ['documentation', 'doc'],
  changelog: ['changelogs', 'releases'],
};

const ASSET_EXT = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|json|xml|txt|pdf|woff2?|ttf|otf|eot|mp3|mp4|webm|zip|gz|webmanifest|rss|atom)$/i;

export interface ContentHit {
  file: string;
  /** How it was found, for explain(): "exact path", "slug without date prefix", "front matter slug". */
  how: string;
}

function stem(path: string): string {
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  return dot > slash ? path.slice(0, dot) : path;
}

function ext(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

/** A file-name segment as a URL slug: dates and ordering numbers dropped, lowercase, spaces dashed. */
export function slugOfName(segment: string): string {
  return segment
    .replace(/^\d{4}-\d{2}-\d{2}[-_]/, '')
    .replace(/^\d+[-_.]\s*(?=\D)/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
}

export function slugOfValue(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A folder's own page when the URL names the folder, after index.<ext>: in this order. */
const INDEX_NAMES = ['README.md', 'readme.md', '_index.md'];

interface StemIndex {
  /** Path inside the folder without extension → the file with the first extension in order. */
  files: Map<string, string>;
  /** Sub-folder path ('' = the folder itself) → its index page. */
  folders: Map<string, string>;
}

/** Files under a folder, counted without copying the listing when the index can. */
function fileCount(files: SiteFiles, dir: string): number {
  return files.countUnder ? files.countUnder(dir) : files.under(dir).length;
}

/** Enters one file (a path below the folder, `cut` characters in) in a stem index. */
function addStem(index: StemIndex, file: string, cut: number, order: readonly string[]): void {
  const slash = file.lastIndexOf('/');
  const dot = file.lastIndexOf('.');
  const name = file.slice(slash + 1);
  const special = INDEX_NAMES.indexOf(name);
  if (special < 0 && dot <= slash + 1) return;
  const folder = slash < cut ? '' : file.slice(cut, slash);
  if (special >= 0) keep(index.folders, folder, file, order.length + special, order, true);
  if (dot <= slash + 1) return;
  const rank = order.indexOf(file.slice(dot + 1).toLowerCase());
  if (rank < 0) return;
  keep(index.files, file.slice(cut, dot), file, rank, order, false);
  if (dot - slash - 1 === 5 && file.startsWith('index', slash + 1)) keep(index.folders, folder, file, rank, order, true);
}

/**
 * Sets `key` to `file` unless a file of a better (lower) rank holds it: extensions in `order`, then (for a folder's
 * page) INDEX_NAMES. Ranks are worked out again only when two files claim one key, which is rare.
 */
function keep(map: Map<string, string>, key: string, file: string, rank: number, order: readonly string[], folderPage: boolean): void {
  const held = map.get(key);
  if (held === undefined) {
    map.set(key, file);
    return;
  }
  const special = folderPage ? INDEX_NAMES.indexOf(held.slice(held.lastIndexOf('/') + 1)) : -1;
  if ((special >= 0 ? order.length + special : order.indexOf(ext(held))) > rank) map.set(key, file);
}

export class ContentFinder {
  private readonly stemIndexes = new Map<string, StemIndex>();
  private readonly slugIndexes = new Map<string, SlugIndex>();
  private readonly basesBySection = new Map<string, string[]>();
  private readonly frontMatterIndexes = new Map<string, Map<string, string>>();
  private readonly exts: Set<string>;
  private readonly extKey: string;
  readonly roots: string[];

  constructor(
    private readonly files: SiteFiles,
    roots: readonly string[] = CONTENT_ROOTS,
    exts: readonly string[] = CONTENT_EXTS,
  ) {
    this.exts = new Set(exts);
    this.extKey = [...this.exts].join(',');
    this.roots = [...new Set(roots)].filter((r) => this.dirExists(r));
  }

  private dirExists(dir: string): boolean {
    return dirHasFiles(this.files, dir);
  }

  /** Folders that may hold the content of URL section `section` (e.g. ['blog']). */
  private bases(section: readonly string[]): string[] {
    const cacheKey = section.join('/');
    const cached = this.basesBySection.get(cacheKey);
    if (cached) return cached;
    const out: string[] = [];
    const last = section[section.length - 1];
    const parent = section.slice(0, -1);
    // A folder named for the whole section (`blog-zh` for /zh/blog) before one named for its last segment only.
    if (last !== undefined && parent.length > 0) {
      for (const root of this.roots) {
        const rootName = root.slice(root.lastIndexOf('/') + 1);
        if (parent.some((p) => rootName === `${last}-${p}` || rootName === `${p}-${last}`)) out.push(root);
      }
    }
    for (const root of this.roots) {
      const join = (parts: readonly string[]) => [root, ...parts].join('/');
      out.push(join(section));
      if (last !== undefined) {
        for (const alias of SECTION_ALIASES[last] ?? []) out.push(join([...parent, alias]));
        const rootName = root.slice(root.lastIndexOf('/') + 1).replace(/^_/, '');
        if (rootName === last || (SECTION_ALIASES[last] ?? []).includes(rootName)) out.push(root);
      } else {
        out.push(`${root}/pages`);
      }
    }
    const bases = [...new Set(out)].filter((d) => this.dirExists(d));
    this.basesBySection.set(cacheKey, bases);
    return bases;
  }

  /**
   * Whether a content folder is named for URL section `section` (or, failing that, for its parent section): the
   * folders `find` searches for it exist.
   */
  covers(section: readonly string[]): boolean {
    if (!section.every(isSafeSegmentValue)) return false;
    return this.bases(section).length > 0 || (section.length > 1 && this.covers(section.slice(0, -1)));
  }

  /** The content file for the values of a dynamic route under `section`, or undefined. */
  find(section: readonly string[], values: readonly string[]): ContentHit | undefined {
    if (!values.every(isSafeSegmentValue) || !section.every(isSafeSegmentValue)) return undefined;
    // Asset URLs (/favicon.svg, /feed.xml) are never Markdown entries: skip the costly fuzzy steps.
    if (ASSET_EXT.test(values[values.length - 1] ?? '')) return undefined;
    // An index file is its folder's page ("files named index are routed to the root of the directory",
    // https://nextjs.org/docs/pages/building-your-application/routing/pages-and-layouts#index-routes): content routes
    // list `learn/index.md` as /learn, so /learn/index is no page of theirs.
    if (values.length > 0 && values[values.length - 1] === 'index') return undefined;
    const bases = this.bases(section);
    // No folder is named for the whole section (/docs/builders): one named for its parent (/docs → src/docs) mirrors
    // the rest of the path (`src/docs/content/builders/accordion.md`).
    if (bases.length === 0 && section.length > 1) return this.find(section.slice(0, -1), [section[section.length - 1], ...values]);
    const wanted = values.join('/');
    for (const base of bases) {
      const hit = this.exact(base, wanted);
      if (hit) return { file: hit, how: 'exact path' };
    }
    // Slugs are lower-case: a path with capitals that only matches once lower-cased is another URL on a
    // case-sensitive host.
    if (wanted !== wanted.toLowerCase()) return undefined;
    for (const base of bases) {
      const hit = this.bySlug(base, values);
      if (hit) return hit;
    }
    for (const base of bases) {
      const hit = this.byFrontMatter(base, wanted);
      if (hit) return { file: hit, how: 'front matter slug' };
    }
    return undefined;
  }

  /** `<base>/<wanted>.<ext>` (extensions in order), else the folder's index.<ext>, README.md, readme.md or _index.md. */
  private exact(base: string, wanted: string): string | undefined {
    const index = this.stemIndex(base);
    return (wanted === '' ? undefined : index.files.get(wanted)) ?? index.folders.get(wanted);
  }

  /**
   * Every content file of a folder by its path without extension, and every folder's index page, built in one pass:
   * a lookup is one map read instead of a dozen candidate names tried against the index.
   */
  private stemIndex(base: string): StemIndex {
    let index = this.stemIndexes.get(base);
    if (index) return index;
    const shared = sharedCache(this.files).stems.get(base);
    if (shared && shared.count === fileCount(this.files, base) && shared.exts === this.extKey) {
      this.stemIndexes.set(base, shared.index);
      return shared.index;
    }
    const all = this.files.under(base);
    const order = [...this.exts];
    index = { files: new Map(), folders: new Map() };
    const cut = base.length + 1;
    for (const file of all) addStem(index, file, cut, order);
    this.stemIndexes.set(base, index);
    sharedCache(this.files).stems.set(base, { index, count: all.length, exts: this.extKey });
    return index;
  }

  private slugIndex(base: string): SlugIndex {
    let index = this.slugIndexes.get(base);
    if (index) return index;
    // Route tables recompile after every route-file edit: reuse the last build while the folder is unchanged.
    const shared = sharedCache(this.files).slug.get(base);
    const count = fileCount(this.files, base);
    if (shared && shared.count === count) {
      this.slugIndexes.set(base, shared.index);
      return shared.index;
    }
    index = { byKey: new Map(), byLeaf: new Map() };
    const cut = base.length + 1;
    for (const file of this.files.under(base)) {
      if (!this.exts.has(ext(file))) continue;
      const parts = stem(file.slice(cut)).split('/').map(slugOfName);
      if (parts[parts.length - 1] === 'index' || parts[parts.length - 1] === 'readme') parts.pop();
      const key = parts.join('/');
      push(index.byKey, key, file);
      const leaf = parts[parts.length - 1] ?? '';
      const list = index.byLeaf.get(leaf);
      if (list) list.push({ key, file });
      else index.byLeaf.set(leaf, [{ key, file }]);
    }
    this.slugIndexes.set(base, index);
    sharedCache(this.files).slug.set(base, { index, count });
    return index;
  }

  private bySlug(base: string, values: readonly string[]): ContentHit | undefined {
    const index = this.slugIndex(base);
    const key = values.map(slugOfValue).join('/');
    const direct = index.byKey.get(key);
    if (direct) return { file: shortest(direct), how: 'slug from the file name' };
    // Numbered section folders the URL leaves out ("docs/svelte/01-intro/02-overview.md" at /docs/svelte/overview).
    if (values.length === 0) return undefined;
    const leaf = slugOfValue(values[values.length - 1]);
    const prefix = values.slice(0, -1).map(slugOfValue).join('/');
    const hits: string[] = [];
    for (const { key: k, file } of index.byLeaf.get(leaf) ?? []) {
      // The URL's folders may sit below a wrapper folder the URL leaves out (`content/builders/accordion.md` for
      // builders/accordion), or above numbered folders it leaves out.
      if (prefix !== '' && !k.startsWith(`${prefix}/`) && !k.endsWith(`/${prefix}/${leaf}`)) continue;
      hits.push(file);
    }
    if (hits.length === 0) return undefined;
    return { file: shortest(hits), how: hits.length > 1 ? `file name slug (${hits.length} candidates, shortest path)` : 'file name slug in a sub-folder' };
  }

  private byFrontMatter(base: string, wanted: string): string | undefined {
    let index = this.frontMatterIndexes.get(base);
    const count = index ? 0 : fileCount(this.files, base);
    const shared = index ? undefined : sharedCache(this.files).front.get(base);
    if (!index && shared && shared.count === count) {
      index = shared.index;
      this.frontMatterIndexes.set(base, index);
    }
    if (!index) {
      index = new Map();
      let budget = 5000;
      for (const file of this.files.under(base)) {
        if (!this.exts.has(ext(file))) continue;
        if (budget-- <= 0) break;
        const text = headOf(this.files, file);
        // Most files set no slug: skip the YAML parse unless a slug-like key is there at all.
        if (!text || !(text.startsWith('---') || text.startsWith('+++')) || !SLUG_KEYS(text)) continue;
        const data = parseFrontMatter(text).data;
        for (const key of ['slug', 'permalink', 'path', 'url']) {
          const value = data[key];
          if (typeof value !== 'string' || value.trim() === '') continue;
          const clean = trimChars(value.trim(), '/').toLowerCase();
          if (!index.has(clean)) index.set(clean, file);
          const last = clean.slice(clean.lastIndexOf('/') + 1);
          if (!index.has(`~${last}`)) index.set(`~${last}`, file);
        }
      }
      this.frontMatterIndexes.set(base, index);
      sharedCache(this.files).front.set(base, { index, count });
    }
    const key = wanted.toLowerCase();
    return index.get(key) ?? index.get(`~${key.slice(key.lastIndexOf('/') + 1)}`);
  }
}

interface SharedContentCache {
  stems: Map<string, { index: StemIndex; count: number; exts: string }>;
  slug: Map<string, { index: SlugIndex; count: number }>;
  front: Map<string, { index: Map<string, string>; count: number }>;
}

/** Content indexes per file set, kept across route-table recompiles; file events drop the touched folders. */
const SHARED = new WeakMap<SiteFiles, SharedContentCache>();

function sharedCache(files: SiteFiles): SharedContentCache {
  let cache = SHARED.get(files);
  if (!cache) {
    cache = { stems: new Map(), slug: new Map(), front: new Map() };
    SHARED.set(files, cache);
  }
  return cache;
}

/**
 * Forgets the content indexes of every folder that holds `rel` (call on each file event). The name indexes do not
 * depend on a file's text: a change keeps them, and a new file is entered in the stem index in place (a post added
 * while writing must not cost a rebuild of the whole folder's index).
 */
export function invalidateContentCache(files: SiteFiles, rel: string, kind?: 'add' | 'remove' | 'change'): void {
  const cache = SHARED.get(files);
  if (!cache) return;
  const touches = (base: string) => rel.startsWith(`${base}/`) || base.startsWith(`${rel}/`) || base === rel;
  for (const [base, entry] of [...cache.stems]) {
    if (!touches(base) || kind === 'change') continue;
    if (kind === 'add' && rel.startsWith(`${base}/`) && files.has(rel)) {
      addStem(entry.index, rel, base.length + 1, entry.exts.split(','));
      entry.count++;
    } else cache.stems.delete(base);
  }
  for (const map of kind === 'change' ? [cache.front] : [cache.slug, cache.front]) {
    for (const base of [...map.keys()]) if (touches(base)) map.delete(base);
  }
}

interface SlugIndex {
  byKey: Map<string, string[]>;
  byLeaf: Map<string, Array<{ key: string; file: string }>>;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether any file lives under `dir`, without copying the listing when the index can answer directly. */
export function dirHasFiles(files: SiteFiles, dir: string): boolean {
  return files.hasDir ? files.hasDir(dir) : files.under(dir).length > 0;
}

function shortest(files: readonly string[]): string {
  return [...files].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
}

/**
 * Folders a route file names in string literals ('_posts', "content/blog", path.join(cwd, 'posts')):
 * a strong hint of where its content lives. Only folders that exist in the index count.
 */
export function foldersNamedIn(text: string, files: SiteFiles, rootPrefix = ''): string[] {
  const out: string[] = [];
  const re = /["'`](?:\.{0,2}\/)*([A-Za-z0-9_@][\w@.-]*(?:\/[\w@.-]+)*)\/?["'`]/g;
  let m: RegExpExecArray | null;
  let budget = 200;
  while ((m = re.exec(text)) && budget-- > 0) {
    const dir = rootPrefix + m[1];
    if (dir.includes('..') || out.includes(dir)) continue;
    if (dirHasFiles(files, dir) && files.under(dir).some((f) => CONTENT_EXTS.includes(ext(f)))) out.push(dir);
  }
  return out;
}
