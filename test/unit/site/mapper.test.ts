import assert from 'node:assert/strict';
import { createSiteMapper } from '../../../src/core/site/mapper';
import { staticHtml } from '../../../src/core/site/frameworks/static';
import type { Framework, SiteFiles } from '../../../src/core/site/types';
import { memorySite } from './siteFixture';

function nextSite() {
  return memorySite({
    'package.json': JSON.stringify({ dependencies: { next: '15' } }),
    'app/page.tsx': '',
    'app/blog/[slug]/page.tsx': '',
    'app/old/page.tsx': '',
    'content/blog/hello.mdx': '',
    'content/posts/2024-05-01-manual.md': '',
    'public/robots.txt': '',
    'public/brochure.pdf': '',
    'netlify.toml': '[[redirects]]\nfrom = "/old"\nto = "/new-path"\nstatus = 301\n',
  });
}

describe('site/mapper createSiteMapper', () => {
  it('tries user routes, then redirects, then the framework, then static folders, then "no source"', () => {
    const mapper = createSiteMapper({
      files: nextSite(),
      routes: { '/blog/:slug': 'content/posts/*-:slug.md', '/guides/**': 'content/**.md' },
    });
    assert.equal(mapper.resolve('/blog/manual').file, 'content/posts/2024-05-01-manual.md');
    assert.match(mapper.resolve('/blog/manual').reason, /^user route \/blog\/:slug/);
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx');
    assert.deepEqual(mapper.resolve('/old'), { file: null, reason: 'no source: redirected by netlify.toml to /new-path', kind: 'redirect' });
    assert.equal(mapper.resolve('/brochure.pdf').file, 'public/brochure.pdf');
    assert.equal(mapper.resolve('/robots.txt').file, 'public/robots.txt');
    const none = mapper.resolve('/pricing');
    assert.equal(none.file, null);
    assert.match(none.reason, /^no source: page generated elsewhere/);
  });

  it('a Netlify rule without force gives way to a file that exists at the path (not to a server-rendered page)', () => {
    const site = {
      'netlify.toml': '[[redirects]]\nfrom = "/it/*"\nto = "/:splat"\nstatus = 302\n\n[[redirects]]\nfrom = "/forced/*"\nto = "/x"\nforce = true\n',
      'public/_redirects': '/ko/*  /:splat  302\n/kf/*  /:splat  302!\n',
      'it/develop/index.html': '',
      'ko/guide.html': '',
      'kf/guide.html': '',
      'forced/a.html': '',
    };
    const mapper = createSiteMapper({ files: memorySite(site) });
    assert.equal(mapper.resolve('/it/develop/').file, 'it/develop/index.html');
    assert.match(mapper.resolve('/it/develop/').reason, /not forced/);
    assert.equal(mapper.resolve('/it/other/').file, null);
    assert.equal(mapper.resolve('/ko/guide').file, 'ko/guide.html');
    assert.equal(mapper.resolve('/kf/guide').file, null);
    assert.equal(mapper.resolve('/forced/a').file, null);
    // Cloudflare Pages applies `_redirects` rules whatever exists.
    const cloudflare = createSiteMapper({ files: memorySite({ ...site, 'wrangler.toml': 'name = "x"\n' }) });
    assert.equal(cloudflare.resolve('/ko/guide').file, null);
  });

  it('honours a framework override', () => {
    const mapper = createSiteMapper({ files: nextSite(), framework: 'static' });
    assert.equal(mapper.framework, 'static');
    assert.equal(mapper.resolve('/blog/hello').file, null);
  });

  it('explain() lists the steps and the outcome', () => {
    const steps = createSiteMapper({ files: nextSite() }).explain('https://acme.io/blog/hello/?x');
    assert.equal(steps[0], 'normalized to /blog/hello (had a trailing slash)');
    assert.ok(steps.some((s) => /none of 1 redirect rules matches/.test(s)));
    assert.ok(steps.some((s) => /^framework: Next\.js app router/.test(s)));
    assert.equal(steps[steps.length - 1], '→ content/blog/hello.mdx');
    assert.deepEqual(createSiteMapper({ files: nextSite() }).explain('javascript:alert(1)'), [
      "not a valid URL path: 'javascript:' is not a web page address",
      "→ no file: not a valid URL path: 'javascript:' is not a web page address",
    ]);
  });

  it('rejects URLs of another host when the domain is known', () => {
    const mapper = createSiteMapper({ files: nextSite(), domain: 'acme.io' });
    assert.equal(mapper.resolve('https://www.acme.io/').file, 'app/page.tsx');
    assert.match(mapper.resolve('https://evil.example/').reason, /another site/);
    assert.equal(mapper.resolve('/').file, 'app/page.tsx');
  });

  it('applies file events and recompiles only when a change affects the table', () => {
    let compiles = 0;
    const counting: Framework = {
      ...staticHtml,
      id: 'astro',
      label: 'Counting',
      detect: () => 1,
      compile(files: SiteFiles) {
        compiles++;
        return { resolve: (p) => (files.has(`pages${p}.md`) ? { file: `pages${p}.md`, reason: 'counted' } : undefined) };
      },
      affects: (rel) => rel.startsWith('pages/'),
    };
    const files = memorySite({ 'pages/a.md': '' });
    const mapper = createSiteMapper({ files, frameworks: [counting] });
    assert.equal(mapper.resolve('/a').file, 'pages/a.md');
    assert.equal(mapper.resolve('/a').file, 'pages/a.md');
    assert.equal(compiles, 1);
    mapper.onFileEvent('add', 'assets/logo.png');
    mapper.resolve('/a');
    assert.equal(compiles, 1);
    assert.ok(files.has('assets/logo.png'));
    mapper.onFileEvent('add', 'pages/b.md');
    assert.equal(mapper.resolve('/b').file, 'pages/b.md');
    assert.equal(compiles, 2);
    mapper.onFileEvent('remove', 'pages/b.md');
    assert.equal(mapper.resolve('/b').file, null);
    mapper.onFileEvent('add', '../escape.md');
    assert.ok(!files.has('../escape.md'));
  });

  it('picks up a new redirect rule and a new content file after events', () => {
    const files = nextSite();
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/blog/new-post').file, 'app/blog/[slug]/page.tsx');
    mapper.onFileEvent('add', 'content/blog/new-post.md');
    assert.equal(mapper.resolve('/blog/new-post').file, 'content/blog/new-post.md');
    assert.equal(mapper.resolve('/blog/gone').file, 'app/blog/[slug]/page.tsx');
  });

  it('sees a renamed content file after a recompile that reuses cached content indexes', () => {
    const files = nextSite();
    const mapper = createSiteMapper({ files });
    files.add('content/blog/2024-01-01-dated.md');
    mapper.onFileEvent('add', 'content/blog/2024-01-01-dated.md');
    assert.equal(mapper.resolve('/blog/dated').file, 'content/blog/2024-01-01-dated.md');
    mapper.onFileEvent('change', 'app/blog/[slug]/page.tsx');
    mapper.onFileEvent('remove', 'content/blog/2024-01-01-dated.md');
    mapper.onFileEvent('add', 'content/blog/2024-02-02-renamed.md');
    assert.equal(mapper.resolve('/blog/renamed').file, 'content/blog/2024-02-02-renamed.md');
    assert.equal(mapper.resolve('/blog/dated').file, 'app/blog/[slug]/page.tsx');
  });

  it('content and static lookups follow adds, removes and renames of content and public files', () => {
    const files = nextSite();
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx');
    // A file with an earlier extension in the lookup order wins the same path.
    mapper.onFileEvent('add', 'content/blog/hello.md');
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.md');
    mapper.onFileEvent('remove', 'content/blog/hello.md');
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx');
    mapper.onFileEvent('add', 'content/blog/guide/index.md');
    assert.equal(mapper.resolve('/blog/guide').file, 'content/blog/guide/index.md');
    mapper.onFileEvent('change', 'content/blog/guide/index.md');
    assert.equal(mapper.resolve('/blog/guide').file, 'content/blog/guide/index.md');
    mapper.onFileEvent('remove', 'content/blog/guide');
    assert.equal(mapper.resolve('/blog/guide').file, 'app/blog/[slug]/page.tsx');
    // Public files appear and go without any route change.
    assert.equal(mapper.resolve('/logo.svg').file, null);
    mapper.onFileEvent('add', 'public/logo.svg');
    assert.equal(mapper.resolve('/logo.svg').file, 'public/logo.svg');
    mapper.onFileEvent('remove', 'public/logo.svg');
    assert.equal(mapper.resolve('/logo.svg').file, null);
  });

  it('never crashes on a throwing framework', () => {
    const broken: Framework = {
      ...staticHtml,
      id: 'hugo', label: 'Broken', detect: () => 1, affects: () => true,
      compile() {
        throw new Error('boom');
      },
    };
    const mapper = createSiteMapper({ files: memorySite({ 'public/x.html': '' }), frameworks: [broken] });
    assert.equal(mapper.resolve('/x').file, 'public/x.html');
  });
});
