// Eleventy's project settings, read from its config as literals (never run): input and excluded folders, template
// formats, the path prefix (with the alternatives an environment-dependent config chooses between), ignored
// templates (.eleventyignore and `eleventyConfig.ignores.add`), passthrough copies and collection names.
import { compileGlob, isGlob, type GlobMatcher } from '../match/glob';
import { IgnoreRules } from '../match/ignoreRules';
import type { SiteFiles } from '../types';
import { type SlugFilter, ownSlugFilters } from './eleventySlugFilter';
import { type DateFilter, ownDateFilters } from './eleventyDateFilter';
import { refreshShortcodes } from './eleventyShortcodes';
import { vitePublicDir } from './eleventyVite';
import { type ConfigCode, type ConfigValue, Computed, FunctionValue, codeString, isConfigObject, readConfigCode, readModuleCode, resolveModule } from './kit/code';
import { isRecord, packageCommands, readData } from './kit/data';
import { dirOf, joinRel, relDir, resolveWithin, within } from './kit/paths';
import type { PathPrefixes } from './kit/routeTable';

export const ELEVENTY_CONFIGS = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', 'eleventy.config.ts', 'eleventy.config.mts', '.eleventy.js'];
/** Passthrough copies and `ignores.add` calls read at most (each one is tested against every file). */
const MAX_CONFIG_ENTRIES = 100;
const DEFAULT_FORMATS = ['html', 'liquid', 'ejs', 'md', 'hbs', 'mustache', 'haml', 'pug', 'njk', '11ty.js'];

export interface EleventySettings {
  input: string;
  /**
   * Data file extensions the config adds (`addDataExtension('yml, yaml', …)`, 11ty.dev/docs/data-custom/) that are
   * read here as data: YAML and TOML.
   */
  dataExtensions: string[];
  formats: string[];
  excludedDirs: string[];
  prefixes: PathPrefixes;
  /** The config adds a drafts preprocessor: `draft: true` pages are not built. */
  drafts: boolean;
  /** Templates Eleventy does not process (ignore files, `ignores.add`, .gitignore): paths from the project root. */
  ignored: IgnoreRules;
  /** Where a passthrough-copied file is written (relative output paths; a file two copies name is written twice). */
  passthrough: (rel: string) => string[];
  /** Collections the config adds by name (`addCollection('posts', …)`). */
  collections: string[];
  /** The global data folder (dir.data inside the input folder). */
  dataDir: string;
  /** Where Eleventy writes the site (dir.output), from the project root. */
  output: string;
  /** The site whose output Vite builds a second time: the public folder of the output Vite serves at the root. */
  vitePublicDir?: string;
  /** The config's own `slugify`/`slug` filters, which replace Eleventy's in permalinks. */
  slugFilters: Map<string, SlugFilter>;
  /** The config's own filters, as a permalink may pipe the page's date through them (eleventyDateFilter.ts). */
  dateFilters: Map<string, DateFilter>;
  /** The config's shortcodes that write a whole refresh page (eleventyShortcodes.ts). */
  refreshShortcodes: Set<string>;
  /** Where layouts are looked up: dir.layouts, else dir.includes (11ty.dev/docs/layouts/), from the project root. */
  layoutsDir: string;
}

/** The folder of the output a Vite build after Eleventy's serves at the site root (eleventyVite.ts). */
function withVite(files: SiteFiles, output: string, code: ConfigCode | undefined): { vitePublicDir?: string } {
  const usesPlugin = code?.imports().some((m) => m.includes('eleventy-plugin-vite')) ?? false;
  const publicDir = vitePublicDir(files, output, { viteOptions: code?.values('viteOptions')[0] }, usesPlugin);
  return publicDir ? { vitePublicDir: publicDir } : {};
}

/** Custom data extensions whose files parse as data here (their parser in the config is never run). */
const READABLE_DATA_EXTENSIONS = new Set(['yml', 'yaml', 'toml']);

/** Local modules a config loads (its own plugins) read at most. */
const MAX_LOCAL_MODULES = 10;

/**
 * Drafts left out of the build: Eleventy 3's drafts preprocessor (`addPreprocessor('drafts', …)`), or the older
 * recipe (eleventy-base-blog's drafts plugin; 11ty.dev/docs/quicktips/draft-posts/): a global
 * `eleventyComputed.permalink` that returns false for `draft` pages, in the config or a local module it loads.
 */
