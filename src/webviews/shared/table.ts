// One description of a table serves three outputs: the panel's DOM (components.ts), the Markdown brief and the CSV
// export. Panels build TableModels from API data; nothing here touches the DOM.
import type { VNode } from './dom';
import type { CsvCell } from './csv';
import type { FigureView } from './figures';
import { mdLink, mdTable, mdText } from './markdown';
import type { PanelKind } from '../../shared/protocol';

export interface CellModel {
  /** What the cell says (also the Markdown text). */
  text: string;
  /** The value exported to CSV when it differs from the text (a number instead of "42%"). */
  csv?: CsvCell;
  /** An external link candidate: clickable only when it is http(s) (checked when rendering). */
  href?: string | null;
  /** A link to another panel (a competitors panel may focus one brand). */
  open?: { panel: PanelKind; id?: string; focus?: string };
  /** The URL of one of the brand's own pages: the panel adds links to its source file and its Owned pages row. */
  ownedPage?: string;
  /** Third-party text (titles, domains, quotes): isolated for bidi and wrapped anywhere. */
  external?: boolean;
  /** A share bar (points 0–100) drawn beside the text in the panel. */
  bar?: number | null;
  /** Extra graphics for the panel only (sparkline). */
  graphic?: VNode | null;
  /** A class for the cell's tone (up/down, yes/no). */
  tone?: string;
  /** A figure: the panel shows it compactly with a hover, CSV splits it into value, range, state and change. */
  figure?: FigureView;
}

export interface ColumnModel {
  label: string;
  numeric?: boolean;
  /** Consecutive columns with the same group share a header cell above theirs ("AI answers": Agrees, Partly…). */
  group?: string;
  /** What the column holds (its definition), shown as the header's hover. */
  title?: string;
}

/** "AI answers agrees": the column's name where it stands alone (CSV header, Markdown header). */
export function columnName(column: ColumnModel): string {
  return column.group ? `${column.group}: ${column.label}` : column.label;
}

export interface RowModel {
  cells: CellModel[];
  /** The brand's own row (marked in the panel, and "(you)" in text outputs). */
  own?: boolean;
  /** The row a link asked to show: marked, and focused when the panel opens. */
  focused?: boolean;
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

/** Where an export comes from: brand, period, filters and the data's date, added to every CSV row. */
export interface ExportContext {
  brand: string;
  period: string;
  filters: string;
  dataAsOf: string;
}

const FIGURE_PARTS = ['low', 'high', 'state', 'change'] as const;

function figureCsv(view: FigureView): CsvCell[] {
  const ranged = view.value !== null && view.low !== null && view.high !== null;
  return [view.value, ranged ? view.low : null, ranged ? view.high : null, view.look.words, view.change?.text ?? null];
}

/**
 * CSV rows: the header, then each row. A column holding links gets a "<label> URL" column after it, so the export
 * keeps the addresses the panel only shows as link targets; a column of figures gets "<label> low", "high", "state" and
 * "change" columns, so a value is a number and a state is never a 0. With a context, every row ends with the brand,
 * period, filters and data-as-of date it was read for.
 */
export function tableCsvRows(table: TableModel, context?: ExportContext): CsvCell[][] {
  const linked = table.columns.map((_, i) => table.rows.some((row) => typeof row.cells[i]?.href === 'string'));
  const figures = table.columns.map((_, i) => table.rows.some((row) => row.cells[i]?.figure !== undefined));
  const header: CsvCell[] = [];
  table.columns.forEach((c, i) => {
    header.push(columnName(c));
    if (linked[i]) header.push(`${columnName(c)} URL`);
    if (figures[i]) for (const part of FIGURE_PARTS) header.push(`${columnName(c)} ${part}`);
  });
  if (context) header.push('Brand', 'Period', 'Filters', 'Data as of');
  const rows = table.rows.map((row) => {
    const out: CsvCell[] = [];
    table.columns.forEach((_, i) => {
      const c = row.cells[i];
      if (figures[i]) {
        const [value, ...parts] = c?.figure ? figureCsv(c.figure) : [c === undefined ? null : c.csv !== undefined ? c.csv : c.text, null, null, null, null];
        out.push(value);
        if (linked[i]) out.push(c?.href ?? null);
        out.push(...parts);
        return;
      }
      out.push(c === undefined ? null : c.csv !== undefined ? c.csv : c.text);
      if (linked[i]) out.push(c?.href ?? null);
    });
    if (context) out.push(context.brand, context.period, context.filters, context.dataAsOf);
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
