// First use (issue 13): a base URL is checked when it is entered — one unauthenticated read that the API answers with
// 401 + WWW-Authenticate: Bearer — so a typo is caught at once; the welcome view's walkthrough link opens ours.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, config, getApi, quietDiagnostics, resetAll, startSample } from './env';

describe('core: first use', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    sample.requestLog.length = 0;
  });

  it('checks an entered base URL with one read without a key: the API is taken, a path typo is refused and not saved', async () => {
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', { url: `${sample.url}/api`, check: true }), undefined);
    assert.equal(config().get('baseUrl'), '', 'a typo is not saved');
    assert.deepEqual(sample.requestLog.map((r) => [r.path, r.status, r.key]), [['/api/v1/brands', 404, 'none']]);
    sample.requestLog.length = 0;
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', { url: sample.url, check: true }), sample.url);
    assert.equal(config().get('baseUrl'), sample.url);
    assert.deepEqual(sample.requestLog.map((r) => [r.path, r.status, r.key]), [['/v1/brands', 401, 'none']], 'one read, no key sent');
    assert.equal(api.services.connection.state, 'missing', 'next: the key');
  });

  it('refuses an address nobody answers at, with no request loop', async () => {
    const closed = new URL(sample.url);
    closed.port = '9';
    assert.equal(await vscode.commands.executeCommand('brandVisibility.selectBaseUrl', { url: closed.origin, check: true }), undefined);
    assert.equal(config().get('baseUrl'), '');
  });

  it("the welcome view's walkthrough link opens this extension's walkthrough", async () => {
    const manifest = vscode.extensions.getExtension('brandvis.brand-visibility')!.packageJSON as { contributes: { walkthroughs: Array<{ id: string }> } };
    const id = `brandvis.brand-visibility#${manifest.contributes.walkthroughs[0]!.id}`;
    assert.equal(id, 'brandvis.brand-visibility#brandVisibility.gettingStarted');
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', id, false);
  });
});
