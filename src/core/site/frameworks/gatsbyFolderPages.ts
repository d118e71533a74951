// Gatsby pages gatsby-node makes from a folder it lists itself: `fs.readdirSync(dir)` (or a recursive reader, or a
// glob) of page components, then `createPage({ path, component })` for each file, the path built from the file's
// path in that folder ("Creating and Modifying Pages": createPage takes any component and any path,
// https://www.gatsbyjs.com/docs/creating-and-modifying-pages/). Read statically: the listing's folder from literal
// path parts, its `.filter(f => …)` callbacks evaluated on each file name, never run.
import type { SiteFiles } from '../types';
import {
  type ConfigCode, type ConfigValue, type SyntaxNode, Computed, syntaxChild, syntaxChildren, syntaxName, valueOfNode, walkSyntax,
} from './kit/code';
import { baseOf, dirOf, extOf, resolveWithin, stripExt, within } from './kit/paths';
import { uniqueDeclaration } from './kit/routeCode';

/** Each node's parent, from one walk of the tree. */
export function parentsOf(tree: SyntaxNode): Map<SyntaxNode, SyntaxNode> {
  const out = new Map<SyntaxNode, SyntaxNode>();
  for (const node of walkSyntax(tree)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const kid of Array.isArray(value) ? value : [value]) {
        if (typeof kid === 'object' && kid !== null && typeof (kid as SyntaxNode).type === 'string') out.set(kid as SyntaxNode, node);
      }
    }
  }
  return out;
}

/**
 * The loop `node` is the body of, seen from its parent: `for (const x of list) node` or `list.forEach(node)` (a
 * method of `methods`); its variable pattern, its list and the node that scopes the variable.
 */
