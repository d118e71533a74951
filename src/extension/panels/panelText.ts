// Text the host derives from webview requests and API data: panel titles, CSV file names and bytes. No `vscode`
// import: unit-tested on plain Node.
import { plainText, truncate } from '../../shared/text/plainText';

/** Tab titles stay short: the full text is in the panel's heading. */
export const TITLE_MAX = 50;

/** `Keyword: hipaa product analytics`, plain text (no controls, no bidi overrides, one line), truncated. */
export function panelTitle(kindTitle: string, subject: unknown): string {
  const text = plainText(subject, TITLE_MAX);
  return text ? `${kindTitle}: ${text}` : kindTitle;
}

const CSV_FALLBACK = 'brand-visibility.csv';

/**
 * A file name for the save dialog from the webview's suggestion: letters, digits, space, dot, dash and underscore only,
 * no leading dot or dash, `.csv` at the end, at most 120 characters. The guard already checked the pattern; this is
 * the host's own line of defence, so a name can never point into another folder.
 */
export function csvFileName(suggested: unknown): string {
  if (typeof suggested !== 'string') return CSV_FALLBACK;
  let base = suggested.replace(/\.csv$/i, '').replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/\.{2,}/g, '.');
  base = base.replace(/^[\s._-]+/, '').replace(/[\s.]+$/, '');
  base = truncate(base, 116).replace(/…$/, '');
  return base ? `${base}.csv` : CSV_FALLBACK;
}

/** UTF-8 with a byte order mark, so Excel opens non-ASCII text correctly. */
export function csvBytes(text: string): Uint8Array {
  return new TextEncoder().encode(`\ufeff${text}`);
}
