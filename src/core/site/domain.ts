// The domain(s) a site declares, to link a workspace folder to a brand: CNAME first (the host serves exactly that),
// then what each framework's config declares (its module's `domains`), then the hosting platforms' files. And the
// reverse: which folder of a repository serves a given domain (the declaring site, or a folder named after the host).
import type { SiteRootCandidate } from './detect';
import { FRAMEWORKS } from './frameworks/index';
import { addDomains, cnameDomains, platformDomains } from './hosting';
import type { DeclaredDomain, Framework, SiteFiles } from './types';

import { normalizeHost, sameSite } from './host';

export { normalizeHost, sameSite } from './host';
export type { DeclaredDomain } from './types';

/** Every domain the site's files declare, most authoritative first. */
export function declaredDomains(files: SiteFiles, frameworks: readonly Framework[] = FRAMEWORKS): DeclaredDomain[] {
  const staticDirs = [...new Set(frameworks.flatMap((f) => f.staticDirs(files)))];
  const out = cnameDomains(files, staticDirs);
  const more: DeclaredDomain[] = [];
  for (const framework of frameworks) {
    try {
      more.push(...framework.domains(files));
    } catch {
      // a framework bug must not hide the other declarations
    }
  }
  more.push(...platformDomains(files));
  for (const d of more) addDomains(out, d.host, d.source);
  return out;
}

/** How deep a folder named after a host may sit ('whatwg.org/', 'sites/whatwg.org/'). */
const HOST_FOLDER_DEPTH = 2;

/**
 * The folder that serves `domain` in a repository holding one document root per host, named after the host
 * ('whatwg.org/', 'lists.whatwg.org/': deployed as /var/www/<host>, nginx's and Apache's per-host document roots):
 * the shallowest folder whose name is the host itself, else the host with or without its `www.`. Undefined when
 * no folder has that name.
 */
export function hostFolder(files: SiteFiles, domain: string): string | undefined {
  const host = normalizeHost(domain);
  if (!host) return undefined;
  let exact: string | undefined;
  let alike: string | undefined;
  const seen = new Set<string>();
  for (const rel of files.all()) {
    const parts = rel.split('/');
    for (let depth = 1; depth <= HOST_FOLDER_DEPTH && depth < parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      if (seen.has(dir)) continue;
      seen.add(dir);
      const name = parts[depth - 1].toLowerCase();
      if (name === host) exact = shallower(exact, dir);
      else if (name.includes('.') && sameSite(name, host)) alike = shallower(alike, dir);
    }
  }
  return exact ?? alike;
}

function shallower(current: string | undefined, dir: string): string {
  if (current === undefined) return dir;
  const depth = (d: string) => d.split('/').length;
  return depth(dir) < depth(current) || (depth(dir) === depth(current) && dir < current) ? dir : current;
}

/**
 * The site folder for `domain`: the candidate whose files declare it (CNAME, the framework's site URL), else a folder
 * named after the host; undefined when neither (the caller keeps its best candidate).
 */
/** The candidates whose files declare the domain (a config's URL, a CNAME), in their order. */
export function declaringSites(candidates: readonly SiteRootCandidate[], domain: string, domainsOf: (dir: string) => readonly DeclaredDomain[]): SiteRootCandidate[] {
  return candidates.filter((c) => domainsOf(c.dir).some((d) => sameSite(d.host, domain))).map((c) => ({ ...c, reason: `${c.reason}; declares ${domain}` }));
}

export function siteForDomain(
  files: SiteFiles,
  candidates: readonly SiteRootCandidate[],
  domain: string,
  domainsOf: (dir: string) => readonly DeclaredDomain[],
): SiteRootCandidate | undefined {
  const declaring = declaringSites(candidates, domain, domainsOf)[0];
  if (declaring) return declaring;
  const folder = hostFolder(files, domain);
  if (folder === undefined) return undefined;
  // A framework's site root that is the host folder itself keeps its detection reason.
  const same = candidates.find((c) => c.dir === folder);
  return same ?? { dir: folder, reason: `folder ${folder}/ is named after ${domain} (one document root per host)`, score: 0.5 };
}
