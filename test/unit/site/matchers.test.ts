// The safe matchers and the config reader on their own: path patterns, parameter constraints, globs, ignore rules,
// and literal evaluation of JS/TS configs.
import assert from 'node:assert/strict';
import { Computed, callOf, isConfigObject, pathValue, readCode, readModuleCode, resolveModule, stringOrFallback } from '../../../src/core/site/frameworks/kit/code';
import { resolveWithin } from '../../../src/core/site/frameworks/kit/paths';
import { memorySite } from './siteFixture';
import { compileConstraint } from '../../../src/core/site/match/constraint';
import { compileGlob, expandBraces } from '../../../src/core/site/match/glob';
import { IgnoreRules } from '../../../src/core/site/match/ignoreRules';
import { compilePathPattern, matchPathPattern, urlSegments } from '../../../src/core/site/match/pathPattern';

function matcher(source: string, star: 'segment' | 'rest' = 'rest', caseInsensitive = false) {
  const compiled = compilePathPattern(source, { star, caseInsensitive });
  assert.ok(compiled.ok, `${source}: ${compiled.ok ? '' : compiled.reason}`);
  return (path: string) => matchPathPattern(compiled.pattern, urlSegments(path));
}

describe('site/match: path patterns', () => {
  it('params, rests, optionals and splats capture like path-to-regexp and _redirects', () => {
    assert.deepEqual({ ...matcher('/blog/:slug')('/blog/hello') }, { slug: 'hello' });
    assert.equal(matcher('/blog/:slug')('/blog/a/b'), undefined);
    assert.deepEqual({ ...matcher('/docs/:path*')('/docs') }, { path: '' });
    assert.deepEqual({ ...matcher('/docs/:path*')('/docs/a/b') }, { path: 'a/b' });
    assert.equal(matcher('/docs/:path+')('/docs'), undefined);
    assert.deepEqual({ ...matcher('/:lang?/about')('/about') }, {});
    assert.deepEqual({ ...matcher('/:lang?/about')('/fr/about') }, { lang: 'fr' });
    assert.deepEqual({ ...matcher('/old/*')('/old/x/y') }, { splat: 'x/y' });
    assert.deepEqual({ ...matcher('/a/(.*)')('/a/b/c') }, { 0: 'b/c' });
    assert.deepEqual({ ...matcher('/files/:name.:ext')('/files/report.v2.pdf') }, { name: 'report', ext: 'v2.pdf' });
    assert.deepEqual({ ...matcher('/x/:rest*/edit')('/x/a/b/edit') }, { rest: 'a/b' });
  });

  it('parameter regexes: a linear subset is evaluated, anything else cannot be', () => {
    assert.ok(matcher('/p/:id(\\d+)')('/p/42'));
    assert.equal(matcher('/p/:id(\\d+)')('/p/x42'), undefined);
    assert.ok(matcher('/:lang(en|fr|de)/x')('/fr/x'));
    assert.equal(matcher('/:lang(en|fr|de)/x')('/es/x'), undefined);
    assert.ok(matcher('/y/:year(\\d{4})')('/y/2024'));
    assert.equal(matcher('/y/:year(\\d{4})')('/y/202'), undefined);
    assert.ok(matcher('/docs/(v5|next)?/guide/:path*')('/docs/guide/x'));
    assert.ok(matcher('/docs/(v5|next)?/guide/:path*')('/docs/v5/guide/x/y'));
    assert.equal(matcher('/docs/(v5|next)?/guide/:path*')('/docs/v4/guide/x'), undefined);
    assert.deepEqual({ ...matcher('/:a?/:b*')('/x') }, { a: 'x', b: '' });
    for (const source of ['/(a+)+b', '/:x((?:a|b)*)', '/:p((?!api).*)', '/:x(\\1)', '/(a', '/:a:b', '/:a*/:b*']) {
      assert.equal(compilePathPattern(source, { star: 'rest' }).ok, false, source);
    }
  });

  it('route-table and site.routes syntax: `*` is one segment, `**` the rest; netlify sources ignore case', () => {
    assert.ok(matcher('/tags/*', 'segment')('/tags/x'));
    assert.equal(matcher('/tags/*', 'segment')('/tags/x/y'), undefined);
    assert.ok(matcher('/docs/**', 'segment')('/docs/a/b/c'));
    assert.ok(matcher('/Home', 'rest', true)('/HOME'));
    assert.equal(matcher('/Home')('/HOME'), undefined);
  });

  it('constraints match whole segments by simulation, never by backtracking', () => {
    const evil = compileConstraint('a*a*a*a*a*a*a*a*a*a*b');
    assert.ok(evil);
    assert.equal(evil('a'.repeat(5000)), false);
    assert.equal(compileConstraint('[a-z0-9-]+')?.('my-post-2'), true);
    assert.equal(compileConstraint('[^/]+')?.('x'), true);
    assert.equal(compileConstraint('(a)'), undefined);
  });
});

