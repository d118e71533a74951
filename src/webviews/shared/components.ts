// Building blocks every panel uses. Third-party text always goes in as a string child (text); links from data are
// clickable only for http(s) and ask the host to open them, never navigate the webview.
import { definitionOf } from '../../shared/definitions';
import { hbar, trendChart } from './charts';
import { h, type Child, type VElement, type VNode } from './dom';
import { figureHover, figureWords, type ChangeView, type FigureView, type ScoreMarkView, type TrendLabelView } from './figures';
import type { Format } from './format';
import type { RenderContext } from './panel';
import type { PanelKind } from '../../shared/protocol';
import type { CellModel, TableModel } from './table';
import { safeExternalUrl } from '../../shared/url';

/** The id of the row a link asked to show; the app focuses it after painting (see app.ts). */
export const FOCUSED_ROW_ID = 'focused-row';

function onActivate(run: () => void) {
  return {
    click: (event: Event) => {
      event.preventDefault();
      run();
    },
    keydown: (event: Event) => {
      if ((event as KeyboardEvent).key === 'Enter') {
        event.preventDefault();
        run();
      }
    },
  };
}

/** Third-party text: bidi-isolated and wrapped anywhere by CSS. */
export function ext(text: string | null | undefined, className = ''): VElement {
  return h('span', { class: className ? `ext ${className}` : 'ext' }, text ?? '');
}

/** An external link for http(s) URLs (opened by the host); any other URL is shown as text. */
export function extLink(url: string | null | undefined, text: string | null | undefined, rc: RenderContext): VElement {
  const label = text || url || '';
  const safe = safeExternalUrl(url);
  if (safe === null) return ext(label);
  return h(
    'a',
    { class: 'ext link', role: 'link', tabindex: 0, title: safe, on: onActivate(() => rc.actions.openExternal(safe)) },
    label,
  );
}

/** A link to another panel (keyword or prompt), or to one brand in the competitors panel. */
export function panelLink(panel: PanelKind, id: string | undefined, text: string, rc: RenderContext, focus?: string): VElement {
  const title = focus === undefined ? `Open the ${panel} panel` : `Show ${focus} in the competitors panel`;
  return h('a', { class: 'ext link', role: 'link', tabindex: 0, title, on: onActivate(() => rc.actions.openPanel(panel, id, focus)) }, text);
}

/** "Source file" and "Owned page" links for one of the brand's own pages (the host finds the file and the row). */
function ownedPageLinks(url: string, rc: RenderContext): VElement {
  const link = (text: string, title: string, show: 'source' | 'page') =>
    h('a', { class: 'link own-link', role: 'link', tabindex: 0, title, on: onActivate(() => rc.actions.openOwnedPage(url, show)) }, text);
  return h(
    'span',
    { class: 'own-links' },
    ' ',
    link('Source file', 'Open the local file that produces this page', 'source'),
    ' · ',
    link('Owned page', 'Show this page in the Owned pages of the Brand Visibility view', 'page'),
  );
}

export function button(label: string, onClick: () => void, options: { id?: string; secondary?: boolean; disabled?: boolean } = {}): VElement {
  return h(
    'vscode-button',
    { id: options.id, secondary: options.secondary, disabled: options.disabled, on: { click: () => onClick() } },
    label,
  );
}

export function section(id: string, title: string, ...children: Child[]): VElement {
  return h('section', { class: 'section', 'aria-labelledby': `${id}-title`, id }, h('h2', { id: `${id}-title` }, title), ...children);
}

export function note(text: string, className = 'muted'): VElement {
  return h('p', { class: className }, text);
}

/** A labelled list of facts (the header's "Monthly searches: 1,200"). Values may be nodes; a third entry is the term's
 * definition, shown as its hover. */
export function facts(items: readonly (readonly [string, Child, string?])[]): VElement {
  return h(
    'dl',
    { class: 'facts' },
    items.map(([term, value, definition]) =>
      h('div', { class: 'fact', title: definition ?? null }, h('dt', null, term), h('dd', null, value)),
    ),
  );
}

