// The four frameworks of this module on small synthetic sites covering the routing rules one by one.
import assert from 'node:assert/strict';
import { createSiteMapper } from '../../../src/core/site/mapper';
import { memorySite } from './siteFixture';

function resolver(entries: Record<string, string>) {
  const mapper = createSiteMapper({ files: memorySite(entries) });
  return { mapper, file: (p: string) => mapper.resolve(p).file, reason: (p: string) => mapper.resolve(p).reason };
}

describe('site/frameworks nextjs', () => {
  it('app router: groups, private folders, slots, intercepting routes, static beats dynamic, catch-all last', () => {
    const { mapper, file } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'src/app/(marketing)/pricing/page.tsx': '',
      'src/app/(marketing)/page.tsx': '',
      'src/app/_components/page.tsx': '',
      'src/app/@modal/(.)photo/[id]/page.tsx': '',
      'src/app/photo/[id]/page.tsx': '',
      'src/app/shop/[...slug]/page.tsx': '',
      'src/app/shop/cart/page.tsx': '',
      'src/app/shop/[category]/page.tsx': '',
      'src/app/%5Finternal/page.tsx': '',
      'src/app/docs/[[...slug]]/page.mdx': '',
      'src/app/layout.tsx': '',
    });
    assert.equal(mapper.framework, 'nextjs-app');
    assert.equal(file('/'), 'src/app/(marketing)/page.tsx');
    assert.equal(file('/pricing'), 'src/app/(marketing)/pricing/page.tsx');
    assert.equal(file('/photo/1'), 'src/app/photo/[id]/page.tsx');
    assert.equal(file('/shop/cart'), 'src/app/shop/cart/page.tsx');
    assert.equal(file('/shop/shoes'), 'src/app/shop/[category]/page.tsx');
    assert.equal(file('/shop/shoes/red'), 'src/app/shop/[...slug]/page.tsx');
    assert.equal(file('/_internal'), 'src/app/%5Finternal/page.tsx');
    assert.equal(file('/_components'), null);
    assert.equal(file('/docs'), 'src/app/docs/[[...slug]]/page.mdx');
  });

  it('content-driven routes name the content file and the template; otherwise the template', () => {
    const { file, reason } = resolver({
      'next.config.mjs': 'export default {}',
      'app/blog/[slug]/page.tsx': "import { getPost } from '@/lib/posts'",
      'app/posts/[slug]/page.tsx': "const dir = path.join(process.cwd(), '_posts')",
      'app/shop/[id]/page.tsx': '',
      'content/blog/hello.mdx': '',
      'content/blog/2023-01-02-dated.md': '',
      'content/blog/custom.md': '---\nslug: my-custom-slug\n---\n',
      '_posts/first.md': '',
    });
    assert.equal(file('/blog/hello'), 'content/blog/hello.mdx');
    assert.equal(reason('/blog/hello'), 'content/blog/hello.mdx via app/blog/[slug]/page.tsx');
    assert.equal(file('/blog/dated'), 'content/blog/2023-01-02-dated.md');
    assert.equal(file('/blog/my-custom-slug'), 'content/blog/custom.md');
    assert.equal(file('/posts/first'), '_posts/first.md');
    assert.equal(file('/shop/9'), 'app/shop/[id]/page.tsx');
    assert.match(reason('/shop/9'), /route template app\/shop\/\[id\]\/page\.tsx/);
    assert.equal(file('/blog/missing'), 'app/blog/[slug]/page.tsx');
  });

  it('pages that read Markdown from disk through helpers: readdir folders, one file read by a static page, listed hub params', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'src/content/read.ts': "import fs from 'node:fs';\nimport path from 'node:path';\nexport function fromDir(dir) { return fs.readdirSync(dir).map((f) => ({ slug: path.basename(f, '.mdx') })); }\nexport function fromFile(filePath) { const text = fs.readFileSync(filePath, 'utf8'); return { filePath, text }; }",
      'src/content/index.ts': "import path from 'node:path';\nimport { fromDir, fromFile } from './read';\nconst pages = (...segments: string[]) => path.join(process.cwd(), 'src', 'content', 'pages', ...segments);\nexport const getPosts = () => fromDir(pages('blog'));\nexport const getTools = () => fromDir(pages('product', 'tools'));\nexport const getHome = () => fromFile(pages('home.mdx'));\nexport const getDocs = () => fromDir(pages('docs'));",
      'src/app/page.tsx': "import { getHome } from '../content';\nexport default function Page() { const home = getHome(); return null; }",
      'src/app/blog/[slug]/page.tsx': "import { getPosts } from '../../../content';\nexport const dynamicParams = false;\nexport async function generateStaticParams() { return getPosts().map((p) => ({ slug: p.slug })); }",
      'src/app/tools/[slug]/page.tsx': "import { getTools } from '../../../content';\nexport const dynamicParams = false;\nexport function generateStaticParams() { return getTools().map((p) => ({ slug: p.slug })); }",
      'src/app/docs/[[...slug]]/page.tsx': "import { getDocs } from '../../../content';\nexport const dynamicParams = false;\nexport function generateStaticParams() { return [{ slug: [] }, ...getDocs().map((d) => ({ slug: d.slug.split('/') }))]; }",
      'src/content/pages/home.mdx': '',
      'src/content/pages/blog/roadmap.mdx': '',
      'src/content/pages/product/tools/terraform.mdx': '',
      'src/content/pages/docs/concept/start.mdx': '',
    });
    assert.equal(file('/'), 'src/content/pages/home.mdx');
    assert.equal(file('/blog/roadmap'), 'src/content/pages/blog/roadmap.mdx');
    assert.equal(file('/blog/nope'), null);
    assert.equal(file('/tools/terraform'), 'src/content/pages/product/tools/terraform.mdx');
    assert.equal(file('/tools/tools'), null);
    assert.equal(file('/docs/concept/start'), 'src/content/pages/docs/concept/start.mdx');
    assert.equal(file('/docs'), 'src/app/docs/[[...slug]]/page.tsx');
    assert.equal(file('/docs/concept/nope'), null);
  });

  it('pages router: index, dynamic routes, special files and api excluded, pageExtensions, basePath, i18n', () => {
    const { mapper, file, reason } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '12' } }),
      'next.config.js': "module.exports = { basePath: '/site', pageExtensions: ['page.tsx', 'mdx'], i18n: { locales: ['en', 'fr'], defaultLocale: 'en' }, trailingSlash: true }",
      'pages/index.page.tsx': '',
      'pages/about.page.tsx': '',
      'pages/helper.tsx': '',
      'pages/_app.page.tsx': '',
      'pages/api/hello.page.tsx': '',
      'pages/guide.mdx': '',
      'pages/posts/[id].page.tsx': '',
      'pages/docs/[...all].page.tsx': '',
    });
    assert.equal(mapper.framework, 'nextjs-pages');
    assert.equal(file('/site'), 'pages/index.page.tsx');
    assert.equal(file('/site/about/'), 'pages/about.page.tsx');
    assert.equal(file('/site/fr/about/'), 'pages/about.page.tsx');
    assert.equal(file('/site/guide/'), 'pages/guide.mdx');
    assert.equal(file('/site/helper/'), null);
    assert.equal(file('/site/_app/'), null);
    assert.equal(file('/site/api/hello/'), null);
    assert.equal(file('/site/posts/1/'), 'pages/posts/[id].page.tsx');
    assert.equal(file('/site/docs/a/b/'), 'pages/docs/[...all].page.tsx');
    assert.equal(file('/about'), null);
    assert.match(reason('/site/about'), /trailingSlash: true/);
  });

  it('static params: literal generateStaticParams lists (local or imported), dynamicParams = false, output export', () => {
    const { file, reason } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'lib/categories.ts': "export const categories = [{ slug: 'a', hidden: false }, { slug: 'b', hidden: true }];",
      'app/charts/[type]/page.tsx': "export const dynamicParams = false;\nconst types = ['area', 'bar'] as const;\nexport async function generateStaticParams() { return types.map((type) => ({ type })); }\nexport default function P() { return <div/>; }",
      'app/blocks/[...cat]/page.tsx': "import { categories } from '@/lib/categories';\nexport const dynamicParams = false;\nexport const generateStaticParams = () => categories.filter((c) => !c.hidden).map((c) => ({ cat: [c.slug] }));",
      'app/open/[id]/page.tsx': "export function generateStaticParams() { return [{ id: '1' }]; }",
    });
    assert.equal(file('/charts/area'), 'app/charts/[type]/page.tsx');
    assert.equal(file('/charts/donut'), null);
    assert.match(reason('/charts/donut'), /dynamicParams = false/);
    assert.equal(file('/blocks/a'), 'app/blocks/[...cat]/page.tsx');
    assert.equal(file('/blocks/b'), null);
    assert.equal(file('/open/2'), 'app/open/[id]/page.tsx');
  });

  it('pages that only redirect or 404 have no source: redirect(), getServerSideProps redirect, notFound()', () => {
    const { file, mapper } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/page.tsx': "import { redirect } from 'next/navigation';\nexport default function Home() { redirect('/docs'); }",
      'app/gone/page.tsx': "import { notFound } from 'next/navigation';\nexport default async function Gone() { const x = 1; notFound(); }",
      'app/maybe/page.tsx': "import { redirect } from 'next/navigation';\nexport default function M({ ok }) { if (ok) redirect('/x'); return <p/>; }",
      'pages/old.tsx': "export const getServerSideProps = async () => ({ redirect: { destination: '/new', permanent: false } });\nexport default function Old() { return null; }",
    });
    assert.equal(file('/'), null);
    assert.equal(mapper.resolve('/').kind, 'redirect');
    assert.equal(file('/gone'), null);
    assert.equal(file('/maybe'), 'app/maybe/page.tsx');
    assert.equal(file('/old'), null);
  });

  it('early exits that depend on the params are evaluated per path', () => {
    const { file, reason } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/archive/[version]/page.tsx': "export default async function Page(props) {\n  const { version } = await props.params;\n  if (version === 'current') { const r = await latest(); redirect(`/archive/${r}`); }\n  const all = await versions();\n  if (!all.includes(version)) return notFound();\n  return null;\n}",
      'app/docs/[...slug]/page.jsx': "const partial = (slug) => slug.includes('shared/') || slug.includes('README');\nconst DIR = 'content/docs';\nexport default function Doc({ params }) {\n  const slug = params.slug.join('/');\n  if (partial(slug)) return notFound();\n  const post = read(slug, DIR);\n  if (!post) return notFound();\n  return null;\n}",
      'content/docs/intro.md': '',
      'content/docs/shared/help.md': '',
    });
    assert.equal(file('/archive/current'), null);
    assert.match(reason('/archive/current'), /redirects for version=current/);
    assert.equal(file('/archive/v20'), 'app/archive/[version]/page.tsx');
    assert.equal(file('/docs/intro'), 'content/docs/intro.md');
    assert.equal(file('/docs/shared/help'), null);
    assert.equal(file('/docs/missing'), null);
  });

  it('content split by language folders, named by a data helper the route imports: the default language for untranslated pages', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' }, imports: { '#site/*': ['./*', './*.mjs'] } }),
      'lib/markdown.mjs': "import { join } from 'node:path';\nconst dir = join(process.cwd(), 'pages');\nexport const load = (locale, path) => read(`${dir}/${locale}/${path}`);",
      'app/[locale]/[...path]/page.tsx': "import { load } from '#site/lib/markdown';\nexport default async function Page(props) { const { locale, path } = await props.params; const md = await load(locale, path); if (!md) return notFound(); return null; }",
      'pages/en/about.md': '',
      'pages/en/guide/index.md': '',
      'pages/fr/about.md': '',
      'pages/fr/other.md': '',
    });
    assert.equal(file('/en/about'), 'pages/en/about.md');
    assert.equal(file('/fr/about'), 'pages/fr/about.md');
    assert.equal(file('/fr/guide'), 'pages/en/guide/index.md');
    assert.equal(file('/xx/about'), null);
    assert.equal(file('/en/missing'), null);
    // The default language's files are the page list: a translation left over from a removed page is not served.
    assert.equal(file('/fr/other'), null);
  });

  it('next-intl locales: a [locale] segment outside them 404s', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'next-intl': '4' } }),
      'src/i18n/routing.ts': "import { defineRouting } from 'next-intl/routing';\nexport const routing = defineRouting({ locales: ['en', 'de'], defaultLocale: 'en' });",
      'src/middleware.ts': "import createMiddleware from 'next-intl/middleware';\nimport { routing } from './i18n/routing';\nexport default createMiddleware(routing);",
      'src/app/[locale]/page.tsx': '',
      'src/app/[locale]/about/page.tsx': '',
    });
    assert.equal(file('/de/about'), 'src/app/[locale]/about/page.tsx');
    assert.equal(file('/en'), 'src/app/[locale]/page.tsx');
    assert.equal(file('/ar/about'), null);
    assert.equal(file('/ar'), null);
  });

  it('content loaders: fumadocs (groups, index, i18n dot files, hidden default locale), contentlayer (drafts), globs', () => {
    const { file, mapper } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'fumadocs-mdx': '11', contentlayer: '0.3' } }),
      'source.config.ts': "export const docs = defineDocs({ dir: 'content/docs' });",
      'lib/i18n.ts': "export const i18n = defineI18n({ defaultLanguage: 'en', languages: ['en', 'ja'], hideLocale: 'default-locale' });",
      'lib/source.ts': "import { i18n } from './i18n';\nimport { docs } from '@/.source';\nexport const source = loader({ i18n, baseUrl: '/docs', source: docs.toFumadocsSource() });",
      'middleware.ts': "import { i18n } from '@/lib/i18n';\nexport default createI18nMiddleware(i18n);",
      'app/[lang]/docs/[[...slug]]/page.tsx': "import { source } from '@/lib/source';\nexport default async function Page(props) { const page = source.getPage(props.slug, props.lang); if (!page) notFound(); return null; }",
      'content/docs/(root)/index.mdx': '',
      'content/docs/(root)/cli.mdx': '',
      'content/docs/cli.ja.mdx': '',
      'content/docs/guide/index.mdx': '',
      'contentlayer.config.ts': "const Post = defineDocumentType(() => ({ name: 'Post', filePathPattern: 'blog/**/*.mdx' }));\nexport default makeSource({ contentDirPath: 'data', documentTypes: [Post] });",
      'app/blog/[...slug]/page.tsx': "import { allPosts } from 'contentlayer/generated';\nexport default function P() { return null; }",
      'data/blog/hello.mdx': '',
      'data/blog/draft.mdx': '---\ndraft: true\n---\n',
      'data/blog/nested/deep.mdx': '',
      'app/notes/[slug]/page.tsx': "import fg from 'fast-glob';\nexport const dynamicParams = false;\nexport async function generateStaticParams() { const files = await fg('./notes/*.md'); return files.map((f) => ({ slug: f })); }",
      'notes/one.md': '',
    });
    assert.equal(file('/docs'), 'content/docs/(root)/index.mdx');
    assert.equal(file('/docs/cli'), 'content/docs/(root)/cli.mdx');
    assert.equal(file('/ja/docs/cli'), 'content/docs/cli.ja.mdx');
    assert.equal(file('/ja/docs/guide'), 'content/docs/guide/index.mdx');
    assert.equal(file('/docs/guide/index'), null);
    assert.equal(file('/docs/(root)/cli'), null);
    assert.equal(file('/en/docs/cli'), null);
    assert.equal(mapper.resolve('/en/docs/cli').kind, 'redirect');
    assert.equal(file('/docs/nope'), null);
    assert.equal(file('/blog/hello'), 'data/blog/hello.mdx');
    assert.equal(file('/blog/nested/deep'), 'data/blog/nested/deep.mdx');
    assert.equal(file('/blog/deep'), null);
    assert.equal(file('/blog/draft'), null);
    assert.equal(file('/notes/one'), 'notes/one.md');
    assert.equal(file('/notes/two'), null);
  });

  it('next.config rewrites are followed, public files beat dynamic routes, middleware redirects, wrapped Markdown', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'next.config.js': "const target = 'https://other.example';\nmodule.exports = { async rewrites() { return [{ source: '/', destination: '/home' }, { source: '/proxy/:path*', destination: `${target}/:path*` }]; } };",
      'app/[...slug]/page.tsx': "export default function P() { return null; }",
      'public/robots.txt': '',
      'middleware.ts': "export function middleware(req) {\n  if (req.nextUrl.pathname === '/legacy' || req.nextUrl.pathname.startsWith('/old/')) return NextResponse.redirect(new URL('/', req.url));\n  if (req.cookies.get('x')) return NextResponse.redirect(new URL('/y', req.url));\n}\nexport const config = { matcher: ['/legacy', '/old/:path*'] };",
      'pages/guide.js': "import * as props from '../docs/data/guide.md?muiMarkdown';\nexport default function Page() { return <Docs {...props} />; }",
      'docs/data/guide.md': '',
    });
    assert.equal(file('/'), 'app/[...slug]/page.tsx');
    assert.equal(file('/proxy/a'), null);
    assert.equal(file('/robots.txt'), 'public/robots.txt');
    assert.equal(file('/legacy'), null);
    assert.equal(file('/old/x/y'), null);
    assert.equal(file('/other'), 'app/[...slug]/page.tsx');
    assert.equal(file('/guide'), 'docs/data/guide.md');
  });

  it('Nextra: v4 content directory behind [[...mdxPath]], v2 MDX pages through withNextra', () => {
    const v4 = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '15', nextra: '4' } }),
      'next.config.mjs': "import nextra from 'nextra';\nconst withNextra = nextra({});\nexport default withNextra({});",
      'app/[[...mdxPath]]/page.jsx': "import { generateStaticParamsFor, importPage } from 'nextra/pages';\nexport const generateStaticParams = generateStaticParamsFor('mdxPath');\nexport default async function Page(props) { const { default: MDX } = await importPage((await props.params).mdxPath); return <MDX />; }",
      'content/index.mdx': '',
      'content/docs/guide.mdx': '',
      'content/docs/_meta.js': '',
    });
    assert.equal(v4.file('/'), 'content/index.mdx');
    assert.equal(v4.file('/docs/guide'), 'content/docs/guide.mdx');
    assert.equal(v4.file('/docs/nope'), null);
    const v2 = resolver({
      'package.json': JSON.stringify({ dependencies: { next: '13', nextra: '2' } }),
      'next.config.js': "const withNextra = require('nextra')({ theme: 'nextra-theme-docs' });\nmodule.exports = withNextra();",
      'pages/index.mdx': '',
      'pages/docs/setup.md': '',
    });
    assert.equal(v2.file('/'), 'pages/index.mdx');
    assert.equal(v2.file('/docs/setup'), 'pages/docs/setup.md');
  });

  it('next.config redirects are "no source"', () => {
    const { mapper } = resolver({
      'next.config.js': "module.exports = { async redirects() { return [{ source: '/old/:slug', destination: '/blog/:slug', permanent: true }] } }",
      'app/blog/[slug]/page.tsx': '',
    });
    assert.deepEqual(mapper.resolve('/old/x'), { file: null, reason: 'no source: redirected by next.config.js to /blog/x', kind: 'redirect' });
  });
});

