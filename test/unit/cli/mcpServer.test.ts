// `brand-visibility mcp` as its own process (dist/cli.js), driven by the official SDK's client over stdio against the
// sample API: tools/list lists every tool with its schema and annotations, calls return data, an unreadable brand is an
// isError result, an unknown tool a JSON-RPC error, a 429 storm is absorbed while it is short and reported with its
// wait when it outlasts the retries. A raw session shows stdout carries protocol messages only; the key appears in no
// message, result or log line.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { TOOLS } from '../../../src/core/tools/definitions';
import { startSampleApi, type SampleApi } from '../../sample-api/server';
import { CLI_PATH, ROOT, assertCliBuilt } from '../../support/cliProcess';
import { SAMPLE_BRAND, SAMPLE_SECONDARY, dataOf, firstIds, typicalCalls } from '../../support/toolCalls';

const SITE = join(ROOT, 'test/fixtures/sample-site');

interface Session {
  client: Client;
  stderr: () => string;
  texts: string[];
  call(tool: string, args?: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  close(): Promise<void>;
}

function childEnv(sample: SampleApi, key: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', BRAND_VISIBILITY_API_KEY: key, BRAND_VISIBILITY_BASE_URL: sample.url };
}

async function open(sample: SampleApi, role: keyof SampleApi['keys'] = 'member'): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_PATH, 'mcp', '--root', SITE],
    env: childEnv(sample, sample.keys[role]),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => void (stderr += d.toString('utf8')));
  const client = new Client({ name: 'brand-visibility-test', version: '1.0.0' });
  await client.connect(transport);
  const texts: string[] = [];
  return {
    client,
    stderr: () => stderr,
    texts,
    async call(tool, args = {}) {
      const result = await client.callTool({ name: tool, arguments: args }, undefined, { timeout: 60_000 });
      const content = result.content as Array<{ type: string; text: string }>;
      assert.equal(content.length, 1);
      assert.equal(content[0].type, 'text');
      texts.push(content[0].text);
      return { text: content[0].text, isError: result.isError === true };
    },
    close: () => client.close(),
  };
}

