// Jekyll: pages, posts and collections → URLs through permalink templates (config, defaults, front matter).
import { addDomains } from '../hosting';
import { compileGlob, isGlob, type GlobMatcher } from '../match/glob';
import { escapePattern } from '../match/pathPattern';
import { trimChars, trimEnd } from '../text';
import type { DeclaredDomain, Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { type Data, isRecord, readFirstConfig, str, strList } from './kit/data';
import { type FrontData, fmList, fmString, frontData, hasFrontMatter, isTrue } from './kit/frontMatter';
import { type ArchivePost, addArchivePages, archivesConfig } from './jekyllArchives';
import { frontMatterRedirect, redirectTo } from './kit/frontRedirects';
import { type DateParts, compareDates, dateParts, isoDay, isoWeek, monthName, pad2, splitDatedName, todayParts, weekday, weekdayName, yearDay } from './kit/dates';
import { MAX_BUILD_FILE_CHARS, buildRepos, jekyllBaseurlFromPages } from './kit/buildFiles';
import { baseOf, dirOf, extOf, relDir, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf, withHtmlTwins } from './kit/routeTable';
import { type JekyllSlugMode, jekyllSlugify } from './kit/slugify';
import { parseFrontMatter } from '../frontMatter';
import { onlyMetaRefresh } from './kit/metaRefresh';

const CONFIGS = ['_config.yml', '_config.yaml', '_config.toml'];
const MARKDOWN = new Set(['.md', '.markdown', '.mkd', '.mkdn', '.mdown', '.mdwn', '.textile']);
const HTML = new Set(['.html', '.htm']);
const DEFAULT_EXCLUDES = ['.sass-cache', '.jekyll-cache', 'gemfiles', 'Gemfile', 'Gemfile.lock', 'node_modules', 'vendor/bundle', 'vendor/cache', 'vendor/gems', 'vendor/ruby', '_site'];

/** Built-in `permalink:` styles for posts (Jekyll's Configuration::STYLE_TO_PERMALINK). */
const STYLES: Record<string, string> = {
  none: '/:categories/:title:output_ext',
  date: '/:categories/:year/:month/:day/:title:output_ext',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  weekdate: '/:categories/:year/W:week/:short_day/:title:output_ext',
};

interface DefaultsRule {
  path: string;
  glob?: GlobMatcher;
  type?: string;
  values: Data;
}

interface Site {
  style: string;
  slugMode: JekyllSlugMode;
  timezone?: string;
  defaults: DefaultsRule[];
}

export const jekyll: Framework = {
  id: 'jekyll',
  label: 'Jekyll',
  configFiles: CONFIGS,
  dependencies: [],
  siteFolders: ['_posts', '_layouts'],
  outputDirs: ['_site', '.jekyll-cache'],
  // Jekyll copies every file that is not excluded: the site root is its static folder.
  staticDirs: () => [],
  domains(files): DeclaredDomain[] {
    const config = readFirstConfig(files, CONFIGS);
    const out: DeclaredDomain[] = [];
    if (config) addDomains(out, config.data.url, `${config.rel} url`);
    return out;
  },
  redirects: () => [],
  // GitHub Pages serves a project site at /<repository>/ whatever the config says ("Types of GitHub Pages sites");
  // without a `baseurl` (or a CNAME), the config names no such path, so the mapper learns it from the audited pages.
  servedAtHostPath(files) {
    return !files.has('CNAME') && (jekyllBaseurlFromPages(files) || basePathOf(readFirstConfig(files, CONFIGS)?.data.baseurl) === '/');
  },
  detect(files) {
    const config = CONFIGS.some((c) => files.has(c));
    const gem = /\bjekyll\b/.test(files.read('Gemfile') ?? '');
    const dirs = files.under('_posts').length > 0 || files.under('_layouts').length > 0;
    if (config && (gem || dirs)) return 1;
    if (config) return 0.8;
    return gem ? 0.7 : dirs ? 0.4 : 0;
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel === 'Gemfile' || MARKDOWN.has(extOf(rel)) || HTML.has(extOf(rel)) || /(^|\/)_(posts|drafts)\//.test(rel) || (rel.startsWith('_') && !rel.startsWith('_site/'));
  },
};

function compile(files: SiteFiles): RouteTable {
  const config = readFirstConfig(files, CONFIGS)?.data ?? {};
  const site: Site = {
    style: str(config.permalink) ?? 'date',
    slugMode: (str(config.slugify) as JekyllSlugMode | undefined) ?? 'default',
    timezone: str(config.timezone),
    defaults: defaultsRules(config.defaults),
  };
  const collectionsDir = relDir(config.collections_dir, '');
  const collections = collectionMeta(config.collections);
  const excluded = exclusionTest([...DEFAULT_EXCLUDES, ...strList(config.exclude)]);
  const included = new Set(strList(config.include).map((p) => trimChars(p, '/')));
  const builder = new RouteTableBuilder();
  const redirects: { from: string; file: string; to: string }[] = [];

  // jekyll-redirect-from (when the site enables it) writes a redirect page at each `redirect_from` path and replaces
  // a `redirect_to` page's content with a redirect: none of those URLs has a source of its own.
  const plugins = pluginsOf(files, config);
  const redirectPlugin = plugins.redirectFrom;
  const archives = archivesConfig(config, plugins.archives);
  const archivePosts: ArchivePost[] = [];
  const readmes: string[] = [];
  // `future: false` (the default, GitHub Pages' too): a post dated after the build is not written
  // (jekyllrb.com/docs/configuration/options/: future, "Publish posts or collection documents with a future date").
  const future = config.future === true;
  const today = todayParts();
  const unpublished: { url: string; rel: string; date: DateParts }[] = [];
  let postCount = 0;
  const redirectingLayout = layoutsReadingRedirectTo(files);
  const refreshLayout = refreshOnlyLayouts(files);
  const register = (file: string, url: string, fm: FrontData, kind: string): void => {
    const layout = fmString(fm, 'layout');
    const to = redirectPlugin || redirectingLayout(layout) ? redirectTo(fm) : undefined;
    // An extensionless permalink ('/blog/all', '/:title') is still written as an .html file (jekyllrb.com/docs/
    // permalinks/#extensionless-permalinks: "output files will still have the .html extension"): the file's path
    // serves it, and the host serves it for the path without .html, never for the folder form '/x/'.
    const last = url.slice(url.lastIndexOf('/') + 1);
    const at = last !== '' && !last.includes('.') && (MARKDOWN.has(extOf(file)) || HTML.has(extOf(file))) ? `${url}.html` : url;
    if (to) builder.add(at, frontMatterRedirect('Jekyll', 'redirect_to', file, to));
    else if (refreshLayout(layout)) builder.add(at, { file: null, kind: 'redirect', reason: `Jekyll: no source: ${file} is rendered by the layout ${layout}, which only sends the browser to another page (a meta refresh or a location script)` });
    else if (HTML.has(extOf(file)) && refreshOnlyBody(files, file)) builder.add(at, { file: null, kind: 'redirect', reason: `Jekyll: no source: ${file} holds only a meta refresh to another page (whatever layout wraps it, the browser is sent on at once)` });
    else builder.add(at, { file, reason: `Jekyll ${kind}: ${file}${fmString(fm, 'permalink') ? ' (permalink from front matter)' : ''}` });
    if (redirectPlugin) for (const from of fmList(fm, 'redirect_from')) redirects.push({ from, file, to: url });
  };

  for (const rel of files.all()) {
    const inCollections = within(collectionsDir, rel);
    const segs = rel.split('/');
    if (excluded(rel)) continue;

    // Posts: any `_posts` folder (its parent folders are categories).
    const postsAt = inCollections !== undefined ? inCollections.split('/').indexOf('_posts') : -1;
    if (postsAt >= 0) {
      const local = inCollections as string;
      const ext = extOf(rel);
      if (!MARKDOWN.has(ext) && !HTML.has(ext)) continue;
      const m = /^(\d{2,4}-\d{1,2}-\d{1,2})-(.+)$/.exec(stripExt(baseOf(rel)));
      if (!m) continue;
      const fm = withDefaults(frontData(files, rel), rel, 'posts', site);
      if (fm.published === false) continue;
      const dirCats = local.split('/').slice(0, postsAt);
      const meta = collections.get('posts');
      const template = fmString(fm, 'permalink') ?? meta?.permalink ?? STYLES[site.style] ?? site.style;
      const values = docPlaceholders(rel, fm, site, {
        collection: 'posts',
        path: '/' + local.split('/').slice(postsAt + 1).join('/').replace(/\.[^./]+$/, ''),
        basename: m[2].replace(/\.+$/, ''),
        dirCats,
        nameDate: dateParts(m[1]),
      });
      const postDate = dateParts(fm.date, site.timezone) ?? dateParts(m[1]);
      if (!future && postDate && compareDates(postDate, today) > 0) {
        unpublished.push({ url: expand(template, values), rel, date: postDate });
        continue;
      }
      register(rel, expand(template, values), fm, 'post');
      postCount++;
      if (archives) {
        // Jekyll splits a string of categories or tags on spaces; list items stay whole.
        const words = (key: string) => (typeof fm[key] === 'string' ? fmList(fm, key).flatMap((c) => c.split(/\s+/)).filter(Boolean) : fmList(fm, key));
        archivePosts.push({ year: values.year, month: values.month, day: values.day, categories: [...new Set([...dirCats, ...words('categories'), ...fmList(fm, 'category')])], tags: [...new Set([...words('tags'), ...fmList(fm, 'tag')])] });
      }
      continue;
    }

    // Collections: `_<label>/…` with output: true.
    if (inCollections !== undefined && segs.length > 1) {
      const first = inCollections.split('/')[0];
      // An underscore folder that is no collection but is listed in `include` (e.g. Minimal Mistakes' `_pages`) is
      // read like any other folder: its files are pages (jekyllrb.com/docs/configuration/options: `include` "Force
      // inclusion of directories and/or files in the conversion"); the page rules below take it.
      const includedFolder = !collections.has(first.slice(1)) && isIncluded(included, inCollections.split('/'), 0);
      if (first.startsWith('_') && first !== '_posts' && !includedFolder) {
        const label = first.slice(1);
        const meta = collections.get(label);
        if (!meta || !meta.output || label === 'drafts') continue;
        // Any file of the collection with front matter is a document, whatever its extension (a `.txt` one keeps its
        // extension as output_ext); one without front matter is a static file, copied, not rendered as a document
        // (jekyllrb.com/docs/collections: "If no front matter is provided, Jekyll will consider it to be a static file").
        const local = inCollections.slice(first.length + 1);
        // Jekyll reads a collection's files through its EntryFilter: an entry whose path or base name starts with
        // '_', '.', '#' or '~' is special and left out unless `include`d (jekyll/lib/jekyll/entry_filter.rb, special?).
        const localSegs = local.split('/');
        if ((/^[_.#~]/.test(local) || /^[_.#~]/.test(baseOf(local))) && !isIncluded(included, localSegs, localSegs.length - 1)) continue;
        if (!hasFrontMatter(files, rel)) {
          // A static file of the collection takes the collection's URL template with an empty output_ext, then its
          // own extension (Jekyll's StaticFile#url: the template's trailing slash chomped, extname appended).
          const ext = extOf(rel);
          const staticTemplate = meta.permalink ?? suffixed(`/:collection/:path`, site.style);
          const base = trimEnd(expand(staticTemplate, { collection: label, path: '/' + trimEnd(stripExt(local), '.'), output_ext: '', name: stripExt(baseOf(rel)), title: '' }), '/');
          builder.add(base + ext, { file: rel, reason: `Jekyll static file of collection "${label}": ${rel} (no front matter: copied at the collection's URL)`, kind: 'static' });
          continue;
        }
        const fm = withDefaults(frontData(files, rel), rel, label, site);
        if (fm.published === false) continue;
        const template = fmString(fm, 'permalink') ?? meta.permalink ?? suffixed(`/:collection/:path`, site.style);
        // Every document, not only posts, takes its date and slug from a dated file name (Jekyll's
        // Document#populate_title: `2022-03-31-going-opensource.md` → slug going-opensource, date 2022-03-31).
        const basename = stripExt(baseOf(rel));
        const dated = /^\d{2,4}-\d{1,2}-\d{1,2}-/.test(basename) ? splitDatedName(basename) : undefined;
        const url = expand(template, docPlaceholders(rel, fm, site, {
          collection: label,
          path: '/' + trimEnd(stripExt(local), '.'),
          basename,
          dirCats: [],
          ...(dated?.rest ? { slugBase: dated.rest, nameDate: dated.date } : {}),
        }));
        const docDate = dateParts(fm.date, site.timezone);
        if (!future && docDate && compareDates(docDate, today) > 0) {
          unpublished.push({ url, rel, date: docDate });
          continue;
        }
        register(rel, url, fm, `collection "${label}"`);
        continue;
      }
    }

    // Pages: everything else not hidden by '_', '.', '#' or '~' (unless `include`d).
    if (segs.some((seg, i) => /^[_.#~]/.test(seg) && !isIncluded(included, segs, i))) continue;
    const ext = extOf(rel);
    let rendered = 'page';
    if (!hasFrontMatter(files, rel)) {
      // Without front matter Jekyll copies the file as it is, at its own path (https://jekyllrb.com/docs/static-files/):
      // HTML, text, keys, feeds alike. Markdown is rendered instead when jekyll-optional-front-matter runs.
      const name = stripExt(baseOf(rel)).toUpperCase();
      const renderedMarkdown = MARKDOWN.has(ext) && plugins.optionalFrontMatter && !OPTIONAL_FRONT_MATTER_SKIPS.has(name);
      if (!renderedMarkdown) builder.add('/' + rel, { file: rel, reason: `Jekyll static file: ${rel} (no front matter: copied as it is)`, kind: 'static' });
      if (!MARKDOWN.has(ext)) continue;
      if (name === 'README' && plugins.readmeIndex) readmes.push(rel);
      if (!renderedMarkdown) continue;
      rendered = 'page (jekyll-optional-front-matter: Markdown without front matter)';
    }
    const fm = withDefaults(frontData(files, rel), rel, 'pages', site);
    if (fm.published === false) continue;
    const outExt = MARKDOWN.has(ext) || HTML.has(ext) ? '.html' : ext === '.scss' || ext === '.sass' ? '.css' : ext;
    const basename = stripExt(baseOf(rel));
    const dir = dirOf(rel);
    const isHtml = outExt === '.html';
    const template = fmString(fm, 'permalink') ?? (!isHtml ? '/:path/:basename:output_ext' : basename === 'index' ? '/:path/' : pageTemplate(site.style));
    const url = expand(template, { path: dir, basename, output_ext: outExt, title: fmString(fm, 'title') !== undefined ? jekyllSlugify(fmString(fm, 'title') as string, 'pretty', true) : basename, slug: basename, name: basename });
    register(rel, url, fm, rendered);
  }

  for (const { url, rel, date } of unpublished) {
    if (!builder.has(url)) builder.add(url, { file: null, kind: 'none', reason: `Jekyll: no source: ${rel} is dated ${isoDay(date)}, after today, and future posts and documents are not built (future is off)` });
  }
  // jekyll-readme-index: a README without front matter is its folder's index when the folder has none.
  for (const rel of readmes) {
    const dir = dirOf(rel);
    const index = dir ? `/${dir}/` : '/';
    if (!builder.has(index)) builder.add(index, { file: rel, reason: `Jekyll: ${rel} (jekyll-readme-index: the README is the folder's index)` });
  }

  const folderTwins = new Set<Resolution>();
  for (const r of redirects) {
    const redirect = frontMatterRedirect('Jekyll', 'redirect_from', r.file, r.to);
    // `/x/` beside the page's own `/x.html`: the host answers `/x` with the page.
    if (r.from.endsWith('/') && r.to === `${r.from.slice(0, -1)}.html`) folderTwins.add(redirect);
    builder.add(r.from, redirect);
  }
  if (archives) addArchivePages(files, builder, archives, archivePosts, expand);

  const paginate = config.paginate !== undefined ? (str(config.paginate_path) ?? '/page:num/') : undefined;
  if (paginate && paginate.includes(':num')) {
    const at = paginate.indexOf(':num');
    const segStart = paginate.lastIndexOf('/', at) + 1;
    const segEnd = paginate.indexOf('/', at) < 0 ? paginate.length : paginate.indexOf('/', at);
    const first = paginate.slice(0, segStart);
    const list = paginatedIndex(builder, first);
    // jekyll-paginate pages the site's posts `paginate` at a time into the index at the path's folder, pages 2 and
    // later at paginate_path (jekyllrb.com/docs/pagination/): the segment holding :num is its literal text around a
    // page number from 2 to ceil(posts / paginate).
    const perPage = typeof config.paginate === 'number' && config.paginate >= 1 ? Math.floor(config.paginate) : undefined;
    const last = perPage ? Math.ceil(postCount / perPage) : undefined;
    const before = paginate.slice(segStart, at);
    const after = paginate.slice(at + ':num'.length, segEnd);
    const depth = first.split('/').filter(Boolean).length;
    if (list) {
      builder.addPattern(`${escapePattern(first)}*${escapePattern(paginate.slice(segEnd))}`, (key) => {
        const seg = key.split('/').filter(Boolean)[depth] ?? '';
        const digits = seg.length > before.length + after.length && seg.startsWith(before) && seg.endsWith(after) ? seg.slice(before.length, seg.length - after.length) : '';
        if (!/^\d{1,9}$/.test(digits)) return undefined;
        const n = Number(digits);
        if (n >= 2 && (last === undefined || n <= last)) return { file: list.file, reason: `${list.reason} (page ${n}, paginated by jekyll-paginate)` };
        const pages = last === undefined || last >= 2 ? `pages 2 to ${last ?? 'N'}` : 'no page past the first';
        return { file: null, kind: 'none', reason: `Jekyll: no source: jekyll-paginate writes ${pages} of ${first || '/'} (${postCount} posts, ${perPage ?? '?'} a page), not page ${n}` };
      });
    }
  }
  // Jekyll writes a page with an .html permalink as that file: '/x/' asks the host for x/index.html, which is not
  // there (GitHub Pages serves x.html for '/x', never for '/x/').
  // `baseurl` is "the subpath of your site" (jekyllrb.com/docs/configuration/options/): the site is served under it, and
  // a path of the host outside it is another site's (a GitHub Pages user site beside this project site). A CNAME file
  // gives the site a custom domain of its own, which Pages serves from its root ("Managing a custom domain for your
  // GitHub Pages site"): `baseurl` then only prefixes the links the templates write.
  // A workflow passing Pages' own base path (`--baseurl "${{ steps.pages.outputs.base_path }}"`) overrides the config's:
  // the host path is then learned from the audited pages, as without a baseurl.
  const base = files.has('CNAME') || jekyllBaseurlFromPages(files) ? '/' : basePathOf(config.baseurl);
  return withHtmlTwins(builder.build(base, undefined, { htmlForTrailingSlash: false, ...(base !== '/' ? { strictBase: { reason: `Jekyll: no source: outside the site's baseurl ${base}` } } : {}) }), folderTwins);
}

/** Whether `include` names the path's segment at `i`: by its name or by its path from the site root. */
function isIncluded(included: ReadonlySet<string>, segs: readonly string[], i: number): boolean {
  return included.has(segs[i]) || included.has(segs.slice(0, i + 1).join('/'));
}

/** Files jekyll-optional-front-matter leaves alone (its FILENAME_BLACKLIST), by upper-cased base name. */
const OPTIONAL_FRONT_MATTER_SKIPS = new Set(['README', 'LICENSE', 'LICENCE', 'COPYING', 'CODE_OF_CONDUCT', 'CONTRIBUTING', 'ISSUE_TEMPLATE', 'PULL_REQUEST_TEMPLATE']);

interface Plugins {
  redirectFrom: boolean;
  optionalFrontMatter: boolean;
  readmeIndex: boolean;
  archives: boolean;
}

/**
 * The routing plugins the build loads: those named in `plugins` (or the older `gems`) or the Gemfile, plus GitHub
 * Pages' defaults (jekyll-optional-front-matter, jekyll-readme-index; docs.github.com "About GitHub Pages and
 * Jekyll", Plugins) for a site built by GitHub Pages: the github-pages gem, or no Gemfile at all.
 */
/** Layouts followed up their `layout:` chain at most. */
const MAX_LAYOUT_CHAIN = 5;

/**
 * Whether a page with a layout of the repository's `_layouts` redirects through it: a layout (or one it is wrapped in)
 * that reads `page.redirect_to` into a link or script is a redirect page without the plugin, and the page's own URL
 * then has no source of its own. Layouts of a gem theme are not in the repository: those never count.
 */
function layoutsReadingRedirectTo(files: SiteFiles): (layout: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  const reads = (name: string, depth: number): boolean => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    known.set(name, false);
    const rel = ['html', 'md'].map((ext) => `_layouts/${name}.${ext}`).find((r) => files.has(r));
    const text = rel ? (files.read(rel) ?? '').slice(0, MAX_BUILD_FILE_CHARS) : '';
    const parent = rel ? fmString(frontData(files, rel), 'layout') : undefined;
    const answer = /\bpage\.redirect_to\b/.test(text) || (parent !== undefined && depth < MAX_LAYOUT_CHAIN && reads(parent, depth + 1));
    known.set(name, answer);
    return answer;
  };
  return (layout) => (layout === undefined || layout.includes('/') ? false : reads(layout, 0));
}

/** An HTML page whose own body (after its front matter) is only an immediate meta refresh: a moved page's stub. */
function refreshOnlyBody(files: SiteFiles, rel: string): boolean {
  const text = (files.read(rel) ?? '').slice(0, MAX_BUILD_FILE_CHARS);
  if (!/http-equiv/i.test(text)) return false;
  const body = text.split(/\r?\n/).slice(parseFrontMatter(text).bodyLine).join('\n');
  return onlyMetaRefresh(body, { templateTags: true });
}

/**
 * Layouts (`_layouts/<name>.html`) that hold nothing but a meta refresh or a location script and never place the
 * page's `content`: a page rendered with one only sends the browser on (`layout: redirect` with `redirect: /2020/`).
 */
function refreshOnlyLayouts(files: SiteFiles): (layout: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (layout) => {
    if (layout === undefined || layout.includes('/')) return false;
    const cached = known.get(layout);
    if (cached !== undefined) return cached;
    const rel = ['html', 'md'].map((ext) => `_layouts/${layout}.${ext}`).find((r) => files.has(r));
    const text = rel ? (files.read(rel) ?? '').slice(0, MAX_BUILD_FILE_CHARS) : '';
    const body = text.split(/\r?\n/).slice(parseFrontMatter(text).bodyLine).join('\n');
    const answer = rel !== undefined && !/\{\{-?\s*content\b/.test(body) && onlyMetaRefresh(body, { templateTags: true });
    known.set(layout, answer);
    return answer;
  };
}

function pluginsOf(files: SiteFiles, config: Data): Plugins {
  const gemfile = files.has('Gemfile') ? (files.read('Gemfile') ?? '') : undefined;
  const named = new Set([...strList(config.plugins), ...strList(config.gems)]);
  const loads = (gem: string): boolean => named.has(gem) || (gemfile ?? '').includes(gem);
  const githubPages = /\bgithub-pages\b/.test(gemfile ?? '') || (gemfile === undefined && !ownJekyllBuild(files));
  const readmeConf = isRecord(config.readme_index) ? config.readme_index : {};
  return {
    redirectFrom: loads('jekyll-redirect-from'),
    archives: loads('jekyll-archives'),
    optionalFrontMatter: (githubPages || loads('jekyll-optional-front-matter')) && !isTrue(config.require_front_matter),
    readmeIndex: (githubPages || loads('jekyll-readme-index')) && readmeConf.enabled !== false,
  };
}

/**
 * Whether a CI workflow runs Jekyll itself (`jekyll build`) rather than GitHub Pages' build
 * (actions/jekyll-build-pages, the github-pages gem's plugins): then only the plugins the site names are loaded
 * (docs.github.com "Using custom workflows with GitHub Pages").
 */
function ownJekyllBuild(files: SiteFiles): boolean {
  return buildRepos(files).some(({ files: repo }) => repo.under('.github/workflows').slice(0, 40).some((rel) => {
    const text = repo.read(rel)?.slice(0, MAX_BUILD_FILE_CHARS) ?? '';
    return text.includes('jekyll build') && !text.includes('jekyll-build-pages');
  }));
}

function suffixed(template: string, style: string): string {
  if (style === 'pretty') return template + '/';
  if (style in STYLES) return template + ':output_ext';
  return template + (style.endsWith('/') ? '/' : style.endsWith(':output_ext') ? ':output_ext' : '');
}

function pageTemplate(style: string): string {
  return suffixed('/:path/:basename', style);
}

function collectionMeta(conf: unknown): Map<string, { output: boolean; permalink?: string }> {
  const out = new Map<string, { output: boolean; permalink?: string }>();
  out.set('posts', { output: true });
  if (Array.isArray(conf)) {
    for (const label of strList(conf)) if (!out.has(label)) out.set(label, { output: false });
  } else if (isRecord(conf)) {
    for (const [label, meta] of Object.entries(conf)) {
      const m = isRecord(meta) ? meta : {};
      out.set(label, { output: label === 'posts' ? m.output !== false : isTrue(m.output), permalink: str(m.permalink) });
    }
  }
  return out;
}

function exclusionTest(patterns: string[]): (rel: string) => boolean {
  const exact = new Set<string>();
  const globs: GlobMatcher[] = [];
  for (const p of patterns) {
    const clean = trimChars(p, '/');
    if (!isGlob(clean)) exact.add(clean);
    else {
      const glob = compileGlob(clean, { dot: true });
      if (glob) globs.push(glob);
    }
  }
  return (rel) => {
    const segs = rel.split('/');
    for (let i = 1; i <= segs.length; i++) if (exact.has(segs.slice(0, i).join('/'))) return true;
    return globs.some((g) => g(rel) || g(baseOf(rel)));
  };
}

function defaultsRules(conf: unknown): DefaultsRule[] {
  if (!Array.isArray(conf)) return [];
  const out: DefaultsRule[] = [];
  for (const d of conf) {
    if (!isRecord(d) || !isRecord(d.values)) continue;
    const scope = isRecord(d.scope) ? d.scope : {};
    const path = trimChars(str(scope.path) ?? '', '/');
    out.push({ path, glob: /[*?]/.test(path) ? compileGlob(path, { dot: true }) : undefined, type: str(scope.type), values: d.values });
  }
  return out;
}

/** Front matter with `defaults` filled in: the more specific (longer) scope path wins, then the later rule. */
function withDefaults(fm: FrontData, rel: string, type: string, site: Site): FrontData {
  if (!site.defaults.length) return fm;
  const merged: FrontData = {};
  const matching = site.defaults
    .map((rule, i) => ({ rule, i }))
    .filter(({ rule }) => (!rule.type || rule.type === type) && (rule.glob ? rule.glob(rel) || rule.glob(dirOf(rel)) : rule.path === '' || rel === rule.path || rel.startsWith(rule.path + '/')))
    .sort((a, b) => a.rule.path.length - b.rule.path.length || a.i - b.i);
  for (const { rule } of matching) Object.assign(merged, rule.values);
  return { ...merged, ...fm };
}

interface DocInfo {
  collection: string;
  path: string;
  basename: string;
  dirCats: string[];
  nameDate?: DateParts;
  /** What `:title`/`:slug` come from without a `slug` front matter, when not the basename (a dated document's name after its date). */
  slugBase?: string;
}

function docPlaceholders(rel: string, fm: FrontData, site: Site, d: DocInfo): Record<string, string | undefined> {
  const date = dateParts(fm.date, site.timezone) ?? d.nameDate;
  const slugData = fmString(fm, 'slug') ?? d.slugBase ?? d.basename;
  const cats = [...d.dirCats, ...fmList(fm, 'categories').flatMap((c) => c.split(/\s+/)), ...fmList(fm, 'category')];
  const uniqueCats = [...new Set(cats.map((c) => c.toLowerCase()))];
  const week = date ? isoWeek(date) : undefined;
  const ext = extOf(rel);
  return {
    collection: d.collection,
    path: d.path,
    output_ext: MARKDOWN.has(ext) || HTML.has(ext) ? '.html' : ext,
    name: jekyllSlugify(d.basename, site.slugMode),
    title: jekyllSlugify(slugData, 'pretty', true),
    slug: jekyllSlugify(slugData, site.slugMode),
    categories: uniqueCats.join('/'),
    slugified_categories: [...new Set(cats.map((c) => jekyllSlugify(c)))].join('/'),
    year: date && String(date.year),
    month: date && pad2(date.month),
    day: date && pad2(date.day),
    i_month: date && String(date.month),
    i_day: date && String(date.day),
    short_year: date && String(date.year).slice(-2),
    y_day: date && String(yearDay(date)).padStart(3, '0'),
    short_month: date && monthName(date).slice(0, 3),
    long_month: date && monthName(date),
    short_day: date && weekdayName(date).slice(0, 3),
    long_day: date && weekdayName(date),
    w_day: date && String(weekday(date) || 7),
    week: week && pad2(week.week),
    w_year: week && String(week.year),
  };
}

/** Jekyll's URL generation: placeholders replaced, then '..' and './' dropped and slashes squeezed. */
function expand(template: string, values: Record<string, string | undefined>): string {
  const out = template.replace(/:([a-z_]+)/g, (m, name: string) => {
    const key = name in values ? name : name.endsWith('_') && name.slice(0, -1) in values ? name.slice(0, -1) : undefined;
    return key === undefined ? m : (values[key] ?? '');
  });
  return ('/' + out).replace(/\.\./g, '/').replace(/\.\//g, '').replace(/\/{2,}/g, '/');
}

/**
 * The page jekyll-paginate paginates: an index.html in the folder of `paginate_path` or the nearest folder above it
 * (its pagination_candidate? walks up from there: "/blog/page/:num" pages blog/index.html).
 */
function paginatedIndex(builder: RouteTableBuilder, folder: string): ReturnType<RouteTableBuilder['get']> {
  const own = builder.get(folder || '/');
  if (own) return own;
  const parts = folder.split('/').filter(Boolean);
  for (let n = parts.length - 1; n >= 0; n--) {
    const hit = builder.get(n === 0 ? '/' : `/${parts.slice(0, n).join('/')}/`);
    if (hit?.file && baseOf(hit.file) === 'index.html') return hit;
  }
  return undefined;
}
