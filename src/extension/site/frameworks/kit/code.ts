// JS/TS config files (next.config.*, astro.config.*, docusaurus.config.*, …) read as data: parsed by acorn with the
// TypeScript plugin, then only literals are evaluated. Nothing is ever executed; what is computed stays a Computed
// (with the call's name and literal arguments, a function's literal return value, or `env || 'literal'`'s fallback).
// The parser lives in the site worker's and the CLI's bundles, never in dist/extension.js (see esbuild.mjs).
import { Parser } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { addDomains } from '../../hosting';
import type { DeclaredDomain, SiteFiles } from '../../types';
import { dirOf, resolveWithin } from './paths';

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
  /**
   * The same module, with the values it imports given by `resolve(specifier, name)` (`name` is 'default', '*' or a
   * named export; see `moduleImports`); what it returns undefined for stays computed. Optional: older producers may
   * lack it.
   */
  withImports?(resolve: ImportResolver): ConfigCode;
  /** A named export read like the default one (through `defineConfig(…)` wrappers). Optional, like withImports. */
  namedConfig?(name: string): ConfigValue;
}

export type ImportResolver = (specifier: string, name: string) => ConfigValue;

/** Values bound to function parameters while evaluating a literal projection (`list.map(({ locale }) => locale)`). */
type Env = ReadonlyMap<string, ConfigValue>;

