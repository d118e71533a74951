// Eleventy: templates in the input dir → URLs (default `x/index.html`, permalink from front matter or data files).
import { compilePathPattern, escapePattern, type PathPattern } from '../match/pathPattern';
import { trimStart } from '../text';
import type { Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { type ProcessedTemplate, fieldCollectionValues, globCollectionTemplates, literalCollectionValues } from './eleventyCollectionValues';
import { ELEVENTY_CONFIGS, type EleventySettings, eleventySettings } from './eleventySettings';
import { type Pagination, type PaginationData, paginationItems, paginationOf, tagsOf } from './eleventyPagination';
import { type PermalinkShape, addPermalinkShapes } from './eleventyPermalinkShapes';
import { withAfterBuildDeletions } from './eleventyAfterBuild';
import { onlyMetaRefresh } from './kit/metaRefresh';
import { withVitePublic } from './eleventyVite';
import { type ConfigCode, type ConfigValue, Computed, FunctionValue, callValue, isConfigObject, readCode } from './kit/code';
import { isRecord, packageDependencies, parseConfigText, readDataValue } from './kit/data';
import { type FrontData, frontData, headOf, isTrue } from './kit/frontMatter';
import { type DateParts, dateParts, splitDatedName } from './kit/dates';
import { baseOf, dirOf, joinRel, within } from './kit/paths';
import { RouteTableBuilder, routePattern, urlKey, withPathPrefixes } from './kit/routeTable';
import { eleventySlugify } from './kit/slugify';
import type { SlugFilter } from './eleventySlugFilter';
import { type DateFilter, dateFilterNamed } from './eleventyDateFilter';
import { onlyShortcode } from './eleventyShortcodes';
import { parseFrontMatter } from '../frontMatter';

/**
 * Template and directory data files (11ty.dev/docs/data-template-dir/): JSON and JavaScript, and TypeScript where the
 * site runs Eleventy through a TypeScript loader (11ty.dev/docs/languages/typescript/).
 */
const TEMPLATE_DATA_SUFFIXES = ['.11tydata.json', '.11tydata.js', '.11tydata.mjs', '.11tydata.cjs', '.11tydata.ts', '.11tydata.mts', '.11tydata.cts'];
const DATA_SUFFIXES = [...TEMPLATE_DATA_SUFFIXES, '.json'];

/** A permalink as read from data: a literal string, `false`, or undefined when none is set. */
type Permalink = string | false | undefined;

export const eleventy: Framework = {
  id: 'eleventy',
  label: 'Eleventy',
  configFiles: ELEVENTY_CONFIGS,
  dependencies: ['@11ty/eleventy'],
  siteFolders: ['src', '_includes'],
  outputDirs: ['_site'],
  staticDirs: () => ['public'],
  detect(files) {
    if (ELEVENTY_CONFIGS.some((c) => files.has(c))) return 1;
    if (packageDependencies(files).has('@11ty/eleventy')) return 0.9;
    return files.has('.eleventyignore') ? 0.6 : 0;
  },
  domains: () => [],
  redirects: () => [],
  compile,
  affects(rel) {
    return ELEVENTY_CONFIGS.includes(rel) || rel === '.eleventyignore' || rel === 'package.json' || /\.11tydata\.\w+$/.test(rel) || /\.(md|njk|liquid|html|webc|11ty\.js|ejs|hbs|pug|haml|mustache|json|ya?ml|js)$/.test(rel);
  },
};

/** The template format of a file name ('x.11ty.js' → '11ty.js'), among the configured formats; undefined if none. */
function formatOf(rel: string, formats: readonly string[]): string | undefined {
  const lower = rel.toLowerCase();
  let best: string | undefined;
  for (const f of formats) {
    for (const ext of f.toLowerCase() === '11ty.js' ? JS_TEMPLATE_EXTS : [f]) if (lower.endsWith(`.${ext.toLowerCase()}`) && (!best || ext.length > best.length)) best = ext;
  }
  return best;
}

/** The `11ty.js` format's file extensions (11ty.dev/docs/languages/javascript/: `.11ty.js`, `.11ty.cjs`, `.11ty.mjs`). */
const JS_TEMPLATE_EXTS = ['11ty.js', '11ty.cjs', '11ty.mjs'];

/** Paginated URLs enumerated at most, over all templates. */
const MAX_PAGINATED_URLS = 20_000;

interface PaginatedTemplate {
  rel: string;
  stemLocal: string;
  fm: FrontData;
  permalink: string | undefined;
  from?: string;
  pagination: Pagination;
  /** What its permalink reads beyond its front matter. */
  scope?: PageScope;
}

function compile(files: SiteFiles): RouteTable {
  const s = eleventySettings(files);
  const builder = new RouteTableBuilder();
  const dataCache = new Map<string, DataFile>();
  const tags = new Set<string>();
  const paginated: PaginatedTemplate[] = [];
  const processed: ProcessedTemplate[] = [];
  const shapes: PermalinkShape[] = [];
  const layoutCache = new Map<string, string | undefined>();
  // Global data files read once each, JSON and the YAML the config registers (11ty.dev/docs/data-global/).
  const globals = new Map<string, unknown>();
  const globalData = (name: string): unknown => {
    if (!/^[\w-]{1,100}$/.test(name)) return undefined;
    if (!globals.has(name)) {
      const rel = [`${s.dataDir}/${name}.json`, ...s.dataExtensions.map((e) => `${s.dataDir}/${name}.${e}`)].find((r) => files.has(r));
      globals.set(name, rel ? readDataValue(files, rel) : undefined);
    }
    return globals.get(name);
  };

  for (const rel of files.under(s.input)) {
    const local = within(s.input, rel);
    if (local === undefined) continue;
    if (isDataFile(rel, s.dataExtensions)) {
      for (const t of tagsOf(dataFile(files, rel, dataCache).tags)) tags.add(t);
      continue;
    }
    const format = formatOf(rel, s.formats);
    if (!format) continue;
    if (s.excludedDirs.some((d) => d && (rel === d || rel.startsWith(d + '/')))) continue;
    if (s.ignored.ignores(rel) || rel.split('/').includes('node_modules')) continue;
    const stemLocal = local.slice(0, -(format.length + 1));
    const data = templateData(files, rel, dataCache);
    // A permalink's data come from the whole cascade: front matter, template and directory data, global data.
    const scope: PageScope = { data: (name) => cascadeValue(files, rel, stemLocal, s, dataCache, data.fm, name) ?? globalData(name), filters: s.slugFilters, dateFilters: s.dateFilters };
    if (s.drafts && isTrue(data.fm.draft)) continue;
    processed.push({ rel, fm: data.fm, stemLocal });
    for (const t of tagsOf(data.fm.tags)) tags.add(t);
    // Tags merge across the cascade (a folder's data file tagging every template in it): each is a collection too.
    for (const dataRel of dataFilesOf(files, rel, stemLocal, s)) for (const t of tagsOf(dataFile(files, dataRel, dataCache).tags)) tags.add(t);
    let permalink: Permalink = data.permalink;
    let from = permalink !== undefined ? rel : undefined;
    if (permalink === undefined) {
      const found = inheritedPermalink(files, rel, stemLocal, s, dataCache, data.fm);
      permalink = found.permalink;
      from = found.from;
    } else if (computedPermalinkFalse(files, rel, stemLocal, s, dataCache, data.fm)) permalink = false;
    // Layout front matter is the cascade's last layer before global data (11ty.dev/docs/data-cascade/): a permalink
    // there (`permalink: articles/{{ title | slugify }}/index.html` in the article layout) is the page's.
    if (permalink === undefined) {
      const fromLayout = layoutPermalink(files, s, cascadeValue(files, rel, stemLocal, s, dataCache, data.fm, 'layout'));
      if (fromLayout) {
        permalink = fromLayout.permalink;
        from = fromLayout.from;
      }
    }
    // `permalink: false` writes no file (11ty.dev/docs/permalinks/#permalink-false).
    if (permalink === false) continue;
    const pagination = paginationOf(data.fm.pagination);
    if (pagination) {
      paginated.push({ rel, stemLocal, fm: data.fm, permalink, from, pagination, scope });
      continue;
    }
    const ctx = pageContext(stemLocal, data.fm, {}, scope);
    // A layout that is only a meta refresh (and never shows the template's content) makes the page a redirect.
    const layout = scope.data?.('layout') ?? data.fm.layout;
    const refresh = refreshLayout(files, s, layout, layoutCache) ?? ((layout === undefined || layout === false) && refreshOnlyTemplate(files, rel, s.refreshShortcodes) ? rel : undefined);
    const page = (why: string): Resolution => (refresh ? { file: null, kind: 'redirect', reason: `Eleventy: no source: ${rel} is rendered by ${refresh}, which only sends the browser to another page (a meta refresh or a location script)` } : { file: rel, reason: `Eleventy: ${rel}${why}` });
    if (permalink === undefined) {
      builder.add(defaultUrl(stemLocal), page(''));
      continue;
    }
    const rendered = renderPermalink(permalink, ctx);
    const why = from === rel ? 'permalink in the template' : `permalink from ${from}`;
    if (rendered.exact !== undefined) builder.add('/' + trimStart(rendered.exact, '/'), page(` (${why})`));
    else if (rendered.pattern) {
      const date = rendered.datedOnly ? pageDate(stemLocal, data.fm) : undefined;
      shapes.push({ rel, pattern: rendered.pattern, why, permalink, datedOnly: rendered.datedOnly === true, known: rendered.known ?? '', ...(date ? { date } : {}) });
    }
  }
  addPermalinkShapes(builder, shapes);

  const unknown: PaginatedTemplate[] = [];
  const fieldValues = new Map<string, string[] | undefined>();
  const fieldCollection = (name: string): string[] | undefined => {
    if (!fieldValues.has(name)) fieldValues.set(name, fieldCollectionValues(files, name, processed) ?? literalCollectionValues(files, name));
    return fieldValues.get(name);
  };
  const templateCollection = (name: string): unknown[] | undefined => globCollectionTemplates(files, name, processed)?.map(() => ({}));
  const tagCollection = (name: string): unknown[] | undefined => taggedTemplates(files, name, processed, s, dataCache)?.map(() => ({}));
  const pool: PaginationData = { tags, collections: s.collections, dataDir: s.dataDir, fieldCollection, templateCollection, tagCollection };
  const budget = { pages: MAX_PAGINATED_URLS };
  const computed = new Set<PaginatedTemplate>();
  for (const t of paginated) {
    const added = addPaginated(builder, files, t, pool, budget);
    if (added === true) continue;
    unknown.push(t);
    if (added === 'computed') computed.add(t);
  }

  // Passthrough copies are served as they are (after the templates: a template at the same path wins).
  for (const rel of files.all()) {
    for (const out of s.passthrough(rel)) builder.add('/' + out, { file: rel, kind: 'static', reason: `Eleventy passthrough copy: ${rel}` });
  }
  // Templates whose items are known come first: their reason (a permalink computed by code) is the more telling.
  for (const t of [...unknown.filter((u) => computed.has(u)), ...unknown.filter((u) => !computed.has(u))]) {
    const any = anyPageOf(t);
    if (!any) continue;
    builder.addPattern(any, {
      file: null,
      kind: 'none',
      reason: computed.has(t)
        ? `Eleventy: no source: ${t.rel} paginates over "${t.pagination.data}", but its permalink (${t.permalink ?? ''}) computes each page's path with code that is not evaluated here, so which paths it writes is unknown`
        : `Eleventy: no source: ${t.rel} paginates over "${t.pagination.data}", data the repository does not hold as a literal, so which pages exist is unknown`,
    });
  }
  const built = withVitePublic(builder.build('/', undefined, { htmlForTrailingSlash: false }), s.vitePublicDir, 'the Vite build after Eleventy');
  return withPathPrefixes(withAfterBuildDeletions(files, built), s.prefixes);
}

/**
 * Routes of a paginated template whose items are known: one URL per chunk, rendered with the alias and
 * `pagination.pageNumber` bound. Items unknown: only page numbers are claimed (a permalink or default URL that
 * varies by page number alone). Returns false when nothing could be claimed, 'computed' when the items are known
 * but the permalink renders no page of them.
 */
function addPaginated(builder: RouteTableBuilder, files: SiteFiles, t: PaginatedTemplate, pool: PaginationData, budget: { pages: number }): boolean | 'computed' {
  const p = t.pagination;
  const found = paginationItems(files, p, t.fm, pool);
  // Past the site-wide budget the pages are as unknown as computed data (a hostile repository, not a real site).
  const items = found && Math.ceil(found.length / p.size) <= budget.pages ? found : undefined;
  if (items) budget.pages -= Math.ceil(items.length / p.size);
  const why = t.permalink === undefined ? '' : t.from === t.rel ? ', permalink in the template' : `, permalink from ${t.from}`;
  if (items) {
    let added = 0;
    for (let page = 0; page * p.size < items.length; page++) {
      const chunk = items.slice(page * p.size, (page + 1) * p.size);
      const vars: Record<string, unknown> = { pagination: { pageNumber: page, items: chunk } };
      if (p.alias) vars[p.alias] = p.size === 1 ? chunk[0] : chunk;
      const url = t.permalink === undefined
        ? pagedDefaultUrl(t.stemLocal, page)
        : renderPermalink(t.permalink, pageContext(t.stemLocal, t.fm, vars, t.scope)).exact;
      if (url === undefined) continue;
      builder.add('/' + trimStart(url, '/'), { file: t.rel, reason: `Eleventy: ${t.rel} (page ${page + 1} of the pagination over "${p.data}"${why})` });
      added++;
    }
    // Items known but no URL told (a permalink reading item data we do not hold): as if the items were unknown.
    if (added > 0 || items.length === 0) return true;
  }
  // Page numbers alone: the default URLs, or a permalink whose only unknown is the page number.
  const numbered = t.permalink === undefined
    ? { first: defaultUrl(t.stemLocal), pattern: routePattern(`${escapePattern(urlKey(defaultUrl(t.stemLocal)))}/:page([0-9]+)`) }
    : numberedPermalink(t.permalink, t.stemLocal, t.fm, t.scope);
  if (!numbered) return items ? 'computed' : false;
  if (numbered.first !== undefined) builder.add(numbered.first, { file: t.rel, reason: `Eleventy: ${t.rel} (first page of the pagination over "${p.data}"${why})` });
  if (numbered.pattern) {
    const page: Resolution = { file: t.rel, reason: `Eleventy: ${t.rel} (numbered page of the pagination over "${p.data}"${why})` };
    const lowest = numbered.lowest;
    // Numbers below the second page's (`/blog/1/` when the permalink writes pageNumber + 1 after the first) are no page.
    builder.addPattern(numbered.pattern, lowest === undefined ? page : (key) => {
      const n = Number(key.split('/').filter(Boolean)[lowest.index]);
      return Number.isInteger(n) && n < lowest.number
        ? { file: null, kind: 'none', reason: `Eleventy: no source: ${t.rel} numbers its pages after the first from ${lowest.number}` }
        : page;
    });
  }
  return true;
}

/** Layout file extensions tried for a layout named without one (11ty.dev/docs/layouts/: `layout: post`). */
const LAYOUT_EXTS = ['njk', 'liquid', 'html', 'md', '11ty.js', 'webc', 'hbs', 'ejs', 'pug', 'mustache'];

/**
 * The layout a template names when that layout is nothing but a meta refresh and never places the template's
 * `content` (a redirect layout: `<meta http-equiv="refresh" content="0; URL='{{ target }}'">`); undefined otherwise.
 */
function refreshLayout(files: SiteFiles, s: EleventySettings, layout: unknown, cache: Map<string, string | undefined>): string | undefined {
  if (typeof layout !== 'string' || layout === '' || layout.includes('..')) return undefined;
  if (cache.has(layout)) return cache.get(layout);
  const rel = layoutFile(files, s, layout);
  const text = rel ? files.read(rel) : undefined;
  const found = rel && text !== undefined && !/\{\{-?\s*content\b/.test(text) && onlyMetaRefresh(text) ? rel : undefined;
  cache.set(layout, found);
  return found;
}

/**
 * An HTML, Nunjucks or Liquid template without a layout that holds nothing but a meta refresh (or a location script):
 * the page it writes only sends the browser on (`source-map/index.html` left behind when a spec moved).
 */
function refreshOnlyTemplate(files: SiteFiles, rel: string, shortcodes: ReadonlySet<string>): boolean {
  const markdown = /\.md$/i.test(rel);
  if (!/\.(?:html|njk|liquid)$/i.test(rel) && !(markdown && shortcodes.size)) return false;
  const text = files.read(rel) ?? '';
  const body = text.split(/\r?\n/).slice(parseFrontMatter(text).bodyLine).join('\n');
  // A body that is one call of a shortcode writing a whole refresh page (`{%- redirectTo "/posts/" -%}`).
  if (onlyShortcode(body, shortcodes)) return true;
  return !markdown && onlyMetaRefresh(body, { templateTags: true });
}

/** Layouts a layout chain is followed through (`article` → `layout`). */
const MAX_LAYOUT_CHAIN = 4;

/** The layout file a `layout` value names, in the layouts folder (its extension optional). */
function layoutFile(files: SiteFiles, s: EleventySettings, layout: unknown): string | undefined {
  if (typeof layout !== 'string' || layout === '' || layout.includes('..')) return undefined;
  return [layout, ...LAYOUT_EXTS.map((e) => `${layout}.${e}`)].map((name) => joinRel(s.layoutsDir, name)).find((r) => files.has(r));
}

/** The permalink a template's layout chain sets in its front matter, nearest layout first. */
function layoutPermalink(files: SiteFiles, s: EleventySettings, layout: unknown): { permalink: Permalink; from: string } | undefined {
  let name = layout;
  for (let depth = 0; depth < MAX_LAYOUT_CHAIN; depth++) {
    const rel = layoutFile(files, s, name);
    if (!rel) return undefined;
    const fm = frontData(files, rel);
    const permalink = permalinkOf(fm.permalink);
    if (permalink !== undefined) return { permalink, from: rel };
    name = fm.layout;
  }
  return undefined;
}

/** `x/` for the first page, then `x/1/`, `x/2/`… (Eleventy's default paginated URLs). */
function pagedDefaultUrl(stemLocal: string, page: number): string {
  const base = defaultUrl(stemLocal);
  return page === 0 ? base : `${base}${page}/`;
}

/** A permalink that only varies by `pagination.pageNumber`: its first page, and a digits-only pattern for the rest. */
function numberedPermalink(permalink: string, stemLocal: string, fm: FrontData, scope?: PageScope): { first?: string; pattern?: PathPattern; lowest?: { index: number; number: number } } | undefined {
  const render = (pageNumber: number) => renderPermalink(permalink, pageContext(stemLocal, fm, { pagination: { pageNumber } }, scope));
  const first = render(0);
  const second = render(1);
  if (first.exact === undefined || second.exact === undefined) return undefined;
  const numbered = renderPermalink(permalink, pageContext(stemLocal, fm, { pagination: { pageNumber: PAGE_NUMBER } }, scope), true);
  // The segment the page number is written in, and the number the second page shows there (2 for `pageNumber + 1`).
  const third = render(2).exact;
  const [a, b] = [second.exact.split('/').filter(Boolean), (third ?? '').split('/').filter(Boolean)];
  const index = a.findIndex((seg, i) => seg !== b[i]);
  const lowest = index >= 0 && /^\d{1,6}$/.test(a[index]) ? { index, number: Number(a[index]) } : undefined;
  return { first: '/' + trimStart(first.exact, '/'), ...(numbered.pattern ? { pattern: numbered.pattern } : {}), ...(lowest ? { lowest } : {}) };
}

/** Any URL the template's permalink could render (for the "unknown pages" answer); undefined when none can be told. */
function anyPageOf(t: PaginatedTemplate): PathPattern | string | undefined {
  if (t.permalink === undefined) return `${escapePattern(urlKey(defaultUrl(t.stemLocal)))}/*`;
  const rendered = renderPermalink(t.permalink, pageContext(t.stemLocal, t.fm, {}, t.scope));
  return rendered.pattern ?? (rendered.exact !== undefined ? escapePattern(urlKey('/' + trimStart(rendered.exact, '/'))) : undefined);
}

/** Eleventy's default: `x.md` → /x/, `x/index.md` → /x/, `x/x.md` → /x/ (file named like its folder). */
function defaultUrl(stemLocal: string): string {
  const base = baseOf(stemLocal);
  const dir = dirOf(stemLocal);
  if (base === 'index' || (dir !== '' && base === baseOf(dir))) return `/${dir}/`;
  return `/${stemLocal}/`;
}

interface PageContext {
  fileSlug: string;
  filePathStem: string;
  fm: FrontData;
  /** Values bound by pagination: its alias and `pagination` ({ pageNumber, items }). */
  vars: Record<string, unknown>;
  /** The rest of the page's data cascade and the site's own filters. */
  scope?: PageScope;
}

/** What a permalink may read beyond the front matter: the data cascade's other layers, the site's own slug filters. */
interface PageScope {
  /** Template and directory data, then global data (`metadata` → `_data/metadata.json`), by top-level key. */
  data?: (name: string) => unknown;
  /** `slugify`/`slug` filters the config replaces (eleventySlugFilter.ts). */
  filters?: ReadonlyMap<string, SlugFilter>;
  /** The config's own filters a page's date may go through (eleventyDateFilter.ts). */
  dateFilters?: ReadonlyMap<string, DateFilter>;
}

function pageContext(stemLocal: string, fm: FrontData, vars: Record<string, unknown> = {}, scope?: PageScope): PageContext {
  // Eleventy's TemplateFileSlug: a `YYYY-MM-DD-` prefix is dropped first; a slug that is then `index` is the parent
  // folder's name, its own date prefix dropped too (https://www.11ty.dev/docs/data-eleventy-supplied/#fileslug).
  const undated = (name: string): string => {
    const dated = splitDatedName(name);
    return dated && dated.rest ? dated.rest : name;
  };
  const raw = undated(baseOf(stemLocal));
  const fileSlug = raw === 'index' ? undated(baseOf(dirOf(stemLocal))) : raw;
  return { fileSlug, filePathStem: '/' + stemLocal, fm, vars, ...(scope ? { scope } : {}) };
}

/**
 * Front matter (YAML, or `---js` read statically: its `permalink`, `pagination`, `tags` and literal data), a .11ty.js
 * template's data, and a same-name template data file's permalink.
 */
function templateData(files: SiteFiles, rel: string, cache: Map<string, DataFile>): { fm: FrontData; permalink: Permalink } {
  let fm: FrontData;
  let permalink: Permalink;
  const isJsTemplate = /\.11ty\.(c|m)?js$/.test(rel);
  const head = isJsTemplate ? undefined : jsFrontMatter(headOf(files, rel) ?? '');
  if (head !== undefined || isJsTemplate) {
    // A `---js` block that is one object literal (`{ permalink: "/index.html" }`, 11ty.dev/docs/data-frontmatter/#javascript-front-matter)
    // is that object: as a statement it would read as a block of labels.
    const source = head !== undefined && head.trimStart().startsWith('{') ? `export default (${head}\n);` : head;
    const code = readCode(source ?? files.read(rel) ?? '');
    const pick = (key: string): ConfigValue => code.values(key)[0] ?? code.named(key);
    permalink = permalinkOf(pick('permalink'));
    fm = plainData(code, pick);
  } else {
    fm = frontData(files, rel);
    permalink = permalinkOf(fm.permalink ?? (isRecord(fm.eleventyComputed) ? fm.eleventyComputed.permalink : undefined));
  }
  // The same-name template data file is the next layer of the data cascade (11ty.dev/docs/data-cascade/): its
  // permalink, and its pagination (pagination is read from the cascade, 11ty.dev/docs/pagination/), fill what the
  // front matter leaves unset.
  const stem = rel.replace(/\.(11ty\.[cm]?js|[^./]+)$/, '');
  for (const suffix of TEMPLATE_DATA_SUFFIXES) {
    const dataRel = stem + suffix;
    if (!files.has(dataRel)) continue;
    const data = dataFile(files, dataRel, cache);
    if (permalink === undefined) permalink = data.permalink;
    if (fm.pagination === undefined && data.pagination !== undefined) fm = { ...fm, pagination: data.pagination };
  }
  return { fm, permalink };
}

/** The literal data a JS front matter or template declares (`pagination`, `tags`, and every top-level const). */
function plainData(code: ConfigCode, pick: (key: string) => ConfigValue): FrontData {
  const out: FrontData = {};
  const exported = code.exported;
  if (isConfigObject(exported)) Object.assign(out, exported);
  for (const key of ['pagination', 'tags', 'draft']) {
    const v = pick(key);
    if (v !== undefined) out[key] = v;
  }
  const pagination = out.pagination;
  const dataKey = isConfigObject(pagination as ConfigValue) ? (pagination as Record<string, unknown>).data : undefined;
  if (typeof dataKey === 'string' && !(dataKey.split('.')[0] in out)) {
    const own = code.named(dataKey.split('.')[0]);
    if (own !== undefined) out[dataKey.split('.')[0]] = own;
  }
  return out;
}

/** The code of a `---js` front matter block, or undefined when the file has none. */
function jsFrontMatter(text: string): string | undefined {
  const m = /^---[ \t]*(?:js|javascript)[ \t]*\r?\n/.exec(text);
  if (!m) return undefined;
  const close = text.indexOf('\n---', m[0].length - 1);
  return close < 0 ? undefined : text.slice(m[0].length, close);
}

/** Permalinks longer than this are not URLs. */
const MAX_PERMALINK = 2000;

function permalinkOf(v: ConfigValue | unknown): Permalink {
  if (v === false) return false;
  if (typeof v === 'string') return v.length <= MAX_PERMALINK ? v : undefined;
  if (v instanceof Computed) {
    // `permalink: (data) => `/tags/${data.tag}/``: the template it returns, `${…}` parts as written.
    if (v.detail.template !== undefined) return v.detail.template.length <= MAX_PERMALINK ? v.detail.template : undefined;
    if (v.detail.returns !== undefined) return permalinkOf(v.detail.returns);
  }
  return undefined;
}

/** What routing reads from a data file (template, directory or `.11tydata` data). */
interface DataFile {
  permalink: Permalink;
  tags: unknown;
  pagination?: unknown;
  /** `eleventyExcludeFromCollections`. */
  exclude?: unknown;
  /** A data key whose truthy value makes the permalink function return false (`if (data.noRender) return false`). */
  falseWhen?: string;
  /** The permalink as a function of the page's data (`permalink: (data) => …`), called per template. */
  permalinkFn?: FunctionValue;
  /** `eleventyComputed.permalink` as a function: applied after the cascade, over the template's own permalink. */
  computedPermalinkFn?: FunctionValue;
  /** A top-level literal value of the file (undefined when absent or computed). */
  value?: (key: string) => unknown;
}

/** The data key a permalink function tests before returning false: `if (data.x) return false`, `data.x ? false : …`. */
function permalinkFalseWhen(v: unknown): string | undefined {
  if (!(v instanceof Computed)) return undefined;
  const m = /\bif\s*\(\s*data\.([A-Za-z_$][\w$]*)\s*\)\s*\{?\s*return\s+false\b/.exec(v.source) ?? /\bdata\.([A-Za-z_$][\w$]*)\s*\?\s*false\s*:/.exec(v.source);
  return m?.[1];
}

/** A directory or template data file (11ty.dev/docs/data-template-dir), read as literals once per compile. */
function dataFile(files: SiteFiles, dataRel: string, cache: Map<string, DataFile>): DataFile {
  const hit = cache.get(dataRel);
  if (hit) return hit;
  const text = files.read(dataRel);
  let data: DataFile = { permalink: undefined, tags: undefined };
  if (text !== undefined && /\.(?:ya?ml|toml)$/i.test(dataRel)) {
    const parsed = parseConfigText(dataRel, text);
    if (parsed) data = literalDataFile(parsed);
  } else if (text !== undefined && dataRel.endsWith('.json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) data = literalDataFile(parsed);
    } catch {
      // not data: nothing to read
    }
  } else if (text !== undefined) {
    const code = readCode(text);
    const permalink = code.values('permalink')[0];
    const computed = code.values('eleventyComputed')[0];
    const computedPermalink = isConfigObject(computed) ? computed.permalink : undefined;
    const falseWhen = permalinkFalseWhen(permalink);
    data = {
      permalink: permalinkOf(permalink), tags: code.values('tags')[0], pagination: code.values('pagination')[0], exclude: code.values('eleventyExcludeFromCollections')[0],
      ...(falseWhen ? { falseWhen } : {}),
      ...(permalink instanceof FunctionValue ? { permalinkFn: permalink } : {}),
      ...(computedPermalink instanceof FunctionValue ? { computedPermalinkFn: computedPermalink } : {}),
      value: (key) => {
        const v = code.values(key)[0];
        return v instanceof Computed ? undefined : v;
      },
    };
  }
  cache.set(dataRel, data);
  return data;
}

/** What routing reads from a JSON or YAML data file's values (its permalink possibly under `eleventyComputed`). */
function literalDataFile(parsed: Record<string, unknown>): DataFile {
  const computed = isRecord(parsed.eleventyComputed) ? parsed.eleventyComputed.permalink : undefined;
  return { permalink: permalinkOf(parsed.permalink ?? computed), tags: parsed.tags, pagination: parsed.pagination, exclude: parsed.eleventyExcludeFromCollections, value: (key) => parsed[key] };
}

/** A data file rather than a template: `x.11tydata.*`, or `<folder>/<folder>.json` (directory data). */
function isDataFile(rel: string, extensions: readonly string[] = []): boolean {
  if (/\.11tydata\.(json|[cm]?[jt]s)$/.test(rel)) return true;
  const dot = rel.lastIndexOf('.');
  const ext = rel.slice(dot + 1).toLowerCase();
  const custom = dot > 0 && extensions.includes(ext);
  if (custom && rel.slice(0, dot).endsWith('.11tydata')) return true;
  const dir = dirOf(rel);
  return dir !== '' && (baseOf(rel) === `${baseOf(dir)}.json` || (custom && baseOf(rel) === `${baseOf(dir)}.${ext}`));
}

/**
 * The templates in the collection of one tag (11ty.dev/docs/collections/: every tag is a collection), counted from the
 * data cascade: front matter, template data and directory data tags, merged (11ty.dev/docs/data-deep-merge/), less
 * templates with `eleventyExcludeFromCollections`. Undefined as soon as one of those values is not literal.
 */
function taggedTemplates(files: SiteFiles, tag: string, templates: readonly ProcessedTemplate[], s: EleventySettings, cache: Map<string, DataFile>): string[] | undefined {
  const out: string[] = [];
  for (const t of templates) {
    if (t.stemLocal === undefined) return undefined;
    const layers: Array<{ tags: unknown; exclude: unknown }> = [{ tags: t.fm.tags, exclude: t.fm.eleventyExcludeFromCollections }];
    for (const dataRel of dataFilesOf(files, t.rel, t.stemLocal, s)) {
      const data = dataFile(files, dataRel, cache);
      layers.push({ tags: data.tags, exclude: data.exclude });
    }
    let tagged = false;
    let excluded = false;
    for (const layer of layers) {
      // `tags:` left empty (null) is no tag.
      if (layer.tags !== undefined && layer.tags !== null && typeof layer.tags !== 'string' && !(Array.isArray(layer.tags) && layer.tags.every((x) => typeof x === 'string'))) return undefined;
      if (layer.exclude !== undefined && typeof layer.exclude !== 'boolean') return undefined;
      if (tagsOf(layer.tags).includes(tag)) tagged = true;
      // The nearest layer that sets it decides (front matter first).
      if (layer.exclude !== undefined && !excluded) excluded = layer.exclude === true;
    }
    if (tagged && !excluded) out.push(t.rel);
  }
  return out;
}

/** A template's data files, nearest first: its own template data files, then directory data files up to the input dir. */
function dataFilesOf(files: SiteFiles, rel: string, stemLocal: string, s: EleventySettings): string[] {
  const stem = rel.replace(/\.(11ty\.[cm]?js|[^./]+)$/, '');
  const own = [...TEMPLATE_DATA_SUFFIXES, ...s.dataExtensions.map((e) => `.11tydata.${e}`)].map((suffix) => stem + suffix).filter((r) => files.has(r));
  return [...own, ...dirDataFiles(files, rel, stemLocal, s)];
}

/** Directory data files from the template's folder up to the input dir, nearest first. */
function dirDataFiles(files: SiteFiles, rel: string, stemLocal: string, s: EleventySettings): string[] {
  const out: string[] = [];
  let dirLocal = dirOf(stemLocal);
  for (;;) {
    const dirRel = joinRel(s.input, dirLocal);
    const name = baseOf(dirRel);
    if (name) {
      for (const suffix of [...DATA_SUFFIXES, ...s.dataExtensions.flatMap((e) => [`.11tydata.${e}`, `.${e}`])]) {
        const dataRel = `${dirRel}/${name}${suffix}`;
        if (dataRel !== rel && files.has(dataRel)) out.push(dataRel);
      }
    }
    if (dirLocal === '') return out;
    dirLocal = dirOf(dirLocal);
  }
}

/** Directory data files from the template's folder up to the input dir: the nearest permalink wins. */
function inheritedPermalink(files: SiteFiles, rel: string, stemLocal: string, s: EleventySettings, cache: Map<string, DataFile>, fm: FrontData): { permalink: Permalink; from?: string } {
  for (const dataRel of dirDataFiles(files, rel, stemLocal, s)) {
    const found = dataFile(files, dataRel, cache);
    if (found.permalink === undefined && !found.permalinkFn) continue;
    // The function returns false for a template whose data (front matter first, then its data files) sets the key.
    if (found.falseWhen && cascadeValue(files, rel, stemLocal, s, cache, fm, found.falseWhen)) return { permalink: false, from: dataRel };
    // A function called with the page's data (its front matter and `page`), in a build with no environment set: a
    // literal answer is this template's permalink (`data.categories.includes('note') ? '/notes/…' : '/blog/…'`).
    if (found.permalinkFn) {
      const ctx = pageContext(stemLocal, fm);
      const page = { fileSlug: ctx.fileSlug, filePathStem: ctx.filePathStem, outputFileExtension: 'html' };
      const called = callValue(found.permalinkFn, [{ ...(fm as Record<string, ConfigValue>), page }]);
      if (called === false || (typeof called === 'string' && called.length <= MAX_PERMALINK)) return { permalink: called, from: dataRel };
    }
    if (found.permalink === undefined) continue;
    return { permalink: found.permalink, from: dataRel };
  }
  return { permalink: undefined };
}

/**
 * Whether a directory data file's `eleventyComputed.permalink` function answers false for this template: computed data
 * is applied after the whole cascade, the template's own permalink included (11ty.dev/docs/data-computed/), so
 * `published === false ? false : data.permalink` leaves the page unwritten even where its front matter names a URL.
 * Called with the page's data in a build with no environment set.
 */
function computedPermalinkFalse(files: SiteFiles, rel: string, stemLocal: string, s: EleventySettings, cache: Map<string, DataFile>, fm: FrontData): boolean {
  for (const dataRel of dirDataFiles(files, rel, stemLocal, s)) {
    const found = dataFile(files, dataRel, cache);
    if (!found.computedPermalinkFn) continue;
    const ctx = pageContext(stemLocal, fm);
    const page = { fileSlug: ctx.fileSlug, filePathStem: ctx.filePathStem, outputFileExtension: 'html' };
    return callValue(found.computedPermalinkFn, [{ ...(fm as Record<string, ConfigValue>), page }]) === false;
  }
  return false;
}

/** A data key's value in a template's cascade: its front matter, then its data files nearest first. */
function cascadeValue(files: SiteFiles, rel: string, stemLocal: string, s: EleventySettings, cache: Map<string, DataFile>, fm: FrontData, key: string): unknown {
  if (fm[key] !== undefined) return fm[key];
  for (const dataRel of dataFilesOf(files, rel, stemLocal, s)) {
    const v = dataFile(files, dataRel, cache).value?.(key);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The template expressions of a permalink, found by hand (`{{ … }}`, `{% … %}`, `${ … }`): one pass, no backtracking. */
function expressions(permalink: string): Array<{ start: number; end: number; expr: string | undefined }> {
  const out: Array<{ start: number; end: number; expr: string | undefined }> = [];
  let i = 0;
  while (i < permalink.length) {
    const open = ['{{', '{%', '${'].map((o) => ({ o, at: permalink.indexOf(o, i) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (!open) break;
    const closer = open.o === '{{' ? '}}' : open.o === '{%' ? '%}' : '}';
    const close = permalink.indexOf(closer, open.at + 2);
    if (close < 0) break;
    const inner = permalink.slice(open.at + 2, close);
    // `{% … %}` tags render nothing we can evaluate; `{{- x -}}` trims whitespace.
    const expr = open.o === '{%' ? '' : inner.replace(/^-/, '').replace(/-$/, '').trim();
    out.push({ start: open.at, end: close + closer.length, expr: open.o === '{%' ? undefined : expr });
    i = close + closer.length;
  }
  return out;
}

/** Stands for "a page number" while rendering a permalink into a pattern. */
const PAGE_NUMBER = -1;

/**
 * Evaluates the common permalink expressions; anything else becomes a one-segment wildcard. `numbered`: the
 * expressions that give the page number become a digits-only parameter, and any other unknown makes no pattern.
 */
function renderPermalink(template: string, ctx: PageContext, numbered = false): RenderedPermalink {
  const permalink = frontMatterConditionals(pageNumberConditionals(template, ctx), ctx);
  let unresolved = false;
  let datedOnly = true;
  let source = '';
  let text = '';
  let last = 0;
  let n = 0;
  for (const m of expressions(permalink)) {
    const literal = permalink.slice(last, m.start);
    text += literal;
    source += escapePattern(literal);
    const value = m.expr === undefined ? undefined : evaluate(m.expr, ctx);
    if (value === PAGE_NUMBER_TEXT) {
      unresolved = true;
      source += `:page${n++}([0-9]+)`;
    } else if (value === undefined) {
      if (numbered) return {};
      unresolved = true;
      if (!readsDate(m.expr)) datedOnly = false;
      source += '([^/]+)';
    } else {
      text += value;
      source += escapePattern(value);
    }
    last = m.end;
  }
  text += permalink.slice(last);
  source += escapePattern(permalink.slice(last));
  if (!unresolved) return { exact: text };
  let normalized = `/${source}`;
  if (normalized.endsWith('/index.html')) normalized = normalized.slice(0, -'/index.html'.length);
  const compiled = compilePathPattern(normalized || '/', { star: 'segment' });
  return compiled.ok ? { pattern: compiled.pattern, known: text, datedOnly } : {};
}

interface RenderedPermalink {
  exact?: string;
  pattern?: PathPattern;
  /** With a pattern: the literal and evaluated text of the permalink. */
  known?: string;
  /** With a pattern: every part left unknown reads the page's date (through filters we cannot run). */
  datedOnly?: boolean;
}

/** `date | filter`, `page.date | filter: "…"`: an expression whose only variable is the page's date. */
function readsDate(expr: string | undefined): boolean {
  return expr !== undefined && /^(?:this\.)?(?:data\.)?(?:page\.)?date\s*\|\s*[\w]+(?:\s*[:(]\s*(?:"[^"]*"|'[^']*')\s*\)?)?$/.test(expr);
}

/** The page's date: the front matter `date` when it is one, else a YYYY-MM-DD file name (11ty.dev/docs/dates/). */
function pageDate(stemLocal: string, fm: FrontData): DateParts | undefined {
  // Eleventy reads a front-matter date in UTC (11ty.dev/docs/dates/): its day is the UTC day.
  if (fm.date !== undefined) return dateParts(fm.date, 'UTC');
  return splitDatedName(baseOf(stemLocal))?.date;
}

const PAGE_NUMBER_TEXT = '\u0000page';

/**
 * `{% if pagination.pageNumber > 0 %}page/{{ … }}/{% endif %}` (and `{% if pagination.pageNumber %}`), the usual way a
 * paginated permalink keeps its first page at the list URL: the block is kept or dropped by the page number (an
 * unknown page number counts as a later page). Other tags are left as they are. One left-to-right pass.
 */
function pageNumberConditionals(permalink: string, ctx: PageContext): string {
  if (!permalink.includes('{%')) return permalink;
  const pageNumber = lookupValue(ctx, 'pagination.pageNumber');
  if (typeof pageNumber !== 'number') return permalink;
  let out = '';
  let i = 0;
  while (i < permalink.length) {
    const open = permalink.indexOf('{%', i);
    if (open < 0) break;
    const close = permalink.indexOf('%}', open + 2);
    if (close < 0) break;
    const tag = permalink.slice(open + 2, close).replace(/^-/, '').replace(/-$/, '').trim();
    // `{% if pagination.pageNumber %}`, `> 0`, `!= 0`, `>= 1`: the pages after the first.
    const cond = /^if\s+(?:data\.)?pagination\.pageNumber(?:\s*(?:>|!=)\s*0|\s*>=\s*1)?$/.exec(tag);
    const endAt = cond ? permalink.indexOf('{%', close + 2) : -1;
    const endClose = endAt >= 0 ? permalink.indexOf('%}', endAt + 2) : -1;
    const endTag = endClose >= 0 ? permalink.slice(endAt + 2, endClose).replace(/^-/, '').replace(/-$/, '').trim() : '';
    if (!cond || endTag !== 'endif') {
      out += permalink.slice(i, close + 2);
      i = close + 2;
      continue;
    }
    out += permalink.slice(i, open);
    if (pageNumber !== 0) out += permalink.slice(close + 2, endAt);
    i = endClose + 2;
  }
  return out + permalink.slice(i);
}

/**
 * `{% if postSlug %}{{ postSlug }}{% else %}{{ title | slug }}{% endif %}`: a branch chosen by whether a data value
 * is set (one level, no nesting). A value that is set is a non-empty text, a number other than 0 or true; an unset
 * one is missing, null or false. Anything the engines would read differently ('' and 0: falsy in Nunjucks, not in
 * Liquid) leaves the block as it is (unread). One left-to-right pass.
 */
function frontMatterConditionals(permalink: string, ctx: PageContext): string {
  if (!permalink.includes('{%')) return permalink;
  const tagAt = (from: number): { start: number; end: number; body: string } | undefined => {
    const start = permalink.indexOf('{%', from);
    const close = start < 0 ? -1 : permalink.indexOf('%}', start + 2);
    return close < 0 ? undefined : { start, end: close + 2, body: permalink.slice(start + 2, close).replace(/^-/, '').replace(/-$/, '').trim() };
  };
  let out = '';
  let i = 0;
  for (let open = tagAt(i); open; open = tagAt(i)) {
    const cond = /^if\s+(?:data\.)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){0,4})$/.exec(open.body);
    const next = cond ? tagAt(open.end) : undefined;
    const elseTag = next?.body === 'else' ? next : undefined;
    const end = elseTag ? tagAt(elseTag.end) : next;
    const value = cond ? lookupValue(ctx, cond[1]) : undefined;
    const set = value === undefined || value === null || value === false ? false : (typeof value === 'string' && value !== '') || (typeof value === 'number' && value !== 0) || value === true ? true : undefined;
    if (!cond || !end || end.body !== 'endif' || set === undefined || cond[1].startsWith('pagination.')) {
      out += permalink.slice(i, open.end);
      i = open.end;
      continue;
    }
    out += permalink.slice(i, open.start);
    out += set ? permalink.slice(open.end, (elseTag ?? end).start) : elseTag ? permalink.slice(elseTag.end, end.start) : '';
    i = end.end;
  }
  return out + permalink.slice(i);
}

/** `x.replace('a', 'b')` on a permalink part: the string method, its first argument a literal text (never a pattern). */
const REPLACE_CALL = /^\.replace\(\s*(['"])([^'"\\]{0,100})\1\s*,\s*(['"])([^'"\\]{0,100})\3\s*\)$/;

function evaluate(expr: string, ctx: PageContext): string | undefined {
  // `| url` (and `| safe`) leave a path as it is here: the path prefix is applied to the whole table.
  const e = expr.trim().replace(/^this\./, '').replace(/^data\.(?=page\.)/, '').replace(/(?:\s*\|\s*(?:url|safe))+$/, '');
  const call = e.lastIndexOf('.replace(');
  if (call > 0) {
    const m = REPLACE_CALL.exec(e.slice(call));
    const value = m ? evaluate(e.slice(0, call), ctx) : undefined;
    return m && value !== undefined ? value.replace(m[2], m[4]) : undefined;
  }
  if (/^page\.fileSlug$/.test(e)) return ctx.fileSlug;
  if (/^page\.filePathStem$/.test(e)) return ctx.filePathStem;
  if (/^page\.outputFileExtension$/.test(e)) return 'html';
  // `pagination.pageNumber + 1` (Nunjucks) or `pagination.pageNumber | plus: 1` (Liquid).
  const page = /^(?:data\.)?pagination\.pageNumber(?:\s*\+\s*(\d{1,3})|\s*\|\s*plus\s*:\s*(\d{1,3}))?$/.exec(e);
  if (page) {
    const pageNumber = lookupValue(ctx, 'pagination.pageNumber');
    if (pageNumber === PAGE_NUMBER) return PAGE_NUMBER_TEXT;
    return typeof pageNumber === 'number' ? String(pageNumber + Number(page[1] ?? page[2] ?? 0)) : undefined;
  }
  let m = /^(?:data\.)?([\w.]+)\s*\|\s*(slugify|slug)$/.exec(e) ?? /^(?:this\.)?(?:slugify|slug)\(\s*(?:data\.)?([\w.]+)\s*\)$/.exec(e);
  if (m) {
    const v = lookup(ctx, m[1]);
    // Eleventy's slugify filter does not split camelCase (`decamelize: false`).
    const own = ctx.scope?.filters?.get(m[2] ?? (/slugify/.test(e) ? 'slugify' : 'slug'));
    if (own === 'unknown') return undefined;
    if (own) return v === undefined ? undefined : own(v);
    return v === undefined ? undefined : eleventySlugify(v, { decamelize: false });
  }
  m = /^(?:data\.)?([\w.]+)$/.exec(e);
  if (m) return lookup(ctx, m[1]);
  return dateThroughFilter(e, ctx);
}

/** `page.date | slugDate`, `date | date: '%Y/%m'`, `page.date | dateFormat('yyyy')`: the page's date through a known filter. */
function dateThroughFilter(e: string, ctx: PageContext): string | undefined {
  const m = /^(page\.)?date\s*\|\s*(\w+)(?:\s*(?::|\()\s*(?:"([^"]*)"|'([^']*)')\s*\)?)?$/.exec(e);
  if (!m) return undefined;
  const filter = dateFilterNamed(m[2], ctx.scope?.dateFilters);
  if (!filter || filter === 'unknown') return undefined;
  // `page.date` is the resolved date (front matter, else a dated file name); a bare `date` is the front matter's.
  const date = m[1] ? pageDate(ctx.filePathStem.slice(1), ctx.fm) : ctx.fm.date !== undefined ? dateParts(ctx.fm.date, 'UTC') : undefined;
  return date ? filter(date, m[3] ?? m[4]) : undefined;
}

function lookup(ctx: PageContext, path: string): string | undefined {
  if (path === 'page.fileSlug') return ctx.fileSlug;
  const v = lookupValue(ctx, path);
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

/** A dotted path in the pagination's bound values first, then in the front matter. */
function lookupValue(ctx: PageContext, path: string): unknown {
  const keys = path.split('.');
  const cascaded = !(keys[0] in ctx.vars) && ctx.fm[keys[0]] === undefined ? ctx.scope?.data?.(keys[0]) : undefined;
  const root: Record<string, unknown> = cascaded !== undefined ? { [keys[0]]: cascaded } : keys[0] in ctx.vars ? ctx.vars : ctx.fm;
  return keys.reduce<unknown>((acc, k) => (isRecord(acc) || Array.isArray(acc) ? (acc as Record<string, unknown>)[k] : undefined), root);
}
