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

  it('a netlify.toml rewrite (status 200) serves its target file where nothing else answers; a whole-site fallback is not read as pages', () => {
    expectMapped({
      'index.html': '',
      'helm/v3/index.html': '',
      'about.html': '',
      'netlify.toml': '[[redirects]]\n  from = "/helm/v3/*"\n  to = "/helm/v3"\n  status = 200\n\n[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200\n',
    }, {
      '/helm/v3/pkg/chart': 'helm/v3/index.html',
      '/helm/v3/': 'helm/v3/index.html',
      '/about.html': 'about.html',
      '/missing/page': null,
    }, { framework: 'static' });
  });

  it("GitHub Pages' Jekyll build renders Markdown without front matter to <name>.html (served at /name too); with .nojekyll it does not", () => {
    const site = { 'CNAME': 'samples.example.org\n', 'index.html': '', 'aquarium/readme-multiview.md': '# Notes\n', 'aquarium/index.html': '' };
    expectMapped(site, {
      '/aquarium/readme-multiview.html': 'aquarium/readme-multiview.md',
      '/aquarium/readme-multiview': 'aquarium/readme-multiview.md',
      '/aquarium/readme-multiview.txt': null,
      '/aquarium/other.html': null,
    }, { framework: 'static', domain: 'samples.example.org' });
    expectMapped({ ...site, '.nojekyll': '' }, { '/aquarium/readme-multiview.html': null }, { framework: 'static', domain: 'samples.example.org' });
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

describe('static: redirect stubs', () => {
  it('an HTML file holding only a meta refresh (a script doing the same beside it) is a redirect, whichever framework serves it', () => {
    const stub = '<!DOCTYPE html>\n<html>\n<head>\n<meta http-equiv="refresh" content="0; url=/app/reader/">\n<script>location.replace(\'/app/reader/\' + location.search);</script>\n<title>Moved</title>\n</head>\n<body>Moved.</body>\n</html>';
    expectMapped({ 'index.html': '<p>home</p>', 'app/pwa/reader/index.html': stub, 'app/reader/index.html': '<p>reader</p>' }, {
      '/app/pwa/reader/': null,
      '/app/reader/': 'app/reader/index.html',
    });
    expectMapped({
      'package.json': JSON.stringify({ dependencies: { gatsby: '5' } }),
      'gatsby-config.js': 'module.exports = { plugins: [] };',
      'src/pages/index.js': 'export default function Home() { return null; }',
      'static/morphir/index.html': '<!DOCTYPE html>\n<html><head><meta http-equiv="refresh" content="0;url=https://morphir.finos.org" /></head></html>',
      'static/docs/guide.html': '<h1>Guide</h1><p>text</p>',
    }, { '/morphir/': null, '/docs/guide.html': 'static/docs/guide.html' }, { framework: 'gatsby' });
  });

  it('a file without an extension that is an HTML document holding only a refresh (a Go vanity import path) is a redirect; other such files are files', () => {
    expectMapped({
      'index.html': '<p>home</p>',
      'client/oauth2': '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <title>x</title>\n  <meta http-equiv="refresh" content="0; url=https://pkg.go.dev/example.com/client/oauth2">\n</head>\n<body><a href="https://pkg.go.dev/example.com/client/oauth2">x</a></body>\n</html>\n',
      'client/LICENSE': 'MIT <meta http-equiv="refresh" content="0; url=/">',
      'client/page': '<!doctype html><h1>A page</h1>',
    }, { '/client/oauth2': null, '/client/LICENSE': 'client/LICENSE', '/client/page': 'client/page' });
  });

  it('an HTML file whose only script sends the browser on (window.location = …, location.replace(…)) is a redirect; a script doing more is a page', () => {
    const page = (script: string) => `<!doctype html>\n<html lang="en">\n  <body>\n    <a href="https://tour.example/">Moved</a>\n    <script>\n      ${script}\n    </script>\n  </body>\n</html>\n`;
    expectMapped({
      'index.html': '<p>home</p>',
      'book/index.html': page('window.location = "https://tour.example/";'),
      'book/use.html': page("location.replace('/tour/use/' + location.search)"),
      'app/index.html': page('window.location = "https://tour.example/"; track();'),
    }, { '/book/': null, '/book/use.html': null, '/app/': 'app/index.html' });
  });

  it('a refresh to a URL after a few seconds, beside a line saying where, is a redirect too; a page that only reloads itself is a page', () => {
    const moved = (content: string) => `<!DOCTYPE html>\n<html><head><title>Moved</title><meta http-equiv="refresh" content="${content}"></head>\n<body>Moved to <a href="https://example.ltd/terms/">example.ltd</a></body></html>`;
    expectMapped({ 'index.html': '<p>home</p>', 'terms/index.html': moved('1; url=https://example.ltd/terms/'), 'later/index.html': moved('30; url=/x'), 'live/index.html': moved('60') }, {
      '/terms/': null,
      '/later/': 'later/index.html',
      '/live/': 'live/index.html',
    });
  });
});

describe('static: a publish folder', () => {
  it("public/ holding the home page while the repository root has none is the site: the root's files are not served", () => {
    expectMapped({
      'README.md': '# run the public folder',
      'init.sh': 'echo',
      'public/index.html': '<p>home</p>',
      'public/about/index.html': '<p>about</p>',
      'public/blog/generator.html': '<p>post</p>',
    }, {
      '/': 'public/index.html',
      '/about/': 'public/about/index.html',
      '/blog/generator': 'public/blog/generator.html',
      '/README.md': null,
      '/init.sh': null,
      '/public/index.html': null,
    });
  });
});
