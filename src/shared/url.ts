// Which links from API data may be opened: absolute http(s) URLs only. Everything else (javascript:, data:, relative
// paths, garbage) is shown as text. No DOM: the protocol guard uses this too.

/** The normalized URL when `raw` is an absolute http/https URL without credentials, else null. */
export function safeExternalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return null;
  // The URL parser strips leading/trailing C0 controls and spaces and tabs/newlines inside; refuse them instead so
  // what is shown as the link's title is what opens.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}
