import assert from 'node:assert/strict';
import { isSafeRelPath, normalizeUrlPath } from '../../../src/core/site/urlPath';

function ok(input: string) {
  const r = normalizeUrlPath(input);
  assert.ok(r.ok, `expected ${JSON.stringify(input)} to normalize, got ${r.ok ? '' : r.reason}`);
  return r;
}

function bad(input: unknown, pattern: RegExp) {
  const r = normalizeUrlPath(input);
  assert.equal(r.ok, false, `expected ${JSON.stringify(input)} to be rejected`);
  if (!r.ok) assert.match(r.reason, pattern);
}

describe('site/urlPath normalizeUrlPath', () => {
  it('strips query and fragment and keeps the path', () => {
    assert.equal(ok('/pricing?utm=x#top').path, '/pricing');
    assert.equal(ok('/#hash').path, '/');
  });

  it('reads the path and host out of a full URL without resolving backslashes', () => {
    const r = ok('HTTPS://WWW.Example.com:8443/Blog/Post/?a=1');
    assert.equal(r.host, 'www.example.com');
    assert.equal(r.path, '/Blog/Post');
    assert.equal(r.trailingSlash, true);
    assert.equal(ok('https://example.com').path, '/');
    assert.equal(ok('https://user:pw@example.com/x').host, 'example.com');
  });

  it('decodes each segment, keeping an encoded slash inside its segment', () => {
    const r = ok('/caf%C3%A9/a%2Fb');
    assert.deepEqual(r.segments, ['café', 'a/b']);
    assert.equal(r.path, '/café/a%2Fb');
  });

  it('collapses duplicate slashes and drops trailing slash and index.html', () => {
    assert.equal(ok('//docs///intro//').path, '/docs/intro');
    const r = ok('/docs/index.html');
    assert.equal(r.path, '/docs');
    assert.equal(r.indexFile, 'index.html');
    assert.equal(ok('/index.htm').path, '/');
    assert.equal(ok('/a/').trailingSlash, true);
    assert.equal(ok('/a').trailingSlash, false);
    assert.equal(ok('/').trailingSlash, false);
  });

  it('resolves dot segments (also percent-encoded) but never above the root', () => {
    assert.equal(ok('/a/b/../c/./d').path, '/a/c/d');
    assert.equal(ok('/a/%2e%2e/b').path, '/b');
    bad('/..', /above the site root/);
    bad('/a/../../etc/passwd', /above the site root/);
    bad('/%2e%2e/%2e%2e/etc/passwd', /above the site root/);
  });

  it('treats backslashes as ordinary characters', () => {
    const r = ok('/a\\..\\..\\b');
    assert.deepEqual(r.segments, ['a\\..\\..\\b']);
  });

  it('rejects invalid encodings, control characters, other schemes, bare queries and absurd lengths', () => {
    bad('/bad%E0%A4%A', /percent-encoding/);
    bad('/a%', /percent-encoding/);
    bad('/a\u0000b', /control/);
    bad('/a%00b', /control/);
    bad('/a%0Ab', /control/);
    bad('javascript:alert(1)', /not a web page/);
    bad('JaVaScRiPt:alert(1)', /not a web page/);
    bad('data:text/html,hi', /not a web page/);
    bad('?q=1', /only a query or fragment/);
    bad('#top', /only a query or fragment/);
    bad('', /empty/);
    bad(42, /not a string/);
    bad('/' + 'a'.repeat(2048), /longer than 2048/);
    bad('http:/x', /missing host/);
  });

  it('adds the leading slash to a relative path', () => {
    assert.equal(ok('pricing').path, '/pricing');
  });
});

describe('site/urlPath isSafeRelPath', () => {
  it('accepts plain relative paths only', () => {
    assert.ok(isSafeRelPath('app/page.tsx'));
    for (const p of ['', '/etc/passwd', '../x', 'a/../../b', 'a\\b', 'C:/x', 'a\0b', 'a//b', './a']) {
      assert.equal(isSafeRelPath(p), false, p);
    }
  });
});
