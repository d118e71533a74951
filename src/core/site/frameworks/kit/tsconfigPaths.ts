// TypeScript's `compilerOptions.paths` (and `baseUrl`) of the site's tsconfig.json / jsconfig.json: the aliases its
// modules import each other by (`@lib/*` → `src/lib/*`, https://www.typescriptlang.org/tsconfig/#paths). Read as
// JSON with comments; `extends` is not followed. Patterns are matched by prefix and suffix around their one `*`.
import { parse as parseJsonc } from 'jsonc-parser/lib/esm/main.js';
import type { SiteFiles } from '../../types';
import { isRecord } from './data';
import { resolveWithin } from './paths';

interface PathAlias {
  prefix: string;
  suffix: string;
  wildcard: boolean;
  targets: string[];
}

const CONFIGS = ['tsconfig.json', 'jsconfig.json'];
const MAX_ALIASES = 50;
const MAX_CONFIG_CHARS = 200_000;
const cache = new WeakMap<SiteFiles, PathAlias[]>();

function aliasesOf(files: SiteFiles): PathAlias[] {
  const hit = cache.get(files);
  if (hit) return hit;
  const out: PathAlias[] = [];
  for (const rel of CONFIGS) {
    const text = files.read(rel);
    if (text === undefined || text.length > MAX_CONFIG_CHARS) continue;
    let data: unknown;
    try {
      data = parseJsonc(text, [], { allowTrailingComma: true });
    } catch {
      continue;
    }
    const options = isRecord(data) && isRecord(data.compilerOptions) ? data.compilerOptions : undefined;
    const paths = options && isRecord(options.paths) ? options.paths : undefined;
    const baseUrl = options && typeof options.baseUrl === 'string' ? resolveWithin('', options.baseUrl) ?? '' : '';
    for (const [pattern, list] of Object.entries(paths ?? {}).slice(0, MAX_ALIASES)) {
      const star = pattern.indexOf('*');
      if (star !== pattern.lastIndexOf('*') || !Array.isArray(list)) continue;
      const targets = list.filter((t): t is string => typeof t === 'string' && t.split('*').length <= 2).map((t) => (baseUrl ? `${baseUrl}/${t}` : t));
      out.push({ prefix: star < 0 ? pattern : pattern.slice(0, star), suffix: star < 0 ? '' : pattern.slice(star + 1), wildcard: star >= 0, targets });
    }
    break;
  }
  cache.set(files, out);
  return out;
}

/** The paths (from the site root) an import specifier stands for through the tsconfig's aliases, best match first. */
export function tsconfigAliasTargets(files: SiteFiles, spec: string): string[] {
  const out: string[] = [];
  for (const alias of aliasesOf(files)) {
    const matches = alias.wildcard
      ? spec.length >= alias.prefix.length + alias.suffix.length && spec.startsWith(alias.prefix) && spec.endsWith(alias.suffix)
      : spec === alias.prefix;
    if (!matches) continue;
    const middle = alias.wildcard ? spec.slice(alias.prefix.length, spec.length - alias.suffix.length) : '';
    for (const target of alias.targets) {
      const rel = resolveWithin('', target.replace('*', middle));
      if (rel !== undefined) out.push(rel);
    }
  }
  return out;
}
