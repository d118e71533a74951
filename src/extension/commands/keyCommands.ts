// Set API Key (password input, validated by one read before it is stored for the base URL's origin), Clear API Key,
// Select Base URL. Each takes an optional argument so scripts and tests can run them without the input box.
import * as vscode from 'vscode';
import { ApiProblemError, describeError } from '../api';
import { checkBaseUrl } from '../connection/baseUrl';
import { inertMessage } from '../text/plainText';
import type { Services } from '../services/services';
import { watchKeyOrigin } from './keyOrigin';

export type KeyCheck = { ok: true; archived: boolean } | { ok: false; message: string };

/** One read with the candidate key: GET /v1/brands. 401 = rejected; 409 = valid key of an archived organization. */
async function checkKey(services: Services, key: string): Promise<KeyCheck> {
  const client = services.api.clientWithKey(key);
  if (!client) return { ok: false, message: vscode.l10n.t('Select the API base URL first.') };
  try {
    await client.getUnknown('/v1/brands');
    return { ok: true, archived: false };
  } catch (err) {
    if (err instanceof ApiProblemError) {
      if (err.status === 401) return { ok: false, message: vscode.l10n.t('The service rejected this key (missing, unknown, revoked or expired).') };
      if (err.code === 'workspace_archived') return { ok: true, archived: true };
    }
    const d = describeError(err);
    return { ok: false, message: vscode.l10n.t('The key could not be checked: {0} {1}', d.message, d.nextStep) };
  }
}

export interface SetKeyResult {
  stored: boolean;
  message?: string;
}

export interface StoreOptions {
  /** Ask before replacing a different key saved for the origin (a script's argument; typing a key is asking already). */
  confirmReplace: boolean;
}

/**
 * Checks the key with one read against the base URL, then stores it for that URL's origin. Nothing is stored when the
 * user declines a replacement, the check fails, or the base URL moved to another origin meanwhile.
 */
export async function storeCheckedKey(services: Services, key: string, options: StoreOptions): Promise<SetKeyResult> {
  const origin = services.keys.origin();
  if (!origin) return { stored: false, message: vscode.l10n.t('Select the API base URL first.') };
  const saved = await services.keys.getFor(origin);
  if (options.confirmReplace && saved !== undefined && saved !== key && !(await confirmReplace(origin))) {
    return { stored: false, message: vscode.l10n.t('The API key saved for {0} was kept.', inertMessage(origin, 200)) };
  }
  const check = await checkKey(services, key);
  if (!check.ok) return { stored: false, message: check.message };
  if (services.keys.origin() !== origin) {
    return { stored: false, message: vscode.l10n.t('The base URL changed while the key was being checked; nothing was stored.') };
  }
  await services.keys.set(key, origin);
  services.log.info(`API key stored in secret storage for ${origin} after a successful check.`);
  if (check.archived) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t("Brand Visibility: the key was saved, but its organization is archived. Nothing can be read until it is restored."),
    );
  } else {
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: API key saved.'));
  }
  return { stored: true };
}

async function confirmReplace(origin: string): Promise<boolean> {
  const replace = vscode.l10n.t('Replace');
  const choice = await vscode.window.showWarningMessage(
    vscode.l10n.t('Brand Visibility: replace the API key saved for {0}?', inertMessage(origin, 200)),
    { modal: true, detail: vscode.l10n.t('The new key is checked with one request before it replaces the saved one.') },
    replace,
  );
  return choice === replace;
}

