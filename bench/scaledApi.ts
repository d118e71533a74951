// A front for the sample API that scales two reads of the primary brand for the extension-host bench, and logs every
// request the extension makes. Everything is forwarded to the sample API; two answers are then enlarged from the
// sample's own response (same shape, meta, scan and rate-limit headers):
//   GET /v1/brands/{primary}/keywords  SCALED_KEYWORDS rows: the sample's keywords first, then copies with new ids;
//   GET /v1/brands/{primary}/audit     AUDIT_PAGES pages and AUDIT_CHECKS failing checks (see hostDataset.ts).
// Both are paged with this front's own cursors, so "Load more" and the audit's cursor walk work as against the service.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SampleApi } from '../test/sample-api/server';
import {
  AUDIT_CHECKS, AUDIT_PAGES, FAILING_PER_CHECK, PROBLEM_STATUSES, SCALED_KEYWORDS, auditPagePath, failingPagesOf,
} from './hostDataset';

export interface FrontRequest {
  method: string;
  path: string;
  /** Date.now() when the request arrived. */
  at: number;
  status: number;
}

export interface ScaledApi {
  url: string;
  /** Every request the front received, in order. */
  readonly requests: FrontRequest[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const CURSOR_PREFIX = 'bench.';
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
const STATUS_WORDS: Record<string, string> = {
  blocked_robots: 'Blocked by robots.txt',
  noindex: 'Marked noindex',
  does_not_load: 'Does not load',
  needs_javascript: 'Needs JavaScript',
  not_read: 'Not read',
};

/** A stable UUID-shaped id derived from a seed (the copies need ids of their own). */
function derivedId(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** This front's cursor: where the next page starts and the first page's query (the scan pin, the period…). */
function encodeCursor(offset: number, base: URLSearchParams): string {
  return CURSOR_PREFIX + Buffer.from(JSON.stringify({ offset, base: base.toString() })).toString('base64url');
}

function decodeCursor(cursor: string): { offset: number; base: URLSearchParams } | undefined {
  if (!cursor.startsWith(CURSOR_PREFIX)) return undefined;
  try {
    const v = JSON.parse(Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString('utf8')) as { offset?: unknown; base?: unknown };
    if (typeof v.offset !== 'number' || typeof v.base !== 'string') return undefined;
    return { offset: v.offset, base: new URLSearchParams(v.base) };
  } catch {
    return undefined;
  }
}

interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export async function startScaledApi(sample: SampleApi): Promise<ScaledApi> {
  const primary = sample.brands.primary;
  const requests: FrontRequest[] = [];

  async function forward(req: IncomingMessage, pathAndQuery: string, body?: Buffer): Promise<Upstream> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    const res = await fetch(sample.url + pathAndQuery, { method: req.method, headers, body: body && body.length ? new Uint8Array(body) : undefined, redirect: 'manual' });
    const out: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) out[name] = value;
    });
    return { status: res.status, headers: out, body: Buffer.from(await res.arrayBuffer()) };
  }

  /** The page the client asked for: from this front's cursor, or offset/limit of a first read. */
  function paging(query: URLSearchParams): { offset: number; limit: number; base: URLSearchParams } | undefined {
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
    const cursor = query.get('cursor');
    if (cursor) {
      const decoded = decodeCursor(cursor);
      return decoded && { ...decoded, limit };
    }
    const base = new URLSearchParams(query);
    for (const name of ['cursor', 'limit', 'offset']) base.delete(name);
    return { offset: Math.max(0, Number(query.get('offset') ?? 0) || 0), limit, base };
  }

  async function scaled(req: IncomingMessage, path: string, query: URLSearchParams, build: (template: Json, page: { offset: number; limit: number }) => Json, templateLimit: number): Promise<Upstream> {
    const page = paging(query);
    if (!page) return forward(req, `${path}?${query.toString()}`);
    const upstreamQuery = new URLSearchParams(page.base);
    upstreamQuery.set('limit', String(templateLimit));
    const upstream = await forward(req, `${path}?${upstreamQuery.toString()}`);
    if (upstream.status !== 200) return upstream;
    const body = build(JSON.parse(upstream.body.toString('utf8')) as Json, page);
    const total = Number(body.total);
    const next = page.offset + page.limit;
    body.next_cursor = next < total ? encodeCursor(next, page.base) : null;
    return { ...upstream, body: Buffer.from(JSON.stringify(body)) };
  }

  const keywords = (template: Json, { offset, limit }: { offset: number; limit: number }): Json => {
    const own = template.keywords as Json[];
    const rows: Json[] = [];
    for (let i = offset; i < Math.min(SCALED_KEYWORDS, offset + limit); i++) {
      const base = own[i % own.length];
      const copy = Math.floor(i / own.length);
      rows.push(copy === 0 ? base : { ...base, id: derivedId(`keyword:${String(base.id)}:${copy}`), text: `${String(base.text)} ${copy + 1}` });
    }
    return { ...template, keywords: rows, limit, offset, total: SCALED_KEYWORDS };
  };

  const audit = (template: Json, { offset, limit }: { offset: number; limit: number }): Json => {
    const model = (template.pages as Json[])[0] ?? {};
    const origin = new URL(primary.origin).origin;
    const pages: Json[] = [];
    for (let i = offset; i < Math.min(AUDIT_PAGES, offset + limit); i++) {
      const status = PROBLEM_STATUSES[i % PROBLEM_STATUSES.length];
      const path = auditPagePath(i);
      pages.push({ ...model, page_id: derivedId(`page:${i}`), path, url: `${origin}${path}`, status, status_word: STATUS_WORDS[status], title: `Knowledge base article ${i}`, page_type: 'documentation' });
    }
    const groups = (template.groups as Json[]).map((g) => ({ ...g, checks: [] as Json[], failing: 0, passing: 0, unmeasured: 0 }));
    const models = (template.groups as Json[]).flatMap((g) => (g.checks as Json[] | undefined) ?? []);
    for (let c = 0; c < AUDIT_CHECKS; c++) {
      const m = models[c % models.length];
      const failing = failingPagesOf(c).map(auditPagePath);
      const group = groups[c % groups.length];
      group.checks.push({
        ...m,
        action_id: derivedId(`action:${c}`),
        id: `${String(m.id)}-${c}`,
        label: `${String(m.label)} (${c})`,
        met: false,
        measured: `${FAILING_PER_CHECK} of ${AUDIT_PAGES} pages fail`,
        failing_pages: failing,
        failing_pages_offset: 0,
        failing_pages_total: failing.length,
        pages_in_scope: AUDIT_PAGES,
      });
      group.failing = Number(group.failing) + 1;
    }
    return {
      ...template,
      pages,
      groups,
      checks_failing: AUDIT_CHECKS,
      checks_unmeasured: 0,
      readiness: { pages_blocked: AUDIT_PAGES, pages_checked: AUDIT_PAGES, pages_readable: 0, pages_unmeasured: 0 },
      limit,
      offset,
      total: AUDIT_PAGES,
    };
  };

  const keywordsPath = `/v1/brands/${primary.id}/keywords`;
  const auditPath = `/v1/brands/${primary.id}/audit`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const entry: FrontRequest = { method: req.method ?? 'GET', path: '', at: Date.now(), status: 0 };
    requests.push(entry);
    const url = new URL(req.url ?? '/', 'http://front.invalid');
    entry.path = url.pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let answer: Upstream;
    if (req.method === 'GET' && url.pathname === keywordsPath) answer = await scaled(req, url.pathname, url.searchParams, keywords, 100);
    else if (req.method === 'GET' && url.pathname === auditPath) answer = await scaled(req, url.pathname, url.searchParams, audit, 1);
    else answer = await forward(req, url.pathname + url.search, Buffer.concat(chunks));
    entry.status = answer.status;
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`bench front: ${err instanceof Error ? err.message : String(err)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
