// Competitors panel (GET /competitors?with_page=true&with_menus=true): the leaderboard (paged with the API's cursor),
// share of voice, discovered brands and channels.
import type { Competitors } from '../../extension/api/schemas';
import { sparkline } from '../shared/charts';
import { button, dataTable, facts, figureCell, section } from '../shared/components';
import { h, type VElement, type VNode } from '../shared/dom';
import { describeFigure, describeTrendLabel, type FigureView, type Unit } from '../shared/figures';
import { createFormat, isNumber, stateWords, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdText } from '../shared/markdown';
import type { PanelView, RenderContext } from '../shared/panel';
import type { LoadMoreParams } from '../shared/protocol';
import { cell, tableMarkdown, type CellModel, type TableModel } from '../shared/table';

/** A leaderboard cell the reference names without a type: a plain number, a measured figure, or nothing. */
function figureOf(name: string, value: unknown, unit: Unit, fmt: Format): FigureView {
  return describeFigure(name, isNumber(value) ? { value } : value, unit, fmt);
}

/** A trend cell: a trend label, a number (delta) or a list of trend points (drawn as a sparkline). */
function trendCell(name: string, trend: unknown, fmt: Format): CellModel {
  if (Array.isArray(trend)) {
    const view = describeFigure(name, { trend }, 'score', fmt);
    const measured = view.trend.filter((p) => p.measured && p.value !== null).map((p) => fmt.int(p.value!));
    const text = measured.length === 0 ? '—' : measured.length === 1 ? measured[0]! : `${measured[0]} → ${measured[measured.length - 1]}`;
    return cell(text, { graphic: sparkline(view, fmt) });
  }
  const label = describeTrendLabel(isNumber(trend) ? { delta: trend } : trend, fmt);
  return label === null ? cell('—', { csv: null }) : cell(label.text, { tone: label.direction });
}

interface LeaderRow {
  rank: number | null;
  name: string;
  domain: string | null;
  own: boolean;
  score: FigureView;
  mentioned: FigureView;
  recommended: FigureView;
  trend: CellModel;
}

/** With `with_page` the paged leaderboard is the source; without it the ranked `competitors` list. */
function leaderboardRows(data: Competitors, fmt: Format): LeaderRow[] {
  const paged = data.page?.leaderboard?.rows;
  if (paged && paged.length > 0) {
    return paged.map((r) => ({
      rank: isNumber(r.rank) ? r.rank : null,
      name: r.brand_name ?? r.brand_key ?? r.domain ?? '—',
      domain: r.domain ?? null,
      own: r.is_you === true,
      score: figureOf('Service score', r.score, 'score', fmt),
      mentioned: figureOf('Mentioned', r.mentioned, 'pct', fmt),
      recommended: figureOf('Recommended', r.recommended, 'pct', fmt),
      trend: trendCell('Service score', r.trend, fmt),
    }));
  }
  return data.competitors.map((c) => {
    const score = describeFigure('Service score', c.service_score, 'score', fmt);
    return {
      rank: isNumber(c.rank) ? c.rank : null,
      name: c.name,
      domain: c.domain ?? null,
      own: c.is_you === true,
      score,
      mentioned: describeFigure('Mentioned', c.mentioned, 'pct', fmt),
      recommended: describeFigure('Recommended', c.recommended, 'pct', fmt),
      trend: cell(score.trend.length > 0 ? (score.change?.text ?? '—') : '—', { graphic: sparkline(score, fmt), tone: score.change?.direction }),
    };
  });
}

