// A site's own `slugify` (or `slug`) filter (`eleventyConfig.addFilter('slugify', …)`, 11ty.dev/docs/filters/)
// replaces Eleventy's for every permalink that uses it. One that calls the `slugify` package with literal options
// (eleventy-excellent's `slugify(str, { replacement: '-', remove: /[#,&…]/g, lower: true })`) is modelled; any other
// makes the filtered part of a permalink unknown. The code is read, never run; `remove` is read as a list of
// characters when it is a plain character class, never compiled.
import { type ConfigCode, FunctionValue, codeString, isConfigObject, syntaxChild, syntaxChildren, syntaxName, valueOfNode, walkSyntax, type SyntaxNode } from './kit/code';
import { type SlugifyPackageOptions, slugifyPackage } from './kit/slugify';

/** What a site's own slug filter does: a known function, or unknown. */
export type SlugFilter = ((s: string) => string) | 'unknown';

const FILTER_NAMES = new Set(['slugify', 'slug']);

/** The site's own slug filters by name, from the config modules' `addFilter` calls. */
export function ownSlugFilters(modules: ReadonlyArray<{ code: ConfigCode }>): Map<string, SlugFilter> {
  const out = new Map<string, SlugFilter>();
  for (const { code } of modules) {
    for (const args of code.calls('addFilter')) {
      const name = typeof args[0] === 'string' ? args[0] : undefined;
      if (!name || !FILTER_NAMES.has(name) || out.has(name)) continue;
      out.set(name, packageFilter(args[1]) ?? 'unknown');
    }
  }
  return out;
}

/** A filter function whose body calls the `slugify` package with literal options; undefined otherwise. */
function packageFilter(fn: unknown): ((s: string) => string) | undefined {
  if (!(fn instanceof FunctionValue) || !fn.module.imports().includes('slugify')) return undefined;
  let call: SyntaxNode | undefined;
  for (const node of walkSyntax(fn.node as unknown as SyntaxNode)) {
    if (node.type === 'CallExpression' && syntaxName(syntaxChild(node, 'callee')) === 'slugify') {
      if (call) return undefined;
      call = node;
    }
  }
  const optionsNode = call ? syntaxChildren(call, 'arguments')[1] : undefined;
  const options: SlugifyPackageOptions = {};
  if (optionsNode) {
    if (optionsNode.type !== 'ObjectExpression') return undefined;
    const value = valueOfNode(fn.module, optionsNode);
    if (!isConfigObject(value)) return undefined;
    const replacement = codeString(value.replacement);
    if (replacement !== undefined) options.replacement = replacement;
    for (const key of ['lower', 'strict', 'trim'] as const) if (typeof value[key] === 'boolean') options[key] = value[key] as boolean;
    const removeNode = syntaxChildren(optionsNode, 'properties').find((p) => syntaxName(syntaxChild(p, 'key')) === 'remove');
    if (removeNode) {
      const remove = characterClass(syntaxChild(removeNode, 'value'));
      if (!remove) return undefined;
      options.remove = remove;
    }
  } else if (!call) return undefined;
  return (s) => slugifyPackage(s, options);
}

/** A regex literal that is one plain character class (`/[#,&+()]/g`): its characters; undefined for anything else. */
function characterClass(node: SyntaxNode | undefined): Set<string> | undefined {
  const regex = node?.type === 'Literal' ? (node.regex as { pattern?: string } | undefined) : undefined;
  const pattern = regex?.pattern;
  if (typeof pattern !== 'string' || pattern.length > 200 || !pattern.startsWith('[') || !pattern.endsWith(']') || pattern[1] === '^') return undefined;
  const out = new Set<string>();
  const inner = [...pattern.slice(1, -1)];
  for (let i = 0; i < inner.length; i++) {
    let c = inner[i];
    if (c === '\\') {
      const next = inner[++i];
      // Only escaped punctuation reads as itself (`\.`, `\]`); `\w`, `\d`, `\s` are classes, not characters.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      c = next;
    } else if (c === '-' && i > 0 && i < inner.length - 1) return undefined;
    else if (c === '[' || c === ']') return undefined;
    out.add(c);
  }
  return out;
}
