// One panel's host: owns its WebviewPanel, reads its data through the brand's session, answers the webview's
// requests and follows the tree (period, filters, scan pin) while re-reading only when the panel is on screen.
// Every message from the webview is untrusted and checked with the protocol's guard first.
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import {
  ApiProblemError,
  MissingApiKeyError,
  RequestCancelledError,
  describeError,
  type ReadSession,
} from '../../core/api';
import { ConnectionBlockedError } from '../session/sessionReads';
import type { Services } from '../session/services';
import type { SelectionChange } from '../session/selection';
import {
  isWebviewMessage,
  type ConnectionAction,
  type ErrorInfo,
  type HostMessage,
  type LoadMoreParams,
  type PanelContext,
  type PanelData,
  type PanelKind,
  type PinnedScan,
  type RequestAnswers,
  type RequestMessage,
  type RequestMethod,
  type RequestParamsMap,
  type RequestResultMap,
  type StateMessage,
} from '../../shared/protocol';
import { isItemKind, registrationOf, takesFocus, type PanelTarget } from '../../shared/panels/index';
import type { PanelEnvironment } from './panelEnvironment';
import { panelHtml, panelWebviewOptions } from './panelHtml';
import type { PanelRecord } from './panelMemory';
import { hostMenus } from './panelMenus';
import { applySetFilters, contextFilters, followSelection, queryFromSelection, sameReadQuery, type PanelQuery } from './panelQuery';
import { readMore, readPanel } from './panelReads';
import { csvBytes, csvFileName, panelTitle, TITLE_MAX } from './panelText';
import { plainText } from '../../shared/text/plainText';
import { safeExternalUrl } from '../../shared/url';
import { OPEN_SOURCE_COMMAND, REVEAL_OWNED_PAGE_COMMAND } from '../tree/nodes/pageCommand';

/** The panel kind's name in the editor's language (tab titles, messages). */
export function panelKindTitle(kind: PanelKind): string {
  return vscode.l10n.t(registrationOf(kind).title);
}

/** What a host needs from the manager that created it. */
export interface PanelHostContext {
  readonly services: Services;
  readonly extensionUri: vscode.Uri;
  env(): PanelEnvironment;
  /** The brand's ReadSession (the tree's scan pin); undefined without a usable base URL. */
  session(brandId: string): ReadSession | undefined;
  /** A link inside the panel: opens (or reveals) that panel beside this one. */
  openPanel(target: PanelTarget): Promise<void>;
  leaderboardLimit(): number;
  recordMetrics(kind: PanelKind, firstPaintMs: number): void;
  remember(record: PanelRecord): void;
  hostDisposed(host: PanelHost): void;
}

export interface PanelHostInit {
  kind: PanelKind;
  brandId: string;
  id: string | undefined;
  /** The item's text or the brand's name known before the read (title while loading). */
  titleHint?: string;
  brandNameHint?: string;
  /** Restored by the serializer: a 404 means the saved entity is gone and the panel closes. */
  restored: boolean;
  /** A kind that takes a focus (competitors): the brand a link asked to show. */
  focus?: string;
}

type Screen =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'error'; info: ErrorInfo }
  | { kind: 'ready'; data: PanelData };

/** Messages kept for the extension-host suite (newest last). */
const POSTED_KEPT = 50;
/** A misbehaving page could flood the log: the first few ignored messages are logged, the rest only counted. */
const IGNORED_LOGGED = 10;

export class PanelHost implements vscode.Disposable {
  readonly kind: PanelKind;
  readonly brandId: string;
  readonly id: string | undefined;
  private query: PanelQuery;
  private screen: Screen = { kind: 'none' };
  /** Something the panel shows changed while it was hidden (or before its first read): read when on screen. */
  private stale = true;
  private webviewReady = false;
  private generation = 0;
  private reading: AbortController | undefined;
  private reloadScheduled = false;
  private restoring: boolean;
  private disposed = false;
  private readonly lifetime = new AbortController();
  private readonly disposables: vscode.Disposable[] = [];
  private titleSubject: string | undefined;
  private brandNameHint: string | undefined;
  private brandLookup = false;
  /** The brand a link asked to show (sent in the context until another link changes it). */
  private focus: string | undefined;

  // Observed by the extension-host suite and the bench.
  /** The last `state` message actually posted to the webview. */
  lastState: StateMessage | undefined;
  /** The webview's last `metrics` report. */
  lastMetrics: { firstPaintMs: number; at: number } | undefined;
  /** Every message posted to the webview, newest last (bounded). */
  readonly posted: HostMessage[] = [];
  /** Messages refused by the guard. */
  ignoredMessages = 0;
  /** Reads started (first read, refetch, setFilters, following the tree). */
  reads = 0;

