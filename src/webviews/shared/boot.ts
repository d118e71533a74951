// Browser entry shared by the panels: wires the real webview globals into createPanelApp. Only main.ts files import it.
import { createPanelApp } from './app';
import type { PanelView } from './panel';
import type { PanelKind } from '../../shared/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

export function bootPanel<P extends PanelKind>(view: PanelView<P>): void {
  const api = acquireVsCodeApi();
  const root = document.getElementById('app') ?? document.body;
  const app = createPanelApp(view, {
    document,
    root,
    post: (message) => api.postMessage(message),
    saveState: (state) => api.setState(state),
    raf: (callback) => requestAnimationFrame(() => callback()),
    mark: (name) => performance.mark(name).startTime,
  });
  window.addEventListener('message', (event: MessageEvent) => app.receive(event.data));
  window.addEventListener('pagehide', () => app.rpc.dispose());
  app.start();
}
