// JS/TS config files (next.config.*, astro.config.*, docusaurus.config.*, …) read as data: parsed by acorn with the
// TypeScript plugin, then only literals are evaluated. Nothing is ever executed; what is computed stays a Computed
// (with the call's name and literal arguments, a function's literal return value, or `env || 'literal'`'s fallback).
// The parser lives in the site worker's and the CLI's bundles, never in dist/extension.js (see esbuild.mjs).
import { Parser } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { addDomains } from '../../hosting';
import { isRecord, parseConfigText, readData } from './data';
import { dirOf, resolveWithin } from './paths';
import { PATH_COMPILE_PACKAGE, fillPathPattern, pathPatternTemplate } from './pathCompile';
import { tsconfigAliasTargets } from './tsconfigPaths';
import { packageEntries, workspacePackage } from './workspace';
import type { DeclaredDomain, SiteFiles } from '../../types';
import { knownRegex } from './knownRegex';

/** A piece of config that is not a literal. Never run: only what can be read off the code is kept. */
export class Computed {
  constructor(
    /** The code as written, cut to a few hundred characters (for explanations and simple text checks). */
    readonly source: string,
    readonly detail: ComputedDetail = {},
  ) {}
}

/** A regex literal that is one of kit/knownRegex.ts' idioms: unknown to everything but the string methods applying it. */
export class KnownRegex extends Computed {
  constructor(source: string, readonly expression: RegExp) {
    super(source);
  }
}

/** `new Set([...literals])`: unknown to everything but `.has(x)`. */
export class KnownSet extends Computed {
  constructor(source: string, readonly values: ReadonlyArray<string | number | boolean | null | undefined>) {
    super(source);
  }
}

/**
 * `new Date(x)` of a date string or a YAML/TOML date: unknown to everything but the getters of its UTC calendar day
 * (`getFullYear()`, `getMonth()`, `getDate()`, their UTC forms) and `toISOString()`, as a build on a UTC machine reads
 * them. Times of day are not kept.
 */