function draftsLeftOut(files: SiteFiles, configRel: string, code: ConfigCode): boolean {
  if (code.calls('addPreprocessor').some((args) => args[0] === 'drafts' || args[0] === 'draft')) return true;
  const local = code.imports()
    .filter((m) => m.startsWith('./') || m.startsWith('../'))
    .slice(0, MAX_LOCAL_MODULES)
    .map((m) => resolveWithin(dirOf(configRel), m))
    .flatMap((rel) => (rel === undefined ? [] : [rel, `${rel}.js`, `${rel}.cjs`, `${rel}.mjs`].filter((r) => files.has(r)).slice(0, 1)));
  const modules = [code, ...local.map((rel) => readModuleCode(files, rel)).filter((m): m is ConfigCode => m !== undefined)];
  return modules.some((m) => m.calls('addGlobalData').some(([key, value]) =>
    key === 'eleventyComputed.permalink' && value instanceof FunctionValue && value.source.includes('draft') && value.source.includes('false')));
}

/** Format names from literal config values ('md,njk', ['md', 'njk']). */
function formatsIn(v: ConfigValue, out: string[]): void {
  for (const f of Array.isArray(v) ? v : [v]) if (typeof f === 'string') out.push(...f.split(',').map((x) => x.trim()).filter(Boolean));
}

/**
 * The config and the local modules it loads as plugins (`eleventyConfig.addPlugin(require('./config'))`, each of which
 * may add its own): a site that splits its config into plugin modules makes its passthrough copies, collections and
 * formats there (https://www.11ty.dev/docs/create-plugin/). A module's imports join when it calls addPlugin.
 */
export function eleventyConfigModules(files: SiteFiles): Array<{ rel: string; code: ConfigCode }> {
  const config = readConfigCode(files, ELEVENTY_CONFIGS);
  if (!config) return [];
  const out = [config];
  const seen = new Set<string>([config.rel]);
  for (let i = 0; i < out.length && out.length <= MAX_LOCAL_MODULES; i++) {
    const { rel, code } = out[i];
    if (code.calls('addPlugin').length === 0) continue;
    for (const spec of code.imports()) {
      const target = resolveModule(files, rel, spec);
      if (!target || seen.has(target) || !/\.(?:[cm]?[jt]s)$/.test(target) || target.startsWith('node_modules/')) continue;
      seen.add(target);
      const parsed = readModuleCode(files, target);
      if (parsed) out.push({ rel: target, code: parsed });
      if (out.length > MAX_LOCAL_MODULES) break;
    }
  }
  return out;
}

/** The config whose `calls` reach into its plugin modules; its own object (`dir`, `pathPrefix`) is read from it alone. */
function withLocalPlugins(files: SiteFiles, code: ConfigCode): ConfigCode {
  const all = eleventyConfigModules(files).map((m) => m.code);
  if (all.length <= 1) return code;
  return Object.assign(Object.create(code) as ConfigCode, {
    calls: (name: string) => all.flatMap((m) => m.calls(name)),
    callsInBuild: (name: string, env: Readonly<Record<string, string>>) => all.flatMap((m) => (m.callsInBuild ? m.callsInBuild(name, env) : m.calls(name))),
  });
}

const PLUGIN_CALLS = ['addPlugin'];

