// Eleventy: path prefixes chosen by the environment, ignores, passthrough copies and pagination, on in-memory sites.
import assert from 'node:assert/strict';
import { eleventy } from '../../../../src/core/site/frameworks/index';
import { readCode } from '../../../../src/core/site/frameworks/kit/code';
import { memoryFiles } from './fixtureFiles';
import { expectMapped, expectNoRoute, expectRoutes } from './helpers';

describe('Eleventy', () => {
  it('a file two passthrough copies name is written at both places (`favicon.ico` to the root, its folder to /assets)', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^2' } }),
      'eleventy.config.js': 'module.exports = function (config) {\n  config.addPassthroughCopy({ "src/_assets/favicon.ico": "favicon.ico" });\n  config.addPassthroughCopy({ "src/_assets": "assets" });\n  return { dir: { input: "src" } };\n};\n',
      'src/_assets/favicon.ico': 'x',
      'src/_assets/logo.svg': '<svg/>',
      'src/index.md': '# x',
    }, { '/favicon.ico': 'src/_assets/favicon.ico', '/assets/favicon.ico': 'src/_assets/favicon.ico', '/assets/logo.svg': 'src/_assets/logo.svg', '/logo.svg': null }, { framework: 'eleventy' });
  });
  it('an HTML template without a layout that only holds a meta refresh writes a redirect page: no source', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^3' } }),
      'eleventy.config.js': 'export default function () {}\n',
      'source-map/index.html': '<!DOCTYPE html>\n<meta charset="utf-8">\n<title>Redirecting to https://tc39.es/ecma426/</title>\n<meta http-equiv="refresh" content="0; URL=https://tc39.es/ecma426/">\n<link rel="canonical" href="https://tc39.es/ecma426/">\n',
      'about/index.html': '<!DOCTYPE html>\n<h1>About</h1>\n',
    }, { '/source-map/': null, '/about/': 'about/index.html' }, { framework: 'eleventy' });
  });
  it('a collection tagged by a folder data file (one template with an empty `tags:`) is counted: pages past its last have no source', () => {
    const article = (n: number, tags = '') => [`website/articles/${n}/index.md`, `---\ntitle: A${n}\n${tags}---\nx\n`];
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^2' } }),
      '.eleventy.js': 'module.exports = function () { return { dir: { input: "website" } }; };\n',
      'website/articles/articles.json': JSON.stringify({ tags: ['articles'] }),
      ...Object.fromEntries([article(1), article(2, 'tags:\n'), article(3)]),
      'website/articles-index.njk': '---\npagination:\n  data: collections.articles\n  size: 5\npermalink: articles{% if pagination.pageNumber > 0 %}/page{{ pagination.pageNumber + 1}}{% endif %}/index.html\n---\nx\n',
    }, {
      '/articles/': 'website/articles-index.njk',
      '/articles/page2/': null,
    }, { framework: 'eleventy' });
  });
  it("a permalink in the layout chain's front matter (the cascade's last layer) is the page's when nothing nearer sets one", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^2' } }),
      '.eleventy.js': 'module.exports = function () { return { dir: { input: "website", layouts: "_layouts" } }; };\n',
      'website/_layouts/article.njk': '---\nlayout: layout\npermalink: articles/{{ title | slugify }}/index.html\n---\n<article>{{ content | safe }}</article>\n',
      'website/_layouts/layout.njk': '<html>{{ content | safe }}</html>\n',
      'website/articles/articles.json': JSON.stringify({ layout: 'article', tags: ['articles'] }),
      'website/articles/01-welcome/index.md': '---\ntitle: "Welcome to My New Website"\n---\nx\n',
      'website/articles/02-own/index.md': '---\ntitle: Own\npermalink: /own-url/\n---\nx\n',
    }, {
      '/articles/welcome-to-my-new-website/': 'website/articles/01-welcome/index.md',
      '/articles/01-welcome/': null,
      '/own-url/': 'website/articles/02-own/index.md',
    }, { framework: 'eleventy' });
  });
  it("a directory data file's eleventyComputed permalink returning false (`published === false`, in a build without BUILD_UNPUBLISHED) leaves the page unwritten over its own permalink", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^3' } }),
      'eleventy.config.js': 'module.exports = function () { return { dir: { input: "src/content" } }; };\n',
      'src/content/content.11tydata.js': "module.exports = {\n  eleventyComputed: {\n    permalink: (data) => {\n      if (process.env.BUILD_UNPUBLISHED) {\n        return data.permalink;\n      } else {\n        return data.published === false ? false : data.permalink;\n      }\n    },\n  },\n};\n",
      'src/content/draft.md': '---\npermalink: /draft-page/\npublished: false\n---\nx\n',
      'src/content/live.md': '---\npermalink: /live-page/\n---\nx\n',
    }, { '/draft-page/': null, '/live-page/': 'src/content/live.md' }, { framework: 'eleventy' });
  });
  it('a paginated permalink writing pageNumber + 1 after the first page: its numbers start at 2, so page 1 is no page', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^3' } }),
      'eleventy.config.js': 'export default function () {}\n',
      'blog.liquid': "---\npagination:\n  data: collections.posts\n  size: 12\npermalink: '/blog/{% if pagination.pageNumber > 0 %}{{ pagination.pageNumber | plus: 1 }}/{% endif %}index.html'\n---\nx\n",
      'archive.njk': "---\npagination:\n  data: collections.posts\n  size: 10\npermalink: '/archive/{{ pagination.pageNumber }}/'\n---\nx\n",
    }, {
      '/blog/': 'blog.liquid',
      '/blog/2/': 'blog.liquid',
      '/blog/1/': null,
      '/archive/0/': 'archive.njk',
      '/archive/1/': 'archive.njk',
    }, { framework: 'eleventy' });
  });
  it("a plugin's own `templateFormats` and `dir` options are not the config's; a page written as x.html is no page at x/", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '^1.0.2' } }),
      '.eleventy.js': 'const syntaxHighlight = require("@11ty/eleventy-plugin-syntaxhighlight");\nmodule.exports = function (eleventyConfig) {\n  eleventyConfig.addPlugin(syntaxHighlight, { templateFormats: ["*"], dir: { input: "elsewhere" } });\n  eleventyConfig.setTemplateFormats(["md", "njk"]);\n  return { dir: { input: "src" }, markdownTemplateEngine: "njk" };\n};\n',
      'src/features/cli.md': '---\ntitle: x\n---\nx\n',
      'src/404.njk': '---\npermalink: 404.html\n---\nx\n',
    }, {
      '/features/cli/': 'src/features/cli.md',
      '/404.html': 'src/404.njk',
      '/404/': null,
    }, { framework: 'eleventy' });
  });
  it("a permalink's `{% if key %}…{% else %}…{% endif %}` takes the branch the data decides; '' and 0 (read differently by the engines) leave it unread", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "export default function () { return { dir: { input: 'src' } }; }",
      'src/blog/blog.11tydata.js': "export default { permalink: '/blog/{% if postSlug %}{{ postSlug }}{% else %}{{ title | slug }}{% endif %}/index.html' };",
      'src/blog/2020-05-05-luks.md': '---\ntitle: Archlinux on encrypted btrfs\npostSlug: archlinux-on-btrfs\n---\n',
      'src/blog/2008-04-07-plugin.md': '---\ntitle: Tinymce Syntaxhighlighter Plugin\n---\n',
      'src/blog/2009-01-01-empty.md': "---\ntitle: Empty Slug\npostSlug: ''\n---\n",
    }, {
      '/blog/archlinux-on-btrfs/': 'src/blog/2020-05-05-luks.md',
      '/blog/tinymce-syntaxhighlighter-plugin/': 'src/blog/2008-04-07-plugin.md',
      '/blog/archlinux-on-encrypted-btrfs/': null,
      '/blog/empty-slug/': null,
    }, { framework: 'eleventy' });
  });

  it("a directory data permalink function: `page.filePathStem.replace('/en', '')` evaluated per page, false for pages whose cascade sets the key it tests", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '2' } }),
      'eleventy.config.js': "module.exports = function () { return { dir: { input: 'content' } }; };",
      'content/en/en.11tydata.js': [
        'module.exports = {',
        '  eleventyComputed: {',
        '    permalink: (data) => {',
        '      if (data.noRender) return false;',
        "      return `${data.page.filePathStem.replace('/en', '')}.${data.page.outputFileExtension}`;",
        '    },',
        '  },',
        '};',
      ].join('\n'),
      'content/en/about.md': '',
      'content/en/blog/first-post.md': '---\ntitle: First\n---\n',
      'content/en/blog/hidden.md': '---\nnoRender: true\n---\n',
      'content/en/_projects/_projects.11tydata.js': 'module.exports = { noRender: true };',
      'content/en/_projects/cosmonerd.md': '',
    }, {
      '/about.html': 'content/en/about.md',
      '/blog/first-post.html': 'content/en/blog/first-post.md',
      '/blog/hidden.html': null,
      '/_projects/cosmonerd.html': null,
      '/en/about/': null,
    }, { framework: 'eleventy' });
  });

  it('a config split into local plugin modules: their passthrough copies (a file copied to a file path) and a collection callback exported by its own module count', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '2' } }),
      '.eleventy.js': "const site = require('./config');\nmodule.exports = function (config) {\n  config.addPlugin(site);\n  return { dir: { input: '.', includes: 'templates', data: 'data' } };\n};\n",
      'config/index.js': "const collections = require('./collections');\nconst passthroughs = require('./passthroughs');\nmodule.exports = function (eleventyConfig) {\n  eleventyConfig.addPlugin(collections);\n  eleventyConfig.addPlugin(passthroughs);\n};\n",
      'config/passthroughs/index.js': "module.exports = (eleventyConfig) => {\n  eleventyConfig.addPassthroughCopy({ 'content/robots.txt': '/robots.txt' });\n  eleventyConfig.addPassthroughCopy({ 'assets/icons': 'img/' });\n  eleventyConfig.addPassthroughCopy('google123.html');\n};\n",
      'config/collections/index.js': "const posts = require('./posts');\nmodule.exports = (eleventyConfig) => {\n  eleventyConfig.addCollection('posts', posts);\n};\n",
      'config/collections/posts.js': "module.exports = async (collection) => collection.getFilteredByGlob('content/posts/*.md');\n",
      'content/robots.txt': '',
      'assets/icons/a.png': '',
      'google123.html': '',
      'content/pages/blog.liquid': "---\npermalink: '/blog/{% if pagination.pageNumber > 0 %}page/{{ pagination.pageNumber | plus: 1 }}/{% endif %}'\npagination:\n  data: collections.posts\n  size: 2\n---\n",
      ...Object.fromEntries(['a', 'b', 'c'].map((n) => [`content/posts/${n}.md`, ''])),
    }, {
      '/robots.txt': 'content/robots.txt',
      '/robots.txt/robots.txt': null,
      '/img/a.png': 'assets/icons/a.png',
      '/google123.html': 'google123.html',
      '/blog/': 'content/pages/blog.liquid',
      '/blog/page/2/': 'content/pages/blog.liquid',
      '/blog/page/3/': null,
    }, { framework: 'eleventy' });
  });

  it("YAML data files the config adds (`addDataExtension('yml, yaml', …)`) set a folder's tags and permalink; without that call they are not data", () => {
    const files = {
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '2' } }),
      'eleventy.config.cjs': "const yaml = require('js-yaml');\nmodule.exports = (c) => {\n  c.addDataExtension('yml, yaml', (contents) => yaml.load(contents));\n  return { dir: { input: 'source' } };\n};\n",
      'source/blog/blog.11tydata.yml': "tags:\n  - blog\npermalink: '/posts/{{ page.fileSlug }}/'\n",
      'source/blog.liquid': "---\npagination:\n  data: collections.blog\n  size: 2\npermalink: '/blog/{% if pagination.pageNumber > 0 %}page/{{ pagination.pageNumber | plus: 1 }}/{% endif %}index.html'\n---\n",
      ...Object.fromEntries(['a', 'b', 'c'].map((n) => [`source/blog/${n}.md`, ''])),
    };
    expectMapped(files, {
      '/posts/a/': 'source/blog/a.md',
      '/blog/a/': null,
      '/blog/': 'source/blog.liquid',
      '/blog/page/2/': 'source/blog.liquid',
      '/blog/page/3/': null,
    }, { framework: 'eleventy' });
  });

  it('an input folder given on the command line by the build script (`eleventy --input=./docs`) is the input', () => {
    expectMapped({
      'package.json': JSON.stringify({ scripts: { 'build:docs': 'gulp build && eleventy --input=./docs --output=public' }, devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "export default function (config) { config.addPassthroughCopy('docs/assets'); }\n",
      'docs/index.md': '',
      'docs/roadmap.md': '',
      'README.md': '',
    }, { '/': 'docs/index.md', '/roadmap/': 'docs/roadmap.md', '/docs/roadmap/': null, '/README/': null }, { framework: 'eleventy' });
  });

  it('a paginated collection built from a glob the config keeps in a constant has as many pages as the glob matches files', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "const GLOBS = { notes: 'src/notes/*.md' };\nexport default function (config) {\n  config.addCollection('notes', (c) => c.getFilteredByGlob(GLOBS.notes).reverse());\n  return { dir: { input: 'src' } };\n}\n",
      'src/pages/notes.njk': '---\npermalink: notes/{% if pagination.pageNumber %}{{ pagination.pageNumber }}/{% endif %}\npagination:\n  data: collections.notes\n  size: 2\n---\n',
      ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`src/notes/${n}.md`, ''])),
    }, {
      '/notes/': 'src/pages/notes.njk',
      '/notes/2/': 'src/pages/notes.njk',
      '/notes/3/': null,
    }, { framework: 'eleventy' });
  });

  it("page.fileSlug drops a date prefix first, then an 'index' slug is its folder's name (its date dropped too)", () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "export default function () { return { dir: { input: 'src' } }; }",
      'src/posts/posts.json': JSON.stringify({ permalink: 'blog/{{ page.fileSlug }}/index.html' }),
      'src/posts/buildless/2024-09-08-index.md': '---\ntitle: x\n---\n',
      'src/posts/2019-06-05-css-mindset/index.md': '---\ntitle: x\n---\n',
      'src/posts/2020-01-01-plain.md': '---\ntitle: x\n---\n',
    }, {
      '/blog/buildless/': 'src/posts/buildless/2024-09-08-index.md',
      '/blog/css-mindset/': 'src/posts/2019-06-05-css-mindset/index.md',
      '/blog/plain/': 'src/posts/2020-01-01-plain.md',
      '/blog/index/': null,
    }, { framework: 'eleventy' });
  });

  it('a pathPrefix the environment picks: every literal value is a deployment of the same files; the root only when unconditioned', () => {
    const config = [
      'module.exports = function (eleventyConfig) {',
      '  let pathPrefix = "/docs/head/";',
      '  if (process.env.CONTEXT === "deploy-preview") pathPrefix = "/";',
      '  else if (process.env.BRANCH === "latest") pathPrefix = "/docs/latest/";',
      '  else if (process.env.BRANCH) pathPrefix = `/docs/${process.env.BRANCH}/`;',
      '  return { pathPrefix, dir: { input: "src" } };',
      '};',
    ].join('\n');
    const t = eleventy.compile(memoryFiles({ '.eleventy.js': config, 'src/index.md': '', 'src/rules/semi.md': '' }));
    expectRoutes(t, {
      '/docs/latest/': 'src/index.md',
      '/docs/latest/rules/semi': 'src/rules/semi.md',
      '/docs/head/rules/semi': 'src/rules/semi.md',
      '/docs/v8.x/rules/semi': 'src/rules/semi.md',
    });
    expectNoRoute(t, '/rules/semi', '/', '/docs/latest/rules/nope');

    // The root as the unconditioned value: paths with and without the prefix both belong to the site.
    const ternary = eleventy.compile(memoryFiles({
      'eleventy.config.js': 'export default function () { return { pathPrefix: process.env.GH ? "/repo/" : "/" }; }',
      'about.md': '',
    }));
    expectRoutes(ternary, { '/about': 'about.md', '/repo/about': 'about.md' });
    // One literal prefix: the site lives under it only.
    const literal = eleventy.compile(memoryFiles({ 'eleventy.config.js': 'export default { pathPrefix: "/blog/" }', 'about.md': '' }));
    expectRoutes(literal, { '/blog/about': 'about.md' });
    expectNoRoute(literal, '/about');
  });

  it('ignores.add and .eleventyignore entries are anchored at their folder; passthrough copies are served as they are', () => {
    const t = eleventy.compile(memoryFiles({
      'eleventy.config.js': [
        'export default function (eleventyConfig) {',
        '  eleventyConfig.ignores.add("README.md");',
        '  eleventyConfig.ignores.add("archive");',
        '  eleventyConfig.addPassthroughCopy("archive");',
        '  eleventyConfig.addPassthroughCopy("ns/**/*.html");',
        '  eleventyConfig.addPassthroughCopy({ "vendor/site": "lib" });',
        '  const tags = new Set(); tags.add("about.md");',
        '}',
      ].join('\n'),
      '.eleventyignore': 'drafts/\n',
      'README.md': '',
      'docs/README.md': '',
      'about.md': '',
      'drafts/wip.md': '',
      'notes/drafts/kept.md': '',
      'archive/2019/index.html': '',
      'ns/json-ld.html': '',
      'vendor/site/page.html': '',
    }));
    expectRoutes(t, {
      '/docs/README': 'docs/README.md',
      '/about': 'about.md',
      '/notes/drafts/kept': 'notes/drafts/kept.md',
      '/archive/2019/': 'archive/2019/index.html',
      '/ns/json-ld': 'ns/json-ld.html',
      '/lib/page.html': 'vendor/site/page.html',
    });
    assert.equal(t.resolve('/archive/2019/')?.kind, 'static');
    expectNoRoute(t, '/README', '/drafts/wip');
  });

  it('pagination: one URL per known item (collections, own front matter, global data); unknown data claims nothing', () => {
    const t = eleventy.compile(memoryFiles({
      'eleventy.config.js': 'export default function (c) { c.addCollection("posts", (api) => api.getAll()); }',
      'blog/one.md': '---\ntags: [internals, JavaScript]\n---\n',
      'blog/two.md': '---\ntags: release\n---\n',
      'blog/blog.json': '{ "tags": ["post"] }',
      'tag.njk': '---\npagination:\n  data: collections\n  size: 1\n  alias: tag\n  filter: [all, posts, post]\npermalink: /tags/{{ tag | slugify }}/\n---\n',
      'colors.njk': '---\npagination:\n  data: colors\n  size: 1\n  alias: color\ncolors: [red, green]\npermalink: /colors/{{ color }}/\n---\n',
      'people.njk': '---\npagination:\n  data: people\n  size: 1\n  alias: person\npermalink: /people/{{ person.name | slug }}/\n---\n',
      '_data/people.json': '[{ "name": "Ada Lovelace" }, { "name": "Alan Turing" }]',
      'authors.njk': '---\npagination:\n  data: authors\n  size: 1\n  alias: author\npermalink: /authors/{{ author.name | slug }}/\n---\n',
      '_data/authors.js': 'module.exports = async () => (await fetch("https://example.org/authors")).json();',
      'list.njk': '---\npagination:\n  data: collections.posts\n  size: 10\npermalink: /list/{% if pagination.pageNumber > 0 %}page/{{ pagination.pageNumber + 1 }}/{% endif %}\n---\n',
      'feed.njk': '---\npagination:\n  data: collections.posts\n  size: 5\n---\n',
    }));
    expectRoutes(t, {
      '/tags/internals': 'tag.njk',
      '/tags/javascript': 'tag.njk',
      '/tags/release': 'tag.njk',
      '/colors/green': 'colors.njk',
      '/people/ada-lovelace': 'people.njk',
      '/list': 'list.njk',
      '/list/page/3': 'list.njk',
      '/feed': 'feed.njk',
      '/feed/2': 'feed.njk',
      '/authors/ada-lovelace': null,
    });
    assert.match(t.resolve('/authors/ada-lovelace')?.reason ?? '', /paginates over "authors"/);
    expectNoRoute(t, '/tags/no-such-tag', '/tags/all', '/tags/post', '/colors/blue', '/people/nobody', '/list/page/x', '/feed/x');
  });

  it('Eleventy 3 directory setters: includes, layouts and data folders are not pages', () => {
    const t = eleventy.compile(memoryFiles({
      'eleventy.config.js': 'export default function (c) { c.setInputDirectory("site"); c.setIncludesDirectory("parts"); c.setLayoutsDirectory("frames"); c.setDataDirectory("facts"); }',
      'site/about.md': '',
      'site/parts/header.njk': '',
      'site/frames/base.njk': '',
      'site/facts/people.md': '',
    }));
    expectRoutes(t, { '/about': 'site/about.md' });
    expectNoRoute(t, '/parts/header', '/frames/base', '/facts/people');
  });

  it('config code: values assigned anywhere, dotted callee names, both branches of a conditional', () => {
    const code = readCode('let p = "/a/";\nfunction f() { if (x) p = "/b/"; p += "c"; }\nconst q = env ? "/x/" : "/y/";\nconfig.ignores.add("A");\nother.add("B");');
    assert.deepEqual(code.assignments('p'), ['/a/', '/b/']);
    assert.deepEqual(code.calls('ignores.add'), [['A']]);
    assert.deepEqual(code.calls('add').length, 2);
    const q = code.named('q') as { detail: { alternatives?: unknown[] } };
    assert.deepEqual(q.detail.alternatives, ['/x/', '/y/']);
  });

  it('ignores.add in an environment branch: read as the production build a package.json script runs takes it', () => {
    const config = [
      'export default function (eleventyConfig) {',
      "  if (process.env.NODE_ENV === 'production') {",
      "    eleventyConfig.ignores.add('src/admin.md');",
      '  } else {',
      "    eleventyConfig.ignores.add('src/firehose.md');",
      '  }',
      "  return { dir: { input: 'src' } };",
      '}',
    ].join('\n');
    const site = (scripts: Record<string, string>) => eleventy.compile(memoryFiles({
      'package.json': JSON.stringify({ scripts, devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': config,
      'src/admin.md': '',
      'src/firehose.md': '',
    }));
    const production = site({ build: 'npx @11ty/eleventy', 'build-production': 'npm run data && NODE_ENV=production npx @11ty/eleventy' });
    expectRoutes(production, { '/firehose/': 'src/firehose.md' });
    expectNoRoute(production, '/admin/');
    const crossEnv = site({ build: 'cross-env NODE_ENV=production eleventy' });
    expectRoutes(crossEnv, { '/firehose/': 'src/firehose.md' });
    // No script runs Eleventy with the variable: which build deploys is unknown, every ignore counts (no page claimed).
    const plain = site({ build: 'npx @11ty/eleventy', test: 'NODE_ENV=production mocha' });
    expectNoRoute(plain, '/admin/', '/firehose/');
    // The variable set on a script runner (npm-run-all) whose scripts run Eleventy.
    const runner = site({ 'prod:eleventy': 'eleventy', 'prod:css': 'sass x', prod: 'NODE_ENV=production npm-run-all --parallel prod:*', dev: 'NODE_ENV=development npm-run-all dev:*' });
    expectRoutes(runner, { '/firehose/': 'src/firehose.md' });
    expectNoRoute(runner, '/admin/');
  });
  it('pagination set in a template data file, over a collection of glob-picked templates: one page per chunk of them, no more', () => {
    const posts = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => [`src/blog/${n}.md`, '']));
    const table = eleventy.compile(memoryFiles({
      'package.json': '{"dependencies":{"@11ty/eleventy":"3"}}',
      'eleventy.config.mjs': 'export default function (c) {\n  c.addCollection("blog", (collection) => collection.getFilteredByGlob("./src/blog/**/*.md"));\n  return { dir: { input: "src" } };\n}',
      'src/blog.md': '---\ntitle: Blog\n---\n',
      'src/blog.11tydata.mjs': 'export default { pagination: { data: "collections.blog", size: 3, reverse: true } };',
      ...posts,
    }));
    expectRoutes(table, { '/blog/': 'src/blog.md', '/blog/1/': 'src/blog.md', '/blog/2/': 'src/blog.md', '/blog/a/': 'src/blog/a.md' });
    assert.equal(table.resolve('/blog/3/')?.file ?? null, null, '7 posts in chunks of 3 make pages 0..2');
  });

  it('a directory data permalink whose only unknown is a filter of the date: each URL goes to the template with the date it spells, never the first', () => {
    const table = eleventy.compile(memoryFiles({
      'package.json': '{"dependencies":{"@11ty/eleventy":"3"}}',
      'eleventy.config.mjs': 'export default function () { return { dir: { input: "src" } }; }',
      'src/links/links.json': '{ "permalink": "/blog/good-links-{{date | urlDateFilter }}/index.html" }',
      'src/links/2024-01-21.md': '---\ndate: 2024-01-21\n---\n',
      'src/links/2025-02-16.md': '---\ndate: 2025-02-16\n---\n',
      'src/links/2025-03-09.md': '',
      'src/other/other.json': '{ "permalink": "/other/{{ title | myFilter }}/" }',
      'src/other/a.md': '---\ntitle: A\n---\n',
      'src/other/b.md': '---\ntitle: B\n---\n',
    }));
    expectRoutes(table, {
      '/blog/good-links-2025-02-16/': 'src/links/2025-02-16.md',
      '/blog/good-links-2024-01-21/': 'src/links/2024-01-21.md',
      '/blog/good-links-9-march-2025/': 'src/links/2025-03-09.md',
      '/blog/good-links-2023-05-05/': null,
      '/other/a/': null,
    });
  });

  it('.11ty.mjs class templates are JavaScript templates; a collection returning a literal list paginates over its values', () => {
    const table = eleventy.compile(memoryFiles({
      'package.json': '{"dependencies":{"@11ty/eleventy":"3"}}',
      'eleventy.config.mjs': 'export default function (c) {\n  c.addCollection("feeds", () => ["books", "music"]);\n  return { dir: { input: "src" } };\n}',
      'src/feed.11ty.mjs': 'export default class { data() { return { permalink: "/feed.xml" }; } render() { return ""; } }',
      'src/cat.njk': '---\npagination:\n  data: collections.feeds\n  size: 1\n  alias: feed\npermalink: "/cat/{{ feed }}.xml"\n---\n',
      'src/computed.11ty.mjs': 'export default class { data() { return { pagination: { data: "collections.feeds", size: 1, alias: "f" }, permalink: ({ f }) => `/${helper(f)}.rss` }; } }',
    }));
    expectRoutes(table, { '/feed.xml': 'src/feed.11ty.mjs', '/cat/books.xml': 'src/cat.njk', '/cat/music.xml': 'src/cat.njk', '/books.rss': null });
    assert.match(table.resolve('/books.rss')?.reason ?? '', /computes each page's path with code/);
    expectNoRoute(table, '/cat/films.xml');
  });
  it('an eleventy.after handler deleting built pages by literal output globs: those pages have no source, its ignore globs keep theirs', () => {
    const config = (handler: string) => `module.exports = function (c) {\n  c.on('eleventy.after', async () => {\n${handler}\n  });\n  return { dir: { input: 'site' } };\n};`;
    const site = {
      'package.json': '{"dependencies":{"@11ty/eleventy":"2"}}',
      'site/docs/index.md': '',
      'site/docs/intro/index.md': '',
      'site/docs/intro/start.md': '',
      'site/docs/v1/index.md': '',
    };
    const deleting = eleventy.compile(memoryFiles({
      ...site,
      '.eleventy.js': config("    const found = await fastGlob(['_site/docs/*/index.html'], { ignore: '_site/docs/(v1|v2)/index.html' });\n    await Promise.all(found.map((f) => fs.unlink(f)));"),
    }));
    expectRoutes(deleting, { '/docs/': 'site/docs/index.md', '/docs/intro/start/': 'site/docs/intro/start.md', '/docs/v1/': 'site/docs/v1/index.md', '/docs/intro/': null });
    assert.match(deleting.resolve('/docs/intro/')?.reason ?? '', /eleventy\.after/);
    const listing = eleventy.compile(memoryFiles({ ...site, '.eleventy.js': config("    console.log(await fastGlob(['_site/docs/*/index.html']));") }));
    expectRoutes(listing, { '/docs/intro/': 'site/docs/intro/index.md' });
  });
  it('pagination over a tag collection: as many pages as templates carry the tag through the data cascade', () => {
    const site = (extra: Record<string, string>) => eleventy.compile(memoryFiles({
      'package.json': '{"dependencies":{"@11ty/eleventy":"3"}}',
      'eleventy.config.mjs': 'export default function () { return { dir: { input: "src" } }; }',
      'src/blog.njk': '---\npagination:\n  data: collections.post\n  size: 2\n---\n',
      'src/posts/posts.json': '{ "tags": ["post"] }',
      'src/posts/a.md': '',
      'src/posts/b.md': '',
      'src/posts/c.md': '---\neleventyExcludeFromCollections: true\n---\n',
      'src/notes/d.md': '---\ntags: post\n---\n',
      'src/notes/e.md': '---\ntags: [post, extra]\n---\n',
      ...extra,
    }));
    const table = site({});
    expectRoutes(table, { '/blog/': 'src/blog.njk', '/blog/1/': 'src/blog.njk' });
    assert.equal(table.resolve('/blog/2/')?.file ?? null, null, '4 tagged templates in pages of 2');
    // A tag list computed by code: the count is unknown, page numbers are claimed as before.
    expectRoutes(site({ 'src/notes/notes.11tydata.js': 'module.exports = { tags: computeTags() };', 'src/notes/notes.njk': '' }), { '/blog/7/': 'src/blog.njk' });
  });
  it('drafts left out by a local plugin setting a global eleventyComputed.permalink to false for draft pages (eleventy-base-blog)', () => {
    const site = (plugin: string) => eleventy.compile(memoryFiles({
      'package.json': '{"devDependencies":{"@11ty/eleventy":"2"}}',
      'eleventy.config.js': 'const pluginDrafts = require("./eleventy.config.drafts.js");\nmodule.exports = function (c) {\n  c.addPlugin(pluginDrafts);\n  return { dir: { input: "content" } };\n};',
      'eleventy.config.drafts.js': plugin,
      'content/posts/a.md': '---\ntitle: A\n---\n',
      'content/posts/b.md': '---\ndraft: true\n---\n',
    }));
    const drafts = site('module.exports = (c) => {\n  c.addGlobalData("eleventyComputed.permalink", () => (data) => {\n    if (data.draft && !process.env.BUILD_DRAFTS) return false;\n    return data.permalink;\n  });\n};');
    expectRoutes(drafts, { '/posts/a/': 'content/posts/a.md' });
    assert.equal(drafts.resolve('/posts/b/')?.file ?? null, null);
    expectRoutes(site('module.exports = () => {};'), { '/posts/b/': 'content/posts/b.md' });
  });
});

