// The reads the VS Code surfaces make, bound to one read session (period, filters, scan pin). Implemented over the
// API layer's client in sessionReads.ts; each method sends only the parameters the reference names for its endpoint.
import type {
  Audit, BrandSettings, BrandSummary, CitedPages, Competitors, Conversations, Keyword, KeywordList, KeywordListItem,
  MenuOption, OwnedPage, PromptListItem, Prompt, Reputation, Segments, CitedPage,
} from '../api/schemas';

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

export interface BrandReads {
  brands(): Promise<BrandSummary[]>;
  prompts(brandId: string, cursor?: string): Promise<Paged<PromptListItem>>;
  keywords(brandId: string, cursor?: string): Promise<Paged<KeywordListItem>>;
  ownedPages(brandId: string, cursor?: string): Promise<Paged<OwnedPage>>;
  citedPages(brandId: string, cursor?: string): Promise<Paged<CitedPage> & { read: CitedPages }>;
  competitors(brandId: string): Promise<Competitors>;
  audit(brandId: string): Promise<Audit>;
  segments(brandId: string): Promise<Segments>;
  reputation(brandId: string): Promise<Reputation>;
  keyword(brandId: string, keywordId: string): Promise<Keyword>;
  prompt(brandId: string, promptId: string): Promise<Prompt>;
  settings(brandId: string): Promise<BrandSettings>;
  conversations(brandId: string): Promise<Conversations>;
  scans(brandId: string): Promise<ScanChoice[]>;
  menus(brandId: string): Promise<FilterMenus>;
  /** The scan the session reads pin to once known (data_as_of of the first read, or the explicit pin). */
  pinnedScan(brandId: string): { id: string; completedAt: string | undefined } | undefined;
}

export type { KeywordList };