export function badge(text: string, className = ''): VElement {
  return h('span', { class: className ? `badge ${className}` : 'badge' }, text);
}

const ARROWS: ReadonlyMap<string, string> = new Map([
  ['up', '▲'],
  ['down', '▼'],
  ['flat', '▬'],
]);

/** Red and green are for changes outside the margin of error only; any other change is neutral. */
function changeTone(change: ChangeView): string {
  return change.significant ? change.direction : 'neutral';
}

function changeNode(change: ChangeView | null): VElement | null {
  if (change === null) return null;
  const arrow = ARROWS.get(change.direction) ?? '';
  return h('span', { class: `change ${changeTone(change)}` }, arrow ? `${arrow} ${change.text}` : change.text);
}

/** A figure card: name with scope and period, value and range, change, or the state in words; with its trend chart. */
export function figureCard(view: FigureView, fmt: Format, id: string): VElement {
  const scope = view.caption !== null && view.caption.startsWith(`${view.name} · `) ? view.caption.slice(view.name.length + 3) : null;
  return h(
    'div',
    { class: view.valueText === null ? 'figure no-value' : 'figure', role: 'group', 'aria-label': view.aria, id, title: figureHover(view) },
    h('div', { class: 'figure-name' }, view.name),
    scope === null ? null : h('div', { class: 'figure-scope muted' }, scope),
    view.valueText === null
      ? h('div', { class: 'figure-state' }, `— ${view.stateText ?? ''}`)
      : [
          h(
            'div',
            { class: 'figure-value' },
            h('strong', null, view.valueText),
            view.rangeText === null ? null : h('small', { class: 'muted', title: definitionOf('range') }, ` ${view.rangeText}`),
          ),
          view.stateText === null ? null : h('div', { class: 'figure-state' }, view.stateText),
        ],
    changeNode(view.change),
    trendChart(view, fmt),
  );
}

/**
 * A figure for table cells. The panel shows it compactly (value, a small range, the change as an arrow; the words in
 * the hover); Markdown gets the words ("42% (38–47), up 3 points (+1 to +7)"); CSV gets the number and its own
 * columns for range, state and change.
 */
export function figureCell(view: FigureView): CellModel {
  return { text: figureWords(view), figure: view, tone: view.change?.significant ? view.change.direction : undefined };
}

/** The compact figure of a table cell, with its hover. */
function compactFigure(view: FigureView): VElement {
  const hover = figureHover(view);
  if (view.valueText === null) {
    return h('span', { class: 'figure-cell no-value', title: hover, 'aria-label': view.aria }, '— ', h('span', { class: 'figure-state' }, view.look.short));
  }
  return h(
    'span',
    { class: 'figure-cell', title: hover, 'aria-label': view.aria },
    h('span', { class: 'value' }, view.valueText),
    view.rangeText === null ? null : h('small', { class: 'range muted' }, ` ${view.rangeText}`),
    view.stateText === null ? null : h('small', { class: 'figure-state' }, ` ${view.look.short}`),
    view.change === null || view.change.short === '' ? null : h('small', { class: `change ${changeTone(view.change)}` }, ` ${view.change.short}`),
  );
}

export function scoreMarkNode(view: ScoreMarkView, caption?: string, definition?: string): VElement {
  const hover = [caption ?? null, view.tooltip ?? view.aria, view.valueText === null ? view.look.reason : null, definition ?? null]
    .filter((line): line is string => line !== null && line !== '')
    .join('\n');
  return h(
    'span',
    { class: 'score-mark', role: 'img', 'aria-label': view.aria, title: hover },
    view.valueText === null ? h('span', { class: 'figure-state' }, `— ${view.stateText ?? ''}`) : h('strong', null, view.valueText),
    view.valueText === null || view.band === null ? null : badge(view.band, 'band'),
  );
}

