// Plain static HTML as a typical static host serves it: /a → a.html, a/index.html or the file `a`
// itself; case-sensitive (a match only by another letter case is "no source", its reason naming the look-alike).
import { isPagesSite } from '../githubPages';
import { apacheRules } from './apacheRules';
import { dirHasFiles } from './kit/contentLookup';
import { onlyMetaRefresh } from './kit/metaRefresh';
import type { Framework, Resolution, RouteTable, SiteFiles } from '../types';
import { isSafeSegmentValue, pathSegments } from '../urlPath';

/** Folders that hosts serve as-is, besides the site root itself. */
const STATIC_DIRS = ['public', 'static', 'site', 'www', 'htdocs', 'dist-static'];

function candidates(rel: string): string[] {
  if (rel === '') return ['index.html', 'index.htm'];
  return [rel, `${rel}.html`, `${rel}.htm`, `${rel}/index.html`, `${rel}/index.htm`];
}

/**
 * The file a static host would serve for the path from `dir` ('' = the root).
 * `lowerIndex` (lowercased path → files) enables the case-insensitive second try.
 */
export function serveStatic(
  files: SiteFiles,
  urlPath: string,
  dir: string,
  lowerIndex?: () => Map<string, string[]>,
  firsts?: ReadonlySet<string>,
): { file: string; caseDiffers: boolean } | undefined {
  const segs = pathSegments(urlPath);
  if (firsts && segs.length > 0 && !firsts.has(segs[0].toLowerCase())) return undefined;
  if (!segs.every(isSafeSegmentValue)) return undefined;
  const rel = [dir, ...segs].filter(Boolean).join('/');
  const tries = candidates(rel);
  for (const c of tries) {
    // A folder is not a file: `has` is true only for files.
    if (files.has(c)) return { file: c, caseDiffers: false };
  }
  if (!lowerIndex) return undefined;
  const index = lowerIndex();
  for (const c of tries) {
    const hit = index.get(c.toLowerCase());
    if (hit && hit.length) return { file: hit[0], caseDiffers: true };
  }
  return undefined;
}

/**
 * The first path segment of every file under `dir`, lowercased, also without a '.html'/'.htm' ending: a URL whose
 * first segment is not among them has no file there (one set lookup instead of ten candidate names).
 */
export function firstSegments(files: SiteFiles, dir: string): Set<string> {
  const out = new Set<string>();
  const cut = dir === '' ? 0 : dir.length + 1;
  for (const file of dir === '' ? files.all() : files.under(dir)) {
    const slash = file.indexOf('/', cut);
    const first = (slash < 0 ? file.slice(cut) : file.slice(cut, slash)).toLowerCase();
    out.add(first);
    const ext = /\.html?$/.exec(first);
    if (ext) out.add(first.slice(0, -ext[0].length));
  }
  return out;
}

/** Lowercased path → files, for the case-insensitive fallback; built once per table. */
export function lowercaseIndex(files: SiteFiles, dirs: readonly string[]): () => Map<string, string[]> {
  let index: Map<string, string[]> | undefined;
  return () => {
    if (index) return index;
    index = new Map();
    const all = dirs.includes('') ? files.all() : dirs.flatMap((d) => files.under(d));
    for (const file of all) {
      const key = file.toLowerCase();
      const list = index.get(key);
      if (list) list.push(file);
      else index.set(key, [file]);
    }
    return index;
  };
}

/**
 * GitHub Pages can publish a repository's docs/ folder as the site (docs.github.com, "Configuring a publishing source
 * for your GitHub Pages site"): it is the site's root when it holds the home page (or the custom domain's CNAME)
 * and the repository root has no home page of its own.
 */
function pagesDocsRoot(files: SiteFiles): boolean {
  return !files.has('index.html') && !files.has('index.htm') && (files.has('docs/index.html') || files.has('docs/CNAME'));
}

function staticRoots(files: SiteFiles): string[] {
  if (pagesDocsRoot(files)) return ['docs'];
  const roots = STATIC_DIRS.filter((d) => files.has(`${d}/index.html`));
  // A publish folder holding the home page while the repository root has none is the site (Netlify's, Cloudflare
  // Pages' or Vercel's output directory): the repository's other files are not served.
  if (roots.length && !files.has('index.html') && !files.has('index.htm')) return roots;
  return roots.length ? [...roots, ''] : ['', ...STATIC_DIRS.filter((d) => dirHasFiles(files, d))];
}

/**
 * A served file, or, when only the case differs, no source: the hosts sites are deployed to (GitHub Pages, Netlify,
 * Vercel, Cloudflare Pages, S3) match paths case-sensitively and answer 404, so naming the file would put a
 * diagnostic on a page that the URL never reaches. The reason still names the look-alike, for "Explain Mapping".
 */
