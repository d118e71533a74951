// Hugo: content files → URLs (sections, bundles, permalinks, slug/url, aliases, languages, uglyURLs).
import { sameSite } from '../host';
import { addDomains } from '../hosting';
import { compileGlob, type GlobMatcher } from '../match/glob';
import { escapePattern } from '../match/pathPattern';
import type { CompileContext, DeclaredDomain, Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { frontDataWith, fmList, fmString, isTrue, keyTester, type FrontData } from './kit/frontMatter';
import { frontMatterRedirect } from './kit/frontRedirects';
import { getCI, isRecord, readData, readDataValue, str, strList } from './kit/data';
import { type DateParts, compareDates, dateParts, isoDay, monthName, pad2, splitDatedName, todayParts, weekday, weekdayName, yearDay } from './kit/dates';
import { HUGO_CONFIG_DIR_FILES, HUGO_ROOT_CONFIGS, type HugoSettings, type PermalinkRule, hugoSettings, hugoSiteEnvironments, hugoStaticDirs, loadHugoData } from './hugoConfig';
import { hugoRenderedRedirects } from './hugoRedirects';
import { type RedirectTemplates, redirectTemplates } from './hugoRedirectTemplates';
import { baseUrlFromBuild } from './hugoEnvironment';
import { hugoPagerSize } from './hugoPagination';
import { type AdapterDirShape, type DataEntries, adapterPage, literalRoot, readAdapterCode } from './hugoContentAdapter';
import { baseOf, dirOf, extOf, joinRel, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf, decodePath, urlKey, withHtmlTwins } from './kit/routeTable';
import { hugoPath } from './kit/slugify';
import { dirHasFiles } from './kit/contentLookup';
import { trimEnd } from '../text';

const CONTENT_EXT = new Set(['.md', '.markdown', '.mdown', '.mkd', '.mkdn', '.html', '.htm', '.adoc', '.asciidoc', '.org', '.pandoc', '.pdc', '.rst']);

type Kind = 'home' | 'section' | 'page';

/**
 * Front matter dates that keep a page out of the build: a publish date still to come (Hugo reads `publishDate`, then
 * `pubdate`, `published`, then `date`) unless `buildFuture`, and an expiry date passed (`expiryDate`, `unpublishdate`)
 * unless `buildExpired` (gohugo.io/configuration/front-matter/#dates, gohugo.io/configuration/all/#buildfuture).
 */
const PUBLISH_KEYS = ['publishDate', 'publishdate', 'pubdate', 'published'];
const EXPIRY_KEYS = ['expiryDate', 'expirydate', 'unpublishdate', 'unpublishDate'];

/** Front matter keys that change a URL or whether a page exists; files naming none of them are not parsed. */
const FRONT_KEYS = ['draft', 'slug', 'url', 'aliases', 'build', '_build', 'headless', 'cascade', ...PUBLISH_KEYS, ...EXPIRY_KEYS];
/** Only read when a permalink pattern may use them. */
const PERMALINK_KEYS = ['date', 'publishDate', 'publishdate', 'pubdate', 'published', 'title'];

interface HugoPage {
  file: string;
  lang: string;
  kind: Kind;
  /** Logical path segments of the page inside the content root (bundle folder or file name without extension). */
  segs: string[];
  /** Content base name: file name without extension and language, or the bundle's folder name. */
  name: string;
  fm: FrontData;
  dateFromName?: DateParts;
  slugFromName?: string;
}

interface Cascade {
  render?: string;
  /** `cascade: { draft: true }`: every page it reaches is a draft unless it says otherwise. */
  draft?: boolean;
  kind?: GlobMatcher;
  path?: GlobMatcher;
}

const IN_CONFIG_DIR = /(?:^|\/)config\/[^/]+$/;
/** config/<env>/hugo.* (config.* there may be any tool's): a site's environment config. */
function envConfigIsHugo(rel: string): boolean {
  const parts = rel.split('/');
  return parts.length === 3 && /^hugo\.(toml|ya?ml|json)$/i.test(parts[2]);
}

/** Hugo's older config names only count with Hugo's own keys in them (config.toml is a common name). */
function isHugoConfigText(text: string): boolean {
  return /^[ \t]*(baseURL|baseurl|theme|languageCode|defaultContentLanguage)\b/m.test(text);
}

function isThemeFolder(files: SiteFiles): boolean {
  return files.has('theme.toml') && !dirHasFiles(files, 'content');
}

export const hugo: Framework = {
  id: 'hugo',
  label: 'Hugo',
  configFiles: [...HUGO_ROOT_CONFIGS, ...HUGO_CONFIG_DIR_FILES],
  dependencies: [],
  siteFolders: ['content', 'layouts', 'archetypes'],
  outputDirs: ['public', 'resources/_gen'],
  staticDirs: hugoStaticDirs,
  servedAtHostPath: baseUrlFromBuild,
  confirmsConfig(files, rel, siteDir) {
    const name = baseOf(rel);
    // config/<environment>/hugo.toml belongs to the config directory of the site two folders up (siteRootOf), not
    // to a site of its own (gohugo.io/configuration/introduction, "Configuration directory"); a site may have only
    // environment folders there (config/online/, config/offline/): hugo.* only, config.* there is any tool's.
    // config.toml elsewhere counts only with Hugo's keys in it.
    if (!rel.includes('/') && siteDir !== undefined && IN_CONFIG_DIR.test(siteDir)) return name.startsWith('hugo.');
    // A theme's own folder (theme.toml, no content): its pages are built by a site importing it (its exampleSite/ or
    // docs/), not by this config (https://gohugo.io/hugo-modules/theme-components/).
    if (!rel.includes('/') && isThemeFolder(files)) return false;
    return !name.startsWith('config.') || isHugoConfigText(files.read(rel) ?? '');
  },
  siteRootOf(_files, configRel) {
    const parts = configRel.split('/');
    const at = parts.length - 3;
    return at >= 0 && parts[at] === 'config' && /^(hugo|config)\.(toml|ya?ml|json)$/i.test(parts[at + 2]) ? parts.slice(0, at).join('/') : parts.slice(0, -1).join('/');
  },
  domains(files): DeclaredDomain[] {
    const out: DeclaredDomain[] = [];
    // The production build's baseURL first, then what each environment's root file declares.
    addDomains(out, str(getCI(loadHugoData(files), 'baseurl')), 'Hugo baseURL');
    for (const rel of [...HUGO_ROOT_CONFIGS, ...files.under('config').filter((f) => /^config\/[^/]+\/(hugo|config)\.(toml|ya?ml|json)$/i.test(f))]) {
      const data = files.has(rel) ? readData(files, rel) : undefined;
      if (data) addDomains(out, getCI(data, 'baseurl'), `${rel} baseURL`);
    }
    return out;
  },
  redirects: (files) => hugoRenderedRedirects(files),
  detect(files) {
    // A theme's own folder (see confirmsConfig): still Hugo when chosen, below a site.
    if (isThemeFolder(files)) return 0.5;
    if (HUGO_ROOT_CONFIGS.slice(0, 4).some((rel) => files.has(rel))) return 1;
    if (HUGO_CONFIG_DIR_FILES.some((rel) => files.has(rel))) return 0.95;
    // Only environment folders (config/<env>/hugo.toml) beside Hugo's own folders: the site is built with
    // `--environment <env>`.
    const ownFolders = ['content', 'layouts', 'archetypes'].some((d) => dirHasFiles(files, d));
    if (ownFolders && files.under('config').slice(0, 500).some(envConfigIsHugo)) return 0.9;
    const legacy = HUGO_ROOT_CONFIGS.find((rel) => rel.startsWith('config.') && files.has(rel));
    if (!legacy) return 0;
    // config.toml alone is common to many tools: want Hugo's folders or keys too.
    const hugoKeys = isHugoConfigText(files.read(legacy) ?? '');
    const hugoDirs = ['archetypes', 'layouts', 'themes', 'content'].some((d) => files.under(d).length > 0);
    return hugoKeys && hugoDirs ? 0.9 : hugoKeys || (hugoDirs && files.under('archetypes').length > 0) ? 0.6 : 0.1;
  },
  compile,
  affects(rel) {
    return (
      HUGO_ROOT_CONFIGS.includes(rel) ||
      rel.startsWith('config/') ||
      rel.startsWith('content') ||
      CONTENT_EXT.has(extOf(rel)) ||
      baseOf(rel) === '_content.gotmpl' ||
      /^layouts\/(_default\/)?(index|home)\.[^/]+$/.test(rel) ||
      /^layouts\/_?partials\//.test(rel)
    );
  },
};

/**
 * The site's route table for the environment its build uses (hugoEnvironment.ts). When the repository defines only
 * environment folders and its build names none, each is compiled and a path is answered only where they all agree:
 * which one is published is not in the repository.
 */
function compile(files: SiteFiles, context?: CompileContext): RouteTable {
  let envs = hugoSiteEnvironments(files);
  // baseURL is "the absolute URL of your published site" (gohugo.io/configuration/all/#baseurl): of environments
  // the build does not tell apart, the one whose baseURL is the audited host publishes it.
  const domain = context?.domain;
  if (envs.length > 1 && domain) {
    const serving = envs.filter((env) => sameSite(str(getCI(loadHugoData(files, env), 'baseurl')) ?? '', domain));
    if (serving.length === 1) envs = serving;
  }
  if (envs.length === 1) return compileFor(files, envs[0]);
  const tables = envs.map((env) => compileFor(files, env));
  const names = envs.join(', ');
  return {
    resolve(urlPath, info) {
      const answers = tables.map((t) => t.resolve(urlPath, info));
      const first = answers[0];
      if (answers.every((a) => a?.file === first?.file && (a === undefined) === (first === undefined))) return first;
      return { file: null, kind: 'none', reason: `Hugo: no source: the environments ${names} (config/<env>/) publish ${urlPath} differently and the repository's build names none of them` };
    },
  };
}

function compileFor(files: SiteFiles, environment: string): RouteTable {
  const s = hugoSettings(files, environment);
  const builder = new RouteTableBuilder();
  const redirecting = redirectTemplates(files, ['layouts', ...s.themes.map((t) => `${t}/layouts`)]);
  const { pages, adapters, cascades, topSections } = collectContent(files, s, redirecting);
  const configCascades = cascadesOf(s.data);

  const sectionPages = new Set(pages.filter((p) => p.kind === 'section' && p.segs.length === 1).map((p) => `${p.lang}|${p.segs[0]}`));
  const urls = new Map<HugoPage, string>();
  const unpublished: { page: HugoPage; why: string }[] = [];
  const lists: string[] = [];
  /** List page URL → its kind (home, section, taxonomy, term): which output formats it renders. */
  const listKinds = new Map<string, string>();
  /** Section lists by URL key: a section's pager pages are filled by the pages inside it. */
  const sectionLists = new Map<string, HugoPage>();
  const today = todayParts();
  for (const page of pages) {
    if (isDraftPage(page, cascades, configCascades) || isTrue(page.fm.headless) || !renders(page, cascades, configCascades)) continue;
    // disableKinds: pages of a disabled kind are not rendered (gohugo.io/configuration/all/#disablekinds).
    if (s.disableKinds.has(page.kind)) continue;
    const off = outOfDate(page.fm, s.data, today);
    if (off) {
      unpublished.push({ page, why: off });
      continue;
    }
    const { url, why } = pageUrl(page, s);
    urls.set(page, url);
    const layout = fmString(page.fm, 'layout');
    const template = layout ? redirecting.layout(layout, fmString(page.fm, 'type') ?? (page.kind === 'page' || page.kind === 'section' ? page.segs[0] ?? '' : '')) : undefined;
    const key = redirecting.only(template)
      ? builder.add(url, { file: null, kind: 'redirect', reason: `Hugo: no source: ${page.file} is rendered with the layout ${template}, which only holds a meta refresh (a redirect page)` })
      : builder.add(url, { file: page.file, reason: `Hugo: ${page.file}${why}` });
    if (page.kind !== 'page') {
      lists.push(key);
      listKinds.set(url, page.kind);
    }
    if (page.kind === 'section') sectionLists.set(key, page);
  }
  for (const { page, why } of unpublished) {
    const { url } = pageUrl(page, s);
    if (!builder.has(url)) builder.add(url, { file: null, kind: 'none', reason: `Hugo: no source: ${page.file} ${why}, so the build leaves it out` });
  }
  // Only the default language's pages: where a multilingual site publishes a shared resource is left unknown.
  const resourcePages = new Map([...urls].filter(([page]) => s.langs.length === 1 || page.lang === s.defaultLang));
  addBundleResources(files, resourcePages, builder, pages.some((p) => hasResourceCascade(p.fm)) || hasResourceCascade(s.data));

  // Sections and the home page still render without an _index file, from a template alone: that template is the
  // page's source when it is in the repository (project layouts/, then a theme vendored in themes/); a theme
  // module fetched at build time leaves the page with no source here.
  const layouts = layoutFinder(files, s);
  for (const lang of s.disableKinds.has('home') ? [] : s.langs) {
    const prefix = langPrefix(lang, s);
    if (!builder.has(prefix || '/')) builder.add(prefix || '/', templatePage(layouts.home(lang), 'home page', 'content/_index.md', redirecting));
    lists.push(prefix || '/');
    listKinds.set(prefix || '/', 'home');
  }
  for (const entry of s.disableKinds.has('section') ? [] : topSections) {
    // A section with its own _index file is that page, wherever its url moved it.
    if (sectionPages.has(entry)) continue;
    const [lang, section] = entry.split('|');
    const path = `${langPrefix(lang, s)}/${hugoPath(section, { lower: s.lower, removeAccents: s.removeAccents })}`;
    const url = s.ugly(section) ? `${path}.html` : `${path}/`;
    if (!builder.has(url)) builder.add(url, templatePage(layouts.section(section, lang), `section list "${section}"`, '_index.md', redirecting));
    lists.push(url);
    listKinds.set(url, 'section');
  }
  addListOutputs(builder, listKinds, s);
  // The 404 page: Hugo renders the 404 template of the project's layouts/ (or a theme's) to 404.html, per language
  // (gohugo.io/templates/404/).
  for (const lang of s.disableKinds.has('404') ? [] : s.langs) {
    const template = layouts.notFound(lang);
    const url = `${langPrefix(lang, s)}/404.html`;
    // Written on every build: a file a host's unforced rule gives way to.
    if (template && !builder.has(url)) builder.add(url, { file: template, kind: 'source', reason: `Hugo: the 404 page rendered by the template ${template}` });
  }
  // enableRobotsTXT: Hugo renders /robots.txt from the robots.txt template of the project's layouts/, then a theme's,
  // else from its built-in one (gohugo.io/templates/robots/).
  if (isTrue(getCI(s.data, 'enableRobotsTXT')) && !builder.has('/robots.txt')) {
    builder.add('/robots.txt', templatePage(layouts.robots(), 'robots.txt (enableRobotsTXT)', 'robots.txt in static/'));
  }

  // Aliases come after real pages: a page at the same path wins. An alias is a redirect to the page (Hugo writes a
  // meta-refresh page there, or the host redirects it with disableAliases): no source of its own
  // (gohugo.io/content-management/urls, "Aliases").
  // An alias in the folder named like the page's own ugly URL (`/x/index.html` beside `/x.html`) holds the
  // request with a trailing slash only: a static host looks up `/x` as the file `x`, then `x.html`, before the folder.
  const folderTwins = new Set<Resolution>();
  for (const [page, url] of urls) {
    for (const alias of fmList(page.fm, 'aliases')) {
      const target = aliasPath(alias, url, page.lang, s);
      const redirect = frontMatterRedirect('Hugo', 'aliases', page.file, url, s.disableAliases ? 'served as a server redirect' : 'a redirect page');
      if (/\.html$/i.test(url) && urlKey(target) === urlKey(url).slice(0, -'.html'.length)) folderTwins.add(redirect);
      builder.add(target, redirect);
    }
  }

  addAdapters(files, builder, adapters, s);
  addTaxonomies(builder, s);

  // A list is paginated over a page collection (gohugo.io/templates/pagination/: .Paginate takes pages or page
  // groups), the pager size at least per pager page: it has no more pager pages than the site's content files fill.
  // The pages content adapters add are not counted here, so their sites get no bound.
  const pager = hugoPagerSize(files, s.data, ['layouts', ...s.themes.map((t) => `${t}/layouts`)]);
  const bound = adapters.length ? undefined : { lastPage: Math.max(1, Math.ceil(pages.length / pager.size)), why: `the site has ${pages.length} content files to paginate, ${pager.size} a page at least (${pager.why})` };
  // A section's list pages through its own pages (`.Pages`, `.RegularPagesRecursive`, `where … "Section"`): at most as
  // many pager pages as the pages inside its folder fill. Counted in one pass: each page counts for every folder above it.
  const insideCounts = new Map<string, number>();
  if (bound && sectionLists.size) {
    for (const p of pages) {
      for (let depth = 1; depth < p.segs.length; depth++) {
        const key = `${p.lang}\u0000${p.segs.slice(0, depth).join('/')}`;
        insideCounts.set(key, (insideCounts.get(key) ?? 0) + 1);
      }
    }
  }
  for (const list of lists) {
    const section = sectionLists.get(list);
    const inside = section && bound ? insideCounts.get(`${section.lang}\u0000${section.segs.join('/')}`) ?? 0 : undefined;
    builder.markList(list, inside === undefined || !bound ? bound : { lastPage: Math.max(1, Math.ceil(inside / pager.size)), why: `the section has ${inside} content files to paginate, ${pager.size} a page at least (${pager.why})` });
  }
  // Hugo's ugly URLs are files ('/x.html'): the slash form '/x/' asks the host for x/index.html, which is not there.
  // A base URL the build hands Hugo replaces the config's: its path is found by the mapper (servedAtHostPath).
  const base = baseUrlFromBuild(files) ? '/' : basePathOf(s.baseURL);
  // Under a baseURL path the static folders are served under it too (the mapper's own static lookup is from the root).
  if (base !== '/') for (const dir of hugoStaticDirs(files)) builder.addStaticDir(files, dir);
  const table = builder.build(base, s.paginationPath, { htmlForTrailingSlash: false, ...(base !== '/' ? { strictBase: { reason: `Hugo: no source: outside the site's baseURL path ${base}` } } : {}) });
  return withHtmlTwins(table, folderTwins);
}

/**
 * The files a list output format writes beside the list's page (gohugo.io/configuration/output-formats/: RSS is
 * `index.xml`, JSON `index.json`, Calendar `index.ics`).
 */
const LIST_OUTPUT_FILES: Readonly<Record<string, string>> = { rss: 'index.xml', json: 'index.json', calendar: 'index.ics' };
/** Hugo's default outputs of list pages: HTML and RSS (gohugo.io/configuration/outputs/#default-output-formats). */
const DEFAULT_LIST_OUTPUTS = ['html', 'rss'];

/**
 * A list page's other output formats (its RSS feed, a JSON index) are that page rendered again through another
 * template: the same source answers them. `outputs.<kind>` replaces the defaults; `disableKinds: [rss]` drops feeds.
 */
function addListOutputs(builder: RouteTableBuilder, listKinds: ReadonlyMap<string, string>, s: HugoSettings): void {
  const outputs = getCI(s.data, 'outputs');
  for (const [url, kind] of listKinds) {
    if (!url.endsWith('/')) continue;
    const page = builder.get(url);
    if (!page) continue;
    const declared = strList(getCI(outputs, kind)).map((f) => f.toLowerCase());
    for (const format of declared.length ? declared : DEFAULT_LIST_OUTPUTS) {
      const name = LIST_OUTPUT_FILES[format];
      if (!name || (format === 'rss' && s.disableKinds.has('rss')) || builder.has(url + name)) continue;
      builder.add(url + name, page.file ? { ...page, reason: `${page.reason} (its ${format.toUpperCase()} output, ${name})` } : page);
    }
  }
}

/** A content adapter (`_content.gotmpl`) and the section it adds pages to. */
interface Adapter {
  dir: string;
  lang: string;
  file: string;
}

/** What the content roots hold: the pages, the content adapters, section cascades and top-level sections by language. */
interface Content {
  pages: HugoPage[];
  adapters: Adapter[];
  /** `<lang>|<section path>` → the cascades its _index front matter declares. */
  cascades: Map<string, Cascade[]>;
  /** `<lang>|<first segment>` of every page inside a section. */
  topSections: Set<string>;
}

function collectContent(files: SiteFiles, s: HugoSettings, redirecting: RedirectTemplates): Content {
  const ignored = ignoreFilesTest(getCI(s.data, 'ignoreFiles'));
  const pages: HugoPage[] = [];
  const adapters: Adapter[] = [];
  const cascades = new Map<string, Cascade[]>();
  const topSections = new Set<string>();
  const named = keyTester(s.langs.some((l) => s.permalinks(l).length > 0) ? [...FRONT_KEYS, ...PERMALINK_KEYS] : FRONT_KEYS);
  const thisYear = new Date().getUTCFullYear();
  // A `date` alone is only read when it may lie ahead (this year or later): most pages are then not parsed.
  const keys = (block: string): boolean => named(block) || datedFromYear(block, thisYear) || redirecting.namedInBlock(block);
  for (const root of s.roots) {
    // A language's own content folder nested in the shared one is that language's only.
    const nested = root.mounted ? [] : s.roots.filter((r) => r !== root && r.dir !== root.dir && within(root.dir, r.dir) !== undefined).map((r) => `${r.dir}/`);
    const underRoot = files.under(root.dir).filter((rel) => (!root.accepts || root.accepts(within(root.dir, rel) ?? rel)) && !ignored(rel));
    const inRoot = nested.length ? underRoot.filter((rel) => !nested.some((n) => rel.startsWith(n))) : underRoot;
    // A mount's target inside the content component places its files there (target content/docs: under docs/).
    const localOf = (rel: string): string | undefined => {
      const inside = within(root.dir, rel);
      return inside && root.target ? `${root.target}/${inside}` : inside;
    };
    const leafDirs = new Set<string>();
    for (const rel of inRoot) {
      const local = localOf(rel);
      if (local && INDEX_RE.test(baseOf(local)) && CONTENT_EXT.has(extOf(local)) && dirOf(local) !== '') leafDirs.add(dirOf(local));
    }
    for (const rel of inRoot) {
      const local = localOf(rel);
      if (!local) continue;
      if (baseOf(local) === '_content.gotmpl') {
        adapters.push({ dir: dirOf(local), lang: root.lang ?? s.defaultLang, file: rel });
        continue;
      }
      if (!CONTENT_EXT.has(extOf(local))) continue;
      if (insideLeafBundle(local, leafDirs)) continue;
      const page = toPage(files, rel, local, root.lang, s, keys);
      if (!page) continue;
      if (page.segs.length > (page.kind === 'page' ? 1 : 0)) topSections.add(`${page.lang}|${page.segs[0]}`);
      if (page.kind !== 'page') {
        const list = cascadesOf(page.fm);
        if (list.length) cascades.set(`${page.lang}|${page.segs.join('/')}`, list);
      }
      pages.push(page);
    }
  }
  return { pages, adapters, cascades, topSections };
}

/**
 * The pages content adapters add (hugoContentAdapter.ts): a path below an adapter's section is its page only when the
 * template's code shows it (the file it is built from); any other page-like path there has no source, so a redirect
 * or an unknown version is not mistaken for one. File-like paths (`x.png`) are left to the static folders.
 * An adapter whose every page is `render: "never"` adds no URL at all.
 */
function addAdapters(files: SiteFiles, builder: RouteTableBuilder, adapters: readonly Adapter[], s: HugoSettings): void {
  const norm = (name: string): string => hugoPath(name, { lower: s.lower, removeAccents: s.removeAccents });
  // The deepest adapter first: a section's adapter does not answer for a nested section's own adapter.
  const depth = (a: Adapter): number => (a.dir ? a.dir.split('/').length : 0);
  const deepestFirst = [...adapters].sort((x, y) => depth(y) - depth(x));
  for (const a of deepestFirst) {
    const segs = a.dir ? a.dir.split('/').map(norm) : [];
    const prefix = langPrefix(a.lang, s) + (segs.length ? '/' + segs.join('/') : '');
    const text = files.read(a.file);
    if (adapterNeverRenders(text)) {
      builder.addPattern(`${escapePattern(prefix)}/**`, { file: null, kind: 'none', reason: `Hugo: no source: the pages content adapter ${a.file} adds are never rendered (build render "never")` });
      continue;
    }
    const code = readAdapterCode(text);
    const section = a.dir.split('/')[0] ?? '';
    // A permalink rule that may apply to the section moves the adapter's pages somewhere the mapper does not follow.
    const moved = s.permalinks(a.lang).some((r) => r.kind !== 'section' && r.kind !== 'taxonomy' && r.kind !== 'term' && (r.path !== undefined || r.section === section || (section === '' && r.section === '/')));
    const ugly = s.ugly(section);
    const dataOfSite = dataOf(files);
    const listings = new Map<AdapterDirShape, readonly string[]>();
    const listed = (dir: AdapterDirShape): readonly string[] => {
      let list = listings.get(dir);
      if (!list) listings.set(dir, (list = files.under(literalRoot(dir)).slice(0, MAX_ADAPTER_FILES)));
      return list;
    };
    builder.addPattern(`${escapePattern(prefix)}/**`, (key) => {
      const rel = key.slice(prefix.length).split('/').filter(Boolean);
      const last = rel[rel.length - 1] ?? '';
      if (/\.[a-z][a-z0-9]{0,7}$/i.test(last) && !/\.html?$/i.test(last)) return undefined;
      if (ugly) {
        if (!/\.html$/i.test(last)) return undefined;
        rel[rel.length - 1] = last.slice(0, -'.html'.length);
      }
      const answer = moved ? { none: 'a permalink rule moves the pages of its section' } : adapterPage(code, rel, listed, norm, dataOfSite);
      if ('template' in answer) {
        const how = answer.entryOf ? `for an entry of ${answer.entryOf}, one data file listing all its pages` : 'at a literal path';
        return { file: a.file, reason: `Hugo: generated by content adapter ${a.file} (a page it adds ${how})` };
      }
      return 'file' in answer
        ? { file: answer.file, reason: `Hugo: ${answer.file}: a page content adapter ${a.file} adds for ${answer.from}` }
        : { file: null, kind: 'none', reason: `Hugo: no source: not a page content adapter ${a.file} adds (${answer.none})` };
    });
  }
}

/** Files listed per folder an adapter reads. */
const MAX_ADAPTER_FILES = 20_000;
const DATA_EXTS = ['json', 'yaml', 'yml', 'toml'];

/**
 * The entries of the site's data an adapter ranges over (`hugo.Data.a.b`: data/a/b.<ext>, or key b of data/a.<ext>;
 * gohugo.io/content-management/data-sources/): a list's items or a map's values that are maps.
 */
function dataOf(files: SiteFiles): (names: readonly string[]) => DataEntries | undefined {
  const cache = new Map<string, DataEntries | undefined>();
  return (names) => {
    const key = names.join('.');
    if (cache.has(key)) return cache.get(key);
    let found: DataEntries | undefined;
    for (let i = names.length; i >= 1 && !found; i--) {
      const file = DATA_EXTS.map((ext) => `data/${names.slice(0, i).join('/')}.${ext}`).find((rel) => files.has(rel));
      if (!file) continue;
      let value = readDataValue(files, file);
      for (const k of names.slice(i)) value = isRecord(value) ? value[k] : undefined;
      const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
      found = { file, entries: items.slice(0, MAX_ADAPTER_FILES).filter(isRecord) };
    }
    cache.set(key, found);
    return found;
  };
}

/** The generated taxonomy lists and term pages of every language (no source: Hugo makes them from front matter). */
function addTaxonomies(builder: RouteTableBuilder, s: HugoSettings): void {
  if (s.disableKinds.has('taxonomy') && s.disableKinds.has('term')) return;
  for (const lang of s.langs) {
    const prefix = langPrefix(lang, s);
    for (const plural of s.taxonomies) {
      const seg = hugoPath(plural, { lower: s.lower });
      if (!s.disableKinds.has('taxonomy')) {
        const list = s.ugly(plural) ? `${prefix}/${seg}.html` : `${prefix}/${seg}/`;
        builder.add(list, { file: null, reason: `Hugo: no source: taxonomy list "${plural}" (generated)` });
        builder.markList(list);
      }
      if (!s.disableKinds.has('term')) {
        const reason = `Hugo: no source: "${plural}" term page (generated from front matter ${plural})`;
        builder.addPattern(`${escapePattern(`${prefix}/${seg}`)}/*`, { file: null, reason });
        builder.addPattern(`${escapePattern(`${prefix}/${seg}`)}/*/${escapePattern(s.paginationPath)}/([0-9]+)`, { file: null, reason });
      }
    }
  }
}

const INDEX_RE = /^index(\.[\w-]+)?\.\w+$/;

/**
 * A content adapter whose every `render` build option is "never": the pages it adds get no URL of their own
 * (gohugo.io/content-management/content-adapters/#page-map, `build`; gohugo.io/content-management/build-options/).
 * Literal scan of the template's `"render" "<value>"` pairs (dict arguments); any other value, or none, keeps it.
 */
function adapterNeverRenders(text: string | undefined): boolean {
  if (!text) return false;
  let never = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf('"render"', from);
    if (at < 0) break;
    from = at + 8;
    const value = /^\s+"(\w+)"/.exec(text.slice(from, from + 40));
    if (value?.[1] !== 'never') return false;
    never++;
  }
  return never > 0;
}

