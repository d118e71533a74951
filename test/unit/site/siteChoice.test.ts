// Which site folder of a repository serves the audited pages (siteChoice.ts): the declaring one, else — several site
// folders, none declaring the domain — the one whose routes answer most audited paths, else the best-ranked one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapSite } from '../../../src/cli/map';
import { findSiteRoots } from '../../../src/core/site/detect';
import { SiteService } from '../../../src/core/site/service/siteService';
import { MAX_SAMPLED_PATHS, samplePaths } from '../../../src/core/site/pathSample';
import { memorySite } from './siteFixture';

const NEXT = JSON.stringify({ dependencies: { next: '15' } });

/** A product app (bigger, ranked first: a [locale] catch-all answers any path as a template) beside the docs app. */
const MONOREPO: Record<string, string> = {
  'package.json': JSON.stringify({ private: true, workspaces: ['apps/*'] }),
  'apps/web/package.json': NEXT,
  'apps/web/app/[locale]/page.tsx': '',
  'apps/web/app/[locale]/[...rest]/page.tsx': '',
  ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`apps/web/components/c${i}.tsx`, ''])),
  'apps/docs/package.json': NEXT,
  'apps/docs/app/page.tsx': '',
  'apps/docs/app/docs/install/page.tsx': '',
  'apps/docs/app/docs/usage/page.tsx': '',
  'apps/docs/public/robots.txt': '',
};
const DOCS_PATHS = ['/', '/docs/install', '/docs/usage', '/robots.txt'];

