import * as assert from 'node:assert/strict';
import {
  PARAMS,
  PATH_PARAMS,
  READS,
  READ_NAMES,
  ReadSession,
  isListRead,
  pageOf,
  pathParamsOf,
  takesScanPin,
  type ReadName,
} from '../../../src/core/api/index.js';
import { BRAND, SCAN_A, json, keywordItem, keywordList, meta, testClient } from './helpers.js';

const KEYWORD = '44444444-4444-4444-8444-444444444444';

describe('api/reads: the read table', () => {
  it('declares each read once: a path under /v1/brands/{brand_id}, a unique CLI name, known parameters, a description', () => {
    const cliNames = READ_NAMES.map((name) => READS[name].cli);
    assert.equal(new Set(cliNames).size, cliNames.length);
    for (const name of READ_NAMES) {
      const read = READS[name];
      assert.match(read.path, /^\/v1\/brands\/\{brand_id\}(\/[a-z-]+(\/\{[a-z_]+\})?)?$/, name);
      assert.ok(read.description.length > 20 && !read.description.includes('\n'), `${name}: one-line description`);
      for (const param of read.query) assert.ok(param in PARAMS, `${name}: ${param} is a parameter of the reference`);
      assert.equal(new Set(read.query).size, read.query.length, `${name}: each parameter once`);
      for (const param of pathParamsOf(name)) assert.ok(param in PATH_PARAMS, `${name}: path parameter ${param} is described`);
    }
    for (const [name, rule] of Object.entries(PARAMS)) assert.ok(rule.description.length > 10, `${name}: described`);
  });

  it('derives path parameters, the scan pin and which reads are list reads', () => {
    assert.deepEqual(pathParamsOf('keyword'), ['brand_id', 'keyword_id']);
    assert.deepEqual(pathParamsOf('prompt'), ['brand_id', 'prompt_uid']);
    assert.deepEqual(pathParamsOf('audit'), ['brand_id']);
    assert.deepEqual(READ_NAMES.filter((n) => !takesScanPin(n)), ['settings', 'conversations']);
    assert.deepEqual(READ_NAMES.filter(isListRead), ['citedPages', 'audit', 'ownedPages', 'keywords', 'prompts']);
  });

  it('finds a paged list, its total and next_cursor where the declaration says (competitors: the leaderboard)', () => {
    const rows = [{ brand_key: 'a' }, { brand_key: 'b' }];
    const competitors = { meta: meta(), competitors: [{ name: 'x' }], next_cursor: 'c2', page: { leaderboard: { total: 9, rows } } };
    assert.deepEqual(pageOf('competitors', competitors as never), { items: rows, total: 9, nextCursor: 'c2' });
    const unpaged = { meta: meta(), competitors: [{ name: 'x' }], next_cursor: null };
    assert.deepEqual(pageOf('competitors', unpaged as never), { items: [], total: 0, nextCursor: null });
    assert.deepEqual(pageOf('keywords', keywordList([keywordItem(1)], 'n') as never).nextCursor, 'n');
  });

  it('gives the client and the session one method per read, with the declared path and query', async () => {
    const { client, calls } = testClient((req) =>
      req.url.pathname.endsWith(`/keywords/${KEYWORD}`) ? json({ ...keywordItem(1), id: KEYWORD, clicks_showing_you: null, meta: meta() }) : json({ brand_id: BRAND, name: 'n', domain: 'd', prompts_reserved: null }),
    );
    for (const name of READ_NAMES) {
      assert.equal(typeof (client as unknown as Record<ReadName, unknown>)[name], 'function', `client.${name}`);
      assert.equal(typeof (ReadSession.prototype as unknown as Record<ReadName, unknown>)[name], 'function', `session.${name}`);
    }
    const session = new ReadSession(client, BRAND);
    await session.keyword(KEYWORD, { period: '4w' });
    await session.keyword(KEYWORD, { period: '4w' });
    await session.settings();
    assert.deepEqual(
      calls.map((c) => `${c.url.pathname}?${c.url.searchParams}`),
      [
        `/v1/brands/${BRAND}/keywords/${KEYWORD}?period=4w`,
        `/v1/brands/${BRAND}/keywords/${KEYWORD}?as_of=${SCAN_A}&period=4w`,
        `/v1/brands/${BRAND}/settings?`,
      ],
    );
  });
});
