// Records every unhandled promise rejection and uncaught exception of the extension host while the suite runs, so
// each case can assert that its fault produced none. Listening does not change how the host treats them.
export interface Escaped {
  kind: 'unhandledRejection' | 'uncaughtException';
  text: string;
}

/**
 * Whether an escape may be ours: anything not clearly raised inside another extension's folder (the workbench's own
 * built-in extensions share this host). Strict on purpose: an escape without a stack counts.
 */
export function mayBeOurs(escaped: Escaped, extensionPath: string): boolean {
  if (escaped.text.includes(extensionPath)) return true;
  return !/[\\/]extensions[\\/][^\\/\s]+[\\/]/.test(escaped.text);
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return (reason.stack ?? `${reason.name}: ${reason.message}`).split('\n').slice(0, 6).join('\n');
  try {
    return `non-Error value: ${JSON.stringify(reason)}`;
  } catch {
    return `non-Error value: ${String(reason)}`;
  }
}

export class EscapeWatch {
  private entries: Escaped[] = [];
  private readonly onRejection = (reason: unknown): void => {
    this.entries.push({ kind: 'unhandledRejection', text: describe(reason) });
  };
  private readonly onException = (err: unknown): void => {
    this.entries.push({ kind: 'uncaughtException', text: describe(err) });
  };

  constructor() {
    process.on('unhandledRejection', this.onRejection);
    process.on('uncaughtException', this.onException);
  }

  /** Everything recorded since the last reset. */
  get seen(): readonly Escaped[] {
    return this.entries;
  }

  reset(): void {
    this.entries = [];
  }

  dispose(): void {
    process.off('unhandledRejection', this.onRejection);
    process.off('uncaughtException', this.onException);
  }
}
