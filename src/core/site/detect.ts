// Where the site is inside a repository (monorepos keep it in apps/web, website/, docs/, …) and which
// framework builds it. Generic: the markers (config files, dependencies, page folders) are each framework's own
// declarations (frameworks/*.ts); what is here are monorepo conventions.
import { packageDependencies, readData } from './frameworks/kit/data';
import { FRAMEWORKS } from './frameworks/index';
import type { Framework, FrameworkId, SiteFiles } from './types';

export interface SiteRootCandidate {
  /** Folder relative to the scanned root, '' = the root itself. */
  dir: string;
  /** Why it looks like a site: "package.json depends on next". */
  reason: string;
  score: number;
}

export interface FrameworkDetection {
  framework: Framework;
  score: number;
  reason: string;
  /** Every registered framework's score, best first. */
  scores: Array<{ id: FrameworkId; score: number }>;
}

const PREFERRED_PLACES = /^(?:apps|sites)\/[^/]+$|^(?:website|docs|site|www|web|frontend|blog|landing|marketing)$/;
/** packages/* usually holds libraries whose dev setup happens to use a framework. */
const LIBRARY_PLACES = /^(?:packages|libs?)\//;
const SITE_NAMES = /(?:^|\/)(?:web|www|site|website|marketing|landing|homepage|frontend|blog)$/;
/** Example, demo and test apps: a repository's own site is elsewhere when there is another candidate. */
const UNLIKELY = /(?:^|\/)(?:examples?|demos?|samples?|templates?|starters?|boilerplates?|fixtures?|tests?|__tests__|e2e|playground|sandbox|benchmarks?|scripts|tools)(?:\/|$)/;
/** Files the hosting platforms read: where site-wide findings go when no framework config is there. */
const FALLBACK_SITE_FILES = ['vercel.json', 'netlify.toml', 'package.json', 'CNAME', 'index.html'];

function dirOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '' : rel.slice(0, slash);
}

function depth(dir: string): number {
  return dir === '' ? 0 : dir.split('/').length;
}

function hasDir(files: SiteFiles, dir: string): boolean {
  return files.hasDir ? files.hasDir(dir) : files.under(dir).length > 0;
}

/** Whether the folder holds the pages of some framework: a package with them is a site, not a tool. */
function hasSiteFolders(files: SiteFiles, dir: string, folders: readonly string[]): boolean {
  const prefix = dir ? `${dir}/` : '';
  return folders.some((f) => files.has(prefix + f) || hasDir(files, prefix + f)) || files.has(`${prefix}index.html`) || files.has(`${prefix}public/index.html`);
}

/** A monorepo's root package.json is tooling; its sites live in sub-folders. */
function isWorkspaceRoot(files: SiteFiles): boolean {
  if (['pnpm-workspace.yaml', 'lerna.json', 'turbo.json', 'nx.json', 'rush.json'].some((f) => files.has(f))) return true;
  return files.has('package.json') && readData(files, 'package.json')?.workspaces !== undefined;
}

/** How much deeper than a package.json a framework config is looked for (a config file names its framework; a deep package.json is often a tool's). */
const CONFIG_EXTRA_DEPTH = 1;

interface Marker {
  framework: Framework;
  /** The config path as the framework declares it ('astro.config.mjs', '.vitepress/config.ts'). */
  entry: string;
}

/** Config file name → the frameworks' entries ending in it. */
function markersByName(frameworks: readonly Framework[]): Map<string, Marker[]> {
  const out = new Map<string, Marker[]>();
  for (const framework of frameworks) {
    for (const entry of framework.configFiles) {
      const name = entry.slice(entry.lastIndexOf('/') + 1);
      const list = out.get(name) ?? [];
      list.push({ framework, entry });
      out.set(name, list);
    }
  }
  return out;
}

