// Palette reads and item actions: Markdown previews on the brand-visibility: scheme, the panel commands, open URL
// (http/https only), copy id, reveal local file through the site's LocalFileResolver.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { PanelTarget } from '../../../src/shared/panels/index';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { EXTENSION_ID, connect, getApi, recordPanelOpens, requestsTo, resetAll, startSample, cleanUp, quietDiagnostics, useLocalFiles } from '../core/env';
import { children, section } from './treeHelpers';

describe('tree: palette reads and item actions', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
    await resetAll(api);
    await connect(api, sample);
    await api.services.selection.setBrand(sample.brands.primary.id, sample.brands.primary.name);
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await cleanUp(api);
    await sample.close();
  });

  function lastPreview(): { uri: vscode.Uri; text: string } {
    const all = api.previewTexts();
    assert.ok(all.length > 0, 'a preview was opened');
    return all[all.length - 1];
  }

  for (const [command, heading, path] of [
    ['brandVisibility.showCitedPages', '# Cited pages — Tallyhawk', '/cited-pages'],
    ['brandVisibility.showSegments', '# Segments — Tallyhawk', '/segments'],
    ['brandVisibility.showBrandSettings', '# Brand settings — Tallyhawk', '/settings'],
    ['brandVisibility.showConversations', '# Conversations — Tallyhawk', '/conversations'],
  ] as const) {
    it(`${command} opens a read-only Markdown preview of ${path}`, async () => {
      sample.requestLog.length = 0;
      await vscode.commands.executeCommand(command);
      const preview = lastPreview();
      assert.equal(preview.uri.scheme, 'brand-visibility');
      assert.ok(preview.text.startsWith(heading), preview.text.slice(0, 80));
      assert.equal(requestsTo(sample, path).length, 1);
      const doc = await vscode.workspace.openTextDocument(preview.uri);
      assert.equal(doc.languageId, 'markdown');
      assert.equal(doc.getText(), preview.text);
    });
  }

  it('the cited pages preview is a table with escaped cells and says how many rows it shows', async () => {
    await vscode.commands.executeCommand('brandVisibility.showCitedPages');
    const { text } = lastPreview();
    assert.match(text, /\| Page \| Domain \| Owner \| Citations \| Prompts \| URL \|/);
    assert.match(text, /20 of 52 shown\\\./);
    assert.match(text, /https\\:\\\/\\\/\S+/, 'URLs are escaped text, not links');
  });

  it('the panel commands open panels, not previews', async () => {
    const opened: PanelTarget[] = [];
    const registration = recordPanelOpens(api, opened);
    const before = api.previewTexts().length;
    try {
      await vscode.commands.executeCommand('brandVisibility.showReputation');
      await vscode.commands.executeCommand('brandVisibility.openKeywordPanel', { brandId: sample.brands.primary.id, id: '11111111-1111-4111-8111-111111111111' });
    } finally {
      registration.dispose();
    }
    assert.deepEqual(opened, [
      { kind: 'reputation', brandId: sample.brands.primary.id, id: undefined, title: undefined },
      { kind: 'keyword', brandId: sample.brands.primary.id, id: '11111111-1111-4111-8111-111111111111', title: undefined },
    ]);
    assert.equal(api.previewTexts().length, before);
  });

  it('brandVisibility.openPanel opens any registered panel kind from a tree row (no command of its own needed)', async () => {
    const opened: PanelTarget[] = [];
    const registration = recordPanelOpens(api, opened);
    const brandId = sample.brands.primary.id;
    const keywordId = '11111111-1111-4111-8111-111111111111';
    try {
      await vscode.commands.executeCommand('brandVisibility.openPanel', { kind: 'keyword', brandId, id: keywordId, title: 'crm\u202e' });
      await vscode.commands.executeCommand('brandVisibility.openPanel', { kind: 'competitors', brandId, id: keywordId });
      await vscode.commands.executeCommand('brandVisibility.openPanel', { kind: 'nothing', brandId });
    } finally {
      registration.dispose();
    }
    assert.deepEqual(opened, [
      { kind: 'keyword', brandId, id: keywordId, title: 'crm' },
      { kind: 'competitors', brandId, id: undefined, title: undefined },
    ]);
  });

  it('Open in Browser refuses anything but http(s); Copy Id copies the id', async () => {
    assert.equal(await vscode.commands.executeCommand('brandVisibility.openUrl', { url: 'javascript:alert(1)' }), false);
    assert.equal(await vscode.commands.executeCommand('brandVisibility.openUrl', { url: 'command:workbench.action.quit' }), false);
    await vscode.commands.executeCommand('brandVisibility.copyId', { id: 'abc-123' });
    assert.equal(await vscode.env.clipboard.readText(), 'abc-123');
  });

  it('Reveal Local Source File says the mapping is not available, then uses a registered resolver', async () => {
    const pages = await children(api, await section(api, 'Tallyhawk', 'Owned pages'));
    // In a trusted workspace the site diagnostics provide the mapping; without them there is none.
    if (!api.services.localFiles) {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.revealLocalFile', pages[0]), false);
    }
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const file = vscode.Uri.file(join(root, 'test/fixtures/sample-site/README.md'));
    const asked: Array<{ brandId: string; url: string }> = [];
    const registration = useLocalFiles(api, {
      resolve: async (request) => {
        asked.push(request);
        return { uri: file, reason: 'test mapping' };
      },
    });
    try {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.revealLocalFile', pages[0]), true);
      assert.equal(asked[0].brandId, sample.brands.primary.id);
      assert.match(asked[0].url, /^https:\/\//);
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, file.fsPath);
    } finally {
      registration.dispose();
    }
  });
});
