// Docusaurus: docs (versions, slugs, number prefixes), blog, pages and i18n → URLs.
import type { Framework, RouteTable, SiteFiles } from '../types';
import { type FrontData, fmString, frontData, isTrue } from './ssg/content';
import { pad2 } from './ssg/dates';
import { type JsObject, type JsValue, findJsValue, isJsObject, jsString, valuesAfter } from './ssg/jsLiteral';
import { baseOf, dirOf, extOf, joinRel, relDir, stripExt, within } from './ssg/paths';
import { RouteTableBuilder, basePathOf } from './ssg/routeTable';

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
  options: JsObject;
}

export const docusaurus: Framework = {
  id: 'docusaurus',
  label: 'Docusaurus',
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    return /"@docusaurus\/core"\s*:/.test(files.read('package.json') ?? '') ? 0.9 : 0;
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || /(^|_)versions\.json$/.test(rel) || DOC_EXT.has(extOf(rel)) || rel.startsWith('src/pages/') || rel.startsWith('i18n/') || /versioned_docs\//.test(rel);
  },
};

function compile(files: SiteFiles): RouteTable {
  const configRel = CONFIGS.find((c) => files.has(c));
  const text = configRel ? (files.read(configRel) ?? '') : '';
  const locales = localesOf(files, text);
  const builder = new RouteTableBuilder();
  for (const plugin of pluginInstances(text)) {
    if (plugin.kind === 'docs') addDocs(files, builder, plugin, locales);
    else if (plugin.kind === 'blog') addBlog(files, builder, plugin, locales);
    else addPages(files, builder, plugin, locales);
  }
  return builder.build(basePathOf(jsString(findJsValue(text, 'baseUrl')) ?? '/'));
}

function localesOf(files: SiteFiles, text: string): Locales {
  const i18n = findJsValue(text, 'i18n');
  if (isJsObject(i18n)) {
    const def = jsString(i18n.defaultLocale) ?? 'en';
    const all = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [def];
    return { default: def, all: all.includes(def) ? all : [def, ...all] };
  }
  // i18n built in code (an import, a function): the translated folders tell which locales exist.
  const dirs = new Set(files.under('i18n').map((r) => r.split('/')[1]).filter((l): l is string => !!l && !l.includes('.')));
  return { default: 'en', all: ['en', ...[...dirs].filter((l) => l !== 'en')] };
}

function pluginInstances(text: string): PluginInstance[] {
  const out: PluginInstance[] = [];
  const preset = valuesAfter(text, /['"](?:@docusaurus\/preset-classic|classic)['"]\s*,/).find(isJsObject);
  const presetOpt = (key: string): JsValue => (preset ? preset[key] : undefined);
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const v = presetOpt(kind);
    if (v === false) continue;
    out.push({ kind, id: 'default', options: isJsObject(v) ? v : {} });
  }
  const names: Record<string, PluginInstance['kind']> = { 'plugin-content-docs': 'docs', 'plugin-content-blog': 'blog', 'plugin-content-pages': 'pages' };
  for (const [name, kind] of Object.entries(names)) {
    const re = new RegExp(`['"]@docusaurus/${name}['"]\\s*,`);
    for (const opts of valuesAfter(text, re)) {
      if (!isJsObject(opts)) continue;
      out.push({ kind, id: jsString(opts.id) ?? 'default', options: opts });
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

function routeBase(v: JsValue, fallback: string): string {
  const s = typeof v === 'string' ? v : fallback;
  return s.replace(/^\/+|\/+$/g, '');
}

function localePrefix(locale: string, locales: Locales): string {
  return locale === locales.default ? '' : `/${locale}`;
}

function urlOf(...parts: string[]): string {
  return '/' + parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
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
  const path = relDir(jsString(o.path), plugin.id === 'default' ? 'docs' : plugin.id);
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
  const lastVersion = jsString(o.lastVersion) ?? versions[0] ?? 'current';
  const versionConf = isJsObject(o.versions) ? o.versions : {};
  const only = Array.isArray(o.onlyIncludeVersions) ? o.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') : undefined;
  const i18nName = `docusaurus-plugin-content-docs${plugin.id === 'default' ? '' : `-${plugin.id}`}`;
  const dirs: VersionDir[] = [];
  const urlPartOf = (name: string): string => {
    const conf = versionConf[name];
    const custom = isJsObject(conf) ? jsString(conf.path) : undefined;
    if (custom !== undefined) return custom.replace(/^\/+|\/+$/g, '');
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
      builder.addPattern(`${urlOf(lp, base, version.urlPart, 'category')}/**`, { file: null, reason: 'Docusaurus docs: no source: generated category index (sidebar)' });
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
  const path = relDir(jsString(o.path), plugin.id === 'default' ? 'blog' : plugin.id);
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
    builder.addPattern(`${urlOf(lp, base)}/**`, (m) => (/\/(page\/\d+|tags(\/.*)?|archive|authors(\/.*)?)$/.test(m[0]) ? { file: null, reason: 'Docusaurus blog: no source: generated list page' } : undefined));
  }
}

function addPages(files: SiteFiles, builder: RouteTableBuilder, plugin: PluginInstance, locales: Locales): void {
  const o = plugin.options;
  const path = relDir(jsString(o.path), 'src/pages');
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
