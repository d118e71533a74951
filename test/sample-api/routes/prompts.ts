// GET /v1/brands/{brand_id}/prompts and /prompts/{prompt_uid}: tracked prompts and how each engine's latest answer treated the brand.
import { noise, stableUuid } from '../core/prng.js';
import { notFound, type JsonObject } from '../core/response.js';
import { segmentById, topicById, type BrandData, type PromptRec } from '../data/catalog.js';
import { weeklyScans, type ReadContext } from '../data/context.js';
import { citedDocs, docCitations } from '../data/citations.js';
import { answersFor, interval, scanAnswers, scanReads, type Answer } from '../data/measures.js';
import { answerReadId } from '../data/search.js';
import {
  MEASURES, markOf, meta, measuredFigure, period, promptMenus, rivalMeasures, share, trendOf,
} from '../data/shapes.js';
import { ANSWER_STATE_LABELS, ENGINES, ENGINE_NAMES, type Engine } from '../data/vocabulary.js';
import { PAGING, pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

const APP = 'https://app.brandvisibility.example';

/** The prompt's latest answers: from the newest included scan that read it; paused and archived prompts keep the last weekly's. */
function latestAnswers(ctx: ReadContext, prompt: PromptRec): Answer[] {
  const candidates = prompt.status === 'active' ? ctx.included : weeklyScans(ctx.included);
  for (let i = candidates.length - 1; i >= 0; i--) {
    if (scanReads(candidates[i], prompt)) return answersFor(ctx.brand, prompt, candidates[i]);
  }
  return [];
}

function answerId(a: Answer): string {
  return stableUuid('answer', a.prompt.id, a.engine, a.scan.seq);
}

function engineFilter(ctx: ReadContext): (e: Engine) => boolean {
  return (e) => !ctx.filters.engine || ctx.filters.engine === e;
}

function promptFilter(ctx: ReadContext): (p: PromptRec) => boolean {
  return (p) => (!ctx.filters.type || p.type === ctx.filters.type) && (!ctx.filters.intent || p.intent === ctx.filters.intent);
}

export const promptListRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/prompts',
  params: pick('engine', 'type', 'intent', 'as_of', ...PAGING, 'period'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const keepEngine = engineFilter(ctx);
    const rows = brand.prompts
      .filter((p) => p.status !== 'archived' && promptFilter(ctx)(p))
      .map((p) => {
        const answers = latestAnswers(ctx, p).filter((a) => keepEngine(a.engine));
        const score = answers.length ? answers.reduce((s, a) => s + a.score, 0) / answers.length : -1;
        return { p, answers, score };
      })
      .sort((a, b) => b.score - a.score || a.p.index - b.p.index);
    const page = req.page(rows);
    return {
      prompts: page.items.map(({ p, answers }) => ({
        id: p.id,
        text: p.text,
        intent: p.intent,
        segment: segmentById(brand, p.segmentId).label,
        topic: topicById(brand, p.topicId).name,
        status: p.status,
        engines: answers.map((a) => ({ answer_id: answerId(a), engine: a.engine, state: a.state, state_label: ANSWER_STATE_LABELS[a.state] })),
      })),
      limit: page.limit,
      offset: page.offset,
      total: page.total,
      menus: promptMenus(brand),
      meta: meta(ctx, req.query),
      next_cursor: page.next_cursor,
      period: period(ctx),
      sort: 'score',
      direction: 'desc',
    };
  },
};

function engineCard(ctx: ReadContext, prompt: PromptRec, engine: Engine): JsonObject {
  const mine = (a: Answer): boolean => a.prompt.id === prompt.id && a.engine === engine;
  const figure = (key: keyof typeof MEASURES, label: string): JsonObject => {
    const f = measuredFigure(ctx, MEASURES[key], mine);
    // Claude joined the engines recently: its marks are still calibrating.
    return markOf(engine === 'claude' && f.state === 'measured' ? { ...f, state: 'calibrating' } : f, key, label, answerReadId(prompt.id, engine, key));
  };
  return {
    display_name: ENGINE_NAMES[engine],
    engine_id: engine,
    figures: [figure('mentioned', 'Mentioned'), figure('recommended', 'Recommended')],
    score: markOf(measuredFigure(ctx, MEASURES.service_score, mine), 'service_score', 'Score', answerReadId(prompt.id, engine, 'score')),
    trend: weeklyScans(ctx.included).slice(-6).map((scan, i) => {
      const answers = scanAnswers(ctx.brand, scan).filter(mine);
      const r = MEASURES.service_score(answers);
      const { low, high } = interval(r.numerator, Math.max(r.denominator, 1));
      const claudeAdded = engine === 'claude' && i === 0;
      return {
        answers: answers.length,
        at: scan.completedAt,
        break_label: claudeAdded ? 'Claude added' : '',
        breaks: claudeAdded ? [{ added: ['claude'], part: 'engines', removed: [], value: 'claude' }] : [],
        high,
        low,
        key: { answer_pack_version: 3, engines: [engine], markets: { [segmentById(ctx.brand, prompt.segmentId).country]: 1 }, passes: 1, score_version: 'v7.0' },
        scan_id: scan.id,
        state: answers.length ? 'measured' : 'not_measured',
        value: share(r),
      };
    }),
  };
}

