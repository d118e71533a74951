// Astro: pages that only send the visitor on (a meta refresh, also inside a layout component) have no source.
import assert from 'node:assert/strict';
import { mapSite } from '../../../../src/cli/map';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';

/** An Astro 5 project with its default config. */
const ASTRO_PROJECT = { 'package.json': JSON.stringify({ dependencies: { astro: '5' } }), 'astro.config.mjs': 'export default {};' };

describe('site/frameworks/astro', () => {
  it("getStaticPaths filtering the collection's list itself (`allPosts.filter(({ data }) => !data.isExternal)`) builds only the entries it keeps", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '4' } }),
      'astro.config.mjs': "export default { output: 'hybrid' };",
      'src/content/config.ts': "import { defineCollection } from 'astro:content';\nexport const collections = { blog: defineCollection({}) };\n",
      'src/content/blog/local-post.md': '---\ntitle: x\n---\n',
      'src/content/blog/elsewhere.md': '---\ntitle: x\nisExternal: true\n---\n',
      'src/pages/blog/[...slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const allPosts = await getCollection('blog');\n  return allPosts\n    .filter(({ data }) => !data.isExternal)\n    .map((post) => ({ params: { slug: post.slug }, props: { post } }));\n}\n---\n<article />\n",
    }, { '/blog/local-post': 'src/content/blog/local-post.md', '/blog/elsewhere': null }, { framework: 'astro' });
  });
  it('a [lang] route listing the default locale writes /<default>/…; a page rendering a local Redirect component alone redirects', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': "import { defineConfig } from 'astro/config';\nexport default defineConfig({ i18n: { defaultLocale: 'de', locales: ['de', 'en'] } });\n",
      'src/i18n.ts': "export const languages = { de: 'Deutsch', en: 'English' };\nexport const localeParams = (() => Object.keys(languages).map((lang) => ({ params: { lang } })));\n",
      'src/pages/[lang]/imprint.astro': "---\nimport { localeParams } from '../../i18n';\nexport const getStaticPaths = localeParams;\n---\n<p>x</p>\n",
      'src/layouts/Redirect.astro': "---\nimport Layout from './Layout.astro';\nconst { url } = Astro.props;\n---\n<Layout>\n  <meta slot=\"head\" http-equiv=\"refresh\" content={`0; url=${url}`} />\n  <p>{t('Redirecting')} <a href={url}>{url}</a></p>\n</Layout>\n",
      'src/layouts/Layout.astro': '<html><slot /></html>\n',
      'src/pages/youtube.astro': "---\nimport Redirect from '../layouts/Redirect.astro';\n---\n\n<Redirect url=\"https://youtube.example/@x\" />\n",
      'src/pages/about.astro': "---\nimport Layout from '../layouts/Layout.astro';\n---\n<Layout />\n",
    }, {
      '/de/imprint': 'src/pages/[lang]/imprint.astro',
      '/en/imprint': 'src/pages/[lang]/imprint.astro',
      '/fr/imprint': null,
      '/youtube': null,
      '/about': 'src/pages/about.astro',
    }, { framework: 'astro' });
  });
  it("an integration's own options (`starlightOpenAPI([{ base: 'integrations/rest-api' }])`) are not the config's base", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5', '@astrojs/starlight': '0.30' } }),
      'astro.config.mjs': "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\nimport starlightOpenAPI from 'starlight-openapi';\nexport default defineConfig({\n  site: 'https://docs.example.io',\n  integrations: [starlight({ title: 'x', defaultLocale: 'en', locales: { en: { label: 'English' }, de: { label: 'Deutsch' } }, plugins: [starlightOpenAPI([{ base: 'integrations/rest-api', schema: './public/openapi.yaml' }])] })],\n});\n",
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nexport const collections = { docs: defineCollection({ loader: docsLoader() }) };\n",
      'src/content/docs/en/faq.mdx': '---\ntitle: x\n---\n',
      'src/content/docs/de/faq.mdx': '---\ntitle: x\n---\n',
    }, { '/en/faq': 'src/content/docs/en/faq.mdx', '/de/faq': 'src/content/docs/de/faq.mdx' }, { framework: 'astro' });
  });
  it("a param built from a loaded collection's ids takes those ids only; a page whose every branch redirects has no source", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': "export default { trailingSlash: 'never' };",
      'src/content.config.ts': "import { glob } from 'astro/loaders';\nimport { defineCollection } from 'astro:content';\nexport const collections = {\n  frameworks: defineCollection({ loader: glob({ base: './src/content/frameworks', pattern: '*.json' }) }),\n  docs: defineCollection({ loader: glob({ base: './src/content/docs', pattern: '**/*.{md,mdx}' }) }),\n};\n",
      'src/content/frameworks/svelte.json': '{}',
      'src/content/frameworks/react.json': '{}',
      'src/content/docs/get-started/installation.mdx': '---\ntitle: x\n---\n',
      'src/pages/docs/[framework]/[...doc]/index.astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const frameworks = await getCollection('frameworks');\n  const docs = await getCollection('docs');\n  return frameworks.flatMap((framework) =>\n    docs.map((doc) => ({\n      params: {\n        framework: framework.id,\n        doc: doc.id,\n      },\n      props: { doc },\n    })),\n  );\n}\n---\n<h1>x</h1>\n",
      'src/pages/docs/[...doc]/index.astro': "---\nimport { getEntry } from 'astro:content';\nexport const prerender = false;\nif (!Astro.params.doc || !(await getEntry('docs', Astro.params.doc))) {\n  return Astro.redirect('/404');\n}\nreturn Astro.redirect(Astro.url.pathname.replace('/docs', '/docs/svelte'));\n---\n",
    }, {
      '/docs/svelte/get-started/installation': 'src/content/docs/get-started/installation.mdx',
      '/docs/react/get-started/installation': 'src/content/docs/get-started/installation.mdx',
      '/docs/vue/get-started/installation': null,
      '/docs/Svelte/get-started/installation': null,
      '/docs/get-started/installation': null,
    }, { framework: 'astro' });
  });

  it('numbered routes build the pages their code says: a hand-rolled loop from its literal start, paginate() from 1 (2 with a rest param), up to ceil(entries / page size)', () => {
    const posts = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`src/content/posts/${n}.md`, '---\ntitle: x\n---\n']));
    expectMapped({
      ...ASTRO_PROJECT,
      ...posts,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { posts: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/posts' }) }) };",
      'src/pages/page/[page].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const posts = await getCollection('posts');\n  const perPage = 2;\n  const total = Math.ceil(posts.length / perPage);\n  const paths = [];\n  for (let i = 2; i <= total; i++) paths.push({ params: { page: String(i) } });\n  return paths;\n}\n---\n",
      'src/pages/list/[page].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths({ paginate }) {\n  return paginate(await getCollection('posts'), { pageSize: 2 });\n}\n---\n",
      'src/pages/all/[...page].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths({ paginate }) {\n  return paginate(await getCollection('posts'), { pageSize: 2 });\n}\n---\n",
    }, {
      '/page/1/': null,
      '/page/2/': 'src/pages/page/[page].astro',
      '/page/3/': 'src/pages/page/[page].astro',
      '/page/4/': null,
      '/list/1/': 'src/pages/list/[page].astro',
      '/list/3/': 'src/pages/list/[page].astro',
      '/list/4/': null,
      '/all/': 'src/pages/all/[...page].astro',
      '/all/1/': null,
      '/all/2/': 'src/pages/all/[...page].astro',
    }, { framework: 'astro' });
  });

  it("getCollection(name, filter) builds pages only for the entries the filter keeps when it decides on the id alone; index endpoints stand for their folder", () => {
    const legacy = { 'src/content/pages/home/index.mdx': '---\ntitle: x\n---\n', 'src/content/pages/now/index.mdx': '---\ntitle: x\n---\n', 'src/content/posts/intro.md': '---\ntitle: x\n---\n', 'src/content/posts/hidden.md': '---\ntitle: x\n---\n' };
    expectMapped({
      ...ASTRO_PROJECT,
      ...legacy,
      'src/pages/index.astro': '<p>home</p>',
      'src/pages/rss.xml/index.ts': 'export async function GET() { return new Response(""); }',
      'src/pages/[...slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const pages = await getCollection('pages', (entry) => {\n    return !['home'].includes(entry.slug) && !entry.data.draft;\n  });\n  const posts = await getCollection('posts', ({ id, data }) => id !== 'hidden.md' && !data.draft);\n  return [...pages, ...posts].map((e) => ({ params: { slug: e.slug }, props: { e } }));\n}\n---\n",
    }, {
      '/': 'src/pages/index.astro',
      '/now/': 'src/content/pages/now/index.mdx',
      '/home/': null,
      '/intro/': 'src/content/posts/intro.md',
      // Compared with the legacy id (the file name): dropped under that id, kept under the content layer's: unknown, so kept.
      '/hidden/': 'src/content/posts/hidden.md',
      '/rss.xml': 'src/pages/rss.xml/index.ts',
    }, { framework: 'astro' });
  });

  it("a loader collection's filter compares the slug id: entries it leaves out have no page", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/data/blog' }) }) };",
      'src/data/blog/first.md': '---\ntitle: x\n---\n',
      'src/data/blog/about-old.md': '---\ntitle: x\n---\n',
      'src/pages/blog/[id].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const posts = await getCollection('blog', (p) => p.id !== 'about-old');\n  return posts.map((p) => ({ params: { id: p.id } }));\n}\n---\n",
    }, {
      '/blog/first/': 'src/data/blog/first.md',
      '/blog/about-old/': null,
    }, { framework: 'astro' });
  });

  it("collections read through helpers: a tsconfig path alias, two levels of modules, getCollection imported under another name; drafts make no page and no tag", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'tsconfig.json': '{\n  // aliases\n  "compilerOptions": { "paths": { "@lib/*": ["src/lib/*"] } },\n}\n',
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/blog' }) }) };",
      'src/lib/getBlogCollection.ts': "import { getCollection as internal } from 'astro:content';\nexport async function getBlogCollection() {\n  const all = await internal('blog', ({ data }) => data.draft !== true);\n  return all.map((p) => ({ ...p, slug: p.id }));\n}\n",
      'src/lib/getFilteredPosts.ts': "import { getBlogCollection } from './getBlogCollection.ts';\nexport const getFilteredPosts = async () => getBlogCollection();\n",
      'src/lib/getUniqueTags.ts': 'export function getUniqueTags(posts) { return [...new Set(posts.flatMap((post) => post.data.tags ?? []))]; }\n',
      'src/pages/blog/[...slug].astro': "---\nimport { getBlogCollection } from '@lib/getBlogCollection.ts';\nexport async function getStaticPaths() {\n  const entries = await getBlogCollection();\n  return entries.map((entry) => ({ params: { slug: entry.slug }, props: { entry } }));\n}\n---\n",
      'src/pages/blog/with/[tag].astro': "---\nimport { getFilteredPosts } from '@lib/getFilteredPosts';\nimport { getUniqueTags } from '@lib/getUniqueTags';\nexport const getStaticPaths = async () => {\n  const posts = await getFilteredPosts();\n  return getUniqueTags(posts).map((tag) => ({ params: { tag } }));\n};\n---\n",
      'src/content/blog/early-return.md': '---\ntags: ["refactoring"]\n---\n',
      'src/content/blog/astro-deck.md': '---\ntags: ["astro"]\ndraft: true\n---\n',
    }, {
      '/blog/early-return': 'src/content/blog/early-return.md',
      '/blog/astro-deck': null,
      '/blog/missing': null,
      '/blog/with/refactoring': 'src/pages/blog/with/[tag].astro',
      '/blog/with/astro': null,
    }, { framework: 'astro' });
  });

  it("a getCollection filter reads the entry's front matter (an unset key is undefined: `data.published` drops it); paginate(...).filter(page > 1) starts at 2", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { tools: defineCollection({ loader: glob({ pattern: '*.mdx', base: 'src/content/tools' }) }), blog: defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/blog' }) }) };",
      'src/content/tools/hash.mdx': '---\npublished: true\n---\n',
      'src/content/tools/llm.mdx': '---\ntitle: x\n---\n',
      ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`src/content/blog/p${i}.md`, '---\ntitle: x\n---\n'])),
      'src/pages/tools/[id]/index.astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const entries = await getCollection('tools', ({ data }) => data.published);\n  return entries.map((entry) => ({ params: { id: entry.id }, props: { entry } }));\n}\n---\n",
      'src/pages/blog/page/[page]/index.astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths({ paginate }) {\n  const posts = await getCollection('blog');\n  return paginate(posts, { pageSize: 10 }).filter(({ params }) => Number(params.page) > 1);\n}\n---\n",
    }, {
      '/tools/hash/': 'src/content/tools/hash.mdx',
      '/tools/llm/': null,
      '/blog/page/1/': null,
      '/blog/page/2/': 'src/pages/blog/page/[page]/index.astro',
      '/blog/page/3/': 'src/pages/blog/page/[page]/index.astro',
      '/blog/page/4/': null,
    }, { framework: 'astro' });
  });

  it("a paginated list per tag (tags/[tag]/[...page]) exists only for tags a published entry holds", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/blog' }) }) };",
      'src/content/blog/a.md': '---\ntags: ["astro"]\n---\n',
      'src/content/blog/b.md': '---\ntags: ["hiring"]\ndraft: true\n---\n',
      'src/utils/getUniqueTags.ts': 'export default function getUniqueTags(posts) { return [...new Set(posts.filter((p) => !p.data.draft).flatMap((p) => p.data.tags))].map((tag) => ({ tag })); }\n',
      'src/pages/tags/[tag]/[...page].astro': "---\nimport { getCollection } from 'astro:content';\nimport getUniqueTags from '../../../utils/getUniqueTags';\nexport async function getStaticPaths({ paginate }) {\n  const posts = await getCollection('blog');\n  return getUniqueTags(posts).flatMap(({ tag }) => paginate(posts, { params: { tag }, pageSize: 10 }));\n}\n---\n",
    }, {
      '/tags/astro/': 'src/pages/tags/[tag]/[...page].astro',
      '/tags/hiring/': null,
      '/tags/others/': null,
    }, { framework: 'astro' });
  });

  it("paginate()'s pageSize read through an imported config constant bounds the numbered pages", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/blog' }) }) };",
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`src/content/blog/p${i}.md`, '---\ntitle: x\n---\n'])),
      'src/config.ts': 'export const SITE = { postPerPage: 4 };\n',
      'src/pages/blog/[...page].astro': "---\nimport { SITE } from '../../config';\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths({ paginate }) {\n  const posts = await getCollection('blog');\n  return paginate(posts, { pageSize: SITE.postPerPage });\n}\n---\n",
    }, {
      '/blog/': 'src/pages/blog/[...page].astro',
      '/blog/2/': 'src/pages/blog/[...page].astro',
      '/blog/3/': null,
    }, { framework: 'astro' });
  });

  it("a closed [tag] route over a collection builds pages only for values some entry holds in the data fields it reads; others have no source", () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { posts: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/posts' }) }) };",
      'src/content/posts/one.md': '---\ntags: [Fiction, Horror]\n---\n',
      'src/content/posts/two.md': '---\ntags: []\n---\n',
      'src/pages/tags/[tag].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const posts = await getCollection('posts');\n  const tags = new Set();\n  posts.forEach((post) => post.data.tags?.forEach((t) => tags.add(t.toLowerCase())));\n  return [...tags].map((tag) => ({ params: { tag } }));\n}\n---\n<p>x</p>",
    }, {
      '/tags/fiction/': 'src/pages/tags/[tag].astro',
      '/tags/horror/': 'src/pages/tags/[tag].astro',
      '/tags/poetry/': null,
    }, { framework: 'astro' });
  });

  it('a closed [tag] route whose helper module builds the params from entry data and lower-cases them has no page for a value with capitals', () => {
    const site = {
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/blog' }) }) };",
      'src/content/blog/one.md': "---\ntags: ['Gaming', 'Mental Health']\n---\n",
      'src/pages/blog/[slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() { return (await getCollection('blog')).map((p) => ({ params: { slug: p.id } })); }\n---\n",
    };
    const route = "---\nimport { getTags } from '../../../utils/tags';\nexport async function getStaticPaths() {\n  const tags = await getTags();\n  return tags.map((tag) => ({ params: { tag: tag.slug } }));\n}\n---\n";
    expectMapped({
      ...site,
      'src/utils/tags.ts': "import { getCollection } from 'astro:content';\nconst slug = (s) => s.toLowerCase().split(' ').join('-');\nexport async function getTags() {\n  const posts = await getCollection('blog');\n  return posts.flatMap((p) => p.data.tags.map((t) => ({ value: t, slug: slug(t) })));\n}\n",
      'src/pages/blog/tag/[tag].astro': route,
    }, {
      '/blog/tag/gaming/': 'src/pages/blog/tag/[tag].astro',
      '/blog/tag/mental-health/': 'src/pages/blog/tag/[tag].astro',
      '/blog/tag/Gaming/': null,
      '/blog/tag/poetry/': null,
    }, { framework: 'astro' });
    // The same helper keeping the values as they are: the capitalised value is a page.
    expectMapped({
      ...site,
      'src/utils/tags.ts': "import { getCollection } from 'astro:content';\nexport async function getTags() {\n  const posts = await getCollection('blog');\n  return posts.flatMap((p) => p.data.tags.map((t) => ({ value: t, slug: t })));\n}\n",
      'src/pages/blog/tag/[tag].astro': route,
    }, { '/blog/tag/Gaming/': 'src/pages/blog/tag/[tag].astro' }, { framework: 'astro' });
  });

  it('a meta refresh wrapped in a layout component is a redirect page; a layout with content is a page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/pages/index.astro': "---\nimport Layout from '../Layout.astro';\n---\n<Layout title=\"x\">\n  <meta http-equiv=\"refresh\" content=\"0;url=/en/\" />\n</Layout>\n",
      'src/pages/[lang]/latest.astro': "---\nexport function getStaticPaths() { return [{ params: { lang: 'en' } }]; }\nconst { lang } = Astro.params;\n---\n<Layout frontmatter={{ title: 'x' }}><meta http-equiv=\"refresh\" content={`0;url=/${lang}/v2/`} /></Layout>",
      'src/pages/about.astro': "---\nimport Layout from '../Layout.astro';\n---\n<Layout><meta http-equiv=\"refresh\" content=\"30\" /><h1>About</h1></Layout>",
    }, {
      '/': null,
      '/en/latest/': null,
      '/about/': 'src/pages/about.astro',
    }, { framework: 'astro' });
  });

  it('Astro.glob reads from the page\'s folder: its Markdown files are the pages of a [slug] route, other slugs 404', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '4' } }),
      'astro.config.mjs': 'export default {};',
      'src/posts/first-post.md': '',
      'src/pages/blog/[slug].astro': "---\nexport async function getStaticPaths() {\n  const posts = await Astro.glob('../../posts/*.md');\n  return posts.map((p) => ({ params: { slug: p.file.split('/').pop().split('.').shift() }, props: { p } }));\n}\n---\n<h1 />",
    }, {
      '/blog/first-post': 'src/posts/first-post.md',
      '/blog/nope': null,
    }, { framework: 'astro' });
  });

  it('a zero-delay refresh page with a fallback link ("Redirecting to …") has no source; a delayed refresh beside text is a page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/pages/moved.astro': '---\n---\n<!doctype html>\n<title>Redirecting to: /new/</title>\n<meta http-equiv="refresh" content="0;url=/new/">\n<meta name="robots" content="noindex">\n<link rel="canonical" href="/new/">\n<body>\n  <a href="/new/">Redirecting from <code>/moved/</code> to <code>/new/</code></a>\n</body>\n',
      'src/pages/notice.astro': '---\n---\n<meta http-equiv="refresh" content="10; url=/new/">\n<p>This page moves in ten seconds: <a href="/new/">go now</a>.</p>\n',
      'src/pages/expr.astro': "---\nconst to = '/new/';\n---\n<meta http-equiv=\"refresh\" content={`0;url=${to}`} />\n<p>{to}</p>\n",
    }, {
      '/moved/': null,
      '/notice/': 'src/pages/notice.astro',
      '/expr/': 'src/pages/expr.astro',
    }, { framework: 'astro' });
  });

  it('a catch-all whose getStaticPaths wraps the entry id in literal text builds only those paths; other computations on the id name no entry', () => {
    const page = (slug: string) => `---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const entries = await getCollection('docs');\n  return entries.map((entry) => ({ params: { slug: ${slug} }, props: { entry } }));\n}\n---\n`;
    const site = {
      ...ASTRO_PROJECT,
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { docs: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/docs' }) }) };",
      'src/content/docs/intro.md': '',
      'src/content/docs/guides/setup.md': '',
    };
    expectMapped({ ...site, 'src/pages/[...slug].astro': page('`docs/${entry.id}`') }, {
      '/docs/intro': 'src/content/docs/intro.md',
      '/docs/guides/setup': 'src/content/docs/guides/setup.md',
      '/docs/missing': null,
      '/intro': null,
      '/docs': null,
    }, { framework: 'astro' });
    expectMapped({ ...site, 'src/pages/[...slug].astro': page('entry.id') }, {
      '/intro': 'src/content/docs/intro.md',
      '/docs/intro': null,
    }, { framework: 'astro' });
    expectMapped({ ...site, 'src/pages/[...slug].astro': page("entry.id.replace(/\\.md$/, '')") }, {
      '/intro': 'src/content/docs/intro.md',
    }, { framework: 'astro' });
    // A folder's index entry at the folder (`.replace(/\/index$/, "")`): the id as it is read already.
    expectMapped({ ...site, 'src/content/docs/guides/index.md': '', 'src/pages/[...slug].astro': page('entry.id.replace(/\\/index$/, "")') }, {
      '/guides': 'src/content/docs/guides/index.md',
      '/guides/setup': 'src/content/docs/guides/setup.md',
      '/guides/missing': null,
    }, { framework: 'astro' });
    expectMapped({ ...site, 'src/pages/[...slug].astro': page('`${entry.id}/print`') }, {
      '/intro/print': 'src/content/docs/intro.md',
      '/intro': null,
    }, { framework: 'astro' });
    // Another computation on the id is evaluated per entry: en/intro is served at /intro, and no URL names it by its id.
    expectMapped({ ...site, 'src/content/docs/en/intro.md': '', 'src/pages/[...slug].astro': page("entry.id.split('/').slice(1).join('/')") }, {
      '/intro': 'src/content/docs/en/intro.md',
      '/en/intro': null,
    }, { framework: 'astro' });
    // One that does not evaluate (a method the evaluator does not read): no URL names an entry by its id.
    expectMapped({ ...site, 'src/content/docs/en/intro.md': '', 'src/pages/[...slug].astro': page("entry.id.normalize('NFD')") }, {
      '/intro': null,
      '/en/intro': null,
    }, { framework: 'astro' });
  });
  it('a `publicDir` set in the config is the folder copied to the site root; public/ then is an ordinary folder', () => {
    expectMapped({
      ...ASTRO_PROJECT,
      'astro.config.mjs': "export default { publicDir: './static' };",
      'src/pages/index.astro': '---\n---\n',
      'static/robots.txt': 'User-agent: *',
      'static/files/guide.pdf': '',
      'public/old.txt': '',
    }, {
      '/robots.txt': 'static/robots.txt',
      '/files/guide.pdf': 'static/files/guide.pdf',
      '/old.txt': null,
    }, { framework: 'astro' });
  });
  it('a dynamic route fed by import.meta.glob builds nothing when its literal globs match no file', () => {
    const route = "import { OGImageRoute } from 'astro-og-canvas';\nexport const { getStaticPaths, GET } = await OGImageRoute({ param: 'route', pages: import.meta.glob('/src/content/**/*.md', { eager: true }), getImageOptions: () => ({}) });";
    const reason = (extra: Record<string, string>) => mapSite(memorySite({ ...ASTRO_PROJECT, 'src/pages/index.astro': '', 'src/pages/og/[...route].ts': route, ...extra })).map(['/og/blog/post.png'])[0];
    const empty = reason({});
    assert.equal(empty.file, null);
    assert.match(empty.reason, /matches no file of the repository/);
    assert.doesNotMatch(reason({ 'src/content/blog/post.md': '' }).reason, /matches no file/);
  });
});

