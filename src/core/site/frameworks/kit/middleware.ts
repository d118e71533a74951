// Redirects made by request code (Next.js middleware/proxy, SvelteKit hooks.server, edge functions) for fixed paths:
// `if (pathname === '/x') return NextResponse.redirect(…)`, `if (url.pathname.startsWith('/old')) redirect(301, …)`.
// Read off the syntax tree; a condition that is not a plain test of the path (a cookie, a header, a regex) is left
// out, so only redirects that happen for every request to the path become rules.
import { makeRule } from '../../redirectRules';
import { compilePathPattern, matchPathPattern, urlSegments, type PathPattern } from '../../match/pathPattern';
import type { RedirectRule, SiteFiles } from '../../types';
import { type ConfigCode, type ConfigValue, type SyntaxNode, codeStrings, isConfigObject, syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, unwrapSyntax, valueOfNode, walkSyntax } from './code';
import { assignsRedirect, defaultFunction, exportedFunction, routeModule, statementsEndIn, topLevelDeclarators } from './routeCode';

interface PathTest {
  kind: 'exact' | 'prefix';
  path: string;
}

/** `pathname`, `url.pathname`, `request.nextUrl.pathname`, `event.url.pathname`. */
function isPathname(code: ConfigCode, node: SyntaxNode | undefined): boolean {
  if (!node) return false;
  const n = unwrapSyntax(node);
  if (n.type === 'Identifier') return n.name === 'pathname';
  return n.type === 'MemberExpression' && !n.computed && syntaxName(n) === 'pathname' && textOfNode(code, n).length < 80;
}

function stringLiteral(node: SyntaxNode | undefined): string | undefined {
  const n = node ? unwrapSyntax(node) : undefined;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && syntaxChildren(n, 'expressions').length === 0) {
    return syntaxChildren(n, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '').join('');
  }
  return undefined;
}

/** The paths an `if` test holds for, when it tests nothing but the path; undefined otherwise. */
function pathTests(code: ConfigCode, test: SyntaxNode): PathTest[] | undefined {
  const n = unwrapSyntax(test);
  if (n.type === 'LogicalExpression' && n.operator === '||') {
    const left = pathTests(code, syntaxChild(n, 'left') as SyntaxNode);
    const right = pathTests(code, syntaxChild(n, 'right') as SyntaxNode);
    return left && right ? [...left, ...right] : undefined;
  }
  if (n.type === 'BinaryExpression' && (n.operator === '===' || n.operator === '==')) {
    const [a, b] = [syntaxChild(n, 'left'), syntaxChild(n, 'right')];
    const path = isPathname(code, a) ? stringLiteral(b) : isPathname(code, b) ? stringLiteral(a) : undefined;
    return path?.startsWith('/') ? [{ kind: 'exact', path }] : undefined;
  }
  if (n.type === 'CallExpression') {
    const callee = syntaxChild(n, 'callee');
    const path = stringLiteral(syntaxChildren(n, 'arguments')[0]);
    if (callee?.type === 'MemberExpression' && syntaxName(callee) === 'startsWith' && isPathname(code, syntaxChild(callee, 'object')) && path?.startsWith('/')) {
      return [{ kind: 'prefix', path }];
    }
  }
  return undefined;
}

/** The literal sources of `export const config = { matcher: … }` (one string or a list of strings), if any. */
function matcherSources(code: ConfigCode): string[] | undefined {
  const config = code.named('config');
  const raw = config && typeof config === 'object' && !Array.isArray(config) && 'matcher' in config ? (config as { matcher: unknown }).matcher : undefined;
  const list = typeof raw === 'string' ? [raw] : codeStrings(raw as never);
  return list && list.length > 0 ? list : undefined;
}

/** `export const config = { matcher: [...] }`: the paths the middleware runs on (all when absent or unreadable). */
function matcherTest(code: ConfigCode): (path: string) => boolean {
  const list = matcherSources(code);
  if (!list) return () => true;
  const patterns: PathPattern[] = [];
  for (const source of list) {
    const compiled = compilePathPattern(source, { star: 'rest' });
    // A matcher this cannot read (a regex with lookahead) may well run anywhere.
    if (!compiled.ok) return () => true;
    patterns.push(compiled.pattern);
  }
  return (path) => patterns.some((p) => matchPathPattern(p, urlSegments(path)) !== undefined);
}

