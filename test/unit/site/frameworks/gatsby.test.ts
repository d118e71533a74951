// Gatsby: a site folder whose gatsby-source-filesystem reads from above it (the repository becomes the site), the
// File System Route API over gatsby-plugin-mdx's `slug` field, collection routes that make no other page.
import assert from 'node:assert/strict';
import { mapSite } from '../../../../src/cli/map';
import { memorySite } from '../siteFixture';
import { expectMapped } from './helpers';

/** A post at its front matter slug and a tag page of a template: the files and what they map to. */
const POST_AND_TAG = {
  files: { 'src/templates/post.js': '', 'src/templates/tag.js': '', 'content/hello.md': '---\nslug: /hello-world/\n---\n' },
  cases: { '/hello-world/': 'content/hello.md', '/tags/react/': 'src/templates/tag.js', '/hello/': null },
};

/** A Gatsby 5 site sourcing content/ through gatsby-transformer-remark, whose createPages body is `body`. */
function remarkSite(body: string[], files: Record<string, string>): Record<string, string> {
  return {
    'package.json': '{"dependencies":{"gatsby":"5"}}',
    'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } }, 'gatsby-transformer-remark'] };",
    'gatsby-node.js': ["const path = require('path');", 'exports.createPages = async ({ actions, graphql }) => {', ...body, '};'].join('\n'),
    ...files,
  };
}