describe('Eleventy: a Vite build after Eleventy', () => {
  it("Eleventy: a Vite build rooted at Eleventy's output serves its public/ folder at the site root", () => {
    const site = {
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '2', vite: '5' } }),
      '.eleventy.js': "module.exports = function (config) { return { dir: { input: 'content', output: '.tmp' } }; };",
      'content/index.md': '# Home',
      'content/atom.ejs': '---\npermalink: public/index.xml\n---\n',
    };
    expectMapped({ ...site, 'vite.config.js': "export default { root: '.tmp', build: { outDir: '../_site' } };" }, {
      '/': 'content/index.md',
      '/index.xml': 'content/atom.ejs',
      '/public/index.xml': null,
    }, { framework: 'eleventy' });
    // No Vite build after Eleventy's: the feed stays where Eleventy writes it.
    expectMapped(site, { '/public/index.xml': 'content/atom.ejs', '/index.xml': null }, { framework: 'eleventy' });
  });
});

describe('Eleventy: permalink functions in TypeScript directory data', () => {
  it('a .11tydata.ts permalink function is called with each page\'s data: its guards pick the branch', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      '.eleventy.ts': "export default function (config) { return { dir: { input: 'src' } }; }",
      'src/_posts/_posts.11tydata.ts': "const isProduction = process.env.ELEVENTY_ENV === 'production';\nexport default {\n  permalink: (data) => {\n    if (data?.isDraft && isProduction) return false;\n    if (data?.categories?.includes('note')) return `/notes/${data?.page?.fileSlug}/`;\n    return `/blog/${data?.page?.fileSlug}/`;\n  },\n};",
      'src/_posts/2019-08-04-learning-to-code/index.md': '---\ntitle: x\ncategories: [career]\n---\n',
      'src/_posts/2024-11-16-bash-aliases/index.md': '---\ntitle: x\ncategories: [note, linux]\n---\n',
    }, {
      '/blog/learning-to-code/': 'src/_posts/2019-08-04-learning-to-code/index.md',
      '/notes/bash-aliases/': 'src/_posts/2024-11-16-bash-aliases/index.md',
      '/blog/bash-aliases/': null,
      '/_posts/2019-08-04-learning-to-code/': null,
    }, { framework: 'eleventy' });
  });
});

