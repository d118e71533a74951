import * as assert from 'node:assert/strict';
import { hbar, sparkline, trendChart } from '../../../src/webviews/shared/charts';
import { mount, type VElement } from '../../../src/webviews/shared/dom';
import { describeChange, describeFigure, describeScoreMark, describeTrendLabel } from '../../../src/webviews/shared/figures';
import { createFormat, stateWords } from '../../../src/webviews/shared/format';
import { asDocument, FakeDocument, type FakeElement } from './fakeDom';
import { assertInert } from './harness';
import { FIGURE_STATES_ALL, UNKNOWN_STATE, change, figure, reputationFigure, scoreMark, trend } from './samples';

const en = createFormat('en-US');

describe('webviews/format', () => {
  it('formats with the context locale and falls back for a bad tag', () => {
    assert.equal(createFormat('de-DE').int(1234.5), '1.234,5');
    assert.equal(createFormat('de-DE').pct(42), '42\u00a0%');
    assert.equal(en.pct(42), '42%');
    assert.equal(en.signed(3), '+3');
    assert.equal(en.signed(0), '0');
    assert.equal(en.range(38, 47), '38–47');
    assert.equal(createFormat('not a locale!!').int(1000), '1,000');
    assert.equal(createFormat('').int(1000), '1,000');
    assert.equal(en.date('yesterday-ish'), 'yesterday-ish');
    assert.match(en.date('2026-11-16T06:00:00Z'), /Nov 1[56], 2026/);
  });

  it('puts states in words, unknown ones as their text', () => {
    assert.equal(stateWords('too_few_answers'), 'Too few answers to measure');
    assert.equal(stateWords('awaiting_first_scan'), 'Awaiting the first scan');
    assert.equal(stateWords(UNKNOWN_STATE), 'quarantined for review');
    assert.equal(stateWords('__proto__'), '  proto  ');
    assert.equal(stateWords('constructor'), 'constructor');
    assert.equal(stateWords(null), 'Not measured');
  });
});

describe('webviews/figures: describeFigure', () => {
  it('labels a measured figure as the brief asks', () => {
    const view = describeFigure('Mentioned', figure('measured', 42, 3), 'pct', en);
    assert.equal(view.valueText, '42%');
    assert.equal(view.rangeText, '38–47');
    assert.equal(view.stateText, null);
    // The sample's change is real: outside the margin of error, so it may be coloured.
    assert.deepEqual(view.change, { text: 'up 3 points (+1 to +7), outside the margin of error', direction: 'up', significant: true, short: '▲ 3' });
    assert.equal(view.aria, 'Mentioned 42% (38–47), up 3 points (+1 to +7), outside the margin of error');
  });

  it('never shows an unmeasured figure as 0, in any state', () => {
    for (const state of [...FIGURE_STATES_ALL, UNKNOWN_STATE]) {
      const f = { ...figure(state), value: state === 'measured' || state === 'first_report' || state === 'not_comparable' ? 42 : 0 };
      const view = describeFigure('Recommended', f, 'pct', en);
      if (state === 'measured' || state === 'first_report' || state === 'not_comparable') {
        assert.equal(view.valueText, '42%', state);
      } else {
        assert.equal(view.valueText, null, state);
        assert.ok(!/\b0\b/.test(view.aria), `${state}: ${view.aria}`);
        assert.equal(view.aria, `Recommended: ${stateWords(state)}`);
      }
      if (state !== 'measured') assert.equal(view.stateText, stateWords(state), state);
    }
    assert.equal(describeFigure('Mentioned', null, 'pct', en).aria, 'Mentioned: Not measured');
    assert.equal(describeFigure('Mentioned', undefined, 'pct', en).aria, 'Mentioned: Not measured');
    assert.equal(describeFigure('Mentioned', { state: 'measured', value: null }, 'pct', en).aria, 'Mentioned: Not measured');
  });

  it('says a first report has no comparison, and an unmeasured change in words', () => {
    assert.equal(describeFigure('Mentioned', figure('first_report', 20), 'pct', en).aria, 'Mentioned 20% (16–25), first report: nothing to compare with yet');
    assert.deepEqual(describeChange(change(null, 'unmeasured'), en), { text: 'no comparable previous period', direction: 'none', significant: false, short: '' });
    assert.deepEqual(describeChange(change(-1, 'down', false), en), { text: 'down 1 point (-3 to +3), within the margin of error', direction: 'down', significant: false, short: '▼ 1' });
    assert.deepEqual(describeChange(change(0, 'flat'), en), { text: 'no change (-2 to +4)', direction: 'flat', significant: false, short: '▬' });
    assert.equal(describeChange('garbage', en), null);
  });

  it('reads reputation figures (change shape not shown) and score values', () => {
    assert.equal(describeFigure('Understood', reputationFigure('measured', 61), 'pct', en).valueText, '61%');
    assert.equal(describeFigure('Service score', figure('measured', 58), 'score', en).valueText, '58');
  });

  it('describes score marks and trend labels', () => {
    assert.equal(describeScoreMark('Score', scoreMark(), en).aria, 'Service score: 58, Strong');
    assert.equal(describeScoreMark('Perplexity score', scoreMark(), en, true).aria, 'Perplexity score: 58, Strong');
    const unmeasured = describeScoreMark('Score', scoreMark('too_few_answers'), en);
    assert.equal(unmeasured.valueText, null);
    assert.equal(unmeasured.aria, 'Service score: Too few answers to measure');
    assert.deepEqual(describeTrendLabel({ delta: 4, label: 'Up 4', state: 'up' }, en), { text: 'Up 4', direction: 'up', aria: 'Trend: Up 4 (+4)' });
    assert.equal(describeTrendLabel({ delta: -2 }, en)?.direction, 'down');
    assert.equal(describeTrendLabel({ state: 'sideways_new' }, en)?.text, 'sideways new');
    assert.equal(describeTrendLabel(null, en), null);
  });
});