describe('Astro: endpoints drawing images', () => {
  it('an image endpoint per collection entry answers itself; a text endpoint per entry answers the entry', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '**/*.mdx', base: './src/content/blog' }) }) };",
      'src/content/blog/on-writing.mdx': '---\ntitle: x\n---\n',
      'src/pages/og/[...id].png.ts': "import { getCollection } from 'astro:content';\nexport async function getStaticPaths() { const posts = await getCollection('blog'); return posts.map((p) => ({ params: { id: p.id } })); }\nexport async function GET() { return new Response(''); }",
      'src/pages/blog/[...id].md.ts': "import { getCollection } from 'astro:content';\nexport async function getStaticPaths() { const posts = await getCollection('blog'); return posts.map((p) => ({ params: { id: p.id } })); }\nexport async function GET() { return new Response(''); }",
    }, {
      '/og/on-writing.png': 'src/pages/og/[...id].png.ts',
      '/blog/on-writing.md': 'src/content/blog/on-writing.mdx',
      '/og/nope.png': null,
    }, { framework: 'astro' });
  });
});

describe('Astro: the 404 page', () => {
  it('src/pages/404.astro is written as 404.html', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/pages/index.astro': '', 'src/pages/404.astro': '',
    }, { '/404.html': 'src/pages/404.astro', '/404': 'src/pages/404.astro', '/405.html': null }, { framework: 'astro' });
  });
});

