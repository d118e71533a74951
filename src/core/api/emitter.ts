// A minimal event emitter in the shape of vscode.Event, so the VS Code layers can pass these events around as theirs
// while this layer stays free of the vscode module.

export interface Disposable {
  dispose(): void;
}

export type Event<T> = (listener: (value: T) => void) => Disposable;

export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();

  readonly event: Event<T> = (listener) => {
    const wrapped = (value: T): void => listener(value);
    this.listeners.add(wrapped);
    return { dispose: () => this.listeners.delete(wrapped) };
  };

  fire(value: T): void {
    for (const listener of [...this.listeners]) {
      // One failing listener must not stop the others nor the request that fired the event.
      try {
        listener(value);
      } catch {
        /* listener errors are the listener's business */
      }
    }
  }

  dispose(): void {
    this.listeners.clear();
  }
}
