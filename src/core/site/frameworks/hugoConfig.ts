// Hugo's site configuration: root config file, then config/_default/ and config/<environment>/; keys case-insensitive.
import { compileGlob, type GlobMatcher } from '../match/glob';
import type { SiteFiles } from '../types';
import { type Data, bool, getCI, isRecord, mergeData, readData, str, strList } from './kit/data';
import { hugoEnvironments } from './hugoEnvironment';
import { baseOf, joinRel, relDir, stripExt } from './kit/paths';
import { dirHasFiles } from './kit/contentLookup';
import { trimChars } from '../text';

export const HUGO_ROOT_CONFIGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml', 'config.json'];
/** The config directory's root-key files (a site may have only these, no root file). */
export const HUGO_CONFIG_DIR_FILES = HUGO_ROOT_CONFIGS.map((name) => `config/_default/${name}`);

export interface ContentRoot {
  dir: string;
  /** Language of every file in it; undefined = by file-name suffix, else the default language. */
  lang?: string;
  /** A module mount's place inside the content component ('docs' for target content/docs); '' = its root. */
  target?: string;
  /** A module mount: its files are its own, whatever other roots sit inside it. */
  mounted?: boolean;
  /** A mount's `files` filter, on the path relative to its source; undefined = every file. */
  accepts?: (local: string) => boolean;
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
  /** Themes vendored in the repository (themesDir/<name>, relative path), the site's `theme` setting in order. */
  themes: string[];
}

/**
 * The environments the published site may be built with (hugoEnvironment.ts), best first; more than one when the
 * repository defines only environment folders and its build names none of them.
 */
export function hugoSiteEnvironments(files: SiteFiles): string[] {
  const hasBase = HUGO_ROOT_CONFIGS.some((rel) => files.has(rel)) || dirHasFiles(files, 'config/_default');
  return hugoEnvironments(files, hasBase);
}

/**
 * The site configuration as Hugo assembles it (gohugo.io/configuration/introduction, "Configuration directory"):
 * the root file (hugo.toml|yaml|yml|json, else the legacy config.*; first found), then config/_default/ and
 * config/<environment>/ merged on top (right-most wins). In the config directory a file named hugo.* or config.*
 * holds root keys; any other file's name is its root key (params.toml → params), and a language suffix puts it
 * under that language (languages.en.toml → languages.en, menus.en.toml → languages.en.menus, params.de.toml →
 * languages.de.params). Keys are case-insensitive in Hugo: they are lowercased here.
 */
export function loadHugoData(files: SiteFiles, environment = hugoSiteEnvironments(files)[0]): Data {
  const data: Data = {};
  const root = HUGO_ROOT_CONFIGS.find((rel) => files.has(rel));
  const rootData = root ? readData(files, root) : undefined;
  if (rootData) mergeData(data, lowerKeys(rootData));
  for (const dir of ['config/_default', `config/${environment}`]) {
    // A real config directory holds a few dozen files: a hostile one is not read past this.
    const inDir = files.under(dir).slice(0, MAX_CONFIG_DIR_FILES);
    for (const rel of inDir) {
      if (!CONFIG_EXT.test(rel)) continue;
      const generated = generatedFrom(files, dir, rel, inDir);
      if (generated === null) continue;
      const part = readData(files, rel);
      if (part) mergeData(data, configDirEntry(generated ?? stripExt(baseOf(rel)), lowerKeys(part)));
    }
  }
  return data;
}

const TEMPLATE_NAME = /^([\w-]+?)[.-]template(\.(?:toml|ya?ml|json))$/i;

/**
 * A config-directory file the build generates (module.yaml), kept out of git by a .gitignore and committed as a
 * template beside it (module-template.yaml, module.template.yaml): Hugo reads the generated file by its name (the
 * name is the root key, gohugo.io/configuration/introduction/#configuration-directory), which the repository holds
 * only as the template. Returns the key the template stands for; undefined for an ordinary file (its own name is its
 * key); null for a template whose generated file exists or is not ignored (Hugo reads no such file: left out).
 */
