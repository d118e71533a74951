// GitHub Pages for a plain folder of files: a project site's base path on <owner>.github.io (learned from the audited
// pages), the user site and custom domains keeping their root, and what Pages' default Jekyll build publishes.
import assert from 'node:assert/strict';
import { mapSite } from '../../../src/cli/map';
import { projectBasePath } from '../../../src/core/site/githubPages';
import { memorySite } from './siteFixture';

const EXAMPLES = {
  'README.md': '',
  'abort-api/index.html': '',
  'abort-api/README.md': '',
  'fetch/README.md': '',
  'fetch/json/index.html': '',
  'fetch/json/data.json': '',
  'drag/File-drag.html': '',
  'canvas/pixel/picker.html': '',
  'todo/.htaccess': '',
  '_includes/x.html': '',
};

const AUDITED = ['/examples/', '/examples/abort-api/', '/examples/fetch/', '/examples/fetch/json/data.json', '/examples/drag/File-drag.html', '/', '/other-repo/', '/abort-api/'];

function map(files: Record<string, string>, domain: string, paths: readonly string[], root?: string): Record<string, string | null> {
  const mapping = mapSite(memorySite(files, root), { domain, paths });
  return Object.fromEntries(mapping.map(paths).map((e) => [e.path, e.file]));
}

describe('site/GitHub Pages (plain folder of files)', () => {
  it('serves a project site under /<repository>/ on <owner>.github.io, learned from the audited pages', () => {
    const got = map(EXAMPLES, 'owner.github.io', [...AUDITED, '/examples/canvas/pixel/picker.html', '/examples/todo/.htaccess', '/examples/canvas/']);
    assert.equal(got['/examples/'], 'README.md');
    assert.equal(got['/examples/abort-api/'], 'abort-api/index.html', 'index.html wins over the README');
    assert.equal(got['/examples/fetch/'], 'fetch/README.md', 'jekyll-readme-index');
    assert.equal(got['/examples/fetch/json/data.json'], 'fetch/json/data.json');
    assert.equal(got['/examples/canvas/pixel/picker.html'], 'canvas/pixel/picker.html');
    assert.equal(got['/examples/todo/.htaccess'], null, 'Jekyll does not publish dot files');
    assert.equal(got['/examples/canvas/'], null);
    // The host's other paths are other repositories' sites, even where a folder of this one has the name.
    assert.equal(got['/'], null);
    assert.equal(got['/other-repo/'], null);
    assert.equal(got['/abort-api/'], null);
  });

  it('serves a Jekyll site without baseurl as a project site too; a baseurl or a CNAME keeps its own base', () => {
    const jekyllSite = { ...EXAMPLES, '_config.yml': 'theme: jekyll-theme-slate\n', 'notes/setup.html': '---\ntitle: T\n---\n' };
    const got = map(jekyllSite, 'owner.github.io', [...AUDITED, '/examples/notes/setup.html', '/notes/setup.html']);
    assert.equal(got['/examples/abort-api/'], 'abort-api/index.html');
    assert.equal(got['/examples/notes/setup.html'], 'notes/setup.html');
    assert.equal(got['/abort-api/'], null);
    assert.equal(got['/notes/setup.html'], null);
    const withBase = map({ ...jekyllSite, '_config.yml': 'baseurl: /docs\n' }, 'owner.github.io', ['/docs/notes/setup.html', '/examples/notes/setup.html']);
    assert.deepEqual(withBase, { '/docs/notes/setup.html': 'notes/setup.html', '/examples/notes/setup.html': null });
    const withCname = map({ ...jekyllSite, CNAME: 'examples.example.org' }, 'owner.github.io', AUDITED);
    assert.equal(withCname['/abort-api/'], 'abort-api/index.html');
  });

  it("Pages' Jekyll build renders Markdown and Sass with front matter: a folder's index.md is its page, the .md and .scss are not published as they are", () => {
    const site = { ...EXAMPLES, 'go/index.md': '# Go', 'pyguide.md': '# Py', 'assets/css/style.scss': '---\n---\n@import "x";\n', 'assets/css/plain.scss': '@import "y";\n' };
    const got = map(site, 'owner.github.io', ['/examples/', '/examples/go/', '/examples/pyguide.md', '/examples/pyguide.html', '/examples/assets/css/style.css', '/examples/assets/css/style.scss', '/examples/assets/css/plain.scss']);
    assert.equal(got['/examples/go/'], 'go/index.md');
    assert.equal(got['/examples/pyguide.html'], 'pyguide.md');
    assert.equal(got['/examples/pyguide.md'], null);
    assert.equal(got['/examples/assets/css/style.css'], 'assets/css/style.scss');
    assert.equal(got['/examples/assets/css/style.scss'], null);
    assert.equal(got['/examples/assets/css/plain.scss'], 'assets/css/plain.scss');
  });

  it('keeps the root of a user site (most audited pages are files from the root)', () => {
    const paths = ['/', '/abort-api/', '/fetch/', '/drag/File-drag.html', '/project/fetch/'];
    const got = map(EXAMPLES, 'owner.github.io', paths);
    assert.equal(got['/'], 'README.md');
    assert.equal(got['/abort-api/'], 'abort-api/index.html');
    assert.equal(got['/fetch/'], 'fetch/README.md');
    assert.equal(got['/project/fetch/'], null);
  });

  it('keeps the root of a custom domain (CNAME) and of a folder named <owner>.github.io', () => {
    const withCname = map({ ...EXAMPLES, CNAME: 'examples.example.org' }, 'owner.github.io', AUDITED);
    assert.equal(withCname['/examples/abort-api/'], null);
    assert.equal(withCname['/abort-api/'], 'abort-api/index.html');
    const userRepo = map(EXAMPLES, 'owner.github.io', AUDITED, '/virtual/owner.github.io');
    assert.equal(userRepo['/abort-api/'], 'abort-api/index.html');
  });

  it('has no base path off github.io, and .nojekyll turns the README index off', () => {
    assert.equal(map(EXAMPLES, 'examples.example.org', AUDITED)['/examples/abort-api/'], null);
    const noJekyll = map({ ...EXAMPLES, '.nojekyll': '' }, 'owner.github.io', AUDITED);
    assert.equal(noJekyll['/examples/abort-api/'], 'abort-api/index.html');
    assert.equal(noJekyll['/examples/fetch/'], null);
  });

  it('counts the workspace folder name once more, only when audited pages point at it', () => {
    const files = memorySite(EXAMPLES, '/work/examples');
    const base = (paths: string[]) => projectBasePath({ files, domain: 'owner.github.io', pagePaths: paths, servesFromRoot: (p) => p !== '/' && !p.startsWith('/examples') });
    assert.equal(base(['/examples/abort-api/', '/abort-api/']), 'examples');
    assert.equal(base([]), undefined);
    assert.equal(base(['https://other.github.io/examples/abort-api/', 'https://other.github.io/examples/fetch/']), undefined, 'pages of another host say nothing');
  });
});

