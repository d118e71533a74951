// The domain(s) a site declares, to link a workspace folder to a brand: CNAME first (the host serves exactly that),
// then what each framework's config declares (its module's `domains`), then the hosting platforms' files.
import { FRAMEWORKS } from './frameworks/index';
import { addDomains, cnameDomains, platformDomains } from './hosting';
import type { DeclaredDomain, Framework, SiteFiles } from './types';

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
