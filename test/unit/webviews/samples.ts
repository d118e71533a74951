// Sample reads for the four panels, typed with the API layer's types. Builders cover every figure state, nulls and
// enum values the reference does not list (the API adds values within v1).
import type {
  Competitors,
  FigureChange,
  Keyword,
  KeywordTask,
  MeasuredFigure,
  Meta,
  Prompt,
  Reputation,
  ReputationFigure,
  ScoreMark,
  TrendPoint,
} from '../../../src/shared/api/schemas';
import type { PanelContext } from '../../../src/shared/protocol';

export const FIGURE_STATES_ALL = ['measured', 'too_few_answers', 'calibrating', 'first_report', 'not_comparable', 'not_measured'] as const;
export const UNKNOWN_STATE = 'quarantined_for_review';

export function meta(asOf: string | null = '2026-11-16T06:00:00Z'): Meta {
  return {
    query: { period: '4w' },
    data_as_of: asOf === null ? null : { id: '0b1c2d3e-0000-4000-8000-000000000001', completed_at: asOf },
  };
}

export function trend(values: readonly (number | null)[]): TrendPoint[] {
  return values.map((value, i) => ({
    answers: 40,
    at: `2026-10-${String(10 + i * 7).padStart(2, '0')}T06:00:00Z`,
    break_label: i === 2 ? 'Engines changed' : null,
    high: value === null ? null : value + 5,
    low: value === null ? null : value - 4,
    state: value === null ? 'too_few_answers' : 'measured',
    value,
  }));
}

export function change(delta: number | null, direction = 'up', real = true): FigureChange {
  return {
    baseline: { first_answer_at: '2026-09-01T00:00:00Z', last_answer_at: '2026-09-28T00:00:00Z', reports: 4 },
    cells_unpaired: 0,
    delta,
    direction,
    high: delta === null ? null : delta + 4,
    low: delta === null ? null : delta - 2,
    real,
  };
}

/** A measured figure in a given state: values only where the state has one. */
export function figure(state: string, value: number | null = 42, delta: number | null = 3): MeasuredFigure {
  const hasValue = value !== null && (state === 'measured' || state === 'first_report' || state === 'not_comparable');
  return {
    answers: 120,
    change: state === 'measured' ? change(delta) : state === 'first_report' ? change(null, 'unmeasured') : null,
    denominator: hasValue ? 120 : null,
    high: hasValue ? value + 5 : null,
    low: hasValue ? value - 4 : null,
    numerator: hasValue ? (value * 120) / 100 : null,
    state,
    trend: state === 'measured' ? trend([30, 35, null, 39, value]) : [],
    // Unmeasured figures sometimes still carry a 0: it must never be shown.
    value: hasValue ? value : state === 'not_measured' ? null : 0,
  };
}

export function reputationFigure(state: string, value: number | null = 61): ReputationFigure {
  const f = figure(state, value);
  return {
    value: f.value ?? null,
    low: f.low ?? null,
    high: f.high ?? null,
    numerator: f.numerator ?? null,
    denominator: f.denominator ?? null,
    answers: 120,
    state,
    change: f.change ?? null,
    trend: f.trend ?? [],
  };
}

export function scoreMark(state = 'measured', value = 58): ScoreMark {
  return {
    answer_read_id: 'ar-1',
    answers: 120,
    band: state === 'measured' ? 'Strong' : 'Not measured',
    key: 'service_score',
    label: 'Service score',
    state,
    tooltip: 'Score over the period, with its band',
    value: state === 'measured' ? value : 0,
  };
}

export function task(overrides: Partial<KeywordTask> = {}): KeywordTask {
  return {
    id: '7d1b5f4e-0000-4000-8000-0000000000a1',
    kind: 'page_update',
    title: 'Add a comparison table to the pricing page',
    detail: 'Answers compare plans; your page does not.',
    preview: null,
    group: 'website',
    holder: 'service',
    member: null,
    stage: 'drafting',
    outcome: null,
    placed_position: 4,
    not_seen_since_run: 0,
    created_at: '2026-11-01T09:00:00Z',
    started_at: null,
    delivered_at: null,
    completed_at: null,
    paid_off_at: null,
    note: {
      whats_happening: 'Two rivals are recommended for “best CRM for small teams”.',
      why_it_matters: 'The keyword has 2,400 searches a month.',
      what_ill_do: 'Draft a comparison section.',
      what_i_need_from_you: 'Approve the draft.',
      how_well_know: 'Recommended share rises within two reports.',
      short_form: null,
    },
    evidence: {
      answers_link: { href: 'https://app.example.com/answers?prompt=1' },
      prompts: [
        {
          answer_count: 12,
          named_count: 3,
          answers_link: { href: '/relative/answers' },
          prompt_uid: '5f0c1a2b-0000-4000-8000-0000000000p1',
          text: 'best crm for small teams',
        },
      ],
    },
    ...overrides,
  };
}

