// Every failure of the API layer is one of these classes. Each carries a plain `userMessage` and a `nextStep` the user
// can act on, so UI layers never compose wording of their own. Messages never hold the API key, response bodies of
// non-JSON error pages, or anything longer than a short excerpt of server text.
import { problemSchema, type Problem, type RateLimitBody, type ValidationError } from '../../shared/api/schemas.js';

export const SET_KEY_STEP = "Set a valid API key with 'Brand Visibility: Set API Key'";
const RETRY_STEP = 'Try again in a moment';

export abstract class BrandVisibilityError extends Error {
  /** A stable name UIs and logs can branch on (the API's `code` for problems). */
  abstract readonly code: string;
  abstract readonly userMessage: string;
  abstract readonly nextStep: string;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Server answered with an RFC 9457 problem

/** Known values of a problem's `code` (the reference's Errors table); the server may add more. */
export type ProblemCode =
  | 'invalid_cursor'
  | 'invalid_token'
  | 'not_found'
  | 'workspace_archived'
  | 'scan_version_unsupported'
  | 'report_retired'
  | 'invalid_request'
  | 'rate_limited'
  | 'internal_server_error'
  | (string & {});

const MAX_SERVER_TEXT = 300;

/** Server text goes into messages: keep it short, on one line, without control characters. */
export function cleanServerText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  if (flat === '') return undefined;
  return flat.length > MAX_SERVER_TEXT ? `${flat.slice(0, MAX_SERVER_TEXT)}…` : flat;
}

export interface ProblemInit {
  status: number;
  problem: Problem;
  /** Seconds from `Retry-After`, when the response had one. */
  retryAfterSeconds?: number;
  /** The request id from the platform's header, used when the body's `instance` is empty. */
  requestIdHeader?: string;
}

export class ApiProblemError extends BrandVisibilityError {
  readonly code: ProblemCode;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  /** The request id (`instance`); empty when the server gave none. */
  readonly instance: string;
  /** 422: each invalid parameter. */
  readonly errors: ValidationError[];
  /** 429: the window's numbers from the body. */
  readonly rateLimit?: RateLimitBody;
  readonly retryAfterSeconds?: number;
  /** 410: the shared report's domain and where to start a new scan. */
  readonly domain?: string;
  readonly rescanUrl?: string;
  readonly userMessage: string;
  readonly nextStep: string;

  constructor(init: ProblemInit) {
    const p = init.problem;
    const code = p.code ?? codeForStatus(init.status);
    const detail = cleanServerText(p.detail) ?? '';
    super(`${init.status} ${code}${detail ? `: ${detail}` : ''}`);
    this.status = init.status;
    this.code = code;
    this.title = cleanServerText(p.title) ?? '';
    this.detail = detail;
    this.instance = cleanServerText(p.instance) ?? cleanServerText(init.requestIdHeader) ?? '';
    this.errors = (p.errors ?? []).map((e) => ({ ...e, msg: cleanServerText(e.msg) ?? '' }));
    this.rateLimit = p.rate_limit;
    this.retryAfterSeconds = init.retryAfterSeconds ?? p.rate_limit?.reset;
    this.domain = cleanServerText(p.domain);
    this.rescanUrl = cleanServerText(p.rescan_url);
    const words = wordsForProblem(this);
    this.userMessage = words.userMessage;
    this.nextStep = words.nextStep;
  }
}

/** A problem without a `code`: fall back on what the status means in the reference. */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'invalid_token';
    case 404:
      return 'not_found';
    case 409:
      return 'workspace_archived';
    case 422:
      return 'invalid_request';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal_server_error' : `http_${status}`;
  }
}

function withRequestId(text: string, instance: string): string {
  return instance ? `${text} (request id ${instance})` : text;
}

