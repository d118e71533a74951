// The typed client of the Brand Visibility Read API v1. Every read goes: local validation → coalescing of identical
// in-flight GETs → the credential's rate-limit scheduler → one GET (redirects, timeout) → problem or schema parse.
import { normalizeBrandList } from './brands.js';
import { InFlightRequests } from './coalesce.js';
import { Emitter, type Event } from './emitter.js';
import {
  ApiProblemError,
  BrandVisibilityError,
  InvalidRequestOptionsError,
  MissingApiKeyError,
  NonJsonResponseError,
  ResponseShapeError,
} from './errors.js';
import { buildQuery, checkPathIds } from './query.js';
import { parseRateLimit } from './rateLimit.js';
import { readJsonBody, requestIdOf } from './response.js';
import {
  credentialId,
  sharedSchedulers,
  type Priority,
  type RateLimitState,
  type SchedulerRegistry,
} from './scheduler.js';
import { installReadMethods, pathParamsOf, READS, type ItemArgs, type ReadName, type ReadQuery, type ReadResult } from '../../shared/api/reads.js';
import type { BrandSummary } from '../../shared/api/schemas.js';
import { parseShape } from './shape.js';
import { checkBaseUrl, DEFAULT_TIMEOUT_MS, performGet, type RawResponse, type Transport } from './transport.js';

export interface RequestLogEntry {
  method: 'GET';
  /** Path and query; a cursor's value is elided. Never the key. */
  path: string;
  /** 0 when no answer came (network failure, timeout, cancellation). */
  status: number;
  durationMs: number;
  requestId: string | undefined;
  /** `r` of the answer's RateLimit field. */
  remaining: number | undefined;
  /** The error's code when the attempt failed without an answer. */
  error?: string;
}

export interface ClientOptions {
  /** e.g. https://api.example.com — https only, except loopback addresses. */
  baseUrl: string;
  /** Read on every request, so a key set or removed takes effect at once. */
  getApiKey: () => string | undefined | Promise<string | undefined>;
  transport: Transport;
  /** Per attempt, default 30 s. */
  timeoutMs?: number;
  /** Larger response bodies are refused while they stream in; default 20 MB (DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  userAgent?: string;
  onRequestLog?: (entry: RequestLogEntry) => void;
  /** Rate-limit schedulers by credential; default: the one registry the whole process shares. */
  schedulers?: SchedulerRegistry;
}

export interface ReadOptions {
  /** 'foreground' (default) for what the user looks at; 'background' for prefetch. */
  priority?: Priority;
  signal?: AbortSignal;
  /**
   * Never join a request already running for the same URL: that one may have left before the data changed (an
   * explicit refresh right after a new crawl must read the new scan).
   */
  fresh?: boolean;
}

export type UnknownQuery = Record<string, string | number | boolean>;

/** The brands a key can read: from GET /v1/brands, or else resolved one by one from the ids the user added. */
export interface BrandListing {
  brands: BrandSummary[];
  source: 'list' | 'added';
  /** Added ids that could not be resolved (fallback only), with why. */
  unresolved: { id: string; error: BrandVisibilityError }[];
}

const DEFAULT_USER_AGENT = 'brand-visibility-vscode/0.1';

/** One method per read of the table: `client.keyword(brandId, keywordId, query?, opts?)`. */
export type ClientReadMethods = {
  [N in ReadName]: (brandId: string, ...rest: [...ItemArgs<N>, query?: ReadQuery<N>, opts?: ReadOptions]) => Promise<ReadResult<N>>;
};

