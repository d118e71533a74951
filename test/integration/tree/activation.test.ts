// Activation is cheap: with a key and a base URL configured, nothing is requested until the tree is visible (or a
// command runs); opening the view reads the brand list.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { connect, getApi, resetAll, sleep, startSample, waitFor, cleanUp, quietDiagnostics } from '../core/env';

describe('tree: no request while the view is hidden', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });

  it('sends nothing with the view hidden, then reads the brands when it opens', async () => {
    assert.equal(api.tree.view.visible, false, 'the view starts hidden');
    await resetAll(api);
    await connect(api, sample);
    // State changes, a refresh and status bar updates must not read anything while nobody looks.
    await vscode.commands.executeCommand('brandVisibility.refresh');
    await sleep(1500);
    assert.deepEqual(sample.requestLog.map((r) => r.path), [], 'no request while hidden');
    assert.ok(api.statusBarText().length > 0, 'the status bar is drawn without a request');

    await vscode.commands.executeCommand('brandVisibility.brands.focus');
    await waitFor(() => api.tree.view.visible, 'view visible');
    await waitFor(() => sample.requestLog.some((r) => r.path === '/v1/brands'), 'brand list read once visible');
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
  });
});
