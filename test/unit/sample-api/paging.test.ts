// Opaque, signed cursors: paging to the end, pinning the first page's scan, invalid_cursor on a changed query.
import assert from 'node:assert/strict';
import { brandPath, get, useSampleApi, type Meta, type Problem } from './helpers.js';

type Listing = { meta: Meta; next_cursor: string | null; total: number; offset: number; limit: number };

describe('sample API: paging and cursors', () => {
  const api = useSampleApi();

  for (const [read, items] of [['prompts', 'prompts'], ['keywords', 'keywords'], ['cited-pages', 'pages'], ['audit', 'pages'], ['pages', 'pages']] as const) {
    it(`${read}: following next_cursor visits every item once and ends with null`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total = -1;
      for (let guard = 0; guard < 50; guard++) {
        const query: Record<string, string | number> = { limit: 7 };
        if (cursor) query.cursor = cursor;
        const r = await get<Listing & Record<string, Array<Record<string, unknown>>>>(api(), brandPath(api(), 'primary', read), { query });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        total = r.body.total;
        assert.equal(r.body.offset, seen.length);
        for (const item of r.body[items]) seen.push(String(item.id ?? item.page_id ?? item.url));
        cursor = r.body.next_cursor;
        if (!cursor) break;
      }
      assert.equal(cursor, null);
      assert.equal(seen.length, total);
      assert.equal(new Set(seen).size, total);
    });
  }

  it('competitors with_page pages the leaderboard with top-level next_cursor', async () => {
    const first = await get<{ next_cursor: string | null; page: { leaderboard: { rows: Array<{ rank: number }>; total: number } } }>(
      api(), brandPath(api(), 'primary', 'competitors'), { query: { with_page: true, limit: 5 } });
    assert.ok(first.body.next_cursor);
    const second = await get<typeof first.body>(api(), brandPath(api(), 'primary', 'competitors'), { query: { with_page: true, limit: 5, cursor: first.body.next_cursor } });
    assert.equal(second.status, 200);
    assert.equal(second.body.page.leaderboard.rows[0].rank, 6);
  });

  it('a cursor belongs to its query: a changed filter or limit is 400 invalid_cursor', async () => {
    const first = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10, engine: 'openai' } });
    const cursor = first.body.next_cursor as string;
    const ok = await get(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10, engine: 'openai', cursor } });
    assert.equal(ok.status, 200);
    const changed: Array<Record<string, string | number>> = [{ limit: 10, engine: 'gemini', cursor }, { limit: 11, engine: 'openai', cursor }, { limit: 10, cursor }];
    for (const query of changed) {
      const r = await get<Problem>(api(), brandPath(api(), 'primary', 'prompts'), { query });
      assert.equal(r.status, 400, JSON.stringify(query));
      assert.equal(r.body.code, 'invalid_cursor');
    }
    const otherRead = await get<Problem>(api(), brandPath(api(), 'primary', 'keywords'), { query: { limit: 10, cursor } });
    assert.equal(otherRead.body.code, 'invalid_cursor');
  });

  it('an explicit as_of with a cursor is 400 invalid_cursor', async () => {
    const first = await get<Listing>(api(), brandPath(api(), 'primary', 'keywords'), { query: { limit: 10 } });
    const asOf = first.body.meta.data_as_of?.id as string;
    const r = await get<Problem>(api(), brandPath(api(), 'primary', 'keywords'), { query: { limit: 10, cursor: first.body.next_cursor as string, as_of: asOf } });
    assert.equal(r.status, 400);
    assert.equal(r.body.code, 'invalid_cursor');
  });

  it('a tampered or foreign cursor is 400 invalid_cursor, and its offset overrides offset', async () => {
    const first = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10 } });
    const cursor = first.body.next_cursor as string;
    const outer = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { p: string; g: string };
    const inner = JSON.parse(outer.p) as { o: number };
    inner.o = 50;
    const forged = Buffer.from(JSON.stringify({ ...outer, p: JSON.stringify(inner) })).toString('base64url');
    for (const bad of [forged, 'not-a-cursor', Buffer.from('{"p":1}').toString('base64url')]) {
      const r = await get<Problem>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10, cursor: bad } });
      assert.equal(r.status, 400);
      assert.equal(r.body.code, 'invalid_cursor');
    }
    const withOffset = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10, offset: 40, cursor } });
    assert.equal(withOffset.body.offset, 10);
  });

  it('a cursor pins the scan of its first page even after a new scan completes', async () => {
    const first = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10 } });
    const pinned = first.body.meta.data_as_of?.id;
    const fresh = api().advanceScan();
    const second = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10, cursor: first.body.next_cursor as string } });
    assert.equal(second.body.meta.data_as_of?.id, pinned);
    const restart = await get<Listing>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 10 } });
    assert.equal(restart.body.meta.data_as_of?.id, fresh.id);
  });

  it('next_cursor is null on the last page and past the end', async () => {
    const last = await get<Listing & { prompts: unknown[] }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 100 } });
    assert.equal(last.body.next_cursor, null);
    assert.equal(last.body.prompts.length, last.body.total);
    const past = await get<Listing & { prompts: unknown[] }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { offset: 1000 } });
    assert.equal(past.body.prompts.length, 0);
    assert.equal(past.body.next_cursor, null);
  });
});
