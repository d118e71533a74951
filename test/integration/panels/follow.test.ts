// Panels follow the tree: its period, filters, scan pin and Refresh re-read the panel on screen at once (one read per
// change) and a hidden panel only once it is shown again; a change that does not touch a panel's query reads nothing.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { getApi, sleep, startSample, waitFor } from '../core/env';
import { closeAllPanels, freshStart, hostOf, reads, stateOf } from './panelHelpers';

describe('panels: following the tree', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
  });
  after(async () => {
    await closeAllPanels(api);
    await sample.close();
  });
  beforeEach(async () => {
    await freshStart(api, sample);
  });

  async function open(command: string, kind: 'reputation' | 'competitors'): Promise<PanelHost> {
    await vscode.commands.executeCommand(command);
    const host = await hostOf(api, kind, brandId);
    await stateOf(host);
    return host;
  }

  it('the period: the visible panel re-reads now, the hidden one when shown again', async () => {
    const reputation = await open('brandVisibility.showReputation', 'reputation');
    const competitors = await open('brandVisibility.showCompetitors', 'competitors');
    await waitFor(() => !reputation.panel.visible, 'reputation hidden behind competitors');
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.selectPeriod', '12w');
    await stateOf<'competitors'>(competitors, (s) => s.context.period === '12w', 'competitors re-read for 12w');
    await sleep(500);
    assert.deepEqual(reads(sample, '/competitors').map((r) => r.query.period), ['12w']);
    assert.deepEqual(reads(sample, '/reputation'), [], 'the hidden panel reads nothing');
    await vscode.commands.executeCommand('brandVisibility.showReputation');
    await stateOf<'reputation'>(reputation, (s) => s.context.period === '12w', 'reputation re-read when shown');
    assert.deepEqual(reads(sample, '/reputation').map((r) => r.query.period), ['12w']);
    assert.equal(reads(sample, '/competitors').length, 1);
  });

  it('the filters: a read that takes them re-reads; one that does not (keyword) reads nothing', async () => {
    const list = await api.services.reads.keywords(brandId);
    const competitors = await open('brandVisibility.showCompetitors', 'competitors');
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.setFilters', { engine: 'perplexity', segment: 'Default' });
    await stateOf<'competitors'>(competitors, (s) => s.context.filters.engine === 'perplexity', 'competitors re-read with the engine');
    const [read] = reads(sample, '/competitors');
    assert.equal(read.query.engine, 'perplexity');
    assert.equal(read.query.segment, undefined, 'competitors take no segment');
    assert.deepEqual(competitors.lastState!.context.filters, { engine: 'perplexity' });

    await vscode.commands.executeCommand('brandVisibility.openKeyword', { brandId, id: list.items[0].id });
    const keyword = await hostOf(api, 'keyword', brandId, list.items[0].id);
    await stateOf(keyword);
    const readsBefore = keyword.reads;
    await vscode.commands.executeCommand('brandVisibility.setFilters', { engine: 'openai' });
    await sleep(500);
    assert.equal(keyword.reads, readsBefore, 'the keyword read takes no engine filter');
  });

  it('the scan pin: "Pin to Scan" re-reads with as_of and says so; back to the latest re-reads without it', async () => {
    const reputation = await open('brandVisibility.showReputation', 'reputation');
    const scans = sample.scans(brandId).filter((s) => s.completed_at);
    const older = scans[scans.length - 3];
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.pinToScan', older.id);
    const state = await stateOf<'reputation'>(reputation, (s) => s.context.pinnedScan?.id === older.id, 'reputation pinned');
    assert.equal(state.data.meta.data_as_of?.id, older.id);
    assert.equal(state.context.pinnedScan?.completedAt, older.completed_at);
    await sleep(300);
    assert.deepEqual(reads(sample, '/reputation').map((r) => r.query.as_of), [older.id], 'one read for one change');
    await vscode.commands.executeCommand('brandVisibility.pinToScan', 'latest');
    await stateOf<'reputation'>(reputation, (s) => s.context.pinnedScan === null, 'reputation unpinned');
    assert.notEqual(reputation.lastState!.data.meta.data_as_of?.id, older.id);
  });

  it('Refresh re-reads the visible panel once (the session and the services both say so)', async () => {
    const competitors = await open('brandVisibility.showCompetitors', 'competitors');
    const before = competitors.reads;
    sample.requestLog.length = 0;
    await vscode.commands.executeCommand('brandVisibility.refresh');
    await waitFor(() => competitors.reads === before + 1, 'one re-read');
    await stateOf(competitors, () => reads(sample, '/competitors').length === 1 && competitors.posted.at(-1)?.type === 'state');
    await sleep(500);
    assert.equal(competitors.reads, before + 1);
    assert.equal(reads(sample, '/competitors').length, 1);
    assert.equal(reads(sample, '/competitors')[0].query.as_of, undefined, 'after a refresh the read names the newest scan again');
  });

  it("the brand's name follows the tree: a panel opened by id learns it", async () => {
    await api.services.selection.setBrand(sample.brands.secondary.id, undefined);
    await vscode.commands.executeCommand('brandVisibility.showCompetitors', { brandId: sample.brands.secondary.id });
    const host = await hostOf(api, 'competitors', sample.brands.secondary.id);
    await stateOf(host);
    await waitFor(() => host.panel.title === 'Competitors: Kestrel Pay', `title names the brand (${host.panel.title})`);
  });
});
