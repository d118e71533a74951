// What a panel reads with: its own period and filters (seeded from the tree's selection, changed by the panel's own
// controls through setFilters, reset to the selection when the tree's period/filters change), and the query each
// panel's read gets from them (its registration: period, the filters it takes, fixed values; `as_of` is the session's).
// No `vscode` import: unit-tested on plain Node.
import { ENGINES, INTENTS, PROMPT_TYPES, isUuid, type PeriodPreset, type ReadQuery } from '../../core/api';
import { PANEL_FILTERS, type FilterKey, type PanelFilters, type PanelKind, type SetFiltersParams } from '../../shared/protocol';
import { panelReadQuery, registrationOf, type PanelQuery, type PanelRegistry } from '../../shared/panels/index';

export type { PanelQuery };

/** The tree's selection as far as panels use it (SelectionSnapshot has more). */
export interface SelectionQuery {
  period: PeriodPreset;
  filters: Partial<Record<string, string>>;
}

/** The longest segment label the reference allows. */
const SEGMENT_MAX = 200;

/** Why a filter value is refused, or undefined when it is one the reference allows for that name. */
export function filterProblem(key: FilterKey, value: string): string | undefined {
  switch (key) {
    case 'engine':
      return (ENGINES as readonly string[]).includes(value) ? undefined : `unknown engine (one of ${ENGINES.join(', ')})`;
    case 'type':
      return (PROMPT_TYPES as readonly string[]).includes(value) ? undefined : `unknown prompt type (one of ${PROMPT_TYPES.join(', ')})`;
    case 'intent':
      return (INTENTS as readonly string[]).includes(value) ? undefined : `unknown intent (one of ${INTENTS.join(', ')})`;
    case 'topic':
    case 'prompt':
      return isUuid(value) ? undefined : 'must be an id (UUID)';
    case 'segment':
      return value.trim() !== '' && value.length <= SEGMENT_MAX ? undefined : `must be a segment label of 1 to ${SEGMENT_MAX} characters`;
  }
}

/** The selection's filters a panel can use; values the API would refuse (a topic that is not an id) are dropped. */
function validFilters(filters: Partial<Record<string, string>>): Partial<Record<FilterKey, string>> {
  const out: Partial<Record<FilterKey, string>> = {};
  for (const key of ['engine', 'type', 'intent', 'segment', 'topic'] as const) {
    const value = filters[key];
    if (typeof value === 'string' && value !== '' && filterProblem(key, value) === undefined) out[key] = value;
  }
  return out;
}

export function queryFromSelection(selection: SelectionQuery): PanelQuery {
  return { period: selection.period, filters: validFilters(selection.filters) };
}

/**
 * The tree's period or filters changed: the panel follows. A prompt filter exists only in panels (set from a link),
 * so it is kept when the tree's filters change.
 */
export function followSelection(current: PanelQuery, selection: SelectionQuery, what: { period: boolean; filters: boolean }): PanelQuery {
  const next: PanelQuery = { period: what.period ? selection.period : current.period, filters: current.filters };
  if (what.filters) {
    next.filters = validFilters(selection.filters);
    if (current.filters.prompt !== undefined) next.filters.prompt = current.filters.prompt;
  }
  return next;
}

export type FilterChange = { ok: true; query: PanelQuery } | { ok: false; message: string };

/** A setFilters request from the panel's own controls. Filters the panel's endpoint does not take are refused. */
export function applySetFilters(kind: PanelKind, current: PanelQuery, params: SetFiltersParams): FilterChange {
  const next: PanelQuery = { period: params.period ?? current.period, filters: { ...current.filters } };
  const allowed = PANEL_FILTERS[kind];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(params.filters ?? {}) as [FilterKey, string | null | undefined][]) {
    if (!allowed.includes(key)) {
      problems.push(`${key}: not a filter of this panel`);
      continue;
    }
    if (value === null || value === undefined || value === '') {
      delete next.filters[key];
      continue;
    }
    const problem = filterProblem(key, value);
    if (problem) problems.push(`${key}: ${problem}`);
    else next.filters[key] = value;
  }
  if (problems.length > 0) return { ok: false, message: `The filter was not applied (${problems.join('; ')}).` };
  return { ok: true, query: next };
}

/** The filters this panel's endpoint takes, as the webview's context shows them. */
export function contextFilters(kind: PanelKind, query: PanelQuery): PanelFilters {
  const out: PanelFilters = {};
  for (const key of PANEL_FILTERS[kind]) if (query.filters[key] !== undefined) out[key] = query.filters[key];
  return out;
}

/** Page size of the competitors leaderboard; the first read and every "load more" send the same `limit`. */
export const LEADERBOARD_LIMIT = 20;

/**
 * The query of the panel's read, without `as_of` (the brand's ReadSession adds the scan pin). The enum-typed filters
 * were validated by filterProblem; the API layer validates again before sending.
 */
export function readQuery<K extends PanelKind>(kind: K, query: PanelQuery, leaderboardLimit = LEADERBOARD_LIMIT): ReadQuery<PanelRegistry[K]['read']> {
  return panelReadQuery(registrationOf(kind), query, { leaderboardLimit }) as ReadQuery<PanelRegistry[K]['read']>;
}

/** Equal queries read the same thing: a change of the tree that does not touch this panel's query reads nothing. */
export function sameReadQuery(kind: PanelKind, a: PanelQuery, b: PanelQuery): boolean {
  return JSON.stringify(readQuery(kind, a)) === JSON.stringify(readQuery(kind, b));
}
