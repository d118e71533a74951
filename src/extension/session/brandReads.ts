// The reads the VS Code surfaces make, bound to one read session (period, filters, scan pin): one per read of the
// table (shared/api/reads.ts) — a list read gives one page, an item read takes the item's id — plus the brand list, the
// scans and the filter menus. Implemented over the API layer's client in sessionReads.ts.
import type {
  BrandSummary, ItemArgs, ListReadName, MenuOption, ReadItem, ReadName, ReadOptions, ReadResult,
} from '../../core/api';

export interface Paged<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** A completed scan the API reports for a brand (from the tolerant reading of GET /v1/brands/{id}/scans). */
export interface ScanChoice {
  id: string;
  completedAt: string | undefined;
  kind: string | undefined;
}

/** Filter menus from the API's own `menus` (cited pages read), engines from the reference's list. */
export interface FilterMenus {
  engines: MenuOption[];
  types: MenuOption[];
  intents: MenuOption[];
  segments: MenuOption[];
  topics: MenuOption[];
}

/** One page of a list read, with the whole response it came in. */
export type ReadPage<N extends ListReadName> = Paged<ReadItem<N>> & { read: ReadResult<N> };

export type TableReads = {
  [N in ReadName]: N extends ListReadName
    ? (brandId: string, cursor?: string) => Promise<ReadPage<N>>
    : (brandId: string, ...ids: ItemArgs<N>) => Promise<ReadResult<N>>;
};

export interface BrandReads extends TableReads {
  /** A read of the table through the brand's session (scan pin) with the caller's own query, not the selection's (agent tools). */
  withQuery(name: ReadName, brandId: string, ids: readonly string[], query: Record<string, unknown>, opts?: ReadOptions): Promise<unknown>;
  brands(): Promise<BrandSummary[]>;
  scans(brandId: string): Promise<ScanChoice[]>;
  menus(brandId: string): Promise<FilterMenus>;
  /** The scan the session reads pin to once known (data_as_of of the first read, or the explicit pin). */
  pinnedScan(brandId: string): { id: string; completedAt: string | undefined } | undefined;
}
