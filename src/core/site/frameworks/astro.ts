// Astro: src/pages file routes (pages, Markdown pages, endpoints like rss.xml.ts), content collections rendered through
// dynamic routes (legacy src/content/<name>/ and Astro 5 content.config.ts loaders), Starlight's injected docs route
// with its locales and fallback to the default locale, i18n, `base` and `trailingSlash`. astro.config.* and the
// pages' frontmatter are read statically, never executed: getStaticPaths lists, pages that only redirect
// (`Astro.redirect`, a meta refresh), the collections a route reads.
import { makeRule } from '../redirectRules';
import { cleanDir, trimChars } from '../text';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { pathSegments } from '../urlPath';
import {
  type ConfigCode, type ConfigValue, callOf, codeString, isConfigObject, observeCalls, pathValue, readModuleCode, resolveModule,
  configDomains, readConfigCode, syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, valueOfNode, walkSyntax,
} from './kit/code';
import { EntryIndex, type IdRules, isDraft } from './kit/contentIndex';
import { dirHasFiles } from './kit/contentLookup';
import { packageDependencies } from './kit/data';
import { frontData } from './kit/frontMatter';
import { eleventySlugify } from './kit/slugify';
import { defaultLocalePrefix } from './astroI18n';
import { emptyViteGlobs } from './astroEmptyGlobs';
import { type CollectionFilters, collectionFilters, filterDrops } from './astroCollectionFilters';
import { entryParams, entryParamsKey } from './astroEntryParams';
import { RouteList, isStaticRoute, segmentsBelow, parseSegment, type RouteMatch, type RouteSegment } from './kit/fileRoutes';
import { type ContentSpec, type RouteFacts, RouteContent, noSource, safeFacts } from './kit/routeContent';
import { onlyMetaRefresh } from './kit/metaRefresh';
import { astroParts, contentGlobs, exportedFunction, exportsName, markdownImports, paramList, statementsEndIn } from './kit/routeCode';
import { taxonomyFields, valuesAsWritten } from './kit/taxonomyParams';
import { githubSlug } from './kit/slugify';

const CONFIGS = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts', 'astro.config.cjs'];

const SYNTAX = { restMatchesEmpty: true };
const PAGE_EXTS = ['astro', 'md', 'mdx', 'markdown', 'mdown', 'mkdn', 'mkd', 'mdwn', 'html'];
/** An endpoint whose name says it builds an image (`[...id].png.ts`, `og.jpg.js`). */
const IMAGE_ENDPOINT = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)\.[cm]?[jt]s$/i;
const ENDPOINT_EXTS = ['ts', 'js', 'mjs', 'mts'];
const ENTRY_EXTS = ['md', 'mdx', 'mdoc', 'markdoc', 'markdown'];

/** Astro's entry ids: the path slugified per segment, `index` dropped, a front-matter `slug` instead when set. */
const ENTRY_RULES: IdRules = { exts: ENTRY_EXTS, dropIndex: true, slugify: true, frontMatterSlug: true, skipPrefixes: ['_', '.'] };

export interface StarlightLocales {
  /** URL keys of the locales (not 'root'). */
  keys: string[];
  /** Whether English (or the default) lives at the content root, unprefixed. */
  root: boolean;
  /** The key whose entries untranslated pages fall back to ('' for the root locale). */
  fallback: string;
}

export interface AstroConfig {
  file?: string;
  srcDir: string;
  /**
   * `publicDir` (default './public'): the folder copied to the site root as it is
   * (https://docs.astro.build/en/reference/configuration-reference/#publicdir).
   */
  publicDir: string;
  base: string[];
  trailingSlash?: 'always' | 'never' | 'ignore';
  locales: string[];
  defaultLocale?: string;
  prefixDefaultLocale: boolean;
  starlight: boolean;
  /** Starlight `locales` and `defaultLocale`, when it declares any. */
  starlightLocales?: StarlightLocales;
  /** `output: 'server'`: pages are rendered on demand unless they opt into prerendering. */
  server: boolean;
}

function readStarlightLocales(options: ConfigValue): StarlightLocales | undefined {
  if (!isConfigObject(options) || !isConfigObject(options.locales)) return undefined;
  const all = Object.keys(options.locales);
  if (all.length === 0) return undefined;
  const keys = all.filter((k) => k !== 'root');
  const root = all.includes('root');
  const declared = codeString(options.defaultLocale);
  const fallback = declared === undefined ? (root ? '' : keys[0]) : declared === 'root' ? '' : declared;
  return { keys, root, fallback };
}

/**
 * A top-level option of the Astro config: the exported object's own key when the export reads as an object (an
 * integration's options use the same names, `starlightOpenAPI([{ base: 'api' }])`), else the first such key anywhere.
 */
function astroOption(code: ConfigCode | undefined, key: string): ConfigValue {
  const exported = code?.exported;
  return isConfigObject(exported) ? exported[key] : code?.prop(key);
}

function readAstroConfig(files: SiteFiles): AstroConfig {
  const config = readConfigCode(files, CONFIGS);
  const code = config?.code;
  const i18n = astroOption(code, 'i18n');
  const trailing = codeString(astroOption(code, 'trailingSlash'));
  const locales: string[] = [];
  if (isConfigObject(i18n) && Array.isArray(i18n.locales)) {
    // `{ path: 'spanish', codes: [...] }` locale objects: the path is the URL segment.
    for (const l of i18n.locales) {
      const name = typeof l === 'string' ? l : isConfigObject(l) ? codeString(l.path) : undefined;
      if (name) locales.push(name);
    }
  }
  const routing = isConfigObject(i18n) ? i18n.routing : undefined;
  const defaultLocale = isConfigObject(i18n) ? codeString(i18n.defaultLocale) : undefined;
  const srcDir = cleanDir(codeString(astroOption(code, 'srcDir')) ?? 'src') || 'src';
  const starlightCall = code?.calls('starlight')[0];
  const starlightLocales = starlightCall ? readStarlightLocales(starlightCall[0]) : undefined;
  return {
    ...(config ? { file: config.rel } : {}),
    srcDir,
    publicDir: cleanDir(codeString(astroOption(code, 'publicDir')) ?? 'public') || 'public',
    base: pathSegments(codeString(astroOption(code, 'base')) ?? ''),
    ...(trailing === 'always' || trailing === 'never' || trailing === 'ignore' ? { trailingSlash: trailing } : {}),
    locales,
    ...(defaultLocale ? { defaultLocale } : {}),
    prefixDefaultLocale: isConfigObject(routing) && routing.prefixDefaultLocale === true,
    starlight: starlightCall !== undefined || packageDependencies(files).has('@astrojs/starlight'),
    ...(starlightLocales ? { starlightLocales } : {}),
    server: astroOption(code, 'output') === 'server',
  };
}

