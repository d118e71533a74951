// Content layers a site's routes read their pages from, whatever the framework (Next.js and SvelteKit sites both use
// velite; contentlayer is Next.js's): each declares folders of Markdown under a content root, read from its config
// (never run).
import type { SiteFiles } from '../../types';
import { Computed, codeString, codeStrings, isConfigObject, readConfigCode, readModuleCode, resolveModule } from './code';
import { globParts } from './routeCode';
import { trimChars } from '../../text';

export const MARKDOWN_EXTS = ['md', 'mdx'];

export function cleanDir(dir: string): string {
  return trimChars(dir.replace(/\\/g, '/').replace(/^\.\//, ''), '/');
}

/** The folder part of a glob pattern ('blog/**\/*.mdx' → 'blog') and the extensions its name part allows. */
export function globFolder(pattern: string): { dir: string; exts: string[] } {
  const { prefix, exts } = globParts(pattern);
  return { dir: cleanDir(prefix), exts };
}

export function joinDir(a: string, b: string): string {
  return [cleanDir(a), cleanDir(b)].filter(Boolean).join('/');
}

// ── contentlayer, velite ─────────────────────────────────────────────────────────────────────────────────────────

const CONTENTLAYER_CONFIGS = ['contentlayer.config.ts', 'contentlayer.config.js', 'contentlayer.config.mjs', 'contentlayer.config.mts'];
const VELITE_CONFIGS = ['velite.config.ts', 'velite.config.js', 'velite.config.mjs', 'velite.config.mts'];
const CONTENT_COLLECTIONS_CONFIGS = ['content-collections.ts', 'content-collections.mts', 'content-collections.js', 'content-collections.mjs'];

export interface DocumentType {
  name: string;
  dir: string;
  exts: string[];
  /** The loader's content root (contentlayer contentDirPath, velite root). */
  root?: string;
}

/** contentlayer document types: `defineDocumentType(() => ({ name, filePathPattern }))` under makeSource's contentDirPath. */
export function contentlayerTypes(files: SiteFiles): DocumentType[] {
  const config = readConfigCode(files, CONTENTLAYER_CONFIGS);
  if (!config) return [];
  const root = codeString(config.code.prop('contentDirPath')) ?? '';
  const out: DocumentType[] = [];
  // Types are often defined one per module and imported into the config (`import DBMS from './content/dbms'`).
  const modules = [config.code, ...config.code.imports().slice(0, MAX_TYPE_MODULES).flatMap((spec) => {
    const target = resolveModule(files, config.rel, spec);
    const code = target && /\.(?:[cm]?[jt]sx?)$/.test(target) ? readModuleCode(files, target) : undefined;
    return code ? [code] : [];
  })];
  for (const args of modules.flatMap((m) => m.calls('defineDocumentType'))) {
    const def = args[0];
    const fields = def instanceof Computed ? def.detail.returns : def;
    if (!isConfigObject(fields)) continue;
    const name = codeString(fields.name);
    const pattern = codeString(fields.filePathPattern);
    if (!name || pattern === undefined) continue;
    const { dir, exts } = globFolder(pattern);
    out.push({ name, dir: joinDir(root, dir), exts: exts.length ? exts : MARKDOWN_EXTS, root: cleanDir(root) });
  }
  return out;
}

/** Local modules of a contentlayer config read for the document types they define, at most. */
const MAX_TYPE_MODULES = 16;

/** velite collections: `{ name, pattern: 'posts/**\/*.md' }` under the config's `root` (default 'content'). */
export function veliteTypes(files: SiteFiles): DocumentType[] {
  const config = readConfigCode(files, VELITE_CONFIGS);
  if (!config) return [];
  const root = codeString(config.code.prop('root')) ?? 'content';
  const out: DocumentType[] = [];
  for (const value of config.code.values('pattern')) {
    const patterns = typeof value === 'string' ? [value] : codeStrings(value) ?? [];
    const first = patterns.find((p) => !p.startsWith('!'));
    if (!first) continue;
    const { dir, exts } = globFolder(first);
    if (exts.some((e) => MARKDOWN_EXTS.includes(e))) out.push({ name: dir, dir: joinDir(root, dir), exts, root: cleanDir(root) });
  }
  return out;
}


/**
 * content-collections collections: `defineCollection({ name, directory, include: '**\/*.md' })`, imported by routes as
 * `all<Name>` from "content-collections" (https://www.content-collections.dev/docs/configuration).
 */
export function contentCollectionsTypes(files: SiteFiles): DocumentType[] {
  const config = readConfigCode(files, CONTENT_COLLECTIONS_CONFIGS);
  if (!config) return [];
  const out: DocumentType[] = [];
  for (const args of config.code.calls('defineCollection')) {
    const def = args[0];
    if (!isConfigObject(def)) continue;
    const name = codeString(def.name);
    const directory = codeString(def.directory);
    if (!name || directory === undefined) continue;
    const include = typeof def.include === 'string' ? [def.include] : codeStrings(def.include) ?? ['**/*.md'];
    const first = include.find((p) => !p.startsWith('!'));
    if (!first) continue;
    const { dir, exts } = globFolder(first);
    out.push({ name, dir: joinDir(directory, dir), exts: exts.length ? exts : MARKDOWN_EXTS, root: cleanDir(directory) });
  }
  return out;
}
