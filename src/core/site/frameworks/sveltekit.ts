// SvelteKit: a route is a folder of src/routes holding +page.svelte (or an mdsvex +page.md/.svx,
// or only +page.js/+page.server.js), or a +server.js endpoint. Groups `(x)` leave the URL; `[x]`, `[...rest]`, `[[opt]]`,
// `[x=matcher]` and hex escapes `[x+2f]` follow SvelteKit's rules. svelte.config.* (or the sveltekit() options in
// vite.config.*) is read statically; so are the route files: `entries`, `prerender` (inherited from layouts), loads
// that only redirect or 404, the Markdown they import and the folders they glob.
import { cleanDir, trimStart } from '../text';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { isSafeSegmentValue, pathSegments } from '../urlPath';
import { type ConfigCode, type ConfigValue, Computed, callValue, codeString, codeStrings, configDomains, isConfigObject, observeCalls, pathValue, readConfigCode, readModuleCode } from './kit/code';
import { resolveWithin } from './kit/paths';
import { VITE_CONFIGS } from './kit/viteConfig';
import { CONTENT_ROOTS, dirHasFiles, foldersNamedIn } from './kit/contentLookup';
import { packageDependencies } from './kit/data';
import { type Params, RouteList, isStaticRoute, segmentsBelow, parseSegment, type RouteMatch, type RouteSegment } from './kit/fileRoutes';
import { middlewareRedirects, redirectsTrailingSlash } from './kit/middleware';
import { type RouteFacts, RouteContent, isEntryParamName, noSource, routeSection, safeFacts } from './kit/routeContent';
import { fmList, frontDataWith, keyTester } from './kit/frontMatter';
import { legacyRoutes, usesLegacyRoutes } from './sveltekitLegacy';
import { type DocumentType, veliteTypes } from './kit/contentLayers';
import { type ImportAlias, type ParamList, alwaysEndsIn, contentGlobs, exportedFunction, exportsName, fetchedPaths, has404Path, importedModules, markdownImports, paramFileReads, paramGuards, paramList, paramsValue, returnedLiteralArg, routeModule, takesFrontMatterSlug, testsDraft, throwsConditionally, usedModules } from './kit/routeCode';

const CONFIGS = ['svelte.config.js', 'svelte.config.mjs', 'svelte.config.ts', 'svelte.config.cjs'];

const SYNTAX = { restMatchesEmpty: true };
const LABEL = 'SvelteKit';

interface KitRoute {
  /** The file that renders the page (or the endpoint). */
  file: string;
  /** Every +page.* file of the route folder, the best first: the one loading data says where content comes from. */
  files: string[];
  /** The route folder, relative to the routes folder. */
  folder: string;
  /** A +server.js endpoint (no page in the folder). */
  endpoint: boolean;
  /** A route of the pre-1.0 file layout (sveltekitLegacy.ts). */
  legacy?: boolean;
}

export interface KitConfig {
  routesDir: string;
  /** `kit.files.params`: the param matchers' folder (default src/params). */
  paramsDir: string;
  hooksServer: string;
  base: string[];
  extensions: string[];
  /** `kit.files.assets`: the folder served as-is at the site root. */
  assetsDir: string;
  /** `$lib` (→ `kit.files.lib`) then the literal entries of `kit.alias`. */
  aliases: ImportAlias[];
}

/**
 * The import aliases SvelteKit gives Vite: `$lib` → `kit.files.lib` first, then each `kit.alias` entry, its value a
 * path from the project root (https://svelte.dev/docs/kit/configuration#alias: "relative to the project root"; a
 * `key/*` entry stands for the same folder). Values built with `path.resolve('x')` read as 'x'; others are left out.
 */
