// `map`: audited URL paths → local source files, one JSON object per path in the given order.
// Reads only the disk under --root; no network.
import { statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { findSiteRoots, type SiteRootCandidate } from '../core/site/detect';
import { declaredDomains, normalizeHost } from '../core/site/domain';
import { isFrameworkId } from '../core/site/frameworks/index';
import type { SiteIndex } from '../core/site/index';
import { createSiteMapper, type SiteMapper } from '../core/site/mapper';
import { chooseSiteFolder } from '../core/site/siteChoice';
import { walkSite } from '../core/site/walk';
import { parseOptions } from './options';
import { EXIT_USAGE, type CliIO } from './io';

export interface MapEntry {
  /** The path exactly as given. */
  path: string;
  /** Relative to --root, '/' separators; null when no local file produces the page. */
  file: string | null;
  reason: string;
}

export interface MapOptions {
  root: string;
  domain?: string;
  framework?: string;
  routes?: Record<string, string>;
  /** The audited URL paths: in a repository with several sites, none declaring the domain, they pick the site. */
  paths?: readonly string[];
}

export interface SiteMapping {
  site: SiteRootCandidate;
  mapper: SiteMapper;
  map(paths: readonly string[]): MapEntry[];
}

/** Builds the mapper for a folder already indexed (tests use an in-memory index). */
export function mapSite(index: SiteIndex, options: Omit<MapOptions, 'root'> = {}): SiteMapping {
  const mapperFor = (dir: string) => createSiteMapper({
    files: index.scoped(dir),
    ...(options.framework && isFrameworkId(options.framework) ? { framework: options.framework } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.domain ? { domain: options.domain } : {}),
    ...(options.paths ? { pagePaths: options.paths } : {}),
  });
  const choice = chooseSiteFolder({
    files: index,
    candidates: findSiteRoots(index),
    ...(options.domain ? { domain: options.domain } : {}),
    ...(options.paths ? { paths: options.paths } : {}),
    domainsOf: (dir) => declaredDomains(index.scoped(dir)),
    mapperFor,
  });
  const site = choice.site;
  const mapper = choice.mapper ?? mapperFor(site.dir);
  const prefix = site.dir ? `${site.dir}/` : '';
  return {
    site,
    mapper,
    map: (paths) =>
      paths.map((path) => {
        const res = mapper.resolve(path);
        return { path, file: res.file === null ? null : repositoryPath(prefix, res.file), reason: res.reason };
      }),
  };
}

/** A site file's path in the repository: `website/` + `../docs/a.md` (a file above the site the mapper vouched for) is `docs/a.md`. */
export function repositoryPath(prefix: string, file: string): string {
  let dir = prefix.replace(/\/$/, '');
  let rest = file;
  while (rest.startsWith('../') && dir) {
    rest = rest.slice(3);
    dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  }
  return dir ? `${dir}/${rest}` : rest;
}

const SPEC = { root: 'value', domain: 'value', framework: 'value', help: 'flag' } as const;

const USAGE = 'usage: brand-visibility map --root DIR [--domain HOST] [--framework ID] PATH...\n';

export async function runMapCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const parsed = parseOptions(argv, SPEC);
  if (typeof parsed === 'string') {
    io.stderr(`brand-visibility map: ${parsed}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const args = { ...parsed.values, paths: parsed.positionals } as { root?: string; domain?: string; framework?: string; paths: string[] };
  if (parsed.flags.has('help')) {
    io.stdout(USAGE);
    return 0;
  }
  if (!args.root) {
    io.stderr(`brand-visibility map: --root is required\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (args.paths.length === 0) {
    io.stderr(`brand-visibility map: give at least one URL path\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (args.domain !== undefined && !normalizeHost(args.domain)) {
    io.stderr(`brand-visibility map: --domain '${args.domain.slice(0, 80)}' is not a host name\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (args.framework !== undefined && !isFrameworkId(args.framework)) {
    io.stderr(`brand-visibility map: unknown framework '${args.framework.slice(0, 40)}'\n${USAGE}`);
    return EXIT_USAGE;
  }
  const root = resolvePath(args.root);
  let isDir: boolean;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) {
    io.stderr(`brand-visibility map: --root ${args.root.slice(0, 200)} is not a folder\n${USAGE}`);
    return EXIT_USAGE;
  }
  const mapping = mapSite(walkSite(root), {
    paths: args.paths,
    ...(args.domain ? { domain: args.domain } : {}),
    ...(args.framework ? { framework: args.framework } : {}),
  });
  io.stdout(`${JSON.stringify(mapping.map(args.paths), null, 2)}\n`);
  return 0;
}
