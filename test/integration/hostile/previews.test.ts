// The Markdown previews fed the hostile corpus: the four preview commands (cited pages, segments, brand settings,
// conversations) run by the extension on hostile reads. Every document escapes all data, and VS Code's own Markdown
// engine — with the preview's HTML and linkify settings — produces no link, image or tag from it. (Keyword, prompt,
// reputation and competitors open as panels; their "Copy as Markdown" brief meets the corpus in
// test/unit/webviews/markdown.test.ts.)
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, connect, getApi, quietDiagnostics, resetAll, startSample } from '../core/env';
import { Coverage, HIGH_QUOTA, ROUND_OFFSETS, assertInertMarkdown, hostileFault } from './hostileEnv';

const PREVIEW_COMMANDS = ['brandVisibility.showCitedPages', 'brandVisibility.showSegments', 'brandVisibility.showBrandSettings', 'brandVisibility.showConversations'];
/** A preview is a document, not a 100 KB wall: bounded like the rest (cited pages list up to a page of 100 rows). */
const PREVIEW_MAX = 400_000;

describe('hostile: Markdown previews', function () {
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
    await api.services.selection.setBrand(sample.brands.primary.id, undefined);
  });
  after(async () => {
    sample.setFault(undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await cleanUp(api);
    await sample.close();
  });

  for (const offset of ROUND_OFFSETS) {
    it(`round at offset ${offset}: the preview commands' documents`, async () => {
      sample.setFault(hostileFault(offset));
      api.services.brands.invalidate();
      api.services.refresh();
      // The heading names the brand: the hostile name, as the brand list now reads it.
      await api.services.brands.brands();
      for (const command of PREVIEW_COMMANDS) {
        const uri = await vscode.commands.executeCommand<vscode.Uri | undefined>(command);
        assert.ok(uri, `${command} opened a preview`);
        const text = api.services.previews.textOf(uri);
        assert.ok(text, `${command}: the preview's text`);
        await assertInertMarkdown(text, `${command} @${offset}`, PREVIEW_MAX);
        coverage.sawWithin(text, true);
      }
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });
  }

  it('the corpus reached the previews (so the checks above saw it)', () => {
    assert.deepEqual(coverage.missing(), [], `reached ${coverage.count}`);
  });
});
