// VitePress: Markdown files under srcDir → URLs (x.md → /x.html or /x with cleanUrls), rewrites, [param].md routes.
// The project root is the folder holding .vitepress/; srcDir (relative to it) may lie above it (`srcDir: '../'`).
import { compileGlob, type GlobMatcher } from '../match/glob';
import { compilePathPattern, matchPathPattern } from '../match/pathPattern';
import type { Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { type ConfigCode, Computed, type ConfigValue, FunctionValue, callValue, codeString, configDomains, configProp, isConfigObject, readModuleCode } from './kit/code';
import { type ConfigHome, configHome } from './kit/configHome';
import { packageCommands, packageDependencies } from './kit/data';
import { RouteList, parseSegment } from './kit/fileRoutes';
import { parseFrontMatter } from '../frontMatter';
import { fmString, headOf } from './kit/frontMatter';
import { markdownOnlyRedirects } from './kit/clientRedirect';
import { baseOf, commonDir, dirOf, joinRel, resolveWithin, stripExt, within } from './kit/paths';
import { outputCopies } from './kit/outputCopies';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';

/** `.vitepress/config/index.<ext>` first, then `.vitepress/config.<ext>` (VitePress resolveUserConfig). */
const EXTENSIONS = ['js', 'ts', 'mjs', 'mts', 'cjs', 'cts'];
const CONFIGS = [...EXTENSIONS.map((e) => `.vitepress/config/index.${e}`), ...EXTENSIONS.map((e) => `.vitepress/config.${e}`)];

interface Project {
  home: ConfigHome;
  code: ConfigCode | undefined;
  /** The source folder, relative to the site root. */
  srcDir: string;
}

/** The folder holding `.vitepress/` for a config path. */
function projectDirOf(rel: string): string {
  const i = rel.lastIndexOf('.vitepress/');
  return i <= 0 ? '' : rel.slice(0, i - 1);
}

function readProject(files: SiteFiles, rel: string): { code: ConfigCode | undefined; srcDir: string | undefined } {
  // A config split into modules (`...sharedConfig` from ./shared): their literal exports count too.
  const code = readModuleCode(files, rel, { configImports: true });
  const project = projectDirOf(rel);
  const src = codeString(configProp(code, 'srcDir'));
  return { code, srcDir: src === undefined ? project : resolveWithin(project, src) };
}

/** The folder the project reads from: its own, or the common folder with a srcDir outside it. */
function siteRootOf(files: SiteFiles, rel: string): string {
  const project = projectDirOf(rel);
  const { srcDir } = readProject(files, rel);
  return srcDir === undefined ? project : commonDir(project, srcDir);
}

/** `scripted`: also the project a script builds in a sub-folder (whose own folder is a site candidate too). */
function project(files: SiteFiles, scripted = true): Project | undefined {
  const home = configHome(files, CONFIGS, (rel) => siteRootOf(files, rel)) ?? (scripted ? scriptedHome(files) : undefined);
  if (!home) return undefined;
  const { code, srcDir } = readProject(files, home.rel);
  return { home, code, srcDir: srcDir ?? projectDirOf(home.rel) };
}

/** The CLI commands that take the project folder as their argument (`vitepress build docs`). */
const PROJECT_COMMANDS = new Set(['dev', 'build', 'preview', 'serve']);

/**
 * The project a package.json script builds from this folder (`vitepress build docs`: "vitepress build [root]",
 * https://vitepress.dev/reference/cli, the layout `vitepress init` writes), when no config sits at the folder itself:
 * the site is served from that project even when this folder is the one declaring its host (package.json homepage).
 */
function scriptedHome(files: SiteFiles): ConfigHome | undefined {
  for (const words of packageCommands(files)) {
    const at = words.findIndex((w) => w === 'vitepress' || w.endsWith('/vitepress'));
    if (at < 0 || !PROJECT_COMMANDS.has(words[at + 1] ?? '')) continue;
    const arg = words.slice(at + 2).find((w) => !w.startsWith('-'));
    const dir = arg === undefined ? undefined : resolveWithin('', arg);
    if (!dir) continue;
    const rel = CONFIGS.map((c) => `${dir}/${c}`).find((c) => files.has(c));
    if (rel) return { rel, dir };
  }
  return undefined;
}

export const vitepress: Framework = {
  id: 'vitepress',
  label: 'VitePress',
  configFiles: CONFIGS,
  dependencies: ['vitepress'],
  siteFolders: ['docs'],
  outputDirs: ['.vitepress/dist', '.vitepress/cache'],
  // Asked on every lookup the table does not answer: the project of the last compile serves.
  // Before a compile, only a project at the site root itself (a scripted sub-folder's files are that folder's).
  staticDirs: (files) => [joinRel((compiled.get(files) ?? { project: project(files, false) }).project?.srcDir ?? '', 'public')],
  siteRootOf,
  detect(files) {
    if (project(files)) return 1;
    return packageDependencies(files).has('vitepress') ? 0.7 : 0;
  },
  domains(files) {
    // The hosts a scripted sub-folder's config declares are that folder's: the site choice finds them there.
    const rel = project(files, false)?.home.rel;
    return rel ? configDomains(files, [rel], 'sitemap.hostname', (code) => {
      const sitemap = configProp(code, 'sitemap');
      return isConfigObject(sitemap) ? sitemap.hostname : undefined;
    }) : [];
  },
  redirects: () => [],
  compile,
  affects(rel) {
    return rel.includes('.vitepress/') || rel.endsWith('.md') || /\.paths\.[cm]?[jt]s$/.test(rel) || rel.endsWith('.json');
  },
};

type Rewrite = (local: string) => string | undefined;

/** `rewrites` keys and values use path-to-regexp params: ':name' (one segment) and ':name*' (the rest). */
function compileRewrite(from: string, to: string): Rewrite | undefined {
  const compiled = compilePathPattern(`/${from}`, { star: 'segment' });
  if (!compiled.ok) return undefined;
  const pattern = compiled.pattern;
  return (local) => {
    const m = matchPathPattern(pattern, local.split('/'));
    if (!m) return undefined;
    let out = to;
    for (const name of [...pattern.names].sort((a, b) => b.length - a.length)) {
      for (const suffix of ['*', '+', '?', '']) out = out.split(`:${name}${suffix}`).join(m[name] ?? '');
    }
    return out;
  };
}

/** A listed param: its value, or the listed strings a function the loader calls makes it from (`normalize(p.name)`). */
type ParamValue = string | { from: string[] };

/**
 * The params a `[name].paths.*` loader lists, when its `paths` is a literal list (`paths: [...]`, a `paths()`
 * returning one, or `.map` over a list or a JSON file it imports); undefined when the list is computed otherwise.
 */
function loaderParams(files: SiteFiles, loader: string): Array<Record<string, ParamValue>> | undefined {
  const exported = readModuleCode(files, loader, { configImports: true })?.exported;
  let list: ConfigValue = isConfigObject(exported) ? exported.paths : undefined;
  if (list instanceof Computed) list = list.detail.returns;
  if (!Array.isArray(list)) return undefined;
  const out: Array<Record<string, ParamValue>> = [];
  for (const item of list) {
    const params = isConfigObject(item) ? item.params : undefined;
    if (!isConfigObject(params)) return undefined;
    const entry: Record<string, ParamValue> = {};
    for (const [k, v] of Object.entries(params)) {
      if (typeof v === 'string' || typeof v === 'number') entry[k] = String(v);
      else {
        const from = v instanceof Computed ? (v.detail.call?.args ?? []).filter((a): a is string => typeof a === 'string') : [];
        if (from.length === 0) return undefined;
        entry[k] = { from };
      }
    }
    out.push(entry);
  }
  return out;
}

/** Case and punctuation folded: how a param made from a listed name is compared with it ('WebReinvent' ~ 'webreinvent'). */
function fold(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function paramMatches(value: string, listed: ParamValue): boolean {
  return typeof listed === 'string' ? listed === value : listed.from.some((s) => fold(s) === fold(value));
}

/** A page read as a possible redirect stub only when its whole text is this short. */
const MAX_STUB_HEAD = 8_000;

/** The project each file set was last compiled with. */
const compiled = new WeakMap<SiteFiles, { project: Project | undefined }>();

function compile(files: SiteFiles): RouteTable {
  const proj = project(files);
  compiled.set(files, { project: proj });
  const code = proj?.code;
  const srcDir = proj?.srcDir ?? '';
  const cleanUrls = configProp(code, 'cleanUrls') === true;
  const routedPath = rewriter(configProp(code, 'rewrites'));
  /** Pages whose rewritten path is unknown: left out (never named at the path they would have without the rewrite). */
  let unknownRoutes = 0;
  const excludeValue = configProp(code, 'srcExclude');
  const excludes = Array.isArray(excludeValue)
    ? excludeValue.map((g) => compileGlob(g, { dot: true })).filter((m): m is GlobMatcher => m !== undefined)
    : [];
  const builder = new RouteTableBuilder();
  const urlOf = (stem: string): string => (baseOf(stem) === 'index' ? `/${dirOf(stem)}/` : cleanUrls ? `/${stem}` : `/${stem}.html`);

  for (const rel of files.under(srcDir)) {
    const local = within(srcDir, rel);
    if (!local || !local.endsWith('.md')) continue;
    // VitePress globs its pages without `dot` (https://github.com/vuejs/vitepress: `glob(['**.md'], { cwd: srcDir, ignore })`):
    // files in dot folders (`blog/.drafts/`, `.vitepress/`) are no pages.
    if (local.split('/').some((seg) => seg === 'node_modules' || seg.startsWith('.') || seg === 'public') || excludes.some((x) => x(local))) continue;
    const routed = routedPath(local);
    if (routed === undefined) {
      unknownRoutes++;
      continue;
    }
    const rewritten = routed !== local;
    const stem = stripExt(routed);
    const why = rewritten ? ` (rewritten to ${routed})` : '';
    if (/\[[^\]]+\]/.test(stem)) {
      addDynamicRoute(files, builder, rel, stem, urlOf, cleanUrls);
      continue;
    }
    const head = headOf(files, rel);
    const parsed = head === undefined ? undefined : parseFrontMatter(head);
    const fm = parsed?.data ?? {};
    if (fm.layout === false && fmString(fm, 'permalink')) continue;
    const body = head !== undefined && head.length <= MAX_STUB_HEAD ? head.split('\n').slice(parsed?.bodyLine ?? 0).join('\n') : undefined;
    if (body !== undefined && markdownOnlyRedirects(body)) {
      add(builder, urlOf(stem), { file: null, kind: 'redirect', reason: `VitePress: no source: ${rel} only sends the browser on (its script navigates, no content of its own)` }, cleanUrls);
      continue;
    }
    add(builder, urlOf(stem), { file: rel, reason: `VitePress: ${rel}${why}`, kind: 'source' }, cleanUrls);
  }
  builder.addStaticDir(files, joinRel(srcDir, 'public'));
  addOutputCopies(files, builder, proj, code);
  const base = basePathOf(codeString(configProp(code, 'base')) ?? '/');
  // VitePress writes every page under `base`: nothing else is the site's.
  const table = builder.build(base, undefined, { strictBase: { reason: `VitePress: no source: outside the site's base ${base}` } });
  if (unknownRoutes === 0) return table;
  const unknown: Resolution = {
    file: null,
    kind: 'none',
    reason: `VitePress: no source: the config's \`rewrites\` do not evaluate as literals for ${unknownRoutes} page${unknownRoutes === 1 ? '' : 's'}, so the URLs they are moved to are not known`,
  };
  return { resolve: (urlPath, info) => table.resolve(urlPath, info) ?? unknown };
}

/**
 * Files a package script copies into the output folder after `vitepress build` (kit/outputCopies.ts): served as they
 * are. The output folder is `outDir` ("Site Config: outDir", https://vitepress.dev/reference/site-config#outdir:
 * default `./.vitepress/dist`, relative to the project root).
 */
function addOutputCopies(files: SiteFiles, builder: RouteTableBuilder, proj: Project | undefined, code: ConfigCode | undefined): void {
  const project = proj ? projectDirOf(proj.home.rel) : '';
  const configured = codeString(configProp(code, 'outDir'));
  const outDir = configured === undefined ? joinRel(project, DEFAULT_OUT_DIR) : resolveWithin(project, configured);
  if (outDir === undefined) return;
  let added = 0;
  for (const copy of outputCopies(files, outDir, configured === undefined ? DEFAULT_OUT_DIR : undefined)) {
    for (const rel of files.under(copy.from)) {
      const local = within(copy.from, rel);
      if (!local || (!copy.nested && local.includes('/'))) continue;
      if (added++ >= MAX_COPIED) return;
      builder.add(`/${joinRel(copy.to, local)}`, { file: rel, reason: `VitePress: ${rel} (copied into the build output${copy.to ? ` /${copy.to}/` : ''} by a script in ${copy.origin})`, kind: 'static' });
    }
  }
}

const DEFAULT_OUT_DIR = '.vitepress/dist';
/** Copied files answered per site. */
const MAX_COPIED = 5000;

/**
 * A `[param].md` page: the pages its `[param].paths.*` loader lists (VitePress "Dynamic Routes"), else the template
 * for every path its pattern matches.
 */
function addDynamicRoute(files: SiteFiles, builder: RouteTableBuilder, rel: string, stem: string, urlOf: (stem: string) => string, cleanUrls: boolean): void {
  const isIndex = baseOf(stem) === 'index';
  const loader = ['js', 'ts', 'mjs', 'mts'].map((e) => `${stripExt(rel)}.paths.${e}`).find((p) => files.has(p));
  const listed = loader ? loaderParams(files, loader) : undefined;
  const template: Resolution = { file: rel, reason: `VitePress: dynamic route ${rel} (params ${listed ? 'listed' : 'computed'} in ${loader ?? 'its paths loader'})`, kind: 'template' };
  const pattern = ('/' + (isIndex ? dirOf(stem) : stem).replace(/\[\.\.\.[^\]]+\]/g, '**').replace(/\[[^\]]+\]/g, '*')).replace(/\/$/, '') || '/';
  if (listed && listed.every((params) => Object.values(params).every((v) => typeof v === 'string'))) {
    // Dynamic routes: the loader's list is every page the template makes (VitePress "Dynamic Routes").
    for (const params of listed) {
      const filled = stem.replace(/\[([^\]]+)\]/g, (whole, name: string) => (params[name] as string | undefined) ?? whole);
      if (!filled.includes('[')) add(builder, urlOf(filled), template, cleanUrls);
    }
  } else if (listed) {
    // Params a function makes from listed values: a URL whose param folds to none of them is not generated.
    const routes = new RouteList<true>();
    routes.add((isIndex ? dirOf(stem) : stem).split('/').filter(Boolean).map((seg) => parseSegment(seg, { restMatchesEmpty: false })), true);
    const none: Resolution = { file: null, reason: `VitePress: no source: ${loader} lists no such params for ${rel}`, kind: 'none' };
    builder.addPattern(pattern, (key) => {
      const segs = key.split('/').filter(Boolean);
      const last = segs.length - 1;
      if (!isIndex && segs[last]?.endsWith('.html')) segs[last] = segs[last].slice(0, -5);
      else if (!isIndex && !cleanUrls) return undefined;
      const match = routes.match(segs).next().value;
      if (!match) return undefined;
      const ok = listed.some((params) => Object.entries(params).every(([name, v]) => typeof match.params[name] === 'string' && paramMatches(match.params[name] as string, v)));
      return ok ? template : none;
    });
  } else builder.addPattern(pattern, template);
}

