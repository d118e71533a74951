// One ReadSession per brand (the API layer's scan pin: the first read's data_as_of becomes as_of of the others).
// Refresh starts every session over; "Pin to Scan…" pins the selected brand's session to a chosen scan; a new key or
// base URL drops them all (their client is gone).
import * as vscode from 'vscode';
import { ReadSession, type ScanPin as SessionPin, type SessionChange } from '../../core/api';
import type { ApiAccess } from './apiAccess';
import type { Connection } from './connection';
import type { ExtensionLog } from '../log/extensionLog';
import type { Selection } from './selection';

export interface SessionEvent {
  brandId: string;
  change: SessionChange;
}

export class SessionRegistry implements vscode.Disposable {
  private readonly sessions = new Map<string, { session: ReadSession; subscription: { dispose(): void } }>();
  private readonly changed = new vscode.EventEmitter<SessionEvent>();
  /** A session's pin changed (first read named the scan, refresh, explicit pin, pinned scan gone). */
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [];
  /** The explicit pin is being dropped because its scan is gone: the session already moved on, keep its new pin. */
  private droppingGonePin = false;

  constructor(
    private readonly api: ApiAccess,
    private readonly selection: Selection,
    private readonly log: ExtensionLog,
    connection: Connection,
  ) {
    this.disposables.push(
      connection.onDidChangeCredentials(() => this.clear()),
      selection.onDidChange((changes) => {
        if (changes.has('pin')) this.applyExplicitPin();
      }),
    );
  }

  /** The session of a brand (created on first use); undefined without a usable base URL. */
  get(brandId: string): ReadSession | undefined {
    const existing = this.sessions.get(brandId);
    if (existing) return existing.session;
    const client = this.api.client();
    if (!client) return undefined;
    const session = new ReadSession(client, brandId);
    const subscription = session.onDidChange((change) => this.onSessionChange(brandId, change));
    this.sessions.set(brandId, { session, subscription });
    const pin = this.selection.pin;
    if (pin && brandId === this.selection.brandId) this.pinSession(session, pin.id, pin.completedAt);
    return session;
  }

  /** The pin a brand's reads use now, if known. */
  pinOf(brandId: string): SessionPin | undefined {
    return this.sessions.get(brandId)?.session.pin;
  }

  /** Starts every session over (Refresh); an explicit pin of the selected brand is kept. */
  refresh(): void {
    for (const [brandId, { session }] of this.sessions) {
      const pin = this.selection.pin;
      if (pin && brandId === this.selection.brandId) this.pinSession(session, pin.id, pin.completedAt);
      else session.refresh();
    }
  }

  private applyExplicitPin(): void {
    const brandId = this.selection.brandId;
    if (!brandId) return;
    const entry = this.sessions.get(brandId);
    if (!entry) return;
    const pin = this.selection.pin;
    if (pin) this.pinSession(entry.session, pin.id, pin.completedAt);
    else if (this.droppingGonePin) this.droppingGonePin = false;
    else entry.session.refresh();
  }

  private pinSession(session: ReadSession, id: string, completedAt: string | undefined): void {
    try {
      session.pinTo(id, completedAt);
    } catch (err) {
      // Not a uuid (a hand-edited state): read the latest scan instead.
      this.log.warn(`Ignoring the stored scan pin: ${err instanceof Error ? err.message : String(err)}`);
      session.refresh();
    }
  }

  private onSessionChange(brandId: string, change: SessionChange): void {
    if (change.reason === 'pinned-scan-gone' && brandId === this.selection.brandId && this.selection.pin) {
      // The chosen scan no longer exists: the session fell back to the latest; the explicit pin goes too.
      this.droppingGonePin = true;
      this.dropGonePin();
    }
    this.changed.fire({ brandId, change });
  }

  /**
   * A read made outside the sessions (the site diagnostics' audit) found the explicit pin's scan gone: the pin goes,
   * with the one message a view finding it gives. Nothing happens when a session already dropped it.
   */
  explicitPinGone(scanId: string): void {
    if (this.selection.pin?.id !== scanId) return;
    this.dropGonePin();
  }

  private dropGonePin(): void {
    void this.selection.setPin(undefined);
    const message = vscode.l10n.t("Brand Visibility: the scan the view was pinned to is no longer available. Showing the latest scan; use 'Pin to Scan…' to choose another.");
    this.log.warn(message);
    void vscode.window.showWarningMessage(message);
  }

  private clear(): void {
    for (const { subscription } of this.sessions.values()) subscription.dispose();
    this.sessions.clear();
  }

  dispose(): void {
    this.clear();
    for (const d of this.disposables) d.dispose();
    this.changed.dispose();
  }
}
