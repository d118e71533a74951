// Period, filters and the scan pin change what is requested (asserted on the sample server's request log), and the
// view says what it shows on its message line: the period in words, the scan, the filters and what they narrow.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { connect, getApi, requestsTo, resetAll, startSample, waitFor, cleanUp, quietDiagnostics } from '../core/env';
import { children, section } from './treeHelpers';

describe('tree: period, filters and scan pin in the requests', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandName: string;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
    brandName = sample.brands.primary.name;
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    await connect(api, sample);
    api.services.refresh();
    await children(api); // brands listed, first brand selected
    sample.requestLog.length = 0;
  });

  async function expandAll(): Promise<void> {
    for (const label of ['Prompts', 'Keywords', 'Owned pages', 'Competitors', 'Cited pages', 'Audit', 'Segments']) {
      await children(api, await section(api, brandName, label));
    }
  }

  it('Select Period re-reads with the new period; audit and segments take none', async () => {
    await vscode.commands.executeCommand('brandVisibility.selectPeriod', '4w');
    assert.equal(api.services.selection.period, '4w');
    await expandAll();
    for (const path of ['/prompts', '/keywords', '/pages', '/competitors', '/cited-pages']) {
      const sent = requestsTo(sample, path);
      assert.ok(sent.length >= 1, path);
      assert.ok(sent.every((r) => r.query.period === '4w'), `${path} carries period=4w`);
    }
    assert.equal(requestsTo(sample, '/audit')[0].query.period, undefined);
    assert.equal(requestsTo(sample, '/segments')[0].query.period, undefined);
    assert.ok(sample.requestLog.every((r) => r.ignored.length === 0), 'only parameter names the reference gives');
    assert.match(String(api.tree.view.message), /^Last 4 weeks · Latest scan/);
  });

  it('the default period setting applies until a period is picked', async () => {
    await vscode.workspace.getConfiguration('brandVisibility').update('defaultPeriod', '12w', vscode.ConfigurationTarget.Global);
    await waitFor(() => api.services.selection.period === '12w', 'setting read');
    await children(api, await section(api, brandName, 'Prompts'));
    assert.equal(requestsTo(sample, '/prompts')[0].query.period, '12w');
  });

  it('filters go only to the reads that take them', async () => {
    await vscode.commands.executeCommand('brandVisibility.setFilters', { engine: 'openai', intent: 'comparison', segment: 'US · Product teams' });
    await expandAll();
    for (const path of ['/prompts', '/pages', '/competitors', '/cited-pages']) {
      const [r] = requestsTo(sample, path);
      assert.equal(r.query.engine, 'openai', `${path}: ${JSON.stringify(sample.requestLog.map((x) => [x.path, x.query]))}`);
      assert.equal(r.query.intent, 'comparison', path);
      assert.equal(r.query.segment, undefined, `${path}: segment is unnamed for this read`);
    }
    const [k] = requestsTo(sample, '/keywords');
    assert.equal(k.query.engine, undefined, 'keywords take no engine');
    assert.equal(k.query.segment, 'US · Product teams');
    assert.ok(sample.requestLog.every((r) => r.ignored.length === 0 && r.status === 200), 'every request accepted');
    // The view says the lists are filtered, and which lists each filter narrows.
    await waitFor(() => /Filtered — /.test(String(api.tree.view.message)), 'filters in the view message');
    const message = String(api.tree.view.message);
    assert.match(message, /Engine: openai \(prompts, pages, competitors, cited pages\)/);
    assert.match(message, /Segment: US · Product teams \(Keywords, reputation\)/);
    await vscode.commands.executeCommand('brandVisibility.setFilters', 'clear');
    assert.deepEqual(api.services.selection.filters, {});
    await waitFor(() => !/Filtered/.test(String(api.tree.view.message)), 'no filter left in the message');
  });

  it('the first read pins the scan: later reads send it as as_of, and the view says it reads the latest scan (not a pin)', async () => {
    await expandAll();
    const first = sample.requestLog.find((r) => r.path.includes('/v1/brands/'));
    assert.ok(first);
    assert.equal(first.query.as_of, undefined, 'the first read names the scan');
    const pinned = sample.requestLog.filter((r) => r !== first && r.path.includes('/v1/brands/') && !r.query.cursor);
    const scans = sample.scans(sample.brands.primary.id).filter((s) => s.completed_at);
    const latest = scans[scans.length - 1];
    assert.ok(pinned.length >= 5);
    assert.ok(pinned.every((r) => r.query.as_of === latest.id), `every later read is pinned to the same scan: ${JSON.stringify(pinned.map((x) => [x.path, x.query]))}`);
    // Not an explicit pin: the view says "Latest scan" with its date, as the pin picker says "Latest scan · current".
    await waitFor(() => /Latest scan \(data as of /.test(String(api.tree.view.message)), 'view message');
    assert.doesNotMatch(String(api.tree.view.message), /Pinned/);
  });

  it('Pin to Scan pins every read to the chosen scan; Refresh keeps it; "latest" unpins', async () => {
    const scans = sample.scans(sample.brands.primary.id).filter((s) => s.completed_at);
    const older = scans[scans.length - 4];
    await vscode.commands.executeCommand('brandVisibility.pinToScan', older.id);
    await children(api, await section(api, brandName, 'Keywords'));
    assert.equal(requestsTo(sample, '/keywords')[0].query.as_of, older.id);
    await waitFor(() => /Pinned to (the scan of |a scan)/.test(String(api.tree.view.message)), 'the pin in the view message');
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.refresh');
    await children(api);
    await children(api, await section(api, brandName, 'Prompts'));
    assert.equal(requestsTo(sample, '/prompts')[0].query.as_of, older.id, 'refresh keeps an explicit pin');
    await vscode.commands.executeCommand('brandVisibility.pinToScan', 'latest');
    sample.requestLog.length = 0;
    await children(api);
    await children(api, await section(api, brandName, 'Prompts'));
    assert.equal(requestsTo(sample, '/prompts')[0].query.as_of, undefined, 'unpinned: the next read names the latest scan');
  });

  it('Refresh starts a new session: the brands are listed again and a newer scan is picked up', async () => {
    await expandAll();
    const advanced = sample.advanceScan(sample.brands.primary.id);
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.refresh');
    await children(api);
    await children(api, await section(api, brandName, 'Prompts'));
    await children(api, await section(api, brandName, 'Keywords'));
    assert.equal(requestsTo(sample, '/v1/brands').length, 1);
    assert.equal(requestsTo(sample, '/keywords')[0].query.as_of, advanced.id, 'pinned to the newly completed scan');
  });
});
