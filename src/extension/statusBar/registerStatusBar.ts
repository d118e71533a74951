// Wires the status bar item to its inputs' events.
import * as vscode from 'vscode';
import type { Services } from '../services/services';
import { BrandStatusBar } from './statusBar';

export function registerStatusBar(context: vscode.ExtensionContext, services: Services): BrandStatusBar {
  const bar = new BrandStatusBar({
    connection: services.connection,
    selection: services.selection,
    pinnedScan: () => {
      const brandId = services.selection.brandId;
      const pin = brandId ? services.reads.pinnedScan(brandId) : undefined;
      return pin ?? (services.selection.pin ? { completedAt: services.selection.pin.completedAt } : undefined);
    },
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
