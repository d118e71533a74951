// Eleventy: pagination over a config-added collection gathered from one front-matter field.
import { eleventy } from '../../../../src/core/site/frameworks/index';
import { memoryFiles } from './fixtureFiles';
import { expectNoRoute, expectRoutes } from './helpers';

const config = (callback: string) => `module.exports = function (eleventyConfig) {\n  eleventyConfig.addCollection('categoryList', ${callback});\n  return { dir: { input: 'src' } };\n};`;
const GATHER = `(collection) => {
    const found = new Set();
    collection.getFilteredByGlob('./src/posts/*.md').forEach((post) => {
      if (!('category' in post.data)) return;
      const values = typeof post.data.category === 'string' ? [post.data.category] : post.data.category;
      values.filter((v) => v !== 'hidden').forEach((v) => found.add(v));
    });
    return [...found];
  }`;
const SITE = {
  'src/category.njk': '---\npagination:\n  data: collections.categoryList\n  size: 1\n  alias: category\npermalink: /categories/{{ category | slugify }}/\n---\n',
  'src/posts/a.md': '---\ncategory: Svelte Kit\n---\n',
  'src/posts/b.md': '---\ncategory: [polka, hidden]\nalternative: react\n---\n',
  'src/other/c.md': '---\ncategory: outside\n---\n',
  'src/posts/d.md': '---\ncategory: unlisted\neleventyExcludeFromCollections: true\n---\n',
};

describe('Eleventy field collections', () => {
  it('pages for the front-matter values the collection gathers (its glob, its permalink filters); other values have no page', () => {
    const t = eleventy.compile(memoryFiles({ '.eleventy.js': config(GATHER), ...SITE }));
    expectRoutes(t, { '/categories/svelte-kit/': 'src/category.njk', '/categories/polka/': 'src/category.njk' });
    expectNoRoute(t, '/categories/hidden/', '/categories/react/', '/categories/outside/', '/categories/unlisted/');
  });

  it('a callback that may transform values, or reads several fields, leaves the pages unknown (no source)', () => {
    for (const callback of [
      GATHER.replace('found.add(v)', 'found.add(v.toLowerCase())'),
      GATHER.replace("('category' in post.data)", "('category' in post.data) || post.data.draft"),
      '() => []',
    ]) {
      const t = eleventy.compile(memoryFiles({ '.eleventy.js': config(callback), ...SITE }));
      expectRoutes(t, { '/categories/polka/': null, '/categories/svelte-kit/': null });
    }
  });
});
