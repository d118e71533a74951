// The spec-faithful sample API server of the Brand Visibility Read API v1 (Node http, no framework).
// An independent implementation of the reference: it imports nothing from src/, so the client is tested against the
// contract rather than against itself. Faults can be switched per server, per key, per request (X-Sample-Fault)
// or out of process through the loopback control routes under /__sample/.
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { control, isLoopback } from './control.js';
import { hostileProblem, parseFaultHeader, rewriteBody, rewritesBody, type Fault } from './core/faults.js';
import { problem, type ApiResponse, type JsonObject } from './core/response.js';
import { compileRoutes, dispatch, identify } from './dispatch.js';
import { catalog } from './data/catalog.js';
import type { BrandKey } from './data/profiles.js';
import { SHARE_IDS } from './routes/inventory.js';
import { ROUTES } from './routes/index.js';
import { SampleState, type KeyRole, type RequestLogEntry } from './state.js';

export type { Fault, FaultKind } from './core/faults.js';
export { FAULT_KINDS } from './core/faults.js';
export type { KeyRole, LogKey, RequestLogEntry } from './state.js';

export interface SampleApiOptions {
  /** 0 = any free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Requests per key per window (default 120). */
  quota?: number;
  /** Window length in seconds (default 60). */
  windowSeconds?: number;
  /** Serve https with this PEM key and certificate. */
  tls?: { key: string; cert: string };
  /** No log lines on stderr for unexpected errors. */
  quiet?: boolean;
}

export interface SampleBrand {
  id: string;
  domain: string;
  name: string;
  /** Origin of the brand's own pages (the sample site's `site`). */
  origin: string;
}

export interface SampleScanInfo {
  id: string;
  kind: 'weekly' | 'daily';
  started_at: string;
  completed_at: string | null;
}

export interface SampleApi {
  /** API base, e.g. http://127.0.0.1:41234 (routes are under /v1). */
  url: string;
  keys: Record<KeyRole, string>;
  brands: Record<BrandKey, SampleBrand>;
  /** Share ids of /v1/shared/scans/{share_id}: 200, 410 scan_version_unsupported, 410 report_retired. */
  shareIds: { current: string; unsupported: string; retired: string };
  /** Live: every /v1 request with its final status (0 while unanswered or when the socket was dropped). */
  requestLog: RequestLogEntry[];
  setFault(fault: Fault | undefined, forKey?: string): void;
  /** Completes the running weekly scan of a brand (default primary) and starts the next one. */
  advanceScan(brandId?: string): { id: string; completed_at: string };
  revokeKey(key: string): void;
  /** Undoes revokeKey (role name or key value). */
  restoreKey(key: string): void;
  archiveOrganization(on: boolean): void;
  removeBrand(brandId: string): void;
  /** Undoes removeBrand. */
  restoreBrand(brandId: string): void;
  forgetScan(scanId: string): void;
  /** A brand's scans, oldest first, the running one last (completed_at null). */
  scans(brandId: string): SampleScanInfo[];
  /** Back to the initial state (faults, keys, archive, brands, scans, log, quotas). */
  reset(): void;
  close(): Promise<void>;
}

const ROUTE_TABLE = compileRoutes(ROUTES);
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

function sampleBrands(): Record<BrandKey, SampleBrand> {
  const out = {} as Record<BrandKey, SampleBrand>;
  for (const b of catalog().values()) out[b.key] = { id: b.id, domain: b.domain, name: b.name, origin: b.origin };
  return out;
}

