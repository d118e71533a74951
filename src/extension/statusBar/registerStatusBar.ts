// Wires the status bar item to its inputs' events.
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { scanShown } from '../session/viewState';
import { BrandStatusBar } from './statusBar';

export function registerStatusBar(context: vscode.ExtensionContext, services: Services): BrandStatusBar {
  const bar = new BrandStatusBar({
    connection: services.connection,
    selection: services.selection,
    scan: () => scanShown(services.selection, (id) => services.reads.pinnedScan(id)),
    quota: () => services.api.rateLimit,
  });
  const update = (): void => bar.update();
  context.subscriptions.push(
    bar,
    services.connection.onDidChangeState(update),
    services.selection.onDidChange(update),
    services.sessions.onDidChange(update),
    services.api.onDidChangeRateLimit(update),
  );
  return bar;
}
