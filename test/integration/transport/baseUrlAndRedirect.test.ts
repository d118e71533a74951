// In the extension host: an insecure base URL is refused with a clear message and changes nothing; a redirect to another
// origin, followed by VS Code's global fetch (the client's transport here), never carries the key.
import * as assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import { RECORDER_BODY, startHeaderRecorder, type HeaderRecorder } from '../../support/headerRecorder';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, config, connect, getApi, quietDiagnostics, resetAll, startSample } from '../core/env';
import { errorMessagesDuring } from './transportEnv';

function assertNoKey(headers: IncomingHttpHeaders, key: string): void {
  assert.equal(headers.authorization, undefined, 'no Authorization header');
  assert.deepEqual(Object.entries(headers).filter(([, v]) => String(v).includes(key)), [], 'no header carries the key');
}

describe('transport: base URL policy and redirects in the extension host', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let recorder: HeaderRecorder;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
    recorder = await startHeaderRecorder();
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
    await recorder.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    await connect(api, sample);
    recorder.requests.length = 0;
  });

  it("Select Base URL refuses http://example.com with a clear message and stores nothing", async () => {
    const shown = await errorMessagesDuring(async () => {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', 'http://example.com'), undefined);
      assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', 'http://localhost:80@example.com'), undefined);
    });
    assert.deepEqual(shown, [
      'Brand Visibility: Use https:// (plain http:// is allowed only for localhost / 127.0.0.1).',
      'Brand Visibility: Leave user name and password out of the URL.',
    ]);
    assert.equal(config().inspect('baseUrl')?.globalValue, sample.url, 'the previous base URL is kept');
    assert.equal(await api.services.keys.get(), sample.keys.member, 'the key is untouched');
    assert.equal(api.services.connection.state, 'ready');
  });

  it("VS Code's fetch follows a redirect to another origin without the key", async () => {
    const client = api.services.api.client();
    assert.ok(client);
    const settingsPath = `/v1/brands/${sample.brands.primary.id}/settings`;
    sample.setFault({ kind: 'redirect', to: recorder.url }, 'member');
    assert.deepEqual(await client.getUnknown(settingsPath), RECORDER_BODY, 'the answer came from the other origin');
    // Background reads of the connected extension may be redirected too: every request the other origin got is checked.
    const toApi = sample.requestLog.filter((r) => r.path === settingsPath);
    assert.deepEqual(toApi.map((r) => [r.key, r.status]), [['member', 307]]);
    assert.equal(recorder.requests.filter((r) => r.path === settingsPath).length, 1);
    for (const request of recorder.requests) assertNoKey(request.headers, sample.keys.member);
  });
});
