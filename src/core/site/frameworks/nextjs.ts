// Next.js: app router (app/ or src/app/) and pages router (pages/ or src/pages/), one route table,
// since a site may use both. next.config.* is read statically for basePath, pageExtensions, i18n, output, redirects()
// and rewrites(); route files for generateStaticParams/dynamicParams (app) and getStaticPaths/fallback (pages), pages
// that only redirect or 404, and the content loaders they read (nextjsContent.ts).
import { compileSource, fillDestination, makeRule } from '../redirectRules';
import { cleanDir, trimChars } from '../text';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { pathSegments } from '../urlPath';
import { matchPathPattern, type PathPattern } from '../match/pathPattern';
import { productionEnv } from './kit/dotenv';
import { type ConfigCode, type ConfigValue, type SyntaxNode, Computed, callOf, codeString, codeStrings, importedModule, isConfigObject, observeCalls, pathValue, readCode, readConfigCode, textOfNode } from './kit/code';
import { CONTENT_ROOTS, dirHasFiles, foldersNamedIn } from './kit/contentLookup';
import { packageDependencies, readData } from './kit/data';
import { configurePagesGenerator } from './kit/buildFiles';
import { type Params, RouteList, isStaticRoute, parseSegment, type RouteMatch, type RouteSegment, segmentsBelow } from './kit/fileRoutes';
import { middlewarePrefixRewrite, middlewareRedirects, middlewareRewrites } from './kit/middleware';
import { decodePath } from './kit/routeTable';
import { taxonomyFields, valuesAsWritten } from './kit/taxonomyParams';
import { type ContentSpec, type RouteFacts, RouteContent, contentValues, keepsPublishedOnly, noSource, routeSection, safeFacts } from './kit/routeContent';
import { alwaysEndsIn, concatenatedReads, contentGlobs, exportsName, rendersWithoutParam, defaultFunction, exportedFunction, exportedValue, globParts, has404Path, isContentGlob, literalExclusions, localImports, markdownImports, markdownReadBy, paramGuards, paramList, paramReadPath, paramsValue, reexportedFunction, routeModule, takesFrontMatterSlug, entriesAreFrontMatter, usedModules } from './kit/routeCode';
import { type FumadocsI18n, NextContentLoaders } from './nextjsContent';
import { type LocalePrefixRouting, localePrefixRouting } from './nextjsLocaleRouting';
import { readExportPathMap, resolveExported, runsNextExport } from './nextjsExportPathMap';
import { type ManifestPages, manifestPages } from './nextjsManifest';
import { METADATA_INITIALS, metadataRoute } from './nextjsMetadata';
import { type LocalizedPathname, type PathnameReading, internalPath, readPathnames } from './nextIntlPathnames';
import { pageOnlyRedirectsInBrowser } from './kit/clientRedirect';

const CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts'];

/** Next.js' own default: md/mdx pages need @next/mdx and a pageExtensions entry (https://nextjs.org/docs/app/api-reference/config/next-config-js/pageExtensions). */
const DEFAULT_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
const SYNTAX = { restMatchesEmpty: false };
/** Route params that choose a language rather than content. */
const LOCALE_PARAM = /^(?:lang|locale|language|lng)$/i;

interface NextRoute {
  file: string;
  router: 'app' | 'pages';
  /** 'page' renders HTML; 'handler' is a route.ts; 'metadata' is a metadata file (nextjsMetadata.ts). */
  role: 'page' | 'handler' | 'metadata';
  /** Per locale, the file serving it (Nextra's `page.<locale>.mdx`): a locale missing here has no page. */
  localeFiles?: Readonly<Record<string, string>>;
}

export interface NextConfig {
  file?: string;
  basePath: string[];
  trailingSlash: boolean;
  pageExtensions: string[];
  locales: string[];
  defaultLocale?: string;
  contentDirs: string[];
  /** `output: 'export'`: only generated params exist. */
  staticExport: boolean;
}

/** next.config, read with the variables `next build` takes from the site's env files (`BASE_PATH` in `.env`). */
function nextConfigCode(files: SiteFiles): { rel: string; code: ConfigCode } | undefined {
  return readConfigCode(files, CONFIGS, { env: productionEnv(files) });
}

function readNextConfig(files: SiteFiles): NextConfig {
  const config = nextConfigCode(files);
  const code = config?.code;
  const exts = codeStrings(code?.prop('pageExtensions'));
  const i18n = code?.prop('i18n') ?? nextTranslateI18n(files, code);
  const contentlayer = readConfigCode(files, ['contentlayer.config.js', 'contentlayer.config.ts', 'contentlayer.config.mjs']);
  const velite = readConfigCode(files, ['velite.config.ts', 'velite.config.js', 'velite.config.mjs']);
  const dirs = [codeString(contentlayer?.code.prop('contentDirPath')), codeString(velite?.code.prop('root'))];
  const defaultLocale = isConfigObject(i18n) ? codeString(i18n.defaultLocale) : undefined;
  return {
    ...(config ? { file: config.rel } : {}),
    basePath: pathSegments(codeString(code?.prop('basePath')) ?? ''),
    trailingSlash: code?.prop('trailingSlash') === true,
    pageExtensions: withMdxEnhancedExtensions(exts && exts.length ? withNextraExtensions(exts, code) : mdxPages(files, code) ? [...DEFAULT_EXTENSIONS, 'md', 'mdx'] : DEFAULT_EXTENSIONS, code, config ? files.read(config.rel) ?? '' : ''),
    locales: (isConfigObject(i18n) && codeStrings(i18n.locales)) || [],
    ...(defaultLocale ? { defaultLocale } : {}),
    contentDirs: dirs.filter((d): d is string => !!d).map(cleanDir),
    staticExport: code?.prop('output') === 'export',
  };
}

/** next-translate's config files (https://github.com/aralroca/next-translate#3-configuration), read in this order. */
const NEXT_TRANSLATE_CONFIGS = ['i18n.js', 'i18n.json', 'i18n.cjs', 'i18n.mjs', 'i18n.ts'];

/**
 * The i18n routing next-translate's plugin adds to the Next.js config (`nextTranslate({ … })` in next.config): the
 * `locales` and `defaultLocale` of its own i18n config file. Undefined when the config does not use the plugin.
 */
function nextTranslateI18n(files: SiteFiles, code: ConfigCode | undefined): ConfigValue {
  if (!code?.imports().some((m) => m === 'next-translate-plugin' || m === 'next-translate/plugin' || m === 'next-translate')) return undefined;
  const rel = NEXT_TRANSLATE_CONFIGS.find((r) => files.has(r));
  if (!rel) return undefined;
  if (rel.endsWith('.json')) {
    const data = readData(files, rel);
    return data ? ({ locales: data.locales, defaultLocale: data.defaultLocale } as ConfigValue) : undefined;
  }
  return readConfigCode(files, [rel])?.code.exported;
}

/** Packages whose Next.js plugin adds md/mdx to pageExtensions when the config's own value cannot be read (`withNextra(…)`). */
const MDX_PAGE_PLUGINS = ['@next/mdx', 'nextra'];

/**
 * Nextra's config wrapper appends md and mdx to the pageExtensions it is given (nextra: `pageExtensions:
 * [...pageExtensions, ...MARKDOWN_EXTENSIONS]`), so `pageExtensions: ['tsx']` still routes Markdown pages.
 */
function withNextraExtensions(exts: string[], code: ConfigCode | undefined): string[] {
  if (!code?.imports().includes('nextra')) return exts;
  return [...exts, ...['md', 'mdx'].filter((e) => !exts.includes(e))];
}

/**
 * next-mdx-enhanced appends its `fileExtensions` option (default ['mdx']) to the pageExtensions it is given
 * (`withMdxEnhanced({ fileExtensions: ['mdx', 'md'] })(nextConfig)`, github.com/hashicorp/next-mdx-enhanced).
 */
