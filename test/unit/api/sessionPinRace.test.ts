// Found by the fault matrix (test/integration/faults, pinnedScanGone): the tree's lists, a panel and the diagnostics
// read one brand at once. When the pinned scan is gone, the first 404 ends the pin; a concurrent pinned read whose 404
// arrives after that must read again with the session's new pin, not report the brand as missing.
import * as assert from 'node:assert/strict';
import { ReadSession } from '../../../src/core/api/index.js';
import { BRAND, SCAN_A, SCAN_B, json, keywordList, meta, problem, testClient } from './helpers.js';

describe('api/session: a pinned scan gone under concurrent reads', () => {
  it('a pinned 404 that arrives after another read ended the pin reads again with the new pin', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { client, calls } = testClient(async (req) => {
      const asOf = req.url.searchParams.get('as_of');
      const segments = req.url.pathname.endsWith('/segments');
      if (asOf === SCAN_A) {
        if (segments) await held;
        return problem(404, 'not_found');
      }
      return segments ? json({ segments: [], meta: meta(asOf ?? SCAN_B) }) : json(keywordList([], null, asOf ?? SCAN_B));
    });
    const session = new ReadSession(client, BRAND);
    session.pinTo(SCAN_A);
    const pendingSegments = session.segments();
    await session.keywords();
    assert.equal(session.pin?.id, SCAN_B, 'the keywords read ended the pin');
    release();
    const segments = await pendingSegments;
    assert.equal(segments.meta.data_as_of?.id, SCAN_B);
    const asOf = (path: string) => calls.filter((c) => c.url.pathname.endsWith(path)).map((c) => c.url.searchParams.get('as_of'));
    assert.deepEqual(asOf('/keywords'), [SCAN_A, null]);
    assert.deepEqual(asOf('/segments'), [SCAN_A, SCAN_B], 'read again once, with the new pin');
  });

  it('a brand that is really gone still fails after reading again (no loop)', async () => {
    const { client, calls } = testClient(() => problem(404, 'not_found'));
    const session = new ReadSession(client, BRAND);
    session.pinTo(SCAN_A);
    const results = await Promise.allSettled([session.segments(), session.keywords(), session.competitors()]);
    assert.ok(results.every((r) => r.status === 'rejected'));
    assert.ok(calls.length <= 9, `bounded: ${calls.length} requests`);
  });
});
