// Gatsby: the pages of a paginated list, as Gatsby's pagination guide builds them
// (https://www.gatsbyjs.com/docs/adding-pagination/): `const numPages = Math.ceil(posts.length / postsPerPage)`,
// `Array.from({ length: numPages }).forEach((_, i) => createPage({ path: i === 0 ? '/blog' : `/blog/${i + 1}` }))`.
// How many pages there are follows from how many entries the list has: when the caller can count them (Markdown files
// of the repository the query and its `.filter` keep), each page's path is evaluated for its index, literals only.
import { type ConfigCode, type ConfigValue, type SyntaxNode, Computed, isConfigObject, syntaxChild, syntaxChildren, valueOfNode, walkSyntax } from './kit/code';
import { LOOP_METHODS, loopsAround } from './gatsbyFolderPages';

/** How far up from the call its loop is looked for, declarations traced, and list pages made at most. */
const MAX_UP = 16;
const MAX_TRACE = 8;
const MAX_PAGES = 1000;

/**
 * The paths of every page of a paginated createPage call, or undefined when its shape or its entry count is not
 * read. `count(node)` tells how many entries a list named in the page count has (`posts` of `posts.length`).
 */
export function paginatedPaths(
  code: ConfigCode,
  parents: ReadonlyMap<SyntaxNode, SyntaxNode>,
  call: SyntaxNode,
  pathNode: SyntaxNode,
  declared: (name: string) => SyntaxNode | undefined,
  count: (list: SyntaxNode) => number | undefined,
): string[] | undefined {
  const index = indexTested(pathNode);
  if (index === undefined) return undefined;
  const [loop] = loopsAround(parents, call, LOOP_METHODS, MAX_UP, 1);
  const second = loop && loop.scope.type !== 'ForOfStatement' ? syntaxChildren(loop.scope, 'params')[1] : undefined;
  if (!loop || second?.type !== 'Identifier' || second.name !== index) return undefined;
  // Each `X.length` the page count reads (through the declarations it names) is bound to a list of X's size.
  const vars = new Map<string, ConfigValue>();
  const queue: SyntaxNode[] = [loop.list];
  const seen = new Set<string>();
  for (let i = 0; i < queue.length && i < MAX_TRACE; i++) {
    for (const node of walkSyntax(queue[i])) {
      if (node.type === 'MemberExpression' && syntaxChild(node, 'property')?.name === 'length') {
        const object = syntaxChild(node, 'object');
        if (object?.type !== 'Identifier' || vars.has(object.name as string)) continue;
        const n = count(object);
        if (n === undefined) return undefined;
        vars.set(object.name as string, Array.from({ length: Math.min(n, MAX_PAGES * 100) }, () => null));
      } else if (node.type === 'Identifier' && !seen.has(node.name as string)) {
        seen.add(node.name as string);
        const init = declared(node.name as string);
        if (!init) continue;
        queue.push(init);
        // A local constant with a literal value (`const config = require('./data/siteConfig')` in the callback).
        const value = vars.has(node.name as string) ? undefined : valueOfNode(code, init, vars);
        if (isConfigObject(value) || typeof value === 'number') vars.set(node.name as string, value);
      }
    }
  }
  if (vars.size === 0) return undefined;
  const length = pageCount(valueOfNode(code, loop.list, vars), (name) => {
    const init = declared(name);
    return init ? valueOfNode(code, init, vars) : undefined;
  });
  if (length === undefined || length > MAX_PAGES) return undefined;
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    const path = valueOfNode(code, pathNode, new Map([...vars, [index, i]]));
    if (typeof path !== 'string') return undefined;
    out.push(path);
  }
  return out;
}

/** `i === 0 ? first : rest` (or `0 === i`): the index name the path tests. */
function indexTested(pathNode: SyntaxNode): string | undefined {
  if (pathNode.type !== 'ConditionalExpression') return undefined;
  const test = syntaxChild(pathNode, 'test');
  if (test?.type !== 'BinaryExpression' || (test.operator !== '===' && test.operator !== '==')) return undefined;
  const [left, right] = [syntaxChild(test, 'left'), syntaxChild(test, 'right')];
  if (left?.type === 'Identifier' && right?.type === 'Literal' && right.value === 0) return left.name as string;
  if (right?.type === 'Identifier' && left?.type === 'Literal' && left.value === 0) return right.name as string;
  return undefined;
}

/** The length of `Array.from({ length: n })` / `Array.from(Array(n))` / `[...Array(n)]`, `n` a number or Math.ceil of one. */
function pageCount(list: ConfigValue, named: (name: string) => ConfigValue): number | undefined {
  if (Array.isArray(list)) return list.length;
  const call = list instanceof Computed ? list.detail.call : undefined;
  if (!call) return undefined;
  const arg = call.args[0];
  if (call.name === 'from' && isConfigObject(arg)) return numberOf(arg.length, named);
  if ((call.name === 'from' || call.name === 'Array') && arg instanceof Computed && arg.detail.call?.name === 'Array') return numberOf(arg.detail.call.args[0], named);
  return undefined;
}

/** A whole number: a literal, Math.ceil/floor/round of one, or a name declared as one of those. */
function numberOf(value: ConfigValue, named: (name: string) => ConfigValue, depth = 0): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (!(value instanceof Computed) || depth > MAX_TRACE) return undefined;
  // A name (`length: numPages`): its declaration's value, with the counts bound.
  if (/^[A-Za-z_$][\w$]*$/.test(value.source)) return numberOf(named(value.source), named, depth + 1);
  const call = value.detail.call;
  const round = call && { ceil: Math.ceil, floor: Math.floor, round: Math.round }[call.name];
  if (round && typeof call.args[0] === 'number' && Number.isFinite(call.args[0])) return round(call.args[0]);
  return undefined;
}
