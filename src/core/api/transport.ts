// One GET over a fetch-shaped transport: base-URL policy, manual redirects (Authorization only to the same origin),
// a timeout joined with the caller's AbortSignal, and the body read as a stream up to a size cap, the key's text taken
// out. Nothing is cached.
import {
  BrandVisibilityError,
  InsecureBaseUrlError,
  NetworkError,
  RedirectError,
  RequestCancelledError,
  RequestTimeoutError,
  ResponseTooLargeError,
  classifyNetworkFailure,
} from './errors.js';

/**
 * The Fetch standard's request options, as sent: Node's RequestInit type leaves out `cache`, which the standard has and
 * Node's fetch (undici) accepts; every request says `no-store`.
 */
export type TransportInit = RequestInit & { cache?: 'no-store' };

/** Fetch-shaped: the VS Code host passes its global `fetch` (which honours the editor's proxy and certificates). */
export type Transport = (url: string, init: TransportInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 30_000;
export const MAX_REDIRECTS = 5;
/** No answer of this API comes near it (lists are paged); a larger body is a wrong base URL, a proxy or an attack. */
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** What the layers above need of a response: the body is already read, so retries and sharing are simple. */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
  /** The final URL after redirects. */
  url: string;
  /** Local clock when the request left and when the answer was complete (rate-limit windows are timed from these). */
  sentAt: number;
  receivedAt: number;
}

/** What a response body holds where the server sent the key back (the marker response.ts uses for error bodies). */
export const REDACTED_KEY = '[redacted]';
// RFC 6750 token characters only: such a key never holds a quote or backslash, so replacing it inside a JSON string
// keeps the JSON valid. Shorter strings could occur in any body by chance.
const REPLACEABLE_KEY = /^[A-Za-z0-9\-._~+/]{8,}=*$/;

/**
 * The body without the key's text: a server or gateway that quotes the credential in an error detail or a field
 * would otherwise carry it into messages, views, logs and CLI output above this layer.
 */
export function withoutKey(body: string, apiKey: string): string {
  if (!REPLACEABLE_KEY.test(apiKey) || !body.includes(apiKey)) return body;
  return body.split(apiKey).join(REDACTED_KEY);
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

/** The base URL must be https, except on the loopback interface; no credentials, query or fragment in it. */
export function checkBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new InsecureBaseUrlError('it is not a valid URL');
  }
  checkSecureUrl(url, (reason) => new InsecureBaseUrlError(reason));
  if (url.username || url.password) throw new InsecureBaseUrlError('it must not contain a user name or password');
  if (url.search || url.hash) throw new InsecureBaseUrlError('it must not contain a query or fragment');
  return url;
}

function checkSecureUrl(url: URL, fail: (reason: string) => Error): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  if (url.protocol === 'http:') throw fail(`plain http is allowed only for localhost, not ${url.hostname}`);
  throw fail(`the scheme ${url.protocol} is not supported`);
}

export interface GetOptions {
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  /** Bodies above this many bytes are refused (ResponseTooLargeError); default DEFAULT_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * The body as text, read chunk by chunk and refused once it passes `max` bytes (or declares more up front), so a
 * runaway answer costs at most `max` bytes of memory however large it is.
 */
async function readCappedText(response: Response, max: number, host: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(host, max);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(host, max);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** Performs one GET (following up to 5 redirects) and reads the body. Throws the API layer's errors only. */
export async function performGet(transport: Transport, url: URL, opts: GetOptions): Promise<RawResponse> {
  const now = opts.now ?? Date.now;
  if (opts.signal?.aborted) throw new RequestCancelledError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const origin = url.origin;
  const sentAt = now();
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': opts.userAgent };
      // A redirect to another origin never receives the credential.
      if (current.origin === origin) headers.Authorization = `Bearer ${opts.apiKey}`;
      const response = await transport(current.href, {
        method: 'GET',
        headers,
        redirect: 'manual',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!REDIRECT_STATUSES.has(response.status)) {
        const text = await readCappedText(response, opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, current.host);
        const body = withoutKey(text, opts.apiKey);
        return { status: response.status, headers: response.headers, body, url: current.href, sentAt, receivedAt: now() };
      }
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new RedirectError(`more than ${MAX_REDIRECTS} redirects`);
      const location = response.headers.get('location');
      if (!location) throw new RedirectError(`HTTP ${response.status} without a Location header`);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new RedirectError('the Location header is not a valid URL');
      }
      checkSecureUrl(next, (reason) => new RedirectError(`redirect refused: ${reason}`));
      current = next;
    }
  } catch (err) {
    if (err instanceof BrandVisibilityError) throw err;
    if (timedOut) throw new RequestTimeoutError(opts.timeoutMs);
    if (opts.signal?.aborted) throw new RequestCancelledError();
    throw new NetworkError(classifyNetworkFailure(err), current.host, err);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}