describe('site/frameworks astro', () => {
  it('pages: index, .md/.mdx/.html pages, endpoints, underscore files, dynamic routes', () => {
    const { mapper, file } = resolver({
      'astro.config.mjs': "export default defineConfig({ base: '/docs', trailingSlash: 'never' })",
      'src/pages/index.astro': '',
      'src/pages/about.md': '',
      'src/pages/legal.html': '',
      'src/pages/rss.xml.js': '',
      'src/pages/api/data.json.ts': '',
      'src/pages/_draft.astro': '',
      'src/pages/_partials/x.astro': '',
      'src/pages/team/[member].astro': '',
      'src/pages/[...rest].astro': '',
    });
    assert.equal(mapper.framework, 'astro');
    assert.equal(file('/docs/'), 'src/pages/index.astro');
    assert.equal(file('/docs/about'), 'src/pages/about.md');
    assert.equal(file('/docs/legal'), 'src/pages/legal.html');
    assert.equal(file('/docs/team/ann'), 'src/pages/team/[member].astro');
    assert.equal(file('/docs/_draft'), 'src/pages/[...rest].astro');
    // Endpoints build the file their name says (https://docs.astro.build/en/guides/endpoints/).
    assert.equal(file('/docs/rss.xml'), 'src/pages/rss.xml.js');
    assert.equal(file('/docs/api/data.json'), 'src/pages/api/data.json.ts');
    assert.equal(file('/about'), null);
  });

  it('legacy collections with front-matter slug, i18n with prefixDefaultLocale', () => {
    const { file, reason } = resolver({
      'astro.config.ts': "export default { i18n: { defaultLocale: 'en', locales: ['en', 'es'], routing: { prefixDefaultLocale: true } } }",
      'src/pages/[lang]/blog/[...slug].astro': "const posts = await getCollection('blog')",
      'src/pages/[lang]/index.astro': '',
      'src/content/blog/en/first-post.md': '---\ntitle: First\n---\n',
      'src/content/blog/en/second.md': '---\nslug: en/custom-second\n---\n',
      'src/content/blog/es/primero.md': '',
    });
    assert.equal(file('/en/blog/first-post'), 'src/content/blog/en/first-post.md');
    assert.equal(reason('/en/blog/first-post'), "src/content/blog/en/first-post.md via src/pages/[lang]/blog/[...slug].astro (collection 'blog')");
    assert.equal(file('/es/blog/primero'), 'src/content/blog/es/primero.md');
    assert.equal(file('/en/blog/custom-second'), 'src/content/blog/en/second.md');
    // prefixDefaultLocale: the default language is served under its prefix only.
    assert.equal(file('/blog/first-post'), null);
    // A collection route only builds the entries of its collection: no entry, no page.
    assert.equal(file('/en/blog/nope'), null);
  });

  it('Astro 5 content.config.ts glob loaders outside src/content', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'src/content.config.ts': "const articles = defineCollection({ loader: glob({ pattern: '**/*.md', base: './data/articles' }) });\nexport const collections = { articles };",
      'src/pages/articles/[id].astro': "const all = await getCollection('articles');",
      'data/articles/Hello World.md': '',
    });
    assert.equal(file('/articles/hello-world'), 'data/articles/Hello World.md');
  });
  it('Starlight locales (root and prefixed, fallback to the default locale), redirect pages, getStaticPaths lists, public files', () => {
    const { file, reason } = resolver({
      'package.json': JSON.stringify({ dependencies: { astro: '5', '@astrojs/starlight': '0.30' } }),
      'config/locales.ts': "export const locales = { root: { label: 'English', lang: 'en' }, ja: { label: 'JA' }, 'zh-cn': { label: 'ZH', lang: 'zh-CN' } };",
      'astro.config.mjs': "import { locales } from './config/locales';\nexport default defineConfig({ integrations: [starlight({ title: 'Docs', defaultLocale: 'root', locales })] });",
      'src/content/docs/index.mdx': '',
      'src/content/docs/guides/start.mdx': '',
      'src/content/docs/guides/draft.mdx': '---\ndraft: true\n---\n',
      'src/content/docs/ja/guides/start.mdx': '',
      'src/content/docs/ja/only-ja.mdx': '',
      'src/content/docs/zh-CN/guides/start.mdx': '',
      'src/pages/langs.ts': "export const getStaticPaths = () => ['ja', 'zh-cn'].map((lang) => ({ params: { lang } }));",
      'src/pages/[lang]/index.astro': "---\nexport { getStaticPaths } from '../langs';\n---\n<meta http-equiv=\"refresh\" content=\"0;url=/\" />",
      'src/pages/old.astro': "---\nreturn Astro.redirect('/guides/start/');\n---\n<p>never</p>",
      'src/pages/[slug].astro': "---\nexport function getStaticPaths() { return [{ params: { slug: 'team' } }]; }\n---\n<h1>Team</h1>",
      'public/robots.txt': '',
    });
    assert.equal(file('/'), 'src/content/docs/index.mdx');
    assert.equal(file('/guides/start/'), 'src/content/docs/guides/start.mdx');
    assert.equal(file('/ja/guides/start/'), 'src/content/docs/ja/guides/start.mdx');
    assert.equal(file('/zh-cn/guides/start/'), 'src/content/docs/zh-CN/guides/start.mdx');
    assert.equal(file('/ja/only-ja/'), 'src/content/docs/ja/only-ja.mdx');
    assert.equal(file('/only-ja/'), null);
    assert.equal(file('/zh-cn/only-ja/'), null);
    assert.equal(file('/en/guides/start/'), null);
    assert.equal(file('/de/guides/start/'), null);
    assert.equal(file('/guides/draft/'), null);
    assert.equal(file('/ja/'), null);
    assert.equal(file('/old/'), null);
    assert.equal(file('/team/'), 'src/pages/[slug].astro');
    assert.equal(file('/robots.txt'), 'public/robots.txt');
    assert.match(reason('/zh-cn/only-ja/'), /no Starlight docs entry/);
  });

  it('a route reading a collection for its tags is not an entry route: unknown tags keep the template', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'src/pages/blog/[...slug].astro': "---\nexport async function getStaticPaths() { return (await getCollection('blog')).map((p) => ({ params: { slug: p.id } })); }\n---",
      'src/pages/tags/[tag].astro': "---\nexport async function getStaticPaths() { const posts = await getCollection('blog'); return tagsOf(posts).map((tag) => ({ params: { tag } })); }\n---",
      'src/content/blog/first.md': '---\ntags: [astro]\n---\n',
    });
    assert.equal(file('/blog/first'), 'src/content/blog/first.md');
    assert.equal(file('/blog/second'), null);
    assert.equal(file('/tags/astro'), 'src/pages/tags/[tag].astro');
  });

  it('a root rest-param route whose getStaticPaths cannot be read claims no path when the site has content collections', () => {
    const site = {
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'src/content.config.ts': "const post = defineCollection({ loader: glob({ pattern: '*.md', base: 'src/data/post' }) }); export const collections = { post };",
      'src/data/post/landing.md': '',
      'src/pages/index.astro': '',
      'src/pages/landing/sales.astro': '',
      'src/pages/[...blog]/index.astro': "---\nimport { postPaths } from '~/utils/blog';\nexport const getStaticPaths = async () => postPaths();\n---",
      'src/pages/[...blog]/[...page].astro': "---\nimport { listPaths } from '~/utils/blog';\nexport const getStaticPaths = async ({ paginate }) => listPaths({ paginate });\n---",
      'public/robots.txt': '',
    };
    const { file, reason } = resolver(site);
    assert.equal(file('/landing/sales'), 'src/pages/landing/sales.astro');
    assert.equal(file('/robots.txt'), 'public/robots.txt');
    for (const path of ['/landing', '/no-such-post', '/blog', '/blog/2', '/About']) assert.equal(file(path), null, path);
    assert.match(reason('/no-such-post'), /getStaticPaths\(\) lists, which cannot be read/);
    // Without content collections the data comes from elsewhere: the template renders those pages.
    const { file: plain } = resolver({ ...site, 'src/content.config.ts': '', 'src/data/post/landing.md': '' });
    assert.equal(plain('/landing'), 'src/pages/[...blog]/index.astro');
    // Server-rendered (not prerendered) the route answers every path itself.
    const { file: server } = resolver({ ...site, 'astro.config.mjs': "export default { output: 'server' }" });
    assert.equal(server('/landing'), 'src/pages/[...blog]/index.astro');
  });

  it('fallback of an untranslated Starlight page to the default locale when every locale is prefixed', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { astro: '5', '@astrojs/starlight': '0.30' } }),
      'astro.config.mjs': "export default defineConfig({ integrations: [starlight({ defaultLocale: 'en', locales: { en: { label: 'EN' }, de: { label: 'DE' } } })] });",
      'src/content/docs/en/guide.mdx': '',
      'src/content/docs/de/other.mdx': '',
    });
    assert.equal(file('/de/guide/'), 'src/content/docs/en/guide.mdx');
    assert.equal(file('/guide/'), null);
    assert.equal(file('/fr/guide/'), null);
  });
});

