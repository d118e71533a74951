// The connection state: is there a base URL and a key, was the key rejected, is the organization archived. It sets the
// `brandVisibility.keyState` context key the welcome views use, and turns 401/409 from any request into exactly one
// notification and a closed gate: nothing else is sent until the key changes or the user asks to retry.
import * as vscode from 'vscode';
import { ApiProblemError } from '../../core/api/errors';
import type { ExtensionLog } from '../log/extensionLog';
import type { KeyStore } from '../secrets/keyStore';
import { checkBaseUrl, type BaseUrlCheck } from './baseUrl';

/** `missing` / `rejected` / `noBaseUrl` drive the viewsWelcome; `archived` shows a message in the tree. */
export type KeyState = 'unknown' | 'noBaseUrl' | 'missing' | 'ready' | 'rejected' | 'archived';

export const KEY_STATE_CONTEXT = 'brandVisibility.keyState';

/** The `brandVisibility.baseUrl` setting (user settings only: its scope is application), checked and normalized. */
export function configuredBaseUrl(): BaseUrlCheck {
  return checkBaseUrl(vscode.workspace.getConfiguration('brandVisibility').get<string>('baseUrl'));
}

/** The origin the key is read and stored for: the configured base URL's, if one is set. */
export function configuredOrigin(): string | undefined {
  const base = configuredBaseUrl();
  return base.ok ? new URL(base.url).origin : undefined;
}

export class Connection implements vscode.Disposable {
  private stateValue: KeyState = 'unknown';
  private readonly stateEmitter = new vscode.EventEmitter<KeyState>();
  /** Fires on every state change (the tree refreshes, the status bar redraws). */
  readonly onDidChangeState = this.stateEmitter.event;
  private readonly settingsEmitter = new vscode.EventEmitter<void>();
  /** Fires when the key or the base URL changed (clients must be rebuilt, sessions restarted). */
  readonly onDidChangeCredentials = this.settingsEmitter.event;
  private readonly disposables: vscode.Disposable[] = [];
  private notifiedFor: KeyState | undefined;
  private noticeCount = 0;

  constructor(
    private readonly keys: KeyStore,
    private readonly log: ExtensionLog,
  ) {
    this.disposables.push(
      keys.onDidChange(() => void this.recompute(true)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        // The event can come more than once for one edit (a settings file rewritten, another window): only a base
        // URL that really changed is new credentials (the sessions, findings and panels it would clear are valid).
        if (e.affectsConfiguration('brandVisibility.baseUrl') && this.baseUrlKey() !== this.lastBaseUrlKey) void this.recompute(true);
      }),
    );
  }

  /** How many 401/409 notifications were shown (the suites check there is one per event, not one per request). */
  get notices(): number {
    return this.noticeCount;
  }

  get state(): KeyState {
    return this.stateValue;
  }

  /** Whether reads may be sent now. */
  get canRead(): boolean {
    return this.stateValue === 'ready';
  }

  baseUrl(): BaseUrlCheck {
    return configuredBaseUrl();
  }

  /** The base URL as the state was last computed for (normalized, or the setting's raw value when it is invalid). */
  private lastBaseUrlKey: string | undefined;

  private baseUrlKey(): string {
    const base = this.baseUrl();
    return base.ok ? `ok:${base.url}` : `bad:${String(vscode.workspace.getConfiguration('brandVisibility').get('baseUrl') ?? '')}`;
  }

  /**
   * Reads key and base URL (local only, no request) and sets the state: the key is the one stored for the base URL's
   * origin, so a base URL moved elsewhere is `missing` until a key is confirmed for it. `credentialsChanged` clears
   * rejected/archived.
   */
  async recompute(credentialsChanged = false): Promise<KeyState> {
    this.lastBaseUrlKey = this.baseUrlKey();
    const hasKey = await this.keys.has();
    const base = this.baseUrl();
    let next: KeyState;
    if (!base.ok) next = 'noBaseUrl';
    else if (!hasKey) next = 'missing';
    else if (!credentialsChanged && (this.stateValue === 'rejected' || this.stateValue === 'archived')) next = this.stateValue;
    else next = 'ready';
    if (credentialsChanged) {
      this.notifiedFor = undefined;
      this.settingsEmitter.fire();
    }
    this.setState(next);
    return next;
  }

  /** User asked to try again (Refresh, Retry): reopen the gate once; a new 401/409 closes it with no new notice. */
  reopen(): void {
    if (this.stateValue === 'rejected' || this.stateValue === 'archived') this.setState('ready');
  }

  /**
   * Every failed read passes through here. 401 and 409 close the gate and notify once; the caller still shows the
   * error in place. Returns true when the error was one of those.
   */
  handleError(err: unknown): boolean {
    if (!(err instanceof ApiProblemError)) return false;
    if (err.status === 401 || err.code === 'invalid_token') {
      this.block('rejected');
      return true;
    }
    if (err.status === 409 && err.code === 'workspace_archived') {
      this.block('archived');
      return true;
    }
    return false;
  }

  private block(state: 'rejected' | 'archived'): void {
    this.setState(state);
    if (this.notifiedFor === state) return;
    this.notifiedFor = state;
    this.noticeCount++;
    if (state === 'rejected') {
      this.log.warn('The service rejected the API key (401 invalid_token). No further requests until the key changes.');
      const setKey = vscode.l10n.t('Set API Key');
      void vscode.window
        .showWarningMessage(vscode.l10n.t('Brand Visibility: the service rejected the API key (missing, revoked or expired).'), setKey)
        .then((choice) => {
          if (choice === setKey) void vscode.commands.executeCommand('brandVisibility.setApiKey');
        });
    } else {
      this.log.warn('The organization of this key is archived (409 workspace_archived). No further requests until it is restored.');
      void vscode.window.showWarningMessage(
        vscode.l10n.t("Brand Visibility: this key's organization is archived. Nothing can be read until it is restored."),
      );
    }
  }

  private setState(next: KeyState): void {
    if (next === this.stateValue) return;
    this.stateValue = next;
    // The welcome views only know missing / rejected / noBaseUrl; every other state hides them.
    void vscode.commands.executeCommand('setContext', KEY_STATE_CONTEXT, next);
    this.stateEmitter.fire(next);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.stateEmitter.dispose();
    this.settingsEmitter.dispose();
  }
}
