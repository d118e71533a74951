// Prompt panel (GET /prompts/{uid}): the period score and trend, each engine's latest answer, engine cards, competitors,
// sources, tiles and open actions.
import type { EngineCard, Prompt } from '../../extension/api/schemas';
import { sparkline } from '../shared/charts';
import { badge, dataTable, ext, extLink, facts, figureCard, figureCell, scoreMarkNode, section } from '../shared/components';
import { h, type VElement, type VNode } from '../shared/dom';
import { describeFigure, describeScoreMark, describeTrendLabel, type FigureView } from '../shared/figures';
import { createFormat, engineName, humanize, isNumber, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdLink, mdList, mdText } from '../shared/markdown';
import type { PanelView, RenderContext } from '../shared/panel';
import { cell, tableMarkdown, type CellModel, type TableModel } from '../shared/table';
import { taskList, tasksMarkdown } from '../shared/tasks';
import { safeExternalUrl } from '../shared/url';

function promptFacts(data: Prompt, fmt: Format): [string, string][] {
  const withSource = (value: string | null | undefined, source: string | null | undefined): string =>
    value ? `${humanize(value)}${source ? ` (set by ${humanize(source)})` : ''}` : '—';
  const rows: [string, string][] = [
    ['Status', humanize(data.status ?? 'unknown')],
    ['Intent', withSource(data.intent, data.intent_source)],
    ['Type', withSource(data.prompt_type, data.prompt_type_source)],
    ['Segment', data.segment_detail?.label ?? data.segment ?? '—'],
    ['Topic', data.topic ?? '—'],
    ['Search volume', isNumber(data.search_volume) ? fmt.int(data.search_volume) : 'No search volume'],
    ['Answers in the period', isNumber(data.answers) ? fmt.int(data.answers) : '—'],
  ];
  if (data.tracked_since) rows.push(['Tracked since', fmt.date(data.tracked_since)]);
  if (data.third_report_due_at) rows.push(['Third report due', fmt.date(data.third_report_due_at)]);
  return rows;
}

const EXTERNAL_FACTS = new Set(['Segment', 'Topic']);

function scoreView(data: Prompt, fmt: Format): FigureView {
  return describeFigure('Score', data.score, 'score', fmt);
}

const flag = (value: boolean | undefined): CellModel =>
  value === undefined ? cell('—', { csv: null }) : cell(value ? 'Yes' : 'No', { csv: value, tone: value ? 'yes' : 'no' });

function enginesTable(data: Prompt, fmt: Format): TableModel {
  return {
    id: 'engines',
    caption: "Each engine's latest answer",
    empty: 'No engine has answered this prompt yet.',
    columns: [
      { label: 'Engine' },
      { label: 'State' },
      { label: 'Mentioned' },
      { label: 'Praised' },
      { label: 'Recommended' },
      { label: 'Understood', numeric: true },
      { label: 'Read' },
    ],
    rows: (data.engines ?? []).map((e) => ({
      cells: [
        cell(e.display_name || engineName(e.engine)),
        cell(e.state_label || humanize(e.state ?? 'unknown'), { csv: e.state_label ?? e.state ?? null }),
        flag(e.states?.mentioned),
        flag(e.states?.praised),
        flag(e.states?.recommended),
        isNumber(e.states?.understood) ? cell(fmt.pct(e.states.understood), { csv: e.states.understood }) : cell('—', { csv: null }),
        e.reading ? cell('Reading now') : cell(e.read_at ? fmt.date(e.read_at) : '—', { csv: e.read_at ?? null }),
      ],
    })),
  };
}

function competitorsTable(data: Prompt, fmt: Format): TableModel {
  return {
    id: 'prompt-competitors',
    caption: 'Brands in the answers',
    empty: 'No brands were named in the answers.',
    columns: [
      { label: 'Brand' },
      { label: 'Domain' },
      { label: 'Service score', numeric: true },
      { label: 'Mentioned', numeric: true },
      { label: 'Recommended', numeric: true },
      { label: 'Trend' },
      { label: 'Answers', numeric: true },
    ],
    rows: (data.competitors ?? []).map((c) => {
      const trend = describeTrendLabel(c.trend, fmt);
      return {
        own: c.is_you === true,
        cells: [
          cell(c.name, { external: true }),
          cell(c.domain ?? '—', { external: true, csv: c.domain }),
          figureCell(describeFigure('Service score', c.service_score, 'score', fmt)),
          figureCell(describeFigure('Mentioned', c.mentioned, 'pct', fmt)),
          figureCell(describeFigure('Recommended', c.recommended, 'pct', fmt)),
          trend === null ? cell('—', { csv: null }) : cell(trend.text, { tone: trend.direction }),
          isNumber(c.answers) ? cell(fmt.int(c.answers), { csv: c.answers }) : cell('—', { csv: null }),
        ],
      };
    }),
  };
}

function sourcesTable(data: Prompt, fmt: Format): TableModel {
  return {
    id: 'sources',
    caption: 'Top sources the answers cite',
    empty: 'The answers cite no sources.',
    columns: [{ label: 'Domain' }, { label: 'Group' }, { label: 'Relation' }, { label: 'Citations', numeric: true }],
    rows: (data.sources ?? []).map((src) => ({
      own: src.relation === 'yours',
      cells: [
        cell(src.domain, { external: true }),
        cell(src.group_label || humanize(src.group ?? '—'), { csv: src.group_label ?? src.group ?? null }),
        cell(src.relation_label || humanize(src.relation ?? '—'), { csv: src.relation_label ?? src.relation ?? null }),
        isNumber(src.citations) ? cell(fmt.int(src.citations), { csv: src.citations }) : cell('—', { csv: null }),
      ],
    })),
  };
}

