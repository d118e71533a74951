// Content loaders that give every entry an id from its path (Astro collections and Starlight, fumadocs, contentlayer,
// Tina): an exact index id → file, so a URL names an entry or nothing. The fuzzy ContentFinder (contentLookup.ts) is
// for routes whose loader we cannot read.
import type { SiteFiles } from '../../types';
import { frontDataWith, isTrue, keyTester } from './frontMatter';
import { githubSlug } from './slugify';
import { trimChars } from '../../text';

export interface IdRules {
  /** Extensions of entries, without the dot. */
  exts: readonly string[];
  /** `x/index.md` is the entry `x` (every loader here does that). */
  dropIndex: boolean;
  /** Folder names in parentheses stay out of ids (fumadocs folder groups). */
  dropGroups?: boolean;
  /** Each segment slugified like github-slugger (Astro's ids: lower-cased, punctuation dropped). */
  slugify?: boolean;
  /** `name.<locale>.ext` names a translation (fumadocs' dot parser, next-i18n style docs). */
  localeSuffixes?: readonly string[];
  /** `name/<locale>.ext`: a file named after one of these locales in the entry's own folder is its translation. */
  localeLeaves?: readonly string[];
  /** A front-matter `slug` replaces the id (Astro, Starlight). */
  frontMatterSlug?: boolean;
  /** Path segments starting with one of these are not entries ('.' for fast-glob's defaults, '_' for Astro). */
  skipPrefixes?: readonly string[];
  /** Only entries inside these folders (relative to the content folder) count: the document types a route reads. */
  within?: readonly string[];
  /** Only the folder's own files are entries (a glob without `**` or a `/` after its folder: `notes/*.md`). */
  topLevelOnly?: boolean;
  /**
   * The entry's own name loses a leading date or ordering number (`2019-04-22-title`, `02-title` → `title`) when
   * every entry beside it carries one: files named so for sorting are published without it (Jekyll posts, Eleventy's
   * `page.fileSlug`, Docusaurus number prefixes), and the prefixed name is then no URL. A lone `2026-roadmap` among
   * plain names is a name. Folders keep their names.
   */
  stripOrderPrefix?: boolean;
}

/** A name without its leading date (`YYYY-MM-DD-`) or ordering number (`01-`, `1_`, `1.`). */
export function withoutOrderPrefix(name: string): string {
  const stripped = name.replace(/^\d{4}-\d{2}-\d{2}[-_]/, '').replace(/^\d+[-_.](?=\D)/, '');
  return stripped === '' ? name : stripped;
}

export interface Entry {
  file: string;
  id: string;
  locale?: string;
}

const DRAFT_KEYS = keyTester(['draft', 'published']);
const SLUG_KEYS = keyTester(['slug']);
const MAX_FRONT_MATTER_READS = 5000;

/** The id a path inside the content folder gets under these rules; undefined when it is not an entry. */
export function entryId(local: string, rules: IdRules): { id: string; locale?: string } | undefined {
  const slash = local.lastIndexOf('/');
  const name = local.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || !rules.exts.includes(name.slice(dot + 1).toLowerCase())) return undefined;
  let stem = name.slice(0, dot);
  let locale: string | undefined;
  const inner = stem.lastIndexOf('.');
  if (inner > 0 && rules.localeSuffixes?.includes(stem.slice(inner + 1))) {
    locale = stem.slice(inner + 1);
    stem = stem.slice(0, inner);
  }
  let parts = [...(slash < 0 ? [] : local.slice(0, slash).split('/')), stem];
  if (slash > 0 && locale === undefined && rules.localeLeaves?.includes(stem)) {
    locale = stem;
    parts = parts.slice(0, -1);
  }
  const skip = rules.skipPrefixes;
  if (skip && parts.some((p) => skip.some((s) => p.startsWith(s)))) return undefined;
  if (rules.within && !rules.within.some((dir) => local.startsWith(`${dir}/`))) return undefined;
  if (rules.dropGroups) parts = parts.filter((p) => !/^\(.+\)$/.test(p));
  if (rules.dropIndex && parts[parts.length - 1] === 'index') parts.pop();
  if (rules.slugify) parts = parts.map(githubSlug);
  return { id: parts.join('/'), ...(locale ? { locale } : {}) };
}

/** Entries of one content folder by id (and locale, for translations named by suffix); built once per compile. */
export class EntryIndex {
  private byKey: Map<string, string> | undefined;
  private flattened: Map<string, string | null> | undefined;

