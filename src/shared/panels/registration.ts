// What one panel kind declares (one module per kind, in this folder; index.ts lists them): everything the host, the
// manifest checks and the webview need to know about it. Plain data and pure functions, no `vscode` and only type
// imports from the read table, because the webview bundles read the filters and names from here too.
import type { ReadName, ReadQuery, ReadResult, Reads } from '../api/reads';
import type { PeriodPreset } from '../api/schemas';
import type { FilterKey, LoadMoreParams } from '../protocol';

/** What a panel reads with: its own period and filters (the host keeps it: src/extension/panels/panelQuery.ts). */
export interface PanelQuery {
  period: PeriodPreset;
  /** Only set filters, each a valid value for its name. */
  filters: Partial<Record<FilterKey, string>>;
}

export interface PanelRegistration<R extends ReadName = ReadName> {
  /** The webview panel's view type: its serializer restores the panel after a reload; package.json activates on it. */
  viewType: string;
  /** The panel kind's name: the tab title's first part (localized by the host) and the webview's eyebrow. */
  title: string;
  /** media/panels/<icon>-light.svg and -dark.svg. */
  icon: string;
  /** The read it shows (shared/api/reads.ts). */
  read: R;
  /** One item of the brand (its id is the read's second path parameter), or the brand itself. */
  item: boolean;
  /**
   * The filters it offers and reads with, each a query name of its read. It follows the tree's period and these
   * filters (see panelQuery.followSelection); the host offers the reference's menus for the engine, type and intent.
   */
  filters: readonly (FilterKey & Reads[R]['query'][number])[];
  /** Query values it always sends besides period and filters. */
  fixedQuery?(options: PanelReadOptions): ReadQuery<R>;
  /** A link may name one brand (domain or name) for the panel to mark and focus. */
  focus?: boolean;
  /** The lists a "load more" request may extend (the query they add is the protocol's loadMoreQuery). */
  more?: readonly LoadMoreParams['list'][];
  /** What the host learns from its data: the item's text for the title, the brand's display name. */
  learn(data: ReadResult<R>): { subject?: string; brandName?: string };
}

export interface PanelReadOptions {
  /** Page size of the competitors leaderboard; the first read and every "load more" send the same. */
  leaderboardLimit: number;
}

/** The query of a panel's read, without `as_of` (the brand's ReadSession adds the scan pin). */
export function panelReadQuery<R extends ReadName>(registration: PanelRegistration<R>, query: PanelQuery, options: PanelReadOptions): ReadQuery<R> {
  const out: Record<string, unknown> = { period: query.period };
  for (const key of registration.filters) if (query.filters[key] !== undefined) out[key] = query.filters[key];
  return { ...out, ...registration.fixedQuery?.(options) } as ReadQuery<R>;
}
