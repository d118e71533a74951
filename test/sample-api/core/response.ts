// What a route hands back: status, headers and a JSON body (or raw text for the html502 fault).
// Routes build values; only server.ts writes to the socket, so faults can rewrite a response before it leaves.
import { STATUS_CODES } from 'node:http';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON value, or a string sent as is (content type set in headers). */
  body: Json | string;
  raw?: boolean;
}

export function json(body: Json, status = 200): ApiResponse {
  return { status, headers: { 'Content-Type': 'application/json' }, body };
}

export interface ValidationError {
  loc: Array<string | number>;
  msg: string;
  type: string;
}

/** RFC 9457 problem: type about:blank, title = the status's name, instance = the request id. */
export function problem(
  status: number,
  code: string,
  detail: string,
  instance: string,
  extra: JsonObject = {},
): ApiResponse {
  const body: JsonObject = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    instance,
    ...extra,
  };
  return { status, headers: { 'Content-Type': 'application/problem+json' }, body };
}

export function validationProblem(errors: ValidationError[], instance: string): ApiResponse {
  const detail = errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ');
  return problem(422, 'invalid_request', detail, instance, {
    errors: errors.map((e) => ({ loc: e.loc, msg: e.msg, type: e.type })),
  });
}

/** Thrown inside route code to answer with a problem; caught by the dispatcher. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly extra: JsonObject = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail: string): ProblemError => new ProblemError(404, 'not_found', detail);
export const invalidCursor = (detail: string): ProblemError => new ProblemError(400, 'invalid_cursor', detail);