/** A leaf bundle's other files (and nested folders) are its resources, not pages. */
function insideLeafBundle(local: string, leafDirs: Set<string>): boolean {
  let dir: string | undefined = dirOf(local);
  if (INDEX_RE.test(baseOf(local))) dir = dir === '' ? undefined : dirOf(dir);
  while (dir !== undefined) {
    if (leafDirs.has(dir)) return true;
    dir = dir === '' ? undefined : dirOf(dir);
  }
  return false;
}

function toPage(files: SiteFiles, rel: string, local: string, rootLang: string | undefined, s: HugoSettings, keys: (block: string) => boolean): HugoPage | undefined {
  const dir = dirOf(local);
  let base = stripExt(baseOf(local));
  let lang = rootLang ?? s.defaultLang;
  const dot = base.lastIndexOf('.');
  if (dot > 0) {
    const suffix = base.slice(dot + 1).toLowerCase();
    if (s.langs.includes(suffix)) {
      // A suffix in a language-specific content dir belongs to that language too, as in Hugo.
      lang = suffix;
      base = base.slice(0, dot);
    }
  }
  const dirSegs = dir ? dir.split('/') : [];
  const fm = (): FrontData => frontDataWith(files, rel, keys);
  if (base === '_index') {
    return { file: rel, lang, kind: dirSegs.length ? 'section' : 'home', segs: dirSegs, name: dirSegs[dirSegs.length - 1] ?? '', fm: fm() };
  }
  if (base === 'index') {
    if (!dirSegs.length) return { file: rel, lang, kind: 'home', segs: [], name: '', fm: fm() };
    return { file: rel, lang, kind: 'page', segs: dirSegs, name: dirSegs[dirSegs.length - 1], fm: fm() };
  }
  const page: HugoPage = { file: rel, lang, kind: 'page', segs: [...dirSegs, base], name: base, fm: fm() };
  if (s.dateKeys.includes(':filename')) {
    const dated = splitDatedName(base);
    if (dated && dated.rest) {
      page.dateFromName = dated.date;
      page.slugFromName = dated.rest;
    }
  }
  return page;
}

