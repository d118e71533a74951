// Locale-aware number and date text. Pure: used by the DOM renderers and by Markdown/CSV.

export interface Format {
  readonly locale: string;
  /** 1,234 */
  int(n: number): string;
  /** 42 → "42%" (values are whole points on a 0–100 scale). */
  pct(points: number): string;
  /** A number of points with its sign: "+3", "−2", "0". */
  signed(n: number): string;
  /** "38–47" */
  range(low: number, high: number): string;
  /** A date-time as a date in the locale, or the text itself when it is not a date. */
  date(iso: string): string;
}

const formatCache = new Map<string, Format>();

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

export function createFormat(requested: string): Format {
  const cached = formatCache.get(requested);
  if (cached) return cached;
  const locale = safeLocale(requested);
  const intFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const pctFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const format: Format = {
    locale,
    int: (n) => intFormat.format(n),
    pct: (points) => pctFormat.format(points / 100),
    signed: (n) => signedFormat.format(n),
    range: (low, high) => `${intFormat.format(low)}–${intFormat.format(high)}`,
    date: (iso) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : dateFormat.format(new Date(time));
    },
  };
  formatCache.set(requested, format);
  return format;
}

export function isNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

// The vocabulary (state, engine and period words) is shared with the extension host: src/shared/.
export { engineName, humanize, periodLabel } from '../../shared/vocabulary';
export { stateWords } from '../../shared/figureStates';
