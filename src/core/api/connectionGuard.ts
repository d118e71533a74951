// VS Code's fetch (its proxy agent, an undici ProxyAgent shared by the window) reconnects without end when a proxy
// closes each tunnel right after CONNECT: undici reads a socket closed while connecting (UND_ERR_SOCKET) as recoverable
// and connects again at once, and a request aborted meanwhile stays queued until a connection succeeds, so the loop
// outlives it (14 000 CONNECTs in 10 s were measured in the extension host, going on after the abort). The extension
// cannot replace that dispatcher. undici announces each failed connection on its diagnostics channel just before it
// decides what the error means: for the hosts this transport is waiting on, the error is marked as a proxy failure
// there, which undici treats as final — the queued requests fail, the loop ends, and the scheduler retries a bounded
// number of times with backoff, like a 5xx. (The CLI's undici transport does the same in its connector:
// undiciTransport.ts.)
import { subscribe } from 'node:diagnostics_channel';
import { PROXY_TUNNEL_CODE } from './errors.js';
import type { Transport } from './transport.js';

const CONNECT_ERROR = 'undici:client:connectError';
/** The code undici gives a socket that closed: the one it treats as recoverable, and loops on while connecting. */
const SOCKET_CLOSED = 'UND_ERR_SOCKET';

interface ConnectErrorMessage {
  connectParams?: { hostname?: string };
  error?: { code?: unknown };
}

/** Host names with requests of ours waiting for response headers, and how many. */
const waiting = new Map<string, number>();
let listening = false;

function normalHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function onConnectError(message: unknown): void {
  const { connectParams, error } = (message ?? {}) as ConnectErrorMessage;
  if (!error || error.code !== SOCKET_CLOSED || !connectParams?.hostname) return;
  // Only for our own hosts: other extensions' requests keep undici's behaviour.
  if (waiting.has(normalHost(connectParams.hostname))) error.code = PROXY_TUNNEL_CODE;
}

/** `transport`, whose requests end instead of looping when every connection to their host closes while being made. */
export function withConnectionGuard(transport: Transport): Transport {
  return async (url, init) => {
    if (!listening) {
      subscribe(CONNECT_ERROR, onConnectError);
      listening = true;
    }
    const hostname = normalHost(new URL(url).hostname);
    waiting.set(hostname, (waiting.get(hostname) ?? 0) + 1);
    try {
      return await transport(url, init);
    } finally {
      const left = (waiting.get(hostname) ?? 1) - 1;
      if (left > 0) waiting.set(hostname, left);
      else waiting.delete(hostname);
    }
  };
}
