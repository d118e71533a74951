// Which files of a workspace folder belong in the site index: not in dependency or build folders, not excluded by
// files.exclude, not ignored by a .gitignore (nested ones apply below their folder), not a framework's build output
// beside its config (Hugo's public/, MkDocs' site/). `files.exclude` comes from settings a workspace may set: its
// globs go through the linear-time matcher, never a RegExp.
import { compileGlob, type GlobMatcher } from '../match/glob';
import { isSafeRelPath } from '../urlPath';
import { SKIPPED_DIRS } from '../walk';

export interface GitIgnore {
  dir: string;
  rules: { ignores(rel: string): boolean };
}

/** Patterns past this many are not read (a setting is not a list of thousands of globs). */
const MAX_EXCLUDES = 500;

/** Decides which folder-relative paths belong in the index; rebuilt when a .gitignore or files.exclude changes. */
export class IndexFilter {
  private readonly excluded: (rel: string) => boolean;
  private readonly gitignores: GitIgnore[];
  /** Path prefixes ('docs/public/') of framework build output beside its config. */
  private readonly outputs: string[];

  constructor(excludes: readonly unknown[], gitignores: GitIgnore[], outputPrefixes: readonly string[] = []) {
    const matchers = excludes
      .slice(0, MAX_EXCLUDES)
      .map((g) => compileGlob(g, { dot: true }))
      .filter((m): m is GlobMatcher => m !== undefined);
    // An excluded folder excludes everything in it: test the path and each of its parent folders.
    this.excluded = (rel) => {
      if (matchers.length === 0) return false;
      const parts = rel.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        if (matchers.some((m) => m(prefix))) return true;
      }
      return false;
    };
    this.gitignores = gitignores;
    this.outputs = [...outputPrefixes];
  }

  accepts(rel: string): boolean {
    if (!isSafeRelPath(rel)) return false;
    const parts = rel.split('/');
    for (let i = 0; i < parts.length - 1; i++) {
      if (SKIPPED_DIRS.has(parts[i]) || SKIPPED_DIRS.has(parts.slice(0, i + 1).join('/')) || (i > 0 && SKIPPED_DIRS.has(`${parts[i - 1]}/${parts[i]}`))) return false;
    }
    if (this.outputs.some((out) => rel.startsWith(out))) return false;
    if (this.excluded(rel)) return false;
    for (const { dir, rules } of this.gitignores) {
      if (dir && !rel.startsWith(`${dir}/`)) continue;
      const local = dir ? rel.slice(dir.length + 1) : rel;
      if (local && rules.ignores(local)) return false;
    }
    return true;
  }
}
