// Real-site fixtures as SiteIndex: files.txt lists the layout; `read` serves the few hand-written files, and a
// listed path with no file reads as absent (no front matter, no config), which is all most entries need.
import fs from 'node:fs';
import path from 'node:path';
import { SiteIndex } from '../../../src/core/site/index';

export const SITE_FIXTURES = path.resolve(__dirname, '../../fixtures/sites');

export function loadSiteFixture(name: string): SiteIndex {
  return loadFixtureFolder(path.join(SITE_FIXTURES, name));
}

/** A folder holding files.txt (the layout) and the few hand-written files the mapping reads. */
export function loadFixtureFolder(root: string): SiteIndex {
  const list = fs.readFileSync(path.join(root, 'files.txt'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  return new SiteIndex(root, list, (abs) => {
    if (!abs.startsWith(root + path.sep)) return undefined;
    try {
      return fs.readFileSync(abs, 'utf8');
    } catch {
      return undefined;
    }
  });
}

/** An in-memory SiteIndex: path → text ('' when the text does not matter). */
export function memorySite(entries: Record<string, string>, root = '/virtual/site'): SiteIndex {
  return new SiteIndex(root, Object.keys(entries), (abs) => {
    const rel = abs.slice(root.length + 1).split(path.sep).join('/');
    return Object.prototype.hasOwnProperty.call(entries, rel) ? entries[rel] : undefined;
  });
}
