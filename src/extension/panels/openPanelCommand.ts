// The command a tree row runs to open any registered panel ({kind, brandId, id?, title?}): a new panel kind needs no
// command of its own in package.json for its rows (commands/readCommands.ts registers it; it is not in the palette).
import * as vscode from 'vscode';
import type { PanelTarget } from '../../shared/panels/index';

export const OPEN_PANEL_COMMAND = 'brandVisibility.openPanel';

export function openPanelCommand(target: PanelTarget, title: string): vscode.Command {
  return { command: OPEN_PANEL_COMMAND, title, arguments: [target] };
}