function kitAliases(alias: ConfigValue, lib: string): ImportAlias[] {
  const out: ImportAlias[] = [{ find: '$lib', dir: lib }];
  if (!isConfigObject(alias)) return out;
  for (const [rawKey, raw] of Object.entries(alias)) {
    const value = pathValue(raw);
    const find = rawKey.endsWith('/*') ? rawKey.slice(0, -2) : rawKey;
    const dir = value === undefined ? undefined : resolveWithin('', value.endsWith('/*') ? value.slice(0, -2) : value);
    if (!find || dir === undefined || out.some((a) => a.find === find)) continue;
    out.push({ find, dir });
  }
  return out;
}

/** The SvelteKit options: svelte.config's, else those passed to sveltekit() in vite.config (SvelteKit 3). */
function kitConfig(files: SiteFiles): ConfigCode | undefined {
  return readConfigCode(files, CONFIGS)?.code ?? readConfigCode(files, VITE_CONFIGS)?.code;
}

/** `kit.<key>` of svelte.config (SvelteKit's options live under `kit`). */
function kitOption(files: SiteFiles, key: string): ConfigValue {
  const code = kitConfig(files);
  const kit = code?.prop('kit');
  return isConfigObject(kit) && key in kit ? kit[key] : code?.values(key)[0];
}

const MDSVEX_CONFIGS = ['mdsvex.config.js', 'mdsvex.config.mjs', 'mdsvex.config.ts', 'mdsvex.config.cjs'];

/**
 * The file extensions of route files (`extensions`, default ['.svelte']). One spread from a value the config cannot
 * read (`[".svelte", ...mdsvexConfig.extensions]`) is mdsvex's own list when the site uses mdsvex: its config file's
 * `extensions`, by default ['.svx'] (https://mdsvex.pngwn.io/docs#extensions).
 */
function kitExtensions(files: SiteFiles, code: ConfigCode | undefined): string[] {
  const raw = code?.prop('extensions') ?? code?.values('extensions')[0];
  const whole = codeStrings(raw);
  if (whole) return whole;
  if (!Array.isArray(raw)) return ['.svelte'];
  const out = raw.filter((v): v is string => typeof v === 'string');
  if (raw.some((v) => v instanceof Computed) && (packageDependencies(files).has('mdsvex') || (code?.imports().includes('mdsvex') ?? false))) {
    out.push(...(codeStrings(readConfigCode(files, MDSVEX_CONFIGS)?.code.prop('extensions')) ?? ['.svx']));
  }
  return out;
}

function readKitConfig(files: SiteFiles): KitConfig {
  const code = kitConfig(files);
  const paths = kitOption(files, 'paths');
  const filesBlock = kitOption(files, 'files');
  const routes = isConfigObject(filesBlock) ? codeString(filesBlock.routes) : undefined;
  const hooks = isConfigObject(filesBlock) ? filesBlock.hooks : undefined;
  const hooksServer = isConfigObject(hooks) ? codeString(hooks.server) : undefined;
  const extensions = kitExtensions(files, code).map((e) => trimStart(e, '.'));
  if (!extensions.includes('svelte')) extensions.unshift('svelte');
  const folder = (key: string, fallback: string) => cleanDir((isConfigObject(filesBlock) ? resolveWithin('', codeString(filesBlock[key])) : undefined) || fallback);
  return {
    routesDir: cleanDir(routes ?? 'src/routes'),
    hooksServer: cleanDir(hooksServer ?? 'src/hooks.server'),
    base: pathSegments((isConfigObject(paths) ? codeString(paths.base) : undefined) ?? ''),
    extensions,
    assetsDir: folder('assets', 'static'),
    paramsDir: folder('params', 'src/params'),
    aliases: kitAliases(kitOption(files, 'alias'), folder('lib', 'src/lib')),
  };
}