function generatedFrom(files: SiteFiles, dir: string, rel: string, inDir: readonly string[]): string | null | undefined {
  const m = TEMPLATE_NAME.exec(baseOf(rel));
  if (!m) return undefined;
  const key = m[1];
  const generated = `${key}${m[2]}`;
  if (inDir.some((other) => other !== rel && CONFIG_EXT.test(other) && stripExt(baseOf(other)).toLowerCase() === key.toLowerCase())) return null;
  const ignored = [`${dir}/.gitignore`, '.gitignore'].some((ignore) => {
    const text = files.read(ignore);
    if (text === undefined) return false;
    const here = ignore === '.gitignore' ? `${dir}/${generated}` : generated;
    return text.split('\n').some((line) => {
      const entry = line.trim().replace(/^\//, '');
      return entry === here || entry === generated;
    });
  });
  return ignored ? key : null;
}

const CONFIG_EXT = /\.(toml|ya?ml|json)$/i;
const MAX_CONFIG_DIR_FILES = 500;

/** A config-directory file's content placed at its key path, as Hugo's loader does with the file name. */
function configDirEntry(name: string, part: Data): Data {
  const lowered = name.toLowerCase();
  if (lowered === 'hugo' || lowered === 'config') return part;
  const dot = lowered.lastIndexOf('.');
  if (dot <= 0) return { [lowered]: part };
  const key = lowered.slice(0, dot);
  const lang = lowered.slice(dot + 1);
  const inner = key === 'menu' || key === 'menus' ? { menus: part } : key === 'params' ? { params: part } : part;
  return { languages: { [lang]: inner } };
}

/** Maps with lowercased keys (Hugo's keys are case-insensitive); bounded depth, values kept. */
function lowerKeys(data: Data, depth = 0): Data {
  if (depth > 24) return data;
  const out: Data = {};
  for (const [k, v] of Object.entries(data)) out[k.toLowerCase()] = isRecord(v) ? lowerKeys(v, depth + 1) : v;
  return out;
}

export function hugoSettings(files: SiteFiles, environment?: string): HugoSettings {
  const data = loadHugoData(files, environment);
  const defaultLang = (str(getCI(data, 'defaultContentLanguage')) ?? 'en').toLowerCase();
  const languages = getCI(data, 'languages');
  const disabled = new Set(strList(getCI(data, 'disableLanguages')).map((l) => l.toLowerCase()));
  const langs = isRecord(languages)
    ? Object.keys(languages).filter((l) => !bool(getCI(languages[l], 'disabled'), false) && !disabled.has(l.toLowerCase())).map((l) => l.toLowerCase())
    : [];
  if (!langs.includes(defaultLang)) langs.unshift(defaultLang);

  const contentDir = relDir(getCI(data, 'contentDir'), 'content');
  const roots: ContentRoot[] = [];
  // A language with its own contentDir reads only that folder; the others share the top-level contentDir, where a
  // file's language comes from its name suffix (about.fr.md), else the default language
  // (gohugo.io/content-management/multilingual, "Translation by content directory" / "by file name").
  let shared = !isRecord(languages);
  for (const l of langs) {
    const dir = isRecord(languages) ? str(getCI(getCI(languages, l), 'contentDir')) : undefined;
    if (dir) roots.push({ dir: relDir(dir, contentDir), lang: l });
    else shared = true;
  }
  const mounts = getCI(getCI(data, 'module'), 'mounts');
  if (Array.isArray(mounts)) {
    for (const m of mounts.slice(0, MAX_MOUNTS)) {
      const rawTarget = str(getCI(m, 'target'));
      const target = rawTarget === undefined ? undefined : trimChars(rawTarget, '/');
      if (target !== 'content' && !target?.startsWith('content/')) continue;
      const source = str(getCI(m, 'source'));
      if (!source) continue;
      // A content mount's language: `lang` (before Hugo 0.153), else each language of its `sites.matrix`
      // (gohugo.io/configuration/module/#mounts); neither = by file-name suffix, else the default language.
      const matrix = strList(getCI(getCI(getCI(m, 'sites'), 'matrix'), 'languages')).map((l) => l.toLowerCase());
      const lang = str(getCI(m, 'lang'))?.toLowerCase();
      const mountLangs: (string | undefined)[] = lang ? [lang] : matrix.length ? matrix.filter((l) => langs.includes(l)) : [undefined];
      const accepts = mountFilter(getCI(m, 'files'));
      for (const l of mountLangs) {
        roots.push({ dir: relDir(source, source), lang: l, target: target.slice('content'.length + 1), mounted: true, ...(accepts ? { accepts } : {}) });
      }
      // A mount to a component replaces its default mount (gohugo.io/hugo-modules/configuration, "Module mounts").
      shared = false;
    }
  }
  if (shared || roots.length === 0) roots.push({ dir: contentDir });

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
  // `theme` names folders under themesDir (default themes/); a theme imported as a module is not in the repository.
  const themesDir = relDir(getCI(data, 'themesdir'), 'themes');
  const themes = strList(getCI(data, 'theme')).map((t) => joinRel(themesDir, t)).filter((dir) => dirHasFiles(files, dir));
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
    themes,
  };
}