describe('site/match: globs and ignore rules', () => {
  it('globs: braces, classes, `*` within a name, `**` across folders, dot files, negation', () => {
    const g = (p: string, o = {}) => compileGlob(p, o) as (s: string) => boolean;
    assert.deepEqual(expandBraces('a{b,c{d,e}}f'), ['abf', 'acdf', 'acef']);
    assert.ok(g('**/*.{md,mdx}')('content/a/b.mdx'));
    assert.ok(!g('**/*.{md,mdx}')('content/a/b.html'));
    assert.ok(g('posts/[0-9]*.md')('posts/2024-x.md'));
    assert.ok(!g('posts/[!0-9]*.md')('posts/2024-x.md'));
    assert.ok(!g('*')('.env'));
    assert.ok(g('*', { dot: true })('.env'));
    assert.ok(g('!drafts/**')('posts/a.md'));
    assert.ok(g('a/**/b')('a/b') && g('a/**/b')('a/x/y/b'));
    assert.equal(compileGlob('@(a|b)'), undefined);
    assert.equal(compileGlob(`{${'a,'.repeat(100)}b}`), undefined);
  });

  it("gobwas globs (Hugo): `**` is any text, so `a/**/b` needs a folder between and `**.org` spans folders", () => {
    const mount = compileGlob('/articles/**/**.org', { dot: true, gobwas: true });
    assert.ok(mount);
    assert.equal(mount('articles/_index.en.org'), false);
    assert.equal(mount('articles/post/index.en.org'), true);
    assert.equal(mount('articles/a/b/c.org'), true);
    assert.equal(mount('articles/post/index.md'), false);
    const anywhere = compileGlob('**.md', { gobwas: true });
    assert.equal(anywhere?.('a/b/c.md'), true);
    assert.equal(anywhere?.('c.md'), true);
    // The same text as a picomatch-style glob: `**/` may be no folder at all.
    assert.equal(compileGlob('/articles/**/**.org', { dot: true })?.('articles/_index.en.org'), true);
  });

  it('a glob built to backtrack is switched off instead of running on', () => {
    const evil = compileGlob(`*${'a?'.repeat(30)}b`);
    assert.ok(evil);
    assert.equal(evil('a'.repeat(5000)), false);
    assert.equal(evil.costly, true);
    const chunks = compileGlob(`*${'a*'.repeat(40)}b`);
    assert.equal(chunks?.('a'.repeat(100_000)), false);
    assert.equal(chunks?.('a'.repeat(50) + 'b'), true);
  });

  it('ignore rules: floating and anchored patterns, folders only, negation, parents hiding their contents', () => {
    const rules = new IgnoreRules().add('# comment\n*.log\n/build\ncache/\n!keep.log\ndocs/**/draft-*\n\\#literal\n');
    assert.ok(rules.ignores('a/b/x.log'));
    assert.ok(!rules.ignores('keep.log'));
    assert.ok(rules.ignores('build/x.js') && !rules.ignores('src/build/x.js'));
    assert.ok(rules.ignores('a/cache/x') && !rules.ignores('a/cache'));
    assert.ok(rules.ignores('docs/a/b/draft-1.md'));
    assert.ok(rules.ignores('#literal'));
    // A file in an ignored folder stays ignored even if a later rule names it.
    assert.ok(new IgnoreRules().add('gen/\n!gen/keep.md').ignores('gen/keep.md'));
  });
});