describe('site/choice: the site folder of a repository holding several', () => {
  it('without audited paths, the best-ranked candidate; with them, the folder whose routes answer them', () => {
    const files = memorySite(MONOREPO);
    assert.equal(findSiteRoots(files)[0].dir, 'apps/web');
    assert.equal(mapSite(files, { domain: 'docs.acme.io' }).site.dir, 'apps/web');
    const chosen = mapSite(files, { domain: 'docs.acme.io', paths: DOCS_PATHS });
    assert.equal(chosen.site.dir, 'apps/docs');
    assert.match(chosen.site.reason, /answer the most audited pages/);
    assert.deepEqual(chosen.map(['/docs/install']).map((e) => e.file), ['apps/docs/app/docs/install/page.tsx']);
    // No domain at all (`map` without --domain): the paths still choose.
    assert.equal(mapSite(files, { paths: DOCS_PATHS }).site.dir, 'apps/docs');
  });

  it('several folders declaring the audited host (a root package.json and the docs folder it builds): the audited pages choose', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ devDependencies: { vitepress: '1' }, scripts: { 'docs:build': 'vitepress build docs' } }),
      'docs/.vitepress/config.mts': "export default { cleanUrls: true, sitemap: { hostname: 'https://mq.example.org' } };",
      'docs/CNAME': 'mq.example.org\n',
      'docs/index.md': '',
      'docs/guide/install.md': '',
    });
    const chosen = mapSite(files, { domain: 'mq.example.org', paths: ['/', '/guide/install'] });
    assert.equal(chosen.site.dir, 'docs');
    assert.deepEqual(chosen.map(['/guide/install']).map((e) => e.file), ['docs/guide/install.md']);
  });

  it("a static host's own configuration files (_redirects, _headers) in the published folder are never served", () => {
    const files = memorySite({ 'index.html': '', '_redirects': '/old /new 301\n', '_headers': '/*\n  X-Frame-Options: DENY\n', 'about.html': '' });
    const mapping = mapSite(files, {});
    assert.deepEqual(mapping.map(['/_redirects', '/_headers', '/about']).map((e) => e.file), [null, null, 'about.html']);
  });

  it('a route template answering any path counts less than the pages another folder holds', () => {
    const files = memorySite(MONOREPO);
    // apps/web's [locale] catch-all matches all four as a template; apps/docs has own files for two of them.
    assert.equal(mapSite(files, { paths: ['/docs/install', '/robots.txt', '/pricing', '/blog'] }).site.dir, 'apps/docs');
  });

  it('a route that also answers made-up paths (a catch-all) says less than a route of the section', () => {
    const files = memorySite({
      'apps/site/package.json': NEXT,
      'apps/site/app/[...slug]/page.tsx': '',
      ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`apps/site/lib/m${i}.ts`, ''])),
      'apps/blog/package.json': NEXT,
      'apps/blog/app/blog/[slug]/page.tsx': '',
    });
    assert.equal(findSiteRoots(files)[0].dir, 'apps/site');
    assert.equal(mapSite(files, { paths: ['/blog/a', '/blog/b'] }).site.dir, 'apps/blog');
  });

  it('a folder declaring the domain wins whatever the paths say', () => {
    const files = memorySite({ ...MONOREPO, 'apps/web/vercel.json': JSON.stringify({ alias: ['docs.acme.io'] }) });
    const chosen = mapSite(files, { domain: 'docs.acme.io', paths: DOCS_PATHS });
    assert.equal(chosen.site.dir, 'apps/web');
    assert.match(chosen.site.reason, /declares docs\.acme\.io/);
  });

  it('when no folder answers more of the paths, the best-ranked one stays', () => {
    const files = memorySite(MONOREPO);
    assert.equal(mapSite(files, { paths: ['/nowhere.xml'] }).site.dir, 'apps/web');
    assert.equal(mapSite(files, { paths: [] }).site.dir, 'apps/web');
  });

  it('an example app is a weaker candidate than the site beside it', () => {
    const files = memorySite({
      'demo/nextjs/package.json': NEXT,
      ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`demo/nextjs/app/p${i}/page.tsx`, ''])),
      'homepage-app/package.json': NEXT,
      'homepage-app/app/page.tsx': '',
    });
    assert.equal(findSiteRoots(files)[0].dir, 'homepage-app');
    for (const folder of ['examples/blog', 'samples/shop', 'demos/nextjs', 'starters/docs']) {
      const renamed = memorySite({
        'a/package.json': NEXT,
        'a/app/page.tsx': '',
        [`${folder}/package.json`]: NEXT,
        ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`${folder}/app/p${i}/page.tsx`, ''])),
      });
      assert.equal(findSiteRoots(renamed)[0].dir, 'a', folder);
    }
  });

  it('samples at most the limit of distinct paths, spread over the list, the same sample each time', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/p${i}`);
    const sample = samplePaths([...many, ...many]);
    assert.equal(sample.length, MAX_SAMPLED_PATHS);
    assert.equal(new Set(sample).size, sample.length);
    assert.equal(sample[0], '/p0');
    assert.ok(sample.includes('/p995'));
    assert.deepEqual(samplePaths([...many, ...many]), sample);
    assert.deepEqual(samplePaths(['/a', '/a', '', '/b']), ['/a', '/b']);
  });

  it('the site service chooses again with the audited paths, and keeps the choice for file events', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bv-choice-'));
    try {
      for (const [rel, text] of Object.entries(MONOREPO)) {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), text);
      }
      const service = new SiteService({ root, rels: Object.keys(MONOREPO), excludes: [], settings: { root: '', framework: 'auto', routes: {} }, domain: 'docs.acme.io' });
      assert.equal(service.info().dir, 'apps/web');
      service.usePagePaths(DOCS_PATHS);
      assert.equal(service.info().dir, 'apps/docs');
      assert.equal(service.resolve('/docs/usage').file, 'app/docs/usage/page.tsx');
      // A new page in the chosen folder reaches its mapper.
      fs.mkdirSync(path.join(root, 'apps/docs/app/docs/faq'), { recursive: true });
      fs.writeFileSync(path.join(root, 'apps/docs/app/docs/faq/page.tsx'), '');
      service.applyEvents([{ kind: 'add', rel: 'apps/docs/app/docs/faq/page.tsx' }]);
      assert.equal(service.resolve('/docs/faq').file, 'app/docs/faq/page.tsx');
      // Given with the listing (a restarted worker), the paths choose from the start.
      const reopened = new SiteService({ root, rels: Object.keys(MONOREPO), excludes: [], settings: { root: '', framework: 'auto', routes: {} }, domain: 'docs.acme.io', pagePaths: DOCS_PATHS });
      assert.equal(reopened.info().dir, 'apps/docs');
      // brandVisibility.site.root still decides.
      const pinned = new SiteService({ root, rels: Object.keys(MONOREPO), excludes: [], settings: { root: 'apps/web', framework: 'auto', routes: {} }, pagePaths: DOCS_PATHS });
      assert.equal(pinned.info().dir, 'apps/web');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
