// The API key lives only in SecretStorage. Everything that needs it asks here; the value is registered with the log
// so it is redacted from any line that might quote it.
import * as vscode from 'vscode';
import type { ExtensionLog } from '../log/extensionLog';

const SECRET_ID = 'brandVisibility.apiKey';

export class KeyStore implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the key is stored, replaced or removed (also from another window). */
  readonly onDidChange = this.changed.event;
  private forgetRedaction: () => void = () => {};
  private readonly subscription: vscode.Disposable;
  private cached: Promise<string | undefined> | undefined;
  /** The value last read or written, to tell real changes from echoes of our own writes. */
  private lastKnown: string | undefined;
  private writing: Promise<unknown> = Promise.resolve();
  /** Bumped when one of our writes starts. */
  private version = 0;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: ExtensionLog,
  ) {
    this.subscription = secrets.onDidChange((e) => {
      if (e.key === SECRET_ID) void this.reread();
    });
  }

  /** The stored key, or undefined. Never log or display the result. */
  get(): Promise<string | undefined> {
    this.cached ??= Promise.resolve(this.secrets.get(SECRET_ID)).then(
      (value) => {
        const key = value?.trim() || undefined;
        this.lastKnown = key;
        this.watch(key);
        return key;
      },
      (err: unknown) => {
        // A broken keychain must not break activation: treat as "no key" and say why in the log.
        this.log.error('Could not read the API key from secret storage', err);
        this.cached = undefined;
        return undefined;
      },
    );
    return this.cached ?? Promise.resolve(undefined);
  }

  async has(): Promise<boolean> {
    return (await this.get()) !== undefined;
  }

  async set(key: string): Promise<void> {
    const clean = key.trim();
    this.watch(clean);
    this.lastKnown = clean;
    this.cached = Promise.resolve(clean);
    await this.write(() => this.secrets.store(SECRET_ID, clean));
    this.changed.fire();
  }

  async clear(): Promise<void> {
    this.lastKnown = undefined;
    this.cached = Promise.resolve(undefined);
    await this.write(() => this.secrets.delete(SECRET_ID));
    this.watch(undefined);
    this.changed.fire();
  }

  /**
   * A change event: our own writes arrive here too, later. Read only once our writes have landed, and drop the answer
   * if a write started meanwhile, so an echo never resurrects a value we replaced or removed; only a real change
   * (another window) fires — a late echo must not reopen a gate a 401 just closed.
   */
  private async reread(): Promise<void> {
    let version: number;
    do {
      version = this.version;
      await this.writing;
    } while (version !== this.version);
    let value: string | undefined;
    try {
      value = await this.secrets.get(SECRET_ID);
    } catch {
      return;
    }
    if (version !== this.version) return;
    const key = value?.trim() || undefined;
    if (key === this.lastKnown) return;
    this.lastKnown = key;
    this.cached = Promise.resolve(key);
    this.watch(key);
    this.changed.fire();
  }

  private write(op: () => Thenable<void>): Promise<void> {
    this.version++;
    const done = this.writing.then(op, op);
    this.writing = done.then(
      () => undefined,
      () => undefined,
    );
    return Promise.resolve(done);
  }

  private watch(key: string | undefined): void {
    this.forgetRedaction();
    this.forgetRedaction = key ? this.log.addSecret(key) : () => {};
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