function promptForKey(services: Services): Promise<SetKeyResult> {
  const box = vscode.window.createInputBox();
  box.title = vscode.l10n.t('Brand Visibility: Set API Key');
  box.prompt = vscode.l10n.t('Paste the API key. It is checked with one request, then kept in VS Code secret storage.');
  box.placeholder = vscode.l10n.t('API key');
  box.password = true;
  box.ignoreFocusOut = true;
  return new Promise<SetKeyResult>((resolve) => {
    let done = false;
    const finish = (r: SetKeyResult): void => {
      if (done) return;
      done = true;
      box.dispose();
      resolve(r);
    };
    box.onDidChangeValue(() => {
      box.validationMessage = undefined;
    });
    box.onDidAccept(async () => {
      const key = box.value.trim();
      if (!key) {
        box.validationMessage = vscode.l10n.t('Enter a key, or press Escape to cancel.');
        return;
      }
      box.busy = true;
      box.enabled = false;
      const result = await storeCheckedKey(services, key, { confirmReplace: false });
      box.busy = false;
      box.enabled = true;
      if (result.stored) finish(result);
      // Server text (a problem's detail, code, URLs) reaches this message: VS Code renders links in it.
      else box.validationMessage = result.message === undefined ? undefined : inertMessage(result.message);
    });
    box.onDidHide(() => finish({ stored: false }));
    box.show();
  });
}

export async function setApiKey(services: Services, key?: unknown): Promise<SetKeyResult> {
  if (!services.connection.baseUrl().ok) {
    const base = await selectBaseUrl(services);
    if (!base) return { stored: false, message: vscode.l10n.t('No base URL selected.') };
  }
  if (typeof key === 'string') {
    const trimmed = key.trim();
    if (!trimmed) return { stored: false, message: vscode.l10n.t('The key is empty.') };
    const result = await storeCheckedKey(services, trimmed, { confirmReplace: true });
    if (!result.stored && result.message) void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(result.message)}`);
    return result;
  }
  return promptForKey(services);
}

export async function clearApiKey(services: Services): Promise<void> {
  await services.keys.clear();
  services.log.info(`API key for ${services.keys.origin() ?? 'no base URL'} removed from secret storage.`);
  void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: API key removed.'));
}

function baseUrlProblem(value: string): string | undefined {
  const check = checkBaseUrl(value);
  if (check.ok) return undefined;
  switch (check.reason) {
    case 'empty':
      return vscode.l10n.t('Enter the API base URL, e.g. https://api.example.com');
    case 'insecure':
      return vscode.l10n.t('Use https:// (plain http:// is allowed only for localhost / 127.0.0.1).');
    case 'credentials':
      return vscode.l10n.t('Leave user name and password out of the URL.');
    default:
      return vscode.l10n.t('This is not a valid https URL (no query or fragment).');
  }
}

/** Sets `brandVisibility.baseUrl` (user settings). Returns the normalized URL, or undefined when cancelled/invalid. */
export async function selectBaseUrl(services: Services, url?: unknown): Promise<string | undefined> {
  let value: string | undefined;
  if (typeof url === 'string') {
    const problem = baseUrlProblem(url);
    if (problem) {
      void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(problem)}`);
      return undefined;
    }
    value = url;
  } else {
    const current = vscode.workspace.getConfiguration('brandVisibility').get<string>('baseUrl') ?? '';
    value = await vscode.window.showInputBox({
      title: vscode.l10n.t('Brand Visibility: Select Base URL'),
      prompt: vscode.l10n.t("The service's API address (the reference's {base_url}); requests go to <base URL>/v1/…"),
      placeHolder: 'https://api.example.com',
      value: current,
      ignoreFocusOut: true,
      validateInput: (v) => {
        const problem = baseUrlProblem(v);
        return problem === undefined ? undefined : inertMessage(problem);
      },
    });
    if (value === undefined) return undefined;
  }
  const check = checkBaseUrl(value);
  if (!check.ok) return undefined;
  await vscode.workspace.getConfiguration('brandVisibility').update('baseUrl', check.url, vscode.ConfigurationTarget.Global);
  await services.connection.recompute(true);
  services.log.info(`API base URL set to ${check.url}`);
  return check.url;
}

export function registerKeyCommands(context: vscode.ExtensionContext, services: Services): void {
  context.subscriptions.push(
    watchKeyOrigin(context, services, (key) => storeCheckedKey(services, key, { confirmReplace: false })),
    vscode.commands.registerCommand('brandVisibility.setApiKey', (key?: unknown) => setApiKey(services, key)),
    vscode.commands.registerCommand('brandVisibility.clearApiKey', () => clearApiKey(services)),
    vscode.commands.registerCommand('brandVisibility.selectBaseUrl', (url?: unknown) => selectBaseUrl(services, url)),
  );
}
