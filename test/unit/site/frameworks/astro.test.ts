// Astro: pages that only send the visitor on (a meta refresh, also inside a layout component) have no source.
import { expectMapped } from './helpers';

describe('site/frameworks/astro', () => {
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
});
