// The webview's requests, sent through the host's own message handler: filters re-read with exactly the query the
// reference names, "load more" pages, links, copy, CSV export, in-panel links to other panels, and hostile messages
// that are dropped without a request, a response or a side effect.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { Competitors, Reputation } from '../../../src/shared/api/schemas';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { WebviewMessage } from '../../../src/shared/protocol';
import { getApi, sleep, startSample, waitFor } from '../core/env';
import { closeAllPanels, freshStart, hostOf, manager, postedTypesSince, reads, request, stateOf } from './panelHelpers';

describe('panels: webview requests through the host', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;
  let env: vscode.Disposable | undefined;
  const opened: string[] = [];
  const clipboard: string[] = [];
  const notices: string[] = [];
  let saveTarget: vscode.Uri | undefined;
  let saveDefault: vscode.Uri | undefined;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
    env = manager(api).useEnvironment({
      openExternal: async (uri) => {
        opened.push(uri.toString(true));
        return true;
      },
      writeClipboard: async (text) => void clipboard.push(text),
      showSaveDialog: async (options) => {
        saveDefault = options.defaultUri;
        return saveTarget;
      },
      notify: (_level, message) => void notices.push(message),
    });
  });
  after(async () => {
    env?.dispose();
    await closeAllPanels(api);
    await sample.close();
  });
  beforeEach(async () => {
    await freshStart(api, sample);
    opened.length = 0;
    clipboard.length = 0;
  });

  async function openReputation(): Promise<PanelHost> {
    await vscode.commands.executeCommand('brandVisibility.showReputation');
    const host = await hostOf(api, 'reputation', brandId);
    await stateOf(host);
    return host;
  }

  it('setFilters: loading, then the new state, then the answer; the read sends the period, the filters and the pin', async () => {
    const host = await openReputation();
    const pin = reads(sample, '/reputation')[0];
    assert.deepEqual(pin.query, { period: '1w' });
    const asOf = api.services.sessions.pinOf(brandId)?.id;
    assert.ok(asOf, 'the first read pinned the session');
    const from = host.posted.length;
    const response = await request(host, 'setFilters', { period: '4w', filters: { engine: 'openai', intent: 'comparison' } });
    assert.equal(response.ok, true);
    assert.deepEqual(postedTypesSince(host, from), ['loading', 'state', `response#${response.id}`]);
    const last = reads(sample, '/reputation').at(-1)!;
    assert.deepEqual(last.query, { engine: 'openai', intent: 'comparison', as_of: asOf, period: '4w' });
    assert.deepEqual(last.ignored, [], 'only names the reference gives');
    const state = host.lastState!;
    assert.equal(state.context.period, '4w');
    assert.deepEqual(state.context.filters, { engine: 'openai', intent: 'comparison' });
    // Clearing one filter keeps the other.
    await request(host, 'setFilters', { filters: { engine: null } });
    assert.deepEqual(reads(sample, '/reputation').at(-1)!.query, { intent: 'comparison', as_of: asOf, period: '4w' });
    assert.equal(api.services.selection.period, '1w', "a panel's own filters leave the tree's selection alone");
  });

  it('setFilters with a value the API would refuse is answered with an error and reads nothing', async () => {
    const host = await openReputation();
    let before = sample.requestLog.length;
    for (const filters of [{ engine: '<script>alert(1)</script>' }, { topic: 'not-a-uuid' }, { segment: 'x'.repeat(250) }]) {
      const response = await request(host, 'setFilters', { filters });
      assert.ok(!response.ok && /not applied/.test(response.error.message), JSON.stringify(response));
    }
    assert.equal(sample.requestLog.length, before, 'nothing read');
    assert.equal(host.currentQuery.filters.engine, undefined);
    const keyword = await openKeyword();
    before = sample.requestLog.length;
    const refused = await request(keyword, 'setFilters', { filters: { engine: 'openai' } });
    assert.equal(refused.ok, false, 'the keyword read takes no engine filter');
    assert.equal(sample.requestLog.length, before, 'nothing read');
  });

  async function openKeyword(): Promise<PanelHost> {
    const list = await api.services.reads.keywords(brandId);
    const id = list.items[0].id;
    await vscode.commands.executeCommand('brandVisibility.openKeyword', { brandId, id });
    const host = await hostOf(api, 'keyword', brandId, id);
    await stateOf(host);
    return host;
  }

  it('loadMore on reputation pages the negative prompts with prompts_offset and list_limit, pinned', async () => {
    const host = await openReputation();
    const first = host.lastState!.data as Reputation;
    assert.equal(first.negative_prompts.length, 10);
    assert.ok(first.negative_prompts_total > 10);
    const response = await request(host, 'loadMore', { list: 'negative_prompts', offset: 10, limit: 10 });
    assert.ok(response.ok);
    const page = response.result as Reputation;
    assert.equal(page.negative_prompts.length, 10);
    assert.notDeepEqual(page.negative_prompts.map((p) => p.prompt_uid), first.negative_prompts.map((p) => p.prompt_uid));
    const query = reads(sample, '/reputation').at(-1)!.query;
    assert.deepEqual(query, { as_of: api.services.sessions.pinOf(brandId)!.id, period: '1w', list_limit: '10', prompts_offset: '10' });
    const sources = await request(host, 'loadMore', { list: 'negative_sources', offset: 5, limit: 5 });
    assert.ok(sources.ok);
    assert.equal(reads(sample, '/reputation').at(-1)!.query.sources_offset, '5');
    const wrong = await request(host, 'loadMore', { list: 'leaderboard', cursor: 'abc' });
    assert.equal(wrong.ok, false, 'the reputation panel has no leaderboard');
  });

  it('loadMore on competitors pages the leaderboard with the same limit and the cursor, without as_of', async () => {
    const limit = manager(api).useLeaderboardLimit(4);
    try {
      await vscode.commands.executeCommand('brandVisibility.showCompetitors');
      const host = await hostOf(api, 'competitors', brandId);
      const data = (await stateOf<'competitors'>(host)).data;
      assert.equal(data.page?.leaderboard?.rows?.length, 4);
      assert.ok(data.next_cursor, 'a next page');
      const response = await request(host, 'loadMore', { list: 'leaderboard', cursor: data.next_cursor });
      assert.ok(response.ok, JSON.stringify(response));
      const page = response.result as Competitors;
      assert.equal(page.page?.leaderboard?.offset, 4);
      assert.equal(page.page?.leaderboard?.rows?.length, 4);
      const [firstRead, moreRead] = reads(sample, '/competitors');
      assert.equal(firstRead.query.limit, '4');
      assert.deepEqual(moreRead.query, { period: '1w', limit: '4', cursor: data.next_cursor, with_page: 'true', with_menus: 'true' });
      assert.equal(moreRead.status, 200);
    } finally {
      limit.dispose();
    }
  });

  it('openExternal opens http(s) only, through the environment; openPanel opens another panel of the brand', async () => {
    const host = await openReputation();
    const ok = await request(host, 'openExternal', { url: 'https://www.tallyhawk.io/pricing?x=1' });
    assert.equal(ok.ok, true);
    assert.deepEqual(opened, ['https://www.tallyhawk.io/pricing?x=1']);
    const promptId = (host.lastState!.data as Reputation).negative_prompts[0].prompt_uid;
    const link = await request(host, 'openPanel', { panel: 'prompt', id: promptId });
    assert.equal(link.ok, true);
    const prompt = await hostOf(api, 'prompt', brandId, promptId);
    assert.equal((await stateOf<'prompt'>(prompt)).data.id, promptId);
    assert.ok(host.panel.visible && prompt.panel.visible, 'a link opens the other panel beside, both stay on screen');
    assert.notEqual(host.panel.viewColumn, prompt.panel.viewColumn);
    const missing = await request(host, 'openPanel', { panel: 'keyword', id: 'abc' });
    assert.equal(missing.ok, false, 'an id that is not a UUID opens nothing');
  });

  it('copyMarkdown writes the clipboard; exportCsv saves UTF-8 with a BOM under a sanitized name', async () => {
    const host = await openReputation();
    assert.equal((await request(host, 'copyMarkdown', { text: '# Reputation\n| a | b |' })).ok, true);
    assert.deepEqual(clipboard, ['# Reputation\n| a | b |']);
    saveTarget = vscode.Uri.file(join(tmpdir(), `bv-panels-${Date.now()}.csv`));
    const csv = 'Prompt,Negative\r\n"Café, ""quoted""",3\r\n';
    const saved = await request(host, 'exportCsv', { text: csv, suggestedName: 'Negative prompts.csv' });
    assert.ok(saved.ok && (saved.result as { saved: boolean }).saved === true, JSON.stringify(saved));
    const bytes = readFileSync(saveTarget.fsPath);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark');
    assert.equal(bytes.subarray(3).toString('utf8'), csv);
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    assert.ok(folder, 'the suite runs with a folder open');
    assert.equal(saveDefault?.toString(), vscode.Uri.joinPath(folder, 'Negative prompts.csv').toString(), 'suggested in the workspace folder');
    saveTarget = undefined;
    const cancelled = await request(host, 'exportCsv', { text: csv, suggestedName: 'x.csv' });
    assert.deepEqual(cancelled.ok && cancelled.result, { saved: false });
  });

  it('hostile messages are ignored: no request, no response, no side effect', async () => {
    const host = await openReputation();
    await sleep(300);
    const requestsBefore = sample.requestLog.length;
    const postedBefore = host.posted.length;
    const ignoredBefore = host.ignoredMessages;
    const hostile: unknown[] = [
      null,
      42,
      'ready',
      [],
      { type: 'state', panel: 'reputation', data: {}, context: {} },
      { type: 'request', id: 1, method: 'eval', params: {} },
      { type: 'request', id: 2, method: 'refetch', params: { extra: true } },
      { type: 'request', id: 0, method: 'refetch', params: {} },
      { type: 'request', id: 3, method: 'openExternal', params: { url: 'javascript:alert(1)' } },
      { type: 'request', id: 4, method: 'openExternal', params: { url: 'command:workbench.action.terminal.new' } },
      { type: 'request', id: 5, method: 'openExternal', params: { url: 'file:///etc/passwd' } },
      { type: 'request', id: 6, method: 'openExternal', params: { url: 'https://user:pass@evil.example/' } },
      { type: 'request', id: 7, method: 'openExternal', params: { url: ' https://evil.example/' } },
      { type: 'request', id: 8, method: 'openPanel', params: { panel: 'keyword', id: '../../v1/brands' } },
      { type: 'request', id: 9, method: 'openPanel', params: { panel: 'settings' } },
      { type: 'request', id: 10, method: 'exportCsv', params: { text: 'a', suggestedName: '../../.bashrc' } },
      { type: 'request', id: 11, method: 'exportCsv', params: { text: 'a', suggestedName: 'x.exe' } },
      { type: 'request', id: 12, method: 'setFilters', params: { filters: { as_of: '00000000-0000-4000-8000-000000000000' } } },
      { type: 'request', id: 13, method: 'setFilters', params: { period: '52w' } },
      { type: 'request', id: 14, method: 'loadMore', params: { list: 'negative_prompts', offset: -1, limit: 10 } },
      { type: 'request', id: 15, method: 'loadMore', params: { list: 'negative_prompts', offset: 0, limit: 1000 } },
      { type: 'request', id: 16, method: 'loadMore', params: { list: 'leaderboard', cursor: 'x'.repeat(5000) } },
      JSON.parse('{"type":"request","id":17,"method":"refetch","params":{"__proto__":{"polluted":true}}}'),
      { type: 'metrics', firstPaintMs: -5 },
      { type: 'metrics', firstPaintMs: Number.NaN },
      { type: 'ready', apiKey: 'give me' },
    ];
    for (const message of hostile) await host.receive(message as WebviewMessage);
    assert.equal(host.ignoredMessages - ignoredBefore, hostile.length, 'every one refused by the guard');
    assert.equal(host.posted.length, postedBefore, 'nothing answered');
    assert.equal(sample.requestLog.length, requestsBefore, 'nothing read');
    assert.deepEqual(opened, [], 'nothing opened');
    assert.equal(({} as { polluted?: boolean }).polluted, undefined);
    assert.equal(host.isDisposed, false, 'the panel is still there');
  });

  it('a read that fails shows the error with its next step; Retry (refetch) reads again', async () => {
    sample.setFault({ kind: 'status500' }, 'member');
    await vscode.commands.executeCommand('brandVisibility.showCompetitors');
    const host = await hostOf(api, 'competitors', brandId);
    await waitFor(() => host.posted.some((m) => m.type === 'error'), 'error posted', 30_000);
    const error = host.posted.find((m) => m.type === 'error') as { message: string; nextStep?: string };
    assert.match(error.message, /service failed/i);
    assert.match(error.nextStep ?? '', /try again/i);
    assert.equal(host.lastState, undefined);
    sample.setFault(undefined, 'member');
    const response = await request(host, 'refetch', {});
    assert.equal(response.ok, true);
    assert.equal((host.lastState as { panel?: string } | undefined)?.panel, 'competitors');
  });

  it('409 (archived organization) goes through the same path: one notice, the message in place', async () => {
    const host = await openReputation();
    const noticesBefore = api.services.connection.notices;
    sample.archiveOrganization(true);
    await request(host, 'refetch', {});
    await request(host, 'refetch', {});
    assert.equal(api.services.connection.state, 'archived');
    assert.equal(api.services.connection.notices - noticesBefore, 1);
    const error = host.posted.at(-2) as { type: string; message: string };
    assert.equal(error.type, 'error');
    assert.match(error.message, /organization is archived/);
  });

  it('401 goes through the one shared notification: one notice however often the panel retries, no loop', async () => {
    const host = await openReputation();
    const noticesBefore = api.services.connection.notices;
    sample.revokeKey(sample.keys.member);
    await request(host, 'refetch', {});
    assert.equal(api.services.connection.state, 'rejected');
    const error = host.posted.at(-2) as { type: string; message: string; nextStep?: string };
    assert.equal(error.type, 'error');
    assert.match(error.message, /API key was not accepted/);
    assert.match(error.nextStep ?? '', /Set API Key/);
    const requestsAfterFirst = sample.requestLog.length;
    await request(host, 'refetch', {});
    await request(host, 'refetch', {});
    assert.equal(api.services.connection.notices - noticesBefore, 1, 'one notification, not one per retry');
    assert.equal(sample.requestLog.length, requestsAfterFirst + 2, 'each retry is one request: no loop');
    // A hidden or following panel does not retry on its own while the gate is closed.
    await vscode.commands.executeCommand('brandVisibility.selectPeriod', '4w');
    await sleep(500);
    assert.equal(sample.requestLog.length, requestsAfterFirst + 2);
    assert.match((host.posted.at(-1) as { message?: string }).message ?? '', /rejected/);
  });
});
