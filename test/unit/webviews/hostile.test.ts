// Every hostile string, put into every string field of every panel's data (ids, URLs, states, enum values included)
// and into the context, must come out as inert text: allowed elements and attributes only, no navigation, links
// clickable only for http(s), and the panel still renders.
import * as assert from 'node:assert/strict';
import { competitorsView } from '../../../src/webviews/competitors/view';
import { keywordView } from '../../../src/webviews/keyword/view';
import { promptView } from '../../../src/webviews/prompt/view';
import { reputationView } from '../../../src/webviews/reputation/view';
import { toCsv } from '../../../src/webviews/shared/csv';
import { shownText } from '../../../src/webviews/shared/dom';
import type { PanelView } from '../../../src/webviews/shared/panel';
import type { PanelDataMap, PanelKind } from '../../../src/shared/protocol';
import { tableCsvRows, type TableModel } from '../../../src/webviews/shared/table';
import { assertInert, clickEverything, renderToFake } from './harness';
import { HOSTILE_STRINGS } from './hostileStrings';
import { withEveryString } from './mutate';
import { competitorsSample, context, keywordSample, promptSample, reputationSample } from './samples';

const PANELS: { [P in PanelKind]: [PanelView<P>, () => PanelDataMap[P]] } = {
  keyword: [keywordView, keywordSample],
  reputation: [reputationView, reputationSample],
  competitors: [competitorsView, competitorsSample],
  prompt: [promptView, promptSample],
};

function check<P extends PanelKind>(panel: P, name: string, value: string): void {
  const [view, sample] = PANELS[panel];
  const data = withEveryString(sample(), value);
  const hostileContext = context({
    brandName: value,
    filters: { engine: value, intent: value },
    menus: { engines: [{ label: value, value }] },
    pinnedScan: { id: value, completedAt: value },
  });
  const { root, doc, actions } = renderToFake(view, data, hostileContext);
  assertInert(root, doc);
  if (value.trim() !== '') assert.ok(root.textContent.includes(shownText(value)), `${panel}/${name}: shown as text`);

  const calls = clickEverything(root, actions);
  for (const [action, ...args] of calls) {
    if (action === 'openExternal') {
      assert.match(String(args[0]), /^https?:\/\//, `${panel}/${name}: opens only http(s)`);
      assert.ok(/^https?:\/\//.test(value), `${panel}/${name}: a link only exists when the data is an http(s) URL`);
    }
    if (action === 'exportCsv') {
      const csv = toCsv(tableCsvRows(args[0] as TableModel));
      for (const line of csv.split('\r\n')) assert.ok(!/(^|,)[=+\-@]/.test(line), `${panel}/${name}: formula in "${line.slice(0, 60)}"`);
    }
  }
}

describe('webviews/hostile strings: every panel renders them as inert text', () => {
  it('has a corpus of at least 50 strings, including a 100 KB one', () => {
    assert.ok(HOSTILE_STRINGS.length >= 50);
    assert.ok(HOSTILE_STRINGS.some((s) => s.value.length >= 100 * 1024));
  });

  for (const panel of Object.keys(PANELS) as PanelKind[]) {
    it(`${panel}: every field, every string`, () => {
      for (const { name, value } of HOSTILE_STRINGS) check(panel, name, value);
    });
  }
});
