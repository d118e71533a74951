// Shared parts of the Markdown previews: the heading with what the read covers, and small formatters. Everything
// that comes from the API goes through md()/mdNumber(); only our own words and structure are raw Markdown.
import * as vscode from 'vscode';
import type { Meta, Period } from '../../../shared/api/schemas';
import { md, mdNumber } from '../../../shared/text/markdown';
import { formatDate, formatDateTime, isNumber } from '../../present/format';

export interface PreviewScope {
  brandName: string;
  /** Period preset sent, when the read takes one. */
  period?: string;
  /** Filter labels applied, by name. */
  filters?: Partial<Record<string, string>>;
  /** The explicit or session scan pin the read used. */
  pinnedCompletedAt?: string;
}

export function heading(title: string, scope: PreviewScope, read?: { meta?: Meta; period?: Period | unknown }): string {
  const lines = [`# ${md(title, 120)} — ${md(scope.brandName, 120)}`, ''];
  const facts: string[] = [];
  if (scope.period) facts.push(`${md(vscode.l10n.t('Period'))}: ${md(scope.period)}`);
  const filters = Object.entries(scope.filters ?? {}).filter(([, v]) => v);
  if (filters.length) facts.push(`${md(vscode.l10n.t('Filters'))}: ${filters.map(([k, v]) => `${md(k)} ${md(v)}`).join(', ')}`);
  const asOf = read?.meta?.data_as_of;
  if (scope.pinnedCompletedAt) facts.push(md(vscode.l10n.t('Pinned to scan {0}', formatDate(scope.pinnedCompletedAt) ?? scope.pinnedCompletedAt)));
  else if (asOf) facts.push(md(vscode.l10n.t('Data as of {0}', formatDateTime(asOf.completed_at) ?? asOf.completed_at)));
  else if (read?.meta && asOf === null) facts.push(md(vscode.l10n.t('No scan is available yet.')));
  const period = read?.period as Period | undefined;
  if (period && typeof period === 'object' && isNumber(period.reports)) {
    facts.push(md(period.reports === 1 ? vscode.l10n.t('1 report') : vscode.l10n.t('{0} reports', period.reports)));
  }
  if (facts.length) lines.push(`*${facts.join(' · ')}*`, '');
  return lines.join('\n');
}

export function section(title: string): string {
  return `\n## ${md(title, 120)}\n`;
}

export function paragraph(value: unknown, max = 2000): string {
  const text = md(value, max);
  return text ? `${text}\n` : '';
}

/** "label: value" lines as a bullet list; missing values are left out. */
export function facts(entries: ReadonlyArray<[string, unknown]>): string {
  const lines = entries
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `- **${md(k, 80)}**: ${typeof v === 'number' ? mdNumber(v) : typeof v === 'boolean' ? md(v ? vscode.l10n.t('yes') : vscode.l10n.t('no')) : md(v, 600)}`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

export function yesNo(value: unknown): string {
  if (value === true) return md(vscode.l10n.t('yes'));
  if (value === false) return md(vscode.l10n.t('no'));
  return '—';
}

/** "12 of 57 shown" under a table when the read has more than it lists. */
export function shownOf(shown: number, total: unknown): string {
  return isNumber(total) && total > shown ? `\n*${md(vscode.l10n.t('{0} of {1} shown.', shown, total))}*\n` : '';
}