describe('Astro: collections named in a loop, drafts', () => {
  it('a route listing collections by a loop over literal names serves their entries, drafts too when its code never reads draft', () => {
    const site = (route: string) => ({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nconst posts = defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './content/posts' }) });\nconst shop = defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './content/shop' }) });\nexport const collections = { posts, shop };",
      'content/posts/faq.mdx': '---\nslug: frequently-asked-questions\ndraft: true\n---\n',
      'content/shop/golf-cap.mdx': '---\nslug: shop-golf-cap\n---\n',
      'src/pages/[slug].astro': route,
    });
    const loop = "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const paths = [];\n  for (const collection of ['posts', 'shop']) {\n    const items = await getCollection(collection);\n    paths.push(...items.map((item) => ({ params: { slug: item.data.slug } })));\n  }\n  return paths;\n}\n---\n";
    expectMapped(site(loop), { '/frequently-asked-questions': 'content/posts/faq.mdx', '/shop-golf-cap': 'content/shop/golf-cap.mdx', '/faq': null }, { framework: 'astro' });
    const filtered = loop.replace('await getCollection(collection);', 'await getCollection(collection, ({ data }) => !data.draft);');
    expectMapped(site(filtered), { '/frequently-asked-questions': null, '/shop-golf-cap': 'content/shop/golf-cap.mdx' }, { framework: 'astro' });
  });
});