export function trendLabelNode(view: TrendLabelView | null): VElement | null {
  if (view === null) return null;
  const arrow = ARROWS.get(view.direction) ?? '';
  // A trend label carries no margin of error: its arrow says the direction, its colour stays neutral.
  return h('span', { class: 'change neutral', role: 'img', 'aria-label': view.aria, title: view.aria }, arrow ? `${arrow} ${view.text}` : view.text);
}

function cellContent(c: CellModel, rc: RenderContext, own: boolean): Child[] {
  let main: VNode;
  if (c.figure) main = compactFigure(c.figure);
  else if (c.open) main = panelLink(c.open.panel, c.open.id, c.text, rc, c.open.focus);
  else if (c.href !== undefined) main = extLink(c.href, c.text, rc);
  else if (c.external) main = ext(c.text);
  else main = c.text;
  const bar = c.bar === undefined || c.bar === null ? null : hbar(c.bar, c.text, own);
  return [bar, main, c.graphic ?? null, c.ownedPage === undefined ? null : ownedPageLinks(c.ownedPage, rc)];
}

/** The header row above grouped columns (colspan + scope="colgroup"); null when no column is grouped. */
function groupRow(table: TableModel): VElement | null {
  if (!table.columns.some((c) => c.group)) return null;
  const cells: VElement[] = [];
  let i = 0;
  while (i < table.columns.length) {
    const group = table.columns[i]!.group;
    let span = 1;
    while (group && table.columns[i + span]?.group === group) span++;
    cells.push(group ? h('th', { scope: 'colgroup', colspan: span, class: 'group' }, group) : h('td', { class: 'group-gap' }));
    i += span;
  }
  return h('tr', null, cells);
}

/** A table with caption and header scopes in a focusable scroll region; "Export CSV" when it has rows. */
export function dataTable(table: TableModel, rc: RenderContext): VElement {
  const header = table.rowHeader ?? 0;
  const exportButton =
    table.rows.length === 0
      ? null
      : button('Export CSV', () => rc.actions.exportCsv(table), { id: `${table.id}-export`, secondary: true });
  const body =
    table.rows.length === 0
      ? note(table.empty, 'empty')
      : h(
          'div',
          { class: 'table-wrap', role: 'region', 'aria-labelledby': `${table.id}-caption`, tabindex: 0 },
          h(
            'table',
            { id: table.id, class: 'data' },
            h('caption', { id: `${table.id}-caption` }, table.caption),
            h(
              'thead',
              null,
              groupRow(table),
              h('tr', null, table.columns.map((c) => h('th', { scope: 'col', class: c.numeric ? 'num' : null, title: c.title ?? null }, c.label))),
            ),
            h(
              'tbody',
              null,
              table.rows.map((row, r) =>
                h(
                  'tr',
                  {
                    class: [row.own ? 'own' : '', row.focused ? 'focused' : ''].filter(Boolean).join(' ') || null,
                    'aria-label': row.own ? 'Your brand' : null,
                    // The first focused row takes the keyboard when a link opened the panel on it.
                    id: row.focused && table.rows.findIndex((x) => x.focused) === r ? FOCUSED_ROW_ID : null,
                    tabindex: row.focused ? -1 : null,
                    'aria-current': row.focused ? 'true' : null,
                  },
                  row.cells.map((c, i) => {
                    const classes = [table.columns[i]?.numeric ? 'num' : '', c.external ? 'wrap' : '', c.tone ?? ''].filter(Boolean).join(' ') || null;
                    const content = cellContent(c, rc, row.own === true);
                    if (row.own && i === header) content.push(badge('you', 'you'));
                    return i === header ? h('th', { scope: 'row', class: classes }, content) : h('td', { class: classes }, content);
                  }),
                ),
              ),
            ),
          ),
        );
  return h('div', { class: 'table-block' }, exportButton === null ? null : h('div', { class: 'table-actions' }, exportButton), body);
}
