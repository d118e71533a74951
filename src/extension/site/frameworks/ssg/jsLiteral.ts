// Static reading of literal values in JS/TS config files (docusaurus.config.js, .vitepress/config.ts,
// eleventy.config.js, gatsby-config.js) as structured values. Never executes anything: what is not a
// literal becomes a JsExpr. Comment stripping is the core's (configText.ts).
import { escapeRe, stripComments } from '../../configText';

/** A piece of code that is not a literal (a call, a variable, a function); kept as text for the caller. */
export class JsExpr {
  constructor(readonly text: string) {}
}

export type JsValue = string | number | boolean | null | undefined | JsValue[] | JsObject | JsExpr;
export interface JsObject {
  [key: string]: JsValue;
}

const CLOSERS = new Set([',', ';', ')', ']', '}']);

function skipString(src: string, i: number): number {
  const q = src[i];
  let j = i + 1;
  while (j < src.length) {
    const c = src[j];
    if (c === '\\') { j += 2; continue; }
    if (c === q) return j + 1;
    if (q === '`' && c === '$' && src[j + 1] === '{') { j = skipBalanced(src, j + 1); continue; }
    if (q !== '`' && c === '\n') return j;
    j++;
  }
  return j;
}

/** From an opening bracket, the index after its matching closer. */
function skipBalanced(src: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < src.length) {
    const c = src[j];
    if (c === '"' || c === "'" || c === '`') { j = skipString(src, j); continue; }
    if (c === '/' && (src[j + 1] === '/' || src[j + 1] === '*')) { j = skipComment(src, j); continue; }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  return j;
}

function skipComment(src: string, i: number): number {
  if (src[i + 1] === '/') {
    const end = src.indexOf('\n', i);
    return end < 0 ? src.length : end;
  }
  const end = src.indexOf('*/', i + 2);
  return end < 0 ? src.length : end + 2;
}

function skipWs(src: string, i: number): number {
  let j = i;
  while (j < src.length) {
    const c = src[j];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') { j++; continue; }
    if (c === '/' && (src[j + 1] === '/' || src[j + 1] === '*')) { j = skipComment(src, j); continue; }
    break;
  }
  return j;
}

/** Skips an arbitrary expression up to the next top-level ',', ';' or closing bracket. */
function skipExpression(src: string, i: number): number {
  let j = i;
  while (j < src.length) {
    const c = src[j];
    if (c === '"' || c === "'" || c === '`') { j = skipString(src, j); continue; }
    if (c === '/' && (src[j + 1] === '/' || src[j + 1] === '*')) { j = skipComment(src, j); continue; }
    if (c === '(' || c === '[' || c === '{') { j = skipBalanced(src, j); continue; }
    if (CLOSERS.has(c)) return j;
    j++;
  }
  return j;
}

function unescapeString(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_m, e: string) => {
    if (e[0] === 'u' && e[1] === '{') return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e[0] === 'u' && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === 'x' && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '0': '\0' } as Record<string, string>)[e] ?? e;
  });
}

const IDENT = /[A-Za-z_$][\w$]*/y;

interface Parsed {
  value: JsValue;
  end: number;
}

/** Parses the JS value starting at `pos` (after whitespace). Returns undefined at end of input. */
export function parseJsValueAt(src: string, pos: number, depth = 0): Parsed | undefined {
  const start = skipWs(src, pos);
  if (start >= src.length) return undefined;
  const literal = depth > 64 ? undefined : parseLiteral(src, start, depth);
  if (literal) {
    // `{…} satisfies Options`, `[…] as const` keep the literal; anything else (`'a' + b`) is an expression.
    const after = skipWs(src, literal.end);
    if (after >= src.length || CLOSERS.has(src[after])) return literal;
    if (/^(?:as|satisfies)\b/.test(src.slice(after, after + 10))) return { value: literal.value, end: skipExpression(src, after) };
  }
  const end = skipExpression(src, start);
  return { value: new JsExpr(src.slice(start, end).trim()), end };
}

