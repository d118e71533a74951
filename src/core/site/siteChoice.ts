// Which site folder of a repository serves the audited pages: the one declaring the audited domain (or named after
// its host), else — in a monorepo with several site folders, none declaring it — the one whose routes answer most
// of the audited URL paths, else the best-ranked candidate (detect.ts). One function, used by the CLI (map, audit)
// and the site service (the editor's site worker).
import type { SiteRootCandidate } from './detect';
import { declaringSites, siteForDomain } from './domain';
import type { SiteMapper } from './mapper';
import { samplePaths } from './pathSample';
import type { DeclaredDomain, Resolution, SiteFiles } from './types';

/** How many candidates are tried against the audited paths (the mapping stays cheap). */
const MAX_CANDIDATES = 8;

export interface SiteChoiceInput {
  /** The whole repository (workspace folder). */
  files: SiteFiles;
  /** From findSiteRoots, best first. */
  candidates: readonly SiteRootCandidate[];
  /** The audited host, when known. */
  domain?: string;
  /** The audited URL paths (or URLs), when known: a hint for monorepos holding several sites. */
  paths?: readonly string[];
  domainsOf(dir: string): readonly DeclaredDomain[];
  /** Builds the mapper of a candidate folder (the caller's options: framework override, routes, domain). */
  mapperFor(dir: string): SiteMapper;
}

export interface SiteChoice {
  site: SiteRootCandidate;
  /** The chosen folder's mapper when choosing built it (the caller reuses it). */
  mapper?: SiteMapper;
}

/** Made-up paths one to three segments deep: a route answering them answers any path (a catch-all, a bare `[param]`). */
const PROBES = ['/bv-no-such-page', '/bv-no-such-page/bv-no-such-page', '/bv-no-such-page/bv-no-such-page/bv-no-such-page'];

/**
 * How much a resolution says that the folder serves the path, in tenths: its own source or content file, or a file
 * served as is, fully; a redirect rule the folder declares for it, or a route template, half; a file that also answers
 * made-up paths (a catch-all or a bare top-level param, which match any site's paths alike), a tenth; no source,
 * nothing.
 */
function weightOf(res: Resolution, answersAnything: ReadonlySet<string>): number {
  if (res.file === null) return res.kind === 'redirect' ? 5 : 0;
  if (answersAnything.has(res.file)) return 1;
  return res.kind === 'template' ? 5 : 10;
}

/** The site folder for the audited domain and pages. */
export function chooseSiteFolder(input: SiteChoiceInput): SiteChoice {
  const { domain } = input;
  let candidates = input.candidates;
  let best = candidates[0] ?? { dir: '', reason: 'the workspace folder', score: 0 };
  if (domain) {
    // Several folders declaring the host (a root package.json and the docs folder it builds, both reading the same
    // config or CNAME): the audited pages choose among those, as among undeclared ones below.
    const declaring = declaringSites(candidates, domain, input.domainsOf);
    if (declaring.length > 1 && samplePaths(input.paths ?? []).length > 0) {
      candidates = declaring;
      best = declaring[0];
    } else {
      const forDomain = siteForDomain(input.files, candidates, domain, input.domainsOf);
      if (forDomain) return { site: forDomain };
    }
  }
  const paths = samplePaths(input.paths ?? []);
  if (candidates.length < 2 || paths.length === 0) return { site: best };
  const tried = candidates.slice(0, MAX_CANDIDATES);
  let chosen: { site: SiteRootCandidate; mapper: SiteMapper; score: number; answered: number } | undefined;
  for (const site of tried) {
    let mapper: SiteMapper;
    try {
      mapper = input.mapperFor(site.dir);
    } catch {
      continue;
    }
    const answersAnything = new Set<string>();
    for (const probe of PROBES) {
      const file = mapper.resolve(probe).file;
      if (file !== null) answersAnything.add(file);
    }
    let score = 0;
    let answered = 0;
    for (const p of paths) {
      const weight = weightOf(mapper.resolve(p), answersAnything);
      score += weight;
      if (weight >= 5) answered++;
    }
    // Ties keep the earlier (better-ranked) candidate, unless the later one is inside it: a folder answering as much as
    // its own sub-folder reaches those pages through it (a root script building docs/).
    if (!chosen || score > chosen.score || (score === chosen.score && score > 0 && isInside(site.dir, chosen.site.dir))) chosen = { site, mapper, score, answered };
  }
  if (!chosen || chosen.score === 0) return { site: best };
  if (chosen.site.dir === best.dir) return { site: best, mapper: chosen.mapper };
  return {
    site: { ...chosen.site, reason: `${chosen.site.reason}; its routes answer the most audited pages (${chosen.answered} of the ${paths.length} tried)` },
    mapper: chosen.mapper,
  };
}

/** Whether folder `dir` is strictly inside folder `parent` ('' is the repository root). */
function isInside(dir: string, parent: string): boolean {
  return dir !== parent && (parent === '' || dir.startsWith(`${parent}/`));
}