export function keywordSample(): Keyword {
  return {
    id: '3a9e2c10-0000-4000-8000-0000000000k1',
    text: 'crm for small business',
    status: 'active',
    google_label: 'Google (US)',
    searches_mo: 2400,
    segment: { id: 'seg-1', name: 'US buyers' },
    topic: { id: 'top-1', name: 'CRM software' },
    score: scoreMark(),
    trend: { delta: 4, label: 'Up 4 since last report', state: 'up' },
    ai_searches_it: ['perplexity', 'openai', 'some_new_engine'],
    best_rank: 3,
    clicks_showing_you: 18,
    top10_naming_you: 4,
    meta: meta(),
    period: { preset: '4w', reports: 4, first_answer_at: '2026-10-20T00:00:00Z', last_answer_at: '2026-11-16T00:00:00Z', excluded_reports: 0 },
    figures: {
      service_score: figure('measured', 58, 3),
      mentioned: figure('measured', 42, 3),
      recommended: figure('too_few_answers'),
    },
    prompts: [
      { engines: ['perplexity', 'gemini'], prompt_id: '5f0c1a2b-0000-4000-8000-0000000000p1', text: 'best crm for small teams' },
      { engines: [], prompt_id: '5f0c1a2b-0000-4000-8000-0000000000p2', text: 'cheapest crm' },
    ],
    results: Array.from({ length: 10 }, (_, i) => ({
      click_share: i === 9 ? null : 30 - i * 3,
      domain: i === 2 ? 'acme.example' : `site${i + 1}.example`,
      names_you: i % 3 === 0,
      owner: i === 2 ? 'own' : i === 5 ? 'brand_new_owner_kind' : undefined,
      // Out of order on purpose: the panel shows them by position.
      position: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10][i]!,
      read_state: i === 7 ? 'unreadable_new_state' : 'read',
      recommends_you: i === 0,
      title: i === 4 ? null : `Result ${[2, 1, 3, 4, 5, 6, 7, 8, 9, 10][i]} title`,
      url: i === 6 ? 'javascript:alert(1)' : `https://site${i + 1}.example/page`,
    })),
    tasks: [task()],
  };
}

