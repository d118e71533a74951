// Jekyll: front-matter redirects (jekyll-redirect-from) and collection files without front matter.
import assert from 'node:assert/strict';
import { jekyll } from '../../../../src/core/site/frameworks/index';
import { memoryFiles } from './fixtureFiles';
import { expectMapped, expectNoRoute, expectRoutes } from './helpers';

describe('Jekyll', () => {
  it('a page whose layout only sends the browser on (a meta refresh and a location script around {{ page.redirect }}) is a redirect', () => {
    expectMapped({
      '_config.yml': 'title: x\n',
      'Gemfile': "gem 'jekyll'\n",
      '_layouts/redirect.html': "---\nlayout: null\n---\n<!DOCTYPE html>\n<html>\n  <head>\n    <title>{{ site.title }} -- {{ page.title }}</title>\n    <meta http-equiv=\"refresh\" content=\"0; url={{ page.redirect }}\">\n  </head>\n  <body>\n    <script>\n      window.location = '{{ page.redirect }}';\n    </script>\n    <p>Moved <a href=\"{{ page.redirect }}\">{{ page.redirect }}</a></p>\n  </body>\n</html>\n",
      '_layouts/default.html': '<html><body>{{ content }}</body></html>\n',
      'lectures.html': '---\nlayout: redirect\nredirect: /2020/\n---\n',
      'about.md': '---\nlayout: default\n---\nx\n',
    }, { '/lectures.html': null, '/about.html': 'about.md' }, { framework: 'jekyll' });
  });
  it("a collection document with a dated file name takes its date and slug from it, like a post (:title without the date, :name with it)", () => {
    expectMapped({
      '_config.yml': 'collections_dir: collections\ncollections:\n  talks:\n    output: true\n    permalink: /talks/:categories/:year/:month/:day/:title\n  notes:\n    output: true\n    permalink: /notes/:name\n',
      'index.md': '---\n---\n',
      'collections/_talks/2022-03-31-going-opensource.md': '---\ndate: 2022-03-31\n---\n',
      'collections/_talks/2015-11-05-hobby-project.md': '---\n---\n',
      'collections/_notes/2020-01-02-first.md': '---\n---\n',
    }, {
      '/talks/2022/03/31/going-opensource': 'collections/_talks/2022-03-31-going-opensource.md',
      '/talks/2015/11/05/hobby-project': 'collections/_talks/2015-11-05-hobby-project.md',
      '/talks/2022/03/31/2022-03-31-going-opensource': null,
      '/notes/2020-01-02-first': 'collections/_notes/2020-01-02-first.md',
    }, { framework: 'jekyll' });
  });

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

  it('without the plugin, a redirect_to page is a redirect when its layout (or one it wraps in) reads page.redirect_to', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': 'title: x\n',
      '_layouts/redirected.html': '---\nlayout: base\n---\n<a href="{{ page.redirect_to }}">moved</a>\n',
      '_layouts/moved.html': '---\nlayout: redirected\n---\n',
      '_layouts/base.html': '<html>{{ content }}</html>\n',
      'examples/quick-start.md': '---\nlayout: redirected\nredirect_to: quick-start/\n---\n',
      'old.md': '---\nlayout: moved\nredirect_to: /new.html\n---\n',
      'plain.md': '---\nlayout: base\nredirect_to: /elsewhere.html\n---\n',
      'themed.md': '---\nlayout: theme-redirect\nredirect_to: /x.html\n---\n',
    }));
    expectRoutes(t, { '/examples/quick-start.html': null, '/old.html': null, '/plain.html': 'plain.md', '/themed.html': 'themed.md' });
    assert.equal(t.resolve('/old.html')?.kind, 'redirect');
  });

  it('baseurl: the site is served under it; a path of the host outside it is another site\'s', () => {
    const t = jekyll.compile(memoryFiles({ '_config.yml': 'baseurl: "/code-cookbook"\n', 'about.md': '---\ntitle: About\n---\n', 'index.md': '---\n---\n' }));
    expectRoutes(t, { '/code-cookbook/about.html': 'about.md', '/code-cookbook/': 'index.md', '/about.html': null, '/': null });
    assert.match(t.resolve('/about.html')?.reason ?? '', /outside the site's baseurl \/code-cookbook/);
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

  it('jekyll-archives: year, month, day, category and tag pages for the values posts use, rendered by their layouts', () => {
    const site = {
      Gemfile: "gem 'jekyll'\ngem 'jekyll-archives'\n",
      '_layouts/archive.html': '',
      '_layouts/tag-archive.html': '',
      '_posts/2024-03-05-first.md': '---\ncategories: News Events\ntags: [Jekyll Tips, ruby]\n---\n',
      'releases/_posts/2023-12-31-second.md': '---\ntitle: x\n---\n',
      'tag/ruby/index.html': '---\ntitle: a page of its own\n---\n',
    };
    const t = jekyll.compile(memoryFiles({
      ...site,
      '_config.yml': 'plugins: [jekyll-archives]\njekyll-archives:\n  enabled: all\n  layouts:\n    tag: tag-archive\n    category: category-archive\n  permalinks:\n    month: /archive/:year-:month/\n',
    }));
    expectRoutes(t, {
      '/2024/': '_layouts/archive.html', '/2023/': '_layouts/archive.html', '/archive/2024-03/': '_layouts/archive.html', '/2024/03/05/': '_layouts/archive.html',
      '/tag/jekyll-tips/': '_layouts/tag-archive.html', '/tag/ruby/': 'tag/ruby/index.html',
      '/category/news/': null, '/category/releases/': null,
    });
    assert.match(t.resolve('/category/news/')?.reason ?? '', /layout 'category-archive', which is not in the repository/);
    expectNoRoute(t, '/2022/', '/tag/python/', '/2024/03/');
    // Only what `enabled` names; nothing without the plugin loaded.
    const some = jekyll.compile(memoryFiles({ ...site, '_config.yml': 'plugins: [jekyll-archives]\njekyll-archives:\n  enabled: [year]\n' }));
    expectRoutes(some, { '/2024/': '_layouts/archive.html' });
    expectNoRoute(some, '/tag/jekyll-tips/', '/2024/03/');
    const off = jekyll.compile(memoryFiles({ ...site, Gemfile: "gem 'jekyll'\n", '_config.yml': 'jekyll-archives:\n  enabled: all\n' }));
    expectNoRoute(off, '/2024/');
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

  it('collection documents: any extension with front matter is rendered at the collection permalink (a .txt keeps its output_ext)', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': 'collections:\n  licenses:\n    output: true\n    permalink: /licenses/:path/\n  notes:\n    output: true\n    permalink: notes/:path:output_ext\n',
      Gemfile: "gem 'jekyll'\n",
      '_licenses/mit.txt': '---\ntitle: MIT\n---\nPermission is hereby granted',
      '_licenses/apache-2.0.txt': '---\ntitle: Apache\n---\n',
      '_licenses/plain.txt': 'no front matter',
      '_notes/a.txt': '---\n---\n',
    }));
    expectRoutes(t, {
      '/licenses/mit': '_licenses/mit.txt',
      '/licenses/apache-2.0': '_licenses/apache-2.0.txt',
      '/notes/a.txt': '_notes/a.txt',
    });
    expectNoRoute(t, '/licenses/plain', '/licenses/mit.txt', '/notes/a');
  });

  it('an underscore folder listed in `include` (no collection) holds pages with their permalinks; others stay hidden', () => {
    const t = jekyll.compile(memoryFiles({
      '_config.yml': "include: ['_pages/']\ncollections:\n  topics:\n    output: true\n    permalink: /topics/:path/\n",
      '_pages/about.md': '---\npermalink: /about/\n---\n',
      '_pages/topics_list.md': '---\npermalink: /topics/\n---\n',
      '_pages/plain.md': '---\ntitle: Plain\n---\n',
      '_topics/git.md': '---\n---\n',
      '_drafts/idea.md': '---\npermalink: /idea/\n---\n',
      '_private/secret.md': '---\npermalink: /secret/\n---\n',
    }));
    expectRoutes(t, { '/about/': '_pages/about.md', '/topics/': '_pages/topics_list.md', '/_pages/plain.html': '_pages/plain.md', '/topics/git/': '_topics/git.md' });
    expectNoRoute(t, '/idea/', '/secret/', '/pages/about/');
    const hidden = jekyll.compile(memoryFiles({ '_config.yml': 'title: x\n', '_pages/about.md': '---\npermalink: /about/\n---\n' }));
    expectNoRoute(hidden, '/about/');
  });

  it('.html permalinks are files: the slash form is not served; an extensionless permalink is written as .html too', () => {
    const site = {
      '_config.yml': 'permalink: /blog/:year/:month/:day/:title.html\ntitle: x\n',
      'Gemfile': "gem 'github-pages'\n",
      '_posts/2014-09-12-cuckoo.markdown': '---\ntitle: Cuckoo\n---\n',
      'blog/all.html': '---\ncategory: blog\n---\n',
      'notes/design.md': '# Design\n',
      'index.html': '---\n---\n',
    };
    expectMapped(site, {
      '/blog/2014/09/12/cuckoo.html': '_posts/2014-09-12-cuckoo.markdown',
      '/blog/2014/09/12/cuckoo': '_posts/2014-09-12-cuckoo.markdown',
      '/blog/2014/09/12/cuckoo/': null,
      '/blog/all.html': 'blog/all.html',
      '/blog/all': 'blog/all.html',
      '/notes/design.html': 'notes/design.md',
      '/notes/design/': null,
    }, { framework: 'jekyll' });
  });

  it('a workflow running `jekyll build` itself (no github-pages gem) loads no GitHub Pages default plugins', () => {
    const site = { '_config.yml': 'title: x\n', 'notes/design.md': '# Design\n', 'index.html': '---\n---\n' };
    expectMapped(site, { '/notes/design.html': 'notes/design.md' }, { framework: 'jekyll' });
    expectMapped({ ...site, '.github/workflows/site.yml': 'steps:\n  - run: bundle exec jekyll build\n' }, { '/notes/design.html': null, '/notes/design.md': 'notes/design.md' }, { framework: 'jekyll' });
    expectMapped({ ...site, '.github/workflows/site.yml': 'steps:\n  - uses: actions/jekyll-build-pages@v1\n' }, { '/notes/design.html': 'notes/design.md' }, { framework: 'jekyll' });
  });
  it('a post or collection document dated after today is not built unless future: true', () => {
    const site = (config: string) => memoryFiles({
      '_config.yml': `permalink: pretty\ncollections:\n  talks:\n    output: true\n${config}`,
      '_posts/2001-02-03-old.md': '---\ntitle: Old\n---\n',
      '_posts/2999-01-01-later.md': '---\ntitle: Later\n---\n',
      '_posts/2001-01-01-moved.md': '---\ndate: 2999-05-05\n---\n',
      '_talks/next.md': '---\ndate: 2999-01-01\n---\n',
      '_talks/past.md': '---\ndate: 2001-01-01\n---\n',
    });
    const table = jekyll.compile(site(''));
    expectRoutes(table, { '/2001/02/03/old/': '_posts/2001-02-03-old.md', '/2999/01/01/later/': null, '/2999/05/05/moved/': null, '/talks/past/': '_talks/past.md', '/talks/next/': null });
    assert.match(table.resolve('/2999/01/01/later/')?.reason ?? '', /future/);
    expectRoutes(jekyll.compile(site('future: true')), { '/2999/01/01/later/': '_posts/2999-01-01-later.md' });
  });
  it('jekyll-paginate: pages 2 to ceil(posts / paginate) at paginate_path are the index; other numbers and other names are not', () => {
    const posts = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`_posts/2020-01-0${n}-p${n}.md`, '---\n---\n']));
    const table = jekyll.compile(memoryFiles({
      '_config.yml': 'paginate: 2\npaginate_path: /blog/page:num/\n',
      'blog/index.html': '---\nlayout: home\n---\n',
      ...posts,
    }));
    expectRoutes(table, { '/blog/page2/': 'blog/index.html', '/blog/page3/': 'blog/index.html', '/blog/page4/': null, '/blog/page1/': null });
    expectNoRoute(table, '/blog/about/', '/blog/pages/');
  });

  it('jekyll-paginate with :num in a folder of its own (/blog/page/:num) pages the nearest index.html above it', () => {
    const posts = Object.fromEntries([1, 2, 3].map((n) => [`_posts/2020-01-0${n}-p${n}.md`, '---\n---\n']));
    const table = jekyll.compile(memoryFiles({
      '_config.yml': 'paginate: 1\npaginate_path: "/blog/page/:num"\n',
      'blog/index.html': '---\n---\n',
      'index.md': '---\n---\n',
      ...posts,
    }));
    expectRoutes(table, { '/blog/page/2/': 'blog/index.html', '/blog/page/3/': 'blog/index.html', '/blog/page/4/': null });
  });
});

