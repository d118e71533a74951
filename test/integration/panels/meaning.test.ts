// Links between related things and first use, through the panel host (issue 13): a competitor's name opens the
// competitors panel on that brand, your own top-10 result opens its source file or its Owned pages row, the brief
// and the CSV say what they were read for, and a panel without a key offers a "Set API Key" button that runs it.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { Keyword } from '../../../src/shared/api/schemas';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { HostMessage } from '../../../src/shared/protocol';
import { EXTENSION_ID, getApi, startSample, useLocalFiles, waitFor } from '../core/env';
import { closeAllPanels, freshStart, hostOf, manager, request, stateOf } from './panelHelpers';

describe('panels: links between related things, and first use', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;
  let env: vscode.Disposable | undefined;
  const commands: Array<{ command: string; args: unknown[] }> = [];
  const clipboard: string[] = [];
  let commandResult: unknown = true;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
    env = manager(api).useEnvironment({
      writeClipboard: async (text) => void clipboard.push(text),
      executeCommand: async (command, ...args) => {
        commands.push({ command, args });
        return commandResult;
      },
    });
  });
  after(async () => {
    env?.dispose();
    await closeAllPanels(api);
    await sample.close();
  });
  beforeEach(async () => {
    await freshStart(api, sample);
    commands.length = 0;
    clipboard.length = 0;
    commandResult = true;
  });

  async function keywordWithOwnResult(): Promise<{ id: string; url: string }> {
    const list = await api.services.reads.keywords(brandId);
    for (const k of list.items) {
      const read = (await api.services.reads.keyword(brandId, k.id)) as Keyword;
      const own = read.results?.find((r) => r.owner === 'own');
      if (own) return { id: k.id, url: own.url };
    }
    throw new Error('no keyword of the first page has your own page in its top 10');
  }

  it("a competitor's name in the prompt panel opens the competitors panel with that brand's row focused", async () => {
    const prompt = (await api.services.reads.prompts(brandId)).items[0]!;
    await vscode.commands.executeCommand('brandVisibility.openPromptPanel', { brandId, id: prompt.id });
    const host = await hostOf(api, 'prompt', brandId, prompt.id);
    const state = await stateOf<'prompt'>(host);
    const rival = state.data.competitors?.find((c) => c.is_you !== true && c.domain);
    assert.ok(rival, 'the prompt names a rival');
    const response = await request(host, 'openPanel', { panel: 'competitors', focus: rival.domain });
    assert.equal(response.ok, true);
    const competitors = await hostOf(api, 'competitors', brandId);
    const focused = await stateOf<'competitors'>(competitors, (s) => s.context.focus === rival.domain, 'focused on the rival');
    assert.ok(focused.data.competitors.some((c) => c.domain === rival.domain));
    // A second link to another brand re-marks the open panel, without a new read.
    const reads = competitors.reads;
    const other = focused.data.competitors.find((c) => c.domain !== rival.domain)!;
    await request(competitors, 'openPanel', { panel: 'competitors', focus: other.domain });
    await stateOf<'competitors'>(competitors, (s) => s.context.focus === other.domain, 'focused on the other brand');
    assert.equal(competitors.reads, reads, 'marking a row reads nothing');
  });

  it('your own top-10 result opens its source file, or its row among Owned pages; a page with no source says so', async () => {
    const { id, url } = await keywordWithOwnResult();
    await vscode.commands.executeCommand('brandVisibility.openKeywordPanel', { brandId, id });
    const host = await hostOf(api, 'keyword', brandId, id);
    await stateOf(host);
    assert.equal((await request(host, 'openOwnedPage', { url, show: 'source' })).ok, true);
    assert.deepEqual(commands.at(-1), { command: 'brandVisibility.openPageSource', args: [{ brandId, url }] });
    assert.equal((await request(host, 'openOwnedPage', { url, show: 'page' })).ok, true);
    assert.deepEqual(commands.at(-1), { command: 'brandVisibility.revealOwnedPage', args: [{ brandId, url }] });
    commandResult = false;
    const missing = await request(host, 'openOwnedPage', { url, show: 'source' });
    assert.equal(missing.ok, false);
    assert.match((missing as Extract<HostMessage, { ok: false }>).error.message, /No local source file/);
  });

  it('the source-file command opens the file the site produces the page from', async () => {
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const file = vscode.Uri.file(join(root, 'test/fixtures/sample-site/src/pages/pricing.astro'));
    const registration = useLocalFiles(api, { resolve: async () => ({ uri: file }) });
    try {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.openPageSource', { brandId, url: 'https://tallyhawk.io/pricing' }), true);
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, file.fsPath);
    } finally {
      registration.dispose();
    }
    const none = useLocalFiles(api, { resolve: async () => undefined });
    try {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.openPageSource', { brandId, url: 'https://tallyhawk.io/nowhere' }), false, 'quietly false: the panel says it');
    } finally {
      none.dispose();
    }
  });

  it('a panel without a key says so with a "Set API Key" button; the button runs the command', async () => {
    await vscode.commands.executeCommand('brandVisibility.showReputation');
    const host = await hostOf(api, 'reputation', brandId);
    await stateOf(host);
    await api.services.keys.clear();
    await waitFor(() => host.posted.some((m) => m.type === 'error'), 'the panel shows an error', 15_000);
    const error = [...host.posted].reverse().find((m): m is Extract<HostMessage, { type: 'error' }> => m.type === 'error')!;
    assert.equal(error.action, 'setApiKey');
    assert.equal((await request(host, 'fixConnection', { action: 'setApiKey' })).ok, true);
    assert.deepEqual(commands.at(-1), { command: 'brandVisibility.setApiKey', args: [] });
  });
});
