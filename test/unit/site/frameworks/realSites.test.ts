// Layouts of real public sites (file lists + hand-written routing facts in test/fixtures/sites): published URLs → source files.
import assert from 'node:assert/strict';
import { detectFramework } from '../../../../src/core/site/detect';
import { docusaurus } from '../../../../src/core/site/frameworks/docusaurus';
import { eleventy } from '../../../../src/core/site/frameworks/eleventy';
import { gatsby } from '../../../../src/core/site/frameworks/gatsby';
import { hugo } from '../../../../src/core/site/frameworks/hugo';
import { jekyll } from '../../../../src/core/site/frameworks/jekyll';
import { mkdocs } from '../../../../src/core/site/frameworks/mkdocs';
import { vitepress } from '../../../../src/core/site/frameworks/vitepress';
import type { Framework } from '../../../../src/core/site/types';
import { fixtureFiles, fixtureNames } from './fixtureFiles';
import { expectNoRoute, expectRoutes } from './helpers';

const OWN: Record<string, Framework> = {
  'hugo-hugoDocs': hugo,
  'jekyll-jekyll': jekyll,
  'eleventy-11ty-website': eleventy,
  'eleventy-base-blog': eleventy,
  'docusaurus-rocketmq-site': docusaurus,
  'vitepress-vitepress': vitepress,
  'mkdocs-mkdocs': mkdocs,
  'mkdocs-mkdocs-material': mkdocs,
  'gatsby-gatsby-starter-blog': gatsby,
};
const ALL = [hugo, jekyll, eleventy, docusaurus, vitepress, mkdocs, gatsby];

