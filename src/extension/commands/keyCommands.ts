// Set API Key (password input, validated by one read before it is stored for the base URL's origin), Clear API Key,
// Select Base URL. Each takes an optional argument so scripts and tests can run them without the input box.
import * as vscode from 'vscode';
import { ApiProblemError, describeError } from '../../core/api';
import { checkBaseUrl } from '../session/baseUrl';
import { probeBaseUrl, type ProbeOutcome } from '../session/baseUrlProbe';
import { inertMessage } from '../../shared/text/plainText';
import type { Services } from '../session/services';
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

/** What a failed check of a base URL says, with the address it tried. */
function probeProblem(url: string, outcome: ProbeOutcome): string | undefined {
  if (outcome.ok) return undefined;
  const tried = `${url}/v1/brands`;
  switch (outcome.reason) {
    case 'not_found':
      return vscode.l10n.t('{0} answered 404: this is not the Brand Visibility API. Check the path (the base URL is the part before /v1).', tried);
    case 'open':
      return vscode.l10n.t('{0} answered without asking for a key: this is not the Brand Visibility API.', tried);
    case 'redirect':
      return vscode.l10n.t('{0} redirects to {1}: the API answers directly. Use the address it answers at.', tried, outcome.location ?? '?');
    case 'timeout':
      return vscode.l10n.t('{0} did not answer in time. Check the address, or your network and proxy.', tried);
    case 'unreachable':
      return vscode.l10n.t('{0} could not be reached (host, port or certificate). Check the address.', tried);
    default:
      return vscode.l10n.t('{0} answered {1} instead of asking for a key (401 with WWW-Authenticate: Bearer): this is not the Brand Visibility API.', tried, String(outcome.status ?? '?'));
  }
}

/** One unauthenticated read of the candidate base URL (its own function: the key's origin binding may move it). */
export async function checkBaseUrlAnswers(url: string): Promise<string | undefined> {
  const outcome = await probeBaseUrl(url, (u, init) => globalThis.fetch(u, init));
  return probeProblem(url, outcome);
}

/** The input box: the format is checked as you type, the address itself when you press Enter. */
function promptForBaseUrl(current: string): Promise<string | undefined> {
  const box = vscode.window.createInputBox();
  box.title = vscode.l10n.t('Brand Visibility: Select Base URL');
  box.prompt = vscode.l10n.t("The service's API address (the reference's {base_url}); requests go to <base URL>/v1/…");
  box.placeholder = 'https://api.example.com';
  box.value = current;
  box.ignoreFocusOut = true;
  return new Promise<string | undefined>((resolve) => {
    let done = false;
    /** A URL whose check failed: Enter again on the same value keeps it anyway. */
    let refused: string | undefined;
    const finish = (value: string | undefined): void => {
      if (done) return;
      done = true;
      box.dispose();
      resolve(value);
    };
    const problemText = (v: string): string | undefined => {
      const problem = baseUrlProblem(v);
      return problem === undefined ? undefined : inertMessage(problem);
    };
    box.onDidChangeValue((v) => {
      box.validationMessage = problemText(v);
    });
    box.onDidAccept(async () => {
      const check = checkBaseUrl(box.value);
      if (!check.ok) {
        box.validationMessage = problemText(box.value);
        return;
      }
      if (refused === check.url) return finish(check.url);
      box.busy = true;
      box.enabled = false;
      const problem = await checkBaseUrlAnswers(check.url);
      box.busy = false;
      box.enabled = true;
      if (!problem) return finish(check.url);
      refused = check.url;
      box.validationMessage = { message: `${inertMessage(problem, 400)} ${vscode.l10n.t('Press Enter again to use it anyway.')}`, severity: vscode.InputBoxValidationSeverity.Error };
    });
    box.onDidHide(() => finish(undefined));
    box.show();
  });
}

/**
 * Sets `brandVisibility.baseUrl` (user settings). Returns the normalized URL, or undefined when cancelled/invalid.
 * Scripts pass the URL (saved after the format check), or `{ url, check: true }` to also check that the address
 * answers as the API does; a failed check is then refused with its message.
 */
export async function selectBaseUrl(services: Services, arg?: unknown): Promise<string | undefined> {
  let value: string | undefined;
  const scripted = typeof arg === 'object' && arg !== null && typeof (arg as { url?: unknown }).url === 'string' ? (arg as { url: string; check?: unknown }) : undefined;
  const url = scripted ? scripted.url : arg;
  if (typeof url === 'string') {
    const problem = baseUrlProblem(url);
    if (problem) {
      void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(problem)}`);
      return undefined;
    }
    value = url;
    if (scripted?.check === true) {
      const normalized = checkBaseUrl(url);
      const answer = normalized.ok ? await checkBaseUrlAnswers(normalized.url) : undefined;
      if (answer) {
        void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(answer, 400)}`);
        return undefined;
      }
    }
  } else {
    value = await promptForBaseUrl(vscode.workspace.getConfiguration('brandVisibility').get<string>('baseUrl') ?? '');
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
