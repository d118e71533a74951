// Host names: normalizing and comparing them. Small and dependency-free: the editor links folders to brands with it
// without loading the site layer (which lives in the site worker).

/**
 * A host name from a URL or bare host ("https://WWW.Example.com:443/x" → "www.example.com");
 * undefined for anything that is not a plausible public host name.
 */
export function normalizeHost(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  let text = input.trim().toLowerCase();
  if (!text || text.length > 2048) return undefined;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  text = text.split(/[/?#]/)[0].replace(/^[^@]*@/, '').replace(/:\d*$/, '').replace(/\.$/, '');
  if (text.length === 0 || text.length > 253) return undefined;
  // Label by label (no nested quantifier over the whole name): letters, digits and inner hyphens.
  const labels = text.split('.');
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  if (text !== 'localhost' && (labels.length < 2 || !labels.every((l) => label.test(l)))) return undefined;
  return text;
}

function bareHost(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Same site for linking purposes: case-insensitive, ports ignored, `www.` ignored. */
export function sameSite(a: string, b: string): boolean {
  const ha = normalizeHost(a);
  const hb = normalizeHost(b);
  return ha !== undefined && hb !== undefined && bareHost(ha) === bareHost(hb);
}
