// The services object every surface is registered with (main.ts: `registerX(context, services)`). It is the one place
// the surfaces get the client, the selected brand/period/filters, the scan pin and the events, and where the site
// diagnostics' mapping and Audit tree children are found once they run.
import * as vscode from 'vscode';
import { ApiAccess } from './apiAccess';
import type { BrandReads } from './brandReads';
import { Connection, configuredOrigin } from './connection';
import { SessionReads } from './sessionReads';
import { ExtensionLog } from '../log/extensionLog';
import { PreviewDocuments } from '../previews/previewDocuments';
import type { PreviewScope } from '../previews/render/common';
import { KeyStore } from '../secrets/keyStore';
import { Selection } from './selection';
import { SessionRegistry } from './sessionRegistry';
import { BrandDirectory } from './brandDirectory';
import { MultiHook, type AuditTreeContributor, type LocalFileResolver } from './hooks';

export interface Services {
  readonly context: vscode.ExtensionContext;
  /** The "Brand Visibility" LogOutputChannel (redacts the key from every line). */
  readonly log: ExtensionLog;
  /** The API key in SecretStorage, one per base URL origin (never log or show its value). */
  readonly keys: KeyStore;
  /** Key/base-URL state, the `brandVisibility.keyState` context key, one-time 401/409 handling (`handleError`). */
  readonly connection: Connection;
  /** The API client (`api.client()`), and the scheduler's rate-limit state and event. */
  readonly api: ApiAccess;
  /** One ReadSession per brand: `sessions.get(brandId)` for pinned reads, `onDidChange` when a pin changes. */
  readonly sessions: SessionRegistry;
  /** Selected brand, period, filters and explicit scan pin, with `onDidChange`. */
  readonly selection: Selection;
  /** Reads with the session pin, the selection's period and each endpoint's own filters, gated by the connection. */
  readonly reads: BrandReads;
  /** Brands at the tree's root (GET /v1/brands + added ids); cached until Refresh. */
  readonly brands: BrandDirectory;
  /** The site diagnostics' URL → local file mapping, set in main.ts when they start (a trusted workspace); absent = "mapping not available". */
  localFiles: LocalFileResolver | undefined;
  /** Register extra children of each brand's Audit node here ("Pages without a local source"). */
  readonly auditContributors: MultiHook<AuditTreeContributor>;
  /** Read-only Markdown previews on the `brand-visibility:` scheme. */
  readonly previews: PreviewDocuments;
  /** Describes the selection for preview headings. */
  previewScope(brandId: string, usesPeriod: boolean): PreviewScope;
  /** Runs work with a notification progress (palette commands). */
  withProgress<T>(title: string, task: () => Promise<T>): Promise<T>;
  /** Refresh everything: new read sessions (scan pin), brands re-listed, tree re-read. Set by the tree's registration. */
  refresh(): void;
  /** Fires after refresh() (surfaces that cache reads re-read). */
  readonly onDidRefresh: vscode.Event<void>;
}

export function createServices(context: vscode.ExtensionContext): Services {
  const log = new ExtensionLog();
  log.setLevel(vscode.workspace.getConfiguration('brandVisibility').get('logLevel'));
  const keys = new KeyStore(context.secrets, log, configuredOrigin);
  const connection = new Connection(keys, log);
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '0');
  const api = new ApiAccess(connection, keys, log, version);
  const selection = new Selection(context.workspaceState);
  const sessions = new SessionRegistry(api, selection, log, connection);
  const reads = new SessionReads(connection, api, sessions, selection);
  const brands = new BrandDirectory(connection, () => reads, selection);
  const previews = new PreviewDocuments();
  const refreshed = new vscode.EventEmitter<void>();

  const withProgress = <T>(title: string, task: () => Promise<T>): Promise<T> =>
    Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: false }, task));

  const previewScope = (brandId: string, usesPeriod: boolean): PreviewScope => {
    const known = brands.cached.find((b) => b.id === brandId);
    const pin = sessions.pinOf(brandId);
    return {
      brandName: known?.name ?? (brandId === selection.brandId ? selection.brandName : undefined) ?? brandId,
      period: usesPeriod ? selection.period : undefined,
      filters: usesPeriod ? selection.filterLabels : undefined,
      pinnedCompletedAt: pin?.completed_at,
    };
  };

  const auditContributors = new MultiHook<AuditTreeContributor>();

  const services: Services = {
    context,
    log,
    keys,
    connection,
    api,
    sessions,
    selection,
    reads,
    brands,
    localFiles: undefined,
    auditContributors,
    previews,
    previewScope,
    withProgress,
    refresh: () => {
      connection.reopen();
      brands.invalidate();
      sessions.refresh();
      refreshed.fire();
    },
    onDidRefresh: refreshed.event,
  };

  context.subscriptions.push(
    log,
    keys,
    connection,
    api,
    selection,
    sessions,
    previews,
    auditContributors,
    refreshed,
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('brandVisibility.logLevel')) log.setLevel(vscode.workspace.getConfiguration('brandVisibility').get('logLevel'));
      if (e.affectsConfiguration('brandVisibility.brands')) {
        // Not a user retry: the gate of a rejected key stays closed.
        brands.invalidate();
        refreshed.fire();
      }
    }),
  );
  return services;
}
