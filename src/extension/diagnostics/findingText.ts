// A finding as the editor words it: the audit's summary, then the crawl date in words and what changed since — an edit
// of the file, a local re-check that passes ("looks fixed locally; awaiting next crawl") or still fails — and, when the
// last read failed, that it is stale. Looks-fixed findings drop to Information: the crawl stays the source of truth.
import * as vscode from 'vscode';
import { severityOf, type Finding, type FindingKind, type Severity } from '../../core/site/findings';
import type { FindingNote } from '../../core/site/freshness';
import { formatDate } from '../present/format';

export interface FindingContext {
  /** The audit's `next_crawl_at`. */
  nextCrawlAt?: string;
  /** The audit's `crawled_at` (when a finding has no read time of its own). */
  crawledAt?: string;
  /** The last read failed: what is shown is from an earlier read. */
  stale: boolean;
  now: number;
}

/** "≈ Nov 16, 2026" for a next crawl ahead, "was due Nov 16, 2026" for one past; undefined without a date. */
export function nextCrawlWords(nextCrawlAt: string | undefined, now: number): string | undefined {
  const date = formatDate(nextCrawlAt);
  if (!date) return undefined;
  return Date.parse(nextCrawlAt as string) >= now ? vscode.l10n.t('≈ {0}', date) : vscode.l10n.t('was due {0}', date);
}

function recheckClause(next: string | undefined): string {
  return next ? vscode.l10n.t('the next crawl ({0}) will re-check', next) : vscode.l10n.t('the next crawl will re-check');
}

/** The diagnostic's message: one plain line. */
export function diagnosticMessage(f: Finding, note: FindingNote, ctx: FindingContext): string {
  const date = formatDate(f.readAt ?? ctx.crawledAt) ?? f.crawlDate ?? '';
  const next = nextCrawlWords(ctx.nextCrawlAt, ctx.now);
  let text: string;
  switch (note) {
    case 'fixedLocally':
      text = next
        ? vscode.l10n.t('{0} · looks fixed locally; awaiting next crawl ({1}) · edited since the crawl of {2}', f.summary, next, date)
        : vscode.l10n.t('{0} · looks fixed locally; awaiting next crawl · edited since the crawl of {1}', f.summary, date);
      break;
    case 'stillFails':
      text = vscode.l10n.t('{0} · edited since the crawl of {1}, still failing in this file — {2}', f.summary, date, recheckClause(next));
      break;
    case 'edited':
      text = vscode.l10n.t('{0} · edited since the crawl of {1} — {2}', f.summary, date, recheckClause(next));
      break;
    default:
      // A check the crawl could not measure already says which crawl in its summary.
      text = f.kind === 'unmeasured' && !f.ruleId.startsWith('status:') ? f.summary : date ? vscode.l10n.t('{0} (crawl of {1})', f.summary, date) : f.summary;
  }
  if (f.location?.first) text += vscode.l10n.t(' · extra H1 (the first, line {0}, stays)', f.location.first.startLine + 1);
  if (ctx.stale) text += vscode.l10n.t(' · stale: the last read of the audit failed');
  return text;
}

/** The severity shown: a finding that looks fixed in the edited source is Information until the next crawl. */
export function shownSeverity(kind: FindingKind, note: FindingNote, settings: Partial<Record<FindingKind, Severity>>): Severity {
  const severity = severityOf(kind, settings);
  if (note !== 'fixedLocally') return severity;
  return severity === 'hint' ? 'hint' : 'information';
}