/**
 * Page resources: the files of a page bundle that are not content (images, videos, .sgf beside index.md) are
 * published beside the page, at its URL + their path in the bundle (gohugo.io/content-management/page-resources/,
 * gohugo.io/content-management/page-bundles/: a leaf bundle's files at any depth, a branch bundle's files in its
 * own folder), unless `build.publishResources: false` (gohugo.io/content-management/build-options/#publishresources).
 * A site whose cascades may set that option gets no resource answers; nor does a name with capitals (whether Hugo
 * lowercases it is not settled here) or a page whose URL is not a folder (ugly URLs).
 */
function addBundleResources(files: SiteFiles, urls: Map<HugoPage, string>, builder: RouteTableBuilder, cascaded: boolean): void {
  if (cascaded) return;
  let added = 0;
  for (const [page, url] of urls) {
    if (!url.endsWith('/') || !BUNDLE_INDEX.test(baseOf(page.file))) continue;
    const build = buildOptions(page.fm);
    if (isRecord(build) && build.publishResources !== undefined && !isTrue(build.publishResources)) continue;
    const dir = dirOf(page.file);
    const leaf = !baseOf(page.file).startsWith('_');
    for (const rel of files.under(dir)) {
      if (added >= MAX_RESOURCES) return;
      const local = within(dir, rel);
      if (!local || (!leaf && local.includes('/')) || CONTENT_EXT.has(extOf(rel)) || local.split('/').some((seg) => seg.startsWith('.'))) continue;
      if (local !== local.toLowerCase() || !/^[\w./@+-]+$/.test(local)) continue;
      builder.add(`${url}${local}`, { file: rel, reason: `Hugo: page resource of ${page.file}, published beside the page` });
      added++;
    }
  }
}