export async function startSampleApi(opts: SampleApiOptions = {}): Promise<SampleApi> {
  const state = new SampleState(opts.quota ?? 120, opts.windowSeconds ?? 60);
  const host = opts.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  const brands = sampleBrands();
  let url = '';

  const info = (): JsonObject => ({ url, keys: { ...state.keys }, brands: brands as unknown as JsonObject, share_ids: { ...SHARE_IDS } });

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((err: unknown) => {
      if (!opts.quiet) process.stderr.write(`sample-api: ${(err as Error).stack ?? String(err)}\n`);
      if (!res.headersSent) {
        send(res, problem(500, 'internal_server_error', 'The sample server failed.', randomUUID()));
      } else {
        res.destroy();
      }
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = new URL(req.url ?? '/', 'http://sample.invalid');
    const method = req.method ?? 'GET';

    if (parsed.pathname.startsWith('/__sample/')) {
      if (!isLoopback(req.socket.remoteAddress)) {
        sendJson(res, 403, { ok: false, error: 'control routes answer loopback callers only' });
        return;
      }
      const reply = await control({ state, info }, method, parsed.pathname, req);
      sendJson(res, reply.status, reply.body);
      return;
    }

    const headerId = req.headers['x-request-id'];
    const requestId = typeof headerId === 'string' && REQUEST_ID.test(headerId) ? headerId : randomUUID();
    const who = identify(state, req.headers.authorization);
    const entry: RequestLogEntry = {
      method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      status: 0,
      key: who.logKey,
      at: Date.now(),
      ignored: [],
      requestId,
    };
    state.requestLog.push(entry);
    const reply = (response: ApiResponse, truncate = false): void => {
      entry.status = response.status;
      response.headers['X-Request-Id'] = requestId;
      send(res, response, truncate);
    };

    const faultHeader = req.headers['x-sample-fault'];
    let fault: Fault | undefined = state.faultFor(who.keyValue);
    if (typeof faultHeader === 'string' && faultHeader.trim()) {
      const parsedFault = parseFaultHeader(faultHeader);
      if (typeof parsedFault === 'string') {
        reply(problem(400, 'invalid_sample_fault', `X-Sample-Fault: ${parsedFault}`, requestId));
        return;
      }
      fault = parsedFault;
    }

    switch (fault?.kind) {
      case 'timeout':
        return; // never answers; close() destroys the socket
      case 'reset':
        req.socket.destroy();
        return;
      case 'status500':
        reply(problem(500, 'internal_server_error', 'Service failure; retry later.', requestId));
        return;
      case 'html502':
        reply({
          status: 502,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
          body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n',
          raw: true,
        });
        return;
      case 'rateLimitStorm': {
        const response = problem(429, 'rate_limited', 'More requests than the quota allows.', requestId, {
          rate_limit: { limit: state.limiter.quota, window: state.limiter.windowSeconds, remaining: 0, reset: 1 },
        });
        Object.assign(response.headers, {
          'Retry-After': '1',
          'RateLimit-Policy': `"default";q=${state.limiter.quota};w=${state.limiter.windowSeconds}`,
          RateLimit: '"default";r=0;t=1',
        });
        reply(response);
        return;
      }
      case 'invalidCursor':
        if (parsed.searchParams.has('cursor')) {
          reply(problem(400, 'invalid_cursor', 'The cursor is invalid or belongs to another query.', requestId));
          return;
        }
        break;
      case 'redirect': {
        const target = new URL(parsed.pathname + parsed.search, fault.to).toString();
        reply({ status: 307, headers: { Location: target, 'Content-Type': 'application/json' }, body: { redirect: target } });
        return;
      }
      case 'oversize':
        entry.status = 200;
        streamOversize(res, fault.bytes ?? OVERSIZE_BYTES);
        return;
      case 'latency':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, fault.ms);
          req.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (req.socket.destroyed) return;
        break;
      default:
        break;
    }

    const result = dispatch(state, ROUTE_TABLE, { method, path: parsed.pathname, search: parsed.searchParams, requestId }, who);
    entry.ignored = result.ignored;
    let response = result.response;
    if (fault?.kind === 'hostileStrings' && fault.problemStatus && response.status === 200) {
      // Server text on the error path: the read fails with a problem made of the hostile strings.
      const headers = { ...response.headers, 'Content-Type': 'application/problem+json' };
      response = { status: fault.problemStatus, headers, body: hostileProblem(fault, fault.problemStatus) };
    } else if (fault && rewritesBody(fault) && response.status === 200 && !response.raw) {
      response.body = rewriteBody(fault, response.body);
    }
    reply(response, fault?.kind === 'truncated');
  }

  const server: Server = opts.tls ? createHttpsServer({ key: opts.tls.key, cert: opts.tls.cert }, handler) : createHttpServer(handler);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  url = `${opts.tls ? 'https' : 'http'}://${hostPart}:${address.port}`;

  return {
    url,
    keys: { ...state.keys },
    brands,
    shareIds: { ...SHARE_IDS },
    requestLog: state.requestLog,
    setFault: (fault, forKey) => state.setFault(fault, forKey),
    advanceScan: (brandId) => {
      const scan = state.advanceScan(brandId);
      return { id: scan.id, completed_at: scan.completedAt ?? '' };
    },
    revokeKey: (key) => {
      if (!state.revokeKey(key)) throw new Error(`unknown key ${key}`);
    },
    restoreKey: (key) => {
      if (!state.restoreKey(key)) throw new Error(`unknown key ${key}`);
    },
    archiveOrganization: (on) => {
      state.orgArchived = on;
    },
    removeBrand: (brandId) => {
      if (!state.removeBrand(brandId)) throw new Error(`unknown brand ${brandId}`);
    },
    restoreBrand: (brandId) => {
      if (!state.restoreBrand(brandId)) throw new Error(`brand ${brandId} was not removed`);
    },
    forgetScan: (scanId) => {
      if (!state.forgetScan(scanId)) throw new Error(`unknown scan ${scanId}`);
    },
    scans: (brandId) => {
      const brand = [...catalog().values()].find((b) => b.id === brandId);
      if (!brand) throw new Error(`unknown brand ${brandId}`);
      return state.timeline(brand).map((s) => ({ id: s.id, kind: s.kind, started_at: s.startedAt, completed_at: s.completedAt }));
    },
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Headers every response carries, whatever answered it. */
function baseHeaders(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, { status, headers: { 'Content-Type': 'application/json' }, body: body as JsonObject });
}

function send(res: ServerResponse, response: ApiResponse, truncate = false): void {
  const text = response.raw && typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  const bytes = Buffer.from(text, 'utf8');
  res.writeHead(response.status, { ...baseHeaders(), ...response.headers, 'Content-Length': String(bytes.length) });
  if (!truncate) {
    res.end(bytes);
    return;
  }
  // Promise the whole body, send half of it, then drop the connection.
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
}

/** What the oversize fault sends unless told otherwise: far above any client's cap, never held in memory here. */
const OVERSIZE_BYTES = 64 * 1024 * 1024;
const OVERSIZE_CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** `[` and then spaces, chunked, written only as the socket drains; stops when the client hangs up. */
function streamOversize(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { ...baseHeaders(), 'Content-Type': 'application/json' });
  let left = bytes;
  res.on('close', () => {
    left = 0;
  });
  const pump = (): void => {
    while (left > 0 && !res.destroyed) {
      const n = Math.min(left, OVERSIZE_CHUNK.length);
      const chunk = left === bytes ? Buffer.concat([Buffer.from('['), OVERSIZE_CHUNK.subarray(1, n)]) : OVERSIZE_CHUNK.subarray(0, n);
      left -= n;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
}
