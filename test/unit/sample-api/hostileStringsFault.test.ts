// The hostileStrings fault: shown text becomes hostile strings, what a client sends back (ids, cursors, dates, meta)
// stays as it was, and the control route takes the list.
import assert from 'node:assert/strict';
import { DEFAULT_HOSTILE_STRINGS } from '../../sample-api/core/faults.js';
import { brandPath, get, useSampleApi } from './helpers.js';

type Keyword = { id: string; text: string; topic: { id: string; name: string } };
type KeywordList = { keywords: Keyword[]; next_cursor: string | null; meta: { data_as_of: { id: string; completed_at: string } } };

describe('sample API: hostileStrings fault', () => {
  const api = useSampleApi();

  it('replaces text fields in turn and keeps ids, cursors, dates and meta', async () => {
    const clean = await get<KeywordList>(api(), brandPath(api(), 'primary', 'keywords'));
    api().setFault({ kind: 'hostileStrings', strings: ['<b>x</b>', 'javascript:alert(1)'] });
    const r = await get<KeywordList>(api(), brandPath(api(), 'primary', 'keywords'));
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.meta, clean.body.meta);
    assert.ok(r.body.next_cursor);
    for (const [i, k] of r.body.keywords.entries()) {
      assert.equal(k.id, clean.body.keywords[i].id);
      assert.equal(k.topic.id, clean.body.keywords[i].topic.id);
      assert.ok(['<b>x</b>', 'javascript:alert(1)'].includes(k.text), k.text);
      assert.ok(['<b>x</b>', 'javascript:alert(1)'].includes(k.topic.name), k.topic.name);
    }
  });

  it('is set through the control route with a list, or with the built-in payloads from a header', async () => {
    const res = await fetch(new URL('/__sample/fault', api().url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'hostileStrings', strings: ['<svg onload=alert(1)>'] }),
    });
    assert.equal(res.status, 200);
    const r = await get<{ brands: { name: string }[] }>(api(), '/v1/brands');
    assert.ok(r.body.brands.every((b) => b.name === '<svg onload=alert(1)>'));
    api().setFault(undefined);
    const h = await get<{ brands: { name: string }[] }>(api(), '/v1/brands', { headers: { 'X-Sample-Fault': 'hostileStrings' } });
    assert.ok(h.body.brands.every((b) => DEFAULT_HOSTILE_STRINGS.includes(b.name)));
    const refused = await fetch(new URL('/__sample/fault', api().url), { method: 'POST', body: JSON.stringify({ kind: 'hostileStrings', strings: [1] }) });
    assert.equal(refused.status, 400);
  });
});
