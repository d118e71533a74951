// The key is bound to the origin it was checked against. When the base URL moves to an origin that has no key (by the
// Select Base URL command, its argument, or settings.json), nothing is sent there: the state is "no key" and the user is
// asked whether the key of the origin used before may go to the new one (checked with one read once they say so), or
// to enter a key for it. The same question covers a key an older build saved for no origin in particular.
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { inertMessage } from '../../shared/text/plainText';
import type { SetKeyResult } from './keyCommands';

/** globalState: the origin whose key was last in use, so its key can be offered for the next one. */
const LAST_ORIGIN = 'brandVisibility.lastKeyOrigin';

interface Offer {
  /** The origin the key is saved for; undefined for an older build's unbound key. */
  from: string | undefined;
  key: string;
}

export function watchKeyOrigin(
  context: vscode.ExtensionContext,
  services: Services,
  useKey: (key: string) => Promise<SetKeyResult>,
): vscode.Disposable {
  const { connection, keys } = services;
  /** One question per new origin and window. */
  const asked = new Set<string>();

  const offerFor = async (origin: string): Promise<Offer | undefined> => {
    const last = context.globalState.get<string>(LAST_ORIGIN);
    if (last && last !== origin) {
      const key = await keys.getFor(last);
      if (key) return { from: last, key };
    }
    const legacy = await keys.legacy();
    return legacy ? { from: undefined, key: legacy } : undefined;
  };

  const ask = async (): Promise<void> => {
    const origin = keys.origin();
    if (!origin || (await keys.has()) || asked.has(origin)) return;
    const offer = await offerFor(origin);
    if (!offer || keys.origin() !== origin) return;
    asked.add(origin);
    services.log.info(`The base URL now points to ${origin}, which has no API key; the saved key was not sent there.`);
    const use = vscode.l10n.t('Use Saved Key for {0}', inertMessage(new URL(origin).host, 100));
    const enter = vscode.l10n.t('Enter a Key…');
    const message = offer.from
      ? vscode.l10n.t(
          'Brand Visibility: the API base URL now points to {0}. Your API key is saved for {1} and was not sent to {0}.',
          inertMessage(origin, 200),
          inertMessage(offer.from, 200),
        )
      : vscode.l10n.t('Brand Visibility: the API base URL now points to {0}. The API key saved by an earlier version was not sent to it.', inertMessage(origin, 200));
    const choice = await vscode.window.showWarningMessage(message, use, enter);
    if (choice === enter) {
      await vscode.commands.executeCommand('brandVisibility.setApiKey');
      return;
    }
    // The base URL may have moved again while the question was open: the answer was about this origin only.
    if (choice !== use || keys.origin() !== origin) return;
    const result = await useKey(offer.key);
    if (result.stored && offer.from === undefined) await keys.clearLegacy();
    if (!result.stored && result.message) void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(result.message)}`);
  };

  return connection.onDidChangeState((state) => {
    if (state === 'ready') {
      const origin = keys.origin();
      if (origin && context.globalState.get(LAST_ORIGIN) !== origin) void context.globalState.update(LAST_ORIGIN, origin);
    } else if (state === 'missing') {
      void ask().catch((err: unknown) => services.log.error('Asking about the key for a new base URL failed', err));
    }
  });
}
