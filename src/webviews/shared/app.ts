// A panel's runtime: handshake, host messages → what is on screen, user actions → requests. DOM access goes through
// the injected deps so the whole loop runs in plain Node with the test suite's fake document.
import { csvFileName, tableCsvRows } from './table';
import { toCsv } from './csv';
import { mount, type MountDocument, type VElement } from './dom';
import { FOCUSED_ROW_ID } from './components';
import { csvExportContext } from './exportContext';
import { createFormat } from './format';
import type { PanelActions, PanelView, RenderContext } from './panel';
import {
  isHostMessage,
  type ErrorInfo,
  type PanelContext,
  type PanelDataMap,
  type PanelKind,
  type RequestMethod,
  type RequestParamsMap,
  type WebviewMessage,
} from '../../shared/protocol';
import { createRpc, RpcError, type Rpc, type RpcOptions } from './rpc';
import { renderError, renderLoading, renderPanel } from './shell';

export interface AppDeps {
  document: MountDocument & {
    readonly activeElement?: { readonly id?: string } | null;
    getElementById(id: string): { focus?: () => void } | null;
  };
  /** The #app element. */
  root: { replaceChildren(...nodes: Element[]): void };
  post(message: WebviewMessage): void;
  /** vscode.setState: what the host's WebviewPanelSerializer gets back ({panel, id}). */
  saveState?(state: { panel: PanelKind; id: string | null }): void;
  /** requestAnimationFrame. */
  raf(callback: () => void): void;
  /** performance.mark(name).startTime */
  mark(name: string): number;
  rpc?: RpcOptions;
}

type Screen<P extends PanelKind> =
  | { kind: 'loading' }
  | { kind: 'error'; error: ErrorInfo }
  | { kind: 'ready'; data: PanelDataMap[P]; context: PanelContext };

export interface PanelApp {
  /** Posts the ready handshake and shows the loading state. */
  start(): void;
  /** Every message event's data goes here; anything that is not a host message is ignored. */
  receive(message: unknown): void;
  readonly rpc: Rpc;
}

/** Requests that wait on the person (a save dialog, the "open external site?" prompt) get longer than data reads. */
const INTERACTIVE_TIMEOUT_MS = 10 * 60_000;
function timeoutFor(method: RequestMethod): number | undefined {
  return method === 'exportCsv' || method === 'openExternal' ? INTERACTIVE_TIMEOUT_MS : undefined;
}

function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof RpcError) return error.nextStep === undefined ? { message: error.message } : { message: error.message, nextStep: error.nextStep };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The error as the host sent it, without keys it did not send. */
function screenError(message: ErrorInfo): ErrorInfo {
  const info: ErrorInfo = { message: message.message };
  if (message.nextStep !== undefined) info.nextStep = message.nextStep;
  if (message.action !== undefined) info.action = message.action;
  return info;
}


