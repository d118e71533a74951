// What a route file's code says about the pages it serves, read off its syntax tree (never run): the params it
// generates (`generateStaticParams`, `getStaticPaths`, SvelteKit `entries`), whether it only redirects or 404s, the
// Markdown it imports and the content folders its globs and imports name. Each framework module decides which
// exports mean what; this kit only reads them.
import type { SiteFiles } from '../../types';
import {
  type ConfigCode, type ConfigValue, type ObservedCall, type SyntaxNode, Computed, FunctionValue, codeString, evaluateGuards, isConfigObject, observeCalls, readModuleCode, returnedWithoutEnv,
  resolveModule, syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, unwrapSyntax, valueOfNode, walkSyntax, pathValue,
} from './code';
import { CONTENT_EXTS } from './contentLookup';
import { mdxEsm } from './mdxEsm';
import type { Params } from './fileRoutes';
import { resolveWithin } from './paths';

/**
 * A route module of the site, parsed with its imports resolved (cached while its text is unchanged). A page written
 * in MDX is read for its ESM blocks (kit/mdxEsm.ts): its exports are the page's code. A `.md` file has none: MDX
 * compiles it as plain Markdown (`format: 'detect'`, https://mdxjs.com/packages/mdx/#processoroptions).
 */
export function routeModule(files: SiteFiles, rel: string): ConfigCode | undefined {
  return /\.mdx$/i.test(rel) ? readModuleCode(files, rel, { extract: mdxEsm }) : readModuleCode(files, rel);
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function asFunction(node: SyntaxNode | undefined): SyntaxNode | undefined {
  const n = node ? unwrapSyntax(node) : undefined;
  return n && FUNCTION_TYPES.has(n.type) ? n : undefined;
}

/** The declarators of a module's top-level `const`/`let`/`var` statements, exported or not (`export const x = …`). */
export function topLevelDeclarators(tree: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (const stmt of syntaxChildren(tree, 'body')) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? syntaxChild(stmt, 'declaration') : stmt;
    if (decl?.type === 'VariableDeclaration') out.push(...syntaxChildren(decl, 'declarations'));
  }
  return out;
}

/** Top-level declarations of a module: name → the function or value node. */
function topLevel(tree: SyntaxNode): Map<string, SyntaxNode> {
  const out = new Map<string, SyntaxNode>();
  for (const stmt of syntaxChildren(tree, 'body')) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? syntaxChild(stmt, 'declaration') : stmt;
    if (!decl) continue;
    if (decl.type === 'FunctionDeclaration') {
      const name = syntaxChild(decl, 'id')?.name;
      if (typeof name === 'string') out.set(name, decl);
    } else if (decl.type === 'VariableDeclaration') {
      for (const d of syntaxChildren(decl, 'declarations')) {
        const id = syntaxChild(d, 'id');
        const init = syntaxChild(d, 'init');
        if (id?.type === 'Identifier' && init) out.set(id.name as string, init);
      }
    }
  }
  return out;
}

/** The function a module exports under `name` (`export function`, `export const x = () =>`, `export { x }`). */
export function exportedFunction(code: ConfigCode, name: string): SyntaxNode | undefined {
  const tree = syntaxOf(code);
  if (!tree) return undefined;
  const decls = topLevel(tree);
  let local: string | undefined;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ExportNamedDeclaration') continue;
    const decl = syntaxChild(stmt, 'declaration');
    if (decl?.type === 'FunctionDeclaration' && syntaxChild(decl, 'id')?.name === name) return decl;
    if (decl?.type === 'VariableDeclaration') {
      for (const d of syntaxChildren(decl, 'declarations')) if (syntaxChild(d, 'id')?.name === name) return asFunction(syntaxChild(d, 'init'));
    }
    if (!syntaxChild(stmt, 'source')) {
      for (const spec of syntaxChildren(stmt, 'specifiers')) if (syntaxName(syntaxChild(spec, 'exported')) === name) local = syntaxName(syntaxChild(spec, 'local'));
    }
  }
  return local ? asFunction(decls.get(local)) : undefined;
}

/** The function a module exports by default (a declaration, an arrow, or a top-level name). */
export function defaultFunction(code: ConfigCode): SyntaxNode | undefined {
  const tree = syntaxOf(code);
  if (!tree) return undefined;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ExportDefaultDeclaration') continue;
    const decl = syntaxChild(stmt, 'declaration');
    if (!decl) return undefined;
    const direct = asFunction(decl);
    if (direct) return direct;
    const inner = unwrapSyntax(decl);
    // export default withLayout(Page) / memo(Page): the wrapped component.
    const target = inner.type === 'CallExpression' ? syntaxChildren(inner, 'arguments')[0] : inner;
    if (target?.type === 'Identifier') return asFunction(topLevel(tree).get(target.name as string));
    return asFunction(target);
  }
  return undefined;
}

/** Whether a module exports a binding of this name (any kind: `export const`, `export function`, `export { x }`). */
export function exportsName(code: ConfigCode, name: string): boolean {
  const tree = syntaxOf(code);
  if (!tree) return false;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ExportNamedDeclaration') continue;
    const decl = syntaxChild(stmt, 'declaration');
    if (decl?.type === 'FunctionDeclaration' && syntaxChild(decl, 'id')?.name === name) return true;
    if (decl?.type === 'VariableDeclaration' && syntaxChildren(decl, 'declarations').some((d) => syntaxChild(d, 'id')?.name === name)) return true;
    if (syntaxChildren(stmt, 'specifiers').some((s) => syntaxName(syntaxChild(s, 'exported')) === name)) return true;
  }
  return false;
}

export type Terminal = 'redirect' | 'notFound';

const REDIRECT_CALLS = new Set(['redirect', 'permanentRedirect']);

/** What a call, `throw` or `return` argument ends the request with: a redirect, a 404, or nothing known. */
function terminalOf(expr: SyntaxNode | undefined, returned: boolean): Terminal | undefined {
  if (!expr) return undefined;
  const n = unwrapSyntax(expr);
  if (n.type === 'CallExpression') {
    const name = syntaxName(syntaxChild(n, 'callee'));
    if (name && REDIRECT_CALLS.has(name)) return 'redirect';
    if (name === 'notFound') return 'notFound';
    // SvelteKit error(404, …)
    const first = syntaxChildren(n, 'arguments')[0];
    if (name === 'error' && first?.type === 'Literal' && first.value === 404) return 'notFound';
    return undefined;
  }
  // `new Response(null, { status: 302, headers: { location } })`: a redirect (a 404 status: not found).
  if (n.type === 'NewExpression' && /^(?:Response|NextResponse)$/.test(syntaxName(syntaxChild(n, 'callee')) ?? '')) {
    const init = syntaxChildren(n, 'arguments')[1];
    const status = init?.type === 'ObjectExpression'
      ? syntaxChildren(init, 'properties').find((p) => p.type === 'Property' && syntaxName(syntaxChild(p, 'key')) === 'status')
      : undefined;
    const value = status ? syntaxChild(status, 'value') : undefined;
    const code = value?.type === 'Literal' && typeof value.value === 'number' ? value.value : undefined;
    if (code !== undefined && code >= 300 && code < 400) return 'redirect';
    if (code === 404) return 'notFound';
    return undefined;
  }
  if (returned && n.type === 'ObjectExpression') {
    // getServerSideProps / getStaticProps: { redirect: {…} } or { notFound: true }.
    for (const prop of syntaxChildren(n, 'properties')) {
      const key = prop.type === 'Property' ? syntaxName(syntaxChild(prop, 'key')) : undefined;
      if (key === 'redirect') return 'redirect';
      const value = syntaxChild(prop, 'value');
      if (key === 'notFound' && value?.type === 'Literal' && value.value === true) return 'notFound';
    }
  }
  return undefined;
}

