// Next.js app router metadata files (https://nextjs.org/docs/app/api-reference/file-conventions/metadata): files of
// app/ served at URLs of their own.
import assert from 'node:assert/strict';
import { metadataRoute } from '../../../../src/core/site/frameworks/nextjsMetadata';
import { createSiteMapper } from '../../../../src/core/site/mapper';
import { memorySite } from '../siteFixture';

describe('site/nextjs metadata files', () => {
  const site = memorySite({
    'package.json': JSON.stringify({ dependencies: { next: '15' } }),
    'app/page.tsx': '',
    'app/favicon.ico': '',
    'app/manifest.ts': '',
    'app/robots.ts': '',
    'app/sitemap.ts': '',
    'app/icon.png': '',
    'app/icon2.svg': '',
    'app/apple-icon.tsx': '',
    'app/opengraph-image.png': '',
    'app/(marketing)/about/page.tsx': '',
    'app/(marketing)/about/opengraph-image.tsx': '',
    'app/(marketing)/about/twitter-image.jpg': '',
    'app/products/sitemap.ts': '',
    'app/blog/favicon.ico': '',
    'app/blog/manifest.json': '',
    'app/blog/iconic.png': '',
  });
  const mapper = createSiteMapper({ files: site });
  const file = (p: string) => mapper.resolve(p).file;

  it('root-only files: favicon.ico, robots, manifest (a manifest.ts is served as /manifest.webmanifest)', () => {
    assert.equal(file('/favicon.ico'), 'app/favicon.ico');
    assert.equal(file('/robots.txt'), 'app/robots.ts');
    assert.equal(file('/manifest.webmanifest'), 'app/manifest.ts');
    assert.equal(file('/manifest.ts'), null);
    // Below app/ they are not metadata files.
    assert.equal(file('/blog/favicon.ico'), null);
    assert.equal(file('/blog/manifest.json'), null);
  });

  it('images in any segment: a static image keeps its name, code is served without extension; numbered copies count', () => {
    const expected: Record<string, string | null> = {
      '/icon.png': 'app/icon.png',
      '/icon2.svg': 'app/icon2.svg',
      '/apple-icon': 'app/apple-icon.tsx',
      '/opengraph-image.png': 'app/opengraph-image.png',
      '/about/opengraph-image': 'app/(marketing)/about/opengraph-image.tsx',
      '/about/twitter-image.jpg': 'app/(marketing)/about/twitter-image.jpg',
      '/blog/iconic.png': null,
    };
    assert.deepEqual(Object.fromEntries(Object.keys(expected).map((p) => [p, file(p)])), expected);
  });

  it('a metadata file under a dynamic segment answers each of its pages as a metadata route', () => {
    const files = memorySite({ 'package.json': JSON.stringify({ dependencies: { next: '15' } }), 'app/blog/[slug]/page.tsx': '', 'app/blog/[slug]/opengraph-image.tsx': '' });
    const res = createSiteMapper({ files }).resolve('/blog/hello/opengraph-image');
    assert.equal(res.file, 'app/blog/[slug]/opengraph-image.tsx');
    assert.match(res.reason, /metadata route/);
  });

  it('a sitemap split by generateSitemaps is served at /…/sitemap/<id>.xml', () => {
    const files = memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/page.tsx': '',
      'app/product/sitemap.ts': 'export async function generateSitemaps() { return [{ id: 0 }, { id: 1 }]; }\nexport default function sitemap({ id }) { return []; }',
    });
    const mapper = createSiteMapper({ files });
    assert.equal(mapper.resolve('/product/sitemap/1.xml').file, 'app/product/sitemap.ts');
    assert.equal(mapper.resolve('/product/sitemap/1').file, null);
    assert.equal(mapper.resolve('/product/sitemap.xml').file, null);
  });

  it('nested sitemaps are served at their segment', () => {
    assert.equal(file('/sitemap.xml'), 'app/sitemap.ts');
    assert.equal(file('/products/sitemap.xml'), 'app/products/sitemap.ts');
  });

  it('names: only the documented stems and extensions', () => {
    assert.equal(metadataRoute('favicon.ico', true), 'favicon.ico');
    assert.equal(metadataRoute('favicon.png', true), undefined);
    assert.equal(metadataRoute('apple-icon.svg', false), undefined);
    assert.equal(metadataRoute('opengraph-image.gif', false), 'opengraph-image.gif');
    assert.equal(metadataRoute('opengraph-image.alt.txt', false), undefined);
    assert.equal(metadataRoute('manifest.webmanifest', true), 'manifest.webmanifest');
    assert.equal(metadataRoute('robots.txt', false), undefined);
    assert.equal(metadataRoute('.icon.png', true), undefined);
  });
});
