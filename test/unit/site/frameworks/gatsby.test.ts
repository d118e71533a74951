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
});
