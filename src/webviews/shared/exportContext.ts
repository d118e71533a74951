// What a Markdown brief and a CSV export were read for: the brand, the period in words, the active filters and the
// date of the newest scan the data includes (and whether the view is pinned to it). Pure: the app and the tests use it.
import { activeFilterLabels } from './filters';
import { periodLabel, type Format } from './format';
import type { PanelContext, PanelKind } from '../../shared/protocol';
import type { ExportContext } from './table';

/** meta.data_as_of.completed_at of a read, when it has one. */
export function dataAsOfOf(data: unknown): string | null {
  const meta = (data as { meta?: unknown } | null)?.meta;
  if (typeof meta !== 'object' || meta === null) return null;
  const asOf = (meta as { data_as_of?: unknown }).data_as_of;
  if (typeof asOf !== 'object' || asOf === null) return null;
  const at = (asOf as { completed_at?: unknown }).completed_at;
  return typeof at === 'string' ? at : null;
}

/** CSV: dates as the API gives them (ISO), so spreadsheets sort them. */
export function csvExportContext(panel: PanelKind, data: unknown, context: PanelContext): ExportContext {
  const filters = activeFilterLabels(panel, data, context);
  const asOf = dataAsOfOf(data);
  return {
    brand: context.brandName,
    period: periodLabel(context.period),
    filters: filters.length === 0 ? 'none' : filters.join('; '),
    dataAsOf: asOf === null ? 'no scan yet' : `${asOf}${context.pinnedScan ? ' (pinned)' : ''}`,
  };
}

/** Markdown: one line under the heading, dates in the locale. */
export function markdownContextLine(panel: PanelKind, data: unknown, context: PanelContext, fmt: Format): string {
  const filters = activeFilterLabels(panel, data, context);
  const asOf = dataAsOfOf(data);
  const parts = [
    `Brand: ${context.brandName}`,
    `Period: ${periodLabel(context.period)}`,
    `Filters: ${filters.length === 0 ? 'none' : filters.join('; ')}`,
    asOf === null ? 'Data as of: no scan yet' : `Data as of: ${fmt.date(asOf)}${context.pinnedScan ? ' (pinned to this scan)' : ''}`,
  ];
  return parts.join(' · ');
}