/** The destination a redirect call names when it is a literal; otherwise a description. */
function destinationOf(code: ConfigCode, block: SyntaxNode): string {
  for (const node of walkSyntax(block)) {
    if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'redirect') continue;
    for (const arg of syntaxChildren(node, 'arguments')) {
      const literal = stringLiteral(arg);
      if (literal !== undefined) return literal;
    }
    return `a path ${textOfNode(code, node).length > 0 ? 'its code computes' : ''}`.trim();
  }
  return 'a path its code computes';
}

interface PathBranch {
  tests: PathTest[];
  branch: SyntaxNode;
  statements: SyntaxNode[];
}

/** A request handler module's `if` statements that test only the path (at most 200 looked at), and its matcher. */
function pathBranches(files: SiteFiles, rel: string): { code: ConfigCode; runsOn: (path: string) => boolean; branches: PathBranch[] } | undefined {
  const code = routeModule(files, rel);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return undefined;
  const branches: PathBranch[] = [];
  let budget = 200;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'IfStatement' || budget-- <= 0) continue;
    const test = syntaxChild(node, 'test');
    const branch = syntaxChild(node, 'consequent');
    if (!test || !branch) continue;
    const tests = pathTests(code, test);
    if (tests) branches.push({ tests, branch, statements: branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch] });
  }
  return { code, runsOn: matcherTest(code), branches };
}

/**
 * Redirect rules of a request handler module: every `if` that tests only the path (`===`, `startsWith`, `||` of
 * those) and whose branch always ends in a redirect. A `matcher` config limits where Next.js middleware runs.
 */
export function middlewareRedirects(files: SiteFiles, rel: string): RedirectRule[] {
  const out: RedirectRule[] = [];
  const read = pathBranches(files, rel);
  if (!read) return out;
  const { code, runsOn } = read;
  out.push(...matcherRedirects(code, rel));
  const tree = syntaxOf(code);
  if (tree) out.push(...listLookupRedirects(code, rel, tree).filter((rule) => runsOn(rule.source)));
  for (const { tests, statements, branch } of read.branches) {
    if (statementsEndIn(statements) !== 'redirect') continue;
    const destination = destinationOf(code, branch);
    for (const t of tests) {
      if (!runsOn(t.path)) continue;
      const sources = t.kind === 'exact' ? [t.path] : t.path.endsWith('/') ? [`${t.path}:rest*`] : [t.path, `${t.path}/:rest*`];
      for (const source of sources) {
        const rule = makeRule(escapeLiteralPath(source), destination, 307, rel);
        if (rule) out.push(rule);
      }
    }
  }
  return out;
}

/** Properties an entry of a redirect list names its destination by. */
const DESTINATION_KEYS = ['destination', 'to', 'target', 'redirect', 'location', 'url', 'newPath', 'new'];
/** Entries of one redirect list turned into rules. */
const MAX_LIST_RULES = 2_000;

/**
 * Redirects a handler looks up in a literal list: `const hit = redirects.find((r) => event.url.pathname ===
 * r.source)` (the list imported from the site's own module), then `if (hit) { … a 3xx response … }`. Each entry's
 * source is a redirect to its destination. A lookup keyed by anything but the request's path, or a list that does
 * not evaluate to literal entries, gives nothing.
 */
