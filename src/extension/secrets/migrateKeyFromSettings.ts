// Older builds (or a user) may have put the key into `brandVisibility.apiKey`. It moves to SecretStorage and is removed
// from every scope that sets it; the user is told once per move. The setting is declared deprecated in the manifest.
import * as vscode from 'vscode';
import type { ExtensionLog } from '../log/extensionLog';
import type { KeyStore } from './keyStore';

const SECTION = 'brandVisibility';
const SETTING = 'apiKey';

interface FoundKey {
  value: string;
  targets: Array<{ target: vscode.ConfigurationTarget; folder?: vscode.WorkspaceFolder }>;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where the setting holds a value; the most specific value wins (folder, then workspace, then user). */
function findKeyInSettings(): FoundKey | undefined {
  const targets: FoundKey['targets'] = [];
  let value: string | undefined;
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const inspected = vscode.workspace.getConfiguration(SECTION, folder.uri).inspect<string>(SETTING);
    const folderValue = nonEmpty(inspected?.workspaceFolderValue);
    if (inspected?.workspaceFolderValue !== undefined) targets.push({ target: vscode.ConfigurationTarget.WorkspaceFolder, folder });
    value ??= folderValue;
  }
  const inspected = vscode.workspace.getConfiguration(SECTION).inspect<string>(SETTING);
  if (inspected?.workspaceValue !== undefined) targets.push({ target: vscode.ConfigurationTarget.Workspace });
  value ??= nonEmpty(inspected?.workspaceValue);
  if (inspected?.globalValue !== undefined) targets.push({ target: vscode.ConfigurationTarget.Global });
  value ??= nonEmpty(inspected?.globalValue);
  if (targets.length === 0) return undefined;
  return { value: value ?? '', targets };
}

let running: Promise<boolean> | undefined;
let again = false;

/**
 * Moves a key found in settings into the key store and removes the setting everywhere. Returns whether a key was moved.
 * Calls during a run (activation and configuration events) make one more run after it, so a key written to a second
 * scope meanwhile is removed too, and the notice shows once per move.
 */
export function migrateKeyFromSettings(keys: KeyStore, log: ExtensionLog): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let moved = false;
    do {
      again = false;
      moved = (await run(keys, log, moved)) || moved;
    } while (again);
    return moved;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function run(keys: KeyStore, log: ExtensionLog, alreadyTold: boolean): Promise<boolean> {
  const found = findKeyInSettings();
  if (!found) return false;
  if (found.value) await keys.set(found.value);
  for (const { target, folder } of found.targets) {
    try {
      await vscode.workspace.getConfiguration(SECTION, folder?.uri).update(SETTING, undefined, target);
    } catch (err) {
      log.error(`Could not remove brandVisibility.apiKey from ${ConfigurationTargetName[target]} settings`, err);
    }
  }
  if (!found.value) return false;
  log.info('Moved the API key from settings to secret storage and removed it from settings.');
  if (alreadyTold) return true;
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Brand Visibility moved the API key from your settings to secure storage and removed it from settings.json.'),
  );
  return true;
}

const ConfigurationTargetName: Record<vscode.ConfigurationTarget, string> = {
  [vscode.ConfigurationTarget.Global]: 'user',
  [vscode.ConfigurationTarget.Workspace]: 'workspace',
  [vscode.ConfigurationTarget.WorkspaceFolder]: 'folder',
};

/** Re-runs the move whenever someone puts a key into settings while the extension runs. */
export function watchKeyInSettings(keys: KeyStore, log: ExtensionLog): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(`${SECTION}.${SETTING}`)) void migrateKeyFromSettings(keys, log);
  });
}
