// One presentation of a figure's state for every renderer: the tree (icons, descriptions, tooltips), the panels, the
// Markdown and CSV exports and the Markdown previews. A figure whose state gives no value reads as "—" with the reason
// in words, with a neutral icon: never 0, never the colour of a failure. Pure (no DOM, no `vscode`).
import { humanize, readStateWords } from './vocabulary';

/** Our own state for a tracked competitor no answer in the period asked about or named (share of voice null). */
export const NOT_ASKED_ABOUT = 'not_asked_about';

export interface StateLook {
  /** The API's value (or NOT_ASKED_ABOUT). */
  readonly state: string;
  /** The state in words: "Too few answers to measure". */
  readonly words: string;
  /** Short form for a tree row or a compact cell, lower case: "too few answers". */
  readonly short: string;
  /** Why there is no value (or no comparison), for hovers. Empty for `measured`. */
  readonly reason: string;
  /** The figure's value is real and may be shown. */
  readonly showsValue: boolean;
  /** A change against the previous period may be shown. */
  readonly showsChange: boolean;
  /** A neutral codicon for the tree ('' for measured: the row keeps its own icon). */
  readonly icon: string;
  /** False for a state this version does not know: its words then carry the API's own text (render it as data). */
  readonly known: boolean;
}

/** What stands in for a value that is not there: a dash, with the state's words beside it. */
export const NO_VALUE = '—';

const LOOKS: ReadonlyMap<string, StateLook> = new Map(
  (
    [
      ['measured', 'Measured', 'measured', '', true, true, ''],
      [
        'too_few_answers',
        'Too few answers to measure',
        'too few answers',
        'Fewer answers than a figure needs in this period and filters, so the service serves no value.',
        false,
        false,
        'dash',
      ],
      ['calibrating', 'Calibrating', 'calibrating', 'The service is still calibrating this figure; it serves no value yet.', false, false, 'watch'],
      [
        'first_report',
        'First report: nothing to compare with yet',
        'first report',
        'The value stands; it is the first report, so there is no earlier period to compare it with.',
        true,
        false,
        'history',
      ],
      [
        'not_comparable',
        'Not comparable with the previous period',
        'not comparable',
        'The value stands; it cannot be compared with the previous period, so no change is shown.',
        true,
        false,
        'history',
      ],
      ['not_measured', 'Not measured', 'not measured', 'No value is served for this period and filters.', false, false, 'dash'],
      [
        NOT_ASKED_ABOUT,
        'Not asked about',
        'not asked about',
        'No answer in the period asked about or named this competitor; its figures would otherwise read 0.',
        false,
        false,
        'circle-large-outline',
      ],
    ] as const
  ).map(([state, words, short, reason, showsValue, showsChange, icon]) => [state, { state, words, short, reason, showsValue, showsChange, icon, known: true }]),
);

/**
 * The look of a state. A missing state reads as not measured; a state this version does not know (the API adds values
 * within v1) is shown as its own words, with no value, so nothing unexplained reads as a number.
 */
export function stateLook(state: string | null | undefined): StateLook {
  if (state === null || state === undefined || state === '') return LOOKS.get('not_measured')!;
  const known = LOOKS.get(state);
  if (known) return known;
  const words = readStateWords(state) ?? humanize(state);
  return {
    state,
    words,
    short: words.toLowerCase(),
    reason: `The service reports this figure as “${words}”, a state this version does not describe; no value is shown.`,
    showsValue: false,
    showsChange: false,
    icon: 'circle-large-outline',
    known: false,
  };
}

/** Words for a figure or read state ("Too few answers to measure", "Awaiting the first scan"). */
export function stateWords(state: string | null | undefined): string {
  if (typeof state === 'string' && !LOOKS.has(state)) {
    const read = readStateWords(state);
    if (read) return read;
  }
  return stateLook(state).words;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

export interface FigureReading {
  look: StateLook;
  /** The value when the state says it is real; null otherwise (even when the API sent 0). */
  value: number | null;
  low: number | null;
  high: number | null;
  /** The change object when the state allows a comparison. */
  change: unknown;
}

/**
 * Reads any figure structurally (reputation figure, measured figure, score mark, trend point). A figure without a state
 * but with a value (a plain leaderboard number) reads as measured; null/absent reads as not measured.
 */
export function readFigure(figure: unknown): FigureReading {
  if (!isObj(figure)) return { look: stateLook('not_measured'), value: null, low: null, high: null, change: null };
  const rawState = typeof figure.state === 'string' && figure.state !== '' ? figure.state : null;
  const raw = num(figure.value);
  const look = rawState === null ? stateLook(raw === null ? 'not_measured' : 'measured') : stateLook(rawState);
  if (!look.showsValue || raw === null) {
    return { look: look.showsValue ? stateLook('not_measured') : look, value: null, low: null, high: null, change: null };
  }
  return { look, value: raw, low: num(figure.low), high: num(figure.high), change: look.showsChange ? (figure.change ?? null) : null };
}

/** A figure of a competitor nobody asked about: whatever the API sent, it reads as NOT_ASKED_ABOUT. */
export function notAskedAbout(): FigureReading {
  return { look: stateLook(NOT_ASKED_ABOUT), value: null, low: null, high: null, change: null };
}
