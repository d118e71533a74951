// A redirect to another origin never carries the key: the sample API answers 307 towards a second loopback server (another
// port = another origin) that records the headers it got — through the CLI's undici transport in this process and
// through the CLI itself as its own process. (The extension host's global fetch: test/integration/transport/.)
import * as assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiProblemError, BrandVisibilityClient, SchedulerRegistry } from '../../../src/core/api/index.js';
import { createUndiciTransport } from '../../../src/core/api/undiciTransport.js';
import { startSampleApi, type SampleApi } from '../../sample-api/server.js';
import { RECORDER_BODY, startHeaderRecorder, type HeaderRecorder } from '../../support/headerRecorder.js';
import { assertCliBuilt, runCliProcess } from '../../support/cliProcess.js';

function assertNoKey(headers: IncomingHttpHeaders, key: string): void {
  assert.equal(headers.authorization, undefined, 'no Authorization header');
  const carrying = Object.entries(headers).filter(([, value]) => String(value).includes(key));
  assert.deepEqual(carrying, [], 'no header carries the key');
}

describe('transport: a redirect to another origin drops Authorization', function () {
  this.timeout(20_000);
  let api: SampleApi;
  let recorder: HeaderRecorder;
  let settingsPath: string;

  before(async () => {
    api = await startSampleApi({ quiet: true });
    recorder = await startHeaderRecorder();
    settingsPath = `/v1/brands/${api.brands.primary.id}/settings`;
  });
  after(async () => {
    await api?.close();
    await recorder?.close();
  });
  afterEach(() => {
    api.reset();
    recorder.requests.length = 0;
  });

  const undiciClient = (): BrandVisibilityClient =>
    new BrandVisibilityClient({
      baseUrl: api.url,
      getApiKey: () => api.keys.member,
      transport: createUndiciTransport({ onFallback: (reason) => assert.fail(reason) }),
      schedulers: new SchedulerRegistry(),
    });

  it('undici transport: the API origin gets the key, the origin it redirects to answers without it', async () => {
    api.setFault({ kind: 'redirect', to: recorder.url });
    const body = await undiciClient().getUnknown(settingsPath);
    assert.deepEqual(body, RECORDER_BODY, 'the redirect was followed to the other origin');
    assert.deepEqual(api.requestLog.map((r) => [r.path, r.key, r.status]), [[settingsPath, 'member', 307]]);
    assert.equal(recorder.requests.length, 1);
    assert.equal(recorder.requests[0].path, settingsPath);
    assertNoKey(recorder.requests[0].headers, api.keys.member);
  });

  it('the same server under another host name (localhost for 127.0.0.1) is another origin: no key there either', async () => {
    const port = new URL(api.url).port;
    api.setFault({ kind: 'redirect', to: `http://localhost:${port}` }, 'member');
    await assert.rejects(undiciClient().getUnknown(settingsPath), (err: unknown) => err instanceof ApiProblemError && err.status === 401);
    assert.deepEqual(
      api.requestLog.map((r) => [r.key, r.status]),
      [
        ['member', 307],
        ['none', 401],
      ],
    );
  });

  it('the CLI process (`get`): follows the redirect, and the other origin gets no key', async () => {
    assertCliBuilt();
    api.setFault({ kind: 'redirect', to: recorder.url });
    const run = await runCliProcess(['get', settingsPath], { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), RECORDER_BODY);
    assert.deepEqual(api.requestLog.map((r) => [r.key, r.status]), [['member', 307]]);
    assert.equal(recorder.requests.length, 1);
    assertNoKey(recorder.requests[0].headers, api.keys.member);
  });
});