/**
 * A branch that sets the response to a redirect it returns later (`response = new Response('', { status: 301, headers:
 * { location } })` before `response ??= await resolve(event); return response`): an assignment of a 3xx response.
 */
export function assignsRedirect(statements: readonly SyntaxNode[]): boolean {
  return statements.some((stmt) => {
    const expr = stmt.type === 'ExpressionStatement' ? unwrapSyntax(syntaxChild(stmt, 'expression') as SyntaxNode) : undefined;
    return expr?.type === 'AssignmentExpression' && expr.operator === '=' && terminalOf(syntaxChild(expr, 'right'), false) === 'redirect';
  });
}

/**
 * What a function always ends in, when it does nothing but declare constants and make calls first and then
 * redirects or 404s (`redirect('/x')`, `throw redirect(…)`, `return Astro.redirect(…)`, `return { redirect }`,
 * `notFound()`, `error(404)`). Undefined as soon as a branch, a loop or another return could render the page.
 */
export function alwaysEndsIn(fn: SyntaxNode): Terminal | undefined {
  const body = syntaxChild(fn, 'body');
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return terminalOf(body, true);
  return statementsEndIn(syntaxChildren(body, 'body'));
}

/** The same reading over a list of statements (an Astro page's frontmatter is one). */
export function statementsEndIn(statements: readonly SyntaxNode[]): Terminal | undefined {
  for (const stmt of statements) {
    switch (stmt.type) {
      case 'VariableDeclaration':
      case 'EmptyStatement':
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'FunctionDeclaration':
        continue;
      case 'ExpressionStatement': {
        const done = terminalOf(syntaxChild(stmt, 'expression'), false);
        if (done) return done;
        if (typeof stmt.directive === 'string') continue;
        // Other calls (logging, headers) and assignments (`url.search = …`) change nothing; anything else is not read.
        const kind = unwrapSyntax(syntaxChild(stmt, 'expression') as SyntaxNode).type;
        if (kind === 'CallExpression' || kind === 'AssignmentExpression' || kind === 'UpdateExpression') continue;
        return undefined;
      }
      case 'ThrowStatement':
        return terminalOf(syntaxChild(stmt, 'argument'), false);
      case 'ReturnStatement':
        return terminalOf(syntaxChild(stmt, 'argument'), true);
      case 'IfStatement': {
        const consequent = syntaxChild(stmt, 'consequent');
        const branchEnd = (branch: SyntaxNode | undefined): Terminal | undefined =>
          !branch ? undefined : branch.type === 'BlockStatement' ? statementsEndIn(syntaxChildren(branch, 'body')) : statementsEndIn([branch]);
        const done = branchEnd(consequent);
        // `if (!dev) error(404)`: a page kept for local development ends in its 404 (or redirect) on the live site.
        if (done && productionTest(syntaxChild(stmt, 'test'))) return done;
        // `if (!entry) return redirect('/404')` before another redirect: both ways end the request, so the statements
        // after it decide (an `else` must end too). A branch of plain statements (`if (!cache) cache = await load()`)
        // only prepares: the statements after it decide as well.
        const alternate = syntaxChild(stmt, 'alternate');
        if (!alternate && !done && consequent && onlyPrepares(consequent)) continue;
        if (!done || (alternate && !branchEnd(alternate))) return undefined;
        continue;
      }
      case 'TryStatement': {
        // `try { … return redirect(a) } catch { return redirect('/') }`: both the block and its handler end it.
        const block = syntaxChild(stmt, 'block');
        const handler = syntaxChild(syntaxChild(stmt, 'handler') as SyntaxNode, 'body');
        const inBlock = block ? statementsEndIn(syntaxChildren(block, 'body')) : undefined;
        const inHandler = handler ? statementsEndIn(syntaxChildren(handler, 'body')) : undefined;
        if (!inBlock || !inHandler) return undefined;
        return inBlock === inHandler ? inBlock : 'redirect';
      }
      default:
        return undefined;
    }
  }
  return undefined;
}

/** A branch of declarations, calls and assignments only: it prepares values, it never answers the request. */
function onlyPrepares(branch: SyntaxNode): boolean {
  const statements = branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch];
  return statements.every((s) => {
    if (s.type === 'VariableDeclaration' || s.type === 'EmptyStatement') return true;
    if (s.type !== 'ExpressionStatement') return false;
    const expr = unwrapSyntax(syntaxChild(s, 'expression') as SyntaxNode);
    const inner = expr.type === 'AwaitExpression' ? unwrapSyntax(syntaxChild(expr, 'argument') as SyntaxNode) : expr;
    return (inner.type === 'CallExpression' && !terminalOf(inner, false)) || inner.type === 'AssignmentExpression' || inner.type === 'UpdateExpression';
  });
}

