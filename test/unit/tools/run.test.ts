// Each tool's output shape on the sample API (the CLI's environment: one read session per brand, --root the sample
// site): compact data with the ids for the next call, paging by cursor, scan pins, and failures as error results in our
// words with the service's text quoted. The key never appears in a result.
import * as assert from 'node:assert/strict';
import { MAX_DATA_CHARS } from '../../../src/core/tools/budget';
import { FINDINGS_PAGE, TOOLS } from '../../../src/core/tools/definitions';
import type { ToolEnvironment } from '../../../src/core/tools/environment';
import { UnknownToolError, runTool, type ToolResult } from '../../../src/core/tools/run';
import { startSampleApi, type SampleApi } from '../../sample-api/server';
import { SAMPLE_BRAND, SAMPLE_SECONDARY, dataOf, firstIds, linesOutsideData, typicalCalls } from '../../support/toolCalls';
import { toolEnv } from './toolEnv';

async function ok(env: ToolEnvironment, tool: string, args: Record<string, unknown> = {}): Promise<{ result: ToolResult; data: Record<string, unknown> }> {
  const result = await runTool(tool, args, env);
  assert.equal(result.isError, false, `${tool}: ${result.text}`);
  return { result, data: dataOf(result.text) };
}

describe('agent tools: results on the sample API', function () {
  this.timeout(30_000);
  let sample: SampleApi;
  let env: ToolEnvironment;
  const texts: string[] = [];

  before(async () => {
    sample = await startSampleApi({ quiet: true });
  });
  beforeEach(() => {
    sample.setFault(undefined);
    env = toolEnv(sample);
  });
  after(async () => {
    for (const text of texts) for (const key of Object.values(sample.keys)) assert.ok(!text.includes(key), 'no result holds a key');
    await sample.close();
  });

  const run = async (tool: string, args: Record<string, unknown> = {}, e = env): Promise<ToolResult> => {
    const result = await runTool(tool, args, e);
    texts.push(result.text);
    return result;
  };

  it('every typical call returns data within the cap, with its ids', async () => {
    const ids = firstIds((await run('list_keywords', { brand_id: SAMPLE_BRAND })).text, (await run('list_prompts', { brand_id: SAMPLE_BRAND })).text);
    for (const call of typicalCalls(ids.keywordId, ids.promptId)) {
      const result = await run(call.tool, call.args);
      assert.equal(result.isError, false, `${call.tool}: ${result.text}`);
      const data = dataOf(result.text);
      assert.ok(JSON.stringify(data).length <= MAX_DATA_CHARS, `${call.tool}: ${JSON.stringify(data).length} characters`);
      if (call.args.brand_id) assert.equal(data.brand_id, SAMPLE_BRAND, call.tool);
    }
  });

  it('list reads give ids for follow-up calls, a page of the tool default and the cursor to the next', async () => {
    const { result, data } = await ok(env, 'list_keywords', { brand_id: SAMPLE_BRAND });
    const keywords = data.keywords as Array<Record<string, unknown>>;
    assert.equal(keywords.length, 10);
    assert.match(String(keywords[0].id), /^[0-9a-f-]{36}$/);
    assert.ok(typeof data.next_cursor === 'string' && (data.total as number) > 10);
    assert.match(result.text, /^10 of \d+ keywords in this result\.$/m);
    assert.match(result.text, /cursor set to next_cursor from the data/);
    const next = await ok(env, 'list_keywords', { brand_id: SAMPLE_BRAND, cursor: data.next_cursor });
    const second = next.data.keywords as Array<Record<string, unknown>>;
    assert.equal(second.length, 10);
    assert.ok(!second.some((k) => keywords.some((f) => f.id === k.id)), 'the next page holds other keywords');
    const item = await ok(env, 'get_keyword', { brand_id: SAMPLE_BRAND, keyword_id: keywords[0].id });
    assert.equal(item.data.id, keywords[0].id);
    assert.ok(Array.isArray(item.data.results));
  });

  it('figures keep their state beside their value; a figure with too few answers does not read as a bare 0', async () => {
    const { data } = await ok(env, 'list_keywords', { brand_id: SAMPLE_BRAND, limit: 100 });
    const scores = (data.keywords as Array<{ score?: { value: unknown; state: unknown } }>).map((k) => k.score).filter(Boolean);
    assert.ok(scores.length > 0 && scores.every((s) => typeof s!.state === 'string'));
    const reputation = await ok(env, 'get_reputation', { brand_id: SAMPLE_BRAND });
    const understood = reputation.data.understood as Record<string, unknown>;
    assert.deepEqual(Object.keys(understood).slice(0, 4), ['value', 'low', 'high', 'state']);
  });

  it('a conversation of calls shares one scan pin; as_of reads another scan', async () => {
    const first = await ok(env, 'get_competitors', { brand_id: SAMPLE_BRAND });
    const pin = (first.data.data_as_of as { id: string }).id;
    sample.advanceScan();
    const later = await ok(env, 'list_prompts', { brand_id: SAMPLE_BRAND });
    assert.equal((later.data.data_as_of as { id: string }).id, pin, 'still the first read\'s scan');
    const fresh = toolEnv(sample);
    const latest = await ok(fresh, 'list_prompts', { brand_id: SAMPLE_BRAND });
    assert.notEqual((latest.data.data_as_of as { id: string }).id, pin, 'a new session reads the new scan');
    const pinned = await ok(fresh, 'get_segments', { brand_id: SAMPLE_BRAND, as_of: pin });
    assert.equal((pinned.data.data_as_of as { id: string }).id, pin);
    sample.reset();
  });

  it('unknown enum values and unknown names are refused before anything is sent, naming the allowed values', async () => {
    const before = sample.requestLog.length;
    const period = await run('list_keywords', { brand_id: SAMPLE_BRAND, period: '2w' });
    assert.equal(period.isError, true);
    assert.match(period.text, /period: must be one of 1w, 4w, 12w, all \(got "2w"\)/);
    const engine = await run('list_prompts', { brand_id: SAMPLE_BRAND, engine: 'bing' });
    assert.match(engine.text, /engine: must be one of perplexity, gemini, openai, google_aio, ai_mode, copilot, claude/);
    const names = await run('list_keywords', { brand_id: SAMPLE_BRAND, offset: 20, sort: 'score' });
    assert.match(names.text, /offset: is not an argument of list_keywords/);
    assert.match(names.text, /sort: is not an argument of list_keywords/);
    const id = await run('get_keyword', { brand_id: SAMPLE_BRAND, keyword_id: 'not-a-uuid' });
    assert.match(id.text, /keyword_id: must be a UUID/);
    const missing = await run('get_prompt', { brand_id: SAMPLE_BRAND });
    assert.match(missing.text, /prompt_uid: is required/);
    const limit = await run('list_keywords', { brand_id: SAMPLE_BRAND, limit: 500 });
    assert.match(limit.text, /limit: must be at most 100/);
    const notObject = await runTool('list_brands', ['x'], env);
    assert.match(notObject.text, /arguments: must be an object/);
    assert.equal(sample.requestLog.length, before, 'nothing was sent');
  });

  it('enum values the reference does not list yet come through as their text', async () => {
    sample.setFault({ kind: 'unknownEnums' });
    const { data } = await ok(env, 'list_prompts', { brand_id: SAMPLE_BRAND });
    const prompts = data.prompts as Array<{ intent?: string; engines: string[] }>;
    const values = prompts.flatMap((p) => [p.intent, ...p.engines]).join(' ');
    assert.match(values, /future_comparison|future_\w+: future_/, `an unknown enum value shows as text: ${values.slice(0, 200)}`);
  });

  it('an unreadable brand, an archived organization and a revoked key are error results in our words', async () => {
    const unreadable = await run('get_reputation', { brand_id: SAMPLE_SECONDARY }, toolEnv(sample, 'no-access'));
    assert.equal(unreadable.isError, true);
    assert.match(unreadable.text, /^Not found \(HTTP 404\): the brand or item does not exist, or this API key cannot read it/);
    assert.equal(dataOf(unreadable.text).code, 'not_found', 'the service\'s code and detail are quoted as data');
    const archived = await run('list_keywords', { brand_id: SAMPLE_BRAND }, toolEnv(sample, 'archived'));
    assert.match(archived.text, /^The API key's organization is archived \(HTTP 409\)/);
    const revoked = await run('list_brands', {}, toolEnv(sample, 'revoked'));
    assert.match(revoked.text, /^The API key was not accepted \(HTTP 401\).*Set BRAND_VISIBILITY_API_KEY/);
  });

  it('without brand_id: the only brand, else a request to call list_brands', async () => {
    const result = await run('get_brand_settings', {});
    assert.equal(result.isError, true);
    assert.match(result.text, /brand_id is required: this API key reads 3 brands\. Call list_brands/);
    const one: ToolEnvironment = { ...env, listBrands: async () => [{ id: SAMPLE_BRAND, name: 'x', domain: 'x' }] };
    assert.equal((await ok(one, 'get_brand_settings')).data.brand_id, SAMPLE_BRAND);
  });

  it('a cancelled call stops waiting: a read held by a 429 pause ends as a cancelled error result', async () => {
    sample.setFault({ kind: 'rateLimitStorm' });
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 300);
    const started = Date.now();
    const result = await runTool('get_segments', { brand_id: SAMPLE_BRAND }, env, cancel.signal);
    sample.setFault(undefined);
    assert.equal(result.isError, true);
    assert.match(result.text, /^The request was cancelled\./);
    assert.ok(Date.now() - started < 3000, 'long before the scheduler would give up (about 11 s)');
  });

  it('an unknown tool is not a result: it throws (MCP answers with a JSON-RPC error)', async () => {
    await assert.rejects(runTool('delete_brand', {}, env), UnknownToolError);
  });

  it('get_site_findings: file, line and column, check, kind, message with measured vs target, URL; pages without a source', async () => {
    const { result, data } = await ok(env, 'get_site_findings', { brand_id: SAMPLE_BRAND });
    const findings = data.findings as Array<Record<string, unknown>>;
    assert.equal(findings.length, FINDINGS_PAGE);
    assert.equal(data.framework, 'Astro');
    assert.equal(data.root, '.');
    const all = [...findings];
    let cursor = data.next_cursor;
    while (typeof cursor === 'string') {
      const page = await ok(env, 'get_site_findings', { brand_id: SAMPLE_BRAND, cursor });
      all.push(...(page.data.findings as Array<Record<string, unknown>>));
      assert.equal(page.data.pages_without_local_source, undefined, 'listed on the first page only');
      cursor = page.data.next_cursor;
    }
    const h1 = all.find((f) => f.file === 'src/pages/pricing.astro' && f.check === 'one-h1');
    assert.ok(h1, JSON.stringify(all.map((f) => `${f.file} ${f.check}`)));
    assert.deepEqual([h1.line, h1.column, h1.kind], [15, 3, 'check']);
    assert.match(String(h1.message), /^One H1 per page: measured \d+ of \d+ pages fail, target Exactly one H1 — \/pricing/);
    assert.equal(h1.url, 'https://www.tallyhawk.io/pricing');
    assert.ok(all.some((f) => String(f.check).startsWith('status:')), 'page statuses are findings too');
    const unmapped = data.pages_without_local_source as Array<Record<string, unknown>>;
    assert.ok(unmapped.length > 0 && unmapped.every((p) => typeof p.reason === 'string' && typeof p.url_path === 'string'));
    assert.match(result.text, /audited pages? without a local source/);
    const narrowed = await ok(env, 'get_site_findings', { brand_id: SAMPLE_BRAND, file: 'src/pages/pricing.astro' });
    assert.ok((narrowed.data.findings as Array<{ file: string }>).every((f) => f.file === 'src/pages/pricing.astro'));
    const bad = await run('get_site_findings', { brand_id: SAMPLE_BRAND, cursor: 'x' });
    assert.match(bad.text, /That cursor was not given by get_site_findings/);
  });

  it('explain_url_mapping: the file or none, with the reason and the steps; a bad path is refused', async () => {
    const { data } = await ok(env, 'explain_url_mapping', { path: 'https://www.tallyhawk.io/pricing' });
    assert.equal(data.file, 'src/pages/pricing.astro');
    assert.ok((data.steps as string[]).length > 1);
    const none = await ok(env, 'explain_url_mapping', { path: '/no/such/page' });
    assert.equal(none.data.file, null);
    assert.ok(typeof none.data.reason === 'string' && none.data.reason !== '');
    const bad = await run('explain_url_mapping', { path: 'javascript:alert(1)' });
    assert.equal(bad.isError, true);
    assert.match(bad.text, /^Invalid arguments/);
  });

  it('site tools switched off (the editor in an untrusted workspace) say so', async () => {
    const off = toolEnv(sample, 'member', false);
    for (const tool of ['get_site_findings', 'explain_url_mapping']) {
      const result = await run(tool, { brand_id: SAMPLE_BRAND, ...(tool === 'explain_url_mapping' ? { path: '/pricing' } : {}) }, off);
      assert.equal(result.isError, true);
      assert.match(result.text, /site tools are off/);
    }
  });

  it('our lines never hold service text: ids are the validated input, counts are numbers', async () => {
    for (const tool of TOOLS.filter((t) => t.target.kind === 'read' && !t.inputSchema.required)) {
      const result = await run(tool.name, { brand_id: SAMPLE_BRAND });
      for (const line of linesOutsideData(result.text)) assert.doesNotMatch(line, /tallyhawk|https?:/i, `${tool.name}: ${line}`);
    }
  });
});
