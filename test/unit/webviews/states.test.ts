// Every figure state renders as its own state in every webview renderer — the panel's card, its compact table cell and
// the cell's hover, the Markdown brief and the CSV export — never as 0, never coloured as a failure. (The tree's rows
// and tooltips get the same check in the extension-host suite: test/integration/tree/states.test.ts.)
import * as assert from 'node:assert/strict';
import { NOT_ASKED_ABOUT, notAskedAbout, stateLook } from '../../../src/shared/figureStates';
import { dataTable, figureCard, figureCell } from '../../../src/webviews/shared/components';
import { mount } from '../../../src/webviews/shared/dom';
import { describeFigure, figureHover, figureLine, viewOfReading, type FigureView } from '../../../src/webviews/shared/figures';
import { createFormat } from '../../../src/webviews/shared/format';
import { tableCsvRows, tableMarkdown, type TableModel } from '../../../src/webviews/shared/table';
import { asDocument, FakeDocument, type FakeElement } from './fakeDom';
import { assertInert, renderContext } from './harness';
import { FIGURE_STATES_ALL, UNKNOWN_STATE, figure } from './samples';

const en = createFormat('en-US');
const STATES = [...FIGURE_STATES_ALL, UNKNOWN_STATE, NOT_ASKED_ABOUT] as const;
const WITH_VALUE = new Set(['measured', 'first_report', 'not_comparable']);

/** The API sends 0 where a state serves no value (the sample API does): the renderers must not show it. */
function viewFor(state: string): FigureView {
  const about = { id: 'mentioned' as const, scope: 'prompt' as const, period: '4w' };
  if (state === NOT_ASKED_ABOUT) return viewOfReading('Mentioned', notAskedAbout(), null, 'pct', en, about);
  const f = { ...figure(state), value: WITH_VALUE.has(state) ? 42 : 0 };
  return describeFigure('Mentioned', f, 'pct', en, about);
}

function render(node: Parameters<typeof mount>[1]): FakeElement {
  const doc = new FakeDocument();
  const el = mount(asDocument(doc), node) as unknown as FakeElement;
  assertInert(el, doc);
  return el;
}

function table(views: FigureView[]): TableModel {
  return {
    id: 'states',
    caption: 'States',
    empty: 'none',
    columns: [{ label: 'State' }, { label: 'Mentioned', numeric: true }],
    rows: views.map((v, i) => ({ cells: [{ text: STATES[i]! }, figureCell(v)] })),
  };
}

describe('webviews: every figure state renders as its own state', () => {
  const views = STATES.map(viewFor);

  it('panel: a card and a compact cell per state — the value where there is one, else "—" and the words; never 0', () => {
    const { rc } = renderContext();
    const cards = views.map((v, i) => render(figureCard(v, en, `card-${i}`)).textContent);
    const cells = render(dataTable(table(views), rc));
    const rows = cells.find((e) => e.tagName === 'tbody')[0]!.children;
    STATES.forEach((state, i) => {
      const card = cards[i]!;
      const cell = rows[i]!.children[1]!;
      const look = stateLook(state);
      if (WITH_VALUE.has(state)) {
        assert.match(card, /42%/, state);
        assert.match(cell.textContent, /^42%/, state);
      } else {
        assert.match(card, new RegExp(`— ${look.words}`), `${state}: ${card}`);
        assert.equal(cell.textContent, `— ${look.short}`, state);
        assert.ok(!/\b0%?\b/.test(card + cell.textContent), `${state} shows no 0`);
      }
      if (state !== 'measured' && WITH_VALUE.has(state)) assert.match(cell.textContent, new RegExp(look.short), `${state} says so beside the value`);
      // Not coloured as a failure: only a change outside the margin of error has a tone.
      const tone = cell.getAttribute('class') ?? '';
      assert.ok(!/\b(down|no)\b/.test(tone), `${state}: ${tone}`);
    });
    assert.equal(new Set(rows.map((r) => r.children[1]!.textContent)).size, STATES.length, 'each state reads differently');
  });

  it('hover: the figure with its scope and period, the state and its reason, and the definition', () => {
    STATES.forEach((state, i) => {
      const hover = figureHover(views[i]!);
      const look = stateLook(state);
      assert.match(hover, /^Mentioned · this prompt's answers · Last 4 weeks\n/, state);
      if (state !== 'measured') assert.ok(hover.includes(look.words) && hover.includes(look.reason), `${state}: ${hover}`);
      assert.ok(hover.includes('Share of answers, in points, that name the brand.'), state);
    });
  });

  it('Markdown: the state in words in lists and tables', () => {
    const md = tableMarkdown(table(views));
    STATES.forEach((state, i) => {
      const look = stateLook(state);
      const line = figureLine(views[i]!);
      if (WITH_VALUE.has(state)) assert.match(line, /: 42% \(38–47\)/, state);
      else assert.equal(line, `Mentioned · this prompt's answers · Last 4 weeks: ${look.words}`, state);
      assert.ok(md.includes(WITH_VALUE.has(state) ? '42%' : look.words.replace(/_/g, '\\_')), `${state} in the table`);
    });
    assert.ok(!/\| 0%? \|/.test(md));
  });

  it('CSV: a number only where there is a value, the state in its own column', () => {
    const [header, ...rows] = tableCsvRows(table(views), { brand: 'Acme', period: 'Last 4 weeks', filters: 'none', dataAsOf: '2026-11-16T06:00:00Z' });
    assert.deepEqual(header, ['State', 'Mentioned', 'Mentioned low', 'Mentioned high', 'Mentioned state', 'Mentioned change', 'Brand', 'Period', 'Filters', 'Data as of']);
    STATES.forEach((state, i) => {
      const row = rows[i]!;
      assert.equal(row[1], WITH_VALUE.has(state) ? 42 : null, state);
      assert.equal(row[4], stateLook(state).words, state);
      if (!WITH_VALUE.has(state)) assert.deepEqual([row[2], row[3], row[5]], [null, null, null], state);
      assert.deepEqual(row.slice(6), ['Acme', 'Last 4 weeks', 'none', '2026-11-16T06:00:00Z']);
    });
    assert.equal(rows[0]![5], 'up 3 points (+1 to +7), outside the margin of error', 'a measured change in words');
  });
});
