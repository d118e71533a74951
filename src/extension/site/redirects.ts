// Redirect rules a repository declares: vercel.json, netlify.toml, _redirects (Netlify / Cloudflare
// Pages), next.config.* and astro.config.* (both read statically, never executed). A redirected path
// has no source file of its own. Rewrites (status 200) and conditional rules are not redirects.
import { parse as parseToml } from 'smol-toml';
import {
  ASTRO_CONFIGS, NEXT_CONFIGS, escapeRe, matchBracket, objectLiterals, readConfig, readObjectProp, readStringProp,
  splitTopLevel, stringLiteralValue,
} from './configText';
import type { SiteFiles } from './types';

export interface RedirectRule {
  /** As written in the file ('/blog/:slug', '/old/*'). */
  source: string;
  destination: string;
  status: number;
  /** The file that declares it ('netlify.toml', 'public/_redirects'). */
  origin: string;
  pattern: RegExp;
  /** Placeholder names in capture-group order ('splat' for '*'). */
  names: string[];
}

export interface RedirectHit {
  rule: RedirectRule;
  /** The destination with placeholders filled in. */
  to: string;
}

export const REDIRECT_FILES = [
  'vercel.json', 'netlify.toml', '_redirects', 'public/_redirects', 'static/_redirects', 'src/_redirects',
  ...NEXT_CONFIGS, ...ASTRO_CONFIGS,
];

export function affectsRedirects(rel: string): boolean {
  return REDIRECT_FILES.includes(rel);
}

/**
 * Compiles a source pattern in path-to-regexp style (`:name`, `:name*`, `:name+`, `:name?`, `(.*)`)
 * or Netlify style (`:name`, trailing `*`). Returns undefined for patterns we cannot read safely.
 */
export function compileSource(source: string, caseInsensitive = false): { pattern: RegExp; names: string[] } | undefined {
  if (!source.startsWith('/') || source.length > 1000) return undefined;
  const clean = source.length > 1 ? source.replace(/\/+$/, '') : source;
  const names: string[] = [];
  let re = '';
  let i = 0;
  while (i < clean.length) {
    const c = clean[i];
    if (c === ':' && /[A-Za-z_]/.test(clean[i + 1] ?? '')) {
      const m = /^:([A-Za-z_]\w*)(\([^)]*\))?([*+?])?/.exec(clean.slice(i));
      if (!m) return undefined;
      names.push(m[1]);
      const modifier = m[3];
      const slashBefore = re.endsWith('/');
      if (m[2] && m[2] !== '(.*)' && m[2] !== '(.+)') {
        // A custom sub-pattern: accept it only when it compiles on its own.
        try {
          new RegExp(m[2]);
          re += m[2];
        } catch {
          return undefined;
        }
      } else if (modifier === '*' || m[2] === '(.*)') {
        re = slashBefore ? `${re.slice(0, -1)}(?:/(.*))?` : `${re}(.*)`;
      } else if (modifier === '+' || m[2] === '(.+)') {
        re += '(.+)';
      } else if (modifier === '?') {
        re = slashBefore ? `${re.slice(0, -1)}(?:/([^/]+))?` : `${re}([^/]*)`;
      } else {
        re += '([^/]+)';
      }
      i += m[0].length;
    } else if (c === '*') {
      names.push('splat');
      re = re.endsWith('/') ? `${re.slice(0, -1)}(?:/(.*))?` : `${re}(.*)`;
      i++;
    } else if (c === '(' ) {
      const close = clean.indexOf(')', i);
      if (close < 0) return undefined;
      names.push(String(names.length));
      const group = clean.slice(i, close + 1);
      try {
        new RegExp(group);
      } catch {
        return undefined;
      }
      re += group;
      i = close + 1;
    } else {
      re += escapeRe(c);
      i++;
    }
  }
  try {
    return { pattern: new RegExp(`^${re}/?$`, caseInsensitive ? 'i' : ''), names };
  } catch {
    return undefined;
  }
}

function makeRule(source: string, destination: string, status: number, origin: string, caseInsensitive = false): RedirectRule | undefined {
  if (typeof source !== 'string' || typeof destination !== 'string') return undefined;
  const compiled = compileSource(source, caseInsensitive);
  if (!compiled) return undefined;
  return { source, destination, status, origin, ...compiled };
}

function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

function fromVercel(files: SiteFiles, out: RedirectRule[]): void {
  const text = files.read('vercel.json');
  if (!text) return;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const list = (json as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list)) return;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    if (r.has || r.missing) continue;
    const status = typeof r.statusCode === 'number' ? r.statusCode : r.permanent === false ? 307 : 308;
    const rule = makeRule(r.source as string, r.destination as string, status, 'vercel.json');
    if (rule) out.push(rule);
  }
}

function fromNetlifyToml(files: SiteFiles, out: RedirectRule[]): void {
  const text = files.read('netlify.toml');
  if (!text) return;
  let data: Record<string, unknown>;
  try {
    data = parseToml(text) as Record<string, unknown>;
  } catch {
    return;
  }
  const list = data.redirects;
  if (!Array.isArray(list)) return;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const status = typeof r.status === 'number' ? r.status : 301;
    if (!isRedirectStatus(status) || r.conditions || r.query) continue;
    const rule = makeRule(r.from as string, r.to as string, status, 'netlify.toml', true);
    if (rule) out.push(rule);
  }
}

