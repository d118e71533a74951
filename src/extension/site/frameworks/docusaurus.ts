// Docusaurus: docs (versions, slugs, number prefixes), blog, pages and i18n → URLs.
import { makeRule } from '../redirects';
import { escapePattern } from '../match/pathPattern';
import { trimChars } from '../text';
import type { Framework, RedirectRule, RouteTable, SiteFiles } from '../types';
import { type ConfigCode, type ConfigObject, type ConfigValue, codeString, isConfigObject, configDomains, readConfigCode } from './kit/code';
import { packageDependencies } from './kit/data';
import { type FrontData, fmString, frontData, isTrue } from './kit/frontMatter';
import { pad2 } from './kit/dates';
import { baseOf, dirOf, extOf, joinRel, relDir, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';

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

export const docusaurus: Framework = {
  id: 'docusaurus',
  label: 'Docusaurus',
  configFiles: CONFIGS,
  dependencies: ['@docusaurus/core'],
  siteFolders: ['docs', 'blog', 'src/pages'],
  outputDirs: ['build', '.docusaurus'],
  staticDirs(files) {
    const dirs = readConfigCode(files, CONFIGS)?.code.prop('staticDirectories');
    const list = Array.isArray(dirs) ? dirs.filter((d): d is string => typeof d === 'string').map((d) => relDir(d, '')).filter(Boolean) : [];
    return list.length ? list : ['static'];
  },
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    return packageDependencies(files).has('@docusaurus/core') ? 0.9 : 0;
  },
  domains: (files) => configDomains(files, CONFIGS, 'url'),
  redirects(files) {
    const config = readConfigCode(files, CONFIGS);
    return config ? clientRedirects(config.code, config.rel) : [];
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || /(^|_)versions\.json$/.test(rel) || DOC_EXT.has(extOf(rel)) || rel.startsWith('src/pages/') || rel.startsWith('i18n/') || /versioned_docs\//.test(rel);
  },
};

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

function compile(files: SiteFiles): RouteTable {
  const config = readConfigCode(files, CONFIGS);
  const code = config?.code;
  const locales = localesOf(files, code);
  const builder = new RouteTableBuilder();
  for (const plugin of code ? pluginInstances(code) : defaultInstances()) {
    if (plugin.kind === 'docs') addDocs(files, builder, plugin, locales);
    else if (plugin.kind === 'blog') addBlog(files, builder, plugin, locales);
    else addPages(files, builder, plugin, locales);
  }
  return builder.build(basePathOf(codeString(code?.prop('baseUrl')) ?? '/'));
}

