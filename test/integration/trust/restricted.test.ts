// Restricted Mode, in a workspace the harness opened untrusted (prepare.mjs). In order, as trust only goes one way:
// workspace values of the restricted settings are ignored; the API views work; a planted key is removed; the site
// layer reads no repository file and publishes no diagnostics — until the runner grants trust, when both start.
// Reads are seen by wrapping the file-system calls the site layer uses (node:fs, workspace.findFiles, watchers) and
// keeping those whose stack passes through the extension's bundle: the same probe sees them after trust.
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import { EXTENSION_ID, connect, getApi, sleep, startSample, waitFor } from '../core/env';
import { recordMessages } from '../core/messages';
import { children } from '../tree/treeHelpers';

const folder = (): vscode.WorkspaceFolder => {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'the harness opened a workspace folder');
  return f;
};
const dotVscode = (): string => join(folder().uri.fsPath, '.vscode');
const settingsFile = (): string => join(dotVscode(), 'settings.json');
const ours = (): [vscode.Uri, vscode.Diagnostic[]][] =>
  vscode.languages.getDiagnostics().filter(([, list]) => list.some((d) => d.source === 'Brand Visibility'));

/** A workspace value for every restricted setting, each one that would work against the user if applied. */
const HOSTILE_WORKSPACE_VALUES: Record<string, unknown> = {
  'brandVisibility.defaultPeriod': 'all',
  'brandVisibility.brands': ['00000000-0000-4000-8000-00000000dead'],
  'brandVisibility.brand': '00000000-0000-4000-8000-00000000beef',
  'brandVisibility.logLevel': 'trace',
  'brandVisibility.site.root': '../../..',
  'brandVisibility.site.framework': 'hugo',
  'brandVisibility.site.routes': { '/:slug': '../../../etc/:slug' },
  'brandVisibility.diagnostics.enabled': false,
  'brandVisibility.diagnostics.statusSeverity': 'hint',
  'brandVisibility.diagnostics.checkSeverity': 'hint',
  'brandVisibility.diagnostics.unmeasuredSeverity': 'hint',
  'brandVisibility.diagnostics.ignore': ['*'],
};

/** Calls into the file system whose stack passes through the extension's bundle, while armed. */
class RepositoryReads {
  readonly seen: string[] = [];
  private readonly undo: Array<() => void> = [];

  constructor(private readonly bundle: string) {}

  arm(): void {
    const fs = process.getBuiltinModule('node:fs') as unknown as Record<string, unknown>;
    for (const name of ['readFileSync', 'readdirSync', 'statSync', 'lstatSync', 'openSync', 'readFile', 'readdir', 'stat', 'createReadStream']) this.wrap(fs, name, `fs.${name}`);
    const promises = fs.promises as Record<string, unknown>;
    for (const name of ['readFile', 'readdir', 'stat', 'open']) this.wrap(promises, name, `fs.promises.${name}`);
    const workspace = vscode.workspace as unknown as Record<string, unknown>;
    // (workspace.fs is frozen; the site layer reads through node:fs and lists through findFiles.)
    for (const name of ['findFiles', 'createFileSystemWatcher', 'openTextDocument']) this.wrap(workspace, name, `workspace.${name}`);
  }

  disarm(): void {
    for (const undo of this.undo.splice(0)) undo();
  }

  private wrap(target: Record<string, unknown>, name: string, label: string): void {
    const original = target[name];
    if (typeof original !== 'function') return;
    const seen = this.seen;
    const bundle = this.bundle;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const stack = new Error().stack ?? '';
      // The workspace's settings file is VS Code's own, searched (capped, parsed, never run) for a planted key in
      // every mode (secrets/workspaceKeyFiles.ts): not the site layer.
      const what = String(args[0]);
      if (stack.includes(bundle) && !what.endsWith(join('.vscode', 'settings.json'))) seen.push(`${label}(${what.slice(0, 120)})`);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    this.undo.push(() => (target[name] = original));
  }
}

