// Where a framework's config is, seen from the site root: at the root itself, or in a sub-folder whose build reads
// from above it (Docusaurus `website/` with `path: '../docs'`, VitePress `docs/.website/.vitepress` with
// `srcDir: '../'`). The site-root search widens such a config's folder to the folder it reads from
// (Framework.siteRootOf); from there the framework finds its config again with `configHome`.
import type { SiteFiles } from '../../types';

/** Deeper configs than this below a site root belong to other projects. */
const MAX_DEPTH = 3;

export interface ConfigHome {
  /** The config file, relative to the site root. */
  rel: string;
  /** The folder the config's relative paths start from ('' = the site root). */
  dir: string;
}

/**
 * The config among `names` (paths like 'docusaurus.config.ts' or '.vitepress/config.ts', relative to a project
 * folder) at the root, else the first one below whose `siteRootOf` (relative to these files) is the root itself.
 */
export function configHome(files: SiteFiles, names: readonly string[], siteRootOf: (rel: string) => string): ConfigHome | undefined {
  const atRoot = names.find((n) => files.has(n));
  if (atRoot) return { rel: atRoot, dir: '' };
  const endings = names.map((n) => `/${n}`);
  for (const rel of files.all()) {
    const i = endings.findIndex((e) => rel.endsWith(e));
    if (i < 0) continue;
    const dir = rel.slice(0, -endings[i].length);
    if (dir.split('/').length > MAX_DEPTH || /(?:^|\/)node_modules(?:\/|$)/.test(dir)) continue;
    let root: string;
    try {
      root = siteRootOf(rel);
    } catch {
      continue;
    }
    if (root === '') return { rel, dir };
  }
  return undefined;
}
