// Measured figures, score marks and trend labels → the words and numbers a person reads (and the aria label a screen
// reader says). Inputs are read structurally, so typed API figures and the shapes the reference leaves open (reputation
// change, leaderboard cells) go through the same code. Which states carry a value, and their words, are the shared
// presentation's (src/shared/figureStates.ts): a figure that was not measured reads in words, never as 0.
import { definitionOf, figureCaption, type FigureId, type Scope } from '../../shared/definitions';
import { readFigure, stateLook, stateWords, type FigureReading, type StateLook } from '../../shared/figureStates';
import { isNumber, type Format } from './format';

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
  /** Outside the margin of error (the service marks it real): only such a change is coloured. */
  significant: boolean;
  /** "▼ 1": the compact form for a cell ('' when the change has no number). */
  short: string;
}

/** Which figure this is, what it covers and over which period: its label and its hover's definition. */
export interface FigureAbout {
  id: FigureId;
  scope?: Scope;
  period?: string;
}

export interface FigureView {
  name: string;
  unit: Unit;
  /** The value when the state gives one to show (never the 0 the API sends for an unmeasured figure). */
  value: number | null;
  low: number | null;
  high: number | null;
  /** "42%" — null when the state gives no value to show. */
  valueText: string | null;
  /** "38–47" */
  rangeText: string | null;
  /** Words for a state other than measured ("Too few answers to measure"), else null. */
  stateText: string | null;
  change: ChangeView | null;
  trend: TrendPointView[];
  aria: string;
  /** The state's shared look (words, reason, whether a value shows). */
  look: StateLook;
  /** "Service score · this prompt's answers · Last 4 weeks" when the figure says what it is. */
  caption: string | null;
  /** The figure's definition from the reference, when known. */
  definition: string | null;
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

export function formatValue(value: number, unit: Unit, fmt: Format): string {
  return unit === 'pct' ? fmt.pct(value) : fmt.int(value);
}

function pointsText(n: number, fmt: Format): string {
  return `${fmt.int(Math.abs(n))} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

const ARROWS: Readonly<Record<Direction, string>> = { up: '▲', down: '▼', flat: '▬', none: '' };

export function describeChange(change: unknown, fmt: Format): ChangeView | null {
  const c = asObject(change);
  if (c === null) return null;
  const direction = str(c.direction);
  // No number to show: the words go in the hover and the brief; a compact cell shows nothing for it.
  const words = (state: string): ChangeView => ({ text: stateWords(state).toLowerCase(), direction: 'none', significant: false, short: '' });
  if (direction === 'unmeasured') return words('unmeasured');
  const delta = num(c.delta);
  if (delta === null) return direction === null ? null : words(direction);
  const dir: Direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  let text = dir === 'flat' ? 'no change' : `${dir} ${pointsText(delta, fmt)}`;
  const low = num(c.low);
  const high = num(c.high);
  if (low !== null && high !== null) text += ` (${fmt.signed(low)} to ${fmt.signed(high)})`;
  if (c.real === false) text += ', within the margin of error';
  else if (c.real === true && dir !== 'flat') text += ', outside the margin of error';
  const short = dir === 'flat' ? ARROWS.flat : `${ARROWS[dir]} ${fmt.int(Math.abs(delta))}`;
  return { text, direction: dir, significant: c.real === true && dir !== 'flat', short };
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
      measured: value !== null && (state === null || stateLook(state).showsValue),
      breakLabel: str(p.break_label),
    });
  }
  return points;
}

/** A figure view from its shared reading (readFigure, or notAskedAbout for a competitor nobody asked about). */
export function viewOfReading(name: string, reading: FigureReading, trend: unknown, unit: Unit, fmt: Format, about?: FigureAbout): FigureView {
  const { look, value, low, high } = reading;
  const valueText = value === null ? null : formatValue(value, unit, fmt);
  const rangeText = value !== null && low !== null && high !== null ? fmt.range(low, high) : null;
  const stateText = look.state === 'measured' ? null : look.words;
  const change = value !== null && look.showsChange ? describeChange(reading.change, fmt) : null;
  let aria = valueText === null ? `${name}: ${stateText ?? stateWords(null)}` : `${name} ${valueText}`;
  if (rangeText !== null) aria += ` (${rangeText})`;
  if (valueText !== null && stateText !== null) aria += `, ${stateText.toLowerCase()}`;
  if (change !== null) aria += `, ${change.text}`;
  return {
    name,
    unit,
    value,
    low: value === null ? null : low,
    high: value === null ? null : high,
    valueText,
    rangeText,
    stateText,
    change,
    trend: readTrend(trend),
    aria,
    look,
    caption: about ? figureCaption(about.id, about.scope, about.period, name) : null,
    definition: about ? definitionOf(about.id, about.scope) : null,
  };
}

/** Any measured figure (keyword, prompt, competitors) or reputation figure; null/absent reads as not measured. */
export function describeFigure(name: string, figure: unknown, unit: Unit, fmt: Format, about?: FigureAbout): FigureView {
  const f = asObject(figure);
  return viewOfReading(name, readFigure(f), f?.trend, unit, fmt, about);
}

/** A figure in words: "42% (38–47), up 3 points (+1 to +7)", or its state ("Too few answers to measure"). */
export function figureWords(view: FigureView): string {
  let text = view.valueText ?? view.stateText ?? '';
  if (view.valueText !== null && view.rangeText !== null) text += ` (${view.rangeText})`;
  if (view.valueText !== null && view.stateText !== null) text += `, ${view.stateText.toLowerCase()}`;
  if (view.change !== null) text += `, ${view.change.text}`;
  return text;
}

/** "Service score · this keyword's search results · Last 4 weeks: 58 (54–63), up 3 points (+1 to +7)" for briefs. */
export function figureLine(view: FigureView): string {
  return `${view.caption ?? view.name}: ${figureWords(view)}`;
}

/**
 * The hover of a figure: what it is (name, scope, period), its value with the range or its state with the reason, the
 * change in words with the margin of error, and its definition.
 */
export function figureHover(view: FigureView): string {
  const lines = [view.caption ?? view.name];
  if (view.valueText === null) lines.push(`— ${view.look.words}. ${view.look.reason}`.trim());
  else {
    lines.push(view.rangeText === null ? view.valueText : `${view.valueText} (range ${view.rangeText})`);
    if (view.stateText !== null) lines.push(`${view.look.words}. ${view.look.reason}`.trim());
  }
  if (view.change !== null) lines.push(`Change: ${view.change.text}`);
  if (view.definition !== null) lines.push(view.definition);
  if (view.change !== null && view.definition !== null) lines.push(definitionOf('change'));
  return lines.join('\n');
}

export interface ScoreMarkView {
  valueText: string | null;
  band: string | null;
  label: string | null;
  tooltip: string | null;
  stateText: string | null;
  aria: string;
  look: StateLook;
}

/** A score mark: a value with its band ("Strong"; "Not measured" where no value is served). The mark's own label
 * names it unless `preferName` (an engine card's "Perplexity score" says more than "Service score"). */
export function describeScoreMark(name: string, mark: unknown, fmt: Format, preferName = false): ScoreMarkView {
  const m = asObject(mark);
  const reading = readFigure(m);
  const valueText = reading.value === null ? null : fmt.int(reading.value);
  const band = m === null ? null : str(m.band);
  const label = m === null ? null : str(m.label);
  const stateText = reading.look.state === 'measured' ? null : reading.look.words;
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
    look: reading.look,
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
