// Eleventy's `eleventy.after` event (11ty.dev/docs/events/#eleventy.after; `afterBuild` before 2.0) runs once the
// build has written its output. A handler that deletes built pages (fs.unlink/rm, del, rimraf…) takes them off the
// site, though their templates stay in the repository: a page the handler's literal output globs may cover has no
// source. The handler's own filters (which names it keeps) are code the mapper does not run, so a covered page is
// answered "no source" even when a filter may keep it: a page missed, never a file named for a deleted page.
import { compileGlob, type GlobMatcher } from '../match/glob';
import type { Resolution, RouteTable, SiteFiles } from '../types';
import { type SyntaxNode, codeString, isConfigObject, readConfigCode, syntaxChild, syntaxChildren, syntaxName, syntaxOf, unwrapSyntax, walkSyntax } from './kit/code';
import { ELEVENTY_CONFIGS } from './eleventySettings';
import { urlKey } from './kit/routeTable';
import { trimChars } from '../text';

const AFTER_EVENTS = new Set(['eleventy.after', 'afterBuild']);
/** Calls that delete files (Node's fs, and the usual packages: del, rimraf, fs-extra). */
const DELETE_CALLS = new Set(['unlink', 'unlinkSync', 'rm', 'rmSync', 'rmdir', 'rmdirSync', 'remove', 'removeSync', 'del', 'deleteAsync', 'deleteSync', 'rimraf', 'rimrafSync']);
/** Output globs read per config at most, and the longest text read as one. */
const MAX_GLOBS = 64;
const MAX_GLOB_CHARS = 500;

interface Deletion {
  globs: GlobMatcher[];
  written: string[];
  kept: GlobMatcher[];
  file: string;
}

/**
 * The table with the pages an after-build handler deletes answered "no source"; the table itself when the config
 * registers no handler that deletes files by literal output globs.
 */
export function withAfterBuildDeletions(files: SiteFiles, table: RouteTable): RouteTable {
  const deletion = afterBuildDeletion(files);
  if (!deletion) return table;
  return {
    resolve(urlPath, info): Resolution | undefined {
      const found = table.resolve(urlPath, info);
      if (!found?.file) return found;
      const out = outputPath(urlKey(urlPath));
      if (!deletion.globs.some((g) => g(out)) || deletion.kept.some((g) => g(out))) return found;
      return {
        file: null,
        kind: 'none',
        reason: `Eleventy: no source: the eleventy.after handler in ${deletion.file} deletes the built files matching ${deletion.written.join(', ')} after the build, ${out} among them (${found.file} renders it, then it is removed)`,
      };
    },
  };
}

/** The file a URL path is written to, relative to the output folder: `/a/` → `a/index.html`, `/a.xml` as it is. */
function outputPath(key: string): string {
  const path = key.replace(/^\/+/, '');
  if (path === '') return 'index.html';
  const last = path.split('/').pop() ?? '';
  return key.endsWith('/') || !last.includes('.') ? `${path.replace(/\/$/, '')}/index.html` : path;
}

function afterBuildDeletion(files: SiteFiles): Deletion | undefined {
  const config = readConfigCode(files, ELEVENTY_CONFIGS);
  const tree = config ? syntaxOf(config.code) : undefined;
  if (!config || !tree) return undefined;
  const dir = config.code.prop('dir');
  const output = trimSlashes(codeString(config.code.calls('setOutputDirectory')[0]?.[0]) ?? (isConfigObject(dir) ? codeString(dir.output) : undefined) ?? '_site');
  const deletion: Deletion = { globs: [], written: [], kept: [], file: config.rel };
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'on') continue;
    const [event, handler] = syntaxChildren(node, 'arguments');
    const name = event ? literalText(event) : undefined;
    if (!name || !AFTER_EVENTS.has(name) || !handler) continue;
    if (!deletesFiles(handler)) continue;
    collectGlobs(handler, output, deletion);
  }
  return deletion.globs.length ? deletion : undefined;
}

function deletesFiles(handler: SyntaxNode): boolean {
  for (const node of walkSyntax(handler)) {
    if (node.type !== 'CallExpression') continue;
    const callee = syntaxName(syntaxChild(node, 'callee'));
    if (callee && DELETE_CALLS.has(callee)) return true;
  }
  return false;
}

/**
 * Output paths written as text in the handler (`'_site/docs/*\/index.html'`, `outDir + '/docs/x.html'`, a template
 * literal's tail): globs of the deleted pages; those under an `ignore` option are kept.
 */
function collectGlobs(handler: SyntaxNode, output: string, deletion: Deletion): void {
  const ignored = new Set<SyntaxNode>();
  for (const node of walkSyntax(handler)) {
    if (node.type !== 'Property' || syntaxName(syntaxChild(node, 'key')) !== 'ignore') continue;
    const value = syntaxChild(node, 'value');
    if (!value) continue;
    for (const inner of walkSyntax(value)) ignored.add(inner);
  }
  for (const node of walkSyntax(handler)) {
    const text = node.type === 'Literal' ? literalText(node) : node.type === 'TemplateElement' ? templateText(node) : undefined;
    if (text === undefined || text.length > MAX_GLOB_CHARS || !text.includes('/') || !/\.html?$/i.test(text)) continue;
    if (deletion.globs.length + deletion.kept.length >= MAX_GLOBS) return;
    const relative = stripOutput(text, output);
    const glob = compileGlob(groupsAsBraces(relative));
    if (ignored.has(node)) {
      if (glob) deletion.kept.push(glob);
      continue;
    }
    // A glob that does not compile covers pages we cannot tell: nothing is answered for it (no false "deleted").
    if (!glob) continue;
    deletion.globs.push(glob);
    deletion.written.push(relative);
  }
}

/** `(v1|v2)` alternation, as fast-glob and globby read it, written as the braces the glob matcher knows. */
function groupsAsBraces(glob: string): string {
  return glob.replace(/\(([\w.-]+(?:\|[\w.-]+)+)\)/g, (_m, alternatives: string) => `{${alternatives.split('|').join(',')}}`);
}

function stripOutput(text: string, output: string): string {
  let path = trimSlashes(text.replace(/^\.\//, ''));
  if (output && (path === output || path.startsWith(`${output}/`))) path = path.slice(output.length);
  return trimSlashes(path);
}

function trimSlashes(text: string): string {
  return trimChars(text, '/');
}

function literalText(node: SyntaxNode): string | undefined {
  const n = unwrapSyntax(node);
  return n.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;
}

function templateText(node: SyntaxNode): string | undefined {
  const value = (node as unknown as { value?: { cooked?: string | null } }).value;
  return typeof value?.cooked === 'string' ? value.cooked : undefined;
}
