// Key and connection in the real extension host against the sample API started here: base URL policy, the key checked
// by one read before it is stored, clearing, the move out of user settings (workspace keys removed, never stored), the
// key bound to its origin, and the 401 / 404 / 409 flows (one notice, no request loop — counted in the sample server's
// request log).
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { config, connect, getApi, resetAll, setBaseUrl, setKey, sleep, startSample, waitFor, cleanUp, quietDiagnostics } from './env';
import { recordMessages } from './messages';

describe('core: key and connection', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    sample.requestLog.length = 0;
  });

  it('starts with no base URL: state noBaseUrl, the status bar asks for it, nothing is sent', async () => {
    assert.equal(api.services.connection.state, 'noBaseUrl');
    assert.match(api.statusBarText(), /Select Base URL/);
    await setBaseUrl(sample.url);
    await waitFor(() => api.services.connection.state === 'missing', 'state missing once a base URL is set');
    assert.match(api.statusBarText(), /Set API Key/);
    assert.equal(sample.requestLog.length, 0);
  });

  it('accepts https and loopback http base URLs, refuses plain http elsewhere', async () => {
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', 'http://api.example.com'), undefined);
    assert.equal(config().get('baseUrl'), '');
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', 'https://api.example.com/'), 'https://api.example.com');
    assert.equal(config().get('baseUrl'), 'https://api.example.com');
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', `${sample.url}/`), sample.url);
  });

  it('checks a key with one read before storing it: a revoked key is refused and not stored', async () => {
    await setBaseUrl(sample.url);
    const result = await setKey(sample.keys.revoked);
    assert.equal(result.stored, false);
    assert.match(result.message ?? '', /rejected/);
    assert.ok(!(result.message ?? '').includes(sample.keys.revoked), 'the message never quotes the key');
    assert.equal(await api.services.keys.has(), false);
    assert.deepEqual(
      sample.requestLog.map((r) => [r.path, r.status]),
      [['/v1/brands', 401]],
    );
  });

  it('stores a valid key in secret storage only, and Clear API Key removes it', async () => {
    await setBaseUrl(sample.url);
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, true);
    assert.equal(sample.requestLog.length, 1, 'exactly one validating read');
    assert.equal(await api.services.keys.get(), sample.keys.member);
    await waitFor(() => api.services.connection.state === 'ready', 'ready');
    const inspected = config().inspect('apiKey');
    assert.equal(inspected?.globalValue, undefined);
    assert.equal(inspected?.workspaceValue, undefined);
    await vscode.commands.executeCommand('brandVisibility.clearApiKey');
    assert.equal(await api.services.keys.has(), false);
    await waitFor(() => api.services.connection.state === 'missing', 'missing after clear');
  });

  it('moves a key found in user settings to secret storage and removes it from settings', async () => {
    await setBaseUrl(sample.url);
    await config().update('apiKey', sample.keys.member, vscode.ConfigurationTarget.Global);
    await waitFor(async () => (await api.services.keys.get()) === sample.keys.member, 'key moved to secret storage');
    await waitFor(() => config().inspect('apiKey')?.globalValue === undefined, 'setting removed');
    await waitFor(() => api.services.connection.state === 'ready', 'ready with the moved key');
    assert.equal(sample.requestLog.length, 0, 'moving the key sends nothing');
  });

  it('a key in workspace settings is ignored and removed, never stored; the stored key is untouched', async function () {
    const folder = vscode.workspace.workspaceFolders?.[0];
    if (!folder) this.skip();
    // The suite's folder is a shared fixture: leave no .vscode/ behind.
    const dotVscode = join(folder.uri.fsPath, '.vscode');
    const file = join(dotVscode, 'settings.json');
    const hadDotVscode = existsSync(dotVscode);
    const planted = 'bv_planted_by_a_repository_0123456789';
    await connect(api, sample);
    const messages = recordMessages();
    try {
      mkdirSync(dotVscode, { recursive: true });
      // Both spellings VS Code reads, as a cloned repository would carry them.
      for (const content of [{ 'brandVisibility.apiKey': planted, 'editor.tabSize': 3 }, { brandVisibility: { apiKey: planted }, 'editor.tabSize': 3 }]) {
        writeFileSync(file, JSON.stringify(content, null, 2));
        // Read until the rewrite is whole: a read while the file is being written back sees it half-written.
        await waitFor(() => {
          const text = readFileSync(file, 'utf8');
          return !text.includes(planted) && /"editor\.tabSize": 3/.test(text);
        }, 'the planted key is removed from the file and the rest of the file is kept', 15_000);
      }
      await waitFor(() => messages.shown.some((m) => /removed an API key from the workspace settings/.test(m.message)), 'a notice says so');
      assert.equal(await api.services.keys.get(), sample.keys.member, 'the stored key is untouched');
      assert.equal(await api.services.keys.legacy(), undefined, 'the planted key was not stored anywhere');
      assert.equal(config().inspect('apiKey')?.workspaceValue, undefined, 'VS Code never applied it');
      assert.equal(api.services.connection.state, 'ready');
      assert.deepEqual(sample.requestLog, [], 'nothing was sent, with either key');
    } finally {
      messages.dispose();
      if (!hadDotVscode) rmSync(dotVscode, { recursive: true, force: true });
    }
  });

  it('replacing the key saved for an origin (script argument) asks first; declined, nothing is sent or stored', async () => {
    await connect(api, sample);
    let answer: string | undefined;
    const messages = recordMessages(() => answer);
    try {
      const declined = await setKey(sample.keys['no-access']);
      assert.equal(declined.stored, false);
      assert.match(declined.message ?? '', /was kept/);
      const asked = messages.shown.find((m) => m.modal && /replace the API key saved for/.test(m.message));
      assert.ok(asked, messages.shown.map((m) => m.message).join(' | '));
      assert.equal(await api.services.keys.get(), sample.keys.member);
      assert.equal(sample.requestLog.length, 0, 'declined: the new key was not even checked');
      answer = asked.items[0];
      const replaced = await setKey(sample.keys['no-access']);
      assert.equal(replaced.stored, true, replaced.message);
      assert.equal(await api.services.keys.get(), sample.keys['no-access']);
      assert.deepEqual(sample.requestLog.map((r) => [r.path, r.key]), [['/v1/brands', 'no-access']], 'one checking read');
    } finally {
      messages.dispose();
    }
  });

  it('an origin change asks before the key is sent there; nothing reaches the new origin until the user says so', async () => {
    await connect(api, sample);
    const other = await startSample();
    const third = await startSample();
    let useIt = false;
    const messages = recordMessages((m) => (useIt ? m.items.find((i) => i.startsWith('Use Saved Key')) : undefined));
    const asked = (url: string): boolean => messages.shown.some((m) => m.message.includes(`now points to ${url}`));
    try {
      // By settings: the key stays with its origin, the question is dismissed.
      await setBaseUrl(other.url);
      await waitFor(() => api.services.connection.state === 'missing', 'no key for the new origin');
      await waitFor(() => asked(other.url), 'the user is asked');
      await api.tree.provider.getChildren();
      await vscode.commands.executeCommand('brandVisibility.refresh');
      await Promise.allSettled([api.services.reads.brands(), api.services.reads.prompts(sample.brands.primary.id)]);
      await sleep(500);
      assert.deepEqual(other.requestLog, [], 'nothing was sent to the new origin');
      assert.equal(await api.services.keys.getFor(new URL(other.url).origin), undefined);
      // Back to the first origin: its key is there, no question.
      await setBaseUrl(sample.url);
      await waitFor(() => api.services.connection.state === 'ready', 'ready again with the key of this origin');
      // By the command's argument, and this time the user says yes: one checking read, then the key is bound there.
      useIt = true;
      await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', third.url);
      await waitFor(() => asked(third.url), 'asked for the third origin');
      await waitFor(() => api.services.connection.state === 'ready', 'ready once the user said yes', 15_000);
      assert.equal(await api.services.keys.getFor(new URL(third.url).origin), sample.keys.member);
      assert.deepEqual(third.requestLog.map((r) => [r.path, r.key]).slice(0, 1), [['/v1/brands', 'member']], 'the first request is the check');
      assert.deepEqual(other.requestLog, []);
    } finally {
      messages.dispose();
      await resetAll(api);
      await other.close();
      await third.close();
    }
  });

  it('401 from any read: one notice, the gate closes, later reads are not sent', async () => {
    await connect(api, sample);
    const before = api.services.connection.notices;
    const brandId = sample.brands.primary.id;
    sample.revokeKey('member');
    const reads = api.services.reads;
    const results = await Promise.allSettled([reads.brands(), reads.prompts(brandId), reads.keywords(brandId), reads.audit(brandId), reads.segments(brandId)]);
    assert.ok(results.every((r) => r.status === 'rejected'));
    await waitFor(() => api.services.connection.state === 'rejected', 'rejected');
    assert.equal(api.services.connection.notices, before + 1, 'one notification, not one per failing request');
    const sent = sample.requestLog.length;
    assert.ok(sent >= 1 && sent <= 5, `each read sent at most once (${sent})`);
    assert.ok(sample.requestLog.every((r) => r.status === 401));
    // Everything afterwards is refused locally: tree, palette reads, refresh of the tree.
    await Promise.allSettled([reads.prompts(brandId), reads.citedPages(brandId)]);
    const roots = await api.tree.provider.getChildren();
    assert.deepEqual(roots, [], 'the tree is empty so the "key rejected" welcome shows');
    await sleep(1000);
    assert.equal(sample.requestLog.length, sent, 'no retry loop');
    assert.equal(api.services.connection.notices, before + 1);
    assert.match(api.statusBarText(), /rejected/i);
  });

  it('409 workspace_archived: says the organization is archived once, never loops', async () => {
    await connect(api, sample, 'archived');
    const before = api.services.connection.notices;
    const roots = await api.tree.provider.getChildren();
    await waitFor(() => api.services.connection.state === 'archived', 'archived');
    const after = await api.tree.provider.getChildren();
    assert.equal(after.length, 1);
    const item = after[0].getTreeItem();
    assert.match(String(item.label), /archived/i);
    assert.match(String(item.label), /restored/i);
    assert.ok(roots.length <= 1);
    const sent = sample.requestLog.length;
    assert.equal(sent, 1, 'one request');
    assert.equal(sample.requestLog[0].status, 409);
    await Promise.allSettled([api.services.reads.prompts(sample.brands.primary.id), api.services.reads.brands()]);
    await sleep(1000);
    assert.equal(sample.requestLog.length, sent, 'nothing more is sent');
    assert.equal(api.services.connection.notices, before + 1);
  });

  it('404 for a brand this key cannot read shows on that brand, with no notice', async () => {
    await connect(api, sample, 'no-access');
    await config().update('brands', [sample.brands.secondary.id], vscode.ConfigurationTarget.Global);
    await sleep(100);
    api.services.brands.invalidate();
    const before = api.services.connection.notices;
    const roots = await api.tree.provider.getChildren();
    const labels = roots.map((r) => String(r.getTreeItem().label));
    assert.ok(labels.includes(sample.brands.primary.name), labels.join(', '));
    assert.ok(!labels.includes(sample.brands.secondary.name), 'a brand the key cannot read has no name to show');
    const unreadable = roots.find((r) => String(r.getTreeItem().label) === sample.brands.secondary.id);
    assert.ok(unreadable, 'the added brand is listed by its id');
    assert.match(String(unreadable.getTreeItem().description), /unavailable/);
    const children = await unreadable.getChildren();
    assert.match(String(children[0].getTreeItem().label), /not found|cannot read/i);
    assert.equal(api.services.connection.state, 'ready');
    assert.equal(api.services.connection.notices, before);
    assert.ok(sample.requestLog.some((r) => r.path === `/v1/brands/${sample.brands.secondary.id}/settings` && r.status === 404));
  });
});