function wordsForProblem(e: ApiProblemError): { userMessage: string; nextStep: string } {
  switch (e.code) {
    case 'invalid_cursor':
      return {
        userMessage: 'The list position is no longer valid for this query.',
        nextStep: 'Reload the list from its first page',
      };
    case 'invalid_token':
      return { userMessage: 'The API key was not accepted: it is missing, unknown, revoked or expired.', nextStep: SET_KEY_STEP };
    case 'not_found':
      return {
        userMessage: 'Not found: the brand or item does not exist, or this API key cannot read it.',
        nextStep: 'Check the brand, or ask an admin of the organization for access with this key',
      };
    case 'workspace_archived':
      return {
        userMessage: "This API key's organization is archived.",
        nextStep: 'The organization is archived: nothing can be read until it is restored',
      };
    case 'scan_version_unsupported':
    case 'report_retired': {
      const what =
        e.code === 'report_retired'
          ? 'This shared report was retired with pre-launch data.'
          : 'This shared report was measured on a score formula that is no longer served.';
      return {
        userMessage: e.domain ? `${what} (${e.domain})` : what,
        nextStep: e.rescanUrl ? `Start a new scan at ${e.rescanUrl}` : 'Start a new scan of the domain',
      };
    }
    case 'invalid_request': {
      const listed = e.errors.map((v) => `${v.loc.join('.')}: ${v.msg}`).join('; ');
      return {
        userMessage: `The service rejected a parameter of the request${listed ? `: ${listed}` : e.detail ? `: ${e.detail}` : '.'}`,
        nextStep: 'Change the filter or value named above',
      };
    }
    case 'rate_limited': {
      const wait = Math.max(1, Math.ceil(e.retryAfterSeconds ?? 60));
      // Surfaced only once the scheduler stopped retrying: nothing resumes by itself from here.
      return {
        userMessage: 'Too many requests for this API key in the current window.',
        nextStep: `Wait ${wait} s, then try again`,
      };
    }
    case 'internal_server_error':
      return {
        userMessage: withRequestId(`The service failed (HTTP ${e.status}).`, e.instance),
        nextStep: `${RETRY_STEP}; if it keeps failing, report the request id`,
      };
    default:
      return {
        userMessage: withRequestId(
          `The service answered HTTP ${e.status} (${e.code})${e.detail ? `: ${e.detail}` : '.'}`,
          e.instance,
        ),
        nextStep: e.status >= 500 ? RETRY_STEP : 'Check the request, or report the request id',
      };
  }
}

/** Reads a problem body leniently; any JSON object counts, missing fields fall back on the status. */
export function problemFromJson(
  status: number,
  json: unknown,
  retryAfterSeconds?: number,
  requestIdHeader?: string,
): ApiProblemError {
  const parsed = problemSchema.safeParse(json);
  const problem: Problem = parsed.success ? parsed.data : {};
  return new ApiProblemError({ status, problem, retryAfterSeconds, requestIdHeader });
}

// ---------------------------------------------------------------------------------------------------------------------
// Responses that could not be read

/** A body that is not JSON, e.g. a proxy's HTML 502 page or a captive portal. The body itself is never kept. */
export class NonJsonResponseError extends BrandVisibilityError {
  readonly code = 'non_json_response';
  readonly userMessage: string;
  readonly nextStep: string;
  constructor(
    readonly status: number,
    readonly contentType: string,
  ) {
    super(`HTTP ${status} with a ${contentType || 'untyped'} body instead of an API problem`);
    const gateway = status === 502 || status === 503 || status === 504;
    this.userMessage = gateway
      ? `A proxy or gateway between you and the service answered HTTP ${status} instead of the service.`
      : `The server answered HTTP ${status} with a page that is not from the Brand Visibility API.`;
    this.nextStep =
      status >= 500
        ? `${RETRY_STEP}; if it persists, check the proxy settings and the API base URL`
        : 'Check the API base URL setting and any proxy in between';
  }
}

/** A body was expected but none came (any status). */
export class EmptyResponseError extends BrandVisibilityError {
  readonly code = 'empty_response';
  readonly userMessage: string;
  readonly nextStep = RETRY_STEP;
  constructor(readonly status: number) {
    super(`HTTP ${status} with an empty body`);
    this.userMessage = `The service answered HTTP ${status} without a body.`;
  }
}

/** A JSON body that does not parse: truncated in transit, or not JSON although labelled so. */
export class InvalidJsonError extends BrandVisibilityError {
  readonly code = 'invalid_json';
  readonly userMessage = 'The response was cut off or is not valid JSON.';
  readonly nextStep = RETRY_STEP;
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(`HTTP ${status}: invalid JSON (${reason})`);
  }
}

/** A shown field has the wrong type; `path` names it like `keywords[3].searches_mo`. */
export class ResponseShapeError extends BrandVisibilityError {
  readonly code = 'response_shape';
  readonly userMessage: string;
  readonly nextStep = 'Update the extension; if this persists, report it with the message';
  constructor(
    readonly route: string,
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.userMessage = `The service answered ${route} with data this version cannot read (${path}: ${problem}).`;
  }
}

/** The server kept redirecting, redirected without a location, or towards a non-https address. */
export class RedirectError extends BrandVisibilityError {
  readonly code = 'redirect';
  readonly userMessage: string;
  readonly nextStep = 'Check the API base URL setting';
  constructor(reason: string) {
    super(reason);
    this.userMessage = `The request was redirected and could not be followed: ${reason}.`;
  }
}

