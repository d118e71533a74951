// Pages that only send the browser elsewhere: a component whose effect calls `router.replace('/x')` (or sets
// `window.location`) and renders nothing of its own (null, or a plain link saying where), or that renders a router's
// redirect element alone (`<Redirect to="/docs/" />`). Such a page has no content:
// like a server redirect, it has no source. Read off the syntax tree, never run; a page rendering anything else — a
// component, an expression — is a page.
import type { SiteFiles } from '../../types';
import { type ConfigCode, type SyntaxNode, readCode, readModuleCode, resolveModule, syntaxChild, syntaxChildren, syntaxName, syntaxOf, unwrapSyntax, walkSyntax } from './code';
import { defaultFunction, exportedFunction } from './routeCode';

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);
/** Routers whose redirect element sends the browser on when rendered. */
const ROUTER_PACKAGES = new Set(['@docusaurus/router', 'react-router', 'react-router-dom', '@reach/router']);
const ROUTER_REDIRECTS = new Set(['Redirect', 'Navigate']);
const NAVIGATING_METHODS = new Set(['replace', 'push', 'assign']);
/** Nodes walked per component: a large component is a page, not a redirect stub. */
const MAX_NODES = 2_000;

/** `a.b.c` for a chain of plain names; '' otherwise. */
function chainOf(node: SyntaxNode | undefined): string {
  const n = node ? unwrapSyntax(node) : undefined;
  if (!n) return '';
  if (n.type === 'Identifier') return String(n.name);
  if (n.type !== 'MemberExpression' || n.computed) return '';
  const object = chainOf(syntaxChild(n, 'object'));
  const property = syntaxName(syntaxChild(n, 'property'));
  return object && property ? `${object}.${property}` : '';
}

/**
 * `router.replace(…)`, `router.push(…)`, `location.replace(…)`, `window.location.assign(…)`, `location.href = …`,
 * Gatsby's and Reach Router's `navigate(…)`.
 */
function navigates(node: SyntaxNode): boolean {
  if (node.type === 'CallExpression') {
    const chain = chainOf(syntaxChild(node, 'callee'));
    if (chain === 'navigate') return true;
    const dot = chain.lastIndexOf('.');
    if (dot < 0 || !NAVIGATING_METHODS.has(chain.slice(dot + 1))) return false;
    const owner = chain.slice(0, dot);
    return /(?:^|\.)(?:router|location)$/.test(owner) && !(owner.endsWith('router') && chain.endsWith('.assign'));
  }
  if (node.type === 'AssignmentExpression') return /(?:^|\.)location(?:\.href)?$/.test(chainOf(syntaxChild(node, 'left')));
  return false;
}

/** Whether an effect of the component navigates away. */
function effectNavigates(fn: SyntaxNode): boolean {
  let budget = MAX_NODES;
  for (const node of walkSyntax(fn)) {
    if (budget-- <= 0) return false;
    if (node.type !== 'CallExpression' || !EFFECT_HOOKS.has(syntaxName(syntaxChild(node, 'callee')) ?? '')) continue;
    const callback = syntaxChildren(node, 'arguments')[0];
    if (!callback) continue;
    let inner = MAX_NODES;
    for (const n of walkSyntax(callback)) {
      if (inner-- <= 0) break;
      if (navigates(n)) return true;
    }
  }
  return false;
}

/** What the component returns: an arrow's expression, or its block's last `return`. */
function returned(fn: SyntaxNode): SyntaxNode | undefined {
  const body = syntaxChild(fn, 'body');
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return unwrapSyntax(body);
  const statements = syntaxChildren(body, 'body');
  const last = statements[statements.length - 1];
  if (last?.type !== 'ReturnStatement') return undefined;
  const argument = syntaxChild(last, 'argument');
  return argument ? unwrapSyntax(argument) : undefined;
}

/** A JSX element's tag: its name when a plain identifier (`a`, `RedirectClient`); undefined for `<x.Y>` and others. */
function tagOf(element: SyntaxNode): string | undefined {
  const name = syntaxChild(syntaxChild(element, 'openingElement') as SyntaxNode, 'name');
  return name?.type === 'JSXIdentifier' ? String(name.name) : undefined;
}

/**
 * null, or markup of plain HTML tags and text only (`<a href={to}>Redirecting…</a>`), inside the framework's own page
 * chrome at most (`chrome`: the site layout, head and link components the page imports from the framework):
 * nothing of the page's own.
 */
