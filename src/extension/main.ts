// Activation: build the services, then one line per surface. Cheap by design: no request is made here; reads start
// when the tree becomes visible or a command runs. Add a surface with one `registerX(context, services)` line.
import * as vscode from 'vscode';
import { registerItemCommands } from './commands/itemCommands';
import { registerKeyCommands } from './commands/keyCommands';
import { registerReadCommands } from './commands/readCommands';
import { registerSelectionCommands } from './commands/selectionCommands';
import { registerDiagnostics } from './diagnostics/registerDiagnostics';
import { SiteTreeHooks } from './diagnostics/treeHooks';
import { registerPanels } from './panels/registerPanels';
import { registerSecrets } from './secrets/registerSecrets';
import { createServices } from './session/services';
import { registerStatusBar } from './statusBar/registerStatusBar';
import { createTestApi, type BrandVisibilityTestApi } from './testApi';
import { registerTools } from './tools/registerTools';
import { registerTree } from './tree/registerTree';
import { startWhenTrusted } from './workspaceTrust';

export function activate(context: vscode.ExtensionContext): BrandVisibilityTestApi | undefined {
  // `npm run bench` reports how long activate() takes (test mode only); outside tests this timestamp is all it costs.
  const startedAt = performance.now();
  const services = createServices(context);
  const ready = registerSecrets(context, services);
  const tree = registerTree(context, services);
  const statusBar = registerStatusBar(context, services);
  const panels = registerPanels(context, services);
  registerKeyCommands(context, services);
  registerSelectionCommands(context, services);
  registerReadCommands(context, services, panels);
  registerItemCommands(context, services);
  const tools = registerTools(context, services);
  // Reads the workspace's files: only in a trusted workspace, or once trust is granted (Restricted Mode). Until then
  // there is no URL → local file mapping for the tree's and the panels' "open the source" links.
  startWhenTrusted(
    context,
    () => {
      const site = registerDiagnostics(context, services, tree);
      services.localFiles = new SiteTreeHooks(site);
      tools.useSite(site);
    },
    ['brandVisibility.refreshDiagnostics', 'brandVisibility.explainMapping', 'brandVisibility.explainRule'],
  );

  if (context.extensionMode !== vscode.ExtensionMode.Test) return undefined;
  const activation = { durationMs: performance.now() - startedAt, returnedAt: Date.now() };
  return createTestApi(services, tree, statusBar, panels, tools, ready, activation);
}

export function deactivate(): void {}
