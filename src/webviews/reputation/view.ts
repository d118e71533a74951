// Reputation panel (GET /reputation): understood and praised, what the weekly report wrote, the AI and web parts,
// the facts table, negative prompts and sources (paged with list_limit + offsets), and the best quotes.
import type { NegativePrompt, NegativeSource, Reputation } from '../../shared/api/schemas';
import { definitionOf, figureName, type FigureId } from '../../shared/definitions';
import { button, dataTable, ext, facts, figureCard, panelLink, section } from '../shared/components';
import { h, type VElement, type VNode } from '../shared/dom';
import { describeFigure, figureLine, type FigureView } from '../shared/figures';
import { createFormat, engineName, humanize, isNumber, stateWords, type Format } from '../shared/format';
import { mdBlocks, mdHeading, mdList, mdText } from '../shared/markdown';
import { markdownContextLine } from '../shared/exportContext';
import type { MarkdownOptions, PanelView, RenderContext } from '../shared/panel';
import type { LoadMoreParams } from '../../shared/protocol';
import { cell, tableMarkdown, type TableModel } from '../shared/table';

/** Rows asked for per "Show more" (list_limit allows 1–100). */
export const REPUTATION_PAGE_SIZE = 20;

function reputationFigures(data: Reputation, fmt: Format, period?: string): FigureView[] {
  return [
    describeFigure('Understood', data.understood, 'pct', fmt, { id: 'understood', scope: 'brand', period }),
    describeFigure('Praised', data.praised, 'pct', fmt, { id: 'praised', scope: 'brand', period }),
  ];
}

/** The parts' fields are not shown by the reference: read a value/state if the part has them, else say not measured. */
function partView(name: string, part: unknown, fmt: Format, id: FigureId, period?: string): FigureView {
  return describeFigure(name, typeof part === 'object' && part !== null ? part : null, 'pct', fmt, { id, scope: 'brand', period });
}

const WEB_NOT_MEASURED = 'The web part is not measured: it needs at least ten documents.';

function partsViews(data: Reputation, fmt: Format, period?: string): { ai: FigureView; web: FigureView; webNote: string | null } {
  const ai = partView('AI part', data.parts.ai, fmt, 'aiPart', period);
  const web = partView('Web part', data.parts.web, fmt, 'webPart', period);
  return { ai, web, webNote: web.valueText === null ? WEB_NOT_MEASURED : null };
}

function quoteText(quote: Reputation['facts'][number]['quote'], fmt: Format): string {
  if (quote === null) return '—';
  return `${fmt.int(quote.count)} ${quote.count === 1 ? 'answer' : 'answers'} on ${engineName(quote.engine_id)}`;
}

function factsTable(data: Reputation, fmt: Format): TableModel {
  const count = (n: number) => cell(fmt.int(n), { csv: n });
  return {
    id: 'facts',
    caption: 'What AI says about your facts',
    empty: 'No facts are set for this brand.',
    rowHeader: 1,
    columns: [
      { label: 'Kind' },
      { label: 'Fact' },
      { label: 'Agrees', numeric: true, group: 'AI answers' },
      { label: 'Partly', numeric: true, group: 'AI answers' },
      { label: 'Contradicts', numeric: true, group: 'AI answers' },
      { label: "Doesn't say", numeric: true, group: 'AI answers' },
      { label: figureName('answersRead'), numeric: true, group: 'AI answers', title: definitionOf('answersRead') },
      { label: 'Agrees', numeric: true, group: 'Elsewhere' },
      { label: 'Contradicts', numeric: true, group: 'Elsewhere' },
      { label: 'Quoted line' },
      { label: 'State' },
    ],
    rows: data.facts.map((f) => ({
      cells: [
        cell(f.kind_label || humanize(f.kind)),
        cell(f.wording, { external: true }),
        count(f.ai.agrees),
        count(f.ai.partly),
        count(f.ai.contradicts),
        count(f.ai.doesnt_say),
        count(f.ai.answers),
        count(f.elsewhere.agrees),
        count(f.elsewhere.contradicts),
        f.quote?.prompt_uid ? cell(quoteText(f.quote, fmt), { open: { panel: 'prompt', id: f.quote.prompt_uid } }) : cell(quoteText(f.quote, fmt)),
        cell(typeof f.state === 'string' ? stateWords(f.state) : '—', { csv: typeof f.state === 'string' ? f.state : null }),
      ],
    })),
  };
}

