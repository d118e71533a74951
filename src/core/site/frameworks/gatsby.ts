// Gatsby: src/pages routes (incl. {Model.field} collection routes and [param] client-only routes) and the pages
// gatsby-node creates (https://www.gatsbyjs.com/docs/creating-and-modifying-pages/): every `createPage({ path,
// component })` in gatsby-node and the modules it re-exports, read statically. A literal path is a page of its
// component; a template path (`/tags/${slug}/`) a pattern of it for the values its data holds (gatsbyDataOrigin); a path from the Markdown nodes (`frontmatter.slug`,
// `fields.slug` from createFilePath) one page per content file, or the component when the content is not in the repo.
import { compilePathPattern } from '../match/pathPattern';
import { makeRule } from '../redirectRules';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles } from '../types';
import {
  type ConfigCode, type ConfigObject, type ConfigValue, type SyntaxNode, Computed, codeString, configDomains, isConfigObject, pathValue, readConfigCode, readModuleCode,
  resolveModule, skippedInBuild, syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, valueOfNode, walkSyntax,
} from './kit/code';
import { configHome } from './kit/configHome';
import { isDraft } from './kit/contentIndex';
import { packageDependencies, packageScripts } from './kit/data';
import { type FrontData, fmString, frontData } from './kit/frontMatter';
import { baseOf, commonDir, dirOf, extOf, joinRel, resolveWithin, stripExt, within } from './kit/paths';
import { callOptions, uniqueDeclaration } from './kit/routeCode';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';
import { workspacePackage } from './kit/workspace';
import { LOOP_METHODS, folderPages, loopsAround, parentsOf } from './gatsbyFolderPages';
import { type DataOrigin, type FrontMatterValues, MARKDOWN_QUERIES, dataOrigin, declarations, segmentsAmong } from './gatsbyDataOrigin';
import { type FrontMatterCondition, branchConditions, listFilter, passes } from './gatsbyListFilter';
import { paginatedPaths } from './gatsbyPagination';
import { dataFilesByName, modelRows, redirectRows, transformerRows } from './gatsbyDataFiles';
import { type KnownTheme, knownTheme, knownThemePages, themePageExtensions } from './gatsbyThemes';
import { eleventySlugify } from './kit/slugify';
import { trimChars } from '../text';

const CONFIGS = ['gatsby-config.js', 'gatsby-config.ts', 'gatsby-config.mjs', 'gatsby-config.cjs'];
const NODE_FILES = ['gatsby-node.js', 'gatsby-node.ts', 'gatsby-node.mjs', 'gatsby-node.cjs'];
const PAGE_EXT = new Set(['.js', '.jsx', '.ts', '.tsx']);
// gatsby-transformer-remark takes the text/markdown files (.md, .markdown), gatsby-plugin-mdx .mdx.
const CONTENT_EXT = new Set(['.md', '.markdown', '.mdx']);
const FALLBACK_CONTENT_DIRS = ['content', 'src/posts', 'src/content', 'posts'];
/** Modules of gatsby-node read for createPage calls (itself and what it re-exports or imports). */
const MAX_NODE_MODULES = 12;
/**
 * The variables `gatsby build` sets for gatsby-node (https://www.gatsbyjs.com/docs/how-to/local-development/environment-variables/):
 * NODE_ENV is production, and gatsby_executing_command names the command; others are unset in a plain build.
 */
const GATSBY_BUILD_ENV = { NODE_ENV: 'production', gatsby_executing_command: 'build' };

export const gatsby: Framework = {
  id: 'gatsby',
  label: 'Gatsby',
  configFiles: CONFIGS,
  dependencies: ['gatsby'],
  siteFolders: ['src/pages', 'content'],
  outputDirs: ['public', '.cache'],
  staticDirs: (files) => [joinRel(siteHome(files)?.dir ?? '', 'static')],
  siteRootOf,
  detect(files) {
    if (CONFIGS.some((c) => files.has(c)) || siteHome(files)) return 1;
    if (NODE_FILES.some((c) => files.has(c))) return 0.9;
    return packageDependencies(files).has('gatsby') ? 0.8 : 0;
  },
  domains: (files) => configDomains(files, [siteHome(files)?.rel ?? CONFIGS[0]].concat(CONFIGS), 'siteUrl'),
  redirects: createdRedirects,
  compile,
  affects(rel) {
    return CONFIGS.some((c) => rel === c || rel.endsWith(`/${c}`)) || NODE_FILES.some((c) => rel === c || rel.endsWith(`/${c}`)) || rel.includes('src/pages/') || CONTENT_EXT.has(extOf(rel)) || /\.(?:[cm]?[jt]sx?|json)$/.test(rel);
  },
};

/** A plugin gatsby-config lists: its name (`resolve`, or the bare string) and options. */
interface GatsbyPlugin {
  name: string;
  options: ConfigObject;
}

/** The `path` option of plugin `name` as a folder from `dir` (a leading '/' read from `dir` too); else undefined. */
function pluginPath(plugin: GatsbyPlugin, name: string, dir: string): string | undefined {
  const path = plugin.name === name ? pathValue(plugin.options.path) : undefined;
  return path === undefined ? undefined : resolveWithin(dir, path.replace(/^\/+/, ''));
}

/**
 * gatsby-source-filesystem `path` options (`${__dirname}/content/blog` → content/blog), from the site's folder `dir`.
 * A path may leave it (`path: '../docs'`: "the path to the folder containing your files",
 * https://www.gatsbyjs.com/plugins/gatsby-source-filesystem/); one that climbs above the files seen is dropped.
 */
function sourceDirs(plugins: readonly GatsbyPlugin[], dir: string): string[] {
  return namedSources(plugins, dir).map((s) => s.dir);
}

/** Each gatsby-source-filesystem folder with its `name` option (its files' `sourceInstanceName`). */
function namedSources(plugins: readonly GatsbyPlugin[], dir: string): Array<{ dir: string; name?: string }> {
  const out: Array<{ dir: string; name?: string }> = [];
  for (const plugin of plugins) {
    const rel = pluginPath(plugin, 'gatsby-source-filesystem', dir);
    const name = plugin.options.name;
    if (rel) out.push(typeof name === 'string' ? { dir: rel, name } : { dir: rel });
  }
  return out;
}

/**
 * The folder holding gatsby-config, every source folder it names (one above it for `path: '../docs'`) and the
 * local plugins and themes it lists (a workspace package beside the site).
 */
function siteRootOf(files: SiteFiles, rel: string): string {
  const dir = dirOf(rel);
  const plugins = configPlugins(readModuleCode(files, rel));
  // A theme several sites of the repository list (its example sites beside the real one) widens none of them: they
  // would all become one folder, and which site it maps could no longer be chosen.
  const shared = sharedPlugins(files);
  const local = plugins.filter((p) => !shared.has(p.name)).map((p) => localPluginDir(files, dir, p.name)).filter((d): d is string => d !== undefined);
  return [...sourceDirs(plugins, dir), ...local].reduce((root, d) => commonDir(root, d), dir);
}

/** gatsby-config files read to find the plugins more than one of them lists. */
const MAX_CONFIGS_SCANNED = 100;
const SHARED_PLUGINS = new WeakMap<SiteFiles, { count: number; shared: Set<string> }>();

/** Plugin names listed by more than one gatsby-config of these files (read again when the listing changes size). */
function sharedPlugins(files: SiteFiles): Set<string> {
  const count = files.countUnder ? files.countUnder('') : files.all().length;
  const cached = SHARED_PLUGINS.get(files);
  if (cached && cached.count === count) return cached.shared;
  const seen = new Set<string>();
  const shared = new Set<string>();
  let configs = 0;
  for (const rel of files.all()) {
    if (!CONFIGS.includes(baseOf(rel)) || rel.includes('node_modules/')) continue;
    if (++configs > MAX_CONFIGS_SCANNED) break;
    for (const name of new Set(configPlugins(readModuleCode(files, rel)).map((p) => p.name))) {
      if (seen.has(name)) shared.add(name);
      seen.add(name);
    }
  }
  SHARED_PLUGINS.set(files, { count, shared });
  return shared;
}

/**
 * The folder of a plugin or theme the site lists by name, when the repository holds it: `plugins/<name>` beside
 * gatsby-config ("Gatsby looks for local plugins in the plugins folder", https://www.gatsbyjs.com/docs/creating-a-local-plugin/),
 * else the workspace package of that name (linked into node_modules by the package manager). Relative to `files`.
 */
function localPluginDir(files: SiteFiles, home: string, name: string): string | undefined {
  if (!name || name.startsWith('.') || name.startsWith('/')) return undefined;
  const local = joinRel(home, 'plugins', name);
  if (NODE_FILES.some((f) => files.has(`${local}/${f}`)) || files.has(`${local}/package.json`)) return local;
  const found = workspacePackage(files, name);
  if (!found) return undefined;
  const dir = files.outer ? within(files.outer.dir, found.pkg.dir) : found.pkg.dir;
  return dir && NODE_FILES.some((f) => files.has(`${dir}/${f}`)) ? dir : undefined;
}

/**
 * The site's plugins and those its local themes list in their own gatsby-config: "a theme … can include its own
 * gatsby-config with plugins" that Gatsby merges into the site's (https://www.gatsbyjs.com/docs/themes/what-are-gatsby-themes/),
 * so a theme's gatsby-plugin-mdx or source folders are the site's. One level (a theme's theme is not read).
 */
function withLocalThemePlugins(files: SiteFiles, home: string, plugins: GatsbyPlugin[]): GatsbyPlugin[] {
  const out = [...plugins];
  for (const p of plugins) {
    const dir = localPluginDir(files, home, p.name);
    const config = dir === undefined ? undefined : CONFIGS.map((c) => `${dir}/${c}`).find((rel) => files.has(rel));
    if (!config) continue;
    out.push(...configPlugins(readModuleCode(files, config)));
  }
  return out;
}

/** gatsby-plugin-page-creator's `slugify` options for collection routes (decamelize unless set false). */
function pageCreatorSlugify(plugins: readonly GatsbyPlugin[]): { decamelize: boolean } {
  for (const p of plugins) {
    const options = p.name === 'gatsby-plugin-page-creator' ? p.options.slugify : undefined;
    if (isConfigObject(options) && options.decamelize === false) return { decamelize: false };
  }
  return { decamelize: true };
}

/** gatsby-config: at the root, or in a sub-folder whose sources lie above it (then the root is its siteRootOf). */
function siteHome(files: SiteFiles): { rel: string; dir: string } | undefined {
  return configHome(files, CONFIGS, (rel) => siteRootOf(files, rel));
}

/** The plugins gatsby-config lists: name and options (a bare string is a plugin without options). */
function configPlugins(code: ConfigCode | undefined): GatsbyPlugin[] {
  const out: GatsbyPlugin[] = [];
  for (const plugins of pluginLists(code)) {
    for (const p of Array.isArray(plugins) ? plugins : []) {
      if (typeof p === 'string') out.push({ name: p, options: {} });
      else if (isConfigObject(p) && typeof p.resolve === 'string') out.push({ name: p.resolve, options: isConfigObject(p.options) ? p.options : {} });
    }
  }
  return out;
}

/**
 * Every `plugins` list of a config: each written as a property (the config's own and those nested in plugin options),
 * and the exported config's when the module sets it by assignment (`config.plugins = [ … ]`).
 */
function pluginLists(code: ConfigCode | undefined): ConfigValue[] {
  const lists = code?.values('plugins') ?? [];
  const exported = code?.exported;
  const own = isConfigObject(exported) ? exported.plugins : undefined;
  return own !== undefined && !lists.includes(own) && !lists.some((l) => JSON.stringify(l) === JSON.stringify(own)) ? [own, ...lists] : lists;
}

/** Whether gatsby-config lists plugins the code computes (`...buildSourceCalls()`): its sources are then not all known. */
function pluginsUnread(code: ConfigCode | undefined): boolean {
  return pluginLists(code).some((plugins) => !Array.isArray(plugins) || plugins.some((p) => typeof p !== 'string' && !(isConfigObject(p) && typeof p.resolve === 'string')));
}

/**
 * The extensions Gatsby's page creator turns into pages: its own JS/TS, plus the extensions a plugin makes
 * resolvable — gatsby-plugin-mdx adds its `extensions` option, ['.mdx'] by default ("this is how the page creator
 * determines which files in the pages/ directory get built as pages": https://www.gatsbyjs.com/plugins/gatsby-plugin-mdx/).
 */
function pageExtensions(plugins: readonly GatsbyPlugin[]): Set<string> {
  const out = new Set(PAGE_EXT);
  for (const { name, options } of plugins) {
    if (name !== 'gatsby-plugin-mdx' && name !== 'gatsby-mdx') continue;
    const listed = Array.isArray(options.extensions) ? options.extensions.filter((e): e is string => typeof e === 'string') : [];
    for (const ext of listed.length ? listed : ['.mdx']) out.add(`.${ext.replace(/^\./, '').toLowerCase()}`);
  }
  return out;
}

/** Folders whose files are pages: src/pages, and each gatsby-plugin-page-creator `path` (https://www.gatsbyjs.com/plugins/gatsby-plugin-page-creator/). */
function pageDirs(plugins: readonly GatsbyPlugin[], home: string): string[] {
  const out = [joinRel(home, 'src/pages')];
  for (const plugin of plugins) {
    const dir = pluginPath(plugin, 'gatsby-plugin-page-creator', home);
    if (dir && !out.includes(dir)) out.push(dir);
  }
  return out;
}

