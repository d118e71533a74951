import * as assert from 'node:assert/strict';
import { runCli } from '../../../src/cli/commands';
import { runGetCommand } from '../../../src/cli/get';
import type { Transport } from '../../../src/core/api/index';
import { startSampleApi, type SampleApi } from '../../sample-api/server';
import { CONTROL_CHARS, plainFetch, rewritingTransport, runCommand, type CliRun } from './cliHarness';

describe('cli: brand-visibility get (against the sample API)', function () {
  this.timeout(30_000);
  let api: SampleApi;
  let env: Record<string, string>;
  let brand: string;

  before(async () => {
    api = await startSampleApi({ quiet: true });
    env = { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url };
    brand = api.brands.primary.id;
  });
  after(async () => api?.close());
  afterEach(() => api.reset());

  const get = (args: string[], transport = plainFetch): Promise<CliRun> => runCommand(runGetCommand, args, { env, transport });
  const json = (run: CliRun): Record<string, unknown> => {
    assert.equal(run.code, 0, run.stderr);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  };

  it('brands: the API answer as JSON', async () => {
    const body = json(await get(['brands']));
    const brands = body.brands as Array<{ id: string; domain: string }>;
    assert.ok(brands.some((b) => b.id === brand && b.domain === 'tallyhawk.io'));
  });

  it('named reads with --brand and --param (numbers and enums), parsed by the typed client', async () => {
    const audit = json(await get(['audit', '--brand', brand, '--param', 'limit=3']));
    assert.equal((audit.pages as unknown[]).length, 3);
    assert.equal(typeof audit.next_cursor, 'string');
    const rep = json(await get(['reputation', '--brand', brand, '--param', 'period=4w', '--param', 'engine=claude']));
    assert.equal((rep.period as { preset: string }).preset, '4w');
    const last = api.requestLog.at(-1)!;
    assert.deepEqual(last.query, { engine: 'claude', period: '4w' });
  });

  it('keyword/<id> and prompt/<uid>', async () => {
    const keywords = json(await get(['keywords', '--brand', brand, '--param', 'limit=1'])).keywords as Array<{ id: string }>;
    const keyword = json(await get([`keyword/${keywords[0].id}`, '--brand', brand]));
    assert.equal(keyword.id, keywords[0].id);
    const prompts = json(await get(['prompts', '--brand', brand, '--param', 'limit=1'])).prompts as Array<{ id: string }>;
    assert.equal(json(await get([`prompt/${prompts[0].id}`, '--brand', brand])).id, prompts[0].id);
  });

  it('--all follows next_cursor: every item once, next_cursor null; only cursor + limit after the first page', async () => {
    const first = json(await get(['keywords', '--brand', brand, '--param', 'limit=7']));
    const total = first.total as number;
    assert.ok(total > 7);
    api.reset();
    const all = json(await get(['keywords', '--brand', brand, '--param', 'limit=7', '--all']));
    const items = all.keywords as Array<{ id: string }>;
    assert.equal(items.length, total);
    assert.equal(new Set(items.map((k) => k.id)).size, total);
    assert.equal(all.next_cursor, null);
    const requests = api.requestLog.filter((r) => r.path.endsWith('/keywords'));
    assert.equal(requests.length, Math.ceil(total / 7));
    assert.ok(requests.slice(1).every((r) => r.query.cursor && r.query.limit === '7'));
  });

  it('--all on competitors with with_page=true merges the leaderboard pages (page.leaderboard.rows), not the top-level list', async () => {
    const first = json(await get(['competitors', '--brand', brand, '--param', 'with_page=true', '--param', 'limit=3']));
    const leaderboard = (first.page as { leaderboard: { total: number; rows: unknown[] } }).leaderboard;
    assert.ok(leaderboard.total > 6, `several leaderboard pages (total ${leaderboard.total})`);
    assert.equal(typeof first.next_cursor, 'string');
    api.reset();
    const all = json(await get(['competitors', '--brand', brand, '--param', 'with_page=true', '--param', 'limit=3', '--all']));
    const rows = (all.page as { leaderboard: { rows: Array<{ brand_key: string; rank: number }> } }).leaderboard.rows;
    assert.equal(rows.length, leaderboard.total, 'every leaderboard row');
    assert.equal(new Set(rows.map((r) => r.brand_key)).size, leaderboard.total, 'each row once');
    assert.deepEqual(rows.map((r) => r.rank), rows.map((_, i) => i + 1), 'in leaderboard order');
    assert.deepEqual(all.competitors, first.competitors, 'the top-level competitors list is the first answer\'s, not repeated per page');
    assert.equal(all.next_cursor, null);
    assert.equal(api.requestLog.filter((r) => r.path.endsWith('/competitors')).length, Math.ceil(leaderboard.total / 3));
  });

  it('--all after a cursor rejected once mid-list: every item exactly once, no gaps', async () => {
    const total = json(await get(['keywords', '--brand', brand, '--param', 'limit=5'])).total as number;
    assert.ok(total > 10, 'at least three pages');
    let cursorRequests = 0;
    let rejected = false;
    // The third page's cursor is refused once, as after a prompt-set change: the list restarts from its first page.
    const rejectOnce: Transport = async (url, init) => {
      if (new URL(url).searchParams.has('cursor') && ++cursorRequests === 2 && !rejected) {
        rejected = true;
        const problem = { type: 'about:blank', title: 'Bad Request', status: 400, code: 'invalid_cursor', detail: 'The cursor belongs to another query.' };
        return new Response(JSON.stringify(problem), { status: 400, headers: { 'content-type': 'application/problem+json' } });
      }
      return fetch(url, init);
    };
    const all = json(await get(['keywords', '--brand', brand, '--param', 'limit=5', '--all'], rejectOnce));
    assert.ok(rejected, 'a cursor was rejected');
    const ids = (all.keywords as Array<{ id: string }>).map((k) => k.id);
    assert.equal(ids.length, total, 'no item twice, none missing');
    assert.equal(new Set(ids).size, total);
    const expected = (json(await get(['keywords', '--brand', brand, '--param', 'limit=100'])).keywords as Array<{ id: string }>).map((k) => k.id);
    assert.deepEqual(ids, expected, 'in list order');
  });

  it('a 422 names every parameter the service refused, from errors[].loc and msg', async () => {
    const run = await get([`/v1/brands/${brand}/keywords`, '--param', 'limit=500', '--param', 'period=2w']);
    assert.equal(run.code, 3);
    assert.match(run.stderr, /^brand-visibility get: error 422 invalid_request: /);
    assert.match(run.stderr, /\n {2}limit \(query\): \S/);
    assert.match(run.stderr, /\n {2}period \(query\): \S/);
    assert.match(run.stderr, /Change the parameters named above/);
    assert.doesNotMatch(run.stderr, CONTROL_CHARS);
  });

  it('a problem whose body is not JSON still says the HTTP status', async () => {
    const cutOff: Transport = async () => new Response('{"type":"about:blank","sta', { status: 503, headers: { 'content-type': 'application/problem+json' } });
    const run = await get(['settings', '--brand', brand], cutOff);
    assert.equal(run.code, 3);
    assert.match(run.stderr, /error invalid_json: .*HTTP 503/);
  });

  it('a raw /v1 path through getUnknown (with --all merging its lists)', async () => {
    const scans = json(await get([`/v1/brands/${brand}/scans`]));
    assert.ok(Object.keys(scans).length > 0);
    const audit = json(await get([`/v1/brands/${brand}/audit`, '--param', 'limit=5', '--all']));
    assert.equal((audit.pages as unknown[]).length, audit.total);
  });

  it('errors: problem code and detail, exit 3; usage errors exit 2 without a request', async () => {
    const missing = await get(['settings', '--brand', '00000000-0000-4000-8000-000000000000']);
    assert.equal(missing.code, 3);
    assert.match(missing.stderr, /^brand-visibility get: error 404 not_found: \S/);
    const badPath = await get(['/v1/nothing/here']);
    assert.equal(badPath.code, 3);
    assert.match(badPath.stderr, /error 404 not_found/);
    const before = api.requestLog.length;
    const usages: Array<[string[], RegExp]> = [
      [[], /which READ\?/],
      [['nonsense', '--brand', brand], /unknown READ 'nonsense'/],
      [['keyword', '--brand', brand], /keyword needs an id/],
      [['audit/x', '--brand', brand], /audit takes no id/],
      [['audit'], /audit needs --brand/],
      [['audit', '--brand', brand, '--param', 'novalue'], /--param needs name=value/],
      [['audit', '--brand', brand, '--param', 'sort=citations'], /sort: is not a parameter of the audit read/],
      [['audit', '--brand', brand, '--param', 'limit=500'], /limit: must be at most 100/],
      [['audit', '--brand', 'not-a-uuid'], /brand_id: must be a UUID/],
    ];
    for (const [argv, message] of usages) {
      const run = await get(argv);
      assert.equal(run.code, 2, argv.join(' '));
      assert.match(run.stderr, message);
    }
    assert.equal(api.requestLog.length, before, 'nothing invalid was sent');
  });

  it('hostile strings inside data come out as JSON text (escaped), never raw control characters', async () => {
    const transport = rewritingTransport(/\/settings$/, (body) => {
      body.name = '\u001b[2Jpwned\u0007\u009b31m\u202e';
    });
    const run = await get(['settings', '--brand', brand], transport);
    assert.equal(run.code, 0);
    assert.doesNotMatch(run.stdout, CONTROL_CHARS);
    assert.equal((JSON.parse(run.stdout) as { name: string }).name, '\u001b[2Jpwned\u0007\u009b31m\u202e', 'the data itself is kept, escaped');
  });

  it('is dispatched by the CLI entry and listed in its usage', async () => {
    let err = '';
    const code = await runCli([], { stdout: () => undefined, stderr: (t) => void (err += t) });
    assert.equal(code, 2);
    assert.match(err, /brand-visibility get READ/);
    assert.match(err, /brand-visibility audit --brand ID --root DIR/);
  });
});