describe('site/frameworks/gatsby', () => {
  it("a createPage's files come from the queries of its own function, not a helper's filtered query beside it; `${value}` is the slug it wraps", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '2', 'gatsby-plugin-mdx': '1' } }),
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: `gatsby-plugin-mdx`, options: { extensions: ['.mdx', '.md'] } }, { resolve: `gatsby-source-filesystem`, options: { name: `content`, path: `${__dirname}/content/` } }] };",
      'gatsby-node.js': [
        "const path = require(`path`);",
        "const { createFilePath } = require(`gatsby-source-filesystem`);",
        "exports.onCreateNode = ({ node, getNode, boundActionCreators }) => {",
        "  const { createNodeField } = boundActionCreators;",
        "  if (node.internal.type === 'Mdx') {",
        "    const value = createFilePath({ node, getNode, basePath: `pages` });",
        "    createNodeField({ name: 'slug', node, value: `${value}` });",
        "  }",
        "};",
        "async function archive(section, graphql) {",
        "  return graphql(`{ allMdx(filter: { frontmatter: { section: { eq: \"${section}\" } } }) { edges { node { id } } } }`);",
        "}",
        "exports.createPages = async ({ graphql, actions }) => {",
        "  const { createPage } = actions;",
        "  const result = await graphql(`query { allMdx { edges { node { id fields { slug } } } } }`);",
        "  const posts = result.data.allMdx.edges;",
        "  posts.forEach(({ node }) => {",
        "    createPage({ path: node.fields.slug, component: path.resolve(`./src/templates/blog-post.js`), context: { id: node.id } });",
        "  });",
        "  await archive('blog', graphql);",
        "};",
      ].join('\n'),
      'src/templates/blog-post.js': 'export default function Post() { return null; }',
      'content/blog/2020/first/index.md': '---\ntitle: x\nsection: blog\n---\n',
      'content/projects/kushy/index.mdx': '---\ntitle: x\nsection: project\n---\n',
    }, {
      '/blog/2020/first/': 'content/blog/2020/first/index.md',
      '/projects/kushy/': 'content/projects/kushy/index.mdx',
      '/blog/2020/second/': null,
    }, { framework: 'gatsby' });
  });

  it("a local theme's own gatsby-config plugins are the site's: its gatsby-plugin-mdx makes src/pages/*.mdx pages", () => {
    expectMapped({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'] }),
      'packages/example/package.json': JSON.stringify({ name: 'example', dependencies: { gatsby: '5', 'gatsby-theme-x': '4' } }),
      'packages/example/gatsby-config.js': "module.exports = { trailingSlash: 'always', plugins: [{ resolve: 'gatsby-theme-x', options: {} }] };",
      'packages/example/src/pages/index.mdx': '',
      'packages/example/src/pages/guides/setup.mdx': '',
      'packages/example/src/pages/components/Accordion.mdx': '',
      'packages/gatsby-theme-x/package.json': JSON.stringify({ name: 'gatsby-theme-x', peerDependencies: { gatsby: '5' } }),
      'packages/gatsby-theme-x/gatsby-config.mjs': "import path from 'path';\nexport default (themeOptions) => {\n  const { mdxExtensions = ['.mdx', '.md'] } = themeOptions;\n  return { plugins: [{ resolve: 'gatsby-plugin-mdx', options: { extensions: mdxExtensions } }, { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: path.resolve('./src/pages/') } }] };\n};\n",
      'packages/gatsby-theme-x/gatsby-node.mjs': "export const onCreatePage = ({ page, actions }) => {\n  if (!page.context.MdxNode) {\n    actions.deletePage(page);\n    actions.createPage({ ...page, context: { ...page.context } });\n  }\n};\n",
    }, {
      '/': 'packages/example/src/pages/index.mdx',
      '/guides/setup/': 'packages/example/src/pages/guides/setup.mdx',
      '/components/Accordion/': 'packages/example/src/pages/components/Accordion.mdx',
      '/components/accordion/': null,
      '/guides/': null,
    }, { framework: 'gatsby', audited: true });
  });

  it("a collection route over a data file's rows has a page per row only; createRedirect over queried redirect rows makes those paths redirects", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5', 'gatsby-transformer-yaml': '5' } }),
      'gatsby-config.mjs': "const slugifyOptions = { decamelize: false };\nexport default { trailingSlash: 'always', plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'data', path: 'src/data' } }, { resolve: 'gatsby-transformer-yaml', options: { typeName: ({ node }) => (node.name === 'category' ? 'Category' : 'Redirects') } }, { resolve: 'gatsby-plugin-page-creator', options: { path: 'src/pages', slugify: slugifyOptions } }] };\n",
      'gatsby-node.mjs': "export const createPages = async ({ graphql, actions }) => {\n  const { data } = await graphql(`{ redirects: allRedirects { nodes { fromPath toPath } } }`);\n  data.redirects.nodes.forEach((r) => actions.createRedirect({ isPermanent: true, ...r, force: true }));\n};\n",
      'src/data/category.yaml': '- name: JavaScript\n- name: Design\n',
      'src/data/redirects.yaml': '- fromPath: /blog/\n  toPath: /writing/\n',
      'src/pages/{Category.name}.tsx': '',
      'src/pages/writing.tsx': '',
    }, {
      '/javascript/': 'src/pages/{Category.name}.tsx',
      '/design/': 'src/pages/{Category.name}.tsx',
      '/java-script/': null,
      '/blog/': null,
      '/privacy/': null,
      '/writing/': 'src/pages/writing.tsx',
    }, { framework: 'gatsby' });
  });

  it('a local page-creator plugin: createPage at node.fields.url, a field made with createFilePath unless the front matter sets url', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/src/pages` } }, 'gatsby-transformer-remark', { resolve: 'gatsby-remark-page-creator', options: {} }] };",
      // The site's own gatsby-node makes a `slug` field the page creator does not read.
      'gatsby-node.js': "const { createFilePath } = require('gatsby-source-filesystem');\nexports.onCreateNode = ({ node, actions, getNode }) => { if (node.internal.type === 'MarkdownRemark') actions.createNodeField({ node, name: 'slug', value: createFilePath({ node, getNode, basePath: 'pages' }) }); };",
      'plugins/gatsby-remark-page-creator/package.json': '{"name":"gatsby-remark-page-creator"}',
      'plugins/gatsby-remark-page-creator/gatsby-node.js': [
        "const path = require('path');",
        "const { createFilePath } = require('gatsby-source-filesystem');",
        "exports.onCreateNode = ({ node, getNode, actions }, options) => {",
        "  if (node.internal.type !== 'MarkdownRemark') return;",
        "  const url = node.frontmatter.url ? node.frontmatter.url : options.uglyUrls ? path.join(getNode(node.parent).relativeDirectory, getNode(node.parent).name + '.html') : createFilePath({ node, getNode });",
        "  actions.createNodeField({ node, name: 'url', value: url });",
        "};",
        "exports.createPages = async ({ graphql, getNode, actions }) => {",
        "  const result = await graphql(`{ allMarkdownRemark { edges { node { id } } } }`);",
        "  for (const { node: { id } } of result.data.allMarkdownRemark.edges) {",
        "    const node = getNode(id);",
        "    actions.createPage({ path: node.fields.url, component: path.resolve(`./src/templates/${node.frontmatter.template}.js`), context: { url: node.fields.url } });",
        "  }",
        "};",
      ].join('\n'),
      'src/templates/post.js': '',
      'src/templates/home.js': '',
      'src/pages/index.md': '---\ntemplate: home\n---\n',
      'src/pages/posts/first-post.md': '---\ntemplate: post\n---\n',
      'src/pages/posts/Old-Name.md': '---\ntemplate: post\nurl: /moved/here/\n---\n',
    }, {
      '/': 'src/pages/index.md',
      '/posts/first-post/': 'src/pages/posts/first-post.md',
      '/moved/here/': 'src/pages/posts/Old-Name.md',
      '/posts/Old-Name/': null,
      '/posts/missing/': null,
    }, { framework: 'gatsby' });
  });

  it('plugins set on the exported config by assignment (`config.plugins = [ … ]`) are read like a plugins property', () => {
    expectMapped({
      'package.json': '{"private":true}',
      'website/package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'website/gatsby-config.mjs': "import dotenv from 'dotenv';\ndotenv.config();\nconst config = { siteMetadata: { siteUrl: 'https://x.example.org/' } };\nconfig.plugins = [{ resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: '../docs' } }, 'gatsby-plugin-mdx'];\nexport default config;\n",
      'website/src/pages/docs/{Mdx.slug}.js': '',
      'docs/intro.mdx': '',
    }, {
      '/docs/intro': 'docs/intro.mdx',
      '/docs/missing': null,
    }, { framework: 'gatsby' });
  });

  it('gatsby-plugin-slug: fields.slug is "/" + the front matter slug of Markdown files (.md and .markdown); none without one', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } }, 'gatsby-transformer-remark', 'gatsby-plugin-slug'] };",
      'gatsby-node.js': "const path = require('path');\nconst slashed = (p) => { const lead = p.startsWith('/') ? p : `/${p}`; return lead.endsWith('/') ? lead : `${lead}/`; };\nexports.createPages = async ({ graphql, actions }) => {\n  const { data } = await graphql(`{ allMarkdownRemark { nodes { id fields { slug } } } }`);\n  for (const post of data.allMarkdownRemark.nodes) actions.createPage({ path: slashed(post.fields.slug.trim()), component: path.resolve('./src/templates/post.js'), context: { id: post.id } });\n};",
      'src/templates/post.js': '',
      'content/blog/2019-09-30-setup/2019-09-30-setup.markdown': '---\nslug: cypress-0\n---\n',
      'content/blog/2019-09-30-setup/2019-09-30-setup-en.md': '---\nslug: en/cypress-0\n---\n',
      'content/blog/draft/untitled.md': '---\ntitle: No slug\n---\n',
    }, {
      '/cypress-0/': 'content/blog/2019-09-30-setup/2019-09-30-setup.markdown',
      '/en/cypress-0/': 'content/blog/2019-09-30-setup/2019-09-30-setup-en.md',
      '/untitled/': null,
      '/draft/untitled/': null,
    }, { framework: 'gatsby' });
  });

  it('tag pages over a Set the posts\' front matter tags are added to: a page per tag as written, none for another value', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/src/posts` } }, 'gatsby-plugin-mdx'] };",
      'gatsby-node.js': [
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const res = await graphql(`{ allMdx { edges { node { frontmatter { slug tags } } } } }`);',
        '  const posts = res.data.allMdx.edges;',
        '  const tags = new Set();',
        '  posts.forEach(({ node }) => (node.frontmatter.tags || []).forEach((t) => tags.add(t)));',
        "  tags.forEach((tag) => { actions.createPage({ path: `/tags/${tag}/`, component: require.resolve('./src/components/tags-template.js'), context: { tag } }); });",
        '};',
      ].join('\n'),
      'src/components/tags-template.js': '',
      'src/posts/1/1.mdx': '---\nslug: /first\ntags: [Chicago, zoos]\n---\n',
      'src/posts/2/2.mdx': '---\nslug: /second\ntags: [covid]\n---\n',
    }, {
      '/tags/Chicago/': 'src/components/tags-template.js',
      '/tags/covid/': 'src/components/tags-template.js',
      '/tags/dogs/': null,
    }, { framework: 'gatsby' });
  });

  it('src/pages/404 is also the 404.html hosts serve for a missing path', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/pages/404.jsx': '',
      'src/pages/index.jsx': '',
    }, { '/404.html': 'src/pages/404.jsx', '/404/': 'src/pages/404.jsx', '/405.html': null }, { framework: 'gatsby' });
  });

  it('a createPage made only under `gatsby develop` or a test run is not in the built site; one made only in production is', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': "const path = require('path');\nexports.createPages = async ({ actions }) => {\n  const { createPage } = actions;\n  if (process.env.gatsby_executing_command === `develop` || process.env.IS_PLAYWRIGHT) {\n    createPage({ path: '/kitchen-sink', component: path.resolve('src/templates/kitchen-sink.tsx') });\n  }\n  if (process.env.NODE_ENV === 'production') createPage({ path: '/status', component: path.resolve('src/templates/status.tsx') });\n  createPage({ path: '/about', component: path.resolve('src/templates/about.tsx') });\n};\n",
      'src/templates/kitchen-sink.tsx': '',
      'src/templates/status.tsx': '',
      'src/templates/about.tsx': '',
    }, { '/kitchen-sink': null, '/status': 'src/templates/status.tsx', '/about': 'src/templates/about.tsx' }, { framework: 'gatsby' });
  });

  it("gatsby-awesome-pagination's paginate({ pathPrefix, component }): its first page at the prefix is the template", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '4', 'gatsby-awesome-pagination': '0.3' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': "const path = require('path');\nconst { paginate } = require('gatsby-awesome-pagination');\nexports.createPages = async ({ graphql, actions }) => {\n  const { createPage } = actions;\n  const result = await graphql(`{ allMdx { edges { node { id } } } }`);\n  paginate({ createPage, items: result.data.allMdx.edges, itemsPerPage: 10, pathPrefix: '/blog', component: path.resolve('./src/templates/blog-index.js') });\n};\n",
      'src/templates/blog-index.js': '',
    }, { '/blog': 'src/templates/blog-index.js', '/blog/': 'src/templates/blog-index.js', '/blog/9': null }, { framework: 'gatsby' });
  });

  it("a paginated list whose path is a constant of the loop (`const path = i === 0 ? BASE : …`) has its first page at the literal branch", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/utils/routes.js': "const EVENTS_BASE_PATH = '/events/';\nmodule.exports = { EVENTS_BASE_PATH };\n",
      'gatsby-node.js': "const Path = require('path');\nconst { EVENTS_BASE_PATH } = require('./src/utils/routes');\nfunction createEventsPage({ actions, numPages }) {\n  Array.from({ length: numPages }).forEach((_, i) => {\n    const path = i === 0 ? EVENTS_BASE_PATH : `${EVENTS_BASE_PATH}${i + 1}`;\n    actions.createPage({ path, component: Path.resolve('./src/templates/events.jsx'), context: {} });\n  });\n}\nexports.createPages = async (options) => { createEventsPage(options); };\n",
      'src/templates/events.jsx': '',
    }, { '/events/': 'src/templates/events.jsx', '/events/2': null }, { framework: 'gatsby' });
  });

  it('one query with aliased fields feeds each loop its own filter; a value printed as it is keeps its case', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-transformer-remark', { resolve: 'gatsby-source-filesystem', options: { name: 'work', path: `${__dirname}/src/work/` } }] };",
      'gatsby-node.js': "const path = require('path');\nexports.createPages = async ({ graphql, actions }) => {\n  const { createPage } = actions;\n  const result = await graphql(`\n    query {\n      posts: allMarkdownRemark(filter: { frontmatter: { status: { eq: \"public\" } } }) { nodes { frontmatter { slug } } }\n      categories: allMarkdownRemark { nodes { frontmatter { category } } }\n    }\n  `);\n  result.data.posts.nodes.forEach((node) => {\n    createPage({ path: `/article/${node.frontmatter.slug}`, component: path.resolve('./src/templates/post.js') });\n  });\n  result.data.categories.nodes.forEach((node) => {\n    createPage({ path: `/category/${node.frontmatter.category}`, component: path.resolve('./src/templates/category.js') });\n  });\n};\n",
      'src/templates/post.js': '',
      'src/templates/category.js': '',
      'src/work/one.md': '---\nslug: north-star\nstatus: public\ncategory: Philosophy\n---\n',
      'src/work/two.md': '---\nslug: hidden\nstatus: private\ncategory: Startup\n---\n',
    }, {
      '/article/north-star': 'src/work/one.md',
      '/article/hidden': null,
      '/category/Philosophy': 'src/templates/category.js',
      '/category/Startup': 'src/templates/category.js',
      '/category/philosophy': null,
      '/category/Cooking': null,
    }, { framework: 'gatsby' });
  });

  it("createPage helpers in required modules: an edge named as a whole (`post.node.frontmatter.slug`), paths built by path-to-regexp's compile()", () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5', 'path-to-regexp': '6' } }),
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-plugin-mdx', { resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/posts`, name: 'posts' } }] };",
      'gatsby-node.js': "const createPost = require('./gatsby/node/post');\nconst createList = require('./gatsby/node/list');\nexports.createPages = async ({ graphql, actions }) => {\n  const result = await graphql(`{ allMdx { edges { node { frontmatter { slug } } } } }`);\n  createPost(actions.createPage, result.data.allMdx.edges);\n  createList(actions.createPage, result.data.allMdx.edges);\n};\n",
      'src/routes/path.js': "const { compile } = require('path-to-regexp');\nmodule.exports = { TO_INDEX: compile('/'), TO_POST: compile('/:slug([a-z0-9-]+)/') };\n",
      'gatsby/node/post.js': "const path = require('path');\nconst { TO_POST } = require('../../src/routes/path');\nconst template = path.resolve(__dirname, '../../src/templates/post.tsx');\nmodule.exports = function createPost(createPage, edges) {\n  edges.forEach((post) => {\n    const slug = post.node.frontmatter.slug;\n    createPage({ path: TO_POST({ slug }), component: template, context: { slug } });\n  });\n};\n",
      'gatsby/node/list.js': "const path = require('path');\nconst { TO_INDEX } = require('../../src/routes/path');\nmodule.exports = function createList(createPage) {\n  createPage({ path: TO_INDEX(), component: path.resolve(__dirname, '../../src/templates/list.tsx') });\n};\n",
      'src/templates/post.tsx': '',
      'src/templates/list.tsx': '',
      'posts/001-closure/index.md': '---\nslug: javascript-closure\n---\n',
      'posts/002-nvm/index.md': '---\nslug: install-nvm\n---\n',
    }, {
      '/': 'src/templates/list.tsx',
      '/javascript-closure/': 'posts/001-closure/index.md',
      '/install-nvm/': 'posts/002-nvm/index.md',
      '/001-closure/': null,
    }, { framework: 'gatsby' });
  });

  it("source path '../docs' widens the site to the repository; {Mdx.slug} pages are the MDX files (gatsby-plugin-mdx's default extensions), nothing else", () => {
    expectMapped({
      'package.json': '{"private":true}',
      'website/package.json': '{"dependencies":{"gatsby":"4"}}',
      'website/gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: '../docs' } }, 'gatsby-plugin-mdx'] };",
      'website/src/pages/index.js': '',
      'website/src/pages/docs/{Mdx.slug}.js': '',
      'website/static/robots.txt': '',
      'website/static/admin/index.html': '',
      'docs/index.mdx': '',
      'docs/core/atom.mdx': '',
      'docs/Guides/Next JS.mdx': '',
      'docs/notes.md': '',
    }, {
      '/': 'website/src/pages/index.js',
      '/docs': 'docs/index.mdx',
      '/docs/core/atom': 'docs/core/atom.mdx',
      '/docs/guides/next-js': 'docs/Guides/Next JS.mdx',
      '/robots.txt': 'website/static/robots.txt',
      '/admin/': 'website/static/admin/index.html',
      '/admin/index.html': 'website/static/admin/index.html',
      '/docs/core': null,
      '/docs/index': null,
      '/docs/core/not-a-page': null,
      '/docs/notes': null,
    }, { framework: 'gatsby' });
  });

  it('without configured sources the collection route stays a template for nodes the repository does not hold', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-plugin-mdx'] };",
      'src/pages/blog/{Mdx.frontmatter__slug}.js': '',
    }, {
      '/blog/anything': 'src/pages/blog/{Mdx.frontmatter__slug}.js',
    }, { framework: 'gatsby' });
  });

  it("a workspace theme's gatsby-node creates a page at its basePath option (default when not given); the site widens to hold it", () => {
    expectMapped({
      'package.json': '{"private":true,"workspaces":["packages/*"]}',
      'packages/docs/package.json': '{"dependencies":{"gatsby":"5","gatsby-theme-guide":"workspace:^"}}',
      'packages/docs/gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-theme-guide', options: { basePath: '/guide-demo' } }, 'local-plugin'] };",
      'packages/docs/src/pages/index.js': '',
      'packages/docs/plugins/local-plugin/gatsby-node.js': "exports.createPages = ({ actions }, { route = '/local' }) => { actions.createPage({ path: route, component: require.resolve('./src/local.js') }); };",
      'packages/docs/plugins/local-plugin/src/local.js': '',
      'packages/gatsby-theme-guide/package.json': '{"name":"gatsby-theme-guide"}',
      'packages/gatsby-theme-guide/gatsby-node.js': "exports.createPages = ({ actions }, opts = {}) => {\n  const { basePath = '/guide' } = opts;\n  actions.createPage({ path: basePath, component: require.resolve('./src/template.js') });\n};",
      'packages/gatsby-theme-guide/src/template.js': '',
    }, {
      '/': 'packages/docs/src/pages/index.js',
      '/guide-demo': 'packages/gatsby-theme-guide/src/template.js',
      '/local': 'packages/docs/plugins/local-plugin/src/local.js',
      '/guide': null,
    }, { framework: 'gatsby' });
  });

  it('createRedirect in gatsby-node: from a literal list or a single call, no source; an existing page wins unless forced', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/pages/kept.js': '',
      'src/pages/forced.js': '',
      'src/templates/post.js': '',
      'gatsby-node.js': [
        "const moved = [['/old', '/new'], ['/kept', '/elsewhere']];",
        "exports.createPages = ({ actions }) => {",
        "  const { createPage, createRedirect } = actions;",
        "  for (const [fromPath, toPath] of moved) createRedirect({ fromPath, toPath });",
        "  [{ from: '/blog/renamed', to: '/blog/new-name' }].forEach(({ from, to }) => createRedirect({ fromPath: from, toPath: to, isPermanent: true }));",
        "  createRedirect({ fromPath: '/forced', toPath: '/', force: true });",
        "  data.posts.forEach((post) => createPage({ path: `/blog/${post.slug}`, component: require.resolve('./src/templates/post.js') }));",
        "};",
      ].join('\n'),
    }, {
      '/old': null,
      '/kept': 'src/pages/kept.js',
      '/forced': null,
      '/blog/renamed': null,
      // `data.posts` is read from nowhere the mapper sees: which posts exist is unknown, so no file is named.
      '/blog/other': null,
    }, { framework: 'gatsby' });
  });

  it('a paginated list over Markdown the repository holds: one page per postsPerPage files its .filter keeps (a count from a required config), none past the last', () => {
    const posts = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`content/p${i}.md`, '---\ntype: post\n---\n']));
    expectMapped(remarkSite([
      "  const config = require('./data/siteConfig');",
      '  const result = await graphql(`{ allMarkdownRemark { edges { node { frontmatter { type } } } } }`);',
      "  const posts = result.data.allMarkdownRemark.edges.filter((e) => e.node.frontmatter.type === 'post');",
      '  const nbPages = Math.ceil(posts.length / config.postsPerPage);',
      '  Array.from({ length: nbPages }).forEach((_, i) => {',
      "    actions.createPage({ path: i === 0 ? '/' : `/pages/${i + 1}`, component: path.resolve('./src/templates/list.js') });",
      '  });',
    ], { ...posts, 'content/about.md': '---\ntype: page\n---\n', 'data/siteConfig.js': 'module.exports = { postsPerPage: 3 };', 'src/templates/list.js': '' }), {
      '/': 'src/templates/list.js',
      '/pages/2': 'src/templates/list.js',
      '/pages/3': 'src/templates/list.js',
      '/pages/4': null,
      '/pages/1': null,
    }, { framework: 'gatsby' });
  });

  it("a paginated list's first page (the literal branch of `i === 0 ? '/blog' : …`) is its template; numbered pages are not claimed", () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/templates/list.js': '',
      'gatsby-node.js': [
        "exports.createPages = async ({ actions, graphql }) => {",
        "  const posts = (await graphql('{ allMdx { nodes { id } } }')).data.allMdx.nodes;",
        "  const numPages = Math.ceil(posts.length / 6);",
        "  Array.from({ length: numPages }).forEach((_, i) => {",
        "    actions.createPage({ path: i === 0 ? '/blog' : `/blog/${i + 1}`, component: require.resolve('./src/templates/list.js') });",
        "  });",
        "};",
      ].join('\n'),
    }, {
      '/blog': 'src/templates/list.js',
      '/blog/7': null,
    }, { framework: 'gatsby' });
  });

  it('{MarkdownRemark.fields__slug}: the slug onCreateNode computes (here under /blog) closes the route; a slug it does not visibly make leaves the template', () => {
    const site = (node: string) => ({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/content` } }, 'gatsby-transformer-remark'] };",
      'gatsby-node.js': node,
      'src/pages/{MarkdownRemark.fields__slug}.js': '',
      'content/hello-world.md': '',
    });
    expectMapped(site("exports.onCreateNode = ({ node, actions }) => {\n  if (node.internal.type === 'MarkdownRemark') actions.createNodeField({ node, name: 'slug', value: `/blog/${node.fileAbsolutePath.split('/content/')[1].split('.')[0]}` });\n};\n"), {
      '/blog/hello-world': 'content/hello-world.md',
      '/hello-world': null,
      '/blog/nope': null,
    }, { framework: 'gatsby' });
    expectMapped(site('exports.onCreatePage = () => {};\n'), {
      '/hello-world': 'content/hello-world.md',
      '/other': 'src/pages/{MarkdownRemark.fields__slug}.js',
    }, { framework: 'gatsby' });
  });

  it('a workspace theme that several sites list widens none of them (each site keeps its own folder)', () => {
    const theme = "exports.createPages = ({ actions }, { basePath = '/guide' }) => actions.createPage({ path: basePath, component: require.resolve('./src/t.js') });";
    expectMapped({
      'package.json': '{"private":true,"workspaces":["theme","www","example"]}',
      'theme/package.json': '{"name":"gatsby-theme-guide"}',
      'theme/gatsby-node.js': theme,
      'theme/src/t.js': '',
      'example/package.json': '{"dependencies":{"gatsby":"5"}}',
      'example/gatsby-config.js': "module.exports = { plugins: ['gatsby-theme-guide'] };",
      'example/src/pages/index.js': '',
      'www/package.json': '{"dependencies":{"gatsby":"5"}}',
      'www/gatsby-config.js': "module.exports = { siteMetadata: { siteUrl: 'https://guide.example.org' }, plugins: ['gatsby-theme-guide'] };",
      'www/src/pages/index.js': '',
    }, {
      '/': 'www/src/pages/index.js',
    }, { framework: 'gatsby', domain: 'guide.example.org' });
  });

  it('client-only routes: matchPath set in onCreatePage or passed to createPage answers every matching path', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/pages/app.js': '',
      'src/templates/user.js': '',
      'gatsby-node.js': [
        'exports.onCreatePage = ({ page, actions }) => {',
        "  if (page.path.startsWith('/app')) {",
        "    page.matchPath = '/app/*';",
        '    actions.createPage(page);',
        '  }',
        '};',
        "exports.createPages = ({ actions }) => actions.createPage({ path: '/user', matchPath: '/user/:id', component: require.resolve('./src/templates/user.js') });",
      ].join('\n'),
    }, {
      '/app': 'src/pages/app.js',
      '/app/profile/settings': 'src/pages/app.js',
      '/user': 'src/templates/user.js',
      '/user/42': 'src/templates/user.js',
      '/user/42/x': null,
      '/other': null,
    }, { framework: 'gatsby' });
  });

  it('createPage over allFile nodes of one source (sourceInstanceName filter) at a front matter permalink held in a callback constant', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'site/package.json': '{"dependencies":{"gatsby":"5"}}',
      'site/gatsby-config.js': [
        'module.exports = { plugins: [',
        "  { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/../copy` } },",
        "  { resolve: 'gatsby-source-filesystem', options: { name: 'notes', path: `${__dirname}/../notes` } },",
        "  'gatsby-transformer-remark',",
        '] };',
      ].join('\n'),
      'site/gatsby-node.js': [
        'exports.createPages = async ({ graphql, actions }) => {',
        "  const template = require('path').resolve('./src/templates/doc.js');",
        '  const result = await graphql(`{ allFile(filter: { sourceInstanceName: { eq: "docs" } }) { nodes { childMarkdownRemark { frontmatter { permalink } } } } }`);',
        '  result.data.allFile.nodes.forEach((post) => {',
        '    const permalink = post.childMarkdownRemark.frontmatter.permalink;',
        '    actions.createPage({ path: permalink, component: template });',
        '  });',
        '};',
      ].join('\n'),
      'site/src/templates/doc.js': '',
      'copy/en/Get Started.md': '---\npermalink: /docs/intro.html\n---\n',
      'copy/en/guide/Types.md': '---\npermalink: /docs/2/types.html\n---\n',
      'copy/en/diagram.md': '# no permalink\n',
      'notes/other.md': '---\npermalink: /notes/other.html\n---\n',
    }, {
      '/docs/intro.html': 'copy/en/Get Started.md',
      '/docs/2/types.html': 'copy/en/guide/Types.md',
      '/notes/other.html': null,
      '/en/get-started': null,
      '/en/diagram': null,
    }, { framework: 'gatsby' });
  });

  it('createPage for each file of a folder gatsby-node lists itself: path from the file path, the default language at the root', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'lib/createRoot.js': [
        "const path = require('path');",
        "const fs = require('fs');",
        "const { walk } = require('./walk');",
        'exports.createRoot = (createPage) => {',
        "  const pagesDir = path.join(__dirname, '..', 'src', 'templates', 'pages');",
        "  const langs = fs.readdirSync(path.join(__dirname, '..', 'src', 'copy'));",
        "  const list = walk(pagesDir).filter((f) => !f.startsWith('.')).filter((f) => !f.includes('dev'));",
        '  list.forEach((f) => {',
        '    const full = path.join(pagesDir, f);',
        "    let route = path.relative(pagesDir, full).replace(/.js$/, '');",
        '    langs.forEach((lang) => {',
        "      const prefix = lang === 'en' ? '/' : `/${lang}/`;",
        '      createPage({ path: `${prefix}${route}`, component: full });',
        '    });',
        '  });',
        '};',
      ].join('\n'),
      'lib/walk.js': '',
      'gatsby-node.js': "const { createRoot } = require('./lib/createRoot');\nexports.createPages = ({ actions }) => createRoot(actions.createPage);",
      'src/templates/pages/index.js': '',
      'src/templates/pages/download.js': '',
      'src/templates/pages/docs/index.js': '',
      'src/templates/pages/dev/tool.js': '',
      'src/copy/en/nav.js': '',
    }, {
      '/': 'src/templates/pages/index.js',
      '/download': 'src/templates/pages/download.js',
      '/docs': 'src/templates/pages/docs/index.js',
      '/dev/tool': null,
      '/fr/download': null,
      '/templates/pages/download': null,
    }, { framework: 'gatsby' });
  });

  it("readdirSync lists a folder's own files; with { recursive: true } its sub-folders' files too", () => {
    const site = (listArgs: string): Record<string, string> => ({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': [
        "const fs = require('fs');",
        "const path = require('path');",
        'exports.createPages = ({ actions }) => {',
        `  for (const name of fs.readdirSync(${listArgs})) {`,
        "    actions.createPage({ path: `/landing/${name.replace('.js', '')}`, component: path.resolve('./src/landing', name) });",
        '  }',
        '};',
      ].join('\n'),
      'src/landing/spring.js': '',
      'src/landing/parts/hero.js': '',
    });
    expectMapped(site("'./src/landing'"), {
      '/landing/spring': 'src/landing/spring.js',
      '/landing/parts/hero': null,
    }, { framework: 'gatsby' });
    expectMapped(site("'./src/landing', { recursive: true }"), {
      '/landing/spring': 'src/landing/spring.js',
      '/landing/parts/hero': 'src/landing/parts/hero.js',
    }, { framework: 'gatsby' });
  });

  it('a createPage path without its leading slash is the page at /… (Gatsby adds it), literal or templated', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ actions, graphql }) => {',
        "  actions.createPage({ path: 'about-us', component: path.resolve('./src/templates/About.js') });",
        '  const result = await graphql(`{ allMdx { group(field: { frontmatter: { tags: SELECT } }) { fieldValue } } }`);',
        "  result.data.allMdx.group.forEach((tag) => actions.createPage({ path: `posts/tags/${tag.fieldValue}`, component: path.resolve('./src/templates/Tags.js') }));",
        '};',
      ].join('\n'),
      'src/templates/About.js': '',
      'src/templates/Tags.js': '',
    }, {
      '/about-us': 'src/templates/About.js',
      '/posts/tags/css': 'src/templates/Tags.js',
      '/posts/tags': null,
    }, { framework: 'gatsby' });
  });

  it('a path from a front matter key that is not the page\'s own (category) is a listing template, not the Markdown file', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/posts` } }, 'gatsby-transformer-remark'] };",
      'gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const result = await graphql(`{ allMarkdownRemark { nodes { frontmatter { path category } } } }`);',
        '  result.data.allMarkdownRemark.nodes.forEach((node) => {',
        "    actions.createPage({ path: node.frontmatter.path, component: path.resolve('./src/templates/post.js') });",
        "    actions.createPage({ path: `/category/${node.frontmatter.category}`, component: path.resolve('./src/templates/category.js') });",
        '  });',
        '};',
      ].join('\n'),
      'src/templates/post.js': '',
      'src/templates/category.js': '',
      'posts/hello.md': '---\npath: /blog/hello-world\ncategory: news\n---\n',
    }, {
      '/blog/hello-world': 'posts/hello.md',
      '/category/news': 'src/templates/category.js',
      '/posts/hello': null,
    }, { framework: 'gatsby' });
  });

  it('a query filtered on a folder of the file path (fileAbsolutePath regex) makes pages of that folder\'s Markdown only', () => {
    expectMapped(remarkSite([
      '  const result = await graphql(`{ allMarkdownRemark(filter: { fileAbsolutePath: { regex: "/(blog)/" } }) { nodes { frontmatter { slug } } } }`);',
      "  result.data.allMarkdownRemark.nodes.forEach((node) => actions.createPage({ path: `/blog/${node.frontmatter.slug}`, component: path.resolve('./src/templates/post.js') }));",
    ], {
      'src/templates/post.js': '',
      'content/blog/first.md': '---\nslug: first-post\n---\n',
      'content/authors/ann.md': '---\nslug: ann\n---\n',
    }), {
      '/blog/first-post': 'content/blog/first.md',
      '/blog/ann': null,
    }, { framework: 'gatsby' });
  });

  it("a createFilePath slug destructured from the node and joined (path.join(slug, '/')) makes each MDX file a page, whatever template its front matter picks; a local plugin's twin pages keep its front matter filter; another source's nodes make none", () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/src/markdown-pages` } }, 'gatsby-plugin-mdx', 'gatsby-plugin-embed'] };",
      'gatsby-node.js': [
        "const path = require('path');",
        "const { createFilePath } = require('gatsby-source-filesystem');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const { data } = await graphql(`{ allMdx(filter: { fileAbsolutePath: { regex: "/src/markdown-pages/" } }) { edges { node { fields { slug } frontmatter { template } } } } allWidget { edges { node { fields { slug } } } } }`);',
        '  data.allMdx.edges.forEach(({ node }) => {',
        '    const { frontmatter, fields: { slug } } = node;',
        '    actions.createPage({ path: path.join(slug, \'/\'), component: path.resolve(`src/templates/${frontmatter.template}.js`) });',
        '  });',
        "  data.allWidget.edges.forEach(({ node }) => actions.createPage({ path: path.join(node.fields.slug, '/'), component: path.resolve('./src/templates/Widget.js') }));",
        '};',
        'exports.onCreateNode = ({ node, getNode, actions }) => {',
        "  if (node.internal.type === 'Mdx') actions.createNodeField({ node, name: 'slug', value: createFilePath({ node, getNode, trailingSlash: false }) });",
        '};',
      ].join('\n'),
      'plugins/gatsby-plugin-embed/package.json': '{"name":"gatsby-plugin-embed"}',
      'plugins/gatsby-plugin-embed/gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const { data } = await graphql(`{ allMdx(filter: { frontmatter: { template: { eq: "GuideTemplate" } } }) { nodes { fields { slug } } } }`);',
        '  data.allMdx.nodes.forEach((node) => {',
        '    const { fields: { slug } } = node;',
        "    actions.createPage({ path: path.join(slug, 'embed', '/'), component: path.resolve('src/templates/embed.js') });",
        '  });',
        '};',
      ].join('\n'),
      'src/templates/GuideTemplate.js': '',
      'src/templates/OverviewTemplate.js': '',
      'src/templates/Widget.js': '',
      'src/templates/embed.js': '',
      'src/markdown-pages/terms.mdx': "---\ntemplate: 'GuideTemplate'\n---\n",
      'src/markdown-pages/build/index.mdx': "---\ntemplate: 'OverviewTemplate'\n---\n",
      'src/markdown-pages/build/serve.mdx': "---\ntemplate: 'GuideTemplate'\n---\n",
    }, {
      '/terms/': 'src/markdown-pages/terms.mdx',
      '/build/': 'src/markdown-pages/build/index.mdx',
      '/build/serve/': 'src/markdown-pages/build/serve.mdx',
      '/terms/embed/': 'src/markdown-pages/terms.mdx',
      '/build/serve/embed/': 'src/markdown-pages/build/serve.mdx',
      '/build/embed/': null,
      '/widgets/chart/': null,
      '/build/index/': null,
    }, { framework: 'gatsby' });
  });

  it('queries of one module that keep different front matter values make no content page (which call gets which files is not read)', () => {
    expectMapped(remarkSite([
      '  const posts = await graphql(`{ allMarkdownRemark(filter: { frontmatter: { kind: { eq: "post" } } }) { nodes { frontmatter { slug } } } }`);',
      '  const notes = await graphql(`{ allMarkdownRemark(filter: { frontmatter: { kind: { eq: "note" } } }) { nodes { frontmatter { slug } } } }`);',
      "  posts.data.allMarkdownRemark.nodes.forEach((node) => actions.createPage({ path: `/blog/${node.frontmatter.slug}`, component: path.resolve('./src/templates/post.js') }));",
      "  notes.data.allMarkdownRemark.nodes.forEach((node) => actions.createPage({ path: `/notes/${node.frontmatter.slug}`, component: path.resolve('./src/templates/note.js') }));",
    ], {
      'src/templates/post.js': '',
      'src/templates/note.js': '',
      'content/a.md': '---\nslug: a\nkind: post\n---\n',
      'content/b.md': '---\nslug: b\nkind: note\n---\n',
    }), {
      '/blog/a': null,
      '/notes/b': null,
      '/blog/b': null,
    }, { framework: 'gatsby' });
  });

  it('a glob of page components (glob.sync with **) makes a page of each matched file at its path below the glob\'s folder', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': [
        "const glob = require('glob');",
        "const path = require('path');",
        'exports.createPages = ({ actions }) => {',
        "  glob.sync('./src/landing/**/*.js').forEach((file) => {",
        "    const slug = path.relative('./src/landing', file).replace(/\\.js$/, '');",
        "    actions.createPage({ path: `/promo/${slug}`, component: path.resolve(file) });",
        '  });',
        '};',
      ].join('\n'),
      'src/landing/spring.js': '',
      'src/landing/fall/index.js': '',
    }, {
      '/promo/spring': 'src/landing/spring.js',
      '/promo/fall': 'src/landing/fall/index.js',
      '/spring': null,
    }, { framework: 'gatsby' });
  });
  it('a front matter path destructured from the node (`const { frontmatter: { path: p } } = node`) with a conditional template makes each file a page there, folders unrelated', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"4"},"scripts":{"build":"gatsby build --prefix-paths"}}',
      'gatsby-config.js': "module.exports = { pathPrefix: '/lib', plugins: ['gatsby-transformer-remark', { resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/markdown`, name: 'md' } }] };",
      'gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const result = await graphql(`{ allMarkdownRemark { edges { node { frontmatter { path } } } } }`);',
        "  const a = path.resolve('src/templates/a.tsx');",
        "  const b = path.resolve('src/templates/b.tsx');",
        '  result.data.allMarkdownRemark.edges.forEach(({ node }) => {',
        '    const { frontmatter: { path: pagePath } } = node;',
        "    actions.createPage({ path: pagePath, component: pagePath.startsWith('/examples') ? a : b, context: {} });",
        '  });',
        '};',
      ].join('\n'),
      'src/templates/a.tsx': '',
      'src/templates/b.tsx': '',
      'src/pages/index.tsx': '',
      'markdown/docs/00 Quick Start/Overview.md': "---\npath: '/docs/overview'\n---\n",
      'markdown/examples/chess/tutorial.md': '---\npath: /examples/tutorial\n---\n',
    }, {
      '/lib/': 'src/pages/index.tsx',
      '/lib/docs/overview/': 'markdown/docs/00 Quick Start/Overview.md',
      '/lib/examples/tutorial': 'markdown/examples/chess/tutorial.md',
      '/lib/examples/chess/tutorial/': null,
      '/lib/docs/00-quick-start/overview/': null,
      // Built with --prefix-paths: the host's paths outside the prefix are another site's.
      '/docs/overview/': null,
    }, { framework: 'gatsby' });
  });

  it('a theme installed from the registry (not in the repository) makes its pages unknowable: no source, naming the theme, even for its content folder', () => {
    const site = memorySite({
      'package.json': '{"dependencies":{"gatsby":"5","gatsby-theme-docs-engine":"1"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-theme-docs-engine', options: {} }, { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.join(__dirname, 'static', 'img') } }] };",
      'src/pages/index.js': '',
      'content/docs/index.md': '',
      'content/docs/start.md': '',
    });
    const mapping = mapSite(site, {});
    assert.equal(mapping.mapper.framework, 'gatsby');
    const [home, doc] = mapping.map(['/', '/doc/start']);
    assert.equal(home.file, 'src/pages/index.js');
    assert.equal(doc.file, null);
    assert.match(doc.reason, /theme gatsby-theme-docs-engine, which is installed from the registry/);
  });

  it("tag and category pages built by concatenation or path.join (`'/tags/' + kebabCase(tag) + '/'`, `path.join('/category', slug)`) are their template's pattern, one segment per data part", () => {
    expectMapped(remarkSite([
      "  const kebabCase = require('lodash/kebabCase');",
      '  const { data } = await graphql(`{ allMarkdownRemark { tags: group(field: { frontmatter: { tags: SELECT } }) { fieldValue } } }`);',
      "  data.allMarkdownRemark.tags.forEach((tag) => actions.createPage({ path: '/tags/' + kebabCase(tag.fieldValue) + '/', component: path.resolve('./src/templates/tag.js') }));",
      "  data.allMarkdownRemark.tags.forEach((tag) => { const categoryPath = path.join('/category', kebabCase(tag.fieldValue)); actions.createPage({ path: categoryPath, component: path.resolve('./src/templates/category.js') }); });",
      "  data.allMarkdownRemark.tags.forEach((tag) => actions.createPage({ path: '/docs' + tag.fieldValue, component: path.resolve('./src/templates/doc.js') }));",
    ], {
      'src/templates/tag.js': '',
      'src/templates/category.js': '',
      'src/templates/doc.js': '',
    }), {
      '/tags/react/': 'src/templates/tag.js',
      '/category/news': 'src/templates/category.js',
      '/category/news/more': null,
      // A part glued to a literal inside one segment could be anything (a slash, nothing): no pattern.
      '/docs/intro': null,
    }, { framework: 'gatsby' });
  });

  it('a fileAbsolutePath glob naming a folder keeps its Markdown only; a path filter that is not read makes no content page', () => {
    const created = (filter: string): string[] => [
      `  const { data } = await graphql(\`{ allMarkdownRemark(filter: { fileAbsolutePath: ${filter} }) { nodes { fields { slug } } } }\`);`,
      "  data.allMarkdownRemark.nodes.forEach((node) => { const { slug } = node.fields; actions.createPage({ path: `/blog${slug}`, component: path.resolve('./src/templates/post.js') }); });",
      '};',
      "exports.onCreateNode = ({ node, getNode, actions }) => { if (node.internal.type === 'MarkdownRemark') actions.createNodeField({ node, name: 'slug', value: require('gatsby-source-filesystem').createFilePath({ node, getNode }) }); ",
    ];
    const files = { 'src/templates/post.js': '', 'content/blog/hello.md': '', 'content/authors/ann.md': '' };
    expectMapped(remarkSite(created('{ glob: "**/content/blog/**" }'), files), {
      '/blog/blog/hello/': 'content/blog/hello.md',
      '/blog/authors/ann/': null,
    }, { framework: 'gatsby' });
    expectMapped(remarkSite(created('{ regex: "/blog\\\\/[^/]+\\\\.md$/" }'), files), {
      '/blog/blog/hello/': null,
      '/blog/authors/ann/': null,
    }, { framework: 'gatsby' });
  });

  it("createFilePath's basePath drops the folders the file's path shares with it from the start (path.posix.relative), trailingSlash: false drops the slash", () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'src', path: `${__dirname}/src` } }, 'gatsby-transformer-remark'] };",
      'gatsby-node.js': [
        "const path = require('path');",
        "const { createFilePath } = require('gatsby-source-filesystem');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const { data } = await graphql(`{ allMarkdownRemark { nodes { fields { slug } } } }`);',
        "  data.allMarkdownRemark.nodes.forEach((node) => actions.createPage({ path: node.fields.slug, component: path.resolve('./src/templates/page.js') }));",
        '};',
        "exports.onCreateNode = ({ node, getNode, actions }) => { if (node.internal.type === 'MarkdownRemark') actions.createNodeField({ node, name: 'slug', value: createFilePath({ node, getNode, basePath: 'pages', trailingSlash: false }) }); };",
      ].join('\n'),
      'src/templates/page.js': '',
      'src/pages/about.md': '',
      'src/posts/hello.md': '',
    }, {
      '/about': 'src/pages/about.md',
      '/posts/hello': 'src/posts/hello.md',
      '/pages/about': null,
    }, { framework: 'gatsby' });
  });

  it('a name declared in several callbacks (`const slug = …` in each loop) is read from the one around each createPage call', () => {
    expectMapped(remarkSite([
      "  const kebabCase = require('lodash/kebabCase');",
      '  const { data } = await graphql(`{ allMarkdownRemark { nodes { frontmatter { slug tags } } } }`);',
      '  data.allMarkdownRemark.nodes.forEach((node) => {',
      '    const slug = node.frontmatter.slug;',
      "    actions.createPage({ path: slug, component: path.resolve('./src/templates/post.js') });",
      '  });',
      "  const tags = ['react', 'css'];",
      '  tags.forEach((tag) => {',
      '    const slug = kebabCase(tag);',
      "    actions.createPage({ path: `/tags/${slug}/`, component: path.resolve('./src/templates/tag.js') });",
      '  });',
    ], POST_AND_TAG.files), POST_AND_TAG.cases, { framework: 'gatsby' });
  });

  it("gatsby-plugin-mdx's own `slug` (v1–v3) in a createPage over allMdx makes each MDX file a page at its path; over another list it is data (not a file)", () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"3"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/docs` } }, 'gatsby-plugin-mdx'] };",
      'gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const { data } = await graphql(`{ allMdx { nodes { slug } } allAuthor { nodes { slug } } }`);',
        "  data.allMdx.nodes.forEach((node) => actions.createPage({ path: `/docs/${node.slug}`, component: path.resolve('./src/templates/doc.js') }));",
        "  data.allAuthor.nodes.forEach((author) => actions.createPage({ path: `/authors/${author.slug}`, component: path.resolve('./src/templates/author.js') }));",
        '};',
      ].join('\n'),
      'src/templates/doc.js': '',
      'src/templates/author.js': '',
      'docs/index.mdx': '',
      'docs/guides/setup.mdx': '',
      'docs/notes.md': '',
    }, {
      '/docs/': 'docs/index.mdx',
      '/docs/guides/setup': 'docs/guides/setup.mdx',
      '/docs/notes': null,
      // allAuthor nodes come from no source plugin the config lists: which authors exist is unknown.
      '/authors/ann': null,
    }, { framework: 'gatsby' });
  });

  it('a callback destructuring its edge or node in its parameter (`({ node: { frontmatter: { slug } } }) =>`, `({ fields: { slug } }) =>`) reads the slug per file; a tag list destructured the same way stays data', () => {
    expectMapped(remarkSite([
      '  const { data } = await graphql(`{ posts: allMarkdownRemark { edges { node { frontmatter { slug } } } } notes: allMarkdownRemark { nodes { fields { slug } } } }`);',
      "  data.posts.edges.forEach(({ node: { frontmatter: { slug } } }) => actions.createPage({ path: slug, component: path.resolve('./src/templates/post.js') }));",
      "  ['react'].map((name) => ({ slug: name })).forEach(({ slug }) => actions.createPage({ path: `/tags/${slug}/`, component: path.resolve('./src/templates/tag.js') }));",
    ], POST_AND_TAG.files), POST_AND_TAG.cases, { framework: 'gatsby' });
  });

  describe('createPage paths built from data: a template only for values that exist, or data from outside the repository', () => {
    it('tag pages from the Markdown front matter the repository holds: a tag some file has is its template, any other tag no file', () => {
      expectMapped(remarkSite([
        "  const kebabCase = require('lodash/kebabCase');",
        '  const result = await graphql(`{ tags: allMarkdownRemark { group(field: { frontmatter: { tags: SELECT } }) { fieldValue } } }`);',
        "  result.data.tags.group.forEach((tag) => actions.createPage({ path: `/tags/${kebabCase(tag.fieldValue)}/`, component: path.resolve('./src/templates/tag.js') }));",
        '  const posts = await graphql(`{ allMarkdownRemark { nodes { frontmatter { category } } } }`);',
        "  const categories = new Set(posts.data.allMarkdownRemark.nodes.map((p) => p.frontmatter.category));",
        "  categories.forEach((c) => actions.createPage({ path: `/category/${c}/`, component: path.resolve('./src/templates/category.js') }));",
        "  posts.data.allMarkdownRemark.nodes.forEach((node) => (node.frontmatter.topics || []).forEach((t) => actions.createPage({ path: `/topics/${kebabCase(t)}/`, component: path.resolve('./src/templates/topic.js') })));",
        '  let series = [];',
        '  posts.data.allMarkdownRemark.nodes.forEach((node) => series.push(node.frontmatter.series));',
        "  series.forEach((s) => actions.createPage({ path: `/series/${s}/`, component: path.resolve('./src/templates/series.js') }));",
      ], {
        'src/templates/topic.js': '',
        'src/templates/series.js': '',
        'src/templates/tag.js': '',
        'src/templates/category.js': '',
        'content/a.md': '---\ntags: [React Hooks, css]\ncategory: News\ntopics: [Web Performance]\nseries: intro\n---\n',
        'content/b.md': '---\ntags: Gatsby\n---\n',
      }), {
        '/tags/react-hooks/': 'src/templates/tag.js',
        '/tags/css/': 'src/templates/tag.js',
        '/tags/gatsby/': 'src/templates/tag.js',
        '/tags/vue/': null,
        '/category/news/': 'src/templates/category.js',
        '/category/sports/': null,
        '/topics/web-performance/': 'src/templates/topic.js',
        '/topics/css/': null,
        // A list filled by code (`series.push(…)`) is not read: no file, not even for a value the files hold.
        '/series/intro/': null,
      }, { framework: 'gatsby' });
    });

    it('source folders the config computes (a loop over years) leave the Markdown a query reads unknown: no tag page is claimed', () => {
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': "const years = () => [2019, 2020].map((y) => ({ resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/posts/${y}` } }));\nmodule.exports = { plugins: [...years(), 'gatsby-transformer-remark'] };",
        'gatsby-node.js': [
          'exports.createPages = async ({ graphql, actions }) => {',
          '  const result = await graphql(`{ allMarkdownRemark { group(field: { frontmatter: { tags: SELECT } }) { fieldValue } } }`);',
          "  result.data.allMarkdownRemark.group.forEach((tag) => actions.createPage({ path: `/tags/${tag.fieldValue}/`, component: require.resolve('./src/tag.js') }));",
          '};',
        ].join('\n'),
        'posts/2016/old.md': '---\ntags: [legacy]\n---\n',
        'posts/2019/new.md': '---\ntags: [css]\n---\n',
        'src/tag.js': '',
      }, {
        '/tags/legacy/': null,
        '/tags/css/': null,
      }, { framework: 'gatsby' });
    });

    it("rows of the site's own data (sourceNodes over a CSV, read by code) are not known: no page of that template is claimed", () => {
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': 'module.exports = { plugins: [] };',
        'gatsby-node.js': [
          "const { loadCsv, slugify } = require('./scripts/utils');",
          "exports.sourceNodes = async (api) => { await loadCsv(api, './static/data/states.csv'); };",
          'exports.createPages = async ({ graphql, actions }) => {',
          '  const result = await graphql(`{ allStates { nodes { name } } }`);',
          "  result.data.allStates.nodes.forEach(({ name }) => { if (name !== 'Texas') actions.createPage({ path: `/tracker/${slugify(name)}/`, component: require.resolve('./src/state.js') }); });",
          "  actions.createPage({ path: '/tracker/', component: require.resolve('./src/index.js') });",
          '};',
        ].join('\n'),
        'scripts/utils.js': '',
        'static/data/states.csv': 'id,name\n48,Texas\n09,Connecticut\n',
        'src/state.js': '',
        'src/index.js': '',
      }, {
        '/tracker/': 'src/index.js',
        '/tracker/connecticut/': null,
        '/tracker/texas/': null,
        '/tracker/california/': null,
      }, { framework: 'gatsby' });
    });

    it('nodes of a CMS source plugin the config lists, or a list fetched from an http(s) API, can only come from outside: the template', () => {
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-contentful', options: { spaceId: 'x' } }] };",
        'gatsby-node.js': [
          'exports.createPages = async ({ graphql, actions }) => {',
          '  const result = await graphql(`{ allContentfulBlogPost { nodes { slug } } allAuthorYaml { nodes { id } } }`);',
          "  result.data.allContentfulBlogPost.nodes.forEach((post) => actions.createPage({ path: `/blog/${post.slug}/`, component: require.resolve('./src/post.js') }));",
          "  result.data.allAuthorYaml.nodes.forEach((a) => actions.createPage({ path: `/authors/${a.id}/`, component: require.resolve('./src/author.js') }));",
          "  const pokemon = await fetch('https://pokeapi.co/api/v2/pokemon').then((r) => r.json());",
          "  pokemon.results.forEach((p) => actions.createPage({ path: `/pokemon/${p.name}/`, component: require.resolve('./src/pokemon.js') }));",
          '};',
        ].join('\n'),
        'src/post.js': '',
        'src/author.js': '',
        'src/pokemon.js': '',
      }, {
        '/blog/hello-world/': 'src/post.js',
        '/pokemon/pikachu/': 'src/pokemon.js',
        '/authors/ann/': null,
      }, { framework: 'gatsby' });
    });

    it('rows of data files gatsby-transformer-yaml/-json/-csv make nodes of are enumerated by the field the path reads; a loop that skips rows claims none', () => {
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/data` } }, 'gatsby-transformer-yaml', 'gatsby-transformer-json', 'gatsby-transformer-csv'] };",
        'gatsby-node.js': [
          'exports.createPages = async ({ graphql, actions }) => {',
          '  const { data } = await graphql(`{ allProjectsYaml { nodes { slug } } allTeamJson { nodes { handle } } allCitiesCsv { nodes { name } } allPlacesCsv { nodes { slug } } }`);',
          "  data.allPlacesCsv.nodes.forEach((place) => actions.createPage({ path: `/places/${place.slug}/`, component: require.resolve('./src/place.js') }));",
          "  data.allProjectsYaml.nodes.forEach((p) => actions.createPage({ path: `/projects/${p.slug}/`, component: require.resolve('./src/project.js') }));",
          "  data.allTeamJson.nodes.forEach(({ handle }) => actions.createPage({ path: `/team/${handle}/`, component: require.resolve('./src/member.js') }));",
          "  data.allCitiesCsv.nodes.forEach(({ name }) => { if (name !== 'Austin') actions.createPage({ path: `/cities/${name}/`, component: require.resolve('./src/city.js') }); });",
          '};',
        ].join('\n'),
        'data/projects.yaml': '# projects\n- slug: rocket\n  title: Rocket Ship\n- slug: boat\n',
        'data/team/ann.json': '{ "handle": "ann", "role": "lead" }',
        'data/cities.csv': 'id,name\n1,"Austin"\n2,Boston\n',
        'data/places.csv': 'slug,label\n"new-york","New York, NY"\nparis,Paris\n',
        'src/place.js': '',
        'src/project.js': '',
        'src/member.js': '',
        'src/city.js': '',
      }, {
        '/projects/rocket/': 'src/project.js',
        '/projects/boat/': 'src/project.js',
        '/projects/rocket-ship/': null,
        '/projects/plane/': null,
        '/team/ann/': 'src/member.js',
        '/team/lead/': null,
        '/places/new-york/': 'src/place.js',
        '/places/paris/': 'src/place.js',
        '/places/london/': null,
        '/places/new-york-ny/': null,
        '/cities/boston/': null,
        '/cities/austin/': null,
      }, { framework: 'gatsby' });
    });

    it('a typeName function (not run) types nodes by their folder or file name without the suffix; a typeName string names them all', () => {
      const site = (typeName: string, query: string) => ({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': `const _ = require('lodash');\nmodule.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { path: \`\${__dirname}/src/data\` } }, { resolve: 'gatsby-transformer-json', options: { typeName: ${typeName} } }] };`,
        'gatsby-node.js': [
          'exports.createPages = async ({ graphql, actions }) => {',
          `  const { data } = await graphql(\`{ ${query} { nodes { slug } } }\`);`,
          `  data.${query}.nodes.forEach((p) => actions.createPage({ path: \`/projects/\${p.slug}/\`, component: require.resolve('./src/project.js') }));`,
          '};',
        ].join('\n'),
        'src/data/projects/pixie.json': '{ "slug": "pixie" }',
        'src/data/projects/tutone.json': '{ "slug": "tutone" }',
        'src/project.js': '',
      });
      const cases = { '/projects/pixie/': 'src/project.js', '/projects/tutone/': 'src/project.js', '/projects/other/': null };
      expectMapped(site('({ node, isArray }) => _.upperFirst(_.camelCase(isArray ? node.name : require("path").basename(node.dir)))', 'allProjects'), cases, { framework: 'gatsby' });
      expectMapped(site("'Project'", 'allProject'), cases, { framework: 'gatsby' });
    });

    it('a module making very many data pages has only its first calls read; the rest name no file', () => {
      const calls = Array.from({ length: 80 }, (_, i) => `  items.forEach((x) => actions.createPage({ path: \`/s${i}/\${x.slug}/\`, component: require.resolve('./src/t.js') }));`);
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': 'module.exports = { plugins: [] };',
        'gatsby-node.js': ['exports.createPages = async ({ actions }) => {', "  const items = await fetch('https://api.example.com/items').then((r) => r.json());", ...calls, '};'].join('\n'),
        'src/t.js': '',
      }, { '/s0/a/': 'src/t.js', '/s63/b/': 'src/t.js', '/s64/a/': null, '/s79/a/': null }, { framework: 'gatsby' });
    });

    it('a literal list mapped before the loop (names slugified in the callback) is enumerated: its values only', () => {
      expectMapped({
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': 'module.exports = { plugins: [] };',
        'gatsby-node.js': [
          "const slugify = require('slugify');",
          'exports.createPages = ({ actions }) => {',
          "  ['North Dakota', 'St. Louis'].map((name) => ({ name })).forEach(({ name }) => { const slug = slugify(name); actions.createPage({ path: `/places/${slug}/`, component: require.resolve('./src/place.js') }); });",
          '};',
        ].join('\n'),
        'src/place.js': '',
      }, {
        '/places/north-dakota/': 'src/place.js',
        '/places/st-louis/': 'src/place.js',
        '/places/texas/': null,
      }, { framework: 'gatsby' });
    });
  });

  describe('a theme installed from the registry: the content folder its options name', () => {
    const themeSite = (options: string, files: Record<string, string>): Record<string, string> => ({
      'package.json': '{"dependencies":{"gatsby":"4","gatsby-theme-pages":"1"}}',
      'gatsby-config.js': `module.exports = { plugins: [{ resolve: 'gatsby-theme-pages', options: ${options} }] };`,
      ...files,
    });

    it('a Markdown/MDX file whose front matter declares an absolute path is the page there; other paths, and a path two files declare, name none', () => {
      expectMapped(themeSite("{ contentPath: 'content/pages' }", {
        'content/pages/index.mdx': '---\npath: /\n---\n',
        'content/pages/about-us.mdx': '---\npath: /about-us\ntemplate: about\n---\n',
        'content/pages/team.mdx': '---\nslug: /people/team\n---\n',
        'content/pages/draft.mdx': '---\ntitle: no path\n---\n',
        'content/pages/a.mdx': '---\npath: /twice\n---\n',
        'content/pages/b.mdx': '---\npath: /twice\n---\n',
        'content/pages/relative.mdx': '---\npath: relative\n---\n',
      }), {
        '/': 'content/pages/index.mdx',
        '/about-us': 'content/pages/about-us.mdx',
        '/people/team': 'content/pages/team.mdx',
        '/about': null,
        '/index': null,
        '/draft': null,
        '/twice': null,
        '/relative': null,
      }, { framework: 'gatsby' });
    });

    it('a theme told to mount its pages under a basePath moves them: no file is named', () => {
      expectMapped(themeSite("{ contentPath: 'content/pages', basePath: '/docs' }", {
        'content/pages/about-us.mdx': '---\npath: /about-us\n---\n',
      }), {
        '/about-us': null,
        '/docs/about-us': null,
      }, { framework: 'gatsby' });
    });
  });

  it("`.filter` front matter tests on the loop's list (`type === 'post'`, `tags !== null`) keep only those files: pages of the kept ones, tag values of the kept ones; truthiness tests too; an unread filter names none", () => {
    const files = {
      'src/templates/post.js': '', 'src/templates/page.js': '', 'src/templates/tag.js': '', 'src/templates/note.js': '',
      'content/one.md': '---\nslug: /2020/one\ntype: post\ntags: [docker]\n---\n',
      'content/about.md': '---\nslug: about\ntype: page\n---\n',
      'content/niek.md': '---\nslug: niek\ntype: author\ntags: [cooking]\n---\n',
    };
    expectMapped(remarkSite([
      '  const result = await graphql(`{ allMarkdownRemark { edges { node { frontmatter { slug type tags } } } } }`);',
      '  const all = result.data.allMarkdownRemark.edges;',
      "  const posts = all.filter((item) => item.node.frontmatter.type == 'post');",
      "  posts.forEach((post) => actions.createPage({ path: post.node.frontmatter.slug, component: path.resolve('./src/templates/post.js') }));",
      "  all.filter((item) => { return item.node.frontmatter.type === 'page'; }).forEach((page) => actions.createPage({ path: page.node.frontmatter.slug, component: path.resolve('./src/templates/page.js') }));",
      "  posts.filter((item) => item.node.frontmatter.tags !== null).reduce((acc, cur) => [...new Set([...acc, ...(cur.node.frontmatter.tags || [])])], []).forEach((tag) => actions.createPage({ path: `tags/${tag}`, component: path.resolve('./src/templates/tag.js') }));",
    ], files), {
      '/2020/one': 'content/one.md',
      '/about': 'content/about.md',
      '/niek': null,
      '/tags/docker': 'src/templates/tag.js',
      '/tags/cooking': null,
    }, { framework: 'gatsby' });
    expectMapped(remarkSite([
      '  const result = await graphql(`{ allMarkdownRemark { edges { node { frontmatter { slug type tags } } } } }`);',
      "  result.data.allMarkdownRemark.edges.filter((e) => !e.node.frontmatter.tags && e.node.frontmatter.type).forEach((e) => actions.createPage({ path: e.node.frontmatter.slug, component: path.resolve('./src/templates/note.js') }));",
    ], files), { '/about': 'content/about.md', '/2020/one': null, '/niek': null }, { framework: 'gatsby' });
    expectMapped(remarkSite([
      '  const result = await graphql(`{ allMarkdownRemark { edges { node { frontmatter { slug type } } } } }`);',
      "  result.data.allMarkdownRemark.edges.filter((e) => isPublished(e)).forEach((e) => actions.createPage({ path: e.node.frontmatter.slug, component: path.resolve('./src/templates/note.js') }));",
    ], files), { '/2020/one': null, '/about': null, '/niek': null }, { framework: 'gatsby' });
  });

  it('a content createPage inside a branch keeps the files its front matter test passes (if / else / &&); a branch testing anything else names none', () => {
    const files = {
      'src/templates/post.js': '', 'src/templates/page.js': '', 'src/templates/css.js': '',
      'content/one.md': '---\nslug: /one\ntemplate: post\ncssId: one\n---\n',
      'content/about.md': '---\nslug: /about\ntemplate: page\n---\n',
    };
    expectMapped(remarkSite([
      '  const { data } = await graphql(`{ allMarkdownRemark { nodes { frontmatter { slug template cssId } } } }`);',
      '  data.allMarkdownRemark.nodes.forEach((node) => {',
      "    if (node.frontmatter.template === 'post') actions.createPage({ path: `/posts${node.frontmatter.slug}`, component: path.resolve('./src/templates/post.js') });",
      "    else actions.createPage({ path: `/pages${node.frontmatter.slug}`, component: path.resolve('./src/templates/page.js') });",
      '  });',
    ], files), { '/posts/one': 'content/one.md', '/pages/about': 'content/about.md', '/posts/about': null, '/pages/one': null }, { framework: 'gatsby' });
    expectMapped(remarkSite([
      '  const { data } = await graphql(`{ allMarkdownRemark { nodes { frontmatter { slug template cssId } } } }`);',
      "  for (const node of data.allMarkdownRemark.nodes) { if (isPublished(node)) actions.createPage({ path: `/css${node.frontmatter.slug}`, component: path.resolve('./src/templates/css.js') }); }",
    ], files), { '/css/one': null, '/css/about': null }, { framework: 'gatsby' });
  });

  it("a query filter on a field onCreateNode sets to the file's sourceInstanceName names those sources; a list named by a constant reads its query (gatsby-plugin-mdx's own slug over allMdx)", () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"3"}}',
      'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/posts`, name: 'posts' } }, { resolve: 'gatsby-source-filesystem', options: { path: `${__dirname}/drafts`, name: 'drafts' } }, { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } }] };",
      'gatsby-node.js': [
        "const path = require('path');",
        "exports.onCreateNode = ({ node, getNode, actions }) => { if (node.internal.type === 'Mdx') { const parent = getNode(node.parent); actions.createNodeField({ node, name: 'collection', value: parent.sourceInstanceName }); } };",
        'exports.createPages = ({ graphql, actions }) => graphql(`{ allMdx(filter: { fields: { collection: { in: ["posts"] } } }) { nodes { slug } } }`).then((result) => {',
        '  const posts = result.data.allMdx.nodes;',
        "  posts.forEach((node) => actions.createPage({ path: node.slug, component: path.resolve('./src/templates/post.js') }));",
        '});',
      ].join('\n'),
      'src/templates/post.js': '',
      'posts/hello/index.mdx': '',
      'drafts/secret/index.mdx': '',
    }, { '/hello/': 'posts/hello/index.mdx', '/secret/': null }, { framework: 'gatsby' });
  });

  it('tag pages over a list filled with `tags.push(tag)` from each post\'s front matter tags are their template for those tags only; a conditional push leaves them unknown', () => {
    const body = (push: string): string[] => [
      '  const { data } = await graphql(`{ allMarkdownRemark { nodes { frontmatter { slug tags } } } }`);',
      '  const posts = data.allMarkdownRemark.nodes;',
      '  let tags = [];',
      `  posts.forEach((node) => { (node.frontmatter.tags || []).forEach((tag) => ${push}); });`,
      "  [...new Set(tags)].forEach((tag) => actions.createPage({ path: `/tags/${tag}/`, component: path.resolve('./src/templates/tag.js') }));",
    ];
    const files = { 'src/templates/tag.js': '', 'content/a.md': '---\ntags: [react, testing]\n---\n', 'content/b.md': '---\ntitle: none\n---\n' };
    expectMapped(remarkSite(body('tags.push(tag)'), files), { '/tags/react/': 'src/templates/tag.js', '/tags/testing/': 'src/templates/tag.js', '/tags/cooking/': null }, { framework: 'gatsby' });
    expectMapped(remarkSite(body("tag !== 'testing' && tags.push(tag)"), files), { '/tags/react/': null }, { framework: 'gatsby' });
  });

  describe('a registry theme whose published routing is known (gatsbyThemes): a page per file of the folder it sources', () => {
    const known = (theme: string, options: string, files: Record<string, string>): Record<string, string> => ({
      'package.json': `{"dependencies":{"gatsby":"5","${theme}":"1"}}`,
      'gatsby-config.js': `module.exports = { plugins: [{ resolve: '${theme}', options: ${options} }, { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.join(__dirname, 'static', 'img') } }] };`,
      ...files,
    });

    it('doctocat: every .mdx/.md file of content/ at its path (index = folder); a path two files take, index paths and other folders name none', () => {
      expectMapped(known('@primer/gatsby-theme-doctocat', "{ defaultBranch: 'main' }", {
        'content/index.mdx': '',
        'content/about.mdx': '',
        'content/components/index.mdx': '',
        'content/components/button.mdx': '',
        'content/guides/hooks.mdx': '',
        'content/guides/hooks/use-focus.mdx': '',
        'content/staff/index.md': '',
        'content/twice.mdx': '',
        'content/twice/index.mdx': '',
        'content/images/logo.png': '',
        'docs/readme.mdx': '',
        'src/pages/playground.mdx': '',
      }), {
        // The theme's gatsby-plugin-mdx makes src/pages MDX pages too.
        '/playground': 'src/pages/playground.mdx',
        '/': 'content/index.mdx',
        '/about': 'content/about.mdx',
        '/components': 'content/components/index.mdx',
        '/components/button': 'content/components/button.mdx',
        '/guides/hooks': 'content/guides/hooks.mdx',
        '/guides/hooks/use-focus': 'content/guides/hooks/use-focus.mdx',
        '/staff': 'content/staff/index.md',
        '/twice': null,
        '/components/index': null,
        '/images/logo': null,
        '/docs/readme': null,
      }, { framework: 'gatsby' });
    });

    it('gatsby-theme-iterative: Markdown of docsPath (content/docs by default) under docsPrefix (/doc by default); an empty prefix puts them at the root; disable or a computed folder names none', () => {
      const files = { 'content/docs/index.md': '', 'content/docs/start/index.md': '', 'content/docs/start/github.md': '', 'content/docs/notes.mdx': '', 'src/pages/index.tsx': '' };
      expectMapped(known('@dvcorg/gatsby-theme-iterative', '{ glossaryInstanceName: false }', files), {
        '/': 'src/pages/index.tsx',
        '/doc': 'content/docs/index.md',
        '/doc/start': 'content/docs/start/index.md',
        '/doc/start/github': 'content/docs/start/github.md',
        '/doc/notes': null,
        '/start/github': null,
        '/doc/start/index': null,
      }, { framework: 'gatsby' });
      expectMapped(known('@dvcorg/gatsby-theme-iterative', "{ docsPrefix: '', docsPath: path.resolve('content', 'docs', 'start') }", files), {
        '/github': 'content/docs/start/github.md',
        '/doc/start/github': null,
      }, { framework: 'gatsby' });
      expectMapped(known('@dvcorg/gatsby-theme-iterative', '{ disable: true }', files), { '/doc/start/github': null }, { framework: 'gatsby' });
      expectMapped(known('@dvcorg/gatsby-theme-iterative', '{ docsPath: computeFolder() }', files), { '/doc/start/github': null }, { framework: 'gatsby' });
    });

    it('gatsby-theme-carbon: MDX/Markdown of src/pages through the page creator (underscore files are not pages); mdxExtensions replaces the extensions', () => {
      const files = { 'src/pages/index.mdx': '', 'src/pages/guides/start.mdx': '', 'src/pages/guides/notes.md': '', 'src/pages/_partial.mdx': '', 'src/pages/about.js': '' };
      expectMapped(known('gatsby-theme-carbon', '{}', files), {
        '/': 'src/pages/index.mdx',
        '/guides/start': 'src/pages/guides/start.mdx',
        '/guides/notes': 'src/pages/guides/notes.md',
        '/about': 'src/pages/about.js',
        '/_partial': null,
      }, { framework: 'gatsby' });
      expectMapped(known('gatsby-theme-carbon', "{ mdxExtensions: ['.mdx'] }", files), { '/guides/start': 'src/pages/guides/start.mdx', '/guides/notes': null }, { framework: 'gatsby' });
    });

    it('minimal-blog: posts and pages at their slug front matter under basePath (posts also under postsPrefix); without a slug no file is named', () => {
      expectMapped(known('@lekoarts/gatsby-theme-minimal-blog', "{ basePath: '/site', postsPrefix: '/posts' }", {
        'content/posts/first/index.mdx': '---\ntitle: First\nslug: /first-post\n---\n',
        'content/posts/untitled/index.mdx': '---\ntitle: No Slug\n---\n',
        'content/pages/about/index.md': '---\ntitle: About\nslug: /about\n---\n',
      }), {
        '/site/posts/first-post': 'content/posts/first/index.mdx',
        '/site/about': 'content/pages/about/index.md',
        '/first-post': null,
        '/site/posts/untitled': null,
        '/site/posts/no-slug': null,
      }, { framework: 'gatsby' });
    });

    it("gatsby-theme-notes: notes at their path under basePath (index keeps its name); a folder's path is the theme's listing, not a note", () => {
      expectMapped(known('gatsby-theme-notes', "{ basePath: '/notes' }", {
        'content/notes/hello.md': '',
        'content/notes/index.mdx': '',
        'content/notes/recipes.mdx': '',
        'content/notes/recipes/bread.mdx': '',
      }), {
        '/notes/hello': 'content/notes/hello.md',
        '/notes/index': 'content/notes/index.mdx',
        '/notes/recipes/bread': 'content/notes/recipes/bread.mdx',
        '/notes/recipes': null,
        '/notes': null,
      }, { framework: 'gatsby' });
    });

    it('gatsby-theme-blog: posts of contentPath under basePath by file path, or at their slug front matter (absolute, or relative to basePath)', () => {
      expectMapped(known('gatsby-theme-blog', "{ basePath: '/blog' }", {
        'content/posts/hello/index.mdx': '',
        'content/posts/second.md': '---\nslug: second-post\n---\n',
        'content/posts/third.mdx': '---\nslug: /elsewhere/third\n---\n',
      }), {
        '/blog/hello/': 'content/posts/hello/index.mdx',
        '/blog/second-post/': 'content/posts/second.md',
        '/elsewhere/third': 'content/posts/third.mdx',
        '/blog/second/': null,
        '/blog/third/': null,
      }, { framework: 'gatsby' });
    });
  });

  describe('createPages split into helper modules under src/ (src/util/create-*.js)', () => {
    /** gatsby-node hands `actions`/`createPage` to helpers it requires from src/util; `helpers` are their files. */
    function helperSite(helpers: Record<string, string>, files: Record<string, string> = {}): Record<string, string> {
      return {
        'package.json': '{"dependencies":{"gatsby":"5"}}',
        'gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: `${__dirname}/content/posts` } }, { resolve: 'gatsby-source-filesystem', options: { name: 'notes', path: `${__dirname}/content/notes` } }, 'gatsby-transformer-remark'] };",
        'gatsby-node.js': [
          "const { createFilePath } = require('gatsby-source-filesystem');",
          "const createHomePage = require('./src/util/create-home-page');",
          "const createPostPages = require('./src/util/create-post-pages');",
          "exports.onCreateNode = ({ node, actions, getNode }) => { if (node.internal.type === 'MarkdownRemark') actions.createNodeField({ node, name: 'slug', value: createFilePath({ node, getNode }) }); };",
          'exports.createPages = ({ actions, graphql }) => Promise.resolve()',
          '  .then(() => createHomePage(actions, graphql))',
          '  .then(() => createPostPages({ actions, graphql }));',
        ].join('\n'),
        'src/templates/home.js': '',
        'src/templates/post.js': '',
        'src/templates/product.js': '',
        'content/posts/hello.md': '---\ntitle: Hello\n---\n',
        'content/notes/todo.md': '---\ntitle: Todo\n---\n',
        ...helpers,
        ...files,
      };
    }
    const HOME = "const path = require('path');\nconst COMPONENT = path.resolve('./src/templates/home.js');\nmodule.exports = function createHomePage({ createPage }) {\n  createPage({ path: '/', component: COMPONENT });\n};";

    it("a helper's fixed createPage path is its component; a helper's Markdown query (sourceInstanceName) makes each kept file a page at its slug", () => {
      expectMapped(helperSite({
        'src/util/create-home-page/index.js': HOME,
        'src/util/create-post-pages.js': [
          "const path = require('path');",
          'module.exports = async function createPostPages({ actions, graphql }) {',
          '  const { data } = await graphql(`{ allMarkdownRemark(filter: { fields: { slug: { ne: null } }, sourceInstanceName: { eq: "posts" } }) { nodes { fields { slug } } } }`);',
          "  data.allMarkdownRemark.nodes.forEach((post) => actions.createPage({ path: `/blog${post.fields.slug}`, component: path.resolve('./src/templates/post.js') }));",
          '};',
        ].join('\n'),
      }), {
        '/': 'src/templates/home.js',
        '/blog/hello/': 'content/posts/hello.md',
        '/blog/todo/': null,
        '/blog/bye/': null,
      }, { framework: 'gatsby' });
    });

    it("helpers reached through an index module and handed createPage are read (`__dirname` is the helper's folder); data they get from their caller names no file", () => {
      expectMapped(helperSite({
        'src/util/create-home-page/index.js': HOME,
        'src/util/create-post-pages.js': "const createProducts = require('./create-products');\nmodule.exports = function createPostPages({ actions }) {\n  const { createPage } = actions;\n  return createProducts(createPage, []);\n};",
        'src/util/create-products.js': "const path = require('path');\nconst TEMPLATE = path.resolve(__dirname, '../templates/product.js');\nmodule.exports = function createProducts(createPage, products) {\n  products.forEach((p) => createPage({ path: `/products/${p.name}/`, component: TEMPLATE }));\n  createPage({ path: '/products/', component: TEMPLATE });\n};",
      }), {
        '/': 'src/templates/home.js',
        '/products/': 'src/templates/product.js',
        '/products/shoe/': null,
      }, { framework: 'gatsby' });
    });

    it("a query filtering on a field onCreateNode computes (fields: { pageType: { eq } }) keeps files that are not read: no content page, no tag value", () => {
      expectMapped(helperSite({
        'src/util/create-home-page/index.js': HOME,
        'src/util/create-post-pages.js': [
          "const path = require('path');",
          'module.exports = async function createPostPages({ actions, graphql }) {',
          '  const { data } = await graphql(`{ allMarkdownRemark(filter: { fields: { pageType: { eq: "posts" } } }) { nodes { fields { slug } frontmatter { title } } } }`);',
          "  data.allMarkdownRemark.nodes.forEach((post) => actions.createPage({ path: post.fields.slug, component: path.resolve('./src/templates/post.js') }));",
          "  data.allMarkdownRemark.nodes.forEach((post) => actions.createPage({ path: `/titles/${post.frontmatter.title}/`, component: path.resolve('./src/templates/product.js') }));",
          '};',
        ].join('\n'),
      }), {
        '/': 'src/templates/home.js',
        '/hello/': null,
        '/todo/': null,
        '/titles/Hello/': null,
      }, { framework: 'gatsby' });
    });
  });

  describe('a createPage loop over a list written in the code', () => {
    const site = (list: string): Record<string, string> => ({
      'package.json': '{"dependencies":{"gatsby":"5"}}',
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'gatsby-node.js': `const path = require('path');\nexports.createPages = ({ actions }) => {\n  ${list}.forEach((t) => actions.createPage({ path: \`/topics/\${t.id ?? t}\`, component: path.resolve('./src/templates/topic.js') }));\n};`,
      'src/templates/topic.js': '',
    });

    it("objects' text fields are the values, whatever else the objects hold", () => {
      expectMapped(site("[{ id: 'react', tags: ['ui'] }, { id: 'vue' }]"), { '/topics/react': 'src/templates/topic.js', '/topics/svelte': null });
    });

    it('an entry that is not literal text (a call) makes the list unknown: no page is claimed from the entries that are', () => {
      const mapping = mapSite(memorySite(site("['react', 'vue', extra()]")), {});
      const [react] = mapping.map(['/topics/react']);
      assert.equal(react.file, null);
      assert.match(react.reason, /list its path is built from is not read/);
    });
  });
});