/**
 * `ignoreFiles` (gohugo.io/configuration/all/#ignorefiles): regular expressions matched against each file's path. Only
 * those that are plain text once their escapes are read (`api-reference\\.html`, `\\.draft\\.md$`, `README.md`: an
 * unescaped dot read as a dot, which drops the files it certainly matches) are applied, as a substring or suffix test:
 * repository text is never compiled into a regex, and any other expression is left out.
 */
function ignoreFilesTest(value: unknown): (rel: string) => boolean {
  const tests: Array<(rel: string) => boolean> = [];
  for (const pattern of Array.isArray(value) ? value.slice(0, 64) : []) {
    if (typeof pattern !== 'string' || pattern.length > 200) continue;
    const anchored = pattern.endsWith('$') && !pattern.endsWith('\\$');
    const body = anchored ? pattern.slice(0, -1) : pattern;
    let text = '';
    let plain = true;
    for (let i = 0; i < body.length && plain; i++) {
      const c = body[i];
      if (c === '\\') {
        const next = body[++i];
        if (next !== undefined && '.\\/-_$^()[]{}+*?|'.includes(next)) text += next;
        else plain = false;
      } else if (c === '.') text += c; // any character: a path holding a dot there certainly matches
      else if ('^$()[]{}+*?|'.includes(c)) plain = false;
      else text += c;
    }
    if (!plain || text === '') continue;
    tests.push(anchored ? (rel) => rel.endsWith(text) : (rel) => rel.includes(text));
  }
  return (rel) => tests.some((test) => test(rel));
}

