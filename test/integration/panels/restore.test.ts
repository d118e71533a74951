// After a window reload VS Code hands each panel's saved webview state ({panel, id}) to the serializer of its view
// type. Called here directly with a fresh WebviewPanel: the panel comes back with its data, and one whose saved
// keyword no longer resolves (404) is closed with a message. Saved state is untrusted too.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { PanelKind } from '../../../src/shared/protocol';
import { getApi, startSample, waitFor } from '../core/env';
import { closeAllPanels, freshStart, hostOf, manager, reads, stateOf } from './panelHelpers';

const VIEW_TYPES: Record<PanelKind, string> = {
  keyword: 'brandVisibility.keywordPanel',
  prompt: 'brandVisibility.promptPanel',
  reputation: 'brandVisibility.reputationPanel',
  competitors: 'brandVisibility.competitorsPanel',
};

function freshPanel(kind: PanelKind): vscode.WebviewPanel {
  return vscode.window.createWebviewPanel(VIEW_TYPES[kind], 'Restoring…', vscode.ViewColumn.Active, { enableScripts: true, enableFindWidget: true });
}

function disposed(panel: vscode.WebviewPanel): Promise<void> {
  return new Promise((resolve) => panel.onDidDispose(() => resolve()));
}

describe('panels: restore after a window reload (serializers)', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;
  let env: vscode.Disposable | undefined;
  const warnings: string[] = [];

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
    env = manager(api).useEnvironment({ notify: (level, message) => void (level === 'warning' && warnings.push(message)) });
  });
  after(async () => {
    env?.dispose();
    await closeAllPanels(api);
    await sample.close();
  });
  beforeEach(async () => {
    await freshStart(api, sample);
    warnings.length = 0;
  });

  it('a keyword panel comes back with its data and title, through the saved {panel, id}', async () => {
    const list = await api.services.reads.keywords(brandId);
    const keyword = list.items[2];
    await vscode.commands.executeCommand('brandVisibility.openKeyword', { brandId, id: keyword.id });
    const original = await hostOf(api, 'keyword', brandId, keyword.id);
    await stateOf(original);
    original.panel.dispose();
    await waitFor(() => manager(api).find('keyword', brandId, keyword.id) === undefined, 'closed');

    const panel = freshPanel('keyword');
    sample.requestLog.length = 0;
    await manager(api).serializers.keyword.deserializeWebviewPanel(panel, { panel: 'keyword', id: keyword.id });
    const restored = await hostOf(api, 'keyword', brandId, keyword.id);
    assert.equal(restored.panel, panel, 'the panel VS Code handed over is the one hosted');
    const state = await stateOf<'keyword'>(restored);
    assert.equal(state.data.id, keyword.id);
    assert.equal(panel.title, `Keyword: ${keyword.text}`);
    assert.equal(reads(sample, `/keywords/${keyword.id}`).length, 1);
    assert.equal(panel.webview.options.enableScripts, true);
    assert.equal(panel.webview.options.localResourceRoots?.length, 2);
  });

  it('a reputation panel (no id saved) comes back for the brand it showed', async () => {
    const other = sample.brands.secondary;
    await vscode.commands.executeCommand('brandVisibility.showReputation', { brandId: other.id });
    const original = await hostOf(api, 'reputation', other.id);
    await stateOf(original);
    original.panel.dispose();
    await waitFor(() => manager(api).panels.length === 0, 'closed');
    const panel = freshPanel('reputation');
    await manager(api).serializers.reputation.deserializeWebviewPanel(panel, { panel: 'reputation', id: null });
    const restored = await hostOf(api, 'reputation', other.id);
    await stateOf(restored);
    assert.equal(panel.title, 'Reputation: Kestrel Pay');
  });

  it('a saved keyword that no longer resolves (404) closes its panel with a message', async () => {
    const panel = freshPanel('keyword');
    const gone = disposed(panel);
    const missing = '6a0f3a4e-0000-4000-8000-00000000dead';
    await manager(api).serializers.keyword.deserializeWebviewPanel(panel, { panel: 'keyword', id: missing });
    await gone;
    assert.equal(manager(api).find('keyword', brandId, missing), undefined);
    assert.equal(reads(sample, `/keywords/${missing}`).at(-1)?.status, 404);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /keyword .*no longer exists/);
  });

  it('a restore before the key is set waits, says what to do, and reads once the key is there', async () => {
    await api.services.keys.clear();
    await waitFor(() => api.services.connection.state === 'missing', 'no key');
    const panel = freshPanel('competitors');
    await manager(api).serializers.competitors.deserializeWebviewPanel(panel, undefined);
    // No id is saved for a brand panel: it comes back for the brand most recently shown in one.
    await waitFor(() => manager(api).panels.some((p) => p.kind === 'competitors'), 'competitors panel hosted');
    const host = manager(api).panels.find((p) => p.kind === 'competitors')!;
    await waitFor(() => host.posted.some((m) => m.type === 'error' && /No API key/.test(m.message)), 'error posted', 30_000);
    assert.equal(panel.visible, true, 'kept open: the brand may well exist');
    await vscode.commands.executeCommand('brandVisibility.setApiKey', sample.keys.member);
    await stateOf(host);
  });

  it('saved state the extension never writes is refused: the panel closes, nothing is read', async () => {
    for (const [kind, state] of [
      ['keyword', { panel: 'keyword', id: '../../settings' }],
      ['keyword', { panel: 'prompt', id: '6a0f3a4e-0000-4000-8000-000000000001' }],
      ['prompt', { panel: 'prompt', id: null }],
      ['competitors', 'competitors'],
    ] as const) {
      const panel = freshPanel(kind);
      const gone = disposed(panel);
      await manager(api).serializers[kind].deserializeWebviewPanel(panel, state);
      await gone;
    }
    assert.deepEqual(sample.requestLog.filter((r) => r.path !== '/v1/brands'), []);
    assert.equal(manager(api).panels.length, 0);
  });
});
