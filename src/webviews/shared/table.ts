// One description of a table serves three outputs: the panel's DOM (components.ts), the Markdown brief and the CSV
// export. Panels build TableModels from API data; nothing here touches the DOM.
import type { VNode } from './dom';
import type { CsvCell } from './csv';
import { mdLink, mdTable, mdText } from './markdown';
import type { PanelKind } from './protocol';

export interface CellModel {
  /** What the cell says (also the Markdown text). */
  text: string;
  /** The value exported to CSV when it differs from the text (a number instead of "42%"). */
  csv?: CsvCell;
  /** An external link candidate: clickable only when it is http(s) (checked when rendering). */
  href?: string | null;
  /** A link to another panel. */
  open?: { panel: PanelKind; id: string };
  /** Third-party text (titles, domains, quotes): isolated for bidi and wrapped anywhere. */
  external?: boolean;
  /** A share bar (points 0–100) drawn beside the text in the panel. */
  bar?: number | null;
  /** Extra graphics for the panel only (sparkline). */
  graphic?: VNode | null;
  /** A class for the cell's tone (up/down, yes/no). */
  tone?: string;
}

export interface ColumnModel {
  label: string;
  numeric?: boolean;
  /** Consecutive columns with the same group share a header cell above theirs ("AI answers": Agrees, Partly…). */
  group?: string;
}

/** "AI answers agrees": the column's name where it stands alone (CSV header, Markdown header). */
export function columnName(column: ColumnModel): string {
  return column.group ? `${column.group}: ${column.label}` : column.label;
}

export interface RowModel {
  cells: CellModel[];
  /** The brand's own row (marked in the panel, and "(you)" in text outputs). */
  own?: boolean;
}

export interface TableModel {
  /** Stable id: DOM ids and the CSV file name derive from it. */
  id: string;
  caption: string;
  columns: ColumnModel[];
  rows: RowModel[];
  /** Shown instead of an empty table. */
  empty: string;
  /** Index of the column that names the row (rendered as a row header). */
  rowHeader?: number;
}

export function cell(text: string, extra: Omit<CellModel, 'text'> = {}): CellModel {
  return { text, ...extra };
}

/** CSV rows: the header, then each row. A column holding links gets a "<label> URL" column after it, so the export
 * keeps the addresses the panel only shows as link targets. */
export function tableCsvRows(table: TableModel): CsvCell[][] {
  const linked = table.columns.map((_, i) => table.rows.some((row) => typeof row.cells[i]?.href === 'string'));
  const header: CsvCell[] = [];
  table.columns.forEach((c, i) => {
    header.push(columnName(c));
    if (linked[i]) header.push(`${columnName(c)} URL`);
  });
  const rows = table.rows.map((row) => {
    const out: CsvCell[] = [];
    table.columns.forEach((_, i) => {
      const c = row.cells[i];
      out.push(c === undefined ? null : c.csv !== undefined ? c.csv : c.text);
      if (linked[i]) out.push(c?.href ?? null);
    });
    return out;
  });
  return [header, ...rows];
}

export function tableMarkdown(table: TableModel): string {
  if (table.rows.length === 0) return mdText(table.empty);
  return mdTable(
    table.columns.map((c) => mdText(columnName(c))),
    table.rows.map((row) =>
      row.cells.map((c, i) => {
        const text = c.href ? mdLink(c.text, c.href) : mdText(c.text);
        return row.own && i === (table.rowHeader ?? 0) ? `${text} (you)` : text;
      }),
    ),
  );
}

/** A file name for the export: the table id plus the panel title, reduced to safe characters. */
export function csvFileName(table: TableModel, title: string): string {
  const base = `${table.id}-${title}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-\s]+/g, '-')
    .slice(0, 80)
    .replace(/[^A-Za-z0-9]+$/, '');
  return `${base || 'export'}.csv`;
}
