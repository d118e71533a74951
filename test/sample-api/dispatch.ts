// One API request, in the reference's order: route match, key (401), quota (429), archived organization (409),
// parameter validation (422), brand access (404), cursor (400) and scan pin (404), then the route's read.
import { queryHash } from './core/cursor.js';
import { canonicalUuid, isUuid, parseQuery, type ParamValue } from './core/query.js';
import { rateLimitHeaders } from './core/rateLimit.js';
import {
  ProblemError, invalidCursor, json, notFound, problem, validationProblem, type ApiResponse, type ValidationError,
} from './core/response.js';
import { periodWindow, NO_FILTERS, type Filters, type ReadContext } from './data/context.js';
import { completedScans, type Scan } from './data/scans.js';
import type { BrandData } from './data/catalog.js';
import type { PeriodPreset } from './data/vocabulary.js';
import type { Page, RouteDef, RouteRequest } from './routes/types.js';
import { memberIdFor, type KeyRole, type LogKey, type SampleState } from './state.js';

export interface Identity {
  logKey: LogKey;
  /** Set when the header carried one of the sample keys (revoked or not). */
  role?: KeyRole;
  keyValue?: string;
}

export function identify(state: SampleState, authorization: string | undefined): Identity {
  if (!authorization) return { logKey: 'none' };
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(authorization);
  if (!match) return { logKey: 'unknown' };
  const role = state.roleOfKey(match[1]);
  return role ? { logKey: role, role, keyValue: match[1] } : { logKey: 'unknown' };
}

export interface CompiledRoute {
  def: RouteDef;
  regex: RegExp;
  names: string[];
}

export function compileRoutes(defs: readonly RouteDef[]): CompiledRoute[] {
  return defs.map((def) => {
    const names: string[] = [];
    const source = def.pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { def, regex: new RegExp(`^${source}$`), names };
  });
}

/** Path parameters that are uuids in the reference. */
const UUID_PATH_PARAMS = new Set(['brand_id', 'keyword_id', 'prompt_uid', 'scan_id', 'topic_id', 'page_id']);

export interface Incoming {
  method: string;
  path: string;
  search: URLSearchParams;
  requestId: string;
}

export interface Dispatched {
  response: ApiResponse;
  ignored: string[];
}

export function dispatch(state: SampleState, routes: readonly CompiledRoute[], incoming: Incoming, who: Identity): Dispatched {
  const { requestId } = incoming;
  let found: { route: CompiledRoute; values: string[] } | undefined;
  for (const route of routes) {
    const m = route.regex.exec(incoming.path);
    if (m) {
      found = { route, values: m.slice(1) };
      break;
    }
  }
  if (!found) {
    return { response: problem(404, 'not_found', `No route matches ${incoming.path}.`, requestId), ignored: [] };
  }
  const { route } = found;
  if (incoming.method !== 'GET') {
    const response = problem(405, 'method_not_allowed', `${incoming.method} is not allowed; every read uses GET.`, requestId);
    response.headers.Allow = 'GET';
    return { response, ignored: [] };
  }

  const headers: Record<string, string> = {};
  let role: KeyRole = 'member';
  if (!route.def.anonymous) {
    if (!who.role || !who.keyValue || state.revoked.has(who.keyValue)) {
      const response = problem(401, 'invalid_token', 'The API key is missing, unknown, revoked or expired.', requestId);
      response.headers['WWW-Authenticate'] = 'Bearer';
      return { response, ignored: [] };
    }
    role = who.role;
    const decision = state.limiter.consume(who.keyValue);
    Object.assign(headers, rateLimitHeaders(decision));
    if (!decision.allowed) {
      const response = problem(429, 'rate_limited', `More than ${decision.limit} requests in ${decision.window} seconds.`, requestId, {
        rate_limit: { limit: decision.limit, window: decision.window, remaining: decision.remaining, reset: decision.reset },
      });
      Object.assign(response.headers, headers, { 'Retry-After': String(decision.reset) });
      return { response, ignored: [] };
    }
    if (state.isArchived(role)) {
      const response = problem(409, 'workspace_archived', 'The organization of this key is archived; it reads nothing until restored.', requestId);
      Object.assign(response.headers, headers);
      return { response, ignored: [] };
    }
  }

  const parsed = parseQuery(incoming.search, route.def.params);
  const pathParams: Record<string, string> = {};
  const errors: ValidationError[] = [];
  found.route.names.forEach((name, i) => {
    const raw = decodeURIComponent(found.values[i]);
    if (UUID_PATH_PARAMS.has(name) && !isUuid(raw)) {
      errors.push({ loc: ['path', name], msg: 'Input should be a valid UUID, invalid character or length', type: 'uuid_parsing' });
    }
    pathParams[name] = UUID_PATH_PARAMS.has(name) && isUuid(raw) ? canonicalUuid(raw) : raw;
  });
  errors.push(...parsed.errors);
  if (errors.length > 0) {
    const response = validationProblem(errors, requestId);
    Object.assign(response.headers, headers);
    return { response, ignored: parsed.ignored };
  }

  try {
    const request = buildRequest(state, incoming, role, pathParams, parsed.values, parsed.given);
    const response = json(route.def.handle(request));
    Object.assign(response.headers, headers);
    return { response, ignored: parsed.ignored };
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    const response = problem(err.status, err.code, err.message, requestId, err.extra);
    Object.assign(response.headers, headers);
    return { response, ignored: parsed.ignored };
  }
}