function withMdxEnhancedExtensions(exts: string[], code: ConfigCode | undefined, configText: string): string[] {
  if (!code?.imports().includes('next-mdx-enhanced')) return exts;
  const text = configText.slice(0, 20_000);
  const local = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(\s*['"]next-mdx-enhanced['"]\s*\)/.exec(text)?.[1]
    ?? /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+['"]next-mdx-enhanced['"]/.exec(text)?.[1];
  const options = local ? code.calls(local)[0]?.[0] : undefined;
  const added = (isConfigObject(options) ? codeStrings(options.fileExtensions) : undefined) ?? ['mdx'];
  return [...exts, ...added.filter((e) => !exts.includes(e))];
}

function usesNextra(files: SiteFiles, code: ConfigCode | undefined): boolean {
  return packageDependencies(files).has('nextra') || (code?.imports().includes('nextra') ?? false);
}

function mdxPages(files: SiteFiles, code: ConfigCode | undefined): boolean {
  const deps = packageDependencies(files);
  return MDX_PAGE_PLUGINS.some((p) => deps.has(p) || (code?.imports().includes(p) ?? false));
}

/** The rule objects of `redirects()` (literal values only; computed, conditional and rewrite rules are left out). */
function nextRedirects(code: ConfigCode, origin: string, basePath = ''): RedirectRule[] {
  const out: RedirectRule[] = [];
  for (const value of code.values('redirects')) {
    const list = value instanceof Computed ? value.detail.returns : value;
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!isConfigObject(item) || item.has !== undefined || item.missing !== undefined) continue;
      const status = typeof item.statusCode === 'number' ? item.statusCode : item.permanent === false ? 307 : 308;
      const source = codeString(item.source);
      // A literal source redirects whatever its destination is: one computed at build time (`new URL(path, env)`)
      // still leaves the path without a page (https://nextjs.org/docs/app/api-reference/config/next-config-js/redirects).
      const destination = codeString(item.destination) ?? (item.destination !== undefined ? 'a URL its config computes' : undefined);
      const rule = makeRule(source !== undefined && item.basePath !== false ? basePath + source : source, destination, status, origin);
      if (rule) out.push(rule);
    }
  }
  return out;
}

/** next.config text → its redirect rules (for tests and tools that hold the text). */
export function parseNextRedirects(text: string, origin: string, basePath = ''): RedirectRule[] {
  return nextRedirects(readCode(text), origin, basePath);
}

interface Rewrite {
  pattern: PathPattern;
  destination: string;
}

interface Rewrites {
  beforeFiles: Rewrite[];
  afterFiles: Rewrite[];
  fallback: Rewrite[];
}

/**
 * `rewrites()`: an array is applied after pages and public files, before dynamic routes; `{ beforeFiles, afterFiles,
 * fallback }` before everything, after the files, after the dynamic routes
 * (https://nextjs.org/docs/app/api-reference/config/next-config-js/rewrites).
 */
function nextRewrites(code: ConfigCode | undefined): Rewrites {
  const out: Rewrites = { beforeFiles: [], afterFiles: [], fallback: [] };
  const value = code?.prop('rewrites');
  const returned = value instanceof Computed ? value.detail.returns : value;
  const read = (list: unknown, into: Rewrite[]) => {
    for (const item of Array.isArray(list) ? list : []) {
      if (!isConfigObject(item) || item.has !== undefined || item.missing !== undefined) continue;
      const source = codeString(item.source);
      const destination = codeString(item.destination);
      // A trailing `{/}?` (path-to-regexp's optional group, the slash Next.js accepts either way) changes no segment.
      const compiled = source !== undefined ? compileSource(source.endsWith('{/}?') ? source.slice(0, -4) || '/' : source) : undefined;
      if (compiled && destination !== undefined) into.push({ pattern: compiled.pattern, destination });
    }
  };
  if (Array.isArray(returned)) read(returned, out.afterFiles);
  else if (isConfigObject(returned)) {
    read(returned.beforeFiles, out.beforeFiles);
    read(returned.afterFiles, out.afterFiles);
    read(returned.fallback, out.fallback);
  }
  return out;
}

function basePathOf(code: ConfigCode): string {
  const base = trimChars(codeString(code.prop('basePath')) ?? '', '/');
  return base ? `/${base}` : '';
}

/** Next.js looks at app/ and pages/ at the root, and at src/ only when neither root folder exists. */
function nextRouterDirs(files: SiteFiles): { app?: string; pages?: string } {
  const rootApp = dirHasFiles(files, 'app');
  const rootPages = dirHasFiles(files, 'pages');
  const useSrc = !rootApp && !rootPages;
  const out: { app?: string; pages?: string } = {};
  if (rootApp) out.app = 'app';
  else if (useSrc && dirHasFiles(files, 'src/app')) out.app = 'src/app';
  if (rootPages) out.pages = 'pages';
  else if (useSrc && dirHasFiles(files, 'src/pages')) out.pages = 'src/pages';
  return out;
}

/** Longest matching extension ('page.tsx' in ['tsx', 'page.tsx'] style configs). */
function splitExtension(name: string, exts: readonly string[]): { stem: string } | undefined {
  let best: string | undefined;
  for (const ext of exts) {
    if (name.endsWith(`.${ext}`) && (!best || ext.length > best.length)) best = ext;
  }
  return best ? { stem: name.slice(0, -(best.length + 1)) } : undefined;
}

function appRoutes(files: SiteFiles, dir: string, exts: readonly string[], list: RouteList<NextRoute>): void {
  const cut = dir.length + 1;
  // A page.mdx only exists with @next/mdx, but no other file is named so: it counts whatever pageExtensions says.
  const pageExts = [...new Set([...exts, 'mdx', 'md'])];
  const parsed = new Map<string, RouteSegment>();
  for (const file of files.under(dir)) {
    // Only page.*, route.* and the metadata files are routes: everything else is skipped by its name alone.
    const slash = file.lastIndexOf('/');
    const first = file.charCodeAt(slash + 1);
    if (first !== 112 /* p */ && !METADATA_INITIALS.has(first)) continue;
    const parts = file.slice(cut).split('/');
    const name = parts.pop() as string;
    const split = splitExtension(name, pageExts);
    let role: NextRoute['role'] | undefined;
    let served: string | undefined;
    if (split?.stem === 'page') role = 'page';
    else if (/^route\.(?:ts|js|tsx|jsx|mjs)$/.test(name)) role = 'handler';
    else if ((served = metadataRoute(name, parts.length === 0)) !== undefined) role = 'metadata';
    if (!role) continue;
    const segments: RouteSegment[] = [];
    let routable = true;
    for (const folder of parts) {
      // Private folders, parallel-route slots and intercepting routes are not URLs of their own.
      if (folder.startsWith('_') || folder.startsWith('@') || /^\((?:\.{1,3}|\.\.\)\(\.\.)\)/.test(folder)) {
        routable = false;
        break;
      }
      if (/^\(.*\)$/.test(folder)) continue;
      let segment = parsed.get(folder);
      if (!segment) {
        segment = parseSegment(decodePath(folder), SYNTAX);
        parsed.set(folder, segment);
      }
      segments.push(segment);
    }
    if (!routable) continue;
    if (role === 'metadata' && served === 'sitemap.xml' && !name.endsWith('.xml') && generatesSitemaps(files, file)) {
      // generateSitemaps splits a sitemap into /…/sitemap/[id].xml, instead of /…/sitemap.xml
      // (https://nextjs.org/docs/app/api-reference/functions/generate-sitemaps).
      list.add([...segments, parseSegment('sitemap', SYNTAX), parseSegment(`[${SITEMAP_ID}]`, SYNTAX)], { file, router: 'app', role });
      continue;
    }
    if (role === 'metadata' && served !== undefined) segments.push(parseSegment(served, SYNTAX));
    list.add(segments, { file, router: 'app', role });
  }
}

/** The param of a split sitemap's URL (`/sitemap/[id].xml`). */
const SITEMAP_ID = 'sitemapId';

function generatesSitemaps(files: SiteFiles, rel: string): boolean {
  const code = routeModule(files, rel);
  return !!code && exportsName(code, 'generateSitemaps');
}

/** API routes are modules whatever pageExtensions says. */
const API_EXTS = ['ts', 'js', 'mts', 'mjs'];

const PAGES_SPECIAL = new Set(['_app', '_document', '_error', '_middleware', 'middleware']);

/**
 * `suffixLocales`: Nextra's locale middleware (`export { locales as middleware } from 'nextra/locales'`) serves
 * `about.<locale>.mdx` as /about in that locale, rewriting every page request to its locale's file
 * (https://nextra.site/docs/guide/i18n, Nextra 2): such a file is no page at its own name.
 */
function pagesRoutes(files: SiteFiles, dir: string, exts: readonly string[], list: RouteList<NextRoute>, suffixLocales: readonly string[] = [], nextra = false): void {
  const cut = dir.length + 1;
  const localized = new Map<string, { names: string[]; byLocale: Record<string, string> }>();
  for (const file of files.under(dir)) {
    const parts = file.slice(cut).split('/');
    // pages/api/* are API routes: served at /api/…, answering with data, never a page
    // (https://nextjs.org/docs/pages/building-your-application/routing/api-routes).
    const api = parts[0] === 'api';
    const name = parts.pop() as string;
    const split = splitExtension(name, api ? API_EXTS : exts);
    if (!split || PAGES_SPECIAL.has(split.stem) || /\.(?:test|spec|stories|d)$/.test(split.stem)) continue;
    // Nextra's `_meta.*` files order and title the pages beside them: no page of their own.
    if (nextra && /^_meta(?:\.[\w-]+)?$/.test(split.stem)) continue;
    const dot = split.stem.lastIndexOf('.');
    const locale = !api && dot > 0 && suffixLocales.includes(split.stem.slice(dot + 1)) ? split.stem.slice(dot + 1) : undefined;
    const names = [...parts, locale ? split.stem.slice(0, dot) : split.stem];
    if (names[names.length - 1] === 'index') names.pop();
    if (locale) {
      if (PAGES_SPECIAL.has(names[names.length - 1] ?? '')) continue;
      const key = names.join('/');
      const entry = localized.get(key) ?? { names, byLocale: {} };
      entry.byLocale[locale] = file;
      localized.set(key, entry);
      continue;
    }
    list.add(names.map((n) => parseSegment(n, SYNTAX)), { file, router: 'pages', role: api ? 'handler' : 'page' });
  }
  for (const { names, byLocale } of localized.values()) {
    list.add(names.map((n) => parseSegment(n, SYNTAX)), { file: Object.values(byLocale)[0], router: 'pages', role: 'page', localeFiles: byLocale });
  }
}

/** Whether the site's middleware is Nextra's locale middleware (`nextra/locales`). */
function nextraLocaleMiddleware(files: SiteFiles): boolean {
  return MIDDLEWARE.some((rel) => files.has(rel) && (files.read(rel) ?? '').slice(0, 20_000).includes('nextra/locales'));
}

const ROUTER_LABEL = { app: 'Next.js app router', pages: 'Next.js pages router' } as const;
/** A language tag as a locale segment writes it: `en`, `pt-BR`, `zh-Hans`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;
/** The value tried for the computed segment of a multi-tenant rewrite (any dynamic segment takes it). */
const TENANT_SEGMENT = 'tenant';
const MIDDLEWARE = ['middleware.ts', 'middleware.js', 'src/middleware.ts', 'src/middleware.js', 'proxy.ts', 'proxy.js', 'src/proxy.ts', 'src/proxy.js'];

/** fumadocs' i18n middleware decides how a URL's language prefix reads (https://fumadocs.dev/docs/ui/internationalization). */
function usesI18nMiddleware(files: SiteFiles): boolean {
  return MIDDLEWARE.some((rel) => {
    const text = files.has(rel) ? files.read(rel) ?? '' : '';
    // next-international names its middleware factory alike (nextIntlRouting reads that one).
    return text.includes('createI18nMiddleware') && !text.includes('next-international');
  });
}

const NEXT_INTL_ROUTING = ['i18n/routing.ts', 'i18n/routing.js', 'src/i18n/routing.ts', 'src/i18n/routing.js'];

/**
 * next-intl's routing (`defineRouting({ locales })` or `createMiddleware({ locales })`): its setup makes the
 * `[locale]` segment 404 for any other locale (`if (!hasLocale(routing.locales, locale)) notFound()`,
 * https://next-intl.dev/docs/routing). Undefined when the app does not declare its locales literally.
 */
interface NextIntlRouting {
  locales: string[];
  defaultLocale?: string;
  /** `localePrefix` (or its `mode`): 'always' by default. */
  prefix: string;
  /** Localized pathnames (`pathnames`), when the routing declares them. */
  pathnames?: LocalizedPathname[];
  origin: string;
}

/**
 * next-international's `urlMappingStrategy` as next-intl's locale prefix
 * (https://next-international.vercel.app/docs/app-middleware-configuration): 'redirect' (the default) always shows the
 * locale, 'rewriteDefault' hides the default one, 'rewrite' hides every one.
 */
const NEXT_INTERNATIONAL_PREFIX: Readonly<Record<string, string>> = { redirect: 'always', rewriteDefault: 'as-needed', rewrite: 'never' };

/** Characters of a middleware scanned for the placeholder-locale test. */
const MAX_MIDDLEWARE_SCAN = 100_000;

/** The extensions an app's `not-found` file may have. */
const NOT_FOUND_EXTS = ['tsx', 'jsx', 'ts', 'js'];

/** Files searched for next-intl's `defineRouting` outside its documented places (`src/shared/i18n/config/routing.ts`). */
const MAX_ROUTING_FILES = 8;

/** Modules named `routing.*` anywhere in the app's source, where projects keep next-intl's routing when they move it. */
function otherRoutingFiles(files: SiteFiles): string[] {
  const out: string[] = [];
  for (const rel of files.under('src')) {
    if (out.length >= MAX_ROUTING_FILES) break;
    if (/(?:^|\/)routing\.[cm]?[jt]s$/.test(rel) && !NEXT_INTL_ROUTING.includes(rel)) out.push(rel);
  }
  return out;
}

/** Modules a middleware imports, two levels deep, read for next-intl's routing: a workspace package may hold it. */
const MAX_MIDDLEWARE_IMPORTS = 8;

/**
 * The modules next-intl's routing is looked for in: the middleware, the documented routing files, other `routing.*`
 * modules, then what the middleware imports (`import { i18nMiddleware } from '@repo/i18n/middleware'`, a monorepo's
 * own i18n package).
 */
function* routingModules(files: SiteFiles): Generator<{ rel: string; code: ConfigCode | undefined }> {
  for (const rel of [...MIDDLEWARE, ...NEXT_INTL_ROUTING, ...otherRoutingFiles(files)]) {
    if (files.has(rel)) yield { rel, code: routeModule(files, rel) };
  }
  const middleware = MIDDLEWARE.find((rel) => files.has(rel));
  const entry = middleware ? routeModule(files, middleware) : undefined;
  if (!middleware || !entry) return;
  const seen = new Set<string>();
  let level = [{ files, rel: middleware, code: entry }];
  for (let depth = 0; depth < 2 && seen.size < MAX_MIDDLEWARE_IMPORTS; depth++) {
    const next: typeof level = [];
    for (const from of level) {
      for (const spec of from.code.imports()) {
        if (seen.size >= MAX_MIDDLEWARE_IMPORTS) break;
        const found = importedModule(from.files, from.rel, spec);
        const key = found ? `${found.files === files ? '' : 'repo:'}${found.rel}` : undefined;
        if (!found || !key || seen.has(key)) continue;
        seen.add(key);
        next.push(found);
        yield { rel: found.files === files ? found.rel : middleware, code: found.code };
      }
    }
    level = next;
  }
}

function nextIntlRouting(files: SiteFiles): NextIntlRouting | undefined {
  for (const { rel, code } of routingModules(files)) {
    if (code?.imports().some((spec) => spec.startsWith('next-international'))) {
      const options = code.calls('createI18nMiddleware')[0]?.[0];
      const locales = isConfigObject(options) ? codeStrings(options.locales) : undefined;
      if (isConfigObject(options) && locales?.length) {
        const defaultLocale = codeString(options.defaultLocale);
        const prefix = NEXT_INTERNATIONAL_PREFIX[codeString(options.urlMappingStrategy) ?? 'redirect'];
        if (prefix) return { locales, ...(defaultLocale ? { defaultLocale } : {}), prefix, origin: rel };
      }
    }
    for (const name of ['createMiddleware', 'defineRouting']) {
      const options = code?.calls(name)[0]?.[0];
      const routing = callOf(options, 'defineRouting')?.args[0] ?? options;
      if (!isConfigObject(routing)) continue;
      const locales = codeStrings(routing.locales);
      if (!locales?.length) continue;
      const defaultLocale = codeString(routing.defaultLocale);
      const prefix = codeString(routing.localePrefix) ?? (isConfigObject(routing.localePrefix) ? codeString(routing.localePrefix.mode) : undefined) ?? 'always';
      const pathnames = readPathnames(routing.pathnames);
      return { locales, ...(defaultLocale ? { defaultLocale } : {}), prefix, ...(pathnames.length ? { pathnames } : {}), origin: rel };
    }
  }
  return undefined;
}

/**
 * next-intl's middleware as a locale-prefix routing (https://next-intl.dev/docs/routing/configuration#locale-prefix):
 * 'as-needed' serves the default locale without a prefix and redirects its prefixed form; 'always' (the default)
 * redirects a path without a locale to a prefixed one; 'never' serves every path unprefixed (the default locale's page
 * here, the visitor's language chosen at request time) and redirects prefixed ones.
 */
function nextIntlPrefixRouting(intl: NextIntlRouting | undefined): LocalePrefixRouting | undefined {
  if (!intl) return undefined;
  if (intl.prefix === 'as-needed' && intl.defaultLocale) return { unprefixed: 'rewrite', defaultLocale: intl.defaultLocale, defaultPrefixRedirects: true, origin: intl.origin };
  if (intl.prefix === 'always') return { unprefixed: 'redirect', defaultPrefixRedirects: false, origin: intl.origin };
  if (intl.prefix === 'never' && intl.defaultLocale) return { unprefixed: 'rewrite', defaultLocale: intl.defaultLocale, defaultPrefixRedirects: true, everyPrefixRedirects: true, origin: intl.origin };
  return undefined;
}

function compileNext(files: SiteFiles): RouteTable {
  const config = readNextConfig(files);
  const code = config.file ? nextConfigCode(files)?.code : undefined;
  const dirs = nextRouterDirs(files);
  const list = new RouteList<NextRoute>();
  if (dirs.app) appRoutes(files, dirs.app, config.pageExtensions, list);
  if (dirs.pages) pagesRoutes(files, dirs.pages, config.pageExtensions, list, config.locales.length && nextraLocaleMiddleware(files) ? config.locales : [], usesNextra(files, code));
  // Content named `<slug>.<locale>.mdx` under an i18n config's or next-intl's locales is one entry per language.
  /** next-intl's routing, read once on first use (null: none declared). */
  let intlRouting: NextIntlRouting | null | undefined;
  const intlOf = (): NextIntlRouting | undefined => {
    if (intlRouting === undefined) intlRouting = nextIntlRouting(files) ?? null;
    return intlRouting ?? undefined;
  };
  const loaders = new NextContentLoaders(files, () => [...new Set([...config.locales, ...(intlOf()?.locales ?? [])])]);
  const content = new RouteContent(files);
  const rewrites = nextRewrites(code);
  const exportMap = readExportPathMap(files, code, config.file, config.staticExport);
  const exported = config.staticExport || runsNextExport(files);
  // Middleware runs before next.config's beforeFiles rewrites and the file-system routes (execution order:
  // https://nextjs.org/docs/app/building-your-application/routing/middleware#execution-order).
  const middlewareRewritten = MIDDLEWARE.filter((rel) => files.has(rel)).flatMap((rel) => middlewareRewrites(files, rel));
  const tenantRewrite = MIDDLEWARE.filter((rel) => files.has(rel)).map((rel) => middlewarePrefixRewrite(files, rel)).find((r) => r !== undefined);
  /** Whether the tenant tree's next segment is a locale param (`sites/[slug]/[locale]/…`), read once on first use. */
  let localeUnderTenant: boolean | undefined;
  const tenantLocaleTree = (): boolean => (localeUnderTenant ??= list.entries().some((e) => {
    const seg = e.segments[(tenantRewrite?.prefix.length ?? 0) + 1];
    return seg?.kind === 'dynamic' && LOCALE_PARAM.test(seg.names[0]);
  }));
  const facts = new Map<string, NextFacts>();
  const publicDir = dirHasFiles(files, 'public') ? 'public' : undefined;

  const factsFor = (route: NextRoute, segments: readonly RouteSegment[]): NextFacts => {
    const cached = facts.get(route.file);
    if (cached) return cached;
    const built = safeFacts(() => routeFacts(files, route, segments, config, loaders), () => ({ content: [], markdown: [], named: [], guessed: [...CONTENT_ROOTS] }));
    facts.set(route.file, built);
    return built;
  };

  /** fumadocs i18n, when the app's pages sit under a top-level [lang] param served by its middleware. */
  let appI18n: FumadocsI18n | null | undefined;
  const i18nOf = (): FumadocsI18n | undefined => {
    if (appI18n !== undefined) return appI18n ?? undefined;
    appI18n = null;
    if (!usesI18nMiddleware(files)) return undefined;
    for (const entry of list.entries()) {
      const first = entry.segments[0];
      if (!first || first.kind !== 'dynamic' || !LOCALE_PARAM.test(first.names[0])) continue;
      const i18n = factsFor(entry.data, entry.segments).i18n;
      if (i18n) {
        appI18n = i18n;
        break;
      }
    }
    return appI18n ?? undefined;
  };

  const publicFile = (segs: readonly string[]): Resolution | undefined => {
    if (!publicDir || segs.length === 0) return undefined;
    const rel = `${publicDir}/${segs.join('/')}`;
    return files.has(rel) ? { file: rel, reason: `static file ${rel} (public/ files are served before dynamic routes)`, kind: 'static' } : undefined;
  };

  /**
   * A middleware that sends paths without a locale to the `[locale]` tree (nextjsLocaleRouting.ts), with the locales
   * that tree serves: next-intl's, else the values the segment's layout (or page) lists in generateStaticParams
   * (https://nextjs.org/docs/app/api-reference/functions/generate-static-params: a layout generates its segment's
   * params). Read on first use; null when the app has no such middleware or the locales cannot be read.
   */
  let prefixRouting: { routing: LocalePrefixRouting; locales: string[] } | null | undefined;
  /** The internal path a locale's request path stands for under next-intl's `pathnames` (the path itself without). */
  const localizedPathname = (localeSeg: string, segs: readonly string[]): PathnameReading => {
    const entries = intlOf()?.pathnames;
    return (entries ? internalPath(entries, localeSeg, segs) : undefined) ?? { segs: [...segs] };
  };
  const prefixRoutingOf = (): { routing: LocalePrefixRouting; locales: string[] } | undefined => {
    if (prefixRouting !== undefined) return prefixRouting ?? undefined;
    prefixRouting = null;
    const top = dirs.app ? list.entries().find((e) => e.data.router === 'app' && e.segments[0]?.kind === 'dynamic' && LOCALE_PARAM.test(e.segments[0].names[0])) : undefined;
    if (!top || !dirs.app) return undefined;
    const intl = intlOf();
    const routing = localePrefixRouting(files, MIDDLEWARE) ?? nextIntlPrefixRouting(intl);
    if (!routing) return undefined;
    const locales = intl?.locales ?? segmentParamValues(files, `${dirs.app}/[${top.segments[0].names[0]}]`, top.segments[0].names[0]);
    if (!locales?.length) return undefined;
    prefixRouting = { routing, locales };
    return prefixRouting;
  };

  /** Whether the app uses a placeholder `default` locale its middleware redirects away from; read once. */
  let placeholder: boolean | undefined;
  const placeholderLocale = (): boolean => (placeholder ??= config.defaultLocale === 'default' && config.locales.includes('default') &&
    MIDDLEWARE.some((rel) => files.has(rel) && /locale\s*===\s*["']default["']/.test(files.read(rel)?.slice(0, MAX_MIDDLEWARE_SCAN) ?? '')));
  /** A static route's answer never depends on the path: worked out once. */
  const staticAnswers = new Map<string, Resolution>();
  const localeParamsOf = new Map<string, string[]>();

  const resolveMatch = (match: RouteMatch<NextRoute>, locale: string | undefined): Resolution => {
    const { file, router, role } = match.route.data;
    const label = ROUTER_LABEL[router];
    if (isStaticRoute(match.route.segments)) {
      const localized = locale !== undefined ? factsFor(match.route.data, match.route.segments).localeRead?.(locale) : undefined;
      if (localized && files.has(localized)) return { file: localized, reason: `${localized} via ${file} (its getStaticProps reads it for locale '${locale}')`, kind: 'content', template: file };
      let answer = staticAnswers.get(file);
      if (!answer) {
        const f = factsFor(match.route.data, match.route.segments);
        const md = f.markdown.filter((m) => m.file);
        const what = role === 'handler' ? 'route handler ' : role === 'metadata' ? 'metadata route ' : '';
        answer = f.terminal
          ? noSource(`${file} ${f.terminal.why}`, f.terminal.kind)
          : role === 'page' && md.length === 1 && md[0].file
            ? { file: md[0].file, reason: `${md[0].file} via ${file} (the page renders the Markdown it imports)`, kind: 'content', template: file }
            : { file, reason: `${label}: ${what}${file}`, kind: 'source' };
        staticAnswers.set(file, answer);
      }
      return answer;
    }
    const sitemapId = match.params[SITEMAP_ID];
    if (role === 'metadata' && typeof sitemapId === 'string' && !sitemapId.endsWith('.xml')) return noSource(`${file} serves /sitemap/<id>.xml only`, 'notFound');
    if (role === 'handler') {
      const terminal = factsFor(match.route.data, match.route.segments).terminal;
      if (terminal) return noSource(`${file} ${terminal.why}`, terminal.kind);
    }
    if (role !== 'page') return { file, reason: `${label}: ${role === 'metadata' ? 'metadata route' : 'route handler'} ${file}`, kind: 'template' };
    const f = factsFor(match.route.data, match.route.segments);
    if (f.bareParam !== undefined) {
      const value = match.params[f.bareParam];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) {
        return { file, reason: `${label}: ${file} (renders its own page when [[...${f.bareParam}]] is empty)`, kind: 'source' };
      }
    }
    if (f.defaultLocaleOnly && locale !== undefined && config.defaultLocale !== undefined && locale !== config.defaultLocale) {
      return noSource(`${file}'s getStaticPaths returns its paths without a locale (${f.closedBy}): only the default locale '${config.defaultLocale}' is built`, 'notFound');
    }
    if (f.excluded) {
      const values = contentValues(match);
      if (f.excluded.includes(values.join('/'))) return noSource(`${file} leaves '${values.join('/')}' out of its generated paths (a literal list in its filter; ${f.closedBy})`, 'notFound');
    }
    if (f.manifest) {
      const url = `/${[...match.section, ...match.values].join('/')}`;
      const listed = f.manifest.pages.get(url);
      if (listed) return { file: listed, reason: `${listed} via ${file} (listed in ${f.manifest.rel}, which the route reads its pages from)`, kind: 'content', template: file };
      if (f.manifest.closed) return noSource(`${f.manifest.rel} does not list ${url}: ${file} returns notFound for it`, 'notFound');
    }
    let localeParams = localeParamsOf.get(file);
    if (!localeParams) {
      localeParams = match.route.segments.flatMap((s) => s.names).filter((n) => LOCALE_PARAM.test(n));
      localeParamsOf.set(file, localeParams);
    }
    let localeValue: string | undefined;
    for (const n of localeParams) {
      const v = match.params[n];
      if (typeof v === 'string') {
        localeValue = v;
        break;
      }
    }
    const intlLocales = intlOf()?.locales;
    if (intlLocales && localeValue !== undefined && underLang(match) && !intlLocales.includes(localeValue)) {
      return noSource(`'${localeValue}' is not one of the locales next-intl serves (${intlLocales.join(', ')}): ${file} 404s`, 'notFound');
    }
    return content.resolve(f, { label, file, match, locale: localeValue ?? locale, localeParams, ...(config.defaultLocale ? { defaultLocale: config.defaultLocale } : {}) });
  };

  const applyRewrite = (rules: readonly Rewrite[], segs: string[]): { to?: string[]; external?: string } | undefined => {
    for (const rule of rules) {
      const captures = matchPathPattern(rule.pattern, segs);
      if (!captures) continue;
      const to = fillDestination(rule.destination, captures, rule.pattern.names);
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(to)) return { external: to };
      return { to: pathSegments(to.split(/[?#]/)[0]) };
    }
    return undefined;
  };

  /** Routes under a top-level language param (`app/[lang]/…`): the i18n middleware decides what reaches them. */
  const underLang = (m: RouteMatch<NextRoute>): boolean => {
    const first = m.route.segments[0];
    return first !== undefined && first.kind === 'dynamic' && LOCALE_PARAM.test(first.names[0]);
  };

  const resolveSegments = (segs: string[], locale: string | undefined, depth = 0, outsideLang = false): Resolution | undefined => {
    if (depth === 0 && tenantRewrite) {
      // Every path is served from the tree under one computed segment (a tenant, a host): its page is there; the
      // tree's own paths are rewritten like any other, so they are not served as they are.
      const { prefix, origin } = tenantRewrite;
      // Files of public/ are served as they are (a middleware matcher skips paths with an extension, as the usual one does).
      const served = publicFile(segs);
      if (served) return served;
      if (prefix.length > 0 && prefix.every((p, i) => segs[i] === p)) return noSource(`${origin} rewrites every path into /${prefix.join('/')}/<…>/, so this path is not served as it is`, 'none');
      // A tree whose next segment is the locale (`sites/[slug]/[locale]/…`) serves next-intl's locales only.
      const localeTree = tenantLocaleTree();
      const locales = localeTree ? intlOf()?.locales : undefined;
      if (locales?.length && !locales.includes(segs[0] ?? '')) return noSource(`${origin} serves the locales ${locales.join(', ')} only ('${segs[0] ?? ''}' is none of them)`, 'none');
      // Locales not read: a first segment that is no language tag (`/profile`) is a path the locale middleware redirects.
      if (localeTree && !locales?.length && !LANGUAGE_TAG.test(segs[0] ?? '')) return noSource(`${origin} serves its pages under a locale segment, and '${segs[0] ?? ''}' is no language tag`, 'redirect');
      const found = resolveSegments([...prefix, TENANT_SEGMENT, ...segs], locale, depth + 1, outsideLang);
      if (found?.file) return { ...found, reason: `${found.reason} (${origin} rewrites every path to /${[...prefix, '<…>'].join('/')}/…)` };
    }
    if (depth === 0 && middlewareRewritten.length) {
      for (const rule of middlewareRewritten) {
        if (!matchPathPattern(rule.pattern, segs)) continue;
        if (!rule.destination.startsWith('/')) return noSource(`${rule.origin} rewrites this path to ${rule.destination}`, 'none');
        const found = resolveSegments(pathSegments(rule.destination.split(/[?#]/)[0]), locale, depth + 1, outsideLang);
        return found ? { ...found, reason: `${found.reason} (${rule.origin} rewrites this path to ${rule.destination})` } : found;
      }
    }
    const before = depth === 0 ? applyRewrite(rewrites.beforeFiles, segs) : undefined;
    if (before?.external) return noSource(`next.config rewrites this path to ${before.external}`, 'none');
    if (before?.to) return resolveSegments(before.to, locale, depth + 1, outsideLang);
    let first: RouteMatch<NextRoute> | undefined;
    for (const m of list.match(segs)) {
      if (outsideLang && underLang(m)) continue;
      // Pages written per locale (Nextra's `page.<locale>.mdx`): the request's locale picks the file, if it has one.
      const perLocale = m.route.data.localeFiles;
      if (perLocale) {
        const file = perLocale[locale ?? config.defaultLocale ?? ''];
        if (!file) continue;
        first = { ...m, route: { ...m.route, data: { ...m.route.data, file } } };
        break;
      }
      first = m;
      break;
    }
    if (first && isStaticRoute(first.route.segments)) return resolveMatch(first, locale);
    const served = publicFile(segs);
    if (served) return served;
    const after = depth === 0 ? applyRewrite(rewrites.afterFiles, segs) : undefined;
    if (after?.external) return noSource(`next.config rewrites this path to ${after.external}`, 'none');
    if (after?.to) return resolveSegments(after.to, locale, depth + 1, outsideLang);
    if (first) return resolveMatch(first, locale);
    const fallback = depth === 0 ? applyRewrite(rewrites.fallback, segs) : undefined;
    if (fallback?.external) return noSource(`next.config rewrites this path to ${fallback.external}`, 'none');
    if (fallback?.to) return resolveSegments(fallback.to, locale, depth + 1, outsideLang);
    return undefined;
  };

  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      let segs = segmentsBelow(config.basePath, urlPath);
      if (!segs) return undefined;
      // A static export writes the app's root not-found page as 404.html (https://nextjs.org/docs/app/guides/static-exports).
      const notFound = config.staticExport && dirs.app && segs.length === 1 && (segs[0] === '404' || segs[0] === '404.html') ? NOT_FOUND_EXTS.map((e) => `${dirs.app}/not-found.${e}`).find((f) => files.has(f)) : undefined;
      if (notFound) return { file: notFound, reason: `Next.js static export: ${notFound} is written as 404.html`, kind: 'source' };
      let locale = config.defaultLocale;
      if (config.locales.includes(segs[0] ?? '')) {
        locale = segs[0];
        segs = segs.slice(1);
      } else if (placeholderLocale() && segs[0] !== 'api' && !publicFile(segs)) {
        // Next.js' "prefixing the default locale" recipe: a placeholder `default` locale the middleware redirects to a
        // real one (https://nextjs.org/docs/pages/guides/internationalization#prefixing-the-default-locale). API routes
        // take no locale and public files are served as they are (the recipe's middleware skips both).
        return noSource(`the middleware redirects paths without a locale (the placeholder locale 'default' in ${config.file ?? 'next.config'}) to a locale-prefixed one`, 'redirect');
      }
      const i18n = i18nOf();
      if (i18n && i18n.hideLocale !== 'never') {
        // The middleware serves the default language without a prefix and redirects its prefixed form to it.
        if (i18n.hideLocale === 'default-locale' && segs[0] === i18n.defaultLanguage) {
          return noSource(`the i18n middleware redirects /${i18n.defaultLanguage}/… to the path without it (hideLocale: 'default-locale')`, 'redirect');
        }
      }
      let found: Resolution | undefined;
      const prefixed = i18n ? undefined : prefixRoutingOf();
      if (prefixed) {
        const { routing, locales } = prefixed;
        // Public files and routes outside the [locale] tree answer first (a middleware matcher usually skips them).
        const outside = resolveSegments(segs, locale, 0, true);
        if (outside?.file) found = outside;
        else if (locales.includes(segs[0] ?? '')) {
          if (routing.everyPrefixRedirects || (segs[0] === routing.defaultLocale && routing.defaultPrefixRedirects)) {
            return noSource(`${routing.origin} redirects /${segs[0]}/… to the path without it (${routing.everyPrefixRedirects ? 'no URL shows a locale' : 'the default locale is served unprefixed'})`, 'redirect');
          }
          const inner = localizedPathname(segs[0], segs.slice(1));
          if ('redirect' in inner) return noSource(`${intlOf()?.origin ?? routing.origin} pathnames show this page at /${segs[0]}${inner.redirect}: the middleware redirects there`, 'redirect');
          found = resolveSegments([segs[0], ...inner.segs], locale);
        } else if (routing.unprefixed === 'redirect' || !routing.defaultLocale) {
          return noSource(`${routing.origin} redirects a path without a locale (${locales.slice(0, 8).join(', ')}${locales.length > 8 ? ', …' : ''}) to a locale-prefixed one`, 'redirect');
        } else {
          const inner = localizedPathname(routing.defaultLocale, segs);
          if ('redirect' in inner) return noSource(`${intlOf()?.origin ?? routing.origin} pathnames show this page at ${inner.redirect}: the middleware redirects there`, 'redirect');
          found = resolveSegments([routing.defaultLocale, ...inner.segs], locale) ?? outside;
        }
      } else if (i18n && i18n.hideLocale !== 'never' && (!i18n.languages.includes(segs[0] ?? '') || i18n.hideLocale === 'always')) {
        found = resolveSegments([i18n.defaultLanguage, ...segs], locale);
        // Routes outside the [lang] tree (route handlers, other sections) still answer for themselves.
        found ??= resolveSegments(segs, locale, 0, true);
      } else if (exportMap) {
        found = resolveExported(exportMap, segs, dirs.pages, (s) => resolveSegments(s, locale), (page) => {
          const want = pathSegments(page);
          for (const m of list.match(want)) if (m.route.data.router === 'pages' && m.route.segments.map((x) => x.text).join('/') === want.join('/')) return m.route.data.file;
          return undefined;
        });
      } else found = resolveSegments(segs, locale);
      // Pages are answered by the Next server at their route, never as `…/index.html` (a static export writes that
      // file for its home page, and for every page with trailingSlash, which its host serves).
      if (found && found.file && found.kind !== 'static' && info?.indexFile && !(exported && (config.trailingSlash || segmentsBelow(config.basePath, urlPath)?.length === 0))) {
        return noSource(`the Next.js server has no file ${info.indexFile} here: the page is served at its route path`, 'notFound');
      }
      if (found && found.file && info && urlPath !== '/' && info.trailingSlash !== config.trailingSlash && config.file) {
        // A static export has no server to redirect the other form: the host finds no file there (`x/` when the
        // export wrote x.html) or sends a redirect of its own, and a path with an extension is a file either way.
        if (config.staticExport && found.kind !== 'static' && !/\.[^/]+$/.test(urlPath)) {
          return noSource(`${config.file}: output 'export' writes ${config.trailingSlash ? 'a folder index' : 'an .html file'} for this page, which the host serves at the path ${config.trailingSlash ? 'with' : 'without'} a trailing slash`, 'redirect');
        }
        found = { ...found, reason: `${found.reason} (${config.file} trailingSlash: ${config.trailingSlash} redirects this form)` };
      }
      return found;
    },
  };
}

interface NextFacts extends RouteFacts {
  i18n?: FumadocsI18n;
  /**
   * The optional catch-all param (`[[...slug]]`) whose absence the page answers itself (`if (!slug) return
   * <Index />`): the bare path is the route file's own page, not an entry of its content
   * (https://nextjs.org/docs/app/api-reference/file-conventions/dynamic-routes#optional-catch-all-segments).
   */
  bareParam?: string;
  /**
   * Pages router with i18n: getStaticPaths returns paths without a `locale` (fallback: false), so only the default
   * locale's pages are built ("if locale is not provided … only the defaultLocale is generated",
   * https://nextjs.org/docs/pages/guides/internationalization#dynamic-routes-and-getstaticprops-pages).
   */
  defaultLocaleOnly?: boolean;
  /** Param values ('/'-joined) the params function drops by a literal list, in a route closed to others. */
  excluded?: string[];
  /** The JSON manifest the route's data functions read its pages from (nextjsManifest.ts). */
  manifest?: ManifestPages;
  /** A static page's getStaticProps: the file it reads for a locale, when its read path is built from the locale. */
  localeRead?: (locale: string) => string | undefined;
}

/** Network reads: `fetch(…)`, axios, got, ky (a build-time request to another system). */
const NETWORK_CALL = /\bfetch\s*\(|\baxios\b|\bgot\s*\(|\bky\s*\(/;

/** Whether a params function, or a local helper it calls, requests its data over the network. */
function fetchesData(files: SiteFiles, rel: string, code: ConfigCode, fn: SyntaxNode): boolean {
  if (NETWORK_CALL.test(textOfNode(code, fn))) return true;
  return usedModules(files, rel, code, fn).some((m) => NETWORK_CALL.test(files.read(m.rel) ?? ''));
}

/**
 * The values a dynamic segment's layout (else its page) lists for `param` in generateStaticParams, when the list is
 * read whole; undefined otherwise.
 */
function segmentParamValues(files: SiteFiles, folder: string, param: string): string[] | undefined {
  for (const name of ['layout.tsx', 'layout.ts', 'layout.jsx', 'layout.js', 'page.tsx', 'page.ts', 'page.jsx', 'page.js']) {
    const rel = `${folder}/${name}`;
    const code = files.has(rel) ? routeModule(files, rel) : undefined;
    if (!code) continue;
    const params = paramList(observeCalls(() => exportedValue(code, 'generateStaticParams')).value, false);
    if (!params?.complete) continue;
    const values = params.items.map((item) => item[param]).filter((v): v is string => typeof v === 'string');
    if (values.length === params.items.length && values.length > 0) return values;
  }
  return undefined;
}

/**
 * Route params as a page receives them: an optional catch-all matched by the bare path has no value at all (`/shop`
 * → `{}`, https://nextjs.org/docs/app/api-reference/file-conventions/dynamic-routes#optional-catch-all-segments).
 */
function nextParams(params: Params): ConfigValue {
  const present: Params = {};
  for (const [k, v] of Object.entries(params)) if (!(Array.isArray(v) && v.length === 0)) present[k] = v;
  return paramsValue(present);
}

/** The param values a closed route's params function drops by a literal list (none when the route is open). */
function closedExclusions(code: ConfigCode, name: string, segments: readonly RouteSegment[], closedBy: string | undefined): string[] | undefined {
  const fn = closedBy ? exportedFunction(code, name) : undefined;
  const param = segments[segments.length - 1]?.names[0];
  const excluded = fn && param ? literalExclusions(code, fn, param) : [];
  return excluded.length ? excluded : undefined;
}

/** What a route file's code and the site's loaders say about the pages it serves. */
function routeFacts(files: SiteFiles, route: NextRoute, segments: readonly RouteSegment[], config: NextConfig, loaders: NextContentLoaders): NextFacts {
  const code = routeModule(files, route.file);
  const out: NextFacts = { content: [], markdown: [], named: [], guessed: [] };
  const localeParams = segments.flatMap((s) => s.names).filter((n) => LOCALE_PARAM.test(n));
  const section = routeSection(segments, localeParams);
  const isStatic = isStaticRoute(segments);
  const globs: ContentSpec[] = [];
  // The route or a helper it imports naming each entry by its front matter `slug` (`slug: data.slug`).
  let slugged: boolean | undefined;
  const frontMatterSlug = (): boolean => {
    if (slugged === undefined) {
      const texts = [route.file, ...localImports(files, route.file)].map((rel) => files.read(rel) ?? '');
      slugged = texts.some(takesFrontMatterSlug) || (texts.some(entriesAreFrontMatter) && texts.some((t) => /\.slug\b/.test(t)));
    }
    return slugged;
  };
  const addGlob = (dir: string, exts: string[], skip: string[] = []) => {
    if (!globs.some((g) => g.dir === dir)) {
      const rules = { exts: exts.length ? exts : ['md', 'mdx'], dropIndex: true, skipPrefixes: ['.', ...skip], stripOrderPrefix: true, ...(config.locales.length ? { localeSuffixes: config.locales } : {}), ...(frontMatterSlug() ? { frontMatterSlug: true } : {}) };
      globs.push({ label: `the files its code globs in ${dir}`, dir, sectioned: true, rules });
    }
  };
  if (code) {
    if (route.router === 'app' && route.role === 'page') {
      const page = defaultFunction(code);
      const end = page ? alwaysEndsIn(page) ?? (pageOnlyRedirectsInBrowser(files, route.file, code, page) ? 'browser' : undefined) : undefined;
      if (end) out.terminal = { kind: end === 'browser' ? 'redirect' : end, why: end === 'browser' ? BROWSER_REDIRECT : end === 'redirect' ? 'only calls redirect()' : 'only calls notFound()' };
      // A page that reads one Markdown file from disk renders it: the file is the page's text.
      if (page && !end && isStatic) for (const file of markdownReadBy(files, code, page)) out.markdown.push({ file });
      // Pages get `{ params }` (a promise since Next.js 15: awaiting a value reads as the value).
      const guard = page && !end ? paramGuards(code, page, (params) => ({ params: nextParams(params) })) : undefined;
      if (guard) out.guard = guard;
      const last = segments[segments.length - 1];
      if (page && !end && last?.kind === 'optional-catchall' && rendersWithoutParam(page, last.names[0])) out.bareParam = last.names[0];
      const observed = observeCalls(() => exportedValue(code, 'generateStaticParams'));
      const params = paramList(observed.value, false);
      if (params) out.params = params;
      const generate = exportedFunction(code, 'generateStaticParams');
      if (generate && fetchesData(files, route.file, code, generate)) out.fetched = true;
      const taxonomy = generate && (!params || params.items.length === 0) ? taxonomyFields(textOfNode(code, generate)) : [];
      if (taxonomy.length) {
        out.taxonomy = taxonomy;
        if (generate && valuesAsWritten(textOfNode(code, generate))) out.taxonomyAsWritten = true;
      }
      for (const call of observed.calls) globCall(call.name, call.args, addGlob, files);
      if (exportedValue(code, 'dynamicParams') === false) out.closedBy = 'dynamicParams = false';
      // The page's data comes from what its server component reads ("Server Components … can read files",
      // https://nextjs.org/docs/app/getting-started/fetching-data): a file read by a path built from the params, in
      // the page module or a helper it calls, is the page's text.
      if (page && !end && !isStatic) {
        const modules = [{ code }, ...usedModules(files, route.file, code, page)];
        out.reads = (p) => paramReadPath(modules, p);
      }
      // "dynamicParams = false: dynamic segments not included in generateStaticParams will return a 404"
      // (https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config#dynamicparams).
      out.excluded = closedExclusions(code, 'generateStaticParams', segments, out.closedBy);
    } else if (route.router === 'app' && route.role === 'handler') {
      // A route handler whose GET always answers with a redirect (`return NextResponse.redirect(…)`, on every path of
      // a try/catch too) serves no page of its own.
      const get = exportedFunction(code, 'GET');
      const end = get ? alwaysEndsIn(get) : undefined;
      if (end) out.terminal = { kind: end, why: end === 'redirect' ? 'only answers GET with a redirect' : 'only answers GET with a 404' };
    } else if (route.router === 'pages') {
      for (const name of ['getServerSideProps', 'getStaticProps', 'getInitialProps']) {
        const fn = exportedFunction(code, name);
        const end = fn ? alwaysEndsIn(fn) : undefined;
        if (end) {
          out.terminal = { kind: end, why: end === 'redirect' ? `only returns a redirect from ${name}` : `only returns notFound from ${name}` };
          break;
        }
        if (fn && isStatic && name !== 'getInitialProps') for (const file of markdownReadBy(files, code, fn)) out.markdown.push({ file });
        // getStaticProps "runs at build time" and its props are the page's data
        // (https://nextjs.org/docs/pages/api-reference/functions/get-static-props): a static page whose function,
        // its own or re-exported from a sibling route, reads one Markdown file renders that file.
        if (isStatic && name === 'getStaticProps') {
          const own = fn ? { code, fn } : reexportedFunction(files, route.file, code, name);
          const reads = own ? concatenatedReads(files, own.code, own.fn) : [];
          if (reads.length === 1 && !out.markdown.some((m) => m.file === reads[0])) out.markdown.push({ file: reads[0] });
          // getStaticProps runs once per locale with `{ locale }` (https://nextjs.org/docs/pages/guides/internationalization#how-does-this-work-with-static-generation):
          // a file read by a path built from it is that language's page text (`README.${locale}.md`).
          if (own && config.locales.length > 0) {
            const modules = [{ code: own.code }];
            out.localeRead = (locale) => paramReadPath(modules, { locale });
          }
        }
        const guard = fn && name !== 'getInitialProps' ? paramGuards(code, fn, (params) => ({ params: nextParams(params) })) : undefined;
        if (guard && !out.guard) out.guard = guard;
        const last = segments[segments.length - 1];
        if (fn && !out.bareParam && last?.kind === 'optional-catchall' && rendersWithoutParam(fn, last.names[0])) out.bareParam = last.names[0];
      }
      // The page component itself may answer the empty param (`if (!slug) return <Index />`).
      const component = defaultFunction(code);
      if (component && !out.terminal && pageOnlyRedirectsInBrowser(files, route.file, code, component)) out.terminal = { kind: 'redirect', why: BROWSER_REDIRECT };
      const last = segments[segments.length - 1];
      if (component && !out.bareParam && last?.kind === 'optional-catchall' && rendersWithoutParam(component, last.names[0])) out.bareParam = last.names[0];
      const observed = observeCalls(() => exportedValue(code, 'getStaticPaths'));
      const params = paramList(observed.value, true);
      if (params) out.params = params;
      const paths = exportedFunction(code, 'getStaticPaths');
      if (paths && fetchesData(files, route.file, code, paths)) out.fetched = true;
      const taxonomy = paths && (!params || params.items.length === 0) ? taxonomyFields(textOfNode(code, paths)) : [];
      if (taxonomy.length) {
        out.taxonomy = taxonomy;
        if (paths && valuesAsWritten(textOfNode(code, paths))) out.taxonomyAsWritten = true;
      }
      for (const call of observed.calls) globCall(call.name, call.args, addGlob, files);
      const fallbacks = code.values('fallback');
      if (fallbacks.length > 0 && fallbacks.every((v) => v === false)) out.closedBy = 'getStaticPaths fallback: false';
      // With fallback: false "any paths not returned by getStaticPaths will result in a 404 page"
      // (https://nextjs.org/docs/pages/api-reference/functions/get-static-paths#fallback-false): a literal list the
      // paths are filtered by names pages that are not built, even when their content file exists.
      out.excluded = closedExclusions(code, 'getStaticPaths', segments, out.closedBy);
      // Paths given as `{ params }` objects with no `locale` anywhere in the function (a string path may carry its own).
      const pathsText = paths ? textOfNode(code, paths) : '';
      if (paths && out.closedBy && config.locales.length > 1 && /\bparams\s*:/.test(pathsText) && !/\blocales?\b/i.test(pathsText)) out.defaultLocaleOnly = true;
    }
    if (!out.closedBy && config.staticExport) out.closedBy = "output: 'export'";
    for (const g of contentGlobs(files, route.file, code)) addGlob(g.dir, g.exts, g.skipPrefixes);
    for (const m of markdownImports(files, route.file, code)) if (!m.file || !out.markdown.some((x) => x.file === m.file)) out.markdown.push(m);
    out.notFoundPath = has404Path(code);
    // A page written in MDX is its own text: the Markdown it imports (`import Intro from './intro.mdx'`) is a part of it.
    if (/\.mdx$/i.test(route.file)) out.markdown = [];
  }
  // A page list in a JSON manifest the route reads: one trailing dynamic segment after static ones only.
  const dynamicCount = segments.filter((s) => s.kind !== 'static').length;
  if (code && route.role === 'page' && dynamicCount === 1 && segments[segments.length - 1]?.kind !== 'static' && localeParams.length === 0) {
    const manifest = manifestPages(files, route.file, section);
    if (manifest) out.manifest = manifest;
  }
  // The folder its own params come from first, then a loader it imports or its section names.
  out.content.push(...globs);
  const declared = loaders.forRoute(route.file, code, section);
  if (declared) {
    out.content.push({ label: declared.label, dir: declared.dir, rules: declared.rules, ...(declared.localeFolders ? { localeFolders: true } : {}) });
    if (declared.i18n) out.i18n = declared.i18n;
  }
  // Folders its code names, or the data helpers it imports name (`join(process.cwd(), 'posts')` in lib/posts.ts).
  const routeModules = [route.file, ...localImports(files, route.file)];
  const named = routeModules.flatMap((rel) => foldersNamedIn(files.read(rel) ?? '', files));
  if (routeModules.some((rel) => keepsPublishedOnly(files.read(rel) ?? ''))) out.publishedOnly = true;
  out.named = [...new Set(named)];
  // A top-level folder named like the route's section (`tutorials/` for /tutorials/[...path]) is a guess too.
  const sectionDir = section.length === 1 && dirHasFiles(files, section[0]) ? [section[0]] : [];
  out.guessed = [...new Set([...loaders.dirs, ...config.contentDirs, ...sectionDir, ...CONTENT_ROOTS])];
  return out;
}

const BROWSER_REDIRECT = 'only redirects in the browser (an effect calls router.replace or sets location, and it renders nothing of its own)';

const GLOB_CALLS = new Set(['glob', 'sync', 'globSync', 'fg', 'fastGlob', 'globby', 'globbySync']);
const READ_DIR_CALLS = new Set(['readdir', 'readdirSync', 'opendir', 'opendirSync']);
/**
 * A site's own file-listing helper (`getFileList(dir)`, `listFiles(dir)`, `walkDir(dir)`): handed a folder of
 * Markdown while the params are built, it lists the route's entries the way `readdir` does.
 */
const FILE_LISTER = /^(?:get|list|read|walk|scan)(?:All)?(?:Files?|Dir|Directory|FileList|Paths)(?:Recursive|Recursively|Sync)?$|^(?:list|walk)(?:Files|Dir)?$/i;

/**
 * A glob or directory read met while evaluating generateStaticParams/getStaticPaths: its folder is the route's
 * content. A directory comes as `path.join(process.cwd(), 'content', …)` — Next.js runs from the project root, so
 * `process.cwd()` is the site's folder (https://nextjs.org/docs/app/api-reference/functions/generate-static-params).
 */
function globCall(name: string, args: readonly ConfigValue[], add: (dir: string, exts: string[], skip?: string[]) => void, files: SiteFiles): void {
  if (READ_DIR_CALLS.has(name) || FILE_LISTER.test(name)) {
    const path = pathValue(args[0]);
    const dir = path === undefined ? '' : cleanDir(path);
    if (dir && isContentGlob(files, dir, [])) add(dir, []);
    return;
  }
  if (!GLOB_CALLS.has(name)) return;
  const patterns = Array.isArray(args[0]) ? args[0] : [args[0]];
  for (const p of patterns) {
    if (typeof p !== 'string' || p.startsWith('!')) continue;
    const { prefix, exts, skipPrefixes } = globParts(p);
    const dir = cleanDir(prefix);
    if (dir && isContentGlob(files, dir, exts)) add(dir, exts, skipPrefixes);
  }
}

function nextAffects(rel: string): boolean {
  if (CONFIGS.includes(rel) || /^(?:contentlayer|velite|source)\.config\./.test(rel) || /^\.?tina\/config\./.test(rel)) return true;
  if (/^(?:src\/)?(?:app|pages)\//.test(rel)) return true;
  // Route files import their params, loaders and content from anywhere in the site.
  if (/\.(?:[cm]?[jt]sx?|json|mdx?)$/.test(rel) && !rel.startsWith('node_modules/')) return true;
  return CONTENT_ROOTS.some((root) => rel.startsWith(`${root}/`));
}

function usesNext(files: SiteFiles): boolean {
  return CONFIGS.some((f) => files.has(f)) || packageDependencies(files).has('next');
}

/** What both routers share: the same config, folders, output and redirects. */
const NEXT = {
  configFiles: CONFIGS,
  dependencies: ['next'],
  siteFolders: ['app', 'pages', 'src/app', 'src/pages'],
  outputDirs: ['.next', 'out'],
  serverPages: true,
  staticDirs: () => ['public'],
  domains: () => [],
  redirects(files: SiteFiles): RedirectRule[] {
    const config = nextConfigCode(files);
    const out = config ? nextRedirects(config.code, config.rel, basePathOf(config.code)) : [];
    // Middleware runs after next.config redirects (https://nextjs.org/docs/app/building-your-application/routing/middleware#execution-order).
    for (const rel of MIDDLEWARE) if (files.has(rel)) out.push(...middlewareRedirects(files, rel));
    return out;
  },
  compile: compileNext,
  affects: nextAffects,
  // actions/configure-pages writes the project site's basePath into next.config before the build: a config without
  // one of its own is served under a path of the host (found from the audited pages).
  servedAtHostPath: (files: SiteFiles) => configurePagesGenerator(files) === 'next' && readNextConfig(files).basePath.length === 0,
};

export const nextjsApp: Framework = {
  ...NEXT,
  id: 'nextjs-app',
  label: 'Next.js app router',
  detect(files) {
    if (!usesNext(files)) return 0;
    return nextRouterDirs(files).app ? 0.95 : 0;
  },
};

export const nextjsPages: Framework = {
  ...NEXT,
  id: 'nextjs-pages',
  label: 'Next.js pages router',
  detect(files) {
    if (!usesNext(files)) return 0;
    const dirs = nextRouterDirs(files);
    return dirs.pages ? (dirs.app ? 0.5 : 0.9) : 0.2;
  },
};