export function reputationSample(): Reputation {
  return {
    meta: meta(),
    domain: 'acme.example',
    period: { preset: '1w', reports: 1, first_answer_at: null, last_answer_at: null, excluded_reports: 0 },
    filters: { engine: null, prompt: null, type: null, intent: null, topic: null, segment: null },
    written: {
      report_scan_id: 'scan-1',
      report_at: '2026-11-16T06:00:00Z',
      statement: 'Acme is seen as the simple CRM for small teams.',
      line_to_own: 'The CRM small teams set up in an afternoon.',
      positioning: [],
    },
    understood: reputationFigure('measured', 61),
    praised: reputationFigure('calibrating'),
    parts: { ai: { value: 64, low: 60, high: 68, state: 'measured' }, web: null },
    facts: [
      {
        key: 'category',
        kind: 'category',
        kind_label: 'Category',
        wording: 'Acme is a CRM',
        quote: { answer_read_id: 'ar-2', count: 7, engine_id: 'openai', prompt_uid: '5f0c1a2b-0000-4000-8000-0000000000p1' },
        ai: { agrees: 30, partly: 4, contradicts: 1, doesnt_say: 5, answers: 40 },
        elsewhere: { agrees: 3, contradicts: 0 },
        trend: null,
        state: 'measured',
      },
      {
        key: 'offer',
        kind: 'brand_new_kind',
        kind_label: '',
        wording: 'Free plan for up to 3 users',
        quote: null,
        ai: { agrees: 0, partly: 0, contradicts: 2, doesnt_say: 38, answers: 40 },
        elsewhere: { agrees: 0, contradicts: 0 },
        trend: null,
        state: UNKNOWN_STATE,
      },
    ],
    negative_prompts: [
      { prompt_uid: '5f0c1a2b-0000-4000-8000-0000000000p3', text: 'is acme crm reliable', negative: 4, answers: 20, state: 'measured', share: 20 },
      { prompt_uid: '5f0c1a2b-0000-4000-8000-0000000000p4', text: 'acme crm outage', negative: 1, answers: 3, state: 'too_few_answers', share: null },
    ],
    negative_sources: [
      {
        url: 'https://reviews.example/acme',
        domain: 'reviews.example',
        title: 'Acme CRM review',
        type: 'review',
        passage: 'Support was slow to answer.',
        citations: 6,
        state: null,
      },
    ],
    negative_prompts_total: 5,
    negative_sources_total: 1,
    best_quotes: [
      { quote: 'Acme is the easiest CRM to start with.', engine_id: 'perplexity', prompt_uid: '5f0c1a2b-0000-4000-8000-0000000000p1', prompt_text: 'best crm for small teams', answer_read_id: null },
      { quote: 'Acme keeps pricing simple.', engine_id: 'new_engine', prompt_uid: null, prompt_text: 'crm pricing', answer_read_id: null },
    ],
    menus: {
      intents: [{ count: 10, label: 'Comparison', value: 'comparison' }, { bogus: true }],
      segments: [{ count: 5, label: 'US buyers', value: 'US buyers' }],
      topics: [],
      types: [{ count: 7, label: 'Organic', value: 'organic' }],
    },
  };
}

export function competitorsSample(): Competitors {
  return {
    meta: meta(),
    next_cursor: 'cursor-page-2',
    period: { preset: '4w', reports: 4, first_answer_at: null, last_answer_at: null, excluded_reports: 0 },
    competitors: [
      { domain: 'acme.example', name: 'Acme', is_you: true, rank: 2, service_score: figure('measured', 58), mentioned: figure('measured', 42), recommended: figure('first_report', 20), share_of_voice_pct: 31 },
      { domain: 'rival.example', name: 'Rival', is_you: false, rank: 1, service_score: figure('measured', 66, -2), mentioned: figure('not_comparable', 50), recommended: figure('measured', 33, 0), share_of_voice_pct: 45 },
      { domain: 'quiet.example', name: 'Quiet Co', is_you: false, rank: null, service_score: figure('not_measured'), mentioned: figure(UNKNOWN_STATE), recommended: null, share_of_voice_pct: null },
    ],
    channels: [{ answers: 12, domain: 'g2.example', mentioned: 8, name: 'G2', prompts: 4 }, { answers: null, domain: null, mentioned: null, name: 'Unknown channel', prompts: null }],
    discovered: [
      { answers: 9, domain: 'newco.example', high: 30, low: 18, name: 'NewCo', state: 'measured', value: 24 },
      { answers: 2, domain: 'tiny.example', high: null, low: null, name: 'Tiny', state: 'too_few_answers', value: 0 },
    ],
    menus: {
      intents: [{ count: 10, label: 'Comparison', value: 'comparison' }],
      types: [{ count: 7, label: 'Organic', value: 'organic' }],
      segments: [{ count: 5, label: 'US buyers', value: 'US buyers' }],
      topics: [{ count: 3, label: 'CRM software', value: 'top-1' }],
    },
    share_of_voice: { answers: 120, excluded_answers: 6, population: 'all_answers', rows: [], state: 'measured' },
    page: {
      can_track: true,
      capacity: { cap: 10, used: 2 },
      leaderboard: {
        direction: 'desc',
        limit: 2,
        offset: 0,
        sort: 'score',
        total: 3,
        rows: [
          { brand_key: 'rival', brand_name: 'Rival', domain: 'rival.example', is_you: false, mentioned: 50, rank: 1, recommended: figure('measured', 33), score: 66, trend: { delta: -2, label: 'Down 2', state: 'down' } },
          { brand_key: 'acme', brand_name: 'Acme', domain: 'acme.example', is_you: true, mentioned: figure('measured', 42), rank: 2, recommended: null, score: figure('measured', 58), trend: trend([50, 54, 58]) },
        ],
      },
      period: null,
      sentence: 'You rank second of three tracked brands.',
      share_of_voice: null,
    },
  };
}