describe('Astro: params getStaticPaths computes from each entry', () => {
  const project = {
    'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
    'astro.config.mjs': 'export default {};',
    'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = {\n  blog: defineCollection({ loader: glob({ pattern: '**/[^_]*.{md,mdx}', base: './src/content/blog' }) }),\n  teams: defineCollection({ loader: glob({ pattern: '**/[^_]*.mdx', base: './src/content/teams' }) }),\n};",
    'src/content/blog/announcements/2024-05-31_nixos-24.05.md': '---\ndate: 2024-05-31\n---\n',
    'src/content/blog/announcements/2024-07-20_euc_open_letter.md': '---\ndate: "2024-07-20T10:00:00Z"\n---\n',
    'src/content/blog/stories/PerlDivingWithNix.md': '---\ndate: 2021-02-03\n---\n',
    'src/content/teams/040_security.mdx': '---\ntitle: x\n---\n',
    'src/content/teams/180_nixos-hardware.mdx': '---\ntitle: x\n---\n',
    'src/pages/blog/[category]/[year]/[id].astro': "---\nimport { getCollection, render } from 'astro:content';\nexport async function getStaticPaths() {\n  const blogEntries = await getCollection('blog');\n  return blogEntries.map((entry) => ({\n    params: {\n      category: entry.id.split('/')[0],\n      year: new Date(entry.data.date).getFullYear().toString(),\n      id: entry.id.split('/').pop().split('_').pop(),\n    },\n    props: { entry },\n  }));\n}\n---\n",
    'src/pages/community/teams/[...slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const teamEntries = await getCollection('teams');\n  return teamEntries.map((entry) => ({ params: { slug: entry.id.split('_')[1] }, props: { entry } }));\n}\n---\n",
  };

  it("each entry's params are evaluated on its id and front matter (split, pop, index, a Date's year): the path shows that entry, others none", () => {
    expectMapped(project, {
      '/blog/announcements/2024/nixos-2405': 'src/content/blog/announcements/2024-05-31_nixos-24.05.md',
      '/blog/announcements/2024/letter': 'src/content/blog/announcements/2024-07-20_euc_open_letter.md',
      '/blog/stories/2021/perldivingwithnix': 'src/content/blog/stories/PerlDivingWithNix.md',
      '/blog/stories/2022/perldivingwithnix': null,
      '/blog/announcements/2024/2024-05-31_nixos-2405': null,
      '/community/teams/security': 'src/content/teams/040_security.mdx',
      '/community/teams/nixos-hardware': 'src/content/teams/180_nixos-hardware.mdx',
      '/community/teams/040_security': null,
    }, { framework: 'astro' });
  });
});

