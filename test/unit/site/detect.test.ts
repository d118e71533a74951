import assert from 'node:assert/strict';
import { detectFramework, findSiteRoots } from '../../../src/core/site/detect';
import { expectMapped } from './frameworks/helpers';
import { loadSiteFixture, memorySite } from './siteFixture';

describe('site/detect', () => {
  it('finds the site package of a monorepo with reasons, best first', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ private: true, workspaces: ['apps/*', 'packages/*'] }),
      'turbo.json': '{}',
      'apps/web/package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'apps/web/app/page.tsx': '',
      'packages/ui/package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'examples/demo/package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'examples/demo/src/pages/index.astro': '',
      'docs/mkdocs.yml': 'site_name: x\n',
      'legacy/config.toml': 'baseURL = "https://old.acme.io/"\n',
    });
    const roots = findSiteRoots(files);
    assert.equal(roots[0].dir, 'apps/web');
    assert.equal(roots[0].reason, 'apps/web/package.json depends on next (Next.js)');
    assert.deepEqual(roots.map((r) => r.dir).sort(), ['apps/web', 'docs', 'examples/demo', 'legacy', 'packages/ui']);
    assert.equal(roots[roots.length - 1].dir, 'examples/demo');
  });

  it('prefers the real site of the svelte.dev monorepo over its library packages', () => {
    assert.equal(findSiteRoots(loadSiteFixture('sveltekit-svelte.dev'))[0].dir, 'apps/svelte.dev');
  });

  it('falls back to static HTML and scores every framework', () => {
    const detection = detectFramework(memorySite({ 'README.md': '' }));
    assert.equal(detection.framework.id, 'static');
    assert.ok(detection.scores.length >= 5);
    const next = detectFramework(memorySite({ 'next.config.js': '', 'pages/index.js': '' }));
    assert.equal(next.framework.id, 'nextjs-pages');
    assert.match(next.reason, /Next\.js pages router/);
  });
});

describe('site/detect: VitePress marker', () => {
  it('finds the folder holding .vitepress/config.* as a site root', () => {
    const files = memorySite({ 'README.md': '', 'docs/.vitepress/config.mts': '', 'docs/index.md': '', 'docs/guide/intro.md': '' });
    const roots = findSiteRoots(files);
    assert.equal(roots[0]?.dir, 'docs');
    assert.match(roots[0]!.reason, /VitePress/);
  });

  it('finds a config four folders deep (a docs package inside a library package), and no package.json that deep', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
      'packages/lib/src/docs/.vitepress/config.ts': 'export default {}',
      'packages/lib/src/docs/index.md': '',
      'packages/lib/src/tool/x/package.json': JSON.stringify({ dependencies: { astro: '5' } }),
    });
    const roots = findSiteRoots(files);
    assert.equal(roots[0]?.dir, 'packages/lib/src/docs');
    assert.match(roots[0]!.reason, /VitePress/);
    assert.ok(!roots.some((r) => r.dir === 'packages/lib/src/tool/x'));
  });
});

describe('site/detect: a dependency without the config', () => {
  it('a workspace package.json depending on a framework configured only below it is tooling, unless pages sit beside it', () => {
    const tooling = memorySite({
      'package.json': JSON.stringify({ devDependencies: { vitepress: '1' } }),
      'site/.vitepress/config.ts': 'export default {}',
      'site/index.md': '',
    });
    assert.equal(findSiteRoots(tooling)[0]?.dir, 'site');
    const app = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/page.tsx': '',
      'packages/docs/next.config.js': '',
      'packages/docs/app/page.tsx': '',
    });
    assert.equal(findSiteRoots(app)[0]?.dir, '');
  });

  it("a root package.json that builds the site in a sub-folder (`next build documentation-site`) and declares its host: the sub-folder serves the host's pages", () => {
    const files = {
      'package.json': JSON.stringify({ homepage: 'https://docs.example.dev', scripts: { 'build:docs': 'next build documentation-site' }, devDependencies: { next: '14', '@next/mdx': '14' } }),
      'documentation-site/next.config.js': "const withMDX = require('@next/mdx')();\nmodule.exports = withMDX({ output: 'export', trailingSlash: true, pageExtensions: ['js', 'jsx', 'md', 'mdx'] });",
      'documentation-site/pages/index.jsx': '',
      'documentation-site/pages/components/button.mdx': '',
      'documentation-site/public/favicon.ico': '',
      'src/button/index.js': '',
    };
    assert.equal(findSiteRoots(memorySite(files))[0]?.dir, 'documentation-site');
    expectMapped(files, {
      '/': 'documentation-site/pages/index.jsx',
      '/components/button/': 'documentation-site/pages/components/button.mdx',
      '/favicon.ico': 'documentation-site/public/favicon.ico',
      '/button/': null,
    }, { domain: 'docs.example.dev' });
  });
});
