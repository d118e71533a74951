// Markdown for "Copy as Markdown" (a writer's brief). Every string from the API goes through mdText(): line breaks
// become spaces, characters with inline meaning are backslash-escaped, and a leading block marker (list, heading,
// quote, ordered-list number) is escaped, so data can add neither links, HTML, emphasis nor structure. Links are only
// made from http(s) URLs, with the characters that could end a link destination percent-encoded.
import { plainText } from './text';
import { safeExternalUrl } from '../../shared/url';

/** Characters that start inline syntax anywhere in a line: escapes, code, emphasis, links, HTML/autolinks, entities,
 * table cells, strikethrough. (`!` needs a following `[`, which is escaped.) */
const INLINE_SPECIAL = /[\\`*_[\]<>&|~]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085\v\f]/g;

export function mdText(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  return (
    plainText(raw)
      .replace(LINE_BREAKS, ' ')
      .replace(/\t/g, ' ')
      // Leading spaces would indent into a code block inside a list item; they carry no meaning in a brief.
      .replace(/^ +/, '')
      .replace(INLINE_SPECIAL, (c) => `\\${c}`)
      // Block markers only count at the start of a line, where our templates may put a string: bullets and ordered
      // list numbers need a following space, a quote or heading marker does not.
      .replace(/^(\s*)([-+])(?=\s|$)/, '$1\\$2')
      .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
      .replace(/^(\s*)([#>])/, '$1\\$2')
      // A heading drops a closing run of #; keep it as text.
      .replace(/(\s)(#+)(\s*)$/, (_m, space: string, hashes: string, tail: string) => `${space}${hashes.replace(/#/g, '\\#')}${tail}`)
  );
}

/** [text](url) for an http(s) URL; anything else comes out as escaped text only. */
export function mdLink(text: string, url: string | null | undefined): string {
  const safe = safeExternalUrl(url);
  const label = mdText(text) || mdText(url ?? '');
  if (safe === null) return label;
  const destination = safe.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${label}](${destination})`;
}

/** A GFM table; cells are already Markdown (built with mdText/mdLink). */
export function mdTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map((c) => c || ' ').join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function mdHeading(level: 1 | 2 | 3, text: string): string {
  return `${'#'.repeat(level)} ${text}`;
}

export function mdList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** Joins blocks with blank lines, dropping empty ones. */
export function mdBlocks(blocks: readonly (string | null | undefined | false)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b !== '').join('\n\n')}\n`;
}
