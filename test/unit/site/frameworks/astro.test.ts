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
});
