// The hostileStrings fault: shown text becomes hostile strings, what a client sends back (ids, cursors, dates, meta)
// stays as it was, and the control route takes the list.
import assert from 'node:assert/strict';
import { DEFAULT_HOSTILE_STRINGS } from '../../sample-api/core/faults.js';
import { brandPath, control, get, useSampleApi, type Problem } from './helpers.js';

type Keyword = { id: string; text: string; topic: { id: string; name: string } };
type KeywordList = { keywords: Keyword[]; next_cursor: string | null; meta: { data_as_of: { id: string; completed_at: string } } };
type Audit = { groups: Array<{ name: string; checks: Array<{ label: string; failing_pages?: string[] }> }>; pages: Array<{ path: string; title: string }> };

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

  it('offset starts the turn elsewhere; keep leaves more keys as they were', async () => {
    const strings = ['s0', 's1', 's2'];
    api().setFault({ kind: 'hostileStrings', strings });
    const first = await get<KeywordList>(api(), brandPath(api(), 'primary', 'keywords'));
    api().setFault({ kind: 'hostileStrings', strings, offset: 1 });
    const moved = await get<KeywordList>(api(), brandPath(api(), 'primary', 'keywords'));
    first.body.keywords.forEach((k, i) => assert.equal(moved.body.keywords[i].text, strings[(strings.indexOf(k.text) + 1) % 3]));
    api().setFault({ kind: 'hostileStrings', strings, keep: ['path', 'failing_pages'] });
    const audit = await get<Audit>(api(), brandPath(api(), 'primary', 'audit'));
    api().setFault(undefined);
    const plain = await get<Audit>(api(), brandPath(api(), 'primary', 'audit'));
    assert.deepEqual(audit.body.pages.map((p) => p.path), plain.body.pages.map((p) => p.path));
    assert.ok(audit.body.pages.every((p) => strings.includes(p.title)));
    assert.deepEqual(audit.body.groups.map((g) => g.checks.map((c) => c.failing_pages)), plain.body.groups.map((g) => g.checks.map((c) => c.failing_pages)));
    assert.ok(audit.body.groups.every((g) => strings.includes(g.name) && g.checks.every((c) => strings.includes(c.label))));
  });

  it('the control route builds generated (100 KB) entries and takes offset, keep and problemStatus', async () => {
    const ok = await control(api(), 'POST', '/__sample/fault', {
      kind: 'hostileStrings', strings: ['<b>'], generated: [{ repeat: 'AB', length: 102_400 }], offset: 1, keep: ['domain'], problemStatus: 422,
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const fault = ok.body.fault as { strings: string[]; offset: number; keep: string[]; problemStatus: number };
    assert.equal(fault.strings.length, 2);
    assert.equal(fault.strings[1].length, 102_400);
    assert.deepEqual([fault.offset, fault.keep, fault.problemStatus], [1, ['domain'], 422]);
    for (const wrong of [{ offset: -1 }, { keep: 'domain' }, { generated: [{ repeat: '', length: 5 }] }, { generated: [{ repeat: 'a', length: 10_000_000 }] }, { problemStatus: 500 }]) {
      const refused = await control(api(), 'POST', '/__sample/fault', { kind: 'hostileStrings', strings: ['x'], ...wrong });
      assert.equal(refused.status, 400, JSON.stringify(wrong));
    }
  });

  it('problemStatus: every read fails with a problem whose text fields are the strings', async () => {
    const strings = ['t0', 't1', 't2', 't3', 't4'];
    api().setFault({ kind: 'hostileStrings', strings, problemStatus: 422 });
    const r = await get<Problem>(api(), brandPath(api(), 'primary', 'keywords'));
    assert.equal(r.status, 422);
    assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
    assert.deepEqual([r.body.title, r.body.detail, r.body.instance, r.body.code], ['t0', 't1', 't2', 'invalid_request']);
    assert.deepEqual(r.body.errors, [{ loc: ['query', 't3'], msg: 't4', type: 'value_error' }]);
    api().setFault({ kind: 'hostileStrings', strings, problemStatus: 400, offset: 2 });
    const b = await get<Problem>(api(), '/v1/brands');
    assert.equal(b.status, 400);
    assert.deepEqual([b.body.title, b.body.detail, b.body.instance, b.body.code], ['t2', 't3', 't4', 't0']);
  });
});
