// Disk walker for the CLI: lists a site's files as the editor would see them (no dependencies,
// no build output, nothing .gitignore'd). Never follows symlinks, so it cannot leave the root.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { SiteIndex } from './index';

/** Folders that never hold a site's sources: dependencies, VCS data, build and cache output. */
export const SKIPPED_DIRS: ReadonlySet<string> = new Set([
  'node_modules', '.git', '.hg', '.svn', 'dist', '.next', '_site', 'build', '.docusaurus', '.svelte-kit',
  '.astro', 'out', '.output', '.nuxt', '.vercel', '.netlify', '.turbo', '.cache', '.parcel-cache',
  'coverage', '.vitepress/dist', '.vitepress/cache', 'site-packages', '.venv', '__pycache__', 'resources/_gen',
]);

/** Whether a relative path lies in a folder the walker skips (for lists that come from elsewhere). */
export function isSkippedPath(rel: string): boolean {
  const parts = rel.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    if (SKIPPED_DIRS.has(parts[i]) || SKIPPED_DIRS.has(`${parts[i]}/${parts[i + 1]}`)) return true;
  }
  return false;
}

export interface WalkOptions {
  /** Stop after this many files (a guard against walking a home folder by mistake). */
  maxFiles?: number;
  /** Extra folder names (or root-relative paths) to skip. */
  skip?: readonly string[];
}

const HUGO_CONFIGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json', 'config.toml', 'config.yaml', 'config.yml'];

/** Hugo writes its output to public/: skip it there, but keep public/ for every other framework. */
function isHugoRoot(root: string): boolean {
  for (const name of HUGO_CONFIGS) {
    try {
      const text = readFileSync(join(root, name), 'utf8');
      if (name.startsWith('hugo.') || /^\s*baseURL\s*[=:]/im.test(text)) return true;
    } catch {
      // absent
    }
  }
  return false;
}

function readIgnore(dir: string): Ignore | undefined {
  try {
    return ignore().add(readFileSync(join(dir, '.gitignore'), 'utf8'));
  } catch {
    return undefined;
  }
}

interface Rules {
  base: string;
  rules: Ignore;
}

function ignored(rel: string, isDir: boolean, stack: readonly Rules[]): boolean {
  for (const { base, rules } of stack) {
    const local = base === '' ? rel : rel.slice(base.length + 1);
    if (local && rules.ignores(isDir ? `${local}/` : local)) return true;
  }
  return false;
}

/** Relative paths ('/' separators) of every file under `root` that a site mapping may use. */
export function walkSiteFiles(root: string, options: WalkOptions = {}): string[] {
  const maxFiles = options.maxFiles ?? 500_000;
  const skip = new Set([...SKIPPED_DIRS, ...(options.skip ?? [])]);
  if (isHugoRoot(root)) skip.add('public');
  const out: string[] = [];
  const visit = (rel: string, stack: Rules[]): void => {
    const abs = rel === '' ? root : join(root, rel);
    const rules = readIgnore(abs);
    const here = rules ? [...stack, { base: rel, rules }] : stack;
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (out.length >= maxFiles) return;
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        const twoLevel = rel === '' ? childRel : `${rel.slice(rel.lastIndexOf('/') + 1)}/${entry.name}`;
        if (skip.has(entry.name) || skip.has(childRel) || skip.has(twoLevel) || ignored(childRel, true, here)) continue;
        visit(childRel, here);
      } else if (entry.isFile()) {
        if (!ignored(childRel, false, here)) out.push(childRel);
      }
    }
  };
  visit('', []);
  return out;
}

/** Reads small text files for the index; binary or unreadable files read as undefined. */
export function readTextFile(absPath: string): string | undefined {
  try {
    if (statSync(absPath).size > 2_000_000) return undefined;
    const text = readFileSync(absPath, 'utf8');
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** Walks `root` and returns its SiteIndex, reading through the disk. */
export function walkSite(root: string, options: WalkOptions = {}): SiteIndex {
  return new SiteIndex(root, walkSiteFiles(root, options), readTextFile);
}