export function loopAt(node: SyntaxNode, parent: SyntaxNode, methods: ReadonlySet<string>): { param?: SyntaxNode; list: SyntaxNode; scope: SyntaxNode } | undefined {
  if (parent.type === 'ForOfStatement' && syntaxChild(parent, 'body') === node) {
    const left = syntaxChild(parent, 'left');
    const list = syntaxChild(parent, 'right');
    const param = left?.type === 'VariableDeclaration' ? syntaxChild(syntaxChildren(left, 'declarations')[0] ?? left, 'id') : left;
    return list ? { param, list, scope: parent } : undefined;
  }
  if ((node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') || parent.type !== 'CallExpression' || syntaxChildren(parent, 'arguments')[0] !== node) return undefined;
  const callee = syntaxChild(parent, 'callee');
  const list = callee?.type === 'MemberExpression' && methods.has(syntaxName(callee) ?? '') ? syntaxChild(callee, 'object') : undefined;
  return list ? { param: syntaxChildren(node, 'params')[0], list, scope: node } : undefined;
}

type Loop = NonNullable<ReturnType<typeof loopAt>>;

/** The loops `node` sits in, innermost first: looked for through `maxDepth` parents, `maxLoops` at most. */
export function loopsAround(parents: ReadonlyMap<SyntaxNode, SyntaxNode>, node: SyntaxNode, methods: ReadonlySet<string>, maxDepth: number, maxLoops = Infinity): Loop[] {
  const out: Loop[] = [];
  for (let at = node, depth = 0; depth < maxDepth && out.length < maxLoops; depth++) {
    const parent = parents.get(at);
    if (!parent) break;
    const loop = loopAt(at, parent, methods);
    if (loop) out.push(loop);
    at = parent;
  }
  return out;
}

/** A folder listing a loop runs over: its folder (relative to the files), whether it descends, its filters. */
interface Listing {
  dir: string;
  /** Whether it descends (recursive readers, `**` globs): its entries are then paths in the folder, else bare names. */
  recursive: boolean;
  filters: SyntaxNode[];
}

/** One page a listed folder makes: the component file and its URL path. */
export interface FolderPage {
  file: string;
  path: string;
}

const CHAIN_METHODS = new Set(['filter', 'map', 'sort', 'slice', 'concat', 'reverse']);
/** Array methods whose callback runs once per entry: a createPage inside one is made per entry. */
export const LOOP_METHODS: ReadonlySet<string> = new Set(['forEach', 'map', 'flatMap']);
/** How many identifiers deep a folder argument or a path part is followed. */
const MAX_DEPTH = 8;
/** Stands for a listed file's route while a path is read (no file path holds it). */
const ROUTE = '\u0000route\u0000';
/** Files of a listed folder read at most. */
const MAX_FILES = 2000;

/** `fs.readdirSync`, `fs.promises.readdir`, a `recursiveReadDirSync` helper, `glob.sync`, `globSync`, `fg.sync`. */
function listingKind(callee: SyntaxNode | undefined): 'names' | 'recursive' | 'glob' | undefined {
  const name = syntaxName(callee) ?? '';
  if (/^(?:glob|globSync|sync|globby|globbySync)$/.test(name) && (name !== 'sync' || /^(?:glob|fg|fastGlob|globby)$/.test(syntaxName(syntaxChild(callee as SyntaxNode, 'object')) ?? ''))) return 'glob';
  if (/readdir/i.test(name)) return /recursive|walk|readdirp/i.test(name) ? 'recursive' : 'names';
  if (/^(?:walk|walkSync|recursiveRead)$/i.test(name)) return 'recursive';
  return undefined;
}

/**
 * A folder named by literal path parts, relative to the files: `path.join(__dirname, '..', 'src', 'pages')` from the
 * module's folder, `path.resolve('src/pages')` or a bare string from the site's folder (where Gatsby runs).
 */
function folderOf(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, moduleDir: string, home: string, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (node.type === 'Identifier') {
    const init = uniqueDeclaration(tree, node.name as string);
    return init ? folderOf(code, tree, init, moduleDir, home, depth + 1) : undefined;
  }
  const value = valueOfNode(code, node);
  if (typeof value === 'string') return resolveWithin(home, value.replace(/^\.\/+/, ''));
  const call = value instanceof Computed ? value.detail.call : undefined;
  if (!call || (call.name !== 'join' && call.name !== 'resolve')) return undefined;
  const [first, ...rest] = call.args;
  const fromModule = first instanceof Computed && first.source === '__dirname';
  const fromHome = first instanceof Computed && first.source === 'process.cwd()';
  const parts = fromModule || fromHome ? rest : call.args;
  if (!parts.every((p): p is string => typeof p === 'string')) return undefined;
  return resolveWithin(fromModule ? moduleDir : home, parts.join('/').replace(/^\.\/+/, ''));
}

/** The folder listing under a loop's list (`listDir(dir).filter(…)` or a name declared as one), if it is one. */
function listingOf(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, moduleDir: string, home: string): Listing | undefined {
  const filters: SyntaxNode[] = [];
  let current: SyntaxNode | undefined = node;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current.type === 'AwaitExpression') current = syntaxChild(current, 'argument');
    else if (current.type === 'Identifier') current = uniqueDeclaration(tree, current.name as string);
    else if (current.type === 'CallExpression') {
      const callee = syntaxChild(current, 'callee');
      const kind = listingKind(callee);
      const [arg, options] = syntaxChildren(current, 'arguments');
      if (kind && arg) {
        if (kind !== 'glob') {
          const dir = folderOf(code, tree, arg, moduleDir, home);
          // Node's `fs.readdirSync(dir, { recursive: true })` lists the sub-folders' files too, by their paths.
          const deep = kind === 'recursive' || (options !== undefined && (valueOfNode(code, options) as { recursive?: unknown } | undefined)?.recursive === true);
          return dir === undefined ? undefined : { dir, recursive: deep, filters };
        }
        const pattern = valueOfNode(code, arg);
        if (typeof pattern !== 'string') return undefined;
        const stem = pattern.split('/');
        const cut = stem.findIndex((seg) => /[*?{[]/.test(seg));
        const dir = resolveWithin(home, (cut < 0 ? stem : stem.slice(0, cut)).join('/').replace(/^\.\/+/, ''));
        return dir === undefined ? undefined : { dir, recursive: pattern.includes('**'), filters };
      }
      if (callee?.type !== 'MemberExpression' || !CHAIN_METHODS.has(syntaxName(callee) ?? '')) return undefined;
      if (syntaxName(callee) === 'filter') filters.push(...syntaxChildren(current, 'arguments').slice(0, 1));
      else if (syntaxName(callee) === 'map') return undefined;
      current = syntaxChild(callee, 'object');
    } else return undefined;
  }
  return undefined;
}

/** Whether a listed entry passes a `.filter(f => …)` callback; a callback the code cannot decide keeps it. */
function passes(code: ConfigCode, filter: SyntaxNode, entry: string): boolean {
  if (filter.type !== 'ArrowFunctionExpression' && filter.type !== 'FunctionExpression') return true;
  const param = syntaxChildren(filter, 'params')[0];
  const body = syntaxChild(filter, 'body');
  if (param?.type !== 'Identifier' || !body || body.type === 'BlockStatement') return true;
  return valueOfNode(code, body, new Map<string, ConfigValue>([[param.name as string, entry]])) !== false;
}

/** derivedNames per loop scope: a loop holding many createPage calls is read once. */
const DERIVED = new WeakMap<SyntaxNode, Set<string>>();

/** The names declared inside `scope` from the loop variable, directly or through each other (`fullpath`, `slug`). */
function derivedNames(scope: SyntaxNode, param: string): Set<string> {
  const known = DERIVED.get(scope);
  if (known) return known;
  const out = new Set([param]);
  DERIVED.set(scope, out);
  const declarators = [...walkSyntax(scope)].filter((n) => n.type === 'VariableDeclarator' && syntaxChild(n, 'id')?.type === 'Identifier');
  for (let grew = true, pass = 0; grew && pass < MAX_DEPTH; pass++) {
    grew = false;
    for (const d of declarators) {
      const name = syntaxChild(d, 'id')?.name as string;
      const init = syntaxChild(d, 'init');
      if (out.has(name) || !init || !usesAny(init, out)) continue;
      out.add(name);
      grew = true;
    }
  }
  return out;
}

function usesAny(node: SyntaxNode, names: ReadonlySet<string>): boolean {
  for (const n of walkSyntax(node)) if (n.type === 'Identifier' && names.has(n.name as string)) return true;
  return false;
}

/**
 * A createPage path for one listed file, where any name or expression made from the loop variable stands for the
 * file's route (its path in the folder, extension and a trailing `index` dropped). A condition the code cannot decide takes the one
 * branch that is a plain value (`lang === 'en' ? '/' : `/${lang}/``: the default language's pages sit at the root).
 */
function pathFor(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, derived: ReadonlySet<string>, route: string, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const part = (n: SyntaxNode | undefined): string | undefined => (n ? pathFor(code, tree, n, derived, route, depth + 1) : undefined);
  switch (node.type) {
    case 'Identifier': {
      if (derived.has(node.name as string)) return route;
      const init = uniqueDeclaration(tree, node.name as string);
      return init ? part(init) : undefined;
    }
    case 'TemplateLiteral': {
      const quasis = syntaxChildren(node, 'quasis');
      const expressions = syntaxChildren(node, 'expressions');
      let out = '';
      for (let i = 0; i < quasis.length; i++) {
        out += (quasis[i].value as { cooked?: string } | undefined)?.cooked ?? '';
        if (i >= expressions.length) continue;
        const value = part(expressions[i]);
        if (value === undefined) return undefined;
        out += value;
      }
      return out;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = part(syntaxChild(node, 'left'));
      const right = part(syntaxChild(node, 'right'));
      return left === undefined || right === undefined ? undefined : left + right;
    }
    case 'ConditionalExpression': {
      const test = syntaxChild(node, 'test');
      const decided = test && !usesAny(test, derived) ? valueOfNode(code, test) : undefined;
      if (typeof decided === 'boolean') return part(syntaxChild(node, decided ? 'consequent' : 'alternate'));
      const plain = [syntaxChild(node, 'consequent'), syntaxChild(node, 'alternate')].map((b) => (b && !usesTemplate(b) ? part(b) : undefined)).filter((v) => v !== undefined);
      return plain.length === 1 ? plain[0] : undefined;
    }
    default: {
      // Work on the file's name (`name.replace('.js', '')`, `path.relative(dir, full)`) stands for its route too.
      if (usesAny(node, derived)) return route;
      const value = valueOfNode(code, node);
      return typeof value === 'string' ? value : undefined;
    }
  }
}

/** A branch whose value varies with the loop (a template with substitutions). */
function usesTemplate(node: SyntaxNode): boolean {
  return node.type === 'TemplateLiteral' && syntaxChildren(node, 'expressions').length > 0;
}

/**
 * The pages a createPage call makes from a folder gatsby-node lists itself, when its component is the listed file
 * (`component: path.join(dir, f)`); undefined when the call is not such a loop or its folder cannot be read.
 */
export function folderPages(
  files: SiteFiles, code: ConfigCode, tree: SyntaxNode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode,
  parts: { path: SyntaxNode; component: SyntaxNode }, where: { module: string; home: string; exts: ReadonlySet<string> },
): FolderPage[] | undefined {
  for (const { param, list, scope } of loopsAround(parents, call, LOOP_METHODS, 64)) {
    if (param?.type !== 'Identifier') continue;
    const derived = derivedNames(scope, param.name as string);
    // The loop whose file the component is: others (a loop over languages around it) only shape the path.
    if (!usesAny(parts.component, derived)) continue;
    const listing = listingOf(code, tree, list, dirOf(where.module), where.home);
    if (!listing) return undefined;
    return pagesOfListing(files, code, tree, listing, parts.path, derived, where.exts);
  }
  return undefined;
}

function pagesOfListing(
  files: SiteFiles, code: ConfigCode, tree: SyntaxNode, listing: Listing, pathNode: SyntaxNode, derived: ReadonlySet<string>, exts: ReadonlySet<string>,
): FolderPage[] {
  const out: FolderPage[] = [];
  // The path is read once, with a stand-in for the route (the file's part): each file then fills it in.
  const template = pathFor(code, tree, pathNode, derived, ROUTE);
  // A path that does not vary with the file would name every file at one URL: which one answers is not known.
  if (template === undefined || !template.includes(ROUTE)) return out;
  for (const rel of files.under(listing.dir).slice(0, MAX_FILES)) {
    const local = within(listing.dir, rel);
    if (!local || (!listing.recursive && local.includes('/')) || !exts.has(extOf(rel)) || /\.d\.ts$|\.test\.|\.spec\./.test(rel)) continue;
    if (!listing.filters.every((f) => passes(code, f, listing.recursive ? local : baseOf(local)))) continue;
    const stem = stripExt(local);
    const route = baseOf(stem) === 'index' ? dirOf(stem) : stem;
    const path = template.split(ROUTE).join(route);
    out.push({ file: rel, path: `/${path.split('/').filter(Boolean).join('/')}` });
  }
  return out;
}
