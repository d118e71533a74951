// The indexed files of one site root: a sorted list kept sorted by binary-search insert, so one file
// event costs a memmove, never a re-sort, even with 100 000 files.
import { join } from 'node:path';
import { READ_LIMITS } from './safeRead';
import { trimEnd } from './text';
import type { SiteFiles } from './types';

/**
 * Reads a file for the index: (absolute path, byte cap, head only). Disk readers are safeRead.ts's; tests pass readers
 * that ignore the cap (the index cuts what they return).
 */
export type ReadFile = (absPath: string, maxBytes?: number, head?: boolean) => string | undefined;
export type FileEventKind = 'add' | 'remove' | 'change';

/** SiteFiles that can follow file events (the VS Code watcher, the CLI, tests). */
export interface MutableSiteFiles extends SiteFiles {
  add(rel: string): void;
  remove(rel: string): void;
  change(rel: string): void;
}

/** Characters of file text kept in the cache at most: past this the oldest texts are read again when needed. */
const CACHE_CHARS = 48_000_000;

function normalizeRel(rel: string): string {
  return trimEnd(rel.startsWith('./') ? rel.slice(2) : rel, '/');
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
  private readonly heads = new Map<string, string | undefined>();
  private cachedChars = 0;
  /** Bumped on every add/remove/change: lets callers keep derived caches keyed on it. */
  private revision = 0;

  constructor(
    readonly root: string,
    relPaths: Iterable<string>,
    private readonly readFile: ReadFile = () => undefined,
    readonly outer?: { files: SiteFiles; dir: string },
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

  /** How many files live under the folder, without copying the listing. */
  countUnder(dir: string): number {
    const clean = normalizeRel(dir);
    if (clean === '') return this.sorted.length;
    return lowerBound(this.sorted, `${clean}0`) - lowerBound(this.sorted, `${clean}/`);
  }

  read(rel: string): string | undefined {
    return this.cached(this.cache, rel, READ_LIMITS.file, false);
  }

  /** The first 64 KB of a file (front matter): a big content file is never read whole for it. */
  readHead(rel: string): string | undefined {
    const whole = this.cache.get(rel);
    if (whole !== undefined) return whole.length > READ_LIMITS.head ? whole.slice(0, READ_LIMITS.head) : whole;
    return this.cached(this.heads, rel, READ_LIMITS.head, true);
  }

  private cached(cache: Map<string, string | undefined>, rel: string, limit: number, head: boolean): string | undefined {
    if (!this.members.has(rel)) return undefined;
    if (cache.has(rel)) return cache.get(rel);
    let text: string | undefined;
    try {
      text = this.readFile(join(this.root, rel), limit, head);
    } catch {
      text = undefined;
    }
    // Readers that ignore the cap (tests, fixtures) are held to it here.
    if (text !== undefined && text.length > limit) text = head ? text.slice(0, limit) : undefined;
    this.remember(cache, rel, text);
    return text;
  }

  private remember(cache: Map<string, string | undefined>, rel: string, text: string | undefined): void {
    cache.set(rel, text);
    this.cachedChars += text?.length ?? 0;
    // Oldest first, from whichever cache holds more: memory stays bounded on any repository.
    while (this.cachedChars > CACHE_CHARS) {
      const from = this.heads.size > 0 && this.cache.size < this.heads.size ? this.heads : this.cache.size > 0 ? this.cache : this.heads;
      const oldest = from.keys().next();
      if (oldest.done) break;
      this.cachedChars -= from.get(oldest.value)?.length ?? 0;
      from.delete(oldest.value);
    }
  }

  private forget(rel: string): void {
    for (const cache of [this.cache, this.heads]) {
      this.cachedChars -= cache.get(rel)?.length ?? 0;
      cache.delete(rel);
    }
  }

  add(raw: string): void {
    const rel = normalizeRel(raw);
    this.forget(rel);
    this.revision++;
    if (!rel || this.members.has(rel)) return;
    this.members.add(rel);
    this.sorted.splice(lowerBound(this.sorted, rel), 0, rel);
  }

  remove(raw: string): void {
    const rel = normalizeRel(raw);
    this.forget(rel);
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
      this.forget(file);
    }
  }

  change(raw: string): void {
    this.forget(normalizeRel(raw));
    this.revision++;
  }

  /** A SiteIndex over one sub-folder (a monorepo's site package), sharing the reader. */
  scoped(dir: string): SiteIndex {
    const clean = normalizeRel(dir);
    if (clean === '') return this;
    const cut = clean.length + 1;
    return new SiteIndex(join(this.root, clean), this.under(clean).map((f) => f.slice(cut)), this.readFile, this.outer ? { files: this.outer.files, dir: `${this.outer.dir}/${clean}` } : { files: this, dir: clean });
  }
}
