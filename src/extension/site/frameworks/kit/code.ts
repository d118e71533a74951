// JS/TS config files (next.config.*, astro.config.*, docusaurus.config.*, …) read as data: parsed by acorn with the
// TypeScript plugin, then only literals are evaluated. Nothing is ever executed; what is computed stays a Computed
// (with the call's name and literal arguments, a function's literal return value, or `env || 'literal'`'s fallback).
// The parser lives in the site worker's and the CLI's bundles, never in dist/extension.js (see esbuild.mjs).
import { Parser } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { addDomains } from '../../hosting';
import type { DeclaredDomain, SiteFiles } from '../../types';

/** A piece of config that is not a literal. Never run: only what can be read off the code is kept. */
export class Computed {
  constructor(
    /** The code as written, cut to a few hundred characters (for explanations and simple text checks). */
    readonly source: string,
    readonly detail: ComputedDetail = {},
  ) {}
}

export interface ComputedDetail {
  /** A call `name(args)` (or `x.name(args)`), with its arguments evaluated. */
  call?: { name: string; args: ConfigValue[] };
  /** A function whose body returns one value: that value, evaluated (`async redirects() { return [...] }`). */
  returns?: ConfigValue;
  /** `process.env.X || 'https://…'` and `?? 'literal'`: the literal the config falls back to. */
  fallback?: ConfigValue;
  /** A template literal with `${…}` parts: its text with the parts as written (`${__dirname}/content`). */
  template?: string;
  /** `cond ? a : b`: both branches, evaluated; the last one is the value when the condition does not hold. */
  alternatives?: ConfigValue[];
}

export type ConfigValue = string | number | boolean | null | undefined | ConfigValue[] | ConfigObject | Computed;
export interface ConfigObject {
  [key: string]: ConfigValue;
}