export const promptRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/prompts/{prompt_uid}',
  params: pick('engine', 'type', 'intent', 'as_of', 'period'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const prompt = brand.prompts.find((p) => p.id === req.pathParams.prompt_uid);
    if (!prompt) throw notFound('Prompt not found.');
    const segment = segmentById(brand, prompt.segmentId);
    const topic = topicById(brand, prompt.topicId);
    const keepEngine = engineFilter(ctx);
    const mine = (a: Answer): boolean => a.prompt.id === prompt.id && keepEngine(a.engine);
    const latest = latestAnswers(ctx, prompt).filter((a) => keepEngine(a.engine));
    const score = measuredFigure(ctx, MEASURES.service_score, mine);
    const answers = score.answers;
    const tracked = Date.parse(prompt.trackedSince);
    const engines = segment.engines.filter(keepEngine);
    const competitorRow = (name: string, domain: string, key: string, isYou: boolean, measures: typeof MEASURES): JsonObject => {
      const service = measuredFigure(ctx, measures.service_score, mine);
      return {
        answers,
        domain,
        is_you: isYou,
        key,
        name,
        service_score: service,
        mentioned: measuredFigure(ctx, measures.mentioned, mine),
        recommended: measuredFigure(ctx, measures.recommended, mine),
        trend: trendOf(service),
      };
    };
    const sources = citedDocs(brand)
      .filter((d) => d.topicId === prompt.topicId)
      .map((d) => ({ d, c: Math.max(1, Math.round(docCitations(d, ctx.window, ctx) / 4)) }))
      .sort((a, b) => b.c - a.c)
      .slice(0, 8);
    const mentioned = MEASURES.mentioned(latest);
    return {
      id: prompt.id,
      text: prompt.text,
      intent: prompt.intent,
      intent_source: prompt.index % 4 === 0 ? 'member' : 'service',
      prompt_type: prompt.type,
      prompt_type_source: prompt.index % 5 === 0 ? 'member' : 'service',
      status: prompt.status,
      status_since: prompt.trackedSince,
      tracked_since: prompt.trackedSince,
      third_report_due_at: new Date(tracked + 21 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      retention_days: 395,
      search_volume: prompt.searchVolume,
      segment: segment.label,
      topic: topic.name,
      topic_id: topic.id,
      answers,
      sentence: latest.length
        ? `${mentioned.numerator} of ${latest.length} engines named ${brand.name} in their latest answer.`
        : `No engine has answered this prompt yet.`,
      engine_note: segment.claude ? '' : 'Claude is not read in this segment.',
      tail_note: answers < 12 ? 'Fewer than 12 answers in the period: figures are not served yet.' : '',
      answers_link: { href: `${APP}/brands/${brand.id}/prompts/${prompt.id}/answers` },
      score,
      meta: meta(ctx, req.query),
      period: period(ctx),
      segment_detail: { geo: segment.country, label: segment.label, name: segment.name, persona_id: segment.personaId },
      measurement: {
        country: segment.country,
        language: segment.language,
        measured_country: segment.country,
        coverage: { keyword_research: 'available', search_volume: prompt.searchVolume > 100 ? 'available' : 'partial' },
      },
      engine_vocabulary: ENGINES.map((e, i) => ({ display_name: ENGINE_NAMES[e], engine_id: e, sort_order: i })),
      engines: latest.map((a) => ({
        answer_id: answerId(a),
        display_name: ENGINE_NAMES[a.engine],
        engine: a.engine,
        read_at: a.scan.completedAt,
        reading: false,
        state: a.state,
        state_label: ANSWER_STATE_LABELS[a.state],
        states: {
          icon_states: {
            mentioned: a.state !== 'not_mentioned' ? 'yes' : 'no',
            praised: a.praised ? 'yes' : 'no',
            recommended: a.state === 'recommended' || a.state === 'leading' ? 'yes' : 'no',
            understood: a.understood >= 60 ? 'yes' : a.understood >= 35 ? 'partly' : 'no',
          },
          mentioned: a.state !== 'not_mentioned',
          praised: a.praised,
          recommended: a.state === 'recommended' || a.state === 'leading',
          understood: a.understood,
        },
      })),
      engine_cards: engines.map((e) => engineCard(ctx, prompt, e)),
      competitors: [
        competitorRow(brand.name, brand.domain, 'you', true, MEASURES),
        ...brand.rivals.filter((r) => r.named).map((r) => competitorRow(r.name, r.domain, r.key, false, rivalMeasures(r.key, r.strength))),
      ],
      sources: sources.map(({ d, c }) => {
        const group = d.owner === 'yours' ? 'own' : d.owner === 'competitor' ? 'competitor' : 'third_party';
        return {
          citations: c,
          domain: d.domain,
          group,
          group_label: group === 'own' ? 'Your site' : group === 'competitor' ? 'Competitor' : 'Other site',
          relation: d.owner === 'yours' ? 'yours' : d.owner === 'competitor' ? 'competitor' : d.namesYou ? 'names_you' : 'neutral',
          relation_label: d.owner === 'yours' ? 'Yours' : d.owner === 'competitor' ? 'A competitor’s' : d.namesYou ? 'Names you' : 'Does not name you',
        };
      }),
      tiles: (['mentioned', 'recommended'] as const).map((key) => {
        const r = MEASURES[key](latest);
        return {
          answer_count: latest.length,
          denominator: r.denominator,
          numerator: r.numerator,
          pct: share(r),
          unit_label: `${key === 'mentioned' ? 'Named you' : 'Recommended you'} (latest answers)`,
          explorer_filter: { prompt: prompt.id, state: key },
        };
      }),
      actions: latest.some((a) => a.state === 'not_mentioned') ? [promptAction(brand, prompt, ctx)] : [],
    };
  },
};

