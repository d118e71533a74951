// Parameter validation per the reference (422 invalid_request with loc) and unknown parameters ignored but logged.
import assert from 'node:assert/strict';
import { brandPath, get, useSampleApi, type Problem } from './helpers.js';

describe('sample API: parameter validation', () => {
  const api = useSampleApi();

  const cases: Array<{ read: string; query: Record<string, string>; loc: string[]; type: string }> = [
    { read: 'prompts', query: { limit: '0' }, loc: ['query', 'limit'], type: 'greater_than_equal' },
    { read: 'prompts', query: { limit: '101' }, loc: ['query', 'limit'], type: 'less_than_equal' },
    { read: 'keywords', query: { limit: 'ten' }, loc: ['query', 'limit'], type: 'int_parsing' },
    { read: 'audit', query: { offset: '-1' }, loc: ['query', 'offset'], type: 'greater_than_equal' },
    { read: 'cited-pages', query: { cursor: 'x'.repeat(4097) }, loc: ['query', 'cursor'], type: 'string_too_long' },
    { read: 'reputation', query: { prompt: 'not-a-uuid' }, loc: ['query', 'prompt'], type: 'uuid_parsing' },
    { read: 'reputation', query: { as_of: '1234' }, loc: ['query', 'as_of'], type: 'uuid_parsing' },
    { read: 'reputation', query: { engine: 'bard' }, loc: ['query', 'engine'], type: 'enum' },
    { read: 'reputation', query: { period: '2w' }, loc: ['query', 'period'], type: 'enum' },
    { read: 'reputation', query: { list_limit: '500' }, loc: ['query', 'list_limit'], type: 'less_than_equal' },
    { read: 'reputation', query: { sources_offset: '-3' }, loc: ['query', 'sources_offset'], type: 'greater_than_equal' },
    { read: 'keywords', query: { view: 'deleted' }, loc: ['query', 'view'], type: 'enum' },
    { read: 'keywords', query: { segment: 's'.repeat(201) }, loc: ['query', 'segment'], type: 'string_too_long' },
    { read: 'competitors', query: { with_page: 'maybe' }, loc: ['query', 'with_page'], type: 'bool_parsing' },
  ];
  for (const c of cases) {
    it(`${c.read} ${Object.keys(c.query)[0]}=${Object.values(c.query)[0].slice(0, 12)} → 422 at ${c.loc.join('.')}`, async () => {
      const r = await get<Problem>(api(), brandPath(api(), 'primary', c.read), { query: c.query });
      assert.equal(r.status, 422);
      assert.equal(r.body.code, 'invalid_request');
      assert.equal(r.headers.get('content-type'), 'application/problem+json');
      assert.deepEqual(r.body.errors?.map((e) => e.loc), [c.loc]);
      assert.equal(r.body.errors?.[0].type, c.type);
      assert.ok(r.body.errors?.[0].msg);
    });
  }

  it('several invalid parameters are all listed', async () => {
    const r = await get<Problem>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: '0', offset: 'x', engine: 'nope' } });
    assert.deepEqual(r.body.errors?.map((e) => e.loc[1]).sort(), ['engine', 'limit', 'offset']);
  });

  it('a path uuid that is not a uuid is 422 at path.brand_id / path.keyword_id', async () => {
    const brand = await get<Problem>(api(), '/v1/brands/not-a-uuid/reputation');
    assert.equal(brand.status, 422);
    assert.deepEqual(brand.body.errors?.[0].loc, ['path', 'brand_id']);
    const keyword = await get<Problem>(api(), `${brandPath(api(), 'primary', 'keywords')}/42`);
    assert.deepEqual(keyword.body.errors?.[0].loc, ['path', 'keyword_id']);
  });

  it('an unknown keyword or prompt id is 404', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    assert.equal((await get(api(), `${brandPath(api(), 'primary', 'keywords')}/${id}`)).status, 404);
    assert.equal((await get(api(), `${brandPath(api(), 'primary', 'prompts')}/${id}`)).status, 404);
  });

  it('unknown parameter names are ignored but recorded in the request log', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'audit'), { query: { limit: 5, sort: 'citations', status: 'noindex' } });
    assert.equal(r.status, 200);
    const entry = api().requestLog.at(-1);
    assert.deepEqual(entry?.ignored.sort(), ['sort', 'status']);
    assert.deepEqual(entry?.query, { limit: '5', sort: 'citations', status: 'noindex' });
    // The page-status filter has no name in the reference, so `status` did not filter anything.
    assert.ok(((r.body.pages as Array<{ status: string }>) ?? []).some((p) => p.status !== 'noindex'));
  });

  it('normalized parameters are echoed in meta.query', async () => {
    const r = await get<{ meta: { query: Record<string, unknown> } }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 7, engine: 'gemini' } });
    assert.equal(r.body.meta.query.limit, 7);
    assert.equal(r.body.meta.query.offset, 0);
    assert.equal(r.body.meta.query.period, '1w');
    assert.equal(r.body.meta.query.engine, 'gemini');
    assert.equal(r.body.meta.query.type, null);
  });
});
