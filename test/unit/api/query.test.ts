import * as assert from 'node:assert/strict';
import { ENDPOINT_PARAMS, InvalidRequestOptionsError, buildQuery, splitApiPath, type Endpoint } from '../../../src/core/api/index.js';
import { BRAND, SCAN_A, json, keywordList, meta, rejection, testClient } from './helpers.js';

const TOPIC = '33333333-3333-4333-8333-333333333333';
const KEYWORD = '44444444-4444-4444-8444-444444444444';

/** The reference's parameter names per read (confirmed against the reference, section Endpoints). */
const EXPECTED: Record<Endpoint, string[]> = {
  reputation: ['engine', 'prompt', 'type', 'intent', 'topic', 'segment', 'as_of', 'period', 'list_limit', 'prompts_offset', 'sources_offset', 'pages_offset'],
  citedPages: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period', 'prompts_limit', 'prompts_offset'],
  audit: ['as_of', 'cursor', 'limit', 'offset'],
  ownedPages: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
  keywords: ['as_of', 'limit', 'offset', 'cursor', 'period', 'view', 'topic', 'segment'],
  keyword: ['as_of', 'period'],
  prompts: ['engine', 'type', 'intent', 'as_of', 'limit', 'offset', 'cursor', 'period'],
  prompt: ['engine', 'type', 'intent', 'as_of', 'period'],
  competitors: ['as_of', 'engine', 'type', 'intent', 'period', 'limit', 'offset', 'cursor', 'with_page', 'with_menus'],
  segments: ['as_of'],
  settings: [],
  conversations: [],
};

function issuesOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof InvalidRequestOptionsError);
    return err.issues.map((i) => i.name);
  }
  assert.fail('expected InvalidRequestOptionsError');
}

describe('api/query', () => {
  it('sends exactly the parameter names the reference gives per read', () => {
    for (const [endpoint, names] of Object.entries(EXPECTED)) {
      assert.deepEqual([...ENDPOINT_PARAMS[endpoint as Endpoint]].sort(), [...names].sort(), endpoint);
    }
  });

  it('refuses a parameter name the read does not take (no invented names)', () => {
    assert.deepEqual(issuesOf(() => buildQuery('audit', { period: '4w' })), ['period']);
    assert.deepEqual(issuesOf(() => buildQuery('citedPages', { owner: 'yours', sort: 'title' })), ['owner', 'sort']);
    assert.deepEqual(issuesOf(() => buildQuery('settings', { as_of: SCAN_A })), ['as_of']);
  });

  it('validates limits, offsets, cursor length, uuids, enums and string lengths', () => {
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { limit: 0 })), ['limit']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { limit: 101 })), ['limit']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { limit: 2.5 })), ['limit']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { offset: -1 })), ['offset']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { cursor: 'c'.repeat(4097) })), ['cursor']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { as_of: 'latest' })), ['as_of']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { topic: 'not-a-uuid' })), ['topic']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { segment: 's'.repeat(201) })), ['segment']);
    assert.deepEqual(issuesOf(() => buildQuery('keywords', { view: 'deleted' })), ['view']);
    assert.deepEqual(issuesOf(() => buildQuery('prompts', { engine: 'bing', type: 'x', intent: 'y', period: '2w' })), ['engine', 'type', 'intent', 'period']);
    assert.deepEqual(issuesOf(() => buildQuery('reputation', { list_limit: 0, prompts_offset: -2 })), ['list_limit', 'prompts_offset']);
    assert.deepEqual(issuesOf(() => buildQuery('competitors', { with_page: 'yes' })), ['with_page']);
  });

  it('serializes valid options in a stable order and skips undefined/null', () => {
    const pairs = buildQuery('keywords', { segment: 'DE', limit: 50, as_of: SCAN_A, period: '4w', topic: TOPIC, view: 'tracked', offset: undefined });
    assert.deepEqual(pairs, [
      ['as_of', SCAN_A],
      ['limit', '50'],
      ['period', '4w'],
      ['view', 'tracked'],
      ['topic', TOPIC],
      ['segment', 'DE'],
    ]);
    assert.deepEqual(buildQuery('reputation', { list_limit: null }), []);
    assert.deepEqual(buildQuery('competitors', { with_page: true, with_menus: false }), [
      ['with_page', 'true'],
      ['with_menus', 'false'],
    ]);
  });

  it('leaves as_of out next to a cursor (the cursor carries its pin)', () => {
    assert.deepEqual(buildQuery('keywords', { as_of: SCAN_A, cursor: 'abc', limit: 10 }), [
      ['limit', '10'],
      ['cursor', 'abc'],
    ]);
  });

  it('sends only named params on the wire, and nothing when validation fails', async () => {
    const { client, calls } = testClient(() => json(keywordList([])));
    await client.keywords(BRAND, { limit: 5, period: '12w' });
    assert.equal(calls[0].url.pathname, `/v1/brands/${BRAND}/keywords`);
    assert.deepEqual([...calls[0].url.searchParams.keys()], ['limit', 'period']);
    const err = await rejection(client.keywords(BRAND, { limit: 500 }));
    assert.ok(err instanceof InvalidRequestOptionsError);
    assert.match(err.userMessage, /limit: must be at most 100 \(got 500\)/);
    assert.equal(calls.length, 1);
  });

  it('validates path ids before sending', async () => {
    const { client, calls } = testClient(() => json({ meta: meta() }));
    assert.ok((await rejection(client.keywords('../../admin'))) instanceof InvalidRequestOptionsError);
    assert.ok((await rejection(client.keyword(BRAND, 'x/y'))) instanceof InvalidRequestOptionsError);
    assert.ok((await rejection(client.prompt(BRAND, ''))) instanceof InvalidRequestOptionsError);
    assert.equal(calls.length, 0);
    await rejection(client.keyword(BRAND, KEYWORD));
    assert.equal(calls[0].url.pathname, `/v1/brands/${BRAND}/keywords/${KEYWORD}`);
  });

  describe('getUnknown paths', () => {
    it('encodes each segment and refuses anything outside /v1', () => {
      assert.deepEqual(splitApiPath(`/v1/brands/${BRAND}/sources/exa mple.com`), ['v1', 'brands', BRAND, 'sources', 'exa mple.com']);
      for (const bad of ['/v2/x', 'v1/x', '/v1/../admin', '/v1/a/%2e%2e/b', '/v1//x', '/v1/a?x=1', '/v1/a%2Fb', '/v1/a\\b', '/v1/a/./b']) {
        assert.throws(() => splitApiPath(bad), InvalidRequestOptionsError, bad);
      }
    });

    it('sends the encoded path with the given query', async () => {
      const { client, calls } = testClient(() => json({ anything: [1] }));
      const body = await client.getUnknown(`/v1/brands/${BRAND}/sources/a b#c`.replace('#', '%23'), { include: 'engines', limit: 5 });
      assert.deepEqual(body, { anything: [1] });
      assert.equal(calls[0].url.pathname, `/v1/brands/${BRAND}/sources/a%20b%23c`);
      assert.equal(calls[0].url.search, '?include=engines&limit=5');
    });
  });
});