function leaderboardTable(data: Competitors, fmt: Format): TableModel {
  return {
    id: 'leaderboard',
    caption: 'Leaderboard by service score',
    empty: 'No brands are ranked in this period.',
    rowHeader: 1,
    columns: [
      { label: 'Rank', numeric: true },
      { label: 'Brand' },
      { label: 'Domain' },
      { label: 'Service score', numeric: true },
      { label: 'Mentioned', numeric: true },
      { label: 'Recommended', numeric: true },
      { label: 'Trend' },
    ],
    rows: leaderboardRows(data, fmt).map((r) => ({
      own: r.own,
      cells: [
        r.rank === null ? cell('—', { csv: null }) : cell(fmt.int(r.rank), { csv: r.rank }),
        cell(r.name, { external: true }),
        cell(r.domain ?? '—', { external: true, csv: r.domain }),
        figureCell(r.score),
        figureCell(r.mentioned),
        figureCell(r.recommended),
        r.trend,
      ],
    })),
  };
}

const NOT_ASKED = 'not asked about';

function shareOfVoiceTable(data: Competitors, fmt: Format): TableModel {
  return {
    id: 'share-of-voice',
    caption: 'Share of voice',
    empty: 'No share of voice in this period.',
    columns: [{ label: 'Brand' }, { label: 'Share of voice', numeric: true }],
    rows: data.competitors.map((c) => ({
      own: c.is_you === true,
      cells: [
        cell(c.name, { external: true }),
        // Null: no answer in the period asked about or named this brand — never a 0% bar.
        isNumber(c.share_of_voice_pct)
          ? cell(fmt.pct(c.share_of_voice_pct), { csv: c.share_of_voice_pct, bar: c.share_of_voice_pct })
          : cell(NOT_ASKED, { csv: null, tone: 'none' }),
      ],
    })),
  };
}

function discoveredTable(data: Competitors, fmt: Format): TableModel {
  return {
    id: 'discovered',
    caption: 'Brands the answers name that you do not track',
    empty: 'No other brands were discovered in this period.',
    columns: [{ label: 'Brand' }, { label: 'Domain' }, { label: 'Mentioned', numeric: true }, { label: 'Answers', numeric: true }],
    rows: (data.discovered ?? []).map((d) => ({
      cells: [
        cell(d.name ?? d.domain ?? '—', { external: true }),
        cell(d.domain ?? '—', { external: true, csv: d.domain }),
        figureCell(describeFigure('Mentioned', d, 'pct', fmt)),
        isNumber(d.answers) ? cell(fmt.int(d.answers), { csv: d.answers }) : cell('—', { csv: null }),
      ],
    })),
  };
}

function countCell(x: unknown, fmt: Format): CellModel {
  return isNumber(x) ? cell(fmt.int(x), { csv: x }) : cell('—', { csv: null });
}

function channelsTable(data: Competitors, fmt: Format): TableModel {
  return {
    id: 'channels',
    caption: 'Channels that name brands',
    empty: 'No channels in this period.',
    columns: [{ label: 'Channel' }, { label: 'Domain' }, { label: 'Answers', numeric: true }, { label: 'Mentioned', numeric: true }, { label: 'Prompts', numeric: true }],
    rows: (data.channels ?? []).map((c) => ({
      cells: [
        cell(c.name ?? c.domain ?? '—', { external: true }),
        cell(c.domain ?? '—', { external: true, csv: c.domain }),
        countCell(c.answers, fmt),
        isNumber(c.mentioned) || (typeof c.mentioned === 'object' && c.mentioned !== null)
          ? figureCell(figureOf('Mentioned', c.mentioned, 'pct', fmt))
          : cell('—', { csv: null }),
        countCell(c.prompts, fmt),
      ],
    })),
  };
}

function sovNote(data: Competitors, fmt: Format): string | null {
  const sov = data.share_of_voice;
  if (!sov) return null;
  const parts: string[] = [];
  if (isNumber(sov.answers)) parts.push(`Over ${fmt.int(sov.answers)} answers`);
  if (isNumber(sov.excluded_answers) && sov.excluded_answers > 0) parts.push(`${fmt.int(sov.excluded_answers)} excluded`);
  if (sov.state && sov.state !== 'measured') parts.push(stateWords(sov.state));
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}