/**
 * Folders that look like a site, best first: the root when it is one, then common monorepo places.
 * Looks at most three folders deep for a package.json, one deeper for a framework's own config (a docs package inside
 * a library package, `packages/<lib>/src/docs/.vitepress/config.ts`: VitePress's project root is whatever folder holds
 * `.vitepress/`, https://vitepress.dev/guide/getting-started#file-structure), and never inside example/test folders
 * unless nothing else fits.
 */
export function findSiteRoots(files: SiteFiles, maxDepth = 3, frameworks: readonly Framework[] = FRAMEWORKS): SiteRootCandidate[] {
  const found = new Map<string, SiteRootCandidate>();
  const markers = markersByName(frameworks);
  const siteFolders = [...new Set(frameworks.flatMap((f) => f.siteFolders))];
  const consider = (dir: string, reason: string, base: number) => {
    let score = base;
    if (hasSiteFolders(files, dir, siteFolders)) score += 0.1;
    if (dir === '') score += isWorkspaceRoot(files) ? -0.05 : 0.1;
    else if (PREFERRED_PLACES.test(dir)) score += 0.05;
    else if (LIBRARY_PLACES.test(dir)) score -= 0.02;
    // Between look-alikes, the bigger folder is more likely the real site than a demo or a library.
    if (dir !== '') score += 0.02 * Math.log10(1 + files.under(dir).length);
    if (SITE_NAMES.test(dir)) score += 0.03;
    if (UNLIKELY.test(dir)) score -= 0.6;
    score -= depth(dir) * 0.01;
    const prev = found.get(dir);
    if (!prev || prev.score < score) found.set(dir, { dir, reason, score });
  };
  // Folders a package.json marks only by a dependency, and the folders holding each framework's config.
  const byDependency = new Map<string, Framework[]>();
  const configDirs: Array<{ framework: Framework; dir: string }> = [];
  /** A config's folder → the wider folder its build reads from (Framework.siteRootOf). */
  const widened = new Map<string, string>();
  for (const rel of files.all()) {
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    const dir = dirOf(rel);
    if (depth(dir) > maxDepth + CONFIG_EXTRA_DEPTH + 1 || /(?:^|\/)node_modules\//.test(rel)) continue;
    if (name === 'package.json') {
      if (depth(dir) > maxDepth) continue;
      const deps = packageDependencies(files, rel);
      const framework = frameworks.find((f) => f.dependencies.some((d) => deps.has(d)));
      const hit = framework?.dependencies.find((d) => deps.has(d));
      if (hit) {
        byDependency.set(dir, frameworks.filter((f) => f.dependencies.includes(hit)));
        consider(dir, `${rel} depends on ${hit} (${familyLabel(frameworks.filter((f) => f.dependencies.includes(hit)))})`, 1);
      }
      continue;
    }
    const named = markers.get(name) ?? frameworks.filter((f) => f.isConfigName?.(name)).map((framework) => ({ framework, entry: name }));
    for (const { framework, entry } of named) {
      if (rel !== entry && !rel.endsWith(`/${entry}`)) continue;
      const siteDir = rel === entry ? '' : rel.slice(0, -(entry.length + 1));
      if (depth(siteDir) > maxDepth + CONFIG_EXTRA_DEPTH) continue;
      const scoped = siteDir ? scopedFiles(files, siteDir) : files;
      if (framework.confirmsConfig && !framework.confirmsConfig(scoped, entry, siteDir)) continue;
      let root: string;
      try {
        root = framework.siteRootOf?.(files, rel) ?? siteDir;
      } catch {
        root = siteDir;
      }
      if (root !== siteDir && (siteDir === root || siteDir.startsWith(root ? `${root}/` : ''))) widened.set(siteDir, root);
      else root = siteDir;
      configDirs.push({ framework, dir: root });
      consider(root, `${rel} (${framework.label})`, 0.9);
      break;
    }
  }
  // A build reading from above its config's folder: that folder's candidates (its package.json) are the wider site.
  for (const [from, to] of widened) {
    const moved = found.get(from);
    if (!moved || from === to) continue;
    found.delete(from);
    const prev = found.get(to);
    if (!prev || prev.score < moved.score) found.set(to, { ...moved, dir: to });
  }
  // A package.json depending on a framework whose config is only in a sub-folder, beside none of its page folders, is a
  // workspace's tooling (vitepress in the root package.json of a monorepo building packages/.vitepress, `next build
  // documentation-site`): the config's folder is the site, and the root is no candidate of that framework (a host its
  // package.json declares is the one that folder serves, not a site of its own).
  for (const [dir, deps] of byDependency) {
    const candidate = found.get(dir);
    const prefix = dir ? `${dir}/` : '';
    if (!candidate || deps.some((f) => f.configFiles.some((c) => files.has(prefix + c)) || f.siteFolders.some((d) => hasDir(files, prefix + d)))) continue;
    if (configDirs.some((c) => deps.includes(c.framework) && c.dir !== dir && (dir === '' || c.dir.startsWith(`${dir}/`)))) {
      found.delete(dir);
    }
  }
  if (found.size === 0) {
    const hasHtml = files.has('index.html') || files.has('public/index.html');
    found.set('', { dir: '', reason: hasHtml ? 'index.html at the root (static HTML)' : 'no site marker found: the root as static files', score: 0.1 });
  }
  return [...found.values()].sort((a, b) => b.score - a.score || a.dir.length - b.dir.length);
}

/** The framework that builds the site at `files.root`, by the best `detect` score; static HTML otherwise. */
export function detectFramework(files: SiteFiles, frameworks: readonly Framework[] = FRAMEWORKS): FrameworkDetection {
  const scores = frameworks
    .map((framework) => {
      let score: number;
      try {
        score = framework.detect(files);
      } catch {
        score = 0;
      }
      return { framework, score: Number.isFinite(score) ? score : 0 };
    })
    .sort((a, b) => b.score - a.score);
  const best = scores[0];
  const fallback = frameworks.find((f) => f.id === 'static');
  const chosen = best && best.score > 0 ? best : { framework: fallback ?? frameworks[0], score: 0 };
  return {
    framework: chosen.framework,
    score: chosen.score,
    reason: chosen.score > 0 ? `${chosen.framework.label} (detection score ${chosen.score.toFixed(2)})` : 'no framework detected: static HTML',
    scores: scores.map((s) => ({ id: s.framework.id, score: s.score })),
  };
}

/** A view of one sub-folder (for a framework's own checks, which take paths relative to its site root). */
function scopedFiles(files: SiteFiles, dir: string): SiteFiles {
  const prefix = `${dir}/`;
  const cut = prefix.length;
  return {
    root: `${files.root}/${dir}`,
    all: () => files.under(dir).map((f) => f.slice(cut)),
    has: (rel) => files.has(prefix + rel),
    under: (sub) => files.under(sub ? prefix + sub : dir).map((f) => f.slice(cut)),
    read: (rel) => files.read(prefix + rel),
    ...(files.readHead ? { readHead: (rel: string) => files.readHead?.(prefix + rel) } : {}),
    hasDir: (sub) => hasDir(files, sub ? prefix + sub : dir),
  };
}

/** The file that stands for the whole site (site-wide findings, pages without a source): its framework config. */
export function siteConfigFile(files: Pick<SiteFiles, 'has'>, framework?: Framework, frameworks: readonly Framework[] = FRAMEWORKS): string | undefined {
  const order = framework ? [framework, ...frameworks] : frameworks;
  for (const f of order) {
    const hit = f.configFiles.find((c) => files.has(c));
    if (hit) return hit;
  }
  return FALLBACK_SITE_FILES.find((f) => files.has(f));
}

/** One name for the frameworks a dependency stands for ('Next.js app router' + 'Next.js pages router' → 'Next.js'). */
function familyLabel(frameworks: readonly Framework[]): string {
  const labels = frameworks.map((f) => f.label);
  let prefix = labels[0] ?? '';
  for (const l of labels) while (!l.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.trim() || labels[0] || '';
}
