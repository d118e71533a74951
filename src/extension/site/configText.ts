// Static reading of JS/TS config files (next.config.*, astro.config.*, svelte.config.*, …).
// Config files are never executed: we only pick literal values out of their text, and give up
// (undefined) on anything computed.
import type { SiteFiles } from './types';

/** Replaces comments with spaces (keeping offsets) and leaves strings intact. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      const stop = skipString(text, i);
      out += text.slice(i, stop);
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the string literal starting at `start`. */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (c === '\n' && quote !== '`') return i;
    else i++;
  }
  return text.length;
}

/** Index of the bracket that closes the one at `open` ('{', '[' or '('), strings skipped; -1 if none. */
export function matchBracket(text: string, open: number): number {
  const pairs: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
  const stack: string[] = [];
  let i = open;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i);
      continue;
    }
    if (c in pairs) stack.push(pairs[c]);
    else if (c === '}' || c === ']' || c === ')') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
    i++;
  }
  return -1;
}

/** The literal value of a JS string token (no interpolation); undefined for template literals with `${`. */
export function stringLiteralValue(token: string): string | undefined {
  const quote = token[0];
  if (!(quote === '"' || quote === "'" || quote === '`') || token[token.length - 1] !== quote) return undefined;
  const body = token.slice(1, -1);
  if (quote === '`' && body.includes('${')) return undefined;
  return body.replace(/\\(.)/g, '$1');
}

const STRING = String.raw`("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + '`[^`$]*`)';

/** First `key: 'literal'` (or `key = 'literal'`) in the text. */
export function readStringProp(text: string, key: string): string | undefined {
  const re = new RegExp(String.raw`(?:^|[\s{,(])["']?${escapeRe(key)}["']?\s*[:=]\s*${STRING}`, 'm');
  const m = re.exec(text);
  return m ? stringLiteralValue(m[1]) : undefined;
}

/** First `key: true|false`. */
export function readBoolProp(text: string, key: string): boolean | undefined {
  const m = new RegExp(String.raw`(?:^|[\s{,(])["']?${escapeRe(key)}["']?\s*[:=]\s*(true|false)\b`, 'm').exec(text);
  return m ? m[1] === 'true' : undefined;
}

/** First `key: ['a', "b"]` with only string literals inside; undefined when computed. */
export function readStringArrayProp(text: string, key: string): string[] | undefined {
  const m = new RegExp(String.raw`(?:^|[\s{,(])["']?${escapeRe(key)}["']?\s*[:=]\s*\[`, 'm').exec(text);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  const close = matchBracket(text, open);
  if (close < 0) return undefined;
  const inner = text.slice(open + 1, close).trim();
  if (inner === '') return [];
  const values: string[] = [];
  for (const part of splitTopLevel(inner)) {
    const v = stringLiteralValue(part.trim());
    if (v === undefined) return undefined;
    values.push(v);
  }
  return values;
}

/** The `{ … }` text following `key:` (e.g. the i18n block), or undefined. */
export function readObjectProp(text: string, key: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[\s{,(])["']?${escapeRe(key)}["']?\s*[:=]\s*\{`, 'm').exec(text);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  const close = matchBracket(text, open);
  return close < 0 ? undefined : text.slice(open, close + 1);
}

/** Splits the inside of an array/object literal on its top-level commas (empty parts dropped). */
export function splitTopLevel(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < inner.length) {
    const c = inner[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(inner, i);
      continue;
    }
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  parts.push(inner.slice(start));
  return parts.filter((p) => p.trim().length > 0);
}

/** Every innermost-enough `{ … }` object literal span in the text: [start, end] inclusive. */
export function objectLiterals(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i);
      continue;
    }
    if (c === '{') {
      const close = matchBracket(text, i);
      if (close > i) spans.push([i, close]);
    }
    i++;
  }
  return spans;
}

export function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first existing config file among the names, with its comment-free text. */
export function readConfig(files: SiteFiles, names: readonly string[]): { file: string; text: string } | undefined {
  for (const name of names) {
    if (!files.has(name)) continue;
    const text = files.read(name);
    if (text !== undefined) return { file: name, text: stripComments(text) };
  }
  return undefined;
}

export const NEXT_CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts'];
export const ASTRO_CONFIGS = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts', 'astro.config.cjs'];
export const SVELTE_CONFIGS = ['svelte.config.js', 'svelte.config.mjs', 'svelte.config.ts', 'svelte.config.cjs'];

/** Parsed package.json dependencies (all kinds), empty when absent or malformed. */
export function packageDependencies(files: SiteFiles, rel = 'package.json'): Set<string> {
  const text = files.read(rel);
  const deps = new Set<string>();
  if (!text) return deps;
  try {
    const json: unknown = JSON.parse(text);
    if (!json || typeof json !== 'object') return deps;
    for (const key of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const block = (json as Record<string, unknown>)[key];
      if (block && typeof block === 'object') for (const name of Object.keys(block)) deps.add(name);
    }
  } catch {
    // malformed package.json: no dependencies known
  }
  return deps;
}