function plainMarkup(node: SyntaxNode | undefined, chrome: ReadonlySet<string>): boolean {
  if (!node) return true;
  if (node.type === 'Literal') return node.value === null;
  if (node.type !== 'JSXElement' && node.type !== 'JSXFragment') return false;
  let budget = MAX_NODES;
  for (const n of walkSyntax(node)) {
    if (budget-- <= 0) return false;
    if (n.type === 'JSXElement') {
      const tag = tagOf(n);
      if (!tag || !(/^[a-z]/.test(tag) || chrome.has(tag))) return false;
    }
  }
  return true;
}

/** Framework modules whose components are page chrome (layout, head, link), not the page's content. */
const CHROME_MODULES = new Set(['@theme/Layout', '@docusaurus/Head', '@docusaurus/Link', 'next/head', 'next/link']);

/** The local names a module gives the framework's chrome components. */
function chromeNames(code: ConfigCode | undefined): Set<string> {
  const out = new Set<string>();
  const tree = code ? syntaxOf(code) : undefined;
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    const source = stmt.type === 'ImportDeclaration' ? syntaxChild(stmt, 'source')?.value : undefined;
    if (typeof source !== 'string' || !CHROME_MODULES.has(source)) continue;
    for (const spec of syntaxChildren(stmt, 'specifiers')) {
      const local = syntaxChild(spec, 'local')?.name;
      if (typeof local === 'string') out.add(local);
    }
  }
  return out;
}

/** A component that navigates away in an effect and renders nothing of its own. */
function redirectsOnMount(fn: SyntaxNode, code?: ConfigCode): boolean {
  return effectNavigates(fn) && plainMarkup(returned(fn), chromeNames(code));
}

/**
 * Whether a page component only redirects in the browser: it does so itself, or renders nothing but one element of a
 * local component that does (`<RedirectClient to="/x" />`, imported from the site's own module).
 */
export function pageOnlyRedirectsInBrowser(files: SiteFiles, rel: string, code: ConfigCode, page: SyntaxNode): boolean {
  if (redirectsOnMount(page, code)) return true;
  const result = returned(page);
  if (result?.type !== 'JSXElement' || syntaxChildren(result, 'children').some((c) => c.type !== 'JSXText' || String(c.value ?? '').trim() !== '')) return false;
  const tag = tagOf(result);
  if (!tag || !/^[A-Z]/.test(tag)) return false;
  const imported = importOf(code, tag);
  // A router's own redirect element (`<Redirect to="/docs/intro" />` from @docusaurus/router, `<Navigate to=… />`).
  if (imported && ROUTER_PACKAGES.has(imported.source) && ROUTER_REDIRECTS.has(imported.name === 'default' ? tag : imported.name)) return true;
  const target = imported ? resolveModule(files, rel, imported.source) : undefined;
  const module = target && /\.(?:[cm]?[jt]sx?)$/.test(target) ? readModuleCode(files, target) : undefined;
  if (!module || !imported) return false;
  const component = imported.name === 'default' ? defaultFunction(module) : exportedFunction(module, imported.name);
  return component !== undefined && redirectsOnMount(component, module);
}

/** Where a module imports a local name from, and under which exported name ('default' for a default import). */
function importOf(code: ConfigCode, local: string): { source: string; name: string } | undefined {
  const tree = syntaxOf(code);
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    const source = stmt.type === 'ImportDeclaration' ? syntaxChild(stmt, 'source')?.value : undefined;
    if (typeof source !== 'string') continue;
    for (const spec of syntaxChildren(stmt, 'specifiers')) {
      if (syntaxChild(spec, 'local')?.name !== local) continue;
      return { source, name: spec.type === 'ImportSpecifier' ? syntaxName(syntaxChild(spec, 'imported')) ?? local : 'default' };
    }
  }
  return undefined;
}

/** Characters of a Markdown page read for a redirect: a stub is a few lines. */
const MAX_STUB_CHARS = 8_000;
/** Text lines a stub may show while it redirects ("Resolving legacy link…"). */
const MAX_STUB_LINES = 2;

