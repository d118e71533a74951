// From a read body to JSON or to the right error: problems (RFC 9457), non-JSON pages, empty and broken bodies.
import {
  EmptyResponseError,
  InvalidJsonError,
  NonJsonResponseError,
  problemFromJson,
  type BrandVisibilityError,
} from './errors.js';
import { parseRetryAfter } from './rateLimit.js';
import type { RawResponse } from './transport.js';

const REQUEST_ID_HEADER = 'x-request-id';

function isJsonType(contentType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());
}

function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export function requestIdOf(raw: RawResponse): string | undefined {
  return raw.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

/** The JSON of a 2xx answer; throws the matching error for anything else. `secret` is scrubbed from server text. */
export function readJsonBody(raw: RawResponse, secret: string): unknown {
  if (raw.status >= 200 && raw.status < 300) return parseSuccess(raw);
  throw errorFromResponse(raw, secret);
}

function parseSuccess(raw: RawResponse): unknown {
  const type = mediaType(raw.headers);
  if (raw.body.trim() === '') throw new EmptyResponseError(raw.status);
  // An untyped body is given a chance; a typed non-JSON one (a captive portal's HTML) is not ours.
  if (type !== '' && !isJsonType(type)) throw new NonJsonResponseError(raw.status, type);
  try {
    return JSON.parse(raw.body);
  } catch (err) {
    throw new InvalidJsonError(raw.status, err instanceof Error ? err.message : 'unparseable');
  }
}

export function errorFromResponse(raw: RawResponse, secret: string): BrandVisibilityError {
  const type = mediaType(raw.headers);
  const body = secret ? raw.body.split(secret).join('[redacted]') : raw.body;
  if (body.trim() === '') return new EmptyResponseError(raw.status);
  if (type !== '' && !isJsonType(type)) return new NonJsonResponseError(raw.status, type);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Labelled JSON that is not: a truncated problem. Untyped and unparseable: some other server's page.
    return type === '' ? new NonJsonResponseError(raw.status, type) : new InvalidJsonError(raw.status, 'problem body');
  }
  const retryAfter = parseRetryAfter(raw.headers.get('retry-after'), raw.receivedAt);
  return problemFromJson(raw.status, json, retryAfter, requestIdOf(raw));
}
