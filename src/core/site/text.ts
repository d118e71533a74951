// String helpers for text from a repository. Regexes like /\/+$/ or /\s+$/ scan a run once per starting position:
// quadratic on a long run of the character, which a hostile config can hold. These loops are linear.

function isIn(chars: string, c: string | undefined): boolean {
  return c !== undefined && chars.includes(c);
}

/** `text` without any of `chars` at its end. */
export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && isIn(chars, text[end - 1])) end--;
  return text.slice(0, end);
}

/** `text` without any of `chars` at its start. */
export function trimStart(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && isIn(chars, text[start])) start++;
  return text.slice(start);
}

/** `text` without `chars` at either end ('/docs/' → 'docs' for '/'). */
export function trimChars(text: string, chars: string): string {
  return trimStart(trimEnd(text, chars), chars);
}

/** A config's folder value ('./docs/', 'docs') as a clean relative folder: no './', no leading or trailing slash. */
export function cleanDir(value: string): string {
  let v = value.trim();
  while (v.startsWith('./')) v = v.slice(2);
  return trimChars(v, '/');
}