/** `[x+2f]` → '/', `[u+00e9]` → 'é': SvelteKit's way to put reserved characters in a folder name. */
function decodeEscapes(name: string): string {
  return name.replace(/\[([xu])\+([0-9a-fA-F]+(?:-[0-9a-fA-F]+)*)\]/g, (_all, kind: string, hex: string) => {
    try {
      return kind === 'x' ? String.fromCharCode(parseInt(hex, 16)) : String.fromCodePoint(...hex.split('-').map((h) => parseInt(h, 16)));
    } catch {
      return _all;
    }
  });
}

/** Rank of a +page file: the component first, then universal and server load files; +server endpoints last. */
function pageRank(name: string, exts: readonly string[]): number {
  const m = /^\+(page|server)(?:@[^.]*)?\.(.+)$/.exec(name);
  if (!m) return -1;
  const ext = m[2];
  if (m[1] === 'server') return /^(?:ts|js)$/.test(ext) ? 4 : -1;
  if (exts.includes(ext)) return ext === 'svelte' ? 0 : 1;
  if (/^(?:ts|js)$/.test(ext)) return 2;
  if (/^server\.(?:ts|js)$/.test(ext)) return 3;
  return -1;
}

const MODULE_EXTS = ['ts', 'js'];

/** The first of `+<kind>.ts/.js/.server.ts/.server.js` in a folder of routes that exists. */
function optionFiles(files: SiteFiles, dir: string, kind: 'page' | 'layout'): string[] {
  const out: string[] = [];
  for (const server of ['', '.server']) {
    for (const ext of MODULE_EXTS) {
      const rel = `${dir}/+${kind}${server}.${ext}`;
      if (files.has(rel)) out.push(rel);
    }
  }
  return out;
}

/** A page option (`prerender`, `trailingSlash`) as SvelteKit resolves it: the page's own, else the nearest layout's. */
function pageOption(files: SiteFiles, routesDir: string, folder: string, name: string): ConfigValue {
  const parts = folder ? folder.split('/') : [];
  for (let depth = parts.length; depth >= 0; depth--) {
    const dir = [routesDir, ...parts.slice(0, depth)].join('/');
    const candidates = depth === parts.length ? [...optionFiles(files, dir, 'page'), ...optionFiles(files, dir, 'layout')] : optionFiles(files, dir, 'layout');
    for (const rel of candidates) {
      const code = routeModule(files, rel);
      if (code && exportsName(code, name)) return code.named(name);
    }
  }
  return undefined;
}

/**
 * The velite collection a dynamic route serves, by its URL section (`/docs/[...slug]` over a collection whose folder
 * is …/docs): velite builds each collection from the files its `pattern` matches under `root`
 * (https://velite.js.org/guide/define-collections), and the route renders one entry per path.
 */
function veliteSection(types: readonly DocumentType[], segments: readonly RouteSegment[]): DocumentType | undefined {
  const wanted = routeSection(segments).join('/');
  if (!wanted) return undefined;
  return types.find((t) => t.dir === wanted || t.dir.endsWith(`/${wanted}`));
}

/**
 * A layout above the page (its own folder's first, then each parent's, up to the routes folder) whose `load` always
 * redirects or 404s: layout loads run for every page below them (https://svelte.dev/docs/kit/routing#layout), so
 * no page under it is served. A page that resets its layouts (`+page@….svelte`) is left alone.
 */
function layoutTerminal(files: SiteFiles, routesDir: string, route: KitRoute): RouteFacts['terminal'] {
  if (route.endpoint || route.files.some((f) => f.slice(f.lastIndexOf('/') + 1).includes('@'))) return undefined;
  const parts = route.folder ? route.folder.split('/') : [];
  for (let depth = parts.length; depth >= 0; depth--) {
    for (const rel of optionFiles(files, [routesDir, ...parts.slice(0, depth)].join('/'), 'layout')) {
      const code = routeModule(files, rel);
      const fn = code ? exportedFunction(code, 'load') : undefined;
      const end = fn ? alwaysEndsIn(fn) : undefined;
      if (end) return { kind: end, why: end === 'redirect' ? `is under ${rel}, whose load only redirects` : `is under ${rel}, whose load only 404s` };
    }
  }
  return undefined;
}

