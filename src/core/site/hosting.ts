// What hosting platforms read from a repository, whatever framework builds the site: GitHub Pages' CNAME, Vercel's
// vercel.json, Netlify's netlify.toml and edge functions, the `_redirects` file of Netlify and Cloudflare Pages,
// Cloudflare Worker scripts (wrangler `main`, `_worker.js`, Functions middleware), package.json's homepage. Framework facts are not here: each framework module declares its own (frameworks/*.ts).
import { parse as parseJsonc } from 'jsonc-parser/lib/esm/main.js';
import { isRecord, readData } from './frameworks/kit/data';
import { middlewareRedirects, workerRedirects } from './frameworks/kit/middleware';
import { normalizeHost } from './host';
import { isPageRewrite, loopsWithoutShadowing, makeRule, netlifyOnlyRedirects, parseRedirectsFile } from './redirectRules';
import type { DeclaredDomain, RedirectRule, SiteFiles } from './types';

/** Files of the hosting platforms at the site root. */
export const HOSTING_FILES = ['vercel.json', 'netlify.toml', 'package.json', 'wrangler.toml', 'wrangler.json', 'wrangler.jsonc'];

const WRANGLER = ['wrangler.toml', 'wrangler.json', 'wrangler.jsonc'];
const SCRIPT = /\.(?:[cm]?[jt]s)$/;

/** Placeholders and local names never name the real site. */
function isPlaceholder(host: string): boolean {
  return host === 'localhost' || host === 'example.com' || host.endsWith('.example.com');
}

/** Adds each plausible host of `value` (a string or a list) once. */
export function addDomains(out: DeclaredDomain[], value: unknown, source: string): void {
  for (const v of Array.isArray(value) ? value : [value]) {
    const host = normalizeHost(v);
    if (host && !isPlaceholder(host) && !out.some((d) => d.host === host)) out.push({ host, source });
  }
}

/** The folders whose CNAME / _redirects the host serves: the root, the framework's static folders, GitHub Pages' docs/. */
function servedDirs(staticDirs: readonly string[]): string[] {
  return [...new Set(['', ...staticDirs, 'docs', 'src', 'source'])];
}