/**
 * The path a source page is served from after `rewrites` (https://vitepress.dev/guide/routing#route-rewrites): an
 * object of literal pairs (path-to-regexp `:param` keys, the first match wins), or a function of the page's path
 * ("rewrites can also be a function", evaluated as literals: `id.startsWith('zh/') ? id.slice(3) : id`). Undefined
 * when that cannot be known (a computed value, a pair whose key does not compile or whose target is computed): such a
 * page is never given the URL it would have without the rewrite.
 */
function rewriter(value: ConfigValue): (local: string) => string | undefined {
  if (value === undefined) return (local) => local;
  if (value instanceof FunctionValue) {
    return (local) => {
      const out = callValue(value, [local]);
      return typeof out === 'string' ? resolveWithin('', out) : undefined;
    };
  }
  if (!isConfigObject(value)) return () => undefined;
  const rules: Array<Rewrite | undefined> = Object.entries(value).map(([from, to]) => {
    const rule = compileRewrite(from, typeof to === 'string' ? to : '');
    // A pair whose target is computed moves the pages it matches somewhere unknown.
    return rule && typeof to !== 'string' ? (local: string) => (rule(local) === undefined ? undefined : UNKNOWN) : rule;
  });
  if (rules.some((r) => r === undefined)) return () => undefined;
  return (local) => {
    for (const rule of rules) {
      const out = rule?.(local);
      if (out !== undefined) return out === UNKNOWN ? undefined : out;
    }
    return local;
  };
}

/** A rewrite target known to exist but not to be a literal. */
const UNKNOWN = '\u0000unknown';

/** The build writes x.html either way; with cleanUrls the host serves it at /x too. */
function add(builder: RouteTableBuilder, url: string, res: Resolution, cleanUrls: boolean): void {
  builder.add(url, res);
  if (cleanUrls && !url.endsWith('/')) builder.add(`${url}.html`, res);
}
