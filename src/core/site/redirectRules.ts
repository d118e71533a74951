// Building redirect rules from what a site declares: path-to-regexp and `_redirects` sources compiled into the
// linear-time path matcher (never a RegExp), `_redirects` lines, and filling a destination from a match. Framework and
// hosting modules use these; redirects.ts collects the rules of a site and looks paths up.
import { compilePathPattern, matchPathPattern, urlSegments, type PathPattern } from './match/pathPattern';
import type { RedirectRule } from './types';

/** Most rules read from one site: past this a file is not a redirect list a host would accept. */
export const MAX_RULES = 10_000;

/** A compiled source with a RegExp-like `test`, or undefined for sources the matcher will not evaluate. */
export function compileSource(source: string, caseInsensitive = false): { pattern: PathPattern; test(path: string): boolean } | undefined {
  const compiled = compilePathPattern(source, { star: 'rest', caseInsensitive });
  if (!compiled.ok) return undefined;
  const pattern = compiled.pattern;
  return { pattern, test: (path) => matchPathPattern(pattern, urlSegments(path)) !== undefined };
}

/** A rule from literal values; undefined when a value is not a string or the source cannot be evaluated. */
export function makeRule(source: unknown, destination: unknown, status: number, origin: string, caseInsensitive = false): RedirectRule | undefined {
  if (typeof source !== 'string' || typeof destination !== 'string') return undefined;
  const compiled = compileSource(source, caseInsensitive);
  return compiled ? { source, destination, status, origin, pattern: compiled.pattern } : undefined;
}

/**
 * Whether a 200 rule serves another page of the same site at its source: a target path on this site (not a proxy to
 * another origin), from a source narrower than the whole site (`/*` is a single-page app's fallback, answering every
 * path alike).
 */
export function isPageRewrite(from: string, to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !/^\/\*{1,2}$/.test(from.trim());
}

function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

/** Splits a line on runs of spaces and tabs (a loop, no regex over the line). */
function tokens(line: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const blank = i === line.length || line[i] === ' ' || line[i] === '\t';
    if (blank && start >= 0) {
      out.push(line.slice(start, i));
      start = -1;
    } else if (!blank && start < 0) start = i;
  }
  return out;
}

/**
 * Netlify / Cloudflare Pages `_redirects`: "from to [status][!]" per line; '#' comments. `shadowable`: the host is
 * Netlify, where a rule without `!` does not apply when a file exists at the path (Cloudflare Pages always applies it).
 */
export function parseRedirectsFile(text: string, origin: string, shadowable = false): RedirectRule[] {
  const out: RedirectRule[] = [];
  let lines = 0;
  for (const raw of text.split('\n')) {
    if (++lines > MAX_RULES) break;
    const hash = raw.indexOf('#');
    const parts = tokens((hash < 0 ? raw : raw.slice(0, hash)).replace('\r', ''));
    if (parts.length < 2) continue;
    const [from, to, statusToken, ...conditions] = parts;
    // Query-parameter matches ("id=:id") make the rule conditional; so do Country/Language/Role conditions.
    if ((to.includes('=') && !to.startsWith('/') && !/^https?:/.test(to)) || conditions.length > 0) continue;
    let status = 301;
    let forced = false;
    if (statusToken !== undefined) {
      const m = /^(\d{3})(!?)$/.exec(statusToken);
      if (!m) continue;
      status = Number(m[1]);
      forced = m[2] === '!';
    }
    // A 200 to a path of the same site is a rewrite (the target's page is served here); it takes part in the file's
    // order: a rewrite above a redirect that also matches wins (the first matching rule applies). A whole-site `/*`
    // (a single-page app's fallback) answers every path alike and is left out, as is a proxy to another origin.
    if (!isRedirectStatus(status) && !(status === 200 && isPageRewrite(from, to))) continue;
    const rule = makeRule(from, to, status, origin, true);
    if (rule) out.push(shadowable && !forced ? { ...rule, shadowable: true } : rule);
  }
  return out;
}

/**
 * Whether a rule without `!` sends its own targets back to itself (`/ja/*  /ja/guide/:splat`): on a host that always
 * applies rules (Cloudflare Pages) every page under it would redirect in a loop, so the file was written for Netlify,
 * whose rules give way to existing files ("shadowing", https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing).
 * `rules` are the file's rules as parsed for Netlify (those without `!` marked shadowable).
 */
export function loopsWithoutShadowing(rules: readonly RedirectRule[]): boolean {
  return rules.some((rule) => {
    if (!rule.shadowable || !rule.destination.startsWith('/') || !isRedirectStatus(rule.status)) return false;
    const captures = matchPathPattern(rule.pattern, urlSegments(rule.destination.split(/[?#]/)[0].replace(/:splat\b|\*/g, 'x')));
    return captures !== undefined;
  });
}

/**
 * A `_redirects` file only Netlify can serve: a rule proxying (200) to another origin, or answering with a custom
 * 404 (https://docs.netlify.com/routing/redirects/rewrites-proxies/), which Cloudflare Pages' `_redirects` does not
 * support ("Proxying will only support relative URLs on your site"; status codes 200, 301, 302, 303, 307, 308:
 * https://developers.cloudflare.com/pages/configuration/redirects/).
 */
export function netlifyOnlyRedirects(text: string): boolean {
  let lines = 0;
  for (const raw of text.split('\n')) {
    if (++lines > MAX_RULES) break;
    const hash = raw.indexOf('#');
    const [, to, statusToken] = tokens((hash < 0 ? raw : raw.slice(0, hash)).replace('\r', ''));
    if (to === undefined || statusToken === undefined) continue;
    const status = statusToken.replace(/!$/, '');
    if (status === '404' || (status === '200' && /^https?:\/\//i.test(to))) return true;
  }
  return false;
}

/** Fills `:name`, `:name*`, `*` and `:splat` of a destination from the captures (longest names first). */
export function fillDestination(destination: string, captures: Record<string, string>, names: readonly string[]): string {
  let to = destination;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    for (const suffix of ['*', '+', '?', '']) to = to.split(`:${name}${suffix}`).join(captures[name] ?? '');
  }
  if (names.includes('splat')) to = to.split('*').join(captures.splat ?? '');
  return to;
}
