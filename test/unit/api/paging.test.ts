import * as assert from 'node:assert/strict';
import { ApiProblemError, CursorRestartFailedError, ResponseShapeError, collectPages, paginate, type Page } from '../../../src/core/api/index.js';
import { BRAND, json, keywordItem, keywordList, problem, rejection, testClient } from './helpers.js';

const invalidCursor = (): ApiProblemError => new ApiProblemError({ status: 400, problem: { code: 'invalid_cursor' } });

/** Pages of `size` over `items`; cursors are "c<offset>". */
function pager(items: string[], size: number, failOn: (cursor: string | undefined, call: number) => boolean = () => false) {
  const cursors: (string | undefined)[] = [];
  const fetchPage = async (cursor: string | undefined): Promise<Page<{ id: string }>> => {
    cursors.push(cursor);
    if (failOn(cursor, cursors.length)) throw invalidCursor();
    const offset = cursor ? Number(cursor.slice(1)) : 0;
    const next = offset + size < items.length ? `c${offset + size}` : null;
    return { items: items.slice(offset, offset + size).map((id) => ({ id })), next_cursor: next, total: items.length };
  };
  return { fetchPage, cursors };
}

describe('api/paging', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('passes each next_cursor back and stops on null', async () => {
    const { fetchPage, cursors } = pager(items, 3);
    const got = await collectPages(paginate(fetchPage));
    assert.deepEqual(got.map((i) => i.id), items);
    assert.deepEqual(cursors, [undefined, 'c3', 'c6']);
  });

  it('restarts from the first page once on invalid_cursor, yielding nothing twice', async () => {
    const { fetchPage, cursors } = pager(items, 3, (cursor, call) => cursor === 'c6' && call === 3);
    const got = await collectPages(paginate(fetchPage, (i) => i.id));
    assert.deepEqual(got.map((i) => i.id), items);
    assert.deepEqual(cursors, [undefined, 'c3', 'c6', undefined, 'c3', 'c6']);
  });

  it('fails clearly when the cursor is rejected again after the restart', async () => {
    const { fetchPage } = pager(items, 3, (cursor) => cursor === 'c3');
    const seen: string[] = [];
    const err = await rejection(
      (async () => {
        for await (const item of paginate(fetchPage)) seen.push(item.id);
      })(),
    );
    assert.ok(err instanceof CursorRestartFailedError);
    assert.deepEqual(seen, ['a', 'b', 'c'], 'what was read before stays read once');
  });

  it('does not restart when the first page itself fails, nor on other errors', async () => {
    const first = pager(items, 3, (cursor) => cursor === undefined);
    assert.ok((await rejection(collectPages(paginate(first.fetchPage)))) instanceof ApiProblemError);
    assert.equal(first.cursors.length, 1);
  });

  it('stops a server that hands back a cursor already read', async () => {
    const err = await rejection(collectPages(paginate(async () => ({ items: [{ id: 'x' }], next_cursor: 'same' }))));
    assert.ok(err instanceof ResponseShapeError);
  });

  it('pages a real read with the same filters and limit', async () => {
    const { client, calls } = testClient((req) => {
      const cursor = req.url.searchParams.get('cursor');
      if (!cursor) return json(keywordList([keywordItem(1), keywordItem(2)], 'p2'));
      if (cursor === 'p2' && calls.filter((c) => c.url.searchParams.get('cursor') === 'p2').length === 1) return problem(400, 'invalid_cursor');
      return json(keywordList([keywordItem(3)], null));
    });
    const query = { limit: 2, period: '4w' as const };
    const all = await collectPages(
      paginate(
        (cursor) => client.keywords(BRAND, { ...query, cursor }).then((r) => ({ items: r.keywords, next_cursor: r.next_cursor })),
        (k) => k.id,
      ),
    );
    assert.deepEqual(all.map((k) => k.text), ['kw 1', 'kw 2', 'kw 3']);
    for (const call of calls) {
      assert.equal(call.url.searchParams.get('limit'), '2');
      assert.equal(call.url.searchParams.get('period'), '4w');
    }
  });
});