describe('site/frameworks sveltekit', () => {
  it('+page files, groups, params, optional params, matchers, escapes, mdsvex, layouts ignored, paths.base', () => {
    const { mapper, file } = resolver({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': "export default { extensions: ['.svelte', '.md'], kit: { paths: { base: '/app' } } }",
      'src/routes/+page.svelte': '',
      'src/routes/+layout.svelte': '',
      'src/routes/(marketing)/about/+page.svelte': '',
      'src/routes/(marketing)/about/+layout.svelte': '',
      'src/routes/[[lang]]/contact/+page.svelte': '',
      'src/routes/items/[id=integer]/+page.svelte': '',
      'src/routes/items/[slug]/+page.server.ts': '',
      'src/routes/files/[...rest]/+page.svelte': '',
      'src/routes/smileys/[x+3a]-[x+29]/+page.svelte': '',
      'src/routes/notes/+page.md': '',
      'src/routes/only-layout/+layout.svelte': '',
    });
    assert.equal(mapper.framework, 'sveltekit');
    assert.equal(file('/app'), 'src/routes/+page.svelte');
    assert.equal(file('/app/about'), 'src/routes/(marketing)/about/+page.svelte');
    assert.equal(file('/app/contact'), 'src/routes/[[lang]]/contact/+page.svelte');
    assert.equal(file('/app/de/contact'), 'src/routes/[[lang]]/contact/+page.svelte');
    assert.equal(file('/app/items/42'), 'src/routes/items/[id=integer]/+page.svelte');
    assert.equal(file('/app/files'), 'src/routes/files/[...rest]/+page.svelte');
    assert.equal(file('/app/smileys/:-)'), 'src/routes/smileys/[x+3a]-[x+29]/+page.svelte');
    assert.equal(file('/app/notes'), 'src/routes/notes/+page.md');
    assert.equal(file('/app/only-layout'), null);
  });
  it('entries, prerender (inherited), loads that only redirect, endpoints, glob and imported Markdown, hooks redirects', () => {
    const { file, mapper } = resolver({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': "export default { extensions: ['.svelte', '.md'] }",
      'src/routes/+layout.ts': 'export const prerender = true;',
      'src/routes/charts/[t]/+page.svelte': '',
      'src/routes/charts/[t]/+page.ts': "const types = ['area', 'bar'];\nexport const entries = () => types.map((t) => ({ t }));",
      'src/routes/charts/+page.ts': "import { redirect } from '@sveltejs/kit';\nexport function load() { redirect(302, '/charts/area'); }",
      'src/routes/live/[id]/+page.svelte': '',
      'src/routes/live/[id]/+page.ts': "export const prerender = false;\nexport const entries = () => [{ id: '1' }];",
      'src/routes/docs/[...slug]/+page.svelte': '',
      'src/routes/docs/[...slug]/+page.ts': "export const entries = () => Object.keys(import.meta.glob('/content/**/*.md')).map((p) => ({ slug: p }));",
      'content/intro.md': '',
      'content/guide/index.md': '',
      'src/routes/rss.xml/+server.ts': 'export function GET() { return new Response(); }',
      'src/routes/chat/+server.ts': "import { redirect } from '@sveltejs/kit';\nexport function GET() { redirect(301, 'https://chat.example'); }",
      'src/routes/about/+page.svelte': '',
      'src/routes/about/+page.ts': "export const load = async () => { const slug = 'about'; const Copy = await import(`../../../copy/${slug}.md`); return { Copy }; };",
      'copy/about.md': '',
      'src/routes/posts/[slug]/+page.svelte': '',
      'src/routes/posts/[slug]/+page.ts': "export const prerender = false;\nexport const load = async ({ params }) => { const post = await import(`../../../../posts/${params.slug}.md`); return { post }; };",
      'posts/hello.md': '',
      'src/hooks.server.ts': "export const handle = async ({ event, resolve }) => {\n  if (event.url.pathname.startsWith('/legacy')) redirect(301, '/');\n  if (event.url.pathname !== '/' && event.url.pathname.endsWith('/')) redirect(301, event.url.pathname.slice(0, -1));\n  return resolve(event);\n};",
    });
    assert.equal(file('/charts/area'), 'src/routes/charts/[t]/+page.svelte');
    assert.equal(file('/charts/pie'), null);
    assert.equal(file('/charts'), null);
    assert.equal(mapper.resolve('/charts').kind, 'redirect');
    assert.equal(file('/live/2'), 'src/routes/live/[id]/+page.svelte');
    assert.equal(file('/docs/intro'), 'content/intro.md');
    assert.equal(file('/docs/guide'), 'content/guide/index.md');
    assert.equal(file('/docs/nope'), null);
    assert.equal(file('/rss.xml'), 'src/routes/rss.xml/+server.ts');
    assert.equal(file('/chat'), null);
    assert.equal(file('/about'), 'copy/about.md');
    assert.equal(file('/posts/hello'), 'posts/hello.md');
    assert.equal(file('/posts/nope'), null);
    assert.equal(file('/posts/hello/'), null);
    assert.equal(file('/legacy/x'), null);
  });
});