describe('Astro: a rest param built from a taxonomy of the entries', () => {
  it('[...slug] over the tags the entries hold (not their ids): a tag some entry holds is the route template, others none', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ pattern: '**/*.mdx', base: './src/data/blog' }) }) };",
      'src/data/blog/create-blog.mdx': '---\ntitle: x\ntags: [astro, pagefind]\n---\n',
      'src/data/blog/old.mdx': '---\ntitle: x\ndraft: true\ntags: [jquery]\n---\n',
      'src/pages/blog/tags/[...slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const blogs = await getCollection('blog', (blog) => blog.data.draft !== true);\n  return [...new Set(blogs.map((blog) => blog.data.tags).flat())].map((tag) => ({ params: { slug: tag } }));\n}\n---\n",
    }, {
      '/blog/tags/astro': 'src/pages/blog/tags/[...slug].astro',
      '/blog/tags/pagefind': 'src/pages/blog/tags/[...slug].astro',
      '/blog/tags/Astro': null,
      '/blog/tags/rust': null,
      '/blog/tags/create-blog': null,
    }, { framework: 'astro' });
  });
});

describe('Astro: one route mapping two collections to params from front matter', () => {
  it("`entry.data.permalink || entry.id.replace(…)` over blog and docs: each entry at its permalink; one that does not evaluate leaves only its own path unknown", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': 'export default {};',
      'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = {\n  blog: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/blog' }) }),\n  docs: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/docs' }) }),\n};",
      'src/content/blog/20200513-better-object-mapping.md': '---\ntitle: x\npermalink: dapper\n---\n',
      'src/content/blog/20121112-my-default-gitignore.md': '---\ntitle: x\npermalink: base-gitignore\n---\n',
      'src/content/blog/20250825-no-permalink.md': '---\ntitle: x\n---\n',
      'src/content/docs/setup.md': '---\ntitle: x\n---\n',
      'src/pages/[slug].astro': "---\nimport { getCollection } from 'astro:content';\nexport async function getStaticPaths() {\n  const blogEntries = await getCollection('blog');\n  const docsEntries = await getCollection('docs');\n  const blogPaths = blogEntries.map((entry) => ({ params: { slug: entry.data.permalink || entry.id.replace(/^\\d{8}-/, '') }, props: { entry } }));\n  const docsPaths = docsEntries.map((entry) => ({ params: { slug: entry.data.permalink || entry.id }, props: { entry } }));\n  return [...blogPaths, ...docsPaths];\n}\n---\n",
    }, {
      '/dapper': 'src/content/blog/20200513-better-object-mapping.md',
      '/base-gitignore': 'src/content/blog/20121112-my-default-gitignore.md',
      '/setup': 'src/content/docs/setup.md',
      '/20200513-better-object-mapping': null,
    }, { framework: 'astro' });
  });
});