// The read methods are installed from the table below the class; this interface gives them their types.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface BrandVisibilityClient extends ClientReadMethods {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class BrandVisibilityClient {
  private readonly baseUrl: URL;
  private readonly options: ClientOptions;
  private readonly schedulers: SchedulerRegistry;
  private readonly inFlight = new InFlightRequests<RawResponse>();
  /** Makes each fresh read's in-flight key its own. */
  private freshReads = 0;
  private readonly rateLimitChanged = new Emitter<RateLimitState>();
  private currentCredential: string | undefined;

  /** The rate-limit state of the credential this client last used (status bar). */
  readonly onDidChangeRateLimit: Event<RateLimitState> = this.rateLimitChanged.event;

  constructor(options: ClientOptions) {
    this.baseUrl = checkBaseUrl(options.baseUrl);
    this.options = options;
    this.schedulers = options.schedulers ?? sharedSchedulers;
    this.schedulers.onDidChangeState(({ credentialId: id, state }) => {
      if (id === this.currentCredential) this.rateLimitChanged.fire(state);
    });
  }

  /** The current rate-limit state of this client's credential, if it has sent anything. */
  get rateLimitState(): RateLimitState | undefined {
    return this.currentCredential ? this.schedulers.forCredential(this.currentCredential).state : undefined;
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Reads

  async listBrands(addedIds: readonly string[] = [], opts?: ReadOptions): Promise<BrandListing> {
    let listed: BrandSummary[] | undefined;
    try {
      listed = normalizeBrandList(await this.get(['v1', 'brands'], [], opts));
    } catch (err) {
      if (!isUnreadableListing(err)) throw err;
    }
    if (listed) return { brands: listed, source: 'list', unresolved: [] };
    const listing: BrandListing = { brands: [], source: 'added', unresolved: [] };
    const results = await Promise.allSettled(addedIds.map((id) => this.read('settings', [id], undefined, opts)));
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') {
        const s = result.value;
        listing.brands.push({ id: s.brand_id, name: s.name, domain: s.domain });
      } else if (result.reason instanceof BrandVisibilityError) {
        listing.unresolved.push({ id: addedIds[i], error: result.reason });
      } else {
        throw result.reason;
      }
    });
    // Nothing resolved and every id failed the same way (e.g. a bad key): that failure is the answer.
    if (listing.brands.length === 0 && listing.unresolved.length > 0) {
      const first = listing.unresolved[0].error;
      if (!(first instanceof ApiProblemError && first.code === 'not_found')) throw first;
    }
    return listing;
  }

  /**
   * A route the reference names only by its path (`/v1/brands/{id}/scores`, `/v1/scans/{id}`, …): the JSON as is.
   * `path` is split on '/', each segment percent-encoded; '.', '..' and empty segments are refused.
   */
  async getUnknown(path: string, query: UnknownQuery = {}, opts?: ReadOptions): Promise<unknown> {
    const segments = splitApiPath(path);
    const pairs = Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]);
    return this.get(segments, pairs, opts);
  }

  // -------------------------------------------------------------------------------------------------------------------

  /**
   * One read of the table (reads.ts): path ids checked as uuids, the query checked against the names the reference
   * gives, the answer parsed with the read's schema. The named methods (`client.keywords(brandId, query)`) call this.
   */
  async read<N extends ReadName>(name: N, ids: readonly string[], query?: ReadQuery<N>, opts?: ReadOptions): Promise<ReadResult<N>> {
    const declaration = READS[name];
    const names = pathParamsOf(name);
    checkPathIds(Object.fromEntries(names.map((param, i) => [param, ids[i]])));
    const pairs = buildQuery(name, query);
    const segments = declaration.path.slice(1).split('/').map((segment) => {
      const param = /^\{([a-z_]+)\}$/.exec(segment)?.[1];
      return param === undefined ? segment : ids[names.indexOf(param)];
    });
    const json = await this.get(segments, pairs, opts);
    return parseShape(declaration.schema, json, declaration.path) as ReadResult<N>;
  }

  private async get(segments: string[], pairs: [string, string][], opts: ReadOptions = {}): Promise<unknown> {
    const apiKey = (await this.options.getApiKey())?.trim();
    if (!apiKey) throw new MissingApiKeyError();
    const url = this.urlFor(segments, pairs);
    const credential = credentialId(apiKey);
    this.currentCredential = credential;
    const scheduler = this.schedulers.forCredential(credential);
    const key = `${credential} ${url.href}${opts.fresh ? ` #fresh-${++this.freshReads}` : ''}`;
    const raw = await this.inFlight.run(
      key,
      (signal, ref) => scheduler.run(() => this.attempt(url, apiKey, signal), { priority: ref, signal }),
      { priority: opts.priority, signal: opts.signal },
    );
    return readJsonBody(raw, apiKey);
  }

  /** One attempt, logged whatever its outcome. */
  private async attempt(url: URL, apiKey: string, signal: AbortSignal): Promise<RawResponse> {
    const started = Date.now();
    const path = loggablePath(url);
    try {
      const raw = await performGet(this.options.transport, url, {
        apiKey,
        signal,
        userAgent: this.options.userAgent ?? DEFAULT_USER_AGENT,
        timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBodyBytes: this.options.maxBodyBytes,
      });
      this.log({
        method: 'GET',
        path,
        status: raw.status,
        durationMs: Date.now() - started,
        requestId: requestIdOf(raw),
        remaining: parseRateLimit(raw.headers.get('ratelimit'))?.remaining,
      });
      return raw;
    } catch (err) {
      this.log({
        method: 'GET',
        path,
        status: 0,
        durationMs: Date.now() - started,
        requestId: undefined,
        remaining: undefined,
        error: err instanceof BrandVisibilityError ? err.code : 'unexpected',
      });
      throw err;
    }
  }

  private log(entry: RequestLogEntry): void {
    try {
      this.options.onRequestLog?.(entry);
    } catch {
      /* a failing logger must not fail the read */
    }
  }

  private urlFor(segments: string[], pairs: [string, string][]): URL {
    const url = new URL(this.baseUrl.href);
    const prefix = url.pathname.replace(/\/+$/, '');
    url.pathname = `${prefix}/${segments.map(encodeURIComponent).join('/')}`;
    url.search = new URLSearchParams(pairs).toString();
    return url;
  }
}

installReadMethods(BrandVisibilityClient.prototype, (client, name, args) => {
  const ids = pathParamsOf(name).length;
  return client.read(name, args.slice(0, ids) as string[], args[ids] as ReadQuery<typeof name>, args[ids + 1] as ReadOptions | undefined);
});

/** GET /v1/brands failed in a way that says "this listing is not readable here" rather than "nothing is readable". */
function isUnreadableListing(err: unknown): boolean {
  if (err instanceof ResponseShapeError || err instanceof NonJsonResponseError) return true;
  return err instanceof ApiProblemError && [404, 405, 422].includes(err.status);
}

/** `/v1/...` → raw segments (each encoded later). Anything that could climb out of /v1 is refused. */
export function splitApiPath(path: string): string[] {
  const bad = (message: string): never => {
    throw new InvalidRequestOptionsError([{ name: 'path', message }]);
  };
  if (typeof path !== 'string' || !path.startsWith('/v1/')) bad('must start with /v1/');
  if (/[?#\\]/.test(path)) bad('must not contain ?, # or \\ (pass query parameters separately)');
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      bad('has an invalid percent-encoding');
    }
    if (segment === '' || decoded === '.' || decoded === '..') bad('must not contain empty, "." or ".." segments');
    if (decoded.includes('/')) bad('must not contain an encoded "/"');
  }
  return segments.map((s) => decodeURIComponent(s));
}

function loggablePath(url: URL): string {
  const params = new URLSearchParams(url.search);
  if (params.has('cursor')) params.set('cursor', '…');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