describe('site/frameworks sveltekit guards', () => {
  it('a load that redirects for some param values, read through Number()', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ devDependencies: { '@sveltejs/kit': '2' } }),
      'svelte.config.js': 'export default {}',
      'src/routes/blog/page/[page]/+page.svelte': '',
      'src/routes/blog/page/[page]/+page.server.ts': "import { redirect } from '@sveltejs/kit';\nexport const load = async ({ params }) => {\n  const page = params.page ? Number(params.page) : 1;\n  if (!page || page <= 1) throw redirect(301, '/blog');\n  return { page };\n};",
    });
    assert.equal(file('/blog/page/1'), null);
    assert.equal(file('/blog/page/0'), null);
    assert.equal(file('/blog/page/x'), null);
    assert.equal(file('/blog/page/2'), 'src/routes/blog/page/[page]/+page.svelte');
  });
});

describe('site/frameworks gatsby', () => {
  it('createPage in modules gatsby-node re-exports: literal paths, template paths, front-matter slug or file path', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/content` } }] };",
      'gatsby-node.ts': "export { createPages } from './internal/create-pages';\nexport { onCreateNode } from './internal/on-create-node';",
      'internal/routes.ts': "export const routes = { tags: '/tags' };",
      'internal/on-create-node.ts': "import { createFilePath } from 'gatsby-source-filesystem';\nexport const onCreateNode = ({ node, actions, getNode }) => { actions.createNodeField({ node, name: 'slug', value: createFilePath({ node, getNode }) }); };",
      'internal/create-pages.ts': [
        "import path from 'path';",
        "import { routes } from './routes';",
        'export const createPages = async ({ actions }) => {',
        "  const tagPage = path.resolve('./src/templates/tag.tsx');",
        "  actions.createPage({ path: routes.tags, component: path.resolve('./src/templates/tags.tsx') });",
        '  tags.forEach((t) => actions.createPage({ path: `/tag/${t}/`, component: tagPage }));',
        "  posts.forEach(({ node }) => actions.createPage({ path: node.frontmatter.slug || node.fields.slug, component: path.resolve('./src/templates/post.tsx') }));",
        '};',
      ].join('\n'),
      'src/templates/tags.tsx': '',
      'src/templates/tag.tsx': '',
      'src/templates/post.tsx': '',
      'content/posts/2020-01-01---hello/index.md': '---\nslug: /posts/hello\n---\n',
      'content/pages/about/index.md': '---\ntitle: About\n---\n',
      'static/site.css': '',
    });
    assert.equal(file('/tags'), 'src/templates/tags.tsx');
    // `tags` is declared nowhere the mapper reads: the tag pages that exist are unknown, so none is claimed.
    assert.equal(file('/tag/gatsby/'), null);
    assert.equal(file('/posts/hello'), 'content/posts/2020-01-01---hello/index.md');
    assert.equal(file('/posts/2020-01-01---hello'), null);
    assert.equal(file('/pages/about/'), 'content/pages/about/index.md');
    assert.equal(file('/site.css'), 'static/site.css');
    assert.equal(file('/nothing/here'), null);
  });

  it('createPage in a loop over a literal list: one page per value; the component path may leave out its extension', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'presets.js': "exports.deep = { colors: {} };\nexports.swiss = { colors: {} };",
      'gatsby-node.js': [
        "const presets = require('./presets');",
        "const Preset = require.resolve('./src/templates/preset');",
        'exports.createPages = ({ actions }) => {',
        '  Object.keys(presets).forEach((preset) => { actions.createPage({ path: `/presets/${preset}`, component: Preset }); });',
        "  ['a', 'b'].map((n) => actions.createPage({ path: `/letters/${n}/`, component: require.resolve('./src/templates/letter') }));",
        '};',
      ].join('\n'),
      'src/templates/preset.js': '',
      'src/templates/letter.tsx': '',
    });
    assert.equal(file('/presets/deep'), 'src/templates/preset.js');
    assert.equal(file('/presets/swiss'), 'src/templates/preset.js');
    assert.equal(file('/presets/not-a-preset'), null);
    assert.equal(file('/letters/b/'), 'src/templates/letter.tsx');
    assert.equal(file('/letters/c/'), null);
  });

  it('a slug computed in onCreateNode from the node alone is evaluated file by file; the path is built from it', () => {
    const { file } = resolver({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5', 'gatsby-plugin-mdx': '5' } }),
      'gatsby-config.ts': "export default { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/src/posts` } }, 'gatsby-plugin-mdx'] };",
      'gatsby-node.ts': [
        "import path from 'path';",
        'export const createPages = async ({ actions, graphql }) => {',
        "  const template = path.resolve('./src/templates/Post.tsx');",
        '  const result = await graphql(`{ posts: allMdx { nodes { fields { slug } internal { contentFilePath } } } }`);',
        '  result.data.posts.nodes.forEach((post) => {',
        '    actions.createPage({ path: `/posts/${post.fields.slug}`, component: `${template}?__contentFilePath=${post.internal.contentFilePath}` });',
        '  });',
        '};',
        'export const onCreateNode = ({ node, actions }) => {',
        "  if (node.internal.type === 'Mdx') actions.createNodeField({ node, name: 'slug', value: `${node.internal.contentFilePath.split('/posts/')[1].split('.')[0].split('/')[1]}` });",
        '};',
      ].join('\n'),
      'src/templates/Post.tsx': '',
      'src/posts/2018/git-commands.md': '',
      'src/posts/2019/textedit.app-open-new-file.mdx': '',
    });
    assert.equal(file('/posts/git-commands/'), 'src/posts/2018/git-commands.md');
    assert.equal(file('/posts/textedit/'), 'src/posts/2019/textedit.app-open-new-file.mdx');
    assert.equal(file('/posts/textedit.app-open-new-file/'), null);
    assert.equal(file('/posts/2018/git-commands/'), null);
    assert.equal(file('/posts/no-such-post/'), null);
  });

  it('gatsby-plugin-mdx makes its extensions pages in src/pages (and in gatsby-plugin-page-creator folders)', () => {
    const site = (config: string) => resolver({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5', 'gatsby-plugin-mdx': '5' } }),
      'gatsby-config.js': config,
      'src/pages/index.mdx': '',
      'src/pages/guide.md': '',
      'src/pages/recipes/index.js': '',
      'src/pages/components/button.mdx': '',
      'src/pages/_partial.mdx': '',
      'src/components/note.mdx': '',
      'src/docs/setup.mdx': '',
    }).file;
    const byDefault = site("module.exports = { plugins: ['gatsby-plugin-mdx'] };");
    assert.equal(byDefault('/'), 'src/pages/index.mdx');
    assert.equal(byDefault('/components/button'), 'src/pages/components/button.mdx');
    assert.equal(byDefault('/recipes'), 'src/pages/recipes/index.js');
    assert.equal(byDefault('/guide'), null);
    for (const path of ['/_partial', '/components/note', '/note', '/setup']) assert.equal(byDefault(path), null, path);
    const both = site("module.exports = { plugins: [{ resolve: 'gatsby-plugin-mdx', options: { extensions: ['mdx', '.md'] } }, { resolve: 'gatsby-plugin-page-creator', options: { path: `${__dirname}/src/docs` } }] };");
    assert.equal(both('/guide'), 'src/pages/guide.md');
    assert.equal(both('/setup'), 'src/docs/setup.mdx');
    const without = site('module.exports = { plugins: [] };');
    assert.equal(without('/'), null);
  });
});

