// What the CLI's API commands (audit, get) share: option parsing, the client from the environment, exit codes and
// error printing. The key comes only from BRAND_VISIBILITY_API_KEY and is scrubbed from everything written.
import {
  ApiProblemError,
  BrandVisibilityClient,
  BrandVisibilityError,
  InsecureBaseUrlError,
  InvalidRequestOptionsError,
  NetworkError,
  isUnknownIssuer,
  type RequestLogEntry,
  type Transport,
} from '../core/api/index';
import { createUndiciTransport } from '../core/api/undiciTransport';
import { inertJson, plainText } from '../shared/text/plainText';
import { homepage, version } from '../../package.json';
import { EXIT_USAGE, type CliIO } from './io';

/** `audit` found problems at or above --fail-on. */
export const EXIT_FINDINGS = 1;
/** The API answered with an error, or the network failed. */
export const EXIT_API = 3;

export const KEY_ENV = 'BRAND_VISIBILITY_API_KEY';
export const BASE_URL_ENV = 'BRAND_VISIBILITY_BASE_URL';

/** What a command needs from its surroundings; tests pass their own. */
export interface ApiCommandDeps {
  env?: Readonly<Record<string, string | undefined>>;
  transport?: Transport;
  /** Each request the client makes (path, status, timing; never the key). */
  onRequestLog?: (entry: RequestLogEntry) => void;
}

/** Writes through `io` with the key replaced, so no server text or error can carry it to a terminal or a log. */
export function redactingIO(io: CliIO, secret: string | undefined): CliIO {
  if (!secret) return io;
  const scrub = (text: string): string => text.split(secret).join('***');
  return { stdout: (t) => io.stdout(scrub(t)), stderr: (t) => io.stderr(scrub(t)) };
}

export interface ClientSetup {
  client: BrandVisibilityClient;
  key: string;
  baseUrl: string;
}

/** The client from --base-url / the environment; a usage error text when the key or the base URL is missing or bad. */
export function clientFromEnv(baseUrlOption: string | undefined, deps: ApiCommandDeps): ClientSetup | string {
  const env = deps.env ?? process.env;
  const key = env[KEY_ENV]?.trim();
  if (!key) return `no API key: set ${KEY_ENV}`;
  const baseUrl = (baseUrlOption ?? env[BASE_URL_ENV] ?? '').trim();
  if (!baseUrl) return `no base URL: pass --base-url or set ${BASE_URL_ENV}`;
  try {
    const client = new BrandVisibilityClient({
      baseUrl,
      getApiKey: () => key,
      transport: deps.transport ?? createUndiciTransport(),
      userAgent: `brand-visibility-cli/${CLI_VERSION}`,
      onRequestLog: deps.onRequestLog,
    });
    return { client, key, baseUrl };
  } catch (err) {
    if (err instanceof InsecureBaseUrlError) return `the base URL is not usable: ${plainText(err.message, 200)}`;
    throw err;
  }
}

/**
 * Prints an API-layer failure and returns its exit code: the problem's `code` and `detail` for API answers (3) — for a
 * 422, each parameter the service refused with why —, the invalid option for a request refused before sending (2),
 * code and message for network failures and unreadable answers (3), with the HTTP status where one came.
 */
export function reportError(command: string, err: unknown, io: CliIO): number {
  if (err instanceof InvalidRequestOptionsError) {
    io.stderr(`brand-visibility ${command}: ${plainText(err.message, 500)}\n`);
    return EXIT_USAGE;
  }
  if (err instanceof ApiProblemError) {
    const detail = err.detail || err.userMessage;
    const id = err.instance ? ` (request id ${plainText(err.instance, 100)})` : '';
    io.stderr(`brand-visibility ${command}: error ${err.status} ${plainText(err.code, 80)}: ${plainText(detail, 500)}${id}\n`);
    const refused = err.code === 'invalid_request' ? err.errors : [];
    for (const e of refused.slice(0, MAX_LISTED_PARAMETERS)) io.stderr(`  ${parameterName(e.loc)}: ${plainText(e.msg || 'invalid', 300)}\n`);
    if (refused.length > MAX_LISTED_PARAMETERS) io.stderr(`  … and ${refused.length - MAX_LISTED_PARAMETERS} more\n`);
    io.stderr(`  ${plainText(cliProblemStep(err, refused.length), 200)}\n`);
    return EXIT_API;
  }
  if (err instanceof BrandVisibilityError) {
    const status = statusOf(err);
    const message = status !== undefined && !err.userMessage.includes(`HTTP ${status}`) ? `${err.userMessage} (HTTP ${status})` : err.userMessage;
    io.stderr(`brand-visibility ${command}: error ${plainText(err.code, 80)}: ${plainText(message, 500)}\n  ${plainText(cliNextStep(err), 200)}\n`);
    return EXIT_API;
  }
  throw err;
}

/** A hostile 422 could list thousands of parameters. */
const MAX_LISTED_PARAMETERS = 20;

/** `['query', 'limit']` → `limit (query)`: the name given with --param first, then where the service found it. */
function parameterName(loc: readonly (string | number)[]): string {
  const [where, ...path] = loc.map((part) => plainText(String(part), 80));
  if (where === undefined) return 'a parameter';
  return path.length > 0 ? `${path.join('.')} (${where})` : where;
}

/** The API layer's next steps speak of the editor's commands; the CLI's key comes from the environment. */
function cliProblemStep(err: ApiProblemError, refused: number): string {
  if (err.code === 'invalid_token') return `Set ${KEY_ENV} to a valid API key`;
  if (refused > 0) return refused === 1 ? 'Change the parameter named above and run again' : 'Change the parameters named above and run again';
  return err.nextStep;
}

/** The HTTP status of an answer that could not be read (not JSON, empty, cut off), if one came. */
function statusOf(err: BrandVisibilityError): number | undefined {
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && Number.isInteger(status) && status > 0 ? status : undefined;
}

/** Node trusts its own CA list plus NODE_EXTRA_CA_CERTS (read at start), not the system store the editor uses. */
export const CA_STEP =
  "Set NODE_EXTRA_CA_CERTS to the PEM file of the CA that issued the server's certificate (e.g. your company proxy's root CA) and run again";
const CERTIFICATE_STEP = "Check that the base URL names the service's host; if it does, the server's certificate is invalid: report it";

function cliNextStep(err: BrandVisibilityError): string {
  if (!(err instanceof NetworkError) || err.failure !== 'tls') return err.nextStep;
  return isUnknownIssuer(err.causeCode) ? CA_STEP : CERTIFICATE_STEP;
}

/** The package's version and home page (esbuild inlines only these fields of package.json). */
export const CLI_VERSION: string = version;
export const CLI_HOMEPAGE: string = homepage;

/** Pretty JSON that is safe to print to a terminal (see inertJson). */
export function terminalSafeJson(value: unknown): string {
  return `${inertJson(value, 2)}\n`;
}