/** Mounts read from one config: a real site has a few dozen. */
const MAX_MOUNTS = 400;

/**
 * A mount's `files` filter (gohugo.io/configuration/module/#mounts): globs on the path relative to the source,
 * `! glob` excluding; "a single glob pattern is also fine" (a string is one glob, never split on spaces). A file
 * matching an inclusion is mounted; else one matching an exclusion, or inside a folder that does (Hugo walks the
 * mount and skips an excluded folder: `! docs/v?` drops docs/v2/**), is not; else it is mounted when no inclusion
 * is given.
 */
function mountFilter(conf: unknown): ((local: string) => boolean) | undefined {
  const globs = (typeof conf === 'string' ? [conf] : Array.isArray(conf) ? conf.map(str).filter((g): g is string => !!g) : []).slice(0, 50);
  if (globs.length === 0) return undefined;
  const include: GlobMatcher[] = [];
  const exclude: GlobMatcher[] = [];
  for (const g of globs) {
    const text = g.trim();
    const negated = text.startsWith('!');
    const matcher = compileGlob(negated ? text.slice(1).trim() : text, { dot: true, gobwas: true });
    if (matcher) (negated ? exclude : include).push(matcher);
  }
  if (include.length === 0 && exclude.length === 0) return undefined;
  return (local) => {
    if (include.some((m) => m(local))) return true;
    const segs = local.split('/');
    for (let i = 1; i <= segs.length; i++) {
      const prefix = segs.slice(0, i).join('/');
      if (exclude.some((m) => m(prefix))) return false;
    }
    return include.length === 0;
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

/**
 * Folders Hugo copies to the site root as they are: `staticDir` (default static/, a list allowed), replaced by
 * module mounts with target `static` when the config has any, plus each vendored theme's static/
 * (gohugo.io/configuration/all/#staticdir, gohugo.io/hugo-modules/configuration/#module-configuration-mounts).
 */
export function hugoStaticDirs(files: SiteFiles): string[] {
  // Environments not told apart: only the folders every one of them copies.
  const [first, ...others] = hugoSiteEnvironments(files).map((env) => staticDirsOf(files, env));
  return (first ?? []).filter((dir) => others.every((list) => list.includes(dir)));
}

function staticDirsOf(files: SiteFiles, environment: string): string[] {
  const data = loadHugoData(files, environment);
  const mounts = getCI(getCI(data, 'module'), 'mounts');
  const targets = Array.isArray(mounts) ? mounts.map((m) => ({ target: relDir(getCI(m, 'target'), ''), source: relDir(getCI(m, 'source'), '') })) : [];
  // Any mount into static (`static`, or a folder of it: `static/img`) replaces the default static mount; only those
  // mounted at its root are served from the site root (a deeper one serves under its folder, not read here).
  const intoStatic = targets.filter((m) => m.target === 'static' || m.target.startsWith('static/'));
  const mounted = intoStatic.filter((m) => m.target === 'static' && m.source !== '').map((m) => m.source);
  const configured = strList(getCI(data, 'staticDir')).map((d) => relDir(d, '')).filter((d) => d !== '');
  const own = intoStatic.length ? mounted : configured.length ? configured : ['static'];
  const themesDir = relDir(getCI(data, 'themesdir'), 'themes');
  const themes = strList(getCI(data, 'theme')).map((t) => joinRel(themesDir, t, 'static'));
  return [...new Set([...own, ...themes])];
}