/** A parsed config module. Every lookup is a walk of the syntax tree: no text search, so comments and strings never fool it. */
export interface ConfigCode {
  /** Whether the text parsed (a file that does not parse reads as an empty module). */
  readonly ok: boolean;
  /** The configuration the module exports: `export default`, `module.exports =`, through `defineConfig(…)`/wrapper calls. */
  readonly exported: ConfigValue;
  /** `export const name = …` or a top-level `const name = …`. */
  named(name: string): ConfigValue;
  /** Every value of a property `key` anywhere in the file, in source order. */
  values(key: string): ConfigValue[];
  /** The exported config's `key`, else the first `key` property anywhere. */
  prop(key: string): ConfigValue;
  /**
   * Every call of a function (or method) named `name`, with its arguments evaluated, in source order. A dotted name
   * ('ignores.add') matches the end of the callee's member chain (`eleventyConfig.ignores.add(…)`), not any `.add(…)`.
   */
  calls(name: string): ConfigValue[][];
  /**
   * Every value given to a variable `name` anywhere in the file, in source order: its declaration's initial value
   * first when it has one, then each plain `name = …` assignment (inside functions and branches too).
   */
  assignments(name: string): ConfigValue[];
  /** Module specifiers of every import, require() and import(). */
  imports(): string[];
  /** The second element of every `['name', options]` array whose first element is one of `names` (plugin tuples). */
  tuples(names: readonly string[]): ConfigValue[];
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Bigger than any real config: past this the file is not one (and parsing it would cost). */
export const MAX_CODE_CHARS = 1_000_000;
/** Deeper literals than this are not configuration: evaluation stops there. */
const MAX_DEPTH = 64;
const SOURCE_CHARS = 400;

let parser: typeof Parser | undefined;

function parse(text: string): Node | undefined {
  if (text.length > MAX_CODE_CHARS) return undefined;
  parser ??= Parser.extend(tsPlugin());
  for (const sourceType of ['module', 'script'] as const) {
    try {
      // locations: the TypeScript plugin needs them. A stack overflow on absurd nesting is an error like any other.
      return parser.parse(text, { ecmaVersion: 'latest', sourceType, locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as Node;
    } catch {
      // try as a script (a CommonJS file using `with`, octal escapes, …), then give up
    }
  }
  return undefined;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
}

function child(node: Node, key: string): Node | undefined {
  const v = node[key];
  return isNode(v) ? v : undefined;
}

function children(node: Node, key: string): Node[] {
  const v = node[key];
  return Array.isArray(v) ? v.filter(isNode) : [];
}

/** Every node of the tree, depth first in source order; iterative, so depth costs no stack. */
function* walk(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop() as Node;
    yield node;
    const kids: Node[] = [];
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const v = node[key];
      if (Array.isArray(v)) {
        for (const x of v) if (isNode(x)) kids.push(x);
      } else if (isNode(v)) kids.push(v);
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
}

/** `name`, `'name'`, `a.b.name` → 'name'; undefined for computed keys and callees. */
function nameOf(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'MemberExpression' && !node.computed) return nameOf(child(node, 'property'));
  if (node.type === 'MemberExpression' && node.computed) {
    const prop = child(node, 'property');
    return prop?.type === 'Literal' && typeof prop.value === 'string' ? prop.value : undefined;
  }
  return undefined;
}

/** `a.b.c` → 'a.b.c' for a chain of plain names; '' when any link is computed or not a name. */
function memberChain(node: Node | undefined): string {
  const names: string[] = [];
  let n = node;
  for (let i = 0; n && i < 32; i++) {
    if (n.type === 'Identifier') {
      names.unshift(n.name as string);
      return names.join('.');
    }
    if (n.type !== 'MemberExpression' || n.computed) return names.length ? `?.${names.join('.')}` : '';
    const prop = child(n, 'property');
    if (prop?.type !== 'Identifier') return '';
    names.unshift(prop.name as string);
    n = child(n, 'object');
  }
  return names.length ? `?.${names.join('.')}` : '';
}

function endsWithChain(chain: string, name: string): boolean {
  return chain === name || chain.endsWith(`.${name}`);
}

function propertyKey(prop: Node): string | undefined {
  const key = child(prop, 'key');
  if (!key) return undefined;
  if (!prop.computed) return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
  return key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : undefined;
}

/** TypeScript-only wrappers around a value: `x as T`, `x satisfies T`, `x!`, `<T>x`, `(x)`. */
const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression', 'ChainExpression', 'AwaitExpression']);

function unwrap(node: Node): Node {
  let n = node;
  for (let i = 0; i < 16 && WRAPPERS.has(n.type); i++) {
    const inner = child(n, 'expression') ?? child(n, 'argument');
    if (!inner) break;
    n = inner;
  }
  return n;
}

class Module implements ConfigCode {
  private readonly declarations = new Map<string, Node>();
  private readonly exportedNode: Node | undefined;
  private readonly resolving = new Set<string>();
  private all: Node[] | undefined;

  constructor(
    private readonly text: string,
    private readonly program: Node | undefined,
  ) {
    let exported: Node | undefined;
    for (const stmt of program ? children(program, 'body') : []) {
      const decl = stmt.type === 'ExportNamedDeclaration' ? child(stmt, 'declaration') : stmt;
      if (decl?.type === 'VariableDeclaration') {
        for (const d of children(decl, 'declarations')) {
          const id = child(d, 'id');
          const init = child(d, 'init');
          if (id?.type === 'Identifier' && init && !this.declarations.has(id.name as string)) this.declarations.set(id.name as string, init);
        }
      } else if ((decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') && child(decl, 'id')) {
        this.declarations.set(child(decl, 'id')?.name as string, decl);
      }
      if (stmt.type === 'ExportDefaultDeclaration') exported = child(stmt, 'declaration');
      else if (stmt.type === 'TSExportAssignment') exported = child(stmt, 'expression');
      else if (stmt.type === 'ExpressionStatement') {
        const e = child(stmt, 'expression');
        const left = e?.type === 'AssignmentExpression' ? child(e, 'left') : undefined;
        // module.exports = … and exports.default = …
        if (left?.type === 'MemberExpression' && ['module.exports', 'exports.default'].includes(this.slice(left))) exported = child(e as Node, 'right');
      }
    }
    this.exportedNode = exported;
  }

  get ok(): boolean {
    return this.program !== undefined;
  }

  private slice(node: Node): string {
    return this.text.slice(node.start, Math.min(node.end, node.start + SOURCE_CHARS));
  }

  private nodes(): Node[] {
    this.all ??= this.program ? [...walk(this.program)] : [];
    return this.all;
  }

  get exported(): ConfigValue {
    return this.exportedNode ? this.configOf(this.exportedNode, 0) : undefined;
  }

  /** The config a default export stands for: through wrapper calls (`defineConfig({…})`, `withMDX(cfg)`) and functions returning it. */
  private configOf(node: Node, depth: number): ConfigValue {
    if (depth > 8) return undefined;
    const n = unwrap(node);
    if (n.type === 'Identifier') {
      const target = this.declarations.get(n.name as string);
      return target && !this.resolving.has(n.name as string) ? this.guard(n.name as string, () => this.configOf(target, depth + 1)) : this.evaluate(n, 0);
    }
    if (n.type === 'CallExpression') {
      const arg = children(n, 'arguments').find((a) => a.type !== 'SpreadElement');
      return arg ? this.configOf(arg, depth + 1) : undefined;
    }
    const returned = this.returnedNode(n);
    if (returned) return this.configOf(returned, depth + 1);
    return this.evaluate(n, 0);
  }

  private guard<T>(name: string, run: () => T): T {
    this.resolving.add(name);
    try {
      return run();
    } finally {
      this.resolving.delete(name);
    }
  }

  /** The expression a function returns when its body is one `return x` at the top (or an arrow's expression). */
  private returnedNode(fn: Node): Node | undefined {
    if (!['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(fn.type)) return undefined;
    const body = child(fn, 'body');
    if (!body) return undefined;
    if (body.type !== 'BlockStatement') return body;
    const ret = children(body, 'body').find((s) => s.type === 'ReturnStatement');
    return ret ? child(ret, 'argument') : undefined;
  }

  named(name: string): ConfigValue {
    const node = this.declarations.get(name);
    return node ? this.guard(name, () => this.evaluate(node, 0)) : undefined;
  }

  values(key: string): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const node of this.nodes()) {
      if (node.type !== 'Property' || propertyKey(node) !== key) continue;
      const value = child(node, 'value');
      if (!value) continue;
      if (node.method || node.kind === 'get') out.push(this.functionValue(value));
      else out.push(this.evaluate(value, 0));
    }
    return out;
  }

  prop(key: string): ConfigValue {
    const exported = this.exported;
    if (isConfigObject(exported) && Object.prototype.hasOwnProperty.call(exported, key)) return exported[key];
    return this.values(key)[0];
  }

  calls(name: string): ConfigValue[][] {
    const out: ConfigValue[][] = [];
    const dotted = name.includes('.');
    for (const node of this.nodes()) {
      if (node.type !== 'CallExpression' && node.type !== 'NewExpression') continue;
      const callee = child(node, 'callee');
      const hit = dotted ? endsWithChain(memberChain(callee), name) : nameOf(callee) === name;
      if (hit) out.push(children(node, 'arguments').map((a) => this.evaluate(a, 0)));
    }
    return out;
  }

  assignments(name: string): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const node of this.nodes()) {
      let value: Node | undefined;
      if (node.type === 'VariableDeclarator' && child(node, 'id')?.type === 'Identifier' && child(node, 'id')?.name === name) value = child(node, 'init');
      else if (node.type === 'AssignmentExpression' && node.operator === '=') {
        const left = child(node, 'left');
        if (left?.type === 'Identifier' && left.name === name) value = child(node, 'right');
      }
      if (value) out.push(this.guard(name, () => this.evaluate(value as Node, 0)));
    }
    return out;
  }

  imports(): string[] {
    const out: string[] = [];
    for (const node of this.nodes()) {
      let source: Node | undefined;
      if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') source = child(node, 'source');
      else if (node.type === 'CallExpression' && nameOf(child(node, 'callee')) === 'require' && child(node, 'callee')?.type === 'Identifier') source = children(node, 'arguments')[0];
      if (source?.type === 'Literal' && typeof source.value === 'string') out.push(source.value);
    }
    return out;
  }

  tuples(names: readonly string[]): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const node of this.nodes()) {
      if (node.type !== 'ArrayExpression') continue;
      const [first, second] = (node.elements as Array<Node | null>) ?? [];
      if (first?.type === 'Literal' && typeof first.value === 'string' && names.includes(first.value)) out.push(second ? this.evaluate(second, 0) : undefined);
    }
    return out;
  }

  private functionValue(fn: Node): Computed {
    const returned = this.returnedNode(fn);
    return new Computed(this.slice(fn), returned ? { returns: this.evaluate(returned, 1) } : {});
  }

  /** Literal value of an expression; anything computed becomes a Computed. */
  private evaluate(node: Node, depth: number): ConfigValue {
    if (depth > MAX_DEPTH) return new Computed(this.slice(node));
    const n = unwrap(node);
    switch (n.type) {
      case 'Literal':
        if (n.regex || n.bigint !== undefined) return new Computed(this.slice(n));
        return n.value as string | number | boolean | null;
      case 'TemplateLiteral': {
        const quasis = children(n, 'quasis');
        if (children(n, 'expressions').length === 0) return quasis.map((q) => (q.value as { cooked?: string }).cooked ?? '').join('');
        return new Computed(this.slice(n), { template: this.text.slice(n.start + 1, n.end - 1) });
      }
      case 'ObjectExpression':
        return this.object(n, depth);
      case 'ArrayExpression':
        return this.array(n, depth);
      case 'Identifier': {
        const name = n.name as string;
        if (name === 'undefined') return undefined;
        const target = this.declarations.get(name);
        if (!target || this.resolving.has(name)) return new Computed(name);
        return this.guard(name, () => this.evaluate(target, depth + 1));
      }
      case 'UnaryExpression': {
        const arg = child(n, 'argument');
        const v = arg ? this.evaluate(arg, depth + 1) : undefined;
        if (n.operator === '-' && typeof v === 'number') return -v;
        if (n.operator === '!' && (typeof v === 'number' || typeof v === 'boolean')) return !v;
        return new Computed(this.slice(n));
      }
      case 'ConditionalExpression': {
        const branches = [child(n, 'consequent'), child(n, 'alternate')].filter((b): b is Node => b !== undefined);
        return new Computed(this.slice(n), { alternatives: branches.map((b) => this.evaluate(b, depth + 1)) });
      }
      case 'LogicalExpression': {
        const right = child(n, 'right');
        const fallback = right && (n.operator === '||' || n.operator === '??') ? this.evaluate(right, depth + 1) : undefined;
        return new Computed(this.slice(n), fallback !== undefined && !(fallback instanceof Computed) ? { fallback } : {});
      }
      case 'CallExpression':
      case 'NewExpression': {
        const name = nameOf(child(n, 'callee'));
        const args = children(n, 'arguments').map((a) => (a.type === 'SpreadElement' ? new Computed(this.slice(a)) : this.evaluate(a, depth + 1)));
        return new Computed(this.slice(n), name ? { call: { name, args } } : {});
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionDeclaration':
        return depth > MAX_DEPTH / 2 ? new Computed(this.slice(n)) : this.functionValue(n);
      default:
        return new Computed(this.slice(n));
    }
  }

  private object(n: Node, depth: number): ConfigObject {
    // No prototype: a key named __proto__ or constructor is data like any other.
    const out = Object.create(null) as ConfigObject;
    for (const prop of children(n, 'properties')) {
      if (prop.type === 'SpreadElement') {
        const arg = child(prop, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1) : undefined;
        if (isConfigObject(spread)) for (const k of Object.keys(spread)) out[k] = spread[k];
        continue;
      }
      const key = propertyKey(prop);
      const value = child(prop, 'value');
      if (key === undefined || !value) continue;
      out[key] = prop.method || prop.kind === 'get' ? this.functionValue(value) : this.evaluate(value, depth + 1);
    }
    return out;
  }

  private array(n: Node, depth: number): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const el of (n.elements as Array<Node | null>) ?? []) {
      if (!el) {
        out.push(undefined);
      } else if (el.type === 'SpreadElement') {
        const arg = child(el, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1) : undefined;
        if (Array.isArray(spread)) out.push(...spread);
        else out.push(new Computed(this.slice(el)));
      } else out.push(this.evaluate(el, depth + 1));
    }
    return out;
  }
}

