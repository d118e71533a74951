// CSV text for "Export CSV": RFC 4180 quoting (CRLF records, fields with a comma, quote or line break in double quotes,
// quotes doubled) and a guard against formula injection: a text cell starting with = + - @ (or a tab or CR, which
// spreadsheets also strip before evaluating) gets a leading apostrophe so it stays text. Numbers are ours, not data,
// and stay numbers.
import { wellFormed } from './text';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  let text = wellFormed(cell);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}
