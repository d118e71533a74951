// One URL space made of several builds: per-language builds (MkDocs sites built once per language), versions deployed
// into their own folders (mike), sub-sites published under a path of one host. Each part answers for the URLs under
// its prefix; a URL goes to the parts holding it, the longest prefix first.
import type { Resolution, RouteTable, UrlPathInfo } from '../../types';
import { urlKey } from './routeTable';

export interface PrefixedPart {
  /** '' = the site root, else '/a/b' (no trailing slash). */
  prefix: string;
  table: RouteTable;
}

/** A part that answers "no source" for every URL under its prefix (a version folder built elsewhere, a redirect stub). */
export function noSourcePart(prefix: string, reason: string): PrefixedPart {
  const res: Resolution = { file: null, reason, kind: 'none' };
  return { prefix, table: { resolve: () => res } };
}

/** Normalizes a URL path prefix ('/fr/', 'fr', '/') to '' or '/fr'. */
export function prefixOf(path: string): string {
  const key = urlKey(path.startsWith('/') ? path : `/${path}`);
  return key === '/' ? '' : key;
}

export function joinPrefix(...parts: string[]): string {
  return prefixOf(parts.filter(Boolean).join('/'));
}

/**
 * The route table of the combined site. `outside` answers for URLs under no part's prefix when no part is at the
 * root (a site published under a path answers nothing outside it).
 */
export function prefixRouter(parts: readonly PrefixedPart[], outside?: (key: string) => Resolution | undefined): RouteTable {
  // Longest prefix first; among equal prefixes the order given (a build before its catch-all).
  const ordered = parts.map((p, i) => ({ p, i })).sort((a, b) => b.p.prefix.length - a.p.prefix.length || a.i - b.i).map((x) => x.p);
  const hasRoot = ordered.some((p) => p.prefix === '');
  return {
    resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined {
      if (typeof urlPath !== 'string' || urlPath === '') return undefined;
      const key = urlKey(urlPath);
      let inside = false;
      for (const part of ordered) {
        const p = part.prefix;
        if (p !== '' && key !== p && !key.startsWith(`${p}/`)) continue;
        inside = true;
        const res = part.table.resolve(key.slice(p.length) || '/', info);
        if (res) return res;
      }
      return !inside && !hasRoot ? outside?.(key) : undefined;
    },
  };
}