/** Parsed modules by text: a route table recompiles often, the config text rarely changes. */
const cache = new Map<string, ConfigCode>();
const CACHE_SIZE = 32;

/** Reads a JS/TS module's text as config data; never throws (text that does not parse reads as an empty module). */
export function readCode(text: string): ConfigCode {
  const hit = cache.get(text);
  if (hit) return hit;
  const code = new Module(text, parse(text));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, code);
  return code;
}

export function isConfigObject(v: ConfigValue): v is ConfigObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Computed);
}

/** A string, or the literal a computed value falls back to (`process.env.SITE || 'https://…'`). */
export function stringOrFallback(v: ConfigValue): string | undefined {
  if (typeof v === 'string') return v;
  return v instanceof Computed && typeof v.detail.fallback === 'string' ? v.detail.fallback : undefined;
}

export function codeString(v: ConfigValue): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Only the strings of an array literal; undefined when the value is not an array of literal strings. */
export function codeStrings(v: ConfigValue): string[] | undefined {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return undefined;
  return v as string[];
}

/** The call behind a computed value (`glob({ base: './src/blog' })`), if it is one. */
export function callOf(v: ConfigValue, name?: string): { name: string; args: ConfigValue[] } | undefined {
  const call = v instanceof Computed ? v.detail.call : undefined;
  return call && (name === undefined || call.name === name) ? call : undefined;
}

