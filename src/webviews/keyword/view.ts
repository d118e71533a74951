// Keyword panel (GET /keywords/{id}): the keyword's header, its Search-side figures, the latest check's top 10, the
// topic's prompts and open tasks.
import type { Keyword } from '../../shared/api/schemas';
import { definitionOf, figureCaption, figureName, type FigureId } from '../../shared/definitions';
import { badge, dataTable, ext, facts, figureCard, panelLink, scoreMarkNode, section, trendLabelNode } from '../shared/components';
import { h, type VNode } from '../shared/dom';
import { markdownContextLine } from '../shared/exportContext';
import { describeFigure, describeScoreMark, describeTrendLabel, figureLine, type FigureView } from '../shared/figures';
import { createFormat, engineName, humanize, isNumber, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdList, mdText } from '../shared/markdown';
import type { MarkdownOptions, PanelView, RenderContext } from '../shared/panel';
import { cell, tableMarkdown, type TableModel } from '../shared/table';
import { taskList, tasksMarkdown } from '../shared/tasks';

/** The header's facts as plain text (the panel shows them, the brief lists them), with the figure each one is. */
function keywordFacts(data: Keyword, fmt: Format): [string, string, FigureId?][] {
  const checked = data.top10_naming_you !== null;
  const engines = (data.ai_searches_it ?? []).map(engineName);
  const rows: [string, string, FigureId?][] = [
    ['Status', humanize(data.status ?? 'unknown')],
    [figureName('monthlySearches'), isNumber(data.searches_mo) ? fmt.int(data.searches_mo) : 'No search volume', 'monthlySearches'],
    ['Segment', data.segment?.name ?? '—'],
    ['Topic', data.topic?.name ?? '—'],
    [
      figureName('bestRank'),
      isNumber(data.best_rank) ? `#${fmt.int(data.best_rank)}` : checked ? 'None of your pages is in the top 10' : 'Not checked yet',
      'bestRank',
    ],
    [figureName('clicksShowingYou'), isNumber(data.clicks_showing_you) ? fmt.pct(data.clicks_showing_you) : 'Not measured', 'clicksShowingYou'],
    [figureName('top10NamingYou'), isNumber(data.top10_naming_you) ? `${fmt.int(data.top10_naming_you)} of 10` : 'Not checked yet', 'top10NamingYou'],
    [figureName('aiSearchesIt'), engines.length > 0 ? engines.join(', ') : 'None seen', 'aiSearchesIt'],
  ];
  if (data.google_label) rows.push(['Google', data.google_label]);
  return rows;
}

/** Third-party or member-entered values in the facts (isolated as external text). */
const EXTERNAL_FACTS = new Set(['Segment', 'Topic', 'Google']);

/** The Search side's figures over the period: each names its scope and period and carries its definition. */
function keywordFigures(data: Keyword, fmt: Format, period?: string): FigureView[] {
  const figures = data.figures;
  return [
    describeFigure('Service score', figures?.service_score, 'score', fmt, { id: 'serviceScore', scope: 'keyword', period }),
    describeFigure('Mentioned', figures?.mentioned, 'pct', fmt, { id: 'mentioned', scope: 'keyword', period }),
    describeFigure('Recommended', figures?.recommended, 'pct', fmt, { id: 'recommended', scope: 'keyword', period }),
  ];
}

/** The keyword's score mark is named by its own label ("Search score") or "Score". */
function scoreName(data: Keyword): string {
  return data.score?.label || 'Score';
}

const yesNo = (value: boolean | undefined) =>
  value === undefined ? cell('—', { csv: null }) : cell(value ? 'Yes' : 'No', { csv: value, tone: value ? 'yes' : 'no' });

function resultsTable(data: Keyword, fmt: Format): TableModel {
  const results = [...(data.results ?? [])].sort((a, b) => a.position - b.position);
  return {
    id: 'results',
    caption: 'Top 10 of the latest check',
    empty: data.top10_naming_you === null ? 'No check has read the search results yet.' : 'The latest check found no results.',
    rowHeader: 1,
    columns: [
      { label: 'Position', numeric: true },
      { label: 'Title' },
      { label: 'Domain' },
      { label: 'Owner' },
      { label: 'Names you' },
      { label: 'Recommends you' },
      { label: 'Click share', numeric: true, title: 'Share of clicks on this result, in per cent.' },
      { label: figureName('pageRead'), title: definitionOf('pageRead') },
    ],
    rows: results.map((r) => ({
      own: r.owner === 'own',
      cells: [
        cell(fmt.int(r.position), { csv: r.position }),
        // Your own result also opens its page's source file and its row in the Owned pages tree.
        cell(r.title || r.url, { href: r.url, external: true, ownedPage: r.owner === 'own' ? r.url : undefined }),
        cell(r.domain ?? '', { external: true }),
        cell(r.owner === 'own' ? 'You' : r.owner ? humanize(r.owner) : '—', { csv: r.owner ?? null }),
        yesNo(r.names_you),
        yesNo(r.recommends_you),
        isNumber(r.click_share) ? cell(fmt.pct(r.click_share), { csv: r.click_share, bar: r.click_share }) : cell('Not measured', { csv: null }),
        cell(r.read_state ? humanize(r.read_state) : '—', { csv: r.read_state ?? null }),
      ],
    })),
  };
}

