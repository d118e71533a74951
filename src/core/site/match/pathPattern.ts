// URL patterns written in a repository or a workspace setting — redirect sources (path-to-regexp `:param`, `:param*`,
// `:param(…)`, `(.*)`; `_redirects` splats `*` and `:placeholder`), `brandVisibility.site.routes` keys, generator
// route patterns — matched segment by segment, never compiled into a RegExp. One multi-segment part (a rest) per
// pattern: the segments before it match from the left, those after it from the right, so a match costs
// O(pattern + path) whatever the input. Patterns outside that shape are "cannot evaluate" (never match).
import { compileConstraint, type Constraint } from './constraint';

/** Inside one URL segment: literal text, or a parameter that takes characters up to the next literal. */
export type Part = { kind: 'literal'; text: string } | { kind: 'param'; name: string; min: 0 | 1; constraint?: Constraint };

export type Segment =
  | { kind: 'one'; parts: Part[] }
  | { kind: 'optional'; parts: Part[] }
  | { kind: 'rest'; name: string; min: 0 | 1 };

export interface PathPattern {
  /** As written. */
  readonly source: string;
  readonly segments: readonly Segment[];
  /** Parameter names in order (for filling destinations). */
  readonly names: readonly string[];
  readonly caseInsensitive: boolean;
  /** Patterns with an optional segment beside a rest: the variants to try (all present first); absent otherwise. */
  readonly alternatives?: readonly PathPattern[];
}

export interface PathSyntax {
  /** A bare `*` segment: one segment (route tables, site.routes) or the rest of the path (redirect splats, named 'splat'). */
  star: 'segment' | 'rest';
  /** Netlify and Cloudflare match redirect sources without regard to case. */
  caseInsensitive?: boolean;
}

export type Captures = Record<string, string>;

export const MAX_PATTERN_CHARS = 1000;
const MAX_SEGMENTS = 32;
const MAX_OPTIONALS = 4;

type Compiled = { ok: true; pattern: PathPattern } | { ok: false; reason: string };

function fail(reason: string): Compiled {
  return { ok: false, reason };
}

/** Reads one segment's text into parts; undefined when it holds something this matcher cannot evaluate. */
function readParts(text: string, names: string[], syntax: PathSyntax): Part[] | string {
  const parts: Part[] = [];
  let literal = '';
  const flush = () => {
    if (literal) parts.push({ kind: 'literal', text: syntax.caseInsensitive ? literal.toLowerCase() : literal });
    literal = '';
  };
  const param = (name: string, min: 0 | 1, constraint?: Constraint): string | undefined => {
    flush();
    // Two parameters with nothing between them have no one right split.
    if (parts.length && parts[parts.length - 1].kind === 'param') return 'two parameters side by side';
    parts.push({ kind: 'param', name, min, ...(constraint ? { constraint } : {}) });
    names.push(name);
    return undefined;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      literal += text[i + 1];
      i += 2;
    } else if (c === ':' && /[A-Za-z_]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && /\w/.test(text[j])) j++;
      const name = text.slice(i + 1, j);
      let constraint: Constraint | undefined;
      if (text[j] === '(') {
        const close = groupEnd(text, j);
        if (close < 0) return 'an unclosed ( in a parameter';
        constraint = compileConstraint(text.slice(j + 1, close));
        if (!constraint) return `the pattern (${text.slice(j + 1, Math.min(close, j + 41))}) cannot be evaluated safely`;
        j = close + 1;
      }
      if ('*+?'.includes(text[j] ?? '-')) return 'a repeated or optional parameter inside a segment';
      const err = param(name, 1, constraint);
      if (err) return err;
      i = j;
    } else if (c === '*') {
      const err = param(`${names.length}`, 0);
      if (err) return err;
      i++;
    } else if (c === '(') {
      const close = groupEnd(text, i);
      if (close < 0) return 'an unclosed (';
      const constraint = compileConstraint(text.slice(i + 1, close));
      if (!constraint) return `the pattern (${text.slice(i + 1, Math.min(close, i + 41))}) cannot be evaluated safely`;
      // A repeated group (`(a+)+`) is a regex construct this reads no further.
      if ('*+?{'.includes(text[close + 1] ?? '-')) return 'a repeated group';
      const err = param(`${names.length}`, 1, constraint);
      if (err) return err;
      i = close + 1;
    } else if (text.startsWith('[[', i) && text.indexOf(']]', i) > i + 2) {
      // An optional file-system param inside a segment (SvelteKit `sitemap[[page]].xml`): it may match nothing.
      const close = text.indexOf(']]', i);
      const err = param(text.slice(i + 2, close), 0);
      if (err) return err;
      i = close + 2;
    } else if (c === '[' && text.indexOf(']', i) > i + 1) {
      // Generator route tables write file-system params: `[slug]`.
      const close = text.indexOf(']', i);
      const err = param(text.slice(i + 1, close).replace(/^\.\.\./, ''), 1);
      if (err) return err;
      i = close + 1;
    } else {
      literal += c;
      i++;
    }
  }
  flush();
  return parts;
}