const BUNDLE_INDEX = /^_?index(\.[\w-]+)?\.\w+$/;
/** Resources answered per site: a site has a few thousand. */
const MAX_RESOURCES = 20_000;

/** Whether a cascade (site config or front matter) sets `build`: it may turn publishResources off for some pages. */
function hasResourceCascade(data: FrontData): boolean {
  const raw = data.cascade;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.some((c) => isRecord(c) && buildOptions(c) !== undefined);
}

/**
 * The build options of a front matter block or cascade entry: `build`, or `_build`, its name before Hugo 0.123
 * which Hugo still reads (gohugo.io/content-management/build-options/, footnote 1: the key was named `_build` before).
 */
function buildOptions(data: FrontData): unknown {
  return data.build ?? data._build;
}

function cascadesOf(data: FrontData): Cascade[] {
  const raw = data.cascade;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const out: Cascade[] = [];
  for (const c of list) {
    if (!isRecord(c)) continue;
    const build = buildOptions(c);
    const render = isRecord(build) ? String(build.render ?? '') : undefined;
    const draft = typeof c.draft === 'boolean' ? c.draft : c.draft === 'true' ? true : c.draft === 'false' ? false : undefined;
    if (!render && draft === undefined) continue;
    const target = isRecord(c.target) ? c.target : isRecord(c._target) ? c._target : undefined;
    const pathGlob = target ? str(target.path) : undefined;
    const kindGlob = target ? str(target.kind) : undefined;
    // A glob that cannot be evaluated matches nothing (the cascade does not apply).
    const never: GlobMatcher = () => false;
    out.push({
      ...(render ? { render: render.toLowerCase() } : {}),
      ...(draft !== undefined ? { draft } : {}),
      kind: kindGlob ? (compileGlob(kindGlob) ?? never) : undefined,
      path: pathGlob ? (compileGlob(pathGlob, { dot: true }) ?? never) : undefined,
    });
  }
  return out;
}