describe('Gatsby: createPages split into modules', () => {
  it('a module required with a template literal (require(`./gatsby/createPages`)) is read like any other', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '2' } }),
      'gatsby-config.js': "const path = require(`path`);\nmodule.exports = { plugins: [{ resolve: `gatsby-source-filesystem`, options: { path: path.join(__dirname, `content`), name: `md` } }, `gatsby-transformer-remark`] };",
      'gatsby-node.js': "const createPages = require(`./gatsby/createPages`);\nconst onCreateNode = require(`./gatsby/onCreateNode`);\nexports.createPages = ({ graphql, actions }) => Promise.all([createPages.createMarkdownPages({ graphql, actions })]);\nexports.onCreateNode = ({ node, getNode, actions }) => onCreateNode.fields({ node, getNode, actions });",
      'gatsby/createPages.js': "const path = require(`path`);\nmodule.exports.createMarkdownPages = async ({ graphql, actions }) => {\n  const result = await graphql(`{ allMarkdownRemark { edges { node { fields { slug } } } } }`);\n  result.data.allMarkdownRemark.edges.forEach(({ node }) => {\n    actions.createPage({ path: node.fields.slug, component: path.resolve(`./src/templates/post.js`), context: { slug: node.fields.slug } });\n  });\n};",
      'gatsby/onCreateNode.js': "const { createFilePath } = require(`gatsby-source-filesystem`);\nmodule.exports.fields = ({ node, getNode, actions }) => {\n  if (node.internal.type === `MarkdownRemark`) {\n    const slug = createFilePath({ node, getNode });\n    actions.createNodeField({ node, name: `slug`, value: slug });\n  }\n};",
      'src/templates/post.js': 'export default function Post() { return null; }',
      'content/concepts/introduction.md': '---\ntitle: x\n---\n',
    }, { '/concepts/introduction/': 'content/concepts/introduction.md', '/concepts/nope/': null });
  });
});

