// Puts one string into every string field of a sample (ids, URLs, states and enum values included), to check that
// renderers, Markdown and CSV treat any field as text.
export function withEveryString<T>(value: T, replacement: string): T {
  if (typeof value === 'string') return replacement as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withEveryString(item, replacement)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = withEveryString(item, replacement);
    return out as T;
  }
  return value;
}
