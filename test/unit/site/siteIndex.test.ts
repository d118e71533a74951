import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SiteIndex } from '../../../src/core/site/index';
import { walkSite, walkSiteFiles } from '../../../src/core/site/walk';

describe('site/index SiteIndex', () => {
  it('keeps files sorted and answers under() for a folder, not a name prefix', () => {
    const index = new SiteIndex('/r', ['b.md', './app/page.tsx', 'app.config.js', 'app/x/page.tsx', 'apps/web/a']);
    assert.deepEqual(index.all(), ['app.config.js', 'app/page.tsx', 'app/x/page.tsx', 'apps/web/a', 'b.md']);
    assert.deepEqual(index.under('app'), ['app/page.tsx', 'app/x/page.tsx']);
    assert.deepEqual(index.under('app/'), ['app/page.tsx', 'app/x/page.tsx']);
    assert.equal(index.hasDir('apps'), true);
    assert.equal(index.hasDir('ap'), false);
    assert.equal(index.has('app'), false);
  });

  it('add/remove keep the order without duplicates; removing a folder drops its files', () => {
    const index = new SiteIndex('/r', ['a', 'c']);
    index.add('b');
    index.add('b');
    index.add('0');
    index.add('d/e');
    index.add('d/f');
    assert.deepEqual(index.all(), ['0', 'a', 'b', 'c', 'd/e', 'd/f']);
    index.remove('a');
    index.remove('missing');
    assert.deepEqual(index.all(), ['0', 'b', 'c', 'd/e', 'd/f']);
    index.remove('d');
    assert.deepEqual(index.all(), ['0', 'b', 'c']);
    assert.equal(index.has('d/e'), false);
  });

  it('reads through the injected reader, caches, and re-reads after change()', () => {
    let text = 'one';
    let reads = 0;
    const index = new SiteIndex('/r', ['x.md'], (abs) => {
      reads++;
      assert.equal(abs, path.join('/r', 'x.md'));
      return text;
    });
    assert.equal(index.read('x.md'), 'one');
    assert.equal(index.read('x.md'), 'one');
    assert.equal(reads, 1);
    text = 'two';
    index.change('x.md');
    assert.equal(index.read('x.md'), 'two');
    assert.equal(index.read('absent.md'), undefined);
    assert.equal(reads, 2);
  });

  it('survives a throwing reader', () => {
    const index = new SiteIndex('/r', ['x'], () => {
      throw new Error('EACCES');
    });
    assert.equal(index.read('x'), undefined);
  });

  it('scoped() re-roots a sub-folder', () => {
    const index = new SiteIndex('/r', ['apps/web/app/page.tsx', 'apps/web/package.json', 'apps/docs/x'], (abs) => abs);
    const web = index.scoped('apps/web');
    assert.deepEqual(web.all(), ['app/page.tsx', 'package.json']);
    assert.equal(web.read('package.json'), path.join('/r', 'apps/web', 'package.json'));
  });

  it('handles one event in a 100 000-file index without re-sorting (smoke: stays sorted)', () => {
    const files = Array.from({ length: 100_000 }, (_, i) => `content/p${i}.md`);
    const index = new SiteIndex('/r', files);
    index.add('content/p50000a.md');
    const all = index.all();
    const at = all.indexOf('content/p50000a.md');
    assert.ok(all[at - 1] < all[at] && all[at] < all[at + 1]);
  });
});

describe('site/walk walkSite', () => {
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
    const write = (rel: string, text = 'x') => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write('.gitignore', 'secret/\n*.log\n');
    write('app/page.tsx');
    write('app/debug.log');
    write('secret/key.txt');
    write('node_modules/next/index.js');
    write('.next/server/page.js');
    write('dist/index.html');
    write('public/logo.svg');
    write('docs/.gitignore', 'drafts/\n');
    write('docs/drafts/a.md');
    write('docs/b.md');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('honours .gitignore files (nested too) and skips dependencies and build output', () => {
    assert.deepEqual(walkSiteFiles(root), ['.gitignore', 'app/page.tsx', 'docs/.gitignore', 'docs/b.md', 'public/logo.svg']);
  });

  it('skips public/ only for Hugo sites, where it is the output', () => {
    fs.writeFileSync(path.join(root, 'hugo.toml'), 'baseURL = "https://example.org/"\n');
    try {
      assert.ok(!walkSiteFiles(root).includes('public/logo.svg'));
    } finally {
      fs.rmSync(path.join(root, 'hugo.toml'));
    }
  });

  it('builds a SiteIndex that reads from disk', () => {
    const index = walkSite(root);
    assert.equal(index.read('docs/b.md'), 'x');
    assert.equal(index.read('secret/key.txt'), undefined);
  });

  it('lists a link to a regular file inside the root at the link\'s path; never a link to a folder, out of the root or dangling', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-links-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-outside-'));
    try {
      fs.writeFileSync(path.join(site, 'README.md'), '# readme');
      fs.writeFileSync(path.join(outside, 'secret.md'), 'secret');
      fs.mkdirSync(path.join(site, 'docs'));
      fs.symlinkSync('../README.md', path.join(site, 'docs/index.md'));
      fs.symlinkSync(path.join(outside, 'secret.md'), path.join(site, 'docs/secret.md'));
      fs.symlinkSync('..', path.join(site, 'docs/up'));
      fs.symlinkSync('missing.md', path.join(site, 'docs/dangling.md'));
      assert.deepEqual(walkSiteFiles(site), ['README.md', 'docs/index.md']);
      assert.equal(walkSite(site).read('docs/index.md'), '# readme');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