describe('site/frameworks/kit/code: configs read as literals', () => {
  it('finds the exported config through every usual form', () => {
    const forms = [
      "module.exports = { site: 'a' }",
      "export default { site: 'a' }",
      "import { defineConfig } from 'astro/config'; export default defineConfig({ site: 'a' })",
      "const config = { site: 'a' } satisfies Config; export default config;",
      "export default withMDX(withContentlayer({ site: 'a' }))",
      "export default async function createConfig() { return { site: 'a' }; }",
      "const base = { site: 'a' }; export default { ...base, other: 1 };",
      "exports.default = { site: 'a' };",
    ];
    for (const text of forms) {
      const code = readCode(text);
      assert.ok(code.ok, text);
      const exported = code.exported;
      assert.ok(isConfigObject(exported), text);
      assert.equal(exported.site, 'a', text);
    }
  });

  it('keeps what is computed as Computed: calls with literal arguments, returned values, fallbacks, paths', () => {
    const code = readCode(`
      const site = process.env.SITE || 'https://acme.io';
      export default {
        site,
        integrations: [starlight({ title: 'Docs' })],
        async redirects() { return [{ source: '/a', destination: '/b' }]; },
        dir: \`\${__dirname}/content/blog\`,
        joined: path.join(__dirname, 'src', 'posts'),
        computed: \`/x/\${id}\`,
      };`);
    const v = code.exported;
    assert.ok(isConfigObject(v));
    assert.equal(stringOrFallback(v.site), 'https://acme.io');
    assert.deepEqual(code.calls('starlight')[0], [{ title: 'Docs' }].map((o) => Object.assign(Object.create(null), o)));
    const redirects = code.values('redirects')[0];
    assert.ok(redirects instanceof Computed && Array.isArray(redirects.detail.returns));
    assert.equal(pathValue(v.dir), 'content/blog');
    assert.equal(pathValue(v.joined), 'src/posts');
    assert.equal(pathValue(v.computed), undefined);
    assert.deepEqual(code.imports(), []);
  });

  it('evaluates pure expressions over literals: member access, array and string methods, local functions, scopes', () => {
    const code = readCode(`
      const chartTypes = ['area', 'bar', 'line'] as const;
      const categories = [{ slug: 'a', hidden: false }, { slug: 'b', hidden: true }];
      const base = '/docs';
      const slugify = (s) => s.toLowerCase().split(' ').join('-');
      export const a = chartTypes.map((type) => ({ type }));
      export const b = categories.filter((c) => !c.hidden).map(({ slug }) => ({ category: slug }));
      export const c = \`\${base}/x\`;
      export const d = Object.keys({ en: 1, fr: 2 }).map((l) => ({ params: { lang: l } }));
      export const e = slugify('Hello World');
      export function f() { const list = ['x', 'y']; return list.concat(['z']); }
      export const g = process.env.X ? 'a' : 'b';
      export const h = [1, 2].map((n) => n + unknownThing);
      export const i = categories.filter((c) => c.slug === 'a' || c.slug === 'b').length;
    `);
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
    assert.deepEqual(plain(code.named('a')), [{ type: 'area' }, { type: 'bar' }, { type: 'line' }]);
    assert.deepEqual(plain(code.named('b')), [{ category: 'a' }]);
    assert.equal(code.named('c'), '/docs/x');
    assert.deepEqual(plain(code.named('d')), [{ params: { lang: 'en' } }, { params: { lang: 'fr' } }]);
    assert.equal(code.named('e'), 'hello-world');
    const f = code.named('f');
    assert.ok(f instanceof Computed);
    assert.deepEqual(f.detail.returns, ['x', 'y', 'z']);
    assert.ok(code.named('g') instanceof Computed);
    const h = code.named('h');
    assert.ok(Array.isArray(h) && h.every((x) => x instanceof Computed));
    assert.equal(code.named('i'), 2);
  });

  it('rest parameters, spread arguments and the pure global conversions evaluate; others stay computed', () => {
    const code = readCode(`
      const pages = (...segments) => ['src', 'content', ...segments].join('/');
      const parts = ['product', 'tooling'];
      export const a = pages('blog');
      export const b = pages(...parts);
      export const c = [Number('2'), Number('x'), String(3), parseInt('08', 10), Boolean('')];
      export const d = Number(someValue);
      const shadowed = (Number) => Number('5');
      export const e = shadowed((x) => x + '!');
    `);
    assert.equal(code.named('a'), 'src/content/blog');
    assert.equal(code.named('b'), 'src/content/product/tooling');
    const c = code.named('c') as unknown[];
    assert.equal(c[0], 2);
    assert.ok(Number.isNaN(c[1]));
    assert.deepEqual(c.slice(2), ['3', 8, false]);
    assert.ok(code.named('d') instanceof Computed);
    // A local binding named like a global is that binding, not the global.
    assert.equal(code.named('e'), '5!');
  });

  it('follows imports through the site files: modules, re-exports, JSON; packages and missing files stay computed', () => {
    const files = memorySite({
      'next.config.js': "const r = require('./settings/config.json')?.redirects || [];\nmodule.exports = { redirects: async () => [...r.map((x) => ({ source: x.from, destination: x.to }))] };",
      'settings/config.json': JSON.stringify({ redirects: [{ from: '/a', to: '/b' }] }),
      'src/lib/cats.ts': "export const cats = [{ slug: 'x' }];",
      'src/lib/index.ts': "export { cats as categories } from './cats';\nexport * from './more';",
      'src/lib/more.ts': "export default 1; export const more = 'm';",
      'app/page.tsx': "import { categories, more } from '@/lib';\nimport pkg from 'some-package';\nexport const list = categories.map((c) => c.slug);\nexport const m = more;\nexport const p = pkg.x;",
      'loop/a.ts': "import { b } from './b'; export const a = b;",
      'loop/b.ts': "import { a } from './a'; export const b = a;",
    });
    const config = readModuleCode(files, 'next.config.js');
    const redirects = config?.prop('redirects');
    assert.ok(redirects instanceof Computed);
    assert.deepEqual(JSON.parse(JSON.stringify(redirects.detail.returns)), [{ source: '/a', destination: '/b' }]);
    const page = readModuleCode(files, 'app/page.tsx');
    assert.deepEqual(page?.named('list'), ['x']);
    assert.equal(page?.named('m'), 'm');
    assert.ok(page?.named('p') instanceof Computed);
    assert.ok(readModuleCode(files, 'loop/a.ts')?.named('a') instanceof Computed);
    assert.equal(resolveModule(files, 'app/page.tsx', '../src/lib/cats.js'), 'src/lib/cats.ts');
    assert.equal(resolveModule(files, 'app/page.tsx', '../../outside'), undefined);
  });

  it('workspace packages: a site folder of a monorepo imports a package of the repository by its name', () => {
    const repo = memorySite({
      'package.json': JSON.stringify({ private: true, workspaces: ['apps/*', 'packages/*'] }),
      'packages/i18n/package.json': JSON.stringify({ name: '@acme/site-i18n', exports: { '.': { types: './src/index.d.ts', import: './src/index.mjs' } } }),
      'packages/i18n/src/index.mjs': "import config from './config.json' with { type: 'json' };\nexport const codes = config.filter((l) => l.enabled).map((l) => l.code);",
      'packages/i18n/src/config.json': JSON.stringify([{ code: 'en', enabled: true }, { code: 'ar', enabled: false }, { code: 'fr', enabled: true }]),
      'packages/presets/package.json': '',
      'packages/presets/src/index.ts': "export const names = ['deep', 'swiss'];",
      'packages/other/package.json': JSON.stringify({ name: '@acme/other', main: 'dist/index.js' }),
      'packages/other/lib/x.ts': 'export const x = 1;',
      'apps/site/package.json': JSON.stringify({ name: 'site', dependencies: { '@acme/site-i18n': 'workspace:*' } }),
      'apps/site/lib.ts': "import { codes } from '@acme/site-i18n';\nimport { names } from '@acme/presets';\nimport { x } from '@acme/other/lib/x';\nimport { y } from '@acme/missing';\nexport const a = codes;\nexport const b = names;\nexport const c = x;\nexport const d = y;",
    });
    const site = repo.scoped('apps/site');
    const code = readModuleCode(site, 'lib.ts');
    assert.deepEqual(code?.named('a'), ['en', 'fr']);
    // A package.json without a readable name: the folder named after the package.
    assert.deepEqual(code?.named('b'), ['deep', 'swiss']);
    assert.equal(code?.named('c'), 1);
    assert.ok(code?.named('d') instanceof Computed);
    // Without a workspace declaration, package names stay packages.
    const plain = memorySite({ 'packages/presets/src/index.ts': "export const names = ['deep'];", 'lib.ts': "import { names } from '@acme/presets';\nexport const b = names;" });
    assert.ok(readModuleCode(plain, 'lib.ts')?.named('b') instanceof Computed);
  });

  it('module namespaces: import * as and require() of a module without a default export', () => {
    const files = memorySite({
      'lib/a.ts': "export const one = 1;\nexport function two() { return 2; }\nconst three = 3;\nexport { three as tres };\nexport * from './b';",
      'lib/b.ts': "export const four = 4;",
      'lib/c.js': "exports.five = 5;\nmodule.exports.six = 6;",
      'lib/d.js': "module.exports = { seven: 7 };",
      'use.ts': "import * as a from './lib/a';\nconst c = require('./lib/c');\nconst d = require('./lib/d');\nconst a2 = require('./lib/a');\nexport const keys = Object.keys(a);\nexport const sum = a.one + a.two() + a.tres;\nexport const cjs = [c.five, c.six, d.seven];\nexport const viaRequire = a2.one;",
    });
    const code = readModuleCode(files, 'use.ts');
    assert.deepEqual(code?.named('keys'), ['one', 'two', 'tres']);
    assert.equal(code?.named('sum'), 6);
    assert.deepEqual(code?.named('cjs'), [5, 6, 7]);
    assert.equal(code?.named('viaRequire'), 1);
  });

  it('names that refer to themselves (a param shadowing its own binding) read as computed, never recurse', () => {
    const code = readCode(`
      export function load({ params }) { const { slug } = params; const post = posts.find((post) => slug === post.slug); if (!post) throw error(404); return { post }; }
      export const a = [1, 2].map((a) => a * 2);
      export const b = b + 1;
    `);
    assert.ok(code.named('load') instanceof Computed);
    assert.deepEqual(code.named('a'), [2, 4]);
    assert.ok(code.named('b') instanceof Computed);
  });

  it('a budget bounds evaluation: nested maps over big literals give up instead of running on', () => {
    const big = `[${Array.from({ length: 2000 }, (_, i) => i).join(',')}]`;
    const code = readCode(`const xs = ${big};\nexport const grid = xs.map((a) => xs.map((b) => a + b));`);
    const started = Date.now();
    const grid = code.named('grid');
    assert.ok(Date.now() - started < 5000);
    assert.ok(Array.isArray(grid) && grid.some((row) => row instanceof Computed || (Array.isArray(row) && row.some((x) => x instanceof Computed))));
  });

  it('never throws: text that does not parse is an empty module; __proto__ keys are plain data', () => {
    for (const text of ['{{{{', 'export default ' + '['.repeat(100_000), 'module.exports = { a: ', '\u0000']) {
      const code = readCode(text);
      assert.equal(code.ok, false);
      assert.equal(code.exported, undefined);
      assert.deepEqual(code.values('a'), []);
    }
    const proto = readCode('export default { "__proto__": { polluted: true }, constructor: 1 }').exported;
    assert.ok(isConfigObject(proto));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(proto.constructor, 1);
  });

  it('a constant named many times is evaluated once per question; a value cut short by a self-reference is not reused', () => {
    const big = `[${Array.from({ length: 2000 }, (_, i) => i).join(', ')}]`;
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}: big`).join(', ');
    // 200 × 2 000 elements is past the step budget unless `big` is evaluated once.
    const exported = readCode(`const big = ${big};\nexport default { ${keys} };`).exported;
    assert.ok(isConfigObject(exported));
    assert.equal(Object.keys(exported).length, 200);
    assert.ok(Object.values(exported).every((v) => Array.isArray(v) && v.length === 2000));
    const z = readCode('const b = { v: c };\nconst c = { w: b };\nexport const z = [b, c];').named('z');
    assert.ok(Array.isArray(z) && isConfigObject(z[0]) && isConfigObject(z[1]));
    // c met inside b was cut at b; met again on its own it reads b one level deeper.
    assert.ok(isConfigObject(z[1].w));
    assert.ok(z[1].w.v instanceof Computed);
  });

  it('conditions: a decidable one gives its branch, an undecidable one both branches and what a build without the variable takes', () => {
    const code = readCode("const dev = false;\nexport const q = dev ? '/x/' : '/y/';\nexport const r = process.env.P ? '/p/' : '/';\nexport const s = unknown ? 'a' : 'b';");
    assert.equal(code.named('q'), '/y/');
    const r = code.named('r');
    assert.ok(r instanceof Computed);
    assert.deepEqual(r.detail.alternatives, ['/p/', '/']);
    assert.equal(stringOrFallback(r), '/');
    const s = code.named('s');
    assert.ok(s instanceof Computed && s.detail.fallback === undefined);
    assert.deepEqual(s.detail.alternatives, ['a', 'b']);
  });

  it('a let a function assigns again is computed by its name; one it never assigns is its value', () => {
    const code = readCode("export function f() { let p = '/a/'; if (x) p = '/b/'; return p; }\nexport function g() { let q = '/a/'; return q; }\nexport function h() { let u; return u; }");
    const f = code.named('f');
    assert.ok(f instanceof Computed && f.detail.returns instanceof Computed);
    assert.equal(f.detail.returns.source, 'p');
    assert.equal((code.named('g') as Computed).detail.returns, '/a/');
    assert.equal((code.named('h') as Computed).detail.returns, undefined);
  });

  it('imports: a config\'s parts read through their wrapper calls; route code keeps the calls it reads (defineCollection)', () => {
    const files = memorySite({
      '.vitepress/config/index.ts': "import { shared } from './shared';\nimport base from './base';\nexport default defineConfig({ ...shared, ...base, title: 'x' });",
      '.vitepress/config/shared.ts': "export const shared = defineConfig({ srcDir: 'src', cleanUrls: true });",
      '.vitepress/config/base.ts': "export default defineConfig({ base: '/docs/' });",
      'src/content.config.ts': "import { blog } from './collections/blog';\nexport const collections = { blog };",
      'src/collections/blog.ts': "export const blog = defineCollection({ loader: glob({ base: './posts' }) });",
    });
    const config = readModuleCode(files, '.vitepress/config/index.ts', { configImports: true })?.exported;
    assert.deepEqual(JSON.parse(JSON.stringify(config)), { srcDir: 'src', cleanUrls: true, base: '/docs/', title: 'x' });
    const plain = readModuleCode(files, '.vitepress/config/index.ts')?.exported;
    assert.ok(isConfigObject(plain) && plain.srcDir === undefined);
    const collections = readModuleCode(files, 'src/content.config.ts')?.named('collections');
    assert.ok(isConfigObject(collections));
    assert.ok(callOf(collections.blog, 'defineCollection'));
  });

  it('resolveWithin: relative paths inside the root only; root-relative imports resolve from the root', () => {
    assert.equal(resolveWithin('a/b', '../c/./d'), 'a/c/d');
    assert.equal(resolveWithin('a', '..'), '');
    assert.equal(resolveWithin('a', '../../x'), undefined);
    assert.equal(resolveWithin('a', '/etc/x'), undefined);
    assert.equal(resolveWithin('a', 'C:\\x'), undefined);
    assert.equal(resolveWithin('a', 42), undefined);
    const files = memorySite({ 'src/lib/cats.ts': '' });
    assert.equal(resolveModule(files, 'app/page.tsx', '/src/lib/cats'), 'src/lib/cats.ts');
    assert.equal(resolveModule(files, 'app/page.tsx', '$lib/cats'), 'src/lib/cats.ts');
    assert.equal(resolveModule(files, 'page.tsx', '../src/lib/cats'), undefined);
  });
});
