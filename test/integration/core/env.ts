// Shared by the core and tree suites: the extension's test API, a sample API started inside the suite, and resets so
// every test starts from "no key, no base URL, nothing selected".
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startSampleApi, type SampleApi, type SampleApiOptions, type RequestLogEntry } from '../../sample-api/server';
import type { PanelTarget } from '../../../src/shared/panels/index';
import type { LocalFileResolver } from '../../../src/extension/session/hooks';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';

export const EXTENSION_ID = 'brandvis.brand-visibility';

export async function getApi(): Promise<BrandVisibilityTestApi> {
  const ext = vscode.extensions.getExtension<BrandVisibilityTestApi | undefined>(EXTENSION_ID);
  assert.ok(ext, 'extension loaded');
  const api = await ext.activate();
  assert.ok(api, 'activate() returns the test API in test mode');
  await api.ready;
  return api;
}

export function startSample(opts: SampleApiOptions = {}): Promise<SampleApi> {
  return startSampleApi({ quiet: true, ...opts });
}

export function config(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration('brandVisibility');
}

export async function setBaseUrl(url: string | undefined): Promise<void> {
  await config().update('baseUrl', url, vscode.ConfigurationTarget.Global);
  await waitFor(() => (config().get<string>('baseUrl') ?? '') === (url ?? ''), 'base URL setting applied');
}

/** Stores the key through the command's script argument (validated by one read, like the input box). */
export async function setKey(key: string): Promise<{ stored: boolean; message?: string }> {
  return (await vscode.commands.executeCommand('brandVisibility.setApiKey', key)) as { stored: boolean; message?: string };
}

/** Base URL + member key, then an empty request log. */
export async function connect(api: BrandVisibilityTestApi, sample: SampleApi, role: keyof SampleApi['keys'] = 'member'): Promise<void> {
  await setBaseUrl(sample.url);
  const result = await setKey(sample.keys[role]);
  assert.equal(result.stored, true, result.message);
  await waitFor(() => api.services.connection.state === 'ready', 'connection ready');
  sample.requestLog.length = 0;
}

export async function resetAll(api: BrandVisibilityTestApi): Promise<void> {
  const s = api.services;
  await s.keys.clear();
  await config().update('apiKey', undefined, vscode.ConfigurationTarget.Global);
  await config().update('brands', undefined, vscode.ConfigurationTarget.Global);
  await config().update('defaultPeriod', undefined, vscode.ConfigurationTarget.Global);
  await setBaseUrl(undefined);
  await s.selection.reset();
  await s.connection.recompute(true);
  s.brands.invalidate();
}

/**
 * For the core and tree suites' before(): the suite's folder is a sample site the diagnostics would link to a brand
 * and read in the background; these suites count the tree's and the palette's requests only. cleanUp() undoes it.
 */
export async function quietDiagnostics(): Promise<void> {
  await config().update('diagnostics.enabled', false, vscode.ConfigurationTarget.Global);
}

/** For after(): back to the start, leaving no setting behind (the harness keeps its user data between suites). */
export async function cleanUp(api: BrandVisibilityTestApi): Promise<void> {
  await resetAll(api);
  await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Requests whose path ends with the suffix (e.g. '/prompts'). */
export function requestsTo(sample: SampleApi, suffix: string): RequestLogEntry[] {
  return sample.requestLog.filter((r) => r.path.endsWith(suffix));
}

/** Puts `resolver` in place of the site diagnostics' URL → local file mapping until disposed. */
export function useLocalFiles(api: BrandVisibilityTestApi, resolver: LocalFileResolver | undefined): { dispose(): void } {
  const previous = api.services.localFiles;
  api.services.localFiles = resolver;
  return { dispose: () => void (api.services.localFiles = previous) };
}

/** Records the panels the commands open instead of opening them, until disposed. */
export function recordPanelOpens(api: BrandVisibilityTestApi, opened: PanelTarget[]): { dispose(): void } {
  const panels = api.panels;
  panels.open = async (target) => void opened.push(target);
  return { dispose: () => void delete (panels as { open?: unknown }).open };
}
