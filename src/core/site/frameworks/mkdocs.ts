// MkDocs (and Material for MkDocs): Markdown under docs_dir → URLs (use_directory_urls), other files copied as they
// are; one site may be several builds (per language, per sub-site, mike versions: mkdocsConfig.ts), with the
// mkdocs-static-i18n (mkdocsI18n.ts), blog (mkdocsBlog.ts), redirects and exclude plugins.
import { compileWildcard } from '../match/glob';
import { IgnoreRules } from '../match/ignoreRules';
import type { DeclaredDomain, Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { addDomains } from '../hosting';
import { type Data, bool, isRecord, str, strList } from './kit/data';
import { frontData } from './kit/frontMatter';
import { baseOf, dirOf, extOf, joinRel, resolveWithin, stripExt, within } from './kit/paths';
import { type PrefixedPart, noSourcePart, prefixRouter } from './kit/prefixes';
import { RouteTableBuilder, urlKey } from './kit/routeTable';
import { blogOf, blogPostPath, isDraftPost, isGeneratedBlogPage, isPost } from './mkdocsBlog';
import { STANDARD_CONFIGS, configString, isMkdocsConfigName, type MkdocsBuild, mkdocsBuilds, mkdocsSiteRoot, pluginOptions } from './mkdocsConfig';
import { i18nOf, languagePages } from './mkdocsI18n';
import { notebookPages } from './mkdocsNotebooks';
import { DEPLOYED_VERSION } from './mkdocsMike';
import { genFilesPages } from './mkdocsGenFiles';

/** What MkDocs renders as pages (utils.markdown_extensions); every other file is copied as it is. */
const MARKDOWN = new Set(['.md', '.markdown', '.mdown', '.mkdn', '.mkd']);

export const mkdocs: Framework = {
  id: 'mkdocs',
  label: 'MkDocs',
  configFiles: STANDARD_CONFIGS,
  isConfigName: isMkdocsConfigName,
  dependencies: [],
  siteFolders: ['docs'],
  outputDirs: ['site'],
  // Markdown of docs_dir is rendered into pages, never copied as it is (https://www.mkdocs.org/user-guide/writing-your-docs/#file-layout).
  renderedExts: ['md', 'markdown', 'mdown', 'mkdn', 'mkd'],
  // MkDocs copies every file of docs_dir that is not Markdown (CNAME included). Asked on every lookup the table does
  // not answer: the builds of the last compile serve (a change to them recompiles first).
  staticDirs: (files) => {
    const dirs = (compiledBuilds.get(files) ?? mkdocsBuilds(files)).map((b) => b.docsDir);
    return dirs.length ? [...new Set(dirs)] : ['docs'];
  },
  confirmsConfig(files, rel) {
    return STANDARD_CONFIGS.includes(baseOf(rel)) || mkdocsBuilds(files).length > 0;
  },
  siteRootOf: mkdocsSiteRoot,
  domains(files): DeclaredDomain[] {
    const out: DeclaredDomain[] = [];
    for (const b of mkdocsBuilds(files)) addDomains(out, configString(b.config.site_url), `${b.configRel} site_url`);
    return out;
  },
  redirects: () => [],
  // Without site_url MkDocs writes relative links ("Configuration: site_url", https://www.mkdocs.org/user-guide/configuration/#site_url),
  // so the built site works under any path; `mkdocs gh-deploy` pushes it to the repository's gh-pages branch
  // ("Deploying your docs: Project Pages", https://www.mkdocs.org/user-guide/deploying-your-docs/#project-pages), which
  // GitHub Pages serves at https://<owner>.github.io/<repository>/ — unless a CNAME in docs_dir gives it a custom
  // domain, served at its root ("Deploying your docs: Custom Domains").
  servedAtHostPath(files) {
    const builds = mkdocsBuilds(files);
    return builds.length > 0 && builds.every((b) => configString(b.config.site_url) === undefined && !files.has(b.docsDir ? `${b.docsDir}/CNAME` : 'CNAME'));
  },
  detect(files) {
    return mkdocsBuilds(files).length > 0 ? 1 : 0;
  },
  compile,
  affects(rel) {
    // Notebook plugins' pages (mkdocsNotebooks) too.
    return MARKDOWN.has(extOf(rel)) || /\.(?:ya?ml|ipynb|py)$/i.test(rel) || baseOf(rel) === 'CNAME';
  },
};

/**
 * A version base whose deploy names its version by a variable (`mike deploy $VERSION`): each release or branch folder
 * under it (`/1.4/`, `/dev/`) is a build of these files at another commit, answered with today's file for the page.
 */
function deployedVersions(none: PrefixedPart, table: RouteTable, configRel: string): PrefixedPart {
  return {
    prefix: none.prefix,
    table: {
      resolve(urlPath, info) {
        const key = urlKey(urlPath);
        const slash = key.indexOf('/', 1);
        const version = slash < 0 ? key.slice(1) : key.slice(1, slash);
        if (!DEPLOYED_VERSION.test(version)) return none.table.resolve(urlPath, info);
        const found = table.resolve(slash < 0 ? '/' : key.slice(slash), info);
        return found?.file ? { ...found, reason: `${found.reason} (version ${version}, deployed by mike from ${configRel} with its version set at deploy time)` } : found;
      },
    },
  };
}

/** The builds each file set was last compiled with. */
const compiledBuilds = new WeakMap<SiteFiles, MkdocsBuild[]>();

function compile(files: SiteFiles): RouteTable {
  const builds = mkdocsBuilds(files);
  compiledBuilds.set(files, builds);
  const parts: PrefixedPart[] = [];
  const listings = new Map<MkdocsBuild, Map<string, string>>();
  for (const build of builds) {
    const table = buildTable(files, build, listings);
    for (const prefix of build.prefixes) parts.push({ prefix, table });
    if (build.versionBase) {
      const { prefix, known, variable } = build.versionBase;
      const checkout = known.length ? `this checkout is ${known.map((v) => `${prefix}/${v}/`).join(', ')}` : 'which version this checkout is named at deploy time is not in the repository';
      const none = noSourcePart(prefix, `MkDocs (mike): no source: ${build.configRel} is deployed by mike into version folders under ${prefix || '/'}; ${checkout} (other versions come from other commits, ${prefix || '/'} itself only redirects)`);
      parts.push(variable ? deployedVersions(none, table, build.configRel) : none);
    }
  }
  const served = builds.flatMap((b) => b.prefixes).map((p) => `${p}/`);
  return prefixRouter(parts, (key) => ({ file: null, reason: `MkDocs: no source: ${key} is outside the site's URL path (${served.join(', ')}, from site_url)`, kind: 'none' }));
}

/**
 * `theme.custom_dir` when it lies inside docs_dir: its files are the theme's Jinja2 templates and assets that
 * override the parent theme's ("Customizing Your Theme", https://www.mkdocs.org/user-guide/customizing-your-theme/#using-the-theme-custom_dir;
 * "Developing Themes": the templates go in "a directory that is not a child of the docs_dir"), not pages of the site.
 */
function themeDirIn(build: MkdocsBuild): string | undefined {
  const custom = isRecord(build.config.theme) ? str(build.config.theme.custom_dir) : undefined;
  const dir = custom === undefined ? undefined : resolveWithin(dirOf(build.configRel), custom);
  return dir && dir !== build.docsDir && within(build.docsDir, dir) ? dir : undefined;
}

/**
 * Which files of docs_dir MkDocs leaves out: exclude_docs, draft_docs, the exclude plugin's globs. exclude_docs
 * always starts with `.*` and `/templates/` (dot files and folders, the top-level templates/), which a `!` pattern
 * may take back ("Configuration: exclude_docs", https://www.mkdocs.org/user-guide/configuration/#exclude_docs).
 */
function exclusions(config: Data): (local: string) => boolean {
  const ignore = new IgnoreRules().add('.*\n/templates/\n');
  for (const key of ['exclude_docs', 'draft_docs']) if (typeof config[key] === 'string') ignore.add(config[key] as string);
  const plugin = pluginOptions(config, 'exclude');
  // The exclude plugin's regex list is never compiled (repository text); its globs are Python fnmatch patterns.
  const globs = plugin ? strList(plugin.glob).slice(0, 200).map(compileWildcard).filter((m): m is (p: string) => boolean => m !== undefined) : [];
  return (local) => ignore.ignores(local) || globs.some((g) => g(local));
}

/**
 * The files of docs_dir the build leaves out (local path → file): `exclude_docs` and `draft_docs` are gitignore-style
 * patterns over every file of docs_dir, static files too ("Configuration: exclude_docs",
 * https://www.mkdocs.org/user-guide/configuration/#exclude_docs: "files from docs_dir that will not be copied to the
 * built site"; draft_docs: excluded from `mkdocs build`). The theme's custom_dir is answered on its own.
 */
function leftOut(files: SiteFiles, build: MkdocsBuild): Array<[string, string]> {
  const excluded = exclusions(build.config);
  const theme = themeDirIn(build);
  const out: Array<[string, string]> = [];
  for (const rel of files.under(build.docsDir)) {
    const local = within(build.docsDir, rel);
    if (local && excluded(local) && !(theme && within(theme, rel))) out.push([local, rel]);
  }
  return out;
}

/** The docs of a build, inside docs_dir, that MkDocs reads (local path → file). */
function listing(files: SiteFiles, build: MkdocsBuild, listings: Map<MkdocsBuild, Map<string, string>>): Map<string, string> {
  const hit = listings.get(build);
  if (hit) return hit;
  const excluded = exclusions(build.config);
  const theme = themeDirIn(build);
  const out = new Map<string, string>();
  for (const rel of files.under(build.docsDir)) {
    const local = within(build.docsDir, rel);
    if (local && !excluded(local) && !(theme && within(theme, rel))) out.set(local, rel);
  }
  listings.set(build, out);
  return out;
}

interface Source {
  rel: string;
  /** Why this file, when it is not the page's own in this build: "not translated: English file". */
  note?: string;
}

function buildTable(files: SiteFiles, build: MkdocsBuild, listings: Map<MkdocsBuild, Map<string, string>>): RouteTable {
  const all = listing(files, build, listings);
  const notebook = notebookPages(build.config);
  const isPage = (l: string): boolean => MARKDOWN.has(extOf(l)) || notebook(l);
  const docs = [...all.keys()].filter(isPage);
  const assets = [...all.keys()].filter((l) => !isPage(l));
  const i18n = i18nOf(build.config);
  const languages = i18n ? i18n.built : [{ locale: '', prefix: '' }];
  const excluded = leftOut(files, build);
  const parts: PrefixedPart[] = [];
  for (const lang of languages) {
    const pages = new Map<string, Source>();
    if (i18n) {
      for (const [norm, { local, fallback }] of languagePages(i18n, docs, lang.locale)) {
        pages.set(norm, { rel: all.get(local) as string, ...(fallback ? { note: `mkdocs-static-i18n: no ${lang.locale} version, fallback_to_default` } : {}) });
      }
    } else {
      for (const local of docs) pages.set(local, { rel: all.get(local) as string });
    }
    if (build.fallback) addFallbackPages(files, build, pages, listings);
    if (lang.prefix === '') {
      for (const [local, rel] of genFilesPages(files, build.config, build.configRel)) {
        if (!pages.has(local)) pages.set(local, { rel, note: 'a page mkdocs-gen-files writes from this module (the mkdocstrings reference recipe)' });
      }
    }
    parts.push({ prefix: lang.prefix, table: pageTable(files, build, pages, assets.map((l) => [l, all.get(l) as string]), excluded) });
  }
  return parts.length === 1 && parts[0].prefix === '' ? parts[0].table : prefixRouter(parts);
}

/** A translation's missing pages from the default language's build: those its nav lists, or all of them. */
function addFallbackPages(files: SiteFiles, build: MkdocsBuild, pages: Map<string, Source>, listings: Map<MkdocsBuild, Map<string, string>>): void {
  const { build: main, pages: which } = build.fallback as NonNullable<MkdocsBuild['fallback']>;
  const mainDocs = listing(files, main, listings);
  const wanted = which === 'all' ? [...mainDocs.keys()].filter((l) => MARKDOWN.has(extOf(l))) : navPages(build.config.nav);
  const why = which === 'all' ? `not translated: the build script fills it from ${main.docsDir}/` : `not translated: listed in ${build.configRel}'s nav, filled from ${main.docsDir}/`;
  for (const local of wanted) {
    const rel = mainDocs.get(local);
    if (rel && !pages.has(local) && !hasIndexTwin(pages, local)) pages.set(local, { rel, note: why });
  }
}

/** Markdown paths a nav names (nested sections, `title: path` maps), not links to URLs. */
function navPages(nav: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [nav];
  let steps = 0;
  while (stack.length && steps++ < 20000) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(item) && !item.startsWith('/') && MARKDOWN.has(extOf(item))) out.push(joinRel(item));
    } else if (Array.isArray(item)) stack.push(...item);
    else if (isRecord(item)) stack.push(...Object.values(item));
  }
  return out;
}