  constructor(
    readonly panel: vscode.WebviewPanel,
    init: PanelHostInit,
    private readonly ctx: PanelHostContext,
  ) {
    this.kind = init.kind;
    this.brandId = init.brandId;
    this.id = init.id;
    this.restoring = init.restored;
    this.titleSubject = init.titleHint;
    this.brandNameHint = init.brandNameHint;
    this.focus = init.focus;
    this.query = queryFromSelection(ctx.services.selection);

    const webview = panel.webview;
    webview.options = panelWebviewOptions(ctx.extensionUri);
    const icon = registrationOf(this.kind).icon;
    panel.iconPath = {
      light: vscode.Uri.joinPath(ctx.extensionUri, 'media', 'panels', `${icon}-light.svg`),
      dark: vscode.Uri.joinPath(ctx.extensionUri, 'media', 'panels', `${icon}-dark.svg`),
    };
    this.updateTitle();
    this.disposables.push(
      webview.onDidReceiveMessage((message: unknown) => void this.receive(message)),
      panel.onDidChangeViewState(({ webviewPanel }) => {
        // Without retainContextWhenHidden the page is gone while hidden; it says `ready` again when shown.
        if (!webviewPanel.visible) this.webviewReady = false;
        else if (this.stale) this.scheduleReload();
      }),
      panel.onDidDispose(() => this.dispose()),
    );
    // The document's title is the kind only: the tab title may hold API text (an item's name), and the HTML shell
    // holds nothing from the API.
    webview.html = panelHtml(webview, ctx.extensionUri, this.kind, panelKindTitle(this.kind));
    this.remember();
    // Start reading while the page loads; a panel restored in a background tab waits until it is shown.
    if (panel.visible) this.scheduleReload();
  }

