// GET /v1/brands/{brand_id}/segments: segment configuration and the complete 1w comparison, Default first.
import type { ParamValue } from '../core/query.js';
import type { JsonObject } from '../core/response.js';
import type { BrandData, SegmentRec } from '../data/catalog.js';
import { periodWindow, type ReadContext } from '../data/context.js';
import { MEASURES, measuredFigure, meta, type MeasuredFigure } from '../data/shapes.js';
import { ENGINES, ENGINE_NAMES, OPTIONAL_ENGINES, STANDARD_ENGINES } from '../data/vocabulary.js';
import type { Answer } from '../data/measures.js';
import { pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

const LANGUAGES: Record<string, string> = { en: 'English', de: 'German', nl: 'Dutch', fr: 'French' };
const MARKETS: Record<string, string> = { US: 'United States', GB: 'United Kingdom', DE: 'Germany', NL: 'Netherlands', FR: 'France' };
const SUBREGIONS: Record<string, string> = { England: 'England', Scotland: 'Scotland', Bavaria: 'Bavaria' };

function changeOf(figure: MeasuredFigure): JsonObject {
  const { delta, high, low, real } = figure.change;
  return { delta, high, low, real };
}

function comparisonRow(ctx: ReadContext, brand: BrandData, segment: SegmentRec): JsonObject {
  const inSegment = (a: Answer): boolean => a.prompt.segmentId === segment.id;
  const score = measuredFigure(ctx, MEASURES.service_score, inSegment);
  const persona = brand.personas.find((p) => p.id === segment.personaId);
  const axis = (key: keyof typeof MEASURES, label: string): JsonObject => {
    const f = measuredFigure(ctx, MEASURES[key], inSegment);
    return { axis: key, label, population: 'all_answers', value: f.value, change: changeOf(f) };
  };
  return {
    segment_id: segment.id,
    name: segment.name,
    label: segment.label,
    is_default: segment.isDefault,
    retired: segment.retired,
    prompt_count: brand.prompts.filter((p) => p.segmentId === segment.id && p.status === 'active').length,
    score: score.value,
    score_change: changeOf(score),
    chips: { claude: segment.claude, language: LANGUAGES[segment.language] ?? segment.language, market: segment.market, persona: persona?.name ?? '' },
    axes: [axis('mentioned', 'Mentioned'), axis('recommended', 'Recommended')],
  };
}

export function segmentsRead(ctx: ReadContext, query: Record<string, ParamValue>): JsonObject {
  const brand = ctx.brand;
  // The comparison is always the complete 1w comparison, whatever the caller's period.
  const weekCtx: ReadContext = { ...ctx, period: '1w', window: periodWindow(ctx.included, ctx.scan, '1w') };
  const ordered = [...brand.segments].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || Number(a.retired) - Number(b.retired));
  const rows = ordered.map((s) => comparisonRow(weekCtx, brand, s));
  return {
    comparison: { rows, total: rows.length },
    segments: ordered.map((s) => ({
      id: s.id,
      name: s.name,
      label: s.label,
      is_default: s.isDefault,
      retired: s.retired,
      prompt_count: brand.prompts.filter((p) => p.segmentId === s.id && p.status === 'active').length,
      config_version: s.configVersion,
      country: s.country,
      language: s.language,
      subregion: s.subregion,
      persona_id: s.personaId,
      engines: s.engines,
      engine_selection: s.engines,
      engine_vocabulary: ENGINES.map((e, i) => ({ display_name: ENGINE_NAMES[e], engine_id: e, sort_order: i })),
    })),
    personas: brand.personas.map((p) => ({
      id: p.id,
      name: p.name,
      ai_generated: p.aiGenerated,
      audience_type: p.audienceType,
      description: p.description,
      fields: { role: p.name, company_size: p.audienceType === 'smb' ? '1–50' : '50–500', general_buyer: p.generalBuyer },
    })),
    segment_limit: 5,
    segment_limit_note: `Your plan includes 5 segments; ${brand.segments.filter((s) => !s.retired).length} are in use.`,
    vocabulary: {
      languages: LANGUAGES,
      markets: MARKETS,
      subregions: SUBREGIONS,
      optional_engines: [...OPTIONAL_ENGINES],
      standard_engines: [...STANDARD_ENGINES],
    },
    meta: meta(ctx, query),
  };
}

export const segmentsRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/segments',
  params: pick('as_of'),
  handle: (req) => segmentsRead(brandOf(req).ctx, req.query),
};