/**
 * createFilePath({ basePath, trailingSlash }) (https://www.gatsbyjs.com/plugins/gatsby-source-filesystem/#createfilepath):
 * `path.posix.join('/', path.posix.relative(basePath, relativePath) without extension and `index`, '/')`, so the
 * folders the file's path in its source shares with `basePath` ('src/pages' by default) from the start are dropped
 * ('..' climbing above the root is dropped by the join); ending in a slash unless `trailingSlash: false`.
 */
function createdFilePath(local: string, options: { trailingSlash?: boolean; basePath?: string } = {}): string {
  const base = (options.basePath ?? 'src/pages').split('/').filter((seg) => seg !== '' && seg !== '.');
  const segments = local.split('/');
  let shared = 0;
  while (shared < base.length && shared < segments.length - 1 && segments[shared] === base[shared]) shared++;
  const slug = filePathSlug(segments.slice(shared).join('/'));
  return options.trailingSlash !== false || slug === '/' ? slug : slug.slice(0, -1);
}

/** createFilePath: the file's path inside its source folder, extension and trailing /index dropped, with slashes. */
function filePathSlug(local: string): string {
  const stem = stripExt(local);
  const path = baseOf(stem) === 'index' ? dirOf(stem) : stem;
  return `/${path}${path ? '/' : ''}`;
}

interface ContentFile {
  dir: string;
  rel: string;
  /** The `name` of the gatsby-source-filesystem source it comes from. */
  name?: string;
}

function compile(files: SiteFiles): RouteTable {
  // The folder gatsby-config is in is where Gatsby runs: src/pages, static/, gatsby-node and relative paths start there.
  const found = siteHome(files);
  const home = found?.dir ?? '';
  const code = found ? readModuleCode(files, found.rel) : readConfigCode(files, CONFIGS)?.code;
  const plugins = withLocalThemePlugins(files, home, configPlugins(code));
  const sources = sourceDirs(plugins, home);
  const contentDirs: Array<{ dir: string; name?: string }> = sources.length ? namedSources(plugins, home) : FALLBACK_CONTENT_DIRS.map((d) => ({ dir: joinRel(home, d) }));
  const contentFiles: ContentFile[] = contentDirs.flatMap(({ dir, name }) => files.under(dir).filter((rel) => CONTENT_EXT.has(extOf(rel))).map((rel) => (name === undefined ? { dir, rel } : { dir, rel, name })));
  const builder = new RouteTableBuilder();
  const exts = pageExtensions(plugins);
  // A registry theme whose published config is known adds its gatsby-plugin-mdx extensions (gatsbyThemes).
  for (const p of plugins) {
    const known = localPluginDir(files, home, p.name) === undefined ? knownTheme(p.name) : undefined;
    for (const ext of known ? themePageExtensions(known, p.options) : []) exts.add(ext);
  }

  const modules = nodeModules(files, home, plugins);
  const fieldsByName = pathFields(modules, plugins);
  const fields = fieldsByName.get('slug') as FieldsSlug;
  let dataFiles: Map<string, string[]> | undefined;
  /** src/pages routes ('/app') → their file, for the client-only paths gatsby-node gives them. */
  const pageFiles = new Map<string, string>();
  for (const dir of pageDirs(plugins, home)) {
    for (const rel of files.under(dir)) {
      const local = within(dir, rel);
      if (!local || !exts.has(extOf(rel)) || /\.d\.ts$|\.test\.|\.spec\./.test(rel)) continue;
      if (local.split('/').some((seg) => seg.startsWith('_') || seg === '__tests__')) continue;
      const stem = stripExt(local);
      const route = baseOf(stem) === 'index' ? dirOf(stem) : stem;
      if (/\{[^}]+\}/.test(route)) {
        addCollectionRoute(files, builder, rel, route, contentFiles, { sourcesRead: sources.length > 0, models: markdownModels(plugins), fields, slugOptions: pageCreatorSlugify(plugins), dataFiles: () => (dataFiles ??= dataFilesByName(files)) });
        continue;
      }
      if (/\[[^\]]+\]/.test(route)) {
        const pattern = '/' + route.replace(/\[\.\.\.[^\]]*\]/g, '**').replace(/\[[^\]]+\]/g, '*');
        builder.addPattern(pattern, { file: rel, reason: `Gatsby client-only route: ${rel}` });
        continue;
      }
      builder.add(`/${route}`, { file: rel, reason: `Gatsby page: ${rel}`, kind: 'source' });
      // The 404 page is also written as 404.html, the file hosts serve for a missing path
      // (https://www.gatsbyjs.com/docs/how-to/adding-common-features/add-404-page/).
      if (route === '404') builder.add('/404.html', { file: rel, reason: `Gatsby page: ${rel} (written as 404.html too)`, kind: 'source' });
      pageFiles.set(`/${route}`, rel);
    }
  }

  if (modules.length > 0) {
    let rows: Map<string, Array<Record<string, unknown>>> | undefined;
    const dataRows = (): Map<string, Array<Record<string, unknown>>> => (rows ??= transformerRows(files, plugins, sources));
    // Which folders Gatsby sources is not known when the config computes a source (its path, or the plugin list), or
    // names none while Markdown lies in the usual folders (read by a plugin or theme, or not at all).
    const sourcesUnread = pluginsUnread(code) || plugins.some((p) => p.name === 'gatsby-source-filesystem' && sourceDirs([p], home).length === 0) || (sources.length === 0 && contentFiles.length > 0);
    addCreatedPages(files, builder, modules, contentFiles, home, fieldsByName, exts, sourcesUnread, plugins.map((p) => p.name).filter((name) => /(?:^|\/)gatsby-source-/.test(name) && localPluginDir(files, home, name) === undefined), dataRows);
    addMatchPaths(builder, modules, pageFiles);
  }
  // A theme is a plugin whose own gatsby-node makes pages ("Gatsby themes are plugins that include a
  // gatsby-config.js file and add pre-configured functionality", https://www.gatsbyjs.com/docs/themes/what-are-gatsby-themes/;
  // named gatsby-theme-*, https://www.gatsbyjs.com/docs/themes/conventions/). One installed from the registry is not
  // in the repository: where its pages come from cannot be read, so no file is named for them.
  const missingThemes = plugins.filter((p) => /(?:^|\/)gatsby-theme(?:-|$)/.test(p.name) && localPluginDir(files, home, p.name) === undefined);
  for (const theme of missingThemes) {
    const known = knownTheme(theme.name);
    if (known) addKnownThemePages(files, builder, known, theme, home, sources);
    else addThemeContentPages(files, builder, theme, home);
  }
  const missingTheme = missingThemes[0];
  if (missingTheme) builder.addPattern('/**', { file: null, reason: `Gatsby: no source: possibly a page of the theme ${missingTheme.name}, which is installed from the registry (not in this repository)` });
  if (modules.length > 0) {
    const origin = modules[0].rel;
    builder.addPattern('/**', { file: null, reason: `Gatsby: no source: possibly generated by createPage in ${origin}` });
  }
  const base = basePathOf(codeString(code?.prop('pathPrefix')) ?? '/');
  // "Gatsby's build and serve commands need the --prefix-paths flag to use the path prefix"
  // (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/path-prefix/): when the site's build script passes
  // it, every page lives under the prefix and the host's paths outside it are another site's.
  const strict = base !== '/' && prefixesPaths(files, home);
  const table = builder.build(base, undefined, strict ? { strictBase: { reason: `Gatsby: no source: outside the site's pathPrefix ${base} (built with --prefix-paths)` } } : {});
  return {
    resolve(urlPath, info) {
      // static/ is copied into the built site as it is: its files are there whatever the page patterns say.
      // A folder's index.html is served for the folder's path (static/admin/index.html at /admin/), as any host does.
      const rel = joinRel(home, `static${base === '/' ? urlPath : urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : urlPath}`);
      const served = urlPath === '/' ? undefined : [rel, `${rel}/index.html`].find((r) => files.has(r));
      if (served) return { file: served, reason: `static file ${served}`, kind: 'static' };
      return table.resolve(urlPath, info);
    },
  };
}

/**
 * Theme options naming the folder of the site's content: `contentPath` in Gatsby's theme tutorial and official themes
 * ("contentPath: Location of blog posts", https://www.gatsbyjs.com/plugins/gatsby-theme-blog/; "determines where the
 * pages are created from", https://www.gatsbyjs.com/plugins/gatsby-theme-hyperobjekt-core/), `pagesPath`/`postsPath`.
 */
const THEME_CONTENT_OPTIONS = ['contentPath', 'pagesPath', 'postsPath'];
/** Front matter keys a content file declares its own URL path with ("Adding Markdown Pages": `slug: "/my-first-post"`). */
const THEME_PATH_KEYS = ['path', 'slug'];
/** Content files of a theme folder read for their front matter at most. */
const MAX_THEME_FILES = 2000;

/**
 * A theme installed from the registry whose content option (THEME_CONTENT_OPTIONS) names a folder of the repository:
 * a file there whose front matter declares an absolute URL path (`path: /about-us`, the key "Adding Markdown Pages"
 * routes by, https://www.gatsbyjs.com/docs/how-to/routing/adding-markdown-pages/) is the page at that path. A theme
 * told to mount its pages elsewhere ("basePath: Root url for all blog posts", a `…Prefix` option) moves them, and two
 * files declaring one path leave it unknown: neither case names a file.
 */
function addThemeContentPages(files: SiteFiles, builder: RouteTableBuilder, theme: GatsbyPlugin, home: string): void {
  const moved = Object.entries(theme.options).some(([key, value]) => (key === 'basePath' || /Prefix$/.test(key)) && !(typeof value === 'string' && /^\/?$/.test(value)));
  if (moved) return;
  const claims = new Map<string, string[]>();
  for (const key of THEME_CONTENT_OPTIONS) {
    const folder = pathValue(theme.options[key]);
    const dir = folder === undefined ? undefined : resolveWithin(home, folder.replace(/^\/+/, ''));
    if (dir === undefined) continue;
    for (const rel of files.under(dir).filter((f) => CONTENT_EXT.has(extOf(f))).slice(0, MAX_THEME_FILES)) {
      if (isDraft(files, rel)) continue;
      const fm = frontData(files, rel);
      const declared = THEME_PATH_KEYS.map((k) => fm[k]).find((v): v is string => typeof v === 'string' && v.startsWith('/'));
      if (declared === undefined) continue;
      const key = declared.trim();
      claims.set(key, [...(claims.get(key) ?? []), rel]);
    }
  }
  for (const [path, rels] of claims) {
    if (rels.length === 1) builder.add(path, { file: rels[0], reason: `Gatsby: ${rels[0]} (a page of the theme ${theme.name} from its content folder, at its front matter path)`, kind: 'content' });
  }
}

/**
 * A registry theme whose routing is known (gatsbyThemes): each content file it turns into a page, at that page's
 * path. Two files for one path (`hooks.mdx` beside `hooks/index.mdx`) leave it unknown: neither is named.
 */
function addKnownThemePages(files: SiteFiles, builder: RouteTableBuilder, known: KnownTheme, theme: { name: string; options: ConfigObject }, home: string, sources: readonly string[]): void {
  const pages = knownThemePages(known, theme.options, home, sources, (dir) => files.under(dir), (rel) => frontData(files, rel), MAX_THEME_FILES);
  const claims = new Map<string, string[]>();
  for (const { path, file } of pages ?? []) claims.set(path, [...(claims.get(path) ?? []), file]);
  for (const [path, rels] of claims) {
    if (rels.length === 1) builder.add(path, { file: rels[0], reason: `Gatsby: ${rels[0]} (a page of the theme ${known.source})`, kind: 'content' });
  }
}

/** Whether a package.json script of the site (or of the repository root) builds with the path prefix applied. */
function prefixesPaths(files: SiteFiles, home: string): boolean {
  // The flag, or its environment form (PREFIX_PATHS=true, gatsby-cli's yargs env for --prefix-paths).
  return [...new Set([joinRel(home, 'package.json'), 'package.json'])].some((rel) => packageScripts(files, rel).some((script) => script.includes('--prefix-paths') || script.includes('PREFIX_PATHS=true')));
}

interface NodeModule {
  rel: string;
  code: ConfigCode;
  /** A local plugin's or theme's options from gatsby-config: its gatsby-node APIs get them as their second argument. */
  options?: ConfigObject;
}

/**
 * gatsby-node and the local modules it re-exports or imports (createPages often lives in another file), then the
 * gatsby-node of each local plugin or theme the config lists ("each plugin's gatsby-node runs":
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/), with that plugin's options.
 */