/**
 * Params as a load function sees them: a rest param is one string, '/'-joined ('' when it matches nothing), never an
 * array (https://svelte.dev/docs/kit/advanced-routing#Rest-parameters: `params.file` is 'sveltejs/kit/main/…').
 */
function kitParams(params: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

const TAXONOMY_FILES = 2000;

/**
 * The values a prerendered taxonomy route (`/blog/category/[category]`, no `entries`) is built for. SvelteKit
 * prerenders the pages its crawler reaches by following links from the entry points
 * (https://svelte.dev/docs/kit/page-options#entries); a taxonomy page is linked from the posts that carry the value
 * in their front matter. So when the content the route reads holds the param's key (`category`/`categories`), the
 * values found there (as written, or lower-cased with hyphens) are the pages; anything else has no page. Routes
 * whose param stands for an entry (`[slug]`) are left to the content lookup.
 */
function crawledTaxonomy(files: SiteFiles, segments: readonly RouteSegment[], dirs: readonly string[]): ParamList | undefined {
  const dynamic = segments.filter((s) => s.kind !== 'static');
  if (dynamic.length !== 1 || dynamic[0].kind !== 'dynamic' || dirs.length === 0) return undefined;
  const name = dynamic[0].names[0];
  if (!name || isEntryParamName(name)) return undefined;
  const keys = [name, name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`];
  const tester = keyTester(keys);
  const values = new Set<string>();
  let carriers = 0;
  let budget = TAXONOMY_FILES;
  for (const dir of dirs) {
    for (const rel of files.under(dir)) {
      if (!/\.(?:md|mdx|svx)$/i.test(rel) || budget-- <= 0) continue;
      const data = frontDataWith(files, rel, tester);
      const found = keys.flatMap((k) => fmList(data, k));
      if (keys.some((k) => k in data)) carriers++;
      for (const v of found) {
        values.add(v);
        values.add(v.toLowerCase().replace(/\s+/g, '-'));
      }
    }
  }
  if (budget <= 0 || carriers === 0) return undefined;
  return { items: [...values].map((v) => ({ [name]: v })), complete: true };
}

function routeFacts(files: SiteFiles, config: KitConfig, route: KitRoute, segments: readonly RouteSegment[]): RouteFacts {
  const out: RouteFacts = { content: [], markdown: [], named: [], guessed: [] };
  const fromLayout = layoutTerminal(files, config.routesDir, route);
  if (fromLayout) out.terminal = fromLayout;
  const modules = route.files.filter((f) => /\.(?:ts|js)$/.test(f));
  const deepGlobs: string[] = [];
  const helperFolders: string[] = [];
  let throwsOnMiss = false;
  for (const rel of modules) {
    const code = routeModule(files, rel);
    if (!code) continue;
    const fnName = route.endpoint ? 'GET' : 'load';
    const fn = exportedFunction(code, fnName);
    const end = fn ? alwaysEndsIn(fn) : undefined;
    if (end && !out.terminal) out.terminal = { kind: end, why: end === 'redirect' ? `only redirects (its ${fnName} ends in redirect())` : `only 404s (its ${fnName} ends in error(404))` };
    // load({ params }) / GET({ params }): early exits for some params.
    const guard = fn && !end ? paramGuards(code, fn, (params) => ({ params: paramsValue(kitParams(params)) })) : undefined;
    if (guard && !out.guard) out.guard = guard;
    if (!out.params && exportsName(code, 'entries')) {
      const observed = observeCalls(() => code.named('entries'));
      const params = paramList(observed.value, false);
      if (params) out.params = params;
    }
    // The load's own module, then the local helpers it calls (`return getDoc(params.slug)` from $lib): a glob there
    // is where the page's content comes from (https://svelte.dev/docs/kit/load: load returns the page's data).
    const readers = [{ rel, code }, ...(fn && !end ? usedModules(files, rel, code, fn, config.aliases) : [])];
    // SvelteKit has no draft rule of its own: a draft is left out only by code that tests `draft`, in the load's
    // module, the helpers it calls or their own helpers (a field copied into an object is no test).
    const deeperModules = readers.flatMap((r) => r.rel === rel ? [] : importedModules(files, r.rel, r.code, config.aliases));
    const rendersDrafts = ![...readers, ...deeperModules].some((r) => testsDraft(files.read(r.rel) ?? 'draft'));
    for (const reader of readers) {
      for (const g of contentGlobs(files, reader.rel, reader.code, config.aliases)) {
        if (!out.content.some((c) => c.dir === g.dir)) {
          out.content.push({ label: `the files its code globs in ${g.dir}`, dir: g.dir, sectioned: true, rules: { exts: g.exts.length ? g.exts : ['md', 'svx'], dropIndex: true, skipPrefixes: ['.'], stripOrderPrefix: true, ...(g.flat ? { topLevelOnly: true } : {}) }, ...(rendersDrafts ? { rendersDrafts } : {}) });
        }
      }
      if (has404Path(reader.code)) out.notFoundPath = true;
      if (reader.rel === rel) continue;
      // A helper that reads a folder by name (`path.resolve(cwd, 'content/projects')`) reads the page's content there.
      for (const dir of foldersNamedIn(files.read(reader.rel) ?? '', files)) if (!helperFolders.includes(dir)) helperFolders.push(dir);
      // A helper's own helper that globs a folder: the helper builds its ids from those files in code we do not
      // evaluate, so the folder is searched by name (the fuzzy finder) and, when the helper throws on a path its
      // lookup lacks, a miss there is the error page.
      // A deeper helper naming each entry by its front matter `slug` (`slug: file.frontmatter.slug`) says how ids are
      // made: its folder is then the route's content, each entry at its slug.
      for (const deeper of importedModules(files, reader.rel, reader.code, config.aliases)) {
        const slugged = takesFrontMatterSlug(files.read(deeper.rel) ?? '');
        for (const g of contentGlobs(files, deeper.rel, deeper.code, config.aliases)) {
          if (out.content.some((c) => c.dir === g.dir) || deepGlobs.includes(g.dir)) continue;
          if (slugged) {
            out.content.push({ label: `the files ${deeper.rel} globs in ${g.dir}`, dir: g.dir, rules: { exts: g.exts.length ? g.exts : ['md', 'svx'], dropIndex: true, skipPrefixes: ['.'], frontMatterSlug: true, ...(g.flat ? { topLevelOnly: true } : {}) }, ...(rendersDrafts ? { rendersDrafts } : {}) });
          } else deepGlobs.push(g.dir);
        }
      }
      if (throwsConditionally(reader.code)) throwsOnMiss = true;
    }
    // A load that imports a component named by the param (`import(\`../${params.slug}.svelte\`)`) renders that file:
    // the page's text is there (https://svelte.dev/docs/kit/load: the data a load returns is the page's).
    out.markdown.push(...markdownImports(files, rel, code, config.aliases, config.extensions), ...paramFileReads(code));
  }
  if (out.content.length === 0 && !route.endpoint && segments.some((s) => s.kind !== 'static')) {
    const velite = veliteSection(veliteTypes(files), segments);
    if (velite && dirHasFiles(files, velite.dir)) {
      out.content.push({ label: `velite collection ${velite.dir}`, dir: velite.dir, rules: { exts: velite.exts, dropIndex: true, skipPrefixes: ['.'] }, note: `velite collection ${velite.dir}` });
    }
  }
  if (!route.endpoint && segments.some((s) => s.kind !== 'static')) {
    const prerender = pageOption(files, config.routesDir, route.folder, 'prerender');
    // Prerendered routes are left out of the server's manifest: only the params built at build time exist
    // (https://svelte.dev/docs/kit/page-options#prerender).
    if (prerender === true) out.closedBy = 'prerender = true';
    if (out.closedBy && !out.params) {
      const crawled = crawledTaxonomy(files, segments, [...out.content.map((c) => c.dir), ...deepGlobs]);
      if (crawled) out.params = crawled;
    }
  }
  out.named = [...new Set([...deepGlobs, ...route.files.flatMap((f) => foldersNamedIn(files.read(f) ?? '', files)), ...helperFolders])];
  if (deepGlobs.length && throwsOnMiss) out.notFoundPath = true;
  out.guessed = [...CONTENT_ROOTS, 'src/lib/blog', 'src/lib/docs'];
  return out;
}

function compileKit(files: SiteFiles): RouteTable {
  const config = readKitConfig(files);
  const byFolder = new Map<string, Array<{ file: string; rank: number }>>();
  const cut = config.routesDir.length + 1;
  for (const file of files.under(config.routesDir)) {
    const rel = file.slice(cut);
    const slash = rel.lastIndexOf('/');
    const rank = pageRank(rel.slice(slash + 1), config.extensions);
    if (rank < 0) continue;
    const folder = slash < 0 ? '' : rel.slice(0, slash);
    const list = byFolder.get(folder);
    if (list) list.push({ file, rank });
    else byFolder.set(folder, [{ file, rank }]);
  }
  const list = new RouteList<KitRoute>();
  const routeFiles = files.under(config.routesDir).map((f) => f.slice(cut));
  if (byFolder.size === 0 && usesLegacyRoutes(routeFiles)) {
    for (const route of legacyRoutes(routeFiles, config.extensions)) {
      const segments = route.parts.filter((p) => !/^\(.*\)$/.test(p)).map((p) => parseSegment(decodeEscapes(p), SYNTAX));
      const file = `${config.routesDir}/${route.file}`;
      list.add(segments, { file, files: [file], folder: route.parts.slice(0, -1).join('/'), endpoint: route.endpoint, legacy: true });
    }
  }
  for (const [folder, all] of byFolder) {
    all.sort((a, b) => a.rank - b.rank);
    const endpoint = all[0].rank === 4;
    // A folder with a page serves HTML from it; its +server.js only answers other methods and Accept headers.
    const pages = endpoint ? all : all.filter((p) => p.rank < 4);
    const segments = folder
      .split('/')
      .filter((p) => p !== '' && !/^\(.*\)$/.test(p))
      .map((p) => parseSegment(decodeEscapes(p), SYNTAX));
    list.add(segments, { file: pages[0].file, files: pages.map((p) => p.file), folder, endpoint });
  }
  const content = new RouteContent(files);
  const facts = new Map<string, RouteFacts>();
  const factsFor = (route: KitRoute, segments: readonly RouteSegment[]): RouteFacts => {
    let f = facts.get(route.file);
    if (!f) {
      f = safeFacts(() => routeFacts(files, config, route, segments), () => ({ content: [], markdown: [], named: [], guessed: [...CONTENT_ROOTS] }));
      facts.set(route.file, f);
      if (!route.endpoint) withFetchedEndpoints(f, route, segments);
    }
    return f;
  };
  /**
   * A page whose load fetches one of the app's own endpoints (`fetch(\`/projects/${params.project}.json\`)`) shows
   * what that endpoint reads (https://svelte.dev/docs/kit/load#Making-fetch-requests): its content folders, and its
   * 404 for an entry it lacks.
   */
  const withFetchedEndpoints = (f: RouteFacts, route: KitRoute, segments: readonly RouteSegment[]): void => {
    for (const rel of route.files) {
      for (const path of fetchedPaths(files.read(rel) ?? '')) {
        const target = [...list.match(pathSegments(path))].find((m) => m.route.data.endpoint && m.route.data !== route);
        if (!target) continue;
        const ef = safeFacts(() => routeFacts(files, config, target.route.data, target.route.segments), () => ({ content: [], markdown: [], named: [], guessed: [] }));
        for (const c of ef.content) if (!f.content.some((x) => x.dir === c.dir)) f.content.push(c);
        for (const dir of ef.named) if (!f.named.includes(dir)) f.named.push(dir);
        if (ef.notFoundPath) f.notFoundPath = true;
      }
    }
    // A prerendered taxonomy page over the posts an endpoint serves: its crawled values come from those posts.
    if (f.closedBy && !f.params) {
      const crawled = crawledTaxonomy(files, segments, [...f.content.map((c) => c.dir), ...f.named]);
      if (crawled) f.params = crawled;
    }
  };
  const literalLoadId = (route: KitRoute): string | undefined => {
    for (const rel of route.files.filter((f) => /\.(?:ts|js)$/.test(f))) {
      const code = routeModule(files, rel);
      const fn = code ? exportedFunction(code, 'load') : undefined;
      const id = fn && code ? returnedLiteralArg(fn, importedModules(files, rel, code, config.aliases)) : undefined;
      if (id !== undefined) return id;
    }
    return undefined;
  };
  const hooks = MODULE_EXTS.map((e) => `${config.hooksServer}.${e}`).find((f) => files.has(f));
  const trailingRedirect = hooks ? redirectsTrailingSlash(files, hooks) : false;

  const matchers = new Map<string, ConfigValue>();
  /** Whether each matcher of a match accepts its param (a matcher that cannot be read accepts). */
  const matchersAccept = (match: RouteMatch<KitRoute>): boolean => match.route.segments.every((seg) => {
    if (!seg.matcher || seg.names.length !== 1) return true;
    const value = match.params[seg.names[0]];
    if (typeof value !== 'string') return true;
    if (!matchers.has(seg.matcher)) {
      const rel = MODULE_EXTS.map((e) => `${config.paramsDir}/${seg.matcher}.${e}`).find((f) => files.has(f));
      matchers.set(seg.matcher, rel ? readModuleCode(files, rel)?.named('match') : undefined);
    }
    const accepted = callValue(matchers.get(seg.matcher), [value]);
    return accepted !== false;
  });

  const resolveMatch = (match: RouteMatch<KitRoute>): Resolution => {
    const route = match.route.data;
    const f = factsFor(route, match.route.segments);
    if (isStaticRoute(match.route.segments)) {
      if (f.terminal) return noSource(`${route.file} ${f.terminal.why}`, f.terminal.kind);
      const md = f.markdown.filter((m) => m.file);
      if (!route.endpoint && md.length === 1 && md[0].file) {
        return { file: md[0].file, reason: `${md[0].file} via ${route.file} (the page renders the Markdown its load imports)`, kind: 'content', template: route.file };
      }
      // A load handing its content helper a literal id (`return getDoc("index")`): that entry of the helper's folder.
      const id = !route.endpoint && f.content.length ? literalLoadId(route) : undefined;
      // The folder index reads as '' in the entry index (`index` named by the helper's own path slug).
      const ids = id === undefined ? [] : [id, ...(id === 'index' || id.endsWith('/index') ? [id.slice(0, -'index'.length).replace(/\/$/, '')] : [])];
      const entry = ids.flatMap((candidate) => f.content.map((spec) => content.lookup(spec, [], candidate))).find((hit) => hit !== undefined);
      if (entry) return { file: entry.file, reason: `${entry.file} via ${route.file} (its load reads the entry '${id}')`, kind: 'content', template: route.file };
      return { file: route.file, reason: `SvelteKit ${route.endpoint ? 'endpoint' : 'route'}: ${route.file}`, kind: 'source' };
    }
    if (route.endpoint) {
      if (f.terminal) return noSource(`${route.file} ${f.terminal.why}`, f.terminal.kind);
      return { file: route.file, reason: `SvelteKit endpoint template ${route.file}`, kind: 'template' };
    }
    // A prerendered route's pages are built at build time, and only those exist on a static host
    // (https://svelte.dev/docs/kit/page-options#prerender): with its content folder known, a path missing there
    // has no page.
    const res = content.resolve(f, { label: LABEL, file: route.file, match, closedByDefault: true, guessedFolderCloses: true });
    // A pre-1.0 param page loads in its component's module script, which is not read: which params it builds is unknown.
    if (route.legacy && res.kind === 'template') return noSource(`${route.file} is a pre-1.0 SvelteKit param route whose params are built in its component's load, which is not read`, 'none');
    return res;
  };

  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      const segs = segmentsBelow(config.base, urlPath);
      if (!segs) return undefined;
      // Files of the assets folder are served as they are, before any route is matched
      // (https://svelte.dev/docs/kit/project-structure#Project-files-static; sveltejs/kit#5070 "prefer static assets
      // to routes"): /projects/cover.webp is the file even beside a /projects/[slug] route.
      const asset = segs.length > 0 && !info?.trailingSlash && segs.every(isSafeSegmentValue) ? `${config.assetsDir}/${segs.join('/')}` : undefined;
      if (asset && files.has(asset)) return { file: asset, reason: `static file ${asset}`, kind: 'static' };
      // A folder of the assets holding an index.html (a CMS admin app copied as it is) is what the host serves at /folder/.
      const folderIndex = segs.length > 0 && segs.every(isSafeSegmentValue) ? `${config.assetsDir}/${segs.join('/')}/index.html` : undefined;
      if (folderIndex && files.has(folderIndex)) return { file: folderIndex, reason: `static file ${folderIndex}`, kind: 'static' };
      if (trailingRedirect && info?.trailingSlash && segs.length > 0) {
        return noSource(`${hooks} redirects paths that end in '/' to the path without it`, 'redirect');
      }
      // A `[x=matcher]` param matches only values its matcher accepts (https://svelte.dev/docs/kit/advanced-routing#Matching):
      // a route whose matcher says no is passed over, as SvelteKit does.
      for (const match of list.match(segs)) if (matchersAccept(match)) return resolveMatch(match);
      return undefined;
    },
  };
}