function loadMoreButton(data: Competitors, rc: RenderContext): VElement | null {
  const cursor = data.next_cursor;
  if (typeof cursor !== 'string' || cursor === '') return null;
  const loading = rc.busy.has('leaderboard');
  const total = data.page?.leaderboard?.total;
  const shown = data.page?.leaderboard?.rows.length ?? data.competitors.length;
  return h(
    'div',
    { class: 'more' },
    isNumber(total) ? h('span', { class: 'muted' }, `Showing ${rc.fmt.int(shown)} of ${rc.fmt.int(total)}. `) : null,
    button(loading ? 'Loading…' : 'Load more', () => rc.actions.loadMore({ list: 'leaderboard', cursor }), {
      id: 'leaderboard-more',
      disabled: loading,
      secondary: true,
    }),
  );
}

function header(data: Competitors, rc: RenderContext): VNode[] {
  const items: [string, VNode][] = [['Brands ranked', rc.fmt.int(data.page?.leaderboard?.total ?? data.competitors.length)]];
  const capacity = data.page?.capacity;
  if (capacity && isNumber(capacity.used) && isNumber(capacity.cap)) items.push(['Tracked rivals', `${rc.fmt.int(capacity.used)} of ${rc.fmt.int(capacity.cap)}`]);
  return [facts(items), data.page?.sentence ? h('p', { class: 'ext sentence' }, data.page.sentence) : null].filter((n): n is VElement => n !== null);
}

function body(data: Competitors, rc: RenderContext): VNode[] {
  const note = sovNote(data, rc.fmt);
  return [
    section('leaderboard-section', 'Leaderboard', dataTable(leaderboardTable(data, rc.fmt), rc), loadMoreButton(data, rc)),
    section('share-of-voice-section', 'Share of voice', note ? h('p', { class: 'muted' }, note) : null, dataTable(shareOfVoiceTable(data, rc.fmt), rc)),
    section('discovered-section', 'Discovered brands', dataTable(discoveredTable(data, rc.fmt), rc)),
    section('channels-section', 'Channels', dataTable(channelsTable(data, rc.fmt), rc)),
  ];
}

export function competitorsMarkdown(data: Competitors, options: { locale?: string; brandName?: string } = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const note = sovNote(data, fmt);
  return mdBlocks([
    mdHeading(1, options.brandName ? `Competitors of ${mdText(options.brandName)}` : 'Competitors'),
    data.page?.sentence ? mdText(data.page.sentence) : null,
    mdHeading(2, 'Leaderboard'),
    tableMarkdown(leaderboardTable(data, fmt)),
    mdHeading(2, 'Share of voice'),
    note ? mdText(note) : null,
    tableMarkdown(shareOfVoiceTable(data, fmt)),
    mdHeading(2, 'Discovered brands'),
    tableMarkdown(discoveredTable(data, fmt)),
    mdHeading(2, 'Channels'),
    tableMarkdown(channelsTable(data, fmt)),
  ]);
}

/** A loadMore page is the next competitors read: append its leaderboard rows and take its cursor. */
export function mergeCompetitors(data: Competitors, params: LoadMoreParams, page: unknown): Competitors | null {
  if (params.list !== 'leaderboard' || typeof page !== 'object' || page === null) return null;
  const next = page as Partial<Competitors>;
  const nextCursor = typeof next.next_cursor === 'string' && next.next_cursor !== '' ? next.next_cursor : null;
  const board = data.page?.leaderboard;
  const moreRows = next.page?.leaderboard?.rows;
  if (data.page && board && Array.isArray(moreRows)) {
    return {
      ...data,
      next_cursor: moreRows.length === 0 ? null : nextCursor,
      page: { ...data.page, leaderboard: { ...board, rows: [...board.rows, ...moreRows] } },
    };
  }
  if (!board && Array.isArray(next.competitors)) {
    return { ...data, next_cursor: next.competitors.length === 0 ? null : nextCursor, competitors: [...data.competitors, ...next.competitors] };
  }
  return null;
}

export const competitorsView: PanelView<'competitors'> = {
  panel: 'competitors',
  title: () => 'Competitors',
  header,
  body,
  markdown: competitorsMarkdown,
  merge: mergeCompetitors,
};
