// Content loaders of Next.js sites, read from their configs (never run): fumadocs (source.config.* `defineDocs` dirs,
// `loader({ baseUrl, source, i18n })`), contentlayer (`makeSource({ contentDirPath, documentTypes })`), velite
// (`defineConfig({ root, collections })`) and TinaCMS (`tina/config` collections). Each gives the folder whose files
// are a dynamic route's pages, and the rules that turn a file's path into its id.
import type { SiteFiles } from '../types';
import {
  type ConfigCode, type ConfigObject, type ConfigValue, callOf, codeString, codeStrings, isConfigObject, readConfigCode, readModuleCode, resolveModule,
  syntaxChild, syntaxChildren, syntaxName, syntaxOf, textOfNode, valueOfNode,
} from './kit/code';
import { dirHasFiles } from './kit/contentLookup';
import type { IdRules } from './kit/contentIndex';
import { type DocumentType, MARKDOWN_EXTS, cleanDir, contentCollectionsTypes, contentlayerTypes, joinDir, veliteTypes } from './kit/contentLayers';
import { patternLocals, topLevelDeclarators } from './kit/routeCode';

/** fumadocs i18n (`defineI18n`): languages, the default one, how URLs show it and how files name translations. */
export interface FumadocsI18n {
  languages: string[];
  defaultLanguage: string;
  /** 'never' (every URL has its language), 'default-locale' (the default has none), 'always' (no URL has one). */
  hideLocale: 'never' | 'default-locale' | 'always';
  /** 'dot': `page.ja.mdx` beside `page.mdx`; 'dir': `ja/page.mdx`. */
  parser: 'dot' | 'dir';
}

/** A folder of entries a route renders, with the rules of the loader that reads it. */
export interface DeclaredContent {
  /** Human: "fumadocs source content/docs", "contentlayer type Blog". */
  label: string;
  dir: string;
  rules: IdRules;
  /** The URL prefix the loader serves the entries under (fumadocs baseUrl), when it says. */
  baseUrl?: string;
  i18n?: FumadocsI18n;
  /** Translations live in `<dir>/<locale>/…` (Nextra's content directory with i18n). */
  localeFolders?: boolean;
}

// ── fumadocs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const FUMADOCS_CONFIGS = ['source.config.ts', 'source.config.mts', 'source.config.js', 'source.config.mjs'];

/**
 * Collections a module declares: name → folder (`const docs = defineDocs({ dir: 'content/docs' })`, exported or not;
 * defineDocs' default folder is content/docs). source.config.* holds them, or (fumadocs-mdx/macro) the loader's module.
 */
function fumadocsCollectionsIn(code: ConfigCode | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const tree = code ? syntaxOf(code) : undefined;
  if (!code || !tree) return out;
  for (const d of topLevelDeclarators(tree)) {
    const id = syntaxChild(d, 'id');
    const init = syntaxChild(d, 'init');
    // `const { docs, meta } = defineDocs(…)`: defineDocs returns the folder's `docs` and `meta` collections
    // (https://fumadocs.dev/docs/mdx/collections#define-docs), destructured as often as kept whole.
    const names = id?.type === 'ObjectPattern' ? patternLocals(id) : typeof id?.name === 'string' ? [id.name] : [];
    if (names.length === 0 || !init || init.type !== 'CallExpression') continue;
    const callee = syntaxName(syntaxChild(init, 'callee'));
    if (callee !== 'defineDocs' && callee !== 'defineCollections') continue;
    const options = callOf(valueOfNode(code, init))?.args[0];
    const dir = isConfigObject(options) ? codeString(options.dir) : undefined;
    if (dir !== undefined || callee === 'defineDocs') for (const name of names) out.set(name, cleanDir(dir ?? 'content/docs'));
  }
  return out;
}

/** The name a module imports under a local alias (`import { blog as posts }` → posts is blog), else the name itself. */
function importedName(module: ConfigCode, local: string): string {
  const tree = syntaxOf(module);
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    if (stmt.type !== 'ImportDeclaration') continue;
    for (const s of syntaxChildren(stmt, 'specifiers')) {
      if (s.type !== 'ImportSpecifier' || syntaxName(syntaxChild(s, 'local')) !== local) continue;
      return syntaxName(syntaxChild(s, 'imported')) ?? local;
    }
  }
  return local;
}

