import * as vscode from 'vscode';

export function activate(context: vscode.ExtensionContext): void {
  // Placeholder until each surface lands: every declared command answers, none is silently missing.
  const declared = (context.extension.packageJSON.contributes?.commands ?? []) as Array<{ command: string }>;
  for (const { command } of declared) {
    context.subscriptions.push(
      vscode.commands.registerCommand(command, () => vscode.window.showInformationMessage(vscode.l10n.t('{0} is coming in a later build.', command))),
    );
  }
}

export function deactivate(): void {}
