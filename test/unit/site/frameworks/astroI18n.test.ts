// Astro i18n routing: with prefixDefaultLocale false (the default) the default locale has no URL prefix.
import { expectMapped } from './helpers';

const PROJECT = { 'package.json': JSON.stringify({ dependencies: { astro: '5' } }) };
const PAGES = {
  'src/pages/index.astro': '---\n---\n<p>home</p>',
  'src/pages/guide.astro': '---\n---\n<p>guide</p>',
  'src/pages/es/index.astro': '---\n---\n<p>inicio</p>',
  'src/pages/es/guide.astro': '---\n---\n<p>guía</p>',
};

describe('site/frameworks/astro i18n', () => {
  it('prefixDefaultLocale false: default-locale pages are unprefixed, /<defaultLocale>/… and unconfigured locales have no source', () => {
    for (const routing of ['routing: { prefixDefaultLocale: false }', '']) {
      expectMapped({
        ...PROJECT,
        ...PAGES,
        'astro.config.mjs': `export default { i18n: { defaultLocale: 'en', locales: ['en', 'es'], ${routing} } };`,
      }, {
        '/': 'src/pages/index.astro',
        '/guide/': 'src/pages/guide.astro',
        '/es/guide/': 'src/pages/es/guide.astro',
        '/en/': null,
        '/en/guide/': null,
        '/de/': null,
      }, { framework: 'astro' });
    }
  });

  it('a page file under the default locale\'s folder is still its own page; a route that only matches the segment as a param builds none', () => {
    expectMapped({
      ...PROJECT,
      ...PAGES,
      'src/pages/en/legal.astro': '---\n---\n<p>legal</p>',
      'src/pages/[section]/[slug].astro': '---\nconst { section, slug } = Astro.params;\n---\n<p>{section}/{slug}</p>',
      'astro.config.mjs': "export default { output: 'server', i18n: { defaultLocale: 'en', locales: ['en', 'es'] } };",
    }, {
      '/en/legal/': 'src/pages/en/legal.astro',
      '/en/guide/': null,
      '/docs/intro/': 'src/pages/[section]/[slug].astro',
    }, { framework: 'astro' });
  });
});