/**
 * Own `draft`, else the nearest cascade that sets one and targets the page: its own section's first (a section's
 * cascade reaches the section page too: a drafts section's `_index.md` with `cascade: { draft: true }` hides itself
 * and everything under it), then ancestors', then the site config's.
 */
function isDraftPage(page: HugoPage, cascades: Map<string, Cascade[]>, configCascades: Cascade[]): boolean {
  if (page.fm.draft !== undefined) return isTrue(page.fm.draft);
  const kind = page.kind === 'page' ? 'page' : page.kind;
  const logical = '/' + page.segs.join('/');
  const chain = page.kind === 'page' ? page.segs.slice(0, -1) : page.segs;
  for (let n = chain.length; n >= 0; n--) {
    const hit = cascades.get(`${page.lang}|${chain.slice(0, n).join('/')}`)?.find((c) => c.draft !== undefined && cascadeApplies(c, kind, logical));
    if (hit) return hit.draft === true;
  }
  return configCascades.find((c) => c.draft !== undefined && cascadeApplies(c, kind, logical))?.draft === true;
}

/** Own `build.render`, else the nearest section cascade (then site config cascade) that targets this page. */
function renders(page: HugoPage, cascades: Map<string, Cascade[]>, configCascades: Cascade[]): boolean {
  const build = buildOptions(page.fm);
  const own = isRecord(build) ? build.render : undefined;
  if (own !== undefined) return !isNoRender(String(own));
  const kind = page.kind === 'page' ? 'page' : page.kind;
  const logical = '/' + page.segs.join('/');
  const ancestors = page.kind === 'page' ? page.segs.slice(0, -1) : page.segs.slice(0, -1);
  for (let n = ancestors.length; n >= 0; n--) {
    const list = cascades.get(`${page.lang}|${ancestors.slice(0, n).join('/')}`);
    const hit = list?.find((c) => c.render !== undefined && cascadeApplies(c, kind, logical));
    if (hit?.render) return !isNoRender(hit.render);
  }
  const hit = configCascades.find((c) => c.render !== undefined && cascadeApplies(c, kind, logical));
  return hit?.render ? !isNoRender(hit.render) : true;
}

