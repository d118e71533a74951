// Palette reads and item actions: Markdown previews on the brand-visibility: scheme, the PanelOpener fallback and
// hook, open URL (http/https only), copy id, reveal local file through the LocalFileResolver hook.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { PanelTarget } from '../../../src/extension/services/hooks';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { EXTENSION_ID, connect, getApi, requestsTo, resetAll, startSample, cleanUp, quietDiagnostics } from '../core/env';
import { children, labelOf, section } from './treeHelpers';

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

  it('the preview fallback renders keyword / prompt / reputation / competitors (what the commands open until a panel host registers)', async () => {
    const keywords = await children(api, await section(api, 'Tallyhawk', 'Keywords'));
    const prompts = await children(api, await section(api, 'Tallyhawk', 'Prompts'));
    const brandId = sample.brands.primary.id;
    const keywordNode = keywords[0] as unknown as { id: string };
    const promptNode = prompts[0] as unknown as { id: string };
    // With no host registered the commands themselves open these previews; a host (the panels) may be registered.
    const open = async (kind: 'keyword' | 'prompt' | 'reputation' | 'competitors', id?: string): Promise<void> => {
      if (api.services.panels.hasHost) await api.services.panels.openPreview({ kind, brandId, id });
      else if (kind === 'keyword') await vscode.commands.executeCommand('brandVisibility.openKeywordPanel', keywords[0]);
      else if (kind === 'prompt') await vscode.commands.executeCommand('brandVisibility.openPromptPanel', prompts[0]);
      else await vscode.commands.executeCommand(kind === 'reputation' ? 'brandVisibility.showReputation' : 'brandVisibility.showCompetitors');
    };
    await open('keyword', keywordNode.id);
    assert.match(lastPreview().text, /^# Keyword\\: hipaa product analytics — Tallyhawk/);
    assert.match(lastPreview().text, /## Top 10 of the latest check/);
    assert.match(lastPreview().uri.path, /^\/keyword-hipaa-product-analytics\.md$/);
    await open('prompt', promptNode.id);
    assert.match(lastPreview().text, /^# Prompt — Tallyhawk/);
    assert.match(lastPreview().text, new RegExp(labelOf(prompts[0]).slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await open('reputation');
    assert.match(lastPreview().text, /^# Reputation — Tallyhawk/);
    await open('competitors');
    assert.match(lastPreview().text, /^# Competitors — Tallyhawk/);
    assert.match(lastPreview().text, /not asked about/);
  });

  it('a registered PanelOpener receives the panels instead of the preview', async () => {
    const opened: PanelTarget[] = [];
    const hadHost = api.services.panels.hasHost;
    const registration = api.services.panels.register({ open: async (t) => void opened.push(t) });
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
    assert.equal(api.services.panels.hasHost, hadHost, 'disposing the registration restores what was there (the host or the fallback)');
  });

  it('Open in Browser refuses anything but http(s); Copy Id copies the id', async () => {
    assert.equal(await vscode.commands.executeCommand('brandVisibility.openUrl', { url: 'javascript:alert(1)' }), false);
    assert.equal(await vscode.commands.executeCommand('brandVisibility.openUrl', { url: 'command:workbench.action.quit' }), false);
    await vscode.commands.executeCommand('brandVisibility.copyId', { id: 'abc-123' });
    assert.equal(await vscode.env.clipboard.readText(), 'abc-123');
  });

  it('Reveal Local Source File says the mapping is not available, then uses a registered resolver', async () => {
    const pages = await children(api, await section(api, 'Tallyhawk', 'Owned pages'));
    // The site diagnostics register their resolver at activation once they are built in; before, there is none.
    if (!api.services.localFiles.current) {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.revealLocalFile', pages[0]), false);
    }
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const file = vscode.Uri.file(join(root, 'test/fixtures/sample-site/README.md'));
    const asked: Array<{ brandId: string; url: string }> = [];
    const registration = api.services.localFiles.register({
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
