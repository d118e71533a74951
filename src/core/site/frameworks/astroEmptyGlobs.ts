// A dynamic Astro route that builds its pages from the files Vite's `import.meta.glob` returns (an OG image route fed
// `import.meta.glob('/src/content/**/*.md')`, a list of Markdown pages): globs that match no file of the repository
// give it nothing to build (https://vite.dev/guide/features#glob-import: "/" patterns start at the project root,
// "./" ones at the importing module), so its URLs have no source.
import { compileGlob } from '../match/glob';
import type { SiteFiles } from '../types';
import { isConfigObject, readModuleCode, syntaxChild, syntaxChildren, syntaxOf, textOfNode, valueOfNode, walkSyntax } from './kit/code';
import { globFolder } from './kit/contentLayers';
import { dirOf, resolveWithin } from './kit/paths';
import { astroParts } from './kit/routeCode';

/** Globs read per route at most, and files tested against them. */
const MAX_GLOBS = 16;
const MAX_FILES = 20_000;

/**
 * The literal patterns of the route's own `import.meta.glob` calls when there is at least one and none matches a file;
 * undefined otherwise (no glob, one that is not literal, or one that matches).
 */
export function emptyViteGlobs(files: SiteFiles, rel: string): string[] | undefined {
  const code = readModuleCode(files, rel, rel.endsWith('.astro') ? { extract: (text) => astroParts(text).script } : {});
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return undefined;
  const patterns: string[] = [];
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'CallExpression') continue;
    const callee = syntaxChild(node, 'callee');
    if (callee?.type !== 'MemberExpression' || textOfNode(code, callee).replace(/\s/g, '') !== 'import.meta.glob') continue;
    const [first, options] = syntaxChildren(node, 'arguments');
    if (!first) return undefined;
    // A `base` option moves where relative patterns start: not followed here (`eager`, `import`, `query` do not).
    const opts = options ? valueOfNode(code, options) : undefined;
    if (options && (!isConfigObject(opts) || opts.base !== undefined)) return undefined;
    const value = valueOfNode(code, first);
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((p): p is string => typeof p === 'string')) return undefined;
    patterns.push(...list);
    if (patterns.length > MAX_GLOBS) return undefined;
  }
  if (patterns.length === 0 || patterns.some((p) => p.startsWith('!'))) return undefined;
  for (const pattern of patterns) {
    const fromRoot = pattern.startsWith('/');
    const relative = fromRoot ? pattern.slice(1) : resolveWithin(dirOf(rel), pattern);
    // Aliases (`@/content/*.md`) and paths climbing out of the repository cannot be told.
    if (relative === undefined || (!fromRoot && !pattern.startsWith('./') && !pattern.startsWith('../'))) return undefined;
    const glob = compileGlob(relative);
    if (!glob) return undefined;
    const under = files.under(globFolder(relative).dir);
    if (under.length > MAX_FILES) return undefined;
    if (under.some((f) => glob(f))) return undefined;
  }
  return patterns;
}
