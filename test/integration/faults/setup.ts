// The suite's root hooks: one sample API inside the extension host, the extension connected with the member key and
// scaled-down limits (3 s timeout, 2 retries, short backoff), and what the user has set that no fault may lose:
// base URL, key, default period, the folder's brand binding and an ignore entry.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { config, connect, getApi, resetAll, startSample } from '../core/env';
import { closeAllPanels, manager } from '../panels/panelHelpers';
import { EscapeWatch } from './watch';

export interface FaultEnv {
  api: BrandVisibilityTestApi;
  sample: SampleApi;
  brandId: string;
  folder: vscode.WorkspaceFolder;
  escapes: EscapeWatch;
  /** Warning lines of the extension's log since the case switched its fault on (notices the user sees are logged). */
  warnings: string[];
}

/** What the user set before the faults; every case checks it is still there. */
export const USER_SETTINGS = {
  defaultPeriod: '4w',
  ignore: ['sitemap-complete'],
};

/** Short enough that the `timeout` fault (never answers) settles in seconds; retries bounded and quick. */
export const TUNING = { timeoutMs: 3_000, scheduler: { maxRetries: 2, backoffBaseMs: 100, backoffCapMs: 400, maxRateLimitedRetries: 2 } };

let env: FaultEnv | undefined;
let leaderboard: vscode.Disposable | undefined;
let unwrapLog: (() => void) | undefined;

export function faultEnv(): FaultEnv {
  assert.ok(env, 'the faults suite was set up');
  return env;
}

export function folderConfig(folder: vscode.WorkspaceFolder): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration('brandVisibility', folder.uri);
}

before(async function () {
  this.timeout(120_000);
  const api = await getApi();
  const sample = await startSample();
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the harness opened the sample site as the workspace folder');
  const escapes = new EscapeWatch();
  env = { api, sample, brandId: sample.brands.primary.id, folder, escapes, warnings: [] };
  const log = api.services.log;
  const warn = log.warn;
  const warnings = env.warnings;
  log.warn = (message: string): void => {
    warnings.push(message);
    warn.call(log, message);
  };
  unwrapLog = () => {
    log.warn = warn;
  };
  api.services.api.tuneForTests(TUNING);
  await resetAll(api);
  await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
  await config().update('defaultPeriod', USER_SETTINGS.defaultPeriod, vscode.ConfigurationTarget.Global);
  await folderConfig(folder).update('brand', env.brandId, vscode.ConfigurationTarget.Workspace);
  await folderConfig(folder).update('diagnostics.ignore', USER_SETTINGS.ignore, vscode.ConfigurationTarget.Workspace);
  // A new key starts every session over, so none keeps a client built before the tuning.
  await connect(api, sample);
  await api.services.selection.setBrand(env.brandId, sample.brands.primary.name);
  // Three rows per leaderboard page, so the panel has a cursor to page with.
  leaderboard = manager(api).useLeaderboardLimit(3);
});

after(async function () {
  this.timeout(60_000);
  if (!env) return;
  const { api, sample, folder, escapes } = env;
  leaderboard?.dispose();
  await closeAllPanels(api);
  await folderConfig(folder).update('brand', undefined, vscode.ConfigurationTarget.Workspace);
  await folderConfig(folder).update('diagnostics.ignore', undefined, vscode.ConfigurationTarget.Workspace);
  await resetAll(api);
  api.services.api.tuneForTests(undefined);
  escapes.dispose();
  unwrapLog?.();
  await sample.close();
  env = undefined;
});
