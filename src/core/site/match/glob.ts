// File globs written in a repository or a setting (`.gitignore`, Jekyll `exclude`, Hugo permalink targets,
// `files.exclude`, `site.routes` targets, …), matched without compiling a RegExp: segment by segment, `*`/`?`/`[…]`
// within a segment and `**` across segments, each with one backtracking point (the classic wildcard algorithm).
// Each match may take steps in proportion to the path and pattern lengths; a pattern that needs more (one built to
// backtrack) is switched off for good, so a hostile pattern list costs linear work per path, never minutes.

/** Steps one match may take: linear in the path and the pattern. */
class Budget {
  left: number;
  constructor(pathLength: number, patternLength: number) {
    this.left = 4 * (pathLength + patternLength) + 256;
  }
  spend(): boolean {
    return --this.left >= 0;
  }
}

type Token = { t: 'char'; c: string } | { t: 'any' } | { t: 'class'; test: (c: string) => boolean } | { t: 'star' };
type SegmentGlob =
  | { kind: 'globstar' }
  | { kind: 'literal'; text: string }
  /** Only literal text and `*`: the text between the stars, matched left to right with indexOf (no backtracking). */
  | { kind: 'chunks'; chunks: string[] }
  | { kind: 'tokens'; tokens: Token[] };

export interface GlobOptions {
  /** `*`, `?` and `**` also match names starting with '.' (as .gitignore does); default false. */
  dot?: boolean;
  /**
   * Go's gobwas/glob with '/' as separator (Hugo's mounts and cascades): `**` is any text, '/' included, so `a/**\/b`
   * needs a folder between a and b (the slashes around `**` are literal) and `**.org` spans folders.
   */
  gobwas?: boolean;
}

/** A compiled glob; `costly` once it was switched off for needing more than linear work (it then never matches). */
export type GlobMatcher = ((path: string) => boolean) & { readonly costly?: boolean };

const MAX_PATTERN_CHARS = 1000;
const MAX_EXPANSIONS = 32;
const MAX_SEGMENTS = 64;

/** `a{b,c{d,e}}f` → abf, acdf, acef; undefined past MAX_EXPANSIONS alternatives or on unbalanced braces. */
export function expandBraces(pattern: string): string[] | undefined {
  let open = -1;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '{') {
      open = i;
      break;
    }
  }
  if (open < 0) return [pattern];
  let depth = 0;
  const commas: number[] = [];
  let close = -1;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      close = i;
      break;
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  if (close < 0) return undefined;
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  if (commas.length === 0) {
    // `{x}` without a comma is literal text in globs.
    const rest = expandBraces(tail);
    return rest?.map((r) => `${head}{${pattern.slice(open + 1, close)}}${r}`);
  }
  const bounds = [open, ...commas, close];
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const alternatives = expandBraces(pattern.slice(bounds[k] + 1, bounds[k + 1]) + tail);
    if (!alternatives) return undefined;
    for (const a of alternatives) {
      out.push(head + a);
      if (out.length > MAX_EXPANSIONS) return undefined;
    }
  }
  return out;
}

function classToken(seg: string, start: number): { token: Token; end: number } | undefined {
  let i = start + 1;
  let negate = false;
  if (seg[i] === '!' || seg[i] === '^') {
    negate = true;
    i++;
  }
  const ranges: Array<[string, string]> = [];
  let first = true;
  while (i < seg.length && (seg[i] !== ']' || first)) {
    first = false;
    let lo = seg[i];
    if (lo === '\\' && i + 1 < seg.length) lo = seg[++i];
    let hi = lo;
    if (seg[i + 1] === '-' && seg[i + 2] !== undefined && seg[i + 2] !== ']') {
      hi = seg[i + 2] === '\\' ? (seg[i + 3] ?? '') : seg[i + 2];
      i += seg[i + 2] === '\\' ? 3 : 2;
    }
    ranges.push([lo, hi]);
    i++;
  }
  if (seg[i] !== ']') return undefined;
  return { token: { t: 'class', test: (c) => ranges.some(([a, b]) => c >= a && c <= b) !== negate }, end: i + 1 };
}