  constructor(
    private readonly files: SiteFiles,
    readonly dir: string,
    private readonly rules: IdRules,
  ) {}

  private index(): Map<string, string> {
    if (this.byKey) return this.byKey;
    const map = new Map<string, string>();
    const cut = this.dir === '' ? 0 : this.dir.length + 1;
    let reads = MAX_FRONT_MATTER_READS;
    const sluggedKeys = new Set<string>();
    const clashes = new Set<string>();
    const entries: Array<{ file: string; entry: { id: string; locale?: string } }> = [];
    // Per folder of ids: whether every entry's own name there carries an ordering prefix.
    const ordered = new Map<string, boolean>();
    for (const file of this.dir === '' ? this.files.all() : this.files.under(this.dir)) {
      if (this.rules.topLevelOnly && file.indexOf('/', cut) >= 0) continue;
      const entry = entryId(file.slice(cut), this.rules);
      if (!entry) continue;
      entries.push({ file, entry });
      if (!this.rules.stripOrderPrefix || entry.id === '') continue;
      const slash = entry.id.lastIndexOf('/');
      const leaf = entry.id.slice(slash + 1);
      const parent = entry.id.slice(0, Math.max(slash, 0));
      ordered.set(parent, (ordered.get(parent) ?? true) && withoutOrderPrefix(leaf) !== leaf);
    }
    for (const { file, entry } of entries) {
      let id = entry.id;
      const slash = id.lastIndexOf('/');
      if (this.rules.stripOrderPrefix && id !== '' && ordered.get(id.slice(0, Math.max(slash, 0)))) id = id.slice(0, slash + 1) + withoutOrderPrefix(id.slice(slash + 1));
      let slugged = false;
      if (this.rules.frontMatterSlug && reads-- > 0) {
        const slug = frontDataWith(this.files, file, SLUG_KEYS).slug;
        if (typeof slug === 'string' && slug.trim() !== '') {
          id = trimChars(slug.trim(), '/');
          slugged = true;
        }
      }
      const key = `${entry.locale ?? ''}\u0000${id}`;
      if (!map.has(key)) map.set(key, file);
      // Two files claiming one slug: which one the site shows depends on its code's order (newest first, …), so
      // neither is named.
      else if (slugged || sluggedKeys.has(key)) clashes.add(key);
      if (slugged) sluggedKeys.add(key);
    }
    for (const key of clashes) map.delete(key);
    this.byKey = map;
    return map;
  }

  /** The entry with this id ('' = the folder's index), in this locale's translation when one is asked for. */
  get(id: string, locale?: string): string | undefined {
    return this.index().get(`${locale ?? ''}\u0000${id}`);
  }

  /**
   * With `stripOrderPrefix`: the one entry whose id is `id` once its numbered folders (`01-introduction/`, sorting
   * sections of a sidebar) are left out, as docs sites that glob such trees publish them (/docs/svelte/overview for
   * svelte/01-introduction/01-overview.md). Two entries claiming one id: none (the URL is ambiguous).
   */
  getWithoutOrderedFolders(id: string): string | undefined {
    if (!this.rules.stripOrderPrefix) return undefined;
    if (!this.flattened) {
      const map = new Map<string, string | null>();
      for (const [key, file] of this.index()) {
        const [locale, entry] = key.split('\u0000');
        if (locale) continue;
        const parts = entry.split('/');
        const kept = [...parts.slice(0, -1).filter((p) => withoutOrderPrefix(p) === p), parts[parts.length - 1]];
        if (kept.length === parts.length) continue;
        const flat = kept.join('/');
        map.set(flat, map.has(flat) ? null : file);
      }
      this.flattened = map;
    }
    return this.flattened.get(id) ?? undefined;
  }

  /** Whether any entry has this id in another locale (a page that exists, only not in the asked language). */
  hasOtherLocale(id: string): boolean {
    for (const key of this.index().keys()) if (key.endsWith(`\u0000${id}`)) return true;
    return false;
  }
}

/** A content file marked `draft: true` is not published in production builds. */
export function isDraft(files: SiteFiles, rel: string): boolean {
  const data = frontDataWith(files, rel, DRAFT_KEYS);
  // `published: false` is the other common way to hold a post back (Jekyll's own key, and blog helpers filtering on it).
  return isTrue(data.draft) || data.published === false || data.published === 'false';
}