function tileText(tile: NonNullable<Prompt['tiles']>[number], fmt: Format): string {
  const value = isNumber(tile.pct) ? fmt.pct(tile.pct) : 'Not measured';
  const ratio = isNumber(tile.numerator) && isNumber(tile.denominator) ? ` (${fmt.int(tile.numerator)} of ${fmt.int(tile.denominator)})` : '';
  return `${value} ${tile.unit_label ?? ''}`.trim() + ratio;
}

function engineCard(card: EngineCard, rc: RenderContext): VElement {
  const name = card.display_name || engineName(card.engine_id);
  const trend = describeFigure(`${name} score`, { trend: card.trend }, 'score', rc.fmt);
  const chart = sparkline(trend, rc.fmt, 120, 28);
  return h(
    'li',
    { class: 'engine-card', role: 'group', 'aria-label': name },
    h('h3', null, name),
    scoreMarkNode(describeScoreMark(`${name} score`, card.score, rc.fmt, true)),
    chart,
    (card.figures ?? []).length === 0
      ? null
      : h(
          'ul',
          { class: 'marks' },
          (card.figures ?? []).map((mark, i) => {
            const label = mark.label || (mark.key ? humanize(mark.key) : `Figure ${i + 1}`);
            return h('li', null, h('span', { class: 'muted' }, `${label} `), scoreMarkNode(describeScoreMark(label, mark, rc.fmt)));
          }),
        ),
  );
}

function header(data: Prompt, rc: RenderContext): VNode[] {
  const notes = [data.sentence, data.engine_note, data.tail_note].filter((t): t is string => typeof t === 'string' && t !== '');
  return [
    facts(promptFacts(data, rc.fmt).map(([term, value]) => [term, EXTERNAL_FACTS.has(term) ? ext(value) : value])),
    ...notes.map((text) => h('p', { class: 'ext sentence' }, text)),
    safeExternalUrl(data.answers_link?.href) ? h('p', null, extLink(data.answers_link?.href, 'See the answers', rc)) : null,
  ].filter((n): n is VElement => n !== null);
}

function body(data: Prompt, rc: RenderContext): VNode[] {
  const tiles = data.tiles ?? [];
  const cards = data.engine_cards ?? [];
  return [
    section('score', 'Score', h('div', { class: 'figures' }, figureCard(scoreView(data, rc.fmt), rc.fmt, 'figure-score'))),
    section('engines-section', 'Latest answers', dataTable(enginesTable(data, rc.fmt), rc)),
    section(
      'engine-cards',
      'By engine',
      cards.length === 0 ? h('p', { class: 'empty' }, 'No engine figures yet.') : h('ul', { class: 'engine-cards' }, cards.map((c) => engineCard(c, rc))),
    ),
    section('competitors-section', 'Competitors', dataTable(competitorsTable(data, rc.fmt), rc)),
    section('sources-section', 'Sources', dataTable(sourcesTable(data, rc.fmt), rc)),
    tiles.length === 0
      ? null
      : section('tiles', 'At a glance', h('ul', { class: 'tiles' }, tiles.map((t) => h('li', { class: 'tile' }, badge(tileText(t, rc.fmt)))))),
    section('actions-section', 'Open actions', taskList(data.actions, rc, 'No open actions for this prompt.')),
  ].filter((n): n is VElement => n !== null);
}

export function promptMarkdown(data: Prompt, options: { locale?: string; brandName?: string } = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const lines = promptFacts(data, fmt).map(([label, value]) => `${mdText(label)}: ${mdText(value)}`);
  if (options.brandName) lines.unshift(`Brand: ${mdText(options.brandName)}`);
  lines.push(mdText(scoreView(data, fmt).aria));
  const cards = data.engine_cards ?? [];
  return mdBlocks([
    mdHeading(1, `Prompt: ${mdText(data.text)}`),
    mdList(lines),
    ...[data.sentence, data.engine_note, data.tail_note].map((t) => (t ? mdText(t) : null)),
    safeExternalUrl(data.answers_link?.href) ? mdLink('See the answers', data.answers_link?.href) : null,
    mdHeading(2, "Each engine's latest answer"),
    tableMarkdown(enginesTable(data, fmt)),
    cards.length === 0
      ? null
      : mdList(cards.map((c) => mdText(describeScoreMark(`${c.display_name || engineName(c.engine_id)} score`, c.score, fmt, true).aria))),
    mdHeading(2, 'Competitors'),
    tableMarkdown(competitorsTable(data, fmt)),
    mdHeading(2, 'Sources'),
    tableMarkdown(sourcesTable(data, fmt)),
    (data.tiles ?? []).length === 0 ? null : mdList((data.tiles ?? []).map((t) => mdText(tileText(t, fmt)))),
    mdHeading(2, 'Open actions'),
    tasksMarkdown(data.actions, fmt, 'No open actions.'),
  ]);
}

export const promptView: PanelView<'prompt'> = {
  panel: 'prompt',
  title: (data) => data.text,
  header,
  body,
  markdown: promptMarkdown,
};
