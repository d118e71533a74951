// Locale-aware number and date text, and the words for states. Pure: used by the DOM renderers and by Markdown/CSV.

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

// Lookup tables are Maps: API text is looked up in them, and a plain object would answer "__proto__" or
// "constructor" with something that is not a string.

/** Words for figure and read states. An unknown state (the API adds values within v1) is shown as its own text. */
const STATE_WORDS: ReadonlyMap<string, string> = new Map([
  ['measured', 'Measured'],
  ['too_few_answers', 'Too few answers to measure'],
  ['calibrating', 'Calibrating'],
  ['first_report', 'First report: nothing to compare with yet'],
  ['not_comparable', 'Not comparable with the previous period'],
  ['not_measured', 'Not measured'],
  ['awaiting_first_scan', 'Awaiting the first scan'],
  ['awaiting_first_crawl', 'Awaiting the first crawl'],
  ['unavailable', 'Unavailable'],
  ['unmeasured', 'No comparable previous period'],
]);

export function stateWords(state: string | null | undefined): string {
  if (state === null || state === undefined || state === '') return 'Not measured';
  return STATE_WORDS.get(state) ?? humanize(state);
}

/** snake_case enum text → words, so a new value still reads; everything else stays as given. */
export function humanize(text: string): string {
  return text.replace(/_/g, ' ');
}

/** Engine ids → names people know. Unknown engines show their id. */
const ENGINE_NAMES: ReadonlyMap<string, string> = new Map([
  ['perplexity', 'Perplexity'],
  ['gemini', 'Gemini'],
  ['openai', 'ChatGPT'],
  ['google_aio', 'Google AI Overviews'],
  ['ai_mode', 'Google AI Mode'],
  ['copilot', 'Copilot'],
  ['claude', 'Claude'],
]);

export const KNOWN_ENGINES: readonly string[] = [...ENGINE_NAMES.keys()];

export function engineName(id: string): string {
  return ENGINE_NAMES.get(id) ?? id;
}

const PERIOD_LABELS: ReadonlyMap<string, string> = new Map([
  ['1w', 'Last week'],
  ['4w', 'Last 4 weeks'],
  ['12w', 'Last 12 weeks'],
  ['all', 'All time'],
]);

export function periodLabel(period: string): string {
  return PERIOD_LABELS.get(period) ?? period;
}
