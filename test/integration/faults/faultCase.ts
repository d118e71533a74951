// One fault case, the same steps for every fault: a known good start, the fault switched on, the tree, a panel and
// the diagnostics loading at once, then what must hold (nothing escaped, requests bounded and stopped, a message with a
// next step on every surface the fault reaches, nothing the user set lost) and recovery once the fault is off.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type Mocha from 'mocha';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { KeyState } from '../../../src/extension/session/connection';
import { secretIdFor } from '../../../src/extension/secrets/keyStore';
import { config, setKey, sleep, waitFor } from '../core/env';
import { closeAllPanels } from '../panels/panelHelpers';
import { children } from '../tree/treeHelpers';
import { recordOutcome } from './outcomes';
import { faultEnv, folderConfig, USER_SETTINGS, type FaultEnv } from './setup';
import { mayBeOurs } from './watch';
import {
  diagnosticsShows, loadTree, openPanel, panelSettled, panelShows, refreshDiagnostics, textOf, treeShows,
  type Shown, type TreeLoad,
} from './surfaces';

export type Surface = 'tree' | 'panel' | 'diagnostics';
/**
 * 'stale' (diagnostics only): the error is shown and the findings of the last good read stay, each message marked
 * stale — a network or service failure no longer wipes them. A failure that voids them (a rejected key, an archived
 * organization, a brand that is gone) still clears them: 'error'.
 */
export type Expected = 'data' | 'error' | 'notice' | 'stale';

export interface FaultSpec {
  /** The case's name in the report (the test title's first word). */
  name: string;
  /** After the standard start, before the warm-up reads (e.g. pin a scan). */
  prepare?(env: FaultEnv): Promise<void>;
  /** Switches the fault on. */
  arm(env: FaultEnv): void | Promise<void>;
  /** Switches it off (restores the key, the organization, the brand). */
  disarm(env: FaultEnv): void | Promise<void>;
  /** More work while the surfaces load (e.g. the shared-scan reads); its result joins the outcome. */
  during?(env: FaultEnv): Promise<string>;
  /** After the first load, still under the fault (e.g. "Load more" on each surface that pages). */
  afterLoad?(env: FaultEnv, loaded: Loaded): Promise<void>;
  /** What each surface shows once settled. */
  expect: Record<Surface, Expected>;
  /** Every error or notice shown matches these (message, next step). */
  message?: RegExp;
  nextStep?: RegExp;
  /** 401/409 notifications through the connection gate (default 0), and the key state afterwards (default ready). */
  notices?: number;
  keyState?: KeyState;
  /** Most requests the sample may receive while the fault is on. */
  maxRequests: number;
  /** Extra checks on what is shown; returns words for the outcome line. */
  check?(env: FaultEnv, shown: Record<Surface, Shown>, loaded: Loaded): string | void | Promise<string | void>;
  /** The explicit pin goes with a scan that is gone: not counted as something lost. */
  pinMayGo?: boolean;
  /** The base URL the fault itself points the extension at (checked instead of the sample's while the fault is on). */
  faultBaseUrl?: string;
}

export interface Loaded {
  tree: TreeLoad;
  panel: PanelHost;
  reports: FolderReport[];
}

/** Bound on everything a fault may take to settle (the scaled-down timeout is 3 s, retries back off < 1 s). */
const SETTLE_MS = 20_000;
/** Quiet that ends a load's trailing reads (diagnostics' owned pages), then the stretch in which nothing may come. */
const QUIET_MS = 750;
const STILL_MS = 2_000;

