// Every read answers the shape the reference shows (spot checks of fields, types and nullability).
import assert from 'node:assert/strict';
import { assertFields, brandPath, get, useSampleApi, type Meta } from './helpers.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => v as Obj;
const list = (v: unknown): Obj[] => v as Obj[];

const MEASURED_FIGURE = { answers: 'int', change: 'object', denominator: 'int', high: 'int', low: 'int', numerator: 'number', state: 'string', trend: 'array', value: 'int' } as const;
const SCORE_MARK = { answer_read_id: 'string', answers: 'int', band: 'string', key: 'string', label: 'string', state: 'string', tooltip: 'string', value: 'int' } as const;
const PERIOD = { preset: 'string', reports: 'int', first_answer_at: 'date-time|null', last_answer_at: 'date-time|null', excluded_reports: 'int' } as const;
const FUNNEL = {
  ai_visits: 'int|null', blocked: 'int|null', cited: 'int|null', crawled: 'int|null', fetched_live: 'int|null', not_found: 'int|null',
  search_clicks: 'int|null', search_engine_crawls: 'int|null', search_impressions: 'int|null', unverified: 'int|null',
  crawler_bots: 'array', sources: 'array', window: 'object',
} as const;

function assertMeta(meta: unknown): void {
  assertFields(meta, { query: 'object', data_as_of: 'object|null' }, 'meta');
  const m = meta as Meta;
  if (m.data_as_of) assertFields(m.data_as_of, { id: 'uuid', completed_at: 'date-time' }, 'meta.data_as_of');
}

function assertMeasuredFigure(f: unknown, where: string): void {
  assertFields(f, MEASURED_FIGURE, where);
  const change = obj(obj(f).change);
  assertFields(change, { baseline: 'object', cells_unpaired: 'int', delta: 'int', direction: 'string', high: 'int', low: 'int', real: 'bool' }, `${where}.change`);
  for (const p of list(obj(f).trend)) assertFields(p, { answers: 'int', at: 'date-time', break_label: 'string', high: 'int', low: 'int', state: 'string', value: 'int' }, `${where}.trend[]`);
}

