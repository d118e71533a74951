// Next.js pages router `exportPathMap`: under `next export` the listed paths are the site's only pages.
import type { Resolution, SiteFiles } from '../types';
import { pathSegments } from '../urlPath';
import { type ConfigCode, codeString, isConfigObject, syntaxChild, syntaxChildren, syntaxName, syntaxOf, unwrapSyntax, valueOfNode, walkSyntax, type SyntaxNode } from './kit/code';
import { packageScripts } from './kit/data';
import { noSource } from './kit/routeContent';

export interface ExportPathMap {
  /** Where the map is declared (for reasons). */
  origin: string;
  /** URL path ('/'-joined segments, no leading or trailing slash) → the page it exports (`/post`, `/blog/[slug]`). */
  pages: Map<string, string>;
}

/**
 * `exportPathMap` "allows you to specify a mapping of request paths to page destinations, to be used during export"
 * (https://nextjs.org/docs/pages/api-reference/config/next-config-js/exportPathMap): a static export (`next export`,
 * or `output: 'export'`) writes those paths and no other page. Read only when the function returns one literal object
 * (no spread of its `defaultPathMap` argument, no keys computed or added by code): any other shape may publish pages
 * the text does not list, and then the map is not used. Undefined when the site is not exported or has no such map.
 */
export function readExportPathMap(files: SiteFiles, code: ConfigCode | undefined, configRel: string | undefined, staticExport: boolean): ExportPathMap | undefined {
  if (!code || !configRel || !(staticExport || runsNextExport(files))) return undefined;
  const tree = syntaxOf(code);
  if (!tree) return undefined;
  const fns: SyntaxNode[] = [];
  for (const node of walkSyntax(tree)) {
    if ((node.type === 'Property' || node.type === 'MethodDefinition') && syntaxName(syntaxChild(node, 'key')) === 'exportPathMap') {
      const value = syntaxChild(node, 'value');
      if (value) fns.push(value);
    }
  }
  if (fns.length !== 1) return undefined;
  const literal = returnedObject(fns[0]);
  if (!literal) return undefined;
  const value = valueOfNode(code, literal);
  if (!isConfigObject(value)) return undefined;
  const pages = new Map<string, string>();
  for (const [path, target] of Object.entries(value)) {
    const page = isConfigObject(target) ? codeString(target.page) : undefined;
    if (page === undefined || !path.startsWith('/')) return undefined;
    pages.set(pathSegments(path).join('/'), page);
  }
  return pages.size ? { origin: `exportPathMap in ${configRel}`, pages } : undefined;
}

/** The object literal a function returns as its only statement (`() => ({…})`, `function () { return {…} }`), when every key is written out. */
function returnedObject(fn: SyntaxNode): SyntaxNode | undefined {
  if (fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') return undefined;
  const body = syntaxChild(fn, 'body');
  if (!body) return undefined;
  let result: SyntaxNode | undefined = body;
  if (body.type === 'BlockStatement') {
    const statements = syntaxChildren(body, 'body');
    result = statements.length === 1 && statements[0].type === 'ReturnStatement' ? syntaxChild(statements[0], 'argument') : undefined;
  }
  const object = result ? unwrapSyntax(result) : undefined;
  if (object?.type !== 'ObjectExpression') return undefined;
  const written = syntaxChildren(object, 'properties').every((p) => p.type === 'Property' && !p.computed && syntaxChild(p, 'value')?.type === 'ObjectExpression');
  return written ? object : undefined;
}

/** Whether a package.json script runs `next export` (Next.js ≤ 13's static export command). */
export function runsNextExport(files: SiteFiles): boolean {
  return packageScripts(files).some((s) => s.length < 2000 && /\bnext\s+export\b/.test(s));
}

/**
 * A path of an exported site: a listed one is its page's (`resolve` on the page's route; a dynamic page such as
 * `/blog/[slug]` by `routeOf`, its template), an unlisted one that would be a page of `pagesDir` has no source (the
 * export does not write it); public files and the app router's pages (which the map does not govern) are unchanged.
 */
export function resolveExported(
  map: ExportPathMap, segs: readonly string[], pagesDir: string | undefined,
  resolve: (segs: string[]) => Resolution | undefined, routeOf: (page: string) => string | undefined,
): Resolution | undefined {
  const page = map.pages.get(segs.join('/'));
  if (page !== undefined) {
    const pageSegs = pathSegments(page);
    if (pageSegs.some((s) => s.startsWith('['))) {
      const file = routeOf(page);
      return file ? { file, reason: `Next.js pages router: route template ${file} (${map.origin} exports this path from page ${page})`, kind: 'template' } : noSource(`${map.origin} exports this path from page ${page}, which no file of the pages router defines`, 'none');
    }
    const found = resolve(pageSegs);
    if (found?.file) return { ...found, reason: `${found.reason} (${map.origin} exports this path from page ${page})` };
    return found ?? noSource(`${map.origin} exports this path from page ${page}, which no file of the pages router defines`, 'none');
  }
  const found = resolve([...segs]);
  if (found?.file && pagesDir && found.file.startsWith(`${pagesDir}/`)) {
    return noSource(`${map.origin} does not list this path, and a static export writes only the paths it lists (${found.file} is not exported here)`, 'none');
  }
  return found;
}
