// All panels of the window: one per (kind, brand, item), opened or revealed by the palette and tree commands and by
// links inside panels, restored by one WebviewPanelSerializer per kind (each kind's registration in kinds/), and told
// when the tree's period, filters, scan pin, key or Refresh change. The test API hands it to the suites and the bench.
import * as vscode from 'vscode';
import { InvalidRequestOptionsError, isUuid, pathParamsOf, type ReadSession } from '../../core/api';
import type { Services } from '../session/services';
import type { PanelKind } from '../../shared/protocol';
import { vscodePanelEnvironment, type PanelEnvironment } from './panelEnvironment';
import { PanelHost, type PanelHostContext } from './panelHost';
import { panelOptions } from './panelHtml';
import { PanelMemory } from './panelMemory';
import { LEADERBOARD_LIMIT } from './panelQuery';
import { PANEL_KINDS, isItemKind, panelKey, registrationOf, type PanelTarget } from '../../shared/panels/index';

export interface PanelMetric {
  kind: PanelKind;
  /** From the state's arrival in the webview to the first frame after rendering it. */
  firstPaintMs: number;
  at: number;
}

const METRICS_KEPT = 200;
/** How long a restore waits for the key store and connection state at startup. */
const CONNECTION_WAIT_MS = 15_000;

export class PanelManager implements vscode.Disposable {
  private readonly hosts = new Map<string, PanelHost>();
  private readonly memory: PanelMemory;
  private readonly disposables: vscode.Disposable[] = [];
  private environment: PanelEnvironment = vscodePanelEnvironment;
  private leaderboardLimitValue = LEADERBOARD_LIMIT;
  /** Creating a session may pin it at once (the tree's explicit pin): that event is not a reason to read again. */
  private acquiringSession = false;
  private readonly ctx: PanelHostContext;

  /** The webviews' first-paint reports, newest last (bench and suites). */
  readonly metrics: PanelMetric[] = [];
  /** One serializer per kind; registerPanels registers them, the suite calls them directly. */
  readonly serializers: Readonly<Record<PanelKind, vscode.WebviewPanelSerializer<unknown>>>;