function compileSegment(seg: string): SegmentGlob | undefined {
  if (seg === '**') return { kind: 'globstar' };
  // Extended globs (`@(a|b)`, `!(x)`) are not read: a pattern using them never matches.
  if (/[@!+*?]\(/.test(seg)) return undefined;
  const tokens: Token[] = [];
  let literal = true;
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i];
    if (c === '\\' && i + 1 < seg.length) tokens.push({ t: 'char', c: seg[++i] });
    else if (c === '*') {
      literal = false;
      if (tokens[tokens.length - 1]?.t !== 'star') tokens.push({ t: 'star' });
    } else if (c === '?') {
      literal = false;
      tokens.push({ t: 'any' });
    } else if (c === '[') {
      const cls = classToken(seg, i);
      if (cls) {
        literal = false;
        tokens.push(cls.token);
        i = cls.end - 1;
      } else tokens.push({ t: 'char', c });
    } else tokens.push({ t: 'char', c });
  }
  if (literal) return { kind: 'literal', text: tokens.map((t) => (t as { c: string }).c).join('') };
  if (tokens.every((t) => t.t === 'char' || t.t === 'star')) {
    const chunks: string[] = [''];
    for (const t of tokens) {
      if (t.t === 'star') chunks.push('');
      else chunks[chunks.length - 1] += t.c;
    }
    return { kind: 'chunks', chunks };
  }
  return { kind: 'tokens', tokens };
}

/**
 * `a*b*c` by chunks: the first must start the name, the last end it, the others are found leftmost in between. The
 * leftmost place of each chunk is never worse for the ones after it, so one pass decides (linear in the name).
 */
function matchChunks(g: Extract<SegmentGlob, { kind: 'chunks' }>, s: string, dot: boolean): boolean {
  if (!dot && s.startsWith('.') && !g.chunks[0].startsWith('.')) return false;
  const chunks = g.chunks;
  const first = chunks[0];
  const last = chunks[chunks.length - 1];
  if (!s.startsWith(first)) return false;
  let pos = first.length;
  const end = s.length - last.length;
  if (end < pos || !s.endsWith(last)) return false;
  for (let i = 1; i < chunks.length - 1; i++) {
    const at = s.indexOf(chunks[i], pos);
    if (at < 0 || at + chunks[i].length > end) return false;
    pos = at + chunks[i].length;
  }
  return true;
}

function one(token: Token, c: string): boolean {
  return token.t === 'char' ? token.c === c : token.t === 'any' ? true : token.t === 'class' ? token.test(c) : false;
}

/** Wildcard match within one name, backtracking only to the last `*`: at most |name| × |pattern| steps, charged to fuel. */
function matchTokens(tokens: readonly Token[], s: string, dot: boolean, budget: Budget): boolean {
  if (!dot && s.startsWith('.') && !(tokens[0]?.t === 'char' && tokens[0].c === '.')) return false;
  let ti = 0;
  let si = 0;
  let starTi = -1;
  let starSi = 0;
  while (si < s.length) {
    if (!budget.spend()) return false;
    const token = tokens[ti];
    if (token?.t === 'star') {
      starTi = ti++;
      starSi = si;
    } else if (token && one(token, s[si])) {
      ti++;
      si++;
    } else if (starTi >= 0) {
      ti = starTi + 1;
      si = ++starSi;
    } else return false;
  }
  while (tokens[ti]?.t === 'star') ti++;
  return ti === tokens.length;
}

function matchSegment(glob: Exclude<SegmentGlob, { kind: 'globstar' }>, s: string, dot: boolean, budget: Budget): boolean {
  if (glob.kind === 'literal') return glob.text === s;
  if (glob.kind === 'chunks') return matchChunks(glob, s, dot);
  return matchTokens(glob.tokens, s, dot, budget);
}

