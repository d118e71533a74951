// The indexed files of one site root: a sorted list kept sorted by binary-search insert, so one file
// event costs a memmove, never a re-sort, even with 100 000 files.
import { join } from 'node:path';
import type { SiteFiles } from './types';

export type ReadFile = (absPath: string) => string | undefined;
export type FileEventKind = 'add' | 'remove' | 'change';

/** SiteFiles that can follow file events (the VS Code watcher, the CLI, tests). */
export interface MutableSiteFiles extends SiteFiles {
  add(rel: string): void;
  remove(rel: string): void;
  change(rel: string): void;
}

/** Biggest file `read` returns: configs and front matter are small; anything bigger is not one of them. */
const MAX_READ_CHARS = 2_000_000;

function normalizeRel(rel: string): string {
  return rel.replace(/^\.\//, '').replace(/\/+$/, '');
}

/** First index whose entry is >= key (plain code-unit order, the order of Array.prototype.sort). */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SiteIndex implements MutableSiteFiles {
  private readonly sorted: string[];
  private readonly members: Set<string>;
  private readonly cache = new Map<string, string | undefined>();
  /** Bumped on every add/remove/change: lets callers keep derived caches keyed on it. */
  private revision = 0;

  constructor(
    readonly root: string,
    relPaths: Iterable<string>,
    private readonly readFile: ReadFile = () => undefined,
  ) {
    const set = new Set<string>();
    for (const raw of relPaths) {
      const rel = normalizeRel(raw);
      if (rel) set.add(rel);
    }
    this.members = set;
    this.sorted = [...set].sort();
  }

  get version(): number {
    return this.revision;
  }

  all(): readonly string[] {
    return this.sorted;
  }

  get size(): number {
    return this.sorted.length;
  }

  has(rel: string): boolean {
    return this.members.has(rel);
  }

  under(dir: string): readonly string[] {
    const clean = normalizeRel(dir);
    if (clean === '') return this.sorted.slice();
    const prefix = `${clean}/`;
    const start = lowerBound(this.sorted, prefix);
    // '/' + 1 is '0': every path starting with the prefix sorts before prefix-with-'0'.
    const end = lowerBound(this.sorted, `${clean}0`);
    return this.sorted.slice(start, end);
  }

  /** Whether any file lives under the folder (cheaper than under(dir).length). */
  hasDir(dir: string): boolean {
    const clean = normalizeRel(dir);
    if (clean === '') return this.sorted.length > 0;
    const prefix = `${clean}/`;
    const i = lowerBound(this.sorted, prefix);
    return i < this.sorted.length && this.sorted[i].startsWith(prefix);
  }

  read(rel: string): string | undefined {
    if (!this.members.has(rel)) return undefined;
    if (this.cache.has(rel)) return this.cache.get(rel);
    let text: string | undefined;
    try {
      text = this.readFile(join(this.root, rel));
    } catch {
      text = undefined;
    }
    if (text !== undefined && text.length > MAX_READ_CHARS) text = undefined;
    this.cache.set(rel, text);
    return text;
  }

  add(raw: string): void {
    const rel = normalizeRel(raw);
    this.cache.delete(rel);
    this.revision++;
    if (!rel || this.members.has(rel)) return;
    this.members.add(rel);
    this.sorted.splice(lowerBound(this.sorted, rel), 0, rel);
  }

  remove(raw: string): void {
    const rel = normalizeRel(raw);
    this.cache.delete(rel);
    this.revision++;
    if (this.members.delete(rel)) {
      this.sorted.splice(lowerBound(this.sorted, rel), 1);
      return;
    }
    // A folder deletion arrives as one event: drop everything under it.
    const under = this.under(rel);
    if (under.length === 0) return;
    const start = lowerBound(this.sorted, under[0]);
    this.sorted.splice(start, under.length);
    for (const file of under) {
      this.members.delete(file);
      this.cache.delete(file);
    }
  }

  change(raw: string): void {
    this.cache.delete(normalizeRel(raw));
    this.revision++;
  }

  /** A SiteIndex over one sub-folder (a monorepo's site package), sharing the reader. */
  scoped(dir: string): SiteIndex {
    const clean = normalizeRel(dir);
    if (clean === '') return this;
    const cut = clean.length + 1;
    return new SiteIndex(join(this.root, clean), this.under(clean).map((f) => f.slice(cut)), this.readFile);
  }
}