function nodeModules(files: SiteFiles, home: string, plugins: readonly GatsbyPlugin[]): NodeModule[] {
  const out: NodeModule[] = [];
  const queue: Array<{ rel: string; options?: ConfigObject }> = NODE_FILES.map((f) => joinRel(home, f)).filter((f) => files.has(f)).map((rel) => ({ rel }));
  for (const { name, options } of plugins) {
    const dir = localPluginDir(files, home, name);
    const rel = dir === undefined ? undefined : NODE_FILES.map((f) => `${dir}/${f}`).find((f) => files.has(f));
    if (rel) queue.push({ rel, options });
  }
  const seen = new Set(queue.map((q) => q.rel));
  const siteSrc = joinRel(home, 'src/');
  while (queue.length && out.length < MAX_NODE_MODULES) {
    const { rel, options } = queue.shift() as { rel: string; options?: ConfigObject };
    // Modules under src/ are mostly the site's React code; one there is read only as a helper createPages hands
    // `actions`/`createPage` to (`createHomePage(actions, graphql)` from src/util/create-home-page): "createPages
    // ... can be split into helper functions" like any Node module gatsby-node requires
    // (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages). Its literals are read, never run.
    if (rel.startsWith(siteSrc) && !/\bcreatePage\b/.test(files.read(rel) ?? '')) continue;
    const code = readModuleCode(files, rel);
    if (!code) continue;
    out.push(options ? { rel, code, options } : { rel, code });
    for (const spec of code.imports()) {
      const target = resolveModule(files, rel, spec);
      if (target && /\.(?:[cm]?[jt]sx?)$/.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(options ? { rel: target, options } : { rel: target });
      }
    }
  }
  return out;
}

/**
 * A name destructured from a plugin's options (`(api, opts) => { const { basePath = '/docs' } = opts }` or
 * `(api, { basePath = '/docs' })`): the option's literal value, else the default written there.
 */
function pluginOption(tree: SyntaxNode, name: string, options: ConfigObject): ConfigValue {
  // The gatsby-node API functions' second parameters (the tree is walked outside in: a function's parameters come before its body).
  const optionsNames = new Set<string>();
  let pattern: SyntaxNode | undefined;
  for (const node of walkSyntax(tree)) {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') {
      const second = syntaxChildren(node, 'params')[1];
      const param = second?.type === 'AssignmentPattern' ? syntaxChild(second, 'left') : second;
      if (param?.type === 'Identifier') optionsNames.add(param.name as string);
      else if (param?.type === 'ObjectPattern' && patternDefault(param, name) !== undefined) pattern ??= param;
    } else if (node.type === 'VariableDeclarator') {
      const id = syntaxChild(node, 'id');
      const init = syntaxChild(node, 'init');
      if (id?.type === 'ObjectPattern' && init?.type === 'Identifier' && optionsNames.has(init.name as string) && patternDefault(id, name) !== undefined) pattern ??= id;
    }
  }
  if (!pattern) return undefined;
  const key = patternDefault(pattern, name)?.key;
  const given = key === undefined ? undefined : options[key];
  if (typeof given === 'string') return given;
  const fallback = patternDefault(pattern, name)?.fallback;
  return fallback?.type === 'Literal' ? (fallback.value as ConfigValue) : undefined;
}

/** In `{ key: name = fallback }` or `{ name = fallback }`: the option key that binds `name`, and its default. */
function patternDefault(pattern: SyntaxNode, name: string): { key: string; fallback?: SyntaxNode } | undefined {
  for (const prop of syntaxChildren(pattern, 'properties')) {
    const key = syntaxName(syntaxChild(prop, 'key'));
    const value = syntaxChild(prop, 'value');
    const target = value?.type === 'AssignmentPattern' ? syntaxChild(value, 'left') : value;
    if (key && target?.type === 'Identifier' && target.name === name) return { key, fallback: value?.type === 'AssignmentPattern' ? syntaxChild(value, 'right') : undefined };
  }
  return undefined;
}

/** A value in a module, where a name may be a constant of a function body (`const blogPage = path.resolve(…)`). */
function localValue(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode): ConfigValue {
  const value = valueOfNode(code, node);
  if (!(value instanceof Computed) || node.type !== 'Identifier') return value;
  const init = uniqueDeclaration(tree, node.name as string);
  return init ? valueOfNode(code, init) : value;
}

/**
 * A createPage path as Gatsby stores it: "If the path doesn't have an initial forward slash, add it" (createPage in
 * gatsby/src/redux/actions/public.js), so `posts/-/tags/${tag}` is the page /posts/-/tags/….
 */
function pagePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** How deep a concatenated path is followed. */
const MAX_SHAPE_DEPTH = 8;

/**
 * A createPage path built from data, as template text where each part the code cannot know is `${…}`: a template
 * literal (`/tags/${slug}/`), a concatenation (`'/tags/' + kebabCase(tag) + '/'`) or `path.join('/tags', slug)`,
 * the ways Gatsby's guides and starters build tag, category and list pages
 * (https://www.gatsbyjs.com/docs/adding-tags-and-categories-to-blog-posts/).
 */
function dataPathShape(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, depth = 0): string | undefined {
  if (depth > MAX_SHAPE_DEPTH) return undefined;
  const value = localValue(code, tree, node);
  if (typeof value === 'string') return value;
  if (!(value instanceof Computed)) return undefined;
  if (value.detail.template !== undefined) return value.detail.template;
  if (node.type === 'Identifier') {
    const init = uniqueDeclaration(tree, node.name as string);
    return init ? dataPathShape(code, tree, init, depth + 1) : undefined;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const [left, right] = [syntaxChild(node, 'left'), syntaxChild(node, 'right')].map((n) => (n ? dataPathShape(code, tree, n, depth + 1) ?? '${}' : undefined));
    return left === undefined || right === undefined ? undefined : left + right;
  }
  const call = value.detail.call;
  if (call?.name === 'join' && call.args.length > 0) {
    return call.args.map((a) => (typeof a === 'string' ? a : '${}')).filter((a) => a !== '').join('/').replace(/\/{2,}/g, '/');
  }
  return undefined;
}

/** `/tags/${slug}/` → '/tags/*': every `${…}` must fill a whole segment. */
function templatePattern(text: string): string | undefined {
  const segments = text.split('/');
  const out: string[] = [];
  for (const seg of segments) {
    if (!seg.includes('${')) {
      out.push(seg);
      continue;
    }
    if (!/^\$\{[^{}]*\}$/.test(seg)) return undefined;
    out.push('*');
  }
  const pattern = out.join('/');
  return pattern.startsWith('/') ? pattern : undefined;
}

/**
 * The node a Markdown or MDX file becomes, as far as paths go: its file path (`/` + its path in the site, standing for
 * the absolute path: code cuts it at a folder name) and its front matter.
 */
function contentNode(rel: string, fm: FrontData): ConfigValue {
  const path = `/${rel}`;
  // Queried as a File (`allFile { nodes { childMarkdownRemark { frontmatter } } }`), the Markdown node is its child.
  const child = { frontmatter: fm as ConfigValue };
  return {
    internal: { contentFilePath: path, type: extOf(rel) === '.mdx' ? 'Mdx' : 'MarkdownRemark' }, fileAbsolutePath: path, frontmatter: fm as ConfigValue,
    childMarkdownRemark: child, childMdx: child,
  };
}

/**
 * Front matter keys that hold a page's own path (`slug`, `path` in Gatsby's Markdown guides, `permalink`…), read in a
 * createPage path, and `fields.slug` (onCreateNode's). Other keys (`category`, `tags`) make listing pages of a
 * template, not pages of the file: those stay template patterns.
 */
const CONTENT_PATH = /\bfrontmatter\??\.(slug|path|permalink|url|route)\b|\bfields\??\.([A-Za-z_$][\w$]*)\b/g;

/** What a path text reads of a content node: a front matter path key, and whether it reads the node's path field. */
function contentPathReads(text: string, fieldNames: ReadonlySet<string>): { frontMatter?: string; fields: boolean; field?: string } {
  let frontMatter: string | undefined;
  let field: string | undefined;
  for (const m of text.matchAll(CONTENT_PATH)) {
    if (m[1] !== undefined) frontMatter ??= m[1];
    else if (fieldNames.has(m[2])) field ??= m[2];
  }
  return { ...(frontMatter !== undefined ? { frontMatter } : {}), fields: field !== undefined, ...(field !== undefined ? { field } : {}) };
}

/**
 * gatsby-plugin-mdx v1–v3's own `slug` field on Mdx nodes (`node.slug`: the file's path in its source, extension
 * dropped, `index` standing for its folder; https://www.gatsbyjs.com/plugins/gatsby-plugin-mdx/ before v4), read
 * off a variable that is not `fields` or `frontmatter`; trusted only in a loop over an `allMdx` query.
 */
const MDX_SLUG = /([A-Za-z_$][\w$]*)\??\.slug\b/g;

/**
 * How a createPage path reads a content node: the front matter key it takes (`frontmatter.permalink`), whether it
 * takes `fields.slug`, and the expression to evaluate per file (a callback constant's initializer for a bare name).
 */
function contentPathOf(code: ConfigCode, tree: SyntaxNode, pathNode: SyntaxNode, near: NearDeclaration, fieldNames: ReadonlySet<string>): { frontMatter?: string; fields: boolean; field?: string; mdx?: boolean; path: SyntaxNode; keys?: string[]; locals?: ContentLocal[] } | undefined {
  let path = pathNode;
  let text: string | undefined;
  let keys: string[] | undefined;
  const locals: ContentLocal[] = [];
  if (pathNode.type === 'Identifier') {
    // The declaration in scope of the call (`const slug = node.fields.slug` of this callback, though other callbacks
    // declare a `slug` too), else the module's only one. `const { frontmatter: { path: pagePath } } = node`
    // (Gatsby's "Adding Markdown Pages" reads the node this way too): the name is that member of the destructured value.
    const picked = declarationOf(tree, pathNode.name as string, near);
    // A callback parameter's pattern: the name itself is bound per file (nodeBindings).
    if (picked?.param) text = `node.${picked.keys.join('.')}`;
    else if (picked && picked.keys.length > 0) ({ init: path, keys } = picked);
    else path = picked?.init ?? pathNode;
    if (keys) text = `node.${keys.join('.')}`;
  } else {
    // Names the path is built from (`path.join(slug, '/')`, `\`${slug}\``), destructured from the node
    // (`const { fields: { slug } } = node`) or declared from it (`const slug = node.fields.slug`).
    const parts: string[] = [textOfNode(code, pathNode)];
    for (const local of pathLocals(code, tree, pathNode, near, fieldNames)) {
      parts.push(local.text);
      locals.push(local);
    }
    text = parts.join(' ');
  }
  const { frontMatter, fields, field } = contentPathReads(text ?? textOfNode(code, path), fieldNames);
  const mdx = [...(text ?? textOfNode(code, path)).matchAll(MDX_SLUG)].some((m) => m[1] !== 'fields' && m[1] !== 'frontmatter');
  return frontMatter !== undefined || fields || mdx ? { ...(frontMatter !== undefined ? { frontMatter } : {}), fields, ...(field !== undefined ? { field } : {}), ...(mdx ? { mdx } : {}), path, ...(keys ? { keys } : {}), ...(locals.length ? { locals } : {}) } : undefined;
}

/** A name a createPage path reads, bound from the content node: its initializer and the keys taken off it. */
interface ContentLocal {
  name: string;
  init: SyntaxNode;
  keys: string[];
  /** What it reads, as member access text (`node.fields.slug`), for CONTENT_PATH. */
  text: string;
  /** Bound by the callback's parameter pattern (nodeBindings), not by a declaration. */
  param?: boolean;
}

/** Names read per path at most. */
const MAX_PATH_LOCALS = 8;

/** The names in a path expression that a declaration of the module gives a content-path value. */
function pathLocals(code: ConfigCode, tree: SyntaxNode, pathNode: SyntaxNode, near: NearDeclaration, fieldNames: ReadonlySet<string>): ContentLocal[] {
  const out: ContentLocal[] = [];
  const seen = new Set<string>();
  const parents = parentsOf(pathNode);
  for (const node of walkSyntax(pathNode)) {
    if (node.type !== 'Identifier' || out.length >= MAX_PATH_LOCALS) continue;
    const parent = parents.get(node);
    // `path.join`: a property name, not a variable.
    if (parent?.type === 'MemberExpression' && syntaxChild(parent, 'property') === node && !parent.computed) continue;
    const name = node.name as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const picked = declarationOf(tree, name, near);
    if (!picked) continue;
    const text = picked.param ? `node.${picked.keys.join('.')}` : [textOfNode(code, picked.init), ...picked.keys].join('.');
    const reads = contentPathReads(text, fieldNames);
    if (reads.frontMatter === undefined && !reads.fields && ![...text.matchAll(MDX_SLUG)].some((m) => m[1] !== 'fields' && m[1] !== 'frontmatter')) continue;
    out.push({ name, ...picked, text });
  }
  return out;
}

/** How deep a destructuring pattern is followed. */
const MAX_PATTERN_DEPTH = 8;

/**
 * The one declaration that binds `name` inside an object pattern (`const { frontmatter: { path: name } } = node`):
 * its initializer and the keys leading to the name (['frontmatter', 'path']). Computed keys and defaults end it.
 */