export function eleventySettings(files: SiteFiles): EleventySettings {
  const config = readConfigCode(files, ELEVENTY_CONFIGS);
  const code: ConfigCode | undefined = config ? withLocalPlugins(files, config.code) : undefined;
  // A plugin's options may use the same names (`addPlugin(syntaxHighlight, { templateFormats: ['*'] })`): only the
  // config's own object counts.
  const dir = code?.prop('dir', PLUGIN_CALLS);
  const inputCall = codeString(code?.calls('setInputDirectory')[0]?.[0]);
  const input = relDir(commandLineInput(files) ?? inputCall ?? (isConfigObject(dir) ? codeString(dir.input) : undefined), '');
  // `dir.<key>` or its Eleventy 3 setter (setIncludesDirectory…; 11ty.dev/docs/config/#input-directory).
  const setter: Record<string, string> = { includes: 'setIncludesDirectory', layouts: 'setLayoutsDirectory', data: 'setDataDirectory', output: 'setOutputDirectory' };
  const dirValue = (key: string): string | undefined =>
    codeString(code?.calls(setter[key] ?? '')[0]?.[0]) ?? (isConfigObject(dir) ? codeString(dir[key]) : undefined);
  const sub = (key: string, fallback: string): string => relDir(dirValue(key), fallback);
  const formats: string[] = [];
  const declared = code?.prop('templateFormats', PLUGIN_CALLS) ?? code?.calls('setTemplateFormats')[0]?.[0];
  formatsIn(declared ?? DEFAULT_FORMATS, formats);
  for (const args of [...(code?.calls('addTemplateFormats') ?? []), ...(code?.calls('addExtension') ?? [])]) formatsIn(args[0], formats);
  if (code?.imports().some((m) => m.includes('eleventy-plugin-webc'))) formats.push('webc');
  const excludedDirs = [joinRel(input, sub('includes', '_includes')), joinRel(input, sub('data', '_data')), joinRel(input, sub('output', '_site')), sub('output', '_site'), 'node_modules'];
  const layouts = dirValue('layouts');
  if (layouts) excludedDirs.push(joinRel(input, layouts));
  const drafts = config !== undefined && draftsLeftOut(files, config.rel, config.code);
  const collections = (code?.calls('addCollection') ?? []).map((args) => args[0]).filter((n): n is string => typeof n === 'string');
  const dataExtensions = (code?.calls('addDataExtension') ?? [])
    .flatMap(([names]) => (typeof names === 'string' ? names.split(',').map((n) => n.trim().toLowerCase()) : []))
    .filter((e) => READABLE_DATA_EXTENSIONS.has(e));
  return {
    input,
    dataExtensions: [...new Set(dataExtensions)],
    formats: [...new Set(formats)],
    excludedDirs,
    prefixes: pathPrefixes(code),
    drafts,
    ignored: ignoreRules(files, input, code),
    passthrough: passthroughCopies(files, code, input),
    collections,
    dataDir: joinRel(input, sub('data', '_data')),
    output: sub('output', '_site'),
    slugFilters: ownSlugFilters(eleventyConfigModules(files)),
    dateFilters: ownDateFilters(eleventyConfigModules(files)),
    refreshShortcodes: refreshShortcodes(eleventyConfigModules(files)),
    layoutsDir: joinRel(input, layouts ?? sub('includes', '_includes')),
    ...withVite(files, sub('output', '_site'), code),
  };
}

/**
 * The path prefixes the site is deployed under (11ty.dev/docs/config/#deploy-to-a-subdirectory-with-a-path-prefix):
 * Eleventy writes the same files whatever the prefix, so every literal value the config can give `pathPrefix` is a
 * deployment of these files (`let p = '/docs/head/'; if (process.env.BRANCH === 'latest') p = '/docs/latest/'`,
 * `env ? '/a/' : '/b/'`, `/docs/${branch}/` with the `${…}` part as one wildcard segment). The root '/' serves the
 * site only when it is the value with no condition (the declaration's own value, or a conditional's else-branch):
 * a root chosen by a condition is a preview build on another host.
 */
function pathPrefixes(code: ConfigCode | undefined): PathPrefixes {
  const value = code?.prop('pathPrefix');
  const values: string[] = [];
  let unconditioned: string | undefined;
  const collect = (v: ConfigValue, isDefault: boolean, depth: number): void => {
    if (depth > 4) return;
    const literal = prefixText(v);
    if (literal !== undefined) {
      values.push(literal);
      if (isDefault && unconditioned === undefined) unconditioned = literal;
      return;
    }
    if (!(v instanceof Computed)) return;
    if (v.detail.alternatives) v.detail.alternatives.forEach((alt, i, all) => collect(alt, isDefault && i === all.length - 1, depth + 1));
    else if (v.detail.fallback !== undefined) collect(v.detail.fallback, isDefault, depth + 1);
    else if (/^[A-Za-z_$][\w$]*$/.test(v.source) && code) code.assignments(v.source).forEach((a, i) => collect(a, isDefault && i === 0, depth + 1));
  };
  if (value !== undefined) collect(value, true, 0);
  if (values.length === 0) return { prefixes: ['/'], rootServes: true };
  const prefixes = [...new Set(values.map((p) => p || '/'))];
  return { prefixes, rootServes: prefixes.length === 1 ? prefixes[0] === '/' : (unconditioned ?? '/') === '/' };
}

