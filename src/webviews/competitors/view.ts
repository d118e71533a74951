// Competitors panel (GET /competitors?with_page=true&with_menus=true): the leaderboard (paged with the API's cursor),
// share of voice, discovered brands and channels.
import type { Competitors } from '../../shared/api/schemas';
import { definitionOf, figureCaption, type FigureId } from '../../shared/definitions';
import { notAskedAbout, stateLook, NOT_ASKED_ABOUT } from '../../shared/figureStates';
import { sparkline } from '../shared/charts';
import { button, dataTable, facts, figureCell, section } from '../shared/components';
import { h, type VElement, type VNode } from '../shared/dom';
import { markdownContextLine } from '../shared/exportContext';
import { describeFigure, describeTrendLabel, viewOfReading, type FigureAbout, type FigureView, type Unit } from '../shared/figures';
import { createFormat, isNumber, stateWords, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdText } from '../shared/markdown';
import type { MarkdownOptions, PanelView, RenderContext } from '../shared/panel';
import type { LoadMoreParams } from '../../shared/protocol';
import { cell, tableMarkdown, type CellModel, type TableModel } from '../shared/table';
import { safeExternalUrl } from '../../shared/url';

/** A leaderboard cell the reference names without a type: a plain number, a measured figure, or nothing. */
function figureOf(name: string, value: unknown, unit: Unit, fmt: Format, about: FigureAbout): FigureView {
  return describeFigure(name, isNumber(value) ? { value } : value, unit, fmt, about);
}

/** A trend cell: a trend label, a number (delta) or a list of trend points (drawn as a sparkline). A trend label has no
 * margin of error, so its direction is shown and never coloured. */
function trendCell(name: string, trend: unknown, fmt: Format): CellModel {
  if (Array.isArray(trend)) {
    const view = describeFigure(name, { trend }, 'score', fmt);
    const measured = view.trend.filter((p) => p.measured && p.value !== null).map((p) => fmt.int(p.value!));
    const text = measured.length === 0 ? '—' : measured.length === 1 ? measured[0]! : `${measured[0]} → ${measured[measured.length - 1]}`;
    return cell(text, { graphic: sparkline(view, fmt) });
  }
  const label = describeTrendLabel(isNumber(trend) ? { delta: trend } : trend, fmt);
  return label === null ? cell('—', { csv: null }) : cell(label.text, { tone: 'neutral' });
}

/** Tracked competitors no answer in the period asked about or named (share of voice null), by domain and by name. */
function notAskedKeys(data: Competitors): Set<string> {
  const keys = new Set<string>();
  for (const c of data.competitors) {
    if (c.is_you === true || c.share_of_voice_pct !== null) continue;
    if (c.domain) keys.add(c.domain.toLowerCase());
    if (c.name) keys.add(c.name.toLowerCase());
  }
  return keys;
}

/** Does this row stand for the brand a link asked to show? */
function isFocus(focus: string | null | undefined, ...keys: (string | null | undefined)[]): boolean {
  if (!focus) return false;
  const wanted = focus.toLowerCase();
  return keys.some((k) => typeof k === 'string' && k.toLowerCase() === wanted);
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

/** The three figures of a row: as read, or "not asked about" for a tracked competitor nobody asked about. */
function rowFigures(values: { score: unknown; mentioned: unknown; recommended: unknown }, notAsked: boolean, fmt: Format, period: string | undefined, plain: boolean) {
  const about = (id: FigureId): FigureAbout => ({ id, scope: 'brand', period });
  const one = (name: string, value: unknown, unit: Unit, id: FigureId): FigureView =>
    notAsked ? viewOfReading(name, notAskedAbout(), null, unit, fmt, about(id)) : plain ? figureOf(name, value, unit, fmt, about(id)) : describeFigure(name, value, unit, fmt, about(id));
  return {
    score: one('Service score', values.score, 'score', 'serviceScore'),
    mentioned: one('Mentioned', values.mentioned, 'pct', 'mentioned'),
    recommended: one('Recommended', values.recommended, 'pct', 'recommended'),
  };
}

/** With `with_page` the paged leaderboard is the source; without it the ranked `competitors` list. */
function leaderboardRows(data: Competitors, fmt: Format, period?: string): LeaderRow[] {
  const notAsked = notAskedKeys(data);
  const asked = (domain: string | null | undefined, name: string | null | undefined) =>
    !(domain && notAsked.has(domain.toLowerCase())) && !(name && notAsked.has(name.toLowerCase()));
  const paged = data.page?.leaderboard?.rows;
  if (paged && paged.length > 0) {
    return paged.map((r) => {
      const known = asked(r.domain, r.brand_name) || r.is_you === true;
      return {
        rank: known && isNumber(r.rank) ? r.rank : null,
        name: r.brand_name ?? r.brand_key ?? r.domain ?? '—',
        domain: r.domain ?? null,
        own: r.is_you === true,
        ...rowFigures(r, !known, fmt, period, true),
        trend: known ? trendCell('Service score', r.trend, fmt) : cell('—', { csv: null }),
      };
    });
  }
  return data.competitors.map((c) => {
    const known = c.is_you === true || c.share_of_voice_pct !== null;
    const figures = rowFigures({ score: c.service_score, mentioned: c.mentioned, recommended: c.recommended }, !known, fmt, period, false);
    const score = figures.score;
    const change = score.change;
    return {
      rank: known && isNumber(c.rank) ? c.rank : null,
      name: c.name,
      domain: c.domain ?? null,
      own: c.is_you === true,
      ...figures,
      // A score that is not served draws no trend: a line would read as a measurement.
      trend: cell(score.trend.length > 0 ? (change?.text ?? '—') : '—', {
        graphic: score.valueText === null ? null : sparkline(score, fmt),
        tone: change?.significant ? change.direction : undefined,
      }),
    };
  });
}

/** The competitor's site, when its domain makes a safe https address. */
function siteOf(domain: string | null): string | null {
  return domain && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) ? safeExternalUrl(`https://${domain}/`) : null;
}