function dataId(data: unknown): string | null {
  const id = (data as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}

export function createPanelApp<P extends PanelKind>(view: PanelView<P>, deps: AppDeps): PanelApp {
  const rpc = createRpc(deps.post, deps.rpc);
  let screen: Screen<P> = { kind: 'loading' };
  let notice: string | null = null;
  const busy = new Set<string>();
  /** Bumped by every new state: a page requested for older data is not merged into newer data. */
  let generation = 0;

  function say(text: string | null): void {
    notice = text;
    paint();
  }

  function fail(error: unknown): void {
    const info = errorInfo(error);
    say(info.nextStep ? `${info.message} ${info.nextStep}` : info.message);
  }

  function send<M extends RequestMethod>(method: M, params: RequestParamsMap[M], done?: string): void {
    rpc.request(method, params, timeoutFor(method)).then(
      () => {
        if (done) say(done);
      },
      (error: unknown) => fail(error),
    );
  }

  const actions: PanelActions = {
    openExternal: (url) => send('openExternal', { url }),
    openPanel: (panel, id, focus) => send('openPanel', { panel, ...(id === undefined ? {} : { id }), ...(focus === undefined ? {} : { focus }) }),
    openOwnedPage: (url, show) => send('openOwnedPage', { url, show }),
    fixConnection: (action) => send('fixConnection', { action }),
    setFilters: (params) => send('setFilters', params),
    refetch: () => send('refetch', {}),
    copyMarkdown: () => {
      if (screen.kind !== 'ready') return;
      const text = view.markdown(screen.data, { locale: screen.context.locale, brandName: screen.context.brandName, context: screen.context });
      send('copyMarkdown', { text }, 'Copied as Markdown.');
    },
    exportCsv: (table) => {
      if (screen.kind !== 'ready') return;
      const suggestedName = csvFileName(table, view.title(screen.data));
      const rows = tableCsvRows(table, csvExportContext(view.panel, screen.data, screen.context));
      rpc.request('exportCsv', { text: toCsv(rows), suggestedName }, timeoutFor('exportCsv')).then(
        (result) => {
          if (result && result.saved) say(`Saved ${table.caption} as CSV.`);
        },
        (error: unknown) => fail(error),
      );
    },
    loadMore: (params) => {
      if (screen.kind !== 'ready' || busy.has(params.list) || !view.merge) return;
      const asked = generation;
      busy.add(params.list);
      paint();
      rpc.request('loadMore', params).then(
        (page) => {
          busy.delete(params.list);
          if (asked !== generation || screen.kind !== 'ready') return;
          const merged = view.merge!(screen.data, params, page);
          if (merged === null) {
            say('The next page could not be read. Refresh the panel and try again.');
            return;
          }
          screen = { ...screen, data: merged };
          paint();
        },
        (error: unknown) => {
          busy.delete(params.list);
          fail(error);
        },
      );
    },
  };

  function tree(): VElement {
    switch (screen.kind) {
      case 'loading':
        return renderLoading(view.panel);
      case 'error':
        return renderError(view.panel, screen.error, actions, notice);
      case 'ready': {
        const rc: RenderContext = { context: screen.context, fmt: createFormat(screen.context.locale), actions, busy };
        try {
          return renderPanel(view, screen.data, rc, notice);
        } catch (error) {
          // Data the schemas let through but a renderer cannot read: say so instead of leaving a blank panel.
          return renderError(
            view.panel,
            { message: `This panel could not show the data it received (${errorInfo(error).message}).`, nextStep: 'Refresh the panel; if it happens again, report it.' },
            actions,
            notice,
          );
        }
      }
    }
  }

  function paint(): void {
    const focusedId = deps.document.activeElement?.id;
    deps.root.replaceChildren(mount(deps.document, tree()));
    // Re-rendering replaces nodes; put keyboard focus back on the control with the same id.
    if (focusedId) deps.document.getElementById(focusedId)?.focus?.();
  }

  function receive(message: unknown): void {
    if (!isHostMessage(message)) return;
    switch (message.type) {
      case 'response':
        rpc.handle(message);
        return;
      case 'loading':
        screen = { kind: 'loading' };
        notice = null;
        paint();
        return;
      case 'error':
        screen = { kind: 'error', error: screenError(message) };
        notice = null;
        paint();
        return;
      case 'state': {
        if (message.panel !== view.panel) return;
        const dataAt = deps.mark('bv:data');
        generation++;
        busy.clear();
        notice = null;
        screen = { kind: 'ready', data: message.data as PanelDataMap[P], context: message.context };
        deps.saveState?.({ panel: view.panel, id: dataId(message.data) });
        paint();
        // A link asked for one brand: take the keyboard (and the view) to its row.
        if (message.context.focus) deps.document.getElementById(FOCUSED_ROW_ID)?.focus?.();
        deps.raf(() => {
          const paintedAt = deps.mark('bv:painted');
          deps.post({ type: 'metrics', firstPaintMs: Math.max(0, paintedAt - dataAt) });
        });
        return;
      }
    }
  }

  return {
    start() {
      paint();
      deps.post({ type: 'ready' });
    },
    receive,
    rpc,
  };
}
