// Number and date formatting for labels, in the UI language.
import * as vscode from 'vscode';

let numberFormat: Intl.NumberFormat | undefined;
function numbers(): Intl.NumberFormat {
  if (!numberFormat) {
    try {
      numberFormat = new Intl.NumberFormat(vscode.env.language);
    } catch {
      numberFormat = new Intl.NumberFormat('en');
    }
  }
  return numberFormat;
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function formatCount(value: unknown): string | undefined {
  return isNumber(value) ? numbers().format(value) : undefined;
}

export function formatSigned(value: unknown): string | undefined {
  if (!isNumber(value)) return undefined;
  return value > 0 ? `+${numbers().format(value)}` : numbers().format(value);
}

/** A date-time or date from the API as a short local date; undefined when it does not parse. */
export function formatDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  try {
    return new Intl.DateTimeFormat(vscode.env.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

export function formatDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  try {
    return new Intl.DateTimeFormat(vscode.env.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  } catch {
    return new Date(ms).toISOString();
  }
}

/** Joins the defined parts with a middle dot. */
export function joinParts(parts: ReadonlyArray<string | undefined | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');
}