/** Netlify / Cloudflare Pages `_redirects`: "from to [status][!]" per line; '#' comments. */
export function parseRedirectsFile(text: string, origin: string): RedirectRule[] {
  const out: RedirectRule[] = [];
  for (const line of text.split(/\r?\n/).slice(0, 10_000)) {
    const tokens = line.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (tokens.length < 2) continue;
    const [from, ...rest] = tokens;
    // Query-parameter matches ("id=:id") make the rule conditional.
    if (rest[0].includes('=') && !rest[0].startsWith('/') && !/^https?:/.test(rest[0])) continue;
    const to = rest[0];
    const statusToken = rest[1];
    let status = 301;
    if (statusToken !== undefined) {
      const m = /^(\d{3})!?$/.exec(statusToken);
      if (!m) continue;
      status = Number(m[1]);
    }
    // Country/Language/Role conditions after the status.
    if (rest.length > 2) continue;
    if (!isRedirectStatus(status)) continue;
    const rule = makeRule(from, to, status, origin, true);
    if (rule) out.push(rule);
  }
  return out;
}

/** The `redirects()` objects of next.config.*, read from literal `source`/`destination` strings only. */
export function parseNextRedirects(text: string, origin: string, basePath = ''): RedirectRule[] {
  const out: RedirectRule[] = [];
  const section = /\b(redirects|rewrites|headers)\b\s*(?:\(\s*\)|:|\s*=)/g;
  const marks: Array<{ at: number; kind: string }> = [];
  let m: RegExpExecArray | null;
  while ((m = section.exec(text))) marks.push({ at: m.index, kind: m[1] });
  if (!marks.some((k) => k.kind === 'redirects')) return out;
  for (const [start, end] of objectLiterals(text)) {
    const owner = [...marks].reverse().find((k) => k.at < start);
    if (owner?.kind !== 'redirects') continue;
    const body = text.slice(start, end + 1);
    // Only the innermost objects that carry the rule itself.
    if (!/\bsource\s*:/.test(body) || !/\bdestination\s*:/.test(body)) continue;
    if (objectLiterals(body.slice(1, -1)).some(([s, e]) => /\bsource\s*:/.test(body.slice(s + 1, e + 2)))) continue;
    if (/\b(has|missing)\s*:/.test(body)) continue;
    const source = readStringProp(body, 'source');
    const destination = readStringProp(body, 'destination');
    if (source === undefined || destination === undefined) continue;
    const permanent = /\bpermanent\s*:\s*false\b/.test(body) ? 307 : 308;
    const code = /\bstatusCode\s*:\s*(\d{3})/.exec(body);
    const noBase = /\bbasePath\s*:\s*false\b/.test(body);
    const rule = makeRule((noBase ? '' : basePath) + source, destination, code ? Number(code[1]) : permanent, origin);
    if (rule) out.push(rule);
  }
  return out;
}

/** astro.config `redirects: { '/old': '/new', '/x': { status: 302, destination: '/y' } }`. */
export function parseAstroRedirects(text: string, origin: string, base = ''): RedirectRule[] {
  const block = readObjectProp(text, 'redirects');
  if (!block) return [];
  const out: RedirectRule[] = [];
  for (const part of splitTopLevel(block.slice(1, -1))) {
    const m = /^\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*:\s*([\s\S]*)$/.exec(part);
    if (!m) continue;
    const source = stringLiteralValue(m[1]);
    const value = m[2].trim();
    let destination = stringLiteralValue(value);
    let status = 301;
    if (destination === undefined && value.startsWith('{') && matchBracket(value, 0) > 0) {
      destination = readStringProp(value, 'destination');
      const s = /\bstatus\s*:\s*(\d{3})/.exec(value);
      if (s) status = Number(s[1]);
    }
    if (source === undefined || destination === undefined) continue;
    const rule = makeRule(base + source, destination, status, origin);
    if (rule) out.push(rule);
  }
  return out;
}

function trimBase(value: string | undefined): string {
  if (!value || value === '/') return '';
  const clean = `/${value.replace(/^\/+|\/+$/g, '')}`;
  return clean === '/' ? '' : clean;
}

/** Every redirect rule the site declares, in the order hosts apply them. */
export function loadRedirectRules(files: SiteFiles): RedirectRule[] {
  const out: RedirectRule[] = [];
  fromVercel(files, out);
  fromNetlifyToml(files, out);
  for (const rel of ['_redirects', 'public/_redirects', 'static/_redirects', 'src/_redirects']) {
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (text) out.push(...parseRedirectsFile(text, rel));
  }
  const next = readConfig(files, NEXT_CONFIGS);
  if (next) out.push(...parseNextRedirects(next.text, next.file, trimBase(readStringProp(next.text, 'basePath'))));
  const astro = readConfig(files, ASTRO_CONFIGS);
  if (astro) out.push(...parseAstroRedirects(astro.text, astro.file, trimBase(readStringProp(astro.text, 'base'))));
  return out;
}

/** The first rule whose source matches the normalized path, with its destination filled in. */
export function findRedirect(rules: readonly RedirectRule[], urlPath: string): RedirectHit | undefined {
  for (const rule of rules) {
    const m = rule.pattern.exec(urlPath);
    if (!m) continue;
    // Destination placeholders may carry modifiers (':path*'): drop them, then fill longest names first.
    let to = rule.destination.replace(/(:[A-Za-z_]\w*)[*+?]/g, '$1');
    const order = rule.names.map((name, k) => ({ name, value: m[k + 1] ?? '' })).sort((a, b) => b.name.length - a.name.length);
    for (const { name, value } of order) to = to.split(`:${name}`).join(value);
    if (rule.names.includes('splat')) to = to.replace(/\*/g, m[rule.names.indexOf('splat') + 1] ?? '');
    const same = to.replace(/\/+$/, '') === urlPath.replace(/\/+$/, '');
    if (same) continue;
    return { rule, to: to.length > 200 ? `${to.slice(0, 200)}…` : to };
  }
  return undefined;
}
