// Hugo sites whose config directory holds only environment folders (config/<env>/), the environment a build names,
// and page-bundle resources published beside their page.
import assert from 'node:assert/strict';
import { environmentsIn } from '../../../../src/core/site/frameworks/hugoEnvironment';
import { expectMapped } from './helpers';

const ENV_SITE = {
  'site/config/online/hugo.toml': "baseURL = 'https://manual.example.org/'\ndisablePathToLower = true",
  'site/config/offline/hugo.toml': "baseURL = '/'\nrelativeURLs = true\nuglyURLs = true",
  'site/content/_index.md': '---\ntitle: Home\n---\n',
  'site/content/guide/_index.md': '---\ntitle: Guide\n---\n',
  'site/content/guide/setup/index.md': '---\ntitle: Setup\n---\n',
  'site/content/guide/setup/board.png': '',
  'site/content/guide/setup/game.sgf': '',
  'site/content/guide/setup/notes.md': '',
  'site/static/custom.css': '',
  'index.html': '<p>project page</p>',
};

describe('Hugo environments and page resources', () => {
  it('a subfolder with only config/<env>/ folders is a Hugo site; the environment whose baseURL is the audited host is the one published', () => {
    expectMapped(ENV_SITE, {
      '/': 'site/content/_index.md',
      '/guide/setup/': 'site/content/guide/setup/index.md',
      '/guide/setup/board.png': 'site/content/guide/setup/board.png',
      '/guide/setup/game.sgf': 'site/content/guide/setup/game.sgf',
      '/guide/setup/notes.md': null,
      '/guide/setup.html': null,
      '/custom.css': 'site/static/custom.css',
    }, { domain: 'manual.example.org', framework: 'hugo' });
  });

  it('environments not told apart: only what they all publish alike is answered', () => {
    expectMapped(ENV_SITE, { '/': 'site/content/_index.md', '/guide/setup/': null, '/guide/setup.html': null, '/custom.css': 'site/static/custom.css' }, { framework: 'hugo' });
  });

  it('the environment a build names (--environment, -e, HUGO_ENVIRONMENT) wins, literals only', () => {
    expectMapped({ ...ENV_SITE, 'package.json': JSON.stringify({ scripts: { build: 'cd site && hugo --minify -e offline', dev: 'hugo server -e online' } }) }, {
      '/guide/setup.html': 'site/content/guide/setup/index.md',
      '/guide/setup/': null,
    }, { domain: 'manual.example.org', framework: 'hugo' });
    assert.deepEqual(environmentsIn('run: hugo --environment staging\nenv:\n  HUGO_ENVIRONMENT: preview\n[build.environment]\nHUGO_ENVIRONMENT = "beta"\nx: HUGO_ENVIRONMENT=$ENV hugo -e ${{ matrix.env }}\nhugo server --environment dev'), ['staging', 'preview', 'beta']);
  });

  it('resources are not published where a cascade may turn publishResources off, nor with a capital in the name', () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://x.example.org/'\n[[cascade]]\n[cascade.build]\npublishResources = false",
      'content/a/index.md': '', 'content/a/pic.png': '',
    }, { '/a/': 'content/a/index.md', '/a/pic.png': null });
    expectMapped({ 'hugo.toml': "baseURL = 'https://x.example.org/'", 'content/a/index.md': '', 'content/a/Pic.png': '', 'content/b/_index.md': '', 'content/b/c.png': '', 'content/b/d/e.png': '' }, {
      '/a/Pic.png': null, '/b/c.png': 'content/b/c.png', '/b/d/e.png': null,
    });
  });

  it("the home page is a branch bundle too: files beside content/_index.md are published at the home page's URL", () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://x.example.org/'\ndefaultContentLanguage = 'en'\ndefaultContentLanguageInSubdir = true",
      'content/_index.md': '', 'content/header.jpg': '', 'content/posts/a.md': '',
    }, { '/en/': 'content/_index.md', '/en/header.jpg': 'content/header.jpg', '/header.jpg': null, '/en/posts/a.md': null });
  });

  it('environment folders make a Hugo site only as hugo.* beside Hugo\'s own folders (config.* there is any tool\'s)', () => {
    expectMapped({ 'index.html': '', 'about.html': '', 'config/production/config.yaml': 'theme: dark\n', 'content/notes.md': '' }, { '/about': 'about.html' }, { framework: 'static' });
    expectMapped({ 'index.html': '', 'about.html': '', 'config/production/hugo.toml': "theme = 'x'" }, { '/about': 'about.html' }, { framework: 'static' });
  });

  it('a multilingual site: resources beside the default language\'s pages only', () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://x.example.org/'\ndefaultContentLanguage = 'en'\n[languages.en]\n[languages.fr]",
      'content/a/index.md': '', 'content/a/index.fr.md': '', 'content/a/pic.png': '',
    }, { '/a/': 'content/a/index.md', '/fr/a/': 'content/a/index.fr.md', '/a/pic.png': 'content/a/pic.png', '/fr/a/pic.png': null });
  });

  it('a mount into static (its root or a folder of it) replaces the default static mount', () => {
    expectMapped({
      'hugo.toml': "baseURL = 'https://x.example.org/'\n[module]\n[[module.mounts]]\nsource = 'img/'\ntarget = 'static/img/'\n[[module.mounts]]\nsource = 'content'\ntarget = 'content'",
      'static/favicon.ico': '', 'img/logo.png': '', 'content/a.md': '',
    }, { '/a/': 'content/a.md', '/favicon.ico': null }, { framework: 'hugo' });
    expectMapped({
      'hugo.toml': "baseURL = 'https://x.example.org/'\n[module]\n[[module.mounts]]\nsource = 'assets-public'\ntarget = 'static'",
      'static/favicon.ico': '', 'assets-public/robots.txt': '', 'content/a.md': '',
    }, { '/robots.txt': 'assets-public/robots.txt', '/favicon.ico': null }, { framework: 'hugo' });
  });
});
