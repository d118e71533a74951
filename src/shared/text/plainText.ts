// API strings shown as plain text (tree labels, descriptions, quick-pick rows, status bar): one line, no control or
// bidirectional-override characters (which can make a label read differently from what it is), bounded length.

/** C0/C1 controls and the bidi embedding/override/isolate marks (Trojan Source). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/** Unpaired UTF-16 surrogates (they render as garbage and break some encoders). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const BREAKS = /[\t\n\r\u2028\u2029]+/g;

/** Text with each unpaired surrogate replaced by U+FFFD: what UTF-8 output and strict JSON parsers can carry. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

// JSON.stringify escapes C0 controls but leaves DEL, C1 controls (0x9b starts a terminal escape), line separators and
// bidi marks raw.
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON with the data unchanged but for unpaired surrogates, which become U+FFFD (JSON.stringify would write them as
 * lone `\udXXX` escapes, which strict parsers and UTF-8 tools reject), and every control, line-separator and bidi
 * character escaped: no string in it can start a line, move the cursor or read in another direction.
 */
export function inertJson(value: unknown, indent?: number): string {
  const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v), indent);
  return json.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export const LABEL_MAX = 160;
export const DESCRIPTION_MAX = 120;

/** Truncates at a code point boundary and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // A code point is at most two code units: 2·max units hold more than max points.
  const points = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  if (points.length <= max && text.length <= max * 2) return text;
  return `${points.slice(0, max - 1).join('')}…`;
}

/** Any value → a safe single-line string (non-strings become ''). */
export function plainText(value: unknown, max = LABEL_MAX): string {
  if (typeof value !== 'string') return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  // Cut early so a 100 KB string is never scanned whole by the regexes below.
  const head = value.length > max * 4 ? value.slice(0, max * 4) : value;
  const clean = head.replace(BREAKS, ' ').replace(UNSAFE, '').replace(LONE_SURROGATE, '\ufffd').replace(/\s{2,}/g, ' ').trim();
  return truncate(clean, max);
}

/**
 * For places that render `$(icon)` syntax (status bar text, quick-pick rows): data must not draw icons. A zero-width
 * space after `$` breaks the syntax without changing what is read.
 */
export function noIcons(text: string): string {
  return text.replace(/\$\(/g, '$\u200b(');
}

/**
 * The one inert-text function for every plain-text surface that VS Code decorates: notifications and input-box
 * validation messages render `[text](https:|command:|file:…)` as links (a click on a `command:` link runs the command),
 * quick-pick rows, status bar items and CodeLens titles render `$(icon)`. Server text (a problem's detail, code, title,
 * URLs, field names) and repository text (file names) pass here: one line, bounded, no icon syntax, and "](" broken
 * into "] (", which is no link. Raw URLs stay as they are: none of these surfaces links them. (Markdown surfaces —
 * hovers, previews — escape with md() instead.)
 */
export function inertMessage(value: unknown, max = 500): string {
  return noIcons(plainText(value, max)).replace(/\]\s*\(/g, '] (');
}

/** inertMessage at the length of a label: status bar, quick-pick rows and their details. */
export function pickText(value: unknown, max = LABEL_MAX): string {
  return inertMessage(value, max);
}
