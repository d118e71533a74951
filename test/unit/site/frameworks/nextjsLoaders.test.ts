// Next.js content loaders read from their code: fumadocs loaders over `defineCollections` (the collection handed to
// `toFumadocsSource(collection, [])`), and an optional catch-all that renders its own index when its param is empty.
import assert from 'node:assert/strict';
import { createSiteMapper } from '../../../../src/core/site/mapper';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';

const SOURCE = `import { loader } from "fumadocs-core/source";
import { toFumadocsSource } from "fumadocs-mdx/runtime/server";
import { blogPosts, docs } from "@/.source";
export const source = loader({ baseUrl: "/docs", source: docs.toFumadocsSource() });
export const blog = loader({ baseUrl: "/blog", source: toFumadocsSource(blogPosts, []) });
`;

function blogSite(page: string) {
  return memorySite({
    'package.json': JSON.stringify({ dependencies: { next: '15', 'fumadocs-mdx': '11' } }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
    'source.config.ts': `import { defineCollections, defineDocs } from "fumadocs-mdx/config";
export const docs = defineDocs({ dir: "content/docs" });
export const blogPosts = defineCollections({ type: "doc", dir: "content/blog" });
`,
    'lib/source.ts': SOURCE,
    'app/docs/[[...slug]]/page.tsx': `import { notFound } from "next/navigation";
import { source } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; const page = source.getPage(slug); if (!page) notFound(); return null; }`,
    'app/blog/[[...slug]]/page.tsx': page,
    ...Object.fromEntries(['docs/index', 'docs/install', 'blog/hello', 'blog/second'].map((f) => [`content/${f}.mdx`, ''])),
  });
}

describe('site/nextjs content loaders', () => {
  it("a helper naming each post by its front matter slug (`slug: data.slug`): the slug is the URL, not the file path; two posts claiming one slug name neither", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/lib/posts.ts': "import fs from 'node:fs';\nimport path from 'node:path';\nimport matter from 'gray-matter';\nconst DIR = path.join(process.cwd(), 'src/contents/blog');\nfunction list(dir) {\n  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {\n    const full = path.join(dir, e.name);\n    if (e.isDirectory()) return list(full);\n    return e.name.endsWith('.md') ? [full] : [];\n  });\n}\nexport function getAllPosts() {\n  return list(DIR).map((file) => {\n    const { data } = matter(fs.readFileSync(file, 'utf-8'));\n    return { slug: data.slug, status: data.status };\n  }).filter((p) => p.status === 'published');\n}\nexport function getPostBySlug(slug) { return getAllPosts().find((p) => p.slug === slug); }\n",
      'src/app/posts/[slug]/page.tsx': "import { notFound } from 'next/navigation';\nimport { getAllPosts, getPostBySlug } from '@/lib/posts';\nexport async function generateStaticParams() { return getAllPosts().map((post) => ({ slug: post.slug })); }\nexport default async function Page({ params }) { const { slug } = await params; const post = getPostBySlug(slug); if (!post) notFound(); return null; }\n",
      'src/contents/blog/2021/flutter.md': '---\nslug: about-flutter\n---\n',
      'src/contents/blog/2022/tools.md': '---\nslug: tools\n---\n',
      'src/contents/blog/2023/tools-again.md': '---\nslug: tools\n---\n',
    }, {
      '/posts/about-flutter': 'src/contents/blog/2021/flutter.md',
      '/posts/flutter': null,
      '/posts/2021/flutter': null,
      '/posts/tools': null,
    }, { framework: 'nextjs-app' });
  });

  it("next.config reads the variables `next build` takes from the site's .env files (basePath from BASE_PATH); Nextra adds md/mdx to the pageExtensions it is given", () => {
    const site = {
      'package.json': JSON.stringify({ dependencies: { next: '14', nextra: '3' } }),
      '.env': 'ENVIRONMENT=local\nBASE_PATH=/docs\n',
      'next.config.js': "import nextra from 'nextra'\nconst env = { BASE_PATH: process.env.BASE_PATH }\nconst withNextra = nextra({ theme: './src/Layout.tsx' })\nexport default withNextra({ env, output: 'export', pageExtensions: ['tsx'], basePath: env.BASE_PATH, trailingSlash: true })\n",
      'src/pages/en/about.mdx': '',
      'src/pages/en/index.tsx': '',
    };
    expectMapped(site, { '/docs/en/about/': 'src/pages/en/about.mdx', '/docs/en/': 'src/pages/en/index.tsx', '/en/about/': null }, { framework: 'nextjs-pages' });
    // `.env.production` wins over `.env` in a production build.
    expectMapped({ ...site, '.env.production': 'BASE_PATH=/guide\n' }, { '/guide/en/about/': 'src/pages/en/about.mdx', '/docs/en/about/': null }, { framework: 'nextjs-pages' });
  });

  it('a route its own code closes (`fallback: false`) over a list it computes from data it cannot read names no file; a static export alone does not close it', () => {
    const route = "import { docQueries } from '../../queries';\nexport const getStaticPaths = async () => ({ paths: docQueries.listSlugs().map((slug) => ({ params: { slug } })), fallback: FALLBACK });\nexport async function getStaticProps({ params }) { return { props: { content: docQueries.get(params.slug) } }; }\nexport default function Page() { return null; }\n";
    const site = (fallback: string) => ({
      'package.json': JSON.stringify({ dependencies: { next: '12' } }),
      'next.config.js': "module.exports = { output: 'export' };",
      'queries/index.ts': "import fs from 'fs';\nimport path from 'path';\nimport yaml from 'js-yaml';\nconst dir = path.join(process.cwd(), '../docs');\nexport const docQueries = { listSlugs: () => yaml.load(fs.readFileSync(path.join(dir, 'docs.yaml'), 'utf8')).flatMap((g) => g.items), get: (slug) => fs.readFileSync(path.join(dir, `${slug}.mdx`), 'utf8') };\n",
      'pages/docs/[slug].tsx': route.replace('FALLBACK', fallback),
    });
    expectMapped(site('false'), { '/docs/anything': null }, { framework: 'nextjs-pages' });
    expectMapped(site("'blocking'"), { '/docs/anything': 'pages/docs/[slug].tsx' }, { framework: 'nextjs-pages' });
  });

  it('a loader over a collection handed to toFumadocsSource(collection) serves that collection at its baseUrl', () => {
    const mapper = createSiteMapper({ files: blogSite(`import { notFound } from "next/navigation";
import { blog } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; const page = blog.getPage(slug ?? []); if (!page) notFound(); return null; }`) });
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx');
    assert.equal(mapper.resolve('/blog/second').file, 'content/blog/second.mdx');
    assert.equal(mapper.resolve('/blog/missing').file, null);
    assert.equal(mapper.resolve('/docs/install').file, 'content/docs/install.mdx');
    // No index entry and nothing rendered for an empty slug: /blog is a 404.
    assert.equal(mapper.resolve('/blog').file, null);
  });

  it('destructured defineDocs, a source built beside the loader and an aliased collection import name their folders', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'fumadocs-mdx': '11' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      'source.config.ts': `import { defineCollections, defineDocs } from "fumadocs-mdx/config";
export const { docs, meta } = defineDocs({ dir: "content/docs" });
export const blog = defineCollections({ type: "doc", dir: "content/blog" });
`,
      'lib/source.ts': `import { loader } from "fumadocs-core/source";
import { createMDXSource } from "fumadocs-mdx/runtime/next";
import { blog as blogPosts, docs, meta } from "@/.source";
const mdxSource = createMDXSource(docs, meta);
export const source = loader({ baseUrl: "/docs", source: mdxSource });
export const blog = loader({ baseUrl: "/blog", source: createMDXSource(blogPosts, []) });
`,
      'app/docs/[[...slug]]/page.tsx': `import { notFound } from "next/navigation";
import { source } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; const page = source.getPage(slug); if (!page) notFound(); return null; }`,
      'app/blog/[slug]/page.tsx': `import { notFound } from "next/navigation";
import { blog } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; const page = blog.getPage([slug]); if (!page) notFound(); return null; }`,
      ...Object.fromEntries(['docs/install', 'docs/parsers/built-in', 'blog/hello'].map((f) => [`content/${f}.mdx`, ''])),
      'content/blog/demo.tsx': '',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/docs/install').file, 'content/docs/install.mdx');
    assert.equal(mapper.resolve('/docs/parsers/built-in').file, 'content/docs/parsers/built-in.mdx');
    assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx');
    // A component beside the entries is no entry: the route 404s.
    assert.equal(mapper.resolve('/blog/demo').file, null);
  });

  it('an optional catch-all whose page answers the empty param itself renders its own page at the bare path', () => {
    for (const test of ['!slug', 'slug === undefined', '!slug?.length']) {
      const mapper = createSiteMapper({ files: blogSite(`import { notFound } from "next/navigation";
import { blog } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; if (${test}) return <Index />; const page = blog.getPage(slug); if (!page) notFound(); return null; }`) });
      assert.equal(mapper.resolve('/blog').file, 'app/blog/[[...slug]]/page.tsx', test);
      assert.equal(mapper.resolve('/blog/hello').file, 'content/blog/hello.mdx', test);
    }
    // An early exit that 404s is no page of its own.
    const notFoundFirst = createSiteMapper({ files: blogSite(`import { notFound } from "next/navigation";
import { blog } from "@/lib/source";
export default async function Page({ params }) { const { slug } = await params; if (!slug) notFound(); const page = blog.getPage(slug); if (!page) notFound(); return null; }`) });
    assert.equal(notFoundFirst.resolve('/blog').file, null);
  });

  it("Nextra's locale middleware: `page.<locale>.mdx` serves that locale's request (default unprefixed); the suffixed name is no page", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '13', nextra: '2', 'nextra-theme-docs': '2' } }),
      'next.config.js': "const withNextra = require('nextra')({ theme: 'nextra-theme-docs' });\nmodule.exports = withNextra({ i18n: { locales: ['zh-CN', 'en-US'], defaultLocale: 'en-US' } });\n",
      'middleware.js': "export { locales as middleware } from 'nextra/locales';\n",
      'pages/_app.tsx': '',
      'pages/index.en-US.mdx': '# x',
      'pages/index.zh-CN.mdx': '# x',
      'pages/basics/lora.en-US.mdx': '# x',
      'pages/basics/lora.zh-CN.mdx': '# x',
      'pages/blog/only-english.en-US.mdx': '# x',
      'pages/about.mdx': '# x',
    }, {
      '/': 'pages/index.en-US.mdx',
      '/zh-CN': 'pages/index.zh-CN.mdx',
      '/basics/lora': 'pages/basics/lora.en-US.mdx',
      '/zh-CN/basics/lora': 'pages/basics/lora.zh-CN.mdx',
      '/zh-CN/blog/only-english': null,
      '/basics/lora.en-US': null,
      '/about': 'pages/about.mdx',
    }, { framework: 'nextjs-pages' });
  });

  it("next-mdx-enhanced adds its fileExtensions to the pages' extensions; Nextra's `_meta` files are no pages", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '12', 'next-mdx-enhanced': '4' } }),
      'next.config.js': "const withMdxEnhanced = require('next-mdx-enhanced');\nmodule.exports = withMdxEnhanced({ defaultLayout: true, fileExtensions: ['mdx', 'md'] })({ pageExtensions: ['js', 'jsx', 'mdx'] });\n",
      'pages/index.js': 'export default function H() { return null; }',
      'pages/blog/a-new-career/index.md': '# x',
      'pages/blog/other/index.mdx': '# x',
    }, { '/blog/a-new-career': 'pages/blog/a-new-career/index.md', '/blog/other': 'pages/blog/other/index.mdx' }, { framework: 'nextjs-pages' });
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14', nextra: '2', 'nextra-theme-docs': '2' } }),
      'next.config.js': "const withNextra = require('nextra')({ theme: 'nextra-theme-docs' });\nmodule.exports = withNextra({});\n",
      'pages/docs/getting-started/_meta.ts': 'export default { index: "Intro" };',
      'pages/docs/getting-started/index.mdx': '# x',
    }, { '/docs/getting-started': 'pages/docs/getting-started/index.mdx', '/docs/getting-started/_meta': null }, { framework: 'nextjs-pages' });
  });

  it('pages router: an optional catch-all whose getStaticProps answers the empty param itself is its own page', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'pages/guides/[[...slug]].tsx': `export async function getStaticProps({ params }) {
  if (!params?.slug) return { props: { index: true } };
  return { notFound: true };
}
export default function Guide() { return null; }`,
      'pages/notes/[[...slug]].tsx': 'export async function getStaticProps({ params }) { if (!params.slug) return { notFound: true }; return { props: {} }; }\nexport default function N() { return null; }',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/guides').file, 'pages/guides/[[...slug]].tsx');
    assert.match(mapper.resolve('/guides').reason, /renders its own page/);
    assert.equal(mapper.resolve('/notes').file, null);
  });
  it("a content catch-all serves a folder's index file at the folder's URL only, never at <folder>/index", () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'pages/[[...markdownPath]].js': `export async function getStaticProps(context) {
  const fs = require('fs');
  const path = (context.params.markdownPath || []).join('/') || 'index';
  return { props: { content: fs.readFileSync(process.cwd() + '/src/content/' + path + '.md', 'utf8') } };
}
export async function getStaticPaths() { return { paths: listFiles(process.cwd() + '/src/content'), fallback: false }; }
export default function Page() { return null; }`,
      'src/content/learn/index.md': '',
      'src/content/learn/thinking.md': '',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/learn').file, 'src/content/learn/index.md');
    assert.equal(mapper.resolve('/learn/thinking').file, 'src/content/learn/thinking.md');
    assert.equal(mapper.resolve('/learn/index').file, null);
  });
  it('a closed route whose params function filters by a literal list serves no page for the listed values', () => {
    const paths = (fallback: string) => `export async function getStaticPaths() {
  const hidden = new Set(['learn/sandbox']);
  const paths = listFiles(process.cwd() + '/src/content').map((f) => ({ params: { markdownPath: f.split('/') } }))
    .filter((entry) => { return !hidden.has(entry.params.markdownPath.join('/')); });
  return { paths, fallback: ${fallback} };
}`;
    const site = (fallback: string) => memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'pages/[[...markdownPath]].js': `export async function getStaticProps(context) {
  const fs = require('fs');
  const path = (context.params.markdownPath || []).join('/') || 'index';
  return { props: { content: fs.readFileSync(process.cwd() + '/src/content/' + path + '.md', 'utf8') } };
}
${paths(fallback)}
export default function Page() { return null; }`,
      'src/content/learn/sandbox.md': '',
      'src/content/learn/thinking.md': '',
      'app/notes/[slug]/page.tsx': `export const dynamicParams = false;
const skipped = ['old'];
export function generateStaticParams() { return getNotes().filter((n) => !skipped.includes(n.slug)).map((n) => ({ slug: n.slug })); }
export default function Note() { return null; }`,
    });
    const closed = createSiteMapper({ files: site('false') });
    assert.equal(closed.resolve('/learn/thinking').file, 'src/content/learn/thinking.md');
    assert.equal(closed.resolve('/learn/sandbox').file, null);
    assert.match(closed.resolve('/learn/sandbox').reason, /leaves 'learn\/sandbox' out/);
    assert.equal(closed.resolve('/notes/old').file, null);
    // With fallback pages the listed paths are still served on request.
    assert.equal(createSiteMapper({ files: site("'blocking'") }).resolve('/learn/sandbox').file, 'src/content/learn/sandbox.md');
  });
  it('a child segment\'s generateStaticParams lists only its own params: the parent [lang] segment\'s value is not its to refuse', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'app/[lang]/layout.tsx': "export function generateStaticParams() { return [{ lang: 'en' }, { lang: 'ko' }]; }\nexport default function L({ children }) { return children; }",
      'app/[lang]/project/_logics/projects.ts': "export const PROJECTS = ['drone', 'peachhub'].map((id) => ({ id }));",
      'app/[lang]/project/[id]/page.tsx': "import { PROJECTS } from '../_logics/projects';\nexport const dynamicParams = false;\nexport function generateStaticParams() { return PROJECTS.map((x) => ({ id: x.id })); }\nexport default function Page() { return null; }",
    }, {
      '/en/project/drone': 'app/[lang]/project/[id]/page.tsx',
      '/ko/project/peachhub': 'app/[lang]/project/[id]/page.tsx',
      '/en/project/unknown': null,
    }, { framework: 'nextjs-app' });
  });

  it('a middleware rewriting every path into a tree under a computed segment (multi-tenant): pages are read there, the tree is not served as it is', () => {
    const middleware = [
      "import { NextResponse } from 'next/server';",
      "export const config = { matcher: ['/((?!api|static|.*\\\\..*|_next).*)'] };",
      'export default async function middleware(req) {',
      '  const url = req.nextUrl;',
      '  const slug = await tenantOf(req.headers.get(\'host\'));',
      "  url.pathname = url.pathname.startsWith('/sites') ? '/404' : `/sites/${slug}${url.pathname}`;",
      '  return NextResponse.rewrite(url);',
      '}',
    ].join('\n');
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'middleware.ts': middleware,
      'pages/sites/[slug]/[locale]/index.tsx': 'export default function Home() { return null; }',
      'pages/sites/[slug]/[locale]/profile/index.tsx': 'export default function Profile() { return null; }',
      'public/robots.txt': '',
    }, {
      '/en': 'pages/sites/[slug]/[locale]/index.tsx',
      '/pt-BR/profile': 'pages/sites/[slug]/[locale]/profile/index.tsx',
      '/robots.txt': 'public/robots.txt',
      '/profile': null,
      '/sites/planet/en': null,
      '/en/missing': null,
    }, { framework: 'nextjs-pages' });
  });

  it("a static page whose getStaticProps (its own or a sibling route's, re-exported) reads one Markdown file by `+` renders that file", () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'pages/errors/[code].tsx': `export const getStaticProps = async ({ params }) => {
  const fs = require('fs');
  const rootDir = process.cwd() + '/src/content/errors';
  let path = params?.code || 'index';
  let mdx;
  try {
    mdx = fs.readFileSync(rootDir + '/' + path + '.md', 'utf8');
  } catch {
    mdx = fs.readFileSync(rootDir + '/generic.md', 'utf8');
  }
  return { props: { content: mdx } };
};
export default function ErrorPage() { return null; }`,
      'pages/errors/index.tsx': "import ErrorPage from './[code]';\nexport default ErrorPage;\nexport { getStaticProps } from './[code]';\n",
      'pages/about.tsx': "export async function getStaticProps() { const fs = require('fs'); return { props: { text: fs.readFileSync(process.cwd() + '/src/content/' + 'about' + '.md', 'utf8') } }; }\nexport default function About() { return null; }\n",
      'src/content/errors/index.md': '',
      'src/content/errors/generic.md': '',
      'src/content/about.md': '',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/errors').file, 'src/content/errors/index.md');
    assert.equal(mapper.resolve('/about').file, 'src/content/about.md');
  });

  it('app router: a page reading a file named from its param (a template, or a literal id → file lookup in a helper) maps to that file; a missing one, or one outside a literal params list, is no page', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/app/projects/[slug]/page.tsx': `import fs from 'fs';
import path from 'path';
import { notFound } from 'next/navigation';
const SLUGS = ['alpha', 'beta'];
async function getDoc(slug: string) {
  if (!SLUGS.includes(slug)) return null;
  return fs.readFileSync(path.join(process.cwd(), 'src', 'content', 'projects', \`\${slug}.md\`), 'utf8');
}
export async function generateStaticParams() { return SLUGS.map((slug) => ({ slug })); }
export default async function Page({ params }) { const { slug } = await params; const doc = await getDoc(slug); if (!doc) notFound(); return null; }`,
      'src/app/notes/[slug]/page.tsx': `import { readFile } from 'fs/promises';
import path from 'path';
export default async function Page({ params }) { const { slug } = await params; const text = await readFile(path.join(process.cwd(), 'notes', \`\${slug}.md\`), 'utf8'); return text; }`,
      'src/lib/docs.ts': `import fs from 'fs';
import path from 'path';
export const docs = [{ id: 'intro', filename: 'Intro-Guide.md' }, { id: 'setup', filename: 'Setup.md' }];
export function getDoc(id: string) {
  const doc = docs.find((d) => d.id === id);
  if (!doc) return null;
  const filePath = path.join(process.cwd(), 'Guides', doc.filename);
  return fs.readFileSync(filePath, 'utf8');
}`,
      'src/app/guides/[id]/page.tsx': `import { notFound } from 'next/navigation';
import { docs, getDoc } from '@/lib/docs';
export async function generateStaticParams() { return docs.map((d) => ({ id: d.id })); }
export default async function Page({ params }) { const { id } = await params; const doc = getDoc(id); if (!doc) notFound(); return null; }`,
      ...Object.fromEntries(['src/content/projects/alpha.md', 'src/content/projects/gamma.md', 'notes/one.md', 'Guides/Intro-Guide.md', 'Guides/README.md'].map((f) => [f, ''])),
    });
    const mapper = createSiteMapper({ files });
    const expected: Array<[string, string | null]> = [
      ['/projects/alpha', 'src/content/projects/alpha.md'],
      // Listed, but its file is missing: the read fails.
      ['/projects/beta', null],
      // The file exists but the literal list does not name it: the code around the read may reject it.
      ['/projects/gamma', null],
      ['/notes/one', 'notes/one.md'],
      ['/notes/two', null],
      ['/guides/intro', 'Guides/Intro-Guide.md'],
      ['/guides/setup', null],
      ['/guides/readme', null],
    ];
    for (const [url, file] of expected) assert.equal(mapper.resolve(url).file, file, url);
  });
});