export const sveltekit: Framework = {
  id: 'sveltekit',
  label: LABEL,
  configFiles: CONFIGS,
  dependencies: ['@sveltejs/kit'],
  siteFolders: ['src/routes'],
  outputDirs: ['.svelte-kit', 'build'],
  staticDirs: (files) => [readKitConfig(files).assetsDir],
  detect(files) {
    const deps = packageDependencies(files);
    if (deps.has('@sveltejs/kit')) return 1;
    return CONFIGS.some((f) => files.has(f)) && files.under('src/routes').length > 0 ? 0.8 : 0;
  },
  domains: (files) => configDomains(files, CONFIGS, 'prerender.origin', () => {
    const prerender = kitOption(files, 'prerender');
    return isConfigObject(prerender) ? prerender.origin : undefined;
  }),
  redirects(files): RedirectRule[] {
    const hooks = readKitConfig(files).hooksServer;
    const rel = MODULE_EXTS.map((e) => `${hooks}.${e}`).find((f) => files.has(f));
    return rel ? middlewareRedirects(files, rel) : [];
  },
  compile: compileKit,
  affects(rel) {
    return CONFIGS.includes(rel) || VITE_CONFIGS.includes(rel) || /(?:^|\/)routes\//.test(rel) || /(?:^|\/)hooks(?:\.server)?\.[jt]s$/.test(rel) ||
      CONTENT_ROOTS.some((r) => rel.startsWith(`${r}/`)) || /\.(?:md|mdx|svx|[jt]s|json)$/.test(rel);
  },
};
