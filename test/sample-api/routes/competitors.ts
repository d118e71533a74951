// GET /v1/brands/{brand_id}/competitors: the brand and its tracked rivals ranked by service score over the period;
// with_page adds the page object and the paged leaderboard, with_menus the menus.
import { noise } from '../core/prng.js';
import type { JsonObject } from '../core/response.js';
import { interval, periodAnswers, pct } from '../data/measures.js';
import {
  MEASURES, measuredFigure, meta, period, promptMenus, rivalMeasures, share, trendLabel, trendOf, type MeasuredFigure,
} from '../data/shapes.js';
import type { ReadContext } from '../data/context.js';
import { PAGING, pick } from './params.js';
import { brandOf, type RouteDef } from './types.js';

interface Contender {
  key: string;
  name: string;
  domain: string;
  isYou: boolean;
  named: boolean;
  figures: { service_score: MeasuredFigure; mentioned: MeasuredFigure; recommended: MeasuredFigure };
}

function contenders(ctx: ReadContext): Contender[] {
  const { brand } = ctx;
  const you: Contender = {
    key: 'you', name: brand.name, domain: brand.domain, isYou: true, named: true,
    figures: {
      service_score: measuredFigure(ctx, MEASURES.service_score),
      mentioned: measuredFigure(ctx, MEASURES.mentioned),
      recommended: measuredFigure(ctx, MEASURES.recommended),
    },
  };
  const rivals = brand.rivals.map((r) => {
    const m = rivalMeasures(r.key, r.strength);
    return {
      key: r.key, name: r.name, domain: r.domain, isYou: false, named: r.named,
      figures: {
        service_score: measuredFigure(ctx, m.service_score),
        mentioned: measuredFigure(ctx, m.mentioned),
        recommended: measuredFigure(ctx, m.recommended),
      },
    };
  });
  return [you, ...rivals].sort((a, b) => b.figures.service_score.value - a.figures.service_score.value || a.name.localeCompare(b.name));
}

export const competitorsRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/competitors',
  params: pick('as_of', 'engine', 'type', 'intent', 'period', ...PAGING, 'with_page', 'with_menus'),
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const ranked = contenders(ctx);
    const answers = periodAnswers(ctx);
    const mentions = ranked.map((c) => c.figures.mentioned.value * answers.length);
    const mentionTotal = mentions.reduce((s, m) => s + m, 0);
    const excluded = Math.round(answers.length * 0.03);

    const competitors = ranked.map((c, i) => ({
      domain: c.domain,
      name: c.name,
      is_you: c.isYou,
      rank: i + 1,
      service_score: c.figures.service_score,
      mentioned: c.figures.mentioned,
      recommended: c.figures.recommended,
      share_of_voice_pct: c.named && mentionTotal > 0 ? pct(mentions[i], mentionTotal) : c.named ? 0 : null,
    }));
    const channels = brand.profile.thirdParties.map((t) => {
      const n = Math.round(answers.length * (0.05 + noise('ch', brand.key, t.domain) * 0.2));
      return {
        answers: n,
        domain: t.domain,
        mentioned: Math.round(n * brand.profile.strength),
        name: t.title,
        prompts: Math.max(1, Math.round(n / 6)),
      };
    });
    const discovered = brand.profile.discovered.map((d) => {
      const numerator = Math.round(answers.length * noise('disc', brand.key, d.domain) * 0.12);
      const { low, high } = interval(numerator, answers.length);
      return {
        answers: answers.length,
        domain: d.domain,
        high,
        low,
        name: d.name,
        state: numerator >= 3 ? 'measured' : 'too_few_answers',
        value: share({ numerator, denominator: answers.length }),
      };
    });
    const sovRows = ranked
      .filter((c) => c.named)
      .map((c) => {
        const i = ranked.indexOf(c);
        return { denominator: Math.round(mentionTotal / 100), is_you: c.isYou, name: c.name, numerator: Math.round(mentions[i] / 100), pct: mentionTotal ? pct(mentions[i], mentionTotal) : 0 };
      });
    const body: JsonObject = {
      competitors,
      channels,
      discovered,
      share_of_voice: {
        answers: answers.length,
        excluded_answers: excluded,
        population: 'all_answers',
        rows: sovRows,
        state: answers.length >= 12 ? 'measured' : 'too_few_answers',
      },
      meta: meta(ctx, req.query),
      next_cursor: null,
      period: period(ctx),
    };
    if (req.query.with_menus === true) body.menus = promptMenus(brand);
    if (req.query.with_page === true) {
      const leaderboardRows = [
        ...ranked.map((c) => ({
          brand_key: c.key,
          brand_name: c.name,
          domain: c.domain,
          is_you: c.isYou,
          mentioned: c.figures.mentioned.value,
          rank: 0,
          recommended: c.figures.recommended.value,
          score: c.figures.service_score.value,
          trend: trendOf(c.figures.service_score),
        })),
        ...discovered.map((d) => ({
          brand_key: d.domain.split('.')[0],
          brand_name: d.name,
          domain: d.domain,
          is_you: false,
          mentioned: d.value,
          rank: 0,
          recommended: Math.round(d.value / 2),
          score: Math.round(d.value * 0.7),
          trend: trendLabel(null),
        })),
      ]
        .sort((a, b) => b.score - a.score || a.brand_name.localeCompare(b.brand_name))
        .map((row, i) => ({ ...row, rank: i + 1 }));
      const page = req.page(leaderboardRows);
      body.next_cursor = page.next_cursor;
      const cells = <T extends { domain: string; name: string; answers: number; mentioned?: number }>(items: T[]): JsonObject => ({
        cells: items.map((it) => ({
          answers: it.answers,
          brand_key: it.domain.split('.')[0],
          brand_name: it.name,
          domain: it.domain,
          is_new: noise('new', it.domain) < 0.3,
          line: `${it.name} appears in ${it.answers} answers`,
          mentioned: it.mentioned ?? 0,
          prompts: Math.max(1, Math.round(it.answers / 7)),
          score: Math.round(noise('cellscore', it.domain) * 60),
        })),
        limit: 20,
        offset: 0,
        total: items.length,
      });
      const you = ranked.find((c) => c.isYou);
      body.page = {
        can_track: brand.rivals.length < 6,
        capacity: { cap: 6, used: brand.rivals.length },
        channels: cells(channels),
        discovered: cells(discovered.map((d) => ({ ...d, mentioned: Math.round((d.value * d.answers) / 100) }))),
        leaderboard: { direction: 'desc', limit: page.limit, offset: page.offset, sort: 'score', total: page.total, rows: page.items },
        period: period(ctx),
        sentence: you
          ? `${brand.name} ranks #${ranked.indexOf(you) + 1} of ${ranked.length} tracked brands with a score of ${you.figures.service_score.value}.`
          : '',
        share_of_voice: {
          denominator: Math.round(mentionTotal / 100),
          info: 'Share of all brand mentions in answers over the period.',
          population: 'all_answers',
          state: answers.length >= 12 ? 'measured' : 'too_few_answers',
          segments: sovRows.map((r) => ({
            brand_key: ranked.find((c) => c.name === r.name)?.key ?? '',
            count: r.numerator,
            kind: r.is_you ? 'you' : 'competitor',
            label: r.name,
            numerator: r.numerator,
            pct: r.pct,
          })),
        },
      };
    }
    return body;
  },
};
