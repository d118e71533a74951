// A panel's own period and filters: seeded from the tree, followed when the tree changes, changed by setFilters only
// to values the reference allows for that endpoint, and turned into exactly the query names the reference gives.
import assert from 'node:assert/strict';
import { ENDPOINT_PARAMS } from '../../../src/core/api/query';
import {
  applySetFilters,
  contextFilters,
  followSelection,
  queryFromSelection,
  readQuery,
  sameReadQuery,
  type PanelQuery,
} from '../../../src/extension/panels/panelQuery';
import { PANELS } from '../../../src/shared/protocol';

const TOPIC = '2b1c8f3e-5d7a-4c2e-9f10-3a4b5c6d7e8f';
const PROMPT = '7e57d004-2b97-4e7a-b45f-5c2a1b3c4d5e';

describe('panels: query state', () => {
  it('takes the selection, dropping values the API would refuse', () => {
    const q = queryFromSelection({ period: '4w', filters: { engine: 'openai', topic: 'Pricing', segment: 'EU buyers', intent: 'bogus' } });
    assert.deepEqual(q, { period: '4w', filters: { engine: 'openai', segment: 'EU buyers' } });
  });

  it('follows the tree: the period, the filters (keeping a panel-only prompt filter)', () => {
    const current: PanelQuery = { period: '1w', filters: { engine: 'openai', prompt: PROMPT } };
    const selection = { period: '12w' as const, filters: { intent: 'comparison' } };
    assert.deepEqual(followSelection(current, selection, { period: true, filters: false }), { period: '12w', filters: { engine: 'openai', prompt: PROMPT } });
    assert.deepEqual(followSelection(current, selection, { period: false, filters: true }), { period: '1w', filters: { intent: 'comparison', prompt: PROMPT } });
  });

  it('setFilters sets, clears and refuses', () => {
    const q: PanelQuery = { period: '1w', filters: { engine: 'openai' } };
    const set = applySetFilters('reputation', q, { period: 'all', filters: { engine: null, topic: TOPIC, prompt: PROMPT } });
    assert.deepEqual(set, { ok: true, query: { period: 'all', filters: { topic: TOPIC, prompt: PROMPT } } });
    for (const [kind, filters] of [
      ['reputation', { engine: 'bing' }],
      ['reputation', { topic: 'Pricing' }],
      ['reputation', { segment: 'x'.repeat(201) }],
      ['competitors', { segment: 'EU' }],
      ['prompt', { topic: TOPIC }],
      ['keyword', { engine: 'openai' }],
    ] as const) {
      const r = applySetFilters(kind, q, { filters });
      assert.equal(r.ok, false, `${kind} ${JSON.stringify(filters)}`);
    }
    assert.deepEqual(q, { period: '1w', filters: { engine: 'openai' } }, 'the current query is not changed');
  });

  it("each read's query holds only names the reference gives that endpoint", () => {
    const q: PanelQuery = { period: '4w', filters: { engine: 'openai', type: 'organic', intent: 'problem', segment: 'EU', topic: TOPIC, prompt: PROMPT } };
    assert.deepEqual(readQuery('keyword', q), { period: '4w' });
    assert.deepEqual(readQuery('prompt', q), { period: '4w', engine: 'openai', type: 'organic', intent: 'problem' });
    assert.deepEqual(readQuery('competitors', q, 7), { period: '4w', engine: 'openai', type: 'organic', intent: 'problem', with_page: true, with_menus: true, limit: 7 });
    assert.deepEqual(readQuery('reputation', q), { period: '4w', engine: 'openai', type: 'organic', intent: 'problem', topic: TOPIC, segment: 'EU', prompt: PROMPT });
    for (const kind of PANELS) {
      const allowed: readonly string[] = ENDPOINT_PARAMS[kind];
      for (const name of Object.keys(readQuery(kind, q))) assert.ok(allowed.includes(name), `${kind} takes ${name}`);
    }
    assert.deepEqual(contextFilters('competitors', q), { engine: 'openai', type: 'organic', intent: 'problem' });
  });

  it('a tree change outside a panel\'s query reads nothing', () => {
    const a: PanelQuery = { period: '1w', filters: {} };
    assert.equal(sameReadQuery('keyword', a, { period: '1w', filters: { engine: 'openai' } }), true);
    assert.equal(sameReadQuery('competitors', a, { period: '1w', filters: { segment: 'EU' } }), true);
    assert.equal(sameReadQuery('competitors', a, { period: '1w', filters: { engine: 'openai' } }), false);
    assert.equal(sameReadQuery('keyword', a, { period: '4w', filters: {} }), false);
  });
});
