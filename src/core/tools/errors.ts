// A failure inside a tool call, as the text of an error result (MCP: `isError`; VS Code: the error the model sees).
// The words are ours; whatever the service said (a problem's code and detail, a refused parameter's message) goes in the
// data block, quoted. A 429 that outlasted the scheduler's retries says how long to wait.
import {
  ApiProblemError,
  BrandVisibilityError,
  InvalidRequestOptionsError,
  MissingApiKeyError,
} from '../api/errors';
import { plainText } from '../../shared/text/plainText';
import { ToolFailure } from './environment';
import { dataBlock } from './quote';

/** Refused parameters listed at most (a hostile 422 could list thousands). */
const MAX_LISTED = 10;

function problemText(err: ApiProblemError, keyStep: string): string {
  const status = `HTTP ${err.status}`;
  const service = {
    code: plainText(err.code, 80),
    ...(err.detail ? { detail: plainText(err.detail, 300) } : {}),
    ...(err.instance ? { request_id: plainText(err.instance, 100) } : {}),
  };
  const withDetail = (words: string): string => `${words}\n${dataBlock(service)}`;
  switch (err.code) {
    case 'not_found':
      return withDetail(`Not found (${status}): the brand or item does not exist, or this API key cannot read it (also an as_of scan that is unknown or unfinished). Call list_brands for the brands this key reads.`);
    case 'workspace_archived':
      return withDetail(`The API key's organization is archived (${status}): nothing can be read until it is restored.`);
    case 'invalid_token':
      return withDetail(`The API key was not accepted (${status}): it is missing, unknown, revoked or expired. ${keyStep}.`);
    case 'rate_limited': {
      const wait = Math.max(1, Math.ceil(err.retryAfterSeconds ?? 60));
      return withDetail(`Rate limited (${status}): this API key used the requests of its window (120 a minute, shared with the editor and other clients). Wait ${wait} s, then call again.`);
    }
    case 'invalid_cursor':
      return withDetail(`The cursor is no longer valid for this query (${status}): call again without cursor to start from the first page, with the same other arguments.`);
    case 'invalid_request': {
      const refused = err.errors.slice(0, MAX_LISTED).map((e) => ({ parameter: e.loc.map((p) => plainText(String(p), 80)).join('.'), message: plainText(e.msg, 200) }));
      return `The service refused a parameter (${status}); change the one named in the data and call again.\n${dataBlock({ ...service, refused, refused_total: err.errors.length })}`;
    }
    default:
      return withDetail(
        err.status >= 500
          ? `The service failed (${status}); try again in a moment.`
          : `The service answered ${status}; the data names its code.`,
      );
  }
}

/** The error result's text for anything a tool call threw. */
export function failureText(err: unknown, keyStep: string): string {
  if (err instanceof InvalidRequestOptionsError) {
    const listed = err.issues.map((i) => `${i.name}: ${plainText(i.message, 300)}`).join('; ');
    return `Invalid arguments, nothing was read: ${listed}.`;
  }
  if (err instanceof ApiProblemError) return problemText(err, keyStep);
  if (err instanceof MissingApiKeyError) return `No API key is configured, nothing was read. ${keyStep}.`;
  if (err instanceof ToolFailure) return plainText(err.message, 1000);
  // The API layer's own failures (network, unreadable answers, a pin that is gone): its words, never a body's text.
  if (err instanceof BrandVisibilityError) return `${plainText(err.userMessage, 500)} ${plainText(err.nextStep, 200)}.`;
  const message = err instanceof Error ? plainText(err.message, 300) : '';
  return `Unexpected error${message ? `: ${message}` : ''}.`;
}
