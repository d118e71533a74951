// Measured figures, score marks and trend labels → the words and numbers a person reads (and the aria label a screen
// reader says). Inputs are read structurally, so typed API figures and the shapes the reference leaves open (reputation
// change, leaderboard cells) go through the same code. A value is shown only when its state says it was measured: a
// figure that was not measured reads in words, never as 0.
import { isNumber, stateWords, type Format } from './format';

export type Unit = 'pct' | 'score';
export type Direction = 'up' | 'down' | 'flat' | 'none';

export interface TrendPointView {
  at: string;
  value: number | null;
  low: number | null;
  high: number | null;
  /** Measured points only carry a value; the others are gaps. */
  measured: boolean;
  breakLabel: string | null;
}

export interface ChangeView {
  text: string;
  direction: Direction;
}

export interface FigureView {
  name: string;
  unit: Unit;
  /** "42%" — null when the state gives no value to show. */
  valueText: string | null;
  /** "38–47" */
  rangeText: string | null;
  /** Words for a state other than measured ("Too few answers to measure"), else null. */
  stateText: string | null;
  change: ChangeView | null;
  trend: TrendPointView[];
  aria: string;
}

type Obj = Record<string, unknown>;
function asObject(x: unknown): Obj | null {
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Obj) : null;
}
function num(x: unknown): number | null {
  return isNumber(x) ? x : null;
}
function str(x: unknown): string | null {
  return typeof x === 'string' && x !== '' ? x : null;
}

/** States whose figure carries a real value (the two last only lack a comparable change). */
const VALUE_STATES: ReadonlySet<string> = new Set(['measured', 'first_report', 'not_comparable']);

function showsValue(state: string | null): boolean {
  return state === null || VALUE_STATES.has(state);
}

export function formatValue(value: number, unit: Unit, fmt: Format): string {
  return unit === 'pct' ? fmt.pct(value) : fmt.int(value);
}

function pointsText(n: number, fmt: Format): string {
  return `${fmt.int(Math.abs(n))} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

export function describeChange(change: unknown, fmt: Format): ChangeView | null {
  const c = asObject(change);
  if (c === null) return null;
  const direction = str(c.direction);
  if (direction === 'unmeasured') return { text: stateWords('unmeasured').toLowerCase(), direction: 'none' };
  const delta = num(c.delta);
  if (delta === null) return direction === null ? null : { text: stateWords(direction).toLowerCase(), direction: 'none' };
  const dir: Direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  let text = dir === 'flat' ? 'no change' : `${dir} ${pointsText(delta, fmt)}`;
  const low = num(c.low);
  const high = num(c.high);
  if (low !== null && high !== null) text += ` (${fmt.signed(low)} to ${fmt.signed(high)})`;
  if (c.real === false) text += ', within the margin of error';
  return { text, direction: dir };
}

function readTrend(trend: unknown): TrendPointView[] {
  if (!Array.isArray(trend)) return [];
  const points: TrendPointView[] = [];
  for (const raw of trend) {
    const p = asObject(raw);
    if (p === null) continue;
    const state = str(p.state);
    const value = num(p.value);
    points.push({
      at: typeof p.at === 'string' ? p.at : '',
      value,
      low: num(p.low),
      high: num(p.high),
      measured: value !== null && showsValue(state),
      breakLabel: str(p.break_label),
    });
  }
  return points;
}

/** Any measured figure (keyword, prompt, competitors) or reputation figure; null/absent reads as not measured. */
export function describeFigure(name: string, figure: unknown, unit: Unit, fmt: Format): FigureView {
  const f = asObject(figure);
  const state = f === null ? 'not_measured' : str(f.state);
  const value = f === null ? null : num(f.value);
  const low = f === null ? null : num(f.low);
  const high = f === null ? null : num(f.high);
  const hasValue = value !== null && showsValue(state);
  const valueText = hasValue ? formatValue(value, unit, fmt) : null;
  const rangeText = hasValue && low !== null && high !== null ? fmt.range(low, high) : null;
  const stateText = state === null || state === 'measured' ? (hasValue ? null : stateWords('not_measured')) : stateWords(state);
  const change = hasValue && (state === null || state === 'measured') ? describeChange(f?.change, fmt) : null;
  let aria = valueText === null ? `${name}: ${stateText ?? stateWords(null)}` : `${name} ${valueText}`;
  if (rangeText !== null) aria += ` (${rangeText})`;
  if (valueText !== null && stateText !== null) aria += `, ${stateText.toLowerCase()}`;
  if (change !== null) aria += `, ${change.text}`;
  return { name, unit, valueText, rangeText, stateText, change, trend: f === null ? [] : readTrend(f.trend), aria };
}

export interface ScoreMarkView {
  valueText: string | null;
  band: string | null;
  label: string | null;
  tooltip: string | null;
  stateText: string | null;
  aria: string;
}

/** A score mark: a value with its band ("Strong"; "Not measured" where no value is served). The mark's own label
 * names it unless `preferName` (an engine card's "Perplexity score" says more than "Service score"). */
export function describeScoreMark(name: string, mark: unknown, fmt: Format, preferName = false): ScoreMarkView {
  const m = asObject(mark);
  const state = m === null ? 'not_measured' : str(m.state);
  const value = m === null ? null : num(m.value);
  const valueText = value !== null && showsValue(state) ? fmt.int(value) : null;
  const band = m === null ? null : str(m.band);
  const label = m === null ? null : str(m.label);
  const stateText = state === null || state === 'measured' ? (valueText === null ? stateWords('not_measured') : null) : stateWords(state);
  // The band names where a value sits; without a value it only repeats "Not measured".
  const parts = [valueText ?? stateText ?? stateWords(null)];
  if (valueText !== null && band !== null) parts.push(band);
  return {
    valueText,
    band,
    label,
    tooltip: m === null ? null : str(m.tooltip),
    stateText,
    aria: `${preferName ? name : (label ?? name)}: ${parts.join(', ')}`,
  };
}

export interface TrendLabelView {
  text: string;
  direction: Direction;
  aria: string;
}

/** A trend label ({delta, label, state}); null when there is nothing to say. */
export function describeTrendLabel(trend: unknown, fmt: Format): TrendLabelView | null {
  const t = asObject(trend);
  if (t === null) return null;
  const delta = num(t.delta);
  const state = str(t.state);
  const label = str(t.label);
  const direction: Direction =
    state === 'up' || state === 'down' || state === 'flat'
      ? state
      : delta === null
        ? 'none'
        : delta > 0
          ? 'up'
          : delta < 0
            ? 'down'
            : 'flat';
  const deltaText = delta === null ? null : fmt.signed(delta);
  const text = label ?? deltaText ?? (state === null ? null : stateWords(state));
  if (text === null) return null;
  const aria = `Trend: ${text}${label !== null && deltaText !== null ? ` (${deltaText})` : ''}`;
  return { text, direction, aria };
}