function leaderboardTable(data: Competitors, fmt: Format, period?: string, focus?: string | null): TableModel {
  const column = (label: string, id: FigureId) => ({ label, numeric: true, title: `${figureCaption(id, 'brand', period, label)}: ${definitionOf(id)}` });
  return {
    id: 'leaderboard',
    caption: 'Leaderboard by service score over all tracked prompts',
    empty: 'No brands are ranked in this period.',
    rowHeader: 1,
    columns: [
      { label: 'Rank', numeric: true },
      { label: 'Brand' },
      { label: 'Domain' },
      column('Service score', 'serviceScore'),
      column('Mentioned', 'mentioned'),
      column('Recommended', 'recommended'),
      { label: 'Trend' },
    ],
    rows: leaderboardRows(data, fmt, period).map((r) => ({
      own: r.own,
      focused: isFocus(focus, r.domain, r.name),
      cells: [
        r.rank === null ? cell('—', { csv: null }) : cell(fmt.int(r.rank), { csv: r.rank }),
        cell(r.name, { external: true }),
        cell(r.domain ?? '—', { external: true, csv: r.domain, href: siteOf(r.domain) ?? undefined }),
        figureCell(r.score),
        figureCell(r.mentioned),
        figureCell(r.recommended),
        r.trend,
      ],
    })),
  };
}

const NOT_ASKED = stateLook(NOT_ASKED_ABOUT).short;

/** A brand's name that takes you to its leaderboard row. */
function brandLink(name: string, domain: string | null | undefined, own: boolean): CellModel {
  const key = domain || name;
  return cell(name, { external: true, open: own || !key ? undefined : { panel: 'competitors', focus: key } });
}

function shareOfVoiceTable(data: Competitors, fmt: Format): TableModel {
  return {
    id: 'share-of-voice',
    caption: 'Share of voice',
    empty: 'No share of voice in this period.',
    columns: [{ label: 'Brand' }, { label: 'Share of voice', numeric: true, title: definitionOf('shareOfVoice') }],
    rows: data.competitors.map((c) => ({
      own: c.is_you === true,
      cells: [
        brandLink(c.name, c.domain, c.is_you === true),
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
        brandLink(d.name ?? d.domain ?? '—', d.domain, false),
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
          ? figureCell(figureOf('Mentioned', c.mentioned, 'pct', fmt, { id: 'mentioned' }))
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
    section('leaderboard-section', 'Leaderboard', dataTable(leaderboardTable(data, rc.fmt, rc.context.period, rc.context.focus), rc), loadMoreButton(data, rc)),
    section('share-of-voice-section', 'Share of voice', note ? h('p', { class: 'muted' }, note) : null, dataTable(shareOfVoiceTable(data, rc.fmt), rc)),
    section('discovered-section', 'Discovered brands', dataTable(discoveredTable(data, rc.fmt), rc)),
    section('channels-section', 'Channels', dataTable(channelsTable(data, rc.fmt), rc)),
  ];
}

export function competitorsMarkdown(data: Competitors, options: MarkdownOptions = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const note = sovNote(data, fmt);
  return mdBlocks([
    mdHeading(1, options.brandName ? `Competitors of ${mdText(options.brandName)}` : 'Competitors'),
    options.context ? mdText(markdownContextLine('competitors', data, options.context, fmt)) : null,
    data.page?.sentence ? mdText(data.page.sentence) : null,
    mdHeading(2, 'Leaderboard'),
    tableMarkdown(leaderboardTable(data, fmt, options.context?.period)),
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
