// What the view reads, in words, for the places that show it — the tree's message line, the status bar and the pin
// picker — so they say the same thing: the period in words, the scan (pinned, or the latest with its date) and the
// filters with the lists they narrow.
import * as vscode from 'vscode';
import { filterName, periodLabel } from '../../shared/vocabulary';
import { formatDate } from '../present/format';
import { SELECTION_FILTER_KEYS, type Selection, type SelectionFilterKey } from './selection';

/** The scan the selected brand's reads use. */
export interface ScanShown {
  /** True only for an explicit "Pin to Scan…"; the latest scan (the session's first data_as_of) is not a pin. */
  pinned: boolean;
  completedAt: string | undefined;
}

/** The selected brand's scan: the explicit pin, else the latest scan the reads found. */
export function scanShown(selection: Selection, sessionPin: (brandId: string) => { completedAt: string | undefined } | undefined): ScanShown | undefined {
  const brandId = selection.brandId;
  if (!brandId) return undefined;
  const session = sessionPin(brandId);
  const pin = selection.pin;
  if (pin) return { pinned: true, completedAt: pin.completedAt ?? session?.completedAt };
  return session ? { pinned: false, completedAt: session.completedAt } : undefined;
}

export function periodWords(period: string): string {
  return vscode.l10n.t(periodLabel(period));
}

/** "Pinned to the scan of Nov 13, 2026" / "Latest scan (data as of Nov 13, 2026)" / "Latest scan". */
export function scanWords(scan: ScanShown | undefined): string {
  const date = scan?.completedAt ? (formatDate(scan.completedAt) ?? scan.completedAt) : undefined;
  if (scan?.pinned) return date ? vscode.l10n.t('Pinned to the scan of {0}', date) : vscode.l10n.t('Pinned to a scan');
  return date ? vscode.l10n.t('Latest scan (data as of {0})', date) : vscode.l10n.t('Latest scan');
}

/** Which tree lists a filter narrows (the reads that take it). */
function narrows(key: SelectionFilterKey): string {
  return key === 'segment' || key === 'topic' ? vscode.l10n.t('Keywords, reputation') : vscode.l10n.t('prompts, pages, competitors, cited pages');
}

/** "Segment: Enterprise (Keywords, reputation)"; undefined without filters. */
export function filterWords(labels: Partial<Record<SelectionFilterKey, string>>): string | undefined {
  const parts = SELECTION_FILTER_KEYS.filter((k) => labels[k]).map(
    (k) => `${vscode.l10n.t(filterName(k))}: ${labels[k]} (${narrows(k)})`,
  );
  return parts.length ? parts.join('; ') : undefined;
}

/** The tree's message line: "Last week · Latest scan (data as of Nov 13, 2026) · Filtered — Segment: …". */
export function viewMessage(period: string, scan: ScanShown | undefined, labels: Partial<Record<SelectionFilterKey, string>>): string {
  const filters = filterWords(labels);
  const parts = [periodWords(period), scanWords(scan)];
  if (filters) parts.push(vscode.l10n.t('Filtered — {0}', filters));
  return parts.join(' · ');
}
