// Next.js: app router (app/ or src/app/) and pages router (pages/ or src/pages/), one route table,
// since a site may use both. next.config.* is read statically for basePath, pageExtensions, i18n, redirects().
import { makeRule } from '../redirects';
import { cleanDir, trimChars } from '../text';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { pathSegments } from '../urlPath';
import { type ConfigCode, codeString, codeStrings, isConfigObject, readCode, readConfigCode, Computed } from './kit/code';
import { CONTENT_ROOTS, ContentFinder, dirHasFiles, foldersNamedIn } from './kit/contentLookup';
import { packageDependencies } from './kit/data';
import { RouteList, isStaticRoute, parseSegment, type RouteSegment } from './kit/fileRoutes';

const CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts'];

const DEFAULT_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js', 'mdx', 'md'];
const SYNTAX = { restMatchesEmpty: false };

interface NextRoute {
  file: string;
  router: 'app' | 'pages';
  /** 'page' renders HTML; 'handler' is a route.ts; 'metadata' is sitemap/robots. */
  role: 'page' | 'handler' | 'metadata';
}

export interface NextConfig {
  file?: string;
  basePath: string[];
  trailingSlash: boolean;
  pageExtensions: string[];
  locales: string[];
  contentDirs: string[];
}

export function readNextConfig(files: SiteFiles): NextConfig {
  const config = readConfigCode(files, CONFIGS);
  const code = config?.code;
  const exts = codeStrings(code?.prop('pageExtensions'));
  const i18n = code?.prop('i18n');
  const contentlayer = readConfigCode(files, ['contentlayer.config.js', 'contentlayer.config.ts', 'contentlayer.config.mjs']);
  const velite = readConfigCode(files, ['velite.config.ts', 'velite.config.js', 'velite.config.mjs']);
  const dirs = [codeString(contentlayer?.code.prop('contentDirPath')), codeString(velite?.code.prop('root'))];
  return {
    ...(config ? { file: config.rel } : {}),
    basePath: pathSegments(codeString(code?.prop('basePath')) ?? ''),
    trailingSlash: code?.prop('trailingSlash') === true,
    // Tolerant: md/mdx pages only exist with @next/mdx, but listing them costs nothing.
    pageExtensions: exts && exts.length ? exts : DEFAULT_EXTENSIONS,
    locales: (isConfigObject(i18n) && codeStrings(i18n.locales)) || [],
    contentDirs: dirs.filter((d): d is string => !!d).map(cleanDir),
  };
}

/** The rule objects of `redirects()` (literal values only; computed, conditional and rewrite rules are left out). */
export function nextRedirects(code: ConfigCode, origin: string, basePath = ''): RedirectRule[] {
  const out: RedirectRule[] = [];
  for (const value of code.values('redirects')) {
    const list = value instanceof Computed ? value.detail.returns : value;
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!isConfigObject(item) || item.has !== undefined || item.missing !== undefined) continue;
      const status = typeof item.statusCode === 'number' ? item.statusCode : item.permanent === false ? 307 : 308;
      const source = codeString(item.source);
      const rule = makeRule(source !== undefined && item.basePath !== false ? basePath + source : source, item.destination, status, origin);
      if (rule) out.push(rule);
    }
  }
  return out;
}

/** next.config text → its redirect rules (for tests and tools that hold the text). */
export function parseNextRedirects(text: string, origin: string, basePath = ''): RedirectRule[] {
  return nextRedirects(readCode(text), origin, basePath);
}

function basePathOf(code: ConfigCode): string {
  const base = trimChars(codeString(code.prop('basePath')) ?? '', '/');
  return base ? `/${base}` : '';
}

/** Next.js looks at app/ and pages/ at the root, and at src/ only when neither root folder exists. */
export function nextRouterDirs(files: SiteFiles): { app?: string; pages?: string } {
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

function decodeFolder(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
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
  for (const file of files.under(dir)) {
    const parts = file.slice(cut).split('/');
    const name = parts.pop() as string;
    const split = splitExtension(name, exts);
    let role: NextRoute['role'] | undefined;
    if (split?.stem === 'page') role = 'page';
    else if (/^route\.(?:ts|js|tsx|jsx|mjs)$/.test(name)) role = 'handler';
    else if (parts.length === 0 && /^(?:sitemap\.(?:xml|ts|js)|robots\.(?:txt|ts|js))$/.test(name)) role = 'metadata';
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
      segments.push(parseSegment(decodeFolder(folder), SYNTAX));
    }
    if (!routable) continue;
    if (role === 'metadata') segments.push(parseSegment(name.startsWith('sitemap') ? 'sitemap.xml' : 'robots.txt', SYNTAX));
    list.add(segments, { file, router: 'app', role });
  }
}

