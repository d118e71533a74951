// The fuzzy content finder over the usual content folders: which folder a URL section reads, and how far it looks.
import assert from 'node:assert/strict';
import { ContentFinder } from '../../../../src/core/site/frameworks/kit/contentLookup';
import { memorySite } from '../siteFixture';

describe('site/kit ContentFinder', () => {
  const files = memorySite(Object.fromEntries([
    'src/docs/content/introduction.md', 'src/docs/content/builders/accordion.md', 'src/docs/data/builders/menu.ts',
    'content/blog/2021-review.mdx', 'content/blog-zh/2021-review.mdx',
  ].map((f) => [f, ''])));
  const finder = new ContentFinder(files, ['content', 'src/docs', 'content/blog', 'content/blog-zh']);

  it('a folder named for the parent section mirrors the rest of the path, below a wrapper folder the URL leaves out', () => {
    assert.equal(finder.find(['docs', 'builders'], ['accordion'])?.file, 'src/docs/content/builders/accordion.md');
    assert.equal(finder.find(['docs'], ['builders', 'accordion'])?.file, 'src/docs/content/builders/accordion.md');
    // A code file of the same name is no entry.
    assert.equal(finder.find(['docs', 'builders'], ['menu']), undefined);
    assert.equal(finder.covers(['docs', 'builders']), true);
    assert.equal(finder.covers(['guides']), false);
  });

  it('a folder named for the whole section (blog-zh for /zh/blog) comes before one named for its last segment', () => {
    assert.equal(finder.find(['zh', 'blog'], ['2021-review'])?.file, 'content/blog-zh/2021-review.mdx');
    assert.equal(finder.find(['blog'], ['2021-review'])?.file, 'content/blog/2021-review.mdx');
  });
});