describe('Jekyll: collection static files, CNAME over baseurl', () => {
  it('Jekyll: a collection file without front matter is copied at the collection URL with its own extension', () => {
    expectMapped({
      '_config.yml': 'collections:\n  format:\n    output: true\n  profiles:\n    output: true\n    permalink: /:collection/:path\n',
      '_format/1.1/index.md': '---\ntitle: x\n---\n',
      '_format/1.1/normative-statements.json': '{}',
      '_profiles/ext/schema.json': '{}',
      'index.md': '---\ntitle: home\n---\n',
    }, {
      '/format/1.1/': '_format/1.1/index.md',
      '/format/1.1/normative-statements.json': '_format/1.1/normative-statements.json',
      '/profiles/ext/schema.json': '_profiles/ext/schema.json',
      '/_format/1.1/normative-statements.json': null,
    }, { framework: 'jekyll' });
  });
  it('Jekyll: a CNAME serves the site at its domain root, whatever baseurl the config sets', () => {
    const site = { '_config.yml': 'baseurl: /project\n', 'intro.md': '---\ntitle: x\n---\n', 'index.html': '---\n---\n' };
    expectMapped({ ...site, CNAME: 'example.org\n' }, { '/': 'index.html', '/intro.html': 'intro.md', '/project/intro.html': null }, { framework: 'jekyll' });
    expectMapped(site, { '/project/intro.html': 'intro.md', '/intro.html': null }, { framework: 'jekyll' });
  });
});