describe('site/a plain folder of files served under a folder of another host', () => {
  const files = {
    'index.html': '<h1>x</h1>',
    'doc/manual.html': '<h1>x</h1>',
    'doc/releases.html': '<h1>x</h1>',
    'demo/vim.html': '<h1>x</h1>',
    'mode/javascript/index.html': '<h1>x</h1>',
  };
  const audited = ['/5/', '/5/doc/manual.html', '/5/doc/releases.html', '/5/demo/vim.html', '/5/mode/javascript/', '/', '/docs/', '/examples/'];

  it("on a custom host, the folder the audited pages put the repository's files under is its base (more pages there than at the root)", () => {
    const got = map(files, 'codemirror.net', audited);
    assert.equal(got['/5/'], 'index.html');
    assert.equal(got['/5/doc/manual.html'], 'doc/manual.html');
    assert.equal(got['/5/mode/javascript/'], 'mode/javascript/index.html');
    assert.equal(got['/'], null, "the host's root is another site's");
  });

  it('pages served from the root outnumbering them, or a CNAME, keep the root', () => {
    const rooted = map(files, 'codemirror.net', ['/', '/doc/manual.html', '/doc/releases.html', '/demo/vim.html', '/5/doc/manual.html']);
    assert.equal(rooted['/doc/manual.html'], 'doc/manual.html');
    assert.equal(rooted['/5/doc/manual.html'], null);
    const named = map({ ...files, CNAME: 'codemirror.net\n' }, 'codemirror.net', audited);
    assert.equal(named['/5/doc/manual.html'], null);
    assert.equal(named['/'], 'index.html');
  });
});