describe('Eleventy: the data cascade and the config\'s own filters in permalinks', () => {
  const base = {
    'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3', slugify: '1' } }),
    'src/_data/metadata.json': JSON.stringify({ feed: { path: 'feed/feed.xml' } }),
    'src/feed.njk': '---\npermalink: "{{ metadata.feed.path | url }}"\n---\n',
    'src/content/pages/en/en.11tydata.js': "export default { lang: 'en', tags: 'pages' };",
    'src/content/pages/de/de.11tydata.js': "export default { lang: 'de', tags: 'pages' };",
    'src/content/pages/en/index.md': "---\npermalink: '/{{ lang }}/index.html'\n---\n",
    'src/content/pages/de/index.md': "---\npermalink: '/{{ lang }}/index.html'\n---\n",
    'src/content/pages/en/blog.md': "---\npermalink: '/{{ lang }}/blog/{% if pagination.pageNumber >=1 %}{{ pagination.pageNumber + 1 }}/{% endif %}index.html'\npagination:\n  data: collections.blog_en\n  size: 2\n---\n",
    'src/content/posts/en/en.11tydata.js': "export default { lang: 'en', permalink: '/en/blog/{{ title | slugify }}/index.html' };",
    'src/content/posts/en/a.md': "---\ntitle: 'Talk with TheJam.dev 2023'\n---\n",
    'src/content/posts/en/b.md': "---\ntitle: 'Second post'\n---\n",
    'src/content/posts/en/c.md': "---\ntitle: 'Third post'\n---\n",
    'src/_config/collections.js': "export const postsByLang = (collection, lang) => collection.getFilteredByGlob(`./src/content/posts/${lang}/**/*.md`).reverse();",
    'src/_config/slugify.js': "import slugify from 'slugify';\nexport const slugifyString = (str) => slugify(str, { replacement: '-', remove: /[#,&,+()$~%.'\":*¿?¡!<>{}]/g, lower: true });",
  };
  const config = (filter: string) => ({
    'eleventy.config.js': `import { postsByLang } from './src/_config/collections.js';\nimport { slugifyString } from './src/_config/slugify.js';\nexport default function (eleventyConfig) {\n  eleventyConfig.addCollection('blog_en', (api) => postsByLang(api, 'en'));\n  ${filter}\n  return { dir: { input: 'src' } };\n}`,
  });

  it('reads global and directory data, pages a helper collection by its literal glob, and applies a slugify-package filter', () => {
    expectMapped({ ...base, ...config("eleventyConfig.addFilter('slugify', slugifyString);") }, {
      '/feed/feed.xml': 'src/feed.njk',
      '/en/': 'src/content/pages/en/index.md',
      '/de/': 'src/content/pages/de/index.md',
      '/en/blog/': 'src/content/pages/en/blog.md',
      '/en/blog/2/': 'src/content/pages/en/blog.md',
      // Three posts, two a page: no third page.
      '/en/blog/3/': null,
      // The site's filter drops the dot (Eleventy's own would make thejam-dev).
      '/en/blog/talk-with-thejamdev-2023/': 'src/content/posts/en/a.md',
      '/en/blog/talk-with-thejam-dev-2023/': null,
    }, { framework: 'eleventy' });
  });

  it('a slug filter the config replaces with code not read leaves the filtered permalink unknown', () => {
    expectMapped({ ...base, ...config("eleventyConfig.addFilter('slugify', (s) => s.split('').reverse().join(''));") }, {
      '/en/blog/talk-with-thejam-dev-2023/': null,
      '/en/': 'src/content/pages/en/index.md',
    }, { framework: 'eleventy' });
  });
});

