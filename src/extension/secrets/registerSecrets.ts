// At activation: move a key found in settings into SecretStorage, then compute the connection state (both local, no
// request). Afterwards, a key pasted into settings is moved again.
import type * as vscode from 'vscode';
import type { Services } from '../services/services';
import { migrateKeyFromSettings, watchKeyInSettings } from './migrateKeyFromSettings';

/** Resolves once the connection state is known. */
export function registerSecrets(context: vscode.ExtensionContext, services: Services): Promise<void> {
  context.subscriptions.push(watchKeyInSettings(services.keys, services.log));
  return migrateKeyFromSettings(services.keys, services.log)
    .catch((err: unknown) => services.log.error('Moving the API key out of settings failed', err))
    .then(() => services.connection.recompute())
    .then(
      () => undefined,
      (err: unknown) => services.log.error('Reading the connection state failed', err),
    );
}