describe('Gatsby: a plain-text regex filter on front matter', () => {
  it('`frontmatter: { slug: { regex: "/service/" } }` keeps the files whose slug holds that text', () => {
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5', 'gatsby-plugin-mdx': '5' } }),
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-plugin-mdx', { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/src/content` } }] };",
      'gatsby-node.js': "const path = require('path');\nexports.createPages = async ({ graphql, actions }) => {\n  const result = await graphql(`{ allMdx(filter: { frontmatter: { slug: { regex: \"/service/\" } } }) { nodes { id frontmatter { slug } } } }`);\n  result.data.allMdx.nodes.forEach((node) => { actions.createPage({ path: node.frontmatter.slug, component: path.resolve('./src/templates/Service.js'), context: { id: node.id } }); });\n};",
      'src/templates/Service.js': 'export default function S() { return null; }',
      'src/content/services/service-1.mdx': '---\nslug: /service/hearing-tests\n---\n',
      'src/content/services/learn.mdx': '---\nslug: /learn\n---\n',
    }, { '/service/hearing-tests': 'src/content/services/service-1.mdx', '/learn': null }, { framework: 'gatsby' });
  });
});

describe('Gatsby: a slug field worked from createFilePath, and distinct tags', () => {
  const site = {
    'package.json': '{"dependencies":{"gatsby":"5","gatsby-transformer-remark":"6"}}',
    'gatsby-config.js': "module.exports = { plugins: ['gatsby-transformer-remark', { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content/` } }] };",
    'gatsby-node.js': [
      "const { createFilePath } = require('gatsby-source-filesystem')",
      "const path = require('path')",
      "const _ = require('lodash')",
      'exports.onCreateNode = ({ node, getNode, actions }) => {',
      "  if (node.internal.type === 'MarkdownRemark') {",
      "    const slugRaw = createFilePath({ node, getNode, basePath: 'content' })",
      "    const slug = slugRaw.split('/').filter((part) => part).at(-1)",
      "    actions.createNodeField({ node, name: 'slug', value: `/${slug}/` })",
      '  }',
      '}',
      'exports.createPages = async ({ actions, graphql }) => {',
      '  const result = await graphql(`{ allMarkdownRemark { distinct(field: { frontmatter: { tags: SELECT } }) } }`)',
      "  result.data.allMarkdownRemark.distinct.forEach((tag) => actions.createPage({ path: `/tags/${_.kebabCase(tag)}/`, component: path.resolve('src/templates/tag.js'), context: { tag } }))",
      '}',
    ].join('\n'),
    'src/pages/{markdownRemark.fields__slug}.js': 'export default function Post() { return null }',
    'src/templates/tag.js': 'export default function Tag() { return null }',
    'content/posts/2020-review/index.md': '---\ntitle: x\ntags: [SQL Server, python]\n---\n',
    'content/pages/about/index.md': '---\ntitle: x\ntags: []\n---\n',
  };

  it("a slug made from createFilePath's path in code (its last folder) names each file's page; the route builds no other", () => {
    expectMapped(site, {
      '/2020-review/': 'content/posts/2020-review/index.md',
      '/about/': 'content/pages/about/index.md',
      '/posts/2020-review/': null,
    }, { framework: 'gatsby' });
  });

  it("distinct(field: { frontmatter: { tags: SELECT } }) pages each tag, lower-cased by kebabCase (capitals are no page)", () => {
    expectMapped(site, {
      '/tags/sql-server/': 'src/templates/tag.js',
      '/tags/python/': 'src/templates/tag.js',
      '/tags/SQL-Server/': null,
      '/tags/rust/': null,
    }, { framework: 'gatsby' });
  });
});