function destructured(tree: SyntaxNode, name: string): { init: SyntaxNode; keys: string[] } | undefined {
  const found: Array<{ init: SyntaxNode; keys: string[] }> = [];
  for (const node of walkSyntax(tree)) {
    const id = node.type === 'VariableDeclarator' ? syntaxChild(node, 'id') : undefined;
    const init = node.type === 'VariableDeclarator' ? syntaxChild(node, 'init') : undefined;
    if (id?.type !== 'ObjectPattern' || !init) continue;
    const keys = patternKeys(id, name);
    if (keys) found.push({ init, keys });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The keys leading to `name` in an object pattern (`{ fields: { slug } }` → ['fields', 'slug']). */
function patternKeys(pattern: SyntaxNode, name: string): string[] | undefined {
  return patternLeaves(pattern, []).find((leaf) => leaf.name === name)?.keys;
}

/** Finds the declaration of a name in scope of one createPage call (`param`: a callback parameter's pattern). */
type NearDeclaration = (name: string) => { init: SyntaxNode; keys: string[]; param?: boolean } | undefined;

/** A name's declaration: the one in scope of the call, else the module's only one (plain or destructured). */
function declarationOf(tree: SyntaxNode, name: string, near: NearDeclaration): { init: SyntaxNode; keys: string[]; param?: boolean } | undefined {
  const found = near(name);
  if (found) return found;
  const init = uniqueDeclaration(tree, name);
  return init ? { init, keys: [] } : destructured(tree, name);
}

/**
 * The declaration of `name` in the blocks around `from` (innermost first): `const name = …` or a name of an object
 * pattern (`const { fields: { slug } } = node`), as written before or after (a `const` is one binding per block).
 */
function nearestDeclaration(parents: ReadonlyMap<SyntaxNode, SyntaxNode>, from: SyntaxNode, name: string): { init: SyntaxNode; keys: string[]; param?: boolean } | undefined {
  for (let node = parents.get(from), depth = 0; node && depth < MAX_LOOP_DEPTH * 2; node = parents.get(node), depth++) {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') {
      // A callback destructuring its edge or node (`({ node: { fields: { slug } } }) =>`): nodeBindings binds it.
      const first = syntaxChildren(node, 'params')[0];
      const keys = first?.type === 'ObjectPattern' ? patternKeys(first, name) : undefined;
      if (first && keys) return { init: first, keys: keys[0] === 'node' ? keys : ['node', ...keys], param: true };
      continue;
    }
    if (node.type !== 'BlockStatement' && node.type !== 'Program') continue;
    for (const statement of syntaxChildren(node, 'body')) {
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of syntaxChildren(statement, 'declarations')) {
        const id = syntaxChild(declarator, 'id');
        const init = syntaxChild(declarator, 'init');
        if (!id || !init) continue;
        if (id.type === 'Identifier' && id.name === name) return { init, keys: [] };
        const keys = id.type === 'ObjectPattern' ? patternKeys(id, name) : undefined;
        if (keys) return { init, keys };
      }
    }
  }
  return undefined;
}

/** A GraphQL filter on one front-matter key: equal to a value, or (a plain-text `regex`) holding it. */
interface FrontMatterFilter {
  key: string;
  value: string;
  contains?: boolean;
}

/** Whether a file's front matter passes the filter. */
function frontMatterKeeps(filter: FrontMatterFilter, fm: FrontData): boolean {
  const v = fm[filter.key];
  return filter.contains ? typeof v === 'string' && v.includes(filter.value) : v === filter.value;
}

/**
 * Which content files a module's GraphQL query keeps: the sources it names (`sourceInstanceName: { eq: "docs" }`) and
 * a folder its path filter names (`fileAbsolutePath: { regex: "/(blog)/" }`, `contentFilePath: { regex: "/posts/" }`,
 * the way Gatsby's guides tell one kind of Markdown from another). A filter that is more than a plain folder name, or
 * several different ones, keeps everything (the text is matched as a substring, never compiled).
 */
