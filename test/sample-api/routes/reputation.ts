// GET /v1/brands/{brand_id}/reputation: what AI answers and cited pages say about the brand.
import { noise, stableUuid } from '../core/prng.js';
import type { JsonObject } from '../core/response.js';
import { hasFilter, latestWeekly, weeklyScans, type ReadContext } from '../data/context.js';
import { citedDocs, docCitations } from '../data/citations.js';
import { periodAnswers, type Answer } from '../data/measures.js';
import { MIN_ANSWERS, meta, period, promptMenus, reputationFigure, type Measure } from '../data/shapes.js';
import { pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

/** The web part needs this many documents; below it `understood` is the AI part alone. */
const MIN_DOCUMENTS = 10;
const DEFAULT_LIST_LIMIT = 10;

const KIND_LABELS = { category: 'Category', audience: 'Audience', offer: 'Offer', difference: 'Difference', fact: 'Fact' } as const;

function mentioning(answers: readonly Answer[]): Answer[] {
  return answers.filter((a) => a.state !== 'not_mentioned');
}

function webPart(ctx: ReadContext): { documents: number; value: number | null } {
  const docs = citedDocs(ctx.brand).filter((d) => d.owner !== 'yours' && d.namesYou && docCitations(d, ctx.window, ctx) > 0);
  if (docs.length < MIN_DOCUMENTS) return { documents: docs.length, value: null };
  const agreeing = docs.filter((d) => noise('web-agree', d.id) < 0.55 + ctx.brand.profile.strength * 0.4).length;
  return { documents: docs.length, value: Math.round((100 * agreeing) / docs.length) };
}

export const reputationRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/reputation',
  params: pick(
    'engine', 'prompt', 'type', 'intent', 'topic', 'segment', 'as_of', 'period', 'list_limit', 'prompts_offset', 'sources_offset', 'pages_offset',
  ),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const filtered = hasFilter(ctx.filters);
    const web = webPart(ctx);
    const blendWeb = !filtered && web.value !== null;

    const aiUnderstood: Measure = (answers) => {
      const m = mentioning(answers);
      return { numerator: Math.round(m.reduce((s, a) => s + a.understood, 0)) / 100, denominator: m.length };
    };
    const understood: Measure = (answers) => {
      const ai = aiUnderstood(answers);
      if (!blendWeb || ai.denominator === 0 || web.value === null) return ai;
      const blended = 0.63 * (ai.numerator / ai.denominator) + 0.37 * (web.value / 100);
      return { numerator: Math.round(blended * ai.denominator * 100) / 100, denominator: ai.denominator };
    };
    const praised: Measure = (answers) => {
      const m = mentioning(answers);
      return { numerator: m.filter((a) => a.praised).length, denominator: m.length };
    };

    const answers = periodAnswers(ctx);
    const ai = aiUnderstood(answers);
    const weekly = latestWeekly(ctx);
    const listLimit = typeof req.query.list_limit === 'number' ? req.query.list_limit : DEFAULT_LIST_LIMIT;
    const promptsOffset = req.query.prompts_offset as number;
    const sourcesOffset = req.query.sources_offset as number;

    const negativePrompts = brand.prompts
      .map((p) => {
        const mine = answers.filter((a) => a.prompt.id === p.id);
        const negative = mine.filter((a) => a.state !== 'not_mentioned' && noise('neg', p.id, a.engine, a.scan.seq) < 0.62 - a.score).length;
        const measured = mine.length >= 6;
        return {
          prompt_uid: p.id,
          text: p.text,
          negative,
          answers: mine.length,
          state: measured ? 'measured' : 'too_few_answers',
          share: measured ? Math.round((100 * negative) / mine.length) : null,
        };
      })
      .filter((p) => p.negative > 0)
      .sort((a, b) => b.negative - a.negative || a.text.localeCompare(b.text));

    const takes = brand.profile.negativeTakes;
    const negativeSources = takes.length === 0 ? [] : citedDocs(brand)
      .filter((d) => d.owner === 'third_party' && noise('negsrc', d.id) < 0.45)
      .map((d, i) => ({
        url: d.url,
        domain: d.domain,
        title: i % 4 === 3 ? null : d.title,
        type: i % 5 === 4 ? null : d.type,
        passage: i % 3 === 2 ? null : `“${brand.name} ${takes[i % takes.length]}.”`,
        citations: docCitations(d, ctx.window, ctx),
        state: i % 4 === 1 ? null : 'read',
      }))
      .filter((s) => s.citations > 0)
      .sort((a, b) => b.citations - a.citations || a.url.localeCompare(b.url));

    const best = answers
      .filter((a) => a.state === 'leading' || (a.state === 'recommended' && a.praised))
      .sort((a, b) => b.score - a.score)
      .slice(0, 4);

    const facts = brand.profile.facts.map((f, i) => {
      const key = `${f.kind}-${i}`;
      const factAnswers = mentioning(answers);
      const split = (seed: string): number => Math.round(factAnswers.length * noise(seed, brand.key, key));
      const agrees = Math.round(factAnswers.length * (0.3 + noise('agree', key, brand.key) * 0.5));
      const contradicts = Math.min(factAnswers.length - agrees, Math.round(split('contra') * 0.15));
      const partly = Math.min(factAnswers.length - agrees - contradicts, Math.round(split('partly') * 0.2));
      const quoteFrom = factAnswers.find((a) => noise('quote', key, a.engine, a.prompt.id) < 0.2);
      return {
        key,
        kind: f.kind,
        kind_label: KIND_LABELS[f.kind],
        wording: f.wording,
        quote: quoteFrom
          ? { answer_read_id: stableUuid('answer-read', quoteFrom.prompt.id, quoteFrom.engine, quoteFrom.scan.seq), count: agrees, engine_id: quoteFrom.engine, prompt_uid: quoteFrom.prompt.id }
          : null,
        ai: { agrees, partly, contradicts, doesnt_say: Math.max(0, factAnswers.length - agrees - partly - contradicts), answers: factAnswers.length },
        elsewhere: filtered ? { agrees: 0, contradicts: 0 } : { agrees: Math.round(noise('ea', key) * 9), contradicts: Math.round(noise('ec', key) * 2) },
        trend: weeklyScans(ctx.included).slice(-4).map((s) => ({ at: s.completedAt, agrees_pct: Math.round(40 + noise('ft', key, s.seq) * 50) })),
        state: factAnswers.length < MIN_ANSWERS ? null : agrees > factAnswers.length / 2 ? 'established' : contradicts > 0 ? 'contested' : 'emerging',
      };
    });

    const positioning = ctx.scan
      ? [
          { axis: 'category', label: 'Category', wording: brand.profile.category, agrees: true },
          { axis: 'audience', label: 'Audience', wording: brand.profile.audience, agrees: true },
          { axis: 'difference', label: 'Difference', wording: brand.profile.differentiators, agrees: noise('pos', brand.key) < 0.5 },
        ]
      : [];

    const filters: JsonObject = {
      engine: ctx.filters.engine, prompt: ctx.filters.prompt, type: ctx.filters.type, intent: ctx.filters.intent, topic: ctx.filters.topic, segment: ctx.filters.segment,
    };
    return {
      meta: meta(ctx, req.query),
      domain: brand.domain,
      period: period(ctx),
      filters,
      written: {
        report_scan_id: weekly?.id ?? null,
        report_at: weekly?.completedAt ?? null,
        statement: weekly ? brand.profile.statement : null,
        line_to_own: weekly ? brand.profile.lineToOwn : null,
        positioning,
      },
      understood: reputationFigure(ctx, understood),
      praised: reputationFigure(ctx, praised),
      parts: {
        ai: { value: ai.denominator ? Math.round((100 * ai.numerator) / ai.denominator) : null, answers: ai.denominator, state: ai.denominator >= MIN_ANSWERS ? 'measured' : ctx.scan ? 'too_few_answers' : 'not_measured' },
        web: { value: web.value, documents: web.documents, state: web.value === null ? 'not_measured' : 'measured' },
      },
      facts,
      negative_prompts: negativePrompts.slice(promptsOffset, promptsOffset + listLimit),
      negative_sources: negativeSources.slice(sourcesOffset, sourcesOffset + listLimit),
      negative_prompts_total: negativePrompts.length,
      negative_sources_total: negativeSources.length,
      best_quotes: best.map((a, i) => ({
        quote: `${brand.name} is ${a.state === 'leading' ? 'the strongest option here' : 'a solid choice'}. ${brand.profile.differentiators}.`,
        engine_id: a.engine,
        // A quote kept from a prompt since deleted has no prompt or answer left to link.
        prompt_uid: i === 3 ? null : a.prompt.id,
        prompt_text: a.prompt.text,
        answer_read_id: i === 3 ? null : stableUuid('answer-read', a.prompt.id, a.engine, a.scan.seq),
      })),
      menus: promptMenus(brand),
    };
  },
};
