import assert from 'node:assert/strict';
import { parseNextRedirects } from '../../../src/core/site/frameworks/nextjs';
import { compileSource, findRedirect, loadRedirectRules, parseRedirectsFile } from '../../../src/core/site/redirects';
import { memorySite } from './siteFixture';

describe('site/redirects', () => {
  it('compiles path-to-regexp and Netlify patterns', () => {
    const slug = compileSource('/blog/:slug');
    assert.ok(slug?.test('/blog/hello'));
    assert.ok(!slug?.test('/blog/a/b'));
    const rest = compileSource('/docs/:path*');
    assert.ok(rest?.test('/docs') && rest.test('/docs/a/b'));
    const splat = compileSource('/old/*');
    assert.ok(splat?.test('/old/x/y') && splat.test('/old'));
    assert.equal(compileSource('relative'), undefined);
    assert.equal(compileSource('/x/:id([)'), undefined);
  });

  it('reads _redirects lines: statuses, splats, placeholders, same-site rewrites; skips conditional rules', () => {
    const rules = parseRedirectsFile(
      [
        '# comment',
        '/home / 301',
        '/news/:year/:slug /blog/:slug 302',
        '/old/* /new/:splat',
        '/app/* /index.html 200',
        '/store id=:id /products/:id 301',
        '/fr/* /fr/index.html 302 Language=fr',
        'garbage',
      ].join('\n'),
      '_redirects',
    );
    assert.equal(rules.length, 4);
    assert.equal(findRedirect(rules, '/news/2024/hello')?.to, '/blog/hello');
    assert.equal(findRedirect(rules, '/old/a/b')?.to, '/new/a/b');
    assert.equal(findRedirect(rules, '/HOME')?.to, '/');
    // A same-site 200 is kept in its place as a rewrite (status 200), for the mapper to serve its target's page.
    assert.equal(findRedirect(rules, '/app/x')?.rule.status, 200);
    assert.equal(findRedirect(rules, '/app/x')?.to, '/index.html');
    assert.equal(findRedirect(rules, '/store'), undefined);
  });

  it('parses next.config redirects() statically: literals only, not rewrites, not conditional, with basePath', () => {
    const text = `
      const nextConfig = {
        basePath: '/docs',
        async rewrites() { return [{ source: '/r', destination: '/elsewhere' }]; },
        async redirects() {
          return [
            { source: '/old-blog/:slug', destination: '/news/:slug', permanent: true },
            { source: \`/computed/\${x}\`, destination: '/y', permanent: false },
            { source: '/cond', has: [{ type: 'query', key: 'x' }], destination: '/z', permanent: false },
            { source: '/abs', destination: '/a', basePath: false, permanent: false },
          ];
        },
      };`;
    const rules = parseNextRedirects(text, 'next.config.js', '/docs');
    assert.deepEqual(rules.map((r) => r.source), ['/docs/old-blog/:slug', '/abs']);
    assert.equal(findRedirect(rules, '/docs/old-blog/x')?.to, '/news/x');
    assert.equal(rules[1].status, 307);
  });

  it('collects vercel.json, netlify.toml, public/_redirects, next.config and astro.config rules', () => {
    const site = memorySite({
      'vercel.json': JSON.stringify({ redirects: [{ source: '/v', destination: '/vv', permanent: true }, { source: '/c', destination: '/d', has: [{ type: 'host', value: 'x' }] }], rewrites: [{ source: '/rw', destination: '/x' }] }),
      'netlify.toml': '[[redirects]]\nfrom = "/n/*"\nto = "/new-path/:splat"\nstatus = 301\n\n[[redirects]]\nfrom = "/spa/*"\nto = "/index.html"\nstatus = 200\n',
      'public/_redirects': '/p /pp 302\n',
      'next.config.mjs': "export default { async redirects() { return [{ source: '/nx', destination: '/ny', permanent: true }] } }",
      'astro.config.mjs': "export default defineConfig({ redirects: { '/a1': '/a2', '/b1': { status: 302, destination: '/b2' } } })",
    });
    const rules = loadRedirectRules(site);
    assert.deepEqual(rules.map((r) => `${r.origin} ${r.source}`), [
      'vercel.json /v', 'netlify.toml /n/*', 'public/_redirects /p', 'next.config.mjs /nx', 'astro.config.mjs /a1', 'astro.config.mjs /b1',
    ]);
    assert.equal(findRedirect(rules, '/n/x')?.to, '/new-path/x');
    assert.equal(findRedirect(rules, '/rw'), undefined);
    assert.equal(rules.find((r) => r.source === '/b1')?.status, 302);
  });

  it("a vercel.json a static folder copies to the output's root (MkDocs' docs/) is the deployment's; the root's wins", () => {
    const mkdocs = { 'mkdocs.yml': 'site_name: x\n', 'docs/index.md': '# x', 'docs/vercel.json': JSON.stringify({ redirects: [{ source: '/old/', destination: '/new/', permanent: true }] }) };
    assert.deepEqual(loadRedirectRules(memorySite(mkdocs)).map((r) => `${r.origin} ${r.source}`), ['docs/vercel.json /old/']);
    const both = memorySite({ ...mkdocs, 'vercel.json': JSON.stringify({ redirects: [{ source: '/top', destination: '/', permanent: true }] }) });
    assert.deepEqual(loadRedirectRules(both).map((r) => `${r.origin} ${r.source}`), ['vercel.json /top']);
  });

  it('reads worker scripts (wrangler main, _worker.js, Functions middleware) and Netlify edge functions', () => {
    const files = memorySite({
      'wrangler.jsonc': '{\n  // the Worker answers first\n  "main": "./worker.js",\n  "assets": { "directory": "./dist" },\n}',
      'worker.js': [
        "const rules = [['/:lang/install/auto', '/:lang/install/'], ['/docs/*', '/:splat'], ['/', '/en/start/', 301]];",
        "const table = { '/chat': 'https://chat.example' };",
        'export default { async fetch(request, env) {',
        '  for (const [source, dest] of rules) { /* URLPattern match */ }',
        "  if (new URL(request.url).pathname === '/old') return Response.redirect('https://x.example/new', 301);",
        '  return env.ASSETS.fetch(request);',
        '} };',
      ].join('\n'),
      'netlify/edge-functions/legacy.ts': "export default async (req) => { const { pathname } = new URL(req.url); if (pathname.startsWith('/legacy')) return Response.redirect(new URL('/', req.url), 301); };",
      'functions/_middleware.ts': "export const onRequest = async ({ request, next }) => { if (new URL(request.url).pathname === '/mw') return Response.redirect('/x', 302); return next(); };",
      'public/_worker.js': 'export default { fetch() { return new Response("ok"); } };',
    });
    const rules = loadRedirectRules(files, []);
    const to = (path: string) => findRedirect(rules, path)?.to;
    assert.equal(to('/en/install/auto'), '/en/install/');
    assert.equal(to('/docs/en/start'), '/en/start');
    assert.equal(to('/'), '/en/start/');
    assert.equal(to('/chat'), 'https://chat.example');
    assert.equal(to('/old'), 'https://x.example/new');
    assert.equal(findRedirect(rules, '/legacy/page')?.rule.origin, 'netlify/edge-functions/legacy.ts');
    assert.equal(findRedirect(rules, '/mw')?.rule.origin, 'functions/_middleware.ts');
    assert.equal(to('/en/other'), undefined);
  });

  it('survives malformed files', () => {
    const site = memorySite({ 'vercel.json': '{nope', 'netlify.toml': '[[redirects', '_redirects': '\u0000\u0000' });
    assert.deepEqual(loadRedirectRules(site), []);
  });

  it('a _redirects file with rules only Netlify supports (external 200 proxy, 404) is Netlify\'s: unforced rules give way to files', () => {
    const rules = (text: string, extra: Record<string, string> = {}) => loadRedirectRules(memorySite({ '_redirects': text, ...extra })).map((r) => r.shadowable === true);
    const moved = '/:lang/old/  /:lang/new/\n';
    assert.deepEqual(rules(`/ph/*  https://other.example/ph/:splat  200\n${moved}`), [true]);
    assert.deepEqual(rules(`${moved}/*  /404/  404\n`), [true]);
    assert.deepEqual(rules(`${moved}/forced/  /x/  301!\n/*  /404/  404\n`), [true, false]);
    assert.deepEqual(rules(moved), [false], 'Netlify or Cloudflare Pages: Cloudflare always applies the rule');
    assert.deepEqual(rules(`/ph/*  /ph2/:splat  200\n${moved}`), [false, false], 'a same-site rewrite both hosts support');
    assert.deepEqual(rules(`${moved}/*  /404/  404\n`, { 'wrangler.toml': "name = 'x'" }), [false]);
  });

  it('a _redirects rule without ! that would send its own targets back to itself is written for Netlify, where files shadow it', () => {
    const rules = (text: string) => loadRedirectRules(memorySite({ '_redirects': text })).map((r) => r.shadowable === true);
    // `/ja/guide/x` would redirect to `/ja/guide/guide/x` on a host that always applies rules: the site relies on shadowing.
    assert.deepEqual(rules('/ja/intro.html  /ja/guide/\n/ja/*  /ja/guide/:splat\n'), [true, true]);
    assert.deepEqual(rules('/ja/*  /ja/guide/:splat  301!\n'), [false], 'a forced rule says nothing of the host');
    assert.deepEqual(rules('/old/*  /new/:splat\n'), [false], 'a rule whose targets lie elsewhere fits either host');
  });
});
