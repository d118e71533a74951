/**
 * path-to-regexp's `compile(pattern)` read as literal code: the function it returns fills the pattern's named params
 * with the values of the object it is called with (https://github.com/pillarjs/path-to-regexp#compile-reverse-path-to-regexp).
 * Sites build their page paths this way (`const TO_POST = compile('/:slug/')`, `TO_POST({ slug })`). The pattern is
 * scanned once, left to right: it is never turned into a regex.
 */

/** The package whose `compile` is read. */
export const PATH_COMPILE_PACKAGE = 'path-to-regexp';

const MAX_PATTERN = 500;

/**
 * The path for these params, or undefined when the pattern is not one this reads (unbalanced groups, `{…}` braces of
 * v8, `*` wildcards) or a param it names is missing (compile throws then) or is not text or a number.
 */
export function fillPathPattern(pattern: string, params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const values = params as Record<string, unknown>;
  return scanPattern(pattern, (name, optional) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === undefined && optional) return null;
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : undefined;
  });
}

/** The pattern as template text, each param a `${name}` part (`/tag/:slug/` → `/tag/${slug}/`): the shape of its paths. */
export function pathPatternTemplate(pattern: string): string | undefined {
  return scanPattern(pattern, (name) => `\${${name}}`);
}

/** The pattern with each param replaced by what `fill` gives: text, null to leave an optional one out, undefined to give up. */
function scanPattern(pattern: string, fill: (name: string, optional: boolean) => string | null | undefined): string | undefined {
  if (pattern.length > MAX_PATTERN) return undefined;
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '{' || ch === '}' || ch === '*' || ch === '\\') return undefined;
    if (ch !== ':') {
      out += ch;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < pattern.length && /[\w$]/.test(pattern[end])) end++;
    const name = pattern.slice(i + 1, end);
    if (!name) return undefined;
    // A custom match group `(…)` after the name only constrains the value.
    if (pattern[end] === '(') {
      let depth = 0;
      let j = end;
      for (; j < pattern.length; j++) {
        if (pattern[j] === '(') depth++;
        else if (pattern[j] === ')' && --depth === 0) break;
      }
      if (depth !== 0) return undefined;
      end = j + 1;
    }
    const modifier = pattern[end];
    const optional = modifier === '?';
    if (modifier === '?' || modifier === '+' || modifier === '*') end++;
    const filled = fill(name, optional);
    if (filled === undefined) return undefined;
    // An optional param left out takes its leading '/' with it.
    if (filled === null) {
      if (out.endsWith('/')) out = out.slice(0, -1);
    } else {
      out += filled;
    }
    i = end;
  }
  return out;
}