describe('sample API: read shapes', () => {
  const api = useSampleApi();

  it('GET /v1/brands lists the readable brands', async () => {
    const r = await get<{ brands: Array<{ id: string; name: string; domain: string }> }>(api(), '/v1/brands');
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'application/json');
    assert.deepEqual(r.body.brands.map((b) => b.domain), ['tallyhawk.io', 'kestrelpay.com', 'fernbrook.design']);
    const noAccess = await get<{ brands: unknown[] }>(api(), '/v1/brands', { key: api().keys['no-access'] });
    assert.equal(noAccess.body.brands.length, 2);
  });

  it('reputation has every field, figures with state, and paged negative lists', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'reputation'), { query: { list_limit: 3 } });
    assert.equal(r.status, 200);
    assertFields(r.body, {
      meta: 'object', domain: 'string', period: 'object', filters: 'object', written: 'object', understood: 'object', praised: 'object',
      parts: 'object', facts: 'array', negative_prompts: 'array', negative_sources: 'array', negative_prompts_total: 'int',
      negative_sources_total: 'int', best_quotes: 'array', menus: 'object',
    });
    assertMeta(r.body.meta);
    assertFields(r.body.period, PERIOD, 'period');
    assertFields(r.body.written, { report_scan_id: 'uuid|null', report_at: 'date-time|null', statement: 'string|null', line_to_own: 'string|null', positioning: 'array' }, 'written');
    for (const name of ['understood', 'praised']) {
      assertFields(r.body[name], { value: 'int|null', low: 'int|null', high: 'int|null', numerator: 'number|null', denominator: 'int|null', answers: 'int', state: 'string', change: 'object|null', trend: 'array' }, name);
    }
    assert.equal(obj(r.body.understood).state, 'measured');
    assertFields(r.body.parts, { ai: 'object', web: 'object' }, 'parts');
    const facts = list(r.body.facts);
    assert.ok(facts.length >= 4);
    for (const f of facts) {
      assertFields(f, { key: 'string', kind: 'string', kind_label: 'string', wording: 'string', quote: 'object|null', ai: 'object', elsewhere: 'object', trend: 'array', state: 'string|null' }, 'fact');
      assertFields(f.ai, { agrees: 'int', partly: 'int', contradicts: 'int', doesnt_say: 'int', answers: 'int' }, 'fact.ai');
    }
    assert.equal(list(r.body.negative_prompts).length, 3);
    assert.ok((r.body.negative_prompts_total as number) > 3);
    for (const p of list(r.body.negative_prompts)) {
      assertFields(p, { prompt_uid: 'uuid', text: 'string', negative: 'int', answers: 'int', state: 'string', share: 'int|null' }, 'negative_prompt');
    }
    for (const s of list(r.body.negative_sources)) {
      assertFields(s, { url: 'string', domain: 'string', title: 'string|null', type: 'string|null', passage: 'string|null', citations: 'int', state: 'string|null' }, 'negative_source');
    }
    for (const q of list(r.body.best_quotes)) {
      assertFields(q, { quote: 'string', engine_id: 'string', prompt_uid: 'uuid|null', prompt_text: 'string', answer_read_id: 'uuid|null' }, 'best_quote');
    }
    assertFields(r.body.menus, { intents: 'array', segments: 'array', topics: 'array', types: 'array' }, 'menus');
    assertFields(list(obj(r.body.menus).intents)[0], { count: 'int', label: 'string', value: 'string' }, 'menu option');

    const second = await get(api(), brandPath(api(), 'primary', 'reputation'), { query: { list_limit: 3, prompts_offset: 3 } });
    assert.notDeepEqual(second.body.negative_prompts, r.body.negative_prompts);
  });

  it('reputation under a filter: understood is the AI part alone, elsewhere is zero', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'reputation'), { query: { engine: 'perplexity' } });
    assert.equal(obj(r.body.filters).engine, 'perplexity');
    const understood = obj(r.body.understood);
    assert.equal(understood.value, obj(obj(r.body.parts).ai).value);
    for (const f of list(r.body.facts)) assert.deepEqual(f.elsewhere, { agrees: 0, contradicts: 0 });
    const claude = await get(api(), brandPath(api(), 'primary', 'reputation'), { query: { engine: 'claude' } });
    assert.equal(obj(claude.body.praised).state, 'calibrating');
  });

  it('cited pages: cards, mix, menus and rows', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'cited-pages'), { query: { limit: 5 } });
    assert.equal(r.status, 200);
    assertFields(r.body, {
      cards: 'object', citation_evidence: 'string', limit: 'int', menus: 'object', meta: 'object', mix: 'array', next_cursor: 'string|null',
      offset: 'int', pages: 'array', pages_total: 'int', period: 'object', sentence: 'string', sites_total: 'int', state: 'string', total: 'int',
      unavailable_scans: 'int',
    });
    assert.equal(r.body.state, 'ready');
    assertFields(r.body.cards, {
      answers: 'int', citations: 'int', sites: 'int', sites_naming_you: 'int', citations_change: 'object', competitors_pages_change: 'object',
      sites_change: 'object', your_pages_change: 'object', competitors_pages_change_pts: 'number', competitors_pages_share_pct: 'number',
      your_pages_change_pts: 'number', your_pages_share_pct: 'number',
    }, 'cards');
    assertFields(obj(r.body.cards).citations_change, { current: 'int', delta: 'int', direction: 'string', label: 'string', previous: 'int' }, 'change count');
    assert.equal(list(r.body.pages).length, 5);
    for (const p of list(r.body.pages)) {
      assertFields(p, {
        citations: 'int', content_type: 'string', content_type_label: 'string', document_id: 'uuid', document_key: 'string', domain: 'string',
        owner: 'string', prompt_count: 'int', title: 'string', topic: 'object', url: 'string',
      }, 'cited page');
      assert.ok(['third_party', 'competitor', 'yours'].includes(p.owner as string));
    }
    for (const m of list(r.body.mix)) assertFields(m, { citations: 'int', key: 'string', label: 'string', owner: 'string', share_pct: 'number' }, 'mix');
    const menus = obj(r.body.menus);
    assert.deepEqual(Object.keys(list(menus.prompts)[0]).sort(), ['label', 'value']);
    assert.deepEqual(Object.keys(list(menus.source_types)[0]).sort(), ['label', 'value']);
  });

  it('owned pages: most cited first, funnel with nulls for unmeasured sources', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'pages'), { query: { limit: 100 } });
    assertFields(r.body, { coverage: 'object', crawler_hits_days: 'int', limit: 'int', meta: 'object', next_cursor: 'string|null', offset: 'int', pages: 'array', period: 'object', resolved_page_id: 'uuid', total: 'int' });
    assertFields(r.body.coverage, { start: 'date', end: 'date' }, 'coverage');
    const pages = list(r.body.pages);
    for (const p of pages) {
      assertFields(p, { ai_visits: 'int', citations: 'int', crawler_bots: 'array', crawler_hits: 'int', funnel: 'object', id: 'uuid', page_type: 'string', prompts: 'int', rubric: 'object', title: 'string', url: 'string' }, 'owned page');
      assertFields(p.funnel, FUNNEL, 'funnel');
    }
    const citations = pages.map((p) => p.citations as number);
    assert.deepEqual(citations, [...citations].sort((a, b) => b - a));
    assert.ok(pages.some((p) => obj(p.funnel).ai_visits === null), 'a page whose analytics did not measure it');
    assert.ok(pages.some((p) => obj(p.rubric).priority === 'ineligible'));
  });

  it('keywords: list items and one keyword with figures, results, prompts and tasks', async () => {
    const r = await get<{ keywords: Obj[]; total: number }>(api(), brandPath(api(), 'primary', 'keywords'), { query: { limit: 100 } });
    assertFields(r.body, { keywords: 'array', limit: 'int', meta: 'object', next_cursor: 'string|null', offset: 'int', period: 'object', total: 'int' });
    assert.ok(r.body.total >= 80, `80+ keywords, got ${r.body.total}`);
    for (const k of r.body.keywords) {
      assertFields(k, {
        id: 'uuid', text: 'string', status: 'string', searches_mo: 'int|null', best_rank: 'int|null', clicks_showing_you: 'int', top10_naming_you: 'int|null',
        google_label: 'string', ai_searches_it: 'array', score: 'object', segment: 'object', topic: 'object', trend: 'object',
      }, 'keyword');
      assertFields(k.score, SCORE_MARK, 'keyword.score');
      assertFields(k.trend, { delta: 'int', label: 'string', state: 'string' }, 'keyword.trend');
    }
    const states = new Set(r.body.keywords.map((k) => obj(k.score).state));
    for (const s of ['measured', 'calibrating', 'too_few_answers', 'not_measured']) assert.ok(states.has(s), `a keyword score in state ${s}`);

    const checked = r.body.keywords.find((k) => k.best_rank === null && k.top10_naming_you !== null) ?? r.body.keywords[0];
    const one = await get(api(), `${brandPath(api(), 'primary', 'keywords')}/${checked.id as string}`);
    assert.equal(one.status, 200);
    assertFields(one.body, { id: 'uuid', figures: 'object|null', prompts: 'array', results: 'array', tasks: 'array', meta: 'object', period: 'object', clicks_showing_you: 'int|null' });
    const results = list(one.body.results);
    assert.equal(results.length, 10);
    assert.deepEqual(results.map((x) => x.position), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const x of results) {
      assertFields(x, { click_share: 'number', domain: 'string', names_you: 'bool', owner: 'string', position: 'int', read_state: 'string', recommends_you: 'bool', title: 'string', url: 'string' }, 'result');
    }
    const figures = obj(one.body.figures);
    for (const name of ['service_score', 'mentioned', 'recommended']) assertMeasuredFigure(figures[name], `figures.${name}`);
    for (const task of list(one.body.tasks)) {
      assertFields(task, { id: 'uuid', kind: 'string', title: 'string', note: 'object', evidence: 'object', created_at: 'date-time', placed_position: 'int' }, 'task');
    }

    const unchecked = r.body.keywords.find((k) => obj(k.score).state === 'not_measured');
    assert.ok(unchecked);
    const none = await get(api(), `${brandPath(api(), 'primary', 'keywords')}/${unchecked.id as string}`);
    assert.equal(none.body.figures, null);
    assert.equal(none.body.clicks_showing_you, null);
    assert.equal(none.body.best_rank, null);
  });

  it('keywords: view, topic and segment filters', async () => {
    const all = await get<{ keywords: Obj[]; total: number }>(api(), brandPath(api(), 'primary', 'keywords'), { query: { limit: 100 } });
    const archived = await get<{ keywords: Obj[]; total: number }>(api(), brandPath(api(), 'primary', 'keywords'), { query: { view: 'archived', limit: 100 } });
    assert.ok(archived.body.total > 0);
    assert.ok(archived.body.keywords.every((k) => k.status === 'archived'));
    assert.ok(all.body.keywords.every((k) => k.status !== 'archived'));
    const topic = obj(all.body.keywords[0].topic).id as string;
    const byTopic = await get<{ keywords: Obj[] }>(api(), brandPath(api(), 'primary', 'keywords'), { query: { topic, limit: 100 } });
    assert.ok(byTopic.body.keywords.length > 0 && byTopic.body.keywords.every((k) => obj(k.topic).id === topic));
    const bySegment = await get<{ keywords: Obj[] }>(api(), brandPath(api(), 'primary', 'keywords'), { query: { segment: 'UK · Data leaders', limit: 100 } });
    assert.ok(bySegment.body.keywords.length > 0 && bySegment.body.keywords.every((k) => obj(k.segment).name === 'UK data leaders'));
  });

  it('prompts: list with engine states, one prompt with its cards', async () => {
    const r = await get<{ prompts: Obj[]; total: number }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 100 } });
    assertFields(r.body, { prompts: 'array', limit: 'int', offset: 'int', total: 'int', menus: 'object', meta: 'object', next_cursor: 'string|null', period: 'object' });
    assert.ok(r.body.total >= 60, `60+ prompts, got ${r.body.total}`);
    const states = new Set<string>();
    for (const p of r.body.prompts) {
      assertFields(p, { id: 'uuid', text: 'string', intent: 'string', segment: 'string', topic: 'string', status: 'string', engines: 'array' }, 'prompt');
      for (const e of list(p.engines)) {
        assertFields(e, { answer_id: 'uuid', engine: 'string', state: 'string', state_label: 'string' }, 'prompt.engines[]');
        states.add(e.state as string);
      }
    }
    for (const s of ['leading', 'recommended', 'mentioned', 'not_mentioned']) assert.ok(states.has(s), `an answer in state ${s}`);
    const engines = new Set(r.body.prompts.flatMap((p) => list(p.engines).map((e) => e.engine)));
    assert.deepEqual([...engines].sort(), ['ai_mode', 'claude', 'copilot', 'gemini', 'google_aio', 'openai', 'perplexity']);

    const onlyClaude = await get<{ prompts: Obj[] }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { engine: 'claude', limit: 100 } });
    assert.ok(onlyClaude.body.prompts.every((p) => list(p.engines).every((e) => e.engine === 'claude')));

    const one = await get(api(), `${brandPath(api(), 'primary', 'prompts')}/${r.body.prompts[0].id as string}`);
    assert.equal(one.status, 200);
    assertFields(one.body, {
      id: 'uuid', text: 'string', intent: 'string', intent_source: 'string', prompt_type: 'string', prompt_type_source: 'string', status: 'string',
      status_since: 'date-time', tracked_since: 'date-time', third_report_due_at: 'date-time', retention_days: 'int', search_volume: 'int',
      segment: 'string', topic: 'string', topic_id: 'string', answers: 'int', sentence: 'string', engine_note: 'string', tail_note: 'string',
      answers_link: 'object', score: 'object', meta: 'object', period: 'object', segment_detail: 'object', measurement: 'object',
      engine_vocabulary: 'array', engines: 'array', engine_cards: 'array', competitors: 'array', sources: 'array', tiles: 'array', actions: 'array',
    });
    assertMeasuredFigure(one.body.score, 'score');
    for (const e of list(one.body.engines)) {
      assertFields(e, { answer_id: 'uuid', display_name: 'string', engine: 'string', read_at: 'date-time', reading: 'bool', state: 'string', state_label: 'string', states: 'object' }, 'engine');
    }
    for (const c of list(one.body.engine_cards)) {
      assertFields(c, { display_name: 'string', engine_id: 'string', figures: 'array', score: 'object', trend: 'array' }, 'engine_card');
      assertFields(c.score, SCORE_MARK, 'engine_card.score');
      for (const t of list(c.trend)) assertFields(t, { answers: 'int', at: 'date-time', break_label: 'string', breaks: 'array', high: 'int', low: 'int', key: 'object', scan_id: 'uuid', state: 'string', value: 'int' }, 'card trend');
    }
    for (const c of list(one.body.competitors)) {
      assertFields(c, { answers: 'int', domain: 'string', is_you: 'bool', key: 'string', name: 'string', service_score: 'object', mentioned: 'object', recommended: 'object', trend: 'object' }, 'competitor');
      assertMeasuredFigure(c.mentioned, 'competitor.mentioned');
    }
  });

  it('competitors: share of voice null for a rival nobody named; with_page pages the leaderboard; with_menus adds menus', async () => {
    const plain = await get(api(), brandPath(api(), 'primary', 'competitors'));
    assertFields(plain.body, { competitors: 'array', channels: 'array', discovered: 'array', share_of_voice: 'object', meta: 'object', next_cursor: 'string|null', period: 'object' });
    assert.equal(plain.body.next_cursor, null);
    assert.ok(!('page' in plain.body) && !('menus' in plain.body));
    const rows = list(plain.body.competitors);
    for (const c of rows) {
      assertFields(c, { domain: 'string', name: 'string', is_you: 'bool', rank: 'int', service_score: 'object', mentioned: 'object', recommended: 'object', share_of_voice_pct: 'int|null' }, 'competitor');
      assertMeasuredFigure(c.service_score, 'competitor.service_score');
    }
    assert.deepEqual(rows.map((c) => c.rank), rows.map((_, i) => i + 1));
    assert.equal(rows.find((c) => c.name === 'Eventloom')?.share_of_voice_pct, null);
    assert.equal(rows.filter((c) => c.is_you).length, 1);
    for (const d of list(plain.body.discovered)) assertFields(d, { answers: 'int', domain: 'string', high: 'int', low: 'int', name: 'string', state: 'string', value: 'int' }, 'discovered');
    for (const c of list(plain.body.channels)) assertFields(c, { answers: 'int', domain: 'string', mentioned: 'int', name: 'string', prompts: 'int' }, 'channel');

    const paged = await get(api(), brandPath(api(), 'primary', 'competitors'), { query: { with_page: true, with_menus: true, limit: 4 } });
    assertFields(paged.body.page, { can_track: 'bool', capacity: 'object', channels: 'object', discovered: 'object', leaderboard: 'object', period: 'object', sentence: 'string', share_of_voice: 'object' }, 'page');
    const board = obj(obj(paged.body.page).leaderboard);
    assertFields(board, { direction: 'string', limit: 'int', offset: 'int', sort: 'string', total: 'int', rows: 'array' }, 'leaderboard');
    assert.equal(list(board.rows).length, 4);
    assert.ok((board.total as number) > 4);
    assert.equal(typeof paged.body.next_cursor, 'string');
    assertFields(paged.body.menus, { intents: 'array', segments: 'array', topics: 'array', types: 'array' }, 'menus');
  });

  it('segments: Default first, comparison rows, personas and vocabulary', async () => {
    const r = await get(api(), brandPath(api(), 'secondary', 'segments'));
    assertFields(r.body, { comparison: 'object', segments: 'array', personas: 'array', segment_limit: 'int', segment_limit_note: 'string', vocabulary: 'object', meta: 'object' });
    const rows = list(obj(r.body.comparison).rows);
    assert.equal(rows[0].is_default, true);
    assert.ok(rows.some((s) => s.retired === true));
    for (const row of rows) {
      assertFields(row, { segment_id: 'uuid', name: 'string', label: 'string', is_default: 'bool', retired: 'bool', prompt_count: 'int', score: 'int', score_change: 'object', chips: 'object', axes: 'array' }, 'comparison row');
    }
    for (const s of list(r.body.segments)) {
      assertFields(s, { id: 'uuid', name: 'string', label: 'string', is_default: 'bool', retired: 'bool', prompt_count: 'int', config_version: 'int', country: 'string', language: 'string', subregion: 'string', persona_id: 'uuid', engines: 'array', engine_selection: 'array', engine_vocabulary: 'array' }, 'segment');
    }
    assertFields(r.body.vocabulary, { languages: 'object', markets: 'object', subregions: 'object', optional_engines: 'array', standard_engines: 'array' }, 'vocabulary');
  });

  it('settings: profile, autonomy, connections, owned domains and the segments read', async () => {
    const r = await get(api(), brandPath(api(), 'primary', 'settings'));
    assertFields(r.body, {
      brand_id: 'uuid', name: 'string', domain: 'string', description: 'string', deletion_scheduled_for: 'string', meta: 'object', prompts_used: 'int',
      prompts_reserved: 'int|null', segments: 'object', autonomy: 'object', connections: 'array', owned_domains: 'object', profile: 'object',
    });
    assertFields(r.body.owned_domains, { confirmed: 'array', derived: 'array', dismissed: 'array', proposed: 'array' }, 'owned_domains');
    assert.ok((obj(r.body.owned_domains).confirmed as string[]).includes('www.tallyhawk.io'));
    assertFields(obj(r.body.segments), { comparison: 'object', segments: 'array', personas: 'array' }, 'settings.segments');
    const secondary = await get(api(), brandPath(api(), 'secondary', 'settings'));
    assert.equal(secondary.body.prompts_reserved, null);
  });

  it('conversations: own private chats only, unread from the caller position', async () => {
    const member = await get<{ conversations: Obj[] }>(api(), brandPath(api(), 'primary', 'conversations'));
    const other = await get<{ conversations: Obj[] }>(api(), brandPath(api(), 'primary', 'conversations'), { key: api().keys['no-access'] });
    for (const c of member.body.conversations) {
      assertFields(c, { id: 'uuid', title: 'string', agent: 'string', kind: 'string', archived: 'bool', shared: 'bool', owner_account_id: 'uuid', last_seq: 'int', last_read_seq: 'int', unread: 'int' }, 'conversation');
      assert.equal(c.unread, (c.last_seq as number) - (c.last_read_seq as number));
    }
    const titles = (r: { conversations: Obj[] }): string[] => r.conversations.map((c) => c.title as string);
    assert.ok(titles(member.body).includes('Draft: comparison page vs. main rival'));
    assert.ok(!titles(member.body).includes('Notes for the board deck'));
    assert.ok(titles(other.body).includes('Notes for the board deck'));
    assert.ok(member.body.conversations.some((c) => c.archived === true));
  });

  it('path-only reads: scans, scan by id, topics, overview', async () => {
    const scans = await get<{ scans: Obj[]; running: Obj[] }>(api(), brandPath(api(), 'primary', 'scans'));
    assert.equal(scans.status, 200);
    assert.ok(scans.body.scans.length >= 8);
    assert.ok(scans.body.scans.some((s) => s.kind === 'weekly') && scans.body.scans.some((s) => s.kind === 'daily'));
    for (const s of scans.body.scans) assertFields(s, { id: 'uuid', kind: 'string', completed_at: 'date-time' }, 'scan');
    const times = scans.body.scans.map((s) => s.completed_at as string);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    assert.equal(scans.body.running.length, 1);

    const one = await get(api(), `/v1/scans/${scans.body.scans[0].id as string}`);
    assert.equal(one.body.brand_id, api().brands.primary.id);
    assert.equal(one.body.state, 'completed');

    const topics = await get<{ topics: Obj[] }>(api(), brandPath(api(), 'primary', 'topics'));
    assert.equal(topics.body.topics.length, 6);
    const overview = await get(api(), brandPath(api(), 'primary', 'overview'));
    assertFields(overview.body, { brand: 'object', meta: 'object', period: 'object', score: 'object' });
  });

  it('the empty brand: no scan yet, awaiting states and not_measured figures', async () => {
    const rep = await get(api(), brandPath(api(), 'empty', 'reputation'));
    assert.equal((rep.body.meta as Meta).data_as_of, null);
    assert.equal(obj(rep.body.understood).state, 'not_measured');
    assert.equal(obj(rep.body.understood).value, null);
    const cited = await get(api(), brandPath(api(), 'empty', 'cited-pages'));
    assert.equal(cited.body.state, 'awaiting_first_scan');
    assert.equal((cited.body.meta as Meta).data_as_of, null);
    const audit = await get(api(), brandPath(api(), 'empty', 'audit'));
    assert.equal(audit.body.state, 'awaiting_first_crawl');
    assert.equal(audit.status, 200);
    const competitors = await get(api(), brandPath(api(), 'empty', 'competitors'));
    assert.equal(obj(list(competitors.body.competitors)[0].mentioned).state, 'not_measured');
  });

  it('every response is private, no-store and carries a request id', async () => {
    for (const path of ['/v1/brands', '/v1/nope', brandPath(api(), 'primary', 'audit')]) {
      const r = await get(api(), path);
      assert.equal(r.headers.get('cache-control'), 'private, no-store', path);
      assert.ok(r.headers.get('x-request-id'), path);
    }
    const own = await get(api(), '/v1/brands', { headers: { 'X-Request-Id': 'req-1234' } });
    assert.equal(own.headers.get('x-request-id'), 'req-1234');
  });
});
