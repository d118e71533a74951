// Gatsby: where the values of a createPage path built from data come from, so a template is named only for pages
// that can exist. Gatsby makes one page per createPage call (https://www.gatsbyjs.com/docs/creating-and-modifying-pages/):
// `/tags/${slug}/` is a page only for the values the loop around the call walks. Three answers:
// - values the repository holds and the code lists literally (a literal list, front matter of the Markdown the
//   query reads: "Adding tags and categories", https://www.gatsbyjs.com/docs/adding-tags-and-categories-to-blog-posts/):
//   a path is the template's only when each of its data segments is one of them;
// - values that can only come from outside the repository (a CMS or API source plugin's nodes, a `fetch` of an
//   http(s) URL, Markdown that is not in the repository): the template is the only source there is;
// - anything else (nodes the site's own sourceNodes makes from its data files, transformer nodes of CSV/JSON/YAML
//   files, a list the code does not show): unknown, and no file is named. Naming the template there would claim rows
//   the data does not hold or the code skips, a wrong file on a page that does not exist.
import { type ConfigCode, type ConfigValue, type SyntaxNode, isConfigObject, syntaxChild, syntaxChildren, syntaxName, textOfNode, valueOfNode, walkSyntax } from './kit/code';
import { decodePath } from './kit/routeTable';
import { LOOP_METHODS, loopsAround } from './gatsbyFolderPages';
import { type FrontMatterCondition, listFilter } from './gatsbyListFilter';

export type DataOrigin =
  /** `exact`: the path prints each value as it is (`/category/${node.frontmatter.category}`): compared as written, case included. */
  | { kind: 'values'; values: ReadonlySet<string>; what: string; exact?: boolean; lowered?: boolean }
  | { kind: 'external'; what: string }
  | { kind: 'unknown'; what: string };

/**
 * The values of a front matter key over the Markdown a query reads; 'outside' when the source folders the config
 * names hold none (the Markdown is not in the repository), 'unread' when the config computes its sources (which
 * folders are built is not known: a loop may source some year folders and leave others out), 'filtered' when the
 * module's query filter is not read (which files it keeps, and so which values, is not known).
 */
export type FrontMatterValues = { values: string[] } | 'outside' | 'unread' | 'filtered';

/** What the site shows about its data: its Markdown's front matter, its source plugins, its own node sourcing. */
export interface DataContext {
  /** Front matter values of `key` over the Markdown files the module's query keeps and that pass `conditions` (FrontMatterValues). */
  frontMatterValues(key: string, conditions?: readonly FrontMatterCondition[]): FrontMatterValues;
  /** Source plugins the config lists from the registry (not gatsby-source-filesystem). */
  sourcePlugins: readonly string[];
  /** Some gatsby-node module makes nodes of its own (`sourceNodes`, `createNode`): their data is the site's. */
  ownNodes: boolean;
  /** The rows a transformer makes of the repository's data files, by lowercased `all<Type>` name (gatsbyDataFiles). */
  dataRows(type: string): ReadonlyArray<Record<string, unknown>> | undefined;
}

/** GraphQL root fields whose nodes are Markdown/MDX files (gatsby-plugin-mdx, gatsby-transformer-remark, gatsby-source-filesystem). */
export const MARKDOWN_QUERIES: ReadonlySet<string> = new Set(['allMdx', 'allMarkdownRemark', 'allFile']);
/** How far up from a call its loop is looked for, and how many declarations a list is traced through. */
const MAX_UP = 32;
const MAX_TRACE = 12;
/** Characters of each traced expression read (linear scans over capped text). */
const MAX_TEXT = 8000;
const MAX_VALUES = 5000;
/** Loops around a call read at most. */
const MAX_LOOPS = 3;