export function describeStatic(hit: { file: string; caseDiffers: boolean }, urlPath: string): Resolution {
  if (hit.caseDiffers) {
    return { file: null, kind: 'none', reason: `no source: only ${hit.file} matches ${urlPath}, with other letter case (case-sensitive hosts answer 404)` };
  }
  return { file: hit.file, reason: `static file ${hit.file}`, kind: 'static' };
}

/**
 * A static HTML file that holds nothing but a refresh to another page (a moved page's stub, whichever framework
 * copies it) is a redirect, not a page: the answer becomes "no source". A file without an extension that is an HTML
 * document (a Go vanity import path's `client/oauth2`, served as HTML) counts too.
 */
export function withoutRefreshStub(files: SiteFiles, res: Resolution | undefined): Resolution | undefined {
  if (!res?.file || res.kind !== 'static') return res;
  const bare = !/\.[^/.]+$/.test(res.file);
  if (!bare && !/\.html?$/i.test(res.file)) return res;
  const text = files.read(res.file);
  if (text === undefined || (bare && !/^\s*<(?:!doctype\s+html|html)\b/i.test(text.slice(0, 200)))) return res;
  if (!onlyMetaRefresh(text)) return res;
  return { file: null, kind: 'redirect', reason: `no source: ${res.file} only sends the browser to another page (a meta refresh or a location script)` };
}

export const staticHtml: Framework = {
  id: 'static',
  label: 'Static HTML',
  // No config: a folder of HTML files. Detection and the site-root search fall back to it.
  configFiles: [],
  dependencies: [],
  siteFolders: [],
  outputDirs: [],
  staticDirs: () => STATIC_DIRS,
  domains: () => [],
  redirects: () => [],
  detect(files) {
    if (files.has('index.html') || pagesDocsRoot(files)) return 0.3;
    return STATIC_DIRS.some((d) => files.has(`${d}/index.html`)) ? 0.25 : 0.05;
  },
  compile(files, context): RouteTable {
    const roots = staticRoots(files);
    const lower = lowercaseIndex(files, roots);
    // Apache reads .htaccess; GitHub Pages serves the files without it.
    const pages = isPagesSite(files, context?.domain);
    const apache = pages ? undefined : apacheRules(files, roots[0]);
    return {
      resolve(urlPath, info) {
        // GitHub Pages never publishes the repository's own .git/ and .github/ (Jekyll skips dot folders; the Pages
        // artifact action leaves them out of the upload).
        if (pages && /^\/\.(?:git|github)(?:\/|$)/.test(urlPath)) return { file: null, kind: 'none', reason: 'no source: GitHub Pages does not publish .git/ or .github/' };
        const forced = apache?.apply(urlPath, (rel) => files.has(rel));
        if (forced) return forced;
        // A URL naming the index file (/a/index.htm) asks the host for that very file: the folder's index document
        // answers only the folder URL (/a/), so another index file there does not serve it.
        if (info?.indexFile) {
          const exact = roots.map((dir) => [dir, ...pathSegments(urlPath), info.indexFile].filter(Boolean).join('/')).find((rel) => files.has(rel));
          if (exact) return { file: exact, reason: `static file ${exact}`, kind: 'static' };
          const other = roots.map((dir) => serveStatic(files, urlPath, dir)).find((hit) => hit !== undefined);
          if (other) return { file: null, kind: 'none', reason: `no source: no ${info.indexFile} there (${other.file} answers the folder URL only)` };
        }
        // A folder URL (/a/) is the folder's index document, even where a file `a.html` sits beside the folder (static
        // hosts serve a folder's index.html for its URL: https://docs.github.com/en/pages/getting-started-with-github-pages/what-is-github-pages).
        if (info?.trailingSlash && urlPath !== '/') {
          for (const dir of roots) {
            const hit = serveStatic(files, `${urlPath}/index.html`, dir) ?? serveStatic(files, `${urlPath}/index.htm`, dir);
            if (hit) return describeStatic(hit, urlPath);
          }
          // GitHub Pages answers /a/ with a/index.html only: a file a.html serves /a and /a.html, never /a/.
          if (pages) {
            const beside = roots.map((dir) => serveStatic(files, urlPath, dir)).find((hit) => hit !== undefined);
            if (beside) return { file: null, kind: 'none', reason: `no source: GitHub Pages serves ${beside.file} at ${urlPath}, not at ${urlPath}/ (no ${urlPath.slice(1)}/index.html)` };
          }
        }
        for (const dir of roots) {
          const hit = serveStatic(files, urlPath, dir);
          if (hit) return describeStatic(hit, urlPath);
        }
        for (const dir of roots) {
          const hit = serveStatic(files, urlPath, dir, lower);
          if (hit && (dir === '' || hit.file.startsWith(`${dir}/`))) return describeStatic(hit, urlPath);
        }
        return undefined;
      },
    };
  },
  affects(rel) {
    // Lookups hit the index directly; only the set of roots and the lowercase index can go stale.
    return /\.html?$/i.test(rel) || !rel.slice(rel.lastIndexOf('/') + 1).includes('.');
  },
};