describe('site/nextjs content split by locale before the section', () => {
  it('a [slug] page over a contentlayer type reads data/<locale>/<section>/<slug>: the URL locale (default unprefixed or prefixed) picks the folder', () => {
    const mapper = createSiteMapper({
      files: memorySite({
        'package.json': JSON.stringify({ dependencies: { next: '14' } }),
        'next.config.js': "module.exports = { i18n: { locales: ['en-US', 'ja'], defaultLocale: 'en-US' } };",
        'contentlayer.config.ts': `import { defineDocumentType, makeSource } from 'contentlayer/source-files';
export const Doc = defineDocumentType(() => ({ name: 'Doc', filePathPattern: '**/docs/**/*.mdx', contentType: 'mdx' }));
export default makeSource({ contentDirPath: 'data', documentTypes: [Doc] });`,
        'pages/docs/[slug].tsx': `import { allDocs } from 'contentlayer/generated';
export default function Doc() { return null; }
export async function getStaticPaths() { return { fallback: false, paths: allDocs.map((d) => '/' + d._raw.flattenedPath) }; }`,
        'data/en-US/docs/introduction.mdx': '# Intro',
        'data/en-US/docs/install.mdx': '# Install',
        'data/ja/docs/install.mdx': '# Install (ja)',
        'data/en-US/guides/install.mdx': '# A guide',
      }),
    });
    const expected: Array<[string, string | null]> = [
      ['/docs/introduction', 'data/en-US/docs/introduction.mdx'],
      ['/en-US/docs/introduction', 'data/en-US/docs/introduction.mdx'],
      ['/ja/docs/install', 'data/ja/docs/install.mdx'],
      // No ja translation: the page is not generated (no fallback to another locale's file).
      ['/ja/docs/introduction', null],
      ['/docs/missing', null],
      // Not a configured locale: no folder is chosen by it.
      ['/fr/docs/install', null],
    ];
    for (const [url, file] of expected) assert.equal(mapper.resolve(url).file, file, url);
  });
  it('a route whose code names no loader renders the lib/source loader whose baseUrl is its section (a missing entry is a 404)', () => {
    // The route files hold no import of the loader: the loader module's baseUrl alone ties /blog and /docs to their collections.
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'fumadocs-mdx': '11' } }),
      'source.config.ts': `import { defineDocs } from "fumadocs-mdx/config";
export const docs = defineDocs({ dir: "content/docs" });
export const blog = defineDocs({ dir: "content/blog" });
`,
      'lib/source.ts': `import { blog, docs } from "@/.source";
import { loader } from "fumadocs-core/source";
export const source = loader({ baseUrl: "/docs", source: docs.toFumadocsSource() });
export const blogSource = loader({ baseUrl: "/blog", source: blog.toFumadocsSource() });
`,
      ...Object.fromEntries(['app/(docs)/docs/[[...slug]]/page.tsx', 'app/(blog)/blog/[...slug]/page.tsx', 'content/docs/index.mdx', 'content/docs/components/marquee.mdx', 'content/blog/hello.mdx'].map((f) => [f, ''])),
    });
    const mapper = createSiteMapper({ files });
    // /docs/marquee: not the same-named file of another folder, nor the route template: the loader has no such entry.
    const expected = { '/docs/components/marquee': 'content/docs/components/marquee.mdx', '/blog/hello': 'content/blog/hello.mdx', '/docs/marquee': null, '/blog/missing': null };
    for (const [url, file] of Object.entries(expected)) assert.equal(mapper.resolve(url).file, file, url);
  });

  it('a closed route whose params list is computed at build time (an environment value) gives no page for a guessed path', () => {
    const page = (fallback: string) => `export const getStaticPaths = async () => ({ paths: [{ params: { pw: process.env.ADMIN_PASSWORD } }], fallback: ${fallback} });\nexport default function Page() { return null; }\n`;
    const files = memorySite({ 'package.json': JSON.stringify({ dependencies: { next: '12' } }), 'pages/dev/[pw].tsx': page('false'), 'pages/open/[pw].tsx': page("'blocking'") });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/dev/admin').file, null);
    assert.match(mapper.resolve('/dev/admin').reason, /computed at build time/);
    // Not closed: any value is rendered on demand by the route file.
    assert.equal(mapper.resolve('/open/admin').file, 'pages/open/[pw].tsx');
  });
  it("a site's own file-listing helper handed a Markdown folder while the params are built names the route's entries", () => {
    const lib = "import { join } from 'path';\nexport async function getFileSlugArray(type) { return getFileList(join(process.cwd(), 'src', 'contents', type)); }\n";
    const route = "import { getFileSlugArray } from '@/lib/mdx';\nexport const getStaticPaths = async () => ({ paths: (await getFileSlugArray('library')).map((slug) => ({ params: { slug } })), fallback: false });\n";
    const mapper = createSiteMapper({ files: memorySite({ 'package.json': '{"dependencies":{"next":"12"}}', 'src/lib/mdx.ts': lib, 'src/pages/shorts/[...slug].tsx': route, 'src/contents/library/toast.mdx': '', 'src/contents/library/react/derived-state.mdx': '' }) });
    assert.equal(mapper.resolve('/shorts/toast').file, 'src/contents/library/toast.mdx');
    assert.equal(mapper.resolve('/shorts/react/derived-state').file, 'src/contents/library/react/derived-state.mdx');
    assert.equal(mapper.resolve('/shorts/derived-state').file, null);
  });
});

