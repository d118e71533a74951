// The few VS Code calls a panel's requests end in (browser, clipboard, save dialog, file write, messages), behind one
// interface so the extension-host suite can observe them without opening a browser tab or a native dialog.
import * as vscode from 'vscode';
import { inertMessage } from '../../shared/text/plainText';

export interface PanelEnvironment {
  openExternal(uri: vscode.Uri): Promise<boolean>;
  writeClipboard(text: string): Promise<void>;
  showSaveDialog(options: vscode.SaveDialogOptions): Promise<vscode.Uri | undefined>;
  writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void>;
  /** A message that needs no answer (a restored panel was closed, a file was saved). */
  notify(level: 'info' | 'warning', message: string): void;
  /** Runs one of the extension's commands (Set API Key, reveal a page in the tree, open its source). */
  executeCommand(command: string, ...args: unknown[]): Promise<unknown>;
}

export const vscodePanelEnvironment: PanelEnvironment = {
  openExternal: (uri) => Promise.resolve(vscode.env.openExternal(uri)),
  writeClipboard: (text) => Promise.resolve(vscode.env.clipboard.writeText(text)),
  showSaveDialog: (options) => Promise.resolve(vscode.window.showSaveDialog(options)),
  writeFile: (uri, content) => Promise.resolve(vscode.workspace.fs.writeFile(uri, content)),
  // Messages quote data (a keyword's text, a file name): inert, so nothing in them becomes a link or an icon.
  notify: (level, message) => {
    if (level === 'warning') void vscode.window.showWarningMessage(inertMessage(message));
    else vscode.window.setStatusBarMessage(inertMessage(message), 5000);
  },
  executeCommand: (command, ...args) => Promise.resolve(vscode.commands.executeCommand(command, ...args)),
};
