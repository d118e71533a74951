// Prompt panel (GET /prompts/{uid}): the period score and trend, each engine's latest answer, engine cards, competitors,
// sources, tiles and open actions.
import type { EngineCard, Prompt } from '../../shared/api/schemas';
import { definitionOf, figureCaption, figureName } from '../../shared/definitions';
import { sparkline } from '../shared/charts';
import { badge, dataTable, ext, extLink, facts, figureCard, figureCell, scoreMarkNode, section } from '../shared/components';
import { h, type VElement, type VNode } from '../shared/dom';
import { markdownContextLine } from '../shared/exportContext';
import { describeFigure, describeScoreMark, describeTrendLabel, figureLine, type FigureView } from '../shared/figures';
import { createFormat, engineName, humanize, isNumber, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdLink, mdList, mdText } from '../shared/markdown';
import type { MarkdownOptions, PanelView, RenderContext } from '../shared/panel';
import { cell, tableMarkdown, type CellModel, type TableModel } from '../shared/table';
import { taskList, tasksMarkdown } from '../shared/tasks';
import { safeExternalUrl } from '../../shared/url';

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

function scoreView(data: Prompt, fmt: Format, period?: string): FigureView {
  return describeFigure('Score', data.score, 'score', fmt, { id: 'score', scope: 'prompt', period });
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
      { label: 'Understood', numeric: true, title: "Understood, in points, in this engine's latest answer." },
      { label: figureName('answerRead'), title: definitionOf('answerRead') },
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

/** The brand a name or domain links to in the competitors panel (its domain when known). */
function competitorKey(c: { domain?: string | null; name?: string | null }): string | undefined {
  return c.domain || c.name || undefined;
}

function competitorsTable(data: Prompt, fmt: Format, period?: string): TableModel {
  const about = (id: 'serviceScore' | 'mentioned' | 'recommended') => ({ id, scope: 'prompt' as const, period });
  return {
    id: 'prompt-competitors',
    caption: "Brands in this prompt's answers",
    empty: 'No brands were named in the answers.',
    columns: [
      { label: 'Brand' },
      { label: 'Domain' },
      { label: 'Service score', numeric: true, title: `${figureCaption('serviceScore', 'prompt', period)}: ${definitionOf('serviceScore')}` },
      { label: 'Mentioned', numeric: true, title: `${figureCaption('mentioned', 'prompt', period)}: ${definitionOf('mentioned')}` },
      { label: 'Recommended', numeric: true, title: `${figureCaption('recommended', 'prompt', period)}: ${definitionOf('recommended')}` },
      { label: 'Trend' },
      { label: 'Answers', numeric: true },
    ],
    rows: (data.competitors ?? []).map((c) => {
      const trend = describeTrendLabel(c.trend, fmt);
      const key = competitorKey(c);
      return {
        own: c.is_you === true,
        cells: [
          // A tracked brand links to its row in the competitors panel.
          cell(c.name, { external: true, open: key === undefined ? undefined : { panel: 'competitors', focus: key } }),
          cell(c.domain ?? '—', { external: true, csv: c.domain }),
          figureCell(describeFigure('Service score', c.service_score, 'score', fmt, about('serviceScore'))),
          figureCell(describeFigure('Mentioned', c.mentioned, 'pct', fmt, about('mentioned'))),
          figureCell(describeFigure('Recommended', c.recommended, 'pct', fmt, about('recommended'))),
          // A trend label carries no margin of error: its direction is shown, never coloured.
          trend === null ? cell('—', { csv: null }) : cell(trend.text, { tone: 'neutral' }),
          isNumber(c.answers) ? cell(fmt.int(c.answers), { csv: c.answers }) : cell('—', { csv: null }),
        ],
      };
    }),
  };
}

/** Domains of the other brands in the answers (lower case). */
function competitorDomains(data: Prompt): Set<string> {
  return new Set((data.competitors ?? []).filter((c) => c.is_you !== true && c.domain).map((c) => c.domain!.toLowerCase()));
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
        // A source on a competitor's domain links to that competitor.
        cell(src.domain, { external: true, open: competitorDomains(data).has(src.domain.toLowerCase()) ? { panel: 'competitors', focus: src.domain } : undefined }),
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
  const mark = describeScoreMark(`${name} score`, card.score, rc.fmt, true);
  const trend = describeFigure(`${name} score`, { trend: card.trend }, 'score', rc.fmt);
  // A card whose score is not served (too few answers…) draws no line: a trend would read as a measurement.
  const chart = mark.valueText === null ? null : sparkline(trend, rc.fmt, 120, 28);
  return h(
    'li',
    { class: 'engine-card', role: 'group', 'aria-label': name },
    h('h3', null, name),
    scoreMarkNode(mark, figureCaption('score', 'engine', rc.context.period, `${name} score`), `${definitionOf('score', 'engine')} ${definitionOf('band')}`),
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
    section('score', 'Score', h('div', { class: 'figures' }, figureCard(scoreView(data, rc.fmt, rc.context.period), rc.fmt, 'figure-score'))),
    section('engines-section', 'Latest answers', dataTable(enginesTable(data, rc.fmt), rc)),
    section(
      'engine-cards',
      'By engine',
      cards.length === 0 ? h('p', { class: 'empty' }, 'No engine figures yet.') : h('ul', { class: 'engine-cards' }, cards.map((c) => engineCard(c, rc))),
    ),
    section('competitors-section', 'Competitors', dataTable(competitorsTable(data, rc.fmt, rc.context.period), rc)),
    section('sources-section', 'Sources', dataTable(sourcesTable(data, rc.fmt), rc)),
    tiles.length === 0
      ? null
      : section('tiles', 'At a glance', h('ul', { class: 'tiles' }, tiles.map((t) => h('li', { class: 'tile' }, badge(tileText(t, rc.fmt)))))),
    section('actions-section', 'Open actions', taskList(data.actions, rc, 'No open actions for this prompt.')),
  ].filter((n): n is VElement => n !== null);
}

export function promptMarkdown(data: Prompt, options: MarkdownOptions = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const period = options.context?.period;
  const lines = promptFacts(data, fmt).map(([label, value]) => `${mdText(label)}: ${mdText(value)}`);
  if (options.brandName && !options.context) lines.unshift(`Brand: ${mdText(options.brandName)}`);
  lines.push(mdText(figureLine(scoreView(data, fmt, period))));
  const cards = data.engine_cards ?? [];
  return mdBlocks([
    mdHeading(1, `Prompt: ${mdText(data.text)}`),
    options.context ? mdText(markdownContextLine('prompt', data, options.context, fmt)) : null,
    mdList(lines),
    ...[data.sentence, data.engine_note, data.tail_note].map((t) => (t ? mdText(t) : null)),
    safeExternalUrl(data.answers_link?.href) ? mdLink('See the answers', data.answers_link?.href) : null,
    mdHeading(2, "Each engine's latest answer"),
    tableMarkdown(enginesTable(data, fmt)),
    cards.length === 0
      ? null
      : mdList(cards.map((c) => mdText(describeScoreMark(`${c.display_name || engineName(c.engine_id)} score`, c.score, fmt, true).aria))),
    mdHeading(2, 'Competitors'),
    tableMarkdown(competitorsTable(data, fmt, period)),
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
