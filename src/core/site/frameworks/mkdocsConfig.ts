// MkDocs configs and the builds a site is made of. MkDocs builds one config at a time (`mkdocs build -f <file>`), so a
// site can be several builds published under one host: one per language (`docs/<lang>/mkdocs.yml`,
// `config/<lang>/mkdocs.yml`, or language folders a script builds with the default language's config), sub-sites under
// a path, versions deployed by mike. This module finds those builds and the URL prefix each one is served under.
import { normalizeHost } from '../host';
import type { SiteFiles } from '../types';
import { type Data, isRecord, mergeData, parseConfigText, str } from './kit/data';
import { baseOf, commonDir, dirOf, isWithin, resolveWithin } from './kit/paths';
import { joinPrefix, prefixOf } from './kit/prefixes';
import { basePathOf } from './kit/routeTable';
import { type MikeDeploy, VERSIONISH, mikeDeploys } from './mkdocsMike';
import { dirHasFiles } from './kit/contentLookup';
import { buildsOnReadTheDocs } from '../readTheDocs';

/** The names `mkdocs build` looks for without `-f`. */
export const STANDARD_CONFIGS = ['mkdocs.yml', 'mkdocs.yaml'];

/** Configs given with `-f` are named after MkDocs by convention: mkdocs-online.yml, mkdocs.insiders.yml, mkdocs_en.yaml. */
export function isMkdocsConfigName(name: string): boolean {
  return /^mkdocs(?:[._-][\w.-]*)?\.ya?ml$/.test(name);
}

/** Config files deeper than this below a site root are other projects (examples, fixtures). */
const MAX_CONFIG_DEPTH = 3;
/** More configs than any real site has (one per language or sub-site): the rest are not read. */
const MAX_CONFIGS = 64;
/** Siblings read to tell whether per-language or per-site folders share a host. */
const MAX_SIBLINGS = 8;
/** MkDocs follows INHERIT without a limit; real chains are two or three files long. */
const MAX_INHERIT = 8;

/**
 * Parsed config files by text: a site's configs are read many times (site-root search, detection, compile) and their
 * text rarely changes. Bounded by count and by the characters kept.
 */
const parsed = new Map<string, Data | null>();
const PARSED_CACHE = 256;
const PARSED_CHARS = 32_000_000;
let parsedChars = 0;

/**
 * `- !ENV [NAV_HOME, "Home"]: index.md`: a nav title read from the environment is a tagged flow list used as a key,
 * which the YAML reader does not take; the title does not route, so the key is read as its default text. One pass
 * per line with a fixed, bounded pattern.
 */
