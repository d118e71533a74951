// Checks a base URL as it is entered: one unauthenticated read of GET {base}/v1/brands. The Brand Visibility API
// answers it with 401 `invalid_token`, an RFC 9457 problem and `WWW-Authenticate: Bearer` (the reference's
// Authentication, item 4); anything else means the address is not the API — a typo in the host or the path is caught
// at once instead of later as "check your network". No key is sent. No `vscode` import: the transport is injected.
import type { Transport } from '../../core/api/transport';

export type ProbeOutcome =
  | { ok: true }
  | {
      ok: false;
      /**
       * not_found: 404 (usually a wrong path); not_api: some other answer; open: answered without a key; redirect: sent
       * elsewhere; unreachable: no answer (host, port, certificate); timeout: no answer in time.
       */
      reason: 'not_found' | 'not_api' | 'open' | 'redirect' | 'unreachable' | 'timeout';
      status?: number;
      /** Where a redirect pointed (origin only). */
      location?: string;
    };

const PROBE_TIMEOUT_MS = 8_000;

function isApiChallenge(response: Response): boolean {
  const challenge = response.headers.get('www-authenticate') ?? '';
  const type = response.headers.get('content-type') ?? '';
  return /^\s*Bearer\b/i.test(challenge) && /json/i.test(type);
}

function originOf(location: string | null, base: string): string | undefined {
  if (!location) return undefined;
  try {
    return new URL(location, base).origin;
  } catch {
    return undefined;
  }
}

/** One GET without credentials; the body is not read beyond what the status and headers say. */
export async function probeBaseUrl(baseUrl: string, transport: Transport, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeOutcome> {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/brands`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await transport(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      cache: 'no-store',
      signal: controller.signal,
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 401 && isApiChallenge(response)) return { ok: true };
    if (response.status === 404) return { ok: false, reason: 'not_found', status: 404 };
    if (response.status >= 300 && response.status < 400) {
      return { ok: false, reason: 'redirect', status: response.status, location: originOf(response.headers.get('location'), url) };
    }
    if (response.status >= 200 && response.status < 300) return { ok: false, reason: 'open', status: response.status };
    return { ok: false, reason: 'not_api', status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