describe('Eleventy: redirect layouts', () => {
  it('a template whose layout is only a meta refresh (never placing its content) is a redirect', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '2' } }),
      '.eleventy.js': "module.exports = () => ({ dir: { input: 'src', layouts: '_layouts' } });",
      'src/_layouts/fwd.njk': '<html><head>\n<link rel="canonical" href="{{ isBasedOn }}" />\n<meta http-equiv="refresh" content="0; URL=\'{{ isBasedOn }}\'" />\n<title>x</title>\n</head><body></body></html>',
      'src/_layouts/page.njk': '<html><body>{{ content | safe }}</body></html>',
      'src/fwds/fwds.json': '{ "layout": "fwd.njk" }',
      'src/fwds/crypto.md': '---\nisBasedOn: /topics/crypto/\npermalink: "/c/index.html"\n---\n',
      'src/topics/crypto.md': '---\nlayout: page.njk\n---\n',
    }, { '/c/': null, '/topics/crypto/': 'src/topics/crypto.md' }, { framework: 'eleventy' });
  });
});

describe('Eleventy: the page date through a filter in permalinks', () => {
  const posts = {
    'src/site/posts/2020-05-17-session-data.md': '---\ntitle: A\n---\n',
    'src/site/posts/2013-01-26-vims-w.md': '---\ntitle: B\ndate: 2013-01-26 23:30:00 -05:00\n---\n',
    'src/site/posts/posts.json': '{ "layout": "layouts/post.njk" }',
  };
  const site = (filter: string, permalink: string) => ({
    'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '0.12', luxon: '1' } }),
    '.eleventy.js': `const { DateTime } = require("luxon");\nmodule.exports = function (eleventyConfig) {\n  ${filter}\n  return { dir: { input: "src/site" }, markdownTemplateEngine: "njk" };\n};\n`,
    'src/site/_includes/layouts/post.njk': `---\npermalink: "${permalink}"\n---\n{{ content | safe }}`,
    ...posts,
  });

  it("a Luxon toFormat filter of the config's own writes the date as it formats it (a file-name date, a front-matter date read in UTC)", () => {
    expectMapped(site('eleventyConfig.addFilter("slugDate", dateObj => {\n    return DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("y/MM");\n  });', '/{{ page.date | slugDate }}/{{ page.fileSlug }}/index.html'), {
      '/2020/05/session-data/': 'src/site/posts/2020-05-17-session-data.md',
      // 23:30 at -05:00 is the next day in UTC.
      '/2013/01/vims-w/': 'src/site/posts/2013-01-26-vims-w.md',
      '/2020/5/session-data/': null,
      '/2013/02/vims-w/': null,
    }, { framework: 'eleventy' });
  });

  it("a filter handing its own format argument to toFormat, and Liquid's strftime date filter", () => {
    expectMapped(site('eleventyConfig.addFilter("dateAs", (d, fmt) => DateTime.fromJSDate(d).toFormat(fmt));', "/{{ page.date | dateAs('yyyy-LL-dd') }}/{{ page.fileSlug }}/"), {
      '/2020-05-17/session-data/': 'src/site/posts/2020-05-17-session-data.md',
      '/2013-01-27/vims-w/': 'src/site/posts/2013-01-26-vims-w.md',
    }, { framework: 'eleventy' });
    expectMapped(site('', "/{{ page.date | date: '%Y/%m/%d' }}/{{ page.fileSlug }}/"), {
      '/2020/05/17/session-data/': 'src/site/posts/2020-05-17-session-data.md',
      '/2013/01/27/vims-w/': 'src/site/posts/2013-01-26-vims-w.md',
      '/2013/01/26/vims-w/': null,
    }, { framework: 'eleventy' });
  });

  it('a date filter whose code is not read leaves the permalink unknown (no page named for a guessed date)', () => {
    expectMapped(site('eleventyConfig.addFilter("slugDate", d => d.getFullYear() + "/x");', '/{{ page.date | slugDate }}/{{ page.fileSlug }}/index.html'), {
      '/2020/05/session-data/': null,
      '/2020/x/session-data/': null,
    }, { framework: 'eleventy' });
  });
});

