// The status bar item: brand and period in words; the scan only when explicitly pinned (as the pin picker says); the
// quota only when it matters — warning colours under 10 %, a countdown while the key waits after a 429 (a sample API
// with a scaled quota and a short window).
import * as assert from 'node:assert/strict';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { connect, getApi, resetAll, startSample, waitFor, cleanUp, quietDiagnostics } from './env';

describe('core: status bar', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    // 10 requests per 4 s: the no-access key has its own scheduler, untouched by the other tests.
    sample = await startSample({ quota: 10, windowSeconds: 4 });
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });

  it('shows the brand and the period; the quota only when low or waiting; warns under 10 %; counts down on 429', async function () {
    this.timeout(60_000);
    await resetAll(api);
    await connect(api, sample, 'no-access');
    const brand = sample.brands.primary;
    await api.services.selection.setBrand(brand.id, brand.name);
    await api.services.reads.prompts(brand.id);
    await waitFor(() => api.statusBarText().includes(brand.name), 'brand name');
    await waitFor(() => api.statusBarText().includes('Last week'), 'the period in words');
    await waitFor(() => /Latest scan \(data as of /.test(String(api.statusBar.item.tooltip)), 'the latest scan in the tooltip after the first read');
    assert.doesNotMatch(api.statusBarText(), /\$\(pin\)/, 'the latest scan is not a pin');
    assert.doesNotMatch(api.statusBarText(), /\d+\/10\b/, 'plenty of quota: not in the text');
    assert.match(String(api.statusBar.item.tooltip), /\d+ of 10 requests left/, 'but in the tooltip');
    const item = api.statusBar.item;
    assert.ok(item.accessibilityInformation?.label.includes(brand.name), 'accessibility label set');
    assert.equal(item.command, 'brandVisibility.statusBarMenu');
    assert.equal(item.backgroundColor, undefined, 'no warning with quota left');

    // Use the window up with distinct reads (identical ones would share one request): under 10 % left → warning.
    const r = api.services.reads;
    const reads: Array<Promise<unknown>> = [
      r.keywords(brand.id), r.ownedPages(brand.id), r.citedPages(brand.id), r.competitors(brand.id), r.audit(brand.id),
      r.segments(brand.id), r.reputation(brand.id), r.settings(brand.id), r.conversations(brand.id), r.scans(brand.id),
    ].map((p) => p.catch(() => undefined));
    await waitFor(() => api.statusBar.item.backgroundColor?.id === 'statusBarItem.warningBackground', 'warning background when nearly out');
    await waitFor(() => /\d+\/10 requests/.test(api.statusBarText()) || api.statusBarText().includes('$(watch)'), 'the quota shows once it is low');
    // Past the quota the scheduler waits for the window: the item counts down, then requests resume.
    await waitFor(() => api.statusBarText().includes('$(watch)') || /\b0\/10\b/.test(api.statusBarText()), 'waiting shown');
    await Promise.all(reads);
    await waitFor(() => !api.statusBarText().includes('$(watch)'), 'countdown ends', 20_000);
  });
});
