// The loopback control routes under /__sample/ drive the same switches as the SampleApi handle.
import assert from 'node:assert/strict';
import { brandPath, control, get, useSampleApi, type Problem } from './helpers.js';

describe('sample API: control routes', () => {
  const api = useSampleApi();

  it('POST /__sample/fault sets a fault, for one key or all; an empty body clears them', async () => {
    assert.equal((await control(api(), 'POST', '/__sample/fault', { kind: 'status500', key: 'no-access' })).status, 200);
    assert.equal((await get(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 500);
    assert.equal((await get(api(), '/v1/brands')).status, 200);
    await control(api(), 'POST', '/__sample/fault', { kind: 'latency', ms: 120 });
    const started = Date.now();
    await get(api(), '/v1/brands');
    assert.ok(Date.now() - started >= 110);
    await control(api(), 'POST', '/__sample/fault', {});
    assert.equal((await get(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 200);
    const bad = await control(api(), 'POST', '/__sample/fault', { kind: 'meteor' });
    assert.equal(bad.status, 400);
    assert.match(String(bad.body.error), /unknown fault kind/);
  });

  it('POST /__sample/advance-scan completes a scan and returns it', async () => {
    const r = await control(api(), 'POST', '/__sample/advance-scan', {});
    assert.equal(r.status, 200);
    const rep = await get<{ meta: { data_as_of: { id: string } } }>(api(), brandPath(api(), 'primary', 'reputation'));
    assert.equal(rep.body.meta.data_as_of.id, r.body.id);
    const secondary = await control(api(), 'POST', '/__sample/advance-scan', { brand_id: api().brands.secondary.id });
    assert.notEqual(secondary.body.id, r.body.id);
  });

  it('POST /__sample/revoke, /archive, /remove-brand and /forget-scan', async () => {
    await control(api(), 'POST', '/__sample/revoke', { key: api().keys['no-access'] });
    assert.equal((await get<Problem>(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 401);

    await control(api(), 'POST', '/__sample/archive', { on: true });
    assert.equal((await get(api(), '/v1/brands')).status, 409);
    await control(api(), 'POST', '/__sample/archive', { on: false });

    await control(api(), 'POST', '/__sample/remove-brand', { brand_id: api().brands.secondary.id });
    assert.equal((await get(api(), brandPath(api(), 'secondary', 'audit'))).status, 404);

    const scan = api().scans(api().brands.primary.id)[0].id;
    await control(api(), 'POST', '/__sample/forget-scan', { scan_id: scan });
    assert.equal((await get(api(), brandPath(api(), 'primary', 'audit'), { query: { as_of: scan } })).status, 404);
    assert.equal((await control(api(), 'POST', '/__sample/forget-scan', { scan_id: scan })).status, 400);
  });

  it('GET /__sample/requests returns the log; DELETE clears it; control calls are not logged', async () => {
    await get(api(), '/v1/brands', { query: { limit: 3 } });
    await get(api(), '/v1/brands', { key: null });
    const log = await control(api(), 'GET', '/__sample/requests');
    const requests = log.body.requests as Array<{ method: string; path: string; query: Record<string, string>; status: number; key: string; at: number }>;
    assert.equal(requests.length, 2);
    assert.deepEqual(requests.map((r) => [r.method, r.path, r.status, r.key]), [['GET', '/v1/brands', 200, 'member'], ['GET', '/v1/brands', 401, 'none']]);
    assert.deepEqual(requests[0].query, { limit: '3' });
    assert.ok(Math.abs(requests[0].at - Date.now()) < 10_000);
    await control(api(), 'DELETE', '/__sample/requests');
    assert.equal(((await control(api(), 'GET', '/__sample/requests')).body.requests as unknown[]).length, 0);
  });

  it('POST /__sample/reset undoes every switch', async () => {
    await control(api(), 'POST', '/__sample/revoke', { key: 'member' });
    await control(api(), 'POST', '/__sample/fault', { kind: 'html502' });
    await control(api(), 'POST', '/__sample/advance-scan', {});
    await control(api(), 'POST', '/__sample/reset');
    const r = await get<{ meta: { data_as_of: { id: string } } }>(api(), brandPath(api(), 'primary', 'reputation'));
    assert.equal(r.status, 200);
    const completed = api().scans(api().brands.primary.id).filter((s) => s.completed_at);
    assert.equal(r.body.meta.data_as_of.id, completed[completed.length - 1].id);
    assert.equal(completed.length, 12);
  });

  it('GET /__sample/info describes the server for scripts', async () => {
    const info = await control(api(), 'GET', '/__sample/info');
    assert.equal(info.body.url, api().url);
    assert.deepEqual(info.body.keys, api().keys);
  });

  it('unknown control routes and bad bodies are 404 / 400', async () => {
    assert.equal((await control(api(), 'POST', '/__sample/launch', {})).status, 404);
    const res = await fetch(new URL('/__sample/archive', api().url), { method: 'POST', body: '{not json' });
    assert.equal(res.status, 400);
    assert.equal((await control(api(), 'POST', '/__sample/archive', { on: 'yes' })).status, 400);
  });
});