describe('site/frameworks static', () => {
  it('serves x.html, x/index.html, extension-less files; a match only by letter case is no source, named in the reason', () => {
    const { mapper, file, reason } = resolver({
      'index.html': '',
      'about.html': '',
      'docs/index.html': '',
      'LICENSE': '',
      'Team/Index.html': '',
    });
    assert.equal(mapper.framework, 'static');
    assert.equal(file('/'), 'index.html');
    assert.equal(file('/about'), 'about.html');
    assert.equal(file('/about.html'), 'about.html');
    assert.equal(file('/docs/'), 'docs/index.html');
    assert.equal(file('/LICENSE'), 'LICENSE');
    // static hosts are case-sensitive: /team/ is a 404 there (issue 11: case mismatches answer "no source")
    assert.equal(file('/team/'), null);
    assert.match(reason('/team/'), /only Team\/Index\.html matches .*other letter case/);
    assert.equal(file('/missing'), null);
  });

  it('a GitHub Pages docs/ publishing folder is the root when the repository root has no home page', () => {
    const { mapper, file } = resolver({ 'README.md': '', 'src/lib.ts': '', 'docs/index.html': '', 'docs/guide.html': '', 'docs/CNAME': 'lib.example.org' });
    assert.equal(mapper.framework, 'static');
    assert.equal(file('/'), 'docs/index.html');
    assert.equal(file('/guide'), 'docs/guide.html');
    assert.equal(file('/docs/guide'), null);
    // with a home page of its own at the root, docs/ is an ordinary folder
    const rooted = resolver({ 'index.html': '', 'docs/index.html': '' });
    assert.equal(rooted.file('/'), 'index.html');
    assert.equal(rooted.file('/docs/'), 'docs/index.html');
  });
});

