// Eleventy collections the config builds from one front-matter field (`addCollection('categoryList', …)` gathering
// each post's `data.category` into a Set): which values exist is what the templates' front matter holds.
import { compileGlob, type GlobMatcher } from '../match/glob';
import type { SiteFiles } from '../types';
import { type ConfigCode, type ConfigValue, codeStrings, readModuleCode, resolveModule, syntaxChild, syntaxChildren, syntaxName, syntaxOf, type SyntaxNode, textOfNode, unwrapSyntax, valueOfNode, walkSyntax } from './kit/code';
import { exportedFunction, uniqueDeclaration } from './kit/routeCode';
import type { FrontData } from './kit/frontMatter';
import { eleventyConfigModules } from './eleventySettings';

/** A template Eleventy processes, with its own front matter. */
export interface ProcessedTemplate {
  rel: string;
  fm: FrontData;
  /** Its path in the input folder without the format's extension. */
  stemLocal?: string;
}

/** Values a collection holds at most (more is not a list of page keys). */
const MAX_VALUES = 5000;

/**
 * Calls a value-gathering callback may make without changing the values it gathers: collection lookups, iteration,
 * filtering, set and array building. Any other call (`toLowerCase`, `slugify`, `map`) may transform them: not read.
 */
const NEUTRAL_CALLS = new Set(['getAll', 'getAllSorted', 'getFilteredByGlob', 'getFilteredByTag', 'forEach', 'filter', 'add', 'push', 'from', 'keys', 'values', 'includes', 'has', 'sort', 'Set', 'concat', 'flat', 'isArray']);

interface FieldCollection {
  field: string;
  glob?: GlobMatcher;
  tag?: string;
  /** String literals in the callback: values its code may single out (a filter's switch), never answered. */
  literals: Set<string>;
}

/**
 * The values of `collections.<name>` when the config builds that collection by gathering one front-matter field of
 * the templates (`item.data.category`, pushed or added to a Set; 11ty.dev/docs/collections-api: "return an array of
 * anything") and nothing else decides them: a literal `getFilteredByGlob`/`getFilteredByTag` narrows the templates
 * read, every other call must be one that keeps values as they are, and the callback's string literals (values a
 * filter may drop) are left out. Undefined when the callback has any other shape: which values exist is then unknown.
 */
export function fieldCollectionValues(files: SiteFiles, name: string, templates: readonly ProcessedTemplate[]): string[] | undefined {
  const spec = fieldCollection(files, name);
  if (!spec) return undefined;
  const out = new Set<string>();
  for (const t of templates) {
    // `eleventyExcludeFromCollections: true` keeps a template out of every collection (11ty.dev/docs/collections).
    if (t.fm.eleventyExcludeFromCollections === true) continue;
    if (spec.glob && !spec.glob(t.rel)) continue;
    if (spec.tag !== undefined && !valuesOf(t.fm.tags).includes(spec.tag)) continue;
    for (const v of valuesOf(t.fm[spec.field])) if (!spec.literals.has(v)) out.add(v);
    if (out.size > MAX_VALUES) return undefined;
  }
  return [...out];
}

/**
 * The values of `collections.<name>` when the config's callback returns a literal list of strings
 * (`addCollection('feeds', () => ['books', 'music'])`; 11ty.dev/docs/collections-api/: "return an array of anything").
 */
export function literalCollectionValues(files: SiteFiles, name: string): string[] | undefined {
  const fn = collectionCallback(files, name)?.fn;
  if (!fn) return undefined;
  let body = syntaxChild(fn, 'body');
  if (body?.type === 'BlockStatement') {
    const statements = syntaxChildren(body, 'body');
    body = statements.length === 1 && statements[0].type === 'ReturnStatement' ? syntaxChild(statements[0], 'argument') : undefined;
  }
  const list = body ? unwrapSyntax(body) : undefined;
  if (list?.type !== 'ArrayExpression') return undefined;
  const values = syntaxChildren(list, 'elements').map(literalString);
  // An empty list is a placeholder more often than a collection: left unknown.
  return values.length > 0 && values.length <= MAX_VALUES && values.every((v): v is string => v !== undefined) ? values : undefined;
}

/** Calls a glob collection's callback may make without changing which templates it holds. */
const ORDER_CALLS = new Set(['getFilteredByGlob', 'reverse', 'sort']);

/**
 * The templates of `collections.<name>` when the config builds that collection from literal globs alone
 * (`addCollection('posts', (c) => c.getFilteredByGlob('src/posts/**\/*.md'))`, 11ty.dev/docs/collections-api/#get-filtered-by-glob),
 * possibly reordered: one entry per template the globs match, less those with `eleventyExcludeFromCollections`.
 * A pagination over it then has as many items as the repository has such templates. Undefined for any other shape.
 */
