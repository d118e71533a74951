// Disk walker for the CLI and the site worker: lists a site's files as the editor would see them (no dependencies, no
// build output, nothing .gitignore'd). Never follows a link to a folder (no loops) nor out of the root; a link to a
// regular file inside the root is listed at its own path, as the editor lists it. Stops at a depth and name-length
// bound, and reads .gitignore files through the capped reader.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMEWORKS } from './frameworks/index';
import { SiteIndex } from './index';
import { IgnoreRules } from './match/ignoreRules';
import { READ_LIMITS, SafeReader, diskReader } from './safeRead';
import { trimEnd } from './text';
import type { SiteFiles } from './types';

/** Folders that never hold a site's sources whatever the framework: dependencies, VCS data, caches. */
const GENERIC_SKIPPED = [
  'node_modules', '.git', '.hg', '.svn', '.cache', '.parcel-cache', '.turbo', 'coverage', '.vercel', '.netlify',
  '.output', '.nuxt', 'site-packages', '.venv', '__pycache__',
];

/** The frameworks' folders with their defaults (no config read): what a build output name may collide with. */
const NO_FILES: SiteFiles = { root: '', all: () => [], has: () => false, under: () => [], read: () => undefined };

function sourceFolderNames(): Set<string> {
  const names = new Set<string>();
  for (const f of FRAMEWORKS) {
    for (const d of [...f.siteFolders, ...f.staticDirs(NO_FILES)]) names.add(d.split('/')[0]);
  }
  return names;
}

/**
 * Build output folders skipped at any depth: the generic ones and every framework output no framework uses as a
 * source or static folder ('dist', '.next', '_site', '.vitepress/dist', …). Ambiguous names ('public' is Hugo's and
 * Gatsby's output but Next.js' static folder) are only skipped beside their framework's config (outputsBeside).
 */
export const SKIPPED_DIRS: ReadonlySet<string> = (() => {
  const sources = sourceFolderNames();
  const out = new Set(GENERIC_SKIPPED);
  for (const f of FRAMEWORKS) for (const d of f.outputDirs) if (!sources.has(d.split('/')[0])) out.add(d);
  return out;
})();

/** Whether a relative path lies in a folder the walker skips (for lists that come from elsewhere). */
export function isSkippedPath(rel: string): boolean {
  const parts = rel.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    if (SKIPPED_DIRS.has(parts[i]) || SKIPPED_DIRS.has(`${parts[i]}/${parts[i + 1]}`)) return true;
  }
  return false;
}

/**
 * The ambiguous output folders to skip in one folder, from the config files it holds (Hugo's public/ beside
 * hugo.toml). `names` are the folder's file names; `read` reads one of them (capped).
 */
export function outputsBeside(names: ReadonlySet<string>, read: (name: string) => string | undefined): string[] {
  const out: string[] = [];
  const folder: SiteFiles = { root: '', all: () => [...names], has: (rel) => names.has(rel), under: () => [], read: (rel) => (names.has(rel) ? read(rel) : undefined) };
  for (const f of FRAMEWORKS) {
    const ambiguous = f.outputDirs.filter((d) => !SKIPPED_DIRS.has(d));
    if (ambiguous.length === 0) continue;
    const config = f.configFiles.find((c) => !c.includes('/') && names.has(c));
    if (!config) continue;
    try {
      if (f.confirmsConfig && !f.confirmsConfig(folder, config)) continue;
    } catch {
      continue;
    }
    out.push(...ambiguous);
  }
  return out;
}

/** The same over a list of relative paths (the editor's file list): 'dir/public/' prefixes to leave out. */
export function outputPrefixes(rels: readonly string[], read: (rel: string) => string | undefined): string[] {
  const byDir = new Map<string, Set<string>>();
  for (const rel of rels) {
    const slash = rel.lastIndexOf('/');
    const dir = slash < 0 ? '' : rel.slice(0, slash);
    const set = byDir.get(dir) ?? new Set<string>();
    set.add(rel.slice(slash + 1));
    byDir.set(dir, set);
  }
  const out: string[] = [];
  for (const [dir, names] of byDir) {
    const prefix = dir ? `${dir}/` : '';
    for (const output of outputsBeside(names, (name) => read(prefix + name))) out.push(`${prefix}${output}/`);
  }
  return out;
}

export interface WalkOptions {
  /** Stop after this many files (a guard against walking a home folder by mistake). */
  maxFiles?: number;
  /** Extra folder names (or root-relative paths) to skip. */
  skip?: readonly string[];
}

/** Deeper than this is not a site's layout (and a symlink loop cannot happen: links are never followed). */
export const MAX_DEPTH = 32;
/** Longer names are not any file system's: a listing that has them is skipped there. */
export const MAX_NAME = 255;

interface Rules {
  base: string;
  rules: IgnoreRules;
}

function ignored(rel: string, isDir: boolean, stack: readonly Rules[]): boolean {
  for (const { base, rules } of stack) {
    const local = base === '' ? rel : rel.slice(base.length + 1);
    if (local && rules.ignoresPath(local, isDir)) return true;
  }
  return false;
}

/** Relative paths ('/' separators) of every file under `root` that a site mapping may use. */
export function walkSiteFiles(root: string, options: WalkOptions = {}): string[] {
  const maxFiles = options.maxFiles ?? 500_000;
  const skip = new Set([...SKIPPED_DIRS, ...(options.skip ?? [])]);
  const reader = new SafeReader(root);
  const out: string[] = [];
  const visit = (rel: string, stack: Rules[], depth: number): void => {
    const abs = rel === '' ? root : join(root, rel);
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    const text = names.has('.gitignore') ? reader.read(join(abs, '.gitignore'), READ_LIMITS.small) : undefined;
    const here = text !== undefined ? [...stack, { base: rel, rules: new IgnoreRules().add(text) }] : stack;
    const outputs = new Set(outputsBeside(names, (name) => reader.read(join(abs, name))));
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (out.length >= maxFiles) return;
      // Devices, FIFOs, sockets and links to folders are neither a file nor a folder here: never listed, never followed.
      if (entry.name.length > MAX_NAME || entry.name.includes('\\')) continue;
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth >= MAX_DEPTH) continue;
        const twoLevel = rel === '' ? childRel : `${rel.slice(rel.lastIndexOf('/') + 1)}/${entry.name}`;
        if (skip.has(entry.name) || skip.has(childRel) || skip.has(twoLevel) || outputs.has(entry.name) || ignored(childRel, true, here)) continue;
        visit(childRel, here, depth + 1);
      } else if (entry.isFile() || (entry.isSymbolicLink() && reader.contains(join(abs, entry.name)))) {
        // A link to a regular file inside the root (`docs/index.md` → `../README.md`) is that file at this path, as
        // the editor's file search lists it; a link out of the root, to a folder or to a device is never listed.
        if (!ignored(childRel, false, here)) out.push(childRel);
      }
    }
  };
  visit('', [], 0);
  return out;
}

/** Walks `root` and returns its SiteIndex, reading through the capped, symlink-safe reader. */
export function walkSite(root: string, options: WalkOptions = {}): SiteIndex {
  return new SiteIndex(trimEnd(root, '/') || '/', walkSiteFiles(root, options), diskReader(root));
}
