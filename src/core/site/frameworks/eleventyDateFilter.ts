// Date filters in Eleventy permalinks (`/{{ page.date | slugDate }}/{{ page.fileSlug }}/`). A site's own filter
// (`eleventyConfig.addFilter('slugDate', d => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y/MM'))`, the Luxon
// idiom of Eleventy's own starter, 11ty.dev/docs/dates/#dates-off-by-one-day) is applied when it returns one Luxon
// `toFormat` (or `toISODate()`) of its date, with a literal format or the filter's own format argument. Liquid's
// built-in `date` filter (strftime, liquidjs.com/filters/date) serves where the config defines no `date` of its own.
// The config's code is read, never run; any other filter leaves the part unknown.
import { type ConfigCode, FunctionValue, type SyntaxNode, syntaxChild, syntaxChildren, syntaxName, unwrapSyntax, walkSyntax } from './kit/code';
import { type DateParts } from './kit/dates';
import { luxonFormat, strftime } from './kit/dateFormats';

/** A date filter: the text it gives for a page's date and the filter's argument, or 'unknown'. */
export type DateFilter = ((date: DateParts, arg: string | undefined) => string | undefined) | 'unknown';

const FILTER_CALLS = ['addFilter', 'addNunjucksFilter', 'addLiquidFilter', 'addJavaScriptFunction'];

/** Nodes of one filter function looked at: a real one is a line or two. */
const MAX_NODES = 400;

/** The site's own filters that a permalink may pipe a date through, by name (every named filter: any may be one). */
export function ownDateFilters(modules: ReadonlyArray<{ code: ConfigCode }>): Map<string, DateFilter> {
  const out = new Map<string, DateFilter>();
  for (const { code } of modules) {
    for (const name of FILTER_CALLS) {
      for (const args of code.calls(name)) {
        const filter = typeof args[0] === 'string' ? args[0] : undefined;
        if (filter && !out.has(filter)) out.set(filter, luxonFilter(args[1]) ?? 'unknown');
      }
    }
  }
  return out;
}

/** The date filter a permalink names: the site's own, else Liquid's built-in `date`; undefined when none applies. */
export function dateFilterNamed(name: string, own: ReadonlyMap<string, DateFilter> | undefined): DateFilter | undefined {
  const filter = own?.get(name);
  if (filter) return filter;
  return name === 'date' ? (date, arg) => (arg === undefined ? undefined : strftime(date, arg)) : undefined;
}

/**
 * `(d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y/MM')`, `function (d, f) { return
 * DateTime.fromJSDate(d).toFormat(f); }`, `d => DateTime.fromJSDate(d).toISODate()`: the filter, else undefined.
 */
function luxonFilter(fn: unknown): DateFilter | undefined {
  if (!(fn instanceof FunctionValue)) return undefined;
  const node = fn.node as unknown as SyntaxNode;
  const params = syntaxChildren(node, 'params').map((p) => (p.type === 'Identifier' ? String(p.name) : ''));
  const returned = returnedExpression(node);
  if (!returned || returned.type !== 'CallExpression') return undefined;
  const callee = unwrapSyntax(syntaxChild(returned, 'callee') as SyntaxNode);
  if (callee.type !== 'MemberExpression') return undefined;
  const method = syntaxName(callee);
  const made = unwrapSyntax(syntaxChild(callee, 'object') as SyntaxNode);
  if (!madeFromDate(made, params[0])) return undefined;
  if (method === 'toISODate') return (date) => luxonFormat(date, 'yyyy-LL-dd');
  if (method !== 'toFormat') return undefined;
  const format = syntaxChildren(returned, 'arguments')[0];
  if (format?.type === 'Literal' && typeof format.value === 'string') {
    const text = format.value;
    return (date) => luxonFormat(date, text);
  }
  if (format?.type === 'Identifier' && params[1] && format.name === params[1]) {
    return (date, arg) => (arg === undefined ? undefined : luxonFormat(date, arg));
  }
  return undefined;
}

/** The expression a function returns: an arrow's expression body, or a body that is one `return`. */
function returnedExpression(fn: SyntaxNode): SyntaxNode | undefined {
  let count = 0;
  for (const _ of walkSyntax(fn)) if (++count > MAX_NODES) return undefined;
  const body = syntaxChild(fn, 'body');
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return unwrapSyntax(body);
  const statements = syntaxChildren(body, 'body');
  const only = statements.length === 1 ? statements[0] : undefined;
  const arg = only?.type === 'ReturnStatement' ? syntaxChild(only, 'argument') : undefined;
  return arg ? unwrapSyntax(arg) : undefined;
}

/** `DateTime.fromJSDate(<the date parameter>, …)`. */
function madeFromDate(node: SyntaxNode, dateParam: string | undefined): boolean {
  if (node.type !== 'CallExpression' || !dateParam) return false;
  const callee = unwrapSyntax(syntaxChild(node, 'callee') as SyntaxNode);
  if (callee.type !== 'MemberExpression' || syntaxName(callee) !== 'fromJSDate') return false;
  const object = syntaxChild(callee, 'object');
  if (object?.type !== 'Identifier' || object.name !== 'DateTime') return false;
  const first = syntaxChildren(node, 'arguments')[0];
  return first?.type === 'Identifier' && first.name === dateParam;
}
