// The API layer against the project's spec-faithful sample server (real HTTP on loopback).
import * as assert from 'node:assert/strict';
import {
  ApiProblemError,
  BrandVisibilityClient,
  CursorRestartFailedError,
  NetworkError,
  NonJsonResponseError,
  ReadSession,
  ResponseShapeError,
  SchedulerRegistry,
  collectPages,
  paginate,
  type Priority,
  type SessionChange,
} from '../../../src/core/api/index.js';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { rejection } from './helpers.js';

function clientFor(api: SampleApi, key: string, registry = new SchedulerRegistry({ backoffBaseMs: 10, backoffCapMs: 40 })): BrandVisibilityClient {
  return new BrandVisibilityClient({ baseUrl: api.url, getApiKey: () => key, transport: fetch, schedulers: registry, timeoutMs: 5_000 });
}

const count429 = (api: SampleApi): number => api.requestLog.filter((e) => e.status === 429).length;

describe('api against the sample server', function () {
  this.timeout(30_000);

  describe('reads and errors (default quota)', () => {
    let api: SampleApi;
    let client: BrandVisibilityClient;
    before(async () => {
      api = await startSampleApi({ quiet: true });
    });
    after(() => api.close());
    beforeEach(() => {
      api.reset();
      client = clientFor(api, api.keys.member);
    });

    it('parses every typed read of every brand, sending no parameter the server does not know', async () => {
      for (const brand of Object.values(api.brands)) {
        const id = brand.id;
        await client.reputation(id, { period: '4w', list_limit: 5 });
        await client.citedPages(id, { limit: 5, prompts_limit: 3 });
        await client.audit(id, { limit: 5 });
        await client.ownedPages(id, { limit: 5 });
        const keywords = await client.keywords(id, { limit: 5, view: 'tracked' });
        if (keywords.keywords[0]) await client.keyword(id, keywords.keywords[0].id, { period: '12w' });
        const prompts = await client.prompts(id, { limit: 5, engine: 'openai' });
        if (prompts.prompts[0]) await client.prompt(id, prompts.prompts[0].id);
        await client.competitors(id, { with_page: true, with_menus: true, limit: 5 });
        await client.segments(id);
        await client.settings(id);
        await client.conversations(id);
      }
      const listing = await client.listBrands();
      assert.equal(listing.source, 'list');
      assert.ok(listing.brands.length >= 1);
      assert.ok(api.requestLog.length > 30);
      for (const entry of api.requestLog) {
        assert.deepEqual(entry.ignored, [], `${entry.path} ignored ${entry.ignored.join(',')}`);
        assert.equal(entry.status, 200, entry.path);
      }
    });

    it('reads bodies with unknown fields and enum values', async () => {
      const brand = api.brands.primary.id;
      api.setFault({ kind: 'unknownFields' });
      const reputation = (await client.reputation(brand)) as Record<string, unknown>;
      assert.ok('x_added_in_v1_9' in reputation, 'unknown fields are kept');
      api.setFault({ kind: 'unknownEnums' });
      const pages = await client.citedPages(brand);
      assert.ok(pages.pages.some((p) => String(p.owner).startsWith('future_')));
    });

    it('names the field of a wrong type', async () => {
      api.setFault({ kind: 'wrongType' });
      const err = await rejection(client.keywords(api.brands.primary.id));
      assert.ok(err instanceof ResponseShapeError);
      assert.equal(err.message, 'total: expected number, got string');
    });

    it('reports an HTML 502, a 500 and a truncated body after bounded retries', async () => {
      const brand = api.brands.primary.id;
      api.setFault({ kind: 'html502' });
      assert.ok((await rejection(client.segments(brand))) instanceof NonJsonResponseError);
      assert.equal(api.requestLog.length, 4, 'one try and three retries');
      api.reset();
      api.setFault({ kind: 'status500' });
      const failed = await rejection(client.segments(brand));
      assert.ok(failed instanceof ApiProblemError && failed.code === 'internal_server_error');
      api.reset();
      api.setFault({ kind: 'truncated' });
      const cut = await rejection(client.segments(brand));
      assert.ok(cut instanceof NetworkError, String(cut));
    });

    it('reads the key errors the reference lists', async () => {
      const brand = api.brands.secondary.id;
      const revoked = await rejection(clientFor(api, api.keys.revoked).segments(brand));
      assert.ok(revoked instanceof ApiProblemError && revoked.code === 'invalid_token');
      const archived = await rejection(clientFor(api, api.keys.archived).segments(brand));
      assert.ok(archived instanceof ApiProblemError && archived.code === 'workspace_archived');
      const noAccess = await rejection(clientFor(api, api.keys['no-access']).segments(brand));
      assert.ok(noAccess instanceof ApiProblemError && noAccess.code === 'not_found');
    });

    it('pages keywords to the end and restarts once after a rejected cursor', async () => {
      const brand = api.brands.primary.id;
      const read = (cursor: string | undefined) =>
        client.keywords(brand, { limit: 7, cursor }).then((r) => ({ items: r.keywords, next_cursor: r.next_cursor, total: r.total }));
      const all = await collectPages(paginate(read, (k) => k.id));
      const total = (await client.keywords(brand, { limit: 1 })).total;
      assert.equal(all.length, total);
      assert.equal(new Set(all.map((k) => k.id)).size, total);

      // The server rejects the third page's cursor once (as after a cursor secret rotation), then accepts again.
      let pagesRead = 0;
      const flaky = async (cursor: string | undefined) => {
        if (++pagesRead === 3) api.setFault({ kind: 'invalidCursor' });
        try {
          return await read(cursor);
        } finally {
          if (pagesRead === 3) api.setFault(undefined);
        }
      };
      const again = await collectPages(paginate(flaky, (k) => k.id));
      assert.deepEqual(again.map((k) => k.id), all.map((k) => k.id));

      api.setFault({ kind: 'invalidCursor' });
      assert.ok((await rejection(collectPages(paginate(read, (k) => k.id)))) instanceof CursorRestartFailedError);
    });

    it('ends a pin whose scan is gone and reads the latest scan instead', async () => {
      const brand = api.brands.primary.id;
      const session = new ReadSession(client, brand);
      const changes: SessionChange[] = [];
      session.onDidChange((c) => changes.push(c));
      await session.keywords({ limit: 3 });
      const pinned = session.pin!.id;
      const newer = api.advanceScan(brand);
      await session.competitors();
      assert.equal(api.requestLog.at(-1)?.query.as_of, pinned, 'pinned while the scan exists');
      api.forgetScan(pinned);
      const reread = await session.competitors();
      assert.equal(reread.meta.data_as_of?.id, newer.id);
      assert.equal(changes.at(-1)?.reason, 'pinned-scan-gone');
      assert.equal(session.pin?.id, newer.id);
    });

    it('follows a redirect to another origin without the key', async () => {
      const other = await startSampleApi({ quiet: true });
      try {
        api.setFault({ kind: 'redirect', to: other.url });
        const err = await rejection(client.segments(api.brands.primary.id));
        assert.ok(err instanceof ApiProblemError && err.code === 'invalid_token', String(err));
        assert.equal(other.requestLog.length, 1);
        assert.equal(other.requestLog[0].key, 'none', 'the other origin got no credential');
      } finally {
        await other.close();
      }
    });
  });

  describe('rate limit (quota 20 per 1 s window)', () => {
    let api: SampleApi;
    before(async () => {
      api = await startSampleApi({ quiet: true, quota: 20, windowSeconds: 1 });
    });
    after(() => api.close());
    beforeEach(() => api.reset());

    /** `n` reads of varied routes, priorities mixed like the UI (views foreground, prefetch background). */
    function burst(client: BrandVisibilityClient, n: number): Promise<unknown>[] {
      const brand = api.brands.primary.id;
      return Array.from({ length: n }, (_, i) => {
        const priority: Priority = i % 3 === 0 ? 'background' : 'foreground';
        return client.keywords(brand, { limit: 1 + (i % 50), offset: i }, { priority });
      });
    }

    it('sends no request the window cannot take: no 429 in normal use', async () => {
      const client = clientFor(api, api.keys.member);
      const started = Date.now();
      await Promise.all(burst(client, 50));
      assert.equal(count429(api), 0);
      assert.equal(api.requestLog.length, 50);
      // 50 reads at 20 per window need 3 windows: at least 2 s of waiting.
      assert.ok(Date.now() - started >= 1_900, `took ${Date.now() - started} ms`);
    });

    it('absorbs a second client spending the same key (like a second process)', async () => {
      const first = clientFor(api, api.keys.member);
      const second = clientFor(api, api.keys.member); // its own registry: nothing shared but the key
      const results = await Promise.allSettled([...burst(first, 30), ...burst(second, 30)]);
      const failed = results.filter((r) => r.status === 'rejected');
      assert.equal(failed.length, 0, failed.map((f) => String((f as PromiseRejectedResult).reason)).join('\n'));
      assert.equal(api.requestLog.filter((e) => e.status === 200).length, 60);
    });
  });
});
