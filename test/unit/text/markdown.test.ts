// The escaping every tree label, tooltip and preview relies on, over the shared hostile-string corpus.
import * as assert from 'node:assert/strict';
import { md, mdTable } from '../../../src/shared/text/markdown';
import { plainText, truncate } from '../../../src/shared/text/plainText';
import { checkBaseUrl } from '../../../src/extension/session/baseUrl';
import { readScanList } from '../../../src/extension/session/scanList';
import { HOSTILE_STRINGS } from '../webviews/hostileStrings';

/** Characters that open Markdown/HTML constructs must each follow an odd run of backslashes. */
function unescaped(markdown: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < markdown.length; i++) {
    if (!'<>[]`()!&|*_#$:'.includes(markdown[i])) continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && markdown[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 0) out.push(markdown.slice(Math.max(0, i - 10), i + 10));
  }
  return out;
}

describe('text: plain labels and Markdown escaping', () => {
  it('plainText: one line, no bidi/control characters or lone surrogates, bounded', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      const text = plainText(value);
      assert.ok(text.length <= 160, name);
      // eslint-disable-next-line no-control-regex
      assert.ok(!/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(text), name);
      assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text), `${name}: lone surrogate`);
    }
    assert.equal(plainText(42), '42');
    assert.equal(plainText({ toString: () => 'x' }), '');
    assert.equal(plainText('a\nb\t c'), 'a b c');
  });

  it('truncate cuts at a code point and marks the cut', () => {
    assert.equal(truncate('abcdef', 4), 'abc…');
    assert.equal(truncate('😀😀😀😀', 3), '😀😀…');
    assert.equal(truncate('short', 10), 'short');
  });

  it('md escapes every construct-opening character, for every hostile string', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      const escaped = md(value, 2000);
      assert.deepEqual(unescaped(escaped), [], name);
      assert.ok(!escaped.includes('\n'), `${name}: one line`);
    }
    assert.equal(md('[x](javascript:alert(1))'), '\\[x\\]\\(javascript\\:alert\\(1\\)\\)');
    assert.equal(md('a|b'), 'a\\|b');
  });

  it('mdTable escapes headers and keeps cells on one row', () => {
    const table = mdTable(['A|B', 'C'], [[md('x|y'), md('<b>')]]);
    assert.equal(table.split('\n').length, 3);
    assert.match(table, /^\| A\\\|B \| C \|/);
  });

  it('base URL: https anywhere, http only on loopback, no credentials/query', () => {
    assert.deepEqual(checkBaseUrl('https://api.example.com/'), { ok: true, url: 'https://api.example.com' });
    assert.deepEqual(checkBaseUrl('http://127.0.0.1:4000'), { ok: true, url: 'http://127.0.0.1:4000' });
    assert.deepEqual(checkBaseUrl('http://localhost:4000/base/'), { ok: true, url: 'http://localhost:4000/base' });
    assert.equal(checkBaseUrl('http://api.example.com').ok, false);
    assert.equal(checkBaseUrl('https://user:pw@api.example.com').ok, false);
    assert.equal(checkBaseUrl('https://api.example.com/?x=1').ok, false);
    assert.equal(checkBaseUrl('ftp://api.example.com').ok, false);
    assert.equal(checkBaseUrl('').ok, false);
  });

  it('scan list: tolerant of its unknown shape, completed scans only, newest first', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    const scans = readScanList({
      scans: [
        { id: a, completed_at: '2026-11-01T00:00:00Z', kind: 'weekly' },
        { id: b, completed_at: '2026-11-08T00:00:00Z' },
        { id: 'not-a-uuid', completed_at: '2026-11-09T00:00:00Z' },
        { id: '33333333-3333-4333-8333-333333333333', completed_at: null },
        'junk',
      ],
    });
    assert.deepEqual(scans.map((s) => s.id), [b, a]);
    assert.deepEqual(readScanList([{ scan_id: a, completedAt: '2026-11-01T00:00:00Z' }]).map((s) => s.id), [a]);
    assert.deepEqual(readScanList({ nothing: true }), []);
    assert.deepEqual(readScanList(null), []);
  });
});