function listLookupRedirects(code: ConfigCode, rel: string, tree: SyntaxNode): RedirectRule[] {
  const lookups = new Map<string, { sources: Array<{ source: string; destination: string }> }>();
  let budget = 20_000;
  for (const node of walkSyntax(tree)) {
    if (budget-- <= 0) break;
    if (node.type !== 'VariableDeclarator') continue;
    const id = syntaxChild(node, 'id');
    const init = syntaxChild(node, 'init');
    const call = init ? unwrapSyntax(init) : undefined;
    if (id?.type !== 'Identifier' || call?.type !== 'CallExpression') continue;
    const callee = syntaxChild(call, 'callee');
    if (callee?.type !== 'MemberExpression' || syntaxName(callee) !== 'find') continue;
    const key = pathKeyOf(code, syntaxChildren(call, 'arguments')[0]);
    if (!key) continue;
    const list = valueOfNode(code, syntaxChild(callee, 'object') as SyntaxNode);
    if (!Array.isArray(list)) continue;
    const sources: Array<{ source: string; destination: string }> = [];
    for (const entry of list.slice(0, MAX_LIST_RULES)) {
      if (!isConfigObject(entry) || typeof entry[key] !== 'string') continue;
      const destKey = DESTINATION_KEYS.find((k) => k !== key && typeof entry[k] === 'string');
      sources.push({ source: entry[key] as string, destination: destKey ? (entry[destKey] as string) : 'a path its code computes' });
    }
    if (sources.length) lookups.set(String(id.name), { sources });
  }
  if (!lookups.size) return [];
  const out: RedirectRule[] = [];
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'IfStatement') continue;
    const test = unwrapSyntax(syntaxChild(node, 'test') as SyntaxNode);
    const found = test.type === 'Identifier' ? lookups.get(String(test.name)) : undefined;
    const branch = syntaxChild(node, 'consequent');
    if (!found || !branch) continue;
    const statements = branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch];
    if (statementsEndIn(statements) !== 'redirect' && !assignsRedirect(statements)) continue;
    for (const { source, destination } of found.sources) {
      if (!source.startsWith('/')) continue;
      const rule = makeRule(escapeLiteralPath(source), destination, 301, rel);
      if (rule) out.push(rule);
    }
  }
  return out;
}

/** `(item) => event.url.pathname === item.source` (either side): the entry's key compared with the request's path. */
function pathKeyOf(code: ConfigCode, fn: SyntaxNode | undefined): string | undefined {
  const f = fn ? unwrapSyntax(fn) : undefined;
  if (f?.type !== 'ArrowFunctionExpression' && f?.type !== 'FunctionExpression') return undefined;
  const param = syntaxChildren(f, 'params')[0];
  let body = syntaxChild(f, 'body');
  if (body?.type === 'BlockStatement') {
    const only = syntaxChildren(body, 'body');
    body = only.length === 1 && only[0].type === 'ReturnStatement' ? syntaxChild(only[0], 'argument') : undefined;
  }
  const test = body ? unwrapSyntax(body) : undefined;
  if (param?.type !== 'Identifier' || test?.type !== 'BinaryExpression' || (test.operator !== '===' && test.operator !== '==')) return undefined;
  const [a, b] = [syntaxChild(test, 'left'), syntaxChild(test, 'right')];
  const member = isPathname(code, a) ? b : isPathname(code, b) ? a : undefined;
  const m = member ? unwrapSyntax(member) : undefined;
  if (m?.type !== 'MemberExpression' || m.computed) return undefined;
  const object = syntaxChild(m, 'object');
  return object?.type === 'Identifier' && object.name === param.name ? syntaxName(m) : undefined;
}

/**
 * Next.js middleware (or `proxy`) whose handler always redirects, limited by a matcher of plain paths
 * (`matcher: '/blog/latest'`): each of those paths is a redirect
 * (https://nextjs.org/docs/app/building-your-application/routing/middleware#matcher). A matcher with params,
 * wildcards or regex groups is left out: which paths it names is not a list.
 */
function matcherRedirects(code: ConfigCode, rel: string): RedirectRule[] {
  const sources = matcherSources(code);
  if (!sources || sources.some((source) => !/^\/[\w./-]*$/.test(source))) return [];
  const handler = exportedFunction(code, 'middleware') ?? exportedFunction(code, 'proxy') ?? defaultFunction(code);
  const body = handler ? syntaxChild(handler, 'body') : undefined;
  if (body?.type !== 'BlockStatement' || statementsEndIn(syntaxChildren(body, 'body')) !== 'redirect') return [];
  const destination = destinationOf(code, body);
  return sources.flatMap((source) => makeRule(escapeLiteralPath(source), destination, 307, rel) ?? []);
}

/** A request handler's rewrite of fixed paths: the path is served by the route of `destination`. */
export interface FixedRewrite {
  pattern: PathPattern;
  /** A site path ('/home'), or a URL on another origin. */
  destination: string;
  origin: string;
}

