// BrandReads over the API layer: each read goes through the brand's ReadSession (scan pin), takes the selection's
// period and only the filters its endpoint names, is refused locally while the connection's gate is closed, and
// reports 401/409 to the connection (one notification, no loop).
import * as vscode from 'vscode';
import {
  BrandVisibilityError,
  ENGINES,
  MissingApiKeyError,
  isUuid,
  type BrandSummary,
  type Engine,
  type Intent,
  type MenuOption,
  type PromptListItem,
  type PromptType,
  type ReadSession,
} from '../api';
import type { Selection, SelectionFilters } from '../state/selection';
import type { SessionRegistry } from '../state/sessions';
import { engineName } from '../tree/present/engines';
import type { ApiAccess } from './apiAccess';
import type { BrandReads, FilterMenus, Paged, ScanChoice } from './brandReads';
import type { Connection } from './connection';
import { readScanList } from './scanList';

/** Refused locally: the key was rejected or the organization is archived, and nobody asked to try again. */
export class ConnectionBlockedError extends BrandVisibilityError {
  readonly code: string;
  readonly userMessage: string;
  readonly nextStep: string;
  constructor(state: 'rejected' | 'archived' | 'noBaseUrl') {
    super(`Not sent: connection ${state}`);
    this.code = `connection_${state}`;
    if (state === 'rejected') {
      this.userMessage = vscode.l10n.t('The API key was rejected; nothing is sent until a new key is set.');
      this.nextStep = vscode.l10n.t("Set a valid API key with 'Brand Visibility: Set API Key'");
    } else if (state === 'archived') {
      this.userMessage = vscode.l10n.t("This API key's organization is archived; nothing can be read until it is restored.");
      this.nextStep = vscode.l10n.t('Retry once the organization is restored');
    } else {
      this.userMessage = vscode.l10n.t('No valid API base URL is set.');
      this.nextStep = vscode.l10n.t("Choose one with 'Brand Visibility: Select Base URL'");
    }
  }
}

/** The shared filters an endpoint takes (the reference's query lists), from the selection's filters. */
function sharedFilters(f: SelectionFilters): { engine?: Engine; type?: PromptType; intent?: Intent } {
  return { engine: f.engine as Engine | undefined, type: f.type as PromptType | undefined, intent: f.intent as Intent | undefined };
}

export class SessionReads implements BrandReads {
  private readonly menuCache = new Map<string, Promise<FilterMenus>>();

  constructor(
    private readonly connection: Connection,
    private readonly api: ApiAccess,
    private readonly sessions: SessionRegistry,
    private readonly selection: Selection,
  ) {
    sessions.onDidChange(({ brandId, change }) => {
      if (change.reason !== 'pinned') this.menuCache.delete(brandId);
    });
  }

  private session(brandId: string): ReadSession {
    this.gate();
    const session = this.sessions.get(brandId);
    if (!session) throw new ConnectionBlockedError('noBaseUrl');
    return session;
  }

  private gate(): void {
    const state = this.connection.state;
    if (state === 'missing' || state === 'unknown') throw new MissingApiKeyError();
    if (state === 'rejected' || state === 'archived' || state === 'noBaseUrl') throw new ConnectionBlockedError(state);
  }

