// Parameter constraints written as regex text in a repository (`:id(\\d+)`, `:lang(en|fr)`, `[a-z0-9-]+`), matched
// without ever compiling them: a small Thompson simulation over a subset (literals, escapes, `.`, classes, quantifiers,
// top-level alternation). Linear in the text for a given constraint; anything outside the subset (groups, lookaround,
// back-references, anchors) is "cannot evaluate", and the caller treats the rule as not matching.

interface Atom {
  test(ch: string): boolean;
  min: number;
  /** Infinity for * and +. */
  max: number;
}

/** A compiled constraint: whether a whole segment matches it. */
export type Constraint = (text: string) => boolean;

const MAX_SOURCE = 200;
const MAX_STATES = 256;
const MAX_REPEAT = 64;

const CLASS_ESCAPES: Record<string, (c: string) => boolean> = {
  d: (c) => c >= '0' && c <= '9',
  D: (c) => !(c >= '0' && c <= '9'),
  w: (c) => /[A-Za-z0-9_]/.test(c),
  W: (c) => !/[A-Za-z0-9_]/.test(c),
  s: (c) => /\s/.test(c),
  S: (c) => !/\s/.test(c),
};

const LITERAL_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };

class Reader {
  i = 0;
  constructor(readonly src: string) {}
  get done(): boolean {
    return this.i >= this.src.length;
  }
  peek(): string {
    return this.src[this.i];
  }
  next(): string {
    return this.src[this.i++];
  }
}

/** An escape after the backslash: a class shorthand or a literal character; undefined for back-references and the like. */
function escapeTest(r: Reader): ((c: string) => boolean) | undefined {
  const e = r.next();
  if (e === undefined) return undefined;
  if (e in CLASS_ESCAPES) return CLASS_ESCAPES[e];
  if (/[1-9bBkpPuxc]/.test(e)) return undefined;
  const lit = LITERAL_ESCAPES[e] ?? e;
  return (c) => c === lit;
}

function classTest(r: Reader): ((c: string) => boolean) | undefined {
  let negate = false;
  if (r.peek() === '^') {
    negate = true;
    r.next();
  }
  const parts: Array<(c: string) => boolean> = [];
  let first = true;
  while (!r.done && (r.peek() !== ']' || first)) {
    first = false;
    let lo: string;
    if (r.peek() === '\\') {
      r.next();
      const e = r.peek();
      if (e !== undefined && e in CLASS_ESCAPES) {
        r.next();
        parts.push(CLASS_ESCAPES[e]);
        continue;
      }
      if (e === undefined || /[1-9bBkpPuxc]/.test(e)) return undefined;
      r.next();
      lo = LITERAL_ESCAPES[e] ?? e;
    } else lo = r.next();
    if (r.peek() === '-' && r.src[r.i + 1] !== ']' && r.src[r.i + 1] !== undefined) {
      r.next();
      let hi = r.next();
      if (hi === '\\') hi = r.next();
      if (hi === undefined || hi < lo) return undefined;
      const [a, b] = [lo, hi];
      parts.push((c) => c >= a && c <= b);
    } else {
      const ch = lo;
      parts.push((c) => c === ch);
    }
  }
  if (r.next() !== ']') return undefined;
  return (c) => parts.some((p) => p(c)) !== negate;
}

/** `{n}`, `{n,}`, `{n,m}` after an atom; undefined when malformed. */
function braces(r: Reader): { min: number; max: number } | undefined {
  const close = r.src.indexOf('}', r.i);
  if (close < 0) return undefined;
  const body = r.src.slice(r.i + 1, close);
  const m = /^(\d{1,3})(,(\d{0,3}))?$/.exec(body);
  if (!m) return undefined;
  r.i = close + 1;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
  return max < min ? undefined : { min, max };
}

function sequence(src: string): Atom[] | undefined {
  const r = new Reader(src);
  const atoms: Atom[] = [];
  while (!r.done) {
    const c = r.next();
    let test: ((c: string) => boolean) | undefined;
    if (c === '\\') test = escapeTest(r);
    else if (c === '[') test = classTest(r);
    else if (c === '.') test = (ch) => ch !== '\n';
    else if ('()^$|*+?{}'.includes(c)) return undefined;
    else test = (ch) => ch === c;
    if (!test) return undefined;
    let min = 1;
    let max = 1;
    const q = r.peek();
    if (q === '*') [min, max] = [0, Infinity];
    else if (q === '+') [min, max] = [1, Infinity];
    else if (q === '?') [min, max] = [0, 1];
    if (q === '*' || q === '+' || q === '?') r.next();
    else if (q === '{') {
      const b = braces(r);
      if (!b) return undefined;
      ({ min, max } = b);
    }
    // A lazy or possessive marker changes nothing for a whole-segment test.
    if (r.peek() === '?' && (q === '*' || q === '+' || q === '?' || q === '{')) r.next();
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) return undefined;
    atoms.push({ test, min, max });
  }
  return atoms;
}

/** Expands quantifiers into states: each state consumes one character; `loop` states may repeat, `optional` ones may be skipped. */
interface State {
  test(ch: string): boolean;
  optional: boolean;
  loop: boolean;
}

function states(atoms: Atom[]): State[] | undefined {
  const out: State[] = [];
  for (const a of atoms) {
    for (let k = 0; k < a.min; k++) out.push({ test: a.test, optional: false, loop: false });
    if (a.max === Infinity) {
      if (a.min > 0) out[out.length - 1].loop = true;
      else out.push({ test: a.test, optional: true, loop: true });
    } else for (let k = a.min; k < a.max; k++) out.push({ test: a.test, optional: true, loop: false });
    if (out.length > MAX_STATES) return undefined;
  }
  return out;
}

/** Whole-text match by simulating every state at once: O(text × states), no backtracking. */
function simulate(s: State[], text: string): boolean {
  let current = new Uint8Array(s.length + 1);
  const close = (set: Uint8Array): void => {
    for (let i = 0; i < s.length; i++) if (set[i] && s[i].optional) set[i + 1] = 1;
  };
  current[0] = 1;
  close(current);
  for (const ch of text) {
    const next = new Uint8Array(s.length + 1);
    let any = false;
    for (let i = 0; i < s.length; i++) {
      if (!current[i] || !s[i].test(ch)) continue;
      next[i + 1] = 1;
      if (s[i].loop) next[i] = 1;
      any = true;
    }
    if (!any) return false;
    close(next);
    current = next;
  }
  return current[s.length] === 1;
}

/**
 * Compiles constraint text (the inside of `(…)`) into a whole-segment test, or undefined when it is outside the
 * subset this reads: the caller then says the rule cannot be evaluated.
 */
export function compileConstraint(source: string): Constraint | undefined {
  if (source.length > MAX_SOURCE) return undefined;
  const branches = splitAlternatives(source);
  const compiled: State[][] = [];
  for (const branch of branches) {
    const atoms = sequence(branch);
    const s = atoms && states(atoms);
    if (!s) return undefined;
    compiled.push(s);
  }
  return (text) => compiled.some((s) => simulate(s, text));
}

/** Top-level `a|b|c` (a `|` escaped or inside a class is a character). */
function splitAlternatives(source: string): string[] {
  const out: string[] = [];
  let start = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '|' && !inClass) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}