describe('SSG frameworks on real sites', () => {
  describe('detection', () => {
    for (const name of Object.keys(OWN)) {
      it(`${name}: its own framework > 0.5, the others ≈ 0`, () => {
        const files = fixtureFiles(name);
        for (const fw of ALL) {
          const score = fw.detect(files);
          if (fw === OWN[name]) assert.ok(score > 0.5, `${fw.id} on ${name}: ${score}`);
          else assert.ok(score <= 0.1, `${fw.id} on ${name}: ${score}`);
        }
      });
    }
    it('the whole registry (detectFramework) picks each fixture\'s own framework', () => {
      for (const [name, fw] of Object.entries(OWN)) assert.equal(detectFramework(fixtureFiles(name)).framework.id, fw.id, name);
    });
    it('covers every fixture folder', () => {
      assert.deepEqual(fixtureNames().filter((n) => OWN[n] === undefined && /^(hugo|jekyll|eleventy|docusaurus|vitepress|mkdocs|gatsby)-/.test(n)), []);
    });
  });

  it('a listed file missing from the fixture folder is indexed and reads as undefined (no front matter)', () => {
    const files = fixtureFiles('gatsby-gatsby-starter-blog');
    assert.ok(files.has('content/blog/hello-world/index.md'));
    assert.equal(files.read('content/blog/hello-world/index.md'), undefined);
    assert.ok(files.read('gatsby-node.js')?.includes('createFilePath'));
    assert.equal(files.read('files.txt'), undefined, 'not listed, so not readable');
  });

  it('Hugo (gohugoio/hugoDocs): module mount content/en, lowercased paths, aliases, cascade, content adapter', () => {
    const t = hugo.compile(fixtureFiles('hugo-hugoDocs'));
    expectRoutes(t, {
      '/': 'content/en/_index.md',
      '/functions/strings/contains': 'content/en/functions/strings/Contains.md',
      '/content-management/urls': 'content/en/content-management/urls.md',
      '/quick-reference/glossary': 'content/en/quick-reference/glossary/_index.md',
      // aliases (hugoDocs serves them as Netlify redirects: disableAliases = true)
      '/functions/strings.contains': null,
      '/getting-started/glossary': null,
      '/news': 'content/en/news/_index.md',
      '/news/page/2': 'content/en/news/_index.md',
      // The fixture lists news/_content.gotmpl without its code: which pages it adds is unknown (hugoDocs builds
      // them from remote release data, gohugo.io/content-management/content-adapters/).
      '/news/hugo-0-150-0-released': null,
      '/categories/functions': null,
    });
    assert.match(t.resolve('/functions/strings.contains')?.reason ?? '', /redirect to \/functions\/strings\/contains\/ \(aliases in /);
    // glossary terms: cascade build.render = never; _common: headless snippets
    expectNoRoute(t, '/functions/strings/Contains', '/quick-reference/glossary/action', '/_common/permalink-tokens', '/en/functions/strings/contains');
  });

  it('Jekyll (jekyll/jekyll docs/): collections, posts permalink, page permalinks, redirect_from', () => {
    const t = jekyll.compile(fixtureFiles('jekyll-jekyll'));
    expectRoutes(t, {
      '/': 'pages/index.html',
      '/docs': '_docs/index.md',
      '/docs/step-by-step/01-setup': '_docs/step-by-step/01-setup.md',
      '/docs/configuration/options': '_docs/configuration/options.md',
      '/news/2025/01/27/jekyll-4-4-0-released': '_posts/2025-01-27-jekyll-4-4-0-released.markdown',
      '/news': 'pages/news.html',
      '/philosophy': 'pages/philosophy.md',
      '/tutorials/home': '_tutorials/index.md',
      // jekyll-redirect-from: redirect pages, no source of their own
      '/docs/quickstart': null,
      '/docs/resources': null,
      '/resources': 'pages/resources.md',
      '/github.html': null,
    });
    assert.match(t.resolve('/docs/quickstart')?.reason ?? '', /redirect_from/);
    expectNoRoute(t, '/pages/philosophy.html', '/readme', '/_docs/index');
  });

  it('Eleventy (11ty/11ty-website): input dir src/, directory data permalink with fileSlug, pagination, webc', () => {
    const t = eleventy.compile(fixtureFiles('eleventy-11ty-website'));
    expectRoutes(t, {
      '/': 'src/index.webc',
      '/docs': 'src/docs/index.webc',
      '/docs/permalinks': 'src/docs/permalinks.md',
      '/docs/plugins/image': 'src/docs/plugins/image.md',
      '/blog/discord': 'src/blog/2020-08-10-discord.md',
      '/api/urls.json': 'src/api/urls.11ty.js',
      // author-pages.md paginates over src/_data/authors.js, computed at build time: which authors exist is unknown,
      // so no author URL is claimed (a template named for any value would be a file for pages that do not exist)
      '/authors/zach-leatherman': null,
    });
    assert.match(t.resolve('/blog/discord')?.reason ?? '', /src\/blog\/blog\.json/);
    // .gitignore'd and dated-stem URLs don't exist
    expectNoRoute(t, '/docs/server-api', '/blog/2020-08-10-discord', '/src/docs/permalinks');
  });

  it('Eleventy (11ty/eleventy-base-blog): content/ input, folder-named index, JS front matter permalink function', () => {
    const t = eleventy.compile(fixtureFiles('eleventy-base-blog'));
    expectRoutes(t, {
      '/': 'content/index.njk',
      '/about': 'content/about.md',
      '/blog': 'content/blog.njk',
      '/blog/firstpost': 'content/blog/firstpost.md',
      '/blog/fourthpost': 'content/blog/fourthpost/fourthpost.md',
      // the tag pages paginate over collections: one page per tag the posts carry (thirdpost.md: "second tag")
      '/tags/second-tag': 'content/tag-pages.njk',
      '/tags/posts-with-two-tags': 'content/tag-pages.njk',
      '/404.html': 'content/404.md',
      '/sitemap.xml': 'content/sitemap.xml.njk',
    });
    expectNoRoute(t, '/blog/fourthpost/fourthpost', '/content/about', '/tags/no-such-tag');
  });

  it('Docusaurus (apache/rocketmq-site): versions, number prefixes, i18n, several blogs, pages', () => {
    const t = docusaurus.compile(fixtureFiles('docusaurus-rocketmq-site'));
    expectRoutes(t, {
      '/': 'src/pages/index.js',
      // lastVersion 5.0 at /docs, slug: / ; the default locale (en) reads its translation from i18n/en
      '/docs': 'i18n/en/docusaurus-plugin-content-docs/version-5.0/01-introduction/01whychoose.md',
      '/docs/quickStart/01quickstart': 'i18n/en/docusaurus-plugin-content-docs/version-5.0/02-quickStart/01quickstart.md',
      '/zh/docs/quickStart/01quickstart': 'versioned_docs/version-5.0/02-quickStart/01quickstart.md',
      // current version at its custom path /4.x
      '/docs/4.x/introduction/02whatis': 'i18n/en/docusaurus-plugin-content-docs/current/00-introduction/02whatis.md',
      '/zh/docs/4.x/introduction/02whatis': 'docs/00-introduction/02whatis.md',
      '/news/01': 'news/01.md',
      '/release-notes/2017/01/24/4.0.0': 'release-notes/2017-01-24-4.0.0.md',
      '/blog/mse': 'blog/mse.mdx',
      '/download': 'src/pages/download.md',
      '/events/meetup西安': 'events/meetup西安.md',
      '/blog/page/2': null,
    });
    expectNoRoute(t, '/docs/01-introduction/01whychoose', '/docs/next/introduction/02whatis', '/docs/4.x/00-introduction/02whatis');
  });

  it('VitePress (vuejs/vitepress docs/): rewrites en/:rest*, cleanUrls, locales', () => {
    const t = vitepress.compile(fixtureFiles('vitepress-vitepress'));
    expectRoutes(t, {
      '/': 'en/index.md',
      '/guide/routing': 'en/guide/routing.md',
      '/guide/routing.html': 'en/guide/routing.md',
      '/reference/site-config': 'en/reference/site-config.md',
      '/zh/guide/routing': 'zh/guide/routing.md',
      '/zh': 'zh/index.md',
    });
    expectNoRoute(t, '/en/guide/routing', '/public/pure');
  });

  it('MkDocs (mkdocs/mkdocs): directory URLs, README index, redirects plugin, exclude_docs', () => {
    const t = mkdocs.compile(fixtureFiles('mkdocs-mkdocs'));
    expectRoutes(t, {
      '/': 'docs/index.md',
      '/getting-started': 'docs/getting-started.md',
      '/user-guide': 'docs/user-guide/README.md',
      '/user-guide/configuration': 'docs/user-guide/configuration.md',
      '/about/release-notes': 'docs/about/release-notes.md',
      // mkdocs-redirects writes an HTML redirect page: no source file.
      '/user-guide/plugins': null,
    });
    expectNoRoute(t, '/getting-started.html', '/hooks', '/docs/index');
  });

  it('MkDocs (squidfunk/mkdocs-material): site_url prefix and the blog plugin', () => {
    const t = mkdocs.compile(fixtureFiles('mkdocs-mkdocs-material'));
    expectRoutes(t, {
      '/mkdocs-material': 'docs/index.md',
      '/mkdocs-material/setup/changing-the-colors': 'docs/setup/changing-the-colors.md',
      '/mkdocs-material/blog': 'docs/blog/index.md',
      '/mkdocs-material/blog/2022/09/12/blog-support-just-landed': 'docs/blog/posts/blog-support-just-landed.md',
      '/mkdocs-material/blog/2023/11/30/adding-a-badge-to-your-project': 'docs/blog/posts/adding-a-badge-to-your-project.md',
      '/mkdocs-material/blog/page/2': null,
    });
    expectNoRoute(t, '/mkdocs-material/blog/posts/blog-support-just-landed');
  });

  it('Gatsby (gatsbyjs/gatsby-starter-blog): src/pages and createFilePath posts', () => {
    const t = gatsby.compile(fixtureFiles('gatsby-gatsby-starter-blog'));
    expectRoutes(t, {
      '/': 'src/pages/index.js',
      '/using-typescript': 'src/pages/using-typescript.tsx',
      '/404': 'src/pages/404.js',
      '/hello-world': 'content/blog/hello-world/index.md',
      '/new-beginnings': 'content/blog/new-beginnings/index.md',
      '/somewhere-else': null,
    });
  });

  it('affects() names config and content files, not unrelated ones', () => {
    assert.ok(hugo.affects('hugo.toml') && hugo.affects('content/en/a.md') && !hugo.affects('assets/app.css'));
    assert.ok(jekyll.affects('_config.yml') && jekyll.affects('_posts/2020-01-01-a.md') && !jekyll.affects('_site/a.css'));
    assert.ok(eleventy.affects('eleventy.config.js') && eleventy.affects('src/blog/blog.11tydata.js') && !eleventy.affects('src/img/a.png'));
    assert.ok(docusaurus.affects('docusaurus.config.ts') && docusaurus.affects('versions.json') && !docusaurus.affects('static/img/a.png'));
    assert.ok(vitepress.affects('.vitepress/config.ts') && vitepress.affects('guide/a.md') && !vitepress.affects('public/a.png'));
    assert.ok(mkdocs.affects('mkdocs.yml') && mkdocs.affects('docs/a.md') && !mkdocs.affects('docs/css/a.css'));
    assert.ok(gatsby.affects('gatsby-node.js') && gatsby.affects('src/pages/a.tsx') && !gatsby.affects('static/a.png'));
  });
});
