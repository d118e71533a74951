// Gatsby: the `.filter(cb)` calls on the way to the list a createPage loop walks, read as front matter conditions.
// Gatsby's guides split one Markdown query into kinds in code ("Adding tags and categories to blog posts",
// https://www.gatsbyjs.com/docs/adding-tags-and-categories-to-blog-posts/; starters filter `edges` by a front matter
// `type`): `posts = all.filter((e) => e.node.frontmatter.type === 'post')` makes pages only of the files whose front
// matter says so, and `all.filter((e) => e.node.frontmatter.tags !== null)` only drops files without tags. A filter
// whose callback is anything else (or a `.slice`/`.find`) keeps files the code decides: 'unread', and no page is named.
import { type ConfigCode, type SyntaxNode, syntaxChild, syntaxChildren, syntaxName, textOfNode, walkSyntax } from './kit/code';

/** `frontmatter.<key> <op> <value>`, where a missing key reads null (Gatsby's GraphQL gives null for a field a node lacks). */
export interface FrontMatterCondition {
  key: string;
  /** An equality test against `value`, or the value's truth (`e.node.frontmatter.published`, `!…draft`). */
  op: '==' | '===' | '!=' | '!==' | 'truthy' | 'falsy';
  value: string | number | boolean | null;
}

export type ListFilter = { conditions: FrontMatterCondition[] } | 'unread';

/** Declarations a list is traced through at most, and filter callbacks read per list. */
const MAX_TRACE = 12;
const MAX_CONDITIONS = 8;
/** Characters of a callback's condition read (linear scans of capped text). */
const MAX_TEXT = 400;

/**
 * The conditions of every `.filter(cb)` in a list expression and in the declarations of the names it reads
 * (`posts` ← `all.filter(…)` ← `result.data.allMarkdownRemark.edges`); 'unread' when one is not a front matter test.
 */
export function listFilter(code: ConfigCode, list: SyntaxNode, declared: (name: string) => SyntaxNode | undefined): ListFilter {
  const conditions: FrontMatterCondition[] = [];
  const seen = new Set<string>();
  const queue: SyntaxNode[] = [list];
  for (let i = 0; i < queue.length && i < MAX_TRACE; i++) {
    for (const node of walkSyntax(queue[i])) {
      if (node.type === 'Identifier' && !seen.has(node.name as string)) {
        seen.add(node.name as string);
        const init = declared(node.name as string);
        if (init) queue.push(init);
        continue;
      }
      if (node.type !== 'CallExpression') continue;
      const callee = syntaxChild(node, 'callee');
      if (callee?.type !== 'MemberExpression') continue;
      const method = syntaxName(syntaxChild(callee, 'property'));
      if (method === 'slice' || method === 'find') return 'unread';
      if (method !== 'filter') continue;
      const read = callbackConditions(code, syntaxChildren(node, 'arguments')[0]);
      if (read === undefined || conditions.length + read.length > MAX_CONDITIONS) return 'unread';
      conditions.push(...read);
    }
  }
  return { conditions };
}

/** `(e) => e.node.frontmatter.type === 'post'` (an expression body, or a block that only returns one): its tests. */
function callbackConditions(code: ConfigCode, cb: SyntaxNode | undefined): FrontMatterCondition[] | undefined {
  if (!cb || (cb.type !== 'ArrowFunctionExpression' && cb.type !== 'FunctionExpression')) return undefined;
  let body = syntaxChild(cb, 'body');
  if (body?.type === 'BlockStatement') {
    const statements = syntaxChildren(body, 'body');
    body = statements.length === 1 && statements[0].type === 'ReturnStatement' ? syntaxChild(statements[0], 'argument') : undefined;
  }
  return body ? conditionsOf(code, body, 0) : undefined;
}