function buildRequest(
  state: SampleState,
  incoming: Incoming,
  role: KeyRole,
  pathParams: Record<string, string>,
  values: Record<string, ParamValue>,
  given: Set<string>,
): RouteRequest {
  const query = { ...values };
  delete query.cursor;
  const hash = queryHash(incoming.path, values);
  let brand: BrandData | undefined;
  let ctx: ReadContext | undefined;
  let cursorPin: { scanId: string | null } | undefined;

  if (pathParams.brand_id !== undefined) {
    brand = state.readableBrand(role, pathParams.brand_id);
    if (!brand) throw notFound('Brand not found, or this key cannot read it.');
    if (typeof values.cursor === 'string') {
      if (given.has('as_of')) throw invalidCursor('A cursor already pins the scans of its first page; pass it without as_of.');
      const decoded = state.cursors.decode(values.cursor, hash);
      if ('error' in decoded) throw invalidCursor(decoded.error);
      cursorPin = { scanId: decoded.scanId };
      query.offset = decoded.offset;
    }
    ctx = readContext(state, brand, role, values, cursorPin);
  }

  const limit = typeof query.limit === 'number' ? query.limit : 20;
  const offset = typeof query.offset === 'number' ? query.offset : 0;
  const pinnedScanId = ctx?.scan?.id ?? null;
  return {
    state,
    role,
    memberId: memberIdFor(role),
    requestId: incoming.requestId,
    pathParams,
    query,
    brand,
    ctx,
    page<T>(items: readonly T[]): Page<T> {
      const next = offset + limit < items.length ? state.cursors.encode(hash, { scanId: pinnedScanId, offset: offset + limit }) : null;
      return { items: items.slice(offset, offset + limit), total: items.length, limit, offset, next_cursor: next };
    },
  };
}

function readContext(
  state: SampleState,
  brand: BrandData,
  role: KeyRole,
  values: Record<string, ParamValue>,
  cursorPin: { scanId: string | null } | undefined,
): ReadContext {
  const completed = completedScans(state.timeline(brand));
  let scan: Scan | null;
  const pinId = typeof values.as_of === 'string' ? values.as_of : cursorPin?.scanId;
  if (pinId) {
    const pinned = completed.find((s) => s.id === pinId);
    if (!pinned) throw notFound(`Scan ${pinId} is unknown, unfinished or belongs to another brand.`);
    scan = pinned;
  } else if (cursorPin) {
    scan = null;
  } else {
    scan = completed[completed.length - 1] ?? null;
  }
  const included = scan ? completed.filter((s) => s.seq <= scan.seq) : [];
  const period = (typeof values.period === 'string' ? values.period : '1w') as PeriodPreset;
  const filters: Filters = { ...NO_FILTERS };
  for (const name of Object.keys(NO_FILTERS) as Array<keyof Filters>) {
    const v = values[name];
    if (typeof v === 'string') (filters as Record<keyof Filters, string | null>)[name] = v;
  }
  return { brand, scan, included, period, window: periodWindow(included, scan, period), filters, memberId: memberIdFor(role) };
}
