// Docusaurus: a config below the folder it reads from, baseUrl from a template of a literal const (strict, static
// folders under it), versions (a computed lastVersion, a version folder made at build time), locales from an imported
// JSON file behind an environment switch, `exclude` replacing the defaults, the number-prefix parser.
import { expectMapped } from './helpers';

describe('site/frameworks/docusaurus', () => {
  it("a local plugin extending the blog plugin is a blog instance; its own blogListComponent renders the list page", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.ts': "import { plugins } from './config/plugins.config';\nconst config = { url: 'https://x.dev', baseUrl: '/', plugins, presets: [['classic', { blog: false }]] };\nexport default config;\n",
      'config/plugins.config.ts': "import * as path from 'path';\nexport const plugins = [\n  [path.resolve(__dirname, '..', 'plugins', 'guide-plugin'), { id: 'guides', path: 'guides', routeBasePath: 'guides', blogListComponent: '@site/src/components/HomeGuides.tsx' }],\n];\n",
      'plugins/guide-plugin/index.js': "const blogPluginExports = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function (...options) { return blogPluginExports.default(...options); };\n",
      'src/components/HomeGuides.tsx': 'export default function HomeGuides() { return null; }',
      'guides/abi.mdx': '---\ntitle: x\n---\n',
      'guides/web3.mdx': '---\ntitle: x\nslug: web3auth\n---\n',
    }, { '/guides/abi': 'guides/abi.mdx', '/guides/web3auth': 'guides/web3.mdx', '/guides': 'src/components/HomeGuides.tsx' }, { framework: 'docusaurus' });
  });
  it('a React page that only renders a router <Redirect> has no source; a page rendering its own markup is its page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.js': "module.exports = { url: 'https://x.dev', baseUrl: '/', presets: [['classic', { docs: {} }]] };",
      'src/pages/index.js': "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\nfunction Home() {\n  return <Redirect to=\"/docs/intro\" />;\n}\nexport default Home;\n",
      'src/pages/help.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Help() { return <Layout><h1>Help</h1></Layout>; }\n",
      'docs/intro.md': '# x',
    }, { '/': null, '/help': 'src/pages/help.js', '/docs/intro': 'docs/intro.md' }, { framework: 'docusaurus' });
  });

  it('a page whose effect replaces the location and whose markup is only the site chrome around a notice redirects', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.js': "module.exports = { url: 'https://x.dev', baseUrl: '/', presets: [['classic', {}]] };",
      'src/pages/editor.js': "import React, { useEffect } from 'react';\nimport Head from '@docusaurus/Head';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nconst URL = 'https://editor.example.org/';\nfunction Editor() {\n  useEffect(() => { window.location.replace(URL); }, []);\n  return (\n    <Layout title=\"Redirecting\">\n      <Head><meta httpEquiv=\"refresh\" content={`0;url=${URL}`} /></Head>\n      <main><p>Redirecting… <Link href={URL}>Continue</Link></p></main>\n    </Layout>\n  );\n}\nexport default Editor;\n",
      'src/pages/tools.js': "import React, { useEffect } from 'react';\nimport Layout from '@theme/Layout';\nimport Gallery from '../components/Gallery';\nexport default function Tools() {\n  useEffect(() => { window.location.replace('#top'); }, []);\n  return <Layout><Gallery /></Layout>;\n}\n",
    }, { '/editor': null, '/tools': 'src/pages/tools.js' }, { framework: 'docusaurus' });
  });
  it("dot files are no docs (the plugins' globs skip them); a locale's page file, a React one too, replaces the default page", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2' } }),
      'docusaurus.config.js': "module.exports = { url: 'https://example.org', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] }, presets: [['classic', { docs: { path: 'docs' } }]] };",
      'docs/intro.md': '',
      'docs/Concepts/.backup-notes.md': '',
      'src/pages/index.js': '',
      'i18n/zh-Hans/docusaurus-plugin-content-pages/index.js': '',
    }, {
      '/docs/intro': 'docs/intro.md',
      '/docs/Concepts/.backup-notes': null,
      '/': 'src/pages/index.js',
      '/zh-Hans/': 'i18n/zh-Hans/docusaurus-plugin-content-pages/index.js',
    }, { framework: 'docusaurus' });
  });

  it('with no classic preset, the docs plugin listed in `plugins` with the default id is the docs instance (routeBasePath / under baseUrl /docs/)', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3', '@docusaurus/plugin-content-docs': '3' } }),
      'docusaurus.config.ts': "export default { url: 'https://www.example.com', baseUrl: '/docs/', trailingSlash: false, plugins: [['@docusaurus/plugin-content-docs', { id: 'default', path: 'docs', routeBasePath: '/' }], '@docusaurus/plugin-content-pages'], presets: [['redocusaurus', { specs: [] }]], themes: ['@docusaurus/theme-classic'] };",
      'docs/intro.mdx': '',
      'docs/guides/05_upgrading.mdx': '---\nslug: upgrade\n---\n',
      'src/pages/help.tsx': '',
    }, {
      '/docs/intro': 'docs/intro.mdx',
      '/docs/guides/upgrade': 'docs/guides/05_upgrading.mdx',
      '/docs/docs/intro': null,
      '/docs/help': 'src/pages/help.tsx',
    }, { framework: 'docusaurus' });
  });

  it('docs plugin tuples written in another module and spread into `plugins` are instances too (versions beside each)', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.ts': "import { docs } from './docs';\nconst config = { url: 'https://docs.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]], plugins: ['docusaurus-plugin-image-zoom', ...docs], trailingSlash: false };\nmodule.exports = config;\n",
      'docs.js': "const docs = [['@docusaurus/plugin-content-docs', { id: 'platform', path: 'platform', routeBasePath: 'platform', lastVersion: 'current' }], ['@docusaurus/plugin-content-docs', { id: 'constructor', path: 'cli', routeBasePath: 'cli' }]];\nmodule.exports = { docs };\n",
      'platform/formats/po.mdx': '',
      'platform_versions.json': '["2.x.x"]',
      'platform_versioned_docs/version-2.x.x/about.mdx': '',
      'cli/usage.mdx': '',
      'docs/intro.md': '',
    }, {
      '/platform/formats/po': 'platform/formats/po.mdx',
      '/platform/2.x.x/about': 'platform_versioned_docs/version-2.x.x/about.mdx',
      '/cli/usage': 'cli/usage.mdx',
      '/docs/intro': 'docs/intro.md',
      '/platform/missing': null,
    }, { framework: 'docusaurus' });
  });

  it('a preset that wraps the classic one (its options hold `docs`) configures the docs instance; Markdown ids from front matter', () => {
    expectMapped({
      'package.json': JSON.stringify({ private: true, workspaces: ['website'] }),
      'website/package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3', 'docusaurus-plugin-internaldocs-fb': '1' } }),
      'website/docusaurus.config.js': "module.exports = { url: 'https://example.dev', baseUrl: '/', presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), { docs: { path: '../docs', sidebarPath: require.resolve('./sidebars.json') }, theme: {} }]] };",
      'docs/GettingStarted.md': '---\nid: getting-started\n---\n',
      'website/src/pages/index.js': '',
    }, { '/docs/getting-started': 'docs/GettingStarted.md', '/docs/GettingStarted': null, '/': 'website/src/pages/index.js' }, { framework: 'docusaurus', audited: true });
  });

  it('a config the build names with --config (conf/docusaurus.config.js) is read with the site folder where the command runs', () => {
    expectMapped({
      'package.json': JSON.stringify({ scripts: { 'docs-build': 'docusaurus build --config conf/docusaurus.config.js' }, dependencies: { '@docusaurus/core': '3' } }),
      'conf/docusaurus.config.js': "module.exports = { url: 'https://docs.example.org', baseUrl: '/', staticDirectories: ['./docs/static/'], presets: [['@docusaurus/preset-classic', { docs: { path: 'docs', routeBasePath: '/' }, blog: false }]] };",
      'docs/index.md': '---\nslug: /\n---\n',
      'docs/guide/intro.md': '',
      'docs/static/favicon.ico': '',
    }, {
      '/': 'docs/index.md',
      '/guide/intro': 'docs/guide/intro.md',
      '/favicon.ico': 'docs/static/favicon.ico',
      '/blog': null,
    }, { framework: 'docusaurus' });
  });

  it("path '../docs': the repository is the site, the current version under /docs/next, versions from website/", () => {
    expectMapped({
      'package.json': '{}',
      'website/package.json': '{"dependencies":{"@docusaurus/core":"3"}}',
      'website/docusaurus.config.ts': "import versions from './versions.json';\nexport default { presets: [['classic', { docs: { path: '../docs' } }]], plugins: [['content-docs', { id: 'arch', path: 'arch', routeBasePath: '/arch' }]] };",
      'website/versions.json': '["0.2"]',
      'website/versioned_docs/version-0.2/intro.md': '',
      'docs/intro.md': '',
      'website/arch/overview.md': '---\nslug: /start\n---\n',
      'website/src/pages/index.tsx': '',
    }, {
      '/': 'website/src/pages/index.tsx',
      '/docs/intro': 'website/versioned_docs/version-0.2/intro.md',
      '/docs/next/intro': 'docs/intro.md',
      '/docs/0.2/intro': null,
      '/arch/start': 'website/arch/overview.md',
    }, { framework: 'docusaurus' });
  });

  it('baseUrl `${BASE}/` from a const: pages and static files only under it; exclude replaces the defaults', () => {
    expectMapped({
      'docusaurus.config.js': "const BASE_URL = '/docs';\nmodule.exports = { baseUrl: `${BASE_URL}/`, presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', exclude: ['README.md'] } }]] };",
      'docs/index.md': '---\nslug: /\n---\n',
      'docs/README.md': '',
      'docs/_partial.md': '',
      'docs/updating/8-0.md': '',
      'docs/tutorial/2-taking-photos.md': '',
      'static/demo/a.html': '',
    }, {
      '/docs': 'docs/index.md',
      '/docs/_partial': 'docs/_partial.md',
      '/docs/updating/8-0': 'docs/updating/8-0.md',
      '/docs/tutorial/taking-photos': 'docs/tutorial/2-taking-photos.md',
      '/docs/demo/a.html': 'static/demo/a.html',
      '/updating/8-0': null,
      '/demo/a.html': null,
    });
  });

  it('a computed lastVersion leaves the unprefixed pages unknown; a version folder made at build time maps to the current docs', () => {
    expectMapped({
      'docusaurus.config.ts': "import { pick } from './v';\nexport default { presets: [['classic', { docs: { routeBasePath: '/', lastVersion: pick(), versions: { current: { path: 'nightly' } } } }]] };",
      'versions.json': '["2.0", "1.0"]',
      'docs/a.md': '',
      'versioned_docs/version-2.0/a.md': '',
      'versioned_docs/version-1.0/a.md': '',
      'static/favicon.ico': '',
    }, {
      '/nightly/a': 'docs/a.md',
      '/a': null,
      '/2.0/a': null,
      '/favicon.ico': 'static/favicon.ico',
    });
    expectMapped({
      'docusaurus.config.ts': "const last = '11.x';\nexport default { presets: [['classic', { docs: { routeBasePath: '/', includeCurrentVersion: false, lastVersion: last } }]] };",
      'versions.json': '["11.x", "10.x"]',
      'docs/a.md': '',
      'versioned_docs/version-10.x/a.md': '',
    }, {
      '/a': 'docs/a.md',
      '/10.x/a': 'versioned_docs/version-10.x/a.md',
      '/next/a': null,
      '/11.x/a': null,
    });
  });

  it('lastVersion behind an environment switch (`process.env.X ? a : undefined`): a plain build leaves it unset, so the newest version is at the base', () => {
    expectMapped({
      'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { lastVersion: process.env.PULL_REQUEST === 'true' ? 'current' : undefined } }]] };",
      'versions.json': '["stable"]',
      'docs/a.md': '',
      'versioned_docs/version-stable/a.md': '',
    }, {
      '/docs/a': 'versioned_docs/version-stable/a.md',
      '/docs/next/a': 'docs/a.md',
      '/docs/stable/a': null,
    });
    expectMapped({
      'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { lastVersion: !process.env.RELEASE ? 'current' : '1.0' } }]] };",
      'versions.json': '["1.0"]',
      'docs/a.md': '',
      'versioned_docs/version-1.0/a.md': '',
    }, {
      '/docs/a': 'docs/a.md',
      '/docs/1.0/a': 'versioned_docs/version-1.0/a.md',
    });
  });

  it('locales listed in an imported JSON file behind an environment switch; untranslated pages use the default file', () => {
    expectMapped({
      'docusaurus.config.ts': "import locales from './locales.json' with { type: 'json' };\nconst LOCALES = locales.map(({ locale }) => locale);\nexport default { i18n: { defaultLocale: 'en', locales: process.env.ONE ? [process.env.ONE] : LOCALES }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: { path: 'blog' } }]] };",
      'locales.json': '[{ "locale": "en" }, { "locale": "ja" }, { "locale": "zh-TW" }]',
      'docs/motivation.md': '',
      'blog/releases/11.0.md': '',
    }, {
      '/motivation': 'docs/motivation.md',
      '/ja/motivation': 'docs/motivation.md',
      '/zh-TW/motivation': 'docs/motivation.md',
      '/fr/blog/releases/11.0': null,
      '/ja/blog/releases/11.0': 'blog/releases/11.0.md',
      '/de/motivation': null,
    });
    // An i18n object a helper module exports (read as literals, never run).
    expectMapped({
      'website/docusaurus.config.mjs': "import i18n from './i18n.mjs';\nexport default { i18n, presets: [['classic', { docs: { path: '../docs' } }]] };",
      'website/i18n.mjs': "const locales = ['en', 'ja'];\nexport default { defaultLocale: 'en', locales };",
      'docs/cli.md': '',
    }, { '/ja/docs/cli': 'docs/cli.md', '/fr/docs/cli': null });
  });

  it('a category index (index, README, the folder name) is served at its folder whatever its front-matter id', () => {
    expectMapped({
      'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
      'docs/users/index.mdx': '---\nid: index\n---\n',
      'docs/users/Shared_Configs.mdx': '---\nid: configs\n---\n',
      'docs/guide/guide.md': '---\nid: start\n---\n',
    }, {
      '/users': 'docs/users/index.mdx',
      '/users/index': null,
      '/users/configs': 'docs/users/Shared_Configs.mdx',
      '/users/shared-configs': null,
      '/guide': 'docs/guide/guide.md',
      '/guide/start': null,
    }, { framework: 'docusaurus' });
  });
  it('a blog post found only in a locale folder is not built: the blog lists posts from blog/ and takes their translations from i18n/', () => {
    expectMapped({
      'package.json': '{"dependencies":{"@docusaurus/core":"3"}}',
      'docusaurus.config.js': "module.exports = { i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, presets: [['classic', { blog: {} }]] };",
      'blog/2022-06-21-release.md': '',
      'i18n/zh/docusaurus-plugin-content-blog/2022-06-21-release.md': '',
      'i18n/zh/docusaurus-plugin-content-blog/2020-12-14-only-zh.md': '',
    }, {
      '/blog/2022/06/21/release': 'blog/2022-06-21-release.md',
      '/zh/blog/2022/06/21/release': 'i18n/zh/docusaurus-plugin-content-blog/2022-06-21-release.md',
      '/zh/blog/2020/12/14/only-zh': null,
      '/blog/2020/12/14/only-zh': null,
    }, { framework: 'docusaurus' });
  });
  it('one build per locale on its own domain (defaultLocale from the environment, url picked from a map by it): the audited domain chooses the locale', () => {
    const site = {
      'package.json': '{"dependencies":{"@docusaurus/core":"3"}}',
      'docusaurus.config.ts': "const locale = process.env.DOC_LANG || 'en';\nconst urlMap = { en: 'https://docs.example.com', zh: 'https://docs.example.cn' };\nexport default { url: urlMap[locale], baseUrl: '/', i18n: { defaultLocale: locale, locales: [locale] }, presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
      'docs/intro.md': '',
      'i18n/zh/docusaurus-plugin-content-docs/current/intro.md': '',
    };
    expectMapped(site, { '/intro': 'i18n/zh/docusaurus-plugin-content-docs/current/intro.md' }, { domain: 'docs.example.cn', framework: 'docusaurus' });
    expectMapped(site, { '/intro': 'docs/intro.md' }, { domain: 'docs.example.com', framework: 'docusaurus' });
  });
  it('a literal `include` list leaves out the content files none of its globs matches', () => {
    expectMapped({
      'package.json': '{"dependencies":{"@docusaurus/core":"3"}}',
      'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { include: ['**/*.md'] } }]] };",
      'docs/intro.md': '',
      'docs/widget.mdx': '',
    }, { '/docs/intro': 'docs/intro.md', '/docs/widget': null }, { framework: 'docusaurus' });
  });
});

describe('Docusaurus: category index by the names as written', () => {
  it("Docusaurus: a category index is the folder's own name as written, number prefix included", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.js': "module.exports = { url: 'https://x.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'main' } }]] };",
      'docs/governance/00_governance.md': '# G',
      'docs/governance/01_voting.md': '# V',
      'docs/02-guide/02-guide.md': '# Guide',
    }, {
      '/main/governance/governance': 'docs/governance/00_governance.md',
      '/main/governance/voting': 'docs/governance/01_voting.md',
      '/main/guide': 'docs/02-guide/02-guide.md',
    }, { framework: 'docusaurus' });
  });
});

describe('Docusaurus: routes a local plugin adds', () => {
  it('addRoute({ path, component }) with a literal path in a plugin module the config lists is that page, rendered by the component', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.ts': "import path from 'path';\nexport default {\n  baseUrl: '/',\n  plugins: [path.resolve(__dirname, './src/plugins/apps/index.ts')],\n  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/docs/' } }]],\n};\n",
      'src/plugins/apps/index.ts': "export default async function appsPlugin() {\n  const apps = await (await fetch('https://example.com/apps.json')).json();\n  return {\n    name: 'apps-plugin',\n    async contentLoaded({ actions }) {\n      actions.addRoute({ path: '/apps', component: '@site/src/plugins/apps/components/index.tsx', exact: true });\n      actions.addRoute({ path: '/apps/:id', component: '@site/src/plugins/apps/components/app.tsx' });\n    },\n  };\n}\n",
      'src/plugins/apps/components/index.tsx': 'export default function Apps() { return null; }',
      'src/plugins/apps/components/app.tsx': 'export default function App() { return null; }',
      'docs/intro.md': '# x',
    }, {
      '/apps': 'src/plugins/apps/components/index.tsx',
      '/apps/slack': null,
      '/docs/intro': 'docs/intro.md',
    }, { framework: 'docusaurus' });
  });
});

describe('Docusaurus: a route plugin imported by name', () => {
  it('a plugin function the config imports is read in its own module (the plugin object it returns)', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.ts': "import peoplePagesPlugin from './plugins/people-pages';\nexport default async function createConfig() {\n  return {\n    baseUrl: '/',\n    plugins: [peoplePagesPlugin],\n    presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/docs/' } }]],\n  };\n}\n",
      'plugins/people-pages/index.ts': "export default async function peoplePagesPlugin() {\n  return {\n    name: 'people-pages',\n    async contentLoaded({ actions }) {\n      const { addRoute } = actions;\n      addRoute({ path: '/people/', component: '@site/src/components/PeopleIndexPage/index.tsx', exact: true });\n    },\n  };\n}\n",
      'src/components/PeopleIndexPage/index.tsx': 'export default function People() { return null; }',
      'docs/intro.md': '# x',
    }, { '/people/': 'src/components/PeopleIndexPage/index.tsx', '/docs/intro': 'docs/intro.md' }, { framework: 'docusaurus' });
  });
});

describe('Docusaurus: a doc holding only a meta refresh', () => {
  it('a Markdown doc whose body is only a meta refresh writes a redirect page; a doc with text is a page', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3' } }),
      'docusaurus.config.js': "module.exports = { baseUrl: '/', presets: [['@docusaurus/preset-classic', { docs: { path: 'docs' } }]] };",
      'docs/index.md': '---\n\n---\n<meta http-equiv="refresh" content="0; url=https://oclif.io/docs/introduction.html" />\n',
      'docs/introduction.md': '# Intro\n\nText.\n',
    }, { '/docs/': null, '/docs/introduction': 'docs/introduction.md' }, { framework: 'docusaurus' });
  });
});
