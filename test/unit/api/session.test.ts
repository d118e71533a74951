import * as assert from 'node:assert/strict';
import { ApiProblemError, InvalidRequestOptionsError, PinnedScanGoneError, ReadSession, type SessionChange } from '../../../src/core/api/index.js';
import { BRAND, SCAN_A, SCAN_B, json, keywordList, meta, problem, rejection, testClient, type Recorded } from './helpers.js';

const settingsBody = { brand_id: BRAND, name: 'B', domain: 'b.example', prompts_reserved: null };

/** A server whose latest scan is `latest.id`; scans in `gone` answer 404 when pinned. */
function server(latest: { id: string | null }, gone: Set<string> = new Set()) {
  return (req: Recorded): Response => {
    const asOf = req.url.searchParams.get('as_of');
    if (asOf && gone.has(asOf)) return problem(404, 'not_found');
    if (req.url.pathname.endsWith('/settings')) return json(settingsBody);
    if (req.url.pathname.endsWith('/conversations')) return json({ conversations: [] });
    if (req.url.pathname.endsWith('/segments')) return json({ segments: [], meta: meta(asOf ?? latest.id) });
    return json(keywordList([], null, asOf ?? latest.id));
  };
}

describe('api/session (scan pins)', () => {
  it('pins the first computed read’s scan on the other computed reads, not on settings/conversations', async () => {
    const latest = { id: SCAN_A as string | null };
    const { client, calls } = testClient(server(latest));
    const session = new ReadSession(client, BRAND);
    const changes: SessionChange[] = [];
    session.onDidChange((c) => changes.push(c));
    await session.keywords();
    assert.deepEqual(session.pin, { id: SCAN_A, completed_at: '2026-11-01T00:00:00Z' });
    latest.id = SCAN_B; // a newer scan completes
    const segments = await session.segments();
    assert.equal(segments.meta.data_as_of?.id, SCAN_A, 'the view stays on the pinned scan');
    await session.settings();
    await session.conversations();
    assert.equal(calls[0].url.searchParams.get('as_of'), null);
    assert.equal(calls[1].url.searchParams.get('as_of'), SCAN_A);
    assert.equal(calls[2].url.search, '');
    assert.equal(calls[3].url.search, '');
    assert.deepEqual(changes.map((c) => c.reason), ['pinned']);
  });

  it('makes concurrent first reads wait for the pin, so all show one scan', async () => {
    const { client, calls } = testClient(server({ id: SCAN_A }));
    const session = new ReadSession(client, BRAND);
    await Promise.all([session.keywords(), session.segments(), session.keywords({ limit: 5 })]);
    assert.deepEqual(calls.map((c) => c.url.searchParams.get('as_of')), [null, SCAN_A, SCAN_A]);
  });

  it('does not pin while data_as_of is null (no scan yet)', async () => {
    const latest = { id: null as string | null };
    const { client, calls } = testClient(server(latest));
    const session = new ReadSession(client, BRAND);
    await session.keywords();
    assert.equal(session.pin?.id, undefined);
    latest.id = SCAN_B;
    await session.keywords();
    await session.keywords();
    assert.equal(session.pin?.id, SCAN_B);
    assert.equal(calls[2].url.searchParams.get('as_of'), SCAN_B);
  });

  it('refresh() starts over on the latest scan', async () => {
    const latest = { id: SCAN_A as string | null };
    const { client, calls } = testClient(server(latest));
    const session = new ReadSession(client, BRAND);
    await session.keywords();
    latest.id = SCAN_B;
    session.refresh();
    assert.equal(session.pin?.id, undefined);
    await session.keywords();
    assert.equal(session.pin?.id, SCAN_B);
    assert.equal(calls[1].url.searchParams.get('as_of'), null);
  });

  it('pinTo() pins explicitly; the caller’s own as_of and cursors are left alone', async () => {
    const { client, calls } = testClient(server({ id: SCAN_A }));
    const session = new ReadSession(client, BRAND);
    session.pinTo(SCAN_B, '2026-10-01T00:00:00Z');
    assert.deepEqual(session.pin, { id: SCAN_B, completed_at: '2026-10-01T00:00:00Z' });
    await session.keywords();
    await session.keywords({ as_of: SCAN_A });
    await session.keywords({ cursor: 'next' });
    assert.deepEqual(calls.map((c) => c.url.searchParams.get('as_of')), [SCAN_B, SCAN_A, null]);
    assert.throws(() => session.pinTo('latest'), InvalidRequestOptionsError);
  });

  it('ends a pin whose scan answers 404, retries unpinned once and reports it', async () => {
    const latest = { id: SCAN_A as string | null };
    const gone = new Set<string>();
    const { client, calls } = testClient(server(latest, gone));
    const session = new ReadSession(client, BRAND);
    const changes: SessionChange[] = [];
    session.onDidChange((c) => changes.push(c));
    await session.keywords();
    gone.add(SCAN_A);
    latest.id = SCAN_B;
    const result = await session.keywords();
    assert.equal(result.meta.data_as_of?.id, SCAN_B);
    assert.deepEqual(calls.map((c) => c.url.searchParams.get('as_of')), [null, SCAN_A, null]);
    const last = changes.at(-1)!;
    assert.equal(last.reason, 'pinned-scan-gone');
    assert.ok(last.gone instanceof PinnedScanGoneError);
    assert.equal(last.gone.scanId, SCAN_A);
    assert.equal(last.gone.userMessage, 'The scan this view was pinned to is no longer available; refreshed to the latest scan.');
    assert.equal(last.gone.nextStep, 'Refresh to read the latest scan');
    assert.equal(session.pin?.id, SCAN_B);
  });

  it('keeps the pin when the unpinned retry is a 404 too (the brand or item is missing, not the scan)', async () => {
    const { client, calls } = testClient((req) => (req.url.pathname.endsWith('/segments') ? problem(404, 'not_found') : server({ id: SCAN_A })(req)));
    const session = new ReadSession(client, BRAND);
    await session.keywords();
    const err = await rejection(session.segments());
    assert.ok(err instanceof ApiProblemError && err.code === 'not_found');
    assert.deepEqual(calls.map((c) => c.url.searchParams.get('as_of')), [null, SCAN_A, null]);
    assert.equal(session.pin?.id, SCAN_A);
  });

  it('throws PinnedScanGoneError instead of retrying when asked to', async () => {
    const gone = new Set<string>();
    const { client, calls } = testClient(server({ id: SCAN_A }, gone));
    const session = new ReadSession(client, BRAND, { retryUnpinned: false });
    await session.keywords();
    gone.add(SCAN_A);
    const err = await rejection(session.keywords());
    assert.ok(err instanceof PinnedScanGoneError);
    assert.equal(session.pin, undefined);
    assert.equal(calls.length, 2);
  });
});
