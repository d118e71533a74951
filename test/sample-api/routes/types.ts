// The contract between the dispatcher and each route module.
import type { ParamSpecs, ParamValue } from '../core/query.js';
import type { Json } from '../core/response.js';
import type { BrandData } from '../data/catalog.js';
import type { ReadContext } from '../data/context.js';
import type { KeyRole, SampleState } from '../state.js';

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  next_cursor: string | null;
}

export interface RouteRequest {
  state: SampleState;
  role: KeyRole;
  memberId: string;
  requestId: string;
  pathParams: Record<string, string>;
  /** Normalized named parameters (offset is the effective one when a cursor was passed). */
  query: Record<string, ParamValue>;
  /** Only on routes under /v1/brands/{brand_id}. */
  brand?: BrandData;
  ctx?: ReadContext;
  /** Slices a list for a paged route and issues the next cursor. */
  page<T>(items: readonly T[]): Page<T>;
}

export interface RouteDef {
  /** e.g. /v1/brands/{brand_id}/keywords/{keyword_id} */
  pattern: string;
  params: ParamSpecs;
  /** Anonymous routes (shared scans) take no key. */
  anonymous?: boolean;
  handle(req: RouteRequest): Json;
}

/** Route handlers on brand routes get the brand and context filled in. */
export function brandOf(req: RouteRequest): { brand: BrandData; ctx: ReadContext } {
  if (!req.brand || !req.ctx) throw new Error('brand route without a brand');
  return { brand: req.brand, ctx: req.ctx };
}
