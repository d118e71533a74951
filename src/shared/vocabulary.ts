// The words every surface uses for the API's enums: engines, periods, figure states, filters. One copy, imported by the
// extension host (tree, status bar, quick picks, previews), the webviews and the API layer's schemas. Pure: no DOM, no
// `vscode`, no zod. The host passes these English strings through vscode.l10n.t where it shows them.
//
// Lookup tables are Maps: API text is looked up in them, and a plain object would answer "__proto__" or "constructor"
// with something that is not a string.

/** Engine ids the reference lists (the shared `engine` filter). */
export const ENGINES = ['perplexity', 'gemini', 'openai', 'google_aio', 'ai_mode', 'copilot', 'claude'] as const;
/** Period presets of computed reads. */
export const PERIODS = ['1w', '4w', '12w', 'all'] as const;
/** The `state` of a figure (reputation figures, measured figures, score marks, trend points). */
export const FIGURE_STATES = ['measured', 'too_few_answers', 'calibrating', 'first_report', 'not_comparable', 'not_measured'] as const;

export type Engine = (typeof ENGINES)[number];
export type PeriodPreset = (typeof PERIODS)[number];
export type FigureState = (typeof FIGURE_STATES)[number];

/** snake_case enum text → words, so a new value still reads; everything else stays as given. */
export function humanize(text: string): string {
  return text.replace(/_/g, ' ');
}

// A name for every engine of ENGINES and nothing else (the `satisfies` makes a missing or extra one a compile error).
const ENGINE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    perplexity: 'Perplexity',
    gemini: 'Gemini',
    openai: 'ChatGPT',
    google_aio: 'Google AI Overviews',
    ai_mode: 'Google AI Mode',
    copilot: 'Copilot',
    claude: 'Claude',
  } satisfies Record<Engine, string>),
);

/** Engine id → the name people know; an engine added later shows its id. */
export function engineName(id: string): string {
  return ENGINE_NAMES.get(id) ?? id;
}

const PERIOD_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '1w': 'Last week',
    '4w': 'Last 4 weeks',
    '12w': 'Last 12 weeks',
    all: 'All time',
  } satisfies Record<PeriodPreset, string>),
);

/** "Last 4 weeks" for `4w`; an unknown preset as its text. */
export function periodLabel(period: string): string {
  return PERIOD_WORDS.get(period) ?? period;
}

const FILTER_NAMES: ReadonlyMap<string, string> = new Map([
  ['engine', 'Engine'],
  ['type', 'Prompt type'],
  ['intent', 'Intent'],
  ['segment', 'Segment'],
  ['topic', 'Topic'],
  ['prompt', 'Prompt'],
]);

/** The name of a shared filter ("Prompt type" for `type`). */
export function filterName(key: string): string {
  return FILTER_NAMES.get(key) ?? humanize(key);
}

/** Words for read states that are not figure states (cited pages, audit, a change without a comparable period). */
const READ_STATE_WORDS: ReadonlyMap<string, string> = new Map([
  ['awaiting_first_scan', 'Awaiting the first scan'],
  ['awaiting_first_crawl', 'Awaiting the first crawl'],
  ['unavailable', 'Unavailable'],
  ['unmeasured', 'No comparable previous period'],
]);

export function readStateWords(state: string): string | undefined {
  return READ_STATE_WORDS.get(state);
}
