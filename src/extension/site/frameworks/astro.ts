// Astro: src/pages file routes, content collections rendered through dynamic routes (legacy
// src/content/<name>/ and Astro 5 content.config.ts glob loaders), Starlight's injected docs route,
// i18n, `base` and `trailingSlash`. astro.config.* is read statically, never executed.
import { makeRule } from '../redirects';
import { cleanDir, trimChars } from '../text';
import type { Framework, RedirectRule, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { pathSegments } from '../urlPath';
import { type ConfigCode, type ConfigValue, callOf, codeString, isConfigObject, pathValue, readCode, configDomains, readConfigCode } from './kit/code';
import { ContentFinder, dirHasFiles } from './kit/contentLookup';
import { packageDependencies } from './kit/data';
import { RouteList, isStaticRoute, parseSegment, type RouteMatch } from './kit/fileRoutes';

const CONFIGS = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts', 'astro.config.cjs'];

const SYNTAX = { restMatchesEmpty: true };
const PAGE_EXTS = ['astro', 'md', 'mdx', 'markdown', 'mdown', 'mkdn', 'mkd', 'mdwn', 'html'];
const ENDPOINT_EXTS = ['ts', 'js', 'mjs', 'mts'];
const ENTRY_EXTS = ['md', 'mdx', 'mdoc', 'markdoc', 'markdown'];

export interface AstroConfig {
  file?: string;
  srcDir: string;
  base: string[];
  trailingSlash?: 'always' | 'never' | 'ignore';
  locales: string[];
  defaultLocale?: string;
  prefixDefaultLocale: boolean;
  starlight: boolean;
}

export function readAstroConfig(files: SiteFiles): AstroConfig {
  const config = readConfigCode(files, CONFIGS);
  const code = config?.code;
  const i18n = code?.prop('i18n');
  const trailing = codeString(code?.prop('trailingSlash'));
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
  const srcDir = cleanDir(codeString(code?.prop('srcDir')) ?? 'src') || 'src';
  return {
    ...(config ? { file: config.rel } : {}),
    srcDir,
    base: pathSegments(codeString(code?.prop('base')) ?? ''),
    ...(trailing === 'always' || trailing === 'never' || trailing === 'ignore' ? { trailingSlash: trailing } : {}),
    locales,
    ...(defaultLocale ? { defaultLocale } : {}),
    prefixDefaultLocale: isConfigObject(routing) && routing.prefixDefaultLocale === true,
    starlight: (code?.calls('starlight').length ?? 0) > 0 || packageDependencies(files).has('@astrojs/starlight'),
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

/** Collection name → folder of its entries, from content.config.ts loaders or the legacy layout. */
export function astroCollections(files: SiteFiles, srcDir = 'src'): Map<string, string> {
  const out = new Map<string, string>();
  const names = ['content.config.ts', 'content.config.mjs', 'content.config.js', 'content.config.mts', 'content/config.ts', 'content/config.mjs', 'content/config.js'];
  const config = readConfigCode(files, names.map((n) => `${srcDir}/${n}`));
  const collections = config?.code.named('collections');
  if (isConfigObject(collections)) {
    for (const [name, value] of Object.entries(collections)) {
      const dir = collectionDir(value, name, srcDir);
      if (dir !== null) out.set(name, dir);
    }
  }
  // Legacy collections: every folder of src/content/ is one, unless a loader said otherwise.
  const contentDir = `${srcDir}/content`;
  const cut = contentDir.length + 1;
  for (const file of files.under(contentDir)) {
    const name = file.slice(cut).split('/')[0];
    if (file.slice(cut).includes('/') && !out.has(name) && !name.startsWith('_')) out.set(name, `${contentDir}/${name}`);
  }
  return out;
}

/** astro.config `redirects: { '/old': '/new', '/x': { status: 302, destination: '/y' } }`, under `base`. */
export function astroRedirects(code: ConfigCode, origin: string): RedirectRule[] {
  const block = code.prop('redirects');
  if (!isConfigObject(block)) return [];
  const baseText = trimChars(codeString(code.prop('base')) ?? '', '/');
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

/** astro.config text → its redirect rules (for tests and tools that hold the text). */
export function parseAstroRedirects(text: string, origin: string): RedirectRule[] {
  return astroRedirects(readCode(text), origin);
}

interface AstroRoute {
  file: string;
  kind: 'page' | 'endpoint' | 'starlight';
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
    else if (ENDPOINT_EXTS.includes(ext) && !/\.d$/.test(stem)) {
      // `rss.xml.ts` / `data.json.ts` produce non-HTML files; `page.html.ts` or `page.ts` may produce HTML.
      const inner = stem.lastIndexOf('.');
      if (inner > 0 && stem.slice(inner + 1) !== 'html') continue;
      kind = 'endpoint';
    } else continue;
    if (kind === 'page' && stem === 'index') stem = '';
    const segments = [...parts, ...(stem ? [stem] : [])].map((p) => parseSegment(p, SYNTAX));
    list.add(segments, { file, kind });
  }
}

function collectionNamesIn(text: string, out: string[]): void {
  for (const m of text.matchAll(/\b(?:getCollection|getEntry|getEntries|getEntryBySlug)\s*\(\s*["'`]([\w-]+)["'`]/g)) {
    if (!out.includes(m[1])) out.push(m[1]);
  }
}

const MODULE_EXTS = ['', '.ts', '.js', '.mjs', '.mts', '.astro', '/index.ts', '/index.js'];

/** A local import specifier ('./x', '../lib/posts', '@/data/post', '~/utils') as an indexed file. */
function resolveImport(files: SiteFiles, from: string, spec: string, srcDir: string): string | undefined {
  let base: string;
  if (spec.startsWith('./') || spec.startsWith('../')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of spec.split('/')) {
      if (part === '..') {
        if (parts.length === 0) return undefined;
        parts.pop();
      } else if (part !== '.') parts.push(part);
    }
    base = parts.join('/');
  } else if (/^[@~]\//.test(spec)) base = `${srcDir}/${spec.slice(2)}`;
  else if (spec.startsWith(`${srcDir}/`)) base = spec;
  else return undefined;
  return MODULE_EXTS.map((e) => base + e).find((f) => files.has(f));
}

/** Collections a route renders: named in its own code first, then in the local modules it imports. */
function collectionsUsedBy(files: SiteFiles, file: string, srcDir: string): string[] {
  const text = files.read(file) ?? '';
  const out: string[] = [];
  collectionNamesIn(text, out);
  let budget = 10;
  for (const m of text.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) {
    if (budget-- <= 0) break;
    const target = resolveImport(files, file, m[1] ?? m[2], srcDir);
    if (target && !target.endsWith('.astro')) collectionNamesIn(files.read(target) ?? '', out);
  }
  return out;
}

function compileAstro(files: SiteFiles): RouteTable {
  const config = readAstroConfig(files);
  const pagesDir = `${config.srcDir}/pages`;
  const list = new RouteList<AstroRoute>();
  pageRoutes(files, pagesDir, list);
  const collections = astroCollections(files, config.srcDir);
  const starlightList = new RouteList<AstroRoute>();
  const docsDir = collections.get('docs') ?? `${config.srcDir}/content/docs`;
  if (config.starlight && dirHasFiles(files, docsDir)) {
    starlightList.add([parseSegment('[...slug]', SYNTAX)], { file: docsDir, kind: 'starlight' });
  }
  const finders = new Map<string, ContentFinder>();
  const finderFor = (dirs: string[]): ContentFinder => {
    const key = dirs.join('|');
    let finder = finders.get(key);
    if (!finder) {
      finder = new ContentFinder(files, dirs, ENTRY_EXTS);
      finders.set(key, finder);
    }
    return finder;
  };

  /** The entry a dynamic route renders: all params joined ('en/post'), else only the trailing ones. */
  const entryFor = (dirs: string[], match: RouteMatch<AstroRoute>) => {
    const finder = finderFor(dirs);
    for (let drop = 0; drop < Math.max(1, match.values.length); drop++) {
      const hit = finder.find([], match.values.slice(drop));
      if (hit) return hit;
    }
    return undefined;
  };

  const resolveSegments = (segs: string[]): Resolution | undefined => {
    let template: Resolution | undefined;
    for (const match of list.match(segs)) {
      const { file } = match.route.data;
      if (isStaticRoute(match.route.segments)) return { file, reason: `Astro page: ${file}`, kind: 'source' };
      // paginate() routes (`[...page]`, `[page]`) only build numbered pages: anything else is another route's.
      const pageParam = match.route.segments.find((s) => s.names.some((n) => /^page(?:num(?:ber)?)?$/i.test(n)));
      if (pageParam) {
        const value = match.params[pageParam.names[0]];
        const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
        if (!parts.every((p) => /^\d+$/.test(p))) continue;
        template ??= { file, reason: `Astro paginated route ${file}`, kind: 'template' };
        continue;
      }
      const used = collectionsUsedBy(files, file, config.srcDir);
      const dirs = used.map((c) => collections.get(c) ?? `${config.srcDir}/content/${c}`);
      if (dirs.length) {
        const hit = entryFor(dirs, match);
        if (hit) {
          const name = used[dirs.findIndex((d) => hit.file.startsWith(`${d}/`))] ?? used[0];
          return { file: hit.file, reason: `${hit.file} via ${file} (collection '${name}')`, kind: 'content', template: file };
        }
        template ??= { file, reason: `Astro route template ${file}: no entry of collection '${used.join("', '")}' matches`, kind: 'template' };
        continue;
      }
      template ??= { file, reason: `Astro route template ${file} (its content is not in a collection we can read)`, kind: 'template' };
    }
    for (const match of starlightList.match(segs)) {
      const hit = entryFor([match.route.data.file], match);
      if (hit) return { file: hit.file, reason: `Starlight docs page: ${hit.file}`, kind: 'content' };
    }
    return template;
  };

  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      let segs = pathSegments(urlPath);
      if (config.base.length) {
        if (!config.base.every((s, i) => segs[i] === s)) return undefined;
        segs = segs.slice(config.base.length);
      }
      let found = resolveSegments(segs);
      const first = segs[0] ?? '';
      if (!found && config.defaultLocale && config.prefixDefaultLocale && !config.locales.includes(first)) {
        found = resolveSegments([config.defaultLocale, ...segs]);
        if (found) found = { ...found, reason: `${found.reason} (default locale '${config.defaultLocale}')` };
      }
      if (!found && config.defaultLocale && !config.prefixDefaultLocale && first === config.defaultLocale) {
        found = resolveSegments(segs.slice(1));
      }
      if (found && info && config.file && segs.length > 0) {
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
  staticDirs: () => ['public'],
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
    // Glob loaders may read any folder: every Markdown file can be an entry.
    return CONFIGS.includes(rel) || rel === 'package.json' || /(?:^|\/)pages\//.test(rel) ||
      /content\.config\.|content\/config\./.test(rel) || /\.(?:md|mdx|mdoc|markdoc|markdown)$/.test(rel);
  },
};
