// Which files of a workspace folder belong in the site index: not in dependency or build folders, not excluded by
// files.exclude, not ignored by a .gitignore (nested ones apply below their folder), not Hugo's public/ output
// (public/ holds static sources in every other framework).
// No vscode import: unit-tested on plain Node.
import type { Ignore } from 'ignore';
import picomatch from 'picomatch';
import { isSafeRelPath } from '../site/urlPath';
import { SKIPPED_DIRS } from '../site/walk';

export interface GitIgnore {
  dir: string;
  rules: Ignore;
}

/** Decides which folder-relative paths belong in the index; rebuilt when a .gitignore or files.exclude changes. */
export class IndexFilter {
  private readonly excluded: (rel: string) => boolean;
  private readonly gitignores: GitIgnore[];
  /** `public/` of these folders is Hugo's build output ('' = the workspace folder). */
  private readonly hugoOutputs: string[];

  constructor(excludes: readonly string[], gitignores: GitIgnore[], hugoRoots: readonly string[] = []) {
    const matchers = excludes.map((g) => picomatch(g, { dot: true }));
    // An excluded folder excludes everything in it: test the path and each of its parent folders.
    this.excluded = (rel) => {
      const parts = rel.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        if (matchers.some((m) => m(prefix))) return true;
      }
      return false;
    };
    this.gitignores = gitignores;
    this.hugoOutputs = hugoRoots.map((dir) => (dir ? `${dir}/public/` : 'public/'));
  }

  accepts(rel: string): boolean {
    if (!isSafeRelPath(rel)) return false;
    const parts = rel.split('/');
    for (let i = 0; i < parts.length - 1; i++) {
      if (SKIPPED_DIRS.has(parts[i]) || SKIPPED_DIRS.has(parts.slice(0, i + 1).join('/'))) return false;
    }
    if (this.hugoOutputs.some((out) => rel.startsWith(out))) return false;
    if (this.excluded(rel)) return false;
    for (const { dir, rules } of this.gitignores) {
      if (dir && !rel.startsWith(`${dir}/`)) continue;
      const local = dir ? rel.slice(dir.length + 1) : rel;
      if (local && rules.ignores(local)) return false;
    }
    return true;
  }
}
