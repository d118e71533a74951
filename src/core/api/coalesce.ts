// Identical concurrent GETs (same URL, same credential) share one request — the only "cache" this layer has.
// The shared request is cancelled only when every caller waiting on it has cancelled; a foreground caller joining a
// queued background request raises its priority.
import { RequestCancelledError } from './errors.js';
import type { Priority, PriorityRef } from './scheduler.js';

interface Shared<T> {
  promise: Promise<T>;
  controller: AbortController;
  ref: PriorityRef;
  waiting: number;
}

export class InFlightRequests<T> {
  private readonly entries = new Map<string, Shared<T>>();

  get size(): number {
    return this.entries.size;
  }

  /** Joins the request already running under `key`, or starts it with `start`. */
  run(
    key: string,
    start: (signal: AbortSignal, ref: PriorityRef) => Promise<T>,
    options: { priority?: Priority; signal?: AbortSignal } = {},
  ): Promise<T> {
    const priority = options.priority ?? 'foreground';
    if (options.signal?.aborted) return Promise.reject(new RequestCancelledError());
    let entry = this.entries.get(key);
    if (entry) {
      if (priority === 'foreground') entry.ref.priority = 'foreground';
    } else {
      const controller = new AbortController();
      const ref: PriorityRef = { priority };
      const created: Shared<T> = { promise: Promise.resolve() as Promise<T>, controller, ref, waiting: 0 };
      created.promise = start(controller.signal, ref).finally(() => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      });
      // The shared promise may reject after every caller left; that rejection is nobody's to handle.
      created.promise.catch(() => undefined);
      this.entries.set(key, created);
      entry = created;
    }
    return this.wait(key, entry, options.signal);
  }

  private wait(key: string, entry: Shared<T>, signal: AbortSignal | undefined): Promise<T> {
    entry.waiting++;
    if (!signal) return entry.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        reject(new RequestCancelledError());
        if (--entry.waiting === 0) {
          entry.controller.abort();
          if (this.entries.get(key) === entry) this.entries.delete(key);
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }
}
