// GET /v1/brands/{brand_id}/overview (path-only in the reference): the headline figures of the period.
import { MEASURES, markOf, measuredFigure, meta, period } from '../data/shapes.js';
import { answerReadId } from '../data/search.js';
import { pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

export const overviewRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/overview',
  params: pick('as_of', 'period'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const score = measuredFigure(ctx, MEASURES.service_score);
    return {
      brand: { id: brand.id, name: brand.name, domain: brand.domain },
      meta: meta(ctx, req.query),
      period: period(ctx),
      score: markOf(score, 'service_score', 'Score', answerReadId(brand.id, ctx.scan?.seq ?? 'none')),
      service_score: score,
      mentioned: measuredFigure(ctx, MEASURES.mentioned),
      recommended: measuredFigure(ctx, MEASURES.recommended),
    };
  },
};