function cascadeApplies(c: Cascade, kind: string, logical: string): boolean {
  if (c.kind && !c.kind(kind)) return false;
  return !c.path || c.path(logical);
}

function isNoRender(v: string): boolean {
  return v === 'never' || v === 'false' || v === 'link';
}

function langPrefix(lang: string, s: HugoSettings): string {
  return lang !== s.defaultLang || s.defaultInSubdir ? `/${lang}` : '';
}

function pageUrl(page: HugoPage, s: HugoSettings): { url: string; why: string } {
  const prefix = langPrefix(page.lang, s);
  const url = fmString(page.fm, 'url');
  if (url) {
    const multilingual = s.langs.length > 1;
    const path = url.startsWith('/') || !multilingual ? url : `${prefix}/${url}`;
    return { url: decodePath(path.startsWith('/') ? path : '/' + path), why: ' (url from front matter)' };
  }
  const section = page.segs[0] ?? '';
  const kind = page.kind === 'page' ? 'page' : 'section';
  const rule = page.kind === 'home' ? undefined : findRule(s.permalinks(page.lang), kind, section, '/' + page.segs.join('/'), page.kind === 'page' && page.segs.length === 1);
  const opts = { lower: s.lower, removeAccents: s.removeAccents };
  if (rule) {
    let expanded = prefix + hugoPath(expandPermalink(rule.pattern, page, s), opts);
    // uglyURLs applies to the expanded permalink too: '/:year/:slug/' is written as '/2024/x.html'.
    const uglyPermalink = page.kind !== 'home' && s.ugly(section);
    if (uglyPermalink) expanded = `${trimEnd(expanded, '/')}.html`;
    return { url: expanded, why: ` (permalinks ${rule.section ? `"${rule.section}"` : 'rule'}: ${rule.pattern}${uglyPermalink ? ', uglyURLs' : ''})` };
  }
  const slug = page.kind === 'page' ? (fmString(page.fm, 'slug') ?? page.slugFromName) : undefined;
  const segs = slug !== undefined ? [...page.segs.slice(0, -1), slug] : page.segs;
  const path = segs.map((x) => hugoPath(x, opts)).join('/');
  if (page.kind === 'home') return { url: `${prefix}/`, why: '' };
  // uglyURLs writes every page but the home page as <path>.html, section lists included (`/posts.html`, not
  // `/posts/index.html`): Hugo's target-path builder keeps the index base only for the home page
  // (resources/page/page_paths.go; gohugo.io/configuration/ugly-urls/; github.com/gohugoio/hugo/issues/4428).
  const ugly = s.ugly(section);
  const url2 = `${prefix}/${path}${ugly ? '.html' : '/'}`;
  return { url: url2, why: fmString(page.fm, 'slug') ? ' (slug from front matter)' : ugly ? ' (uglyURLs)' : '' };
}

function findRule(rules: PermalinkRule[], kind: 'page' | 'section', section: string, logical: string, rootPage: boolean): PermalinkRule | undefined {
  return rules.find((r) => {
    if (r.kind !== 'any' && r.kind !== kind) return false;
    if (r.path) return r.path(logical);
    if (r.section === undefined) return true;
    return rootPage ? r.section === '/' : r.section === section.toLowerCase();
  });
}