/** Index of the ')' closing the '(' at `open` (escapes and classes respected); -1 when none. */
function groupEnd(text: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Splits a pattern on the '/' that are not escaped or inside `(…)` / `[…]` (a group may hold `[^/]`). */
function splitSegments(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[' && depth > 0) inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '/' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out.filter((s) => s !== '');
}

/** The whole-segment forms that span segments or may be absent: `**`, `*`, `(.*)`, `:name*`, `:name(.+)`, `:name?`. */
function wholeSegment(text: string, index: number, syntax: PathSyntax): Segment | undefined {
  if (text === '**') return { kind: 'rest', name: '**', min: 0 };
  if (text === '*') return syntax.star === 'rest' ? { kind: 'rest', name: 'splat', min: 0 } : undefined;
  if (text === '(.*)' || text === '(.+)') return { kind: 'rest', name: String(index), min: text === '(.*)' ? 0 : 1 };
  const m = /^:([A-Za-z_]\w*)(\(\.[*+]\))?([*+?])?$/.exec(text);
  if (!m) return undefined;
  const [, name, group, modifier] = m;
  if (modifier === '*' || group === '(.*)') return { kind: 'rest', name, min: 0 };
  if (modifier === '+' || group === '(.+)') return { kind: 'rest', name, min: 1 };
  if (modifier === '?') return { kind: 'optional', parts: [{ kind: 'param', name, min: 1 }] };
  return undefined;
}

/** Compiles a URL pattern; `{ ok: false, reason }` for text this matcher will not evaluate. */
export function compilePathPattern(source: unknown, syntax: PathSyntax): Compiled {
  if (typeof source !== 'string' || !source.startsWith('/')) return fail('not a path pattern (it must start with /)');
  if (source.length > MAX_PATTERN_CHARS) return fail(`longer than ${MAX_PATTERN_CHARS} characters`);
  const texts = splitSegments(source);
  if (texts.length > MAX_SEGMENTS) return fail(`more than ${MAX_SEGMENTS} segments`);
  const names: string[] = [];
  const segments: Segment[] = [];
  for (const text of texts) {
    const whole = wholeSegment(text, names.length, syntax);
    if (whole) {
      segments.push(whole);
      if (whole.kind === 'rest') names.push(whole.name);
      else names.push((whole.parts[0] as { name: string }).name);
      continue;
    }
    // `:name(…)?` and path-to-regexp's unnamed `(…)?`: the whole segment (and its '/') may be absent.
    if (/^(?::[A-Za-z_]\w*)?\(.*\)\?$/.test(text)) {
      const parts = readParts(text.slice(0, -1), names, syntax);
      if (typeof parts === 'string') return fail(parts);
      segments.push({ kind: 'optional', parts });
      continue;
    }
    const parts = readParts(text, names, syntax);
    if (typeof parts === 'string') return fail(parts);
    segments.push({ kind: 'one', parts });
  }
  const rests = segments.filter((s) => s.kind === 'rest').length;
  const optionals = segments.filter((s) => s.kind === 'optional').length;
  if (rests > 1) return fail('more than one multi-segment parameter');
  if (optionals > MAX_OPTIONALS) return fail(`more than ${MAX_OPTIONALS} optional segments`);
  const caseInsensitive = syntax.caseInsensitive === true;
  if (rests === 1 && optionals > 0) {
    // An optional segment beside a rest: one variant per choice of present optionals (at most 2^4), each matched in linear time.
    const variants: Segment[][] = [[]];
    for (const seg of segments) {
      if (seg.kind !== 'optional') {
        for (const v of variants) v.push(seg);
        continue;
      }
      const present = variants.map((v) => [...v, { kind: 'one', parts: seg.parts } as Segment]);
      variants.push(...present);
    }
    const alternatives = variants.map((v) => ({ source, segments: v, names, caseInsensitive }));
    return { ok: true, pattern: { source, segments: alternatives[alternatives.length - 1].segments, names, caseInsensitive, alternatives } };
  }
  return { ok: true, pattern: { source, segments, names, caseInsensitive } };
}

/** Matches one segment's parts: each parameter takes the text up to the first place the next literal follows. */
function matchParts(parts: readonly Part[], text: string, ci: boolean, out: Captures): boolean {
  const hay = ci ? text.toLowerCase() : text;
  let pos = 0;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (part.kind === 'literal') {
      if (!hay.startsWith(part.text, pos)) return false;
      pos += part.text.length;
      continue;
    }
    const next = parts[k + 1];
    let end: number;
    if (next === undefined) end = text.length;
    else {
      end = hay.indexOf((next as { text: string }).text, pos + part.min);
      if (end < 0) return false;
    }
    const value = text.slice(pos, end);
    if (value.length < part.min || (part.constraint && !part.constraint(value))) return false;
    out[part.name] = value;
    pos = end;
  }
  return pos === text.length;
}

function matchSegments(segs: readonly Segment[], url: readonly string[], from: number, ci: boolean, out: Captures): boolean {
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (seg.kind === 'rest' || !matchParts(seg.parts, url[from + i], ci, out)) return false;
  }
  return true;
}