/**
 * A Markdown page (VitePress: Markdown with Vue's `<script setup>`, https://vitepress.dev/guide/using-vue) that only
 * sends the browser on: beside its front matter, one or two short lines of text at most, and a script that navigates
 * (`go(…)` from useRouter, `router.go(…)`, `location.replace(…)`, `location.href = …`) on every path it takes in the
 * browser. Such a page has no content of its own: like a server redirect, it has no source.
 */
export function markdownOnlyRedirects(body: string): boolean {
  if (body.length > MAX_STUB_CHARS || !body.includes('<script')) return false;
  let text = '';
  const scripts: string[] = [];
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('<script', at);
    if (open < 0) break;
    const tagEnd = body.indexOf('>', open);
    const close = tagEnd < 0 ? -1 : body.indexOf('</script>', tagEnd);
    if (close < 0) return false;
    text += body.slice(at, open);
    scripts.push(body.slice(tagEnd + 1, close));
    at = close + '</script>'.length;
  }
  text += body.slice(at);
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length > MAX_STUB_LINES || lines.some((l) => l.length > 120 || l.startsWith('#') || l.includes('<') || l.includes('{{'))) return false;
  return scripts.some((script) => {
    const tree = syntaxOf(readCode(script));
    return tree !== undefined && everyPathNavigates(syntaxChildren(tree, 'body'), MAX_NODES);
  });
}

/** `go(…)` (VitePress' useRouter), `router.go(…)`, and the navigations `navigates` reads. */
function navigatesInPage(node: SyntaxNode): boolean {
  if (node.type === 'CallExpression') {
    const chain = chainOf(syntaxChild(node, 'callee'));
    if (chain === 'go' || /(?:^|\.)router\.go$/.test(chain)) return true;
  }
  return navigates(node);
}

/** `typeof window !== 'undefined'`, `inBrowser`, `!import.meta.env.SSR`: a test true in every browser. */
function browserTest(test: SyntaxNode | undefined): boolean {
  const n = test ? unwrapSyntax(test) : undefined;
  if (!n) return false;
  if (n.type === 'Identifier') return n.name === 'inBrowser';
  if (n.type === 'UnaryExpression' && n.operator === '!') return chainOf(syntaxChild(n, 'argument')) === 'import.meta.env.SSR';
  if (n.type !== 'BinaryExpression' || (n.operator !== '!==' && n.operator !== '!=')) return false;
  const [a, b] = [unwrapSyntax(syntaxChild(n, 'left') as SyntaxNode), unwrapSyntax(syntaxChild(n, 'right') as SyntaxNode)];
  const typeofWindow = (x: SyntaxNode): boolean => x.type === 'UnaryExpression' && x.operator === 'typeof' && chainOf(syntaxChild(x, 'argument')) === 'window';
  const undefinedText = (x: SyntaxNode): boolean => x.type === 'Literal' && x.value === 'undefined';
  return (typeofWindow(a) && undefinedText(b)) || (typeofWindow(b) && undefinedText(a));
}

/** Whether the statements navigate on every path (a browser guard taken, both branches of any other `if`). */
function everyPathNavigates(statements: readonly SyntaxNode[], budget: number): boolean {
  if (budget <= 0) return false;
  for (const stmt of statements) {
    const block = (node: SyntaxNode | undefined): boolean =>
      node !== undefined && everyPathNavigates(node.type === 'BlockStatement' ? syntaxChildren(node, 'body') : [node], budget - statements.length);
    if (stmt.type === 'ExpressionStatement') {
      const expr = unwrapSyntax(syntaxChild(stmt, 'expression') as SyntaxNode);
      if (navigatesInPage(expr)) return true;
      // `onMounted(() => { go('/x') })`
      if (expr.type === 'CallExpression' && syntaxName(syntaxChild(expr, 'callee')) === 'onMounted') {
        const callback = syntaxChildren(expr, 'arguments')[0];
        const body = callback ? syntaxChild(unwrapSyntax(callback), 'body') : undefined;
        if (body && (body.type === 'BlockStatement' ? block(body) : navigatesInPage(unwrapSyntax(body)))) return true;
      }
      continue;
    }
    if (stmt.type === 'IfStatement') {
      const alternate = syntaxChild(stmt, 'alternate');
      if (alternate ? block(syntaxChild(stmt, 'consequent')) && block(alternate) : browserTest(syntaxChild(stmt, 'test')) && block(syntaxChild(stmt, 'consequent'))) return true;
      continue;
    }
    if (stmt.type === 'ReturnStatement') return false;
  }
  return false;
}