function short(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not settled within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Until no request reached the sample for `quietMs`; fails when requests keep coming (a loop). */
async function waitQuiet(env: FaultEnv, quietMs: number, limitMs: number): Promise<void> {
  const log = env.sample.requestLog;
  const deadline = Date.now() + limitMs;
  let count = log.length;
  let since = Date.now();
  for (;;) {
    await sleep(100);
    if (log.length !== count) {
      count = log.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`requests kept coming for ${limitMs / 1000} s (${log.length} so far): a retry loop?`);
  }
}

function requestList(env: FaultEnv, from = 0): string {
  return env.sample.requestLog
    .slice(from)
    .map((r) => `${r.path.replace(/^\/v1\/brands\/[0-9a-f-]{36}/, '…')} ${r.status}`)
    .join(', ');
}

async function storedKey(env: FaultEnv): Promise<string | undefined> {
  return env.api.services.context.secrets.get(secretIdFor(new URL(env.sample.url).origin));
}

/** The key, the settings, the binding and the ignores are as the user left them. */
async function assertNothingLost(env: FaultEnv, when: string, pinMayGo = false, baseUrl = env.sample.url): Promise<void> {
  const { api, sample, folder } = env;
  assert.equal(await storedKey(env), sample.keys.member, `${when}: the key is still in SecretStorage`);
  assert.equal(config().get('baseUrl'), baseUrl, `${when}: base URL unchanged`);
  assert.equal(config().inspect('defaultPeriod')?.globalValue, USER_SETTINGS.defaultPeriod, `${when}: default period unchanged`);
  assert.equal(folderConfig(folder).inspect('brand')?.workspaceValue, env.brandId, `${when}: the folder's brand binding unchanged`);
  assert.deepEqual(folderConfig(folder).inspect('diagnostics.ignore')?.workspaceValue, USER_SETTINGS.ignore, `${when}: diagnostics.ignore unchanged`);
  assert.equal(api.services.selection.brandId, env.brandId, `${when}: the selected brand unchanged`);
  if (!pinMayGo) assert.equal(api.services.selection.pin, undefined, `${when}: no pin appeared`);
}

/** A known good start: no fault, member key, primary brand, brand list read, diagnostics showing findings. */
async function start(env: FaultEnv, spec: FaultSpec): Promise<void> {
  const { api, sample } = env;
  const services = api.services;
  await closeAllPanels(api);
  sample.reset();
  if ((await storedKey(env)) !== sample.keys.member || services.connection.state !== 'ready') {
    const result = await setKey(sample.keys.member);
    assert.equal(result.stored, true, result.message);
    await waitFor(() => services.connection.state === 'ready', 'connection ready');
  }
  if (services.selection.brandId !== env.brandId) await services.selection.setBrand(env.brandId, sample.brands.primary.name);
  if (services.selection.pin) await services.selection.setPin(undefined);
  await spec.prepare?.(env);
  await vscode.commands.executeCommand('brandVisibility.refresh');
  const roots = await children(api);
  assert.ok(roots.some((n) => (n as unknown as { brandId?: string }).brandId === env.brandId), 'start: the brand list was read');
  const shown = diagnosticsShows(await refreshDiagnostics());
  assert.equal(shown.kind, 'data', `start: diagnostics show findings (${textOf(shown)})`);
  await waitQuiet(env, QUIET_MS, 10_000);
  await assertNothingLost(env, 'start', spec.pinMayGo);
}

/** The fault is off: the next Refresh / Retry / refreshDiagnostics shows data again on every surface. */
async function recover(env: FaultEnv, spec: FaultSpec, panel: PanelHost): Promise<string> {
  const { api } = env;
  await spec.disarm(env);
  const started = Date.now();
  await vscode.commands.executeCommand('brandVisibility.refresh');
  await waitFor(() => api.services.connection.state === 'ready', 'recovery: connection ready again', 5_000);
  const [tree, reports] = await within(
    Promise.all([
      loadTree(api, env.brandId).then((load) => treeShows(api, load)),
      refreshDiagnostics(),
      // Retry in the panel (the webview's Retry button sends refetch).
      panel.receive({ type: 'request', id: 99_000 + Math.floor(Math.random() * 1000), method: 'refetch', params: {} }),
    ]),
    SETTLE_MS,
    'recovery',
  );
  await panelSettled(panel, SETTLE_MS);
  const shown: Record<Surface, Shown> = { tree, panel: panelShows(panel), diagnostics: diagnosticsShows(reports as FolderReport[]) };
  for (const surface of ['tree', 'panel', 'diagnostics'] as const) {
    assert.equal(shown[surface].kind, 'data', `recovery: ${surface} shows data again (${textOf(shown[surface])})`);
  }
  await assertNothingLost(env, 'after recovery', spec.pinMayGo);
  return `recovered in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

export async function runFaultCase(test: Mocha.Context, spec: FaultSpec): Promise<void> {
  const env = faultEnv();
  const { api, sample } = env;
  const connection = api.services.connection;
  await start(env, spec);

  const noticesBefore = connection.notices;
  env.escapes.reset();
  env.warnings.length = 0;
  sample.requestLog.length = 0;
  await spec.arm(env);
  const armedAt = Date.now();

  // The three surfaces load at once, as when the window opens on a folder with the views and a panel showing.
  const [tree, panel, reports, during] = await within(
    Promise.all([
      loadTree(api, env.brandId),
      openPanel(api, env.brandId).then(async (host) => {
        await panelSettled(host, SETTLE_MS);
        return host;
      }),
      refreshDiagnostics(),
      spec.during?.(env) ?? Promise.resolve(''),
    ]),
    SETTLE_MS,
    `${spec.name}: the tree, the panel and the diagnostics`,
  );
  const loaded: Loaded = { tree, panel, reports };
  if (spec.afterLoad) await within(spec.afterLoad(env, loaded), SETTLE_MS, `${spec.name}: after the first load`);
  const settledMs = Date.now() - armedAt;

  // Bounded: the trailing reads end, then nothing more arrives for a while.
  await waitQuiet(env, QUIET_MS, 15_000);
  const requests = sample.requestLog.length;
  await sleep(STILL_MS);
  assert.equal(sample.requestLog.length, requests, `no request after settling, got: ${requestList(env, requests)}`);
  assert.ok(requests <= spec.maxRequests, `at most ${spec.maxRequests} requests, got ${requests}: ${requestList(env)}`);

  const shown: Record<Surface, Shown> = {
    tree: await treeShows(api, tree),
    panel: panelShows(panel),
    diagnostics: diagnosticsShows(reports),
  };
  assert.equal(sample.requestLog.length, requests, 'reading what the surfaces show sends nothing');
  for (const surface of ['tree', 'panel', 'diagnostics'] as const) {
    const s = shown[surface];
    assert.equal(s.kind, spec.expect[surface], `${surface} shows ${spec.expect[surface]}, got ${textOf(s)}`);
    if (s.kind === 'data') continue;
    assert.ok(s.message.trim(), `${surface}: a message`);
    assert.ok(s.nextStep.trim(), `${surface}: a next step (${textOf(s)})`);
    if (spec.message) assert.match(s.message, spec.message, `${surface}: the message says what happened`);
    if (spec.nextStep) assert.match(s.nextStep, spec.nextStep, `${surface}: the next step`);
  }
  assertDiagnosticsKept(spec.expect.diagnostics);
  assert.equal(connection.notices - noticesBefore, spec.notices ?? 0, 'notifications through the connection gate');
  assert.equal(connection.state, spec.keyState ?? 'ready', 'key state');
  const checked = (await spec.check?.(env, shown, loaded)) ?? '';
  await assertNothingLost(env, 'under the fault', spec.pinMayGo, spec.faultBaseUrl);

  const recovered = await recover(env, spec, panel);
  await sleep(50);
  const escaped = env.escapes.seen.filter((e) => mayBeOurs(e, api.services.context.extensionUri.fsPath));
  assert.deepEqual(escaped, [], 'no unhandled rejection or uncaught exception from our code in the extension host');

  recordOutcome(test.test, outcome(shown, [during, checked], requests, settledMs, connection.notices - noticesBefore, recovered));
}

/** What the Problems panel holds under the fault: the last findings marked stale, or nothing once they were voided. */
function assertDiagnosticsKept(expected: Expected): void {
  const ours = vscode.languages
    .getDiagnostics()
    .flatMap(([, list]) => list)
    .filter((d) => d.source === 'Brand Visibility');
  if (expected === 'stale') {
    assert.ok(ours.length > 0, 'the findings of the last good read are still shown');
    const unmarked = ours.filter((d) => !/ · stale: the last read of the audit failed$/.test(d.message));
    assert.deepEqual(unmarked.map((d) => d.message), [], 'every kept finding says it is stale');
  } else if (expected === 'error') assert.deepEqual(ours.map((d) => d.message), [], 'voided findings are cleared');
}

const SURFACES = ['tree', 'panel', 'diagnostics'] as const;

/** One line: what the surfaces showed (the first one's words), the case's own notes, requests, timing, recovery. */
function outcome(shown: Record<Surface, Shown>, notes: string[], requests: number, settledMs: number, notices: number, recovered: string): string {
  const withText = SURFACES.filter((s) => shown[s].kind !== 'data');
  const withData = SURFACES.filter((s) => shown[s].kind === 'data');
  const parts: string[] = [];
  if (withText.length) {
    const first = shown[withText[0]] as Exclude<Shown, { kind: 'data' }>;
    const said = `${withText[0]}: "${short(first.message, 70)}" → "${short(first.nextStep, 60)}"`;
    parts.push(`${withText.join('+')} show the fault (${said})`);
  }
  if (withData.length) parts.push(`${withData.join('+')} show data`);
  parts.push(...notes.filter(Boolean));
  parts.push(`${requests} requests, settled in ${(settledMs / 1000).toFixed(1)} s, none after`, `notices ${notices}`, recovered);
  return parts.join('; ');
}
