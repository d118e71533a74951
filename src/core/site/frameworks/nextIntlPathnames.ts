// next-intl's localized pathnames (https://next-intl.dev/docs/routing/configuration#pathnames): `pathnames` maps each
// internal path (the app's folders) to the path a locale shows (`'/about': { en: '/about', fr: '/a-propos' }`). The
// middleware rewrites a localized path to its internal one, and redirects the internal path of a locale that shows
// another one to that locale's path. Read from the routing's literal object, never run; matched segment by segment.
import { type ConfigValue, codeString, isConfigObject } from './kit/code';

/** One `pathnames` entry: the internal path's segments and, per locale, the segments it shows. */
export interface LocalizedPathname {
  internal: string[];
  /** Per locale ('*': every locale), the segments it shows; a locale missing here shows the internal path. */
  external: Readonly<Record<string, string[]>>;
}

/** Entries read per routing: a site has a few dozen. */
const MAX_ENTRIES = 500;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The `pathnames` object of a routing config as entries; [] when absent or not literal. */
export function readPathnames(value: ConfigValue): LocalizedPathname[] {
  if (!isConfigObject(value)) return [];
  const out: LocalizedPathname[] = [];
  for (const [internal, shown] of Object.entries(value).slice(0, MAX_ENTRIES)) {
    const external: Record<string, string[]> = {};
    const same = codeString(shown);
    if (same !== undefined) {
      if (same !== internal) external['*'] = segmentsOf(same);
    } else if (isConfigObject(shown)) {
      for (const [locale, path] of Object.entries(shown)) {
        const text = codeString(path);
        if (text !== undefined) external[locale] = segmentsOf(text);
      }
    } else continue;
    out.push({ internal: segmentsOf(internal), external });
  }
  return out;
}

type Captures = Record<string, string | string[]>;

/** `[id]` one segment, `[...slug]` one or more, `[[...slug]]` any number; other segments literally. Linear. */
function matchSegments(pattern: readonly string[], segs: readonly string[]): Captures | undefined {
  const captures: Captures = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    const rest = /^\[\[?\.\.\.([^\]]+)\]\]?$/.exec(p);
    if (rest) {
      const tail = segs.slice(i);
      if (i !== pattern.length - 1 || (tail.length === 0 && !p.startsWith('[['))) return undefined;
      captures[rest[1]] = tail;
      return captures;
    }
    const seg = segs[i];
    if (seg === undefined) return undefined;
    const param = /^\[([^\].]+)\]$/.exec(p);
    if (param) captures[param[1]] = seg;
    else if (p !== seg) return undefined;
  }
  return segs.length === pattern.length ? captures : undefined;
}

function fill(pattern: readonly string[], captures: Captures): string[] {
  return pattern.flatMap((p) => {
    const name = /^\[\[?(?:\.\.\.)?([^\]]+)\]\]?$/.exec(p)?.[1];
    const value = name === undefined ? p : captures[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
}

export type PathnameReading = { segs: string[] } | { redirect: string };

/**
 * The internal segments a locale's request path stands for, or the localized path it is redirected to; undefined
 * when no entry names the path (served as it is).
 */
export function internalPath(entries: readonly LocalizedPathname[], locale: string, segs: readonly string[]): PathnameReading | undefined {
  for (const entry of entries) {
    const shown = entry.external[locale] ?? entry.external['*'] ?? entry.internal;
    const captures = matchSegments(shown, segs);
    if (captures) return { segs: fill(entry.internal, captures) };
  }
  for (const entry of entries) {
    const shown = entry.external[locale] ?? entry.external['*'];
    if (!shown || shown.join('/') === entry.internal.join('/')) continue;
    const captures = matchSegments(entry.internal, segs);
    if (captures) return { redirect: `/${fill(shown, captures).join('/')}` };
  }
  return undefined;
}
