// The reference gives the base address only as `{base_url}`, so it is a setting with no default. `https:` is required
// except on loopback (local sample servers and tunnels), where `http:` is allowed.

import { isLoopbackHost } from '../../core/api/transport';

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' | 'insecure' | 'credentials' };

// The loopback rule is the API layer's own: the setting accepts exactly what the client will.
/** Normalizes the setting's value: no trailing slash, no query or fragment. */
export function checkBaseUrl(raw: unknown): BaseUrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (url.protocol === 'http:') {
    if (!isLoopbackHost(url.hostname)) return { ok: false, reason: 'insecure' };
  } else if (url.protocol !== 'https:') {
    return { ok: false, reason: 'invalid' };
  }
  if (url.search || url.hash) return { ok: false, reason: 'invalid' };
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