const PAGES_SPECIAL = new Set(['_app', '_document', '_error', '_middleware', 'middleware']);

function pagesRoutes(files: SiteFiles, dir: string, exts: readonly string[], list: RouteList<NextRoute>): void {
  const cut = dir.length + 1;
  for (const file of files.under(dir)) {
    const parts = file.slice(cut).split('/');
    if (parts[0] === 'api') continue;
    const name = parts.pop() as string;
    const split = splitExtension(name, exts);
    if (!split || PAGES_SPECIAL.has(split.stem) || /\.(?:test|spec|stories|d)$/.test(split.stem)) continue;
    const names = [...parts, split.stem];
    if (names[names.length - 1] === 'index') names.pop();
    list.add(names.map((n) => parseSegment(n, SYNTAX)), { file, router: 'pages', role: 'page' });
  }
}

const ROUTER_LABEL = { app: 'Next.js app router', pages: 'Next.js pages router' } as const;

function compileNext(files: SiteFiles): RouteTable {
  const config = readNextConfig(files);
  const dirs = nextRouterDirs(files);
  const list = new RouteList<NextRoute>();
  if (dirs.app) appRoutes(files, dirs.app, config.pageExtensions, list);
  if (dirs.pages) pagesRoutes(files, dirs.pages, config.pageExtensions, list);
  const finders = new Map<string, ContentFinder>();

  /** One finder per route file: the folders its code names come first. */
  const finderFor = (route: NextRoute): ContentFinder => {
    let finder = finders.get(route.file);
    if (!finder) {
      const named = foldersNamedIn(files.read(route.file) ?? '', files);
      finder = new ContentFinder(files, [...named, ...config.contentDirs, ...CONTENT_ROOTS]);
      finders.set(route.file, finder);
    }
    return finder;
  };

  const resolveSegments = (segs: string[]): Resolution | undefined => {
    for (const match of list.match(segs)) {
      const { file, router, role } = match.route.data;
      const label = ROUTER_LABEL[router];
      if (isStaticRoute(match.route.segments)) {
        const what = role === 'handler' ? 'route handler ' : role === 'metadata' ? 'metadata route ' : '';
        return { file, reason: `${label}: ${what}${file}`, kind: 'source' };
      }
      if (role !== 'page') return { file, reason: `${label}: route handler ${file}`, kind: 'template' };
      const hit = finderFor(match.route.data).find(match.section, match.values);
      if (hit) return { file: hit.file, reason: `${hit.file} via ${file}`, kind: 'content', template: file };
      return { file, reason: `${label}: route template ${file} (no content file for this path in the repo)`, kind: 'template' };
    }
    return undefined;
  };

  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      let segs = pathSegments(urlPath);
      if (config.basePath.length) {
        if (!config.basePath.every((s, i) => segs[i] === s)) return undefined;
        segs = segs.slice(config.basePath.length);
      }
      let found = resolveSegments(segs);
      if (!found && config.locales.includes(segs[0] ?? '')) found = resolveSegments(segs.slice(1));
      if (found && info && urlPath !== '/' && info.trailingSlash !== config.trailingSlash && config.file) {
        found = { ...found, reason: `${found.reason} (${config.file} trailingSlash: ${config.trailingSlash} redirects this form)` };
      }
      return found;
    },
  };
}

function nextAffects(rel: string): boolean {
  if (CONFIGS.includes(rel) || /^(?:contentlayer|velite)\.config\./.test(rel)) return true;
  if (/^(?:src\/)?(?:app|pages)\//.test(rel)) return true;
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
  staticDirs: () => ['public'],
  domains: () => [],
  redirects(files: SiteFiles): RedirectRule[] {
    const config = readConfigCode(files, CONFIGS);
    return config ? nextRedirects(config.code, config.rel, basePathOf(config.code)) : [];
  },
  compile: compileNext,
  affects: nextAffects,
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
