// Dates from front matter or file names, as the generators read them for date-based URLs.

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?/i;

/**
 * Reads a date value: a 'YYYY-MM-DD[ hh:mm[:ss]][ ±hhmm|Z]' string or a Date (TOML dates keep their text in
 * toISOString). When `timeZone` is given and the value carries an offset, the day is taken in that zone,
 * as Jekyll does with its `timezone` setting; otherwise the written day is kept.
 */
export function dateParts(value: unknown, timeZone?: string): DateParts | undefined {
  let text: string | undefined;
  if (typeof value === 'string') text = value.trim();
  else if (value instanceof Date && !Number.isNaN(value.getTime())) text = value.toISOString();
  if (!text) return undefined;
  const m = DATE_RE.exec(text);
  if (!m) return undefined;
  const written = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (!timeZone || !m[7] || m[4] === undefined) return valid(written);
  const offset = m[7].toUpperCase() === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T${m[4].padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}${offset}`;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return valid(written);
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
    const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value);
    return valid({ year: get('year'), month: get('month'), day: get('day') }) ?? valid(written);
  } catch {
    return valid(written); // unknown time zone name
  }
}

function valid(d: DateParts): DateParts | undefined {
  return d.year > 0 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= 31 ? d : undefined;
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function monthName(d: DateParts): string {
  return MONTHS[d.month - 1];
}

export function weekday(d: DateParts): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

export function weekdayName(d: DateParts): string {
  return DAYS[weekday(d)];
}

export function yearDay(d: DateParts): number {
  return Math.round((Date.UTC(d.year, d.month - 1, d.day) - Date.UTC(d.year, 0, 1)) / 86_400_000) + 1;
}

/** ISO week-numbering year and week (Jekyll's :w_year / :week). */
export function isoWeek(d: DateParts): { year: number; week: number } {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

/** 'YYYY-MM-DD-rest' file names (Jekyll posts, Docusaurus blog, Eleventy fileSlug). */
export function splitDatedName(name: string): { date: DateParts; rest: string } | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:-(.*))?$/.exec(name);
  if (!m) return undefined;
  const date = valid({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  return date ? { date, rest: m[4] ?? '' } : undefined;
}

/** Today's date (UTC): what a build made now compares front-matter dates with. */
export function todayParts(): DateParts {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** Negative, zero or positive as `a` is before, on or after `b` (days). */
export function compareDates(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** YYYY-MM-DD. */
export function isoDay(d: DateParts): string {
  return `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
}