function negativePromptsTable(data: Reputation, fmt: Format): TableModel {
  return {
    id: 'negative-prompts',
    caption: 'Prompts with negative answers',
    empty: 'No prompt drew a negative answer in this period.',
    columns: [{ label: 'Prompt' }, { label: 'Negative answers', numeric: true }, { label: 'Share', numeric: true }],
    rows: data.negative_prompts.map((p: NegativePrompt) => ({
      cells: [
        cell(p.text, { open: { panel: 'prompt', id: p.prompt_uid }, external: true }),
        cell(`${fmt.int(p.negative)} of ${fmt.int(p.answers)}`, { csv: p.negative }),
        p.state === 'measured' && isNumber(p.share) ? cell(fmt.pct(p.share), { csv: p.share, bar: p.share }) : cell(stateWords(p.state), { csv: p.state }),
      ],
    })),
  };
}

function negativeSourcesTable(data: Reputation, fmt: Format): TableModel {
  return {
    id: 'negative-sources',
    caption: 'Sources with negative passages',
    empty: 'No cited source reads negatively in this period.',
    columns: [{ label: 'Page' }, { label: 'Domain' }, { label: 'Type' }, { label: 'Passage' }, { label: 'Citations', numeric: true }],
    rows: data.negative_sources.map((src: NegativeSource) => ({
      cells: [
        cell(src.title || src.url, { href: src.url, external: true }),
        cell(src.domain, { external: true }),
        cell(src.type ? humanize(src.type) : '—', { csv: src.type }),
        cell(src.passage ?? '—', { external: true, csv: src.passage }),
        cell(fmt.int(src.citations), { csv: src.citations }),
      ],
    })),
  };
}

function moreButton(list: 'negative_prompts' | 'negative_sources', shown: number, total: number, rc: RenderContext): VElement | null {
  if (shown >= total) return null;
  const loading = rc.busy.has(list);
  const params: LoadMoreParams = { list, offset: shown, limit: REPUTATION_PAGE_SIZE };
  return h(
    'div',
    { class: 'more' },
    h('span', { class: 'muted' }, `Showing ${rc.fmt.int(shown)} of ${rc.fmt.int(total)}. `),
    button(loading ? 'Loading…' : 'Show more', () => rc.actions.loadMore(params), { id: `${list}-more`, disabled: loading, secondary: true }),
  );
}

function header(data: Reputation, rc: RenderContext): VNode[] {
  const active = Object.entries(data.filters).filter(([, v]) => typeof v === 'string' && v !== '');
  const items: [string, VNode][] = [['Domain', ext(data.domain)]];
  if (isNumber(data.period.reports)) items.push(['Reports read', rc.fmt.int(data.period.reports)]);
  if (active.length > 0) items.push(['Filtered by', ext(active.map(([k, v]) => `${k}: ${String(v)}`).join(', '))]);
  return [facts(items)];
}

function body(data: Reputation, rc: RenderContext): VNode[] {
  const { fmt } = rc;
  const period = rc.context.period;
  const parts = partsViews(data, fmt, period);
  const written = data.written;
  return [
    section('figures', 'Understood and praised', h('div', { class: 'figures' }, reputationFigures(data, fmt, period).map((v, i) => figureCard(v, fmt, `figure-${i}`)))),
    section(
      'written',
      'What the weekly report wrote',
      written.statement === null && written.line_to_own === null
        ? h('p', { class: 'empty' }, 'No weekly report has written about this brand yet.')
        : [
            written.statement === null ? null : h('blockquote', { class: 'ext statement' }, written.statement),
            written.line_to_own === null ? null : h('p', null, h('strong', null, 'Line to own: '), ext(written.line_to_own)),
            written.report_at === null ? null : h('p', { class: 'muted' }, `From the report of ${fmt.date(written.report_at)}; it does not follow the period or filters.`),
          ],
    ),
    section(
      'parts',
      'AI and web parts',
      h('div', { class: 'figures' }, figureCard(parts.ai, fmt, 'part-ai'), figureCard(parts.web, fmt, 'part-web')),
      parts.webNote === null ? null : h('p', { class: 'note-text' }, parts.webNote),
      h('p', { class: 'muted' }, definitionOf('understood')),
    ),
    section('facts', 'Facts', dataTable(factsTable(data, fmt), rc)),
    section(
      'negative-prompts-section',
      'Negative prompts',
      dataTable(negativePromptsTable(data, fmt), rc),
      moreButton('negative_prompts', data.negative_prompts.length, data.negative_prompts_total, rc),
    ),
    section(
      'negative-sources-section',
      'Negative sources',
      dataTable(negativeSourcesTable(data, fmt), rc),
      moreButton('negative_sources', data.negative_sources.length, data.negative_sources_total, rc),
    ),
    section(
      'quotes',
      'Best quotes',
      data.best_quotes.length === 0
        ? h('p', { class: 'empty' }, 'No quotes yet.')
        : h(
            'ul',
            { class: 'quotes' },
            data.best_quotes.map((q) =>
              h(
                'li',
                null,
                h('blockquote', { class: 'ext' }, q.quote),
                h(
                  'p',
                  { class: 'muted' },
                  `— ${engineName(q.engine_id)}, answering `,
                  q.prompt_uid ? panelLink('prompt', q.prompt_uid, q.prompt_text, rc) : ext(q.prompt_text),
                ),
              ),
            ),
          ),
    ),
  ];
}

