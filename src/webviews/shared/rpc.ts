// The webview side of requests: numbered requests, answers matched by id, a timeout per request so a lost answer
// never leaves a button spinning forever.
import type { ErrorInfo, HostMessage, RequestMethod, RequestParamsMap, RequestResultMap, WebviewMessage } from '../../shared/protocol';

/** A failed request, carrying the host's (or the timeout's) message and next step. */
export class RpcError extends Error implements ErrorInfo {
  readonly nextStep?: string;
  constructor(info: ErrorInfo) {
    super(info.message);
    this.name = 'RpcError';
    if (info.nextStep !== undefined) this.nextStep = info.nextStep;
  }
}

export interface Rpc {
  /** Sends a request; settles with the host's result, its error (RpcError) or a timeout (RpcError). */
  request<M extends RequestMethod>(method: M, params: RequestParamsMap[M], timeoutMs?: number): Promise<RequestResultMap[M]>;
  /** Feed every host message here; returns true when it was a response this rpc was waiting for. */
  handle(message: HostMessage): boolean;
  /** Rejects everything still waiting (the panel is going away). */
  dispose(): void;
  readonly pendingCount: number;
}

export interface RpcOptions {
  /** Default per-request timeout. Data reads may wait out a rate limit (up to a minute), hence the generous default. */
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const DEFAULT_RPC_TIMEOUT_MS = 90_000;

interface Pending {
  resolve(result: unknown): void;
  reject(error: RpcError): void;
  timer: unknown;
}

export function createRpc(post: (message: WebviewMessage) => void, options: RpcOptions = {}): Rpc {
  const timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const pending = new Map<number, Pending>();
  let nextId = 1;

  function settle(id: number): Pending | undefined {
    const entry = pending.get(id);
    if (entry === undefined) return undefined;
    pending.delete(id);
    clearTimer(entry.timer);
    return entry;
  }

  return {
    request<M extends RequestMethod>(method: M, params: RequestParamsMap[M], ms = timeoutMs): Promise<RequestResultMap[M]> {
      const id = nextId++;
      return new Promise<RequestResultMap[M]>((resolve, reject) => {
        const timer = setTimer(() => {
          settle(id)?.reject(
            new RpcError({
              message: 'The extension did not answer in time.',
              nextStep: 'Try again. If it keeps happening, close and reopen the panel.',
            }),
          );
        }, ms);
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
        try {
          post({ type: 'request', id, method, params } as WebviewMessage);
        } catch (error) {
          settle(id)?.reject(new RpcError({ message: `The request could not be sent: ${String(error)}` }));
        }
      });
    },
    handle(message) {
      if (message.type !== 'response') return false;
      const entry = settle(message.id);
      if (entry === undefined) return false;
      if (message.ok) entry.resolve(message.result);
      else entry.reject(new RpcError(message.error));
      return true;
    },
    dispose() {
      for (const id of [...pending.keys()]) settle(id)?.reject(new RpcError({ message: 'The panel was closed.' }));
    },
    get pendingCount() {
      return pending.size;
    },
  };
}