function expandPermalink(pattern: string, page: HugoPage, s: HugoSettings): string {
  const date = page.dateFromName ?? firstDate(page.fm);
  const title = fmString(page.fm, 'title');
  const slug = fmString(page.fm, 'slug') ?? page.slugFromName;
  const sections = page.kind === 'page' ? page.segs.slice(0, -1) : page.segs;
  const opts = { lower: s.lower, removeAccents: s.removeAccents };
  const autoTitle = page.name.replace(/[-_]+/g, ' ');
  const tokens: Record<string, () => string | undefined> = {
    year: () => date && String(date.year),
    month: () => date && pad2(date.month),
    monthname: () => date && monthName(date),
    day: () => date && pad2(date.day),
    weekday: () => date && String(weekday(date)),
    weekdayname: () => date && weekdayName(date),
    yearday: () => date && String(yearDay(date)),
    section: () => page.segs[0] ?? '',
    sectionslug: () => page.segs[0] ?? '',
    title: () => hugoPath(title ?? autoTitle, opts),
    slug: () => hugoPath(slug ?? title ?? autoTitle, opts),
    filename: () => page.name,
    contentbasename: () => page.name,
    slugorfilename: () => slug ?? page.name,
    slugorcontentbasename: () => slug ?? page.name,
    // Go time layout tokens
    '2006': () => date && String(date.year),
    '06': () => date && String(date.year).slice(-2),
    '01': () => date && pad2(date.month),
    '1': () => date && String(date.month),
    '02': () => date && pad2(date.day),
    '2': () => date && String(date.day),
    Jan: () => date && monthName(date).slice(0, 3),
    January: () => date && monthName(date),
    Mon: () => date && weekdayName(date).slice(0, 3),
    Monday: () => date && weekdayName(date),
  };
  return pattern.replace(/:(sections|sectionslugs)(\[[^\]]{0,40}\])?|:([A-Za-z]+|\d+)/g, (m, secs: string | undefined, slice: string | undefined, name: string | undefined) => {
    if (secs) return sliceSections(sections, slice).join('/');
    const fn = name !== undefined ? tokens[name] : undefined;
    return fn ? (fn() ?? '') : m;
  });
}

function sliceSections(sections: string[], slice: string | undefined): string[] {
  if (!slice) return sections;
  const inner = slice.slice(1, -1).trim();
  const idx = (v: string, dflt: number): number => (v === '' ? dflt : v === 'last' ? sections.length - 1 : Number(v));
  if (!inner.includes(':')) {
    const i = idx(inner, 0);
    return sections[i] !== undefined ? [sections[i]] : [];
  }
  const [a, b] = inner.split(':');
  return sections.slice(idx(a.trim(), 0), b.trim() === '' ? sections.length : idx(b.trim(), sections.length));
}

/** Whether a front matter block has a `date` line whose year is `year` or later (one pass over its lines). */
function datedFromYear(block: string, year: number): boolean {
  for (const line of block.split('\n')) {
    if (!line.startsWith('date')) continue;
    const m = /^date\s*[:=]\s*["']?(\d{4})-/.exec(line);
    if (m && Number(m[1]) >= year) return true;
  }
  return false;
}

/** Why the page's dates keep it out of a build made today; undefined when they do not. */
function outOfDate(fm: FrontData, config: FrontData, today: DateParts): string | undefined {
  if (!isTrue(getCI(config, 'buildFuture'))) {
    for (const key of [...PUBLISH_KEYS, 'date']) {
      const d = dateParts(fm[key]);
      if (!d) continue;
      if (compareDates(d, today) > 0) return `has ${key} ${isoDay(d)}, still to come (buildFuture is off)`;
      break;
    }
  }
  if (!isTrue(getCI(config, 'buildExpired'))) {
    for (const key of EXPIRY_KEYS) {
      const d = dateParts(fm[key]);
      if (d && compareDates(d, today) < 0) return `expired on ${isoDay(d)} (${key}; buildExpired is off)`;
    }
  }
  return undefined;
}

function firstDate(fm: FrontData): DateParts | undefined {
  for (const key of ['date', 'publishDate', 'publishdate', 'pubdate', 'published']) {
    const d = dateParts(fm[key]);
    if (d) return d;
  }
  return undefined;
}

/** Site-relative aliases get the language prefix; page-relative ones resolve from the page's parent URL. */
function aliasPath(alias: string, pageUrl: string, lang: string, s: HugoSettings): string {
  const a = decodePath(alias.trim());
  if (a.startsWith('/')) return langPrefix(lang, s) + a;
  const parent = pageUrl.replace(/\/[^/]*\/?$/, '');
  return '/' + joinRel(parent, a) + (a.endsWith('/') || /\.\w+$/.test(a) ? '' : '/');
}

function templatePage(template: string | undefined, what: string, missing: string, redirecting?: RedirectTemplates): Resolution {
  if (redirecting?.only(template)) return { file: null, kind: 'redirect', reason: `Hugo: no source: the ${what} is rendered by ${template}, which only holds a meta refresh (a redirect page)` };
  return template
    ? { file: template, kind: 'template', reason: `Hugo: ${what} rendered by the template ${template} (no ${missing})` }
    : { file: null, kind: 'none', reason: `Hugo: no source: ${what} rendered by a template outside the repository (no ${missing})` };
}

/**
 * The template Hugo picks for a page that has no content file, from the template lookup order
 * (gohugo.io/templates/lookup-order: home, section; the v0.146 names home/section/list/all and the older
 * _default/ and index.html forms), in the project's layouts/ and each theme vendored in the repository.
 */
function layoutFinder(files: SiteFiles, s: HugoSettings): { home(lang: string): string | undefined; section(section: string, lang: string): string | undefined; robots(): string | undefined; notFound(lang: string): string | undefined } {
  const dirs = ['layouts', ...s.themes.map((t) => `${t}/layouts`)];
  // Project and theme templates share one namespace (the project's wins for the same name): the lookup goes name
  // by name, each name checked in the project, then in the themes.
  const first = (names: string[], lang: string): string | undefined => {
    for (const name of names) {
      const stem = name.slice(0, -'.html'.length);
      for (const variant of [`${stem}.${lang}.html`, name]) {
        for (const dir of dirs) if (files.has(`${dir}/${variant}`)) return `${dir}/${variant}`;
      }
    }
    return undefined;
  };
  return {
    home: (lang) => first(['index.html', 'home.html', 'list.html', '_default/index.html', '_default/home.html', '_default/list.html', 'all.html'], lang),
    section: (section, lang) => {
      const type = section.toLowerCase();
      return first([
        `${type}/${type}.html`, `${type}/section.html`, `${type}/list.html`, `section/${type}.html`, `section/section.html`, `section/list.html`,
        `_default/${type}.html`, '_default/section.html', '_default/list.html', 'section.html', 'list.html', 'all.html',
      ], lang);
    },
    robots: () => dirs.map((dir) => `${dir}/robots.txt`).find((rel) => files.has(rel)),
    notFound: (lang) => first(['404.html', '_default/404.html'], lang),
  };
}
