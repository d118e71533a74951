// The one output channel ("Brand Visibility", a LogOutputChannel). Every line passes through redact() so a key can
// never reach it, even if some caller forgets: the key store registers the current key as a secret here.
import * as vscode from 'vscode';

/** What the API layer reports about one HTTP exchange. Query values are never logged, only the path. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number | 'network-error';
  durationMs: number;
  requestId?: string;
  remaining?: number;
  limit?: number;
}

const REDACTED = '‹redacted›';

/** `brandVisibility.logLevel` values, most severe first. */
const LEVELS = ['error', 'warning', 'info', 'debug', 'trace'] as const;
export type LogLevelSetting = (typeof LEVELS)[number];

function levelIndex(value: unknown): number {
  const i = LEVELS.indexOf(value as LogLevelSetting);
  return i < 0 ? LEVELS.indexOf('info') : i;
}

export class ExtensionLog implements vscode.Disposable {
  readonly channel: vscode.LogOutputChannel;
  private readonly secrets = new Set<string>();
  /** The setting narrows what is written on top of the channel's own level (Developer: Set Log Level). */
  private maxLevel = levelIndex('info');

  constructor(channel?: vscode.LogOutputChannel) {
    this.channel = channel ?? vscode.window.createOutputChannel('Brand Visibility', { log: true });
  }

  setLevel(value: unknown): void {
    this.maxLevel = levelIndex(value);
  }

  private allows(level: LogLevelSetting): boolean {
    return LEVELS.indexOf(level) <= this.maxLevel;
  }

  /** Registers a value that must never be written (the API key); returns a function that forgets it. */
  addSecret(value: string): () => void {
    if (value.length < 4) return () => {};
    this.secrets.add(value);
    return () => this.secrets.delete(value);
  }

  redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join(REDACTED);
    // Belt and braces: a bearer credential in any message is cut whatever its value.
    return out.replace(/(Bearer\s+)\S+/gi, `$1${REDACTED}`);
  }

  request(entry: RequestLogEntry): void {
    const parts = [`${entry.method} ${entry.path}`, `→ ${entry.status}`, `${Math.round(entry.durationMs)} ms`];
    if (entry.requestId) parts.push(`request ${entry.requestId}`);
    if (entry.remaining !== undefined) parts.push(`quota ${entry.remaining}${entry.limit !== undefined ? `/${entry.limit}` : ''}`);
    const line = parts.join(' · ');
    if (entry.status === 'network-error' || entry.status >= 500) this.warn(line);
    else this.info(line);
  }

  trace(message: string): void {
    if (this.allows('trace')) this.channel.trace(this.redact(message));
  }
  debug(message: string): void {
    if (this.allows('debug')) this.channel.debug(this.redact(message));
  }
  info(message: string): void {
    if (this.allows('info')) this.channel.info(this.redact(message));
  }
  warn(message: string): void {
    if (this.allows('warning')) this.channel.warn(this.redact(message));
  }
  /** Errors are logged by message only: stacks and causes may carry request objects with headers. */
  error(message: string, error?: unknown): void {
    const detail = error instanceof Error ? `: ${error.name}: ${error.message}` : error === undefined ? '' : `: ${String(error)}`;
    this.channel.error(this.redact(`${message}${detail}`));
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}