/** Longest list a literal `.map(…)` is evaluated over. */
const MAX_MAPPED = 2000;

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
  /** Local name → the module and the name it imports ('default', '*' or a named export). */
  private readonly importBindings = new Map<string, { source: string; name: string }>();
  private readonly exportedNode: Node | undefined;
  private readonly resolving = new Set<string>();
  private readonly declaredValues = new Map<string, ConfigValue>();
  private all: Node[] | undefined;

  constructor(
    private readonly text: string,
    private readonly program: Node | undefined,
    private readonly resolveImport?: ImportResolver,
  ) {
    let exported: Node | undefined;
    for (const stmt of program ? children(program, 'body') : []) {
      if (stmt.type === 'ImportDeclaration') {
        const source = child(stmt, 'source')?.value;
        for (const spec of typeof source === 'string' ? children(stmt, 'specifiers') : []) {
          const local = child(spec, 'local')?.name;
          const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(child(spec, 'imported'));
          if (typeof local === 'string' && name) this.importBindings.set(local, { source: source as string, name });
        }
      }
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

  withImports(resolve: ImportResolver): ConfigCode {
    return new Module(this.text, this.program, resolve);
  }

  /** An imported binding's value, when the caller resolves its module. */
  private imported(name: string): ConfigValue {
    const binding = this.importBindings.get(name);
    if (!binding || !this.resolveImport) return undefined;
    // Resolved once per binding: a config naming an imported module many times reads and evaluates it once.
    if (!this.declaredValues.has(`import:${name}`)) this.declaredValues.set(`import:${name}`, this.resolveImport(binding.source, binding.name));
    return this.declaredValues.get(`import:${name}`);
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

  namedConfig(name: string): ConfigValue {
    const node = this.declarations.get(name);
    return node && !this.resolving.has(name) ? this.guard(name, () => this.configOf(node, 0)) : undefined;
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

  private functionValue(fn: Node, env?: Env): Computed {
    const returned = this.returnedNode(fn);
    // Its parameters are unknown here: they hide top-level names of the same spelling.
    const scope = new Map(env);
    for (const param of children(fn, 'params')) for (const name of patternNames(param)) scope.set(name, new Computed(name));
    return new Computed(this.slice(fn), returned ? { returns: this.evaluate(returned, 1, scope) } : {});
  }

  /** Literal value of an expression; anything computed becomes a Computed. */
  private evaluate(node: Node, depth: number, env?: Env): ConfigValue {
    if (depth > MAX_DEPTH) return new Computed(this.slice(node));
    const n = unwrap(node);
    switch (n.type) {
      case 'Literal':
        if (n.regex || n.bigint !== undefined) return new Computed(this.slice(n));
        return n.value as string | number | boolean | null;
      case 'TemplateLiteral': {
        const quasis = children(n, 'quasis');
        const expressions = children(n, 'expressions');
        if (expressions.length === 0) return quasis.map((q) => (q.value as { cooked?: string }).cooked ?? '').join('');
        // `${BASE}/` with BASE a literal const: the text it makes. Otherwise the template as written.
        const parts = expressions.map((e) => this.evaluate(e, depth + 1, env));
        if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) {
          return quasis.map((q, i) => ((q.value as { cooked?: string }).cooked ?? '') + (i < parts.length ? String(parts[i]) : '')).join('');
        }
        return new Computed(this.slice(n), { template: this.text.slice(n.start + 1, n.end - 1) });
      }
      case 'ObjectExpression':
        return this.object(n, depth, env);
      case 'ArrayExpression':
        return this.array(n, depth, env);
      case 'Identifier': {
        const name = n.name as string;
        if (name === 'undefined') return undefined;
        if (env?.has(name)) return env.get(name);
        const target = this.declarations.get(name);
        if (!target || this.resolving.has(name)) return this.imported(name) ?? new Computed(name);
        // Evaluated once: a config naming a large const many times costs its size once.
        if (this.declaredValues.has(name)) return this.declaredValues.get(name);
        const value = this.guard(name, () => this.evaluate(target, depth + 1));
        this.declaredValues.set(name, value);
        return value;
      }
      case 'MemberExpression': {
        // `obj.key`, `list[0]` on literal values (a const map, an imported JSON file).
        const object = child(n, 'object');
        const base = object ? this.evaluate(object, depth + 1, env) : undefined;
        const key = n.computed ? this.memberKey(child(n, 'property'), depth, env) : nameOf(child(n, 'property'));
        if (key !== undefined && Array.isArray(base) && /^\d+$/.test(key)) return base[Number(key)];
        if (key !== undefined && isConfigObject(base) && Object.prototype.hasOwnProperty.call(base, key)) return base[key];
        return new Computed(this.slice(n));
      }
      case 'UnaryExpression': {
        const arg = child(n, 'argument');
        const v = arg ? this.evaluate(arg, depth + 1, env) : undefined;
        if (n.operator === '-' && typeof v === 'number') return -v;
        if (n.operator === '!' && (typeof v === 'number' || typeof v === 'boolean')) return !v;
        return new Computed(this.slice(n));
      }
      case 'ConditionalExpression': {
        // Both branches, evaluated (a config may deploy either); and for `process.env.X ? a : b`, the branch a build
        // without the variable takes, as the fallback.
        const branches = [child(n, 'consequent'), child(n, 'alternate')].filter((b): b is Node => b !== undefined);
        const alternatives = branches.map((b) => this.evaluate(b, depth + 1, env));
        const unset = this.truthWithoutEnv(child(n, 'test'), 0);
        const fallback = unset === undefined ? undefined : alternatives[unset ? 0 : 1];
        return new Computed(this.slice(n), fallback !== undefined && !(fallback instanceof Computed) ? { alternatives, fallback } : { alternatives });
      }
      case 'LogicalExpression': {
        const right = child(n, 'right');
        const fallback = right && (n.operator === '||' || n.operator === '??') ? this.evaluate(right, depth + 1, env) : undefined;
        return new Computed(this.slice(n), fallback !== undefined && !(fallback instanceof Computed) ? { fallback } : {});
      }
      case 'CallExpression':
      case 'NewExpression': {
        const callee = child(n, 'callee');
        const name = nameOf(callee);
        const argNodes = children(n, 'arguments');
        if (n.type === 'CallExpression' && callee?.type === 'Identifier' && name === 'require' && !env?.has('require')) {
          const spec = argNodes[0]?.type === 'Literal' ? argNodes[0].value : undefined;
          const required = typeof spec === 'string' ? this.resolveImport?.(spec, 'default') : undefined;
          if (required !== undefined) return required;
        }
        if (name === 'map' && callee?.type === 'MemberExpression' && !callee.computed) {
          const mapped = this.literalMap(child(callee, 'object'), argNodes[0], depth, env);
          if (mapped) return mapped;
        }
        const args = argNodes.map((a) => (a.type === 'SpreadElement' ? new Computed(this.slice(a)) : this.evaluate(a, depth + 1, env)));
        return new Computed(this.slice(n), name ? { call: { name, args } } : {});
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionDeclaration':
        return depth > MAX_DEPTH / 2 ? new Computed(this.slice(n)) : this.functionValue(n, env);
      default:
        return new Computed(this.slice(n));
    }
  }

  private memberKey(property: Node | undefined, depth: number, env?: Env): string | undefined {
    const v = property ? this.evaluate(property, depth + 1, env) : undefined;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  }

  /**
   * `list.map((item) => expr)` over a literal list: `expr` evaluated with the parameter bound to each item (a
   * projection like `({ locale }) => locale`, never run as code). Undefined when the list or callback is not literal.
   */
  private literalMap(listNode: Node | undefined, fnNode: Node | undefined, depth: number, env?: Env): ConfigValue[] | undefined {
    if (!listNode || !fnNode || !['ArrowFunctionExpression', 'FunctionExpression'].includes(fnNode.type)) return undefined;
    const list = this.evaluate(listNode, depth + 1, env);
    const returned = this.returnedNode(fnNode);
    const [param, indexParam] = children(fnNode, 'params');
    if (!Array.isArray(list) || list.length > MAX_MAPPED || !returned || !param) return undefined;
    return list.map((item, i) => {
      const scope = new Map(env);
      bindPattern(param, item, scope);
      if (indexParam?.type === 'Identifier') scope.set(indexParam.name as string, i);
      return this.evaluate(returned, depth + 1, scope);
    });
  }

  /**
   * What a condition evaluates to in a build with no environment variables set (`process.env.X` unset): undefined
   * when it depends on anything else. Follows top-level consts (`const isPreview = process.env.P === 'true'`).
   */
  private truthWithoutEnv(node: Node | undefined, depth: number): boolean | undefined {
    if (!node || depth > 8) return undefined;
    const n = unwrap(node);
    if (isEnvRead(n, this.text)) return false;
    if (n.type === 'UnaryExpression' && n.operator === '!') {
      const inner = this.truthWithoutEnv(child(n, 'argument'), depth + 1);
      return inner === undefined ? undefined : !inner;
    }
    if (n.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(n.operator as string)) {
      const left = child(n, 'left');
      const right = child(n, 'right');
      const other = left && isEnvRead(unwrap(left), this.text) ? right : right && isEnvRead(unwrap(right), this.text) ? left : undefined;
      if (!other) return undefined;
      const v = this.evaluate(other, depth + 1);
      if (v instanceof Computed) return undefined;
      const equal = v === undefined || (v === null && (n.operator === '==' || n.operator === '!='));
      return n.operator === '===' || n.operator === '==' ? equal : !equal;
    }
    if (n.type === 'LogicalExpression' && (n.operator === '&&' || n.operator === '||')) {
      const a = this.truthWithoutEnv(child(n, 'left'), depth + 1);
      const b = this.truthWithoutEnv(child(n, 'right'), depth + 1);
      if (n.operator === '&&') return a === false || b === false ? false : a === true && b === true ? true : undefined;
      return a === true || b === true ? true : a === false && b === false ? false : undefined;
    }
    if (n.type === 'Identifier') {
      const name = n.name as string;
      const target = this.declarations.get(name);
      if (!target || this.resolving.has(name)) return undefined;
      return this.guard(name, () => this.truthWithoutEnv(target, depth + 1));
    }
    return undefined;
  }

  private object(n: Node, depth: number, env?: Env): ConfigObject {
    // No prototype: a key named __proto__ or constructor is data like any other.
    const out = Object.create(null) as ConfigObject;
    for (const prop of children(n, 'properties')) {
      if (prop.type === 'SpreadElement') {
        const arg = child(prop, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1, env) : undefined;
        if (isConfigObject(spread)) for (const k of Object.keys(spread)) out[k] = spread[k];
        continue;
      }
      const key = prop.computed ? this.memberKey(child(prop, 'key'), depth, env) : propertyKey(prop);
      const value = child(prop, 'value');
      if (key === undefined || !value) continue;
      out[key] = prop.method || prop.kind === 'get' ? this.functionValue(value, env) : this.evaluate(value, depth + 1, env);
    }
    return out;
  }

  private array(n: Node, depth: number, env?: Env): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const el of (n.elements as Array<Node | null>) ?? []) {
      if (!el) {
        out.push(undefined);
      } else if (el.type === 'SpreadElement') {
        const arg = child(el, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1, env) : undefined;
        if (Array.isArray(spread)) out.push(...spread);
        else out.push(new Computed(this.slice(el)));
      } else out.push(this.evaluate(el, depth + 1, env));
    }
    return out;
  }
}

/** `process.env.X` / `process.env['X']`: a build-time variable, unset in a plain build. */
function isEnvRead(node: Node, text: string): boolean {
  if (node.type !== 'MemberExpression') return false;
  const object = child(node, 'object');
  return object?.type === 'MemberExpression' && text.slice(object.start, object.end).replace(/\s+/g, '') === 'process.env';
}

/** The names a parameter pattern binds: `x`, `{ a, b: c }`, `[x, y]`, `x = 1`, `...rest`. */
function patternNames(node: Node): string[] {
  const out: string[] = [];
  const stack = [node];
  while (stack.length && out.length < 64) {
    const n = stack.pop() as Node;
    if (n.type === 'Identifier') out.push(n.name as string);
    else if (n.type === 'AssignmentPattern') stack.push(...[child(n, 'left')].filter(isNode));
    else if (n.type === 'RestElement') stack.push(...[child(n, 'argument')].filter(isNode));
    else if (n.type === 'ArrayPattern') stack.push(...children(n, 'elements'));
    else if (n.type === 'ObjectPattern') for (const p of children(n, 'properties')) stack.push(...[p.type === 'RestElement' ? child(p, 'argument') : child(p, 'value')].filter(isNode));
  }
  return out;
}

/** Binds a parameter pattern to a value: `item`, `{ locale }`, `{ name: n }`; parts it cannot read stay computed. */
function bindPattern(node: Node, value: ConfigValue, scope: Map<string, ConfigValue>): void {
  if (node.type === 'Identifier') {
    scope.set(node.name as string, value);
    return;
  }
  if (node.type === 'ObjectPattern') {
    for (const p of children(node, 'properties')) {
      const target = child(p, 'value');
      const key = p.type === 'Property' && !p.computed ? propertyKey(p) : undefined;
      if (!target) continue;
      if (key !== undefined && isConfigObject(value) && target.type === 'Identifier') scope.set(target.name as string, value[key]);
      else for (const name of patternNames(target)) scope.set(name, new Computed(name));
    }
    return;
  }
  for (const name of patternNames(node)) scope.set(name, new Computed(name));
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

/**
 * The exported config's own `key` when the export reads as an object (undefined when it has no such key), else the
 * first `key` anywhere: an option of a plugin nested in the config (a PWA plugin's `srcDir`) is not the config's.
 */
export function configProp(code: ConfigCode | undefined, key: string): ConfigValue {
  if (!code) return undefined;
  const exported = code.exported;
  return isConfigObject(exported) ? exported[key] : code.prop(key);
}

/** Module files an import may name without its extension, in Node's and bundlers' order. */
const MODULE_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '/index.js', '/index.ts'];
/** How many modules deep imports are followed (a config → its helper → that helper's JSON). */
const IMPORT_DEPTH = 2;

/**
 * Values for `ConfigCode.withImports`: what a module in `dir` imports by a relative path, read through the capped
 * index — a JSON file as data (`import locales from './locales.json'`), a JS/TS module's literal exports (its
 * default export, or `export const x`), evaluated like the config itself and never run. Nothing else.
 */
export function moduleImports(files: SiteFiles, dir: string, depth = IMPORT_DEPTH): ImportResolver {
  return (specifier, name) => {
    if (!/^\.\.?\//.test(specifier) || depth <= 0) return undefined;
    const base = resolveWithin(dir, specifier);
    const rel = base === undefined ? undefined : MODULE_EXTENSIONS.map((e) => base + e).find((r) => files.has(r));
    const text = rel === undefined ? undefined : files.read(rel);
    if (rel === undefined || text === undefined) return undefined;
    if (rel.endsWith('.json')) {
      let data: ConfigValue;
      try {
        data = JSON.parse(text) as ConfigValue;
      } catch {
        return undefined;
      }
      return name === 'default' || name === '*' ? data : isConfigObject(data) ? data[name] : undefined;
    }
    const code = readCode(text);
    const module = code.withImports?.(moduleImports(files, dirOf(rel), depth - 1)) ?? code;
    return name === 'default' ? module.exported : name === '*' ? undefined : (module.namedConfig?.(name) ?? module.named(name));
  };
}
