// The one API client of the extension host, built from the base URL setting and the key store, sending with the
// host's global fetch (VS Code patches it for proxies and certificates; undici is never bundled). Rebuilt when the base
// URL changes; the key is read per request, so a new key applies at once.
import * as vscode from 'vscode';
import { BrandVisibilityClient, SchedulerRegistry, type RateLimitState, type RequestLogEntry, type SchedulerOptions } from '../../core/api';
import { withConnectionGuard } from '../../core/api/connectionGuard';
import type { ExtensionLog } from '../log/extensionLog';
import type { KeyStore } from '../secrets/keyStore';
import type { Connection } from './connection';

/** Shorter limits for the extension-host suites (the fault matrix), so a fault settles in seconds. */
export interface ClientTuning {
  /** Per attempt, instead of the client's 30 s. */
  timeoutMs?: number;
  /** Retries and backoff, on a scheduler registry of its own instead of the process's shared one. */
  scheduler?: SchedulerOptions;
}

export class ApiAccess implements vscode.Disposable {
  private clientValue: BrandVisibilityClient | undefined;
  private clientFor: string | undefined;
  private clientSubscription: { dispose(): void } | undefined;
  private rateLimitValue: RateLimitState | undefined;
  private readonly rateLimitEmitter = new vscode.EventEmitter<RateLimitState>();
  /** The scheduler's state for the current key: quota left, queue, 429 pause (status bar). */
  readonly onDidChangeRateLimit = this.rateLimitEmitter.event;
  private readonly version: string;
  private tuning: { timeoutMs?: number; schedulers?: SchedulerRegistry } = {};

  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyStore,
    private readonly log: ExtensionLog,
    extensionVersion: string,
  ) {
    this.version = extensionVersion;
  }

  /** The client for the configured base URL, or undefined when the base URL is missing or refused. */
  client(): BrandVisibilityClient | undefined {
    const base = this.connection.baseUrl();
    if (!base.ok) return undefined;
    if (this.clientValue && this.clientFor === base.url) return this.clientValue;
    this.clientSubscription?.dispose();
    // The key bound to this client's own origin: a client never sends another origin's key.
    const origin = new URL(base.url).origin;
    this.clientValue = this.create(base.url, () => this.keys.getFor(origin));
    this.clientFor = base.url;
    this.clientSubscription = this.clientValue.onDidChangeRateLimit((state) => {
      this.rateLimitValue = state;
      this.rateLimitEmitter.fire(state);
    });
    return this.clientValue;
  }

  /** A client with an explicit key (validating a key before it is stored). Shares the process's schedulers. */
  clientWithKey(key: string): BrandVisibilityClient | undefined {
    const base = this.connection.baseUrl();
    return base.ok ? this.create(base.url, () => key) : undefined;
  }

  /**
   * Test seam, only called by the extension-host suites through the test API: the next client is built with these
   * limits (undefined = the defaults). The caller starts the sessions over (a key change), as they keep their client.
   */
  tuneForTests(tuning: ClientTuning | undefined): void {
    this.tuning = {
      timeoutMs: tuning?.timeoutMs,
      schedulers: tuning?.scheduler ? new SchedulerRegistry(tuning.scheduler) : undefined,
    };
    this.clientSubscription?.dispose();
    this.clientSubscription = undefined;
    this.clientValue = undefined;
    this.clientFor = undefined;
  }

  get rateLimit(): RateLimitState | undefined {
    return this.rateLimitValue;
  }

  private create(baseUrl: string, getApiKey: () => string | undefined | Promise<string | undefined>): BrandVisibilityClient {
    return new BrandVisibilityClient({
      baseUrl,
      getApiKey,
      // The host's fetch, looked up per call so VS Code's proxy-aware patch is what runs; guarded against the
      // reconnect loop its dispatcher falls into when a proxy drops each tunnel.
      transport: withConnectionGuard((url, init) => globalThis.fetch(url, init)),
      userAgent: `brand-visibility-vscode/${this.version} (VS Code ${vscode.version})`,
      timeoutMs: this.tuning.timeoutMs,
      schedulers: this.tuning.schedulers,
      onRequestLog: (entry: RequestLogEntry) => this.logRequest(entry),
    });
  }

  private logRequest(entry: RequestLogEntry): void {
    this.log.request({
      method: entry.method,
      path: entry.path,
      status: entry.status === 0 ? 'network-error' : entry.status,
      durationMs: entry.durationMs,
      requestId: entry.requestId,
      remaining: entry.remaining,
      limit: this.rateLimitValue?.limit,
    });
    if (entry.error) this.log.debug(`request failed without an answer: ${entry.error}`);
  }

  dispose(): void {
    this.clientSubscription?.dispose();
    this.rateLimitEmitter.dispose();
  }
}
