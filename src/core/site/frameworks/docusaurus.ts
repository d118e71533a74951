// Docusaurus: docs (versions, slugs, number prefixes), blog, pages and i18n → URLs. The config may sit below the
// site root it reads from (`website/docusaurus.config.ts` with `path: '../docs'`); every path it names is relative to
// its own folder.
import { makeRule } from '../redirects';
import { compileGlob, type GlobMatcher } from '../match/glob';
import { escapePattern } from '../match/pathPattern';
import { trimChars } from '../text';
import { sameSite } from '../host';
import type { CompileContext, Framework, RedirectRule, RouteTable, SiteFiles } from '../types';
import { type ConfigCode, type ConfigObject, type ConfigValue, Computed, FunctionValue, codeString, configProp, isConfigObject, pathValue, readCode, readModuleCode, resolveModule, stringOrFallback, valueWithoutEnv } from './kit/code';
import { configHome } from './kit/configHome';
import { addDomains } from '../hosting';
import { packageDependencies, packageScripts } from './kit/data';
import { type FrontData, fmString, frontData, headOf, isTrue } from './kit/frontMatter';
import { onlyMetaRefresh } from './kit/metaRefresh';
import { parseFrontMatter } from '../frontMatter';
import { pad2 } from './kit/dates';
import { baseOf, commonDir, dirOf, extOf, joinRel, resolveWithin, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';
import { dirHasFiles } from './kit/contentLookup';
import { pageOnlyRedirectsInBrowser } from './kit/clientRedirect';
import { defaultFunction, routeModule } from './kit/routeCode';

const CONFIGS = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts'];
const DOC_EXT = new Set(['.md', '.mdx']);
const PAGE_EXT = new Set(['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx']);

interface Locales {
  default: string;
  all: string[];
}

interface PluginInstance {
  kind: 'docs' | 'blog' | 'pages';
  id: string;
  options: ConfigObject;
}

/** The config the site is built from: its file, the folder its paths start from, its code with imported JSON read. */
interface Site {
  rel: string;
  dir: string;
  code: ConfigCode;
}

function readSite(files: SiteFiles, rel: string): Site | undefined {
  const code = readModuleCode(files, rel, { configImports: true });
  return code ? { rel, dir: dirOf(rel), code } : undefined;
}

/** A folder option (`path: '../docs'`, `${__dirname}/docs`) from the config's folder; undefined when it leaves the files. */
function folderOption(site: Site, v: ConfigValue, fallback: string): string | undefined {
  return resolveWithin(site.dir, pathValue(v) ?? fallback);
}

/** Every content folder the config names (docs, blog and pages instances, versioned docs beside the config). */
function contentFolders(site: Site): string[] {
  return pluginInstances(site.code).map((p) => folderOption(site, p.options.path, defaultPath(p))).filter((d): d is string => d !== undefined);
}

/** The folder holding the config and every content folder it names (one above it for `path: '../docs'`). */
function siteRootOf(files: SiteFiles, rel: string): string {
  const site = readSite(files, rel);
  if (!site) return dirOf(rel);
  return contentFolders(site).reduce((root, d) => commonDir(root, d), site.dir);
}

function site(files: SiteFiles): Site | undefined {
  const named = scriptConfig(files);
  if (named) return named;
  const home = configHome(files, CONFIGS, (rel) => siteRootOf(files, rel));
  return home ? readSite(files, home.rel) : undefined;
}

/**
 * A config the build names (`docusaurus build --config conf/docusaurus.config.js` in package.json): the site
 * directory is still the folder the command runs in, and the config's paths start there
 * (https://docusaurus.io/docs/cli#docusaurus-build-sitedir: `--config`, "path to Docusaurus config file").
 */
function scriptConfig(files: SiteFiles): Site | undefined {
  for (const script of packageScripts(files)) {
    const m = /\bdocusaurus\s+(?:build|start|deploy|serve)\b[^&|;]{0,300}?\s--config(?:\s+|=)["']?([\w./-]{1,200})/.exec(script);
    const rel = m ? resolveWithin('', m[1]) : undefined;
    if (!rel || !files.has(rel)) continue;
    const code = readModuleCode(files, rel, { configImports: true });
    if (code) return { rel, dir: '', code };
  }
  return undefined;
}

function defaultPath(p: PluginInstance): string {
  if (p.kind === 'pages') return 'src/pages';
  return p.id === 'default' ? p.kind : p.id;
}

export const docusaurus: Framework = {
  id: 'docusaurus',
  label: 'Docusaurus',
  configFiles: CONFIGS,
  dependencies: ['@docusaurus/core'],
  siteFolders: ['docs', 'blog', 'src/pages'],
  outputDirs: ['build', '.docusaurus'],
  // Asked on every lookup the table does not answer: the config of the last compile serves.
  staticDirs(files) {
    const s = (compiled.get(files) ?? { site: site(files) }).site;
    return s ? staticDirsOf(s) : ['static'];
  },
  siteRootOf,
  detect(files) {
    if (site(files)) return 1;
    return packageDependencies(files).has('@docusaurus/core') ? 0.9 : 0;
  },
  domains(files) {
    const s = site(files);
    const out: ReturnType<Framework['domains']> = [];
    if (s) addDomains(out, stringOrFallback(configProp(s.code, 'url')), `${s.rel} url`);
    return out;
  },
  redirects(files) {
    const s = site(files);
    return s ? clientRedirects(s.code, s.rel) : [];
  },
  compile,
  affects(rel) {
    return CONFIGS.some((c) => rel === c || rel.endsWith(`/${c}`)) || rel.endsWith('.json') || DOC_EXT.has(extOf(rel)) || rel.includes('src/pages/') || rel.includes('i18n/') || /versioned_docs\//.test(rel);
  },
};

/** `staticDirectories` (default `static`), from the config's folder: copied to the build root under baseUrl. */
function staticDirsOf(s: Site): string[] {
  const dirs = configProp(s.code, 'staticDirectories');
  const list = Array.isArray(dirs) ? dirs.map((d) => folderOption(s, d, '')).filter((d): d is string => !!d) : [];
  return list.length ? list : [joinRel(s.dir, 'static')];
}

/** @docusaurus/plugin-client-redirects `redirects: [{ from, to }]`: each `from` page is a generated redirect. */
function clientRedirects(code: ConfigCode, origin: string): RedirectRule[] {
  const out: RedirectRule[] = [];
  for (const options of code.tuples(['client-redirects', '@docusaurus/plugin-client-redirects'])) {
    const list = isConfigObject(options) ? options.redirects : undefined;
    for (const r of Array.isArray(list) ? list : []) {
      if (!isConfigObject(r)) continue;
      for (const from of Array.isArray(r.from) ? r.from : [r.from]) {
        const rule = makeRule(from, r.to, 301, origin);
        if (rule) out.push(rule);
      }
    }
  }
  return out;
}

/** The config each file set was last compiled with. */
const compiled = new WeakMap<SiteFiles, { site: Site | undefined }>();

function compile(files: SiteFiles, ctx?: CompileContext): RouteTable {
  const found = site(files);
  compiled.set(files, { site: found });
  const s = found ?? { rel: CONFIGS[0], dir: '', code: readCode('') };
  const code = s.code;
  const locales = localesOf(files, s, ctx?.domain);
  const builder = new RouteTableBuilder();
  for (const plugin of found ? pluginInstances(code, files) : defaultInstances()) {
    if (plugin.kind === 'docs') addDocs(files, builder, s, plugin, locales);
    else if (plugin.kind === 'blog') addBlog(files, builder, s, plugin, locales);
    else addPages(files, builder, s, plugin, locales);
  }
  if (found) addPluginRoutes(files, builder, s);
  for (const dir of staticDirsOf(s)) builder.addStaticDir(files, dir);
  const base = basePathOf(stringOrFallback(configProp(code, 'baseUrl')) ?? '/');
  // Docusaurus builds every page (and copies the static folders) under baseUrl.
  return builder.build(base, undefined, { strictBase: { reason: `Docusaurus: no source: outside the site's baseUrl ${base}` } });
}

/** A literal, or the literal a build without environment variables uses (`process.env.X ? … : ['en', 'fr']`). */
function literal(v: ConfigValue): ConfigValue {
  return v instanceof Computed ? v.detail.fallback : v;
}

function localesOf(files: SiteFiles, s: Site, domain: string | undefined): Locales {
  const i18n = configProp(s.code, 'i18n');
  const def = isConfigObject(i18n) ? domainLocale(s.code, i18n, domain) ?? stringOrFallback(i18n.defaultLocale) ?? 'en' : 'en';
  const listed = isConfigObject(i18n) ? literal(i18n.locales) : undefined;
  if (Array.isArray(listed)) {
    const all = listed.filter((l): l is string => typeof l === 'string');
    return { default: def, all: all.includes(def) ? all : [def, ...all] };
  }
  if (isConfigObject(i18n) && i18n.locales === undefined) return { default: def, all: [def] };
  // i18n built in code (an import, a function): the translated folders tell which locales exist.
  const i18nDir = joinRel(s.dir, 'i18n');
  const dirs = new Set(files.under(i18nDir).map((r) => within(i18nDir, r)?.split('/')[0]).filter((l): l is string => !!l && !l.includes('.')));
  return { default: def, all: [def, ...[...dirs].filter((l) => l !== def)] };
}

/**
 * One build per locale, each deployed on its own domain (docusaurus.io/docs/i18n/tutorial#multi-domain-deployment):
 * a config whose `i18n.defaultLocale` comes from the environment and whose `url` is picked from a literal map by that
 * same value (`url: urlMap[locale]`) is, for the audited domain, the build of the locale whose map entry is that
 * domain. Undefined for any other shape, or when no single entry names the domain.
 */
function domainLocale(code: ConfigCode, i18n: ConfigObject, domain: string | undefined): string | undefined {
  const chosen = i18n.defaultLocale;
  if (!domain || !(chosen instanceof Computed)) return undefined;
  const url = configProp(code, 'url');
  const picked = url instanceof Computed ? /^([A-Za-z_$][\w$]*)\[([A-Za-z_$][\w$]*)\]$/.exec(url.source.trim()) : null;
  if (!picked) return undefined;
  const key = code.named(picked[2]);
  const map = code.named(picked[1]);
  if (!(key instanceof Computed) || key.source !== chosen.source || !isConfigObject(map)) return undefined;
  const hits = Object.keys(map).filter((k) => {
    const v = map[k];
    return typeof v === 'string' && sameSite(v, domain);
  });
  return hits.length === 1 ? hits[0] : undefined;
}

const PRESETS = ['@docusaurus/preset-classic', 'classic'];
const PLUGINS: Record<string, PluginInstance['kind']> = {
  '@docusaurus/plugin-content-docs': 'docs',
  'content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  'content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  'content-pages': 'pages',
};

function defaultInstances(): PluginInstance[] {
  return (['docs', 'blog', 'pages'] as const).map((kind) => ({ kind, id: 'default', options: Object.create(null) as ConfigObject }));
}

/**
 * A preset that wraps the classic one (`require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset')`,
 * taking the same `docs`/`blog`/`pages` options): the one preset tuple whose options hold those keys.
 */
function wrappingPreset(code: ConfigCode): ConfigObject | undefined {
  const presets = code.prop('presets');
  const found = (Array.isArray(presets) ? presets : [])
    .map((p) => (Array.isArray(p) ? p[1] : undefined))
    .filter((o): o is ConfigObject => isConfigObject(o) && ('docs' in o || 'blog' in o || 'pages' in o));
  return found.length === 1 ? found[0] : undefined;
}

/** Entries of an evaluated `plugins` list read at most. */
const MAX_LISTED_PLUGINS = 200;

/**
 * The content plugin a local plugin extends (`plugins/starton-guide-plugin/index.js` wrapping
 * `require('@docusaurus/plugin-content-blog').default`, listed as `[path.resolve(__dirname, '..', 'plugins', name), opts]`):
 * its folder found by the path's last part among the site's `plugins/` folders, its kind by the plugin it requires.
 */
function localPluginKind(files: SiteFiles | undefined, ref: ConfigValue): PluginInstance['kind'] | undefined {
  const text = typeof ref === 'string' ? ref : ref instanceof Computed ? ref.source : '';
  const name = /['"`/]([\w.-]+)['"`]?\s*\)?\s*$/.exec(text.trim())?.[1];
  if (!files || !name || name.startsWith('@')) return undefined;
  const rel = ['js', 'ts', 'mjs', 'cjs'].flatMap((ext) => [`plugins/${name}/index.${ext}`, `plugins/${name}.${ext}`, `src/plugins/${name}/index.${ext}`]).find((r) => files.has(r));
  const source = rel ? (files.read(rel) ?? '').slice(0, 20_000) : '';
  const extended = Object.keys(PLUGINS).filter((p) => p.startsWith('@') && (source.includes(`'${p}'`) || source.includes(`"${p}"`)));
  return extended.length === 1 ? PLUGINS[extended[0]] : undefined;
}

function pluginInstances(code: ConfigCode, files?: SiteFiles): PluginInstance[] {
  const preset = code.tuples(PRESETS).find(isConfigObject) ?? wrappingPreset(code);
  const presetOpt = (key: string): ConfigValue => (preset ? preset[key] : undefined);
  const plugins: PluginInstance[] = [];
  for (const [name, kind] of Object.entries(PLUGINS)) {
    for (const opts of code.tuples([name])) {
      if (!isConfigObject(opts)) continue;
      plugins.push({ kind, id: codeString(opts.id) ?? 'default', options: opts });
    }
  }
  // Tuples written in another module and spread into `plugins` (`plugins: [...docs]` with `docs` imported).
  const listed = code.prop('plugins');
  for (const entry of Array.isArray(listed) ? listed.slice(0, MAX_LISTED_PLUGINS) : []) {
    const kind = Array.isArray(entry) && typeof entry[0] === 'string' && Object.hasOwn(PLUGINS, entry[0]) ? PLUGINS[entry[0]] : Array.isArray(entry) ? localPluginKind(files, entry[0]) : undefined;
    const opts = Array.isArray(entry) ? entry[1] : undefined;
    if (kind && isConfigObject(opts)) plugins.push({ kind, id: codeString(opts.id) ?? 'default', options: opts });
  }
  const out: PluginInstance[] = [];
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const v = presetOpt(kind);
    if (v === false) continue;
    // With no classic preset read, its default instance only stands in for one: a plugin configured with the
    // default id is the instance there is (`@docusaurus/plugin-content-docs` in `plugins` beside another preset).
    if (!preset && plugins.some((p) => p.kind === kind && p.id === 'default')) continue;
    out.push({ kind, id: 'default', options: isConfigObject(v) ? v : (Object.create(null) as ConfigObject) });
  }
  out.push(...plugins);
  // Two instances with one id would be a Docusaurus error; keep the first (the preset's).
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.kind}|${p.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function routeBase(v: ConfigValue, fallback: string): string {
  return trimChars(typeof v === 'string' ? v : fallback, '/');
}

function localePrefix(locale: string, locales: Locales): string {
  return locale === locales.default ? '' : `/${locale}`;
}

function urlOf(...parts: string[]): string {
  return '/' + parts.map((p) => trimChars(p, '/')).filter(Boolean).join('/');
}

/** Docusaurus' default number prefix parser: `01-intro` → `intro`, but not dates or versions like `1.2.3`. */
function stripNumberPrefix(name: string): string {
  // Version- and date-like names (`8-0`, `2021-11-foo`) keep their digits (DefaultNumberPrefixParser).
  if (/^\d+[-_.]\d+/.test(name)) return name;
  const m = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return m ? m[1] : name;
}

/**
 * The content plugins' default `exclude` (GlobExcludeDefault): partials `_x.md`, `_folder/`, tests; and dot files and
 * folders, which their globs never match (globby's `dot: false`).
 */
function isExcludedName(rel: string): boolean {
  return rel.split('/').some((seg) => seg.startsWith('_') || seg.startsWith('.') || seg === '__tests__') || /\.test\.[jt]sx?$/.test(rel);
}

/** A plugin's `exclude` globs (relative to its content folder); a list given replaces the defaults. */
function exclusion(options: ConfigObject): (local: string) => boolean {
  const list = literal(options.exclude);
  const globs = Array.isArray(list) ? list.map((g) => compileGlob(g)).filter((m): m is GlobMatcher => m !== undefined) : undefined;
  const excluded = globs ? (local: string) => globs.some((g) => g(local)) : isExcludedName;
  // `include` (the content plugins' option, default every Markdown file; docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#include):
  // a literal list leaves out the files none of its globs matches. One glob we cannot read keeps every file in.
  const include = literal(options.include);
  const included = Array.isArray(include) && include.length > 0 ? include.map((g) => compileGlob(g)) : undefined;
  if (!included || included.some((g) => g === undefined)) return excluded;
  const matchers = included as GlobMatcher[];
  return (local) => excluded(local) || !matchers.some((g) => g(local));
}

interface VersionDir {
  name: string;
  dir: string;
  /** Undefined when it cannot be told (a computed lastVersion). */
  urlPart: string | undefined;
  i18nDir: string;
  /** The version's folder is not in the repository: its pages are the current docs'. */
  copied?: boolean;
}

/** What every content plugin reads from its options: its folder, URL base and excluded files. */
interface PluginContent {
  path: string;
  base: string;
  excluded: (local: string) => boolean;
}

/** A content plugin's folder (undefined when it leaves the files), URL base and exclusions. */
function pluginContent(s: Site, plugin: PluginInstance, defaultBase: string): PluginContent | undefined {
  const path = folderOption(s, plugin.options.path, defaultPath(plugin));
  return path === undefined ? undefined : { path, base: routeBase(plugin.options.routeBasePath, defaultBase), excluded: exclusion(plugin.options) };
}

/** The folder holding a plugin's translations for `locale` (`i18n/fr/docusaurus-plugin-content-blog[-<id>]`). */
function translationDir(s: Site, plugin: PluginInstance, locale: string): string {
  return joinRel(s.dir, `i18n/${locale}/docusaurus-plugin-content-${plugin.kind}${plugin.id === 'default' ? '' : `-${plugin.id}`}`);
}

/** The versions of a docs plugin: versions.json, each version's folder and URL segment, whether lastVersion is known. */
function docVersions(files: SiteFiles, s: Site, plugin: PluginInstance, path: string): { versions: string[]; dirs: VersionDir[]; lastKnown: boolean } {
  const o = plugin.options;
  const prefix = joinRel(s.dir, plugin.id === 'default' ? '' : `${plugin.id}_`).replace(/\/$/, '');
  const here = (name: string): string => (prefix.endsWith('_') ? `${prefix}${name}` : joinRel(prefix, name));
  let versions: string[] = [];
  try {
    const parsed: unknown = JSON.parse(files.read(here('versions.json')) ?? '[]');
    if (Array.isArray(parsed)) versions = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    versions = [];
  }
  const includeCurrent = o.includeCurrentVersion !== false;
  // lastVersion defaults to the first of versions.json (https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#lastVersion).
  // Set from an environment variable (`process.env.X ? 'current' : undefined`), the value a build without the
  // variable gives is the one kept (a plain `docusaurus build`); computed any other way, it is unknown.
  const lastSetting = valueWithoutEnv(o.lastVersion);
  const lastOption = lastSetting.known ? codeString(lastSetting.value) : undefined;
  const lastKnown = !(o.lastVersion instanceof Computed) || (lastSetting.known && (lastSetting.value === undefined || lastOption !== undefined));
  const lastVersion = lastOption ?? versions[0] ?? 'current';
  const versionConf = isConfigObject(o.versions) ? o.versions : {};
  const dirs: VersionDir[] = [];
  /** A version's URL segment: its `path` option, '' for the last version, 'next' for current; undefined when unknown. */
  const urlPartOf = (name: string): string | undefined => {
    const conf = versionConf[name];
    const custom = isConfigObject(conf) ? codeString(conf.path) : undefined;
    if (custom !== undefined) return trimChars(custom, '/');
    if (!lastKnown) return undefined;
    if (name === lastVersion) return '';
    return name === 'current' ? 'next' : name;
  };
  if (includeCurrent) dirs.push({ name: 'current', dir: path, urlPart: urlPartOf('current'), i18nDir: 'current' });
  for (const v of versions) {
    const dir = here(`versioned_docs/version-${v}`);
    // A version folder missing from the repository is made at build time (a copy script): from the current docs.
    const present = dirHasFiles(files, dir);
    dirs.push({ name: v, dir: present ? dir : path, urlPart: urlPartOf(v), i18nDir: `version-${v}`, ...(present ? {} : { copied: true }) });
  }
  return { versions, dirs, lastKnown };
}

function addDocs(files: SiteFiles, builder: RouteTableBuilder, s: Site, plugin: PluginInstance, locales: Locales): void {
  const o = plugin.options;
  const content = pluginContent(s, plugin, 'docs');
  if (!content) return;
  const { path, base, excluded } = content;
  const { versions, dirs, lastKnown } = docVersions(files, s, plugin, path);
  const onlyList = literal(o.onlyIncludeVersions);
  const only = Array.isArray(onlyList) ? onlyList.filter((v): v is string => typeof v === 'string') : undefined;
  if (!lastKnown) {
    const served = new Set(dirs.map((d) => d.urlPart).filter((p): p is string => !!p));
    builder.addPattern(`${escapePattern(urlOf(base))}/**`, (key) => {
      const segs = key.slice(urlOf(base).length).split('/').filter(Boolean);
      // A version's own segment (`nightly`) and static files (`favicon.ico`) are answered elsewhere.
      if (segs.length > 0 && (served.has(segs[0]) || (segs.length === 1 && segs[0].includes('.') && !versions.includes(segs[0])))) return undefined;
      return { file: null, reason: `Docusaurus docs: no source: lastVersion is computed in ${s.rel}, so which version is served at ${urlOf(base)} and which under its own segment (${versions.slice(0, 3).map((v) => `/${v}/`).join(', ')}…) is not known`, kind: 'none' };
    });
  }

  for (const version of dirs) {
    if ((only && !only.includes(version.name)) || version.urlPart === undefined) continue;
    for (const locale of locales.all) {
      const lp = localePrefix(locale, locales);
      const localized = joinRel(translationDir(s, plugin, locale), version.i18nDir);
      const label = [version.name === 'current' ? (versions.length ? 'current version' : '') : `version ${version.name}`, version.copied ? `versioned_docs/version-${version.name} is made from ${path}/ at build time` : ''].filter(Boolean).join(', ');
      for (const rel of files.under(version.dir)) {
        const local = within(version.dir, rel);
        if (!local || !DOC_EXT.has(extOf(rel)) || excluded(local)) continue;
        const translated = files.has(`${localized}/${local}`) ? `${localized}/${local}` : undefined;
        const file = translated ?? rel;
        const head = headOf(files, file) ?? '';
        const parsed = parseFrontMatter(head);
        const fm = parsed.data;
        if (isTrue(fm.draft)) continue;
        const slug = docSlug(local, fm);
        const url = urlOf(lp, base, version.urlPart, slug);
        // A doc whose body is only a meta refresh (a moved page's stub) writes a page that sends the browser on.
        const body = head.length < 4_000 && head.includes('http-equiv') ? head.split('\n').slice(parsed.bodyLine).join('\n') : undefined;
        if (body !== undefined && onlyMetaRefresh(body)) {
          builder.add(url, { file: null, reason: `Docusaurus docs: no source: ${file} holds only a meta refresh (a redirect page)`, kind: 'redirect' });
          continue;
        }
        const bits = [label, locale !== locales.default ? `locale ${locale}` : '', translated ? 'translation' : '', fmString(fm, 'slug') ? 'slug from front matter' : ''].filter(Boolean);
        builder.add(url, { file, reason: `Docusaurus docs: ${file}${bits.length ? ` (${bits.join(', ')})` : ''}`, kind: 'source' });
      }
      builder.addPattern(`${escapePattern(urlOf(lp, base, version.urlPart, 'category'))}/**`, { file: null, reason: 'Docusaurus docs: no source: generated category index (sidebar)', kind: 'none' });
    }
  }
}

/** A doc's URL path below its version: front matter slug, else its folder + id, with index docs at the folder. */
function docSlug(local: string, fm: FrontData): string {
  const raw = stripExt(local).split('/');
  const segs = raw.map(stripNumberPrefix);
  const name = segs.pop() as string;
  const dir = segs.join('/');
  const slug = fmString(fm, 'slug');
  if (slug) return slug.startsWith('/') ? slug : joinRel(dir, slug);
  // A category index (index, README, or the folder's own name: docusaurus.io/docs/sidebar/autogenerated#category-index-convention)
  // is served at its folder whatever its front-matter id: Docusaurus tests the file name before the id (plugin-content-docs
  // slug.ts: `if (!frontMatterSlug && isCategoryIndex(...)) return dirNameSlug`). The names compared are the file's and
  // folder's own, number prefixes kept (toCategoryIndexMatcherParam: `path.parse(source).name` against
  // `sourceDirName`): `governance/00_governance.md` is no index.
  const rawName = raw[raw.length - 1];
  const isIndex = /^(index|readme)$/i.test(rawName) || (raw.length > 1 && rawName.toLowerCase() === raw[raw.length - 2].toLowerCase());
  if (isIndex) return dir;
  const id = fmString(fm, 'id');
  return joinRel(dir, id ?? name);
}

const BLOG_DATE = /(?:^|\/)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?$/;

function addBlog(files: SiteFiles, builder: RouteTableBuilder, s: Site, plugin: PluginInstance, locales: Locales): void {
  const content = pluginContent(s, plugin, 'blog');
  if (!content) return;
  const { path, base, excluded } = content;
  for (const locale of locales.all) {
    const lp = localePrefix(locale, locales);
    const translations = translationDir(s, plugin, locale);
    for (const rel of files.under(path)) {
      const local = within(path, rel);
      if (!local || !DOC_EXT.has(extOf(rel)) || excluded(local)) continue;
      const localizedRel = joinRel(translations, local);
      const file = files.has(localizedRel) ? localizedRel : rel;
      const fm = frontData(files, file);
      if (isTrue(fm.draft)) continue;
      const fmSlug = fmString(fm, 'slug');
      builder.add(urlOf(lp, base, blogSlug(local, fmSlug)), { file, reason: `Docusaurus blog: ${file}${fmSlug ? ' (slug from front matter)' : ''}` });
    }
    // The blog plugin lists its posts from the blog folder alone and only looks each one up in the locale's folder
    // first (plugin-content-blog generateBlogPosts: the glob runs in contentPath; locale-only content is not
    // supported, facebook/docusaurus discussion #9947): a post found only in i18n/<locale>/ is never published.
    for (const rel of files.under(translations)) {
      const local = within(translations, rel);
      if (!local || !DOC_EXT.has(extOf(rel)) || files.has(joinRel(path, local))) continue;
      const url = urlOf(lp, base, blogSlug(local, fmString(frontData(files, rel), 'slug')));
      builder.add(url, { file: null, reason: `Docusaurus blog: no source: ${rel} has no post of the same name in ${path}/, and the blog only publishes the posts found there (the locale folder holds their translations)` });
    }
    // A list component of the site's own (`blogListComponent: '@site/src/…/HomeGuides.tsx'`) renders the list page.
    const listComponent = siteComponent(files, s, plugin.options.blogListComponent);
    builder.add(urlOf(lp, base), listComponent
      ? { file: listComponent, reason: `Docusaurus blog: ${listComponent} (the blogListComponent rendering the post list)` }
      : { file: null, reason: 'Docusaurus blog: no source: generated post list' });
    builder.addPattern(`${escapePattern(urlOf(lp, base))}/**`, (key) => (isGeneratedBlogPage(key) ? { file: null, reason: 'Docusaurus blog: no source: generated list page' } : undefined));
  }
}

/** A component option naming a file of the site (`@site/src/components/List.tsx`), when that file exists. */
/** Local plugins read for their routes, at most. */
const MAX_ROUTE_PLUGINS = 20;

/**
 * Routes a local plugin adds (`actions.addRoute({ path: '/apps', component: '@site/src/plugins/apps/components/index.tsx' })`
 * in contentLoaded, docusaurus.io/docs/api/plugin-methods/lifecycle-apis#actions): a literal path is that page, rendered
 * by the component (its data loaded by the plugin, often from elsewhere). The plugin's module is read, never run.
 */
function addPluginRoutes(files: SiteFiles, builder: RouteTableBuilder, s: Site): void {
  const listed = s.code.prop('plugins');
  for (const entry of Array.isArray(listed) ? listed.slice(0, MAX_ROUTE_PLUGINS) : []) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    // A plugin function imported from the site's own module (`import people from './plugins/people'`): that module,
    // also when the config reads the plugin object it returns (its `contentLoaded` is a function of the module).
    const method = isConfigObject(first) ? Object.values(first).find((v): v is FunctionValue => v instanceof FunctionValue) : undefined;
    const imported = first instanceof FunctionValue ? first.module : method?.module;
    const ref = imported ? undefined : pathValue(first);
    if (!imported && (!ref || ref.startsWith('@') || !/^(?:\.{1,2}\/|[\w-]+\/)/.test(ref))) continue;
    const rel = ref ? resolveModule(files, s.rel, ref.startsWith('.') ? ref : `./${ref}`) : undefined;
    const module = imported ?? (rel && /\.(?:[cm]?[jt]sx?)$/.test(rel) ? readModuleCode(files, rel) : undefined);
    for (const [route] of module?.calls('addRoute') ?? []) {
      if (!isConfigObject(route)) continue;
      const path = codeString(route.path);
      const component = codeString(route.component);
      if (!path?.startsWith('/') || /[:*(]/.test(path) || !component) continue;
      const file = component.startsWith('@site/') ? siteComponent(files, s, component) : rel ? resolveModule(files, rel, component) : undefined;
      if (file && !builder.has(path)) builder.add(path, { file, reason: `Docusaurus: ${file} (the route ${path} a local plugin${rel ? ` (${rel})` : ''} adds)`, kind: 'template' });
    }
  }
}

function siteComponent(files: SiteFiles, s: Site, option: ConfigValue): string | undefined {
  const spec = codeString(option);
  if (!spec?.startsWith('@site/')) return undefined;
  const rel = resolveWithin(s.dir, spec.slice('@site/'.length));
  return rel !== undefined && files.has(rel) ? rel : undefined;
}

/** A post's slug: its front matter `slug`, else its file path with a leading date turned into /YYYY/MM/DD/. */
function blogSlug(local: string, fmSlug: string | undefined): string {
  if (fmSlug) return fmSlug;
  const stem = stripExt(local);
  const d = BLOG_DATE.exec(stem);
  return d ? `${d[1]}/${pad2(Number(d[2]))}/${pad2(Number(d[3]))}/${d[4]}` : stem.replace(/(^|\/)index$/, '');
}

/** The blog's generated list pages: /page/N, tags and authors pages, the archive. */
function isGeneratedBlogPage(key: string): boolean {
  const segs = key.split('/').filter(Boolean);
  const last = segs[segs.length - 1];
  if (segs.includes('tags') || segs.includes('authors') || last === 'archive') return true;
  return segs[segs.length - 2] === 'page' && /^\d+$/.test(last ?? '');
}

function addPages(files: SiteFiles, builder: RouteTableBuilder, s: Site, plugin: PluginInstance, locales: Locales): void {
  const content = pluginContent(s, plugin, '');
  if (!content) return;
  const { path, base, excluded } = content;
  for (const locale of locales.all) {
    const lp = localePrefix(locale, locales);
    const translations = translationDir(s, plugin, locale);
    for (const rel of files.under(path)) {
      const local = within(path, rel);
      if (!local || !PAGE_EXT.has(extOf(rel)) || excluded(local) || /\.d\.ts$/.test(rel)) continue;
      const stem = stripExt(local);
      const route = baseOf(stem) === 'index' ? dirOf(stem) : stem;
      // The pages plugin reads the locale's folder first, React pages included: a page file there replaces the
      // default one (its content paths are [i18n/<locale>/docusaurus-plugin-content-pages, src/pages]).
      const localizedRel = joinRel(translations, local);
      const file = files.has(localizedRel) ? localizedRel : rel;
      builder.add(urlOf(lp, base, route), redirectsInBrowser(files, file)
        ? { file: null, kind: 'redirect', reason: `Docusaurus: no source: ${file} only redirects in the browser (it renders a <Redirect> alone, or an effect sends it on)` }
        : { file, reason: `Docusaurus page: ${file}` });
    }
  }
}

/** A React page (src/pages/index.js) that only renders a redirect: `<Redirect to="/docs/intro" />`. */
function redirectsInBrowser(files: SiteFiles, rel: string): boolean {
  if (!/\.[jt]sx?$/.test(rel)) return false;
  const code = routeModule(files, rel);
  const page = code ? defaultFunction(code) : undefined;
  return code !== undefined && page !== undefined && pageOnlyRedirectsInBrowser(files, rel, code, page);
}
