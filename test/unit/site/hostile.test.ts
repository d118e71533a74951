// Whatever comes in, a resolved file is inside the root, in the index, and the mapper never throws.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createSiteMapper } from '../../../src/core/site/mapper';
import { isSafeRelPath } from '../../../src/core/site/urlPath';
import { SITE_FIXTURES, loadSiteFixture, memorySite } from './siteFixture';

const HOSTILE = [
  '..', '/..', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a/%2E%2E/%2E%2E/%2E%2E/x', '/..%2f..%2fetc%2fpasswd',
  '/a%2F..%2F..%2Fb', '/%2F%2Fetc/passwd', '/blog/..%5C..%5Cwindows', '\\..\\..\\windows\\win.ini', '/blog\\..\\..\\secret',
  '/C:/Windows/system.ini', '/blog/%00', '/blog/a\u0000b', '/%ff', '/%', `/${'a/'.repeat(1100)}`, `/${'x'.repeat(5000)}`,
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'file:///etc/passwd', '?', '#', '?a=1#b',
  'https://evil.example/../../etc/passwd', '//evil.example/x', '/<script>alert(1)</script>', '/blog/<img src=x onerror=alert(1)>',
  '/\u202e/txt.exe', '/blog/%E2%80%AE', '/.git/config', '/.env', '/node_modules/next/package.json', '/blog/.', '/blog/..',
  '/__proto__', '/constructor/prototype', '/blog/__proto__', '/index.html/..', '/%252e%252e/secret',
];

function assertSafe(name: string, files: ReturnType<typeof memorySite>) {
  const mapper = createSiteMapper({ files, routes: { '/u/:x': 'content/:x.md', '/g/**': '**' } });
  for (const input of [...HOSTILE, ...HOSTILE.map((h) => `/u/${h}`), ...HOSTILE.map((h) => `/g/${h}`)]) {
    const res = mapper.resolve(input);
    assert.equal(typeof res.reason, 'string', `${name}: ${JSON.stringify(input)}`);
    if (res.file !== null) {
      assert.ok(isSafeRelPath(res.file), `${name}: ${JSON.stringify(input)} → ${res.file}`);
      assert.ok(files.has(res.file), `${name}: ${JSON.stringify(input)} → ${res.file} not indexed`);
      assert.ok(!path.isAbsolute(res.file) && !res.file.startsWith('..'));
    }
  }
}

describe('site/hostile inputs', () => {
  it('never leave the root on a synthetic site that has tempting files', () => {
    assertSafe('synthetic', memorySite({
      'package.json': JSON.stringify({ dependencies: { next: '15' } }),
      'app/[...all]/page.tsx': '',
      'content/x.md': '',
      '.env': 'SECRET=1',
      '.git/config': '',
      'public/index.html': '',
      'blog/..': '',
    }));
  });

  for (const name of fs.readdirSync(SITE_FIXTURES).filter((n) => fs.existsSync(path.join(SITE_FIXTURES, n, 'files.txt'))).sort()) {
    it(`never leave the root on ${name}`, () => assertSafe(name, loadSiteFixture(name)));
  }

  it('rejects the classic traversals with a clear reason', () => {
    const mapper = createSiteMapper({ files: memorySite({ 'index.html': '' }) });
    for (const input of ['/../../etc/passwd', '/%2e%2e/x', 'javascript:alert(1)', '/a%00', '?x', '/%zz']) {
      const res = mapper.resolve(input);
      assert.equal(res.file, null, input);
      assert.match(res.reason, /^not a valid URL path: /, input);
    }
  });
});
