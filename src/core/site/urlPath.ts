// Audit `path` / `url` → normalized URL path. Input comes from API data: treat it as hostile.
import type { UrlPathInfo } from './types';

export const MAX_URL_PATH_LENGTH = 2048;

export interface NormalizedUrlPath extends UrlPathInfo {
  ok: true;
  /** '/' + decoded segments joined by '/'; a decoded '/' stays as the text '%2F'. */
  path: string;
  /** Decoded segments (may contain '/' or '\\' as literal characters). */
  segments: string[];
  /** Lowercase host when the input was a full http(s) URL. */
  host?: string;
}

export interface InvalidUrlPath {
  ok: false;
  reason: string;
}

export type UrlPathResult = NormalizedUrlPath | InvalidUrlPath;

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// C0 controls, DEL and C1 controls: never part of a real page path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// An unpaired UTF-16 surrogate is no character at all: no URL holds one (encodeURI throws on it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any surrogate: the cheap test that tells whether the one above is needed at all. */
const SURROGATE = /[\ud800-\udfff]/;

function invalid(detail: string): InvalidUrlPath {
  return { ok: false, reason: `not a valid URL path: ${detail}` };
}

/** Splits "scheme://host/path" into host and the raw path; only http(s) is a web page. */
function splitUrl(input: string): { host?: string; rest: string } | InvalidUrlPath {
  const scheme = SCHEME.exec(input);
  if (!scheme) return { rest: input };
  const name = scheme[1].toLowerCase();
  if (name !== 'http' && name !== 'https') return invalid(`'${name}:' is not a web page address`);
  let rest = input.slice(scheme[0].length);
  if (!rest.startsWith('//')) return invalid('missing host after the scheme');
  rest = rest.slice(2);
  const end = rest.search(/[/?#]/);
  const authority = end < 0 ? rest : rest.slice(0, end);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : hostPort.replace(/:\d*$/, '');
  if (!host) return invalid('missing host');
  const path = end < 0 ? '/' : rest.slice(end);
  return { host: host.toLowerCase(), rest: path.startsWith('/') ? path : `/${path}` };
}

/**
 * Normalizes an audit `path` or full `url`: strips query and fragment, percent-decodes each segment
 * (an encoded slash stays inside its segment), collapses duplicate slashes, resolves dot segments
 * without ever climbing above the root, and drops a trailing slash or index.html.
 * Backslashes are ordinary characters here: they never separate segments.
 */
export function normalizeUrlPath(input: unknown): UrlPathResult {
  if (typeof input !== 'string') return invalid('not a string');
  const text = input.trim();
  if (text.length === 0) return invalid('empty');
  if (text.length > MAX_URL_PATH_LENGTH) return invalid(`longer than ${MAX_URL_PATH_LENGTH} characters`);
  if (CONTROL.test(text)) return invalid('contains control characters');
  if (SURROGATE.test(text) && LONE_SURROGATE.test(text)) return invalid('contains an unpaired surrogate (not text)');
  const split = splitUrl(text);
  if ('ok' in split) return split;
  const cut = split.rest.search(/[?#]/);
  const raw = cut < 0 ? split.rest : split.rest.slice(0, cut);
  if (raw.length === 0) return invalid('only a query or fragment, no path');

  const rawSegments = raw.split('/');
  const trailingSlash = raw.endsWith('/') && raw.replace(/\/+/g, '/') !== '/';
  const segments: string[] = [];
  let encodedSlash = false;
  for (const rawSegment of rawSegments) {
    if (rawSegment === '') continue;
    let segment = rawSegment;
    // Most paths carry no escape at all: nothing to decode, and the raw text was checked above.
    if (rawSegment.includes('%')) {
      try {
        segment = decodeURIComponent(rawSegment);
      } catch {
        return invalid(`bad percent-encoding in '${truncate(rawSegment)}'`);
      }
      if (CONTROL.test(segment)) return invalid('contains encoded control characters');
      if (segment.includes('/')) encodedSlash = true;
    }
    // Browsers treat %2e%2e like '..': resolve it, but never above the root.
    if (segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return invalid('climbs above the site root');
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  let indexFile: string | undefined;
  const last = segments[segments.length - 1];
  if (last !== undefined && /^index\.html?$/i.test(last) && last === last.toLowerCase()) {
    indexFile = last;
    segments.pop();
  }
  const path = '/' + (encodedSlash ? segments.map((s) => s.replace(/\//g, '%2F')) : segments).join('/');
  const result: NormalizedUrlPath = { ok: true, path, segments, trailingSlash: trailingSlash || indexFile !== undefined };
  if (indexFile) result.indexFile = indexFile;
  if (split.host) result.host = split.host;
  return result;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Splits a normalized path into its segments ('/' → []). */
export function pathSegments(urlPath: string): string[] {
  return urlPath.split('/').filter((s) => s.length > 0);
}

/**
 * The last line of defence: a relative file path we hand out must stay inside the site root.
 * Rejects absolute paths, drive letters, '..' segments, backslashes and NUL.
 */
export function isSafeRelPath(rel: unknown): rel is string {
  if (typeof rel !== 'string' || rel.length === 0 || rel.length > 4096) return false;
  if (rel.includes('\0') || rel.includes('\\')) return false;
  if (rel.startsWith('/') || rel.endsWith('/') || rel.includes('//') || /^[A-Za-z]:/.test(rel)) return false;
  // Dot segments, found without splitting (this runs on every path handed out): '.', '..' whole, first, inner or last.
  if (!rel.includes('.')) return true;
  const bounded = `/${rel}/`;
  return !bounded.includes('/./') && !bounded.includes('/../');
}

/** Whether a URL segment value can be spliced into a file path (no separators, no dot segments). */
export function isSafeSegmentValue(value: string): boolean {
  return value.length > 0 && value !== '.' && value !== '..' && !/[/\\\0]/.test(value) && !value.includes('%2F');
}
