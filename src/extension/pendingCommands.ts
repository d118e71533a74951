// Commands the manifest declares for surfaces still being built answer with a short notice instead of "command not
// found". Must run after every registerX line: registering an id that exists throws, which is how a command some
// surface already registered is told apart (synchronously, so the command is there as soon as activate returns).
import * as vscode from 'vscode';

export function registerPendingCommands(context: vscode.ExtensionContext): void {
  const declared = ((context.extension.packageJSON as { contributes?: { commands?: Array<{ command: string }> } }).contributes?.commands ?? []).map(
    (c) => c.command,
  );
  for (const command of declared) {
    try {
      context.subscriptions.push(
        vscode.commands.registerCommand(command, () =>
          vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: this command is not available in this build yet.')),
        ),
      );
    } catch {
      // Registered by its surface.
    }
  }
}