export function globCollectionTemplates(files: SiteFiles, name: string, templates: readonly ProcessedTemplate[]): string[] | undefined {
  const callback = collectionCallback(files, name);
  if (!callback) return undefined;
  const { fn, code, vars } = callback;
  const globs: GlobMatcher[] = [];
  for (const node of walkSyntax(fn)) {
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') return undefined;
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') continue;
    const callee = syntaxName(syntaxChild(node, 'callee'));
    if (callee === undefined || !ORDER_CALLS.has(callee)) return undefined;
    if (callee !== 'getFilteredByGlob') continue;
    if (globs.length) return undefined;
    // The globs as literals, or constants of the config holding them (`getFilteredByGlob(GLOBS.notes)`).
    const first = syntaxChildren(node, 'arguments')[0];
    const value = first && code ? valueOfNode(code, first, vars) : undefined;
    const patterns = typeof value === 'string' ? [value] : codeStrings(value);
    if (!patterns || patterns.length === 0) return undefined;
    for (const pattern of patterns) {
      // Eleventy reads the globs from the project folder: `./src/posts/**` is `src/posts/**`.
      const glob = compileGlob(pattern.replace(/^\.\//, ''));
      if (!glob) return undefined;
      globs.push(glob);
    }
  }
  if (!globs.length) return undefined;
  const out = templates.filter((t) => t.fm.eleventyExcludeFromCollections !== true && globs.some((g) => g(t.rel))).map((t) => t.rel);
  return out.length > MAX_VALUES ? undefined : out;
}

function valuesOf(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** A collection callback and the module it is written in (its constants are read there). */
interface Callback {
  fn: SyntaxNode;
  code: ConfigCode;
  /** Literal arguments the config hands a shared helper (`(c) => postsByLang(c, 'en')`), by the helper's parameter names. */
  vars?: ReadonlyMap<string, ConfigValue>;
}

/**
 * The one callback the config or its plugin modules pass to `addCollection('<name>', …)`: a function written in
 * place, or one a local module exports (`addCollection('posts', posts)` with `const posts = require('./posts')`).
 */
function collectionCallback(files: SiteFiles, name: string): Callback | undefined {
  const found: Array<Callback | undefined> = [];
  for (const { rel, code } of eleventyConfigModules(files)) {
    const tree = syntaxOf(code);
    if (!tree) continue;
    for (const node of walkSyntax(tree)) {
      if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'addCollection') continue;
      const [label, fn] = syntaxChildren(node, 'arguments');
      if (label?.type !== 'Literal' || label.value !== name || !fn) continue;
      const own = asCallback(fn);
      found.push((own ? helperCall(files, rel, tree, code, own) : undefined) ?? (own ? { fn: own, code } : fn.type === 'Identifier' ? importedCallback(files, rel, tree, fn.name as string) : undefined));
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A callback that only hands the collection API to a helper another module exports, with literal arguments
 * (`(api) => postsByLang(api, 'en')` with `import { postsByLang } from './collections.js'`): the helper, its
 * parameters bound to those literals.
 */
function helperCall(files: SiteFiles, rel: string, tree: SyntaxNode, code: ConfigCode, fn: SyntaxNode): Callback | undefined {
  const body = syntaxChild(fn, 'body');
  const call = body?.type === 'CallExpression' ? body : undefined;
  const callee = call ? syntaxChild(call, 'callee') : undefined;
  if (!call || callee?.type !== 'Identifier') return undefined;
  let source: string | undefined;
  let imported: string | undefined;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ImportDeclaration') continue;
    const spec = syntaxChildren(stmt, 'specifiers').find((sp) => sp.type === 'ImportSpecifier' && syntaxChild(sp, 'local')?.name === callee.name);
    const from = syntaxChild(stmt, 'source')?.value;
    if (spec && typeof from === 'string') {
      source = from;
      imported = syntaxName(syntaxChild(spec, 'imported'));
    }
  }
  const target = source === undefined ? undefined : resolveModule(files, rel, source);
  const module = target ? readModuleCode(files, target) : undefined;
  const helper = module && imported ? exportedFunction(module, imported) : undefined;
  if (!module || !helper) return undefined;
  const vars = new Map<string, ConfigValue>();
  const params = syntaxChildren(helper, 'params');
  syntaxChildren(call, 'arguments').forEach((arg, i) => {
    const name = params[i]?.type === 'Identifier' ? (params[i].name as string) : undefined;
    const value = valueOfNode(code, arg);
    if (name && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) vars.set(name, value);
  });
  return { fn: helper, code: module, vars };
}

function asCallback(node: SyntaxNode | undefined): SyntaxNode | undefined {
  const fn = node ? unwrapSyntax(node) : undefined;
  return fn && (fn.type === 'FunctionExpression' || fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionDeclaration') ? fn : undefined;
}

/** The function a local module exports (`module.exports = fn`, `export default fn`), bound to `local` by require or import. */
function importedCallback(files: SiteFiles, rel: string, tree: SyntaxNode, local: string): Callback | undefined {
  let spec: string | undefined;
  const init = uniqueDeclaration(tree, local);
  if (init?.type === 'CallExpression' && syntaxName(syntaxChild(init, 'callee')) === 'require') {
    const arg = syntaxChildren(init, 'arguments')[0];
    if (arg?.type === 'Literal' && typeof arg.value === 'string') spec = arg.value;
  }
  if (spec === undefined) {
    for (const stmt of syntaxChildren(tree, 'body')) {
      if (stmt.type !== 'ImportDeclaration') continue;
      const binds = syntaxChildren(stmt, 'specifiers').some((sp) => sp.type === 'ImportDefaultSpecifier' && syntaxChild(sp, 'local')?.name === local);
      const source = syntaxChild(stmt, 'source');
      if (binds && typeof source?.value === 'string') spec = source.value;
    }
  }
  const target = spec === undefined ? undefined : resolveModule(files, rel, spec);
  const code = target ? readModuleCode(files, target) : undefined;
  const module = code ? syntaxOf(code) : undefined;
  if (!code || !module) return undefined;
  for (const stmt of syntaxChildren(module, 'body')) {
    let exported: SyntaxNode | undefined;
    if (stmt.type === 'ExportDefaultDeclaration') exported = syntaxChild(stmt, 'declaration');
    const expr = stmt.type === 'ExpressionStatement' ? syntaxChild(stmt, 'expression') : undefined;
    if (expr?.type === 'AssignmentExpression' && textOfNode(code, syntaxChild(expr, 'left') ?? expr).replace(/\s+/g, '') === 'module.exports') exported = syntaxChild(expr, 'right');
    const fn = asCallback(exported);
    if (fn) return { fn, code };
  }
  return undefined;
}

function fieldCollection(files: SiteFiles, name: string): FieldCollection | undefined {
  const fn = collectionCallback(files, name)?.fn;
  if (!fn) return undefined;

  const fields = new Set<string>();
  const literals = new Set<string>();
  let gathers = false;
  let glob: GlobMatcher | undefined;
  let tag: string | undefined;
  for (const node of walkSyntax(fn)) {
    if (node.type === 'Literal' && typeof node.value === 'string') literals.add(node.value);
    if (node.type === 'MemberExpression') {
      const object = syntaxChild(node, 'object');
      // `x.data.field` / `x.data['field']`; `x.data[key]` (a computed field) cannot be told.
      if (object?.type === 'MemberExpression' && syntaxName(syntaxChild(object, 'property')) === 'data' && !object.computed) {
        const field = node.computed ? literalString(syntaxChild(node, 'property')) : syntaxName(syntaxChild(node, 'property'));
        if (field === undefined) return undefined;
        fields.add(field);
      }
    }
    // `'field' in x.data`
    if (node.type === 'BinaryExpression' && node.operator === 'in') {
      const right = syntaxChild(node, 'right');
      const field = literalString(syntaxChild(node, 'left'));
      if (right?.type === 'MemberExpression' && syntaxName(syntaxChild(right, 'property')) === 'data' && field !== undefined) fields.add(field);
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = syntaxName(syntaxChild(node, 'callee'));
      if (callee === undefined || !NEUTRAL_CALLS.has(callee)) return undefined;
      if (callee === 'add' || callee === 'push') gathers = true;
      const first = syntaxChildren(node, 'arguments')[0];
      if (callee === 'getFilteredByGlob') {
        if (glob) return undefined;
        glob = compileGlob(literalString(first));
        if (!glob) return undefined;
      }
      if (callee === 'getFilteredByTag') {
        if (tag !== undefined) return undefined;
        tag = literalString(first);
        if (tag === undefined) return undefined;
      }
    }
  }
  if (!gathers || fields.size !== 1) return undefined;
  const [field] = fields;
  literals.delete(field);
  if (tag !== undefined) literals.delete(tag);
  return { field, literals, ...(glob ? { glob } : {}), ...(tag !== undefined ? { tag } : {}) };
}

function literalString(node: SyntaxNode | undefined): string | undefined {
  const n = node ? unwrapSyntax(node) : undefined;
  return n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;
}