/** `a.b.c` for a chain of plain names (`import.meta.env.PROD`, `url.hostname`); '' otherwise. */
function nameChain(node: SyntaxNode | undefined): string {
  const n = node ? unwrapSyntax(node) : undefined;
  if (!n) return '';
  if (n.type === 'Identifier') return String(n.name);
  if (n.type === 'MetaProperty') return `${syntaxName(syntaxChild(n, 'meta')) ?? ''}.${syntaxName(syntaxChild(n, 'property')) ?? ''}`;
  if (n.type !== 'MemberExpression' || n.computed) return '';
  const object = nameChain(syntaxChild(n, 'object'));
  const property = syntaxName(syntaxChild(n, 'property'));
  return object && property ? `${object}.${property}` : '';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Whether a test holds on the deployed site and not in local development: `!dev` (SvelteKit's $app/environment),
 * `import.meta.env.PROD`, `!import.meta.env.DEV`, `process.env.NODE_ENV === 'production'`, `url.hostname !== 'localhost'`.
 */
function productionTest(test: SyntaxNode | undefined): boolean {
  const n = test ? unwrapSyntax(test) : undefined;
  if (!n) return false;
  if (n.type === 'UnaryExpression' && n.operator === '!') {
    const chain = nameChain(syntaxChild(n, 'argument'));
    return chain === 'dev' || chain === 'import.meta.env.DEV';
  }
  if (nameChain(n) === 'import.meta.env.PROD') return true;
  if (n.type !== 'BinaryExpression') return false;
  const [left, right] = [syntaxChild(n, 'left'), syntaxChild(n, 'right')];
  const literal = right?.type === 'Literal' ? right.value : left?.type === 'Literal' ? left.value : undefined;
  const chain = nameChain(right?.type === 'Literal' ? left : right);
  if (typeof literal !== 'string') return false;
  const differs = n.operator === '!==' || n.operator === '!=';
  const equals = n.operator === '===' || n.operator === '==';
  if (/\.(?:hostname|host)$/.test(chain) && LOCAL_HOSTS.has(literal)) return differs;
  if (chain === 'process.env.NODE_ENV') return (equals && literal === 'production') || (differs && literal === 'development');
  return false;
}

/** One generated path: the params it sets (a rest param's value is a list or a '/'-joined string). */
export type ParamItem = Record<string, string | string[] | undefined>;

export interface ParamList {
  items: ParamItem[];
  /** Every item was read: a path outside the list is not generated. */
  complete: boolean;
}

/** The value every call of a function returns (only for bodies of constants and one return), or the value itself. */
function returnedValue(v: ConfigValue): ConfigValue {
  if (v instanceof FunctionValue) return v.exact ? v.detail.returns : returnedWithoutEnv(v);
  return v;
}

function paramValue(v: ConfigValue): string | string[] | undefined | null {
  if (v === undefined) return undefined;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map(String);
  return null;
}

function paramItem(v: ConfigValue, wrapped: boolean): ParamItem | undefined {
  const params = wrapped ? (isConfigObject(v) ? v.params : undefined) : v;
  if (!isConfigObject(params)) return undefined;
  const out: ParamItem = {};
  for (const [k, x] of Object.entries(params)) {
    const value = paramValue(x);
    if (value === null) return undefined;
    out[k] = value;
  }
  return out;
}

/**
 * A list of generated params read off an export's value: `[{ slug: 'a' }]` (Next.js generateStaticParams, SvelteKit
 * entries) or `[{ params: { slug: 'a' } }]` (Astro getStaticPaths, Next.js getStaticPaths `paths`, which may also
 * hold path strings: `pathItems` turns those into params). Undefined when nothing of it is literal.
 */
export function paramList(value: ConfigValue, wrapped: boolean, pathItems?: (path: string) => ParamItem | undefined): ParamList | undefined {
  let list = returnedValue(value);
  if (isConfigObject(list) && wrapped) list = list.paths;
  if (!Array.isArray(list)) return undefined;
  const items: ParamItem[] = [];
  let complete = true;
  for (const entry of list) {
    const item = typeof entry === 'string' && pathItems ? pathItems(entry) : paramItem(entry, wrapped);
    if (item) items.push(item);
    else complete = false;
  }
  return { items, complete };
}

function joined(v: string | string[] | undefined): string {
  return v === undefined ? '' : Array.isArray(v) ? v.join('/') : v;
}

/** Whether a route match's params are one of the listed items (rest params compared as '/'-joined paths). */
export function listedIn(list: ParamList, params: Params): boolean {
  // A param no item names is not this list's to decide: a Next.js child segment's generateStaticParams returns only
  // its own params, the parent segments' come from theirs (nextjs.org/docs/app/api-reference/functions/generate-static-params).
  const names = Object.keys(params).filter((name) => list.items.some((item) => name in item));
  return list.items.some((item) => names.every((name) => joined(item[name]) === joined(params[name])) &&
    Object.keys(item).every((k) => k in params || joined(item[k]) === ''));
}

/** A named export's literal value (`export const dynamicParams = false`). */
export function exportedValue(code: ConfigCode, name: string): ConfigValue {
  return exportsName(code, name) ? code.named(name) : undefined;
}

/** A content folder a route reads: its files, with these extensions, are the pages' text. */
export interface ContentGlob {
  /** Folder relative to the site root. */
  dir: string;
  /** Extensions without the dot; empty = the usual Markdown ones. */
  exts: string[];
  /** Leading text of the file names the glob leaves out (`!(_)*.mdx`, `[!_]*.md`: partials named `_x`). */
  skipPrefixes?: string[];
  /** The glob reads the folder's own files only (`notes/*.md`: no `**`, no `/` after the folder). */
  flat?: boolean;
}

const GLOB_CALLS = new Set(['glob', 'sync', 'globSync', 'fg', 'fastGlob', 'globby', 'globbySync', 'readdir', 'readdirSync', 'readdirp']);

/** Page text: Markdown and the data formats CMS pages are stored in. */
const PAGE_DATA_EXTS = new Set([...CONTENT_EXTS, 'json', 'yaml', 'yml', 'toml']);

/**
 * Whether a glob names a folder of pages: its extensions are Markdown or page data (a glob over components or
 * images is not content), or, without one, the folder holds Markdown.
 */
export function isContentGlob(files: SiteFiles, dir: string, exts: readonly string[]): boolean {
  if (!(files.hasDir?.(dir) ?? files.under(dir).length > 0)) return false;
  if (exts.length) return exts.every((e) => PAGE_DATA_EXTS.has(e));
  return files.under(dir).some((f) => MARKDOWN.test(f));
}

/** The folder part of a glob before its first wildcard, and the extensions its last part names. */
export function globParts(pattern: string): { prefix: string; exts: string[]; skipPrefixes?: string[]; flat?: boolean } {
  const wild = pattern.search(/[*?[{!]/);
  const cut = wild < 0 ? pattern.length : pattern.lastIndexOf('/', wild) + 1;
  const prefix = pattern.slice(0, cut);
  const tail = pattern.slice(cut);
  const exts: string[] = [];
  const braces = /\.\{([\w,]+)\}$/.exec(tail);
  if (braces) exts.push(...braces[1].split(','));
  else {
    const ext = /\.(\w+)$/.exec(tail);
    if (ext) exts.push(ext[1]);
  }
  // The file name's own part: an extglob negation `!(_)*` or a negated class `[!_]*` / `[^_]*` leaves out the names
  // starting with that character (partials).
  const name = tail.slice(tail.lastIndexOf('/') + 1);
  const skip = /^!\(([\w.-])\)\*/.exec(name)?.[1] ?? /^\[[!^]([\w.-])\]\*/.exec(name)?.[1];
  const flat = wild >= 0 && !tail.includes('/') && !tail.includes('**');
  return { prefix, exts: exts.map((e) => e.toLowerCase()), ...(skip ? { skipPrefixes: [skip] } : {}), ...(flat ? { flat } : {}) };
}

/**
 * Content folders a module's globs and directory reads name: `import.meta.glob('/content/**\/*.md')` (from the site
 * root, or from the module's folder for './'), `fg('./content/main/**\/*.json')` and `readdirSync('posts')` (from the
 * site root, or from a `cwd` option). Only folders that exist count.
 */
export function contentGlobs(files: SiteFiles, rel: string, code: ConfigCode, aliases: readonly ImportAlias[] = []): ContentGlob[] {
  const tree = syntaxOf(code);
  if (!tree) return [];
  const out: ContentGlob[] = [];
  const moduleDir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
  let budget = 64;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'CallExpression' || budget <= 0) continue;
    const callee = syntaxChild(node, 'callee');
    const name = syntaxName(callee);
    if (!name || !GLOB_CALLS.has(name)) continue;
    budget--;
    // Vite's import.meta.glob and Astro.glob (its wrapper: "a relative URL glob of which local files you'd like to
    // import", https://docs.astro.build/en/reference/api-reference/#astroglob) read paths from the module's folder.
    const calleeText = callee?.type === 'MemberExpression' ? textOfNode(code, callee).replace(/\s/g, '') : '';
    const vite = calleeText === 'import.meta.glob' || calleeText === 'Astro.glob';
    const [first, options] = syntaxChildren(node, 'arguments');
    if (!first) continue;
    const value = valueOfNode(code, first);
    const patterns = (Array.isArray(value) ? value : [value]).filter((p): p is string => typeof p === 'string' && !p.startsWith('!'));
    let cwd = '';
    // Vite's `base` option: the folder relative globs start from, "relative to the importer file or absolute against
    // the project root" (https://vite.dev/guide/features#base-path).
    let viteBase: string | undefined = moduleDir;
    if (options) {
      const opts = valueOfNode(code, options);
      const dir = isConfigObject(opts) ? pathValue(opts.cwd) ?? (vite ? undefined : pathValue(opts.base)) : undefined;
      if (dir !== undefined) cwd = dir.replace(/^\.\//, '');
      const base = vite && isConfigObject(opts) ? codeString(opts.base) : undefined;
      if (base !== undefined) viteBase = base.startsWith('/') ? resolveWithin('', base.slice(1)) : resolveWithin(moduleDir, base);
    }
    for (const pattern of patterns) {
      // Vite globs may start with an alias (https://vite.dev/guide/features#glob-import: "relative, absolute or an alias path").
      const { prefix, exts, skipPrefixes, flat } = globParts(vite ? unaliased(pattern, aliases) : pattern);
      let dir: string | undefined;
      if (vite && (prefix.startsWith('./') || prefix.startsWith('../'))) dir = viteBase === undefined ? undefined : resolveWithin(viteBase, prefix);
      else dir = resolveWithin(cwd, prefix.replace(/^\//, ''));
      if (dir === undefined || dir === '' || !isContentGlob(files, dir, exts)) continue;
      const same = out.find((g) => g.dir === dir);
      if (same) {
        // Two globs over one folder (`notes/*.md`, `notes/*.html`): their extensions together, deep if either is.
        for (const e of exts) if (!same.exts.includes(e)) same.exts.push(e);
        if (!flat) delete same.flat;
      } else out.push({ dir, exts, ...(skipPrefixes ? { skipPrefixes } : {}), ...(flat ? { flat } : {}) });
    }
  }
  return out;
}

/** A Markdown file a module imports (static or dynamic import with a literal path): the page's own text. */
export interface MarkdownImport {
  /** The imported file, when the path is literal. */
  file?: string;
  /**
   * A dynamic import built from a route param: the folder and the name around the param (`posts/` + slug + `.md`).
   * `between` holds the texts between further uses of the same param (`posts/${slug}/${slug}.md` → ['/']).
   */
  pattern?: { dir: string; before: string; param: string; after: string; verb?: string; between?: string[]; rendersDrafts?: boolean };
}

const MARKDOWN = new RegExp(`\\.(?:${CONTENT_EXTS.join('|')})$`, 'i');

/**
 * An import alias of the build (SvelteKit `kit.alias`, Vite `resolve.alias` as a string key): a specifier that is
 * `find`, or starts with `find` then '/', names the same path under the site folder `dir`. Vite's string aliases
 * match exactly so (https://vite.dev/config/shared-options#resolve-alias).
 */
export interface ImportAlias {
  find: string;
  dir: string;
}

/** The specifier with its alias replaced by a path from the site root ('/content/a.md'), else unchanged. */
export function unaliased(spec: string, aliases: readonly ImportAlias[]): string {
  for (const a of aliases) {
    if (spec !== a.find && !spec.startsWith(`${a.find}/`)) continue;
    const rest = spec.slice(a.find.length);
    return a.dir ? `/${a.dir}${rest}` : `/${rest.slice(1)}`;
  }
  return spec;
}

/**
 * Markdown files a module imports; dynamic imports whose path is built from one `params.x` give a pattern.
 * `aliases` are the build's import aliases, applied before the path is read (`$content/${slug}.md`); a dynamic
 * import of a file with one of `componentExts` (`import(\`../${params.slug}.svelte\`)`) gives a pattern too.
 */
export function markdownImports(files: SiteFiles, rel: string, code: ConfigCode, aliases: readonly ImportAlias[] = [], componentExts: readonly string[] = []): MarkdownImport[] {
  const tree = syntaxOf(code);
  if (!tree) return [];
  const out: MarkdownImport[] = [];
  for (const node of walkSyntax(tree)) {
    let source: SyntaxNode | undefined;
    if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression') source = syntaxChild(node, 'source');
    if (!source) continue;
    const value = valueOfNode(code, source);
    if (typeof value === 'string') {
      const spec = value.split('?')[0];
      if (!MARKDOWN.test(spec)) continue;
      const file = resolveModule(files, rel, unaliased(value, aliases));
      if (file && !out.some((m) => m.file === file)) out.push({ file });
      continue;
    }
    if (source.type !== 'TemplateLiteral') continue;
    const pattern = paramImport(code, rel, source, aliases, componentExts);
    if (!pattern) continue;
    // `const slug = 'about'; import(\`../copy/${slug}.md\`)`: a constant of the function, not a param.
    const constant = stringConstant(tree, pattern.param);
    const file = constant === undefined ? undefined : resolveModule(files, rel, `${relPrefix(pattern.dir, rel)}${patternName(pattern, constant)}`);
    if (file) {
      if (!out.some((m) => m.file === file)) out.push({ file });
    } else if (constant === undefined) {
      // An import compiles whatever file it names: `draft: true` only hides a page when the site's code reads it
      // (SvelteKit and mdsvex have no draft flag: https://mdsvex.pngwn.io/docs#frontmatter is plain metadata).
      out.push({ pattern: /draft/i.test(files.read(rel) ?? 'draft') ? pattern : { ...pattern, rendersDrafts: true } });
    }
  }
  return out;
}

/** The file name a param pattern gives for one value (`${slug}/${slug}.md` → 'intro/intro.md'). */
export function patternName(pattern: NonNullable<MarkdownImport['pattern']>, value: string): string {
  return `${pattern.before}${value}${(pattern.between ?? []).map((b) => `${b}${value}`).join('')}${pattern.after}`;
}

const PATH_CALLS = new Set(['join', 'resolve']);

/**
 * Markdown files a function reads from disk by a path built from the project folder (`readFileSync(path.join(
 * process.cwd(), 'content', 'home.mdx'))`, directly or through the helpers it calls): its top-level statements are
 * evaluated (literals only, nothing run) and every `join`/`resolve` call met is read as a path from the site root.
 */
export function markdownReadBy(files: SiteFiles, code: ConfigCode, fn: SyntaxNode): string[] {
  const body = syntaxChild(fn, 'body');
  if (!body || body.type !== 'BlockStatement') return [];
  const out: string[] = [];
  const note = (calls: readonly ObservedCall[]) => {
    for (const call of calls) {
      if (!PATH_CALLS.has(call.name)) continue;
      const path = pathValue(new Computed(call.name, { call }));
      const rel = path === undefined ? undefined : resolveWithin('', path.replace(/^\/+/, ''));
      if (rel && MARKDOWN.test(rel) && files.has(rel) && !out.includes(rel)) out.push(rel);
    }
  };
  for (const stmt of syntaxChildren(body, 'body').slice(0, 32)) {
    const exprs = stmt.type === 'VariableDeclaration'
      ? syntaxChildren(stmt, 'declarations').map((d) => syntaxChild(d, 'init'))
      : stmt.type === 'ExpressionStatement' ? [syntaxChild(stmt, 'expression')] : [];
    for (const expr of exprs) if (expr) note(observeCalls(() => valueOfNode(code, expr)).calls);
  }
  return out;
}

/** The project folder a read path starts from (Node resolves relative paths from it): `process.cwd()`. */
const CWD = /^process\.cwd\(\)$/;

/**
 * A path built by `+` from the project folder and literals (`process.cwd() + '/src/content/' + name + '.md'`), with
 * the function's own earlier constants bound; undefined when a part is not a string.
 */
function concatenatedPath(code: ConfigCode, node: SyntaxNode, vars: ReadonlyMap<string, ConfigValue>): string | undefined {
  const parts: SyntaxNode[] = [];
  const flatten = (n: SyntaxNode): boolean => {
    const x = unwrapSyntax(n);
    if (x.type === 'BinaryExpression' && x.operator === '+') {
      const [l, r] = [syntaxChild(x, 'left'), syntaxChild(x, 'right')];
      return !!l && !!r && parts.length < 16 && flatten(l) && flatten(r);
    }
    parts.push(x);
    return true;
  };
  if (!flatten(node)) return undefined;
  let out = '';
  for (const [i, part] of parts.entries()) {
    if (i === 0 && CWD.test(textOfNode(code, part).replace(/\s/g, ''))) continue;
    const v = part.type === 'Identifier' && vars.has(part.name as string) ? vars.get(part.name as string) : valueOfNode(code, part, vars);
    if (typeof v !== 'string') return undefined;
    out += v;
  }
  return out;
}

/**
 * Markdown a page's data function reads from disk by a path built with `+` (`fs.readFileSync(rootDir + path + '.md')`
 * with `const rootDir = process.cwd() + '/src/content/'` and `path = params?.slug || 'index'`), evaluated for a page
 * without params (a static route has none). Reads in a `try` block count: the first attempt is the page's text when
 * its file exists. Only files that exist are given.
 */
export function concatenatedReads(files: SiteFiles, code: ConfigCode, fn: SyntaxNode): string[] {
  const body = syntaxChild(fn, 'body');
  if (!body || body.type !== 'BlockStatement') return [];
  const vars = new Map<string, ConfigValue>();
  // `({ params })` or `(context)` of a page without params: params is undefined.
  const first = syntaxChildren(fn, 'params')[0];
  if (first?.type === 'ObjectPattern') for (const name of patternLocals(first)) vars.set(name, undefined);
  else if (first?.type === 'Identifier') vars.set(first.name as string, Object.create(null) as ConfigValue);
  const out: string[] = [];
  let budget = 48;
  const walk = (statements: readonly SyntaxNode[]) => {
    for (const stmt of statements) {
      if (budget-- <= 0) return;
      if (stmt.type === 'TryStatement') {
        const block = syntaxChild(stmt, 'block');
        if (block) walk(syntaxChildren(block, 'body'));
        continue;
      }
      if (stmt.type === 'VariableDeclaration') {
        for (const d of syntaxChildren(stmt, 'declarations')) {
          const id = syntaxChild(d, 'id');
          const init = syntaxChild(d, 'init');
          if (id?.type !== 'Identifier' || !init) continue;
          const v = concatenatedPath(code, init, vars) ?? valueOfNode(code, init, vars);
          vars.set(id.name as string, v);
        }
      }
      for (const node of walkSyntax(stmt)) {
        if (node.type !== 'CallExpression' || !READ_CALLS.has(syntaxName(syntaxChild(node, 'callee')) ?? '')) continue;
        const arg = syntaxChildren(node, 'arguments')[0];
        const path = arg ? concatenatedPath(code, arg, vars) : undefined;
        const rel = path === undefined ? undefined : resolveWithin('', path.replace(/^\/+/, ''));
        if (rel && MARKDOWN.test(rel) && files.has(rel) && !out.includes(rel)) out.push(rel);
      }
    }
  };
  walk(syntaxChildren(body, 'body'));
  return out;
}

/** The local names an object pattern binds (`{ params, locale: l }` → params, l). */
export function patternLocals(pattern: SyntaxNode): string[] {
  const out: string[] = [];
  for (const p of syntaxChildren(pattern, 'properties')) {
    const value = p.type === 'Property' ? syntaxChild(p, 'value') : undefined;
    if (value?.type === 'Identifier') out.push(value.name as string);
  }
  return out;
}

/**
 * A function a module re-exports from another (`export { getStaticProps } from './[errorCode]'`), with the module it
 * is written in (a page sharing its data function with a sibling route).
 */
export function reexportedFunction(files: SiteFiles, rel: string, code: ConfigCode, name: string): { rel: string; code: ConfigCode; fn: SyntaxNode } | undefined {
  const tree = syntaxOf(code);
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    const source = stmt.type === 'ExportNamedDeclaration' ? syntaxChild(stmt, 'source')?.value : undefined;
    if (typeof source !== 'string') continue;
    for (const spec of syntaxChildren(stmt, 'specifiers')) {
      if (syntaxName(syntaxChild(spec, 'exported')) !== name) continue;
      const target = resolveModule(files, rel, source);
      const module = target ? routeModule(files, target) : undefined;
      const fn = module ? exportedFunction(module, syntaxName(syntaxChild(spec, 'local')) ?? name) : undefined;
      return target && module && fn ? { rel: target, code: module, fn } : undefined;
    }
  }
  return undefined;
}

/** `\`../../posts/${params.slug}.md\``: a relative folder, one param, a Markdown extension. */
function paramImport(code: ConfigCode, rel: string, source: SyntaxNode, aliases: readonly ImportAlias[], componentExts: readonly string[] = []): MarkdownImport['pattern'] {
  const expressions = syntaxChildren(source, 'expressions');
  const quasis = syntaxChildren(source, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '');
  if (quasis.length > 0) quasis[0] = unaliased(quasis[0], aliases);
  // One param, used once or several times (`../posts/${slug}/${slug}.md`: a folder per post named like its file).
  if (expressions.length < 1 || expressions.length > 4 || quasis.length !== expressions.length + 1) return undefined;
  const names = expressions.map((e) => paramName(code, e));
  const param = names[0];
  const tail = quasis[quasis.length - 1];
  const imported = MARKDOWN.test(tail) || componentExts.some((e) => tail.endsWith(`.${e}`));
  if (!param || names.some((n) => n !== param) || !imported) return undefined;
  const between = quasis.slice(1, -1);
  if (between.some((b) => b.includes('..'))) return undefined;
  const head = quasis[0];
  const slash = head.lastIndexOf('/');
  const moduleDir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
  const dir = head.startsWith('.') ? resolveWithin(moduleDir, head.slice(0, slash + 1)) : resolveWithin('', head.slice(0, slash + 1).replace(/^\//, ''));
  if (dir === undefined) return undefined;
  return { dir, before: head.slice(slash + 1), param, after: quasis[quasis.length - 1], ...(between.length ? { between } : {}) };
}

/** The initializer of the only declaration of `name` in a module, in any scope (`const tagPage = …` in a function). */
export function uniqueDeclaration(tree: SyntaxNode, name: string): SyntaxNode | undefined {
  return declarationsOf(tree).get(name);
}

const DECLARATIONS = new WeakMap<SyntaxNode, Map<string, SyntaxNode | undefined>>();

/** Each name declared exactly once in a module (any scope) → its initializer, read once per parsed tree. */
function declarationsOf(tree: SyntaxNode): Map<string, SyntaxNode | undefined> {
  let map = DECLARATIONS.get(tree);
  if (map) return map;
  map = new Map();
  const seen = new Set<string>();
  for (const node of walkSyntax(tree)) {
    const name = node.type === 'VariableDeclarator' ? syntaxChild(node, 'id')?.name : undefined;
    if (typeof name !== 'string') continue;
    map.set(name, seen.has(name) ? undefined : syntaxChild(node, 'init'));
    seen.add(name);
  }
  DECLARATIONS.set(tree, map);
  return map;
}

/** The strings of `new Set(['a', 'b'])` or `['a', 'b']` (every element a string literal), else undefined. */
function literalStringList(node: SyntaxNode | undefined): string[] | undefined {
  let list = node;
  if (list?.type === 'NewExpression' && syntaxName(syntaxChild(list, 'callee')) === 'Set') list = syntaxChildren(list, 'arguments')[0];
  if (list?.type !== 'ArrayExpression') return undefined;
  const out: string[] = [];
  for (const el of syntaxChildren(list, 'elements')) {
    if (el?.type !== 'Literal' || typeof el.value !== 'string') return undefined;
    out.push(el.value);
  }
  return out;
}

/**
 * Param values a params function leaves out by a literal list: `.filter((e) => … return !hidden.has(e.params.slug
 * .join('/')))` with `const hidden = new Set(['learn/draft'])` (or an array and `.includes`). The callback's last
 * statement must be that negated test on an expression naming `param`, so what it drops is exactly the list.
 */
export function literalExclusions(code: ConfigCode, fn: SyntaxNode, param: string): string[] {
  const tree = syntaxOf(code);
  if (!tree) return [];
  const out: string[] = [];
  let budget = 16;
  for (const node of walkSyntax(fn)) {
    if (node.type !== 'CallExpression' || budget <= 0) continue;
    const callee = syntaxChild(node, 'callee');
    if (callee?.type !== 'MemberExpression' || syntaxName(callee) !== 'filter') continue;
    budget--;
    const cb = syntaxChildren(node, 'arguments')[0];
    if (cb?.type !== 'ArrowFunctionExpression' && cb?.type !== 'FunctionExpression') continue;
    const body = syntaxChild(cb, 'body');
    const statements = body?.type === 'BlockStatement' ? syntaxChildren(body, 'body') : [];
    const last = statements[statements.length - 1];
    const test = body?.type === 'BlockStatement' ? (last?.type === 'ReturnStatement' ? syntaxChild(last, 'argument') : undefined) : body;
    if (test?.type !== 'UnaryExpression' || test.operator !== '!') continue;
    const call = syntaxChild(test, 'argument');
    const member = call?.type === 'CallExpression' ? syntaxChild(call, 'callee') : undefined;
    if (member?.type !== 'MemberExpression' || !['has', 'includes'].includes(syntaxName(member) ?? '')) continue;
    const arg = syntaxChildren(call as SyntaxNode, 'arguments')[0];
    if (!arg || !textOfNode(code, arg).includes(param)) continue;
    const owner = syntaxChild(member, 'object');
    const list = owner?.type === 'Identifier' ? literalStringList(uniqueDeclaration(tree, owner.name as string)) : undefined;
    if (list) out.push(...list);
  }
  return out;
}

/** The value of `const name = 'literal'` when the module declares that name once, with a string. */
function stringConstant(tree: SyntaxNode, name: string): string | undefined {
  const init = uniqueDeclaration(tree, name);
  return init?.type === 'Literal' && typeof init.value === 'string' ? init.value : undefined;
}

/** The option nodes of `call({ a: …, b: … })` by key; undefined when the first argument is not an object literal. */
export function callOptions(call: SyntaxNode): Map<string | undefined, SyntaxNode | undefined> | undefined {
  const options = syntaxChildren(call, 'arguments')[0];
  if (options?.type !== 'ObjectExpression') return undefined;
  return new Map(syntaxChildren(options, 'properties').map((p) => [syntaxName(syntaxChild(p, 'key')), syntaxChild(p, 'value')]));
}

/** A site-relative folder as a specifier relative to a module ('copy/' from 'src/routes/about/+page.ts' → '../../../copy/'). */
function relPrefix(dir: string, rel: string): string {
  const depth = rel.split('/').length - 1;
  return `${'../'.repeat(depth)}${dir ? `${dir}/` : ''}`;
}

/** Whether any function of the module can end in a 404 (`notFound()`, SvelteKit `error(404)`, `{ notFound: true }`). */
export function has404Path(code: ConfigCode): boolean {
  const tree = syntaxOf(code);
  if (!tree) return false;
  for (const node of walkSyntax(tree)) {
    if (node.type === 'CallExpression' || node.type === 'ObjectExpression') {
      if (terminalOf(node, true) === 'notFound') return true;
    }
  }
  return false;
}

/** An .astro file's frontmatter script and its markup (the text after the closing fence). */
export function astroParts(text: string): { script: string; markup: string } {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const head = text.slice(start).trimStart();
  if (!head.startsWith('---')) return { script: '', markup: text };
  const open = text.indexOf('---', start);
  const close = text.indexOf('\n---', open + 3);
  if (close < 0) return { script: text.slice(open + 3), markup: '' };
  const after = text.indexOf('\n', close + 4);
  return { script: text.slice(open + 3, close), markup: after < 0 ? '' : text.slice(after + 1) };
}

/**
 * The early exits of a route function that depend on its params (`if (version === 'current') redirect(…)`,
 * `if (isPartial(slug)) notFound()`): a function of the params, or undefined when the function has no `if` at its
 * top whose branch always redirects or 404s. `props` wraps the params the way the framework passes them.
 */
export function paramGuards(code: ConfigCode, fn: SyntaxNode, props: (params: Params) => ConfigValue): ((params: Params) => Terminal | undefined) | undefined {
  const body = syntaxChild(fn, 'body');
  if (!body || body.type !== 'BlockStatement') return undefined;
  const exits = (statements: readonly SyntaxNode[]) => statementsEndIn(statements);
  const hasGuard = syntaxChildren(body, 'body').some((s) => {
    if (s.type !== 'IfStatement') return false;
    const branch = syntaxChild(s, 'consequent');
    return branch !== undefined && exits(branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch]) !== undefined;
  });
  if (!hasGuard) return undefined;
  return (params) => evaluateGuards(code, fn, [props(params)], exits);
}

/** Route params as a literal object (for evaluating code that reads them). */
export function paramsValue(params: Params): ConfigValue {
  const out = Object.create(null) as Record<string, ConfigValue>;
  for (const [k, v] of Object.entries(params)) out[k] = Array.isArray(v) ? [...v] : v;
  return out;
}

/** Local modules a route imports, two levels deep (where its data helpers name their folders); packages left out. */
export function localImports(files: SiteFiles, rel: string, max = 8): string[] {
  const out: string[] = [];
  let level = [rel];
  for (let depth = 0; depth < 2 && out.length < max; depth++) {
    const next: string[] = [];
    for (const from of level) {
      const code = routeModule(files, from);
      for (const spec of code?.imports() ?? []) {
        const target = resolveModule(files, from, spec);
        if (!target || target === rel || out.includes(target) || !/\.(?:[cm]?[jt]sx?)$/.test(target)) continue;
        out.push(target);
        next.push(target);
        if (out.length >= max) break;
      }
    }
    level = next;
  }
  return out;
}

/** Local modules read for one function's helpers at most (a load calling `getDoc` from `$lib/docs`). */
const MAX_HELPER_MODULES = 4;

/**
 * The local modules whose imports `fn` uses (`import { getDoc } from '$lib/docs'` … `getDoc(slug)`, or
 * `import { posts } from '$lib/posts'` … `posts.find(…)`), parsed: where a load that hands its work to a helper
 * finds its content. Modules the function does not touch are not read; packages are left out (resolveModule answers
 * site files only).
 */
export function usedModules(files: SiteFiles, rel: string, code: ConfigCode, fn: SyntaxNode, aliases: readonly ImportAlias[] = []): Array<{ rel: string; code: ConfigCode }> {
  const tree = syntaxOf(code);
  if (!tree) return [];
  const sourceOf = new Map<string, { source: string; imported?: string }>();
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ImportDeclaration') continue;
    const source = syntaxChild(stmt, 'source')?.value;
    if (typeof source !== 'string') continue;
    for (const spec of syntaxChildren(stmt, 'specifiers')) {
      const local = syntaxChild(spec, 'local')?.name;
      const imported = spec.type === 'ImportSpecifier' ? syntaxName(syntaxChild(spec, 'imported')) : undefined;
      if (typeof local === 'string') sourceOf.set(local, { source, ...(imported ? { imported } : {}) });
    }
  }
  const out: Array<{ rel: string; code: ConfigCode }> = [];
  const seen = new Set<string>();
  for (const node of walkSyntax(fn)) {
    if (out.length >= MAX_HELPER_MODULES) break;
    const from = node.type === 'Identifier' ? sourceOf.get(node.name as string) : undefined;
    if (!from || seen.has(from.source)) continue;
    seen.add(from.source);
    const target = resolveModule(files, rel, unaliased(from.source, aliases));
    const parsed = target && /\.(?:[cm]?[jt]sx?)$/.test(target) ? readModuleCode(files, target) : undefined;
    if (!target || !parsed) continue;
    out.push({ rel: target, code: parsed });
    // A barrel (`export * from './getPostBySlug'`) hands the name on: the module that declares it is the helper.
    const declaring = from.imported ? barrelSource(files, target, parsed, from.imported) : undefined;
    if (declaring && out.length < MAX_HELPER_MODULES && !out.some((m) => m.rel === declaring.rel)) out.push(declaring);
  }
  return out;
}

/** Re-export hops followed from a barrel module to the one declaring a name. */
const MAX_BARREL_HOPS = 3;

/**
 * The module a barrel re-exports `name` from (`export * from './x'`, `export { name } from './x'`), followed through
 * barrels of barrels; undefined when the module declares the name itself or re-exports it from nowhere in the site.
 */
export function barrelSource(files: SiteFiles, rel: string, code: ConfigCode, name: string, hops = 0): { rel: string; code: ConfigCode } | undefined {
  if (hops >= MAX_BARREL_HOPS || exportsName(code, name)) return undefined;
  const tree = syntaxOf(code);
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    const source = syntaxChild(stmt, 'source')?.value;
    if (typeof source !== 'string') continue;
    let wanted: string | undefined;
    if (stmt.type === 'ExportAllDeclaration' && !syntaxChild(stmt, 'exported')) wanted = name;
    else if (stmt.type === 'ExportNamedDeclaration') {
      const spec = syntaxChildren(stmt, 'specifiers').find((s) => syntaxName(syntaxChild(s, 'exported')) === name);
      wanted = spec ? syntaxName(syntaxChild(spec, 'local')) ?? name : undefined;
    }
    if (wanted === undefined) continue;
    const target = resolveModule(files, rel, source);
    const parsed = target && target !== rel && /\.(?:[cm]?[jt]sx?)$/.test(target) ? readModuleCode(files, target) : undefined;
    if (!target || !parsed) continue;
    if (exportsName(parsed, wanted)) return { rel: target, code: parsed };
    const deeper = barrelSource(files, target, parsed, wanted, hops + 1);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The local code modules a module imports (a helper's own helpers), at most MAX_HELPER_MODULES; packages left out. */
export function importedModules(files: SiteFiles, rel: string, code: ConfigCode, aliases: readonly ImportAlias[] = []): Array<{ rel: string; code: ConfigCode }> {
  const out: Array<{ rel: string; code: ConfigCode }> = [];
  for (const spec of code.imports()) {
    if (out.length >= MAX_HELPER_MODULES) break;
    const target = resolveModule(files, rel, unaliased(spec, aliases));
    if (!target || target === rel || out.some((m) => m.rel === target) || !/\.(?:[cm]?[jt]sx?)$/.test(target)) continue;
    const parsed = readModuleCode(files, target);
    if (parsed) out.push({ rel: target, code: parsed });
  }
  return out;
}

/**
 * Whether a content helper takes each entry's URL slug from its front matter (`slug: data.slug`, `{ slug:
 * frontmatter.slug ?? name }`, gray-matter's `data` or a `frontmatter` object): then the entry's id is that slug when
 * set, not its file path. A fixed pattern over the module text (bounded, no nested repetition).
 */
export function takesFrontMatterSlug(text: string): boolean {
  return /\bslug\s*:\s*(?:\w+\.)?(?:data|frontmatter|frontMatter|attributes|matter)\??\.slug\b/.test(text);
}

/**
 * Whether code tests an entry's `draft` (`!post.draft`, `draft === true`, `dev || !draft`, `if (data.draft)`,
 * `.filter((p) => p.draft)`), not merely names it (`draft: false` in an object, `this.draft = params.draft`, a type's
 * `draft?: boolean`). Fixed patterns over the module text; each repetition must consume a '.', so it stays linear.
 */
export function testsDraft(text: string): boolean {
  return DRAFT_TEST.test(text);
}

const DRAFT_TEST = /!\s*(?:[\w$]+\??\.)*draft\b|\bdraft\s*(?:[!=]==?|&&|\|\||\?(?![.:]))|(?:[!=]==?|&&|\|\|)\s*(?:[\w$]+\??\.)*draft\b|\bif\s*\(\s*(?:[\w$]+\??\.)*draft\s*\)|=>\s*(?:[\w$]+\??\.)*draft\b/;

/**
 * Whether a content helper's entries are the files' front matter itself (`.map((name) => matter(read(name)).data)`):
 * an entry's `.slug` is then its front matter `slug`. A fixed pattern over the module text: the call's arguments are
 * read one character or one flat `(…)` group at a time (disjoint first characters, bounded: linear).
 */
export function entriesAreFrontMatter(text: string): boolean {
  return /=>\s*(?:\{\s*return\s+)?matter\s*\((?:[^()]|\([^()]{0,300}\)){0,300}\)\s*\.data\b/.test(text);
}

/**
 * Whether a module throws an error under a condition (`if (!(slug in lookup)) throw new Error('not found')`): an
 * error thrown while loading a page renders the error page instead (https://svelte.dev/docs/kit/errors), so a path
 * its lookup lacks has no page.
 */
export function throwsConditionally(code: ConfigCode): boolean {
  const tree = syntaxOf(code);
  if (!tree) return false;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'IfStatement') continue;
    const branch = syntaxChild(node, 'consequent');
    const first = branch?.type === 'BlockStatement' ? syntaxChildren(branch, 'body')[0] : branch;
    if (first?.type === 'ThrowStatement' && syntaxChild(first, 'argument')?.type === 'NewExpression') return true;
  }
  return false;
}

const READ_CALLS = new Set(['readFileSync', 'readFile']);

/** The param a path expression stands for: `slug`, `params.slug`, `event.params.slug`. */
function paramName(code: ConfigCode, node: SyntaxNode): string | undefined {
  const text = textOfNode(code, node).replace(/\s/g, '');
  return text.length > 100 ? undefined : /^(?:params\.|\w+\.params\.)?(\w+)$/.exec(text)?.[1];
}

/**
 * Markdown files a load reads from disk by a path built from one route param, from the project folder (Node's
 * relative paths start at the working directory, where the build runs): `readFileSync(\`src/posts/${slug}.md\`)`,
 * `readFile(path.join(process.cwd(), 'posts', \`${params.slug}.md\`))`. A missing file throws: no page.
 */
export function paramFileReads(code: ConfigCode): MarkdownImport[] {
  const tree = syntaxOf(code);
  if (!tree) return [];
  const out: MarkdownImport[] = [];
  let budget = 64;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'CallExpression' || !READ_CALLS.has(syntaxName(syntaxChild(node, 'callee')) ?? '') || budget-- <= 0) continue;
    let parts = syntaxChildren(node, 'arguments').slice(0, 1);
    const joined = parts[0]?.type === 'CallExpression' && PATH_CALLS.has(syntaxName(syntaxChild(parts[0], 'callee')) ?? '') ? syntaxChildren(parts[0], 'arguments') : undefined;
    if (joined) parts = joined.filter((a, i) => !(i === 0 && textOfNode(code, a).replace(/\s/g, '') === 'process.cwd()'));
    const last = parts[parts.length - 1];
    const head = parts.slice(0, -1).map((p) => valueOfNode(code, p));
    if (last?.type !== 'TemplateLiteral' || !head.every((h): h is string => typeof h === 'string')) continue;
    const expressions = syntaxChildren(last, 'expressions');
    const quasis = syntaxChildren(last, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '');
    const param = expressions.length === 1 && quasis.length === 2 ? paramName(code, expressions[0]) : undefined;
    if (!param || !MARKDOWN.test(quasis[1])) continue;
    const prefix = [...head, quasis[0]].join('/').replace(/\/{2,}/g, '/');
    const slash = prefix.lastIndexOf('/');
    const dir = resolveWithin('', prefix.slice(0, slash + 1).replace(/^\.?\//, ''));
    if (dir === undefined) continue;
    out.push({ pattern: { dir, before: prefix.slice(slash + 1), param, after: quasis[1], verb: 'reads' } });
  }
  return out;
}

/** `!slug`, `!params.slug`, `!slug?.length`, `slug === undefined`: a test that holds when the param has no value. */
function testsAbsence(test: SyntaxNode, param: string): boolean {
  const n = unwrapSyntax(test);
  const names = (node: SyntaxNode | undefined): boolean => {
    if (!node) return false;
    const x = unwrapSyntax(node.type === 'ChainExpression' ? (syntaxChild(node, 'expression') as SyntaxNode) : node);
    if (x.type === 'Identifier') return x.name === param;
    if (x.type !== 'MemberExpression' || x.computed) return false;
    const prop = syntaxName(x);
    return prop === param || (prop === 'length' && names(syntaxChild(x, 'object')));
  };
  if (n.type === 'UnaryExpression' && n.operator === '!') return names(syntaxChild(n, 'argument'));
  if (n.type === 'BinaryExpression' && (n.operator === '===' || n.operator === '==')) {
    const [a, b] = [syntaxChild(n, 'left'), syntaxChild(n, 'right')];
    const absent = (x: SyntaxNode | undefined) => x !== undefined && ((x.type === 'Identifier' && x.name === 'undefined') || (x.type === 'Literal' && (x.value === null || x.value === 0)));
    return (names(a) && absent(b)) || (names(b) && absent(a));
  }
  return false;
}

/**
 * Whether a page function answers by itself when `param` has no value: an `if` at its top testing the param's absence
 * (`if (!slug) return <Listing />`) whose branch returns something other than a redirect or a 404. An optional
 * catch-all route so written renders its own page at the bare path (a blog index beside the posts).
 */
export function rendersWithoutParam(fn: SyntaxNode, param: string): boolean {
  const body = syntaxChild(fn, 'body');
  if (!body || body.type !== 'BlockStatement') return false;
  for (const stmt of syntaxChildren(body, 'body')) {
    if (stmt.type !== 'IfStatement') continue;
    const test = syntaxChild(stmt, 'test');
    const branch = syntaxChild(stmt, 'consequent');
    if (!test || !branch || !testsAbsence(test, param)) continue;
    const statements = branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch];
    const last = statements[statements.length - 1];
    return last?.type === 'ReturnStatement' && statementsEndIn(statements) === undefined;
  }
  return false;
}

/** Identifiers a read's path may go through before reaching the param (`filePath` → `doc` → `docs.find(…)`). */
const READ_BINDING_DEPTH = 3;
/** A param value no content file is named after: a path that does not change with it does not come from the param. */
const PROBE_VALUE = '\u0000probe';

/**
 * The Markdown file a route's code reads from disk for one set of param values (`readFileSync(path.join(process.cwd(),
 * 'src/content', `${slug}.md`))`, or a literal lookup: `const doc = docs.find((d) => d.id === id)` …
 * `readFile(path.join(process.cwd(), 'docs', doc.filename))`), in the modules given (the route's own and the helpers
 * its page uses). Each read's path is evaluated as a literal with the params bound by name, through the local
 * constants it names; a path that stays the same for another value is not the param's page. Undefined when no read
 * depends on the params or when several different files would be read; `path` is the site path read (it may not
 * exist: the page then fails).
 */
export function paramReadPath(modules: ReadonlyArray<{ code: ConfigCode }>, params: Params): string | undefined {
  const found = new Set<string>();
  for (const { code } of modules) {
    const tree = syntaxOf(code);
    if (!tree || !textOfNode(code, tree).includes('readFile')) continue;
    let budget = 32;
    for (const node of walkSyntax(tree)) {
      if (node.type !== 'CallExpression' || !READ_CALLS.has(syntaxName(syntaxChild(node, 'callee')) ?? '') || budget-- <= 0) continue;
      const arg = syntaxChildren(node, 'arguments')[0];
      if (!arg) continue;
      const path = readPathWith(code, tree, arg, params);
      if (path === undefined) continue;
      const probe = readPathWith(code, tree, arg, Object.fromEntries(Object.keys(params).map((k) => [k, PROBE_VALUE])));
      if (probe === path) continue;
      found.add(path);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** A read's path from the site root with the params bound (undefined when it does not evaluate to a string). */
function readPathWith(code: ConfigCode, tree: SyntaxNode, arg: SyntaxNode, params: Params): string | undefined {
  const vars = new Map<string, ConfigValue>();
  for (const [k, v] of Object.entries(params)) vars.set(k, Array.isArray(v) ? v.join('/') : v);
  vars.set('params', paramsValue(params));
  const bind = (node: SyntaxNode, depth: number): void => {
    for (const n of walkSyntax(node)) {
      const name = n.type === 'Identifier' ? (n.name as string) : undefined;
      if (!name || vars.has(name)) continue;
      const init = uniqueDeclaration(tree, name);
      if (!init) continue;
      if (depth < READ_BINDING_DEPTH) bind(init, depth + 1);
      vars.set(name, valueOfNode(code, init, vars));
    }
  };
  bind(arg, 0);
  let value = valueOfNode(code, arg, vars);
  if (arg.type === 'Identifier' && vars.has(arg.name as string)) value = vars.get(arg.name as string);
  const path = pathValue(value);
  return path === undefined ? undefined : resolveWithin('', path.replace(/^\/+/, ''));
}

/** A stand-in value for a `${…}` part of a fetched path: any one segment text a param route matches. */
const FETCH_PARAM = 'param';

/**
 * The same-site paths a module fetches (`fetch('/api/posts')`, `` fetch(`/projects/${params.slug}.json`) ``), each
 * `${…}` part replaced by a stand-in value, the query dropped: which of the app's own routes its data comes from.
 */
export function fetchedPaths(text: string): string[] {
  const out: string[] = [];
  // `fetch('/api/x')`, or a helper handed the load's fetch (`loadFetchJson(fetch, \`/notes/${path}.json\`)`).
  for (const m of text.slice(0, MAX_FETCH_SCAN).matchAll(/(?:\bfetch\s*\(|\(\s*fetch\s*,)\s*([`'"])(\/[^`'"\n]{0,200})\1/g)) {
    const path = m[2].replace(/\$\{[^}]{0,200}\}/g, FETCH_PARAM).split(/[?#]/)[0];
    if (!path.startsWith('//') && !out.includes(path)) out.push(path);
    if (out.length >= 8) break;
  }
  return out;
}

const MAX_FETCH_SCAN = 200_000;

/**
 * The literal text a function hands the one call its body returns (`return getDoc("index")`, `return await
 * load('about')`, an arrow `() => getDoc('x')`): a page naming its own entry to a helper that reads content.
 */
export function returnedLiteralArg(fn: SyntaxNode, helpers: ReadonlyArray<{ code: ConfigCode }> = []): string | undefined {
  const body = syntaxChild(fn, 'body');
  if (!body) return undefined;
  const returned = body.type === 'BlockStatement' ? syntaxChildren(body, 'body').find((s) => s.type === 'ReturnStatement') : undefined;
  let expr = body.type === 'BlockStatement' ? (returned ? syntaxChild(returned, 'argument') : undefined) : body;
  if (expr?.type === 'AwaitExpression') expr = syntaxChild(expr, 'argument');
  if (!expr || expr.type !== 'CallExpression') return undefined;
  const args = syntaxChildren(expr, 'arguments');
  // No argument: the helper's own default for its first parameter (`getDoc(slug = "index")`) names the entry.
  const first = args.length === 1 ? unwrapSyntax(args[0]) : args.length === 0 ? firstParamDefault(syntaxChild(expr, 'callee'), helpers) : undefined;
  return first?.type === 'Literal' && typeof first.value === 'string' && first.value.length <= 200 ? first.value : undefined;
}

/** The default value of the first parameter of a helper function called by name, found among the modules it may come from. */
function firstParamDefault(callee: SyntaxNode | undefined, helpers: ReadonlyArray<{ code: ConfigCode }>): SyntaxNode | undefined {
  if (callee?.type !== 'Identifier') return undefined;
  const name = syntaxName(callee);
  const found = helpers.map((h) => (name ? exportedFunction(h.code, name) : undefined)).filter((f) => f !== undefined);
  if (found.length !== 1) return undefined;
  const param = syntaxChildren(found[0], 'params')[0];
  return param?.type === 'AssignmentPattern' ? unwrapSyntax(syntaxChild(param, 'right') ?? param) : undefined;
}