function conditionsOf(code: ConfigCode, node: SyntaxNode, depth: number): FrontMatterCondition[] | undefined {
  if (depth > MAX_CONDITIONS) return undefined;
  if (node.type === 'LogicalExpression' && node.operator === '&&') {
    const [left, right] = [syntaxChild(node, 'left'), syntaxChild(node, 'right')];
    const a = left ? conditionsOf(code, left, depth + 1) : undefined;
    const b = right ? conditionsOf(code, right, depth + 1) : undefined;
    return a && b ? [...a, ...b] : undefined;
  }
  const negated = node.type === 'UnaryExpression' && node.operator === '!';
  const tested = negated ? syntaxChild(node, 'argument') : node;
  const bare = tested ? frontMatterKeyOf(code, tested) : undefined;
  if (bare !== undefined) return [{ key: bare, op: negated ? 'falsy' : 'truthy', value: null }];
  // `node.childMdx && node.childMdx.fields`: a Markdown file's node always has its Markdown child and the fields
  // onCreateNode gives it, so the test keeps every file.
  if (!negated && tested?.type === 'MemberExpression' && /\.(?:childMdx|childMarkdownRemark|fields)$/.test(textOfNode(code, tested).slice(0, MAX_TEXT).replace(/\s+/g, '').replace(/\?\./g, '.'))) return [];
  if (node.type !== 'BinaryExpression' || !['==', '===', '!=', '!=='].includes(node.operator as string)) return undefined;
  const sides = [syntaxChild(node, 'left'), syntaxChild(node, 'right')];
  for (const [i, side] of sides.entries()) {
    const other = sides[1 - i];
    const key = side ? frontMatterKeyOf(code, side) : undefined;
    if (key === undefined || other?.type !== 'Literal') continue;
    const value = other.value;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [{ key, op: node.operator as FrontMatterCondition['op'], value }];
  }
  return undefined;
}

/** `….frontmatter.<key>` (a member expression ending there): the key. */
function frontMatterKeyOf(code: ConfigCode, node: SyntaxNode): string | undefined {
  if (node.type !== 'MemberExpression') return undefined;
  return /\bfrontmatter\??\.(\w+)$/.exec(textOfNode(code, node).slice(0, MAX_TEXT).replace(/\s+/g, ''))?.[1];
}

/** Whether a file's front matter passes every condition, with JavaScript's equality on the values YAML gives. */
export function passes(fm: Readonly<Record<string, unknown>>, conditions: readonly FrontMatterCondition[]): boolean {
  return conditions.every(({ key, op, value }) => {
    const raw = fm[key];
    const got = raw === undefined ? null : raw;
    if (op === 'truthy' || op === 'falsy') return (op === 'truthy') === Boolean(got);
    const equal = op === '===' || op === '!==' ? got === value : looseEqual(got, value);
    return op === '==' || op === '===' ? equal : !equal;
  });
}

/** `a == b` for primitives: null only equals null, the same types compare as they are, others as numbers. */
function looseEqual(a: unknown, b: string | number | boolean | null): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === typeof b) return a === b;
  if (typeof a !== 'string' && typeof a !== 'number' && typeof a !== 'boolean') return false;
  return Number(a) === Number(b);
}

const NEGATED: Readonly<Record<FrontMatterCondition['op'], FrontMatterCondition['op']>> = { '==': '!=', '===': '!==', '!=': '==', '!==': '===', truthy: 'falsy', falsy: 'truthy' };

/** Branches a createPage call is looked for in, at most, between it and its loop. */
const MAX_BRANCHES = 16;

/**
 * The front matter tests a call runs under inside its loop (`if (node.frontmatter.template === 'post')`, the `else`
 * of one such test, `cond && createPage(…)`, `cond ? createPage(…) : …`), up to `scope`; 'unread' when a branch tests
 * anything else (or the `else` of several tests).
 */
export function branchConditions(code: ConfigCode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode, scope: SyntaxNode): ListFilter {
  const conditions: FrontMatterCondition[] = [];
  let child = call;
  for (let node = parents.get(call), depth = 0; node && child !== scope && depth < MAX_BRANCHES * 4; child = node, node = parents.get(node), depth++) {
    const branching = node.type === 'IfStatement' || node.type === 'ConditionalExpression' || (node.type === 'LogicalExpression' && node.operator === '&&');
    if (!branching) continue;
    const test = syntaxChild(node, node.type === 'LogicalExpression' ? 'left' : 'test');
    if (!test || child === test) continue;
    const read = conditionsOf(code, test, 0);
    const inElse = node.type !== 'LogicalExpression' && child === syntaxChild(node, 'alternate');
    if (read === undefined || (inElse && read.length !== 1)) return 'unread';
    conditions.push(...(inElse ? [{ ...read[0], op: NEGATED[read[0].op] }] : read));
    if (conditions.length > MAX_CONDITIONS) return 'unread';
  }
  return { conditions };
}
