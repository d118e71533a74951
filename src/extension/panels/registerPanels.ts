// Registers the panel host: the services' PanelOpener (tree items and the Open Keyword…/Open Prompt…/Show Reputation/
// Show Competitors commands then open real panels instead of the Markdown preview) and a serializer per view type.
import * as vscode from 'vscode';
import type { Services } from '../services/services';
import { PanelManager } from './panelManager';
import { PANEL_KINDS, PANEL_VIEW_TYPES } from './viewTypes';

export function registerPanels(context: vscode.ExtensionContext, services: Services): PanelManager {
  const manager = new PanelManager(services, context.extensionUri);
  context.subscriptions.push(
    manager,
    services.panels.register(manager),
    ...PANEL_KINDS.map((kind) => vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPES[kind], manager.serializers[kind])),
  );
  return manager;
}