/** The folder of a collection's entries, from its defineCollection({ loader }) call; null = not Markdown in this repo. */
function collectionDir(value: ConfigValue, name: string, srcDir: string): string | null {
  const args = callOf(value, 'defineCollection')?.args;
  const options = args?.[0];
  const loader = isConfigObject(options) ? options.loader : undefined;
  if (loader === undefined) return `${srcDir}/content/${name}`;
  const glob = callOf(loader, 'glob')?.args[0];
  const base = isConfigObject(glob) ? pathValue(glob.base) : undefined;
  if (base !== undefined) return cleanDir(base);
  if (callOf(loader, 'docsLoader')) return `${srcDir}/content/docs`;
  // file(), API loaders: not Markdown pages in this repo.
  return null;
}

/**
 * Collection name → folder of its entries, from content.config.ts loaders or the legacy layout; `loaded` names the
 * collections a loader defines (their ids are slugs; a legacy collection's may be file names).
 */
interface Collections {
  dirs: Map<string, string>;
  loaded: Set<string>;
}

function astroCollections(files: SiteFiles, srcDir = 'src'): Collections {
  const out = new Map<string, string>();
  const loaded = new Set<string>();
  const names = ['content.config.ts', 'content.config.mjs', 'content.config.js', 'content.config.mts', 'content/config.ts', 'content/config.mjs', 'content/config.js'];
  const config = readConfigCode(files, names.map((n) => `${srcDir}/${n}`));
  const collections = config?.code.named('collections');
  if (isConfigObject(collections)) {
    for (const [name, value] of Object.entries(collections)) {
      const dir = collectionDir(value, name, srcDir);
      if (dir !== null) out.set(name, dir);
      const options = callOf(value, 'defineCollection')?.args[0];
      if (isConfigObject(options) && options.loader !== undefined) loaded.add(name);
    }
  }
  // Legacy collections: every folder of src/content/ is one, unless a loader said otherwise.
  const contentDir = `${srcDir}/content`;
  const cut = contentDir.length + 1;
  for (const file of files.under(contentDir)) {
    const name = file.slice(cut).split('/')[0];
    if (file.slice(cut).includes('/') && !out.has(name) && !name.startsWith('_')) out.set(name, `${contentDir}/${name}`);
  }
  return { dirs: out, loaded };
}

/** astro.config `redirects: { '/old': '/new', '/x': { status: 302, destination: '/y' } }`, under `base`. */
function astroRedirects(code: ConfigCode, origin: string): RedirectRule[] {
  const block = astroOption(code, 'redirects');
  if (!isConfigObject(block)) return [];
  const baseText = trimChars(codeString(astroOption(code, 'base')) ?? '', '/');
  const base = baseText ? `/${baseText}` : '';
  const out: RedirectRule[] = [];
  for (const [source, value] of Object.entries(block)) {
    const destination = typeof value === 'string' ? value : isConfigObject(value) ? value.destination : undefined;
    const status = isConfigObject(value) && typeof value.status === 'number' ? value.status : 301;
    const rule = makeRule(base + source, destination, status, origin);
    if (rule) out.push(rule);
  }
  return out;
}

interface AstroRoute {
  file: string;
  kind: 'page' | 'endpoint';
}

function pageRoutes(files: SiteFiles, pagesDir: string, list: RouteList<AstroRoute>): void {
  const cut = pagesDir.length + 1;
  for (const file of files.under(pagesDir)) {
    const parts = file.slice(cut).split('/');
    if (parts.some((p) => p.startsWith('_') || p.startsWith('.'))) continue;
    const name = parts.pop() as string;
    const dot = name.lastIndexOf('.');
    if (dot <= 0) continue;
    const ext = name.slice(dot + 1);
    let stem = name.slice(0, dot);
    let kind: AstroRoute['kind'];
    if (PAGE_EXTS.includes(ext)) kind = 'page';
    // Endpoints build the file their name says: rss.xml.ts → /rss.xml, data.json.js → /data.json
    // (https://docs.astro.build/en/guides/endpoints/).
    else if (ENDPOINT_EXTS.includes(ext) && !/\.d$/.test(stem)) kind = 'endpoint';
    else continue;
    // An index file stands for its folder, endpoints too (src/pages/rss.xml/index.ts builds /rss.xml).
    if (stem === 'index') stem = '';
    const segments = [...parts, ...(stem ? [stem] : [])].map((p) => parseSegment(p, SYNTAX));
    list.add(segments, { file, kind });
  }
}

const COLLECTION_FUNCTIONS = ['getCollection', 'getEntry', 'getEntries', 'getEntryBySlug'];

