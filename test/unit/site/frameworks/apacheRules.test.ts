// Apache .htaccess rules of a plain static site: literal forms read, anything else leaves its paths unknown.
import assert from 'node:assert/strict';
import { literalRegex } from '../../../../src/core/site/frameworks/apacheRules';
import { expectMapped } from './helpers';

const SITE = {
  'index.html': '<p>home</p>',
  'faq.html': '', 'htmlsrc/faq.html': '', 'images/icon.png': '', '.git-notes/x.html': '',
  'man/a.1.html': '', 'man/restyle.php': '', 'private/secret.html': '', 'old/page.html': '', 'misc/page.html': '',
};

describe('Apache .htaccess (static sites)', () => {
  it('Redirect (a path and below it), literal RedirectMatch, literal RewriteRule to a file, deny rules', () => {
    expectMapped({
      ...SITE,
      '.htaccess': 'Options +Indexes\nRedirectMatch 404 /\\.git\nRedirect 404 /htmlsrc\nRedirect permanent /old /new\nRewriteEngine On\nRewriteRule "^favicon\\.ico$" "images/icon.png" [L,PT]\n',
      'man/.htaccess': 'RewriteEngine On\nRewriteCond "%{REQUEST_FILENAME}" -f\nRewriteRule "\\.html$" "restyle.php" [L,PT]\n',
      'private/.htaccess': 'Require all denied\n',
    }, {
      '/faq.html': 'faq.html',
      '/htmlsrc/faq.html': null,
      '/htmlsrcx.html': null,
      '/.git-notes/x.html': null,
      '/old/page.html': null,
      '/favicon.ico': 'images/icon.png',
      '/man/a.1.html': 'man/a.1.html',
      '/private/secret.html': null,
      '/misc/page.html': 'misc/page.html',
    }, { framework: 'static' });
  });

  it('a rule it cannot read makes the paths it may touch unknown, never a file', () => {
    expectMapped({ ...SITE, '.htaccess': 'RewriteEngine On\nRewriteRule ^misc/(.*)$ /other/$1 [R=301,L]\nRewriteRule ^faq\\.html$ /index.html [L]\n' }, {
      '/misc/page.html': null, '/faq.html': 'index.html', '/old/page.html': 'old/page.html',
    }, { framework: 'static' });
    expectMapped({ ...SITE, '.htaccess': 'RedirectMatch 301 (.*)\\.html$ $1\n' }, { '/faq.html': null, '/images/icon.png': null }, { framework: 'static' });
    expectMapped({ ...SITE, '.htaccess': '<Files "faq.html">\nRequire all denied\n</Files>\n' }, { '/faq.html': null }, { framework: 'static' });
    // GitHub Pages does not run Apache: its .htaccess is only a file.
    expectMapped({ ...SITE, CNAME: 'www.example.org', '.htaccess': 'Redirect 404 /htmlsrc\n' }, { '/htmlsrc/faq.html': 'htmlsrc/faq.html' }, { framework: 'static' });
  });

  it('literal regular expressions only: anchors and escaped punctuation; the rest bounds what is unknown', () => {
    assert.deepEqual(literalRegex('^favicon\\.ico$'), { literal: { text: 'favicon.ico', start: true, end: true, ignoreCase: false } });
    assert.deepEqual(literalRegex('\\.html$'), { literal: { text: '.html', start: false, end: true, ignoreCase: false } });
    assert.deepEqual(literalRegex('^docs/(.*)'), { unknownPrefix: 'docs/' });
    assert.deepEqual(literalRegex('^docs/a+'), { unknownPrefix: 'docs/a' });
    assert.deepEqual(literalRegex('^docs/a?'), { unknownPrefix: 'docs/' });
    assert.deepEqual(literalRegex('x\\d'), { unknownPrefix: '' });
  });
});
