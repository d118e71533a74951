// At activation: bind an older build's key to the base URL's origin, move a key found in user settings into
// SecretStorage and remove any from workspace settings, then compute the connection state (all local, no request).
// Afterwards, a key pasted into settings is handled again.
import type * as vscode from 'vscode';
import type { Services } from '../session/services';
import { adoptLegacyKey, migrateKeyFromSettings, watchKeyInSettings } from './migrateKeyFromSettings';

/** Resolves once the connection state is known. */
export function registerSecrets(context: vscode.ExtensionContext, services: Services): Promise<void> {
  context.subscriptions.push(watchKeyInSettings(services.keys, services.log));
  return adoptLegacyKey(services.keys, services.log)
    .then(() => migrateKeyFromSettings(services.keys, services.log))
    .catch((err: unknown) => services.log.error('Moving the API key out of settings failed', err))
    .then(() => services.connection.recompute())
    .then(
      () => undefined,
      (err: unknown) => services.log.error('Reading the connection state failed', err),
    );
}
