// Registers the panel host: the manager the read commands open panels through, and a serializer per view type so
// panels come back after a window reload.
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { PANEL_KINDS, registrationOf } from '../../shared/panels/index';
import { PanelManager } from './panelManager';

export function registerPanels(context: vscode.ExtensionContext, services: Services): PanelManager {
  const manager = new PanelManager(services, context.extensionUri);
  context.subscriptions.push(
    manager,
    ...PANEL_KINDS.map((kind) => vscode.window.registerWebviewPanelSerializer(registrationOf(kind).viewType, manager.serializers[kind])),
  );
  return manager;
}
