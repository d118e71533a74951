// Redirect rules: the generic part. Hosting platforms (hosting.ts) and frameworks (their module's `redirects`) declare
// them (built with redirectRules.ts); here they are collected in the order hosts apply them and looked up. A redirected
// path has no source file of its own. Rewrites (status 200) and conditional rules are not redirects.
import { FRAMEWORKS } from './frameworks/index';
import { hostingRedirects } from './hosting';
import { matchPathPattern, urlSegments } from './match/pathPattern';
import { MAX_RULES, fillDestination } from './redirectRules';
import { trimEnd } from './text';
import type { Framework, RedirectRule, SiteFiles } from './types';

export type { RedirectRule } from './types';
// Framework modules build their rules from redirectRules.ts directly (importing this file from one would load the
// framework registry in the middle of loading a framework).
export { MAX_RULES, compileSource, fillDestination, makeRule, parseRedirectsFile } from './redirectRules';

export interface RedirectHit {
  rule: RedirectRule;
  /** The destination with placeholders filled in. */
  to: string;
}

/**
 * Every redirect rule the site declares, in the order hosts apply them: the hosting platforms' files, then each
 * framework's config (only the detected framework's in the mapper; every framework's by default).
 */
export function loadRedirectRules(files: SiteFiles, frameworks: readonly Framework[] = FRAMEWORKS): RedirectRule[] {
  const staticDirs = [...new Set(frameworks.flatMap((f) => safeList(() => f.staticDirs(files))))];
  const out = hostingRedirects(files, staticDirs);
  const seen = new Set(out.map((r) => `${r.origin} ${r.source}`));
  for (const framework of frameworks) {
    for (const rule of safeList(() => framework.redirects(files))) {
      const key = `${rule.origin} ${rule.source}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(rule);
    }
  }
  return out.slice(0, MAX_RULES);
}

/** A framework bug must not break the mapping: a failing list reads as empty. */
function safeList<T>(read: () => readonly T[]): readonly T[] {
  try {
    return read();
  } catch {
    return [];
  }
}

/** The first rule whose source matches the normalized path, with its destination filled in. */
export function findRedirect(rules: readonly RedirectRule[], urlPath: string): RedirectHit | undefined {
  const segs = urlSegments(urlPath);
  for (const rule of rules) {
    const captures = matchPathPattern(rule.pattern, segs);
    if (!captures) continue;
    const to = fillDestination(rule.destination, captures, rule.pattern.names);
    if (trimEnd(to, '/') === trimEnd(urlPath, '/')) continue;
    return { rule, to: to.length > 200 ? `${to.slice(0, 200)}…` : to };
  }
  return undefined;
}