function header(data: Keyword, rc: RenderContext): VNode[] {
  const name = scoreName(data);
  const mark = describeScoreMark(name, data.score, rc.fmt);
  const caption = figureCaption('score', 'keyword', rc.context.period, name);
  return [
    h(
      'div',
      { class: 'headline' },
      badge(humanize(data.status ?? 'unknown'), `status ${data.status ?? ''}`.trim()),
      h('span', { class: 'figure-label' }, name),
      scoreMarkNode(mark, caption, `${definitionOf('score', 'keyword')} ${definitionOf('band')}`),
      trendLabelNode(describeTrendLabel(data.trend, rc.fmt)),
    ),
    facts(
      keywordFacts(data, rc.fmt).map(([term, value, id]) => [term, EXTERNAL_FACTS.has(term) ? ext(value) : value, id ? definitionOf(id, 'keyword') : undefined]),
    ),
  ];
}

function body(data: Keyword, rc: RenderContext): VNode[] {
  const prompts = data.prompts ?? [];
  return [
    section(
      'figures',
      'Search figures',
      data.figures === null || data.figures === undefined
        ? h('p', { class: 'empty' }, 'No report has frozen a check yet: the figures appear after the first report.')
        : h('div', { class: 'figures' }, keywordFigures(data, rc.fmt, rc.context.period).map((view, i) => figureCard(view, rc.fmt, `figure-${i}`))),
    ),
    section('top10', 'Top 10', dataTable(resultsTable(data, rc.fmt), rc)),
    section(
      'prompts',
      "The topic's prompts",
      prompts.length === 0
        ? h('p', { class: 'empty' }, 'No prompts in this topic and segment.')
        : h(
            'ul',
            { class: 'prompt-list' },
            prompts.map((p) =>
              h(
                'li',
                null,
                panelLink('prompt', p.prompt_id, p.text, rc),
                (p.engines ?? []).length > 0
                  ? h('span', { class: 'muted' }, ' — searched by ', (p.engines ?? []).map(engineName).join(', '))
                  : null,
              ),
            ),
          ),
    ),
    section('tasks', 'Open tasks', taskList(data.tasks, rc, 'No open tasks about your pages in these results.')),
  ];
}

export function keywordMarkdown(data: Keyword, options: MarkdownOptions = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const period = options.context?.period;
  const prompts = data.prompts ?? [];
  const score = describeScoreMark(scoreName(data), data.score, fmt);
  const trend = describeTrendLabel(data.trend, fmt);
  const factLines = keywordFacts(data, fmt).map(([label, value]) => `${mdText(label)}: ${mdText(value)}`);
  if (options.brandName && !options.context) factLines.unshift(`Brand: ${mdText(options.brandName)}`);
  factLines.push(`${mdText(score.aria)}${trend ? `, ${mdText(trend.aria.toLowerCase())}` : ''}`);
  return mdBlocks([
    mdHeading(1, `Keyword: ${mdText(data.text)}`),
    options.context ? mdText(markdownContextLine('keyword', data, options.context, fmt)) : null,
    mdList(factLines),
    mdHeading(2, 'Search figures'),
    data.figures ? mdList(keywordFigures(data, fmt, period).map((v) => mdText(figureLine(v)))) : 'No report has frozen a check yet.',
    mdHeading(2, 'Top 10 of the latest check'),
    tableMarkdown(resultsTable(data, fmt)),
    mdHeading(2, "The topic's prompts"),
    prompts.length === 0
      ? 'No prompts in this topic and segment.'
      : mdList(
          prompts.map((p) => {
            const engines = (p.engines ?? []).map(engineName);
            return `${mdText(p.text)}${engines.length > 0 ? ` (searched by ${mdText(engines.join(', '))})` : ''}`;
          }),
        ),
    mdHeading(2, 'Open tasks'),
    tasksMarkdown(data.tasks, fmt, 'No open tasks.'),
  ]);
}

export const keywordView: PanelView<'keyword'> = {
  panel: 'keyword',
  title: (data) => data.text,
  header,
  body,
  markdown: keywordMarkdown,
};