/** Path match, `**` absorbing segments with one backtracking point: at most |segments| × |pattern| name matches. */
function matchPath(pattern: readonly SegmentGlob[], segs: readonly string[], dot: boolean, budget: Budget): boolean {
  let pi = 0;
  let si = 0;
  let starPi = -1;
  let starSi = 0;
  while (si < segs.length) {
    if (!budget.spend()) return false;
    const p = pattern[pi];
    if (p?.kind === 'globstar') {
      starPi = pi++;
      starSi = si;
    } else if (p && matchSegment(p, segs[si], dot, budget)) {
      pi++;
      si++;
    } else if (starPi >= 0 && (dot || !segs[starSi].startsWith('.'))) {
      pi = starPi + 1;
      si = ++starSi;
    } else return false;
  }
  while (pattern[pi]?.kind === 'globstar') pi++;
  return pi === pattern.length;
}

/**
 * Compiles a glob (braces, `*`, `?`, `[…]`, `**`, a leading `!` to negate) into a matcher of '/'-separated relative
 * paths; undefined for what it will not evaluate (too long, too many brace alternatives, extended globs).
 */
export function compileGlob(pattern: unknown, options: GlobOptions = {}): GlobMatcher | undefined {
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > MAX_PATTERN_CHARS) return undefined;
  let text = pattern;
  let negate = false;
  if (text.startsWith('!') && !text.startsWith('!(')) {
    negate = true;
    text = text.slice(1);
  }
  text = text.replace(/^(?:\.\/)+/, '');
  const expanded = expandBraces(text);
  if (!expanded) return undefined;
  const compiled: SegmentGlob[][] = [];
  for (const alternative of expanded) {
    const segs = alternative.split('/').filter((s) => s !== '');
    if (segs.length === 0 || segs.length > MAX_SEGMENTS) return undefined;
    const globs: SegmentGlob[] = [];
    const push = (g: SegmentGlob): void => {
      if (!(g.kind === 'globstar' && globs[globs.length - 1]?.kind === 'globstar')) globs.push(g);
    };
    for (const [i, s] of segs.entries()) {
      if (options.gobwas && s.includes('**')) {
        // `/**/` after a segment: one folder at least, then any more; `**.org`: any folders, then a name ending .org.
        const rest = s === '**' ? undefined : compileSegment(s.replace(/\*{2,}/g, '*'));
        if (s !== '**' && !rest) return undefined;
        if (s === '**' && i > 0 && i < segs.length - 1) push(compileSegment('*') as SegmentGlob);
        push({ kind: 'globstar' });
        if (rest) push(rest);
        continue;
      }
      const g = compileSegment(s);
      if (!g) return undefined;
      push(g);
    }
    compiled.push(globs);
  }
  const dot = options.dot === true;
  let costly = false;
  const matcher = (path: string): boolean => {
    if (typeof path !== 'string' || costly) return negate && !costly;
    const segs = path.split('/').filter((s) => s !== '');
    if (segs.length > MAX_SEGMENTS * 4) return negate;
    const budget = new Budget(path.length, text.length);
    const hit = compiled.some((p) => matchPath(p, segs, dot, budget));
    if (budget.left < 0) {
      // It needed more than linear work on this path: a pattern built to backtrack. It matches nothing from now on.
      costly = true;
      return false;
    }
    return hit !== negate;
  };
  return Object.defineProperty(matcher, 'costly', { get: () => costly }) as GlobMatcher;
}

/** Whether text holds glob syntax (else it is a plain path). */
export function isGlob(text: string): boolean {
  return /[*?[\]{}]/.test(text);
}

/**
 * Python's fnmatch (MkDocs' exclude plugin `glob:` list): the whole path against one wildcard pattern, where `*`
 * also crosses '/', `?` is one character and `[…]` a class. Same matcher and step budget as a glob's name.
 */
export function compileWildcard(pattern: unknown): ((path: string) => boolean) | undefined {
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > MAX_PATTERN_CHARS) return undefined;
  const glob = compileSegment(pattern === '**' ? '*' : pattern);
  if (!glob || glob.kind === 'globstar') return undefined;
  return (path) => typeof path === 'string' && matchSegment(glob, path, true, new Budget(path.length, pattern.length));
}