describe('site/frameworks/nextjs content-collections and API routes', () => {
  it("a catch-all over content-collections' all<Name> renders that collection's documents; pages/api routes answer rewritten paths", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15', '@content-collections/next': '0.2' } }),
      'next.config.js': "module.exports = { async rewrites() { return [{ source: '/llms.txt', destination: '/api/llms.txt' }]; } };",
      'content-collections.ts': "import { defineCollection, defineConfig } from '@content-collections/core';\nconst pages = defineCollection({ name: 'pages', directory: 'content/docs', include: '**/*.md', transform: async (doc) => ({ ...doc, url: `/${doc._meta.path}` }) });\nexport default defineConfig({ collections: [pages] });\n",
      'src/pages/[...slug].tsx': "import { allPages } from 'content-collections';\nexport const getStaticPaths = async () => ({ paths: allPages.map((p) => p.url), fallback: false });\nexport default function Page() { return null; }\n",
      'src/pages/api/llms.txt.ts': 'export default function handler(req, res) { res.send(""); }',
      'src/pages/api/og.ts': 'export default function handler(req, res) { res.send(""); }',
      'content/docs/quick-start.md': '',
      'content/docs/cli/deploy.md': '',
    }, {
      '/quick-start': 'content/docs/quick-start.md',
      '/cli/deploy': 'content/docs/cli/deploy.md',
      '/docs/quick-start': null,
      '/cli/not-a-command': null,
      '/llms.txt': 'src/pages/api/llms.txt.ts',
      '/api/og': 'src/pages/api/og.ts',
    }, { framework: 'nextjs-pages' });
  });
});

