import * as vscode from 'vscode';

export function activate(_context: vscode.ExtensionContext): void {
  // Wiring of the surfaces lands with their issues.
}

export function deactivate(): void {}
