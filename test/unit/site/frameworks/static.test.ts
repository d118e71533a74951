// Static HTML: a URL that names an index file asks for that file; the folder's other index file answers only the folder URL.
import { expectMapped } from './helpers';

describe('site/frameworks/static', () => {
  it('/a/index.htm is not /a/index.html; /a/, /a/index.html and an existing index.htm are served', () => {
    expectMapped({
      'index.html': '',
      'a/index.html': '',
      'b/index.htm': '',
    }, {
      '/a/': 'a/index.html',
      '/a/index.html': 'a/index.html',
      '/a/index.htm': null,
      '/b/index.htm': 'b/index.htm',
      '/b/': 'b/index.htm',
      '/b/index.html': null,
    }, { framework: 'static' });
  });

  it('a folder URL is its index document even beside a same-named .html file; without the slash the file', () => {
    expectMapped({
      'index.html': '',
      'guide.html': '',
      'guide/index.html': '',
    }, {
      '/guide': 'guide.html',
      '/guide/': 'guide/index.html',
    }, { framework: 'static' });
  });

  it('GitHub Pages serves a.html at /a and /a.html, never at /a/; other hosts are not assumed to refuse it', () => {
    const site = { 'index.html': '', 'semantics.html': '', 'examples/index.html': '', '.github/workflows/static.yml': '' };
    expectMapped({ ...site, CNAME: 'book.example.org\n' }, {
      '/semantics': 'semantics.html',
      '/semantics.html': 'semantics.html',
      '/semantics/': null,
      '/examples/': 'examples/index.html',
      '/.github/workflows/static.yml': null,
    }, { framework: 'static', domain: 'book.example.org' });
    expectMapped(site, { '/semantics/': 'semantics.html' }, { framework: 'static', domain: 'book.example.org' });
  });
});