function localesOf(files: SiteFiles, code: ConfigCode | undefined): Locales {
  const i18n = code?.prop('i18n');
  if (isConfigObject(i18n)) {
    const def = codeString(i18n.defaultLocale) ?? 'en';
    const all = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [def];
    return { default: def, all: all.includes(def) ? all : [def, ...all] };
  }
  // i18n built in code (an import, a function): the translated folders tell which locales exist.
  const dirs = new Set(files.under('i18n').map((r) => r.split('/')[1]).filter((l): l is string => !!l && !l.includes('.')));
  return { default: 'en', all: ['en', ...[...dirs].filter((l) => l !== 'en')] };
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

function pluginInstances(code: ConfigCode): PluginInstance[] {
  const out: PluginInstance[] = [];
  const preset = code.tuples(PRESETS).find(isConfigObject);
  const presetOpt = (key: string): ConfigValue => (preset ? preset[key] : undefined);
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const v = presetOpt(kind);
    if (v === false) continue;
    out.push({ kind, id: 'default', options: isConfigObject(v) ? v : (Object.create(null) as ConfigObject) });
  }
  for (const [name, kind] of Object.entries(PLUGINS)) {
    for (const opts of code.tuples([name])) {
      if (!isConfigObject(opts)) continue;
      out.push({ kind, id: codeString(opts.id) ?? 'default', options: opts });
    }
  }
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
export function stripNumberPrefix(name: string): string {
  if (/^\d{4}-\d{1,2}-\d{1,2}/.test(name) || /^\d+(\.\d+)+$/.test(name)) return name;
  const m = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return m ? m[1] : name;
}

function isExcludedName(rel: string): boolean {
  return rel.split('/').some((seg) => seg.startsWith('_') || seg === '__tests__') || /\.test\.[jt]sx?$/.test(rel);
}

interface VersionDir {
  name: string;
  dir: string;
  urlPart: string;
  i18nDir: string;
}

function addDocs(files: SiteFiles, builder: RouteTableBuilder, plugin: PluginInstance, locales: Locales): void {
  const o = plugin.options;
  const path = relDir(codeString(o.path), plugin.id === 'default' ? 'docs' : plugin.id);
  const base = routeBase(o.routeBasePath, 'docs');
  const prefix = plugin.id === 'default' ? '' : `${plugin.id}_`;
  let versions: string[] = [];
  try {
    const parsed: unknown = JSON.parse(files.read(`${prefix}versions.json`) ?? '[]');
    if (Array.isArray(parsed)) versions = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    versions = [];
  }
  const includeCurrent = o.includeCurrentVersion !== false;
  const lastVersion = codeString(o.lastVersion) ?? versions[0] ?? 'current';
  const versionConf = isConfigObject(o.versions) ? o.versions : {};
  const only = Array.isArray(o.onlyIncludeVersions) ? o.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') : undefined;
  const i18nName = `docusaurus-plugin-content-docs${plugin.id === 'default' ? '' : `-${plugin.id}`}`;
  const dirs: VersionDir[] = [];
  const urlPartOf = (name: string): string => {
    const conf = versionConf[name];
    const custom = isConfigObject(conf) ? codeString(conf.path) : undefined;
    if (custom !== undefined) return trimChars(custom, '/');
    if (name === lastVersion) return '';
    return name === 'current' ? 'next' : name;
  };
  if (includeCurrent) dirs.push({ name: 'current', dir: path, urlPart: urlPartOf('current'), i18nDir: 'current' });
  for (const v of versions) dirs.push({ name: v, dir: `${prefix}versioned_docs/version-${v}`, urlPart: urlPartOf(v), i18nDir: `version-${v}` });

  for (const version of dirs) {
    if (only && !only.includes(version.name)) continue;
    for (const locale of locales.all) {
      const lp = localePrefix(locale, locales);
      const localized = `i18n/${locale}/${i18nName}/${version.i18nDir}`;
      const label = version.name === 'current' ? (versions.length ? 'current version' : '') : `version ${version.name}`;
      for (const rel of files.under(version.dir)) {
        const local = within(version.dir, rel);
        if (!local || !DOC_EXT.has(extOf(rel)) || isExcludedName(local)) continue;
        const translated = files.has(`${localized}/${local}`) ? `${localized}/${local}` : undefined;
        const file = translated ?? rel;
        const fm = frontData(files, file);
        if (isTrue(fm.draft)) continue;
        const slug = docSlug(local, fm);
        const url = urlOf(lp, base, version.urlPart, slug);
        const bits = [label, locale !== locales.default ? `locale ${locale}` : '', translated ? 'translation' : '', fmString(fm, 'slug') ? 'slug from front matter' : ''].filter(Boolean);
        builder.add(url, { file, reason: `Docusaurus docs: ${file}${bits.length ? ` (${bits.join(', ')})` : ''}` });
      }
      builder.addPattern(`${escapePattern(urlOf(lp, base, version.urlPart, 'category'))}/**`, { file: null, reason: 'Docusaurus docs: no source: generated category index (sidebar)' });
    }
  }
}

/** A doc's URL path below its version: front matter slug, else its folder + id, with index docs at the folder. */
function docSlug(local: string, fm: FrontData): string {
  const segs = stripExt(local).split('/').map(stripNumberPrefix);
  const name = segs.pop() as string;
  const dir = segs.join('/');
  const slug = fmString(fm, 'slug');
  if (slug) return slug.startsWith('/') ? slug : joinRel(dir, slug);
  const id = fmString(fm, 'id');
  if (id) return joinRel(dir, id);
  const isIndex = /^(index|readme)$/i.test(name) || (segs.length > 0 && name.toLowerCase() === segs[segs.length - 1].toLowerCase());
  return isIndex ? dir : joinRel(dir, name);
}

const BLOG_DATE = /(?:^|\/)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?$/;

function addBlog(files: SiteFiles, builder: RouteTableBuilder, plugin: PluginInstance, locales: Locales): void {
  const o = plugin.options;
  const path = relDir(codeString(o.path), plugin.id === 'default' ? 'blog' : plugin.id);
  const base = routeBase(o.routeBasePath, 'blog');
  const i18nName = `docusaurus-plugin-content-blog${plugin.id === 'default' ? '' : `-${plugin.id}`}`;
  for (const locale of locales.all) {
    const lp = localePrefix(locale, locales);
    for (const rel of files.under(path)) {
      const local = within(path, rel);
      if (!local || !DOC_EXT.has(extOf(rel)) || isExcludedName(local)) continue;
      const localizedRel = `i18n/${locale}/${i18nName}/${local}`;
      const file = files.has(localizedRel) ? localizedRel : rel;
      const fm = frontData(files, file);
      if (isTrue(fm.draft)) continue;
      const stem = stripExt(local);
      const fmSlug = fmString(fm, 'slug');
      let slug: string;
      if (fmSlug) slug = fmSlug;
      else {
        const d = BLOG_DATE.exec(stem);
        slug = d ? `${d[1]}/${pad2(Number(d[2]))}/${pad2(Number(d[3]))}/${d[4]}` : stem.replace(/(^|\/)index$/, '');
      }
      builder.add(urlOf(lp, base, slug), { file, reason: `Docusaurus blog: ${file}${fmSlug ? ' (slug from front matter)' : ''}` });
    }
    builder.add(urlOf(lp, base), { file: null, reason: 'Docusaurus blog: no source: generated post list' });
    builder.addPattern(`${escapePattern(urlOf(lp, base))}/**`, (key) => (isGeneratedBlogPage(key) ? { file: null, reason: 'Docusaurus blog: no source: generated list page' } : undefined));
  }
}

/** The blog's generated list pages: /page/N, tags and authors pages, the archive. */
function isGeneratedBlogPage(key: string): boolean {
  const segs = key.split('/').filter(Boolean);
  const last = segs[segs.length - 1];
  if (segs.includes('tags') || segs.includes('authors') || last === 'archive') return true;
  return segs[segs.length - 2] === 'page' && /^\d+$/.test(last ?? '');
}

function addPages(files: SiteFiles, builder: RouteTableBuilder, plugin: PluginInstance, locales: Locales): void {
  const o = plugin.options;
  const path = relDir(codeString(o.path), 'src/pages');
  const base = routeBase(o.routeBasePath, '');
  const i18nName = `docusaurus-plugin-content-pages${plugin.id === 'default' ? '' : `-${plugin.id}`}`;
  for (const locale of locales.all) {
    const lp = localePrefix(locale, locales);
    for (const rel of files.under(path)) {
      const local = within(path, rel);
      if (!local || !PAGE_EXT.has(extOf(rel)) || isExcludedName(local) || /\.d\.ts$/.test(rel)) continue;
      const stem = stripExt(local);
      const route = baseOf(stem) === 'index' ? dirOf(stem) : stem;
      const localizedRel = `i18n/${locale}/${i18nName}/${local}`;
      const file = DOC_EXT.has(extOf(rel)) && files.has(localizedRel) ? localizedRel : rel;
      builder.add(urlOf(lp, base, route), { file, reason: `Docusaurus page: ${file}` });
    }
  }
}