describe('site/frameworks/nextjs locale-suffixed content', () => {
  it('a velite collection of <slug>.<locale>.mdx under next-intl locales: each language its own file, the suffix never part of a URL', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'next-intl': '4', velite: '0.2' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'velite.config.ts': "import { defineConfig } from 'velite';\nconst posts = { name: 'Post', pattern: 'blog/**/*.mdx' };\nexport default defineConfig({ root: 'content', collections: { posts } });\n",
      'src/i18n/routing.ts': "import { defineRouting } from 'next-intl/routing';\nexport const routing = defineRouting({ locales: ['ko', 'en'], defaultLocale: 'ko', localePrefix: 'as-needed' });\n",
      'src/proxy.ts': "import createMiddleware from 'next-intl/middleware';\nimport { routing } from './i18n/routing';\nexport default createMiddleware(routing);\n",
      'src/app/[locale]/blog/[slug]/page.tsx': "import { notFound } from 'next/navigation';\nexport default async function Page({ params }) { const { slug } = await params; if (!slug) notFound(); return null; }\n",
      'content/blog/hello.ko.mdx': '',
      'content/blog/hello.en.mdx': '',
    }, {
      '/blog/hello': 'content/blog/hello.ko.mdx',
      '/en/blog/hello': 'content/blog/hello.en.mdx',
      '/en/blog/hello.en': null,
    }, { framework: 'nextjs-app' });
  });
});