/** A body above the client's size cap: refused while it streamed in, never held whole. */
export class ResponseTooLargeError extends BrandVisibilityError {
  readonly code = 'response_too_large';
  readonly userMessage: string;
  readonly nextStep = 'Check the API base URL setting and any proxy in between; if the service really sends this much, report it';
  constructor(
    readonly host: string,
    readonly limitBytes: number,
  ) {
    const size = limitBytes >= 1024 * 1024 ? `${Math.round(limitBytes / (1024 * 1024))} MB` : `${Math.ceil(limitBytes / 1024)} KB`;
    super(`Response body from ${host} larger than ${limitBytes} bytes`);
    this.userMessage = `The answer from ${host} is larger than ${size}, so it was refused without reading it.`;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The request did not complete

export class RequestTimeoutError extends BrandVisibilityError {
  readonly code = 'timeout';
  readonly userMessage: string;
  readonly nextStep = `${RETRY_STEP}; a slow network or proxy can cause this`;
  constructor(readonly timeoutMs: number) {
    super(`No complete response within ${timeoutMs} ms`);
    this.userMessage = `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  }
}

export type NetworkFailure = 'reset' | 'refused' | 'dns' | 'tls' | 'proxy' | 'unreachable' | 'other';

/**
 * The code a transport gives a connection the proxy refused or dropped while the tunnel to the service was being made
 * (undici would otherwise treat that as a recoverable socket error and reconnect without end).
 */
export const PROXY_TUNNEL_CODE = 'BV_PROXY_TUNNEL';

export class NetworkError extends BrandVisibilityError {
  readonly code = 'network';
  readonly userMessage: string;
  readonly nextStep: string;
  /** The system or TLS error code under the failure (e.g. ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT), when known. */
  readonly causeCode: string | undefined;
  constructor(
    readonly failure: NetworkFailure,
    readonly host: string,
    cause?: unknown,
  ) {
    super(`Network failure (${failure}) reaching ${host}`, { cause });
    this.causeCode = causeCodeOf(failure, cause);
    const words = NETWORK_WORDS[failure];
    // A certificate problem is named by its code, so the user (or whoever they ask) can tell which one it is.
    const problem = this.causeCode ? `certificate problem ${this.causeCode}` : 'a certificate problem';
    this.userMessage = words.message.replace('{host}', host).replace('{problem}', problem);
    this.nextStep = words.step;
  }
}

const NETWORK_WORDS: Record<NetworkFailure, { message: string; step: string }> = {
  reset: { message: 'The connection to {host} was closed before the answer was complete.', step: RETRY_STEP },
  refused: {
    message: '{host} refused the connection.',
    step: 'Check the API base URL setting, and that the service or proxy is running',
  },
  dns: { message: 'The name {host} could not be resolved.', step: 'Check the API base URL setting and your network connection' },
  proxy: {
    message: 'The proxy closed the connection to {host} before it was made (it refused or dropped the tunnel).',
    step: 'Check the proxy settings (http.proxy in the editor, HTTPS_PROXY / HTTP_PROXY / NO_PROXY for the command line) and that the proxy lets this host through',
  },
  tls: {
    message: 'The certificate of {host} is not trusted, so the connection was not made ({problem}).',
    step: "If a company proxy inspects HTTPS, install its root certificate in your system's trust store; otherwise report it",
  },
  unreachable: { message: '{host} cannot be reached from this network.', step: 'Check your network connection and proxy settings' },
  other: { message: 'The request to {host} failed on the network.', step: `${RETRY_STEP}; check your network and proxy settings` },
};

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS/i;
/** TLS codes meaning "issued by a CA this process does not know" (self-signed, private or company CA). */
const UNKNOWN_ISSUER_CODES = /SELF_SIGNED|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT/;

/** Whether a TLS failure's code says the issuing CA is unknown (trusting that CA would fix it). */
export function isUnknownIssuer(causeCode: string | undefined): boolean {
  return causeCode !== undefined && UNKNOWN_ISSUER_CODES.test(causeCode);
}

/** Each error along a cause chain (undici wraps the system error in `cause`), outermost first. */
function causeChain(err: unknown): Array<{ code?: string; message: string }> {
  const chain: Array<{ code?: string; message: string }> = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    chain.push({ code: typeof code === 'string' ? code : undefined, message: current.message });
    current = current.cause;
  }
  return chain;
}

/** The code that says what went wrong: for a certificate problem the TLS one, else the innermost. */
function causeCodeOf(failure: NetworkFailure, cause: unknown): string | undefined {
  const codes = causeChain(cause).flatMap((e) => (e.code && /^[A-Z][A-Z0-9_]{1,63}$/.test(e.code) ? [e.code] : []));
  return failure === 'tls' ? codes.find((c) => TLS_CODES.test(c)) : codes.at(-1);
}

/** What a certificate failure's message says when it came without a code. */
const TLS_MESSAGES = /certificate|self[- ]signed|SSL routines|handshake failure|alert bad/i;

/** Maps whatever fetch threw to a failure kind. */
export function classifyNetworkFailure(err: unknown): NetworkFailure {
  const chain = causeChain(err);
  const codes = chain.flatMap((e) => (e.code ? [e.code] : []));
  const all = chain.flatMap((e) => (e.code ? [e.code, e.message] : [e.message])).join(' ');
  if (codes.includes(PROXY_TUNNEL_CODE)) return 'proxy';
  // By code or by a certificate's words: "socket disconnected before secure TLS connection" is a drop, not a certificate.
  if (codes.some((c) => TLS_CODES.test(c)) || TLS_MESSAGES.test(all)) return 'tls';
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(all)) return 'dns';
  if (/ECONNREFUSED/.test(all)) return 'refused';
  if (/ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|terminated/i.test(all)) return 'reset';
  if (/ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT/.test(all)) return 'unreachable';
  return 'other';
}

export class RequestCancelledError extends BrandVisibilityError {
  readonly code = 'cancelled';
  readonly userMessage = 'The request was cancelled.';
  readonly nextStep = 'Nothing to do; open the view again to reload it';
  constructor() {
    super('Request cancelled');
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Refused locally, before anything is sent

export class MissingApiKeyError extends BrandVisibilityError {
  readonly code = 'no_api_key';
  readonly userMessage = 'No API key is configured.';
  readonly nextStep = SET_KEY_STEP;
  constructor() {
    super('No API key configured; nothing was sent');
  }
}

export class InsecureBaseUrlError extends BrandVisibilityError {
  readonly code = 'insecure_base_url';
  readonly userMessage: string;
  readonly nextStep = "Use an https:// address in the 'API base URL' setting (plain http only for localhost)";
  constructor(reason: string) {
    super(`Refused base URL: ${reason}`);
    this.userMessage = `The API base URL was refused: ${reason}.`;
  }
}

export interface OptionIssue {
  /** The option's name, as sent (e.g. `limit`). */
  name: string;
  message: string;
}

export class InvalidRequestOptionsError extends BrandVisibilityError {
  readonly code = 'invalid_options';
  readonly userMessage: string;
  readonly nextStep = 'Change the value named above';
  constructor(readonly issues: readonly OptionIssue[]) {
    const listed = issues.map((i) => `${i.name}: ${i.message}`).join('; ');
    super(`Invalid request options: ${listed}`);
    this.userMessage = `The request was not sent because an option is invalid (${listed}).`;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Higher-level reads

/** A read pinned to a scan answered 404: the scan is gone. The session has dropped the pin. */
export class PinnedScanGoneError extends BrandVisibilityError {
  readonly code = 'pinned_scan_gone';
  readonly userMessage = 'The scan this view was pinned to is no longer available; refreshed to the latest scan.';
  readonly nextStep = 'Refresh to read the latest scan';
  constructor(
    readonly scanId: string,
    cause?: unknown,
  ) {
    super(`Pinned scan ${scanId} answered 404`, { cause });
  }
}

/** The server rejected a cursor again after the list had been restarted once from its first page. */
export class CursorRestartFailedError extends BrandVisibilityError {
  readonly code = 'cursor_restart_failed';
  readonly userMessage = 'The list kept changing while it was being read, so it could not be read to the end.';
  readonly nextStep = 'Refresh to read the list again';
  constructor(cause?: unknown) {
    super('invalid_cursor again after restarting from the first page', { cause });
  }
}

// ---------------------------------------------------------------------------------------------------------------------

export interface ErrorDescription {
  message: string;
  nextStep: string;
  code?: string;
}

/** For UI layers: one plain message and what to do, for anything that was thrown. */
export function describeError(e: unknown): ErrorDescription {
  if (e instanceof BrandVisibilityError) return { message: e.userMessage, nextStep: e.nextStep, code: e.code };
  const text = e instanceof Error ? cleanServerText(e.message) : undefined;
  return {
    message: text ? `Unexpected error: ${text}` : 'Unexpected error.',
    nextStep: `${RETRY_STEP}; if it persists, report it with the log`,
  };
}
