// Loopback control routes under /__sample/ (no key, JSON bodies): how integration tests inside VS Code and e2e
// scripts switch faults and move the sample world along from another process.
import type { IncomingMessage } from 'node:http';
import { makeFault } from './core/faults.js';
import type { Json, JsonObject } from './core/response.js';
import type { SampleState } from './state.js';

export interface ControlReply {
  status: number;
  body: Json;
}

const MAX_BODY = 64 * 1024;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export async function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('body must be a JSON object');
  return value as JsonObject;
}

const ok = (body: JsonObject = {}): ControlReply => ({ status: 200, body: { ok: true, ...body } });
const bad = (error: string, status = 400): ControlReply => ({ status, body: { ok: false, error } });

function str(body: JsonObject, name: string): string | undefined {
  const v = body[name];
  return typeof v === 'string' ? v : undefined;
}

export interface ControlDeps {
  state: SampleState;
  info(): JsonObject;
}

export async function control(deps: ControlDeps, method: string, path: string, req: IncomingMessage): Promise<ControlReply> {
  const { state } = deps;
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  if (route === 'GET /__sample/requests') return { status: 200, body: { requests: state.requestLog as unknown as Json[] } };
  if (route === 'DELETE /__sample/requests') {
    state.requestLog.length = 0;
    return ok();
  }
  if (route === 'GET /__sample/info') return { status: 200, body: deps.info() };
  if (method !== 'POST') return bad(`no control route ${route}`, 404);

  let body: JsonObject;
  try {
    body = await readJsonBody(req);
  } catch (err) {
    return bad(`invalid JSON body: ${(err as Error).message}`);
  }
  switch (path.replace(/\/+$/, '')) {
    case '/__sample/fault': {
      const key = str(body, 'key');
      if (key !== undefined && !state.resolveKey(key)) return bad(`unknown key ${key}`);
      if (body.kind === undefined || body.kind === null) {
        state.setFault(undefined, key);
        return ok({ fault: null });
      }
      const fault = makeFault(body.kind, body.ms, body.to, body.strings, {
        offset: body.offset, keep: body.keep, generated: body.generated, problemStatus: body.problemStatus,
      });
      if (typeof fault === 'string') return bad(fault);
      state.setFault(fault, key);
      return ok({ fault: fault as unknown as JsonObject });
    }
    case '/__sample/advance-scan': {
      try {
        const scan = state.advanceScan(str(body, 'brand_id'));
        return ok({ id: scan.id, completed_at: scan.completedAt });
      } catch (err) {
        return bad((err as Error).message);
      }
    }
    case '/__sample/revoke': {
      const key = str(body, 'key');
      return key && state.revokeKey(key) ? ok() : bad('key must be a role name or a sample key');
    }
    case '/__sample/restore-key': {
      const key = str(body, 'key');
      return key && state.restoreKey(key) ? ok() : bad('key must be a role name or a sample key');
    }
    case '/__sample/archive':
      if (typeof body.on !== 'boolean') return bad('on must be true or false');
      state.orgArchived = body.on;
      return ok({ archived: body.on });
    case '/__sample/remove-brand': {
      const id = str(body, 'brand_id');
      return id && state.removeBrand(id) ? ok() : bad('brand_id must be a sample brand id');
    }
    case '/__sample/restore-brand': {
      const id = str(body, 'brand_id');
      return id && state.restoreBrand(id) ? ok() : bad('brand_id must be a removed sample brand id');
    }
    case '/__sample/forget-scan': {
      const id = str(body, 'scan_id');
      return id && state.forgetScan(id) ? ok() : bad('scan_id must be a known scan id');
    }
    case '/__sample/reset':
      state.reset();
      return ok();
    default:
      return bad(`no control route ${route}`, 404);
  }
}
