import * as assert from 'node:assert/strict';
import {
  ENGINES,
  FIGURE_STATES,
  ResponseShapeError,
  keywordListSchema,
  menuOptionSchema,
  readMenuOptions,
  reputationSchema,
  citedPagesSchema,
  promptListSchema,
  brandSettingsSchema,
  normalizeBrandList,
} from '../../../src/core/api/index.js';
import { parseShape } from '../../../src/core/api/shape.js';
import { keywordItem, keywordList, meta } from './helpers.js';

function reputationBody(): Record<string, unknown> {
  const figure = { value: 40, low: 30, high: 50, numerator: 4, denominator: 10, answers: 10, state: 'measured', change: null, trend: [] };
  return {
    meta: meta(),
    domain: 'example.com',
    period: { preset: '1w', reports: 1, first_answer_at: null, last_answer_at: null, excluded_reports: 0 },
    filters: { engine: null, prompt: null, type: null, intent: null, topic: null, segment: null },
    written: { report_scan_id: null, report_at: null, statement: null, line_to_own: null, positioning: [] },
    understood: figure,
    praised: { ...figure, value: null, low: null, high: null, numerator: null, denominator: null, state: 'too_few_answers' },
    parts: { ai: { anything: 1 }, web: null },
    facts: [
      {
        key: 'f1',
        kind: 'offer',
        kind_label: 'Offer',
        wording: 'We sell boots',
        quote: null,
        ai: { agrees: 1 },
        elsewhere: {},
        trend: null,
        state: null,
      },
    ],
    negative_prompts: [],
    negative_sources: [],
    negative_prompts_total: 0,
    negative_sources_total: 0,
    best_quotes: [],
    menus: { intents: [{ label: 'A', value: 'a', count: 2 }, 'odd'], segments: [], topics: [], types: [] },
  };
}

describe('api/schemas', () => {
  it('keeps unknown fields at every level', () => {
    const body = keywordList([{ ...keywordItem(1), x_new: { deep: [1] } }]);
    (body as Record<string, unknown>).x_top = 'kept';
    const parsed = parseShape(keywordListSchema, body, '/keywords') as Record<string, unknown> & { keywords: Record<string, unknown>[] };
    assert.equal(parsed.x_top, 'kept');
    assert.deepEqual(parsed.keywords[0].x_new, { deep: [1] });
  });

  it('accepts enum values it does not know (open enums)', () => {
    const body = reputationBody();
    (body.understood as Record<string, unknown>).state = 'future_state';
    (body.facts as Record<string, unknown>[])[0].kind = 'brand_new_kind';
    const parsed = parseShape(reputationSchema, body, '/reputation');
    assert.equal(parsed.understood.state, 'future_state');
    assert.equal(parsed.facts[0].kind, 'brand_new_kind');
  });

  it('fills the reference defaults (ai/elsewhere counts default to 0)', () => {
    const parsed = parseShape(reputationSchema, reputationBody(), '/reputation');
    assert.deepEqual(
      { ...parsed.facts[0].ai },
      { agrees: 1, partly: 0, contradicts: 0, doesnt_say: 0, answers: 0 },
    );
    assert.equal(parsed.facts[0].elsewhere.contradicts, 0);
  });

  it('names the JSON path and the expected type of a broken shown field', () => {
    const items = [1, 2, 3, 4].map(keywordItem);
    items[3].searches_mo = '12';
    const err = (() => {
      try {
        parseShape(keywordListSchema, keywordList(items), '/v1/brands/{brand_id}/keywords');
      } catch (e) {
        return e;
      }
    })();
    assert.ok(err instanceof ResponseShapeError);
    assert.equal(err.message, 'keywords[3].searches_mo: expected number or null, got string');
    assert.equal(err.path, 'keywords[3].searches_mo');
    assert.match(err.userMessage, /\/v1\/brands\/\{brand_id\}\/keywords/);
  });

  it('says "missing" for a field the reference promises (T|null and Reputation)', () => {
    const body = reputationBody();
    delete body.negative_prompts_total;
    assert.throws(() => parseShape(reputationSchema, body, '/reputation'), {
      message: 'negative_prompts_total: expected number, but the field is missing',
    });
    const items = [keywordItem(0)];
    delete items[0].best_rank;
    assert.throws(() => parseShape(keywordListSchema, keywordList(items), '/keywords'), /keywords\[0\]\.best_rank: expected number or null/);
  });

  it('treats "not shown" shapes as unknown (anything passes)', () => {
    const body = reputationBody();
    body.parts = { ai: [1, 2], web: 'text' };
    (body.written as Record<string, unknown>).positioning = [{ any: 'cell' }, 3];
    assert.doesNotThrow(() => parseShape(reputationSchema, body, '/reputation'));
    const list = { prompts: [], total: 0, meta: meta(), menus: 'not shown', period: 42 };
    assert.doesNotThrow(() => parseShape(promptListSchema, list, '/prompts'));
  });

  it('accepts menus with and without counts and reads the unknown reputation menus leniently', () => {
    assert.ok(menuOptionSchema.safeParse({ label: 'x', value: 'y' }).success);
    const options = readMenuOptions([{ label: 'A', value: 'a', count: 1 }, 'odd', { label: 3 }]);
    assert.deepEqual(options.map((o) => o.value), ['a']);
  });

  it('tolerates the optional parts of cited pages but not a wrong type in them', () => {
    const minimal = { pages: [{ url: 'https://a.example/x' }], total: 1, next_cursor: null, meta: meta(null) };
    assert.doesNotThrow(() => parseShape(citedPagesSchema, minimal, '/cited-pages'));
    const broken = { ...minimal, cards: { citations: 'many' } };
    assert.throws(() => parseShape(citedPagesSchema, broken, '/cited-pages'), { message: 'cards.citations: expected number, got string' });
  });

  it('uses the reference nullability for settings (prompts_reserved int|null is required)', () => {
    const base = { brand_id: 'b', name: 'N', domain: 'n.example' };
    assert.doesNotThrow(() => parseShape(brandSettingsSchema, { ...base, prompts_reserved: null }, '/settings'));
    assert.throws(() => parseShape(brandSettingsSchema, base, '/settings'), /prompts_reserved: expected number or null, but the field is missing/);
  });

  it('exports the known enum values for UIs', () => {
    assert.ok(ENGINES.includes('claude'));
    assert.equal(FIGURE_STATES.length, 6);
  });

  describe('normalizeBrandList (GET /v1/brands, shape not shown)', () => {
    const brand = { id: 'b1', name: 'One', domain: 'one.example' };
    it('reads a top-level array and lists under brands/data/items', () => {
      for (const body of [[brand], { brands: [brand] }, { data: [brand] }, { items: [brand] }]) {
        assert.deepEqual(normalizeBrandList(body), [brand]);
      }
    });
    it('accepts brand_id for id and falls back on domain for a missing name', () => {
      assert.deepEqual(normalizeBrandList([{ brand_id: 'b2', domain: 'two.example' }]), [{ id: 'b2', name: 'two.example', domain: 'two.example' }]);
    });
    it('gives undefined when the answer is not a list of brands', () => {
      assert.equal(normalizeBrandList({ something: 'else' }), undefined);
      assert.equal(normalizeBrandList([{ name: 'no id' }]), undefined);
      assert.equal(normalizeBrandList('text'), undefined);
    });
  });
});
