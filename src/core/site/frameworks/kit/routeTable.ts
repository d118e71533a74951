// Route table of the frameworks that know every page's URL at build time (the static-site generators): exact URL
// keys in a Map, then a few ordered pattern rules matched by the linear-time path matcher.
import { compilePathPattern, matchPathPattern, urlSegments, type PathPattern } from '../../match/pathPattern';
import type { Resolution, RouteTable, SiteFiles, UrlPathInfo } from '../../types';
import { describeStatic, serveStatic } from '../static';

/** Turns a generator's output URL ('/a/b/', '/a/b/index.html', 'a/b.html') into the normalized lookup key. */
export function urlKey(output: string): string {
  let p = output.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = '/' + p;
  p = p.replace(/\/index\.html?$/i, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

/** Decodes percent-escapes an author wrote into a URL (front matter `url`, `permalink`), keeping malformed ones. */
export function decodePath(p: string): string {
  if (!p.includes('%')) return p;
  return p.split('/').map((seg) => { try { return decodeURIComponent(seg); } catch { return seg; } }).join('/');
}

/** The path part of a base URL or prefix ('https://x.org/docs/' → '/docs'); '/' when none. */
export function basePathOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '/';
  let p = value.trim();
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(p);
  if (m) p = m[1] ?? '/';
  return urlKey(decodePath(p.split(/[?#]/)[0]));
}

/** How `build` treats the site's base path. */
export interface BuildOptions {
  /**
   * The generator serves nothing outside its base path (VitePress `base`, Docusaurus `baseUrl`): a path without it
   * is answered "no source" (with this reason) instead of being tried as it is.
   */
  strictBase?: { reason: string };
}

interface PatternRule {
  pattern: PathPattern;
  /** A resolution, or a function of the matched key (the normalized URL path). */
  resolution: Resolution | ((key: string) => Resolution | undefined);
}

/** `/tags/:tag`, `/blog/*`, `/docs/**`, `/x/[id]` (':x', '*' and '[x]' = one segment, '**' = the rest). */
export function routePattern(pattern: string): PathPattern | undefined {
  const compiled = compilePathPattern(urlKey(pattern), { star: 'segment' });
  return compiled.ok ? compiled.pattern : undefined;
}

export interface BuildOptions {
  /**
   * Whether '/about/' (trailing slash) may resolve to a page written as '/about.html' (default true). Generators
   * whose own pages are ugly URLs say false: the slash form asks for about/index.html, which does not exist.
   */
  htmlForTrailingSlash?: boolean;
}

/** The last page a paginated list can have, and why. */
export interface ListBound {
  lastPage: number;
  why: string;
}

export class RouteTableBuilder {
  private readonly exact = new Map<string, Resolution>();
  private readonly fallbacks = new Map<string, Resolution>();
  private readonly rules: PatternRule[] = [];
  private readonly listPages = new Map<string, ListBound | undefined>();
  private readonly staticDirs: Array<{ files: SiteFiles; dir: string }> = [];

  /** First registration of a key wins: callers register the most specific source first. */
  add(output: string, resolution: Resolution): string {
    const key = urlKey(output);
    if (!this.exact.has(key)) this.exact.set(key, resolution);
    if (/\.html?$/i.test(key)) {
      // Static hosts serve '/about.html' at '/about' too; only used when nothing else claims '/about'.
      const bare = key.replace(/\.html?$/i, '');
      if (bare && !this.fallbacks.has(bare)) this.fallbacks.set(bare, resolution);
    }
    return key;
  }

  /** Replaces whatever was registered for the key (a localized file overriding its source, for example). */
  set(output: string, resolution: Resolution): void {
    this.exact.set(urlKey(output), resolution);
  }

  has(output: string): boolean {
    return this.exact.has(urlKey(output));
  }

  get(output: string): Resolution | undefined {
    return this.exact.get(urlKey(output));
  }

  /**
   * Marks a key as a list page, so '<key>/page/N' resolves to it too; with a bound, only up to its last page (later
   * numbers have no source).
   */
  markList(output: string, bound?: ListBound): void {
    const key = urlKey(output);
    // Marked twice: the looser bound holds (none is the loosest).
    const had = this.listPages.get(key);
    if (!this.listPages.has(key)) this.listPages.set(key, bound);
    else if (had && (!bound || bound.lastPage > had.lastPage)) this.listPages.set(key, bound);
  }

  /** A pattern rule; patterns the matcher cannot evaluate are left out (they would never match). */
  addPattern(pattern: string | PathPattern, resolution: PatternRule['resolution']): void {
    const compiled = typeof pattern === 'string' ? routePattern(pattern) : pattern;
    if (compiled) this.rules.push({ pattern: compiled, resolution });
  }

  /** A folder copied to the site's root as it is (public/, static/): served under the base path, after the routes. */
  addStaticDir(files: SiteFiles, dir: string): void {
    if (dir !== '' && !this.staticDirs.some((d) => d.dir === dir)) this.staticDirs.push({ files, dir });
  }

  get size(): number {
    return this.exact.size;
  }

  /**
   * `basePath` is the site's path prefix (baseurl, baseUrl, site_url path…): audited paths carry it,
   * the generator's own routes don't; paths without it are still tried as they are.
   * `paginationSegment` ('page' for Hugo/Jekyll paginators) lets '/posts/page/2' resolve to the list page.
   */
  build(basePath = '/', paginationSegment?: string, options: BuildOptions = {}): RouteTable {
    const exact = this.exact;
    const fallbacks = this.fallbacks;
    const rules = this.rules.slice();
    const lists = this.listPages;
    const statics = this.staticDirs.slice();
    const base = basePath === '/' ? '' : basePath;

    const htmlForSlash = options.htmlForTrailingSlash ?? true;
    const lookup = (key: string, slash: boolean): Resolution | undefined => {
      const hit = exact.get(key) ?? (slash && !htmlForSlash ? undefined : fallbacks.get(key));
      if (hit) return hit;
      const segs = urlSegments(key);
      // '<list>/page/<n>': the list page's own source.
      if (paginationSegment && segs.length >= 2 && segs[segs.length - 2] === paginationSegment && /^\d{1,9}$/.test(segs[segs.length - 1])) {
        const listKey = `/${segs.slice(0, -2).join('/')}`;
        const list = lists.has(listKey) ? exact.get(listKey) : undefined;
        const bound = lists.get(listKey);
        const n = Number(segs[segs.length - 1]);
        if (list && bound && n > bound.lastPage) return { file: null, kind: 'none', reason: `no source: ${listKey} is paginated into ${bound.lastPage} pages at most (${bound.why})` };
        // Page 1 is the list itself: the pager writes a redirect there (Hugo's alias to the list, gohugo.io/templates/pagination/).
        if (list && n === 1) return { file: null, kind: 'redirect', reason: `no source: ${key} redirects to ${listKey}, the list's first page` };
        if (list) return { file: list.file, reason: `${list.reason} (paginated list)` };
      }
      for (const rule of rules) {
        if (!matchPathPattern(rule.pattern, segs)) continue;
        const res = typeof rule.resolution === 'function' ? rule.resolution(key) : rule.resolution;
        if (res) return res;
      }
      for (const { files, dir } of statics) {
        const hit = serveStatic(files, key, dir);
        if (hit) return describeStatic(hit, key);
      }
      return undefined;
    };

    return {
      resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
        if (typeof urlPath !== 'string' || urlPath === '') return undefined;
        const key = urlKey(urlPath);
        const slash = info?.trailingSlash === true;
        if (base) {
          if (key === base) return lookup('/', slash);
          if (key.startsWith(base + '/')) return lookup(key.slice(base.length), slash) ?? (options.strictBase ? undefined : lookup(key, slash));
          if (options.strictBase) return { file: null, reason: options.strictBase.reason, kind: 'none' };
        }
        return lookup(key, slash);
      },
    };
  }
}

/**
 * A table whose redirect pages in a folder named like a page's `.html` file (`/x/index.html` beside `/x.html`) hold
 * the request only with a trailing slash: a static host looks up `/x` as the file `x`, then `x.html`, before the
 * folder. `twins` are those redirects' resolutions.
 */
export function withHtmlTwins(table: RouteTable, twins: ReadonlySet<Resolution>): RouteTable {
  if (twins.size === 0) return table;
  return {
    resolve(urlPath, info) {
      const res = table.resolve(urlPath, info);
      if (!res || !twins.has(res) || info?.trailingSlash || info?.indexFile) return res;
      const page = table.resolve(`${urlKey(urlPath)}.html`, info);
      return page?.file ? { ...page, reason: `${page.reason} (the host serves ${urlKey(urlPath)}.html for ${urlKey(urlPath)}; the redirect folder ${urlKey(urlPath)}/ only answers with a trailing slash)` } : res;
    },
  };
}

/** The path prefixes a site is deployed under, when a config chooses between several (an Eleventy `pathPrefix` per branch). */
export interface PathPrefixes {
  /** Like '/docs/latest/'; a segment '*' stands for any one segment; '/' is the root. */
  prefixes: readonly string[];
  /** Whether paths outside every non-root prefix belong to the site too. */
  rootServes: boolean;
}

/**
 * A table built without a base path, reached through the site's prefixes: a path under one of them (the longest
 * first) is looked up without it; a path under none is looked up as it is only when the root serves the site.
 * Unlike `build(basePath)`, a path outside the prefixes is not this site's: it has no route here.
 */
export function withPathPrefixes(table: RouteTable, { prefixes, rootServes }: PathPrefixes): RouteTable {
  const split = prefixes
    .map((p) => p.split('/').filter(Boolean))
    .filter((segs) => segs.length > 0)
    .sort((a, b) => b.length - a.length);
  if (split.length === 0) return table;
  return {
    resolve(urlPath, info) {
      const segs = urlSegments(urlKey(urlPath));
      for (const prefix of split) {
        if (segs.length < prefix.length || !prefix.every((p, i) => p === '*' || p === segs[i])) continue;
        const rest = `/${segs.slice(prefix.length).join('/')}`;
        const hit = table.resolve(rest, info);
        if (hit) return hit;
      }
      return rootServes ? table.resolve(urlPath, info) : undefined;
    },
  };
}
