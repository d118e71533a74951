// Where the site is inside a repository (monorepos keep it in apps/web, website/, docs/, …) and which
// framework builds it. Reads only package.json and config files, as text.
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

/** package.json dependency → what it says about the folder. */
const SITE_DEPENDENCIES: Record<string, string> = {
  next: 'Next.js',
  astro: 'Astro',
  '@sveltejs/kit': 'SvelteKit',
  gatsby: 'Gatsby',
  '@docusaurus/core': 'Docusaurus',
  vitepress: 'VitePress',
  '@11ty/eleventy': 'Eleventy',
  nuxt: 'Nuxt',
  '@remix-run/react': 'Remix',
};

/** Config files that make a folder a site without any package.json. */
const SITE_CONFIG_FILES: Record<string, string> = {
  'hugo.toml': 'Hugo', 'hugo.yaml': 'Hugo', 'hugo.yml': 'Hugo', 'hugo.json': 'Hugo',
  '_config.yml': 'Jekyll', '_config.yaml': 'Jekyll', 'mkdocs.yml': 'MkDocs', 'mkdocs.yaml': 'MkDocs',
  'astro.config.mjs': 'Astro', 'astro.config.ts': 'Astro', 'next.config.js': 'Next.js', 'next.config.mjs': 'Next.js',
  'next.config.ts': 'Next.js', 'svelte.config.js': 'SvelteKit', 'docusaurus.config.js': 'Docusaurus',
  'docusaurus.config.ts': 'Docusaurus', 'gatsby-config.js': 'Gatsby', 'gatsby-config.ts': 'Gatsby', '.eleventy.js': 'Eleventy',
  'eleventy.config.js': 'Eleventy', 'eleventy.config.mjs': 'Eleventy',
};
/** Hugo's older config names only count with a baseURL in them (config.toml is a common name). */
const HUGO_LEGACY = ['config.toml', 'config.yaml', 'config.yml'];

const PREFERRED_PLACES = /^(?:apps|sites)\/[^/]+$|^(?:website|docs|site|www|web|frontend|blog|landing|marketing)$/;
/** packages/* usually holds libraries whose dev setup happens to use a framework. */
const LIBRARY_PLACES = /^(?:packages|libs?)\//;
const SITE_NAMES = /(?:^|\/)(?:web|www|site|website|marketing|landing|homepage|frontend|blog)$/;
const UNLIKELY = /(?:^|\/)(?:examples?|templates?|starters?|fixtures?|tests?|__tests__|e2e|playground|sandbox|benchmarks?|scripts|tools)(?:\/|$)/;

function dirOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '' : rel.slice(0, slash);
}

function depth(dir: string): number {
  return dir === '' ? 0 : dir.split('/').length;
}

function dependenciesOf(files: SiteFiles, rel: string): string[] {
  const text = files.read(rel);
  if (!text) return [];
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const names: string[] = [];
    for (const key of ['dependencies', 'devDependencies']) {
      const block = json?.[key];
      if (block && typeof block === 'object') names.push(...Object.keys(block));
    }
    return names;
  } catch {
    return [];
  }
}

/** Folders where the pages of some framework live: a package with them is a site, not a tool. */
const SITE_FOLDERS = ['app', 'pages', 'src/app', 'src/pages', 'src/routes', 'content', 'src/content', 'docs', '_posts', 'layouts', 'public/index.html'];

function hasSiteFolders(files: SiteFiles, dir: string): boolean {
  const prefix = dir ? `${dir}/` : '';
  return SITE_FOLDERS.some((f) => files.has(prefix + f) || (files.hasDir ? files.hasDir(prefix + f) : files.under(prefix + f).length > 0)) || files.has(`${prefix}index.html`);
}

/** A monorepo's root package.json is tooling; its sites live in sub-folders. */
function isWorkspaceRoot(files: SiteFiles): boolean {
  if (['pnpm-workspace.yaml', 'lerna.json', 'turbo.json', 'nx.json', 'rush.json'].some((f) => files.has(f))) return true;
  try {
    const json = JSON.parse(files.read('package.json') ?? '{}') as Record<string, unknown>;
    return json.workspaces !== undefined;
  } catch {
    return false;
  }
}

/**
 * Folders that look like a site, best first: the root when it is one, then common monorepo places.
 * Looks at most three folders deep and never inside example/test folders unless nothing else fits.
 */
export function findSiteRoots(files: SiteFiles, maxDepth = 3): SiteRootCandidate[] {
  const found = new Map<string, SiteRootCandidate>();
  const consider = (dir: string, reason: string, base: number) => {
    let score = base;
    if (hasSiteFolders(files, dir)) score += 0.1;
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
  for (const rel of files.all()) {
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    const dir = dirOf(rel);
    if (depth(dir) > maxDepth || /(?:^|\/)node_modules\//.test(rel)) continue;
    if (name === 'package.json') {
      const deps = dependenciesOf(files, rel);
      const hit = Object.keys(SITE_DEPENDENCIES).find((d) => deps.includes(d));
      if (hit) consider(dir, `${rel} depends on ${hit} (${SITE_DEPENDENCIES[hit]})`, 1);
    } else if (name in SITE_CONFIG_FILES) {
      consider(dir, `${rel} (${SITE_CONFIG_FILES[name]})`, 0.9);
    } else if (/(?:^|\/)\.vitepress\/config\.(?:js|mjs|ts|mts|cjs|cts)$/.test(rel)) {
      // VitePress keeps its config in <srcDir>/.vitepress/: the site is the folder holding .vitepress.
      consider(dirOf(dir), `${rel} (VitePress)`, 0.9);
    } else if (HUGO_LEGACY.includes(name) && /^\s*baseURL\s*[=:]/im.test(files.read(rel) ?? '')) {
      consider(dir, `${rel} with baseURL (Hugo)`, 0.9);
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