/**
 * A folder a config names, relative to the config's folder: a string, `${__dirname}/content`, or
 * path.join/resolve(__dirname | process.cwd(), 'a', 'b') with literal parts. Undefined for anything else.
 */
export function pathValue(v: ConfigValue): string | undefined {
  if (typeof v === 'string') return v;
  if (!(v instanceof Computed)) return undefined;
  const template = v.detail.template;
  if (template !== undefined) {
    const m = /^\$\{\s*(?:__dirname|process\.cwd\(\))\s*\}\/?/.exec(template);
    const rest = m ? template.slice(m[0].length) : undefined;
    return rest !== undefined && !rest.includes('${') ? rest : undefined;
  }
  const call = v.detail.call;
  if (call && (call.name === 'join' || call.name === 'resolve')) {
    const parts = call.args.filter((a, i) => !(i === 0 && a instanceof Computed && /^(?:__dirname|process\.cwd\(\))$/.test(a.source)));
    return parts.every((p) => typeof p === 'string') ? (parts as string[]).join('/') : undefined;
  }
  return undefined;
}

/** The first present config file among `names`, parsed (a file that does not parse still counts: an empty module). */
export function readConfigCode(files: SiteFiles, names: readonly string[]): { rel: string; code: ConfigCode } | undefined {
  for (const rel of names) {
    if (!files.has(rel)) continue;
    const text = files.read(rel);
    if (text !== undefined) return { rel, code: readCode(text) };
  }
  return undefined;
}

/**
 * The host a JS/TS config declares (Astro `site`, Docusaurus `url`, Gatsby `siteUrl`): `pick` reads it off the parsed
 * config (by default its property `key`), `key` also names it in the declaration's source.
 */
export function configDomains(files: SiteFiles, configs: readonly string[], key: string, pick?: (code: ConfigCode) => ConfigValue): DeclaredDomain[] {
  const config = readConfigCode(files, configs);
  const out: DeclaredDomain[] = [];
  if (config) addDomains(out, stringOrFallback(pick ? pick(config.code) : config.code.prop(key)), `${config.rel} ${key}`);
  return out;
}
