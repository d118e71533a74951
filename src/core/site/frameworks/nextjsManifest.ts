// A dynamic Next.js route whose pages are listed in a JSON manifest its data functions read (`getStaticPaths`
// returning the manifest's `path` entries, `getStaticProps` looking the URL up there and returning `notFound` when it
// is missing). getStaticPaths "must return a list of paths that will be statically generated" from any data source
// (https://nextjs.org/docs/pages/api-reference/functions/get-static-paths), and getStaticProps `notFound: true` makes
// the page a 404 (https://nextjs.org/docs/pages/api-reference/functions/get-static-props#notfound): the manifest
// names each page's Markdown file, and a URL it does not list has no page. Such docs often live beside the app, read
// with `path.join(process.cwd(), '..')` (Next.js runs from the project folder: `process.cwd()` is the site's folder),
// so the manifest and its files are looked up one folder above the site too, when the code climbs there.
import type { SiteFiles } from '../types';
import { resolveWithin } from './kit/paths';
import { localImports, routeModule } from './kit/routeCode';

export interface ManifestPages {
  /** The manifest, relative to the site root ('../docs/manifest.json' when it lies above it). */
  rel: string;
  /** URL path ('/docs/overview') → the Markdown file, relative to the site root (may start with '../'). */
  pages: Map<string, string>;
  /** The route's code returns `notFound` (or its paths are closed): a URL the manifest does not list is a 404. */
  closed: boolean;
}