function parseLiteral(src: string, i: number, depth: number): Parsed | undefined {
  const c = src[i];
  if (c === '"' || c === "'") {
    const end = skipString(src, i);
    return { value: unescapeString(src.slice(i + 1, end - 1)), end };
  }
  if (c === '`') {
    const end = skipString(src, i);
    // `${…}` parts stay as written: callers decide ('${__dirname}/content' is a path, others are patterns).
    return { value: src.slice(i + 1, end - 1), end };
  }
  if (c === '{') return parseObject(src, i, depth);
  if (c === '[') return parseArray(src, i, depth);
  if (c === '(') {
    const inner = parseJsValueAt(src, i + 1, depth + 1);
    if (!inner) return undefined;
    const close = skipWs(src, inner.end);
    if (src[close] !== ')') return undefined;
    return { value: inner.value, end: close + 1 };
  }
  const num = /-?(?:\d[\d_]*\.?\d*(?:e[+-]?\d+)?|\.\d+)/iy;
  num.lastIndex = i;
  const nm = num.exec(src);
  if (nm) return { value: Number(nm[0].replace(/_/g, '')), end: i + nm[0].length };
  IDENT.lastIndex = i;
  const id = IDENT.exec(src);
  if (id) {
    const word = id[0];
    const known: Record<string, JsValue> = { true: true, false: false, null: null, undefined: undefined };
    if (word in known) return { value: known[word], end: i + word.length };
  }
  return undefined;
}

function parseArray(src: string, i: number, depth: number): Parsed | undefined {
  const out: JsValue[] = [];
  let j = i + 1;
  for (;;) {
    j = skipWs(src, j);
    if (j >= src.length) return undefined;
    if (src[j] === ']') return { value: out, end: j + 1 };
    if (src.startsWith('...', j)) {
      const end = skipExpression(src, j);
      out.push(new JsExpr(src.slice(j, end)));
      j = end;
    } else {
      const el = parseJsValueAt(src, j, depth + 1);
      if (!el) return undefined;
      out.push(el.value);
      j = el.end;
    }
    j = skipWs(src, j);
    if (src[j] === ',') j++;
    else if (src[j] !== ']') return undefined;
  }
}

function parseObject(src: string, i: number, depth: number): Parsed | undefined {
  const out: JsObject = {};
  let j = i + 1;
  for (;;) {
    j = skipWs(src, j);
    if (j >= src.length) return undefined;
    if (src[j] === '}') return { value: out, end: j + 1 };
    let key: string | undefined;
    if (src.startsWith('...', j)) {
      j = skipExpression(src, j);
    } else {
      const c = src[j];
      if (c === '"' || c === "'") {
        const end = skipString(src, j);
        key = unescapeString(src.slice(j + 1, end - 1));
        j = end;
      } else if (c === '[') {
        j = skipBalanced(src, j);
      } else {
        const m = /[A-Za-z_$\d][\w$-]*/y;
        m.lastIndex = j;
        const id = m.exec(src);
        if (!id) return undefined;
        key = id[0];
        j += id[0].length;
      }
      j = skipWs(src, j);
      if (src[j] === ':') {
        const val = parseJsValueAt(src, j + 1, depth + 1);
        if (!val) return undefined;
        if (key !== undefined) out[key] = val.value;
        j = val.end;
      } else if (src[j] === ',' || src[j] === '}') {
        if (key !== undefined) out[key] = new JsExpr(key); // shorthand `{ i18n }`
      } else {
        // method, getter or `async x() {}`: not a literal
        const end = skipExpression(src, j);
        if (key !== undefined) out[key] = new JsExpr(src.slice(j, end));
        j = end;
      }
    }
    j = skipWs(src, j);
    if (src[j] === ',') j++;
    else if (src[j] !== '}') return undefined;
  }
}

/**
 * Values of every `key: value` (or `"key": value`) in the source, in order, at any depth.
 * Comments and strings are skipped, so a key named in a comment is not found.
 */
export function findJsValues(src: string, key: string): JsValue[] {
  const code = stripComments(src);
  const out: JsValue[] = [];
  const esc = escapeRe(key);
  const re = new RegExp(`(?:^|[^\\w$.'"\`])(?:${esc}|'${esc}'|"${esc}")\\s*:`, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    if (insideString(code, m.index + 1)) continue;
    const parsed = parseJsValueAt(code, m.index + m[0].length);
    if (parsed) out.push(parsed.value);
  }
  return out;
}

export function findJsValue(src: string, key: string): JsValue {
  return findJsValues(src, key)[0];
}

/** Whether position `pos` of comment-free code lies inside a string literal. */
function insideString(code: string, pos: number): boolean {
  let i = 0;
  while (i < pos) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = skipString(code, i);
      if (end > pos) return true;
      i = end;
    } else i++;
  }
  return false;
}

/** The values following `marker` (a regex whose match ends just before a value), e.g. the options after a plugin name. */
export function valuesAfter(src: string, marker: RegExp): JsValue[] {
  const code = stripComments(src);
  const re = new RegExp(marker.source, marker.flags.includes('g') ? marker.flags : marker.flags + 'g');
  const out: JsValue[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const parsed = parseJsValueAt(code, m.index + m[0].length);
    if (parsed) out.push(parsed.value);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

export function isJsObject(v: JsValue): v is JsObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsExpr);
}

export function jsString(v: JsValue): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