function join(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

/** CNAME files (their first line) — the most authoritative declaration of a site's host. */
export function cnameDomains(files: SiteFiles, staticDirs: readonly string[]): DeclaredDomain[] {
  const out: DeclaredDomain[] = [];
  for (const dir of servedDirs(staticDirs)) {
    const rel = join(dir, 'CNAME');
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (text) addDomains(out, text.slice(0, 512).split(/\r?\n/)[0], rel);
  }
  return out;
}

/** package.json homepage, vercel.json alias/domains, netlify.toml redirects from absolute URLs. */
export function platformDomains(files: SiteFiles): DeclaredDomain[] {
  const out: DeclaredDomain[] = [];
  const pkg = files.has('package.json') ? readData(files, 'package.json') : undefined;
  if (pkg) addDomains(out, pkg.homepage, 'package.json homepage');
  const vercel = files.has('vercel.json') ? readData(files, 'vercel.json') : undefined;
  if (vercel) {
    addDomains(out, vercel.alias, 'vercel.json alias');
    addDomains(out, vercel.domains, 'vercel.json domains');
  }
  const netlify = files.has('netlify.toml') ? readData(files, 'netlify.toml') : undefined;
  if (netlify && Array.isArray(netlify.redirects)) {
    // Absolute `from` URLs name the site's own hosts (www → apex rules and the like).
    for (const r of netlify.redirects) {
      const from = isRecord(r) ? r.from : undefined;
      if (typeof from === 'string' && /^https?:\/\//i.test(from) && !from.toLowerCase().includes('.netlify.app')) addDomains(out, from, 'netlify.toml redirects from');
    }
  }
  return out;
}

function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

/**
 * The vercel.json a deployment reads: the project's own at the root, else one a static folder copies to the root of
 * the built output, which is what a prebuilt deployment of that output reads (`vercel deploy site/`: MkDocs copying
 * docs/vercel.json into site/).
 */
function vercelConfig(files: SiteFiles, staticDirs: readonly string[]): string | undefined {
  return ['', ...staticDirs].map((dir) => join(dir, 'vercel.json')).find((rel) => files.has(rel));
}

function vercelRedirects(files: SiteFiles, staticDirs: readonly string[]): RedirectRule[] {
  const rel = vercelConfig(files, staticDirs);
  const data = rel ? readData(files, rel) : undefined;
  const out: RedirectRule[] = [];
  for (const item of Array.isArray(data?.redirects) ? data.redirects : []) {
    if (!isRecord(item) || item.has || item.missing) continue;
    const status = typeof item.statusCode === 'number' ? item.statusCode : item.permanent === false ? 307 : 308;
    const rule = makeRule(item.source, item.destination, status, rel ?? 'vercel.json');
    if (rule) out.push(rule);
  }
  return out;
}

/**
 * Whether Netlify serves the site (a netlify.toml, and no Cloudflare config): its redirect rules then give way to a
 * file that exists at the path unless forced (https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing).
 */
function netlifyHosted(files: SiteFiles): boolean {
  return files.has('netlify.toml') && !WRANGLER.some((rel) => files.has(rel));
}

function netlifyRedirects(files: SiteFiles): RedirectRule[] {
  const data = files.has('netlify.toml') ? readData(files, 'netlify.toml') : undefined;
  const out: RedirectRule[] = [];
  const shadowable = netlifyHosted(files);
  for (const item of Array.isArray(data?.redirects) ? data.redirects : []) {
    if (!isRecord(item)) continue;
    const status = typeof item.status === 'number' ? item.status : 301;
    if (!isRedirectStatus(status) || item.conditions || item.query) continue;
    const rule = makeRule(item.from, item.to, status, 'netlify.toml', true);
    if (rule) out.push(shadowable && item.force !== true ? { ...rule, shadowable: true } : rule);
  }
  return out;
}

/**
 * netlify.toml rewrites (`status = 200`) to a path of the same site: Netlify serves the target's content at the
 * source path when no file exists there (https://docs.netlify.com/manage/routing/redirects/rewrites-proxies/).
 * A source that is the whole site (`/*`, a single-page app's fallback) is left out: it answers every path alike.
 */
export function hostingRewrites(files: SiteFiles): RedirectRule[] {
  const data = files.has('netlify.toml') ? readData(files, 'netlify.toml') : undefined;
  const out: RedirectRule[] = [];
  for (const item of Array.isArray(data?.redirects) ? data.redirects : []) {
    if (!isRecord(item) || item.status !== 200 || item.conditions || item.query) continue;
    if (typeof item.from !== 'string' || typeof item.to !== 'string' || !isPageRewrite(item.from, item.to)) continue;
    const rule = makeRule(item.from, item.to, 200, 'netlify.toml');
    if (rule) out.push(rule);
    if (out.length >= MAX_REWRITES) break;
  }
  return out;
}

/** Rewrite rules read at most. */
const MAX_REWRITES = 500;

/** wrangler.toml / wrangler.json(c) `main`: the Worker script that answers every request first. */
function workerScripts(files: SiteFiles, staticDirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const rel of WRANGLER) {
    if (!files.has(rel)) continue;
    let data: unknown;
    if (rel.endsWith('.toml')) data = readData(files, rel);
    else {
      const text = files.read(rel);
      try {
        data = text === undefined ? undefined : parseJsonc(text, [], { allowTrailingComma: true });
      } catch {
        data = undefined;
      }
    }
    const main = isRecord(data) && typeof data.main === 'string' ? data.main.replace(/^\.\//, '') : undefined;
    if (main && SCRIPT.test(main) && files.has(main)) out.push(main);
  }
  // Cloudflare Pages: an advanced-mode `_worker.js` in the output, and Functions middleware.
  for (const dir of ['', ...staticDirs]) {
    const rel = dir ? `${dir}/_worker.js` : '_worker.js';
    if (files.has(rel)) out.push(rel);
  }
  for (const rel of ['functions/_middleware.ts', 'functions/_middleware.js']) if (files.has(rel)) out.push(rel);
  return [...new Set(out)];
}

/** Netlify Edge Functions (netlify/edge-functions/*): their fixed-path redirects. */
function edgeFunctionScripts(files: SiteFiles): string[] {
  return files.under('netlify/edge-functions').filter((rel) => SCRIPT.test(rel)).slice(0, 50);
}

/** Redirect rules of the hosting platforms, in the order hosts apply them. */
export function hostingRedirects(files: SiteFiles, staticDirs: readonly string[]): RedirectRule[] {
  // A Worker runs before the static assets it serves; edge functions before Netlify's redirects.
  const out = [...workerScripts(files, staticDirs).flatMap((rel) => workerRedirects(files, rel))];
  out.push(...edgeFunctionScripts(files).flatMap((rel) => middlewareRedirects(files, rel)));
  out.push(...vercelRedirects(files, staticDirs), ...netlifyRedirects(files));
  const shadowable = netlifyHosted(files);
  for (const dir of servedDirs(staticDirs)) {
    const rel = join(dir, '_redirects');
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (!text) continue;
    // Without netlify.toml, a rule only Netlify supports, or one that would loop unless existing files shadow it,
    // still says which host reads the file.
    const asNetlify = parseRedirectsFile(text, rel, true);
    const netlify = shadowable || (!WRANGLER.some((w) => files.has(w)) && (netlifyOnlyRedirects(text) || loopsWithoutShadowing(asNetlify)));
    out.push(...(netlify ? asNetlify : asNetlify.map(({ shadowable: _, ...rule }) => rule)));
  }
  return out;
}

/** Whether a change to this file can change the hosting facts. */
export function affectsHosting(rel: string): boolean {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return HOSTING_FILES.includes(rel) || name === '_redirects' || name === 'vercel.json' || name === 'CNAME' || name === '_worker.js' ||
    rel.startsWith('netlify/edge-functions/') || rel.startsWith('functions/') || (SCRIPT.test(rel) && !rel.includes('/'));
}
