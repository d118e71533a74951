// A site's own shortcodes that write a whole redirect page (`eleventyConfig.addShortcode('redirectTo', (to) => \`<meta
// http-equiv="refresh" content="0; url=${to}">…\`)`, 11ty.dev/docs/shortcodes/): a template holding only that shortcode
// writes a page that sends the browser on. The function is read, never run: its returned template literal, with each
// `${…}` read as text, must be nothing but a refresh page.
import { type ConfigCode, FunctionValue, type SyntaxNode, syntaxChild, syntaxChildren, textOfNode, unwrapSyntax } from './kit/code';
import { onlyMetaRefresh } from './kit/metaRefresh';

const SHORTCODE_CALLS = ['addShortcode', 'addNunjucksShortcode', 'addLiquidShortcode'];
const MAX_SOURCE = 20_000;

/** Names of the config's shortcodes whose output is only a refresh to another page. */
export function refreshShortcodes(modules: ReadonlyArray<{ code: ConfigCode }>): Set<string> {
  const out = new Set<string>();
  for (const { code } of modules) {
    for (const name of SHORTCODE_CALLS) {
      for (const [shortcode, fn] of code.calls(name)) {
        if (typeof shortcode !== 'string' || !(fn instanceof FunctionValue)) continue;
        const text = returnedTemplate(fn);
        if (text !== undefined && onlyMetaRefresh(text)) out.add(shortcode);
      }
    }
  }
  return out;
}

/** The literal text of the template literal a function returns (its `${…}` parts as plain text); undefined otherwise. */
function returnedTemplate(fn: FunctionValue): string | undefined {
  const node = fn.node as unknown as SyntaxNode;
  const body = syntaxChild(node, 'body');
  let returned: SyntaxNode | undefined;
  if (body?.type === 'BlockStatement') {
    const statements = syntaxChildren(body, 'body');
    const only = statements.length === 1 ? statements[0] : undefined;
    returned = only?.type === 'ReturnStatement' ? syntaxChild(only, 'argument') : undefined;
  } else returned = body;
  const literal = returned ? unwrapSyntax(returned) : undefined;
  if (literal?.type !== 'TemplateLiteral') return undefined;
  const source = textOfNode(fn.module, literal);
  if (source.length > MAX_SOURCE) return undefined;
  return syntaxChildren(literal, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '').join('x');
}

/** Whether a template body is one call of one of these shortcodes (`{%- redirectTo "/posts/" -%}`), nothing else. */
export function onlyShortcode(body: string, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  const m = /^\s*\{%-?\s*([A-Za-z_$][\w$]*)\b[^%]{0,500}-?%\}\s*$/.exec(body.length > 2000 ? '' : body);
  return m !== null && names.has(m[1]);
}