/** Patterns with optional segments (no rest): which optionals are present is decided over at most 4 × 32 cells. */
function matchOptionals(segs: readonly Segment[], url: readonly string[], ci: boolean): Captures | undefined {
  const solve = (i: number, j: number): Captures | undefined => {
    if (i === segs.length) return j === url.length ? Object.create(null) : undefined;
    const seg = segs[i] as Exclude<Segment, { kind: 'rest' }>;
    const remaining = segs.length - i;
    if (j < url.length && url.length - j <= remaining) {
      const here: Captures = Object.create(null);
      if (matchParts(seg.parts, url[j], ci, here)) {
        const rest = solve(i + 1, j + 1);
        if (rest) return Object.assign(here, rest);
      }
    }
    return seg.kind === 'optional' ? solve(i + 1, j) : undefined;
  };
  return solve(0, 0);
}

/** Matches normalized URL segments; the captures (rest values joined by '/') or undefined. */
export function matchPathPattern(pattern: PathPattern, url: readonly string[]): Captures | undefined {
  if (pattern.alternatives) {
    for (let i = pattern.alternatives.length - 1; i >= 0; i--) {
      const hit = matchPathPattern(pattern.alternatives[i], url);
      if (hit) return hit;
    }
    return undefined;
  }
  const segs = pattern.segments;
  const ci = pattern.caseInsensitive;
  const restAt = segs.findIndex((s) => s.kind === 'rest');
  if (restAt < 0) {
    if (segs.some((s) => s.kind === 'optional')) {
      const fixed = segs.filter((s) => s.kind === 'one').length;
      return url.length >= fixed && url.length <= segs.length ? matchOptionals(segs, url, ci) : undefined;
    }
    if (url.length !== segs.length) return undefined;
    const out: Captures = Object.create(null);
    return matchSegments(segs, url, 0, ci, out) ? out : undefined;
  }
  const rest = segs[restAt] as Extract<Segment, { kind: 'rest' }>;
  const before = segs.slice(0, restAt);
  const after = segs.slice(restAt + 1);
  const middle = url.length - before.length - after.length;
  if (middle < rest.min) return undefined;
  const out: Captures = Object.create(null);
  if (!matchSegments(before, url, 0, ci, out) || !matchSegments(after, url, url.length - after.length, ci, out)) return undefined;
  out[rest.name] = url.slice(before.length, before.length + middle).join('/');
  return out;
}

/** One segment's parts (`[name].[ext]`, `:a-:b`), for file-system routes that mix text and parameters. */
export function compileSegmentParts(text: string): { parts: Part[]; names: string[] } | undefined {
  const names: string[] = [];
  const parts = readParts(text, names, { star: 'segment' });
  return typeof parts === 'string' ? undefined : { parts, names };
}

/** Matches one URL segment against parts; the captures or undefined. */
export function matchSegmentParts(parts: readonly Part[], text: string): Captures | undefined {
  const out: Captures = Object.create(null);
  return matchParts(parts, text, false, out) ? out : undefined;
}

/** Splits a normalized URL path into segments ('/' → []). */
export function urlSegments(urlPath: string): string[] {
  return urlPath.split('/').filter((s) => s !== '');
}

/** Escapes text so compilePathPattern reads it as literal characters. */
export function escapePattern(text: string): string {
  let out = '';
  for (const c of text) out += ':*()[]\\'.includes(c) ? `\\${c}` : c;
  return out;
}
