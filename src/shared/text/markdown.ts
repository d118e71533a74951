// API strings inside Markdown (previews, tooltips). Every ASCII punctuation character is backslash-escaped (CommonMark
// allows that for all of them), so no string can open a link, image, code span, emphasis, HTML tag, entity, table
// cell or autolink; markdown-it's linkify cannot match across the escapes either.
import { plainText } from './plainText';

const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** Escapes one data string for inline Markdown (also inside table cells). Newlines become spaces. */
export function md(value: unknown, max = 400): string {
  return plainText(value, max).replace(PUNCTUATION, (c) => `\\${c}`);
}

/** A number for a table cell: '—' when missing. */
export function mdNumber(value: unknown, format: (n: number) => string = (n) => n.toLocaleString('en-US')): string {
  return typeof value === 'number' && Number.isFinite(value) ? md(format(value)) : '—';
}

/** A Markdown table: headers are plain text (escaped here), cells are already escaped with md()/mdNumber(). */
export function mdTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;
  return [line(headers.map((h) => md(h))), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