/** Code reading an entry's `draft` (`data.draft`, `data?.draft`, `{ draft }`, `'draft'`), not the word in a comment. */
const DRAFT_READ = /\??\.draft\b|["'`]draft["'`]|\bdraft\s*[,}:=]/;

/**
 * The names astro:content's collection functions go by in a module: their own, and local aliases
 * (`import { getCollection as internal } from "astro:content"`).
 */
export function collectionFunctionNames(text: string): Set<string> {
  const names = new Set(COLLECTION_FUNCTIONS);
  for (const m of text.slice(0, 200_000).matchAll(/\bimport\s*\{([^}]{0,500})\}\s*from\s*["']astro:content["']/g)) {
    for (const spec of m[1].split(',')) {
      const alias = /^\s*(?:type\s+)?(\w+)\s+as\s+(\w+)\s*$/.exec(spec);
      if (alias && COLLECTION_FUNCTIONS.includes(alias[1])) names.add(alias[2]);
    }
  }
  return names;
}

function collectionNamesIn(text: string, out: string[]): void {
  const functions = collectionFunctionNames(text);
  // Calls with a literal first argument, kept when the callee is one of those names (a set lookup, no pattern built from the text).
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(\s*["'`]([\w-]+)["'`]/g)) {
    if (functions.has(m[1]) && !out.includes(m[2])) out.push(m[2]);
  }
  // A loop over literal names handing each to a collection function (`for (const c of ['posts', 'shop'])` …
  // `getCollection(c)`, or `['posts', 'shop'].map((c) => getCollection(c))`).
  const passed = new Set<string>();
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g)) if (functions.has(m[1])) passed.add(m[2]);
  if (passed.size === 0) return;
  const loops = [
    ...[...text.matchAll(/\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+of\s+\[([^\]]{0,300})\]/g)].map((m) => ({ name: m[1], list: m[2] })),
    ...[...text.matchAll(/\[([^\]]{0,300})\]\s*\.\s*(?:map|flatMap|forEach)\s*\(\s*(?:async\s+)?\(?\s*([A-Za-z_$][\w$]*)/g)].map((m) => ({ name: m[2], list: m[1] })),
  ];
  for (const { name, list } of loops) {
    if (!passed.has(name)) continue;
    const names = list.split(',').map((item) => /^\s*["'`]([\w-]+)["'`]\s*$/.exec(item)?.[1]);
    if (names.every((n) => n !== undefined)) for (const n of names as string[]) if (!out.includes(n)) out.push(n);
  }
}

/** Helper functions declared with at most this many parameters are read for a collection parameter. */
const MAX_HELPER_PARAMS = 6;

/**
 * Helpers that hand one of their own parameters to a collection function (`function localized(locale, collection)
 * { … getCollection(collection) … }`): helper name → that parameter's position. Declarations read: `function name(…)`
 * and `const name = (…) =>` / `= async (…) =>`.
 */
function collectionHelpers(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const functions = collectionFunctionNames(text);
  const passed = new Set<string>();
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g)) if (functions.has(m[1])) passed.add(m[2]);
  if (passed.size === 0) return out;
  for (const m of text.matchAll(/\bfunction\s+([A-Za-z_$][\w$]*)\s*\(([^()]{0,200})\)|\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?\(([^()]{0,200})\)\s*=>|\bexport\s+default\s+(?:async\s+)?(?:function\s*[A-Za-z_$]?[\w$]*\s*)?\(([^()]{0,200})\)/g)) {
    const params = (m[2] ?? m[4] ?? m[5]).split(',').map((p) => p.trim().replace(/\s*[:=].*$/s, ''));
    if (params.length > MAX_HELPER_PARAMS) continue;
    const at = params.findIndex((p) => passed.has(p));
    // A default export is called by whatever name a route imports it as (`import getNotes from '../utils/getNotes'`).
    if (at >= 0) out.set(m[5] !== undefined ? DEFAULT_HELPER : m[1] ?? m[3], at);
  }
  return out;
}

/** The key a default-exported helper is kept under until a module's default import names it. */
const DEFAULT_HELPER = '\u0000default';

/** Collection names given as literals to helpers of the route's modules (`helper("en", "projects")`). */
function helperCollectionNames(texts: readonly string[], out: string[]): void {
  const helpers = new Map<string, number>();
  for (const text of texts) for (const [name, at] of collectionHelpers(text)) helpers.set(name, at);
  const byDefault = helpers.get(DEFAULT_HELPER);
  if (byDefault !== undefined) {
    for (const text of texts) for (const m of text.slice(0, 200_000).matchAll(/\bimport\s+([A-Za-z_$][\w$]*)\s+from\s*["'][.@~/]/g)) if (!helpers.has(m[1])) helpers.set(m[1], byDefault);
  }
  if (helpers.size === 0) return;
  for (const text of texts) {
    for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(([^()]{0,200})\)/g)) {
      const at = helpers.get(m[1]);
      if (at === undefined) continue;
      const arg = m[2].split(',')[at]?.trim();
      const name = arg ? /^["'`]([\w-]+)["'`]$/.exec(arg)?.[1] : undefined;
      if (name && !out.includes(name)) out.push(name);
    }
  }
}

const STATIC_IMPORT = /\bfrom\s*["']([^"']+)["']/g;
const STATIC_OR_DYNAMIC_IMPORT = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** The local modules (not components) a route's code imports, in order; at most 10 imports are read. */
function importedModules(files: SiteFiles, file: string, text: string, imports: RegExp): string[] {
  const out: string[] = [];
  let budget = 10;
  for (const m of text.matchAll(imports)) {
    if (budget-- <= 0) break;
    const target = resolveModule(files, file, m[1] ?? m[2]);
    if (target && !target.endsWith('.astro')) out.push(target);
  }
  return out;
}



/**
 * Collections a route renders: named in its own code first, then in the local modules it imports, and theirs
 * (`getFilteredPosts` from `@lib/…` calling a `getBlogCollection` helper); at most 20 modules are read.
 */
function collectionsUsedBy(files: SiteFiles, file: string, text: string): string[] {
  const out: string[] = [];
  const texts = moduleTexts(files, file, text, STATIC_OR_DYNAMIC_IMPORT);
  for (const code of texts) collectionNamesIn(code, out);
  helperCollectionNames(texts, out);
  return out;
}

/** Modules read from one route: its own and two levels of local imports. */
const MAX_ROUTE_MODULES = 20;

/** A route's text, then the texts of the local modules it imports and of those they import. */
function moduleTexts(files: SiteFiles, file: string, text: string, imports: RegExp): string[] {
  const out = [text];
  const seen = new Set<string>([file]);
  let level = [{ rel: file, text }];
  for (let depth = 0; depth < 2 && level.length; depth++) {
    const next: Array<{ rel: string; text: string }> = [];
    for (const from of level) {
      for (const rel of importedModules(files, from.rel, from.text, imports)) {
        if (seen.has(rel) || seen.size >= MAX_ROUTE_MODULES) continue;
        seen.add(rel);
        const code = files.read(rel) ?? '';
        out.push(code);
        next.push({ rel, text: code });
      }
    }
    level = next;
  }
  return out;
}

/** A page's frontmatter as a module (imports resolved from the page's folder). */
function pageModule(files: SiteFiles, rel: string): ConfigCode | undefined {
  return rel.endsWith('.astro') ? readModuleCode(files, rel, { extract: (text) => astroParts(text).script }) : readModuleCode(files, rel);
}

/** How a one-param route's getStaticPaths turns an entry id into its param, when the code says. */
type IdParam = { valuePrefix?: string; valueSuffix?: string } | { idComputed: true };

/**
 * How a one-param route's getStaticPaths builds its param from the entry id (`<x>.id` / `<x>.slug`,
 * https://docs.astro.build/en/reference/modules/astro-content/), read only when it returns params in one place:
 * `params: { slug: \`docs/${entry.id}\` }` builds /docs/<id> only ("Astro will build only the paths it returns",
 * https://docs.astro.build/en/reference/routing-reference/#getstaticpaths); the id itself, or the id less its file
 * extension, is the usual lookup; any other call on the id (`.split('/').slice(1)`, `.replace(…)`) computes the URL
 * in code, so no URL can be said to name an entry by its id.
 */
function paramFromId(file: string, text: string): IdParam | undefined {
  if (file.split('[').length - 1 !== 1) return undefined;
  const script = astroPartsScript(file, text);
  if (script.split(/\bparams\s*:/).length - 1 !== 1) return undefined;
  const m = /\bparams\s*:\s*\{\s*([A-Za-z_$][\w$]*)\s*:\s*([^\n]{1,200})/.exec(script);
  if (!m || !(file.includes(`[...${m[1]}]`) || file.includes(`[${m[1]}]`))) return undefined;
  const value = m[2];
  const template = /^`([^`$\\]{0,200})\$\{\s*[A-Za-z_$][\w$]*\.(?:id|slug)\s*\}([^`$\\]{0,200})`\s*,?\s*\}/.exec(value);
  if (template) return template[1] || template[2] ? { ...(template[1] ? { valuePrefix: template[1] } : {}), ...(template[2] ? { valueSuffix: template[2] } : {}) } : undefined;
  const call = /^[A-Za-z_$][\w$]*\.(?:id|slug)\s*\.\s*([A-Za-z]+)\s*\(([^)]{0,100})\)/.exec(value);
  if (!call) return undefined;
  // `.replace(/\.mdx?$/, '')`: the extension, which ids never hold anyway.
  if (call[1] === 'replace' && /^\s*\/\\\.[\w|()?]+\$\/\w*\s*,\s*(?:''|"")\s*$/.test(call[2])) return undefined;
  // `.replace(/\/index$/, '')`: a folder's index entry at the folder, as its id is read here already.
  if (call[1] === 'replace' && /^\s*\/(?:\\\/)?index\$\/\w*\s*,\s*(?:''|"")\s*$/.test(call[2])) return undefined;
  return { idComputed: true };
}

/** A one-param route whose params object is an entry's id or slug as it is (`params: { slug: post.id }`). */
const PLAIN_ID_PARAM = /\bparams\s*:\s*\{\s*[A-Za-z_$][\w$]*\s*:\s*[A-Za-z_$][\w$]*\.(?:id|slug)\s*[,}]/;

/** A params object taking an entry's id or slug (`params: { slug: post.id }`, `{ slug: entry.slug.split(…) }`). */
const ENTRY_ID_PARAM = /\bparams\s*:\s*\{[^{}]{0,300}\.(?:id|slug)\b/;

/** Entries read per collection for its ids. */
const MAX_COLLECTION_IDS = 5_000;

/**
 * A getStaticPaths building a plain `[param]` from the entries of a collection it loads (`const frameworks = await
 * getCollection('frameworks')` … `frameworks.flatMap((framework) => … params: { framework: framework.id, … })`):
 * the param only takes those entries' ids (the glob loader's: the path without its extension, slugged), so another
 * value is no page. Read with fixed patterns over the script (bounded, no nested repetition); undefined when the
 * script says nothing so plain.
 */
function collectionIdGuard(files: SiteFiles, file: string, script: string, collections: Collections): RouteFacts['guard'] {
  const params = /\bparams\s*:\s*\{([^{}]{0,400})\}/.exec(script)?.[1];
  if (!params) return undefined;
  const loadedAs = new Map<string, string>();
  for (const m of script.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?getCollection\(\s*['"]([\w-]{1,64})['"]\s*\)/g)) loadedAs.set(m[1], m[2]);
  const itemOf = new Map<string, string>();
  for (const m of script.matchAll(/\b([A-Za-z_$][\w$]*)\s*\.\s*(?:flatMap|map)\s*\(\s*(?:async\s*)?\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>/g)) itemOf.set(m[2], m[1]);
  const allowed = new Map<string, Set<string>>();
  for (const m of params.matchAll(/\b([A-Za-z_$][\w$]*)\s*:\s*([A-Za-z_$][\w$]*)\.(?:id|slug)\s*[,}\n]/g)) {
    if (!file.includes(`[${m[1]}]`) || file.includes(`[...${m[1]}]`)) continue;
    const name = loadedAs.get(itemOf.get(m[2]) ?? '');
    const dir = name ? collections.dirs.get(name) : undefined;
    if (!dir) continue;
    const ids = new Set<string>();
    for (const rel of files.under(dir).slice(0, MAX_COLLECTION_IDS)) {
      const local = rel.slice(dir.length + 1);
      const dot = local.lastIndexOf('.');
      if (dot <= 0 || local.split('/').some((seg) => seg.startsWith('_') || seg.startsWith('.'))) continue;
      ids.add(local.slice(0, dot).split('/').map(githubSlug).join('/'));
    }
    if (ids.size) allowed.set(m[1], ids);
  }
  if (allowed.size === 0) return undefined;
  return (values) => {
    for (const [param, ids] of allowed) {
      const value = values[param];
      if (typeof value === 'string' && !ids.has(value)) return 'notFound';
    }
    return undefined;
  };
}

/**
 * The component a page renders alone (`<Redirect url="…" />`, imported from a local .astro file) when that component's
 * markup only sends the browser on: a meta refresh with no delay, around a line saying where (its `{expressions}`
 * read as that line's text).
 */
function redirectComponent(files: SiteFiles, rel: string, markup: string): string | undefined {
  const tag = /^\s*<([A-Z][\w.]*)\b[^<>]{0,500}\/>\s*$/.exec(markup)?.[1];
  if (!tag) return undefined;
  const { script } = astroParts(files.read(rel) ?? '');
  // Default imports compared by name (a fixed pattern: the tag is never compiled into one).
  const from = [...script.slice(0, 50_000).matchAll(/\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]{1,300})['"]/g)].find((m) => m[1] === tag)?.[2];
  const target = from ? resolveModule(files, rel, from) : undefined;
  if (!target?.endsWith('.astro')) return undefined;
  return onlyMetaRefresh(astroParts(files.read(target) ?? '').markup, { expressions: true }) ? target : undefined;
}

function astroPartsScript(file: string, text: string): string {
  return file.endsWith('.astro') ? astroParts(text).script : text;
}

function routeFacts(files: SiteFiles, route: AstroRoute, config: AstroConfig, collections: Collections): RouteFacts {
  const out: RouteFacts = { content: [], markdown: [], named: [], guessed: [] };
  const text = files.read(route.file) ?? '';
  const code = route.file.endsWith('.md') || route.file.endsWith('.mdx') || route.file.endsWith('.html') ? undefined : pageModule(files, route.file);
  if (route.file.endsWith('.astro')) {
    const { markup } = astroParts(text);
    const tree = code ? syntaxOf(code) : undefined;
    if (tree && statementsEndIn(syntaxChildren(tree, 'body')) === 'redirect') out.terminal = { kind: 'redirect', why: 'only returns Astro.redirect()' };
    else if (onlyMetaRefresh(markup)) out.terminal = { kind: 'redirect', why: 'only sends the browser to another page (a meta refresh or a location script)' };
    else {
      const component = redirectComponent(files, route.file, markup);
      if (component) out.terminal = { kind: 'redirect', why: `only renders ${component}, which sends the browser to another page (a meta refresh)` };
    }
  }
  let filters: CollectionFilters | undefined;
  if (code) {
    if (exportsName(code, 'getStaticPaths')) {
      const observed = observeCalls(() => code.named('getStaticPaths'));
      filters = collectionFilters(observed.calls);
      const params = paramList(observed.value, true);
      if (params) out.params = params;
      // Static builds only write the paths getStaticPaths returns (https://docs.astro.build/en/reference/routing-reference/#getstaticpaths).
      const prerender = code.named('prerender');
      if (config.server ? prerender === true : prerender !== false) out.closedBy = 'getStaticPaths of a prerendered page';
      if (out.closedBy && !out.params) {
        const guard = collectionIdGuard(files, route.file, astroPartsScript(route.file, text), collections);
        if (guard) out.guard = guard;
      }
      // Params built from a taxonomy of the entries (`[...new Set(blogs.map((b) => b.data.tags).flat())]`), not from
      // their ids: a page exists for each value some entry holds (kit/taxonomyParams.ts).
      const paths = exportedFunction(code, 'getStaticPaths');
      const pathsText = paths ? textOfNode(code, paths) : '';
      if (paths && (!out.params || out.params.items.length === 0) && !ENTRY_ID_PARAM.test(pathsText)) {
        const taxonomy = taxonomyFields(pathsText);
        if (taxonomy.length) {
          out.taxonomy = taxonomy;
          if (valuesAsWritten(pathsText)) out.taxonomyAsWritten = true;
        }
      }
    }
    for (const g of contentGlobs(files, route.file, code)) {
      if (!out.content.some((c) => c.dir === g.dir)) out.content.push({ label: `glob ${g.dir}`, dir: g.dir, rules: { ...ENTRY_RULES, exts: g.exts.length ? g.exts : ENTRY_EXTS } });
    }
    out.markdown = markdownImports(files, route.file, code);
  }
  const fromId = code ? paramFromId(route.file, text) : undefined;
  // Params computed from each entry in code: evaluated per entry, they name the entry's file.
  const paramNames = [...route.file.matchAll(/\[(?:\.\.\.)?([A-Za-z_$][\w$]*)\]/g)].map((m) => m[1]);
  const computed = code && ((fromId && 'idComputed' in fromId) || paramNames.length > 1 || !PLAIN_ID_PARAM.test(astroPartsScript(route.file, text)))
    ? entryParams(files, code, paramNames, collections.dirs, (name, file, at) => filterDrops(filters?.get(name), file, at, ENTRY_RULES, !collections.loaded.has(name), () => frontData(files, file)) !== undefined)
    : undefined;
  if (computed) out.reads = (params) => { const key = entryParamsKey(paramNames, params); return key === undefined ? undefined : computed.files.get(key); };
  // Every entry's params known: no entry is at a path outside them (its id is not read as one).
  const idsUnread = computed?.complete === true;
  // Astro publishes every entry a route lists: a `draft` key only keeps an entry out when the route's code (or a
  // module it reads) filters on it (https://docs.astro.build/en/guides/content-collections/#filtering-collection-queries).
  let drafts: boolean | undefined;
  const rendersDrafts = (): boolean => (drafts ??= !moduleTexts(files, route.file, text, STATIC_OR_DYNAMIC_IMPORT).some((t) => DRAFT_READ.test(t)));
  for (const name of collectionsUsedBy(files, route.file, text)) {
    const dir = collections.dirs.get(name) ?? `${config.srcDir}/content/${name}`;
    if (dirHasFiles(files, dir)) {
      const drops = (file: string, at: string): string | undefined =>
        computed?.evaluated.has(file) ? 'is built at the params its getStaticPaths computes for it, not at its id' : filterDrops(filters?.get(name), file, at, ENTRY_RULES, !collections.loaded.has(name), () => frontData(files, file));
      // Entries kept one folder each with a file per locale (`projects/<entry>/en.mdx`) are that entry's translations.
      const rules = config.locales.length ? { ...ENTRY_RULES, localeLeaves: config.locales } : ENTRY_RULES;
      // A taxonomy route's params are values the entries hold, never their ids.
      const ids = out.taxonomy || idsUnread ? { idComputed: true as const } : fromId ?? { suffixIds: true };
      out.content.push({ label: `collection '${name}'`, dir, rules, note: `collection '${name}'`, drops, ...ids, ...(rendersDrafts() ? { rendersDrafts: true } : {}) } satisfies ContentSpec);
    }
  }
  return out;
}

/** A `pageSize` the route reads from elsewhere (`pageSize: SITE.postPerPage`, a constant of an imported config module). */
function pageSizeOption(files: SiteFiles, rel: string): number | undefined {
  const code = pageModule(files, rel);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return undefined;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'Property' || syntaxName(syntaxChild(node, 'key')) !== 'pageSize') continue;
    const value = syntaxChild(node, 'value');
    const size = value ? valueOfNode(code, value) : undefined;
    if (typeof size === 'number' && Number.isInteger(size) && size > 0) return size;
  }
  return undefined;
}

/** Astro's `paginate()` page size when the route gives none (https://docs.astro.build/en/reference/routing-reference/#paginate). */
const DEFAULT_PAGE_SIZE = 10;

/**
 * The page numbers a numbered route builds, when its code says: `paginate()` starts at 1, a hand-rolled
 * `for (let i = 2; …)` at its literal start; the last page is at most ceil(entries / page size) over the one
 * collection it reads (a filter only makes fewer pages), the page size being paginate's `pageSize` (10 by default)
 * or the literal divisor of `Math.ceil(x.length / perPage)`.
 */
function pageRange(files: SiteFiles, rel: string, content: readonly ContentSpec[], rest: boolean): { first: number; last?: number; why: string } | undefined {
  const text = files.read(rel) ?? '';
  const constants = new Map([...text.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(\d{1,6})\s*[;\n]/g)].map((m) => [m[1], Number(m[2])]));
  const literal = (token: string | undefined): number | undefined => (token === undefined ? undefined : /^\d+$/.test(token) ? Number(token) : constants.get(token));
  const paginated = /\bpaginate\s*\(/.test(text);
  const loop = paginated ? undefined : /\bfor\s*\(\s*(?:let|var)\s+[A-Za-z_$][\w$]*\s*=\s*(\d{1,6})\s*;/.exec(text);
  if (!paginated && !loop) return undefined;
  // With a rest param paginate() serves page 1 at the route's own path ("/" + nothing), so the first number is 2; a
  // `.filter(({ params }) => Number(params.page) > 1)` on its result drops the pages up to that number.
  const kept = paginated ? /\bparams\.[A-Za-z_$][\w$]*\s*\)?\s*(>=?)\s*(\d{1,4})\b/.exec(text) : null;
  const fromFilter = kept ? Number(kept[2]) + (kept[1] === '>' ? 1 : 0) : 0;
  const first = paginated ? Math.max(rest ? 2 : 1, fromFilter) : Number(loop?.[1]);
  const pageSize = paginated ? /\bpageSize\s*:\s*([\w$]+)/.exec(text) : undefined;
  const size = paginated
    ? pageSize ? literal(pageSize[1]) ?? pageSizeOption(files, rel) : DEFAULT_PAGE_SIZE
    : literal(/Math\.ceil\(\s*[\w$.]+\.length\s*\/\s*([\w$]+)\s*\)/.exec(text)?.[1]);
  const how = paginated ? 'paginate()' : `a loop from ${first}`;
  if (!size || content.length !== 1) return { first, why: how };
  const entries = files.under(content[0].dir).filter((f) => content[0].rules.exts.some((e) => f.endsWith(`.${e}`))).length;
  return { first, last: Math.max(1, Math.ceil(entries / size)), why: `${how}, ${size} per page over the ${entries} entries of ${content[0].dir}` };
}

/**
 * The code that builds a route's params from entry data: the route's own and that of the local modules it imports
 * (a `getTags()` helper in `src/utils/`), where `getStaticPaths` often hands the work off.
 */
function paramCodeOf(files: SiteFiles, rel: string): string[] {
  return moduleTexts(files, rel, files.read(rel) ?? '', STATIC_IMPORT);
}

/** Front matter fields of collection entries read by a route's code or its helpers (`post.data.tags`), at most a few. */
function dataFieldsOf(code: readonly string[]): string[] {
  return [...new Set(code.flatMap((text) => [...text.matchAll(/\.data\??\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1])))].slice(0, 16);
}

/**
 * Whether the code building the params lower-cases the values (`tag.toLowerCase()`, a slugify helper): then a URL
 * value with capitals is no param it returns, since Astro builds only the paths getStaticPaths returns
 * (https://docs.astro.build/en/reference/routing-reference/#getstaticpaths) and URL paths are case-sensitive.
 */
function lowerCasesValues(code: readonly string[]): boolean {
  return code.some((text) => /\.toLowerCase\s*\(|\.toLocaleLowerCase\s*\(|\b(?:slugify|kebabCase|paramCase)\s*\(/.test(text));
}

/** Entries read per collection when looking for a param value in their front matter. */
const MAX_ENTRIES_READ = 2000;

/**
 * A closed route (prerendered getStaticPaths: "Astro will build only the paths it returns",
 * https://docs.astro.build/en/reference/routing-reference/#getstaticpaths) over collection entries whose param no
 * entry id matched: its values come from the entries' data (`post.data.tags` for tags/[tag]). When no entry of its
 * collections holds the URL's value in any field the code reads (compared loosely: slugified, as a substring), the
 * route does not build that path. Only routes with one dynamic segment, whose code reads entry data.
 */
function valueNoEntryHolds(files: SiteFiles, match: RouteMatch<AstroRoute>, content: readonly ContentSpec[], fields: readonly string[]): { value: string; fields: string; dirs: string } | undefined {
  const dynamic = match.route.segments.filter((seg) => seg.kind !== 'static');
  if (fields.length === 0 || dynamic.length !== 1 || dynamic[0].kind !== 'dynamic' || match.values.length !== 1) return undefined;
  return unheldValue(files, match.values[0], content, fields);
}

/** The value, when no entry of the content (drafts aside) holds it in those fields nor in its path. */
function unheldValue(files: SiteFiles, raw: string, content: readonly ContentSpec[], fields: readonly string[]): { value: string; fields: string; dirs: string } | undefined {
  const value = eleventySlugify(raw);
  if (!value) return undefined;
  const holds = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(holds);
    return (typeof v === 'string' || typeof v === 'number') && eleventySlugify(String(v)).includes(value);
  };
  for (const spec of content) {
    const entries = files.under(spec.dir).filter((rel) => spec.rules.exts.some((e) => rel.endsWith(`.${e}`)));
    if (entries.length > MAX_ENTRIES_READ) return undefined;
    for (const rel of entries) {
      // A draft is no page (see `entry`): its values make none either.
      if (isDraft(files, rel)) continue;
      if (eleventySlugify(rel.slice(spec.dir.length)).includes(value)) return undefined;
      const fm = frontData(files, rel);
      if (fields.some((k) => holds(fm[k]))) return undefined;
    }
  }
  return { value: raw, fields: fields.map((k) => `data.${k}`).join(', '), dirs: content.map((c) => c.dir).join(', ') };
}

/**
 * The path a static page only hands to another route: its script ends in `return Astro.rewrite('/en')` with a literal
 * path, after imports and declarations alone. The visitor gets that path's page at this URL
 * (https://docs.astro.build/en/guides/routing/#rewrites), so that page's source is this URL's.
 */
function rewriteTarget(files: SiteFiles, file: string): string | undefined {
  if (!file.endsWith('.astro')) return undefined;
  const code = pageModule(files, file);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return undefined;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type === 'ImportDeclaration' || stmt.type === 'VariableDeclaration' || stmt.type === 'EmptyStatement') continue;
    if (stmt.type !== 'ReturnStatement') return undefined;
    const call = syntaxChild(stmt, 'argument');
    const callee = call?.type === 'CallExpression' ? syntaxChild(call, 'callee') : undefined;
    if (callee?.type !== 'MemberExpression' || syntaxName(callee) !== 'rewrite' || syntaxName(syntaxChild(callee, 'object') as NonNullable<typeof callee>) !== 'Astro') return undefined;
    const target = valueOfNode(code, syntaxChildren(call as NonNullable<typeof call>, 'arguments')[0]);
    return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : undefined;
  }
  return undefined;
}

/** A route with no static segment and a rest param: `[...slug].astro`, `[...blog]/[tag]/[...page].astro`. */
function claimsAnyPath(segments: readonly RouteSegment[]): boolean {
  return segments.every((s) => s.kind !== 'static' && s.kind !== 'pattern') && segments.some((s) => s.kind === 'catchall' || s.kind === 'optional-catchall');
}

function compileAstro(files: SiteFiles): RouteTable {
  const config = readAstroConfig(files);
  const pagesDir = `${config.srcDir}/pages`;
  const list = new RouteList<AstroRoute>();
  pageRoutes(files, pagesDir, list);
  const collections = astroCollections(files, config.srcDir);
  const docsDir = collections.dirs.get('docs') ?? `${config.srcDir}/content/docs`;
  const starlightDocs = config.starlight && dirHasFiles(files, docsDir) ? new EntryIndex(files, docsDir, ENTRY_RULES) : undefined;
  const content = new RouteContent(files);
  const facts = new Map<string, RouteFacts>();
  const factsFor = (route: AstroRoute): RouteFacts => {
    let f = facts.get(route.file);
    if (!f) {
      f = safeFacts(() => routeFacts(files, route, config, collections), () => ({ content: [], markdown: [], named: [], guessed: [] }));
      facts.set(route.file, f);
    }
    return f;
  };
  const publicFile = (segs: readonly string[]): Resolution | undefined => {
    if (segs.length === 0) return undefined;
    const rel = `${config.publicDir}/${segs.join('/')}`;
    for (const candidate of [rel, `${rel}/index.html`]) {
      if (files.has(candidate)) return { file: candidate, reason: `static file ${candidate} (${config.publicDir}/ is copied to the site as it is)`, kind: 'static' };
    }
    return undefined;
  };

  /** Starlight's docs route: the entry with the path's id, else the default locale's entry for a configured locale. */
  const starlight = (segs: readonly string[]): Resolution | undefined => {
    if (!starlightDocs) return undefined;
    const id = segs.join('/');
    const direct = starlightDocs.get(id);
    if (direct) return entry(direct, `Starlight docs page: ${direct}`);
    const locales = config.starlightLocales;
    if (locales && segs.length > 0 && locales.keys.includes(segs[0])) {
      // Untranslated pages show the default locale's page at the localized URL
      // (https://starlight.astro.build/guides/i18n/#fallback-content).
      const rest = segs.slice(1).join('/');
      const fallbackId = locales.fallback ? (rest ? `${locales.fallback}/${rest}` : locales.fallback) : rest;
      const fallback = segs[0] !== locales.fallback ? starlightDocs.get(fallbackId) : undefined;
      if (fallback) return entry(fallback, `Starlight docs page: ${fallback} (the default locale's page: no ${segs[0]} translation)`);
    }
    return noSource(`no Starlight docs entry for ${id ? `/${id}/` : '/'} in ${docsDir}${locales ? ` (locales: ${[...(locales.root ? ['root'] : []), ...locales.keys].join(', ')})` : ''}`, 'none');
  };

  const entry = (file: string, reason: string): Resolution => {
    if (isDraft(files, file)) return noSource(`${file} is a draft (draft: true is not published)`, 'none');
    return { file, reason, kind: 'content' };
  };

  /** Rewrites being followed: one hop at most (a rewrite to a rewrite is read as a page). */
  let rewrites = 0;
  const decideMatch = (match: RouteMatch<AstroRoute>): { res: Resolution; outcome: 'hit' | 'template' | 'terminal' | 'miss' } => {
    const { file, kind } = match.route.data;
    const f = factsFor(match.route.data);
    if (isStaticRoute(match.route.segments)) {
      if (f.terminal) return { res: noSource(`${file} ${f.terminal.why}`, f.terminal.kind), outcome: 'terminal' };
      const target = rewrites < 1 ? rewriteTarget(files, file) : undefined;
      const targetSegs = target === undefined ? undefined : pathSegments(target.split(/[?#]/)[0]);
      if (targetSegs) {
        rewrites++;
        try {
          const served = resolveSegments(targetSegs);
          if (served?.file) return { res: { ...served, reason: `${served.reason} (${file} rewrites to ${target})` }, outcome: 'hit' };
        } finally {
          rewrites--;
        }
      }
      const md = f.markdown.filter((m) => m.file);
      if (kind === 'page' && md.length === 1 && md[0].file) {
        return { res: { file: md[0].file, reason: `${md[0].file} via ${file} (the page renders the Markdown it imports)`, kind: 'content', template: file }, outcome: 'hit' };
      }
      return { res: { file, reason: `Astro ${kind === 'endpoint' ? 'endpoint' : 'page'}: ${file}`, kind: 'source' }, outcome: 'hit' };
    }
    // A route made only of params, one of them a rest param, matches every path of the site. A static build writes
    // only the paths its getStaticPaths() returns (https://docs.astro.build/en/reference/routing-reference/#getstaticpaths);
    // when that list cannot be read and none of the site's content collections is tied to the route, its pages most
    // likely come from those collections through code we cannot follow: which paths exist is unknown, and naming the
    // template for any path would put a file on pages that do not exist.
    if (claimsAnyPath(match.route.segments) && f.closedBy && !f.params && f.content.length === 0 && f.markdown.length === 0 && collections.dirs.size > 0) {
      return { res: noSource(`${file} builds the pages its getStaticPaths() lists, which cannot be read, and its rest parameter may be any path of the site (its content collections are not tied to it)`, 'none'), outcome: 'miss' };
    }
    // paginate() routes (`[...page]`, `[page]`) only build numbered pages: anything else is another route's.
    const pageParam = match.route.segments.find((s) => s.names.some((n) => /^page(?:num(?:ber)?)?$/i.test(n)));
    // A params list read with no item known (`[...new Set(tags)].map(…)` over data) says nothing either.
    const paramsUnknown = !f.params || (f.params.items.length === 0 && !f.params.complete);
    if (pageParam && paramsUnknown) {
      const value = match.params[pageParam.names[0]];
      const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (!parts.every((p) => /^\d+$/.test(p))) return { res: noSource(`${file} only builds numbered pages`, 'none'), outcome: 'miss' };
      const range = parts.length === 1 ? pageRange(files, file, f.content, pageParam.kind !== 'dynamic') : undefined;
      const n = Number(parts[0]);
      if (range && (n < range.first || (range.last !== undefined && n > range.last))) {
        return { res: noSource(`${file} builds pages ${range.first}${range.last === undefined ? ' and up' : `..${range.last}`} (${range.why})`, 'none'), outcome: 'miss' };
      }
      // A paginated list per value (`tags/[tag]/[...page]`): only the values the entries hold have a list.
      const others = match.route.segments.filter((seg) => seg.kind === 'dynamic' && seg !== pageParam);
      const other = others.length === 1 ? match.params[others[0].names[0]] : undefined;
      if (typeof other === 'string' && f.content.length > 0) {
        const unheld = unheldValue(files, other, f.content, dataFieldsOf(paramCodeOf(files, file)));
        if (unheld) return { res: noSource(`${file} builds a list for each value its collection entries hold in ${unheld.fields}, and no entry of ${unheld.dirs} holds '${unheld.value}'`, 'none'), outcome: 'miss' };
      }
      return { res: { file, reason: `Astro paginated route ${file}`, kind: 'template' }, outcome: 'template' };
    }
    // A route under a locale's folder (`src/pages/es/…`) renders that locale's entries (`<entry>/es.mdx`).
    const lead = match.route.segments[0];
    const locale = lead?.kind === 'static' && config.locales.includes(lead.text) ? lead.text : undefined;
    const decided = content.decide(f, { label: 'Astro', file, match, closedByDefault: true, ...(locale ? { locale } : {}) });
    if (decided.outcome === 'template' && f.closedBy && paramsUnknown && f.content.length > 0 && f.markdown.length === 0) {
      const code = paramCodeOf(files, file);
      const fields = dataFieldsOf(code);
      const dynamic = match.route.segments.filter((seg) => seg.kind !== 'static');
      const value = dynamic.length === 1 && dynamic[0].kind === 'dynamic' && match.values.length === 1 ? match.values[0] : undefined;
      if (fields.length > 0 && value !== undefined && value !== value.toLowerCase() && lowerCasesValues(code)) {
        return { res: noSource(`${file} builds a page for each value its collection entries hold in ${fields.map((k) => `data.${k}`).join(', ')}, lower-cased by its code: '${value}' has capitals`, 'none'), outcome: 'miss' };
      }
      const unheld = valueNoEntryHolds(files, match, f.content, fields);
      if (unheld) return { res: noSource(`${file} builds a page for each value its collection entries hold in ${unheld.fields}, and no entry of ${unheld.dirs} holds '${unheld.value}'`, 'none'), outcome: 'miss' };
    }
    if (decided.outcome === 'template' && f.content.length === 0) {
      const empty = emptyViteGlobs(files, file);
      if (empty) return { res: noSource(`${file} builds its pages from import.meta.glob(${empty.map((p) => `'${p}'`).join(', ')}), which matches no file of the repository`, 'none'), outcome: 'miss' };
      return { res: { file, reason: `Astro route template ${file} (its content is not in a collection we can read)`, kind: 'template' }, outcome: 'template' };
    }
    // An endpoint drawing an image per entry (`og/[...id].png.ts`) is the image's source: the entry only feeds it text.
    if (kind === 'endpoint' && decided.res.file && decided.res.file !== file && IMAGE_ENDPOINT.test(file)) {
      return { res: { file, reason: `Astro endpoint ${file} (draws the image for ${decided.res.file})`, kind: 'source' }, outcome: decided.outcome };
    }
    return decided;
  };

  /** Answers of a route that generates the path itself (its getStaticPaths lists the value). */
  const generated = new WeakSet<Resolution>();
  const resolveSegments = (segs: string[]): Resolution | undefined => {
    let fallback: Resolution | undefined;
    let missed: Resolution | undefined;
    for (const match of list.match(segs)) {
      if (!isStaticRoute(match.route.segments) && !fallback && !missed) {
        const served = publicFile(segs);
        if (served) return served;
      }
      const { res, outcome } = decideMatch(match);
      // In a static build every route writes the paths it generates: one that does not generate this path leaves it
      // to the next matching route; a guess waits until no route claims the path for sure.
      if (outcome === 'hit') {
        generated.add(res);
        return res;
      }
      if (outcome === 'miss') missed ??= res;
      else fallback ??= res;
    }
    const served = publicFile(segs);
    if (served) return served;
    const docs = starlight(segs);
    if (docs?.file) return docs;
    return fallback ?? missed ?? docs;
  };

  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      const segs = segmentsBelow(config.base, urlPath);
      if (!segs) return undefined;
      let found = resolveSegments(segs);
      // The 404 page is written as 404.html (https://docs.astro.build/en/basics/astro-pages/#custom-404-error-page).
      if (!found?.file && segs.length === 1 && segs[0] === '404.html') {
        const page = resolveSegments(['404']);
        if (page?.file) found = { ...page, reason: `${page.reason} (written as 404.html)` };
      }
      // With prefixDefaultLocale every language's URL shows its prefix: no unprefixed path reaches the default
      // locale's pages (https://docs.astro.build/en/guides/internationalization/#prefixdefaultlocale).
      found = defaultLocalePrefix(config, segs[0] ?? '', found, found !== undefined && generated.has(found));
      if (found?.file && info && config.file && segs.length > 0) {
        const wrong = (config.trailingSlash === 'always' && !info.trailingSlash) || (config.trailingSlash === 'never' && info.trailingSlash);
        if (wrong) found = { ...found, reason: `${found.reason} (trailingSlash '${config.trailingSlash}' in ${config.file})` };
      }
      return found;
    },
  };
}

export const astro: Framework = {
  id: 'astro',
  label: 'Astro',
  configFiles: CONFIGS,
  dependencies: ['astro'],
  siteFolders: ['src/pages', 'src/content'],
  outputDirs: ['dist', '.astro'],
  staticDirs: (files) => [readAstroConfig(files).publicDir],
  detect(files) {
    if (CONFIGS.some((f) => files.has(f))) return 1;
    return packageDependencies(files).has('astro') ? 0.8 : 0;
  },
  domains: (files) => configDomains(files, CONFIGS, 'site'),
  redirects(files) {
    const config = readConfigCode(files, CONFIGS);
    return config ? astroRedirects(config.code, config.rel) : [];
  },
  compile: compileAstro,
  affects(rel) {
    // Glob loaders may read any folder: every Markdown file can be an entry; pages import modules from anywhere.
    return CONFIGS.includes(rel) || rel === 'package.json' || /(?:^|\/)pages\//.test(rel) ||
      /content\.config\.|content\/config\./.test(rel) || /\.(?:md|mdx|mdoc|markdoc|markdown|[cm]?[jt]s|json)$/.test(rel);
  },
};