/** The origin of the data a createPage call's path is built from (its loop's list, traced through declarations). */
export function dataOrigin(code: ConfigCode, tree: SyntaxNode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode, pathNode: SyntaxNode, ctx: DataContext): DataOrigin {
  // The loops around the call, innermost first (`posts.forEach(({ node }) => node.frontmatter.tags.forEach(…))`).
  const loops = loopsAround(parents, call, LOOP_METHODS, MAX_UP, MAX_LOOPS);
  if (loops.length === 0) return { kind: 'unknown', what: 'the data its path is built from is not read' };
  const list = loops[0].list;
  const texts = loops.flatMap((l) => tracedTexts(code, tree, l.list));
  // Entries the code may skip (an `if` in a loop, a `.filter` on the way to its list): which values make pages is
  // not read, so the values found are no answer. A `.filter` that only tests front matter (gatsbyListFilter) keeps
  // Markdown files that are read: its tests narrow the files whose values count instead.
  const filters = loops.map((l) => listFilter(code, l.list, (name) => declarations(tree).get(name) ?? undefined));
  const conditions = filters.flatMap((f) => (f === 'unread' ? [] : f.conditions));
  const skips = skipsEntries(parents, call, loops[loops.length - 1].scope) || filters.includes('unread');
  const pathText = textOfNode(code, pathNode).slice(0, MAX_TEXT);
  const exact = printsValuesRaw(pathText);
  const lowered = !exact && LOWERING_CALL.test(pathText);
  const enumerated = (values: Iterable<string>, what: string): DataOrigin =>
    skips ? { kind: 'unknown', what: `${what}, some of which the code skips` } : { kind: 'values', values: new Set([...values].map(exact ? (v) => v : looseKey).filter(Boolean)), what, ...(exact ? { exact } : {}), ...(lowered ? { lowered } : {}) };
  const literal = literalStrings(code, tree, list, 0);
  if (literal) return conditions.length > 0 ? { kind: 'unknown', what: 'a list the code filters' } : enumerated(literal, 'the values of a list in the code');
  const text = texts.join('\n');
  // The node types the list walks: named in the list itself, else in the nearest declaration it is traced to that
  // names any (a query naming several types is read for the one the list takes).
  let types = new Set<string>();
  for (const t of texts) {
    types = nodeTypes(code, tree, t);
    if (types.size > 0) break;
  }
  // A list the code fills (`tags.push(tag)` for each tag of each post): the front matter it is filled from.
  const filled = types.size === 0 ? pushedFrontMatter(code, tree, parents, traced(tree, list).names) : undefined;
  if (filled) {
    const found = ctx.frontMatterValues(filled.key, filled.conditions);
    if (typeof found === 'object') return enumerated(found.values, `the front matter ${filled.key} of the Markdown files`);
    return { kind: found === 'outside' ? 'external' : 'unknown', what: 'Markdown front matter a list is filled from' };
  }
  const markdown = [...types].some((t) => MARKDOWN_QUERIES.has(t));
  if (markdown) {
    // The front matter key the path reads: named in the path, else in the traced list (nearest first), else a
    // GraphQL `group(field: …)` of the module's query (`tag.fieldValue`).
    const key = frontMatterKey(pathText) ?? texts.map(frontMatterKey).find((k) => k !== undefined) ?? groupKey(textOfNode(code, tree));
    if (key === undefined) return { kind: 'unknown', what: 'Markdown front matter the path reads is not told' };
    const found = ctx.frontMatterValues(key, conditions);
    if (found === 'outside') return { kind: 'external', what: 'Markdown that is not in this repository' };
    if (found === 'unread') return { kind: 'unknown', what: 'Markdown of source folders the config computes' };
    if (found === 'filtered') return { kind: 'unknown', what: 'Markdown its query filter keeps, which is not read' };
    return enumerated(found.values, `the front matter ${key} of the Markdown files`);
  }
  // Front matter tests narrow Markdown only: on any other list they are filters whose effect is not read.
  if (conditions.length > 0) return { kind: 'unknown', what: 'a list the code filters' };
  if (types.size > 0) {
    const named = [...types].join(', ');
    const rows = [...types].map((t) => ctx.dataRows(t.toLowerCase()));
    if (rows.every((r) => r !== undefined)) {
      // The fields the path reads off each row (`${node.slug}`, `slugify(name)` of `({ name }) =>`).
      const fields = traced(tree, pathNode).names;
      const values = rows.flatMap((r) => (r ?? []).flatMap((row) => [...fields].map((f) => row[f]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String)));
      return values.length > 0 ? enumerated(values, `the rows of the data files of ${named}`) : { kind: 'unknown', what: `the fields of ${named} the path reads are not told` };
    }
    if (ctx.ownNodes) return { kind: 'unknown', what: `${named} nodes, which the site's own gatsby-node may make from its data files` };
    const external = [...types].every((t) => ctx.sourcePlugins.some((p) => pluginMakesType(p, t)));
    return external ? { kind: 'external', what: `${named} nodes of a source plugin (data from outside the repository)` } : { kind: 'unknown', what: `${named} nodes whose data is not read` };
  }
  // "Using Gatsby without GraphQL" (https://www.gatsbyjs.com/docs/how-to/querying-data/using-gatsby-without-graphql/):
  // createPages fetching an API's list.
  if (/\b(?:fetch|axios(?:\.get)?|got)\s*\(\s*[`'"]https?:\/\//.test(text)) return { kind: 'external', what: 'a list fetched from an API' };
  return { kind: 'unknown', what: 'the list its path is built from is not read' };
}

/** Methods that read a list or set without filling it. */
const FILL_READS = new Set(['forEach', 'map', 'has', 'includes', 'filter', 'values', 'keys', 'entries']);

/** Lists followed per filled list, at most. */
const MAX_PUSHES = 8;

/**
 * A list declared empty (`let tags = []`) and filled only by `tags.push(tag)` where `tag` is the entry of a loop over
 * a front matter list (`(node.frontmatter.tags || []).forEach((tag) => …)`) inside a loop over Markdown nodes
 * (`posts.forEach((node) => …)`, `posts` read from an `allMdx`/`allMarkdownRemark` query), with no branch between:
 * the key, and the front matter tests of the Markdown list's `.filter` calls. Undefined for any other shape.
 */
function pushedFrontMatter(code: ConfigCode, tree: SyntaxNode, parents: ReadonlyMap<SyntaxNode, SyntaxNode>, names: ReadonlySet<string>): { key: string; conditions: FrontMatterCondition[] } | undefined {
  const declared = declarations(tree);
  // `const tags = []` filled by `push`, or `const tags = new Set()` filled by `add`.
  const filled = [...names].filter((n) => {
    const init = declared.get(n);
    return (init?.type === 'ArrayExpression' && syntaxChildren(init, 'elements').length === 0) ||
      (init?.type === 'NewExpression' && syntaxName(syntaxChild(init, 'callee') as SyntaxNode) === 'Set' && syntaxChildren(init, 'arguments').length === 0);
  });
  if (filled.length !== 1) return undefined;
  let found: { key: string; conditions: FrontMatterCondition[] } | undefined;
  let pushes = 0;
  for (const node of walkSyntax(tree)) {
    const callee = node.type === 'CallExpression' ? syntaxChild(node, 'callee') : undefined;
    if (callee?.type !== 'MemberExpression' || syntaxChild(callee, 'object')?.name !== filled[0]) continue;
    // Any other use of the list's methods (splice, a push of another shape) leaves it unknown.
    const arg = syntaxChildren(node, 'arguments');
    // Reading the filled list (`tags.forEach(…)`, `tags.has(…)`) is no fill.
    if (FILL_READS.has(syntaxName(callee) ?? '')) continue;
    if ((syntaxName(callee) !== 'push' && syntaxName(callee) !== 'add') || arg.length !== 1 || arg[0].type !== 'Identifier' || ++pushes > MAX_PUSHES) return undefined;
    const [inner, outer] = loopsAround(parents, node, LOOP_METHODS, MAX_UP, 2);
    if (!inner || !outer || inner.param?.type !== 'Identifier' || inner.param.name !== arg[0].name || skipsEntries(parents, node, outer.scope)) return undefined;
    const key = frontMatterKey(textOfNode(code, inner.list).slice(0, MAX_TEXT));
    const markdown = tracedTexts(code, tree, outer.list).some((t) => [...nodeTypes(code, tree, t)].some((type) => MARKDOWN_QUERIES.has(type)));
    const kept = listFilter(code, outer.list, (name) => declared.get(name) ?? undefined);
    if (key === undefined || !markdown || kept === 'unread' || (found && found.key !== key)) return undefined;
    found = { key, conditions: [...(found?.conditions ?? []), ...kept.conditions] };
  }
  return found;
}

/**
 * Whether the loop may skip entries before the call: an `if`/`switch` in the loop's body, or the call under a
 * condition (`cond ? createPage(…) : …`, `cond && createPage(…)`).
 */
function skipsEntries(parents: ReadonlyMap<SyntaxNode, SyntaxNode>, call: SyntaxNode, scope: SyntaxNode): boolean {
  for (let node = parents.get(call), depth = 0; node && node !== scope && depth < MAX_UP; node = parents.get(node), depth++) {
    if (node.type === 'ConditionalExpression' || (node.type === 'LogicalExpression' && node.operator === '&&')) return true;
  }
  for (const node of walkSyntax(scope)) if (node.type === 'IfStatement' || node.type === 'SwitchStatement') return true;
  return false;
}

/** The `all<Type>` root fields a text reads, directly or through a query alias (`data.tagsGroup` → allMdx). */
function nodeTypes(code: ConfigCode, tree: SyntaxNode, text: string): Set<string> {
  const types = new Set([...text.matchAll(/\ball[A-Z]\w*/g)].map((m) => m[0]));
  const aliases = new Set([...text.matchAll(/\bdata\??\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]));
  const known = ALIASES.get(tree) ?? new Map<string, string | undefined>();
  ALIASES.set(tree, known);
  for (const alias of [...aliases].slice(0, MAX_ALIASES)) {
    if (!known.has(alias) && known.size < MAX_ALIASES * 8) known.set(alias, aliasTarget(textOfNode(code, tree), alias));
    const target = known.get(alias);
    if (target) types.add(target);
  }
  return types;
}

/** Query aliases already looked up in a module (each lookup scans its text). */
const ALIASES = new WeakMap<SyntaxNode, Map<string, string | undefined>>();

/** Query aliases looked up per text at most (each a scan of the module). */
const MAX_ALIASES = 4;

/**
 * A source plugin's node types are named after it (gatsby-source-contentful → ContentfulX, gatsby-source-sanity →
 * SanityX, gatsby-source-datocms → DatoCmsX); gatsby-source-wordpress's default `schema.typePrefix` is "Wp"
 * (https://www.gatsbyjs.com/plugins/gatsby-source-wordpress/).
 */
function pluginMakesType(plugin: string, type: string): boolean {
  const m = /(?:^|\/)gatsby-source-([\w-]+)$/.exec(plugin);
  if (!m || m[1] === 'filesystem') return false;
  const stem = type.slice(3).toLowerCase();
  const name = m[1].replace(/-/g, '').toLowerCase();
  return stem.startsWith(name) || (name === 'wordpress' && stem.startsWith('wp'));
}

/** Strings of a literal list (an array, `Object.keys(obj)`, a `.map`/`.filter` chain over one, `new Set([...])`). */
function literalStrings(code: ConfigCode, tree: SyntaxNode, node: SyntaxNode, depth: number): string[] | undefined {
  if (depth > MAX_TRACE) return undefined;
  const value = valueOfNode(code, node);
  const strings = leafStrings(value);
  if (strings) return strings;
  if (node.type === 'Identifier') {
    // A list the code fills or replaces later (`let tags = []` … `tags.push(t)`, `tags = uniq(tags)`) is not its literal.
    const name = node.name as string;
    const source = textOfNode(code, tree);
    if (MUTATIONS.some((m) => source.includes(`${name}${m}`)) || occurrences(source, `${name} = `) + occurrences(source, `${name}=`) > 1) return undefined;
    const init = declarations(tree).get(name);
    return init ? literalStrings(code, tree, init, depth + 1) : undefined;
  }
  if (node.type === 'NewExpression' && syntaxName(syntaxChild(node, 'callee')) === 'Set') {
    const arg = syntaxChildren(node, 'arguments')[0];
    return arg ? literalStrings(code, tree, arg, depth + 1) : undefined;
  }
  const callee = node.type === 'CallExpression' ? syntaxChild(node, 'callee') : undefined;
  if (callee?.type === 'MemberExpression' && ['map', 'filter', 'sort', 'slice'].includes(syntaxName(callee) ?? '')) {
    const receiver = syntaxChild(callee, 'object');
    return receiver ? literalStrings(code, tree, receiver, depth + 1) : undefined;
  }
  return undefined;
}

/** How code changes a list after declaring it (read as text after its name); a second assignment replaces it. */
const MUTATIONS = ['.push(', '.unshift(', '.splice(', ' += ', '.add('];

/** How many times `part` occurs in `text` (at most 2 counted). */
function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0 && count < 2; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

/** The string leaves of a literal array (entries, or the string values of object entries); an empty one is filled later. */
function leafStrings(value: ConfigValue): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_VALUES) return undefined;
  const out: string[] = [];
  for (const v of value) {
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (isConfigObject(v)) {
      for (const inner of Object.values(v)) if (typeof inner === 'string' || typeof inner === 'number') out.push(String(inner));
    } else return undefined; // an entry that is not literal text: the list is not known
  }
  return out;
}

/** The text of a list and of the declarations of the names it reads (`tags` ← `new Set(posts.flatMap(…))` ← `posts` ← …). */
function tracedTexts(code: ConfigCode, tree: SyntaxNode, list: SyntaxNode): string[] {
  return traced(tree, list).nodes.map((node) => textOfNode(code, node).slice(0, MAX_TEXT));
}

/**
 * A node, then the initializers of the names it reads, breadth first through their declarations (at most MAX_TRACE
 * nodes), with every name read on the way (at most MAX_NAMES).
 */
function traced(tree: SyntaxNode, start: SyntaxNode): { nodes: SyntaxNode[]; names: Set<string> } {
  const declared = declarations(tree);
  const names = new Set<string>();
  const queue: SyntaxNode[] = [start];
  for (let i = 0; i < queue.length && i < MAX_TRACE; i++) {
    for (const node of walkSyntax(queue[i])) {
      if (node.type !== 'Identifier' || names.has(node.name as string) || names.size >= MAX_NAMES) continue;
      names.add(node.name as string);
      const init = declared.get(node.name as string);
      if (init) queue.push(init);
    }
  }
  return { nodes: queue.slice(0, MAX_TRACE), names };
}

/** Names traced per list at most. */
const MAX_NAMES = 64;
const DECLARATIONS = new WeakMap<SyntaxNode, Map<string, SyntaxNode | null>>();

/**
 * Every name a module declares once (`const x = init`, or a name of `const { a: { b } } = init`) → its initializer
 * (null for a name declared more than once); one walk per module.
 */
export function declarations(tree: SyntaxNode): Map<string, SyntaxNode | null> {
  const cached = DECLARATIONS.get(tree);
  if (cached) return cached;
  const out = new Map<string, SyntaxNode | null>();
  const note = (name: string, init: SyntaxNode | undefined): void => {
    out.set(name, out.has(name) || !init ? null : init);
  };
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'VariableDeclarator') continue;
    const id = syntaxChild(node, 'id');
    const init = syntaxChild(node, 'init');
    if (id?.type === 'Identifier') note(id.name as string, init);
    else if (id?.type === 'ObjectPattern') {
      for (const prop of syntaxChildren(id, 'properties')) {
        const value = syntaxChild(prop, 'value');
        if (value?.type === 'Identifier') note(value.name as string, init);
      }
    }
  }
  DECLARATIONS.set(tree, out);
  return out;
}

/** A GraphQL alias in the module's queries (`tagsGroup: allMdx(…)`): the root field it names. */
function aliasTarget(source: string, alias: string): string | undefined {
  if (alias.startsWith('all')) return undefined;
  for (let at = source.indexOf(alias); at >= 0; at = source.indexOf(alias, at + alias.length)) {
    const before = at > 0 ? source[at - 1] : ' ';
    if (/[\w$]/.test(before)) continue;
    let i = at + alias.length;
    while (i < source.length && /\s/.test(source[i])) i++;
    if (source[i] !== ':') continue;
    i++;
    while (i < source.length && /\s/.test(source[i])) i++;
    const m = /^all[A-Z]\w*/.exec(source.slice(i, i + 100));
    if (m) return m[0];
  }
  return undefined;
}

/** `frontmatter.tags` / `frontmatter?.category` in a text: the key. */
function frontMatterKey(text: string): string | undefined {
  return /\bfrontmatter\??\.(\w+)/.exec(text)?.[1];
}

/** `group(field: frontmatter___tags)` (Gatsby 4) or `group(field: { frontmatter: { tags: SELECT } })` (Gatsby 5). */
function groupKey(source: string): string | undefined {
  const text = source.slice(0, 100_000);
  const keys = new Set([
    // `group(field: …)` and `distinct(field: …)` (the values without their nodes), in Gatsby 4's and 5's syntax.
    ...[...text.matchAll(/(?:group|distinct)\s*\(\s*field\s*:\s*frontmatter___(\w+)/g)].map((m) => m[1]),
    ...[...text.matchAll(/(?:group|distinct)\s*\(\s*field\s*:\s*\{\s*frontmatter\s*:\s*\{\s*(\w+)\s*:\s*SELECT/g)].map((m) => m[1]),
  ]);
  // Several groups (tags and categories): which one a loop walks is not told.
  return keys.size === 1 ? [...keys][0] : undefined;
}

/**
 * A value as any slug function leaves it, for comparing with a URL segment: letters and digits only, lowercased,
 * accents dropped (lodash kebabCase, slugify, github-slugger all keep these and differ only in the separators).
 */
function looseKey(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a path is a template literal whose `${…}` parts read front matter as it is
 * (`/category/${node.frontmatter.category}`): the values land in the URL unchanged, no slug function between. A
 * name bound elsewhere (`${slug}`) may have been through one: those are compared loosely.
 */
function printsValuesRaw(pathText: string): boolean {
  if (!pathText.startsWith('`') || !pathText.endsWith('`')) return false;
  const parts = [...pathText.matchAll(/\$\{([^}]{0,200})\}/g)];
  return parts.length > 0 && parts.every((m) => /^\s*[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*\??\.frontmatter\??\.[A-Za-z_$][\w$]*\s*$/.test(m[1]));
}

/** Slug functions that lower-case what they are given (lodash kebabCase/lowerCase/snakeCase, toLowerCase). */
const LOWERING_CALL = /\b(?:kebabCase|lowerCase|snakeCase|toLowerCase|paramCase)\s*\(/;

/**
 * Whether each data segment of a URL path (the `*` of `pattern`) is one of the values (as written when `exact`; a
 * segment with capitals is none when the path `lowered` its values).
 */
export function segmentsAmong(pattern: string, key: string, values: ReadonlySet<string>, exact = false, lowered = false): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = key.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  if (lowered && want.some((seg, i) => seg === '*' && decodePath(got[i]) !== decodePath(got[i]).toLowerCase())) return false;
  return want.every((seg, i) => seg !== '*' || values.has(exact ? decodePath(got[i]) : looseKey(decodePath(got[i]))));
}