describe('Gatsby: one query, aliased fields destructured from its data', () => {
  it('`const { blogs, guides } = result.data` loops each get their alias\'s path filter: both kinds of page are the files', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5","gatsby-transformer-remark":"6"}}',
      'website/package.json': '{"dependencies":{"gatsby":"5","gatsby-transformer-remark":"6"}}',
      'website/gatsby-config.js': "module.exports = { plugins: ['gatsby-transformer-remark', { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/../content` } }] };",
      'website/gatsby-node.js': [
        "const path = require('path')",
        'exports.createPages = ({ actions, graphql }) => {',
        '  const { createPage } = actions',
        '  return graphql(`{',
        '    guides: allMarkdownRemark(filter: { fileAbsolutePath: { regex: "//docs/guides//" } }) { edges { node { frontmatter { path } } } }',
        '    blogs: allMarkdownRemark(filter: { fileAbsolutePath: { regex: "//web/news/blogs//" } }) { edges { node { frontmatter { path } } } }',
        '  }`).then((result) => {',
        '    const { blogs, guides } = result.data',
        "    blogs.edges.forEach(({ node }) => createPage({ path: node.frontmatter.path, component: path.resolve('src/templates/blogs.js') }))",
        "    guides.edges.forEach(({ node }) => createPage({ path: node.frontmatter.path, component: path.resolve('src/templates/docs.js') }))",
        '  })',
        '}',
      ].join('\n'),
      'website/src/templates/blogs.js': '',
      'website/src/templates/docs.js': '',
      'content/docs/guides/getting-started/installation.md': '---\npath: "/docs/getting-started/installation"\n---\n',
      'content/web/news/blogs/swift-jwt.md': '---\npath: "/blogs/swift-jwt"\n---\n',
      'content/web/home/hero.md': '---\npath: "/hero"\n---\n',
    }, {
      '/docs/getting-started/installation': 'content/docs/guides/getting-started/installation.md',
      '/blogs/swift-jwt': 'content/web/news/blogs/swift-jwt.md',
      '/hero': null,
    }, { framework: 'gatsby' });
  });
});