  get visible(): boolean {
    return !this.disposed && this.panel.visible;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** The panel's own period and filters (the test suite checks them). */
  get currentQuery(): PanelQuery {
    return { period: this.query.period, filters: { ...this.query.filters } };
  }

  reveal(): void {
    this.panel.reveal(undefined, false);
  }

  /** A link asked for one brand of this panel (a kind that takes a focus): mark and focus its row. */
  showFocus(focus: string | undefined): void {
    if (!takesFocus(this.kind) || focus === undefined || focus === this.focus) return;
    this.focus = focus;
    if (this.screen.kind === 'ready') this.render();
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Following the tree

  /** The tree's selection changed. Re-reads only when this panel's own query (or its pin) changed. */
  followSelection(changes: ReadonlySet<SelectionChange>): void {
    const selection = this.ctx.services.selection;
    let changed = false;
    if (changes.has('period') || changes.has('filters')) {
      const next = followSelection(this.query, selection, { period: changes.has('period'), filters: changes.has('filters') });
      changed = !sameReadQuery(this.kind, this.query, next);
      this.query = next;
    }
    if (changes.has('pin') && selection.brandId === this.brandId) changed = true;
    if (changed) this.markStale();
    else if (changes.has('brand') && this.screen.kind === 'ready') {
      // Only the brand's display name (or which brand is selected) changed: redraw the context, read nothing.
      this.updateTitle();
      this.render();
    }
  }

  /** Something this panel shows may be out of date (refresh, pin, key): re-read now if on screen, else when shown. */
  markStale(): void {
    if (this.disposed) return;
    this.stale = true;
    if (this.panel.visible) this.scheduleReload();
  }

  /** The panel shows an error (a retry may succeed once the key or connection changes). */
  get showsError(): boolean {
    return this.screen.kind === 'error';
  }

  /** True while a read of this panel is in flight (its answer will carry the session's current pin). */
  get isReading(): boolean {
    return this.reading !== undefined;
  }

  /** Several events in one tick (refresh fires the session's and the services' events) make one read. */
  private scheduleReload(): void {
    if (this.reloadScheduled || this.disposed) return;
    this.reloadScheduled = true;
    setTimeout(() => {
      this.reloadScheduled = false;
      // A `ready` in between may have started the read already.
      if (this.stale && this.visible) void this.reload();
    }, 0);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Reading

  private openSession(): ReadSession {
    const state = this.ctx.services.connection.state;
    if (state === 'missing' || state === 'unknown') throw new MissingApiKeyError();
    if (state === 'rejected' || state === 'archived' || state === 'noBaseUrl') throw new ConnectionBlockedError(state);
    const session = this.ctx.session(this.brandId);
    if (!session) throw new ConnectionBlockedError('noBaseUrl');
    return session;
  }

  /** Reads the panel's data: `loading`, then `state` or `error`. A newer reload supersedes an older one. */
  async reload(): Promise<void> {
    if (this.disposed) return;
    const generation = ++this.generation;
    this.stale = false;
    this.reading?.abort();
    const controller = new AbortController();
    this.reading = controller;
    this.reads++;
    this.screen = { kind: 'loading' };
    this.render();
    let outcome: Screen;
    try {
      const session = this.openSession();
      const data = await readPanel(
        session,
        { kind: this.kind, id: this.id, query: this.query, leaderboardLimit: this.ctx.leaderboardLimit() },
        { priority: this.panel.visible ? 'foreground' : 'background', signal: controller.signal },
      );
      outcome = { kind: 'ready', data };
    } catch (err) {
      if (generation !== this.generation || this.disposed || err instanceof RequestCancelledError) return;
      // 401/409: the connection closes its gate and notifies once; the panel still says what happened, in place.
      this.ctx.services.connection.handleError(err);
      if (this.restoring && err instanceof ApiProblemError && err.code === 'not_found') {
        this.closeGone();
        return;
      }
      const d = describeError(err);
      this.ctx.services.log.debug(`panel ${this.kind}: read failed: ${d.code ?? 'error'}: ${d.message}`);
      const action = connectionAction(err);
      outcome = { kind: 'error', info: { message: d.message, nextStep: d.nextStep, ...(action ? { action } : {}) } };
    } finally {
      if (this.reading === controller) this.reading = undefined;
    }
    if (generation !== this.generation || this.disposed) return;
    if (outcome.kind === 'ready') {
      this.restoring = false;
      this.learnFrom(outcome.data);
    }
    this.screen = outcome;
    this.render();
  }

  /** A restored panel whose keyword, prompt or brand no longer resolves: close it and say why. */
  private closeGone(): void {
    const what = panelKindTitle(this.kind).toLowerCase();
    const text = plainText(this.titleSubject, TITLE_MAX);
    const subject = text ? ` "${text}"` : '';
    this.ctx.env().notify(
      'warning',
      vscode.l10n.t('Brand Visibility: the {0}{1} of a restored panel no longer exists or this API key cannot read it. The panel was closed.', what, subject),
    );
    this.panel.dispose();
  }

  private learnFrom(data: PanelData): void {
    const learned = registrationOf(this.kind).learn(data);
    if (learned.subject !== undefined) this.titleSubject = learned.subject;
    if (learned.brandName) this.brandNameHint = learned.brandName;
    this.updateTitle();
    this.remember();
    if (this.brandName() === this.brandId) this.lookUpBrandName();
  }

  /** A brand the tree has not listed yet (a restored panel, a brand opened by id): the cached brand list names it. */
  private lookUpBrandName(): void {
    if (this.brandLookup) return;
    this.brandLookup = true;
    this.ctx.services.brands.brands().then(
      () => {
        if (this.disposed || this.brandName() === this.brandId) return;
        this.updateTitle();
        this.remember();
        if (this.screen.kind === 'ready') this.render();
      },
      (err: unknown) => this.ctx.services.log.debug(`panel ${this.kind}: the brand list could not be read for the title: ${describeError(err).message}`),
    );
  }

  // -------------------------------------------------------------------------------------------------------------------
  // What the webview is told

  private brandName(): string {
    const services = this.ctx.services;
    const known = services.brands.cached.find((b) => b.id === this.brandId)?.name;
    const selected = services.selection.brandId === this.brandId ? services.selection.brandName : undefined;
    return known || selected || this.brandNameHint || this.brandId;
  }

  private updateTitle(): void {
    const subject = isItemKind(this.kind) ? this.titleSubject : this.brandName();
    const title = panelTitle(panelKindTitle(this.kind), subject);
    if (this.panel.title !== title) this.panel.title = title;
  }

  /** The explicit "Pin to Scan…" of the tree, when it is this brand's; null = the latest scan. */
  private pinnedScan(data: PanelData): PinnedScan | null {
    const selection = this.ctx.services.selection;
    const pin = selection.pin;
    if (!pin || selection.brandId !== this.brandId) return null;
    const sessionPin = this.ctx.services.sessions.pinOf(this.brandId);
    const asOf = data.meta?.data_as_of;
    const completedAt = pin.completedAt ?? (sessionPin?.id === pin.id ? sessionPin.completed_at : undefined) ?? (asOf?.id === pin.id ? asOf.completed_at : undefined);
    return { id: pin.id, completedAt: completedAt ?? '' };
  }

  private context(data: PanelData): PanelContext {
    const menus = hostMenus(this.kind);
    return {
      brandName: this.brandName(),
      period: this.query.period,
      filters: contextFilters(this.kind, this.query),
      pinnedScan: this.pinnedScan(data),
      ...(menus ? { menus } : {}),
      locale: vscode.env.language,
      ...(this.focus ? { focus: plainText(this.focus, 300) } : {}),
    };
  }

  private render(): void {
    switch (this.screen.kind) {
      case 'none':
        return;
      case 'loading':
        return this.post({ type: 'loading' });
      case 'error':
        return this.post({ type: 'error', ...this.screen.info });
      case 'ready':
        return this.post({ type: 'state', panel: this.kind, data: this.screen.data, context: this.context(this.screen.data) } as StateMessage);
    }
  }

  private post(message: HostMessage): void {
    if (this.disposed || !this.webviewReady) return;
    this.posted.push(message);
    if (this.posted.length > POSTED_KEPT) this.posted.splice(0, this.posted.length - POSTED_KEPT);
    if (message.type === 'state') this.lastState = message;
    this.panel.webview.postMessage(message).then(undefined, (err: unknown) => {
      this.ctx.services.log.debug(`panel ${this.kind}: a message could not be posted: ${String(err)}`);
    });
  }

  private respond(id: number, outcome: { ok: true; result: unknown } | { ok: false; error: ErrorInfo }): void {
    this.post(outcome.ok ? { type: 'response', id, ok: true, result: outcome.result } : { type: 'response', id, ok: false, error: outcome.error });
  }

  // -------------------------------------------------------------------------------------------------------------------
  // What the webview asks

  /** Every message from the webview comes here (and the suite's simulated ones). Never throws. */
  async receive(raw: unknown): Promise<void> {
    if (this.disposed) return;
    if (!isWebviewMessage(raw)) {
      this.ignoredMessages++;
      if (this.ignoredMessages <= IGNORED_LOGGED) {
        this.ctx.services.log.warn(`panel ${this.kind}: ignored a message that is not part of the panel protocol (${shapeOf(raw)})`);
      }
      return;
    }
    switch (raw.type) {
      case 'ready':
        this.webviewReady = true;
        if (this.stale || this.screen.kind === 'none') await this.reload();
        else this.render();
        return;
      case 'metrics':
        this.lastMetrics = { firstPaintMs: raw.firstPaintMs, at: Date.now() };
        this.ctx.recordMetrics(this.kind, raw.firstPaintMs);
        return;
      case 'request':
        try {
          const result = await this.answer(raw);
          this.respond(raw.id, { ok: true, result });
        } catch (err) {
          this.respond(raw.id, { ok: false, error: errorInfo(err) });
        }
        return;
    }
  }

  /** Every request method's answer (see RequestAnswers: a method without one does not compile). */
  private readonly answers: RequestAnswers = {
    refetch: async () => {
      // The person asked again: a gate closed by a rejected key or an archived organization opens once.
      this.ctx.services.connection.reopen();
      await this.reload();
      return null;
    },
    setFilters: async (params) => {
      const change = applySetFilters(this.kind, this.query, params);
      if (!change.ok) throw new PanelRequestError({ message: change.message, nextStep: 'Choose another value.' });
      this.query = change.query;
      await this.reload();
      return null;
    },
    openExternal: (params) => this.openExternal(params.url),
    openPanel: async ({ panel, id, focus }) => {
      // A link to a brand of this very panel marks it here; any other opens (or reveals) beside.
      if (panel === this.kind && focus !== undefined) this.showFocus(focus);
      else await this.ctx.openPanel({ kind: panel, brandId: this.brandId, id, ...(focus === undefined ? {} : { focus }) });
      return null;
    },
    openOwnedPage: (params) => this.openOwnedPage(params.url, params.show),
    fixConnection: async ({ action }) => {
      await this.ctx.env().executeCommand(action === 'setApiKey' ? 'brandVisibility.setApiKey' : 'brandVisibility.selectBaseUrl');
      return null;
    },
    copyMarkdown: async ({ text }) => {
      await this.ctx.env().writeClipboard(text);
      return null;
    },
    exportCsv: (params) => this.exportCsv(params.text, params.suggestedName),
    loadMore: (params) => this.loadMore(params),
  };

  private answer<M extends RequestMethod>(request: RequestMessage & { method: M }): Promise<RequestResultMap[M]> {
    const answer = this.answers[request.method] as (params: RequestParamsMap[M]) => Promise<RequestResultMap[M]>;
    return answer(request.params as RequestParamsMap[M]);
  }

  private async openExternal(url: string): Promise<null> {
    const checked = safeExternalUrl(url);
    const uri = checked === null ? undefined : vscode.Uri.parse(checked, true);
    if (!uri || (uri.scheme !== 'http' && uri.scheme !== 'https')) {
      throw new PanelRequestError({ message: 'Only http and https links can be opened.' });
    }
    await this.ctx.env().openExternal(uri);
    return null;
  }

  /** Your own page in a keyword's top 10: its local source file, or its row in the Owned pages tree. */
  private async openOwnedPage(url: string, show: 'source' | 'page'): Promise<null> {
    const target = { brandId: this.brandId, url };
    if (show === 'source') {
      const opened = await this.ctx.env().executeCommand(OPEN_SOURCE_COMMAND, target);
      if (opened !== true) {
        throw new PanelRequestError({
          message: vscode.l10n.t('No local source file produces this page in the open folders.'),
          nextStep: vscode.l10n.t("Open the site's folder; Explain Mapping for URL… shows how a path resolves."),
        });
      }
      return null;
    }
    const revealed = await this.ctx.env().executeCommand(REVEAL_OWNED_PAGE_COMMAND, target);
    if (revealed !== true) throw new PanelRequestError({ message: vscode.l10n.t('This page is not among the Owned pages the view lists.') });
    return null;
  }

  private async exportCsv(text: string, suggestedName: string): Promise<{ saved: boolean }> {
    const env = this.ctx.env();
    const name = csvFileName(suggestedName);
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(homedir());
    const uri = await env.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folder, name),
      filters: { [vscode.l10n.t('CSV (comma-separated values)')]: ['csv'] },
      saveLabel: vscode.l10n.t('Export CSV'),
      title: vscode.l10n.t('Brand Visibility: Export CSV'),
    });
    if (!uri) return { saved: false };
    await env.writeFile(uri, csvBytes(text));
    return { saved: true };
  }

