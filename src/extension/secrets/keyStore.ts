// The API key lives only in SecretStorage, bound to the origin of the base URL it was checked against (as SonarQube for
// IDE and Snyk bind a token to a server): one secret per origin, so a base URL that moves elsewhere finds no key and
// nothing is sent until the user says so. Everything that needs a key asks here; each value is registered with the log
// so it is redacted from any line that might quote it.
import * as vscode from 'vscode';
import type { ExtensionLog } from '../log/extensionLog';

const SECRET_PREFIX = 'brandVisibility.apiKey';
/** Where older builds kept the key, bound to no origin. */
export const LEGACY_SECRET_ID = SECRET_PREFIX;

/** The SecretStorage id of the key for an origin (e.g. https://api.example.com). */
export function secretIdFor(origin: string): string {
  return `${SECRET_PREFIX}@${origin}`;
}

/** The origin of a base URL; undefined when it is not a URL. */
export function originOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}

export class KeyStore implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when a key is stored, replaced or removed (also from another window). */
  readonly onDidChange = this.changed.event;
  private readonly slots = new Map<string, SecretSlot>();
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: ExtensionLog,
    /** The origin of the configured base URL, or undefined when none is set. */
    private readonly currentOrigin: () => string | undefined,
  ) {
    this.subscription = secrets.onDidChange((e) => {
      if (e.key === LEGACY_SECRET_ID || e.key.startsWith(`${SECRET_PREFIX}@`)) void this.slot(e.key).reread();
    });
  }

  /** The origin keys are read and stored for now. */
  origin(): string | undefined {
    return this.currentOrigin();
  }

  /** The key for the configured base URL's origin, or undefined. Never log or display the result. */
  get(): Promise<string | undefined> {
    const origin = this.currentOrigin();
    return origin ? this.getFor(origin) : Promise.resolve(undefined);
  }

  /** The key stored for `origin`. Never log or display the result. */
  getFor(origin: string): Promise<string | undefined> {
    return this.slot(secretIdFor(origin)).get();
  }

  async has(): Promise<boolean> {
    return (await this.get()) !== undefined;
  }

  /** A key older builds stored without an origin (not sent anywhere until it is bound to one). */
  legacy(): Promise<string | undefined> {
    return this.slot(LEGACY_SECRET_ID).get();
  }

  /** Stores the key for `origin` (default: the configured base URL's). */
  async set(key: string, origin = this.currentOrigin()): Promise<void> {
    if (!origin) throw new Error('No base URL: a key is stored for the origin of a base URL');
    await this.slot(secretIdFor(origin)).set(key);
  }

  /** Keeps a key found before any base URL was set, bound to none until the user picks one. */
  setLegacy(key: string): Promise<void> {
    return this.slot(LEGACY_SECRET_ID).set(key);
  }

  /** Removes the key of the configured base URL's origin, and the unbound one of older builds. */
  async clear(): Promise<void> {
    const origin = this.currentOrigin();
    if (origin) await this.slot(secretIdFor(origin)).clear();
    if ((await this.legacy()) !== undefined) await this.clearLegacy();
  }

  clearLegacy(): Promise<void> {
    return this.slot(LEGACY_SECRET_ID).clear();
  }

  private slot(id: string): SecretSlot {
    let slot = this.slots.get(id);
    if (!slot) {
      slot = new SecretSlot(this.secrets, this.log, id, () => this.changed.fire());
      this.slots.set(id, slot);
    }
    return slot;
  }

  dispose(): void {
    this.subscription.dispose();
    for (const slot of this.slots.values()) slot.dispose();
    this.changed.dispose();
  }
}

/** One SecretStorage entry: cached, redacted from the log, and told apart from the echoes of our own writes. */
class SecretSlot {
  private forgetRedaction: () => void = () => {};
  private cached: Promise<string | undefined> | undefined;
  /** The value last read or written, to tell real changes from echoes of our own writes. */
  private lastKnown: string | undefined;
  private writing: Promise<unknown> = Promise.resolve();
  /** Bumped when one of our writes starts. */
  private version = 0;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: ExtensionLog,
    private readonly id: string,
    private readonly fire: () => void,
  ) {}

  get(): Promise<string | undefined> {
    this.cached ??= Promise.resolve(this.secrets.get(this.id)).then(
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

  async set(key: string): Promise<void> {
    const clean = key.trim();
    this.watch(clean);
    this.lastKnown = clean;
    this.cached = Promise.resolve(clean);
    await this.write(() => this.secrets.store(this.id, clean));
    this.fire();
  }

  async clear(): Promise<void> {
    this.lastKnown = undefined;
    this.cached = Promise.resolve(undefined);
    await this.write(() => this.secrets.delete(this.id));
    this.watch(undefined);
    this.fire();
  }

  /**
   * A change event: our own writes arrive here too, later. Read only once our writes have landed, and drop the answer
   * if a write started meanwhile, so an echo never resurrects a value we replaced or removed; only a real change
   * (another window) fires — a late echo must not reopen a gate a 401 just closed.
   */
  async reread(): Promise<void> {
    let version: number;
    do {
      version = this.version;
      await this.writing;
    } while (version !== this.version);
    let value: string | undefined;
    try {
      value = await this.secrets.get(this.id);
    } catch {
      return;
    }
    if (version !== this.version) return;
    const key = value?.trim() || undefined;
    if (key === this.lastKnown) return;
    this.lastKnown = key;
    this.cached = Promise.resolve(key);
    this.watch(key);
    this.fire();
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
    this.forgetRedaction();
  }
}