function promptAction(brand: BrandData, prompt: PromptRec, ctx: ReadContext): JsonObject {
  const at = ctx.scan?.completedAt ?? prompt.trackedSince;
  const link = (suffix: string): JsonObject => ({ href: `${APP}/brands/${brand.id}/${suffix}` });
  const impact = Math.round(2 + noise('impact', prompt.id) * 8);
  return {
    id: stableUuid('action', prompt.id),
    kind: 'content_gap',
    title: `Publish an answer to “${prompt.text}”`,
    detail: 'Some engines answer this prompt without naming you; none of your pages covers it directly.',
    preview: `A page section answering “${prompt.text}” in two sentences, then the detail.`,
    group: 'website',
    return_group: 'website',
    holder: 'service',
    member: '',
    stage: 'proposed',
    state: 'new',
    outcome: 'pending',
    gate: 'approval',
    draft_in_flight: 'drafting',
    dispatchable: true,
    platform: false,
    credit_cost: 2,
    prompt_slot_cost: 0,
    expected_impact_pts: impact,
    verified_impact_pts: 0,
    impact_scale: 'points',
    placed_position: 0,
    not_seen_since_run: 1,
    route: 'website',
    target_entity: brand.domain,
    primary_verb: 'dispatch',
    secondary_verbs: ['dismiss', 'snooze'],
    setup_link: { href: `${APP}/brands/${brand.id}/settings/connections`, label: 'Connect your site' },
    note: {
      how_well_know: 'From the latest answers of every engine.',
      short_form: `Answer “${prompt.text}”`,
      what_i_need_from_you: 'Approve the outline.',
      what_ill_do: 'Draft the section and open a change on your site.',
      whats_happening: 'Engines cite other vendors’ pages for this prompt.',
      why_it_matters: `This prompt is searched about ${prompt.searchVolume} times a month.`,
    },
    evidence: {
      answers_link: link(`prompts/${prompt.id}/answers`),
      prompts: [{ answer_count: 7, named_count: 2, answers_link: link(`prompts/${prompt.id}/answers`), prompt_uid: prompt.id, text: prompt.text }],
    },
    created_at: at,
    started_at: null,
    delivered_at: null,
    completed_at: null,
    paid_off_at: null,
    updated_at: at,
    job: {
      act_label: 'Draft the section',
      control: 'dispatch',
      current: 'proposed',
      kind: 'content',
      next_step: 'Approve the outline',
      primary_label: 'Start',
      runs_steps: false,
      stages: [
        { doer: 'service', done_at: at, key: 'proposed', label: 'Proposed', line: 'We found the gap.' },
        { doer: 'member', done_at: null, key: 'approved', label: 'Approved', line: 'You approve the outline.' },
        { doer: 'service', done_at: null, key: 'published', label: 'Published', line: 'The section goes live.' },
      ],
      step: { hold_at_gate: true, label: 'Waiting for approval' },
      stopped_at: null,
    },
  };
}
