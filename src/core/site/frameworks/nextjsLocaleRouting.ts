// How a Next.js app router site whose pages sit under a top-level locale segment (`app/[locale]/…`) is reached from
// URLs without a locale: the middleware (proxy) decides (https://nextjs.org/docs/app/guides/internationalization:
// "use middleware to rewrite or redirect the request to the locale"). Read off the middleware module and the local
// modules it imports, never run: the statement that prefixes the path with a locale (`/${locale}${pathname}`) and
// the response it returns (`NextResponse.rewrite` or `NextResponse.redirect`), the default locale when that prefix
// is a literal, and whether the default locale's own prefix is redirected away.
import type { SiteFiles } from '../types';
import { type ConfigCode, type SyntaxNode, syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, unwrapSyntax, valueOfNode, walkSyntax } from './kit/code';
import { localImports, routeModule, statementsEndIn } from './kit/routeCode';

export interface LocalePrefixRouting {
  /** What the middleware does with a path whose first segment is no locale. */
  unprefixed: 'rewrite' | 'redirect';
  /** The locale a rewrite prefixes (a literal in the code); undefined when computed (the visitor's language). */
  defaultLocale?: string;
  /** `/<default>/…` is redirected to the path without it (the default locale is served unprefixed). */
  defaultPrefixRedirects: boolean;
  /** Every locale's prefix is redirected away (no URL shows a locale). */
  everyPrefixRedirects?: boolean;
  /** The middleware file, for reasons. */
  origin: string;
}

/** Nodes looked at per module: a huge middleware is left unread rather than walked for long. */
const MAX_NODES = 20_000;
/** Locale-prefixed paths looked at per module (each is matched against the module's blocks). */
const MAX_PREFIXES = 20;
/** Longest `if` test read as text. */
const MAX_TEST_CHARS = 400;

/** `pathname`, `url.pathname`, `request.nextUrl.pathname`. */
function isPathname(node: SyntaxNode | undefined): boolean {
  if (!node) return false;
  const n = unwrapSyntax(node);
  if (n.type === 'Identifier') return n.name === 'pathname';
  return n.type === 'MemberExpression' && !n.computed && syntaxName(n) === 'pathname';
}

/**
 * `` `/${locale}${pathname}` `` (or, as in Next.js' i18n example, `` `/${locale}${pathname.startsWith('/') ? '' :
 * '/'}${pathname}` ``): the expression of the locale it prefixes, else undefined.
 */
function localePrefixOf(node: SyntaxNode): SyntaxNode | undefined {
  if (node.type !== 'TemplateLiteral') return undefined;
  const quasis = syntaxChildren(node, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '');
  const exprs = syntaxChildren(node, 'expressions');
  if (exprs.length < 2 || exprs.length > 3 || quasis[0] !== '/' || quasis.slice(1).some((q) => q !== '')) return undefined;
  if (exprs.length === 3 && unwrapSyntax(exprs[1]).type !== 'ConditionalExpression') return undefined;
  return isPathname(exprs[exprs.length - 1]) ? exprs[0] : undefined;
}

/** The response a statement list returns last: `return NextResponse.rewrite(…)` / `.redirect(…)`. */
function responseOf(statements: readonly SyntaxNode[]): 'rewrite' | 'redirect' | undefined {
  for (let i = statements.length - 1; i >= 0; i--) {
    const s = statements[i];
    if (s.type !== 'ReturnStatement') continue;
    const arg = syntaxChild(s, 'argument');
    const call = arg ? unwrapSyntax(arg) : undefined;
    if (call?.type !== 'CallExpression') return undefined;
    const name = syntaxName(syntaxChild(call, 'callee'));
    return name === 'rewrite' || name === 'redirect' ? name : undefined;
  }
  return undefined;
}

function span(node: SyntaxNode): [number, number] {
  return [Number(node.start), Number(node.end)];
}

/** The locale-prefix routing of one module, when it holds it. */
function readModule(code: ConfigCode, origin: string): LocalePrefixRouting | undefined {
  const tree = syntaxOf(code);
  if (!tree) return undefined;
  const blocks: SyntaxNode[] = [];
  const prefixes: SyntaxNode[] = [];
  const ifs: SyntaxNode[] = [];
  let budget = MAX_NODES;
  for (const node of walkSyntax(tree)) {
    if (budget-- <= 0) return undefined;
    if (node.type === 'BlockStatement') blocks.push(node);
    else if (node.type === 'IfStatement') ifs.push(node);
    else if (node.type === 'TemplateLiteral' && prefixes.length < MAX_PREFIXES && localePrefixOf(node)) prefixes.push(node);
  }
  for (const prefix of prefixes) {
    const [from, to] = span(prefix);
    // The innermost block holding the prefixed path decides what happens to it.
    let inner: SyntaxNode | undefined;
    for (const b of blocks) {
      const [s, e] = span(b);
      if (s <= from && to <= e && (!inner || s >= span(inner)[0])) inner = b;
    }
    const action = inner ? responseOf(syntaxChildren(inner, 'body')) : undefined;
    if (!action) continue;
    const localeNode = localePrefixOf(prefix) as SyntaxNode;
    const value = valueOfNode(code, localeNode);
    const defaultLocale = typeof value === 'string' && value && !value.includes('/') ? value : undefined;
    if (action === 'rewrite' && !defaultLocale) continue;
    // `if (pathname.startsWith(`/${defaultLocale}/`) …) return NextResponse.redirect(…)`: the same locale expression
    // tested against the path, in a branch that always redirects.
    const localeText = textOfNode(code, localeNode);
    const defaultPrefixRedirects = !!defaultLocale && ifs.some((node) => {
      const test = syntaxChild(node, 'test');
      const branch = syntaxChild(node, 'consequent');
      if (!test || !branch) return false;
      const [from, to] = span(test);
      if (!(to - from <= MAX_TEST_CHARS)) return false;
      const text = textOfNode(code, test);
      if (!text.includes('pathname') || !text.includes(localeText)) return false;
      const statements = branch.type === 'BlockStatement' ? syntaxChildren(branch, 'body') : [branch];
      return statementsEndIn(statements) === 'redirect' || responseOf(statements) === 'redirect';
    });
    return { unprefixed: action, ...(defaultLocale ? { defaultLocale } : {}), defaultPrefixRedirects, origin };
  }
  return undefined;
}

/** The locale-prefix routing of the first middleware file present, read with the local modules it imports. */
export function localePrefixRouting(files: SiteFiles, middlewareFiles: readonly string[]): LocalePrefixRouting | undefined {
  const rel = middlewareFiles.find((f) => files.has(f));
  if (!rel) return undefined;
  for (const module of [rel, ...localImports(files, rel)]) {
    const code = routeModule(files, module);
    const found = code ? readModule(code, rel) : undefined;
    if (found) return found;
  }
  return undefined;
}
