// Gatsby: a site folder whose gatsby-source-filesystem reads from above it (the repository becomes the site), the
// File System Route API over gatsby-plugin-mdx's `slug` field, collection routes that make no other page.
import { expectMapped } from './helpers';

describe('site/frameworks/gatsby', () => {
  it("source path '../docs' widens the site to the repository; {Mdx.slug} pages are the MDX files, nothing else", () => {
    expectMapped({
      'package.json': '{"private":true}',
      'website/package.json': '{"dependencies":{"gatsby":"4"}}',
      'website/gatsby-config.js': "module.exports = { plugins: [{ resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: '../docs' } }, 'gatsby-plugin-mdx'] };",
      'website/src/pages/index.js': '',
      'website/src/pages/docs/{Mdx.slug}.js': '',
      'website/static/robots.txt': '',
      'docs/index.mdx': '',
      'docs/core/atom.mdx': '',
      'docs/Guides/Next JS.mdx': '',
    }, {
      '/': 'website/src/pages/index.js',
      '/docs': 'docs/index.mdx',
      '/docs/core/atom': 'docs/core/atom.mdx',
      '/docs/guides/next-js': 'docs/Guides/Next JS.mdx',
      '/robots.txt': 'website/static/robots.txt',
      '/docs/core': null,
      '/docs/index': null,
      '/docs/core/not-a-page': null,
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
});
