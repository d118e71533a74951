// URLs from API data: only http(s) may be opened, and the path is what a person scans for.

/** The URL when it is an absolute http(s) URL, else undefined. */
export function safeHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 8192) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** "/pricing" for "https://example.com/pricing"; the value itself when it is not a URL (audit paths). */
export function urlPathOf(value: unknown): string {
  const url = safeHttpUrl(value);
  if (url) return `${url.pathname}${url.search}`;
  return typeof value === 'string' ? value : '';
}