describe('brand-visibility mcp (a separate process, the SDK client, the sample API)', function () {
  this.timeout(90_000);
  let sample: SampleApi;
  const sessions: Session[] = [];

  before(async () => {
    assertCliBuilt();
    sample = await startSampleApi({ quiet: true });
  });
  after(async () => {
    for (const s of sessions) await s.close();
    // The key in no result and no log line of any session.
    for (const s of sessions) {
      for (const key of Object.values(sample.keys)) {
        assert.ok(!s.stderr().includes(key), 'stderr holds no key');
        for (const text of s.texts) assert.ok(!text.includes(key), 'no result holds a key');
      }
    }
    await sample?.close();
  });
  const session = async (role: keyof SampleApi['keys'] = 'member'): Promise<Session> => {
    const s = await open(sample, role);
    sessions.push(s);
    return s;
  };

  it('tools/list lists every tool with its input schema and the read-only, idempotent annotations', async () => {
    const s = await session();
    const { tools } = await s.client.listTools();
    assert.deepEqual(tools.map((t) => t.name), TOOLS.map((t) => t.name));
    for (const tool of tools) {
      const definition = TOOLS.find((t) => t.name === tool.name)!;
      assert.deepEqual(tool.inputSchema, definition.inputSchema, tool.name);
      assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
      assert.equal(tool.annotations?.idempotentHint, true, tool.name);
      assert.equal(tool.description, definition.description);
    }
    assert.match(s.client.getInstructions() ?? '', /list_brands first/);
    assert.equal(s.client.getServerVersion()?.name, 'brand-visibility');
  });

  it('every typical call returns data', async () => {
    const s = await session();
    const ids = firstIds((await s.call('list_keywords', { brand_id: SAMPLE_BRAND })).text, (await s.call('list_prompts', { brand_id: SAMPLE_BRAND })).text);
    for (const call of typicalCalls(ids.keywordId, ids.promptId)) {
      const result = await s.call(call.tool, call.args);
      assert.equal(result.isError, false, `${call.tool}: ${result.text.slice(0, 300)}`);
      assert.ok(dataOf(result.text), call.tool);
    }
    const findings = dataOf((await s.call('get_site_findings', { brand_id: SAMPLE_BRAND, file: 'src/pages/pricing.astro' })).text);
    assert.ok((findings.findings as Array<{ check: string }>).some((f) => f.check === 'one-h1'));
    assert.match(s.stderr(), /brand-visibility mcp: serving 15 tools on stdio/);
    assert.match(s.stderr(), /GET \/v1\/brands\/[0-9a-f-]+\/keywords\?limit=10 → 200/);
  });

  it('an unreadable brand is an isError result with the reason; so is a bad argument', async () => {
    const s = await session('no-access');
    const unreadable = await s.call('get_reputation', { brand_id: SAMPLE_SECONDARY });
    assert.equal(unreadable.isError, true);
    assert.match(unreadable.text, /^Not found \(HTTP 404\)/);
    const bad = await s.call('list_keywords', { brand_id: SAMPLE_BRAND, period: 'yesterday' });
    assert.equal(bad.isError, true);
    assert.match(bad.text, /period: must be one of 1w, 4w, 12w, all/);
  });

  it('an unknown tool is a JSON-RPC error, not a result', async () => {
    const s = await session();
    await assert.rejects(s.client.callTool({ name: 'drop_brand', arguments: {} }), (err: unknown) => {
      assert.ok(err instanceof McpError, String(err));
      assert.equal(err.code, ErrorCode.InvalidParams);
      assert.match(err.message, /Unknown tool: drop_brand/);
      return true;
    });
  });

  it('a short 429 storm is absorbed: the call waits it out and returns data', async () => {
    const s = await session();
    await s.call('list_brands');
    sample.setFault({ kind: 'rateLimitStorm' }, sample.keys.member);
    const clear = setTimeout(() => sample.setFault(undefined), 2500);
    const before = sample.requestLog.length;
    try {
      const result = await s.call('get_segments', { brand_id: SAMPLE_BRAND });
      assert.equal(result.isError, false, result.text);
      assert.ok(sample.requestLog.slice(before).some((r) => r.status === 429), 'the storm was met');
    } finally {
      clearTimeout(clear);
      sample.setFault(undefined);
    }
  });

  it('a storm that outlasts the retries is an isError result that says how long to wait', async () => {
    const s = await session();
    sample.setFault({ kind: 'rateLimitStorm' }, sample.keys.member);
    try {
      const result = await s.call('get_brand_settings', { brand_id: SAMPLE_BRAND });
      assert.equal(result.isError, true);
      assert.match(result.text, /^Rate limited \(HTTP 429\).* Wait 1 s, then call again\./);
    } finally {
      sample.setFault(undefined);
    }
  });

  it('stdout carries JSON-RPC messages only; the key is in none of them and in no log line', async () => {
    const key = sample.keys.member;
    const child = spawn(process.execPath, [CLI_PATH, 'mcp', '--root', SITE], { env: childEnv(sample, key), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => void (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => void (stderr += d));
    const send = (message: object): void => void child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    const answered = (id: number): Promise<void> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer to ${id}: ${stdout.slice(-500)}`)), 30_000);
        const check = (): void => {
          if (stdout.split('\n').some((l) => l.includes(`"id":${id}`))) {
            clearTimeout(timer);
            child.stdout.off('data', check);
            resolve();
          }
        };
        child.stdout.on('data', check);
        check();
      });
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    await answered(1);
    send({ method: 'notifications/initialized' });
    send({ id: 2, method: 'tools/call', params: { name: 'list_keywords', arguments: { brand_id: SAMPLE_BRAND } } });
    send({ id: 3, method: 'tools/call', params: { name: 'get_reputation', arguments: { brand_id: SAMPLE_SECONDARY } } });
    send({ id: 4, method: 'no/such/method', params: {} });
    await Promise.all([answered(2), answered(3), answered(4)]);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end();
    assert.equal(await exited, 0, 'the server ends when its input ends');
    const lines = stdout.split('\n').filter((l) => l !== '');
    for (const line of lines) {
      const message = JSON.parse(line) as { jsonrpc?: string };
      assert.equal(message.jsonrpc, '2.0', line.slice(0, 200));
    }
    const byId = new Map(lines.map((l) => JSON.parse(l) as { id?: number; error?: { code: number } }).map((m) => [m.id, m]));
    assert.equal(byId.get(4)?.error?.code, ErrorCode.MethodNotFound);
    assert.ok(!stdout.includes(key), 'no protocol message holds the key');
    assert.ok(!stderr.includes(key), 'no log line holds the key');
    assert.match(stderr, /list_keywords: ok/);
  });
});