  constructor(
    private readonly services: Services,
    private readonly extensionUri: vscode.Uri,
  ) {
    this.memory = new PanelMemory(services.context.workspaceState);
    this.ctx = {
      services,
      extensionUri,
      env: () => this.environment,
      session: (brandId) => this.session(brandId),
      openPanel: (target) => this.openIn(target, vscode.ViewColumn.Beside),
      leaderboardLimit: () => this.leaderboardLimitValue,
      recordMetrics: (kind, firstPaintMs) => this.recordMetrics(kind, firstPaintMs),
      remember: (record) => void this.memory.remember(record).then(undefined, (err: unknown) => services.log.debug(`panels: remembering failed: ${String(err)}`)),
      hostDisposed: (host) => {
        const key = panelKey(host.kind, host.brandId, host.id);
        if (this.hosts.get(key) === host) this.hosts.delete(key);
      },
    };
    const serializers = {} as Record<PanelKind, vscode.WebviewPanelSerializer<unknown>>;
    for (const kind of PANEL_KINDS) {
      serializers[kind] = { deserializeWebviewPanel: (panel, state) => this.restore(kind, panel, state) };
    }
    this.serializers = serializers;

    const { selection, sessions, connection } = services;
    this.disposables.push(
      selection.onDidChange((changes) => this.each((host) => host.followSelection(changes))),
      sessions.onDidChange(({ brandId, change }) => {
        // `pinned`: the first read named its scan (our own read, usually): nothing to read again.
        if (this.acquiringSession || change.reason === 'pinned') return;
        this.each((host) => {
          if (host.brandId !== brandId) return;
          // A read in flight when the pinned scan went away is retried unpinned by the session itself.
          if (change.reason === 'pinned-scan-gone' && host.isReading) return;
          host.markStale();
        });
      }),
      services.onDidRefresh(() => this.each((host) => host.markStale())),
      connection.onDidChangeCredentials(() => this.each((host) => host.markStale())),
      connection.onDidChangeState((state) => {
        if (state === 'ready') this.each((host) => host.showsError && host.markStale());
      }),
    );
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Opening

  /** Opens the panel, or reveals it when this (kind, brand, item) is already open. */
  open(target: PanelTarget): Promise<void> {
    return this.openIn(target, vscode.ViewColumn.Active);
  }

  /** `column`: the active group for commands and tree items; beside the panel for a link inside a panel. */
  private async openIn(target: PanelTarget, column: vscode.ViewColumn): Promise<void> {
    const { kind, brandId } = target;
    const id = isItemKind(kind) ? target.id : undefined;
    const issues = [
      ...(isUuid(brandId) ? [] : [{ name: 'brand_id', message: 'must be a UUID' }]),
      ...(isItemKind(kind) && !isUuid(id) ? [{ name: pathParamsOf(registrationOf(kind).read)[1], message: 'must be a UUID' }] : []),
    ];
    if (issues.length > 0) throw new InvalidRequestOptionsError(issues);
    const existing = this.hosts.get(panelKey(kind, brandId, id));
    if (existing && !existing.isDisposed) {
      existing.showFocus(target.focus);
      existing.reveal();
      return;
    }
    const panel = vscode.window.createWebviewPanel(
      registrationOf(kind).viewType,
      target.title ?? kind,
      { viewColumn: column, preserveFocus: false },
      panelOptions(this.extensionUri),
    );
    this.adopt(panel, { kind, brandId, id, titleHint: target.title, restored: false, focus: target.focus });
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Restore after a window reload

  private async restore(kind: PanelKind, panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const saved = savedState(kind, state);
    if (!saved) {
      this.services.log.warn(`panels: a ${kind} panel could not be restored (its saved state is not one this extension writes)`);
      panel.dispose();
      return;
    }
    await this.connectionKnown();
    const record = this.memory.find(kind, saved.id, (brandId) => this.hosts.has(panelKey(kind, brandId, undefined)));
    const brandId = record?.brandId ?? this.services.selection.brandId;
    if (!brandId || !isUuid(brandId) || (isItemKind(kind) && saved.id === null)) {
      this.services.log.warn(`panels: a ${kind} panel could not be restored (its brand or item is not known)`);
      panel.dispose();
      return;
    }
    const id = saved.id ?? undefined;
    const existing = this.hosts.get(panelKey(kind, brandId, id));
    if (existing && !existing.isDisposed) {
      // Opened again before the restore reached it: keep the one that is open.
      panel.dispose();
      return;
    }
    this.adopt(panel, { kind, brandId, id, titleHint: record?.title, brandNameHint: record?.brandName, restored: true });
  }

  /** At startup the key store is read asynchronously: a restore waits until the connection state is known. */
  private connectionKnown(): Promise<void> {
    const connection = this.services.connection;
    if (connection.state !== 'unknown') return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, CONNECTION_WAIT_MS);
      const subscription = connection.onDidChangeState((state) => {
        if (state !== 'unknown') done();
      });
      function done(): void {
        clearTimeout(timer);
        subscription.dispose();
        resolve();
      }
    });
  }

  private adopt(panel: vscode.WebviewPanel, init: ConstructorParameters<typeof PanelHost>[1]): PanelHost {
    const host = new PanelHost(panel, init, this.ctx);
    this.hosts.set(panelKey(init.kind, init.brandId, init.id), host);
    return host;
  }

  private session(brandId: string): ReadSession | undefined {
    this.acquiringSession = true;
    try {
      return this.services.sessions.get(brandId);
    } finally {
      this.acquiringSession = false;
    }
  }

  private each(run: (host: PanelHost) => void): void {
    for (const host of [...this.hosts.values()]) run(host);
  }

  private recordMetrics(kind: PanelKind, firstPaintMs: number): void {
    this.metrics.push({ kind, firstPaintMs, at: Date.now() });
    if (this.metrics.length > METRICS_KEPT) this.metrics.splice(0, this.metrics.length - METRICS_KEPT);
    this.services.log.debug(`panel ${kind}: first paint ${Math.round(firstPaintMs)} ms`);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // For the extension-host suite and the bench

  /** The open panels. */
  get panels(): PanelHost[] {
    return [...this.hosts.values()];
  }

  /** The open panel of this (kind, brand, item), if any. */
  find(kind: PanelKind, brandId: string, id?: string): PanelHost | undefined {
    return this.hosts.get(panelKey(kind, brandId, id));
  }

  /** Replaces some of the VS Code calls the panels end in (browser, clipboard, save dialog, messages) until disposed. */
  useEnvironment(overrides: Partial<PanelEnvironment>): vscode.Disposable {
    const previous = this.environment;
    this.environment = { ...previous, ...overrides };
    return new vscode.Disposable(() => {
      this.environment = previous;
    });
  }

  /** The competitors leaderboard's page size (the sample data fits one default page). */
  useLeaderboardLimit(limit: number): vscode.Disposable {
    const previous = this.leaderboardLimitValue;
    this.leaderboardLimitValue = limit;
    return new vscode.Disposable(() => {
      this.leaderboardLimitValue = previous;
    });
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    // Deactivation (also a window reload): panels stay open for their serializers.
    for (const host of this.panels) host.detach();
  }
}

/** The webview's `vscode.setState({panel, id})`, checked: it comes back from storage the page could write to. */
function savedState(kind: PanelKind, state: unknown): { id: string | null } | undefined {
  // A page that never received its state saved nothing; a brand panel can still come back.
  if (state === undefined || state === null) return { id: null };
  if (typeof state !== 'object' || Array.isArray(state)) return undefined;
  const { panel, id } = state as { panel?: unknown; id?: unknown };
  if (panel !== undefined && panel !== kind) return undefined;
  if (!isItemKind(kind)) return { id: null };
  if (id === null || id === undefined) return { id: null };
  return isUuid(id) ? { id } : undefined;
}
