// What a panel module provides and what its renderer may ask for. Renderers are pure: they get data, the context and
// these callbacks, and return VNodes; the app (app.ts) turns callbacks into protocol requests.
import type { VNode } from './dom';
import type { Format } from './format';
import type { ConnectionAction, LoadMoreParams, PanelContext, PanelDataMap, PanelKind, SetFiltersParams } from '../../shared/protocol';
import type { TableModel } from './table';

export interface PanelActions {
  openExternal(url: string): void;
  openPanel(panel: PanelKind, id?: string, focus?: string): void;
  /** One of the brand's own pages: its local source file, or its row in the Owned pages tree. */
  openOwnedPage(url: string, show: 'source' | 'page'): void;
  fixConnection(action: ConnectionAction): void;
  setFilters(params: SetFiltersParams): void;
  loadMore(params: LoadMoreParams): void;
  exportCsv(table: TableModel): void;
  copyMarkdown(): void;
  refetch(): void;
}

export interface RenderContext {
  readonly context: PanelContext;
  readonly fmt: Format;
  readonly actions: PanelActions;
  /** Lists with a "load more" request in flight (their button is disabled). */
  readonly busy: ReadonlySet<string>;
}

export interface MarkdownOptions {
  locale?: string;
  brandName?: string;
  /** The panel's period, filters and pin: the brief says what it was read for. */
  context?: PanelContext;
}

export interface PanelView<P extends PanelKind> {
  readonly panel: P;
  /** The panel's heading (a keyword's text, a prompt's text, "Reputation"…). */
  title(data: PanelDataMap[P]): string;
  /** Badges and facts under the heading. */
  header(data: PanelDataMap[P], rc: RenderContext): VNode[];
  /** The panel's sections. */
  body(data: PanelDataMap[P], rc: RenderContext): VNode[];
  markdown(data: PanelDataMap[P], options?: MarkdownOptions): string;
  /** Merges a page answered to loadMore into the data; returns null when the page is not usable. */
  merge?(data: PanelDataMap[P], params: LoadMoreParams, page: unknown): PanelDataMap[P] | null;
}
