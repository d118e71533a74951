// Hugo's site configuration: root config file plus config/_default/*, keys case-insensitive.
import { compileGlob, type GlobMatcher } from '../match/glob';
import type { SiteFiles } from '../types';
import { type Data, bool, getCI, isRecord, mergeData, readData, str, strList } from './kit/data';
import { baseOf, joinRel, relDir, stripExt } from './kit/paths';

export const HUGO_ROOT_CONFIGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml', 'config.json'];

export interface ContentRoot {
  dir: string;
  /** Language of every file in it; undefined = by file-name suffix, else the default language. */
  lang?: string;
}

export interface PermalinkRule {
  pattern: string;
  kind: 'page' | 'section' | 'taxonomy' | 'term' | 'any';
  /** Top-level section the map form names ('/' = root pages); undefined for the array form. */
  section?: string;
  /** Array form: page path matcher ('{/articles/**}'). */
  path?: GlobMatcher;
  langs?: string[];
}

export interface HugoSettings {
  data: Data;
  baseURL: string;
  defaultLang: string;
  langs: string[];
  defaultInSubdir: boolean;
  roots: ContentRoot[];
  lower: boolean;
  removeAccents: boolean;
  ugly: (section: string) => boolean;
  permalinks: (lang: string) => PermalinkRule[];
  taxonomies: string[];
  disableKinds: Set<string>;
  disableAliases: boolean;
  paginationPath: string;
  dateKeys: string[];
}

/** Reads hugo.* / config.* and config/_default/*.{toml,yaml,json} (file name = top-level key). */
export function loadHugoData(files: SiteFiles): Data {
  const data: Data = {};
  for (const rel of files.under('config/_default')) {
    if (rel.split('/').length !== 3 || !/\.(toml|ya?ml|json)$/i.test(rel)) continue;
    const part = readData(files, rel);
    if (!part) continue;
    const key = stripExt(baseOf(rel));
    if (key === 'hugo' || key === 'config') mergeData(data, part);
    else if (!key.includes('.')) mergeData(data, { [key]: part });
  }
  const root = HUGO_ROOT_CONFIGS.find((rel) => files.has(rel));
  if (root) mergeData(data, readData(files, root) ?? {});
  return data;
}

export function hugoSettings(files: SiteFiles): HugoSettings {
  const data = loadHugoData(files);
  const defaultLang = (str(getCI(data, 'defaultContentLanguage')) ?? 'en').toLowerCase();
  const languages = getCI(data, 'languages');
  const disabled = new Set(strList(getCI(data, 'disableLanguages')).map((l) => l.toLowerCase()));
  const langs = isRecord(languages)
    ? Object.keys(languages).filter((l) => !bool(getCI(languages[l], 'disabled'), false) && !disabled.has(l.toLowerCase())).map((l) => l.toLowerCase())
    : [];
  if (!langs.includes(defaultLang)) langs.unshift(defaultLang);

  const contentDir = relDir(getCI(data, 'contentDir'), 'content');
  const roots: ContentRoot[] = [];
  if (isRecord(languages)) {
    for (const [l, conf] of Object.entries(languages)) {
      const dir = str(getCI(conf, 'contentDir'));
      if (dir && langs.includes(l.toLowerCase())) roots.push({ dir: relDir(dir, contentDir), lang: l.toLowerCase() });
    }
  }
  const mounts = getCI(getCI(data, 'module'), 'mounts');
  if (Array.isArray(mounts)) {
    for (const m of mounts) {
      if (str(getCI(m, 'target')) !== 'content') continue;
      const source = str(getCI(m, 'source'));
      if (!source) continue;
      const matrix = strList(getCI(getCI(getCI(m, 'sites'), 'matrix'), 'languages'));
      const lang = str(getCI(m, 'lang'))?.toLowerCase() ?? (matrix.length === 1 ? matrix[0].toLowerCase() : undefined);
      roots.push({ dir: relDir(source, source), lang });
    }
  }
  if (roots.length === 0) roots.push({ dir: contentDir });

  const uglyConf = getCI(data, 'uglyURLs');
  const ugly = (section: string): boolean =>
    isRecord(uglyConf) ? bool(getCI(uglyConf, section), false) : bool(uglyConf, false);

  const globalRules = permalinkRules(getCI(data, 'permalinks'));
  const langRules = new Map<string, PermalinkRule[]>();
  if (isRecord(languages)) {
    for (const [l, conf] of Object.entries(languages)) {
      const rules = permalinkRules(getCI(conf, 'permalinks'));
      if (rules.length) langRules.set(l.toLowerCase(), rules);
    }
  }

  const tax = getCI(data, 'taxonomies');
  const taxonomies = isRecord(tax) ? Object.values(tax).map(str).filter((s): s is string => !!s) : tax === undefined ? ['tags', 'categories'] : [];
  const pagination = getCI(data, 'pagination');

  const dateConf = getCI(getCI(data, 'frontmatter'), 'date');
  return {
    data,
    baseURL: str(getCI(data, 'baseURL')) ?? '/',
    defaultLang,
    langs,
    defaultInSubdir: bool(getCI(data, 'defaultContentLanguageInSubdir'), false),
    roots,
    lower: !bool(getCI(data, 'disablePathToLower'), false),
    removeAccents: bool(getCI(data, 'removePathAccents'), false),
    ugly,
    permalinks: (lang) => [...(langRules.get(lang) ?? []), ...globalRules],
    taxonomies,
    disableKinds: new Set(strList(getCI(data, 'disableKinds')).map((k) => k.toLowerCase())),
    disableAliases: bool(getCI(data, 'disableAliases'), false),
    paginationPath: str(getCI(pagination, 'path')) ?? str(getCI(data, 'paginatePath')) ?? 'page',
    dateKeys: Array.isArray(dateConf) ? strList(dateConf).map((k) => k.toLowerCase()) : [':default'],
  };
}

const KINDS = ['page', 'section', 'taxonomy', 'term'] as const;

function permalinkRules(conf: unknown): PermalinkRule[] {
  const rules: PermalinkRule[] = [];
  if (Array.isArray(conf)) {
    for (const entry of conf) {
      const pattern = str(getCI(entry, 'pattern'));
      if (!pattern) continue;
      const target = getCI(entry, 'target');
      const pathGlob = str(getCI(target, 'path'));
      const kind = str(getCI(target, 'kind'))?.toLowerCase();
      const langs = strList(getCI(getCI(getCI(target, 'sites'), 'matrix'), 'languages')).map((l) => l.toLowerCase());
      rules.push({
        pattern,
        kind: (KINDS as readonly string[]).includes(kind ?? '') ? (kind as PermalinkRule['kind']) : 'any',
        path: pathGlob ? (compileGlob(pathGlob, { dot: true }) ?? (() => false)) : undefined,
        langs: langs.length ? langs : undefined,
      });
    }
    return rules;
  }
  if (!isRecord(conf)) return rules;
  for (const [key, value] of Object.entries(conf)) {
    const kind = KINDS.find((k) => k === key.toLowerCase());
    if (kind && isRecord(value)) {
      for (const [section, pattern] of Object.entries(value)) {
        if (typeof pattern === 'string') rules.push({ pattern, kind, section: normalizeSectionKey(section) });
      }
    } else if (typeof value === 'string') {
      // Legacy flat form `posts = '/:year/:title/'` targets the section's regular pages.
      rules.push({ pattern: value, kind: 'page', section: normalizeSectionKey(key) });
    }
  }
  return rules;
}

function normalizeSectionKey(key: string): string {
  return key === '/' ? '/' : joinRel(key);
}