describe('site/frameworks/nextjs taxonomy routes', () => {
  it('a tag route whose getStaticPaths walks the posts’ tags (fallback: false) has a page for each tag some post carries, none for others', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14', contentlayer: '0.3' } }),
      'contentlayer.config.ts': "import { defineDocumentType, makeSource } from 'contentlayer/source-files';\nexport const Post = defineDocumentType(() => ({ name: 'Post', filePathPattern: `blog/**/*.mdx` }));\nexport default makeSource({ contentDirPath: 'data', documentTypes: [Post] });\n",
      'pages/blog/[slug].tsx': "import { allPosts } from 'contentlayer/generated';\nexport const getStaticPaths = async () => ({ paths: allPosts.map((p) => ({ params: { slug: p.slug } })), fallback: false });\nexport const getStaticProps = async () => ({ props: {} });\nexport default function Post() { return null; }\n",
      'pages/blog/tag/[slug].tsx': "import slugify from 'slugify';\nimport { allPosts } from 'contentlayer/generated';\nexport const getStaticPaths = async () => ({ paths: [...new Set(allPosts.flatMap((p) => p.tags || []))].map((tag) => ({ params: { slug: slugify(tag, { lower: true }) } })), fallback: false });\nexport const getStaticProps = async () => ({ props: {} });\nexport default function Tag() { return null; }\n",
      'data/blog/music-bars.mdx': '---\ntags: ["CSS", "Framer Motion"]\n---\n',
      'data/blog/draft.mdx': '---\ntags: ["Rust"]\ndraft: true\n---\n',
    }, {
      '/blog/music-bars': 'data/blog/music-bars.mdx',
      '/blog/tag/css': 'pages/blog/tag/[slug].tsx',
      '/blog/tag/framer-motion': 'pages/blog/tag/[slug].tsx',
      '/blog/tag/vue': null,
      '/blog/tag/rust': null,
    }, { framework: 'nextjs-pages' });
  });
});

