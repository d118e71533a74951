// Hugo: a `_redirects` file the site renders itself, through a custom output format of the home page whose baseName is
// `_redirects` (gohugo.io/configuration/output-formats/, "baseName"; gohugo.io/templates/output-formats/): Netlify
// and Cloudflare Pages read the rendered file as they read a committed one. Its rules are read from the templates
// literally: a line whose source holds a template action (`/docs/{{ . }}`) is not known here and is skipped.
import { parseRedirectsFile } from '../redirectRules';
import type { RedirectRule, SiteFiles } from '../types';
import { getCI, isRecord, str, strList } from './kit/data';
import { baseOf } from './kit/paths';
import { hugoSettings } from './hugoConfig';

/** Templates and partials read for one output format: a real site has a handful. */
const MAX_TEMPLATES = 20;

/** Redirect rules written literally in the templates of every home-page output format rendered as `_redirects`. */
export function hugoRenderedRedirects(files: SiteFiles): RedirectRule[] {
  const s = hugoSettings(files);
  const formats = getCI(s.data, 'outputFormats');
  if (!isRecord(formats)) return [];
  // A format is rendered for the home page only when `outputs.home` lists it (gohugo.io/configuration/outputs/).
  const home = strList(getCI(getCI(s.data, 'outputs'), 'home')).map((f) => f.toLowerCase());
  const names = Object.entries(formats)
    .filter(([name, conf]) => str(getCI(conf, 'baseName')) === '_redirects' && home.includes(name.toLowerCase()))
    .map(([name]) => name.toLowerCase());
  if (names.length === 0) return [];
  const layoutDirs = ['layouts', ...s.themes.map((t) => `${t}/layouts`)];
  // Netlify applies a rule without `!` only where no file exists (docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing).
  const shadowable = files.has('netlify.toml');
  const out: RedirectRule[] = [];
  for (const format of names) {
    // The home template of the format: index.<format>[.<suffix>] or home.<format>[.<suffix>], in _default/ too
    // (gohugo.io/templates/lookup-order/, "Home page"; the format name is the template's output-format part).
    const templates = layoutDirs.flatMap((dir) => files.under(dir).filter((rel) => isHomeTemplate(rel.slice(dir.length + 1), format)));
    const queue = [...templates];
    // A template listed but not readable says nothing of its partials: the partial named after the format
    // (`partial "redirects.txt"`) is then the one it renders.
    if (templates.some((rel) => files.read(rel) === undefined)) {
      for (const dir of layoutDirs) {
        for (const p of ['_partials', 'partials']) queue.push(...files.under(`${dir}/${p}`).filter((rel) => baseOf(rel).toLowerCase().startsWith(`${format}.`)));
      }
    }
    const seen = new Set<string>();
    while (queue.length && seen.size < MAX_TEMPLATES) {
      const rel = queue.shift() as string;
      if (seen.has(rel)) continue;
      seen.add(rel);
      const text = files.read(rel);
      if (!text) continue;
      // `partial "name" .` (or partialCached, its value kept in a variable too) renders layouts/_partials/name
      // (layouts/partials/ before Hugo 0.146).
      for (const m of text.matchAll(/\bpartial(?:Cached)?\s+"([^"{}]{1,200})"/g)) {
        for (const dir of layoutDirs) {
          for (const p of ['_partials', 'partials']) {
            const target = `${dir}/${p}/${m[1]}`;
            if (files.has(target)) queue.push(target);
          }
        }
      }
      out.push(...parseRedirectsFile(literalRules(text), rel, shadowable));
    }
  }
  return out;
}

const LAYOUT_PART = /^[\w-]+$/;
const SUFFIX = /^\w+$/;

/**
 * Whether a layouts-relative name is the home template of an output format: `[_default/](index|home)[.<x>].<format>
 * [.<suffix>]`, compared part by part (the format name comes from the repository's config: never made into a regex).
 */
function isHomeTemplate(name: string, format: string): boolean {
  const parts = name.toLowerCase().replace(/^_default\//, '').split('.');
  const formatParts = format.split('.');
  if (parts.some((p) => p.includes('/')) || (parts[0] !== 'index' && parts[0] !== 'home')) return false;
  const rest = parts.slice(1);
  for (const before of [0, 1]) {
    for (const after of [0, 1]) {
      if (rest.length !== before + formatParts.length + after) continue;
      if (!formatParts.every((p, i) => rest[before + i] === p)) continue;
      if (rest.slice(0, before).every((p) => LAYOUT_PART.test(p)) && rest.slice(before + formatParts.length).every((p) => SUFFIX.test(p))) return true;
    }
  }
  return false;
}

/**
 * The template's lines as `_redirects` lines: an action in the destination (`/docs/{{ $latest }}`) stands for a value
 * known only at build time (kept as `{…}`: the rule still redirects its source); a line whose source holds one, or
 * that is only actions, is dropped.
 */
function literalRules(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n').slice(0, 2000)) {
    const line = raw.trim();
    if (!line.startsWith('/')) continue;
    const source = line.split(/\s+/)[0];
    if (source.includes('{{')) continue;
    lines.push(line.replace(/\{\{[^}]{0,300}\}\}/g, '{…}'));
  }
  return lines.join('\n');
}
