// Authentication and access exactly as the reference: 401 + WWW-Authenticate, 409 archived, 404 for unreadable brands.
import assert from 'node:assert/strict';
import { brandPath, get, useSampleApi, type Problem } from './helpers.js';

function assertProblem(body: Problem, status: number, code: string): void {
  assert.equal(body.type, 'about:blank');
  assert.equal(body.status, status);
  assert.equal(body.code, code);
  assert.equal(typeof body.title, 'string');
  assert.equal(typeof body.detail, 'string');
  assert.ok(body.instance.length > 0);
}

describe('sample API: authentication and access', () => {
  const api = useSampleApi();

  for (const [label, key] of [
    ['missing', null],
    ['unknown', 'bvk_live_0000000000000000000000000000000'],
    ['non-Bearer', 'x'],
  ] as const) {
    it(`${label} key → 401 invalid_token with WWW-Authenticate: Bearer`, async () => {
      const r = await get<Problem>(api(), brandPath(api(), 'primary', 'reputation'), {
        key: label === 'non-Bearer' ? null : key,
        headers: label === 'non-Bearer' ? { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } : {},
      });
      assert.equal(r.status, 401);
      assert.equal(r.headers.get('www-authenticate'), 'Bearer');
      assert.equal(r.headers.get('content-type'), 'application/problem+json');
      assert.equal(r.headers.get('ratelimit'), null, 'unauthenticated answers carry no rate-limit headers');
      assertProblem(r.body, 401, 'invalid_token');
    });
  }

  it('the revoked key answers 401, and revokeKey revokes a live key', async () => {
    const revoked = await get<Problem>(api(), '/v1/brands', { key: api().keys.revoked });
    assert.equal(revoked.status, 401);
    assert.equal((await get(api(), '/v1/brands')).status, 200);
    api().revokeKey('member');
    const after = await get<Problem>(api(), '/v1/brands');
    assert.equal(after.status, 401);
    assert.equal(after.body.code, 'invalid_token');
    assert.equal(api().requestLog.at(-1)?.key, 'member');
  });

  it('the archived key answers 409 workspace_archived; archiveOrganization switches the member org', async () => {
    const archived = await get<Problem>(api(), brandPath(api(), 'primary', 'audit'), { key: api().keys.archived });
    assert.equal(archived.status, 409);
    assertProblem(archived.body, 409, 'workspace_archived');
    assert.ok(archived.headers.get('ratelimit'), 'an authenticated answer carries RateLimit');
    api().archiveOrganization(true);
    assert.equal((await get(api(), '/v1/brands')).status, 409);
    assert.equal((await get(api(), '/v1/brands', { key: api().keys['no-access'] })).status, 409);
    api().archiveOrganization(false);
    assert.equal((await get(api(), '/v1/brands')).status, 200);
  });

  it('a brand the member cannot read is 404 not_found, like a brand that does not exist', async () => {
    const hidden = await get<Problem>(api(), brandPath(api(), 'secondary', 'reputation'), { key: api().keys['no-access'] });
    assert.equal(hidden.status, 404);
    assertProblem(hidden.body, 404, 'not_found');
    const missing = await get<Problem>(api(), '/v1/brands/00000000-0000-4000-8000-000000000000/reputation');
    assert.equal(missing.status, 404);
    assert.equal((await get(api(), brandPath(api(), 'primary', 'reputation'), { key: api().keys['no-access'] })).status, 200);
    const scanOfHidden = api().scans(api().brands.secondary.id)[0].id;
    assert.equal((await get(api(), `/v1/scans/${scanOfHidden}`, { key: api().keys['no-access'] })).status, 404);
  });

  it('removeBrand makes every read of the brand 404 and drops it from the list', async () => {
    api().removeBrand(api().brands.secondary.id);
    assert.equal((await get(api(), brandPath(api(), 'secondary', 'prompts'))).status, 404);
    const list = await get<{ brands: Array<{ id: string }> }>(api(), '/v1/brands');
    assert.ok(!list.body.brands.some((b) => b.id === api().brands.secondary.id));
  });

  it('an unknown path is a 404 problem, before any key is asked for', async () => {
    const r = await get<Problem>(api(), '/v1/brands/x/unknown-read', { key: null });
    assert.equal(r.status, 404);
    assertProblem(r.body, 404, 'not_found');
    assert.equal((await get(api(), '/nothing-here')).status, 404);
  });

  it('only GET is served', async () => {
    const res = await fetch(new URL('/v1/brands', api().url), { method: 'POST', headers: { Authorization: `Bearer ${api().keys.member}` } });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'GET');
  });

  it('shared scans need no key: 200 for a current share, 410 with domain and rescan_url for old ones', async () => {
    const { shareIds } = api();
    const current = await get<{ domain: string; score_version: string }>(api(), `/v1/shared/scans/${shareIds.current}`, { key: null });
    assert.equal(current.status, 200);
    assert.equal(current.body.score_version, 'v7.0');
    for (const [id, code] of [[shareIds.unsupported, 'scan_version_unsupported'], [shareIds.retired, 'report_retired']] as const) {
      const r = await get<Problem>(api(), `/v1/shared/scans/${id}`, { key: null });
      assert.equal(r.status, 410);
      assertProblem(r.body, 410, code);
      assert.equal(typeof r.body.domain, 'string');
      assert.match(r.body.rescan_url ?? '', /^https:\/\//);
    }
    assert.equal((await get(api(), '/v1/shared/scans/shr_unknown', { key: null })).status, 404);
  });

  it('keys look like live keys and are the same on every start', () => {
    for (const key of Object.values(api().keys)) assert.match(key, /^bvk_live_[A-Za-z0-9]{32}$/);
    assert.equal(new Set(Object.values(api().keys)).size, 4);
  });
});
