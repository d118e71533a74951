// The agent tools in a real VS Code: every language-model tool registered from the manifest and invoked with
// vscode.lm.invokeTool (no language model needed) against the sample API, through the extension's client, scheduler,
// read sessions and selected brand; the site tools on the workspace's site (the sample site, trusted here); failures
// rejected with their reason; the MCP server the extension offers started the way VS Code starts it, and asked for its
// tools. The key appears in no result, no log line and no server definition VS Code lists.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { invocationMessage } from '../../../src/extension/tools/registerTools';
import { TOOLS } from '../../../src/core/tools/definitions';
import { SAMPLE_BRAND, SAMPLE_SECONDARY, dataOf, firstIds, typicalCalls } from '../../support/toolCalls';
import { config, connect, getApi, resetAll, setBaseUrl, startSample, waitFor } from '../core/env';

const texts: string[] = [];
const logLines: string[] = [];

async function invoke(name: string, input: Record<string, unknown> = {}): Promise<string> {
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  const text = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
  texts.push(text);
  return text;
}

/** The reason a failed invocation gives the model. */
async function failure(name: string, input: Record<string, unknown>): Promise<string> {
  try {
    await invoke(name, input);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    texts.push(message);
    return message;
  }
  throw new Error(`${name} did not fail`);
}

/** Records what the extension writes to its log channel (after its own redaction) while the suite runs. */
function recordLog(api: BrandVisibilityTestApi): () => void {
  const channel = api.services.log.channel as unknown as Record<string, unknown>;
  const restore: Array<() => void> = [];
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'appendLine']) {
    const original = channel[level];
    if (typeof original !== 'function') continue;
    channel[level] = (...args: unknown[]) => {
      logLines.push(args.map(String).join(' '));
      return (original as (...a: unknown[]) => unknown).apply(channel, args);
    };
    restore.push(() => void (channel[level] = original));
  }
  return () => restore.forEach((r) => r());
}