describe('Jekyll: a redirect folder beside its page', () => {
  it('redirect_from /x/ for the page /x.html: /x is the page, /x/ the redirect', () => {
    expectMapped({
      '_config.yml': 'plugins:\n  - jekyll-redirect-from\n',
      'tutorials.md': '---\nlayout: page\nredirect_from:\n  - /tutorials/\n---\n',
      'index.md': '---\ntitle: home\n---\n',
    }, { '/tutorials': 'tutorials.md', '/tutorials.html': 'tutorials.md', '/tutorials/': null }, { framework: 'jekyll' });
  });
});

describe('Jekyll: collection entries its EntryFilter leaves out', () => {
  it("a collection file whose name starts with '_' (or its path with '.'), is no document; one `include`d is", () => {
    const site = (include: string) => ({
      '_config.yml': `collections:\n  components:\n    output: true\n    permalink: /:path/\n${include}`,
      'Gemfile': "gem 'jekyll'\n",
      '_components/figure/_figure.md': '---\ntitle: x\n---\n',
      '_components/figure.md': '---\ntitle: x\n---\n',
      '_components/.hidden.md': '---\ntitle: x\n---\n',
    });
    expectMapped(site(''), {
      '/figure/': '_components/figure.md',
      '/figure/_figure/': null,
      '/.hidden/': null,
    }, { framework: 'jekyll' });
    expectMapped(site('include:\n  - _figure.md\n'), { '/figure/_figure/': '_components/figure/_figure.md' }, { framework: 'jekyll' });
  });
});