/** The literal path or URL a `rewrite(…)` call in a branch names (`'/x'`, `new URL('/x', request.url)`). */
function rewriteTarget(block: SyntaxNode): string | undefined {
  for (const node of walkSyntax(block)) {
    if (node.type !== 'CallExpression' || syntaxName(syntaxChild(node, 'callee')) !== 'rewrite') continue;
    const arg = syntaxChildren(node, 'arguments')[0];
    const inner = arg ? unwrapSyntax(arg) : undefined;
    const literal = stringLiteral(inner?.type === 'NewExpression' && syntaxName(syntaxChild(inner, 'callee')) === 'URL' ? syntaxChildren(inner, 'arguments')[0] : inner);
    return literal !== undefined && (literal.startsWith('/') || /^https?:\/\//i.test(literal)) ? literal : undefined;
  }
  return undefined;
}

/**
 * Rewrites of a request handler module for fixed paths: every `if` that tests only the path (as for redirects) and
 * whose branch returns `NextResponse.rewrite(…)` to a literal path or URL, within its `matcher`. Next.js runs
 * middleware before the file-system routes (https://nextjs.org/docs/app/building-your-application/routing/middleware#execution-order).
 */
export function middlewareRewrites(files: SiteFiles, rel: string): FixedRewrite[] {
  const out: FixedRewrite[] = [];
  const read = pathBranches(files, rel);
  if (!read) return out;
  const { runsOn } = read;
  for (const { tests, statements } of read.branches) {
    const last = statements[statements.length - 1];
    const returned = last?.type === 'ReturnStatement' ? syntaxChild(last, 'argument') : undefined;
    const call = returned ? unwrapSyntax(returned) : undefined;
    if (call?.type !== 'CallExpression' || syntaxName(syntaxChild(call, 'callee')) !== 'rewrite') continue;
    const destination = rewriteTarget(call);
    if (destination === undefined) continue;
    for (const t of tests) {
      // A prefix test rewrites a whole section: only exact paths are followed.
      if (t.kind !== 'exact' || !runsOn(t.path)) continue;
      const compiled = compilePathPattern(escapeLiteralPath(t.path), { star: 'rest' });
      if (compiled.ok) out.push({ pattern: compiled.pattern, destination, origin: rel });
    }
  }
  return out;
}

/** Where a middleware sends every path: `/<prefix…>/<one computed segment><the request's path>`. */
export interface PrefixRewrite {
  /** The literal segments before the computed one (`['sites']`; empty for `/${hostname}${path}`). */
  prefix: string[];
  origin: string;
}

/**
 * A request handler that rewrites every path into a tree under one computed segment, the multi-tenant shape
 * (`NextResponse.rewrite(new URL(\`/${hostname}${path}\`, req.url))`, `url.pathname = \`/sites/${slug}${url.pathname}\``):
 * a template literal of literal segments, one expression, then the pathname, in a module that calls `rewrite`.
 * Vercel's Platforms template routes a host this way (https://vercel.com/guides/nextjs-multi-tenant-application).
 */
export function middlewarePrefixRewrite(files: SiteFiles, rel: string): PrefixRewrite | undefined {
  const code = routeModule(files, rel);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree || !/\brewrite\s*\(/.test(textOfNode(code, tree))) return undefined;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'TemplateLiteral') continue;
    const quasis = syntaxChildren(node, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '');
    const expressions = syntaxChildren(node, 'expressions');
    if (expressions.length !== 2 || quasis.length !== 3 || quasis[1] !== '' || quasis[2] !== '') continue;
    if (!/^\/(?:[\w-]+\/)*$/.test(quasis[0]) || !pathLike(code, expressions[1])) continue;
    // `/${locale}${pathname}` is a locale middleware's rewrite, not a tenant's: with no literal prefix, only a value
    // named for the host or tenant counts (`/${hostname}${path}`).
    const computed = textOfNode(code, expressions[0]);
    const prefix = quasis[0].split('/').filter(Boolean);
    if (/locale|lang/i.test(computed) || (prefix.length === 0 && !/host|domain|tenant|subdomain|site/i.test(computed))) continue;
    return { prefix, origin: rel };
  }
  return undefined;
}

