// BrandReads over the API layer: each read goes through the brand's ReadSession (scan pin), takes the selection's
// period and only the filters its endpoint names, is refused locally while the connection's gate is closed, and
// reports 401/409 to the connection (one notification, no loop).
import * as vscode from 'vscode';
import {
  BrandVisibilityError,
  ENGINES,
  MissingApiKeyError,
  READS,
  installReadMethods,
  isListRead,
  isUuid,
  pageOf,
  type BrandSummary,
  type ListReadName,
  type MenuOption,
  type ReadName,
  type ReadOptions,
  type ReadSession,
} from '../../core/api';
import { SELECTION_FILTER_KEYS, type Selection } from './selection';
import type { SessionRegistry } from './sessionRegistry';
import { engineName } from '../present/engines';
import type { ApiAccess } from './apiAccess';
import type { BrandReads, FilterMenus, ScanChoice } from './brandReads';
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

// One method per read of the table (BrandReads' mapped type): a list read gives one page, any other the whole read.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface SessionReads extends BrandReads {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class SessionReads {
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

  /** The query a read gets from the selection: its period and the filters it takes, nothing it does not name. */
  private queryFor(name: ReadName, cursor?: string): Record<string, unknown> {
    const takes = new Set<string>(READS[name].query);
    const filters = this.selection.filters;
    const query: Record<string, unknown> = {};
    if (takes.has('period')) query.period = this.selection.period;
    for (const key of SELECTION_FILTER_KEYS) {
      const value = filters[key];
      if (!takes.has(key) || value === undefined) continue;
      if (key !== 'topic' || isUuid(value)) query[key] = value;
    }
    if (cursor !== undefined) query.cursor = cursor;
    return query;
  }

  /** A read of the table through the brand's session, with the selection's query. */
  read(name: ReadName, brandId: string, ids: string[]): Promise<unknown> {
    return this.guard(() => this.session(brandId).read(name, ids, this.queryFor(name) as never));
  }

  withQuery(name: ReadName, brandId: string, ids: readonly string[], query: Record<string, unknown>, opts?: ReadOptions): Promise<unknown> {
    return this.guard(() => this.session(brandId).read(name, ids, query as never, opts));
  }

  /** One page of a list read. */
  page<N extends ListReadName>(name: N, brandId: string, cursor: string | undefined) {
    return this.guard(async () => {
      const read = await this.session(brandId).read(name, [], this.queryFor(name, cursor) as never);
      return { ...pageOf(name, read), read };
    });
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
        const read = await this.session(brandId).citedPages({ period: this.selection.period, limit: 1 });
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

installReadMethods(SessionReads.prototype, (reads, name, args) => {
  const [brandId, ...rest] = args as [string, ...(string | undefined)[]];
  return isListRead(name) ? reads.page(name as ListReadName, brandId, rest[0]) : reads.read(name, brandId, rest as string[]);
});

/** Brands added by id in settings (`brandVisibility.brands`), de-duplicated, uuids only. */
export function addedBrandIds(): string[] {
  const raw: unknown = vscode.workspace.getConfiguration('brandVisibility').get('brands');
  const ids = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase()) : [];
  return [...new Set(ids.filter(isUuid))];
}