export function reputationMarkdown(data: Reputation, options: MarkdownOptions = {}): string {
  const fmt = createFormat(options.locale ?? 'en');
  const period = options.context?.period;
  const parts = partsViews(data, fmt, period);
  const written = data.written;
  return mdBlocks([
    mdHeading(1, `Reputation: ${mdText(options.brandName ?? data.domain)}`),
    options.context ? mdText(markdownContextLine('reputation', data, options.context, fmt)) : null,
    mdList(reputationFigures(data, fmt, period).map((v) => mdText(figureLine(v)))),
    mdHeading(2, 'What the weekly report wrote'),
    written.statement ? `> ${mdText(written.statement)}` : 'No weekly report has written about this brand yet.',
    written.line_to_own ? `**Line to own:** ${mdText(written.line_to_own)}` : null,
    mdHeading(2, 'AI and web parts'),
    mdList([mdText(figureLine(parts.ai)), mdText(figureLine(parts.web)), ...(parts.webNote ? [mdText(parts.webNote)] : []), mdText(definitionOf('understood'))]),
    mdHeading(2, 'Facts'),
    tableMarkdown(factsTable(data, fmt)),
    mdHeading(2, 'Negative prompts'),
    tableMarkdown(negativePromptsTable(data, fmt)),
    mdHeading(2, 'Negative sources'),
    tableMarkdown(negativeSourcesTable(data, fmt)),
    mdHeading(2, 'Best quotes'),
    data.best_quotes.length === 0
      ? 'No quotes yet.'
      : data.best_quotes.map((q) => `> ${mdText(q.quote)}\n>\n> — ${mdText(engineName(q.engine_id))}, answering “${mdText(q.prompt_text)}”`).join('\n\n'),
  ]);
}

function appendUnique<T>(current: readonly T[], more: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set(current.map(key));
  return [...current, ...more.filter((item) => !seen.has(key(item)))];
}

/** The page's total, except that a page adding nothing ends the paging (no "Show more" that never shows more). */
function nextTotal(before: readonly unknown[], after: readonly unknown[], total: unknown): number {
  if (after.length === before.length) return after.length;
  return isNumber(total) ? Math.max(total, after.length) : after.length;
}

/** A loadMore page is a whole reputation read; take only the list that was asked for. */
export function mergeReputation(data: Reputation, params: LoadMoreParams, page: unknown): Reputation | null {
  if (typeof page !== 'object' || page === null) return null;
  const p = page as Partial<Reputation>;
  if (params.list === 'negative_prompts' && Array.isArray(p.negative_prompts)) {
    const list = appendUnique(data.negative_prompts, p.negative_prompts, (x) => x.prompt_uid);
    return { ...data, negative_prompts: list, negative_prompts_total: nextTotal(data.negative_prompts, list, p.negative_prompts_total) };
  }
  if (params.list === 'negative_sources' && Array.isArray(p.negative_sources)) {
    const list = appendUnique(data.negative_sources, p.negative_sources, (x) => x.url);
    return { ...data, negative_sources: list, negative_sources_total: nextTotal(data.negative_sources, list, p.negative_sources_total) };
  }
  return null;
}

export const reputationView: PanelView<'reputation'> = {
  panel: 'reputation',
  title: (data) => `Reputation of ${data.domain}`,
  header,
  body,
  markdown: reputationMarkdown,
  merge: mergeReputation,
};
