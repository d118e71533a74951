// Hostile repositories on disk (test/support/hostileRepos.ts): the walk, the index, detection, configs, redirects and
// every lookup finish with a sensible answer or a clear reason. Timings are npm run bench's (bench/hostile.ts); here
// the mocha timeout only catches a hang.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mapSite } from '../../../src/cli/map';
import { SafeReader } from '../../../src/core/site/safeRead';
import { SiteService } from '../../../src/core/site/service/siteService';
import { isSafeRelPath } from '../../../src/core/site/urlPath';
import { walkSite, walkSiteFiles } from '../../../src/core/site/walk';
import { noindexRemoval, locate, type Anchor } from '../../../src/core/site/ranges';
import { HOSTILE_PAGES, HOSTILE_REPOS, type HostileRepo } from '../../support/hostileRepos';

describe('site/hostile repositories (real folders on disk)', function () {
  this.timeout(60_000);
  let base: string;
  const roots = new Map<string, string>();

  before(() => {
    base = mkdtempSync(path.join(tmpdir(), 'bv-hostile-'));
    for (const repo of HOSTILE_REPOS) {
      const root = path.join(base, repo.name);
      mkdirSync(root);
      repo.build(root);
      roots.set(repo.name, root);
    }
  });
  after(() => rmSync(base, { recursive: true, force: true }));

  const mapAll = (repo: HostileRepo) => {
    const root = roots.get(repo.name) as string;
    const index = walkSite(root);
    const mapping = mapSite(index, repo.routes ? { routes: repo.routes } : {});
    const results = mapping.map(repo.paths);
    for (const r of results) {
      assert.equal(typeof r.reason, 'string');
      assert.ok(r.reason.length > 0 && r.reason.length < 2000, r.reason.slice(0, 200));
      if (r.file !== null) {
        assert.ok(isSafeRelPath(r.file), r.file);
        assert.ok(index.has(r.file), `${r.file} is indexed`);
      }
    }
    return { index, mapping, results: new Map(results.map((r) => [r.path, r])) };
  };

  const repo = (name: string): HostileRepo => HOSTILE_REPOS.find((r) => r.name === name) as HostileRepo;

  it('redirect sources built to backtrack are not evaluated; plain rules still apply', () => {
    const { results } = mapAll(repo('redos-redirects'));
    assert.equal(results.get('/')?.file, 'app/page.tsx');
    assert.match(results.get('/old/a/b')?.reason ?? '', /^no source: redirected by public\/_redirects to \/new\/a\/b$/);
    // None of the evil sources matched anything (they cannot be evaluated safely): the catch-all answers.
    assert.equal(results.get(`/${'a'.repeat(60)}`)?.file, 'app/[...all]/page.tsx');
  });

  it('bracket-heavy and 255-character file names are routes like any other', () => {
    const { results, index } = mapAll(repo('bracket-names'));
    assert.ok(index.size > 30);
    assert.equal(results.get('/blog/post')?.file !== undefined, true);
    assert.equal(results.get(`/${'x'.repeat(249)}`)?.file, `src/pages/${'x'.repeat(249)}.astro`);
  });

  it('megabyte configs are over the cap (read as absent) and megabyte front matter is read from its head only', () => {
    const { results, index } = mapAll(repo('megabyte-configs'));
    assert.equal(index.read('hugo.toml'), undefined, 'a 1.8 MB config is not read');
    assert.equal(index.readHead('content/posts/body.md')?.length, 64 * 1024);
    assert.equal(results.get('/posts/p1')?.file, 'content/posts/p1.md');
    assert.equal(results.get('/posts/body')?.file, 'content/posts/body.md');
  });

  it('an 800 KB JS config is parsed (its 10 000 redirects apply); a 1.2 MB one is over the cap', () => {
    const { results, index } = mapAll(repo('megabyte-js-config'));
    assert.match(results.get('/old-9999/x')?.reason ?? '', /redirected by next\.config\.js to \/new-9999\/x/);
    assert.equal(results.get('/new-1/x')?.file, 'app/new-1/[slug]/page.tsx');
    assert.equal(index.read('sub/astro.config.mjs'), undefined);
  });

  it('100 000-level nesting in JS, JSON, TOML and YAML gives up on that file, not on the site', () => {
    const { results, mapping } = mapAll(repo('deep-nesting'));
    assert.equal(mapping.mapper.framework, 'docusaurus');
    assert.equal(results.get('/docs/intro')?.file, 'docs/intro.md');
    assert.equal(results.get('/docs/missing')?.file, null);
  });

  it('symlinks out of the folder, to /dev/zero and in loops, and FIFOs, are never read or followed', () => {
    const root = roots.get('links-and-fifos') as string;
    const listed = walkSiteFiles(root);
    assert.deepEqual(listed.sort(), ['about.html', 'index.html']);
    const { results } = mapAll(repo('links-and-fifos'));
    assert.equal(results.get('/about')?.file, 'about.html');
    for (const p of ['/secret', '/outside/etc/passwd', '/loop/loop/loop/about', '/blog/post']) assert.equal(results.get(p)?.file, null, `${p}: ${results.get(p)?.reason}`);
    // The editor lists files itself (its search may follow links): the reader refuses them all the same.
    const reader = new SafeReader(root);
    for (const rel of ['CNAME', '.gitignore', 'hugo.toml', 'secret.html', 'package.json', '_redirects', 'blog/post.html', 'outside/etc/passwd', 'a/self']) {
      assert.equal(reader.read(path.join(root, rel)), undefined, rel);
    }
    assert.equal(reader.read(path.join(root, 'loop/about.html')), '<h1>about</h1>', 'a link inside the folder is fine');
    const service = new SiteService({ root, rels: ['index.html', 'about.html', 'CNAME', '.gitignore', 'secret.html', 'package.json', 'outside/etc/passwd'], excludes: [], settings: { root: '', framework: 'auto', routes: {} } });
    assert.deepEqual(service.declaredDomains(''), []);
    assert.equal(service.resolve('/secret').file, null);
    assert.equal(service.readText('outside/etc/passwd'), undefined);
  });

  it('many per-language MkDocs builds with INHERIT loops and escaping docs_dir: bounded, and still one site', () => {
    const started = Date.now();
    const { results, mapping } = mapAll(repo('many-mkdocs-builds'));
    assert.equal(mapping.mapper.framework, 'mkdocs');
    assert.equal(results.get('/l1/')?.file, 'langs/l1/docs/index.md');
    assert.equal(results.get('/l1/s1/pppppppppp1/')?.file, 'langs/l1/docs/s1/pppppppppp1.md');
    // l0 reads its docs from outside the repository: not a build the mapping can see.
    assert.equal(results.get('/l0/s1/pppppppppp1/')?.file, null);
    assert.ok(Date.now() - started < 30_000);
  });

  it('many apps in a monorepo: the audited paths choose among at most 8; a flooded locale middleware is read within its budget', () => {
    const hostile = repo('many-apps-locale-middleware');
    const index = walkSite(roots.get(hostile.name) as string);
    const mapping = mapSite(index, { paths: hostile.paths });
    assert.match(mapping.site.dir, /^apps\/a\d+$/);
    const results = mapping.map(hostile.paths);
    for (const r of results) if (r.file !== null) assert.ok(index.has(r.file), r.file);
    assert.equal(mapping.site.dir, 'apps/a13');
    assert.equal(results.find((r) => r.path === '/en/p1')?.file, 'apps/a13/app/[locale]/p1/page.tsx');
  });

  it('env files of 60 000 blank lines or 6 000 names are read line by line, within caps; plugin modules loading each other are read once', () => {
    const hostile = repo('env-files-and-plugin-loops');
    const root = roots.get(hostile.name) as string;
    const next = mapSite(walkSite(path.join(root, 'next-site'))).map(['/docs/about', '/about']);
    assert.equal(next[0].file, 'pages/about.tsx');
    assert.equal(next[1].file, null);
    const eleventy = mapSite(walkSite(path.join(root, 'eleventy-site'))).map(['/a.txt', '/']);
    assert.equal(eleventy[0].file, 'a.txt');
    assert.equal(eleventy[1].file, 'index.md');
  });

  it('10 000-segment URL paths get a clear reason; long catch-all paths still map', () => {
    const { results } = mapAll(repo('long-paths'));
    assert.match(results.get(`/${'a/'.repeat(10_000)}`)?.reason ?? '', /^not a valid URL path: longer than 2048 characters$/);
    assert.equal(results.get(`/docs/${'x/'.repeat(1000)}`)?.file, 'app/docs/[[...path]]/page.tsx');
    assert.match(results.get(`/r/${'s/'.repeat(1000)}`)?.reason ?? '', /redirected by vercel\.json/);
  });

  it('hostile site.routes and ignore globs are bounded: cannot-evaluate patterns never match, the rest map', () => {
    const { results } = mapAll(repo('hostile-routes-and-ignores'));
    assert.equal(results.get('/')?.file, 'docs/index.md');
    assert.equal(results.get(`/${'a'.repeat(200)}1/`)?.file, `docs/${'a'.repeat(200)}1.md`);
  });

  it('config floods: capped passthrough/ignore entries and pagination past its budget still map; a flooded Hugo config directory too', () => {
    const { results } = mapAll(repo('config-floods'));
    assert.equal(results.get('/posts/p1/')?.file, 'posts/p1.md');
    assert.equal(results.get('/p/posts/p2/')?.file, 'posts/p2.md');
    assert.equal(results.get('/t0/t5/')?.file, 't0.njk');
    assert.equal(results.get('/t3/no-such-tag/')?.file, null);
    // 40 templates × 4 001 tags is past the pagination budget: the last templates claim no page
    assert.equal(results.get('/t39/t1999/')?.file, null);
    const hugo = mapAll(repo('config-directory-flood'));
    assert.equal(hugo.mapping.site.dir, '');
    assert.equal(hugo.results.get('/about/')?.file, 'content/about.md');
  });

  for (const page of HOSTILE_PAGES) {
    it(`locating findings in a hostile page: ${page.name}`, () => {
      const lines = page.text.split('\n').length;
      for (const anchor of ['robots', 'title', 'description', 'h1', 'body'] as Anchor[]) {
        const { range } = locate(page.text, page.file, anchor);
        assert.ok(range.startLine >= 0 && range.endLine < lines, `${anchor}: ${JSON.stringify(range)}`);
      }
      for (const edit of noindexRemoval(page.text, page.file)) assert.ok(edit.range.endLine < lines);
    });
  }
});
