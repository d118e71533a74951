// SiteFiles for tests: a fixture folder (files.txt + a few hand-written files, see test/fixtures/sites/README.md)
// or an in-memory site.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteFiles } from '../../../../src/core/site/types';

export const FIXTURES_DIR = path.resolve(__dirname, '../../../fixtures/sites');

class ListedFiles implements SiteFiles {
  private readonly sorted: string[];
  private readonly set: Set<string>;
  private readonly cache = new Map<string, string | undefined>();

  constructor(readonly root: string, paths: readonly string[], private readonly text: (rel: string) => string | undefined) {
    this.sorted = [...new Set(paths)].sort();
    this.set = new Set(this.sorted);
  }

  all(): readonly string[] {
    return this.sorted;
  }

  has(rel: string): boolean {
    return this.set.has(rel);
  }

  under(dir: string): readonly string[] {
    if (dir === '') return this.sorted;
    const prefix = dir + '/';
    return this.sorted.filter((p) => p.startsWith(prefix));
  }

  read(rel: string): string | undefined {
    if (!this.set.has(rel)) return undefined;
    if (!this.cache.has(rel)) this.cache.set(rel, this.text(rel));
    return this.cache.get(rel);
  }
}

/**
 * A fixture folder: every path of its files.txt is listed; `read` returns the text of the files present in the
 * folder. A listed file that is absent reads as undefined, i.e. a page without front matter (fixtures only keep
 * the files whose routing facts matter).
 */
export function fixtureFiles(name: string): SiteFiles {
  const root = path.join(FIXTURES_DIR, name);
  const list = fs.readFileSync(path.join(root, 'files.txt'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  return new ListedFiles(root, list, (rel) => {
    const abs = path.join(root, rel);
    if (!abs.startsWith(root + path.sep)) return undefined;
    try {
      return fs.readFileSync(abs, 'utf8');
    } catch {
      return undefined;
    }
  });
}

/** An in-memory site: path → text ('' for a file whose text doesn't matter). */
export function memoryFiles(entries: Record<string, string>, root = '/virtual/site'): SiteFiles {
  return new ListedFiles(root, Object.keys(entries), (rel) => entries[rel]);
}

/** Every fixture folder name, for cross-detection checks. */
export function fixtureNames(): string[] {
  return fs.readdirSync(FIXTURES_DIR).filter((n) => fs.existsSync(path.join(FIXTURES_DIR, n, 'files.txt'))).sort();
}
