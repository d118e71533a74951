// URLs from API data: only http(s) may be opened, and the path is what a person scans for.
import { safeExternalUrl } from '../../shared/url';
import { plainText } from '../../shared/text/plainText';

/**
 * The URL when it may be opened, else undefined. The panels' rule (shared/url.ts), so every opener from data
 * agrees: absolute http(s), no credentials (`https://bank.example@evil.example/`), no controls or spaces the parser
 * would drop.
 */
export function safeHttpUrl(value: unknown): URL | undefined {
  const href = safeExternalUrl(value);
  return href === null ? undefined : new URL(href);
}

/**
 * "/pricing" for "https://example.com/pricing"; the value itself when it is not a URL (audit paths). Always shown, so
 * always plain text: one line, bounded, no control or bidi characters.
 */
export function urlPathOf(value: unknown): string {
  const url = safeHttpUrl(value);
  return plainText(url ? `${url.pathname}${url.search}` : value);
}