/** A prefix as text: a literal, or a template literal whose `${…}` parts become '*' (one segment each). */
function prefixText(v: ConfigValue): string | undefined {
  if (typeof v === 'string') return v;
  const template = v instanceof Computed ? v.detail.template : undefined;
  if (template === undefined) return undefined;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('${', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    const close = template.indexOf('}', open + 2);
    if (close < 0) return undefined;
    out += `${template.slice(i, open)}*`;
    i = close + 1;
  }
  // A wildcard must be a whole segment to mean "one segment".
  return out.split('/').every((seg) => seg === '*' || !seg.includes('*')) ? out : undefined;
}

/**
 * Templates Eleventy skips (11ty.dev/docs/ignores): .eleventyignore at the project root and in the input folder (paths
 * relative to that file's folder), `eleventyConfig.ignores.add(glob)` (relative to the project root), and
 * .gitignore'd paths. Computed entries (`ignores.add(`spec/${x}`)`) are left out.
 */
/** Scripts and their commands read at most from package.json. */
const MAX_SCRIPTS = 100;

/**
 * The variables the repository's production build of the site sets: a package.json script running Eleventy with
 * `NAME=production` before it (`NODE_ENV=production npx @11ty/eleventy`, also through `cross-env`). Eleventy's
 * config may branch on environment variables (11ty.dev/docs/environment-vars/); the deployed site is the production
 * build, so its branches are read as that build takes them. Empty when no script says so.
 */
