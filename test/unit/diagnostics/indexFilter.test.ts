import * as assert from 'node:assert/strict';
import ignore from 'ignore';
import { IndexFilter } from '../../../src/core/site/service/indexFilter';

describe('diagnostics/indexFilter: which workspace files the site index holds', () => {
  const filter = new IndexFilter(
    ['**/.git', '**/*.log', 'drafts/**'],
    [
      { dir: '', rules: ignore().add('/generated/\n*.tmp\n') },
      { dir: 'apps/web', rules: ignore().add('cache/\n') },
    ],
    ['docs-site/public/'],
  );

  it('keeps sources', () => {
    for (const rel of ['src/pages/pricing.astro', 'content/blog/a.md', 'public/robots.txt', 'apps/web/app/page.tsx', 'apps/web/public/logo.svg']) {
      assert.equal(filter.accepts(rel), true, rel);
    }
  });

  it('skips dependency and build folders at any depth', () => {
    for (const rel of ['node_modules/x/index.js', 'apps/web/node_modules/a.js', 'dist/index.html', '.next/server/page.js', '_site/index.html', '.astro/types.d.ts', 'apps/web/.svelte-kit/x.js', 'build/a.html', '.docusaurus/x.js', 'out/index.html']) {
      assert.equal(filter.accepts(rel), false, rel);
    }
  });

  it('skips public/ only where Hugo builds (beside its config)', () => {
    assert.equal(filter.accepts('docs-site/public/index.html'), false);
    assert.equal(filter.accepts('docs-site/content/_index.md'), true);
    assert.equal(filter.accepts('public/index.html'), true);
  });

  it('applies files.exclude to files and to everything inside an excluded folder', () => {
    assert.equal(filter.accepts('.git/config'), false);
    assert.equal(filter.accepts('sub/.git/HEAD'), false);
    assert.equal(filter.accepts('logs/build.log'), false);
    assert.equal(filter.accepts('drafts/post.md'), false);
    assert.equal(filter.accepts('content/drafts.md'), true);
  });

  it('applies each .gitignore below its own folder', () => {
    assert.equal(filter.accepts('generated/page.html'), false);
    assert.equal(filter.accepts('src/generated/page.html'), true, 'a rooted pattern only matches at its folder');
    assert.equal(filter.accepts('notes.tmp'), false);
    assert.equal(filter.accepts('apps/web/cache/a.json'), false);
    assert.equal(filter.accepts('cache/a.json'), true, 'apps/web/.gitignore does not reach the root');
  });

  it('refuses paths that are not plain relative paths', () => {
    for (const rel of ['', '/etc/passwd', '../x', 'a/../b', 'a\\b', 'C:/x']) assert.equal(filter.accepts(rel), false, rel);
  });
});