function render(node: VElement | null): FakeElement {
  assert.ok(node);
  const doc = new FakeDocument();
  const el = mount(asDocument(doc), node) as unknown as FakeElement;
  assertInert(el, doc);
  return el;
}

describe('webviews/charts', () => {
  it('draws a trend with its band, a break for an unmeasured report and a titled point per measured report', () => {
    const view = describeFigure('Mentioned', figure('measured', 42), 'pct', en);
    const svg = render(trendChart(view, en));
    assert.equal(svg.getAttribute('role'), 'img');
    assert.equal(svg.getAttribute('aria-label'), 'Mentioned over 5 reports: 30% to 42%');
    assert.equal(svg.getAttribute('width'), '280');
    assert.equal(svg.children[0]!.tagName, 'title');
    assert.equal(svg.find((e) => e.getAttribute('class') === 'chart-band').length, 2, 'one band per run of measured reports');
    assert.equal(svg.find((e) => e.getAttribute('class') === 'chart-line').length, 2);
    const points = svg.find((e) => e.tagName === 'circle');
    assert.equal(points.length, 4);
    assert.match(points[0]!.textContent, /^Oct 10, 2026: 30% \(26–35\)$/);
    assert.match(points[1]!.textContent, /35% \(31–40\)$/);
    // Higher values sit higher (smaller y).
    const ys = points.map((p) => Number(p.getAttribute('cy')));
    assert.ok(ys[0]! > ys[3]!);
  });

  it('draws nothing without a measured report', () => {
    assert.equal(trendChart(describeFigure('X', figure('too_few_answers'), 'pct', en), en), null);
    assert.equal(trendChart(describeFigure('X', { trend: trend([null, null]) }, 'pct', en), en), null);
    assert.equal(sparkline(describeFigure('X', null, 'pct', en), en), null);
  });

  it('draws a sparkline and a single-point trend', () => {
    const spark = render(sparkline(describeFigure('Score', { trend: trend([50, 54, 58]) }, 'score', en), en));
    assert.equal(spark.getAttribute('aria-label'), 'Score over 3 reports: 50 to 58');
    const single = render(trendChart(describeFigure('Score', { trend: trend([50]) }, 'score', en), en));
    assert.equal(single.find((e) => e.tagName === 'circle').length, 1);
  });

  it('sizes bars with SVG attributes, clamped to 0–100', () => {
    const bar = render(hbar(42, '42%'));
    const fill = bar.find((e) => e.getAttribute('class') === 'hbar-fill')[0]!;
    assert.equal(fill.getAttribute('width'), '42');
    assert.equal(bar.getAttribute('viewBox'), '0 0 100 10');
    assert.equal(render(hbar(140, 'x')).find((e) => e.getAttribute('class') === 'hbar-fill')[0]!.getAttribute('width'), '100');
    assert.equal(render(hbar(-5, 'x')).find((e) => e.getAttribute('class') === 'hbar-fill')[0]!.getAttribute('width'), '0');
    assert.equal(render(hbar(30, 'own', true)).getAttribute('class'), 'chart hbar own');
  });
});
