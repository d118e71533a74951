// A Transport for the CLI and tests: undici's fetch through EnvHttpProxyAgent, which honours HTTPS_PROXY, HTTP_PROXY
// and NO_PROXY. Kept out of index.ts so the extension bundle (which uses VS Code's patched global fetch) never pulls
// undici in.
//
// undici is loaded on first use (pinned to v7, which runs on Node >= 20.18). Should it fail to load, the global
// fetch is used instead (it has no proxy support), and `onFallback` says so, so a CLI can warn behind a proxy.
import type { Transport } from './transport.js';

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
    const dispatcher = new undici.EnvHttpProxyAgent();
    return async (url, init) => {
      const response = await undici.fetch(url, { ...(init as import('undici').RequestInit), dispatcher });
      // undici's Response is the WHATWG one; the DOM typing differs only nominally.
      return response as unknown as Response;
    };
  } catch (err) {
    options.onFallback?.(`undici could not be loaded (${err instanceof Error ? err.message : String(err)}); proxy variables are ignored`);
    return (url, init) => fetch(url, init);
  }
}
