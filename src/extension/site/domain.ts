// The domain(s) a site declares, to link a workspace folder to a brand. Static text parsing only.
import { parseYamlText } from './yamlText';
import { parse as parseToml } from 'smol-toml';
import { ASTRO_CONFIGS, SVELTE_CONFIGS, readConfig, readObjectProp, readStringProp } from './configText';
import type { SiteFiles } from './types';

export interface DeclaredDomain {
  /** Lowercase host name, no port, no trailing dot. */
  host: string;
  /** Where it was declared: "CNAME", "astro.config.mjs site", "hugo.toml baseURL". */
  source: string;
}

/**
 * A host name from a URL or bare host ("https://WWW.Example.com:443/x" → "www.example.com");
 * undefined for anything that is not a plausible public host name.
 */
export function normalizeHost(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  let text = input.trim().toLowerCase();
  if (!text || text.length > 2048) return undefined;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  text = text.split(/[/?#]/)[0].replace(/^[^@]*@/, '').replace(/:\d*$/, '').replace(/\.$/, '');
  if (text.length === 0 || text.length > 253) return undefined;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(text) && text !== 'localhost') {
    return undefined;
  }
  return text;
}

function bareHost(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Same site for linking purposes: case-insensitive, ports ignored, `www.` ignored. */
export function sameSite(a: string, b: string): boolean {
  const ha = normalizeHost(a);
  const hb = normalizeHost(b);
  return ha !== undefined && hb !== undefined && bareHost(ha) === bareHost(hb);
}

function add(out: DeclaredDomain[], value: unknown, source: string): void {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    const host = normalizeHost(v);
    if (host && host !== 'localhost' && !host.endsWith('.example.com') && host !== 'example.com' && !out.some((d) => d.host === host)) {
      out.push({ host, source });
    }
  }
}

/** `site: process.env.X || 'https://example.org'` / `const site = … 'https://…'`: the literal URL on that line. */
function urlAssignedTo(text: string, key: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[\s{,])${key}\s*[:=][^\n]*?["'\`](https?:\/\/[^"'\`\s]+)["'\`]`, 'm').exec(text);
  return m?.[1];
}

function parseData(name: string, text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = name.endsWith('.toml') ? parseToml(text) : name.endsWith('.json') ? JSON.parse(text) : parseYamlText(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const HUGO_CONFIGS = [
  'hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml', 'config.json',
  'config/_default/hugo.toml', 'config/_default/config.toml', 'config/_default/hugo.yaml', 'config/_default/config.yaml',
  'config/production/hugo.toml', 'config/production/config.toml',
];

/** Every domain the site's files declare, most authoritative first (CNAME, then framework configs). */
export function declaredDomains(files: SiteFiles): DeclaredDomain[] {
  const out: DeclaredDomain[] = [];
  for (const rel of ['CNAME', 'public/CNAME', 'static/CNAME', 'docs/CNAME', 'source/CNAME']) {
    const text = files.has(rel) ? files.read(rel) : undefined;
    if (text) add(out, text.split(/\r?\n/)[0], rel);
  }
  const astro = readConfig(files, ASTRO_CONFIGS);
  if (astro) add(out, readStringProp(astro.text, 'site') ?? urlAssignedTo(astro.text, 'site'), `${astro.file} site`);
  for (const rel of HUGO_CONFIGS) {
    const text = files.has(rel) ? files.read(rel) : undefined;
    const data = text ? parseData(rel, text) : undefined;
    if (data) add(out, data.baseURL ?? data.baseurl, `${rel} baseURL`);
  }
  for (const rel of ['_config.yml', '_config.yaml']) {
    const text = files.has(rel) ? files.read(rel) : undefined;
    const data = text ? parseData(rel, text) : undefined;
    if (data) add(out, data.url, `${rel} url`);
  }
  const docusaurus = readConfig(files, ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs']);
  if (docusaurus) add(out, readStringProp(docusaurus.text, 'url'), `${docusaurus.file} url`);
  const mkdocs = files.has('mkdocs.yml') ? files.read('mkdocs.yml') : undefined;
  if (mkdocs) {
    // mkdocs.yml may use !!python tags that a plain YAML parse rejects: read the one key by line.
    const m = /^site_url\s*:\s*['"]?([^'"\s#]+)/m.exec(mkdocs);
    if (m) add(out, m[1], 'mkdocs.yml site_url');
  }
  const gatsby = readConfig(files, ['gatsby-config.js', 'gatsby-config.ts', 'gatsby-config.mjs']);
  if (gatsby) add(out, readStringProp(gatsby.text, 'siteUrl'), `${gatsby.file} siteUrl`);
  const vitepress = readConfig(files, [
    '.vitepress/config.ts', '.vitepress/config.mts', '.vitepress/config.js', '.vitepress/config.mjs',
    'docs/.vitepress/config.ts', 'docs/.vitepress/config.mts', 'docs/.vitepress/config.js', 'docs/.vitepress/config.mjs',
  ]);
  if (vitepress) {
    const sitemap = readObjectProp(vitepress.text, 'sitemap');
    if (sitemap) add(out, readStringProp(sitemap, 'hostname'), `${vitepress.file} sitemap.hostname`);
  }
  const svelte = readConfig(files, SVELTE_CONFIGS);
  if (svelte) add(out, readStringProp(svelte.text, 'origin'), `${svelte.file} prerender.origin`);
  const pkgText = files.read('package.json');
  const pkg = pkgText ? parseData('package.json', pkgText) : undefined;
  if (pkg) add(out, pkg.homepage, 'package.json homepage');
  const vercelText = files.read('vercel.json');
  const vercel = vercelText ? parseData('vercel.json', vercelText) : undefined;
  if (vercel) {
    add(out, vercel.alias, 'vercel.json alias');
    add(out, vercel.domains, 'vercel.json domains');
  }
  const netlifyText = files.read('netlify.toml');
  const netlify = netlifyText ? parseData('netlify.toml', netlifyText) : undefined;
  if (netlify && Array.isArray(netlify.redirects)) {
    // Absolute `from`/`to` URLs name the site's own hosts (www → apex rules and the like).
    for (const r of netlify.redirects) {
      if (r && typeof r === 'object') {
        const rec = r as Record<string, unknown>;
        const value = rec.from;
        if (typeof value === 'string' && /^https?:\/\//i.test(value) && !/\.netlify\.app/i.test(value)) add(out, value, 'netlify.toml redirects from');
      }
    }
  }
  return out;
}
