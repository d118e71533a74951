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
});