describe('agent tools in VS Code (language-model tools, sample API, sample site)', function () {
  this.timeout(90_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let stopRecording: () => void;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    stopRecording = recordLog(api);
    await resetAll(api);
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    await connect(api, sample);
  });

  after(async () => {
    stopRecording?.();
    for (const key of Object.values(sample.keys)) {
      for (const text of texts) assert.ok(!text.includes(key), 'no tool result or failure holds a key');
      for (const line of logLines) assert.ok(!line.includes(key), 'no log line holds a key');
    }
    await resetAll(api);
    await sample?.close();
  });

  it('every tool is registered with the schema the MCP server lists', () => {
    const ours = vscode.lm.tools.filter((t) => TOOLS.some((d) => d.name === t.name));
    assert.deepEqual(ours.map((t) => t.name).sort(), TOOLS.map((t) => t.name).sort());
    for (const tool of ours) {
      const definition = TOOLS.find((d) => d.name === tool.name)!;
      assert.deepEqual(tool.inputSchema, definition.inputSchema, tool.name);
      assert.equal(tool.description, definition.description, tool.name);
    }
  });

  it('invokes every tool against the sample API', async () => {
    const ids = firstIds(await invoke('list_keywords', { brand_id: SAMPLE_BRAND }), await invoke('list_prompts', { brand_id: SAMPLE_BRAND }));
    for (const call of typicalCalls(ids.keywordId, ids.promptId)) {
      const data = dataOf(await invoke(call.tool, call.args));
      if (call.args.brand_id) assert.equal(data.brand_id, SAMPLE_BRAND, call.tool);
    }
    assert.ok(logLines.some((l) => /agent tool get_site_findings: ok/.test(l)), 'each invocation is logged');
  });

  it("reads through the extension's session: the brand's scan pin, the selected brand when brand_id is left out", async () => {
    await api.services.selection.setBrand(SAMPLE_BRAND, 'Tallyhawk');
    const data = dataOf(await invoke('get_competitors'));
    assert.equal(data.brand_id, SAMPLE_BRAND);
    const pin = api.services.sessions.pinOf(SAMPLE_BRAND);
    assert.ok(pin, 'the session has a pin');
    assert.equal((data.data_as_of as { id: string }).id, pin.id);
    assert.match(await invoke('list_brands'), /read the brand selected in the editor/);
  });

  it('get_site_findings places the audit on the workspace files: the extra H1 of pricing.astro, line 15, column 3', async () => {
    const folder = vscode.workspace.workspaceFolders![0];
    const data = dataOf(await invoke('get_site_findings', { brand_id: SAMPLE_BRAND, file: 'src/pages/pricing.astro' }));
    assert.equal(data.root, folder.name);
    assert.equal(data.framework, 'Astro');
    const h1 = (data.findings as Array<Record<string, unknown>>).find((f) => f.check === 'one-h1');
    assert.ok(h1, JSON.stringify(data.findings));
    assert.deepEqual([h1.file, h1.line, h1.column], ['src/pages/pricing.astro', 15, 3]);
    assert.match(String(h1.message), /measured \d+ of \d+ pages fail, target Exactly one H1/);
    const all = dataOf(await invoke('get_site_findings', { brand_id: SAMPLE_BRAND }));
    assert.ok((all.pages_without_local_source as unknown[]).length > 0);
  });

  it('explain_url_mapping: /pricing → src/pages/pricing.astro with the steps', async () => {
    const data = dataOf(await invoke('explain_url_mapping', { path: '/pricing' }));
    assert.equal(data.file, 'src/pages/pricing.astro');
    assert.ok((data.steps as string[]).some((s) => /Astro/.test(s)));
  });

  it('a failure is rejected with its reason: an unreadable brand, an unknown enum value', async () => {
    assert.match(await failure('list_keywords', { brand_id: SAMPLE_BRAND, period: '2w' }), /period: must be one of 1w, 4w, 12w, all/);
    await resetAll(api);
    await connect(api, sample, 'no-access');
    assert.match(await failure('get_reputation', { brand_id: SAMPLE_SECONDARY }), /^Not found \(HTTP 404\)/);
    await resetAll(api);
    assert.match(await failure('list_brands', {}), /^No valid API base URL is set\. Choose one with 'Brand Visibility: Select Base URL'/);
    await setBaseUrl(sample.url);
    await waitFor(() => api.services.connection.state === 'missing', 'no key for the base URL');
    assert.match(await failure('list_brands', {}), /^No API key is configured, nothing was read\. Set a valid API key with 'Brand Visibility: Set API Key'/);
    await connect(api, sample);
  });

  it('prepareInvocation gives each tool a progress message in words, with no API text', () => {
    // VS Code asks for it only inside a chat request (which needs a model): the registration's function is asked here.
    for (const tool of TOOLS) assert.match(invocationMessage(tool, { brand_id: SAMPLE_BRAND }), /^Brand Visibility: [a-z][^{}]+…$/, tool.name);
    assert.equal(invocationMessage(TOOLS.find((t) => t.name === 'list_cited_pages')!, {}), 'Brand Visibility: reading cited pages…');
    const explain = TOOLS.find((t) => t.name === 'explain_url_mapping')!;
    assert.equal(invocationMessage(explain, { path: '[x](command:evil) $(zap)' }), 'Brand Visibility: finding the file that produces [x] (command:evil) $\u200b(zap)…');
    for (const tool of TOOLS) assert.ok(logLines.some((l) => l.includes(`agent tool ${tool.name}:`)), `${tool.name} invocation logged`);
  });

  it('offers the MCP server: listed without the key, started with it on the host runtime, and it answers tools/list', async function () {
    const provider = api.tools.mcpServer;
    if (!provider) this.skip();
    const token = new vscode.CancellationTokenSource().token;
    const [listed] = (await provider.provideMcpServerDefinitions(token)) ?? [];
    assert.ok(listed, 'one server');
    assert.equal(listed.command, process.execPath);
    assert.deepEqual(listed.args.slice(1), ['mcp', '--root', vscode.workspace.workspaceFolders![0].uri.fsPath]);
    assert.match(listed.args[0], /dist[\\/]cli\.js$/);
    assert.equal(listed.env.BRAND_VISIBILITY_API_KEY, undefined, 'the listed definition holds no key');
    assert.ok(!JSON.stringify(listed).includes(sample.keys.member));
    const resolved = await provider.resolveMcpServerDefinition!(listed, token);
    assert.ok(resolved);
    assert.equal(resolved.env.BRAND_VISIBILITY_API_KEY, sample.keys.member, 'the key goes in the environment at start');
    assert.ok(!resolved.args.some((a) => a.includes(sample.keys.member)), 'never on the command line');

    const env = Object.fromEntries(Object.entries({ ...process.env, ...resolved.env }).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
    const child = spawn(resolved.command, resolved.args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => void (stdout += d));
    const send = (m: object): void => void child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'host-test', version: '1' } } });
    await waitFor(() => stdout.includes('"id":1'), 'initialize answered', 20_000);
    send({ method: 'notifications/initialized' });
    send({ id: 2, method: 'tools/list', params: {} });
    send({ id: 3, method: 'tools/call', params: { name: 'list_brands', arguments: {} } });
    await waitFor(() => stdout.includes('"id":2') && stdout.includes('"id":3'), 'tools answered', 20_000);
    child.stdin.end();
    const messages = stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id?: number; result?: { tools?: Array<{ name: string }>; content?: Array<{ text: string }> } });
    const list = messages.find((m) => m.id === 2)?.result?.tools ?? [];
    assert.equal(list.length, TOOLS.length);
    const brands = messages.find((m) => m.id === 3)?.result?.content?.[0]?.text ?? '';
    texts.push(brands, stdout);
    assert.match(brands, /Tallyhawk/);
  });
});