const NEXT_APP = { 'package.json': JSON.stringify({ dependencies: { next: '14', 'next-international': '1' } }) };

describe('Next.js: next-international locales, barrel helpers, front-matter entries', () => {
  const site = (strategy?: string) => ({
    ...NEXT_APP,
    'middleware.ts': `import { createI18nMiddleware } from 'next-international/middleware';\nconst I18nMiddleware = createI18nMiddleware({ locales: ['ko', 'en'], defaultLocale: 'ko'${strategy ? `, urlMappingStrategy: '${strategy}'` : ''} });\nexport function middleware(request) { return I18nMiddleware(request); }`,
    'app/[locale]/posts/page.tsx': 'export default function Posts() { return null; }',
    'app/[locale]/about/page.tsx': 'export default function About() { return null; }',
  });

  it("next-international 'rewriteDefault' serves the default locale unprefixed and redirects its prefix", () => {
    expectMapped(site('rewriteDefault'), {
      '/posts': 'app/[locale]/posts/page.tsx',
      '/en/posts': 'app/[locale]/posts/page.tsx',
      '/ko/posts': null,
      '/ja/posts': null,
    });
  });
  it("next-international 'redirect' (the default) always shows the locale; 'rewrite' never does", () => {
    expectMapped(site(), { '/posts': null, '/ko/posts': 'app/[locale]/posts/page.tsx', '/en/about': 'app/[locale]/about/page.tsx' });
    expectMapped(site('rewrite'), { '/posts': 'app/[locale]/posts/page.tsx', '/en/posts': null });
  });
  it('a page reading posts/<locale>/<slug>.mdx through a barrel helper and a path constant from another module', () => {
    expectMapped({
      ...site('rewriteDefault'),
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' } }),
      'utils/constants.ts': "import path from 'path';\nexport const POSTS_DIRECTORY_PATH = path.join(process.cwd(), 'posts');",
      'data-access/index.ts': "export * from './getPostBySlug';",
      'data-access/getPostBySlug.ts': "import fs from 'fs';\nimport path from 'path';\nimport { POSTS_DIRECTORY_PATH } from 'utils/constants';\nexport const getPostBySlug = async (slug, locale) => {\n  const dir = path.join(POSTS_DIRECTORY_PATH, locale);\n  const file = path.join(dir, `${slug}.mdx`);\n  return fs.readFileSync(file, 'utf8');\n};",
      'app/[locale]/posts/[slug]/page.tsx': "import { getPostBySlug } from 'data-access';\nexport default async function Post({ params }) { const { slug, locale } = params; const post = await getPostBySlug(decodeURIComponent(slug), locale); return post; }",
      'posts/ko/hello.mdx': '# Hello',
      'posts/en/hello.mdx': '# Hello',
      'posts/ko/only-korean.mdx': '# Only',
    }, {
      '/posts/hello': 'posts/ko/hello.mdx',
      '/en/posts/hello': 'posts/en/hello.mdx',
      '/posts/only-korean': 'posts/ko/only-korean.mdx',
      // No English file: the read throws, no page (no fallback between languages).
      '/en/posts/only-korean': null,
    });
  });
  it("a helper whose entries are the files' front matter names pages by its slug and leaves published: false out", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '12' } }),
      'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['lib/*'] } } }),
      'lib/get-posts.js': "import matter from 'gray-matter';\nimport fs from 'fs';\nimport path from 'path';\nexport default () => fs.readdirSync('./posts/').filter((name) => path.extname(name) === '.md').map((name) => matter(fs.readFileSync(`./posts/${name}`, 'utf8')).data).filter((data) => data.published !== false);",
      'pages/blog/[slug].js': "import getPosts from '@lib/get-posts';\nexport default function Post() { return null; }\nexport const getStaticPaths = () => ({ paths: getPosts().map((p) => `/blog/${p.slug}`), fallback: false });",
      'posts/thoughtless.md': '---\nslug: be-thoughtless\n---\nx',
      'posts/good-code.md': '---\nslug: good-code\npublished: false\n---\nx',
      'posts/plain.md': '---\nslug: plain\n---\nx',
    }, {
      '/blog/be-thoughtless': 'posts/thoughtless.md',
      '/blog/plain': 'posts/plain.md',
      '/blog/thoughtless': null,
      '/blog/good-code': null,
    });
  });
});

describe('Next.js: next-translate locales, pages read per locale, next-docs content maps', () => {
  it("next-translate's i18n.js gives the locales; a static page reading README.<locale>.md answers that file per locale", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '13', 'next-translate': '2', 'next-translate-plugin': '2' } }),
      'next.config.js': "const nextTranslate = require('next-translate-plugin');\nmodule.exports = nextTranslate({ reactStrictMode: true });",
      'i18n.js': "module.exports = { locales: ['en', 'de', 'gsw', 'ja'], defaultLocale: 'en' };",
      'i18n.fallbacks.json': '{ "gsw": "de" }',
      'pages/index.tsx': "import { readFileSync } from 'fs';\nimport { join } from 'path';\nimport fallbacks from '../i18n.fallbacks.json';\nexport async function getStaticProps({ locale }) {\n  const suffix = locale === 'en' ? '' : `.${fallbacks[locale] ?? locale}`;\n  return { props: { readme: readFileSync(join(process.cwd(), `README${suffix}.md`), 'utf-8') } };\n}\nexport default function Home() { return null; }",
      'pages/widget.tsx': 'export default function Widget() { return null; }',
      'README.md': '# x', 'README.de.md': '# x', 'README.ja.md': '# x',
    }, {
      '/': 'README.md',
      '/de': 'README.de.md',
      '/gsw': 'README.de.md',
      '/ja': 'README.ja.md',
      '/de/widget': 'pages/widget.tsx',
      '/fr': null,
    });
  });

  it("a next-docs loader over the generated content map serves content/<rootDir> under its baseUrl", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14', 'next-docs-mdx': '7', 'next-docs-zeta': '7' } }),
      'next.config.mjs': "import createNextDocsMDX from 'next-docs-mdx/config';\nexport default createNextDocsMDX({})({});",
      'app/source.ts': "import { map } from '@/.map';\nimport { createMDXSource } from 'next-docs-mdx';\nimport { loader } from 'next-docs-zeta/source';\nexport const docs = loader({ baseUrl: '/docs', rootDir: 'docs', source: createMDXSource(map) });",
      'app/docs/[[...slug]]/page.tsx': "import { docs } from '@/app/source';\nimport { notFound } from 'next/navigation';\nexport default async function Page({ params }) { const page = docs.getPage(params.slug); if (page == null) notFound(); return null; }\nexport async function generateStaticParams() { return docs.getPages().map((page) => ({ slug: page.slugs })); }",
      'content/docs/index.mdx': '# x',
      'content/docs/layouts/slideshow.mdx': '# x',
    }, {
      '/docs': 'content/docs/index.mdx',
      '/docs/layouts/slideshow': 'content/docs/layouts/slideshow.mdx',
      '/docs/layouts': null,
    });
  });
});

describe('Next.js: routing kept elsewhere, static export 404, fetched params', () => {
  it("next-intl routing in a module of its own place (src/shared/i18n/config/routing.ts); a static export's 404.html is the root not-found", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15', 'next-intl': '4' } }),
      'next.config.ts': "const nextConfig = { output: 'export' };\nexport default nextConfig;",
      'src/shared/constants/locale.ts': "export const LOCALES = { 'ko-kr': { label: 'x' }, 'en-us': { label: 'x' } };\nexport const DEFAULT_LOCALE = 'ko-kr';",
      'src/shared/i18n/config/routing.ts': "import { defineRouting } from 'next-intl/routing';\nimport { DEFAULT_LOCALE, LOCALES } from '@/shared/constants/locale';\nexport const routing = defineRouting({ locales: Object.keys(LOCALES), defaultLocale: DEFAULT_LOCALE, localePrefix: 'always' });",
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/app/[locale]/page.tsx': 'export default function Home() { return null; }',
      'src/app/[locale]/about/page.tsx': 'export default function About() { return null; }',
      'src/app/not-found.tsx': 'export default function NotFound() { return null; }',
    }, {
      '/ko-kr': 'src/app/[locale]/page.tsx',
      '/en-us/about': 'src/app/[locale]/about/page.tsx',
      '/ja-jp': null,
      '/about': null,
      '/404': 'src/app/not-found.tsx',
      '/404.html': 'src/app/not-found.tsx',
    });
  });

  it('params a closed route fetches from another system are answered with the route template', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '13' } }),
      'core/api.js': "export async function getSection(slug) { const res = await fetch(`${process.env.API_SERVER}/sections/${slug}`); return res.json(); }",
      'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' } }),
      'pages/projects/[id].js': "import { getSection } from 'core/api';\nexport default function P() { return null; }\nexport async function getStaticProps() { return { props: {} }; }\nexport async function getStaticPaths() { const posts = (await getSection('projects')) || []; return { paths: posts.map((p) => ({ params: { id: String(p.id) } })), fallback: false }; }",
      'pages/notes/[id].js': "const ids = require('../../notes.json');\nexport default function N() { return null; }\nexport async function getStaticProps() { return { props: {} }; }\nexport async function getStaticPaths() { return { paths: ids.filter(Boolean).map((id) => ({ params: { id } })), fallback: false }; }",
      'notes.json': '["a"]',
    }, { '/projects/12': 'pages/projects/[id].js', '/projects/': null });
  });
});

describe('Next.js: contentlayer types defined in their own modules, read through a data helper', () => {
  it("a route reading the types a helper imports answers their files by path from the content root, nothing else", () => {
    const type = (name: string, dir: string) => `import { defineDocumentType } from 'contentlayer2/source-files';\nconst T = defineDocumentType(() => ({ name: '${name}', filePathPattern: '${dir}/**/*.mdx', contentType: 'mdx' }));\nexport default T;`;
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15', contentlayer2: '0.5' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      'contentlayer.config.ts': "import { makeSource } from 'contentlayer2/source-files';\nimport DBMS from './utils/content/dbms';\nimport SQL from './utils/content/sql';\nimport OOP from './utils/content/oop';\nexport default makeSource({ contentDirPath: 'content', documentTypes: [DBMS, SQL, OOP] });",
      'utils/content/dbms.ts': type('Dbms', 'dbms'),
      'utils/content/sql.ts': type('Sql', 'sql'),
      'utils/content/oop.ts': type('Oop', 'oop'),
      'data/guides-data.ts': "import { allSqls, allDbms } from '@/.contentlayer/generated';\nexport const guides = [{ docs: allDbms, slug: 'dbms' }, { docs: allSqls, slug: 'sql' }];",
      'app/learn/[...slug]/page.tsx': "import { guides } from '@/data/guides-data';\nexport default async function Page({ params }) { const { slug } = await params; const guide = guides.find((g) => g.slug === slug[0]); return <article>{guide.docs.length}</article>; }",
      'content/dbms/01-intro.mdx': '# x', 'content/sql/01-select.mdx': '# x', 'content/oop/01-classes.mdx': '# x',
    }, {
      '/learn/dbms/01-intro': 'content/dbms/01-intro.mdx',
      '/learn/sql/01-select': 'content/sql/01-select.mdx',
      '/learn/sql/02-missing': null,
      '/learn/oop/01-classes': null,
    });
  });
});