describe("Jekyll: a workflow passing Pages' base path", () => {
  it("`jekyll build --baseurl \"${{ steps.pages.outputs.base_path }}\"` overrides the config's baseurl (a user site is served from its root)", () => {
    const site = (workflow: string) => ({
      '_config.yml': 'baseurl: //jasmine.github.io\n',
      'Gemfile': "gem 'jekyll'\n",
      '.github/workflows/jekyll.yml': workflow,
      'index.html': '---\n---\n<h1>x</h1>\n',
      'pages/faq.html': '---\n---\n<h1>x</h1>\n',
    });
    const pages = 'jobs:\n  build:\n    steps:\n      - id: pages\n        uses: actions/configure-pages@v5\n      - run: bundle exec jekyll build --baseurl "${{ steps.pages.outputs.base_path }}"\n';
    expectMapped(site(pages), { '/': 'index.html', '/pages/faq.html': 'pages/faq.html' }, { framework: 'jekyll', domain: 'jasmine.github.io' });
    expectMapped(site(pages.replace(' --baseurl "${{ steps.pages.outputs.base_path }}"', '')), { '/pages/faq.html': null }, { framework: 'jekyll', domain: 'jasmine.github.io' });
  });
});

describe('Jekyll: a page whose own body is only a meta refresh', () => {
  it('an HTML page holding only an immediate refresh is a redirect, whatever layout wraps it; post titles keep underscores', () => {
    expectMapped({
      '_config.yml': 'permalink: /:categories/:year/:month/:day/:title\n',
      'Gemfile': "gem 'github-pages'\n",
      '_layouts/page.html': '<html><body><nav>x</nav>{{ content }}</body></html>',
      'documentation.html': '---\nlayout: page\ntitle: Docs\n---\n<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<html>\n  <head>\n    <title>x</title>\n    <meta http-equiv="REFRESH"\n    content="0;url=https://dask.org"></HEAD>\n</html>\n',
      'about.html': '---\nlayout: page\n---\n<p>About us</p>\n',
      '_posts/2020-08-31-helm_daskhub.md': '---\ntitle: Helm\n---\nx\n',
    }, {
      '/documentation': null,
      '/documentation.html': null,
      '/about.html': 'about.html',
      '/2020/08/31/helm_daskhub': '_posts/2020-08-31-helm_daskhub.md',
      '/2020/08/31/helm-daskhub': null,
    }, { framework: 'jekyll' });
  });
});