describe('Gatsby: createRedirect over a literal list mapped for its side effects', () => {
  it('[…].map(({ oldSlug, newSlug }) => { const config = { toPath }; createRedirect({ fromPath, ...config }) }) redirects each old slug', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5","gatsby-source-shopify":"7"}}',
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-source-shopify'] };",
      'gatsby-node.js': [
        "const path = require('path');",
        'exports.createPages = async ({ graphql, actions: { createPage, createRedirect } }) => {',
        '  const pages = await graphql(`{ allShopifyProduct { edges { node { id handle } } } }`);',
        "  pages.data.allShopifyProduct.edges.forEach((edge) => createPage({ path: `/product/${edge.node.handle}`, component: path.resolve('./src/templates/Product.js') }));",
        "  [{ oldSlug: 'black-socks', newSlug: 'space-socks' }, { oldSlug: 'gatsby-water-bottle', newSlug: '12oz-travel-mug' }].map(({ oldSlug, newSlug }) => {",
        '    const config = { toPath: `/product/${newSlug}`, isPermanent: true };',
        '    createRedirect({ fromPath: `/product/${oldSlug}`, ...config });',
        '    createRedirect({ fromPath: `/product/${oldSlug}/`, ...config });',
        '  });',
        '};',
      ].join('\n'),
      'src/templates/Product.js': '',
    }, {
      '/product/black-socks': null,
      '/product/gatsby-water-bottle/': null,
      '/product/space-socks': 'src/templates/Product.js',
    }, { framework: 'gatsby' });
  });
});