export function promptSample(): Prompt {
  return {
    id: '5f0c1a2b-0000-4000-8000-0000000000p1',
    text: 'best crm for small teams',
    intent: 'comparison',
    intent_source: 'service',
    prompt_type: 'organic',
    prompt_type_source: 'member',
    status: 'active',
    status_since: '2026-09-01T00:00:00Z',
    tracked_since: '2026-09-01T00:00:00Z',
    third_report_due_at: null,
    retention_days: 365,
    search_volume: 880,
    segment: 'US buyers',
    topic: 'CRM software',
    topic_id: 'top-1',
    answers: 56,
    sentence: 'Acme is named in half of the answers.',
    engine_note: null,
    tail_note: 'Claude is not measured in this segment.',
    answers_link: { href: 'https://app.example.com/answers?prompt=p1' },
    score: figure('measured', 47, -3),
    meta: meta(),
    period: { preset: '1w', reports: 1, first_answer_at: null, last_answer_at: null, excluded_reports: 0 },
    segment_detail: { geo: null, label: 'US buyers', name: 'us', persona_id: null },
    measurement: { country: 'US', language: 'en', measured_country: 'US', coverage: { keyword_research: 'available', search_volume: 'available' } },
    engine_vocabulary: [{ display_name: 'Perplexity', engine_id: 'perplexity', sort_order: 1 }],
    engines: [
      {
        answer_id: 'a-1',
        display_name: 'Perplexity',
        engine: 'perplexity',
        read_at: '2026-11-15T10:00:00Z',
        reading: false,
        state: 'leading',
        state_label: 'Leading',
        states: { icon_states: { mentioned: 'yes' }, mentioned: true, praised: false, recommended: true, understood: 80 },
      },
      { answer_id: null, display_name: '', engine: 'future_engine', read_at: null, reading: true, state: 'brand_new_state', state_label: '', states: null },
    ],
    engine_cards: [
      {
        display_name: 'Perplexity',
        engine_id: 'perplexity',
        figures: [{ ...scoreMark('measured', 70), key: 'mentioned', label: 'Mentioned' }, { ...scoreMark('too_few_answers'), key: 'recommended', label: '' }],
        score: scoreMark('measured', 52),
        trend: trend([40, 45, 52]).map((p) => ({ ...p, breaks: [], key: null, scan_id: null })),
      },
      { display_name: undefined, engine_id: 'claude', figures: [], score: null, trend: [] },
    ],
    competitors: [
      { answers: 56, domain: 'acme.example', is_you: true, key: 'acme', name: 'Acme', service_score: figure('measured', 47), mentioned: figure('measured', 50), recommended: figure('calibrating'), trend: { delta: -3, label: 'Down 3', state: 'down' } },
      { answers: 56, domain: 'rival.example', is_you: false, key: 'rival', name: 'Rival', service_score: figure('not_measured'), mentioned: null, recommended: figure('measured', 30), trend: null },
    ],
    sources: [
      { citations: 9, domain: 'acme.example', group: 'own', group_label: 'Your site', relation: 'yours', relation_label: 'Yours' },
      { citations: 4, domain: 'g2.example', group: 'new_group', group_label: '', relation: undefined, relation_label: undefined },
      { citations: 2, domain: 'rival.example', group: 'competitor', group_label: 'Competitor site', relation: 'competitor', relation_label: 'Competitor' },
    ],
    tiles: [
      { answer_count: 56, denominator: 56, numerator: 28, pct: 50, unit_label: 'of answers name you', explorer_filter: null },
      { answer_count: 0, denominator: null, numerator: null, pct: null, unit_label: 'recommend you', explorer_filter: null },
    ],
    actions: [
      {
        ...task({ title: 'Get listed on g2.example' }),
        setup_link: { href: 'https://app.example.com/setup', label: 'Connect your G2 profile' },
        impact_scale: null,
        route: null,
        target_entity: null,
      },
    ],
  };
}

export function context(overrides: Partial<PanelContext> = {}): PanelContext {
  return {
    brandName: 'Acme',
    period: '4w',
    filters: {},
    pinnedScan: null,
    locale: 'en-US',
    ...overrides,
  };
}