function scriptEnv(files: SiteFiles): Record<string, string> {
  const env: Record<string, string> = {};
  for (const words of packageCommands(files, 'package.json', MAX_SCRIPTS)) {
    const sets: Array<[string, string]> = [];
    let i = 0;
    for (; i < words.length; i++) {
      if (words[i] === 'cross-env' || words[i] === 'env') continue;
      const m = /^([A-Za-z_]\w*)=(.*)$/.exec(words[i]);
      if (!m) break;
      sets.push([m[1], m[2].replace(/^['"]|['"]$/g, '')]);
    }
    if (!words.slice(i, i + 3).some((w) => w.includes('eleventy')) && !runsEleventyScripts(files, words.slice(i))) continue;
    for (const [name, value] of sets) if (value === 'production') env[name] = value;
  }
  return env;
}

const SCRIPT_RUNNERS = new Set(['npm-run-all', 'run-p', 'run-s', 'npm-run-all2']);

/** `npm-run-all --parallel prod:*` (or run-p/run-s): whether a script it runs calls Eleventy. */
function runsEleventyScripts(files: SiteFiles, words: readonly string[]): boolean {
  if (!SCRIPT_RUNNERS.has(words[0] ?? '')) return false;
  const scripts = readData(files, 'package.json')?.scripts;
  if (!isRecord(scripts)) return false;
  const names = words.slice(1).filter((w) => !w.startsWith('-'));
  return Object.entries(scripts).slice(0, MAX_SCRIPTS).some(([name, command]) => typeof command === 'string' && /\beleventy\b/.test(command) &&
    names.some((n) => (n.endsWith(':*') ? name.startsWith(n.slice(0, -1)) && !name.slice(n.length - 1).includes(':') : name === n)));
}

/**
 * The input folder the repository's scripts pass on Eleventy's command line (`eleventy --input=./docs`), which
 * overrides the config's `dir.input` (11ty.dev/docs/usage/#cli-flags); undefined when none does or they disagree.
 */
function commandLineInput(files: SiteFiles): string | undefined {
  const inputs = new Set<string>();
  for (const words of packageCommands(files, 'package.json', MAX_SCRIPTS)) {
    const at = words.findIndex((w) => w === 'eleventy' || w.endsWith('/eleventy'));
    if (at < 0) continue;
    for (let i = at + 1; i < words.length; i++) {
      const flag = words[i].startsWith('--input=') ? words[i].slice('--input='.length) : words[i] === '--input' ? words[i + 1] : undefined;
      if (flag) inputs.add(flag.replace(/^['"]|['"]$/g, ''));
    }
  }
  return inputs.size === 1 ? [...inputs][0] : undefined;
}

function ignoreRules(files: SiteFiles, input: string, code: ConfigCode | undefined): IgnoreRules {
  const ig = new IgnoreRules();
  const anchoredLines = (text: string, base: string): string[] => {
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      const l = line.trim();
      if (!l || l.startsWith('#')) continue;
      const neg = l.startsWith('!');
      let body = neg ? l.slice(1) : l;
      while (body.startsWith('./')) body = body.slice(2);
      // Eleventy resolves each entry from the ignore file's folder: anchored, never matched at any depth.
      lines.push(`${neg ? '!' : ''}/${joinRel(base, body)}${body.endsWith('/') ? '/' : ''}`);
    }
    return lines;
  };
  for (const rel of ['.eleventyignore', joinRel(input, '.eleventyignore')]) {
    const text = files.read(rel);
    if (text !== undefined) ig.add(anchoredLines(text, dirOf(rel)).join('\n'));
  }
  // Ignores added in an environment branch count as the production build takes it (the deployed site is that build).
  const env = scriptEnv(files);
  const adds = code ? (Object.keys(env).length && code.callsInBuild ? code.callsInBuild('ignores.add', env) : code.calls('ignores.add')) : [];
  const added = adds.slice(0, MAX_CONFIG_ENTRIES).map((args) => args[0]).filter((g): g is string => typeof g === 'string');
  if (added.length) ig.add(anchoredLines(added.join('\n'), '').join('\n'));
  // .gitignore keeps its own rules (floating names match at any depth).
  const gitignore = files.read('.gitignore');
  if (gitignore !== undefined) ig.add(gitignore);
  return ig;
}

interface Passthrough {
  /** Source folder or file (no glob), or the static part of a glob. */
  base: string;
  glob?: GlobMatcher;
  /** Output folder for the object form `{ from: to }`; undefined = the source path without the input folder. */
  to?: string;
  /** `to` names the copied file itself, not a folder. */
  toFile?: boolean;
}

/**
 * Passthrough file copies (11ty.dev/docs/copy): `addPassthroughCopy('path' | 'glob' | { from: to })`, sources relative to
 * the project root, written at the same path without the input folder (or under `to`). Computed sources are left out.
 */
function passthroughCopies(files: SiteFiles, code: ConfigCode | undefined, input: string): (rel: string) => string[] {
  const entries: Passthrough[] = [];
  const add = (from: unknown, to?: unknown): void => {
    if (typeof from !== 'string' || from.trim() === '') return;
    const source = joinRel(from.trim());
    const target = typeof to === 'string' ? joinRel(to) : undefined;
    if (!isGlob(source)) {
      // One file copied to a path that names a file (`{ 'content/robots.txt': '/robots.txt' }`) is written there; a
      // target ending in '/' (or the root) is the folder it goes into.
      const toFile = typeof to === 'string' && target !== undefined && target !== '' && !/\/\s*$/.test(to) && files.has(source);
      entries.push({ base: source, to: target, ...(toFile ? { toFile: true } : {}) });
      return;
    }
    const glob = compileGlob(source, { dot: true });
    if (!glob) return;
    const segs = source.split('/');
    const firstWild = segs.findIndex((s) => isGlob(s));
    entries.push({ base: segs.slice(0, firstWild).join('/'), glob, to: target });
  };
  // Every indexed file is tested against every entry: a config with thousands of calls is not a real one.
  for (const [arg] of (code?.calls('addPassthroughCopy') ?? []).slice(0, MAX_CONFIG_ENTRIES)) {
    if (isConfigObject(arg)) for (const [from, to] of Object.entries(arg)) add(from, to);
    else add(arg);
  }
  return (rel) => {
    const out: string[] = [];
    for (const e of entries) {
      const inside = e.glob ? (e.glob(rel) ? within(e.base, rel) : undefined) : rel === e.base ? '' : within(e.base, rel);
      if (inside === undefined) continue;
      const at = e.to === undefined ? within(input, rel) ?? rel : inside === '' && e.toFile ? e.to : joinRel(e.to, inside === '' ? rel.slice(rel.lastIndexOf('/') + 1) : inside);
      if (!out.includes(at)) out.push(at);
    }
    return out;
  };
}
