// Faults of things that go away or move: a cursor rejected mid-list, a pinned scan that becomes unknown, a brand
// that disappears, and shared scans answering 410.
import * as assert from 'node:assert/strict';
import { request } from '../panels/panelHelpers';
import { runFaultCase } from './faultCase';
import { leaderboardCursor, loadMorePrompts } from './surfaces';

describe('faults: gone', () => {
  it('invalidCursor: the next page is refused with invalid_cursor in the middle of paging', async function () {
    let panelError = '';
    await runFaultCase(this, {
      name: 'invalidCursor',
      arm: ({ sample }) => sample.setFault({ kind: 'invalidCursor' }),
      disarm: ({ sample }) => sample.setFault(undefined),
      afterLoad: async ({ api }, loaded) => {
        assert.equal(await loadMorePrompts(api, loaded.tree), true, 'the Prompts list has a next page');
        const cursor = leaderboardCursor(loaded.panel);
        assert.ok(cursor, 'the leaderboard has a next page');
        const response = await request(loaded.panel, 'loadMore', { list: 'leaderboard', cursor });
        assert.equal(response.ok, false, 'the panel answers the load more with an error');
        if (!response.ok) {
          assert.match(response.error.message, /list position is no longer valid/);
          assert.match(response.error.nextStep ?? '', /Reload the list from its first page/);
          panelError = response.error.message;
        }
      },
      // The first pages are read; the tree shows the refused page in place. The audit needs no second page here.
      expect: { tree: 'error', panel: 'data', diagnostics: 'data' },
      message: /list position is no longer valid/,
      nextStep: /Reload the list from its first page/,
      maxRequests: 12,
      check: () => (panelError ? `panel's load more says "${panelError}"` : undefined),
    });
  });

  it('pinnedScanGone: the scan the views are pinned to becomes unknown (404)', async function () {
    let pinId = '';
    await runFaultCase(this, {
      name: 'pinnedScanGone',
      pinMayGo: true,
      prepare: async ({ api, sample, brandId }) => {
        const weekly = sample.scans(brandId).filter((s) => s.kind === 'weekly' && s.completed_at);
        const pin = weekly[weekly.length - 2];
        pinId = pin.id;
        await api.services.selection.setPin({ id: pin.id, completedAt: pin.completed_at ?? undefined });
      },
      arm: ({ sample }) => sample.forgetScan(pinId),
      disarm: () => undefined,
      // Every surface falls back to the latest scan; the pin goes, with one message.
      expect: { tree: 'data', panel: 'data', diagnostics: 'data' },
      maxRequests: 20,
      check: ({ api, warnings }) => {
        assert.equal(api.services.selection.pin, undefined, 'the explicit pin is dropped');
        const said = warnings.filter((w) => /pinned to is no longer available/.test(w));
        assert.equal(said.length, 1, `one message, got: ${warnings.join(' | ')}`);
        assert.match(said[0], /Showing the latest scan; use 'Pin to Scan…' to choose another/);
        return `one notice "${said[0].replace(/^Brand Visibility: /, '')}"`;
      },
    });
  });

  it('brandRemoved: the brand disappears mid-session (404)', async function () {
    await runFaultCase(this, {
      name: 'brandRemoved',
      arm: ({ sample, brandId }) => sample.removeBrand(brandId),
      disarm: ({ sample, brandId }) => sample.restoreBrand(brandId),
      expect: { tree: 'error', panel: 'error', diagnostics: 'error' },
      message: /Not found: the brand or item does not exist/,
      nextStep: /Check the brand/,
      maxRequests: 12,
    });
  });

  it('sharedScan410: shared scans answer 410 (formula no longer served, report retired)', async function () {
    await runFaultCase(this, {
      name: 'sharedScan410',
      arm: () => undefined,
      disarm: () => undefined,
      // No view reads shared scans: the extension host's client reads them while the views load, unaffected.
      during: async ({ api, sample }) => {
        const client = api.services.api.client();
        assert.ok(client);
        const said: string[] = [];
        for (const id of [sample.shareIds.unsupported, sample.shareIds.retired]) {
          const err = (await client.getUnknown(`/v1/shared/scans/${id}`).then(
            () => undefined,
            (e: unknown) => e,
          )) as { status?: number; code?: string; userMessage?: string; nextStep?: string } | undefined;
          assert.equal(err?.status, 410, `shared scan ${id} answers 410`);
          assert.match(err.code ?? '', /^(scan_version_unsupported|report_retired)$/);
          assert.match(err.userMessage ?? '', /shared report/);
          assert.match(err.nextStep ?? '', /^Start a new scan/);
          said.push(`${err.code}: "${err.userMessage}" → "${err.nextStep}"`);
        }
        return said.join('; ');
      },
      expect: { tree: 'data', panel: 'data', diagnostics: 'data' },
      maxRequests: 14,
    });
  });
});
