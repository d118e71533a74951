// The shared figure presentation (src/shared/figureStates.ts, definitions.ts) for the host's surfaces: tree
// descriptions and tooltips, and the Markdown previews. A figure without a value is "—" with its state in words and a
// neutral icon; never 0, never a failure's colour. The shared English words go through vscode.l10n.t here.
import * as vscode from 'vscode';
import { definitionOf, figureCaption, type FigureId, type Scope } from '../../shared/definitions';
import { NO_VALUE, readFigure, stateLook, type FigureReading, type StateLook } from '../../shared/figureStates';
import { formatCount } from './format';
import { plainText } from '../../shared/text/plainText';
import type { SafeTooltip } from './tooltip';

export type FigureUnit = 'pct' | 'score';

/** Shared English text, looked up in the extension's localization bundle. */
export function localized(text: string): string {
  return text ? vscode.l10n.t(text) : text;
}

/**
 * A state's words for a row or a tooltip. A state this version does not know carries the API's own text: that is data,
 * shown as plain text (one line, bounded, no controls or bidi overrides) and never looked up as a message.
 */
function stateText(look: StateLook, which: 'short' | 'words' | 'reason'): string {
  return look.known ? localized(look[which]) : plainText(look[which], which === 'reason' ? 300 : 60);
}

function valueText(value: number, unit: FigureUnit): string {
  const count = formatCount(value) ?? String(value);
  return unit === 'pct' ? `${count}%` : count;
}

/** "42% (38–47)", "58", or "— too few answers" (a row's description, a preview's cell). */
export function figureShort(reading: FigureReading, unit: FigureUnit): string {
  if (reading.value === null) return `${NO_VALUE} ${stateText(reading.look, 'short')}`;
  const range = reading.low !== null && reading.high !== null ? ` (${formatCount(reading.low)}–${formatCount(reading.high)})` : '';
  const note = reading.look.state === 'measured' ? '' : `, ${stateText(reading.look, 'short')}`;
  return `${valueText(reading.value, unit)}${range}${note}`;
}

/** For tooltips: "42% · range 38–47", or "— · Too few answers to measure". */
export function figureLong(reading: FigureReading, unit: FigureUnit): string {
  if (reading.value === null) return `${NO_VALUE} · ${stateText(reading.look, 'words')}`;
  const parts = [valueText(reading.value, unit)];
  if (reading.low !== null && reading.high !== null) parts.push(vscode.l10n.t('range {0}–{1}', formatCount(reading.low) ?? '', formatCount(reading.high) ?? ''));
  if (reading.look.state !== 'measured') parts.push(stateText(reading.look, 'words'));
  return parts.join(' · ');
}

/** The figure's text for any figure-shaped API value. */
export function figureText(figure: unknown, unit: FigureUnit): string {
  return figureShort(readFigure(figure), unit);
}

/** A neutral icon for a state without a value (no colour: it is not a failure). */
export function stateIcon(look: StateLook): vscode.ThemeIcon {
  return new vscode.ThemeIcon(look.icon || 'dash');
}

export interface FigureAbout {
  id: FigureId;
  scope?: Scope;
  period?: string;
  /** The figure's own label from the API (a score mark's "Search score"), preferred to the generic name. */
  name?: string;
}

/** "Service score · all tracked prompts · Last week". */
export function figureLabel(about: FigureAbout): string {
  return localized(figureCaption(about.id, about.scope, about.period, about.name));
}

/**
 * A figure in a tooltip: its label (name, scope, period) with the value or the state, the reason when there is no
 * value, and the definition from the reference.
 */
export function addFigure(tooltip: SafeTooltip, about: FigureAbout, reading: FigureReading, unit: FigureUnit, extra?: string): SafeTooltip {
  tooltip.field(figureLabel(about), [figureLong(reading, unit), extra].filter(Boolean).join(' · '));
  if (reading.look.reason) tooltip.note(stateText(reading.look, 'reason'));
  return tooltip.note(localized(definitionOf(about.id, about.scope)));
}

/** A definition line alone (counts that are not figures: monthly searches, best rank…). */
export function addDefinition(tooltip: SafeTooltip, id: FigureId, scope?: Scope): SafeTooltip {
  return tooltip.note(localized(definitionOf(id, scope)));
}

/** A state's short words for a row ("not measured"), plain text when the API named a state of its own. */
export function stateShort(look: StateLook): string {
  return stateText(look, 'short');
}

export { readFigure, stateLook };