function fumadocsCollections(files: SiteFiles): Map<string, string> {
  return fumadocsCollectionsIn(readConfigCode(files, FUMADOCS_CONFIGS)?.code);
}

function readI18n(value: ConfigValue): FumadocsI18n | undefined {
  const options = callOf(value, 'defineI18n')?.args[0] ?? value;
  if (!isConfigObject(options)) return undefined;
  const languages = codeStrings(options.languages);
  const defaultLanguage = codeString(options.defaultLanguage);
  if (!languages || !defaultLanguage) return undefined;
  const hide = codeString(options.hideLocale);
  return {
    languages,
    defaultLanguage,
    hideLocale: hide === 'default-locale' || hide === 'always' ? hide : 'never',
    parser: codeString(options.parser) === 'dir' ? 'dir' : 'dot',
  };
}

/**
 * The fumadocs loader a route imports (`import { source } from '@/lib/source'` holding `loader({ baseUrl, source })`
 * or, since fumadocs 15, `loader(source, { baseUrl })`).
 */
function fumadocsLoader(files: SiteFiles, routeRel: string, code: ConfigCode, configured: Map<string, string>): DeclaredContent | undefined {
  const tree = syntaxOf(code);
  if (!tree) return undefined;
  for (const stmt of syntaxChildren(tree, 'body')) {
    if (stmt.type !== 'ImportDeclaration') continue;
    const spec = syntaxChild(stmt, 'source')?.value;
    const target = typeof spec === 'string' ? resolveModule(files, routeRel, spec) : undefined;
    const module = target ? readModuleCode(files, target) : undefined;
    if (!module) continue;
    for (const s of syntaxChildren(stmt, 'specifiers')) {
      if (s.type !== 'ImportSpecifier') continue;
      const imported = syntaxName(syntaxChild(s, 'imported'));
      const found = imported ? loaderContent(module, imported, configured) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** The content of the fumadocs loader a module binds to `name` (`export const source = loader({ … })`), if it is one. */
function loaderContent(module: ConfigCode, name: string, configured: Map<string, string>): DeclaredContent | undefined {
  const args = callOf(module.named(name), 'loader')?.args;
  const options = args?.find((a) => isConfigObject(a) && a.baseUrl !== undefined) ?? args?.[0];
  if (!isConfigObject(options)) return undefined;
  const collections = new Map([...configured, ...fumadocsCollectionsIn(module)]);
  if (collections.size === 0) return mapSourceContent(module, options);
  const callText = loaderCallText(module, name);
  // The source may be built beside the loader (`const mdx = createMDXSource(docs, meta); loader({ source: mdx })`).
  const local = sourceCollection(callText) ?? sourceCollection(loaderCallText(module, sourceVariable(callText) ?? ''));
  const named = local === undefined ? undefined : importedName(module, local);
  const dir = named ? collections.get(named) : collections.size === 1 ? [...collections.values()][0] : undefined;
  if (!dir) return undefined;
  const i18n = readI18n(options.i18n);
  const baseUrl = codeString(options.baseUrl);
  return {
    label: `fumadocs source ${dir}`,
    dir,
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(i18n ? { i18n } : {}),
    rules: { exts: MARKDOWN_EXTS, dropIndex: true, dropGroups: true, skipPrefixes: ['.'], ...(i18n?.parser === 'dot' ? { localeSuffixes: i18n.languages } : {}) },
  };
}

/** The folder a generated content map (`.map.ts`) indexes: next-docs-mdx's and early fumadocs-mdx's `rootContentPath`. */
const MAP_CONTENT_ROOT = 'content';

/**
 * A loader over the generated content map of next-docs (fumadocs before its rename) and fumadocs-mdx before v8:
 * `loader({ baseUrl: '/docs', rootDir: 'docs', source: createMDXSource(map) })` serves the map's files under
 * `content/<rootDir>` (the map indexes `content/`, `rootDir` picks the loader's folder of it).
 */
function mapSourceContent(module: ConfigCode, options: ConfigObject): DeclaredContent | undefined {
  const rootDir = codeString(options.rootDir);
  const fromMap = module.imports().some((m) => m === 'next-docs-mdx' || m.startsWith('next-docs-zeta') || /(?:^|\/)\.map$/.test(m));
  if (rootDir === undefined || !fromMap || rootDir.includes('..')) return undefined;
  const dir = cleanDir(`${MAP_CONTENT_ROOT}/${rootDir}`);
  const baseUrl = codeString(options.baseUrl);
  return {
    label: `content map ${dir}`,
    dir,
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    rules: { exts: MARKDOWN_EXTS, dropIndex: true, dropGroups: true, skipPrefixes: ['.'] },
  };
}

/** Where fumadocs' setup puts the loaders (https://fumadocs.dev/docs/ui/manual-installation: `lib/source.ts`). */
const FUMADOCS_LOADER_MODULES = ['lib/source.ts', 'lib/source.tsx', 'lib/source.js', 'src/lib/source.ts', 'src/lib/source.tsx', 'src/lib/source.js', 'app/source.ts', 'src/app/source.ts'];

/** Every loader the conventional loader module declares: each serves its collection's pages under its baseUrl. */
function conventionalLoaders(files: SiteFiles, configured: Map<string, string>): DeclaredContent[] {
  const out: DeclaredContent[] = [];
  for (const rel of FUMADOCS_LOADER_MODULES) {
    const module = files.has(rel) ? readModuleCode(files, rel) : undefined;
    const tree = module ? syntaxOf(module) : undefined;
    if (!module || !tree) continue;
    for (const d of topLevelDeclarators(tree)) {
      const name = syntaxChild(d, 'id')?.name;
      const found = typeof name === 'string' ? loaderContent(module, name, configured) : undefined;
      if (found && !out.some((c) => c.dir === found.dir && c.baseUrl === found.baseUrl)) out.push(found);
    }
  }
  return out;
}

const IDENT = /[\w$]/;

/**
 * The collection a loader's text reads: `docs.toFumadocsSource()`, or a function given the collection first —
 * `toFumadocsSource(blogPosts, [])` (fumadocs-mdx's runtime helper for `defineCollections`,
 * https://fumadocs.dev/docs/mdx/collections) or `createMDXSource(docs, …)`; scanned by hand.
 */
function sourceCollection(text: string): string | undefined {
  const method = text.indexOf('toFumadocsSource');
  if (method >= 0) {
    let i = method - 1;
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] === '.') {
      i--;
      while (i >= 0 && /\s/.test(text[i])) i--;
      const end = i + 1;
      while (i >= 0 && IDENT.test(text[i])) i--;
      if (end > i + 1) return text.slice(i + 1, end);
    }
  }
  for (const fn of ['toFumadocsSource', 'createMDXSource']) {
    const first = firstArgumentName(text, fn);
    if (first) return first;
  }
  return undefined;
}

/** The variable a loader call takes its source from: `loader({ source: mdx })` or `loader(mdx, { … })`. */
function sourceVariable(text: string): string | undefined {
  const prop = /\bsource\s*:\s*([A-Za-z_$][\w$]*)/.exec(text);
  return prop ? prop[1] : firstArgumentName(text, 'loader');
}

/** `fn(name, …)` in the text → 'name' (the first call of `fn` whose first argument is a plain name). */
function firstArgumentName(text: string, fn: string): string | undefined {
  for (let at = text.indexOf(fn); at >= 0; at = text.indexOf(fn, at + fn.length)) {
    if (at > 0 && (IDENT.test(text[at - 1]) || text[at - 1] === '.')) continue;
    let i = at + fn.length;
    while (i < text.length && /\s/.test(text[i])) i++;
    if (text[i] !== '(') continue;
    i++;
    while (i < text.length && /\s/.test(text[i])) i++;
    const start = i;
    while (i < text.length && IDENT.test(text[i])) i++;
    if (i > start) return text.slice(start, i);
  }
  return undefined;
}

/** The text of the loader call bound to `name` in a module (its sources are named there). */
function loaderCallText(module: ConfigCode, name: string): string {
  const tree = syntaxOf(module);
  if (!tree) return '';
  for (const d of topLevelDeclarators(tree)) {
    const init = syntaxChild(d, 'id')?.name === name ? syntaxChild(d, 'init') : undefined;
    if (init) return textOfNode(module, init);
  }
  return '';
}

/** contentlayer's generated names: `allBlogs` for type Blog (pluralized), `allPosts`, `allDocs`. */
function typeForImport(types: readonly DocumentType[], imported: string): DocumentType | undefined {
  const lower = imported.toLowerCase();
  return types.find((t) => {
    const n = `all${t.name.toLowerCase()}`;
    return lower === n || lower === `${n}s` || lower === `${n}es` || (n.endsWith('y') && lower === `${n.slice(0, -1)}ies`);
  });
}

// ── TinaCMS ──────────────────────────────────────────────────────────────────────────────────────────────────────

const TINA_CONFIGS = ['tina/config.ts', 'tina/config.tsx', 'tina/config.js', 'tina/config.jsx', '.tina/config.ts', '.tina/config.tsx', '.tina/config.js'];

/** Tina collections: `{ name, path, format }`. */
function tinaCollections(files: SiteFiles): DocumentType[] {
  const config = readConfigCode(files, TINA_CONFIGS);
  if (!config) return [];
  const out: DocumentType[] = [];
  for (const value of config.code.values('collections')) {
    for (const c of Array.isArray(value) ? value : []) {
      if (!isConfigObject(c)) continue;
      const name = codeString(c.name);
      const path = codeString(c.path);
      if (!name || path === undefined) continue;
      const format = codeString(c.format) ?? 'md';
      out.push({ name, dir: cleanDir(path), exts: format === 'mdx' ? ['mdx'] : format === 'md' || format === 'markdown' ? ['md', 'markdown'] : [format] });
    }
  }
  return out;
}

// ── Which folder a route renders ─────────────────────────────────────────────────────────────────────────────────

/** Every declared loader of the site, read once per route-table compile. */
export class NextContentLoaders {
  private readonly fumadocs: Map<string, string>;
  private readonly types: DocumentType[];
  private readonly tina: DocumentType[];
  private declaredLoaders: DeclaredContent[] | undefined;

  /** `locales`: the site's languages, read on first use (content files may carry one as a name suffix). */
  constructor(private readonly files: SiteFiles, private readonly locales: () => string[] = () => []) {
    this.fumadocs = fumadocsCollections(files);
    this.types = [...contentlayerTypes(files), ...veliteTypes(files), ...contentCollectionsTypes(files)];
    this.tina = tinaCollections(files);
  }

  /** Folders the loaders read (their content is not served as-is, and routes reading them answer with the file). */
  get dirs(): string[] {
    return [...this.fumadocs.values(), ...this.types.map((t) => t.dir), ...this.tina.map((t) => t.dir)];
  }

  /**
   * The declared content a route renders: a fumadocs loader it imports; the contentlayer/velite type whose generated
   * list it imports; else the declared folder named like the route's static section (`/blog/[slug]` → …/blog).
   */
  forRoute(routeRel: string, code: ConfigCode | undefined, section: readonly string[]): DeclaredContent | undefined {
    if (code) {
      const loader = fumadocsLoader(this.files, routeRel, code, this.fumadocs);
      if (loader) return loader;
      const nextra = nextraContent(this.files, code);
      if (nextra) return nextra;
      for (const name of importedNames(code)) {
        const type = typeForImport(this.types, name);
        if (type) return this.typeContent(`contentlayer type ${type.name}`, type);
      }
      const through = this.typesThroughHelpers(routeRel, code);
      if (through) return through;
    }
    const wanted = section.join('/');
    // A fumadocs loader serves its collection's pages under its baseUrl ("the base URL of your pages",
    // https://fumadocs.dev/docs/headless/source-api): the route whose section is that URL renders them, even when
    // the route's own code does not say which loader it calls.
    if (this.fumadocs.size > 0) {
      this.declaredLoaders ??= conventionalLoaders(this.files, this.fumadocs);
      const served = this.declaredLoaders.find((c) => c.baseUrl !== undefined && c.baseUrl.split('/').filter(Boolean).join('/') === wanted);
      if (served && dirHasFiles(this.files, served.dir)) return served;
    }
    if (!wanted) return undefined;
    for (const [label, list] of [['contentlayer type', this.types], ['Tina collection', this.tina]] as const) {
      const type = list.find((t) => t.dir === wanted || t.dir.endsWith(`/${wanted}`));
      if (type) return this.typeContent(`${label} ${type.name}`, type);
      // A section inside a type's folder (/docs/components/[...slug] over the Doc type's content/docs/**).
      for (const t of list) {
        const inner = t.root !== undefined ? joinDir(t.root, wanted) : undefined;
        if (inner && inner.startsWith(`${t.dir}/`) && dirHasFiles(this.files, inner)) return this.typeContent(`${label} ${t.name}`, { ...t, dir: inner });
      }
    }
    return undefined;
  }

  /**
   * The contentlayer types a local module the route imports reads (`guides-data.ts` importing `allDbms, allSqls`):
   * their entries by path from the content root (contentlayer's flattenedPath), only inside those types' folders.
   */
  private typesThroughHelpers(routeRel: string, code: ConfigCode): DeclaredContent | undefined {
    if (this.types.length === 0) return undefined;
    for (const spec of code.imports()) {
      const target = resolveModule(this.files, routeRel, spec);
      const module = target && /\.(?:[cm]?[jt]sx?)$/.test(target) ? readModuleCode(this.files, target) : undefined;
      if (!module) continue;
      const types = importedNames(module).map((n) => typeForImport(this.types, n)).filter((t): t is DocumentType => t !== undefined);
      const root = types[0]?.root;
      if (root === undefined || types.some((t) => t.root !== root) || !dirHasFiles(this.files, root)) continue;
      const within = types.map((t) => t.dir.slice(root === '' ? 0 : root.length + 1)).filter((d) => d !== '');
      return { label: `contentlayer types ${types.map((t) => t.name).join(', ')} (through ${target})`, dir: root, rules: { exts: [...new Set(types.flatMap((t) => t.exts))], dropIndex: true, skipPrefixes: ['.'], ...(within.length === types.length ? { within } : {}) } };
    }
    return undefined;
  }

  private typeContent(label: string, type: DocumentType): DeclaredContent | undefined {
    if (!dirHasFiles(this.files, type.dir)) return undefined;
    const locales = this.locales();
    return { label, dir: type.dir, rules: { exts: type.exts, dropIndex: true, skipPrefixes: ['.'], ...(locales.length ? { localeSuffixes: locales } : {}) } };
  }
}

/**
 * Nextra 4's content directory: a catch-all route importing from 'nextra/pages' renders `content/` (or `src/content/`)
 * by path, `index` being the folder's page (https://nextra.site/docs/file-conventions/content-directory).
 */
function nextraContent(files: SiteFiles, code: ConfigCode): DeclaredContent | undefined {
  if (!code.imports().includes('nextra/pages')) return undefined;
  const dir = ['content', 'src/content'].find((d) => dirHasFiles(files, d));
  if (!dir) return undefined;
  return { label: `Nextra content directory ${dir}`, dir, localeFolders: true, rules: { exts: ['md', 'mdx'], dropIndex: true, skipPrefixes: ['.', '_'] } };
}

/** Names a module imports (`import { allBlogs } from 'contentlayer/generated'`). */
function importedNames(code: ConfigCode): string[] {
  const tree = syntaxOf(code);
  const out: string[] = [];
  for (const stmt of tree ? syntaxChildren(tree, 'body') : []) {
    if (stmt.type !== 'ImportDeclaration') continue;
    for (const s of syntaxChildren(stmt, 'specifiers')) {
      const name = syntaxName(syntaxChild(s, 'imported'));
      if (name) out.push(name);
    }
  }
  return out;
}