  private async loadMore(params: LoadMoreParams): Promise<RequestResultMap['loadMore']> {
    try {
      const session = this.openSession();
      return await readMore(
        session,
        { kind: this.kind, id: this.id, query: this.query, leaderboardLimit: this.ctx.leaderboardLimit() },
        params,
        { priority: 'foreground', signal: this.lifetime.signal },
      );
    } catch (err) {
      this.ctx.services.connection.handleError(err);
      throw err;
    }
  }

  private remember(): void {
    this.ctx.remember({
      kind: this.kind,
      brandId: this.brandId,
      id: this.id,
      brandName: this.brandName() === this.brandId ? undefined : this.brandName(),
      title: isItemKind(this.kind) ? this.titleSubject : undefined,
    });
  }

  /** The panel was closed (or is closed now). */
  dispose(): void {
    if (this.disposed) return;
    this.detach();
    this.panel.dispose();
  }

  /**
   * Stops hosting without closing the panel: at deactivation (a window reload) the panel must stay, so the serializer
   * can bring it back.
   */
  detach(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.reading?.abort();
    this.lifetime.abort();
    for (const d of this.disposables) d.dispose();
    this.ctx.hostDisposed(this);
  }
}

/** A request refused by the host itself (not by the API): its words go back to the webview as they are. */
class PanelRequestError extends Error {
  constructor(readonly info: ErrorInfo) {
    super(info.message);
  }
}

/** The fix a read's failure offers as a button in the panel: a key to set, or a base URL to choose. */
function connectionAction(err: unknown): ConnectionAction | undefined {
  if (err instanceof MissingApiKeyError) return 'setApiKey';
  if (err instanceof ConnectionBlockedError) return err.code === 'connection_noBaseUrl' ? 'selectBaseUrl' : err.code === 'connection_rejected' ? 'setApiKey' : undefined;
  if (err instanceof ApiProblemError && err.status === 401) return 'setApiKey';
  return undefined;
}

function errorInfo(err: unknown): ErrorInfo {
  if (err instanceof PanelRequestError) return err.info;
  const d = describeError(err);
  return { message: d.message, nextStep: d.nextStep };
}

/** What an ignored message looked like, without its content (it may be huge or hostile). */
function shapeOf(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return typeof raw;
  const type = (raw as { type?: unknown }).type;
  const method = (raw as { method?: unknown }).method;
  const word = (v: unknown): string => (typeof v === 'string' && /^[A-Za-z]{1,20}$/.test(v) ? v : typeof v);
  return `type ${word(type)}${method === undefined ? '' : `, method ${word(method)}`}`;
}
