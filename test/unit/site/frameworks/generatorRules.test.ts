// Each generator's routing rules on small in-memory sites: the tricky cases the real sites don't cover.
import assert from 'node:assert/strict';
import { docusaurus } from '../../../../src/core/site/frameworks/docusaurus';
import { eleventy } from '../../../../src/core/site/frameworks/eleventy';
import { gatsby } from '../../../../src/core/site/frameworks/gatsby';
import { hugo } from '../../../../src/core/site/frameworks/hugo';
import { jekyll } from '../../../../src/core/site/frameworks/jekyll';
import { mkdocs } from '../../../../src/core/site/frameworks/mkdocs';
import { vitepress } from '../../../../src/core/site/frameworks/vitepress';
import { Computed, readCode } from '../../../../src/core/site/frameworks/kit/code';
import { memoryFiles } from './fixtureFiles';
import { expectNoRoute, expectRoutes } from './helpers';

describe('SSG routing rules', () => {
  it('Hugo: permalinks, slug, url, drafts, languages, uglyURLs, leaf-bundle resources, baseURL path', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.toml': [
        "baseURL = 'https://example.org/site/'",
        "defaultContentLanguage = 'en'",
        '[languages.en]\nweight = 1\n[languages.fr]\nweight = 2',
        "[permalinks.page]\nposts = '/:year/:month/:slug/'",
        '[uglyURLs]\nnotes = true',
      ].join('\n'),
      'content/_index.md': '---\ntitle: Home\n---\n',
      'content/posts/_index.md': '---\ntitle: Posts\n---\n',
      'content/posts/first.md': "+++\ntitle = 'My First Post'\ndate = 2024-03-05T10:00:00Z\n+++\n",
      'content/posts/second.md': '---\ntitle: Second\nslug: custom-slug\ndate: 2023-12-01\naliases: [/old/second, legacy]\n---\n',
      'content/posts/wip.md': '---\ntitle: WIP\ndraft: true\ndate: 2024-01-01\n---\n',
      'content/about.md': '---\ntitle: About\nslug: about-us\n---\n',
      'content/about.fr.md': '---\ntitle: À propos\n---\n',
      'content/legal.md': '---\nurl: /terms-and-conditions/\n---\n',
      'content/notes/Idea One.md': '---\ntitle: x\n---\n',
      'content/bundle/index.md': '---\ntitle: Bundle\n---\n',
      'content/bundle/extra.md': '---\ntitle: resource\n---\n',
    }));
    expectRoutes(t, {
      '/site': 'content/_index.md',
      '/site/2024/03/my-first-post': 'content/posts/first.md',
      '/site/2023/12/custom-slug': 'content/posts/second.md',
      // an alias is a redirect page to the post: no source of its own (gohugo.io/content-management/urls, Aliases)
      '/site/old/second': null,
      '/site/about-us': 'content/about.md',
      '/site/fr/about': 'content/about.fr.md',
      '/site/fr': null,
      '/site/terms-and-conditions': 'content/legal.md',
      '/site/notes/idea-one.html': 'content/notes/Idea One.md',
      '/site/bundle': 'content/bundle/index.md',
      '/site/posts': 'content/posts/_index.md',
      '/site/tags/go': null,
    });
    expectNoRoute(t, '/site/2024/01/wip', '/site/posts/wip', '/site/bundle/extra', '/site/about', '/site/posts/first');
  });

  it('Hugo: defaultContentLanguageInSubdir and per-language contentDir', () => {
    const t = hugo.compile(memoryFiles({
      'hugo.yaml': 'defaultContentLanguageInSubdir: true\nlanguages:\n  en:\n    contentDir: content/english\n  de:\n    contentDir: content/german\n',
      'content/english/docs/start.md': '',
      'content/german/docs/start.md': '',
    }));
    expectRoutes(t, { '/en/docs/start': 'content/english/docs/start.md', '/de/docs/start': 'content/german/docs/start.md' });
    expectNoRoute(t, '/docs/start');
  });

  it('Jekyll: pretty permalinks, categories, drafts excluded, baseurl, unpublished, collections without output', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': 'baseurl: /blog\npermalink: pretty\ncollections:\n  recipes:\n    output: false\n  guides:\n    output: true\n    permalink: /g/:name\n',
      // plain Jekyll (not the github-pages gem, whose default plugins render Markdown without front matter)
      Gemfile: "gem 'jekyll'\n",
      '_posts/2021-02-03-Hello-World.md': '---\ntitle: Hello\ncategories: [News, Tech]\n---\n',
      'travel/_posts/2020-05-06-trip.md': '---\ntitle: Trip\n---\n',
      '_posts/2020-01-01-hidden.md': '---\npublished: false\n---\n',
      '_drafts/soon.md': '---\ntitle: Soon\n---\n',
      '_recipes/cake.md': '---\ntitle: Cake\n---\n',
      '_guides/Setup Guide.md': '---\ntitle: Setup\n---\n',
      'about.md': '---\ntitle: About\n---\n',
      'plain.html': '<p>no front matter</p>',
      'notes.md': 'no front matter',
      'node_modules/x/index.html': '---\n---\n',
    }));
    expectRoutes(t, {
      '/blog/news/tech/2021/02/03/Hello-World': '_posts/2021-02-03-Hello-World.md',
      '/blog/travel/2020/05/06/trip': 'travel/_posts/2020-05-06-trip.md',
      '/blog/about': 'about.md',
      '/blog/plain.html': 'plain.html',
      '/blog/g/setup-guide': '_guides/Setup Guide.md',
    });
    expectNoRoute(t, '/blog/2020/01/01/hidden', '/blog/soon', '/blog/recipes/cake', '/blog/notes', '/blog/node_modules/x');
  });

  it('Eleventy: permalink false, .eleventyignore, {{ title | slugify }}, index and drafts', () => {
    const t = eleventy.compile(memoryFiles({
      '.eleventy.js': 'module.exports = function (c) { c.addPreprocessor("drafts", "*", (d) => { if (d.draft) return false; }); return { dir: { input: "src" } }; };',
      '.eleventyignore': 'src/private/\n',
      'src/index.md': '---\ntitle: Home\n---\n',
      'src/posts/My Post.md': '---\ntitle: "It\'s a Fine Day!"\npermalink: "/p/{{ title | slugify }}/"\n---\n',
      'src/hidden.md': '---\npermalink: false\n---\n',
      'src/draft.md': '---\ndraft: true\n---\n',
      'src/private/secret.md': '---\n---\n',
      'src/_includes/base.njk': '',
      'src/about/index.njk': '',
    }));
    expectRoutes(t, { '/': 'src/index.md', '/p/its-a-fine-day': 'src/posts/My Post.md', '/about': 'src/about/index.njk' });
    expectNoRoute(t, '/hidden', '/draft', '/private/secret', '/_includes/base', '/posts/My Post');
  });

  it('Docusaurus: docs-only routeBasePath /, index docs, relative and absolute slugs, ids, drafts, i18n, baseUrl', () => {
    const t = docusaurus.compile(memoryFiles({
      'docusaurus.config.ts': "export default { baseUrl: '/prod/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false } satisfies Options]] };",
      'versions.json': '["2.0"]',
      'docs/intro.md': '---\nslug: /\n---\n',
      'docs/01-guides/02-install.md': '',
      'docs/01-guides/01-guides.md': '',
      'docs/api/README.mdx': '',
      'docs/api/client.md': '---\nslug: http-client\n---\n',
      'docs/api/server.md': '---\nid: srv\n---\n',
      'docs/_partial.md': '',
      'docs/wip.md': '---\ndraft: true\n---\n',
      'versioned_docs/version-2.0/01-guides/02-install.md': '',
      'i18n/fr/docusaurus-plugin-content-docs/current/01-guides/02-install.md': '',
      'src/pages/about.tsx': '',
      'src/pages/_hidden.tsx': '',
      'blog/2021-01-02-x.md': '',
    }));
    expectRoutes(t, {
      '/prod/next': 'docs/intro.md',
      '/prod/next/guides/install': 'docs/01-guides/02-install.md',
      '/prod/guides/install': 'versioned_docs/version-2.0/01-guides/02-install.md',
      '/prod/next/guides': 'docs/01-guides/01-guides.md',
      '/prod/next/api': 'docs/api/README.mdx',
      '/prod/next/api/http-client': 'docs/api/client.md',
      '/prod/next/api/srv': 'docs/api/server.md',
      '/prod/fr/next/guides/install': 'i18n/fr/docusaurus-plugin-content-docs/current/01-guides/02-install.md',
      '/prod/fr/guides/install': 'versioned_docs/version-2.0/01-guides/02-install.md',
      '/prod/about': 'src/pages/about.tsx',
    });
    expectNoRoute(t, '/prod/next/wip', '/prod/next/_partial', '/prod/_hidden', '/prod/blog/2021/01/02/x', '/prod/next/01-guides/02-install');
  });

  it('Docusaurus: dated blog posts, folder posts and slug front matter', () => {
    const t = docusaurus.compile(memoryFiles({
      'docusaurus.config.js': 'module.exports = { presets: [["@docusaurus/preset-classic", {}]] };',
      'blog/2021-01-02-welcome.md': '',
      'blog/2022-03-04-big-news/index.md': '',
      'blog/custom.md': '---\nslug: /launch\n---\n',
      'blog/authors.yml': '',
    }));
    expectRoutes(t, {
      '/blog/2021/01/02/welcome': 'blog/2021-01-02-welcome.md',
      '/blog/2022/03/04/big-news': 'blog/2022-03-04-big-news/index.md',
      '/blog/launch': 'blog/custom.md',
      '/blog/tags/release': null,
    });
  });

  it('VitePress: srcDir, .html URLs without cleanUrls, dynamic [param] routes, srcExclude', () => {
    const t = vitepress.compile(memoryFiles({
      '.vitepress/config.mts': "export default defineConfig({ srcDir: './src', base: '/docs/', srcExclude: ['**/drafts/**'] })",
      'src/index.md': '',
      'src/guide/intro.md': '',
      'src/packages/[pkg].md': '',
      'src/packages/[pkg].paths.ts': '',
      'src/drafts/idea.md': '',
    }));
    expectRoutes(t, {
      '/docs': 'src/index.md',
      '/docs/guide/intro.html': 'src/guide/intro.md',
      '/docs/guide/intro': 'src/guide/intro.md',
      '/docs/packages/vue': 'src/packages/[pkg].md',
    });
    expectNoRoute(t, '/docs/drafts/idea.html', '/docs/packages/vue/extra');
  });

  it('MkDocs: use_directory_urls false, docs_dir, index over README', () => {
    const t = mkdocs.compile(memoryFiles({
      'mkdocs.yml': 'site_name: X\ndocs_dir: pages\nuse_directory_urls: false\nextra:\n  key: !ENV [X, default]\n',
      'pages/index.md': '',
      'pages/README.md': '',
      'pages/guide/setup.md': '',
      'pages/.hidden/x.md': '',
    }));
    // A dot folder is left out of the build (exclude_docs' default `.*`): answered as no source, with the reason.
    expectRoutes(t, { '/': 'pages/index.md', '/guide/setup.html': 'pages/guide/setup.md', '/guide/setup': 'pages/guide/setup.md', '/.hidden/x.html': null });
    // MkDocs names README.md `index` and leaves it out when the folder has an index.md too (structure/files.py).
    expectNoRoute(t, '/guide/setup/x', '/README.html');
  });

  it('Gatsby: collection routes by front matter slug, client-only routes, pathPrefix', () => {
    const t = gatsby.compile(memoryFiles({
      'gatsby-config.ts': "const config = { pathPrefix: '/site', plugins: [] }; export default config;",
      'src/pages/blog/{mdx.frontmatter__slug}.tsx': '',
      'src/pages/app/[...rest].tsx': '',
      'src/pages/users/[id].js': '',
      'src/pages/_private.js': '',
      'content/posts/one.mdx': '---\nslug: hello-world\n---\n',
      'content/posts/two.mdx': '---\ntitle: no slug\n---\n',
    }));
    expectRoutes(t, {
      '/site/blog/hello-world': 'content/posts/one.mdx',
      '/site/blog/other': 'src/pages/blog/{mdx.frontmatter__slug}.tsx',
      '/site/app/a/b': 'src/pages/app/[...rest].tsx',
      '/site/users/42': 'src/pages/users/[id].js',
    });
    expectNoRoute(t, '/site/_private', '/site/users/42/edit');
  });

  it('reads JS config literals statically, never running them', () => {
    const src = "export default { a: 'x', b: [1, true, `t`], c: { d: process.env.X }, e() { return 1 }, f: require('y') } satisfies C;";
    const parsed = readCode(src);
    assert.ok(parsed.ok);
    const v = parsed.exported as Record<string, unknown>;
    assert.equal(v.a, 'x');
    assert.deepEqual(v.b, [1, true, 't']);
    assert.ok((v.c as Record<string, unknown>).d instanceof Computed);
    assert.ok(v.e instanceof Computed && v.f instanceof Computed);
    assert.equal(readCode('// path: "commented"\nconst o = { path: "real" }').values('path')[0], 'real');
    assert.equal(readCode('const s = "path: fake"; const o = { path: `x` }').values('path')[0], 'x');
  });

  it('survives hostile or broken input', () => {
    const files = memoryFiles({
      'hugo.toml': 'baseURL = [unterminated',
      '_config.yml': ': : :\n\t- [',
      'docusaurus.config.js': 'module.exports = { presets: [["classic", { docs: { path: `${',
      '.vitepress/config.js': 'export default { rewrites: { "(": ")" } }',
      'mkdocs.yml': '!!python/object:os.system ls',
      'gatsby-config.js': '{{{{',
      'eleventy.config.js': 'export const config = { dir: { input: 42 } }',
      'content/x.md': '---\nurl: "%E0%A4%A"\naliases: [null, 3, "/ok"]\n---\n',
    });
    for (const fw of [hugo, jekyll, eleventy, docusaurus, vitepress, mkdocs, gatsby]) {
      const t = fw.compile(files);
      for (const p of ['/', '/x', '/%00', '/../../etc/passwd', '/a'.repeat(500)]) t.resolve(p);
    }
    assert.equal(hugo.compile(files).resolve('/ok')?.kind, 'redirect');
  });
});