export class KnownDate extends Computed {
  constructor(source: string, readonly year: number, readonly month: number, readonly day: number) {
    super(source);
  }
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
  /** `cond ? a : b` with a condition the code cannot decide: both branches, evaluated; the last one is the value when the condition does not hold. */
  alternatives?: ConfigValue[];
  /** With `alternatives`: the index of the branch a build with no environment variables set takes (set even when that branch is `undefined`). */
  unsetBranch?: number;
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
  /** `outsideCalls`: leave out properties inside the arguments of calls of those names (a plugin's own options). */
  values(key: string, outsideCalls?: readonly string[]): ConfigValue[];
  /** The exported config's `key`, else the first `key` property anywhere (outside the arguments of `outsideCalls`). */
  prop(key: string, outsideCalls?: readonly string[]): ConfigValue;
  /**
   * Every call of a function (or method) named `name`, with its arguments evaluated, in source order. A dotted name
   * ('ignores.add') matches the end of the callee's member chain (`eleventyConfig.ignores.add(…)`), not any `.add(…)`.
   */
  calls(name: string): ConfigValue[][];
  /** `calls(name)` without those in an `if` branch that a build with exactly `env` set does not take. */
  callsInBuild?(name: string, env: Readonly<Record<string, string>>): ConfigValue[][];
  /**
   * Every value given to a variable `name` anywhere in the file, in source order: its declaration's initial value
   * first when it has one, then each plain `name = …` assignment (inside functions and branches too).
   */
  assignments(name: string): ConfigValue[];
  /** Module specifiers of every import, require() and import(). */
  imports(): string[];
  /** The second element of every `['name', options]` array whose first element is one of `names` (plugin tuples). */
  tuples(names: readonly string[]): ConfigValue[];
  /** A named export read like the default one: through wrapper calls (`export const shared = defineConfig({…})`). */
  namedConfig(name: string): ConfigValue;
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
const FUNCTION_NODES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** Nested `if` branches followed into a function body. */
const MAX_BRANCH_DEPTH = 8;

let parser: typeof Parser | undefined;
let jsxParser: typeof Parser | undefined;

function parse(text: string): Node | undefined {
  if (text.length > MAX_CODE_CHARS) return undefined;
  parser ??= Parser.extend(tsPlugin());
  // Route files are often JSX (page.tsx, pages/*.js); TypeScript's `<T>x` reads differently there, so JSX comes second.
  jsxParser ??= Parser.extend(tsPlugin({ jsx: true }));
  for (const [p, sourceType] of [[parser, 'module'], [parser, 'script'], [jsxParser, 'module']] as const) {
    try {
      // locations: the TypeScript plugin needs them. A stack overflow on absurd nesting is an error like any other.
      return p.parse(text, { ecmaVersion: 'latest', sourceType, locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as Node;
    } catch {
      // try as a script (a CommonJS file using `with`, octal escapes, …), then as JSX, then give up
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

/**
 * A function read off the code, kept so that a call to it with literal arguments can be evaluated: only functions
 * whose body is one expression, or constant declarations followed by one `return`, are ever applied.
 */
export class FunctionValue extends Computed {
  constructor(
    source: string,
    detail: ComputedDetail,
    /** @internal */ readonly module: Module,
    /** @internal */ readonly node: Node,
    /** @internal */ readonly scope: Scope | undefined,
    /** The body is constants and one `return` (or one expression): `detail.returns` is what every call gives. */
    readonly exact: boolean,
  ) {
    super(source, detail);
  }
}

/** The function path-to-regexp's `compile(pattern)` returns (see pathCompile.ts). */
class PathCompiler extends Computed {
  constructor(source: string, readonly pattern: string) {
    super(source);
  }
}

/**
 * Another module an import names: parsed code, a data file's value, or undefined (a package, a file not in the index).
 * `asConfig`: its exports are read like a config's (through `defineConfig(…)` wrappers), for configs split into modules.
 */
export type ImportResolver = (spec: string) => { code: ConfigCode; asConfig?: boolean } | { data: ConfigValue } | undefined;

/** Where a module fills its containers: see `fillIndex`. */
type FillIndex = { names: ReadonlySet<string>; total: Map<string, number>; statements: Map<string, Node[]>; inStatements: Map<string, number> };

/**
 * A name's value: a node to evaluate (`key`: one property of it), a value, or an empty container the module's top-level
 * loops fill in (`fills`, see Module.filledValue).
 */
type Binding = { node: Node; scope: Scope | undefined; key?: string; fills?: Node[] } | { value: ConfigValue };

interface Scope {
  vars: Map<string, Binding>;
  parent: Scope | undefined;
}

interface ImportBinding {
  source: string;
  /** 'default', '*', 'require()' (a CommonJS require of the module) or the exported name. */
  imported: string;
}

/** Evaluation steps for one question to a module (imported modules included): past this the answer is "computed". */
const MAX_STEPS = 200_000;
/** Modules followed through imports for one question. */
const MAX_IMPORT_DEPTH = 8;
/** Nested calls of functions read off the code. */
const MAX_CALL_DEPTH = 16;

/** The budget shared by every module one question reaches (reset when a question starts from outside). */
const budget = { active: 0, steps: 0, imports: 0, calls: 0, cuts: 0 };

/**
 * Values of bindings and imports already evaluated during the current question: a config naming a large const (or
 * an imported module) many times costs its size once. A value is kept only when no limit cut its evaluation short
 * (a self-reference, the depth, call or import limits): those depend on where it was met, not on the binding.
 */
let evaluated = new WeakMap<object, ConfigValue>();

/** A value given up because of where it was met (see `evaluated`). */
function cut(source: string): Computed {
  budget.cuts++;
  return new Computed(source);
}

/** A call to a function the evaluation could not see into (a package's `glob(…)`), with its arguments as evaluated there. */
export interface ObservedCall {
  name: string;
  args: ConfigValue[];
  /** For a method call on a computed value (`posts.filter(…)` over `getCollection('blog')`): that value. */
  receiver?: Computed;
}

const MAX_OBSERVED = 64;
let observer: ObservedCall[] | undefined;

/**
 * Runs an evaluation and collects the calls it met but could not evaluate, with their arguments evaluated in the
 * scope where they were made: `generateStaticParams() { return docsParams('en') }` reaches `glob(\`${dir}**\/*.mdx\`)`
 * inside docsParams with dir bound for 'en'.
 */
export function observeCalls<T>(run: () => T): { value: T; calls: ObservedCall[] } {
  const outer = observer;
  const calls: ObservedCall[] = [];
  observer = calls;
  // Values kept from before would hide the calls made while computing them.
  evaluated = new WeakMap();
  try {
    return { value: run(), calls };
  } finally {
    observer = outer;
  }
}

function metered<T>(run: () => T): T {
  if (budget.active === 0) {
    budget.steps = 0;
    budget.imports = 0;
    budget.calls = 0;
    evaluated = new WeakMap();
  }
  budget.active++;
  try {
    return run();
  } finally {
    budget.active--;
  }
}

/** JavaScript truthiness of a literal; undefined when the value is computed. */
function truthy(v: ConfigValue): boolean | undefined {
  if (v instanceof Computed) return undefined;
  if (Array.isArray(v) || typeof v === 'object') return v !== null;
  return Boolean(v);
}

function isPrimitive(v: ConfigValue): v is string | number | boolean | null | undefined {
  return v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

class Module implements ConfigCode {
  private readonly declarations = new Map<string, Binding>();
  private readonly importBindings = new Map<string, ImportBinding>();
  /** `export { a as b }` (local a) and `export { b } from './x'` (imported). */
  private readonly exportAliases = new Map<string, string>();
  private readonly reexports = new Map<string, ImportBinding>();
  private readonly starExports: string[] = [];
  /** Every name the module exports by itself (declarations, `export { … }`, `exports.x =`), for its namespace. */
  private readonly exportNames = new Set<string>();
  private readonly exportedNode: Node | undefined;
  private readonly resolving = new Set<string>();
  private readonly evaluating = new Set<Binding>();
  private readonly reassigned = new WeakMap<Node, Set<string>>();
  private readonly filled = new WeakMap<Node, Set<string>>();
  private fills: FillIndex | undefined;
  private all: Node[] | undefined;

  constructor(
    private readonly text: string,
    private readonly program: Node | undefined,
    private readonly resolver?: ImportResolver,
    /** Variables the build sets from the site's own files (`.env`): `process.env.X` reads them; others are unset. */
    private readonly env: Readonly<Record<string, string>> = {},
  ) {
    let exported: Node | undefined;
    for (const stmt of program ? children(program, 'body') : []) {
      const decl = stmt.type === 'ExportNamedDeclaration' ? child(stmt, 'declaration') : stmt;
      if (stmt.type === 'ExportNamedDeclaration' && decl) {
        if (decl.type === 'VariableDeclaration') for (const d of children(decl, 'declarations')) for (const n of patternNames(child(d, 'id') ?? decl)) this.exportNames.add(n);
        else if (typeof child(decl, 'id')?.name === 'string') this.exportNames.add(child(decl, 'id')?.name as string);
      }
      if (decl?.type === 'VariableDeclaration') {
        bindDeclaration(decl, this.declarations, undefined, undefined, this.filledIn(program as Node), (name) => this.topLevelFills(program as Node, name));
      } else if ((decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') && child(decl, 'id')) {
        const name = child(decl, 'id')?.name as string;
        if (!this.declarations.has(name)) this.declarations.set(name, { node: decl, scope: undefined });
      } else if (stmt.type === 'ImportDeclaration') {
        const source = child(stmt, 'source')?.value;
        if (typeof source !== 'string') continue;
        for (const spec of children(stmt, 'specifiers')) {
          const local = child(spec, 'local')?.name;
          if (typeof local !== 'string') continue;
          const imported = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(child(spec, 'imported'));
          if (imported) this.importBindings.set(local, { source, imported });
        }
      }
      if (stmt.type === 'ExportNamedDeclaration' && !child(stmt, 'declaration')) {
        const source = child(stmt, 'source')?.value;
        for (const spec of children(stmt, 'specifiers')) {
          const local = nameOf(child(spec, 'local'));
          const exportedName = nameOf(child(spec, 'exported'));
          if (!local || !exportedName) continue;
          this.exportNames.add(exportedName);
          if (typeof source === 'string') this.reexports.set(exportedName, { source, imported: local });
          else this.exportAliases.set(exportedName, local);
        }
      } else if (stmt.type === 'ExportAllDeclaration' && !child(stmt, 'exported')) {
        const source = child(stmt, 'source')?.value;
        if (typeof source === 'string') this.starExports.push(source);
      }
      if (stmt.type === 'ExportDefaultDeclaration') exported = child(stmt, 'declaration');
      else if (stmt.type === 'TSExportAssignment') exported = child(stmt, 'expression');
      else if (stmt.type === 'ExpressionStatement') {
        const e = child(stmt, 'expression');
        const left = e?.type === 'AssignmentExpression' ? child(e, 'left') : undefined;
        if (left?.type !== 'MemberExpression') continue;
        const target = this.slice(left);
        // module.exports = … and exports.default = …
        if (['module.exports', 'exports.default'].includes(target)) exported = child(e as Node, 'right');
        // exports.name = … and module.exports.name = …
        const m = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(target);
        if (m && m[1] !== 'default' && !this.declarations.has(m[1])) {
          this.declarations.set(m[1], { node: child(e as Node, 'right') as Node, scope: undefined });
          this.exportNames.add(m[1]);
        }
      }
    }
    this.exportedNode = exported;
  }

  get ok(): boolean {
    return this.program !== undefined;
  }

  /** The syntax tree, for the analyses that read code rather than values (kit/routeCode.ts). */
  tree(): Node | undefined {
    return this.program;
  }

  /** The text of a node (the whole node, not cut). */
  textOf(node: Node): string {
    return this.text.slice(node.start, node.end);
  }

  /** Evaluates one node of this module's tree as a literal (with the module's declarations and imports in scope). */
  valueOf(node: Node, vars?: ReadonlyMap<string, ConfigValue>): ConfigValue {
    const scope: Scope | undefined = vars ? { vars: new Map([...vars].map(([k, v]) => [k, { value: v }])), parent: undefined } : undefined;
    return metered(() => this.evaluate(node, 0, scope));
  }

  /**
   * Runs a function's early exits with its params bound to `args`: constant declarations are bound, each `if` test
   * is evaluated, and `exits` reads the statements of the branch taken. The first branch `exits` names is the answer;
   * a test that cannot be evaluated, or a branch taken that does not exit, ends the walk (undefined).
   */
  guards<T>(fn: Node, args: ConfigValue[], exits: (statements: Node[]) => T | undefined): T | undefined {
    return metered(() => {
      const scope: Scope = { vars: new Map(), parent: undefined };
      const params = children(fn, 'params');
      if (!bindParams(params, args, scope, (n, s) => this.evaluate(n, 1, s))) return undefined;
      const body = child(fn, 'body');
      if (!body || body.type !== 'BlockStatement') return undefined;
      for (const stmt of children(body, 'body')) {
        if (stmt.type === 'VariableDeclaration') {
          bindDeclaration(stmt, scope.vars, scope, this.reassignedIn(body), this.filledIn(body));
          continue;
        }
        if (stmt.type !== 'IfStatement') return exits([stmt]);
        const test = child(stmt, 'test');
        const taken = test ? truthy(this.evaluate(test, 1, scope)) : undefined;
        if (taken === undefined) return undefined;
        const branch = child(stmt, taken ? 'consequent' : 'alternate');
        if (!branch) continue;
        const exit = exits(branch.type === 'BlockStatement' ? children(branch, 'body') : [branch]);
        if (exit !== undefined) return exit;
        // A branch that ran without exiting may have changed what follows: not read further.
        if (taken) return undefined;
      }
      return undefined;
    });
  }

  private slice(node: Node): string {
    return this.text.slice(node.start, Math.min(node.end, node.start + SOURCE_CHARS));
  }

  private nodes(): Node[] {
    this.all ??= this.program ? [...walk(this.program)] : [];
    return this.all;
  }

  get exported(): ConfigValue {
    return metered(() => (this.exportedNode ? this.configOf(this.exportedNode, 0, undefined) : undefined));
  }

  /** The default export as a value (a function stays a function), for modules another one imports. */
  defaultValue(): ConfigValue {
    return metered(() => (this.exportedNode ? this.evaluate(this.exportedNode, 0, undefined) : undefined));
  }

  /**
   * The module as `import * as ns` (and `require()` of a module with no default export) sees it: an object of its own
   * exports. Names another module re-exports wholesale (`export * from`) are not listed: reading them needs the name.
   */
  namespace(): ConfigValue {
    return metered(() => {
      const out = Object.create(null) as ConfigObject;
      for (const name of this.exportNames) out[name] = this.namedValue(name);
      if (this.exportedNode) out.default = this.evaluate(this.exportedNode, 0, undefined);
      return out;
    });
  }

  /** Whether the module has a default export (`export default`, `module.exports =`). */
  get hasDefault(): boolean {
    return this.exportedNode !== undefined;
  }

  /** The config a default export stands for: through wrapper calls (`defineConfig({…})`, `withMDX(cfg)`) and functions returning it. */
  private configOf(node: Node, depth: number, scope: Scope | undefined): ConfigValue {
    if (depth > 8) return undefined;
    const n = unwrap(node);
    if (n.type === 'Identifier') {
      const name = n.name as string;
      const local = lookup(scope, name);
      if (local && 'node' in local) return this.configOf(local.node, depth + 1, local.scope);
      const target = this.declarations.get(name);
      // A container the module fills at its top level is its filled value, not its initializer.
      return target && 'node' in target && !target.key && !target.fills && !this.resolving.has(name)
        ? this.guard(name, () => this.configOf(target.node, depth + 1, target.scope))
        : this.evaluate(n, 0, scope);
    }
    if (n.type === 'CallExpression') {
      const arg = children(n, 'arguments').find((a) => a.type !== 'SpreadElement');
      return arg ? this.configOf(arg, depth + 1, scope) : undefined;
    }
    const returned = this.returnedNode(n, scope);
    if (returned) return this.configOf(returned.node, depth + 1, returned.scope);
    return this.evaluate(n, 0, scope);
  }

  private guard<T>(name: string, run: () => T): T {
    this.resolving.add(name);
    try {
      return run();
    } finally {
      this.resolving.delete(name);
    }
  }

  /**
   * The expression a function returns when its body is one `return x` at the top (or an arrow's expression), with
   * the body's top-level declarations in scope. `exact` also asks that nothing but declarations come before it.
   */
  private returnedNode(fn: Node, scope: Scope | undefined, exact = false, test?: (node: Node, scope: Scope) => ConfigValue): { node: Node; scope: Scope | undefined } | undefined {
    if (!FUNCTION_TYPES.has(fn.type)) return undefined;
    const body = child(fn, 'body');
    if (!body) return undefined;
    if (body.type !== 'BlockStatement') return { node: body, scope };
    const inner: Scope = { vars: new Map(), parent: scope };
    const found = this.returnedIn(children(body, 'body'), body, inner, exact, test, 0);
    return found === 'through' ? undefined : found;
  }

  /**
   * The return a list of statements reaches: 'through' when it ends without one. An `if` whose test reads as a
   * literal takes its branch (`if (process.env.X) { … } else { return … }`: the branch a build with no variables set
   * takes); a guard without `else` returns or falls through.
   */
  private returnedIn(
    statements: readonly Node[], body: Node, inner: Scope, exact: boolean, test: ((node: Node, scope: Scope) => ConfigValue) | undefined, depth: number,
  ): { node: Node; scope: Scope | undefined } | 'through' | undefined {
    for (const stmt of statements) {
      if (stmt.type === 'VariableDeclaration') bindDeclaration(stmt, inner.vars, inner, this.reassignedIn(body), this.filledIn(body));
      else if (stmt.type === 'FunctionDeclaration' && child(stmt, 'id')) inner.vars.set(child(stmt, 'id')?.name as string, { node: stmt, scope: inner });
      else if (stmt.type === 'ReturnStatement') {
        const arg = child(stmt, 'argument');
        return arg ? { node: arg, scope: inner } : undefined;
      } else if (test && stmt.type === 'IfStatement' && !child(stmt, 'alternate') && guardReturn(child(stmt, 'consequent'))) {
        // A guard (`if (data.draft) return false;`): its test read as a literal decides whether it returns here.
        const exit = guardReturn(child(stmt, 'consequent'));
        const decided = this.decidedTest(child(stmt, 'test') as Node, inner, test);
        if (decided === undefined) return undefined;
        if (decided) {
          const arg = exit ? child(exit, 'argument') : undefined;
          return arg ? { node: arg, scope: inner } : undefined;
        }
      } else if (test && stmt.type === 'IfStatement' && depth < MAX_BRANCH_DEPTH) {
        const decided = this.decidedTest(child(stmt, 'test') as Node, inner, test);
        if (decided === undefined) return undefined;
        const branch = child(stmt, decided ? 'consequent' : 'alternate');
        if (!branch) continue;
        const taken = this.returnedIn(branch.type === 'BlockStatement' ? children(branch, 'body') : [branch], body, inner, exact, test, depth + 1);
        if (taken !== 'through') return taken;
      } else if (exact && stmt.type !== 'EmptyStatement') return undefined;
    }
    return 'through';
  }

  /** An `if` test read as a literal, else as a build with no environment variables set reads it (`process.env.X`). */
  private decidedTest(node: Node, scope: Scope, test: (node: Node, scope: Scope) => ConfigValue): boolean | undefined {
    return truthiness(test(node, scope)) ?? this.truthWithoutEnv(node, 0, scope);
  }

  /**
   * The top-level statements of the module that fill `name` (`for (const c of categories) for (const item of c.items)
   * map[item.name] = item;`), when every statement filling it is one of them and of that shape; else undefined.
   */
  private topLevelFills(program: Node, name: string): Node[] | undefined {
    const index = this.fillIndex(program);
    const fills = index.statements.get(name);
    if (!fills || (index.inStatements.get(name) ?? 0) !== (index.total.get(name) ?? 0)) return undefined;
    return fills.every((stmt) => this.fillsOnly(stmt, name, 0)) ? fills : undefined;
  }

  /**
   * One walk of the module: how often each name is filled, and in which loop or expression statements at its top
   * (`names`: every name filled anywhere in it).
   */
  private fillIndex(program: Node): FillIndex {
    if (this.fills) return this.fills;
    const total = new Map<string, number>();
    const statements = new Map<string, Node[]>();
    const inStatements = new Map<string, number>();
    for (const stmt of children(program, 'body')) {
      const loopOrExpression = stmt.type === 'ForOfStatement' || stmt.type === 'ExpressionStatement';
      for (const node of walk(stmt)) {
        const name = filledName(node, this.text);
        if (name === undefined) continue;
        total.set(name, (total.get(name) ?? 0) + 1);
        if (!loopOrExpression) continue;
        inStatements.set(name, (inStatements.get(name) ?? 0) + 1);
        const list = statements.get(name) ?? [];
        if (list[list.length - 1] !== stmt) list.push(stmt);
        statements.set(name, list);
      }
    }
    this.fills = { names: new Set(total.keys()), total, statements, inStatements };
    return this.fills;
  }

  /** Whether a statement only loops (`for … of`, blocks) and fills `name` directly (`name[k] = v`, `name.push(v)`). */
  private fillsOnly(stmt: Node, name: string, depth: number): boolean {
    if (depth > 4) return false;
    if (stmt.type === 'BlockStatement') return children(stmt, 'body').every((s) => this.fillsOnly(s, name, depth + 1));
    if (stmt.type === 'ForOfStatement') {
      const left = child(stmt, 'left');
      const body = child(stmt, 'body');
      return left?.type === 'VariableDeclaration' && children(left, 'declarations').length === 1 && !!body && this.fillsOnly(body, name, depth + 1);
    }
    if (stmt.type !== 'ExpressionStatement') return false;
    const expr = child(stmt, 'expression');
    if (expr?.type === 'AssignmentExpression' && expr.operator === '=') {
      const left = child(expr, 'left');
      return left?.type === 'MemberExpression' && child(left, 'object')?.type === 'Identifier' && child(left, 'object')?.name === name;
    }
    if (expr?.type === 'CallExpression') {
      const callee = child(expr, 'callee');
      return callee?.type === 'MemberExpression' && child(callee, 'object')?.name === name && nameOf(child(callee, 'property')) === 'push';
    }
    return false;
  }

  /** An empty container as the module's top-level loops leave it (literal lists only, within the step budget). */
  private filledValue(init: Node, fills: readonly Node[], depth: number, scope?: Scope): ConfigValue {
    const empty = unwrap(init);
    const start = empty.type === 'ObjectExpression' && children(empty, 'properties').length > 0 ? this.evaluate(init, depth + 1, scope) : undefined;
    if (start !== undefined && !isConfigObject(start)) return new Computed(this.slice(init));
    const out: ConfigValue = empty.type === 'ArrayExpression' ? [] : empty.type === 'ObjectExpression' ? Object.assign(Object.create(null) as ConfigObject, start ?? {}) : undefined;
    if (out === undefined) return new Computed(this.slice(init));
    let steps = 0;
    const run = (stmt: Node, scope: Scope | undefined): boolean => {
      if (++steps > MAX_FILL_STEPS) return false;
      if (stmt.type === 'BlockStatement') return children(stmt, 'body').every((s) => run(s, scope));
      if (stmt.type === 'ForOfStatement') {
        const list = this.evaluate(child(stmt, 'right') as Node, depth + 1, scope);
        const pattern = child(children(child(stmt, 'left') as Node, 'declarations')[0], 'id');
        if (!Array.isArray(list) || !pattern) return false;
        for (const item of list) {
          const inner: Scope = { vars: new Map(), parent: scope };
          if (!bindPattern(pattern, { value: item }, inner, (n, sc) => this.evaluate(n, depth + 1, sc))) return false;
          if (!run(child(stmt, 'body') as Node, inner)) return false;
        }
        return true;
      }
      const expr = child(stmt, 'expression') as Node;
      if (expr.type === 'AssignmentExpression') {
        const left = child(expr, 'left') as Node;
        const key = this.memberKey(left, depth, scope);
        const value = this.evaluate(child(expr, 'right') as Node, depth + 1, scope);
        if (key === undefined || value instanceof Computed || Array.isArray(out)) return false;
        (out as ConfigObject)[key] = value;
        return true;
      }
      if (!Array.isArray(out)) return false;
      for (const arg of children(expr, 'arguments')) {
        const value = this.evaluate(arg, depth + 1, scope);
        if (value instanceof Computed) return false;
        out.push(value);
      }
      return true;
    };
    return fills.every((stmt) => run(stmt, undefined)) ? out : new Computed(this.slice(init));
  }

  /**
   * Names whose value code fills in after declaring it (`map[key] = item`, `list.push(x)`, `Object.assign(o, …)`), found
   * once per body: an empty `{}` or `[]` they start as is not what they hold.
   */
  private filledIn(body: Node): ReadonlySet<string> {
    if (body.type === 'Program') return this.fillIndex(body).names;
    let names = this.filled.get(body);
    if (!names) {
      names = new Set();
      for (const node of walk(body)) {
        const name = filledName(node, this.text);
        if (name !== undefined) names.add(name);
      }
      this.filled.set(body, names);
    }
    return names;
  }

  /** Names a function body assigns to anywhere inside it (`x = …`, `x += …`, `x++`), found once per body. */
  private reassignedIn(body: Node): ReadonlySet<string> {
    let names = this.reassigned.get(body);
    if (!names) {
      names = new Set();
      for (const node of walk(body)) {
        const target = node.type === 'AssignmentExpression' ? child(node, 'left') : node.type === 'UpdateExpression' ? child(node, 'argument') : undefined;
        if (target?.type === 'Identifier') names.add(target.name as string);
      }
      this.reassigned.set(body, names);
    }
    return names;
  }

  named(name: string): ConfigValue {
    return metered(() => this.namedValue(name));
  }

  namedConfig(name: string): ConfigValue {
    return metered(() => {
      const local = this.exportAliases.get(name) ?? name;
      const target = this.declarations.get(local);
      if (!target || !('node' in target) || target.key !== undefined) return this.namedValue(name);
      // A function (a helper the config's modules share, `normalizeName`) is applied like a local one, not read as data.
      if (FUNCTION_NODES.has(unwrap(target.node).type)) return this.namedValue(name);
      return this.resolving.has(local) ? cut(name) : this.guard(local, () => this.configOf(target.node, 0, target.scope));
    });
  }

  private namedValue(name: string): ConfigValue {
    if (this.resolving.has(`export:${name}`)) return cut(name);
    return this.guard(`export:${name}`, () => {
      const alias = this.exportAliases.get(name);
      if (this.declarations.has(name) || alias !== undefined || this.importBindings.has(name)) {
        return this.identifier(alias ?? name, 0, undefined);
      }
      const reexport = this.reexports.get(name);
      if (reexport) return this.importValue(reexport);
      for (const source of this.starExports) {
        const value = this.importValue({ source, imported: name });
        if (value !== undefined && !(value instanceof Computed && value.source === name)) return value;
      }
      return undefined;
    });
  }

  values(key: string, outsideCalls: readonly string[] = []): ConfigValue[] {
    return metered(() => {
      const out: ConfigValue[] = [];
      const skipped = outsideCalls.length ? this.argumentSpans(outsideCalls) : [];
      for (const node of this.nodes()) {
        if (node.type !== 'Property' || propertyKey(node) !== key) continue;
        if (skipped.some(([from, to]) => node.start >= from && node.end <= to)) continue;
        const value = child(node, 'value');
        if (!value) continue;
        if (node.method || node.kind === 'get') out.push(this.functionValue(value, undefined));
        else out.push(this.evaluate(value, 0, undefined));
      }
      return out;
    });
  }

  prop(key: string, outsideCalls: readonly string[] = []): ConfigValue {
    const exported = this.exported;
    if (isConfigObject(exported) && Object.prototype.hasOwnProperty.call(exported, key)) return exported[key];
    return this.values(key, outsideCalls)[0];
  }

  /** The source spans of the arguments of every call of one of these names. */
  private argumentSpans(names: readonly string[]): Array<readonly [number, number]> {
    const out: Array<readonly [number, number]> = [];
    for (const node of this.nodes()) {
      if (node.type !== 'CallExpression' || !names.includes(nameOf(child(node, 'callee')) ?? '')) continue;
      for (const arg of children(node, 'arguments')) out.push([arg.start, arg.end]);
    }
    return out;
  }

  calls(name: string): ConfigValue[][] {
    return metered(() => this.callsOutside(name, []));
  }

  /**
   * `calls(name)` in the build `env` describes: a call inside an `if` branch that build does not take is left out. Only
   * tests on `process.env.X` against literals decide (`===`, `!==`, `!`, `&&`, `||`); any other test keeps both branches.
   */
  callsInBuild(name: string, env: Readonly<Record<string, string>>): ConfigValue[][] {
    return metered(() => this.callsOutside(name, this.skippedSpans(env)));
  }

  /** Whether a node lies in an `if` branch the build `env` describes does not take (see callsInBuild). */
  skippedInBuild(target: Node, env: Readonly<Record<string, string>>): boolean {
    return this.skippedSpans(env).some(([from, to]) => target.start >= from && target.end <= to);
  }

  /** The spans of the `if` branches the build `env` describes does not take. */
  private skippedSpans(env: Readonly<Record<string, string>>): Array<[number, number]> {
    const skipped: Array<[number, number]> = [];
    for (const node of this.nodes()) {
      if (node.type !== 'IfStatement') continue;
      const taken = envTruth(child(node, 'test'), env, this.text, 0);
      const other = taken === undefined ? undefined : child(node, taken ? 'alternate' : 'consequent');
      if (other) skipped.push([other.start, other.end]);
    }
    return skipped;
  }

  /** The evaluated arguments of each call of `name` (a name, or a dotted chain's end) outside the skipped spans. */
  private callsOutside(name: string, skipped: ReadonlyArray<readonly [number, number]>): ConfigValue[][] {
    const dotted = name.includes('.');
    const out: ConfigValue[][] = [];
    for (const node of this.nodes()) {
      if (node.type !== 'CallExpression' && node.type !== 'NewExpression') continue;
      if (skipped.some(([from, to]) => node.start >= from && node.end <= to)) continue;
      const callee = child(node, 'callee');
      const hit = dotted ? endsWithChain(memberChain(callee), name) : nameOf(callee) === name;
      if (hit) out.push(children(node, 'arguments').map((a) => this.evaluate(a, 0, undefined)));
    }
    return out;
  }

  assignments(name: string): ConfigValue[] {
    return metered(() => {
      const out: ConfigValue[] = [];
      for (const node of this.nodes()) {
        let value: Node | undefined;
        if (node.type === 'VariableDeclarator' && child(node, 'id')?.type === 'Identifier' && child(node, 'id')?.name === name) value = child(node, 'init');
        else if (node.type === 'AssignmentExpression' && node.operator === '=') {
          const left = child(node, 'left');
          if (left?.type === 'Identifier' && left.name === name) value = child(node, 'right');
        }
        if (value) out.push(this.guard(name, () => this.evaluate(value as Node, 0, undefined)));
      }
      return out;
    });
  }

  imports(): string[] {
    const out: string[] = [];
    for (const node of this.nodes()) {
      let source: Node | undefined;
      if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') source = child(node, 'source');
      else if (node.type === 'CallExpression' && nameOf(child(node, 'callee')) === 'require' && child(node, 'callee')?.type === 'Identifier') source = children(node, 'arguments')[0];
      const spec = plainString(source);
      if (spec !== undefined) out.push(spec);
    }
    return out;
  }

  tuples(names: readonly string[]): ConfigValue[] {
    return metered(() => {
      const out: ConfigValue[] = [];
      for (const node of this.nodes()) {
        if (node.type !== 'ArrayExpression') continue;
        const [first, second] = (node.elements as Array<Node | null>) ?? [];
        if (first?.type === 'Literal' && typeof first.value === 'string' && names.includes(first.value)) out.push(second ? this.evaluate(second, 0, undefined) : undefined);
      }
      return out;
    });
  }

  private functionValue(fn: Node, scope: Scope | undefined, depth = 0): FunctionValue {
    // Its params shadow outer names while its return is read without arguments.
    const inner: Scope = { vars: new Map(), parent: scope };
    for (const param of children(fn, 'params')) for (const name of patternNames(param)) inner.vars.set(name, { value: new Computed(name) });
    const returned = this.returnedNode(fn, inner);
    const exact = returned !== undefined && this.returnedNode(fn, inner, true) !== undefined;
    return new FunctionValue(this.slice(fn), returned ? { returns: this.evaluate(returned.node, depth + 1, returned.scope) } : {}, this, fn, scope, exact);
  }

  /**
   * What a function called without arguments returns in a build with no environment variables set: its body read
   * top to bottom through declarations and `if` statements whose test decides (an env read counts as unset) and
   * whose taken branch is one `return`, up to the `return` reached. Computed when anything else comes first.
   */
  returnsWithoutEnv(fn: FunctionValue): ConfigValue {
    return metered(() => {
      const scope: Scope = { vars: new Map(), parent: fn.scope };
      for (const param of children(fn.node, 'params')) for (const name of patternNames(param)) scope.vars.set(name, { value: new Computed(name) });
      const body = child(fn.node, 'body');
      if (!body || body.type !== 'BlockStatement') return body ? this.evaluate(body, 1, scope) : undefined;
      const returned = (stmt: Node): ConfigValue => {
        const arg = child(stmt, 'argument');
        return arg ? this.evaluate(arg, 1, scope) : undefined;
      };
      for (const stmt of children(body, 'body')) {
        if (stmt.type === 'VariableDeclaration') bindDeclaration(stmt, scope.vars, scope, this.reassignedIn(body), this.filledIn(body));
        else if (stmt.type === 'ReturnStatement') return returned(stmt);
        else if (stmt.type === 'IfStatement') {
          const test = child(stmt, 'test');
          const taken = test ? truthy(this.evaluate(test, 1, scope)) ?? this.truthWithoutEnv(test, 0, scope) : undefined;
          if (taken === undefined) return new Computed(this.slice(stmt));
          const branch = child(stmt, taken ? 'consequent' : 'alternate');
          if (!branch) continue;
          const list = branch.type === 'BlockStatement' ? children(branch, 'body') : [branch];
          if (list.length === 1 && list[0].type === 'ReturnStatement') return returned(list[0]);
          return new Computed(this.slice(stmt));
        } else if (stmt.type !== 'EmptyStatement') return new Computed(this.slice(stmt));
      }
      return undefined;
    });
  }

  /** A function applied to literal arguments; Computed when its body is more than declarations and one return. */
  apply(fn: FunctionValue, args: ConfigValue[], depth: number): ConfigValue {
    if (budget.calls >= MAX_CALL_DEPTH) return cut(this.slice(fn.node));
    const scope: Scope = { vars: new Map(), parent: fn.scope };
    const params = children(fn.node, 'params');
    if (!bindParams(params, args, scope, (n, s) => this.evaluate(n, depth + 1, s))) return new Computed(this.slice(fn.node));
    const returned = this.returnedNode(fn.node, scope, true, (n, s) => this.evaluate(n, depth + 1, s));
    if (!returned) return new Computed(this.slice(fn.node));
    budget.calls++;
    try {
      return this.evaluate(returned.node, depth + 1, returned.scope);
    } finally {
      budget.calls--;
    }
  }

  private identifier(name: string, depth: number, scope: Scope | undefined): ConfigValue {
    if (name === 'undefined') return undefined;
    const local = lookup(scope, name);
    if (local) return this.bindingValue(local, depth);
    const target = this.declarations.get(name);
    if (target) {
      if (this.resolving.has(name)) return cut(name);
      return this.guard(name, () => this.bindingValue(target, depth));
    }
    const imported = this.importBindings.get(name);
    if (!imported) return new Computed(name);
    return this.resolving.has(name) ? cut(name) : this.guard(name, () => this.importValue(imported));
  }

  /** `compute()` once per question for `key` (see `evaluated`). */
  private once(key: object, compute: () => ConfigValue): ConfigValue {
    if (evaluated.has(key)) return evaluated.get(key);
    const cuts = budget.cuts;
    const value = compute();
    if (budget.cuts === cuts) evaluated.set(key, value);
    return value;
  }

  private bindingValue(binding: Binding, depth: number): ConfigValue {
    if ('value' in binding) return binding.value;
    // A binding met again while it is being evaluated refers to itself: computed.
    if (this.evaluating.has(binding)) return cut(this.slice(binding.node));
    return this.once(binding, () => {
      this.evaluating.add(binding);
      try {
        if (binding.fills) return this.filledValue(binding.node, binding.fills, depth, binding.scope);
        const value = this.evaluate(binding.node, depth + 1, binding.scope);
        return binding.key === undefined ? value : member(value, binding.key);
      } finally {
        this.evaluating.delete(binding);
      }
    });
  }

  private importValue(binding: ImportBinding): ConfigValue {
    if (!this.resolver) return new Computed(binding.imported);
    if (budget.imports >= MAX_IMPORT_DEPTH) return cut(binding.imported);
    return this.once(binding, () => {
      budget.imports++;
      try {
        const target = this.resolver?.(binding.source);
        if (!target) return new Computed(binding.imported);
        if ('data' in target) return binding.imported === 'default' || binding.imported === '*' || binding.imported === 'require()' ? target.data : member(target.data, binding.imported);
        const code = target.code as Module;
        // A config's own parts (`import { shared } from './shared'`) are configs: read through their wrapper calls.
        if (binding.imported === 'default') return target.asConfig ? code.exported : code.defaultValue();
        // require() gives a CommonJS module's exports, or an ES module's namespace when it has no default export.
        if (binding.imported === 'require()') return code.hasDefault ? code.defaultValue() : code.namespace();
        if (binding.imported === '*') return code.namespace();
        return target.asConfig ? code.namedConfig(binding.imported) : code.named(binding.imported);
      } finally {
        budget.imports--;
      }
    });
  }

  /** Literal value of an expression; anything computed becomes a Computed. */
  private evaluate(node: Node, depth: number, scope: Scope | undefined): ConfigValue {
    if (depth > MAX_DEPTH) return cut(this.slice(node));
    if (++budget.steps > MAX_STEPS) return new Computed(this.slice(node));
    const n = unwrap(node);
    switch (n.type) {
      case 'Literal':
        if (n.regex) {
          const { pattern, flags } = n.regex as { pattern: string; flags: string };
          const expression = knownRegex(pattern, flags);
          return expression ? new KnownRegex(this.slice(n), expression) : new Computed(this.slice(n));
        }
        if (n.bigint !== undefined) return new Computed(this.slice(n));
        return n.value as string | number | boolean | null;
      case 'TemplateLiteral': {
        const quasis = children(n, 'quasis');
        const expressions = children(n, 'expressions');
        if (expressions.length === 0) return quasis.map((q) => (q.value as { cooked?: string }).cooked ?? '').join('');
        const parts = expressions.map((e) => this.evaluate(e, depth + 1, scope));
        if (parts.every((p) => typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean')) {
          let out = '';
          quasis.forEach((q, i) => {
            out += (q.value as { cooked?: string }).cooked ?? '';
            if (i < parts.length) out += String(parts[i]);
          });
          return out;
        }
        return new Computed(this.slice(n), { template: this.text.slice(n.start + 1, n.end - 1) });
      }
      case 'ObjectExpression':
        return this.object(n, depth, scope);
      case 'ArrayExpression':
        return this.array(n, depth, scope);
      case 'Identifier':
        return this.identifier(n.name as string, depth, scope);
      case 'MemberExpression': {
        const set = this.envSet(n);
        if (set !== undefined) return set;
        const object = child(n, 'object');
        const target = object ? this.evaluate(object, depth + 1, scope) : undefined;
        if (target instanceof Computed) return new Computed(this.slice(n));
        const key = this.memberKey(n, depth, scope);
        if (key === undefined) return new Computed(this.slice(n));
        if (target === undefined || target === null) return n.optional ? undefined : new Computed(this.slice(n));
        return member(target, key);
      }
      case 'UnaryExpression': {
        const arg = child(n, 'argument');
        const v = arg ? this.evaluate(arg, depth + 1, scope) : undefined;
        if (n.operator === '-' && typeof v === 'number') return -v;
        if (n.operator === '!') {
          const t = truthy(v);
          if (t !== undefined) return !t;
        }
        return new Computed(this.slice(n));
      }
      case 'BinaryExpression':
        return this.binary(n, depth, scope);
      case 'ConditionalExpression': {
        const test = child(n, 'test');
        const t = test ? truthy(this.evaluate(test, depth + 1, scope)) : undefined;
        const branch = t === undefined ? undefined : child(n, t ? 'consequent' : 'alternate');
        if (branch) return this.evaluate(branch, depth + 1, scope);
        // A condition the code cannot decide: both branches (a config may deploy either); and for
        // `process.env.X ? a : b`, the branch a build without the variable takes, as the fallback.
        const branches = [child(n, 'consequent'), child(n, 'alternate')].filter((b): b is Node => b !== undefined);
        const alternatives = branches.map((b) => this.evaluate(b, depth + 1, scope));
        const unset = this.truthWithoutEnv(test, 0, scope);
        const unsetBranch = unset === undefined || branches.length !== 2 ? undefined : unset ? 0 : 1;
        const fallback = unsetBranch === undefined ? undefined : alternatives[unsetBranch];
        const withUnset = unsetBranch === undefined ? {} : { unsetBranch };
        return new Computed(this.slice(n), fallback !== undefined && !(fallback instanceof Computed) ? { alternatives, fallback, ...withUnset } : { alternatives, ...withUnset });
      }
      case 'LogicalExpression': {
        const left = child(n, 'left');
        const right = child(n, 'right');
        const l = left ? this.evaluate(left, depth + 1, scope) : undefined;
        if (!(l instanceof Computed) && right) {
          if (n.operator === '??') return l === null || l === undefined ? this.evaluate(right, depth + 1, scope) : l;
          const t = truthy(l);
          if (n.operator === '||') return t ? l : this.evaluate(right, depth + 1, scope);
          if (n.operator === '&&') return t ? this.evaluate(right, depth + 1, scope) : l;
        }
        const fallback = right && (n.operator === '||' || n.operator === '??') ? this.evaluate(right, depth + 1, scope) : undefined;
        return new Computed(this.slice(n), fallback !== undefined && !(fallback instanceof Computed) ? { fallback } : {});
      }
      case 'CallExpression':
        return this.call(n, depth, scope);
      case 'NewExpression': {
        const name = nameOf(child(n, 'callee'));
        const args = children(n, 'arguments').map((a) => (a.type === 'SpreadElement' ? new Computed(this.slice(a)) : this.evaluate(a, depth + 1, scope)));
        // `new Set(['top', 'new'])` over literals: answers `.has(x)` (a param matcher's allow-list).
        const [list] = args;
        if (name === 'Set' && args.length === 1 && Array.isArray(list) && list.every(isPrimitive) && !lookup(scope, 'Set') && !this.declarations.has('Set')) {
          return new KnownSet(this.slice(n), list as Array<string | number | boolean | null | undefined>);
        }
        if (name === 'Date' && args.length === 1 && !lookup(scope, 'Date') && !this.declarations.has('Date')) {
          const day = utcDay(list);
          if (day) return new KnownDate(this.slice(n), day.year, day.month, day.day);
        }
        return new Computed(this.slice(n), name ? { call: { name, args } } : {});
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionDeclaration':
        return depth > MAX_DEPTH / 2 ? cut(this.slice(n)) : this.functionValue(n, scope, depth);
      default:
        return new Computed(this.slice(n));
    }
  }

  /**
   * What a condition evaluates to in a build with no environment variables set (`process.env.X` unset): undefined
   * when it depends on anything else. Follows constants (`const isPreview = process.env.P === 'true'`).
   */
  /** `process.env.X`, or a constant holding it (`const flag = process.env.X`): unset in a plain build. */
  private isUnsetEnv(node: Node, depth: number, scope: Scope | undefined): boolean {
    const n = unwrap(node);
    if (isEnvRead(n, this.text)) return this.envSet(n) === undefined;
    if (n.type !== 'Identifier' || depth > 8) return false;
    const target = lookup(scope, n.name as string) ?? this.declarations.get(n.name as string);
    return !!target && 'node' in target && target.key === undefined && this.isUnsetEnv(target.node, depth + 1, target.scope);
  }

  private truthWithoutEnv(node: Node | undefined, depth: number, scope: Scope | undefined): boolean | undefined {
    if (!node || depth > 8) return undefined;
    const n = unwrap(node);
    if (isEnvRead(n, this.text)) return (this.envSet(n) ?? '') !== '';
    if (n.type === 'UnaryExpression' && n.operator === '!') {
      const inner = this.truthWithoutEnv(child(n, 'argument'), depth + 1, scope);
      return inner === undefined ? undefined : !inner;
    }
    if (n.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(n.operator as string)) {
      const left = child(n, 'left');
      const right = child(n, 'right');
      // `typeof x === 'string'` over an unset variable: typeof gives 'undefined'.
      const typeOf = [left, right].find((side) => side && unwrap(side).type === 'UnaryExpression' && unwrap(side).operator === 'typeof');
      if (typeOf) {
        const operand = child(unwrap(typeOf), 'argument');
        const other = typeOf === left ? right : left;
        const v = other ? this.evaluate(other, depth + 1, scope) : undefined;
        if (!operand || typeof v !== 'string' || !this.isUnsetEnv(operand, depth + 1, scope)) return undefined;
        const equal = v === 'undefined';
        return n.operator === '===' || n.operator === '==' ? equal : !equal;
      }
      const other = left && this.isUnsetEnv(left, depth + 1, scope) ? right : right && this.isUnsetEnv(right, depth + 1, scope) ? left : undefined;
      if (!other) return undefined;
      const v = this.evaluate(other, depth + 1, scope);
      if (v instanceof Computed) return undefined;
      const equal = v === undefined || (v === null && (n.operator === '==' || n.operator === '!='));
      return n.operator === '===' || n.operator === '==' ? equal : !equal;
    }
    if (n.type === 'LogicalExpression' && (n.operator === '&&' || n.operator === '||')) {
      const a = this.truthWithoutEnv(child(n, 'left'), depth + 1, scope);
      const b = this.truthWithoutEnv(child(n, 'right'), depth + 1, scope);
      if (n.operator === '&&') return a === false || b === false ? false : a === true && b === true ? true : undefined;
      return a === true || b === true ? true : a === false && b === false ? false : undefined;
    }
    // An imported value decided by env reads in its own module (`export const enabled = process.env.X ? … : true`).
    if (n.type === 'Identifier' && !lookup(scope, n.name as string) && this.importBindings.has(n.name as string)) {
      const unset = valueWithoutEnv(this.evaluate(n, depth + 1, scope));
      return unset.known ? truthy(unset.value) : undefined;
    }
    if (n.type === 'Identifier') {
      const name = n.name as string;
      const local = lookup(scope, name);
      const target = local ?? this.declarations.get(name);
      if (!target || !('node' in target) || target.key !== undefined || (!local && this.resolving.has(name))) return undefined;
      const read = () => this.truthWithoutEnv(target.node, depth + 1, target.scope);
      return local ? read() : this.guard(name, read);
    }
    if (n.type === 'ConditionalExpression') {
      const taken = this.truthWithoutEnv(child(n, 'test'), depth + 1, scope);
      const branch = taken === undefined ? undefined : child(n, taken ? 'consequent' : 'alternate');
      return branch ? truthy(this.evaluate(branch, depth + 1, scope)) ?? this.truthWithoutEnv(branch, depth + 1, scope) : undefined;
    }
    // Anything else decides when it evaluates to a literal.
    return truthy(this.evaluate(n, depth + 1, scope));
  }

  /** The value of a `process.env.X` read the site's own env files set, else undefined. */
  private envSet(n: Node): string | undefined {
    if (!isEnvRead(n, this.text)) return undefined;
    const key = envKey(n);
    return key !== undefined && Object.prototype.hasOwnProperty.call(this.env, key) ? this.env[key] : undefined;
  }

  private memberKey(n: Node, depth: number, scope: Scope | undefined): string | undefined {
    const prop = child(n, 'property');
    if (!prop) return undefined;
    if (!n.computed) return prop.type === 'Identifier' ? (prop.name as string) : undefined;
    const key = this.evaluate(prop, depth + 1, scope);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
  }

  private binary(n: Node, depth: number, scope: Scope | undefined): ConfigValue {
    const left = child(n, 'left');
    const right = child(n, 'right');
    const l = left ? this.evaluate(left, depth + 1, scope) : undefined;
    const r = right ? this.evaluate(right, depth + 1, scope) : undefined;
    if (!isPrimitive(l) || !isPrimitive(r)) return new Computed(this.slice(n));
    switch (n.operator) {
      case '===':
        return l === r;
      case '!==':
        return l !== r;
      case '==':
        return l == r;
      case '!=':
        return l != r;
      case '+':
        if (typeof l === 'string' || typeof r === 'string') return `${String(l)}${String(r)}`;
        return typeof l === 'number' && typeof r === 'number' ? l + r : new Computed(this.slice(n));
      case '-':
      case '*':
      case '/':
      case '%':
      case '<':
      case '>':
      case '<=':
      case '>=':
        if (typeof l !== 'number' || typeof r !== 'number') return new Computed(this.slice(n));
        return n.operator === '-' ? l - r : n.operator === '*' ? l * r : n.operator === '/' ? l / r : n.operator === '%' ? l % r
          : n.operator === '<' ? l < r : n.operator === '>' ? l > r : n.operator === '<=' ? l <= r : l >= r;
      default:
        return new Computed(this.slice(n));
    }
  }

  private call(n: Node, depth: number, scope: Scope | undefined): ConfigValue {
    const callee = child(n, 'callee');
    const name = nameOf(callee);
    const argNodes = children(n, 'arguments');
    const args = (): ConfigValue[] => this.elements(argNodes, depth, scope);
    const computed = (evaluated: ConfigValue[], receiver?: ConfigValue) => {
      if (observer && name && observer.length < MAX_OBSERVED) observer.push({ name, args: evaluated, ...(receiver instanceof Computed ? { receiver } : {}) });
      return new Computed(this.slice(n), name ? { call: { name, args: evaluated } } : {});
    };
    const inner = callee ? unwrap(callee) : undefined;
    if (inner?.type === 'Identifier') {
      const id = inner.name as string;
      const spec = argNodes[0];
      const required = id === 'require' && !lookup(scope, id) && !this.declarations.has(id) ? plainString(spec) : undefined;
      if (required !== undefined) return this.importValue({ source: required, imported: 'require()' });
      if (PURE_GLOBALS.has(id) && !lookup(scope, id) && !this.declarations.has(id) && !this.importBindings.has(id)) {
        const evaluated = args();
        const result = pureGlobal(id, evaluated);
        return result === undefined ? computed(evaluated) : result.value;
      }
      const fn = this.identifier(id, depth, scope);
      const evaluated = args();
      if (fn instanceof FunctionValue) return fn.module.apply(fn, evaluated, depth);
      if (fn instanceof PathCompiler) {
        const template = pathPatternTemplate(fn.pattern);
        return fillPathPattern(fn.pattern, evaluated[0] ?? {}) ?? new Computed(this.slice(n), template === undefined ? {} : { template });
      }
      if (id === 'compile' && typeof evaluated[0] === 'string' && this.imports().includes(PATH_COMPILE_PACKAGE)) return new PathCompiler(this.slice(n), evaluated[0]);
      return computed(evaluated);
    }
    if (inner?.type === 'MemberExpression') {
      const object = child(inner, 'object');
      const method = this.memberKey(inner, depth, scope);
      const evaluated = args();
      if (object?.type === 'Identifier' && object.name === 'Object' && !lookup(scope, 'Object') && !this.declarations.has('Object')) {
        const result = method ? objectStatic(method, evaluated) : undefined;
        return result === undefined ? computed(evaluated) : result;
      }
      // `Promise.resolve(x)` is read as `x`, as `await x` is: config code hands over a list that way.
      if (object?.type === 'Identifier' && object.name === 'Promise' && method === 'resolve' && evaluated.length === 1 && !lookup(scope, 'Promise') && !this.declarations.has('Promise')) {
        return evaluated[0];
      }
      const receiver = object ? this.evaluate(object, depth + 1, scope) : undefined;
      if (receiver instanceof KnownSet && method === 'has' && evaluated.length === 1 && isPrimitive(evaluated[0])) return receiver.values.includes(evaluated[0]);
      if (receiver instanceof KnownDate && method !== undefined && evaluated.length === 0) {
        const got = dateMethod(receiver, method);
        if (got !== undefined) return got;
      }
      if (receiver instanceof Computed || method === undefined) return computed(evaluated, receiver);
      if ((receiver === undefined || receiver === null) && inner.optional) return undefined;
      // A function held by an object (a module namespace, a helpers object): applied like a local one.
      const held = isConfigObject(receiver) && Object.prototype.hasOwnProperty.call(receiver, method) ? receiver[method] : undefined;
      if (held instanceof FunctionValue) return held.module.apply(held, evaluated, depth);
      // pop()/shift() change the list they are called on: only read on a fresh one (`id.split('/').pop()`), never on a
      // variable whose later reads would then see the list unchanged.
      if ((method === 'pop' || method === 'shift') && object?.type === 'Identifier') return computed(evaluated);
      const result = callMethod(receiver, method, evaluated, (fn, fnArgs) => fn.module.apply(fn, fnArgs, depth + 1));
      return result === undefined ? computed(evaluated) : result.value;
    }
    return computed(args());
  }

  private object(n: Node, depth: number, scope: Scope | undefined): ConfigObject {
    // No prototype: a key named __proto__ or constructor is data like any other.
    const out = Object.create(null) as ConfigObject;
    for (const prop of children(n, 'properties')) {
      if (prop.type === 'SpreadElement') {
        const arg = child(prop, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1, scope) : undefined;
        if (isConfigObject(spread)) for (const k of Object.keys(spread)) out[k] = spread[k];
        continue;
      }
      let key = propertyKey(prop);
      if (key === undefined && prop.computed) {
        const k = child(prop, 'key');
        const v = k ? this.evaluate(k, depth + 1, scope) : undefined;
        if (typeof v === 'string' || typeof v === 'number') key = String(v);
      }
      const value = child(prop, 'value');
      if (key === undefined || !value) continue;
      out[key] = prop.method || prop.kind === 'get' ? this.functionValue(value, scope) : this.evaluate(value, depth + 1, scope);
    }
    return out;
  }

  private array(n: Node, depth: number, scope: Scope | undefined): ConfigValue[] {
    return this.elements((n.elements as Array<Node | null>) ?? [], depth, scope);
  }

  /** Array items or call arguments, spreads of literal arrays expanded (`f(...parts)`, `[...a, b]`). */
  private elements(nodes: ReadonlyArray<Node | null>, depth: number, scope: Scope | undefined): ConfigValue[] {
    const out: ConfigValue[] = [];
    for (const el of nodes) {
      if (!el) {
        out.push(undefined);
      } else if (el.type === 'SpreadElement') {
        const arg = child(el, 'argument');
        const spread = arg ? this.evaluate(arg, depth + 1, scope) : undefined;
        if (Array.isArray(spread)) out.push(...spread);
        else out.push(new Computed(this.slice(el)));
      } else out.push(this.evaluate(el, depth + 1, scope));
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

/** The X of `process.env.X` / `process.env['X']`. */
function envKey(m: Node): string | undefined {
  const prop = child(m, 'property');
  return !m.computed && prop?.type === 'Identifier' ? (prop.name as string) : prop?.type === 'Literal' && typeof prop.value === 'string' ? prop.value : undefined;
}

/** A string literal, or a template literal with no expressions (`develop`, `require(\`./x\`)`). */
function plainString(n: Node | undefined): string | undefined {
  if (!n) return undefined;
  if (n.type === 'Literal') return typeof n.value === 'string' ? n.value : undefined;
  if (n.type !== 'TemplateLiteral' || children(n, 'expressions').length) return undefined;
  return children(n, 'quasis').map((q) => (q.value as { cooked?: string }).cooked ?? '').join('');
}

/** A test's truth in a build with exactly the variables `env` sets (others unset); undefined when anything else decides. */
function envTruth(node: Node | undefined, env: Readonly<Record<string, string>>, text: string, depth: number): boolean | undefined {
  if (!node || depth > 8) return undefined;
  const n = unwrap(node);
  const envValue = (m: Node): string | undefined => {
    const key = envKey(m);
    return key !== undefined && Object.prototype.hasOwnProperty.call(env, key) ? env[key] : undefined;
  };
  if (isEnvRead(n, text)) return envValue(n) !== undefined && envValue(n) !== '';
  if (n.type === 'UnaryExpression' && n.operator === '!') {
    const inner = envTruth(child(n, 'argument'), env, text, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  if (n.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(n.operator as string)) {
    const left = child(n, 'left');
    const right = child(n, 'right');
    const read = left && isEnvRead(unwrap(left), text) ? unwrap(left) : right && isEnvRead(unwrap(right), text) ? unwrap(right) : undefined;
    const other = read === undefined ? undefined : unwrap((read === unwrap(left as Node) ? right : left) as Node);
    const literal = other ? plainString(other) : undefined;
    if (!read || literal === undefined) return undefined;
    const equal = envValue(read) === literal;
    return n.operator === '===' || n.operator === '==' ? equal : !equal;
  }
  if (n.type === 'LogicalExpression' && (n.operator === '&&' || n.operator === '||')) {
    const a = envTruth(child(n, 'left'), env, text, depth + 1);
    const b = envTruth(child(n, 'right'), env, text, depth + 1);
    if (n.operator === '&&') return a === false || b === false ? false : a === true && b === true ? true : undefined;
    return a === true || b === true ? true : a === false && b === false ? false : undefined;
  }
  return undefined;
}

/** The names a parameter pattern binds: `x`, `{ a, b: c }`, `[x, y]`, `x = 1`, `...rest` (iterative, capped). */
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

function lookup(scope: Scope | undefined, name: string): Binding | undefined {
  for (let s = scope; s; s = s.parent) {
    const b = s.vars.get(name);
    if (b) return b;
  }
  return undefined;
}

/**
 * `const a = …`, `const { a, b: c } = …`: each name bound to its initializer (and the key it reads from it). In a
 * function body (`reassigned` given), a `let`/`var` the body assigns again is not its initializer: computed, by its
 * name (Eleventy reads every value assigned to it), and one declared without a value is undefined until assigned.
 */
function bindDeclaration(
  decl: Node, into: Map<string, Binding>, scope: Scope | undefined, reassigned?: ReadonlySet<string>, filled?: ReadonlySet<string>,
  fillsOf?: (name: string) => Node[] | undefined,
): void {
  const mutable = decl.kind !== 'const' && reassigned !== undefined;
  for (const d of children(decl, 'declarations')) {
    const id = child(d, 'id');
    const init = child(d, 'init');
    // An empty container the code fills in later holds what the code computes, not nothing: the module's own
    // top-level loops that fill it are followed when they are all there is (fillsOf), else it is computed.
    if (id?.type === 'Identifier' && init && filled?.has(id.name as string) && isEmptyContainer(init)) {
      const name = id.name as string;
      const fills = fillsOf?.(name);
      if (!into.has(name)) into.set(name, fills ? { node: init, scope, fills } : { value: new Computed(name) });
      continue;
    }
    // An object literal the module's top level then adds keys to (`const config = { … }; config.plugins = [ … ];`):
    // those statements are followed too (an object filled any other way is read as its initializer).
    if (id?.type === 'Identifier' && init && filled?.has(id.name as string) && unwrap(init).type === 'ObjectExpression') {
      const name = id.name as string;
      const fills = fillsOf?.(name);
      if (fills && !into.has(name)) {
        into.set(name, { node: init, scope, fills });
        continue;
      }
    }
    if (id?.type === 'Identifier' && mutable && (!init || reassigned.has(id.name as string))) {
      const name = id.name as string;
      if (!into.has(name)) into.set(name, { value: reassigned.has(name) ? new Computed(name) : undefined });
      continue;
    }
    if (!id || !init) continue;
    if (id.type === 'Identifier') {
      if (!into.has(id.name as string)) into.set(id.name as string, { node: init, scope });
    } else if (id.type === 'ObjectPattern') {
      for (const prop of children(id, 'properties')) {
        const key = prop.type === 'Property' ? propertyKey(prop) : undefined;
        const value = child(prop, 'value');
        if (key !== undefined && value?.type === 'Identifier' && !into.has(value.name as string)) into.set(value.name as string, { node: init, scope, key });
      }
    }
  }
}

/** Loop steps followed at most while filling one container (a registry of a few thousand entries). */
const MAX_FILL_STEPS = 20_000;

/** The name a node fills in place (`name[k] = …`, `name.k.j = …`, `name.push(…)`, `Object.assign(name, …)`), if any. */
function filledName(node: Node, text: string): string | undefined {
  let target: Node | undefined;
  if (node.type === 'AssignmentExpression' && child(node, 'left')?.type === 'MemberExpression') target = child(node, 'left');
  else if (node.type === 'CallExpression') {
    const callee = child(node, 'callee');
    if (callee?.type === 'MemberExpression' && FILLING_METHODS.has(nameOf(child(callee, 'property')) ?? '')) target = callee;
    else if (callee && text.slice(callee.start, callee.end).replace(/\s+/g, '') === 'Object.assign') target = children(node, 'arguments')[0];
  }
  let root = target;
  for (let depth = 0; root?.type === 'MemberExpression' && depth < 16; depth++) root = child(root, 'object');
  return root?.type === 'Identifier' ? (root.name as string) : undefined;
}

/** Methods that fill a container in place. */
const FILLING_METHODS = new Set(['push', 'unshift', 'splice', 'set', 'add']);

/** `{}`, `[]`, `new Map()`, `new Set()`: a container declared empty. */
function isEmptyContainer(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === 'ObjectExpression') return children(n, 'properties').length === 0;
  if (n.type === 'ArrayExpression') return children(n, 'elements').length === 0;
  return n.type === 'NewExpression' && ['Map', 'Set'].includes(nameOf(child(n, 'callee')) ?? '') && children(n, 'arguments').length === 0;
}

/** Binds a function's parameters to the arguments of a call; a rest parameter (`...segments`) takes the remaining ones. */
function bindParams(params: readonly Node[], args: readonly ConfigValue[], scope: Scope, evaluate: (n: Node, s: Scope) => ConfigValue): boolean {
  for (let i = 0; i < params.length; i++) {
    const param = params[i];
    if (param.type === 'RestElement') {
      const target = child(param, 'argument');
      return i === params.length - 1 && target !== undefined && bindPattern(target, { value: args.slice(i) }, scope, evaluate);
    }
    if (!bindPattern(param, { value: args[i] }, scope, evaluate)) return false;
  }
  return true;
}

/** Binds a parameter pattern to a value; false for patterns this does not read (rest elements, computed keys). */
function bindPattern(pattern: Node, binding: { value: ConfigValue }, scope: Scope, evaluate: (n: Node, s: Scope) => ConfigValue): boolean {
  const value = binding.value;
  switch (pattern.type) {
    case 'Identifier':
      scope.vars.set(pattern.name as string, { value });
      return true;
    case 'AssignmentPattern': {
      const left = child(pattern, 'left');
      const right = child(pattern, 'right');
      if (!left || !right) return false;
      return bindPattern(left, { value: value === undefined ? evaluate(right, scope) : value }, scope, evaluate);
    }
    case 'ObjectPattern':
      for (const prop of children(pattern, 'properties')) {
        if (prop.type !== 'Property') return false;
        const key = propertyKey(prop);
        const target = child(prop, 'value');
        if (key === undefined || !target) return false;
        const v = value instanceof Computed ? new Computed(key) : value === undefined || value === null ? undefined : member(value, key);
        if (!bindPattern(target, { value: v }, scope, evaluate)) return false;
      }
      return true;
    case 'ArrayPattern': {
      const elements = (pattern.elements as Array<Node | null>) ?? [];
      for (let i = 0; i < elements.length; i++) {
        const el = elements[i];
        if (!el) continue;
        const v = Array.isArray(value) ? value[i] : value instanceof Computed ? new Computed(String(i)) : undefined;
        if (!bindPattern(el, { value: v }, scope, evaluate)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** `value[key]` on a literal: own properties of objects, array items and lengths, string lengths. */
function member(value: ConfigValue, key: string): ConfigValue {
  if (value instanceof Computed) return new Computed(key);
  if (Array.isArray(value)) {
    if (key === 'length') return value.length;
    return /^\d+$/.test(key) ? value[Number(key)] : undefined;
  }
  if (typeof value === 'string') return key === 'length' ? value.length : /^\d+$/.test(key) ? value[Number(key)] : undefined;
  if (isConfigObject(value)) return Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
  return undefined;
}

/** Global conversions with no side effect, applied to literals only (`Number(params.page)` in a route's guard). */
const PURE_GLOBALS = new Set(['Number', 'String', 'Boolean', 'parseInt', 'parseFloat']);

function pureGlobal(name: string, args: ConfigValue[]): { value: ConfigValue } | undefined {
  const [a, b] = args;
  if (!isPrimitive(a)) return undefined;
  switch (name) {
    case 'Number':
      return { value: args.length === 0 ? 0 : Number(a) };
    case 'String':
      return { value: args.length === 0 ? '' : String(a) };
    case 'Boolean':
      return { value: Boolean(a) };
    case 'parseInt':
      return b === undefined || typeof b === 'number' ? { value: Number.parseInt(String(a), b) } : undefined;
    case 'parseFloat':
      return { value: Number.parseFloat(String(a)) };
    default:
      return undefined;
  }
}

/** `Object.keys/values/entries/fromEntries/freeze/assign` of literals; undefined when not one of those. */
function objectStatic(method: string, args: ConfigValue[]): ConfigValue | undefined {
  const [first] = args;
  if (method === 'freeze') return first;
  if (method === 'fromEntries' && Array.isArray(first)) {
    const out = Object.create(null) as ConfigObject;
    for (const entry of first) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return undefined;
      out[entry[0]] = entry[1];
    }
    return out;
  }
  if (method === 'assign' && args.every(isConfigObject)) {
    const out = Object.create(null) as ConfigObject;
    for (const a of args as ConfigObject[]) for (const k of Object.keys(a)) out[k] = a[k];
    return out;
  }
  if (!isConfigObject(first)) return undefined;
  if (method === 'keys') return Object.keys(first);
  if (method === 'values') return Object.keys(first).map((k) => first[k]);
  if (method === 'entries') return Object.keys(first).map((k) => [k, first[k]]);
  return undefined;
}

type Applier = (fn: FunctionValue, args: ConfigValue[]) => ConfigValue;

/** A pure array or string method on a literal receiver; undefined when it is not one this evaluates. */
function callMethod(receiver: ConfigValue, method: string, args: ConfigValue[], apply: Applier): { value: ConfigValue } | undefined {
  if (Array.isArray(receiver)) return arrayMethod(receiver, method, args, apply);
  if (typeof receiver === 'string') return stringMethod(receiver, method, args);
  if (typeof receiver === 'number' && method === 'toString' && args.length === 0) return { value: String(receiver) };
  return undefined;
}

/** A date value's UTC calendar day: 'YYYY-MM-DD…' text (a time and offset moving it across midnight taken into account). */
function utcDay(v: ConfigValue): { year: number; month: number; day: number } | undefined {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(v) || v.length > 40) return undefined;
  const t = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
  if (Number.isNaN(t.getTime())) return undefined;
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function dateMethod(d: KnownDate, method: string): ConfigValue {
  switch (method) {
    case 'getFullYear':
    case 'getUTCFullYear':
      return d.year;
    case 'getMonth':
    case 'getUTCMonth':
      return d.month - 1;
    case 'getDate':
    case 'getUTCDate':
      return d.day;
    case 'toISOString':
      return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}T00:00:00.000Z`;
    default:
      return undefined;
  }
}

function arrayMethod(list: ConfigValue[], method: string, args: ConfigValue[], apply: Applier): { value: ConfigValue } | undefined {
  const [a, b] = args;
  const fn = a instanceof FunctionValue ? a : undefined;
  switch (method) {
    case 'map':
      return fn ? { value: list.map((x, i) => apply(fn, [x, i])) } : undefined;
    case 'flatMap': {
      if (!fn) return undefined;
      const out: ConfigValue[] = [];
      list.forEach((x, i) => {
        const v = apply(fn, [x, i]);
        if (Array.isArray(v)) out.push(...v);
        else out.push(v);
      });
      return { value: out };
    }
    case 'filter':
    case 'find':
    case 'findIndex':
    case 'some':
    case 'every': {
      if (!fn) return undefined;
      const kept: ConfigValue[] = [];
      let first = -1;
      for (let i = 0; i < list.length; i++) {
        const t = truthy(apply(fn, [list[i], i]));
        if (t === undefined) return undefined;
        if (t) kept.push(list[i]);
        if (t && first < 0) first = i;
      }
      if (method === 'filter') return { value: kept };
      if (method === 'find') return { value: kept[0] };
      if (method === 'findIndex') return { value: first };
      return { value: method === 'some' ? kept.length > 0 : kept.length === list.length };
    }
    case 'flat':
      return { value: list.flatMap((x) => (Array.isArray(x) ? x : [x])) };
    case 'concat':
      return { value: list.concat(...args.map((x) => (Array.isArray(x) ? x : [x]))) };
    case 'join':
      return list.every(isPrimitive) ? { value: list.map((x) => (x === null || x === undefined ? '' : String(x))).join(typeof a === 'string' ? a : ',') } : undefined;
    case 'slice':
      return (a === undefined || typeof a === 'number') && (b === undefined || typeof b === 'number') ? { value: list.slice(a, b) } : undefined;
    case 'includes':
    case 'indexOf':
      if (!isPrimitive(a) || !list.every(isPrimitive)) return undefined;
      return { value: method === 'includes' ? list.includes(a) : list.indexOf(a) };
    case 'reverse':
      return { value: list.slice().reverse() };
    // Read on a fresh list (`id.split('/').pop()`): the element it gives; the list itself is not kept.
    case 'pop':
      return args.length === 0 ? { value: list[list.length - 1] } : undefined;
    case 'shift':
      return args.length === 0 ? { value: list[0] } : undefined;
    case 'at':
      return typeof a === 'number' && Number.isInteger(a) ? { value: list.at(a) } : undefined;
    default:
      return undefined;
  }
}

function stringMethod(s: string, method: string, args: ConfigValue[]): { value: ConfigValue } | undefined {
  const [a, b] = args;
  const str = (v: ConfigValue): v is string => typeof v === 'string';
  switch (method) {
    case 'split':
      if (a instanceof KnownRegex) return { value: s.split(a.expression) };
      return str(a) ? { value: s.split(a) } : undefined;
    case 'replace':
    case 'replaceAll':
      // A replacement holding `$` patterns is not evaluated; a regex only when it is one of the known idioms.
      if (!str(b) || b.includes('$')) return undefined;
      if (a instanceof KnownRegex) return method === 'replaceAll' && !a.expression.global ? undefined : { value: s.replace(a.expression, b) };
      if (!str(a)) return undefined;
      return { value: method === 'replace' ? s.replace(a, b) : s.split(a).join(b) };
    case 'toLowerCase':
      return { value: s.toLowerCase() };
    case 'toUpperCase':
      return { value: s.toUpperCase() };
    case 'trim':
      return { value: s.trim() };
    case 'startsWith':
    case 'endsWith':
    case 'includes':
      return str(a) ? { value: method === 'startsWith' ? s.startsWith(a) : method === 'endsWith' ? s.endsWith(a) : s.includes(a) } : undefined;
    case 'slice':
    case 'substring':
      return (a === undefined || typeof a === 'number') && (b === undefined || typeof b === 'number') ? { value: method === 'slice' ? s.slice(a, b) : s.substring(a ?? 0, b) } : undefined;
    case 'concat':
      return args.every((x) => typeof x === 'string' || typeof x === 'number') ? { value: s.concat(...args.map(String)) } : undefined;
    case 'toString':
      return args.length === 0 ? { value: s } : undefined;
    default:
      return undefined;
  }
}

/** Parsed modules by text: a route table recompiles often, the config text rarely changes. */
const cache = new Map<string, ConfigCode>();
const CACHE_SIZE = 32;

/** Reads a JS/TS module's text as config data; never throws (text that does not parse reads as an empty module). */
export function readCode(text: string, resolver?: ImportResolver, env?: Readonly<Record<string, string>>): ConfigCode {
  if (resolver) return new Module(text, parse(text), resolver, env);
  const hit = cache.get(text);
  if (hit) return hit;
  const code = new Module(text, parse(text));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, code);
  return code;
}

/** Extensions an import specifier may leave out, in the order bundlers try them. */
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.mts', '.cjs', '.cts', '.json', '/index.ts', '/index.tsx', '/index.js', '/index.jsx', '/index.mjs'];
const DATA_FILE = /\.(?:json|ya?ml|toml)$/i;
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/i;

/**
 * The indexed file an import specifier names, from the importing file: relative paths, the usual source aliases
 * (`@/x`, `~/x`, `$lib/x`, `#x` → the site root or src/), and bare paths from the site root (tsconfig baseUrl).
 * A package name resolves to nothing unless the site itself holds such a path. Queries (`?raw`) are dropped.
 */
export function resolveModule(files: SiteFiles, from: string, spec: string): string | undefined {
  const clean = spec.split('?')[0];
  if (clean === '' || clean.includes('\0')) return undefined;
  const bases: Array<string | undefined> = [];
  if (clean.startsWith('./') || clean.startsWith('../') || clean === '.' || clean === '..') {
    bases.push(resolveWithin(dirOf(from), clean));
  } else if (clean.startsWith('/')) {
    bases.push(resolveWithin('', clean.slice(1)));
  } else if (clean.startsWith('#') && packageImport(files, clean) !== undefined) {
    bases.push(packageImport(files, clean));
  } else {
    bases.push(...tsconfigAliasTargets(files, clean));
    const m = /^(?:[@~#]|\$lib)\/(.*)$/.exec(clean);
    if (m) {
      const lib = clean.startsWith('$lib/');
      bases.push(lib ? resolveWithin('src/lib', m[1]) : resolveWithin('src', m[1]), resolveWithin('', m[1]));
    } else {
      bases.push(resolveWithin('', clean), resolveWithin('src', clean));
      // A workspace alias ('docs-site/data/x.md'): the rest of the path from the site root.
      if (clean.includes('/')) bases.push(resolveWithin('', clean.slice(clean.indexOf('/') + 1)));
    }
  }
  for (const base of bases) {
    if (base === undefined) continue;
    for (const suffix of MODULE_SUFFIXES) {
      const rel = base + suffix;
      if (rel && files.has(rel)) return rel;
    }
    // TypeScript's ESM imports name the emitted '.js' of a '.ts' file.
    const js = /\.(m?)js$/.exec(base);
    if (js) {
      const ts = `${base.slice(0, -js[0].length)}.${js[1]}ts`;
      if (files.has(ts)) return ts;
    }
  }
  return undefined;
}

/** A bare import (`@scope/pkg`, `pkg/sub`) of a workspace package: its entry file, in the repository's files. */
function workspaceModule(files: SiteFiles, spec: string): { from: SiteFiles; target: string } | undefined {
  if (/^(?:[./#~$]|node:|@\/)/.test(spec) || spec.includes('\0')) return undefined;
  const found = workspacePackage(files, spec.split('?')[0]);
  if (!found) return undefined;
  for (const entry of packageEntries(found.pkg, found.sub)) {
    // The entry as an import from its own folder: extensions and index files are tried like any import's.
    const target = resolveModule(found.pkg.repo, entry, `./${entry.slice(entry.lastIndexOf('/') + 1)}`);
    if (target) return { from: found.pkg.repo, target };
  }
  return undefined;
}

/** package.json `imports` (`"#site/*": "./*"`): the site path a `#` specifier stands for. */
function packageImport(files: SiteFiles, spec: string): string | undefined {
  const imports = files.has('package.json') ? readData(files, 'package.json')?.imports : undefined;
  if (!isRecord(imports)) return undefined;
  for (const [key, raw] of Object.entries(imports)) {
    // A target, conditions ({ default, import, node }), or fallbacks in order (the first one is taken).
    const first = Array.isArray(raw) ? raw[0] : raw;
    const target = typeof first === 'string' ? first : isRecord(first) ? first.default ?? first.import ?? first.node : undefined;
    if (typeof target !== 'string') continue;
    const star = key.indexOf('*');
    if (star < 0 ? key === spec : spec.startsWith(key.slice(0, star)) && spec.endsWith(key.slice(star + 1))) {
      const filled = star < 0 ? target : target.split('*').join(spec.slice(star, spec.length - (key.length - star - 1)));
      return resolveWithin('', filled);
    }
  }
  return undefined;
}

interface ModuleEntry {
  text: string;
  code: ConfigCode;
}

/** Parsed modules per file set, reused while their text is unchanged. */
const MODULES = new WeakMap<SiteFiles, Map<string, ModuleEntry>>();
const MODULES_PER_SITE = 256;

export interface ModuleReading {
  /** The module's part of the file's text (an .astro page's frontmatter). */
  extract?: (text: string) => string;
  /**
   * The module is a config split into modules (Docusaurus, VitePress): what it imports from the site's modules is
   * read like a config (`export const shared = defineConfig({…})` gives the object), not as a value.
   */
  configImports?: boolean;
  /** Variables the build sets from the site's env files (kit/dotenv.ts), for `process.env.X` reads; passed to imports. */
  env?: Readonly<Record<string, string>>;
}

/**
 * A module of the site, parsed with its imports resolved through the site's files: an imported constant, JSON file or
 * function is evaluated like a local one (literals only, never executed, within the shared evaluation budget).
 */
export function readModuleCode(files: SiteFiles, rel: string, reading: ModuleReading = {}): ConfigCode | undefined {
  const whole = files.read(rel);
  if (whole === undefined) return undefined;
  const text = reading.extract ? reading.extract(whole) : whole;
  let modules = MODULES.get(files);
  if (!modules) {
    modules = new Map();
    MODULES.set(files, modules);
  }
  const asConfig = reading.configImports === true;
  const env = reading.env && Object.keys(reading.env).length ? reading.env : undefined;
  const key = `${asConfig ? 'config:' : ''}${env ? `env:${JSON.stringify(env)}:` : ''}${rel}`;
  const hit = modules.get(key);
  if (hit && hit.text === text) return hit.code;
  const code = readCode(text, (spec) => {
    const local = resolveModule(files, rel, spec);
    // A package the repository's workspaces hold is read from its own folder, imports and all.
    const found = local !== undefined ? { from: files, target: local } : workspaceModule(files, spec);
    if (!found) return undefined;
    const { from, target } = found;
    if (DATA_FILE.test(target)) {
      const dataText = from.read(target);
      return dataText === undefined ? undefined : { data: parseDataText(target, dataText) };
    }
    if (!CODE_FILE.test(target)) return undefined;
    const code = readModuleCode(from, target, { configImports: asConfig, ...(env ? { env } : {}) });
    return code ? { code, asConfig } : undefined;
  }, env);
  if (modules.size >= MODULES_PER_SITE) modules.delete(modules.keys().next().value as string);
  modules.set(key, { text, code });
  return code;
}

/**
 * The code module an import of `rel` names, in the site's files or a workspace package's folder (parsed, never run);
 * undefined for a package outside the repository, a data file or a file that is not code.
 */
export function importedModule(files: SiteFiles, rel: string, spec: string): { files: SiteFiles; rel: string; code: ConfigCode } | undefined {
  const local = resolveModule(files, rel, spec);
  const found = local !== undefined ? { from: files, target: local } : workspaceModule(files, spec);
  if (!found || !CODE_FILE.test(found.target)) return undefined;
  const code = readModuleCode(found.from, found.target);
  return code ? { files: found.from, rel: found.target, code } : undefined;
}

/** JSON/YAML/TOML text as a config value (a top-level array too); undefined when it does not parse. */
function parseDataText(rel: string, text: string): ConfigValue {
  const data = /\.json$/i.test(rel) ? parseJson(text) : parseConfigText(rel, text);
  return toConfigValue(data, 0);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toConfigValue(v: unknown, depth: number): ConfigValue {
  if (depth > MAX_DEPTH) return undefined;
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x) => toConfigValue(x, depth + 1));
  if (typeof v === 'object' && !(v instanceof Date)) {
    const out = Object.create(null) as ConfigObject;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = toConfigValue(x, depth + 1);
    return out;
  }
  return undefined;
}

export function isConfigObject(v: ConfigValue): v is ConfigObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Computed);
}

/** A string, or the literal a computed value falls back to (`process.env.SITE || 'https://…'`). */
export function stringOrFallback(v: ConfigValue): string | undefined {
  if (typeof v === 'string') return v;
  return v instanceof Computed && typeof v.detail.fallback === 'string' ? v.detail.fallback : undefined;
}

/**
 * The value a build with no environment variables set gives (`process.env.X ? a : b` → b, `process.env.X || 'y'` → 'y'),
 * `undefined` included (the option left unset); `{ known: false }` when the code does not say.
 */
export function valueWithoutEnv(v: ConfigValue): { known: true; value: ConfigValue } | { known: false } {
  if (!(v instanceof Computed)) return { known: true, value: v };
  const { alternatives, unsetBranch, fallback } = v.detail;
  if (alternatives && unsetBranch !== undefined) {
    const chosen = alternatives[unsetBranch];
    return chosen instanceof Computed ? valueWithoutEnv(chosen) : { known: true, value: chosen };
  }
  return fallback !== undefined ? { known: true, value: fallback } : { known: false };
}

export function codeString(v: ConfigValue): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Only the strings of an array literal; undefined when the value is not an array of literal strings. */
export function codeStrings(v: ConfigValue): string[] | undefined {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return undefined;
  return v as string[];
}

/** The `return` a guard's branch is made of (`if (x) return y;` or `if (x) { return y; }`), if it is one. */
function guardReturn(branch: Node | undefined): Node | undefined {
  if (branch?.type === 'ReturnStatement') return branch;
  const body = branch?.type === 'BlockStatement' ? children(branch, 'body') : [];
  return body.length === 1 && body[0].type === 'ReturnStatement' ? body[0] : undefined;
}

/** A literal value's truthiness as JavaScript reads it; undefined for a value not known here. */
function truthiness(v: ConfigValue): boolean | undefined {
  if (v instanceof Computed) return undefined;
  if (v === undefined || v === null || v === false || v === 0 || v === '') return false;
  return true;
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
    // The first part may itself be such a path (`path.join(POSTS_DIR, locale)` with `POSTS_DIR = path.join(process.cwd(), 'posts')`).
    const parts = call.args.flatMap((a, i) => {
      if (i > 0 || !(a instanceof Computed)) return [a];
      if (/^(?:__dirname|process\.cwd\(\))$/.test(a.source)) return [];
      const base = pathValue(a);
      return base === undefined ? [a] : [base];
    });
    return parts.every((p) => typeof p === 'string') ? (parts as string[]).join('/') : undefined;
  }
  return undefined;
}

/** The first present config file among `names`, parsed (a file that does not parse still counts: an empty module). */
export function readConfigCode(files: SiteFiles, names: readonly string[], reading: ModuleReading = {}): { rel: string; code: ConfigCode } | undefined {
  for (const rel of names) {
    if (!files.has(rel)) continue;
    const code = readModuleCode(files, rel, reading);
    if (code) return { rel, code };
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

/** A node of a parsed module (acorn's ESTree shape). */
export type SyntaxNode = Node;

/** The parsed tree of a module read by readCode/readModuleCode; undefined when the text did not parse. */
export function syntaxOf(code: ConfigCode): SyntaxNode | undefined {
  return code instanceof Module ? code.tree() : undefined;
}

/** The literal value of one node of a module's tree (its declarations and imports in scope). */
export function valueOfNode(code: ConfigCode, node: SyntaxNode, vars?: ReadonlyMap<string, ConfigValue>): ConfigValue {
  return code instanceof Module ? code.valueOf(node, vars) : new Computed('');
}

/**
 * What a function value of a config returns for these arguments, evaluated as literals (a `rewrites(id)` option:
 * `id.startsWith('zh/') ? id.slice(3) : id`); a Computed when it is not a function or does not evaluate.
 */
export function callValue(fn: ConfigValue, args: ConfigValue[]): ConfigValue {
  if (!(fn instanceof FunctionValue)) return new Computed('call');
  return metered(() => fn.module.apply(fn, args, 0));
}

/** What a function returns in a build with no environment variables set (see Module.returnsWithoutEnv). */
export function returnedWithoutEnv(fn: FunctionValue): ConfigValue {
  return fn.module.returnsWithoutEnv(fn);
}

/** A function's early exits evaluated with these arguments (see Module.guards). */
export function evaluateGuards<T>(code: ConfigCode, fn: SyntaxNode, args: ConfigValue[], exits: (statements: SyntaxNode[]) => T | undefined): T | undefined {
  return code instanceof Module ? code.guards(fn, args, exits) : undefined;
}

/** Whether a node of a module's tree lies in an `if` branch the build `env` describes does not take. */
export function skippedInBuild(code: ConfigCode, node: SyntaxNode, env: Readonly<Record<string, string>>): boolean {
  return code instanceof Module ? code.skippedInBuild(node, env) : false;
}

/** The source text of one node of a module's tree. */
export function textOfNode(code: ConfigCode, node: SyntaxNode): string {
  return code instanceof Module ? code.textOf(node) : '';
}

export { child as syntaxChild, children as syntaxChildren, nameOf as syntaxName, unwrap as unwrapSyntax, walk as walkSyntax };