/** MkDocs names `README.md` `index`, and leaves it out when the folder also has an index file. */
function hasIndexTwin(pages: Map<string, Source>, local: string): boolean {
  const stem = baseOf(stripExt(local));
  if (stem !== 'README' && stem !== 'index') return false;
  const dir = dirOf(local);
  return [...MARKDOWN].some((ext) => pages.has(joinRel(dir, `${stem === 'README' ? 'index' : 'README'}${ext}`)));
}

/** A page's URL path inside its build: `a/b.md` → `/a/b/` (or `/a/b.html` without directory URLs), index pages at their folder. */
function pageUrl(local: string, dirUrls: boolean): string {
  const stem = stripExt(local);
  const name = baseOf(stem);
  const dir = dirOf(stem);
  if (name === 'index' || name === 'README') return `/${dir}/`;
  return dirUrls ? `/${stem}/` : `/${stem}.html`;
}

function pageTable(files: SiteFiles, build: MkdocsBuild, pages: Map<string, Source>, assets: Array<[string, string]>, excluded: Array<[string, string]> = []): RouteTable {
  const config = build.config;
  const dirUrls = bool(config.use_directory_urls, true);
  const blog = blogOf(config);
  const builder = new RouteTableBuilder();
  const from = build.prefixes.length && build.label !== STANDARD_CONFIGS[0] ? ` (build ${build.label})` : '';
  const res = (rel: string, what: string, note?: string): Resolution => ({ file: rel, reason: `${what}: ${rel}${note ? ` (${note})` : from}`, kind: 'source' });
  // mkdocs-redirects writes its redirect pages after the build (on_post_build), over a page of the same path.
  const redirects = pluginOptions(config, 'redirects');
  const maps = redirects && isRecord(redirects.redirect_maps) ? redirects.redirect_maps : {};
  for (const [from, to] of Object.entries(maps)) {
    if (typeof to !== 'string' || !MARKDOWN.has(extOf(from))) continue;
    builder.add(pageUrl(joinRel(from), dirUrls), { file: null, reason: `MkDocs: no source: the redirects plugin (${build.configRel}) writes a redirect page to ${str(to)}`, kind: 'redirect' });
  }
  for (const [local, src] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    if (blog && isPost(blog, local)) {
      const fm = frontData(files, src.rel);
      if (isDraftPost(blog, fm)) continue;
      // A post is never served at its file path; without a URL it is not mapped at all.
      const path = blogPostPath(files, src.rel, fm, blog);
      if (path) builder.add(dirUrls ? `/${path}/` : `/${path}.html`, res(src.rel, 'MkDocs blog plugin', src.note));
      continue;
    }
    if (baseOf(stripExt(local)) === 'README' && hasIndexTwin(pages, local)) continue;
    builder.add(pageUrl(local, dirUrls), res(src.rel, 'MkDocs', src.note));
  }
  for (const [local, rel] of assets) builder.add(`/${local}`, { file: rel, reason: `MkDocs: ${rel} (copied from docs_dir as it is)`, kind: 'static' });
  // Answered here, so that the static folder (docs_dir) does not serve what the build leaves out.
  for (const [local, rel] of excluded) {
    const none: Resolution = { file: null, reason: `MkDocs: no source: ${rel} is left out of the build (exclude_docs, draft_docs, the exclude plugin, or a dot or templates/ name)`, kind: 'none' };
    builder.add(`/${local}`, none);
    if (MARKDOWN.has(extOf(local))) builder.add(pageUrl(local, dirUrls), none);
  }
  const theme = themeDirIn(build);
  const themeLocal = theme === undefined ? undefined : within(build.docsDir, theme);
  // Answered here, so that the static folder (docs_dir) does not serve the theme's templates as pages.
  if (themeLocal) builder.addPattern(`/${themeLocal}/**`, { file: null, reason: `MkDocs: no source: ${theme} is the theme's custom_dir (templates that override the theme, not pages)`, kind: 'none' });
  if (blog) {
    builder.addPattern('/**', (key) => (isGeneratedBlogPage(joinRel(key), blog) ? { file: null, reason: 'MkDocs blog plugin: no source: generated archive, category, author or list page', kind: 'none' } : undefined));
  }
  // With use_directory_urls false each page is written as x.html: '/x/' asks for x/index.html, which is not there.
  return builder.build('/', undefined, { htmlForTrailingSlash: dirUrls });
}
