// Astro: src/pages file routes, content collections rendered through dynamic routes (legacy
// src/content/<name>/ and Astro 5 content.config.ts glob loaders), Starlight's injected docs route,
// i18n, `base` and `trailingSlash`. astro.config.* is read statically, never executed.
import {
  ASTRO_CONFIGS, matchBracket, packageDependencies, readBoolProp, readConfig, readObjectProp, readStringArrayProp,
  readStringProp,
} from '../configText';
import { ContentFinder, dirHasFiles } from '../contentLookup';
import { RouteList, isStaticRoute, parseSegment, type RouteMatch } from '../routePattern';
import type { Framework, Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../types';
import { pathSegments } from '../urlPath';

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
  const config = readConfig(files, ASTRO_CONFIGS);
  const text = config?.text ?? '';
  const i18n = readObjectProp(text, 'i18n');
  const trailing = readStringProp(text, 'trailingSlash');
  const locales: string[] = [];
  if (i18n) {
    const simple = readStringArrayProp(i18n, 'locales');
    if (simple) locales.push(...simple);
    // `{ path: 'spanish', codes: [...] }` locale objects: the path is the URL segment.
    for (const m of i18n.matchAll(/\bpath\s*:\s*["']([^"']+)["']/g)) locales.push(m[1]);
  }
  const routing = i18n ? readObjectProp(i18n, 'routing') : undefined;
  const defaultLocale = i18n ? readStringProp(i18n, 'defaultLocale') : undefined;
  const srcDir = (readStringProp(text, 'srcDir') ?? 'src').replace(/^\.\//, '').replace(/\/+$/, '') || 'src';
  return {
    ...(config ? { file: config.file } : {}),
    srcDir,
    base: pathSegments(readStringProp(text, 'base') ?? ''),
    ...(trailing === 'always' || trailing === 'never' || trailing === 'ignore' ? { trailingSlash: trailing } : {}),
    locales,
    ...(defaultLocale ? { defaultLocale } : {}),
    prefixDefaultLocale: (routing ? readBoolProp(routing, 'prefixDefaultLocale') : undefined) ?? false,
    starlight: /\bstarlight\s*\(/.test(text) || packageDependencies(files).has('@astrojs/starlight'),
  };
}

/** Collection name → folder of its entries, from content.config.ts loaders or the legacy layout. */
export function astroCollections(files: SiteFiles, srcDir = 'src'): Map<string, string> {
  const out = new Map<string, string>();
  const config = readConfig(files, [`${srcDir}/content.config.ts`, `${srcDir}/content.config.mjs`, `${srcDir}/content.config.js`, `${srcDir}/content.config.mts`, `${srcDir}/content/config.ts`, `${srcDir}/content/config.mjs`, `${srcDir}/content/config.js`]);
  const text = config?.text ?? '';
  // `const blog = defineCollection({ loader: glob({ base: './src/data/blog', pattern: '**/*.md' }) })`
  const byVariable = new Map<string, string>();
  for (const m of text.matchAll(/(?:(?:const|let|var)\s+(\w+)\s*=|["']?([\w-]+)["']?\s*:)\s*defineCollection\s*\(/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = matchBracket(text, open);
    const body = close > open ? text.slice(open, close + 1) : '';
    const name = m[1] ?? m[2];
    let dir: string | undefined;
    const base = /\bglob\s*\(\s*\{[\s\S]*?\bbase\s*:\s*["'`]([^"'`]+)["'`]/.exec(body);
    if (base) dir = base[1].replace(/^\.\//, '').replace(/\/+$/, '');
    else if (/\bdocsLoader\s*\(/.test(body)) dir = `${srcDir}/content/docs`;
    else if (/\bloader\s*:/.test(body)) continue; // file(), API loaders: not Markdown pages in this repo
    if (m[1]) byVariable.set(m[1], dir ?? `${srcDir}/content/${m[1]}`);
    else out.set(name, dir ?? `${srcDir}/content/${name}`);
  }
  const exported = /\bcollections\s*=\s*\{/.exec(text);
  if (exported) {
    const open = exported.index + exported[0].length - 1;
    const inner = text.slice(open + 1, Math.max(open + 1, matchBracket(text, open)));
    for (const part of inner.split(',')) {
      const m = /^\s*["']?([\w-]+)["']?\s*(?::\s*(\w+))?\s*$/.exec(part);
      if (!m) continue;
      const dir = byVariable.get(m[2] ?? m[1]);
      if (dir) out.set(m[1], dir);
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
  detect(files) {
    if (ASTRO_CONFIGS.some((f) => files.has(f))) return 1;
    return packageDependencies(files).has('astro') ? 0.8 : 0;
  },
  compile: compileAstro,
  affects(rel) {
    // Glob loaders may read any folder: every Markdown file can be an entry.
    return ASTRO_CONFIGS.includes(rel) || rel === 'package.json' || /(?:^|\/)pages\//.test(rel) ||
      /content\.config\.|content\/config\./.test(rel) || /\.(?:md|mdx|mdoc|markdoc|markdown)$/.test(rel);
  },
};
