// Restricted Mode. The brand tree, panels and palette reads only talk to the service, so they run in any workspace.
// What reads the workspace's files — the site index and mapping, diagnostics, CodeLens, Explorer badges, the tree's
// local-file hooks — is repository content at work and starts only in a trusted workspace, or once trust is granted
// (onDidGrantWorkspaceTrust; trust cannot be withdrawn without reloading the window). Until then its commands say why
// they wait and offer the Workspace Trust editor.
import * as vscode from 'vscode';

/** Runs `start` now in a trusted workspace, else once trust is granted; meanwhile `commands` explain the wait. */
export function startWhenTrusted(context: vscode.ExtensionContext, start: () => void, commands: readonly string[]): void {
  if (vscode.workspace.isTrusted) {
    start();
    return;
  }
  const waiting = commands.map((id) => vscode.commands.registerCommand(id, () => explainRestrictedMode()));
  const granted = vscode.workspace.onDidGrantWorkspaceTrust(() => {
    granted.dispose();
    for (const command of waiting) command.dispose();
    start();
  });
  context.subscriptions.push(granted, ...waiting);
}

/** Returns no reports, like a refresh with nothing linked: callers (and tests) see that nothing was read. */
function explainRestrictedMode(): [] {
  const manage = vscode.l10n.t('Manage Workspace Trust');
  void vscode.window
    .showInformationMessage(
      vscode.l10n.t('Brand Visibility: site diagnostics read the files of this workspace, which Restricted Mode does not allow. Trust the workspace to use them; the brand tree and panels work without.'),
      manage,
    )
    .then((choice) => choice === manage && vscode.commands.executeCommand('workbench.trust.manage'));
  return [];
}
