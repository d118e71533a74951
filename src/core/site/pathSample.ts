// The audited paths sent as a hint for choosing the site folder (siteChoice.ts): a bounded, stable sample. No imports:
// the editor side samples before sending, without bundling the mapping code.

/** How many audited paths are tried against each candidate site folder. */
export const MAX_SAMPLED_PATHS = 200;

/** At most `max` distinct paths, spread evenly over the list (the same sample every time for the same list). */
export function samplePaths(paths: readonly string[], max: number = MAX_SAMPLED_PATHS): string[] {
  const unique = [...new Set(paths.filter((p) => typeof p === 'string' && p.length > 0 && p.length <= 2048))];
  if (unique.length <= max) return unique;
  const step = unique.length / max;
  return Array.from({ length: max }, (_, i) => unique[Math.floor(i * step)]);
}
