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

  it('entries kept one folder each with a file per locale (<entry>/<locale>.mdx), read by a helper the route hands the collection name', () => {
    const helper = [
      "import { getCollection } from 'astro:content';",
      'export function localizedPaths(locale, collection) {',
      '  return async function getStaticPaths() {',
      '    const all = await getCollection(collection);',
      "    return all.filter((e) => e.id.split('/').pop() === locale).map((e) => ({ params: { id: e.id.split('/').slice(0, -1).join('/') } }));",
      '  };',
      '}',
    ].join('\n');
    const route = (locale: string) => `---\nimport * as i18n from '../../../i18n/collections';\nexport const getStaticPaths = i18n.localizedPaths('${locale}', 'projects');\n---\n<p>project</p>`;
    expectMapped({
      ...PROJECT,
      'astro.config.mjs': "export default { i18n: { defaultLocale: 'en', locales: ['en', 'es'], routing: { prefixDefaultLocale: true } } };",
      'src/content.config.ts': "import { glob } from 'astro/loaders';\nimport { defineCollection } from 'astro:content';\nexport const collections = { projects: defineCollection({ loader: glob({ base: './src/content/projects', pattern: '**/*.{md,mdx}' }) }) };",
      'src/i18n/collections.ts': helper,
      'src/pages/en/projects/[...id].astro': route('en'),
      'src/pages/es/proyectos/[...id].astro': route('es'),
      'src/content/projects/planner/en.mdx': '',
      'src/content/projects/planner/es.mdx': '',
      'src/content/projects/face-cnn/en.mdx': '',
    }, {
      '/en/projects/planner/': 'src/content/projects/planner/en.mdx',
      '/es/proyectos/planner/': 'src/content/projects/planner/es.mdx',
      '/en/projects/face-cnn/': 'src/content/projects/face-cnn/en.mdx',
      '/es/proyectos/face-cnn/': null,
      '/en/projects/nothing/': null,
    }, { framework: 'astro' });
  });

  it('a page that only returns Astro.rewrite(\'/en\') shows the target\'s page: that page\'s file answers its URL', () => {
    expectMapped({
      ...PROJECT,
      'astro.config.mjs': "export default { i18n: { defaultLocale: 'en', locales: ['en', 'cs'], routing: { prefixDefaultLocale: true } } };",
      'src/pages/index.astro': '---\nreturn Astro.rewrite("/en");\n---\n',
      'src/pages/en/index.astro': '---\n---\n<p>home</p>',
      'src/pages/loop.astro': '---\nreturn Astro.rewrite("/loop");\n---\n',
      'src/pages/gone.astro': '---\nreturn Astro.rewrite("/nowhere");\n---\n',
    }, {
      '/': 'src/pages/en/index.astro',
      '/en/': 'src/pages/en/index.astro',
      '/loop/': 'src/pages/loop.astro',
      '/gone/': 'src/pages/gone.astro',
    }, { framework: 'astro' });
  });

  it('a default-exported helper handing its parameter to getCollection, called by the name a route imports it as', () => {
    expectMapped({
      ...PROJECT,
      'astro.config.mjs': 'export default {};',
      'src/content/config.ts': "import { defineCollection } from 'astro:content';\nexport const collections = { code: defineCollection({ type: 'content' }), vela: defineCollection({ type: 'content' }) };",
      'src/utils/getNotes.ts': "import { getCollection } from 'astro:content';\nexport default (collection: 'code' | 'vela') => getCollection(collection, ({ data }) => !data.draft);",
      'src/pages/code/[slug].astro': "---\nimport getNotes from '../../utils/getNotes';\nexport async function getStaticPaths() {\n  const notes = await getNotes('code');\n  return notes.map((entry) => ({ params: { slug: entry.slug }, props: { entry } }));\n}\n---\n",
      'src/content/code/revolução-do-processo.md': '---\ntitle: x\n---\n',
      'src/content/code/Notas Gerais.md': '---\ntitle: x\n---\n',
      'src/content/vela/introducao.md': '---\ntitle: x\n---\n',
    }, {
      '/code/revolu%C3%A7%C3%A3o-do-processo/': 'src/content/code/revolução-do-processo.md',
      '/code/notas-gerais/': 'src/content/code/Notas Gerais.md',
      '/code/introducao/': null,
    }, { framework: 'astro' });
  });
});

describe('Astro: prefixDefaultLocale', () => {
  it('prefixDefaultLocale: no unprefixed path reaches the default locale’s pages', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { astro: '5' } }),
      'astro.config.mjs': "export default { i18n: { defaultLocale: 'en', locales: ['en', 'ja'], routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false } } };",
      'src/pages/en/blog.astro': '',
      'src/pages/ja/blog.astro': '',
      'src/pages/about.astro': '',
    }, { '/en/blog/': 'src/pages/en/blog.astro', '/ja/blog/': 'src/pages/ja/blog.astro', '/blog/': null, '/about/': 'src/pages/about.astro' }, { framework: 'astro' });
  });
});
