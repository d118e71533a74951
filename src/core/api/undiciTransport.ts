// A Transport for the CLI and tests: undici's fetch through EnvHttpProxyAgent, which honours HTTPS_PROXY, HTTP_PROXY
// and NO_PROXY. Kept out of index.ts so the extension bundle (which uses VS Code's patched global fetch) never pulls
// undici in.
//
// Two rules on top of the proxy variables:
// - a loopback target never goes through a proxy: the key would travel to the proxy (in clear text for http:), and
//   the service on this machine is reached directly anyway;
// - a tunnel the proxy refuses or drops fails the request. undici reads such a close as a recoverable socket error and
//   reconnects at once, without end (100 000 CONNECTs in 40 s); marked as a proxy failure instead, the request fails
//   and the client's scheduler retries it a bounded number of times with backoff, like a 5xx.
//
// undici is loaded on first use (pinned to v7, which runs on Node >= 20.18). Should it fail to load, the global
// fetch is used instead (it has no proxy support), and `onFallback` says so, so a CLI can warn behind a proxy.
import type * as Undici from 'undici';
import { PROXY_TUNNEL_CODE } from './errors.js';
import { isLoopbackHost, type Transport } from './transport.js';

export interface UndiciTransportOptions {
  /** Called once when undici could not be loaded and the global fetch is used instead. */
  onFallback?: (reason: string) => void;
}

export function createUndiciTransport(options: UndiciTransportOptions = {}): Transport {
  let ready: Promise<Transport> | undefined;
  return async (url, init) => {
    ready ??= load(options);
    return (await ready)(url, init);
  };
}

async function load(options: UndiciTransportOptions): Promise<Transport> {
  try {
    const undici = await import('undici');
    const proxied = new undici.EnvHttpProxyAgent({ factory: (origin, opts) => tunnelSafePool(undici, origin, opts) });
    const direct = new undici.Agent();
    return async (url, init) => {
      const dispatcher = isLoopbackHost(new URL(url).hostname) ? direct : proxied;
      const response = await undici.fetch(url, { ...(init as Undici.RequestInit), dispatcher });
      // undici's Response is the WHATWG one; the DOM typing differs only nominally.
      return response as unknown as Response;
    };
  } catch (err) {
    options.onFallback?.(`undici could not be loaded (${err instanceof Error ? err.message : String(err)}); proxy variables are ignored`);
    return (url, init) => fetch(url, init);
  }
}

type ConnectCallback = (err: Error | null, socket: unknown) => void;
type Connector = (opts: object, callback: ConnectCallback) => void;

/** Certificate failures of the service's own TLS inside the tunnel stay what they are. */
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;

/**
 * undici's own factory (a Pool per origin), except that a connector given as a function — the one ProxyAgent builds to
 * open a tunnel — reports its failures as proxy failures, which end the request instead of reconnecting.
 */
function tunnelSafePool(undici: typeof Undici, origin: string | URL, opts: object): Undici.Dispatcher {
  const { connect } = opts as { connect?: unknown };
  if (typeof connect !== 'function') return new undici.Pool(origin, opts);
  const tunnel = connect as Connector;
  const bounded: Connector = (connectOpts, callback) =>
    tunnel(connectOpts, (err, socket) => {
      const code = (err as { code?: unknown } | null)?.code;
      if (!err || (typeof code === 'string' && CERTIFICATE_CODE.test(code))) return callback(err, socket);
      callback(Object.assign(new Error(`the proxy closed the tunnel: ${err.message}`, { cause: err }), { code: PROXY_TUNNEL_CODE }), null);
    });
  return new undici.Pool(origin, { ...opts, connect: bounded } as Undici.Pool.Options);
}