describe('Next.js: prefixing the default locale, Pages base paths', () => {
  it("a placeholder 'default' locale the middleware redirects: unprefixed pages are redirects, API routes and public files are not", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '13' } }),
      'next.config.js': "module.exports = { i18n: { locales: ['default', 'sl', 'en'], defaultLocale: 'default' }, trailingSlash: true };",
      'middleware.js': "import { NextResponse } from 'next/server';\nexport async function middleware(req) { if (req.nextUrl.locale === 'default') { return NextResponse.redirect(new URL(`/sl${req.nextUrl.pathname}`, req.url)); } return null; }",
      'pages/about/index.js': 'export default function About() { return null; }',
      'pages/api/health.js': 'export default function handler(req, res) { res.end(); }',
      'public/robots.txt': 'User-agent: *',
    }, { '/about/': null, '/sl/about/': 'pages/about/index.js', '/en/about/': 'pages/about/index.js', '/api/health': 'pages/api/health.js', '/robots.txt': 'public/robots.txt' });
  });

  it('actions/configure-pages writes the basePath of a project site: the app is served under the repository path', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      '.github/workflows/pages.yml': 'jobs:\n  build:\n    steps:\n      - uses: actions/configure-pages@v5\n        with:\n          static_site_generator: next\n      - run: npx next build\n',
      'pages/index.tsx': 'export default function Home() { return null; }',
      'pages/guide.tsx': 'export default function Guide() { return null; }',
    }, { '/docs-site/': 'pages/index.tsx', '/docs-site/guide': 'pages/guide.tsx', '/other/x': null }, { domain: 'someone.github.io', audited: true });
  });
});

