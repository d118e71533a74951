// Older builds (or a user) may have put the key into `brandVisibility.apiKey`. Only a user-level value is the user's:
// it moves to SecretStorage, for the base URL's origin, and leaves settings.json; a key already stored there is
// replaced only when the user confirms. A workspace or folder value could come from a cloned repository: it is removed
// from the file and never stored (workspaceKeyFiles.ts), and a notice says so. The setting is deprecated in the manifest.
import * as vscode from 'vscode';
import type { ExtensionLog } from '../log/extensionLog';
import { inertMessage } from '../../shared/text/plainText';
import type { KeyStore } from './keyStore';
import { removeWorkspaceKeys, watchWorkspaceSettingsFiles } from './workspaceKeyFiles';

const SECTION = 'brandVisibility';
const SETTING = 'apiKey';

let running: Promise<boolean> | undefined;
let again = false;

/**
 * Moves a user-level key into the key store and removes the setting; removes workspace and folder keys unstored.
 * Returns whether a key was stored. Calls during a run (activation, configuration and file events) make one more run
 * after it, so a value written meanwhile is handled too, and each notice shows once per run of changes.
 */
export function migrateKeyFromSettings(keys: KeyStore, log: ExtensionLog): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let stored = false;
    do {
      again = false;
      stored = (await run(keys, log)) || stored;
    } while (again);
    return stored;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function run(keys: KeyStore, log: ExtensionLog): Promise<boolean> {
  const planted = await removeWorkspaceKeys(log);
  if (planted.length > 0) {
    const files = planted.map((uri) => vscode.workspace.asRelativePath(uri, true)).join(', ');
    log.warn(`Removed an API key from workspace settings (${files}) without storing or using it.`);
    void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Brand Visibility removed an API key from the workspace settings ({0}). A key in workspace settings is never used or stored, since a repository could plant one; your own key is unchanged.',
        inertMessage(files, 300),
      ),
    );
  }
  const user = vscode.workspace.getConfiguration(SECTION).inspect<string>(SETTING)?.globalValue;
  if (user === undefined) return false;
  const value = typeof user === 'string' ? user.trim() : '';
  const stored = value ? await store(keys, log, value) : false;
  try {
    await vscode.workspace.getConfiguration(SECTION).update(SETTING, undefined, vscode.ConfigurationTarget.Global);
  } catch (err) {
    log.error('Could not remove brandVisibility.apiKey from user settings', err);
  }
  return stored;
}

/** Stores the user-level key for the base URL's origin (unbound while there is none), asking before a replacement. */
async function store(keys: KeyStore, log: ExtensionLog, value: string): Promise<boolean> {
  const origin = keys.origin();
  const current = origin ? await keys.getFor(origin) : await keys.legacy();
  if (current === value) return false;
  if (current !== undefined) {
    const replace = vscode.l10n.t('Replace');
    const choice = await vscode.window.showWarningMessage(
      vscode.l10n.t('Brand Visibility: replace the API key saved for {0} with the one found in your user settings?', inertMessage(origin ?? '—', 200)),
      { modal: true, detail: vscode.l10n.t('The key in settings is removed from settings.json either way. Keep the saved key if you are not sure.') },
      replace,
    );
    if (choice !== replace) {
      log.info('Kept the saved API key; removed the one found in user settings.');
      return false;
    }
  }
  if (origin) await keys.set(value, origin);
  else await keys.setLegacy(value);
  log.info('Moved the API key from user settings to secret storage and removed it from settings.');
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Brand Visibility moved the API key from your settings to secure storage and removed it from settings.json.'),
  );
  return true;
}

/**
 * At activation only: a key an older build stored for no origin was sent to the base URL configured then, which is the
 * one configured now, so it is bound to that origin. With no base URL it stays unbound until the user chooses one and
 * says whether it may go there (commands/keyOrigin.ts); later activations never bind it silently to a changed URL,
 * because by then it is either bound or the question was asked.
 */
export async function adoptLegacyKey(keys: KeyStore, log: ExtensionLog): Promise<void> {
  const origin = keys.origin();
  const legacy = await keys.legacy();
  if (!origin || legacy === undefined) return;
  if ((await keys.getFor(origin)) === undefined) await keys.set(legacy, origin);
  await keys.clearLegacy();
  log.info(`Bound the API key saved by an earlier version to ${origin}.`);
}

/** Re-runs the move whenever someone puts a key into user settings or a settings file while the extension runs. */
export function watchKeyInSettings(keys: KeyStore, log: ExtensionLog): vscode.Disposable {
  const rerun = (): void => void migrateKeyFromSettings(keys, log);
  return vscode.Disposable.from(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SECTION}.${SETTING}`)) rerun();
    }),
    watchWorkspaceSettingsFiles(rerun),
  );
}