/** Asks the runner (test/harness/workbenchTests.mjs) to click Trust in the Workspace Trust editor. */
async function grantTrust(): Promise<void> {
  const dir = process.env.BV_HARNESS_REQUESTS_DIR;
  assert.ok(dir, 'BV_HARNESS_REQUESTS_DIR is set (run this suite through test/harness/run-integration.mjs)');
  await vscode.commands.executeCommand('workbench.trust.manage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'grant-trust.request'), '');
  const done = join(dir, 'grant-trust.done');
  await waitFor(() => existsSync(done), 'the runner answered', 45_000);
  assert.equal(readFileSync(done, 'utf8'), 'ok');
}

describe('trust: Restricted Mode in an untrusted workspace', function () {
  this.timeout(120_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let granted = 0;
  const grants = vscode.workspace.onDidGrantWorkspaceTrust(() => granted++);

  before(async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'the harness opened the folder untrusted (Restricted Mode)');
    api = await getApi();
    sample = await startSample();
    await connect(api, sample);
  });
  after(async () => {
    grants.dispose();
    rmSync(dotVscode(), { recursive: true, force: true });
    await sample?.close();
  });

  it("the manifest restricts every setting a workspace could set; VS Code applies none of their workspace values", async () => {
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)!.packageJSON as { capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } } };
    assert.deepEqual([...manifest.capabilities.untrustedWorkspaces.restrictedConfigurations].sort(), Object.keys(HOSTILE_WORKSPACE_VALUES).sort());
    mkdirSync(dotVscode(), { recursive: true });
    // editor.tabSize is not restricted: once it applies, VS Code has read the file.
    writeFileSync(settingsFile(), JSON.stringify({ ...HOSTILE_WORKSPACE_VALUES, 'editor.tabSize': 7 }, null, 2));
    try {
      await waitFor(() => vscode.workspace.getConfiguration('editor').get('tabSize') === 7, 'the workspace settings were read', 15_000);
      for (const [name, value] of Object.entries(HOSTILE_WORKSPACE_VALUES)) {
        const key = name.slice('brandVisibility.'.length);
        const effective = vscode.workspace.getConfiguration('brandVisibility', folder().uri).get(key);
        assert.notDeepEqual(effective, value, `${name}: the workspace value is not applied in Restricted Mode`);
      }
    } finally {
      rmSync(settingsFile(), { force: true });
      await waitFor(() => vscode.workspace.getConfiguration('editor').get('tabSize') !== 7, 'the workspace settings are gone', 15_000);
    }
  });

  it('the API views work: the brand tree lists the brands, a palette read returns data', async () => {
    await vscode.commands.executeCommand('brandVisibility.refresh');
    const roots = await children(api);
    const labels = roots.map((n) => String(n.getTreeItem().label));
    assert.ok(labels.includes(sample.brands.primary.name), labels.join(', '));
    const keywords = await api.services.reads.keywords(sample.brands.primary.id);
    assert.ok(keywords.items.length > 0);
  });

  it('a key planted in the workspace settings is removed, not stored, in Restricted Mode too', async () => {
    const planted = 'bv_planted_in_restricted_mode_0123456789';
    const messages = recordMessages();
    try {
      mkdirSync(dotVscode(), { recursive: true });
      writeFileSync(settingsFile(), JSON.stringify({ 'brandVisibility.apiKey': planted }, null, 2));
      await waitFor(() => !readFileSync(settingsFile(), 'utf8').includes(planted), 'removed from the file', 15_000);
      await waitFor(() => messages.shown.some((m) => /removed an API key from the workspace settings/.test(m.message)), 'a notice');
      assert.equal(await api.services.keys.get(), sample.keys.member);
      assert.equal(await api.services.keys.legacy(), undefined);
    } finally {
      messages.dispose();
      rmSync(settingsFile(), { force: true });
    }
  });

  it('the site layer reads no repository file and publishes no diagnostics until trust is granted; then both start', async () => {
    const bundle = join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'dist', 'extension.js');
    const reads = new RepositoryReads(bundle);
    const messages = recordMessages();
    reads.arm();
    try {
      // Everything that starts the site layer in a trusted workspace: refresh, the commands, the tree's local files.
      await vscode.commands.executeCommand('brandVisibility.refresh');
      const reports = (await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[];
      assert.deepEqual(reports, [], 'refreshDiagnostics reads nothing in Restricted Mode');
      assert.ok(messages.shown.some((m) => /Restricted Mode does not allow/.test(m.message)), 'and says why');
      await vscode.commands.executeCommand('brandVisibility.explainMapping', '/blog/');
      assert.equal(api.services.localFiles, undefined, 'no URL → file mapping is offered');
      // The agent tools that read the site say they wait for trust; the MCP server the extension offers has no site.
      for (const [tool, input] of [['get_site_findings', {}], ['explain_url_mapping', { path: '/pricing' }]] as const) {
        await assert.rejects(Promise.resolve(vscode.lm.invokeTool(tool, { input, toolInvocationToken: undefined })), /Not available until the workspace is trusted/, tool);
      }
      const [server] = (await api.tools.mcpServer?.provideMcpServerDefinitions(new vscode.CancellationTokenSource().token)) ?? [];
      if (server) assert.deepEqual(server.args.slice(1), ['mcp', '--no-site']);
      // Past the diagnostics' start-up delay (1.5 s) with room to spare.
      await sleep(4_000);
      assert.deepEqual(reads.seen, [], 'no repository file was read');
      assert.deepEqual(ours(), [], 'no diagnostics were published');

      await grantTrust();
      await waitFor(() => vscode.workspace.isTrusted && granted === 1, 'trust granted (onDidGrantWorkspaceTrust)', 15_000);
      let after: FolderReport[] = [];
      await waitFor(async () => {
        after = ((await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[]) ?? [];
        return after.some((r) => r.findings > 0);
      }, 'diagnostics read once trusted', 45_000);
      assert.ok(ours().length > 0, 'diagnostics published once trusted');
      assert.ok(reads.seen.length > 0, 'the same probe sees the site layer read the repository once trusted');
      assert.ok(api.services.localFiles, 'the URL → file mapping is offered once trusted');
      const explained = await vscode.lm.invokeTool('explain_url_mapping', { input: { path: '/pricing' }, toolInvocationToken: undefined });
      const text = explained.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
      assert.match(text, /"file":"src\/pages\/pricing\.astro"/, 'the site tools answer once trusted');
    } finally {
      reads.disarm();
      messages.dispose();
    }
  });
});