function withPlainEnvKeys(text: string): string {
  if (!text.includes('!ENV [')) return text;
  return text.split('\n').map((line) => {
    const m = /^(\s*(?:-\s+)?)!ENV\s+\[([^\]\n]{0,300})\]\s*:(?=\s|$)/.exec(line);
    if (!m) return line;
    const parts = m[2].split(',');
    const key = (parts[parts.length - 1] ?? '').trim().replace(/^["']|["']$/g, '') || 'env';
    return `${m[1]}${JSON.stringify(key)}:${line.slice(m[0].length)}`;
  }).join('\n');
}

function readYaml(files: SiteFiles, rel: string): Data | undefined {
  const text = files.has(rel) ? files.read(rel) : undefined;
  if (text === undefined) return undefined;
  let data = parsed.get(text);
  if (data === undefined) {
    data = parseConfigText('config.yml', withPlainEnvKeys(text)) ?? null;
    while (parsed.size > 0 && (parsed.size >= PARSED_CACHE || parsedChars + text.length > PARSED_CHARS)) {
      const oldest = parsed.keys().next().value as string;
      parsed.delete(oldest);
      parsedChars -= oldest.length;
    }
    parsed.set(text, data);
    parsedChars += text.length;
  }
  return data ?? undefined;
}

/** The file an `INHERIT:` names (relative to the config holding it), if it stays inside the files. */
function inheritTarget(rel: string, data: Data): string | undefined {
  return typeof data.INHERIT === 'string' ? resolveWithin(dirOf(rel), data.INHERIT) : undefined;
}

/**
 * A config with its INHERIT chain merged in, as MkDocs does: the parent first, then the child deep-merged over it
 * (maps merge, lists and scalars replace). Relative paths stay relative to `rel`'s folder (MkDocs resolves them from
 * the config file given to the build).
 */
function readMkdocsConfig(files: SiteFiles, rel: string): Data | undefined {
  const layers: Data[] = [];
  const seen = new Set<string>();
  let cur: string | undefined = rel;
  while (cur !== undefined && !seen.has(cur) && layers.length < MAX_INHERIT) {
    seen.add(cur);
    const data = readYaml(files, cur);
    if (!data) break;
    layers.push(data);
    cur = inheritTarget(cur, data);
  }
  if (layers.length === 0) return undefined;
  const merged: Data = {};
  for (let i = layers.length - 1; i >= 0; i--) mergeData(merged, layers[i]);
  delete merged.INHERIT;
  return merged;
}

/** `!ENV [VAR, default]` reads as its list; the last item is the value used when the variables are unset. */
export function configString(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length > 1 ? str(v[v.length - 1]) : undefined;
  return str(v);
}

/** `plugins:` is a list of names or one-key maps, or a map: the options of one plugin, if it is enabled. */
export function pluginOptions(config: Data, ...names: string[]): Data | undefined {
  const plugins = config.plugins;
  for (const name of names) {
    let opts: Data | undefined;
    if (Array.isArray(plugins)) {
      for (const p of plugins) {
        if (p === name) opts = {};
        else if (isRecord(p) && name in p) opts = isRecord(p[name]) ? (p[name] as Data) : {};
        if (opts) break;
      }
    } else if (isRecord(plugins) && name in plugins) {
      opts = isRecord(plugins[name]) ? (plugins[name] as Data) : {};
    }
    if (opts && opts.enabled !== false) return opts;
  }
  return undefined;
}

/** Every MkDocs-named config under the root, at most MAX_CONFIG_DEPTH folders deep, sorted. */
function mkdocsConfigPaths(files: SiteFiles): string[] {
  const out: string[] = [];
  for (const rel of files.all()) {
    const name = baseOf(rel);
    if (!name.startsWith('mkdocs') || !isMkdocsConfigName(name)) continue;
    const dir = dirOf(rel);
    if (dir.split('/').length > MAX_CONFIG_DEPTH || /(?:^|\/)(?:node_modules|\.[^/]*)(?:\/|$)/.test(dir)) continue;
    out.push(rel);
    if (out.length >= MAX_CONFIGS) break;
  }
  return out;
}

/** Material's language selector (`extra.alternate`): each entry's URL path and language. */
export interface Alternate {
  prefix: string;
  lang?: string;
}

function alternatesOf(config: Data): Alternate[] {
  const extra = isRecord(config.extra) ? config.extra : {};
  const list = Array.isArray(extra.alternate) ? extra.alternate : [];
  const out: Alternate[] = [];
  for (const a of list) {
    if (!isRecord(a)) continue;
    const link = str(a.link);
    if (!link) continue;
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? basePathOf(link) : link.startsWith('/') ? link : undefined;
    if (path === undefined) continue;
    out.push({ prefix: prefixOf(path.split(/[?#]/)[0]), ...(str(a.lang) ? { lang: str(a.lang) } : {}) });
  }
  return out;
}

function hostOf(config: Data | undefined): string | undefined {
  return config ? normalizeHost(configString(config.site_url) ?? '') : undefined;
}

/** The docs folder of a config at `rel` (default `docs` beside it), or undefined when it leaves the files. */
function docsDirOf(rel: string, config: Data): string | undefined {
  return resolveWithin(dirOf(rel), configString(config.docs_dir) ?? 'docs');
}

/**
 * The folder a build's sources all live in, for the site-root search: the config's folder, widened to hold a
 * `docs_dir` outside it (`docs_dir: ../../docs/en`), and to the parent of sibling per-language or per-site folders
 * (`docs/en/mkdocs.yml` + `docs/fr/mkdocs.yml` on one host are one site).
 */
export function mkdocsSiteRoot(files: SiteFiles, rel: string): string {
  const dir = dirOf(rel);
  const config = readMkdocsConfig(files, rel);
  if (!config) return dir;
  const docs = docsDirOf(rel, config);
  let root = docs === undefined ? dir : commonDir(dir, docs);
  if (dir === '') return root;
  const parent = dirOf(dir);
  const depth = parent === '' ? 2 : parent.split('/').length + 2;
  const siblings: string[] = [];
  for (const c of files.under(parent)) {
    if (siblings.length >= MAX_SIBLINGS) break;
    if (c !== rel && STANDARD_CONFIGS.includes(baseOf(c)) && c.split('/').length === depth) siblings.push(c);
  }
  const host = hostOf(config);
  const sameHost = host !== undefined && siblings.some((c) => hostOf(readMkdocsConfig(files, c)) === host);
  // Material's language selector naming a sibling folder: the languages a build script makes from that folder.
  const languageFolders = alternatesOf(config).some((a) => {
    const seg = a.prefix.slice(a.prefix.lastIndexOf('/') + 1);
    return seg !== '' && seg !== baseOf(dir) && dirHasFiles(files, parent ? `${parent}/${seg}` : seg);
  });
  if (sameHost || languageFolders) {
    root = commonDir(root, parent);
    for (const c of siblings) {
      const data = readMkdocsConfig(files, c);
      const d = data ? docsDirOf(c, data) : undefined;
      if (d !== undefined) root = commonDir(root, d);
    }
  }
  return root;
}

const NUMERIC_VERSION = /^v?\d+(?:\.(?:\d+|x))*$/i;

export interface MkdocsBuild {
  /** The config the build runs (a language folder a script builds has its default language's). */
  configRel: string;
  config: Data;
  docsDir: string;
  /** The URL prefixes the build is served under ('' = the site root). */
  prefixes: string[];
  /** For versioned builds (mike): the version folder's parent, where other versions and the redirect live. */
  versionBase?: { prefix: string; known: string[]; variable?: boolean };
  /** Pages a translation lacks, taken from the default language's build: those its nav lists, or all (a script's overlay). */
  fallback?: { build: MkdocsBuild; pages: 'nav' | 'all' };
  /** What the reasons call the build: 'config/fr/mkdocs.yml', 'es/ (built with en/mkdocs.yml)'. */
  label: string;
}

interface Candidate {
  rel: string;
  config: Data;
  docsDir: string;
  prefix: string;
  siteDir?: string;
  mike: boolean;
}

/** Configs at the root that are builds: not only a base other configs INHERIT, and complete (site_name is required). */
function rootBuildConfigs(files: SiteFiles, configs: readonly string[]): string[] {
  const root = configs.filter((c) => !c.includes('/'));
  const bases = new Set<string>();
  for (const c of root) {
    const data = readYaml(files, c);
    const target = data ? inheritTarget(c, data) : undefined;
    if (target) bases.add(target);
  }
  const builds = root.filter((c) => STANDARD_CONFIGS.includes(c) || (!bases.has(c) && readMkdocsConfig(files, c)?.site_name !== undefined));
  // The standard name first (what `mkdocs build` runs), then configs declaring where they are published.
  return builds.sort((a, b) => rank(files, a) - rank(files, b) || a.localeCompare(b));
}

function rank(files: SiteFiles, rel: string): number {
  if (STANDARD_CONFIGS.includes(rel)) return 0;
  return readMkdocsConfig(files, rel)?.site_url !== undefined ? 1 : 2;
}

function isMike(config: Data): boolean {
  const extra = isRecord(config.extra) ? config.extra : {};
  const version = isRecord(extra.version) ? extra.version : {};
  return version.provider === 'mike' || pluginOptions(config, 'mike') !== undefined;
}

/** The URL path a config's site_url gives, unless a CNAME in its docs folder serves the site on another host's root. */
function sitePrefix(files: SiteFiles, config: Data, docsDir: string): string {
  const url = configString(config.site_url);
  if (!url) return '';
  const cnameRel = docsDir ? `${docsDir}/CNAME` : 'CNAME';
  const cname = files.has(cnameRel) ? files.read(cnameRel) : undefined;
  const cnameHost = cname ? normalizeHost(cname.slice(0, 512).split(/\r?\n/)[0]) : undefined;
  if (cnameHost && cnameHost !== normalizeHost(url)) return '';
  return prefixOf(basePathOf(url));
}

/** The builds of the MkDocs site at the root of `files`, each with its URL prefixes; [] when there is none. */
export function mkdocsBuilds(files: SiteFiles): MkdocsBuild[] {
  const configs = mkdocsConfigPaths(files);
  const rels = [...rootBuildConfigs(files, configs), ...configs.filter((c) => c.includes('/') && STANDARD_CONFIGS.includes(baseOf(c)) && mkdocsSiteRoot(files, c) === '')];
  const candidates: Candidate[] = [];
  for (const rel of rels) {
    const config = readMkdocsConfig(files, rel);
    const docsDir = config ? docsDirOf(rel, config) : undefined;
    if (!config || docsDir === undefined) continue;
    // A site_url Read the Docs sets (`!ENV [READTHEDOCS_CANONICAL_URL, …]`) is the /<language>/<version>/ it serves the
    // build under, which the mapper reads off the path itself: its path, and a mike version folder, would count twice.
    const onReadTheDocs = buildsOnReadTheDocs(files) && Array.isArray(config.site_url) && config.site_url[0] === 'READTHEDOCS_CANONICAL_URL';
    candidates.push({
      rel, config, docsDir, prefix: onReadTheDocs ? '' : sitePrefix(files, config, docsDir), siteDir: resolveWithin(dirOf(rel), configString(config.site_dir) ?? 'site'),
      mike: !onReadTheDocs && isMike(config),
    });
  }
  if (candidates.length === 0) return [];
  separateSharedPrefixes(candidates);
  // Two builds still at one prefix: the first (the standard config, or the one declaring its site_url) is the site.
  const kept: Candidate[] = [];
  for (const c of candidates) if (!kept.some((k) => k.prefix === c.prefix)) kept.push(c);
  const builds = kept.map((c): MkdocsBuild => ({ configRel: c.rel, config: c.config, docsDir: c.docsDir, prefixes: [c.prefix], label: c.rel }));
  addScriptLanguageFolders(files, builds);
  linkTranslations(builds);
  applyMike(builds, kept, () => mikeDeploys(files));
  return builds;
}

/**
 * Builds sharing a site_url path are told apart the way they are published: by `site_dir` (`generated/fr` inside the
 * default build's `generated/`), else by the language selector's link for the build's folder or `theme.language`.
 */
function separateSharedPrefixes(candidates: Candidate[]): void {
  const alternates = candidates.flatMap((c) => alternatesOf(c.config));
  const byPrefix = new Map<string, Candidate[]>();
  for (const c of candidates) byPrefix.set(c.prefix, [...(byPrefix.get(c.prefix) ?? []), c]);
  for (const group of byPrefix.values()) {
    if (group.length < 2) continue;
    for (const c of group) {
      const site = c.siteDir;
      if (site === undefined) continue;
      const parents = group.filter((o) => o !== c && o.siteDir !== undefined && o.siteDir !== site && isWithin(o.siteDir, site));
      const parent = parents.sort((a, b) => (b.siteDir as string).length - (a.siteDir as string).length)[0];
      if (parent) c.prefix = joinPrefix(c.prefix, (site as string).slice((parent.siteDir as string).length).replace(/^\//, ''));
    }
    for (const c of group) {
      if (group.filter((o) => o.prefix === c.prefix).length < 2) continue;
      const folder = baseOf(dirOf(c.rel));
      const theme = isRecord(c.config.theme) ? str(c.config.theme.language) : undefined;
      const alt = alternates.find((a) => a.prefix !== c.prefix && a.prefix !== '' && isWithin(c.prefix, a.prefix) && (lastSegment(a.prefix) === folder || (theme !== undefined && a.lang === theme)));
      if (alt) c.prefix = alt.prefix;
    }
  }
}

function lastSegment(prefix: string): string {
  return prefix.slice(prefix.lastIndexOf('/') + 1);
}

/**
 * Language folders without a config of their own, named by the default build's language selector
 * (`docs/es/docs/` beside `docs/en/mkdocs.yml` with a `/es/` link): a build script (FastAPI's docs.py and the sites
 * copying it) builds them with the default language's config over a copy of its docs, so every page they lack is the
 * default language's.
 */
function addScriptLanguageFolders(files: SiteFiles, builds: MkdocsBuild[]): void {
  const main = builds.find((b) => b.prefixes[0] === '' && b.configRel.includes('/'));
  if (!main) return;
  const configDir = dirOf(main.configRel);
  const docsInConfig = main.docsDir.startsWith(`${configDir}/`) ? main.docsDir.slice(configDir.length + 1) : undefined;
  if (docsInConfig === undefined) return;
  const parent = dirOf(configDir);
  for (const alt of alternatesOf(main.config)) {
    const seg = lastSegment(alt.prefix);
    if (!seg || alt.prefix !== `/${seg}` || builds.some((b) => b.prefixes.includes(alt.prefix))) continue;
    const folder = parent ? `${parent}/${seg}` : seg;
    const docsDir = `${folder}/${docsInConfig}`;
    if (folder === configDir || !dirHasFiles(files, docsDir)) continue;
    builds.push({ configRel: main.configRel, config: main.config, docsDir, prefixes: [alt.prefix], label: `${folder}/ (built by a script with ${main.configRel})`, fallback: { build: main, pages: 'all' } });
  }
}

/**
 * A build one language segment below another build (`/fr` under ``), whose segment the language selector lists or
 * is its `theme.language`, is that build's translation: the pages its nav lists but its folder lacks are the default
 * language's (a build step fills them; the nav could not name them otherwise).
 */
function linkTranslations(builds: MkdocsBuild[]): void {
  const alternates = new Set(builds.flatMap((b) => alternatesOf(b.config).map((a) => a.prefix)));
  for (const b of builds) {
    if (b.fallback) continue;
    const prefix = b.prefixes[0];
    const parentPrefix = prefix.slice(0, prefix.lastIndexOf('/'));
    const main = builds.find((o) => o !== b && !o.fallback && o.prefixes[0] === parentPrefix);
    if (!main || prefix === '') continue;
    const theme = isRecord(b.config.theme) ? str(b.config.theme.language) : undefined;
    if (alternates.has(prefix) || lastSegment(prefix) === theme) b.fallback = { build: main, pages: 'nav' };
  }
}

/**
 * mike deploys each version into `<prefix>/<version>/` with aliases beside it (`latest`), and the prefix itself only
 * redirects. The checkout is the version its site_url names, the mike plugin's `canonical_version`, or Material's
 * `extra.version.default`; else `latest`, the alias mike's documentation deploys with. When several configs deploy
 * under one prefix an alias can belong to any of them: only version numbers stay known.
 */
function applyMike(builds: MkdocsBuild[], candidates: Candidate[], deploysOf: () => MikeDeploy[]): void {
  let deploys: MikeDeploy[] | undefined;
  const info = new Map<MkdocsBuild, { base: string; version?: string }>();
  for (const b of builds) {
    const cand = candidates.find((c) => c.rel === b.configRel && c.prefix === b.prefixes[0]);
    if (!cand?.mike) continue;
    const prefix = b.prefixes[0];
    const last = lastSegment(prefix);
    info.set(b, last && VERSIONISH.test(last) ? { base: prefix.slice(0, prefix.lastIndexOf('/')), version: last } : { base: prefix });
  }
  for (const [b, { base, version }] of info) {
    const shared = [...info.values()].filter((i) => i.base === base).length > 1;
    const mikeOpts = pluginOptions(b.config, 'mike') ?? {};
    const extra = isRecord(b.config.extra) ? b.config.extra : {};
    const versionOpts = isRecord(extra.version) ? extra.version : {};
    const declared = [version, str(mikeOpts.canonical_version), ...(Array.isArray(versionOpts.default) ? versionOpts.default.map(str) : [str(versionOpts.default)])];
    // The names the repository's workflows deploy this config as (`mike deploy [-F config] <version> [aliases]`):
    // a command naming no config deploys the only one under its prefix.
    deploys ??= deploysOf();
    const mine = deploys.filter((d) => (d.config === undefined ? !shared : d.config === b.configRel));
    const deployed = mine.flatMap((d) => d.names);
    let known = [...new Set(declared.filter((v): v is string => !!v && !v.includes('/')))];
    if (known.length === 0 && deployed.length === 0 && !shared) known = ['latest'];
    if (shared) known = known.filter((v) => NUMERIC_VERSION.test(v));
    known = [...new Set([...known, ...deployed.filter((v) => !v.includes('/'))])];
    b.prefixes = known.map((v) => joinPrefix(base, v));
    b.versionBase = { prefix: base, known, ...(mine.some((d) => d.variableVersion) ? { variable: true } : {}) };
  }
}