  /** Runs a read and lets the connection see its failure first. */
  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.connection.handleError(err);
      throw err;
    }
  }

  private get period() {
    return this.selection.period;
  }

  private get filters(): SelectionFilters {
    return this.selection.filters;
  }

  brands(): Promise<BrandSummary[]> {
    return this.guard(async () => {
      this.gate();
      const client = this.api.client();
      if (!client) throw new ConnectionBlockedError('noBaseUrl');
      const listing = await client.listBrands(addedBrandIds());
      return listing.brands;
    });
  }

  prompts(brandId: string, cursor?: string): Promise<Paged<PromptListItem>> {
    return this.guard(async () => {
      const read = await this.session(brandId).prompts({ ...sharedFilters(this.filters), period: this.period, cursor });
      return { items: read.prompts, total: read.total, nextCursor: read.next_cursor ?? null };
    });
  }

  keywords(brandId: string, cursor?: string) {
    return this.guard(async () => {
      const f = this.filters;
      const read = await this.session(brandId).keywords({
        period: this.period,
        cursor,
        topic: f.topic && isUuid(f.topic) ? f.topic : undefined,
        segment: f.segment,
      });
      return { items: read.keywords, total: read.total, nextCursor: read.next_cursor };
    });
  }

  ownedPages(brandId: string, cursor?: string) {
    return this.guard(async () => {
      const read = await this.session(brandId).ownedPages({ ...sharedFilters(this.filters), period: this.period, cursor });
      return { items: read.pages, total: read.total, nextCursor: read.next_cursor };
    });
  }

  citedPages(brandId: string, cursor?: string) {
    return this.guard(async () => {
      const read = await this.session(brandId).citedPages({ ...sharedFilters(this.filters), period: this.period, cursor });
      return { items: read.pages, total: read.total, nextCursor: read.next_cursor, read };
    });
  }

  competitors(brandId: string) {
    return this.guard(() => this.session(brandId).competitors({ ...sharedFilters(this.filters), period: this.period }));
  }

  audit(brandId: string) {
    return this.guard(() => this.session(brandId).audit());
  }

  segments(brandId: string) {
    return this.guard(() => this.session(brandId).segments());
  }

  reputation(brandId: string) {
    const f = this.filters;
    return this.guard(() =>
      this.session(brandId).reputation({
        ...sharedFilters(f),
        period: this.period,
        topic: f.topic && isUuid(f.topic) ? f.topic : undefined,
        segment: f.segment,
      }),
    );
  }

  keyword(brandId: string, keywordId: string) {
    return this.guard(() => this.session(brandId).keyword(keywordId, { period: this.period }));
  }

  prompt(brandId: string, promptId: string) {
    return this.guard(() => this.session(brandId).prompt(promptId, { ...sharedFilters(this.filters), period: this.period }));
  }

  settings(brandId: string) {
    return this.guard(() => this.session(brandId).settings());
  }

  conversations(brandId: string) {
    return this.guard(() => this.session(brandId).conversations());
  }

  scans(brandId: string): Promise<ScanChoice[]> {
    return this.guard(async () => {
      this.gate();
      const client = this.api.client();
      if (!client) throw new ConnectionBlockedError('noBaseUrl');
      if (!isUuid(brandId)) return [];
      return readScanList(await client.getUnknown(`/v1/brands/${brandId}/scans`));
    });
  }

  /** The filter menus the API itself serves (cited pages' menus: counted over every tracked prompt). */
  menus(brandId: string): Promise<FilterMenus> {
    let cached = this.menuCache.get(brandId);
    if (!cached) {
      cached = this.guard(async () => {
        // One row is enough: the menus do not follow the filters or the page.
        const read = await this.session(brandId).citedPages({ period: this.period, limit: 1 });
        const m = read.menus;
        return {
          engines: ENGINES.map((e): MenuOption => ({ value: e, label: engineName(e) })),
          types: m?.types ?? [],
          intents: m?.intents ?? [],
          segments: m?.segments ?? [],
          topics: m?.topics ?? [],
        };
      });
      this.menuCache.set(brandId, cached);
      cached.catch(() => this.menuCache.delete(brandId));
    }
    return cached;
  }

  pinnedScan(brandId: string): { id: string; completedAt: string | undefined } | undefined {
    const pin = this.sessions.pinOf(brandId);
    return pin ? { id: pin.id, completedAt: pin.completed_at } : undefined;
  }
}

/** Brands added by id in settings (`brandVisibility.brands`), de-duplicated, uuids only. */
export function addedBrandIds(): string[] {
  const raw: unknown = vscode.workspace.getConfiguration('brandVisibility').get('brands');
  const ids = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase()) : [];
  return [...new Set(ids.filter(isUuid))];
}