describe('Next.js: routes keeping published entries only', () => {
  it('`allPosts.filter((post) => post.published)`: a post without published: true has no page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      'app/blog/[slug]/page.tsx': "import { notFound } from 'next/navigation';\nimport { allPosts } from '@/.content-collections/generated';\nconst find = (slug) => allPosts.filter((post) => post.published).find((post) => post.slug === slug);\nexport default async function Page({ params }) { const { slug } = await params; const post = find(slug); if (!post) return notFound(); return null; }",
      'content/posts/live.mdx': '---\ntitle: x\npublished: true\n---\n',
      'content/posts/wip.mdx': '---\ntitle: x\n---\n',
    }, { '/blog/live': 'content/posts/live.mdx', '/blog/wip': null });
  });
});

describe('Next.js pages router: tag and category pages collected from destructured front matter', () => {
  const route = (field: string, param: string, transform = '') => `import fs from 'fs';\nimport matter from 'gray-matter';\nexport const getStaticPaths = async () => {\n  const files = fs.readdirSync('./blog');\n  const posts = files.map((fileName) => ({ frontMatter: matter(fs.readFileSync(\`blog/\${fileName}\`, 'utf-8')).data }));\n  const list = [];\n  for (const post of posts) {\n    const { frontMatter } = post;\n    const { ${field} } = frontMatter;\n    for (const value of ${field}) if (!list.includes(value)) list.push(value);\n  }\n  return { paths: list.map((v) => ({ params: { ${param}: v${transform} } })), fallback: false };\n};\nexport const getStaticProps = async () => ({ props: {} });\nexport default function Page() { return null; }\n`;
  const site = (transform = '') => ({
    'package.json': JSON.stringify({ dependencies: { next: '14' } }),
    'blog/a.md': '---\ntitle: A\ntags:\n  - pytest\ncategories:\n  - Engineering\n---\n',
    'blog/b.md': '---\ntitle: B\ntags:\n  - fairness\ncategories:\n  - Term of the Month\n---\n',
    'src/pages/blog/tag/[tag].tsx': route('tags', 'tag', transform),
    'src/pages/blog/category/[category].tsx': route('categories', 'category', transform),
  });

  it('`const { tags } = frontMatter` makes a page per value an entry holds; values passed as written are served only as written', () => {
    expectMapped(site(), {
      '/blog/tag/pytest': 'src/pages/blog/tag/[tag].tsx',
      '/blog/tag/other': null,
      '/blog/category/Engineering': 'src/pages/blog/category/[category].tsx',
      '/blog/category/engineering': null,
    }, { framework: 'nextjs-pages' });
  });

  it('a value the code lower-cases (or slugs) is compared loosely', () => {
    expectMapped(site('.toLowerCase()'), {
      '/blog/category/engineering': 'src/pages/blog/category/[category].tsx',
      '/blog/category/marketing': null,
    }, { framework: 'nextjs-pages' });
  });
});

describe('Next.js pages router: dated post files under year/month/day routes', () => {
  it('/blog/[YYYY]/[MM]/[DD]/[post] over posts named YYYY-MM-DD-post.md: the path spells the file; another date is no page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { next: '13' } }),
      'src/constants.ts': "export const BLOG_POSTS_DIR = 'src/posts' as const\n",
      'src/pages/blog/[YYYY]/[MM]/[DD]/[post].tsx': "import fs from 'fs'\nimport { BLOG_POSTS_DIR } from '@/constants'\nimport { getPostParamsFromFilename } from '@/utils'\nexport const getStaticPaths = () => {\n  const paths = []\n  fs.readdirSync(BLOG_POSTS_DIR).forEach((file) => { if (file.endsWith('.md')) paths.push({ params: getPostParamsFromFilename(file) }) })\n  return { paths, fallback: false }\n}\nexport const getStaticProps = async () => ({ props: {} })\nexport default function Post() { return null }\n",
      'src/utils/index.ts': "export const getPostParamsFromFilename = (filename: string) => {\n  const path = filename.replace('.md', '')\n  return { YYYY: path.slice(0, 4), MM: path.slice(5, 7), DD: path.slice(8, 10), post: path.slice(11) }\n}\n",
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/posts/2016-06-10-smart-contract-security.md': '---\ntitle: x\n---\n',
      'src/posts/2015-08-21-solidity-0.1.2-release-announcement.md': '---\ntitle: x\n---\n',
    }, {
      '/blog/2016/06/10/smart-contract-security': 'src/posts/2016-06-10-smart-contract-security.md',
      '/blog/2015/08/21/solidity-0.1.2-release-announcement': 'src/posts/2015-08-21-solidity-0.1.2-release-announcement.md',
      '/blog/2017/06/10/smart-contract-security': null,
    }, { framework: 'nextjs-pages' });
  });
});

describe('Next.js pages router: getStaticPaths without locales on an i18n site', () => {
  it('paths returned without a locale (fallback: false) are built for the default locale only; other locales have no page', () => {
    const site = (paths: string) => ({
      'package.json': JSON.stringify({ dependencies: { next: '14' } }),
      'next.config.js': "module.exports = { i18n: { locales: ['en', 'de', 'fr'], defaultLocale: 'en' } };",
      'data/board.js': "export const board = [{ slug: 'hannah-aubry' }, { slug: 'eugen' }];",
      'pages/about/[slug].tsx': `import { board } from '../../data/board';\nexport async function getStaticPaths() {\n  return { paths: ${paths}, fallback: false };\n}\nexport const getStaticProps = async () => ({ props: {} });\nexport default function Member() { return null; }\n`,
    });
    expectMapped(site("board.map((m) => ({ params: { slug: m.slug } }))"), {
      '/about/hannah-aubry': 'pages/about/[slug].tsx',
      '/de/about/hannah-aubry': null,
      '/about/nobody': null,
    }, { framework: 'nextjs-pages' });
    expectMapped(site("['en', 'de'].flatMap((locale) => board.map((m) => ({ params: { slug: m.slug }, locale })))"), {
      '/de/about/hannah-aubry': 'pages/about/[slug].tsx',
    }, { framework: 'nextjs-pages' });
  });
});
