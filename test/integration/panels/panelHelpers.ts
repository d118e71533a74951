// Reaching the panel host from the suite: the test API hands over the panel manager. Its hosts record what
// they posted to the real webview (state, responses) and what the webview reported (metrics); nothing here reads the DOM.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi, RequestLogEntry } from '../../sample-api/server';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { PanelManager } from '../../../src/extension/panels/panelManager';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { HostMessage, PanelKind, StateMessage, WebviewMessage } from '../../../src/shared/protocol';
import { connect, resetAll, sleep, waitFor } from '../core/env';

export function manager(api: BrandVisibilityTestApi): PanelManager {
  const current = api.panels;
  assert.ok(current && Array.isArray(current.panels) && typeof current.serializers === 'object', 'the test API holds the panel manager');
  return current;
}

export async function hostOf(api: BrandVisibilityTestApi, kind: PanelKind, brandId: string, id?: string): Promise<PanelHost> {
  let host: PanelHost | undefined;
  await waitFor(() => (host = manager(api).find(kind, brandId, id)) !== undefined, `${kind} panel open`);
  return host!;
}

/** Waits until the host has posted a state to the webview that satisfies `check` (the real webview said `ready`). */
export async function stateOf<K extends PanelKind>(
  host: PanelHost,
  check: (state: Extract<StateMessage, { panel: K }>) => boolean = () => true,
  what = 'state posted',
): Promise<Extract<StateMessage, { panel: K }>> {
  await waitFor(() => host.lastState !== undefined && check(host.lastState as Extract<StateMessage, { panel: K }>), `${host.kind}: ${what}`, 30_000);
  return host.lastState as Extract<StateMessage, { panel: K }>;
}

let nextId = 10_000;
/** Sends a request through the same handler the webview's messages reach; resolves with the host's response. */
export async function request(host: PanelHost, method: string, params: unknown): Promise<Extract<HostMessage, { type: 'response' }>> {
  const id = nextId++;
  await host.receive({ type: 'request', id, method, params } as unknown as WebviewMessage);
  const response = host.posted.find((m): m is Extract<HostMessage, { type: 'response' }> => m.type === 'response' && m.id === id);
  assert.ok(response, `a response to ${method} #${id} was posted`);
  return response;
}

/** The types of the messages posted after `from` (an index into host.posted). */
export function postedTypesSince(host: PanelHost, from: number): string[] {
  return host.posted.slice(from).map((m) => (m.type === 'response' ? `response#${m.id}` : m.type));
}

export function reads(sample: SampleApi, suffix: string): RequestLogEntry[] {
  return sample.requestLog.filter((r) => r.path.endsWith(suffix));
}

export async function closeAllPanels(api: BrandVisibilityTestApi): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor(() => manager(api).panels.length === 0, 'every panel closed');
}

/** Connected with the member key, the primary brand selected, default period, no filter or pin, empty request log. */
export async function freshStart(api: BrandVisibilityTestApi, sample: SampleApi): Promise<void> {
  await closeAllPanels(api);
  sample.reset();
  await resetAll(api);
  await connect(api, sample);
  await api.services.selection.setBrand(sample.brands.primary.id, sample.brands.primary.name);
  api.services.refresh();
  await sleep(50);
  sample.requestLog.length = 0;
}
