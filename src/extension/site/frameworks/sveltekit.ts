// SvelteKit: a route is a folder of src/routes holding +page.svelte (or an mdsvex +page.md/.svx,
// or only +page.js/+page.server.js). Groups `(x)` leave the URL; `[x]`, `[...rest]`, `[[opt]]`,
// `[x=matcher]` and hex escapes `[x+2f]` follow SvelteKit's rules. svelte.config.* is read statically.
import { cleanDir, trimStart } from '../text';
import type { Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { pathSegments } from '../urlPath';
import { codeString, codeStrings, configDomains, isConfigObject, readConfigCode, type ConfigValue } from './kit/code';
import { CONTENT_ROOTS, ContentFinder, foldersNamedIn } from './kit/contentLookup';
import { packageDependencies } from './kit/data';
import { RouteList, isStaticRoute, parseSegment } from './kit/fileRoutes';

const CONFIGS = ['svelte.config.js', 'svelte.config.mjs', 'svelte.config.ts', 'svelte.config.cjs'];

const SYNTAX = { restMatchesEmpty: true };

interface KitRoute {
  /** The file that renders the page. */
  file: string;
  /** Every +page.* file of the route folder, the best first: the one loading data says where content comes from. */
  files: string[];
}

export interface KitConfig {
  routesDir: string;
  base: string[];
  extensions: string[];
}

/** `kit.<key>` of svelte.config (SvelteKit's options live under `kit`). */
function kitOption(files: SiteFiles, key: string): ConfigValue {
  const code = readConfigCode(files, CONFIGS)?.code;
  const kit = code?.prop('kit');
  return isConfigObject(kit) && key in kit ? kit[key] : code?.values(key)[0];
}

export function readKitConfig(files: SiteFiles): KitConfig {
  const code = readConfigCode(files, CONFIGS)?.code;
  const paths = kitOption(files, 'paths');
  const filesBlock = kitOption(files, 'files');
  const routes = isConfigObject(filesBlock) ? codeString(filesBlock.routes) : undefined;
  const extensions = (codeStrings(code?.prop('extensions')) ?? ['.svelte']).map((e) => trimStart(e, '.'));
  if (!extensions.includes('svelte')) extensions.unshift('svelte');
  return {
    routesDir: cleanDir(routes ?? 'src/routes'),
    base: pathSegments((isConfigObject(paths) ? codeString(paths.base) : undefined) ?? ''),
    extensions,
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

/** Rank of a +page file: the component first, then universal and server load files. */
function pageRank(name: string, exts: readonly string[]): number {
  const m = /^\+page(?:@[^.]*)?\.(.+)$/.exec(name);
  if (!m) return -1;
  const ext = m[1];
  if (exts.includes(ext)) return ext === 'svelte' ? 0 : 1;
  if (/^(?:ts|js)$/.test(ext)) return 2;
  if (/^server\.(?:ts|js)$/.test(ext)) return 3;
  return -1;
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
  for (const [folder, pages] of byFolder) {
    pages.sort((a, b) => a.rank - b.rank);
    const segments = folder
      .split('/')
      .filter((p) => p !== '' && !/^\(.*\)$/.test(p))
      .map((p) => parseSegment(decodeEscapes(p), SYNTAX));
    list.add(segments, { file: pages[0].file, files: pages.map((p) => p.file) });
  }
  const finders = new Map<string, ContentFinder>();
  const finderFor = (route: KitRoute): ContentFinder => {
    let finder = finders.get(route.file);
    if (!finder) {
      const named = route.files.flatMap((f) => foldersNamedIn(files.read(f) ?? '', files));
      finder = new ContentFinder(files, [...named, ...CONTENT_ROOTS, 'src/lib/blog', 'src/lib/docs']);
      finders.set(route.file, finder);
    }
    return finder;
  };
  return {
    resolve(urlPath: string): Resolution | undefined {
      let segs = pathSegments(urlPath);
      if (config.base.length) {
        if (!config.base.every((s, i) => segs[i] === s)) return undefined;
        segs = segs.slice(config.base.length);
      }
      for (const match of list.match(segs)) {
        const { file } = match.route.data;
        if (isStaticRoute(match.route.segments)) return { file, reason: `SvelteKit route: ${file}`, kind: 'source' };
        const hit = finderFor(match.route.data).find(match.section, match.values);
        if (hit) return { file: hit.file, reason: `${hit.file} via ${file}`, kind: 'content', template: file };
        return { file, reason: `SvelteKit route template ${file} (no content file for this path in the repo)`, kind: 'template' };
      }
      return undefined;
    },
  };
}

export const sveltekit: Framework = {
  id: 'sveltekit',
  label: 'SvelteKit',
  configFiles: CONFIGS,
  dependencies: ['@sveltejs/kit'],
  siteFolders: ['src/routes'],
  outputDirs: ['.svelte-kit', 'build'],
  staticDirs: () => ['static'],
  detect(files) {
    const deps = packageDependencies(files);
    if (deps.has('@sveltejs/kit')) return 1;
    return CONFIGS.some((f) => files.has(f)) && files.under('src/routes').length > 0 ? 0.8 : 0;
  },
  domains: (files) => configDomains(files, CONFIGS, 'prerender.origin', () => {
    const prerender = kitOption(files, 'prerender');
    return isConfigObject(prerender) ? prerender.origin : undefined;
  }),
  redirects: () => [],
  compile: compileKit,
  affects(rel) {
    return CONFIGS.includes(rel) || /(?:^|\/)routes\//.test(rel) || CONTENT_ROOTS.some((r) => rel.startsWith(`${r}/`)) ||
      /\.(?:md|mdx|svx)$/.test(rel);
  },
};
