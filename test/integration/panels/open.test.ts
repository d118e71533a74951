// Opening the four panels from their commands and from their tree items: each gets its read as a `state` in the real
// webview (which then reports its first paint), a second open reveals the same panel, and the title is plain text.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';
import { getApi, startSample, waitFor } from '../core/env';
import { children, childByLabel, section } from '../tree/treeHelpers';
import { closeAllPanels, freshStart, hostOf, manager, reads, stateOf } from './panelHelpers';

describe('panels: open from commands and tree items', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
  });
  after(async () => {
    await closeAllPanels(api);
    await sample.close();
  });
  beforeEach(async () => {
    await freshStart(api, sample);
  });

  it('registers a serializer per view type', () => {
    const m = manager(api);
    assert.deepEqual(Object.keys(m.serializers).sort(), ['competitors', 'keyword', 'prompt', 'reputation']);
  });

  it('loads a strict CSP with a fresh nonce, only its bundle and stylesheet, and never the key or the base URL', async () => {
    await vscode.commands.executeCommand('brandVisibility.showReputation');
    const host = await hostOf(api, 'reputation', brandId);
    await stateOf(host);
    const webview = host.panel.webview;
    const html = webview.html;
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(html)?.[1];
    assert.ok(nonce, 'a nonce in the CSP');
    const csp = `default-src 'none'; style-src ${webview.cspSource}; script-src 'nonce-${nonce}'; img-src ${webview.cspSource}; font-src ${webview.cspSource}`;
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${csp}">`), html);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.equal(scripts.length, 1);
    assert.ok(scripts[0].includes(`nonce="${nonce}"`) && /dist\/webviews\/reputation\.js/.test(scripts[0]), scripts[0]);
    assert.match(html, /<link rel="stylesheet" href="[^"]*media\/webview\.css">/);
    assert.match(html, /<div id="app"><\/div>/);
    const root = api.services.context.extensionUri;
    assert.deepEqual(
      webview.options.localResourceRoots?.map((u) => u.toString()),
      [vscode.Uri.joinPath(root, 'dist', 'webviews').toString(), vscode.Uri.joinPath(root, 'media').toString()],
    );
    assert.equal(webview.options.enableScripts, true);
    assert.equal(webview.options.enableCommandUris, false);
    assert.equal(host.panel.options.enableFindWidget, true);
    assert.equal(host.panel.options.retainContextWhenHidden, false);
    const everything = html + JSON.stringify(host.posted);
    assert.ok(!everything.includes(sample.keys.member), 'no key');
    assert.ok(!everything.includes(sample.url), 'no base URL');
    // Another load (the panel of another brand) gets another nonce.
    await vscode.commands.executeCommand('brandVisibility.showReputation', { brandId: sample.brands.secondary.id });
    const other = await hostOf(api, 'reputation', sample.brands.secondary.id);
    assert.ok(!other.panel.webview.html.includes(nonce));
  });

  it('keyword: from its tree item, with the read as state, the title and the first-paint metric', async () => {
    const rows = await children(api, await section(api, 'Tallyhawk', 'Keywords'));
    const item = rows[0].getTreeItem();
    assert.equal(item.command?.command, 'brandVisibility.openKeywordPanel');
    const keywordId = (rows[0] as TreeNode & { id: string }).id;
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand(item.command!.command, ...(item.command!.arguments ?? []));
    const host = await hostOf(api, 'keyword', brandId, keywordId);
    const state = await stateOf<'keyword'>(host);
    assert.equal(state.data.id, keywordId);
    assert.equal(state.data.text, 'hipaa product analytics');
    assert.equal(state.context.brandName, 'Tallyhawk');
    assert.equal(state.context.period, '1w');
    assert.deepEqual(state.context.filters, {});
    assert.equal(state.context.pinnedScan, null);
    assert.equal(host.panel.title, 'Keyword: hipaa product analytics');
    assert.equal(host.panel.viewType, 'brandVisibility.keywordPanel');
    assert.deepEqual(reads(sample, `/keywords/${keywordId}`).map((r) => r.query.period), ['1w']);
    await waitFor(() => host.lastMetrics !== undefined, 'the webview reported its first paint', 30_000);
    assert.ok(host.lastMetrics!.firstPaintMs >= 0);
    assert.ok(manager(api).metrics.some((m) => m.kind === 'keyword'));
  });

  it('keyword: from the Open Keyword command with an item, and a second open reveals the same panel', async () => {
    const rows = await children(api, await section(api, 'Tallyhawk', 'Keywords'));
    const keywordId = (rows[1] as TreeNode & { id: string }).id;
    await vscode.commands.executeCommand('brandVisibility.openKeyword', { brandId, id: keywordId });
    const host = await hostOf(api, 'keyword', brandId, keywordId);
    await stateOf(host);
    await vscode.commands.executeCommand('brandVisibility.showCompetitors');
    const competitors = await hostOf(api, 'competitors', brandId);
    await waitFor(() => competitors.panel.active && !host.panel.visible, 'competitors on top');
    const readsBefore = host.reads;
    await vscode.commands.executeCommand('brandVisibility.openKeyword', { brandId, id: keywordId });
    await waitFor(() => host.panel.active, 'the same keyword panel revealed');
    assert.equal(manager(api).panels.filter((p) => p.kind === 'keyword').length, 1, 'no second keyword panel');
    assert.equal(manager(api).find('keyword', brandId, keywordId), host);
    // Shown again, the page reloads (no retained context) and gets the state it had, without a new read.
    await waitFor(() => host.posted.filter((m) => m.type === 'state').length >= 2, 'state re-posted to the reloaded page', 30_000);
    assert.equal(host.reads, readsBefore);
  });

  it('prompt: from its tree item and from Open Prompt', async () => {
    const rows = await children(api, await section(api, 'Tallyhawk', 'Prompts'));
    const item = rows[0].getTreeItem();
    assert.equal(item.command?.command, 'brandVisibility.openPromptPanel');
    const promptId = (rows[0] as TreeNode & { id: string }).id;
    await vscode.commands.executeCommand(item.command!.command, ...(item.command!.arguments ?? []));
    const host = await hostOf(api, 'prompt', brandId, promptId);
    const state = await stateOf<'prompt'>(host);
    assert.equal(state.data.id, promptId);
    assert.match(host.panel.title, /^Prompt: \S/);
    assert.ok(host.panel.title.length <= 'Prompt: '.length + 50);
    assert.ok(state.context.menus?.engines?.some((e) => e.value === 'openai' && e.label === 'ChatGPT'), 'engine menu from the host');
    const other = (rows[1] as TreeNode & { id: string }).id;
    await vscode.commands.executeCommand('brandVisibility.openPrompt', { brandId, id: other });
    const second = await hostOf(api, 'prompt', brandId, other);
    assert.equal((await stateOf<'prompt'>(second)).data.id, other);
    assert.equal(manager(api).panels.filter((p) => p.kind === 'prompt').length, 2, 'one panel per prompt');
  });

  it('reputation: from Show Reputation and from the brand item; the read takes the period', async () => {
    await vscode.commands.executeCommand('brandVisibility.showReputation');
    const host = await hostOf(api, 'reputation', brandId);
    const state = await stateOf<'reputation'>(host);
    assert.equal(host.panel.title, 'Reputation: Tallyhawk');
    assert.ok(Array.isArray(state.data.negative_prompts));
    assert.deepEqual(reads(sample, '/reputation').map((r) => r.query), [{ period: '1w' }]);
    const brandNode = await childByLabel(api, undefined, 'Tallyhawk');
    await vscode.commands.executeCommand('brandVisibility.showReputation', brandNode);
    assert.equal(manager(api).panels.filter((p) => p.kind === 'reputation').length, 1, 'the brand item reveals the same panel');
    assert.equal(reads(sample, '/reputation').length, 1);
  });

  it('competitors: from the Competitors section item and Show Competitors, with page and menus', async () => {
    const node = await section(api, 'Tallyhawk', 'Competitors');
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.showCompetitors', node);
    const host = await hostOf(api, 'competitors', brandId);
    const state = await stateOf<'competitors'>(host);
    assert.equal(host.panel.title, 'Competitors: Tallyhawk');
    assert.ok(state.data.page?.leaderboard, 'with_page answered the leaderboard');
    assert.ok(state.data.menus, 'with_menus answered the menus');
    const [first] = reads(sample, '/competitors');
    assert.deepEqual(first.query, { period: '1w', with_page: 'true', with_menus: 'true', limit: '20' });
    await vscode.commands.executeCommand('brandVisibility.showCompetitors');
    assert.equal(manager(api).panels.filter((p) => p.kind === 'competitors').length, 1);
  });

  it('a brand before its first scan: the state says so (data_as_of null), other brands get their own panel', async () => {
    const empty = sample.brands.empty;
    await vscode.commands.executeCommand('brandVisibility.showReputation', { brandId: empty.id });
    const host = await hostOf(api, 'reputation', empty.id);
    const state = await stateOf<'reputation'>(host);
    assert.equal(state.data.meta.data_as_of, null);
    assert.equal(host.panel.title, 'Reputation: Fernbrook Studio');
    assert.equal(manager(api).panels.length, 1);
  });
});