describe('Eleventy: JavaScript front matter written as one object literal', () => {
  it('`---js` then `{ permalink: "/index.html", … }` is that object (its permalink wins over a directory permalink function)', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "export default function () { return { dir: { input: 'content' } }; }\n",
      'content/pages/pages.11tydata.js': 'export default { eleventyComputed: { permalink: (data) => data.permalink || `/${data.page.fileSlug}/index.html` } };\n',
      'content/pages/home.njk': '---js\n{\n  layout: "layouts/default-full",\n  permalink: "/index.html",\n  eleventyNavigation: { key: "Home", order: 1 },\n}\n---\nx\n',
      'content/pages/about.md': '---\ntitle: About\n---\nx\n',
    }, {
      '/': 'content/pages/home.njk',
      '/home/': null,
      '/about/': 'content/pages/about.md',
    }, { framework: 'eleventy' });
  });
});

describe('Eleventy: a template holding only a redirect shortcode', () => {
  it("a shortcode of the config's plugin module returning a whole refresh page makes a template that only calls it a redirect", () => {
    const site = (shortcode: string) => ({
      'package.json': JSON.stringify({ devDependencies: { '@11ty/eleventy': '3' } }),
      'eleventy.config.js': "import pluginShortcodes from './_config/shortcodes.js';\nexport default function (eleventyConfig) {\n  eleventyConfig.addPlugin(pluginShortcodes);\n  return { dir: { input: 'content' } };\n}\n",
      '_config/shortcodes.js': `export default function (eleventyConfig) {\n  eleventyConfig.addShortcode("redirectTo", (destination) => {\n    return \`${shortcode}\`;\n  });\n}\n`,
      'content/helpers/cat-blog.md': '---\nlayout: false\npermalink: /category/blog/\n---\n\n{%- redirectTo "/posts/tags/blog" -%}\n',
      'content/about.md': '---\ntitle: About\n---\n{%- redirectTo "/x/" -%} and text\n',
    });
    expectMapped(site('<!DOCTYPE html>\\n<html lang="en-US">\\n<title>Redirecting&hellip;</title>\\n<link rel="canonical" href="${destination}" />\\n<meta http-equiv="refresh" content="0; url=${destination}" />\\n<h1>Redirecting&hellip;</h1>\\n<a href="${destination}">Click here</a>\\n</html>'), {
      '/category/blog/': null,
      '/about/': 'content/about.md',
    }, { framework: 'eleventy' });
    expectMapped(site('<p>${destination}</p>'), { '/category/blog/': 'content/helpers/cat-blog.md' }, { framework: 'eleventy' });
  });
});