describe('Gatsby: a File query guarded by its Markdown child', () => {
  it('`if (node.childMdx && node.childMdx.fields) createPage({ path: child.fields.slug })` keeps every Markdown file', () => {
    expectMapped({
      'package.json': '{"dependencies":{"gatsby":"5","gatsby-plugin-mdx":"5"}}',
      'gatsby-config.js': "module.exports = { plugins: ['gatsby-plugin-mdx', { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/src/docs` } }] };",
      'gatsby-node.js': [
        "const { createFilePath } = require('gatsby-source-filesystem');",
        "exports.onCreateNode = ({ node, actions, getNode }) => { if (node.internal.type === 'Mdx') actions.createNodeField({ name: 'slug', node, value: createFilePath({ node, getNode }) }); };",
        'exports.createPages = async ({ actions, graphql }) => {',
        '  const { data } = await graphql(`query { allFile { nodes { id childMdx { fields { slug } } } } }`);',
        "  const component = require.resolve('./src/templates/doc.tsx');",
        '  data.allFile.nodes.forEach((node) => {',
        '    if (node.childMdx && node.childMdx.fields) {',
        '      const child = node.childMdx;',
        '      actions.createPage({ path: child.fields.slug, component, context: { id: node.id } });',
        '    }',
        '  });',
        '};',
      ].join('\n'),
      'src/templates/doc.tsx': '',
      'src/docs/index.mdx': '# x',
      'src/docs/sdk/basics.mdx': '# x',
    }, {
      '/': 'src/docs/index.mdx',
      '/sdk/basics/': 'src/docs/sdk/basics.mdx',
      '/sdk/other/': null,
    }, { framework: 'gatsby' });
  });
});