const MAX_ENTRIES = 5000;
const MAX_DEPTH = 12;
/** JSON files that are tooling, never a page list. */
const TOOLING = /(?:^|\/)(?:package|tsconfig|jsconfig|package-lock|turbo|vercel|lerna|composer)\.json$/;
/** A string literal naming a .json file (fixed pattern, linear: no backtracking between the quote and the name). */
const JSON_LITERAL = /["'`]((?:\.{0,2}\/)*[\w@-][\w@.-]*(?:\/[\w@.-]+)*\.json)["'`]/g;
/** `join(process.cwd(), '..')` / `resolve(__dirname, '../')`: code that reads from one folder above the site. */
const CLIMBS = /(?:process\.cwd\(\)|__dirname)\s*,\s*["'`]\.\.\/?\.?["'`]/;
const MARKDOWN = /\.(?:md|mdx|markdown)$/;

/** The pages a route's manifest lists, when its code (or the local modules it imports) names one that lists Markdown pages under `section`. */
export function manifestPages(files: SiteFiles, routeFile: string, section: readonly string[]): ManifestPages | undefined {
  const modules = [routeFile, ...localImports(files, routeFile)];
  const texts = modules.map((rel) => files.read(rel) ?? '');
  const climbs = texts.some((t) => CLIMBS.test(t));
  const outer = files.outer;
  const parentDir = outer ? outer.dir.split('/').slice(0, -1).join('/') : undefined;
  const prefix = section.length ? `/${section.join('/')}/` : '/';
  const closed = texts.some((t) => /\bnotFound\s*:\s*true\b/.test(t)) || routeModule(files, routeFile)?.values('fallback').some((v) => v === false) === true;
  for (const [i, text] of texts.entries()) {
    JSON_LITERAL.lastIndex = 0;
    let m: RegExpExecArray | null;
    let budget = 50;
    const moduleDir = modules[i].includes('/') ? modules[i].slice(0, modules[i].lastIndexOf('/')) : '';
    while ((m = JSON_LITERAL.exec(text)) && budget-- > 0) {
      // `import pages from '../content/pages.json'` is relative to the module; other literals to the project folder.
      const relative = m[1].startsWith('./') || m[1].startsWith('../');
      const name = relative ? resolveWithin(moduleDir, m[1]) : m[1].replace(/^\/+/, '');
      if (name === undefined || name.includes('..') || TOOLING.test(name)) continue;
      const found = readManifest(files, name) ?? (climbs && outer && parentDir !== undefined ? readAbove(outer.files, parentDir, name) : undefined);
      if (!found) continue;
      const pages = new Map<string, string>();
      for (const entry of pathEntries(found.data)) {
        const clean = entry.replace(/^\/+/, '');
        if (!MARKDOWN.test(clean) || clean.includes('..')) continue;
        const url = `/${clean.replace(MARKDOWN, '')}`;
        if (!url.startsWith(prefix) || !found.has(clean)) continue;
        pages.set(url, `${found.base}${clean}`);
      }
      if (pages.size > 0) return { rel: `${found.base}${name}`, pages, closed };
    }
  }
  return templatedManifests(files, texts, prefix, closed);
}

/** `${folder}/manifest.json`: a manifest read from a folder the code computes (a fixed, bounded pattern). */
const TEMPLATED_JSON = /\$\{[^}`\n]{1,100}\}\/([\w@-][\w@.-]{0,100}\.json)`/g;
/** Manifests of one templated name read at most. */
const MAX_MANIFESTS = 40;

/**
 * A manifest whose folder the code computes (`getRawFile(\`/${docsFolder}/manifest.json\`)`, one per docs version):
 * every file of that name in the site is one, its `path` entries read from the folder that holds them (the site root,
 * or a folder above the manifest: `/docs/usage/README.md` in content/docs/manifest.json is content/docs/usage/README.md).
 * A README or index entry is its folder's page too. The pages of all of them.
 */
function templatedManifests(files: SiteFiles, texts: readonly string[], prefix: string, closed: boolean): ManifestPages | undefined {
  const names = new Set<string>();
  for (const text of texts) {
    TEMPLATED_JSON.lastIndex = 0;
    let m: RegExpExecArray | null;
    let budget = 20;
    while ((m = TEMPLATED_JSON.exec(text)) && budget-- > 0) if (!TOOLING.test(m[1])) names.add(m[1]);
  }
  if (names.size === 0) return undefined;
  const pages = new Map<string, string>();
  let first: string | undefined;
  for (const name of names) {
    const manifests = files.all().filter((rel) => rel.endsWith(`/${name}`) && !rel.includes('node_modules/')).slice(0, MAX_MANIFESTS);
    for (const rel of manifests) {
      const entries = pathEntries(parse(files.read(rel))).map((e) => e.replace(/^\/+/, '')).filter((e) => MARKDOWN.test(e) && !e.includes('..'));
      const bases = ancestors(rel);
      const base = bases.find((b) => entries.some((e) => files.has(`${b}${e}`)));
      if (base === undefined) continue;
      first ??= rel;
      for (const entry of entries) {
        if (!files.has(`${base}${entry}`)) continue;
        const url = `/${entry.replace(MARKDOWN, '')}`;
        const folder = /(?:^|\/)(?:README|index)$/i.test(url) ? url.replace(/\/?(?:README|index)$/i, '') || '/' : undefined;
        for (const u of folder === undefined ? [url] : [url, folder]) if (u.startsWith(prefix) || `${u}/` === prefix) pages.set(u, `${base}${entry}`);
      }
    }
  }
  return first !== undefined && pages.size > 0 ? { rel: first, pages, closed } : undefined;
}

/** The folders a manifest's entries may be read from: the site root, then each folder above the manifest, nearest first. */
function ancestors(rel: string): string[] {
  const parts = rel.split('/').slice(0, -1);
  const out = [''];
  for (let n = parts.length; n > 0; n--) out.push(`${parts.slice(0, n).join('/')}/`);
  return out;
}

interface Found {
  data: unknown;
  /** What to put before a repository path to make it relative to the site root ('' or '../'). */
  base: string;
  has(rel: string): boolean;
}

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readManifest(files: SiteFiles, name: string): Found | undefined {
  const data = parse(files.read(name));
  return data === undefined ? undefined : { data, base: '', has: (rel) => files.has(rel) };
}

/** The manifest in the folder above the site (the site is `<parent>/<site>` in the repository). */
function readAbove(repo: SiteFiles, parentDir: string, name: string): Found | undefined {
  const at = (rel: string): string => (parentDir ? `${parentDir}/${rel}` : rel);
  const data = parse(repo.read(at(name)));
  return data === undefined ? undefined : { data, base: '../', has: (rel) => repo.has(at(rel)) };
}

/** Every string held by a `path` key in the manifest, depth- and count-capped. */
function pathEntries(data: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || out.length >= MAX_ENTRIES || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (k === 'path' && typeof x === 'string') out.push(x);
      else walk(x, depth + 1);
    }
  };
  walk(data, 0);
  return out;
}
