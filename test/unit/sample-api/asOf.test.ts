// Scan pins: data_as_of is the newest included scan, data differs between scans, bad pins are 404 not_found.
import assert from 'node:assert/strict';
import { brandPath, get, useSampleApi, type Meta, type Problem } from './helpers.js';

type Figure = { value: number | null; numerator: number | null; state: string };
type Reputation = { meta: Meta; understood: Figure; praised: Figure; period: { reports: number } };

describe('sample API: as_of scan pins', () => {
  const api = useSampleApi();
  const scansOf = (which: 'primary' | 'secondary'): ReturnType<ReturnType<typeof api>['scans']> => api().scans(api().brands[which].id);

  it('without as_of the newest completed scan (a daily update) is used', async () => {
    const r = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'));
    const completed = scansOf('primary').filter((s) => s.completed_at);
    const newest = completed[completed.length - 1];
    assert.equal(newest.kind, 'daily');
    assert.deepEqual(r.body.meta.data_as_of, { id: newest.id, completed_at: newest.completed_at });
  });

  it('pinning an older scan reports it as data_as_of and serves different figures', async () => {
    const completed = scansOf('primary').filter((s) => s.completed_at);
    const older = completed.filter((s) => s.kind === 'weekly')[1];
    const latest = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'));
    const pinned = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'), { query: { as_of: older.id } });
    assert.equal(pinned.status, 200);
    assert.equal(pinned.body.meta.data_as_of?.id, older.id);
    assert.equal(pinned.body.meta.query.as_of, older.id);
    assert.notDeepEqual(
      [pinned.body.understood.numerator, pinned.body.praised.numerator],
      [latest.body.understood.numerator, latest.body.praised.numerator],
    );
    const prompts = await get<{ prompts: Array<{ engines: Array<{ state: string }> }> }>(api(), brandPath(api(), 'primary', 'prompts'), { query: { as_of: older.id, limit: 100 } });
    const now = await get<typeof prompts.body>(api(), brandPath(api(), 'primary', 'prompts'), { query: { limit: 100 } });
    assert.notDeepEqual(prompts.body.prompts.map((p) => p.engines.map((e) => e.state)), now.body.prompts.map((p) => p.engines.map((e) => e.state)));
  });

  it('the audit differs between weekly scans (failing checks change)', async () => {
    const weeklies = scansOf('primary').filter((s) => s.completed_at && s.kind === 'weekly');
    const failing = async (asOf: string): Promise<string[]> => {
      const r = await get<{ groups: Array<{ checks: Array<{ id: string; failing_pages: string[] }> }> }>(api(), brandPath(api(), 'primary', 'audit'), { query: { as_of: asOf } });
      return r.body.groups.flatMap((g) => g.checks.flatMap((c) => c.failing_pages.map((p) => `${c.id} ${p}`)));
    };
    const first = await failing(weeklies[0].id);
    const last = await failing(weeklies[weeklies.length - 1].id);
    assert.ok(first.includes('ai-crawlers-allowed /robots.txt'));
    assert.ok(!last.includes('ai-crawlers-allowed /robots.txt'));
  });

  it('the first weekly scan alone is a first report; period=all covers every scan', async () => {
    const firstWeekly = scansOf('primary')[0];
    const r = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'), { query: { as_of: firstWeekly.id } });
    assert.equal(r.body.praised.state, 'first_report');
    const all = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'), { query: { period: 'all' } });
    assert.equal(all.body.period.reports, 4);
  });

  it('an unknown, unfinished, forgotten or other brand scan is 404 not_found', async () => {
    const running = scansOf('primary').find((s) => s.completed_at === null);
    const otherBrand = scansOf('secondary')[0];
    const forgotten = scansOf('primary')[2];
    api().forgetScan(forgotten.id);
    for (const asOf of ['7b0e5a3c-1111-4222-8333-944455556666', running?.id ?? '', otherBrand.id, forgotten.id]) {
      const r = await get<Problem>(api(), brandPath(api(), 'primary', 'competitors'), { query: { as_of: asOf } });
      assert.equal(r.status, 404, asOf);
      assert.equal(r.body.code, 'not_found');
    }
  });

  it('advanceScan completes the running scan, which then becomes the default pin', async () => {
    const running = scansOf('primary').find((s) => s.completed_at === null);
    const done = api().advanceScan();
    assert.equal(done.id, running?.id);
    const r = await get<Reputation>(api(), brandPath(api(), 'primary', 'reputation'));
    assert.deepEqual(r.body.meta.data_as_of, done);
    assert.equal(scansOf('primary').filter((s) => s.completed_at === null).length, 1);
  });

  it('the empty brand gets data once its first scan completes', async () => {
    const before = await get<{ state: string }>(api(), brandPath(api(), 'empty', 'cited-pages'));
    assert.equal(before.body.state, 'awaiting_first_scan');
    api().advanceScan(api().brands.empty.id);
    const after = await get<{ state: string; meta: Meta }>(api(), brandPath(api(), 'empty', 'cited-pages'));
    assert.equal(after.body.meta.data_as_of?.id, api().scans(api().brands.empty.id)[0].id);
    assert.equal(after.body.state, 'ready');
    const audit = await get<{ state: string }>(api(), brandPath(api(), 'empty', 'audit'));
    assert.equal(audit.body.state, 'ready');
  });
});