/** The request's path: `pathname`, `x.pathname`, or a name declared from one (`const path = url.pathname`). */
function pathLike(code: ConfigCode, node: SyntaxNode): boolean {
  if (isPathname(code, node)) return true;
  const n = unwrapSyntax(node);
  return n.type === 'Identifier' && /^(?:path|pathname|urlPath|requestPath)$/i.test(n.name as string);
}

/** A literal path as a pattern: characters the pattern syntax reads (`(`, `*`, `:` not before a name) escaped. */
function escapeLiteralPath(source: string): string {
  const rest = source.endsWith('/:rest*') ? '/:rest*' : source.endsWith(':rest*') ? ':rest*' : '';
  const literal = rest ? source.slice(0, -rest.length) : source;
  let out = '';
  for (const c of literal) out += '()[]*?:+\\'.includes(c) ? `\\${c}` : c;
  return out + rest;
}

/**
 * SvelteKit hooks and similar code that redirects every path ending in '/' (but '/'): `if (pathname !== '/' &&
 * pathname.endsWith('/')) redirect(…)`.
 */
export function redirectsTrailingSlash(files: SiteFiles, rel: string): boolean {
  const code = routeModule(files, rel);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return false;
  for (const node of walkSyntax(tree)) {
    if (node.type !== 'IfStatement') continue;
    const test = syntaxChild(node, 'test');
    const branch = syntaxChild(node, 'consequent');
    if (!test || !branch) continue;
    const text = textOfNode(code, test).replace(/\s/g, '');
    if (text.length > 120 || !text.includes('pathname') || text.includes('||') || !/\.endsWith\((['"`])\/\1\)/.test(text)) continue;
    const statements = branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch];
    if (statementsEndIn(statements) === 'redirect') return true;
  }
  return false;
}

/** A worker's redirect table entry: `['/old', '/new', 301]` or `{ source|from, destination|to, status }`. */
function tableRule(value: ConfigValue, origin: string): RedirectRule | undefined {
  let source: unknown;
  let destination: unknown;
  let status: unknown;
  if (Array.isArray(value)) [source, destination, status] = value;
  else if (isConfigObject(value)) {
    source = value.source ?? value.from ?? value.pattern ?? value.path;
    destination = value.destination ?? value.to ?? value.target ?? value.dest;
    status = value.status ?? value.statusCode ?? value.code;
  } else return undefined;
  if (typeof source !== 'string' || !source.startsWith('/') || typeof destination !== 'string') return undefined;
  const code = typeof status === 'number' && status >= 300 && status < 400 ? status : 302;
  // URLPattern's optional trailing slash `{/}?` changes nothing on normalized paths.
  return makeRule(source.endsWith('{/}?') ? source.slice(0, -4) || '/' : source, destination, code, origin);
}

/**
 * Redirects of a worker script (Cloudflare Workers, Pages `_worker.js` and Functions middleware): the literal redirect
 * tables it holds (arrays of `[source, destination, status]` tuples or `{ source, destination }` objects) when it
 * answers with `Response.redirect`, and the fixed-path `if` redirects read by middlewareRedirects.
 */
export function workerRedirects(files: SiteFiles, rel: string): RedirectRule[] {
  const code = routeModule(files, rel);
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return [];
  let redirects = false;
  for (const node of walkSyntax(tree)) {
    if (node.type === 'CallExpression' && syntaxName(syntaxChild(node, 'callee')) === 'redirect') {
      redirects = true;
      break;
    }
  }
  if (!redirects) return [];
  const out: RedirectRule[] = [];
  for (const d of topLevelDeclarators(tree)) {
    const init = syntaxChild(d, 'init');
    const value = init?.type === 'ArrayExpression' || init?.type === 'ObjectExpression' ? valueOfNode(code, init) : undefined;
    const entries = Array.isArray(value) ? value : isConfigObject(value) ? Object.entries(value).map(([s, v]) => (typeof v === 'string' ? [s, v] : isConfigObject(v) ? { source: s, ...v } : undefined)) : [];
    for (const entry of entries.slice(0, MAX_TABLE)) {
      const rule = entry === undefined ? undefined : tableRule(entry as ConfigValue, rel);
      if (rule) out.push(rule);
    }
  }
  return [...out, ...middlewareRedirects(files, rel)];
}

const MAX_TABLE = 10_000;
