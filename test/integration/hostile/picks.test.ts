// The quick picks' rows for hostile API data: the rows Open Keyword… / Open Prompt… (every page, as "Load more" and
// searching would read them), Select Brand and Filters… would show, and the row of a read that failed with hostile
// server text. Built by the pickers' own row builders (src/extension/commands/pickItems.ts) from reads made by the
// running extension: plain single lines, bounded, no `$(icon)` syntax from data.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { Paged } from '../../../src/extension/session/brandReads';
import {
  brandPickItem, filterOptionPickItem, keywordPickItem, promptPickItem, readErrorPickItem,
} from '../../../src/extension/commands/pickItems';
import { cleanUp, connect, getApi, quietDiagnostics, resetAll, startSample } from '../core/env';
import { Coverage, HIGH_QUOTA, ROUND_OFFSETS, assertNoIconSyntax, assertPlainLine, hostileFault } from './hostileEnv';

function checkRow(row: vscode.QuickPickItem, where: string, coverage: Coverage, ownIcon = false): void {
  const label = ownIcon ? row.label.replace(/^\$\(error\) /, '') : row.label;
  for (const [name, text, max] of [['label', label, 160], ['description', row.description, 200], ['detail', row.detail, 300]] as const) {
    if (text === undefined) continue;
    assertPlainLine(text, `${where}: ${name}`, max);
    assertNoIconSyntax(text, `${where}: ${name}`);
    // Rows are inert text: `$(` carries a zero-width space and `](` became `] (`; undone to find the corpus string.
    coverage.sawWithin(text.replace(/\$\u200b\(/g, '$(').replace(/\] \(/g, ']('), false);
  }
}

/** Every page of a paged read, through its cursors. */
async function allPages<T>(read: (cursor: string | undefined) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const next = await read(cursor);
    items.push(...next.items);
    if (!next.nextCursor) break;
    cursor = next.nextCursor;
  }
  return items;
}

describe('hostile: quick-pick rows', function () {
  this.timeout(300_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  const coverage = new Coverage();

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample({ quota: HIGH_QUOTA });
    await resetAll(api);
    await connect(api, sample);
  });
  after(async () => {
    sample.setFault(undefined);
    await cleanUp(api);
    await sample.close();
  });

  for (const offset of ROUND_OFFSETS) {
    it(`round at offset ${offset}: keywords, prompts, brands and filter values`, async () => {
      sample.setFault(hostileFault(offset));
      api.services.brands.invalidate();
      api.services.refresh();
      const brands = await api.services.brands.brands();
      assert.ok(brands.length >= 3);
      for (const b of brands) checkRow(brandPickItem(b, brands[0].id), 'Select Brand', coverage);
      const brandId = sample.brands.primary.id;
      const keywords = await allPages((cursor) => api.services.reads.keywords(brandId, cursor));
      assert.ok(keywords.length >= 90, `${keywords.length} keywords`);
      for (const k of keywords) checkRow(keywordPickItem(k), 'Open Keyword', coverage);
      const prompts = await allPages((cursor) => api.services.reads.prompts(brandId, cursor));
      assert.ok(prompts.length >= 70, `${prompts.length} prompts`);
      for (const p of prompts) checkRow(promptPickItem(p), 'Open Prompt', coverage);
      const menus = await api.services.reads.menus(brandId);
      const options = [menus.engines, menus.types, menus.intents, menus.segments, menus.topics].flat();
      assert.ok(options.length >= 5, `${options.length} filter values`);
      for (const o of options) checkRow(filterOptionPickItem(o), 'Filters', coverage);
    });
  }

  it('the corpus reached the rows (so the checks above saw it)', () => {
    assert.deepEqual(coverage.missing(), [], `reached ${coverage.count}`);
  });

  it('a page read that fails with hostile server text becomes a plain error row', async () => {
    const shown = new Coverage();
    for (const [offset, status] of [[0, 400], [1, 422], [40, 400], [41, 422], [80, 400]] as const) {
      sample.setFault(hostileFault(offset, { problemStatus: status }));
      const err = await api.services.reads.keywords(sample.brands.primary.id).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(err, 'the read failed');
      const row = readErrorPickItem(err);
      assert.match(row.label, /^\$\(error\) /, 'our own icon');
      checkRow(row, `error row (${status})`, shown, true);
    }
    assert.ok(shown.count >= 3, `${shown.count} corpus strings in error rows`);
  });

  it('the real pickers open on hostile data and close without an error', async () => {
    sample.setFault(hostileFault(2));
    api.services.refresh();
    await api.services.selection.setBrand(sample.brands.primary.id, undefined);
    for (const command of ['brandVisibility.openKeyword', 'brandVisibility.openPrompt', 'brandVisibility.selectBrand']) {
      const done = vscode.commands.executeCommand(command);
      await new Promise((r) => setTimeout(r, 500));
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      assert.equal(await done, undefined, `${command} resolves with nothing picked`);
    }
  });
});