function queryFilter(code: ConfigCode, tree: SyntaxNode, sourceFields: ReadonlySet<string> = new Set()): Pick<ContentCall, 'sources' | 'pathPart' | 'equals' | 'ambiguous'> {
  const texts: string[] = [];
  for (const node of walkSyntax(tree)) {
    if (node.type === 'TemplateLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) texts.push(textOfNode(code, node));
  }
  return filterOfQueries(texts, sourceFields);
}

const FUNCTION_NODES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** A GraphQL query's text: an `all<Type>` field opened with its arguments or selection. */
const GRAPHQL_QUERY = /\ball[A-Z]\w*\s*[({]/;

/** The query texts of the nearest function around a call that holds a GraphQL query; undefined when none does. */
function enclosingQueryTexts(code: ConfigCode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode): string[] | undefined {
  for (let p = parents.get(call); p; p = parents.get(p)) {
    if (!FUNCTION_NODES.has(p.type)) continue;
    const texts: string[] = [];
    for (const node of walkSyntax(p)) {
      if (node.type === 'TemplateLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) texts.push(textOfNode(code, node));
    }
    if (texts.some((text) => GRAPHQL_QUERY.test(text))) return texts;
  }
  return undefined;
}

/** The filter of GraphQL query texts: the files they keep, as far as literal filters say (see queryFilter). */
function filterOfQueries(texts: readonly string[], sourceFields: ReadonlySet<string>): Pick<ContentCall, 'sources' | 'pathPart' | 'equals' | 'ambiguous'> {
  const names = new Set<string>();
  const parts = new Set<string>();
  const equals = new Map<string, FrontMatterFilter>();
  /** Path filters seen, those whose folder was read, and globs whose folder could not be. */
  let pathFilters = 0;
  let read = 0;
  let unread = 0;
  for (const text of texts) {
    for (const m of text.matchAll(/sourceInstanceName\s*:\s*\{\s*eq\s*:\s*\\?["']([\w.-]+)\\?["']/g)) names.add(m[1]);
    for (const m of text.matchAll(/(?:fileAbsolutePath|contentFilePath)\s*:\s*\{\s*regex\s*:\s*\\?["']\/\(?([\w/-]+?)\)?\/\\?["']/g)) {
      parts.add(`/${trimChars(m[1], '/')}/`);
      read++;
    }
    for (const m of text.matchAll(/(?:fileAbsolutePath|contentFilePath)\s*:\s*\{\s*glob\s*:\s*\\?["']([^"'\\]*)\\?["']/g)) {
      const part = globFilterFolder(m[1]);
      if (part) parts.add(part);
      else unread++;
      read++;
    }
    pathFilters += [...text.matchAll(/(?:fileAbsolutePath|contentFilePath)\s*:\s*\{/g)].length;
    // A filter on a field onCreateNode computes (`fields: { pageType: { eq: "releases" } }`, set by createNodeField:
    // https://www.gatsbyjs.com/docs/reference/config-files/actions/#createNodeField) keeps the files whose computed
    // value matches, which is not evaluated here: the files it keeps are not read (`{ slug: { ne: null } }` keeps all).
    for (const m of text.matchAll(/\bfields\s*:\s*\{\s*(\w+)\s*:\s*\{\s*(eq|ne|in|nin|regex|glob)\s*:\s*(null\b|\[[^\]]{0,2000}\]|\\?["'][\w.-]+\\?["'])?/g)) {
      if (m[2] === 'ne' && m[3] === 'null') continue;
      // A field onCreateNode sets to the file's source name (`value: parent.sourceInstanceName`, sourceFields) is
      // that source's filter: `in: ["books", "posts"]` keeps those sources' files.
      const listed = (m[2] === 'eq' || m[2] === 'in') && m[3] && sourceFields.has(m[1]) ? [...m[3].matchAll(/["']([\w.-]+)\\?["']/g)].map((n) => n[1]) : [];
      if (listed.length) for (const name of listed) names.add(name);
      else unread++;
    }
    // "filter: { frontmatter: { template: { eq: "GuideTemplate" } } }" (Gatsby's GraphQL filter operators,
    // https://www.gatsbyjs.com/docs/graphql-reference/#filter): only the files whose front matter has that value.
    for (const m of text.matchAll(/\bfrontmatter\s*:\s*\{\s*(\w+)\s*:\s*\{\s*eq\s*:\s*\\?["']([^"'\\]*)\\?["']\s*\}\s*\}/g)) equals.set(`${m[1]}\u0000${m[2]}`, { key: m[1], value: m[2] });
    // `regex: "/service/"` whose pattern is plain text: the values holding that text (read as a substring, never compiled).
    for (const m of text.matchAll(/\bfrontmatter\s*:\s*\{\s*(\w+)\s*:\s*\{\s*regex\s*:\s*\\?["']\/([\w/-]{1,100})\/\\?["']\s*\}\s*\}/g)) equals.set(`${m[1]}\u0000~${m[2]}`, { key: m[1], value: m[2], contains: true });
  }
  const [part] = [...parts];
  const [only] = [...equals.values()];
  // Path filters of other shapes (a regex with more than a folder) or naming several folders: which files a call
  // gets is not read, and keeping them all would name files Gatsby leaves out.
  const pathUnread = unread > 0 || parts.size > 1 || pathFilters > read;
  return {
    ...(names.size ? { sources: names } : {}), ...(parts.size === 1 && part !== '//' ? { pathPart: part } : {}),
    ...(equals.size === 1 ? { equals: only } : {}), ...(equals.size > 1 || pathUnread ? { ambiguous: true } : {}),
  };
}

/**
 * The folder a file path glob names (segments `**`, `content`, `blog`, `**` → '/content/blog/'; the glob filter on
 * the absolute path, https://www.gatsbyjs.com/docs/graphql-reference/#filter): its plain segments after a leading
 * `**`, up to the first wildcard. Undefined when it names none or no wildcard follows (a single file).
 */
function globFilterFolder(glob: string): string | undefined {
  const segments = glob.split('/').filter(Boolean);
  let i = 0;
  while (i < segments.length && segments[i] === '**') i++;
  const plain: string[] = [];
  for (; i < segments.length && /^[\w.-]+$/.test(segments[i]); i++) plain.push(segments[i]);
  return plain.length > 0 && i < segments.length ? `/${plain.join('/')}/` : undefined;
}

interface FieldsSlug {
  /** The field's name: `slug`, else the one field onCreateNode makes with createFilePath (`fields.url`). */
  name: string;
  /** createFilePath: the file's path inside its source folder. */
  filePath: boolean;
  /** A front matter key whose value, when a file has one, is the field instead (`node.frontmatter.url ? … : createFilePath(…)`). */
  override?: string;
  /** createFilePath's `trailingSlash` option (true unless written false). */
  trailingSlash?: boolean;
  /** createFilePath's `basePath` option, when written. */
  basePath?: string;
  /** A template (`/${dir}/`) seen as a pattern, for content that is not in the repository. */
  pattern?: string;
  /** A value computed from the node alone (`node.internal.contentFilePath.split('/posts/')[1]…`), evaluated per file. */
  compute?: (rel: string, fm: FrontData, local?: string) => string | undefined;
}

/**
 * The node fields a createPage path may read as a content file's own path: `slug`, and each other field onCreateNode
 * makes with createFilePath (`createNodeField({ name: 'url', value: … createFilePath(…) })` in page-creator plugins).
 */
function pathFields(modules: readonly NodeModule[], plugins: readonly GatsbyPlugin[]): Map<string, FieldsSlug> {
  const own = fieldsSlug(modules, 'slug');
  // gatsby-plugin-slug makes `fields.slug` of Markdown and MDX nodes from their front matter `slug` ("/" + slug,
  // https://www.gatsbyjs.com/plugins/gatsby-plugin-slug/) when the site's own code makes none.
  const fromPlugin = !own.filePath && !own.compute && plugins.some((p) => p.name === 'gatsby-plugin-slug');
  const out = new Map<string, FieldsSlug>([['slug', fromPlugin ? { name: 'slug', filePath: false, compute: (_rel, fm) => {
    const slug = fmString(fm, 'slug');
    return slug === undefined ? undefined : `/${slug.replace(/^\/+/, '')}`;
  } } : own]]);
  for (const { code, tree, name, value } of nodeFieldCalls(modules)) {
    const field = name ? valueOfNode(code, name) : undefined;
    if (typeof field !== 'string' || out.has(field) || !value || out.size > MAX_PATH_FIELDS) continue;
    const init = value.type === 'Identifier' ? uniqueDeclaration(tree, value.name as string) ?? value : value;
    if (/\bcreateFilePath\s*\(/.test(textOfNode(code, init))) out.set(field, fieldsSlug(modules, field));
  }
  return out;
}

/** Constants followed from a path field's value, at most. */
const MAX_LOCALS = 8;

/**
 * The values of the constants an expression reads (declared once in the module), evaluated with `vars`: a
 * `createFilePath({ … basePath: 'x' })` call gives the file's path in its source folder (`local`), when known.
 */
function localValues(code: ConfigCode, tree: SyntaxNode, expr: SyntaxNode, vars: Map<string, ConfigValue>, local: string | undefined, depth = 0): Map<string, ConfigValue> {
  if (depth > 3) return vars;
  for (const id of walkSyntax(expr)) {
    if (vars.size > MAX_LOCALS) break;
    if (id.type !== 'Identifier' || vars.has(id.name as string)) continue;
    const init = uniqueDeclaration(tree, id.name as string);
    if (!init || init === expr) continue;
    const text = textOfNode(code, init);
    if (init.type === 'CallExpression' && /^createFilePath\s*\(/.test(text)) {
      const basePath = /\bbasePath\s*:\s*[`'"]([\w./-]*)[`'"]/.exec(text)?.[1];
      if (local !== undefined && (basePath !== undefined || !/\bbasePath\b/.test(text))) {
        vars.set(id.name as string, createdFilePath(local, { ...(basePath !== undefined ? { basePath } : {}), ...(/\btrailingSlash\s*:\s*false\b/.test(text) ? { trailingSlash: false } : {}) }));
      }
      continue;
    }
    localValues(code, tree, init, vars, local, depth + 1);
    vars.set(id.name as string, valueOfNode(code, init, vars));
  }
  return vars;
}

/** Path fields read per site at most. */
const MAX_PATH_FIELDS = 8;

/** How a Markdown node's path field (`fields.slug`) is made: onCreateNode's `createNodeField({ name: 'slug', value })`. */
function fieldsSlug(modules: readonly NodeModule[], fieldName: string): FieldsSlug {
  for (const { code, tree, name, value: given } of nodeFieldCalls(modules)) {
    if (!name || valueOfNode(code, name) !== fieldName) continue;
    let value = given;
    // `${value}`: a template literal holding one name and no text is that name.
    if (value?.type === 'TemplateLiteral' && syntaxChildren(value, 'expressions').length === 1 && syntaxChildren(value, 'quasis').every((q) => ((q.value as { cooked?: string }).cooked ?? '') === '')) {
      value = syntaxChildren(value, 'expressions')[0];
    }
    if (value?.type === 'Identifier') value = uniqueDeclaration(tree, value.name as string) ?? value;
    if (!value) continue;
    const text = textOfNode(code, value);
    if (/\bcreateFilePath\s*\(/.test(text)) {
      const basePath = /\bbasePath\s*:\s*[`'"]([\w./-]*)[`'"]/.exec(text)?.[1];
      // A basePath the code computes leaves the slug unknown.
      if (basePath === undefined && /\bbasePath\b/.test(text)) return { name: fieldName, filePath: false };
      const override = frontMatterFirst(code, value);
      return {
        name: fieldName, filePath: true, ...(/\btrailingSlash\s*:\s*false\b/.test(text) ? { trailingSlash: false } : {}), ...(basePath !== undefined ? { basePath } : {}),
        ...(override ? { override } : {}),
      };
    }
    const expr = value;
    // Pure string work on the node's own path and front matter is evaluated file by file (literals only), the
    // constants it reads included: one made by createFilePath is the file's path in its source folder
    // (`const raw = createFilePath({ node, getNode }); const slug = raw.split('/').filter(Boolean).at(-1)`).
    const compute = (rel: string, fm: FrontData, local?: string): string | undefined => {
      const vars = localValues(code, tree, expr, new Map<string, ConfigValue>([['node', contentNode(rel, fm)]]), local);
      const slug = valueOfNode(code, expr, vars);
      return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : undefined;
    };
    const branches = value.type === 'ConditionalExpression' ? [syntaxChild(value, 'consequent'), syntaxChild(value, 'alternate')] : [value];
    const patterns = new Set(branches.map((b) => (b?.type === 'TemplateLiteral' ? templatePattern(textOfNode(code, b).slice(1, -1)) : undefined)));
    const [only] = [...patterns];
    return patterns.size === 1 && only ? { name: fieldName, filePath: false, pattern: only, compute } : { name: fieldName, filePath: false, compute };
  }
  return { name: fieldName, filePath: false };
}

/** `node.frontmatter.url ? node.frontmatter.url : …`: the front matter key a file sets to take the field's place. */
function frontMatterFirst(code: ConfigCode, value: SyntaxNode): string | undefined {
  if (value.type !== 'ConditionalExpression') return undefined;
  const test = syntaxChild(value, 'test');
  const consequent = syntaxChild(value, 'consequent');
  if (!test || !consequent || textOfNode(code, test) !== textOfNode(code, consequent)) return undefined;
  return /^[A-Za-z_$][\w$]*\.frontmatter\??\.([A-Za-z_$][\w$]*)$/.exec(textOfNode(code, test))?.[1];
}

/**
 * Each createPage call → the variable its content node comes in: the first parameter of the function it is made in
 * (`(post) =>`, `({ node }) =>`) or the variable of the `for … of` loop around it.
 */
function callbackParams(tree: SyntaxNode): Map<SyntaxNode, SyntaxNode> {
  const out = new Map<SyntaxNode, SyntaxNode>();
  for (const scope of walkSyntax(tree)) {
    let param: SyntaxNode | undefined;
    if (scope.type === 'ArrowFunctionExpression' || scope.type === 'FunctionExpression' || scope.type === 'FunctionDeclaration') param = syntaxChildren(scope, 'params')[0];
    else if (scope.type === 'ForOfStatement') {
      const left = syntaxChild(scope, 'left');
      param = left?.type === 'VariableDeclaration' ? syntaxChild(syntaxChildren(left, 'declarations')[0] ?? left, 'id') : left;
    }
    if (!param) continue;
    // Outer scopes come first: an inner one's calls are set again with its own variable.
    for (const n of walkSyntax(scope)) if (n.type === 'CallExpression' && syntaxName(syntaxChild(n, 'callee')) === 'createPage') out.set(n, param);
  }
  return out;
}

/** The names a callback parameter gives the content node: `post` for `(post) =>`, `node` for `({ node }) =>`. */
function nodeBindings(param: SyntaxNode | undefined, node: ConfigValue): Map<string, ConfigValue> {
  const out = new Map<string, ConfigValue>();
  // An edge (`({ node }) =>`, `({ node: { fields: { slug } } }) =>`, `(post) => post.node.frontmatter.slug`) or the
  // node itself (`({ fields }) =>`, `(post) => post.fields.slug` over `nodes`).
  const edge: ConfigValue = isConfigObject(node) ? { ...node, node } : { node };
  if (param?.type === 'Identifier') out.set(param.name as string, edge);
  else if (param?.type === 'ObjectPattern') {
    for (const { name, keys } of patternLeaves(param, [])) out.set(name, keys.reduce<ConfigValue>((v, k) => (isConfigObject(v) ? v[k] : undefined), edge));
  }
  return out;
}

/** Every name an object pattern binds, with the keys leading to it (`{ node: { fields: { slug } } }` → slug: node.fields.slug). */
function patternLeaves(pattern: SyntaxNode, keys: string[]): Array<{ name: string; keys: string[] }> {
  if (keys.length > MAX_PATTERN_DEPTH) return [];
  const out: Array<{ name: string; keys: string[] }> = [];
  for (const prop of syntaxChildren(pattern, 'properties')) {
    const key = prop.computed ? undefined : syntaxName(syntaxChild(prop, 'key'));
    const value = syntaxChild(prop, 'value');
    if (!key || !value) continue;
    if (value.type === 'Identifier') out.push({ name: value.name as string, keys: [...keys, key] });
    else if (value.type === 'ObjectPattern') out.push(...patternLeaves(value, [...keys, key]));
  }
  return out;
}

/** Values a createPage loop is enumerated for at most: past this the path is read as a pattern. */
const MAX_LOOP_VALUES = 1000;

/**
 * createPage calls made in a loop over a literal list (`Object.keys(presets).forEach((p) => createPage({ path:
 * \`/presets/${p}\` }))`): each call node → the values its callback's parameter takes. A list the code cannot read
 * leaves the call to the pattern reading.
 */
function loopValues(code: ConfigCode, tree: SyntaxNode): Map<SyntaxNode, { param: string; values: ConfigValue[] }> {
  const out = new Map<SyntaxNode, { param: string; values: ConfigValue[] }>();
  for (const node of walkSyntax(tree)) {
    const callee = node.type === 'CallExpression' ? syntaxChild(node, 'callee') : undefined;
    if (callee?.type !== 'MemberExpression' || !LOOP_METHODS.has(syntaxName(callee) ?? '')) continue;
    const fn = syntaxChildren(node, 'arguments')[0];
    const param = fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') ? syntaxChildren(fn, 'params')[0] : undefined;
    if (param?.type !== 'Identifier') continue;
    const calls = [...walkSyntax(fn as SyntaxNode)].filter((n) => n.type === 'CallExpression' && syntaxName(syntaxChild(n, 'callee')) === 'createPage');
    if (calls.length === 0) continue;
    const receiver = syntaxChild(callee, 'object');
    const list = receiver ? valueOfNode(code, receiver) : undefined;
    if (!Array.isArray(list) || list.length > MAX_LOOP_VALUES || !list.every((v) => typeof v === 'string' || typeof v === 'number')) continue;
    for (const call of calls) out.set(call, { param: param.name as string, values: list });
  }
  return out;
}

/**
 * A createPage `component`: a path from the site root (`path.resolve('./src/x')`), extension optional (`require.resolve`).
 * gatsby-plugin-mdx's `${template}?__contentFilePath=${file}` is that template rendering each MDX file.
 */
function componentFile(files: SiteFiles, rel: string, code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, home: string): string | undefined {
  let target = node;
  if (node.type === 'TemplateLiteral' && textOfNode(code, node).includes('?__contentFilePath=')) {
    const first = syntaxChildren(node, 'expressions')[0];
    const head = (syntaxChildren(node, 'quasis')[0]?.value as { cooked?: string } | undefined)?.cooked;
    if (!first || head !== '') return undefined;
    target = first;
  }
  const componentPath = pathValue(localValue(code, tree, target));
  if (componentPath === undefined) return undefined;
  // `__dirname` is the folder of the module it is written in (Node's module scope): a helper under src/util that
  // resolves `path.resolve(__dirname, '../templates/post.js')` names src/templates/post.js, not one above the site.
  const declared = target.type === 'Identifier' ? uniqueDeclaration(tree, target.name as string) ?? target : target;
  const moduleDir = dirOf(rel);
  const from = moduleDir !== home && /\b__dirname\b/.test(textOfNode(code, declared)) ? moduleDir : home;
  const component = resolveWithin(from, componentPath.replace(/^\/+/, ''));
  if (component === undefined || files.has(component)) return component;
  const resolved = resolveModule(files, rel, componentPath.startsWith('.') ? componentPath : `./${component}`);
  return resolved && /\.(?:[cm]?[jt]sx?)$/.test(resolved) ? resolved : undefined;
}

/** A createPage call whose path a content node gives: one page per content file its query keeps. */
interface ContentCall {
  /** The component file, when the call names one the repository holds. */
  component?: string;
  frontMatter?: string;
  fields: boolean;
  /** The node field it reads (`slug`, `url`): see pathFields. */
  field?: string;
  /** The path reads gatsby-plugin-mdx's own `slug` (MDX_SLUG). */
  mdx?: boolean;
  rel: string;
  code: ConfigCode;
  path: SyntaxNode;
  keys?: string[];
  /** Names of the callback the path reads, bound per file before it is evaluated (`slug` of `fields: { slug }`). */
  locals?: ContentLocal[];
  param?: SyntaxNode;
  sources?: Set<string>;
  pathPart?: string;
  /** A front matter equality filter of the query (`frontmatter: { template: { eq: "GuideTemplate" } }`). */
  equals?: FrontMatterFilter;
  /** Front matter tests of the `.filter` calls on the way to the loop's list (gatsbyListFilter). */
  conditions?: FrontMatterCondition[];
  /** The module's queries keep different front matter values: which call gets which files is not read. */
  ambiguous?: boolean;
}

/**
 * Whether a createPage call runs over Markdown nodes: the list its loop walks (`result.data.allMdx.edges.forEach`)
 * names no other `all<Type>` query ("allNewRelicSdkComponent.edges.forEach" walks a source plugin's nodes, whose
 * `fields.slug` is that plugin's, not a content file's). A list named through an alias is taken as Markdown.
 */
function markdownLoop(code: ConfigCode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode): boolean {
  const queries = loopQueries(code, parents, call);
  return queries.length === 0 || queries.some((q) => MARKDOWN_QUERIES.has(q));
}

/** The `all<Type>` queries the list of the loop around a call names. */
function loopQueries(code: ConfigCode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode): string[] {
  const [loop] = loopsAround(parents, call, LOOP_METHODS, MAX_LOOP_DEPTH, 1);
  const tree = syntaxOf(code);
  // A list named by a constant (`const posts = result.data.allMdx.nodes; posts.forEach(…)`) names the query its
  // declaration reads (followed through a few constants).
  let list: SyntaxNode | undefined = loop?.list;
  for (let depth = 0; list && depth < MAX_LIST_NAMES; depth++) {
    const queries = [...textOfNode(code, list).slice(0, 4000).matchAll(/\ball[A-Z]\w*/g)].map((m) => m[0]);
    if (queries.length > 0 || list.type !== 'Identifier' || !tree) return queries;
    const init: SyntaxNode | null | undefined = declarations(tree).get(list.name as string);
    list = init ?? undefined;
  }
  return [];
}

/** Constants a loop's list is followed through to the query it reads. */
const MAX_LIST_NAMES = 4;

/** The module's string and template literals: its GraphQL queries among them. */
function queryTextsOf(code: ConfigCode, tree: SyntaxNode): string[] {
  const out: string[] = [];
  for (const node of walkSyntax(tree)) {
    if (node.type === 'TemplateLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) out.push(textOfNode(code, node));
  }
  return out;
}

/** The field of `data` the loop around a call walks (`result.data.posts.nodes` → 'posts'), through a few constants. */
function loopAlias(code: ConfigCode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode): string | undefined {
  const [loop] = loopsAround(parents, call, LOOP_METHODS, MAX_LOOP_DEPTH, 1);
  const tree = syntaxOf(code);
  let list: SyntaxNode | undefined = loop?.list;
  for (let depth = 0; list && depth < MAX_LIST_NAMES; depth++) {
    const m = /\bdata\??\.([A-Za-z_$][\w$]*)\??\.(?:nodes|edges)\b/.exec(textOfNode(code, list).slice(0, 2000));
    if (m) return m[1];
    // `const { blogs, guides } = result.data` … `blogs.edges.forEach(…)`: the key destructured from the data.
    if (list.type === 'MemberExpression' && tree && /^(?:nodes|edges)$/.test(syntaxName(list) ?? '')) {
      const object = syntaxChild(list, 'object');
      const key = object?.type === 'Identifier' ? destructuredFromData(code, tree, object.name as string) : undefined;
      if (key) return key;
    }
    if (list.type !== 'Identifier' || !tree) return undefined;
    list = declarations(tree).get(list.name as string) ?? undefined;
  }
  return undefined;
}

/** The data key a name is destructured from (`const { blogs } = result.data`, `{ posts: list } = data`), if it is. */
function destructuredFromData(code: ConfigCode, tree: SyntaxNode, name: string): string | undefined {
  let budget = 20_000;
  for (const node of walkSyntax(tree)) {
    if (budget-- <= 0) return undefined;
    if (node.type !== 'VariableDeclarator') continue;
    const id = syntaxChild(node, 'id');
    const init = syntaxChild(node, 'init');
    if (id?.type !== 'ObjectPattern' || !init || !/(?:^|\.)data$/.test(textOfNode(code, init).slice(0, 200).replace(/\s+/g, ''))) continue;
    for (const prop of syntaxChildren(id, 'properties')) {
      const value = syntaxChild(prop, 'value');
      if (prop.type === 'Property' && value?.type === 'Identifier' && value.name === name) return syntaxName(syntaxChild(prop, 'key'));
    }
  }
  return undefined;
}

/** Longest argument list of a query field read (`(filter: …, sort: …)`). */
const MAX_QUERY_ARGS = 4000;

/**
 * The text of the query field an alias names (`posts: allMarkdownRemark(filter: { … })` → its argument list, '' when
 * it takes none); undefined when no query text aliases that name to an `all<Type>` field.
 */
function aliasedQuery(texts: readonly string[], alias: string | undefined): string | undefined {
  if (!alias || /^all[A-Z]/.test(alias)) return undefined;
  for (const text of texts) {
    let at = text.indexOf(`${alias}:`);
    while (at >= 0) {
      const before = at === 0 ? '' : text[at - 1];
      const rest = text.slice(at + alias.length + 1, at + alias.length + 1 + 200);
      const field = /^\s*(all[A-Z]\w*)\s*(\()?/.exec(rest);
      if (field && !/[\w$]/.test(before)) {
        if (!field[2]) return '';
        // The argument list, read to its closing parenthesis (linear, bounded).
        const start = at + alias.length + 1 + field[0].length;
        let depth = 1;
        for (let i = start; i < text.length && i < start + MAX_QUERY_ARGS; i++) {
          if (text[i] === '(') depth++;
          else if (text[i] === ')' && --depth === 0) return text.slice(start, i);
        }
        return undefined;
      }
      at = text.indexOf(`${alias}:`, at + 1);
    }
  }
  return undefined;
}

/**
 * `path.join(slug, 'embed', '/')` with every part known: Node's posix join (parts joined by '/', '.' and '..'
 * resolved, a trailing slash kept), the way gatsby-node code builds page paths from slugs.
 */
function joinedPath(value: ConfigValue): ConfigValue {
  const call = value instanceof Computed ? value.detail.call : undefined;
  if (!call || call.name !== 'join' || call.args.length === 0 || !call.args.every((a): a is string => typeof a === 'string')) return value;
  const joined = call.args.filter((a) => a !== '').join('/');
  if (joined === '') return '.';
  const out: string[] = [];
  for (const seg of joined.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  const body = out.join('/');
  const lead = joined.startsWith('/') ? '/' : '';
  const trail = joined.endsWith('/') && body !== '' ? '/' : '';
  return lead + body + trail || '.';
}

/** A createPage path built from data: its pattern, the component and module, and where its values come from. */
interface DataPattern {
  pattern: string;
  file: string;
  rel: string;
  origin?: DataOrigin;
}

/** Every createPage call of gatsby-node's modules, as exact routes, patterns, or one page per content file. */
function addCreatedPages(files: SiteFiles, builder: RouteTableBuilder, modules: readonly NodeModule[], content: readonly ContentFile[], home: string, fieldsByName: ReadonlyMap<string, FieldsSlug>, exts: ReadonlySet<string>, sourcesUnread: boolean, sourcePlugins: readonly string[], dataRows: () => ReadonlyMap<string, Array<Record<string, unknown>>>): void {
  const fields = fieldsByName.get('slug') as FieldsSlug;
  const patterns: DataPattern[] = [];
  let dataCalls = 0;
  let contentReads = 0;
  let pageReads = 0;
  // Front matter values read once per module and key (every tag page of a module reads the same files).
  const readValues = new Map<string, FrontMatterValues>();
  const valuesOf = (rel: string, key: string, read: () => FrontMatterValues): FrontMatterValues => {
    const id = `${rel}\u0000${key}`;
    if (!readValues.has(id)) readValues.set(id, read());
    return readValues.get(id) as FrontMatterValues;
  };
  // Nodes a gatsby-node module makes itself (sourceNodes, createNode): data of the site, read by code, not literals.
  const ownNodes = modules.some(({ code }) => {
    const tree = syntaxOf(code);
    const text = tree ? textOfNode(code, tree) : '';
    return /\bsourceNodes\b|\bcreateNode\s*\(/.test(text);
  });
  const sourceFields = sourceNameFields(modules);
  // One content-driven createPage per module (a module's query filter is read for the whole module), each module's
  // own: a local plugin's pages (an /embed/ twin of each guide) come beside the site's.
  const fromContent: ContentCall[] = [];
  for (const { rel, code, options } of modules) {
    const tree = syntaxOf(code);
    if (!tree) continue;
    const moduleContent = new Map<string, ContentCall>();
    const loops = loopValues(code, tree);
    const params = callbackParams(tree);
    const parents = parentsOf(tree);
    // The module's query filter (which Markdown files its calls get), read once when a call needs it.
    let moduleFilter: ReturnType<typeof queryFilter> | undefined;
    // A call whose loop walks an aliased field of the query (`result.data.posts.nodes` over `posts: allMdx(filter: …)`)
    // gets that field's files: one query may feed several kinds of page, each with its own filter.
    let callFilter: ReturnType<typeof queryFilter> | undefined;
    // The queries of the function a call is made in (createPages' own, not a pagination helper's beside it) say
    // which files its loop gets, when that function holds any.
    let functionFilter: ReturnType<typeof queryFilter> | undefined;
    const filterOf = (): ReturnType<typeof queryFilter> => callFilter ?? functionFilter ?? (moduleFilter ??= queryFilter(code, tree, sourceFields));
    const queryTexts = queryTextsOf(code, tree);
    const awesomePagination = code.imports().includes(AWESOME_PAGINATION);
    for (const node of walkSyntax(tree)) {
      if (node.type === 'CallExpression' && awesomePagination && syntaxName(syntaxChild(node, 'callee')) === 'paginate') {
        addAwesomePagination(files, builder, code, tree, node, rel, home);
        continue;
      }
      if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'createPage') continue;
      // A page made only under `gatsby develop` or a test run (`if (process.env.gatsby_executing_command === 'develop')`)
      // is not in the built site.
      if (skippedInBuild(code, node, GATSBY_BUILD_ENV)) continue;
      const aliased = aliasedQuery(queryTexts, loopAlias(code, parents, node));
      callFilter = aliased === undefined ? undefined : filterOfQueries([aliased], sourceFields);
      const own = enclosingQueryTexts(code, parents, node);
      functionFilter = own === undefined ? undefined : filterOfQueries(own, sourceFields);
      const props = callOptions(node);
      const pathNode = props?.get('path');
      const componentNode = props?.get('component');
      if (!pathNode || !componentNode) continue;
      const listed = folderPages(files, code, tree, parents, node, { path: pathNode, component: componentNode }, { module: rel, home, exts });
      if (listed) {
        for (const page of listed) builder.add(page.path, { file: page.file, reason: `Gatsby: ${page.file} (createPage in ${rel} for each file of its folder)`, kind: 'source' });
        continue;
      }
      // `component: isExample ? exampleTemplate : docTemplate`: the page is the same content file whichever renders it.
      const branches = componentNode.type === 'ConditionalExpression' ? [syntaxChild(componentNode, 'consequent'), syntaxChild(componentNode, 'alternate')] : [componentNode];
      const component = branches.map((b) => (b ? componentFile(files, rel, code, tree, b, home) : undefined)).find((c) => c !== undefined && files.has(c));
      // A path built from a content node's front matter (`frontmatter.slug`, `.path`, `.permalink`: "Adding Markdown
      // Pages", https://www.gatsbyjs.com/docs/how-to/routing/adding-markdown-pages/) or its `fields.slug`, written in
      // place, through a constant of the callback (`const permalink = post.frontmatter.permalink`) or a name
      // destructured from the node (`const { fields: { slug } } = node`): one page per content file (never a pattern
      // claiming any value). The page is the content file whatever component renders it, so a component chosen by
      // the node itself (`src/templates/${frontmatter.template}.js`) does not hide it.
      const found = contentPathOf(code, tree, pathNode, (name) => nearestDeclaration(parents, node, name), new Set(fieldsByName.keys()));
      // An Mdx `slug` alone is trusted only over an allMdx query (another list's items have their own `slug`: a
      // path built from them is data, read below).
      const mdxOnly = found?.mdx && !found.fields && found.frontMatter === undefined;
      const read = mdxOnly && !loopQueries(code, parents, node).includes('allMdx') ? undefined : found;
      if (read && markdownLoop(code, parents, node)) {
        // The files the loop's list keeps (`posts = all.filter((e) => e.node.frontmatter.type === 'post')`): one
        // content call per distinct filter; a filter that is not a front matter test names no file.
        // Each read traces declarations: past MAX_DATA_CALLS reads in the site, or MAX_CONTENT_CALLS kinds in a module,
        // further content calls name no file.
        if (++contentReads > MAX_DATA_CALLS || moduleContent.size >= MAX_CONTENT_CALLS) continue;
        const [loop] = loopsAround(parents, node, LOOP_METHODS, MAX_LOOP_DEPTH, 1);
        const listed = loop ? listFilter(code, loop.list, (name) => declarations(tree).get(name) ?? undefined) : { conditions: [] };
        // …and the front matter tests of the branches the call sits in (`if (node.frontmatter.template === 'post')`).
        const branched = loop ? branchConditions(code, parents, node, loop.scope) : { conditions: [] };
        const kept = listed === 'unread' || branched === 'unread' ? 'unread' : { conditions: [...listed.conditions, ...branched.conditions] };
        // Calls over differently aliased fields of one query (`guides: allMarkdownRemark(filter: …)`, `blogs: …`) are
        // different kinds of page too.
        const aliasKey = callFilter ? [callFilter.pathPart ?? '', callFilter.equals ?? null, [...(callFilter.sources ?? [])].sort()] : null;
        const id = kept === 'unread' ? undefined : JSON.stringify([kept.conditions, aliasKey]);
        if (kept !== 'unread' && id !== undefined && !moduleContent.has(id)) {
          moduleContent.set(id, { ...(component ? { component } : {}), ...read, rel, code, param: params.get(node), ...filterOf(), ...(kept.conditions.length ? { conditions: kept.conditions } : {}) });
        }
        continue;
      }
      if (!component || !files.has(component)) continue;
      const matchPath = props?.get('matchPath');
      const match = matchPath ? valueOfNode(code, matchPath) : undefined;
      if (typeof match === 'string') addMatchPath(builder, match, component, rel);
      if (read) continue;
      const loop = loops.get(node);
      if (loop) {
        // One page per value of the list the loop runs over: those paths exactly, no pattern.
        for (const value of loop.values) {
          const path = valueOfNode(code, pathNode, new Map([[loop.param, value]]));
          if (typeof path === 'string') builder.add(pagePath(path), { file: component, reason: `Gatsby: ${component} (createPage in ${rel}, for each value of a list)`, kind: 'template' });
        }
        continue;
      }
      // Paginated lists (`path: i === 0 ? '/blog' : `/blog/${i + 1}``, https://www.gatsbyjs.com/docs/adding-pagination/):
      // the literal branch is the first page, made whenever the list has an entry; the numbered pages depend on
      // how many entries there are, so they are not claimed.
      // The conditional may sit in a constant of the callback (`const path = i === 0 ? base : \`${base}${i + 1}\``).
      const declared = pathNode.type === 'Identifier' ? nearestDeclaration(parents, node, pathNode.name as string) : undefined;
      const paging = declared && !declared.param && declared.keys.length === 0 && declared.init.type === 'ConditionalExpression' ? declared.init : pathNode;
      if (paging.type === 'ConditionalExpression') {
        // With the entries counted (Markdown files the query and its `.filter` keep), every page of the list.
        const paged = ++pageReads > MAX_PAGINATED ? undefined : paginatedPaths(code, parents, node, paging, (name) => declarations(tree).get(name) ?? undefined, (list) => markdownCount(files, code, tree, list, content, sourcesUnread ? undefined : filterOf()));
        if (paged) {
          for (const path of paged) builder.add(pagePath(path), { file: component, reason: `Gatsby: ${component} (a page of a list paginated by createPage in ${rel})`, kind: 'template' });
          continue;
        }
        for (const branch of [syntaxChild(paging, 'consequent'), syntaxChild(paging, 'alternate')]) {
          const first = branch ? localValue(code, tree, branch) : undefined;
          if (typeof first === 'string') builder.add(pagePath(first), { file: component, reason: `Gatsby: ${component} (first page of a list paginated by createPage in ${rel})`, kind: 'template' });
        }
        continue;
      }
      let path = localValue(code, tree, pathNode);
      if (typeof path !== 'string' && options && pathNode.type === 'Identifier') path = pluginOption(tree, pathNode.name as string, options);
      if (typeof path === 'string') {
        builder.add(pagePath(path), { file: component, reason: `Gatsby: ${component} (createPage in ${rel})`, kind: 'source' });
        continue;
      }
      const shape = dataPathShape(code, tree, pathNode);
      const pattern = shape === undefined ? undefined : templatePattern(pagePath(shape));
      // Each origin is read by tracing the code; past MAX_DATA_CALLS a module's calls are not read (no file named).
      if (pattern && ++dataCalls > MAX_DATA_CALLS) patterns.push({ pattern, file: component, rel, origin: { kind: 'unknown', what: 'the module makes more data pages than are read' } });
      else if (pattern) patterns.push({ pattern, file: component, rel, origin: dataOrigin(code, tree, parents, node, pathNode, { sourcePlugins, ownNodes, frontMatterValues: (key, conditions = []) => valuesOf(rel, `${key}\u0000${JSON.stringify(conditions)}`, () => (sourcesUnread ? 'unread' : filterOf().ambiguous ? 'filtered' : frontMatterValues(files, content, filterOf(), key, conditions) ?? 'outside')), dataRows: (type) => dataRows().get(type) }) });
    }
    fromContent.push(...moduleContent.values());
  }
  for (const made of fromContent) {
    // The query keeps the files of the sources or the folder its filter names (queryFilter); a module whose queries
    // keep different front matter values (which query feeds which call is not read) makes no page it cannot tell.
    if (made.ambiguous) continue;
    addContentPages(files, builder, made, content, fieldsByName.get(made.field ?? 'slug') ?? fields, exts);
    // The Markdown is not in this repository (a submodule, another source): the template renders those pages.
    if (content.length === 0 && fields.pattern && made.component) {
      patterns.push({ pattern: fields.pattern, file: made.component, rel: made.rel });
    }
  }
  addDataPatterns(builder, patterns);
}

/** The pagination helper many sites hand their list pages to (https://www.npmjs.com/package/gatsby-awesome-pagination). */
const AWESOME_PAGINATION = 'gatsby-awesome-pagination';

/**
 * `paginate({ createPage, items, itemsPerPage, pathPrefix: '/blog', component })`: the first page at `pathPrefix`,
 * the others at `${pathPrefix}/2`… as many as the items fill (not counted here: they are not claimed).
 */
function addAwesomePagination(files: SiteFiles, builder: RouteTableBuilder, code: ConfigCode, tree: SyntaxNode, call: SyntaxNode, rel: string, home: string): void {
  const props = callOptions(call);
  const prefixNode = props?.get('pathPrefix');
  const componentNode = props?.get('component');
  const prefix = prefixNode ? localValue(code, tree, prefixNode) : undefined;
  const component = componentNode ? componentFile(files, rel, code, tree, componentNode, home) : undefined;
  if (typeof prefix !== 'string' || !component || !files.has(component)) return;
  builder.add(pagePath(prefix || '/'), { file: component, reason: `Gatsby: ${component} (first page of a list paginated by gatsby-awesome-pagination in ${rel})`, kind: 'template' });
}

/** One page per content file a content-driven createPage call keeps, at the path it writes with that file's node. */
function addContentPages(files: SiteFiles, builder: RouteTableBuilder, made: ContentCall, content: readonly ContentFile[], fields: FieldsSlug, exts: ReadonlySet<string>): void {
  const present = content.filter((c) => !isDraft(files, c.rel) && keptBy(made, c));
  for (const c of present) {
    const fm: FrontData = made.frontMatter || fields.compute || fields.override || made.equals || made.conditions ? frontData(files, c.rel) : {};
    if (made.equals && !frontMatterKeeps(made.equals, fm)) continue;
    if (made.conditions && !passes(fm, made.conditions)) continue;
    const fmValue = made.frontMatter ? fm[made.frontMatter] : undefined;
    const fmSlug = typeof fmValue === 'string' && fmValue.trim() ? fmValue.trim() : undefined;
    const overridden = fields.override === undefined ? undefined : fmString(fm, fields.override);
    const fieldSlug = !made.fields ? undefined : overridden ?? (fields.filePath ? createdFilePath(within(c.dir, c.rel) as string, fields) : fields.compute?.(c.rel, fm, within(c.dir, c.rel)));
    const mdxSlug = made.mdx && exts.has(extOf(c.rel)) && !PAGE_EXT.has(extOf(c.rel)) ? filePathSlug(within(c.dir, c.rel) as string).replace(/^\/|\/$/g, '') : undefined;
    if (fmSlug === undefined && fieldSlug === undefined && mdxSlug === undefined) continue;
    // The path as createPage writes it (`/posts/${post.fields.slug}`), with this file's node in its callback.
    const node = contentNode(c.rel, fm);
    if (isConfigObject(node)) {
      node.fields = { [fields.name]: fieldSlug ?? null };
      if (mdxSlug !== undefined) node.slug = mdxSlug;
    }
    const bindings = nodeBindings(made.param, node);
    for (const local of (made.locals ?? []).filter((l) => !l.param)) bindings.set(local.name, local.keys.reduce<ConfigValue>((v, k) => (isConfigObject(v) ? v[k] : undefined), valueOfNode(made.code, local.init, bindings)));
    const whole = joinedPath(valueOfNode(made.code, made.path, bindings));
    const evaluated = (made.keys ?? []).reduce<ConfigValue>((v, k) => (isConfigObject(v) ? v[k] : undefined), whole);
    // A bare `x.frontmatter.slug || x.fields.slug` whose node variable could not be told is the slug itself.
    const url = typeof evaluated === 'string' ? evaluated : made.keys || made.path.type === 'MemberExpression' || made.path.type === 'LogicalExpression' ? fmSlug ?? fieldSlug : undefined;
    if (typeof url !== 'string' || url === '') continue;
    builder.add(pagePath(url), { file: c.rel, reason: `Gatsby: ${c.rel} (page created in ${made.rel}${fmSlug ? ` at its ${made.frontMatter} front matter` : ' from its file path'})`, kind: 'content', template: made.component });
  }
}

/**
 * Data-built createPage paths as patterns: the template where the values come from outside the repository, no
 * source where they are unknown, the template only for the values the data holds.
 */
function addDataPatterns(builder: RouteTableBuilder, patterns: readonly DataPattern[]): void {
  for (const p of patterns) {
    const origin = p.origin;
    const found: Resolution = { file: p.file, reason: `Gatsby: route template ${p.file} (createPage in ${p.rel} with a path built from ${origin?.what ?? 'data'})`, kind: 'template' };
    if (!origin || origin.kind === 'external') builder.addPattern(p.pattern, found);
    else if (origin.kind === 'unknown') builder.addPattern(p.pattern, { file: null, reason: `Gatsby: no source: createPage in ${p.rel} makes ${p.pattern} pages with ${p.file} only for its data: ${origin.what}`, kind: 'none' });
    else {
      const missing: Resolution = { file: null, reason: `Gatsby: no source: createPage in ${p.rel} makes ${p.pattern} pages only for ${origin.what}, and this is none of them`, kind: 'none' };
      builder.addPattern(p.pattern, (key) => (segmentsAmong(p.pattern, key, origin.values, origin.exact, origin.lowered) ? found : missing));
    }
  }
}

/**
 * How many entries a list of Markdown nodes has (`posts` ← `all.filter(…)` ← `result.data.allMarkdownRemark.edges`):
 * the content files the module's query keeps that pass the list's `.filter` tests; undefined when the list is not
 * traced to a Markdown query, its filter or the sources are not read, or the Markdown is not in the repository.
 */
function markdownCount(files: SiteFiles, code: ConfigCode, tree: SyntaxNode, list: SyntaxNode, content: readonly ContentFile[], filter: Pick<ContentCall, 'sources' | 'pathPart' | 'equals' | 'ambiguous'> | undefined): number | undefined {
  if (!filter || filter.ambiguous || content.length === 0) return undefined;
  const decls = declarations(tree);
  const kept = listFilter(code, list, (name) => decls.get(name) ?? undefined);
  if (kept === 'unread') return undefined;
  // The list must come from a Markdown query: its text or a declaration it names reads one.
  const texts: string[] = [];
  const queue: SyntaxNode[] = [list];
  for (let i = 0; i < queue.length && i < 8; i++) {
    texts.push(textOfNode(code, queue[i]).slice(0, 4000));
    for (const id of walkSyntax(queue[i])) {
      const init = id.type === 'Identifier' ? decls.get(id.name as string) : undefined;
      if (init && !queue.includes(init)) queue.push(init);
    }
  }
  const queries = texts.flatMap((t) => [...t.matchAll(/\ball[A-Z]\w*/g)].map((m) => m[0]));
  if (queries.length === 0 || !queries.every((q) => MARKDOWN_QUERIES.has(q))) return undefined;
  let n = 0;
  for (const c of content.slice(0, MAX_FRONT_MATTER_FILES)) {
    if (!keptBy(filter, c) || isDraft(files, c.rel)) continue;
    const fm = frontData(files, c.rel);
    if (filter.equals && !frontMatterKeeps(filter.equals, fm)) continue;
    if (passes(fm, kept.conditions)) n++;
  }
  return content.length > MAX_FRONT_MATTER_FILES ? undefined : n;
}

/**
 * Node fields onCreateNode sets to the file's source name (`createNodeField({ node, name: 'collection', value:
 * parent.sourceInstanceName })`, https://www.gatsbyjs.com/docs/reference/config-files/actions/#createNodeField, the
 * File node's `sourceInstanceName` being gatsby-source-filesystem's `name` option): a query filter on one names sources.
 */
function sourceNameFields(modules: readonly NodeModule[]): Set<string> {
  const out = new Set<string>();
  for (const { tree, name, value: given } of nodeFieldCalls(modules)) {
    const value = given?.type === 'Identifier' ? declarations(tree).get(given.name as string) : given;
    if (name?.type === 'Literal' && typeof name.value === 'string' && value?.type === 'MemberExpression' && syntaxName(syntaxChild(value, 'property')) === 'sourceInstanceName') out.add(name.value);
  }
  return out;
}

/** Every `createNodeField({ name, value })` call of the modules (onCreateNode's), with its module's code and tree. */
function* nodeFieldCalls(modules: readonly NodeModule[]): Generator<{ code: NodeModule['code']; tree: SyntaxNode; name?: SyntaxNode; value?: SyntaxNode }> {
  for (const { code } of modules) {
    const tree = syntaxOf(code);
    if (!tree) continue;
    for (const node of walkSyntax(tree)) {
      if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'createNodeField') continue;
      const props = callOptions(node);
      yield { code, tree, name: props?.get('name'), value: props?.get('value') };
    }
  }
}

/** Whether a module's query keeps a content file: it is of a source the query names, under the folder its filter names. */
function keptBy(filter: Pick<ContentCall, 'sources' | 'pathPart'>, c: ContentFile): boolean {
  return (!filter.sources || (c.name !== undefined && filter.sources.has(c.name))) && (!filter.pathPart || `/${c.rel}`.includes(filter.pathPart));
}

/** createPage calls with data paths whose data origin is read, per site. */
const MAX_DATA_CALLS = 64;
/** Content createPage calls with different front matter tests kept per module (posts, pages, …). */
const MAX_CONTENT_CALLS = 8;
/** Paginated createPage calls whose pages are counted, per site (each count reads the Markdown's front matter). */
const MAX_PAGINATED = 16;

/** Front matter values read per key at most (a site's tags across all its posts). */
const MAX_FRONT_MATTER_FILES = 5000;

/**
 * The values of a front matter key (a string, or the strings of a list: `tags: [a, b]`) over the Markdown files a
 * module's query keeps; undefined when the source folders hold no Markdown at all.
 */
function frontMatterValues(files: SiteFiles, content: readonly ContentFile[], filter: Pick<ContentCall, 'sources' | 'pathPart' | 'equals'>, key: string, conditions: readonly FrontMatterCondition[] = []): { values: string[] } | undefined {
  const kept = content.filter((c) => keptBy(filter, c));
  // No Markdown in the source folders: it comes from elsewhere. Markdown the filter leaves out makes no value.
  if (content.length === 0) return undefined;
  const out: string[] = [];
  for (const c of kept.slice(0, MAX_FRONT_MATTER_FILES)) {
    if (isDraft(files, c.rel)) continue;
    const fm = frontData(files, c.rel);
    if (!passes(fm, conditions) || (filter.equals && !frontMatterKeeps(filter.equals, fm))) continue;
    const value: unknown = fm[key];
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  }
  return { values: out };
}

/**
 * The files each Markdown node type is made from, when the config lists its transformer: gatsby-plugin-mdx's
 * `extensions` (['.mdx'] by default) for Mdx, '.md' for gatsby-transformer-remark's MarkdownRemark. A type whose
 * plugin the config does not show (a computed plugin list) takes every Markdown file.
 */
function markdownModels(plugins: readonly GatsbyPlugin[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const mdx = [...pageExtensions(plugins)].filter((e) => !PAGE_EXT.has(e));
  if (mdx.length) out.set('mdx', new Set(mdx));
  if (plugins.some((p) => p.name === 'gatsby-transformer-remark')) out.set('markdownremark', new Set(['.md']));
  return out;
}

const MARKDOWN_MODELS = new Set(['mdx', 'markdownremark']);

/**
 * `{mdx.frontmatter__slug}.js` → one page per content file, at the value of that field (slugified, '/' kept).
 * `sourcesRead`: the content files are those of the gatsby-source-filesystem folders gatsby-config names.
 */
function addCollectionRoute(
  files: SiteFiles, builder: RouteTableBuilder, rel: string, route: string, content: ContentFile[],
  { sourcesRead, models, fields, slugOptions, dataFiles }: { sourcesRead: boolean; models: Map<string, Set<string>>; fields: FieldsSlug; slugOptions: { decamelize: boolean }; dataFiles: () => ReadonlyMap<string, readonly string[]> },
): void {
  const m = /\{([\w]+)\.([\w()]+(?:__[\w()]+)*)\}/.exec(route);
  if (!m) return;
  // A model no Markdown file makes: the rows of the one data file named after it (category.yaml for
  // `{Category.name}`, gatsby-transformer-yaml/-json: one node per row), each a page at its field's value slugified
  // as the page creator does (https://www.gatsbyjs.com/docs/reference/routing/file-system-route-api/#routing-and-linking).
  const modelKey = m[1].toLowerCase();
  const rows = MARKDOWN_MODELS.has(modelKey) || models.has(modelKey) || m[2].includes('__') ? undefined : modelRows(files, m[1], dataFiles());
  if (rows) {
    for (const row of rows) {
      const v = row[m[2]];
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const slug = eleventySlugify(String(v), slugOptions);
      if (slug) builder.add('/' + route.replace(m[0], slug), { file: rel, reason: `Gatsby collection route ${rel} for the ${m[1]} row '${v}'`, kind: 'template' });
    }
    return;
  }
  const fieldPath = m[2].split('__');
  const exts = models.get(m[1].toLowerCase());
  let known = false;
  for (const c of content) {
    if (exts && !exts.has(extOf(c.rel))) continue;
    const fm = frontData(files, c.rel);
    const value = fieldValue(m[1], fieldPath, fm, c, fields);
    if (value === undefined) continue;
    // A `fields.slug` that gatsby-node does not visibly make is a guess (createFilePath's): it never closes the route.
    const guessed = fieldPath[0] === 'fields' && !fields.filePath && !fields.compute;
    known ||= sourcesRead && !guessed && MARKDOWN_MODELS.has(m[1].toLowerCase());
    const slug = value.split('/').map((seg) => eleventySlugify(seg)).filter(Boolean).join('/');
    const url = '/' + route.replace(m[0], slug);
    builder.add(url, { file: c.rel, reason: `Gatsby collection route ${rel}: ${c.rel} (${m[2]})` });
  }
  // "Gatsby creates a page for each node in a collection" (https://www.gatsbyjs.com/docs/reference/routing/file-system-route-api/):
  // when the nodes are the Markdown files of the sources gatsby-config names, no other page exists.
  if (known) return;
  builder.addPattern('/' + route.replace(/\{[^}]+\}/g, '*'), { file: rel, reason: `Gatsby collection route template: ${rel}` });
}

function fieldValue(model: string, path: string[], fm: FrontData, c: ContentFile, fields: FieldsSlug): string | undefined {
  // gatsby-plugin-mdx (v1–v3) gives each Mdx node a `slug`: its file's path in its source folder, extension dropped
  // and `index` standing for its folder (so a source's root index.mdx has the empty slug); v4 removed the field.
  if (model.toLowerCase() === 'mdx' && path.length === 1 && path[0] === 'slug') return filePathSlug(within(c.dir, c.rel) as string).replace(/^\/|\/$/g, '');
  if (path[0] === 'frontmatter') {
    const v = path.slice(1).reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined), fm);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  }
  if (path[0] === 'fields' && path[1] === 'slug') return !fields.filePath && fields.compute ? fields.compute(c.rel, fm, within(c.dir, c.rel)) : createdFilePath(within(c.dir, c.rel) as string, fields);
  if (path[0] === 'parent' && path[path.length - 1] === 'name') return stripExt(baseOf(c.rel));
  return undefined;
}

/**
 * The redirects gatsby-node makes with `createRedirect({ fromPath, toPath, isPermanent, statusCode, force })`
 * (https://www.gatsbyjs.com/docs/reference/config-files/actions/#createRedirect): 302, or 301 when permanent, unless
 * a statusCode says; without `force` the host serves an existing page at fromPath instead (gatsby-plugin-netlify:
 * "force: overrides existing content in the path"). Calls in a loop over a literal list are read for each entry.
 */
function createdRedirects(files: SiteFiles): RedirectRule[] {
  const found = siteHome(files);
  const home = found?.dir ?? '';
  const code = found ? readModuleCode(files, found.rel) : readConfigCode(files, CONFIGS)?.code;
  const out: RedirectRule[] = [];
  const plugins = configPlugins(code);
  let rows: ConfigValue[] | undefined;
  for (const { rel, code: module } of nodeModules(files, home, plugins)) {
    const tree = syntaxOf(module);
    if (!tree) continue;
    const calls: SyntaxNode[] = [];
    for (const node of walkSyntax(tree)) {
      if (node.type === 'CallExpression' && syntaxName(syntaxChild(node, 'callee')) === 'createRedirect') calls.push(node);
      if (calls.length >= MAX_LOOP_VALUES) break;
    }
    if (calls.length === 0) continue;
    const parents = parentsOf(tree);
    for (const call of calls) {
      if (out.length >= MAX_LOOP_VALUES) return out;
      const loop = enclosingLoop(module, tree, parents, call);
      if (loop) {
        // The callback's own constants (`const config = { toPath: \`/product/${newSlug}\` }` spread into the options).
        const fn = parents.get(loop.pattern);
        const body = fn ? syntaxChild(fn, 'body') : undefined;
        const locals = body?.type === 'BlockStatement'
          ? syntaxChildren(body, 'body').filter((st) => st.type === 'VariableDeclaration').flatMap((st) => syntaxChildren(st, 'declarations'))
          : [];
        for (const entry of loop.list) {
          const bindings = entryBindings(loop.pattern, entry);
          for (const decl of locals.slice(0, 8)) {
            const id = syntaxChild(decl, 'id');
            const init = syntaxChild(decl, 'init');
            if (id?.type === 'Identifier' && init) bindings.set(id.name as string, valueOfNode(module, init, bindings));
          }
          addRedirect(out, module, call, bindings, rel);
        }
        continue;
      }
      // A loop over queried nodes (`data.redirects.nodes.forEach((r) => createRedirect({ ...r }))`): the rows of the
      // site's data files that hold a fromPath and a toPath are those nodes (gatsby-transformer-yaml/-json make one
      // node per row, https://www.gatsbyjs.com/plugins/gatsby-transformer-yaml/).
      const queried = loopsAround(parents, call, FOR_EACH, MAX_LOOP_DEPTH).find((l) => l.param)?.param;
      if (!queried) addRedirect(out, module, call, new Map(), rel);
      else for (const row of (rows ??= redirectRows(files, sourceDirs(plugins, home)))) addRedirect(out, module, call, entryBindings(queried, row), rel);
    }
  }
  return out;
}

function addRedirect(out: RedirectRule[], code: ConfigCode, call: SyntaxNode, bindings: Map<string, ConfigValue>, origin: string): void {
  const props = callOptions(call);
  if (!props) return;
  // The whole options object first (`{ isPermanent: true, ...r, force: true }` spreads the loop's row), then each key.
  const whole = valueOfNode(code, syntaxChildren(call, 'arguments')[0], bindings);
  const value = (key: string): ConfigValue => {
    if (isConfigObject(whole) && key in whole) return whole[key];
    const node = props.get(key);
    return node ? valueOfNode(code, node, bindings) : undefined;
  };
  const status = typeof value('statusCode') === 'number' ? (value('statusCode') as number) : value('isPermanent') === true ? 301 : 302;
  const rule = makeRule(value('fromPath'), value('toPath'), status, origin);
  if (rule) out.push(value('force') === true ? rule : { ...rule, shadowable: true });
}

// `map` too: a list mapped for its side effects (`[...].map(({ oldSlug }) => createRedirect(…))`).
const FOR_EACH = new Set(['forEach', 'map']);
/** How far up from a call its loop is looked for. */
const MAX_LOOP_DEPTH = 32;

/**
 * The loop over a literal list a createRedirect call sits in: `for (const [from, to] of list)` or
 * `list.forEach(({ from, to }) => …)`, with the loop variable's pattern; the nearest loop only.
 */
function enclosingLoop(code: ConfigCode, tree: SyntaxNode, parents: Map<SyntaxNode, SyntaxNode>, call: SyntaxNode): { pattern: SyntaxNode; list: ConfigValue[] } | undefined {
  const loop = loopsAround(parents, call, FOR_EACH, MAX_LOOP_DEPTH).find((l) => l.param);
  if (!loop?.param) return undefined;
  let list = valueOfNode(code, loop.list);
  if (!Array.isArray(list) && loop.list.type === 'Identifier') {
    const init = uniqueDeclaration(tree, loop.list.name as string);
    list = init ? valueOfNode(code, init) : list;
  }
  return Array.isArray(list) && list.length <= MAX_LOOP_VALUES ? { pattern: loop.param, list } : undefined;
}

/** The names a loop variable pattern binds for one entry: `x`, `[a, b]` (by position), `{ a, b: c }` (by key). */
function entryBindings(pattern: SyntaxNode, entry: ConfigValue): Map<string, ConfigValue> {
  const out = new Map<string, ConfigValue>();
  if (pattern.type === 'Identifier') out.set(pattern.name as string, entry);
  else if (pattern.type === 'ArrayPattern' && Array.isArray(entry)) {
    // Positions count holes (`[, to]`), so the raw element list is read, not syntaxChildren (which drops them).
    const elements = (pattern as { elements?: unknown }).elements;
    (Array.isArray(elements) ? elements : []).forEach((el: SyntaxNode | null, i) => {
      if (el?.type === 'Identifier') out.set(el.name as string, entry[i]);
    });
  } else if (pattern.type === 'ObjectPattern' && isConfigObject(entry)) {
    for (const prop of syntaxChildren(pattern, 'properties')) {
      const key = syntaxName(syntaxChild(prop, 'key'));
      const value = syntaxChild(prop, 'value');
      if (key && value?.type === 'Identifier') out.set(value.name as string, entry[key]);
    }
  }
  return out;
}

/**
 * A client-only route: a page whose `matchPath` ('/app/*', '/user/:id', @reach/router's syntax) makes it answer every
 * path that matches (https://www.gatsbyjs.com/docs/how-to/routing/client-only-routes-and-user-authentication/).
 */
function addMatchPath(builder: RouteTableBuilder, matchPath: string, file: string, origin: string): void {
  const compiled = compilePathPattern(matchPath, { star: 'rest' });
  if (compiled.ok) builder.addPattern(compiled.pattern, { file, reason: `Gatsby client-only route ${matchPath}: ${file} (matchPath set in ${origin})`, kind: 'template' });
}

/**
 * `page.matchPath = '/app/*'` in onCreatePage (the documented way to make src/pages/app.js client-only): the page
 * at the pattern's static start ('/app') answers the pattern.
 */
function addMatchPaths(builder: RouteTableBuilder, modules: readonly NodeModule[], pageFiles: ReadonlyMap<string, string>): void {
  for (const { rel, code } of modules) {
    const tree = syntaxOf(code);
    if (!tree) continue;
    for (const node of walkSyntax(tree)) {
      if (node.type !== 'AssignmentExpression') continue;
      const left = syntaxChild(node, 'left');
      const right = syntaxChild(node, 'right');
      if (left?.type !== 'MemberExpression' || syntaxName(left) !== 'matchPath' || !right) continue;
      const value = valueOfNode(code, right);
      if (typeof value !== 'string' || !value.startsWith('/')) continue;
      const segments = value.split('/').filter(Boolean);
      const cut = segments.findIndex((seg) => seg.includes('*') || seg.startsWith(':'));
      const page = pageFiles.get(`/${(cut < 0 ? segments : segments.slice(0, cut)).join('/')}`);
      if (page) addMatchPath(builder, value, page, rel);
    }
  }
}
