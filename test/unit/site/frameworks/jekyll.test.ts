// Jekyll: front-matter redirects (jekyll-redirect-from) and collection files without front matter.
import assert from 'node:assert/strict';
import { jekyll } from '../../../../src/extension/site/frameworks/index';
import { memoryFiles } from './fixtureFiles';
import { expectNoRoute, expectRoutes } from './helpers';

describe('Jekyll', () => {
  const pages = {
    'guide.md': '---\npermalink: /guide/\nredirect_from: [/old-guide/, /docs/guide.html]\n---\n',
    'analytics/index.html': '---\nredirect_to: https://stats.example.org/\n---\n',
    '_articles/start.md': '---\ntitle: Start\n---\n',
    '_articles/README.md': '# no front matter',
  };

  it('with jekyll-redirect-from, redirect_from paths and redirect_to pages are redirects: no source', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': 'plugins: [jekyll-redirect-from]\ncollections:\n  articles:\n    output: true\n    permalink: /:path/\n',
      ...pages,
    }));
    expectRoutes(t, { '/guide': 'guide.md', '/old-guide': null, '/docs/guide.html': null, '/analytics': null, '/start': '_articles/start.md' });
    assert.equal(t.resolve('/old-guide')?.kind, 'redirect');
    assert.match(t.resolve('/analytics')?.reason ?? '', /redirect to https:\/\/stats\.example\.org\/ \(redirect_to in analytics\/index\.html\)/);
    // a collection file without front matter is copied as a static file, not rendered as a document
    expectNoRoute(t, '/README');
  });

  it('without the plugin, redirect_from does nothing and a redirect_to page is an ordinary page', () => {
    const t = jekyll.compile(memoryFiles({ '_config.yml': 'title: x\n', ...pages }));
    expectRoutes(t, { '/guide': 'guide.md', '/analytics': 'analytics/index.html' });
    expectNoRoute(t, '/old-guide');
  });

  it('GitHub Pages builds (github-pages gem, or no Gemfile): Markdown without front matter is a page, a README is its folder\'s index', () => {
    const site = {
      '_config.yml': 'title: x\n',
      'guide.md': '# no front matter',
      'LICENSE.md': 'text',
      'README.md': '# repo readme',
      'docs/README.md': '# docs readme',
      'docs/setup.md': '# setup',
      'api/index.md': '---\n---\n',
      'api/README.md': '# not the index: api has one',
    };
    for (const gemfile of [undefined, "gem 'github-pages', group: :jekyll_plugins\n"]) {
      const t = jekyll.compile(memoryFiles({ ...site, ...(gemfile ? { Gemfile: gemfile } : {}) }));
      expectRoutes(t, { '/': 'README.md', '/guide.html': 'guide.md', '/docs/': 'docs/README.md', '/docs/setup.html': 'docs/setup.md', '/api/': 'api/index.md' });
      expectNoRoute(t, '/LICENSE.html', '/README.html', '/api/README.html');
    }
    const plain = jekyll.compile(memoryFiles({ ...site, Gemfile: "gem 'jekyll'\n" }));
    expectNoRoute(plain, '/', '/guide.html', '/docs/');
    const opted = jekyll.compile(memoryFiles({ ...site, '_config.yml': 'require_front_matter: true\nreadme_index:\n  enabled: false\n' }));
    expectNoRoute(opted, '/', '/guide.html');
  });

  it('files without front matter are copied as they are, at their own path; files with it are rendered', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': 'permalink: pretty\nexclude: [Rakefile]\n',
      Gemfile: "gem 'jekyll'\n",
      'security.asc': '-----BEGIN PGP PUBLIC KEY BLOCK-----',
      'en/about/license.txt': 'Ruby is copyrighted free software',
      'en/feeds/news.rss': '---\nlayout: feed\n---\n',
      'notes.md': '# no front matter, no plugin that renders it',
      'Rakefile': 'task :default',
      '_drafts/x.txt': 'hidden',
    }));
    expectRoutes(t, { '/security.asc': 'security.asc', '/en/about/license.txt': 'en/about/license.txt', '/en/feeds/news.rss': 'en/feeds/news.rss', '/notes.md': 'notes.md' });
    assert.equal(t.resolve('/security.asc')?.kind, 'static');
    expectNoRoute(t, '/Rakefile', '/_drafts/x.txt', '/notes/', '/notes.html');
  });
});
