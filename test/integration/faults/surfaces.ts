// What each surface shows, read through the test API and never from the DOM: the tree's nodes (the provider the view
// asks), the panel host's posted messages, the diagnostics' folder reports. Each `show` reads what is there and
// sends nothing.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';
import type { Competitors } from '../../../src/shared/api/schemas';
import { sleep } from '../core/env';
import { hostOf, manager } from '../panels/panelHelpers';
import { children } from '../tree/treeHelpers';

/** What a surface shows: its data, an error in place, or a notice (welcome view, blocked root). */
export type Shown =
  | { kind: 'data'; summary: string }
  | { kind: 'error' | 'notice' | 'stale'; message: string; nextStep: string };

export function textOf(shown: Shown): string {
  return shown.kind === 'data' ? `data (${shown.summary})` : `${shown.kind}: ${shown.message} → ${shown.nextStep}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Tree

const LISTS = ['list.prompts', 'list.keywords'];

function contextOf(node: TreeNode): string {
  return node.getTreeItem().contextValue ?? '';
}

interface ErrorNodeLike {
  error: { message: string; next?: string; code?: string };
}

function errorOf(node: TreeNode): ErrorNodeLike['error'] | undefined {
  return contextOf(node) === 'error' ? (node as unknown as ErrorNodeLike).error : undefined;
}

export interface TreeLoad {
  roots: readonly TreeNode[];
  lists: TreeNode[];
}

/**
 * What the view does when the tree is refreshed and a brand is expanded: its root (from the cached brand list), the
 * brand's sections, and its Prompts and Keywords lists (the first page of each), in parallel like the view.
 */
export async function loadTree(api: BrandVisibilityTestApi, brandId: string): Promise<TreeLoad> {
  api.tree.provider.refresh();
  const roots = await children(api);
  const brand = roots.find((n) => contextOf(n).startsWith('brand') && (n as unknown as { brandId?: string }).brandId === brandId);
  if (!brand) return { roots, lists: [] };
  const lists = (await children(api, brand)).filter((n) => LISTS.includes(contextOf(n)));
  await Promise.all(lists.map((l) => children(api, l)));
  return { roots, lists };
}

/** Clicks "Load more" at the end of the Prompts list (through its command), if the list has one. */
export async function loadMorePrompts(api: BrandVisibilityTestApi, load: TreeLoad): Promise<boolean> {
  const prompts = load.lists.find((l) => contextOf(l) === 'list.prompts');
  if (!prompts) return false;
  const more = (await children(api, prompts)).find((n) => contextOf(n) === 'loadMore');
  if (!more) return false;
  const item = more.getTreeItem();
  await vscode.commands.executeCommand(item.command!.command, ...(item.command!.arguments ?? []));
  return true;
}

/** The welcome view the manifest shows for a key state (its first line and its first link's text). */
function welcomeFor(state: string): Shown {
  const ext = vscode.extensions.getExtension('brandvis.brand-visibility');
  assert.ok(ext);
  const welcome = (ext.packageJSON as { contributes: { viewsWelcome: Array<{ contents: string; when: string }> } }).contributes.viewsWelcome;
  const entry = welcome.find((w) => w.when === `brandVisibility.keyState == ${state}`);
  if (!entry) return { kind: 'notice', message: `(no welcome view for key state ${state})`, nextStep: '' };
  let contents = entry.contents;
  const nls = /^%(.+)%$/.exec(contents);
  if (nls) {
    const strings = JSON.parse(readFileSync(join(ext.extensionPath, 'package.nls.json'), 'utf8')) as Record<string, string>;
    contents = strings[nls[1]] ?? contents;
  }
  const [first, ...rest] = contents.split('\n');
  const link = /\[([^\]]+)\]\(command:[^)]+\)/.exec(rest.join('\n'));
  return { kind: 'notice', message: first, nextStep: link?.[1] ?? '' };
}

/**
 * What the view shows now. Nodes the load read are cached (data or error), so this re-reads nothing; after the
 * connection closed its gate the root is either empty (the welcome view) or the blocked message.
 */
export async function treeShows(api: BrandVisibilityTestApi, load: TreeLoad): Promise<Shown> {
  const current = api.tree.provider.currentRoots;
  if (current !== load.roots) {
    const roots = await children(api);
    if (roots.length === 0) return welcomeFor(api.services.connection.state);
    const rootError = roots.map(errorOf).find(Boolean);
    if (rootError) return { kind: 'error', message: rootError.message, nextStep: rootError.next ?? '' };
    return { kind: 'data', summary: `${roots.length} root rows, brands not expanded again` };
  }
  const rootError = load.roots.map(errorOf).find(Boolean);
  if (rootError) return { kind: 'error', message: rootError.message, nextStep: rootError.next ?? '' };
  if (load.lists.length === 0) {
    const message = load.roots.map((n) => String(n.getTreeItem().label ?? '')).join(' | ');
    return { kind: 'notice', message: message || '(empty root)', nextStep: '' };
  }
  const counts: string[] = [];
  for (const list of load.lists) {
    const rows = await children(api, list);
    const error = rows.map(errorOf).find(Boolean);
    if (error) return { kind: 'error', message: error.message, nextStep: error.next ?? '' };
    counts.push(`${rows.filter((r) => ['prompt', 'keyword'].includes(contextOf(r))).length} ${contextOf(list).slice(5)}`);
  }
  return { kind: 'data', summary: counts.join(', ') };
}

// ---------------------------------------------------------------------------------------------------------------------
// Panel (the competitors panel of a brand, through the PanelManager)

export async function openPanel(api: BrandVisibilityTestApi, brandId: string): Promise<PanelHost> {
  await manager(api).open({ kind: 'competitors', brandId });
  return hostOf(api, 'competitors', brandId);
}

type Posted = PanelHost['posted'][number];

function lastScreen(host: PanelHost): Posted | undefined {
  for (let i = host.posted.length - 1; i >= 0; i--) {
    const m = host.posted[i];
    if (m.type === 'state' || m.type === 'error' || m.type === 'loading') return m;
  }
  return undefined;
}

/** The panel read (and the real webview said `ready`), and its screen is data or an error. */
export async function panelSettled(host: PanelHost, timeoutMs: number): Promise<void> {
  // Nothing is posted before the real webview says `ready`: a page that never loads (its bundle missing) shows here.
  const what = (): string =>
    host.posted.length === 0
      ? 'the panel shows data or an error (the webview never said ready: is dist/webviews being rebuilt?)'
      : `the panel shows data or an error (last posted: ${host.posted.map((m) => m.type).join(', ')}; reading: ${host.isReading})`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (host.reads > 0 && !host.isReading && ['state', 'error'].includes(lastScreen(host)?.type ?? '')) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what()}`);
    await sleep(50);
  }
}

export function panelShows(host: PanelHost): Shown {
  const last = lastScreen(host);
  if (!last) return { kind: 'error', message: '(nothing posted to the webview)', nextStep: '' };
  if (last.type === 'error') return { kind: 'error', message: last.message, nextStep: last.nextStep ?? '' };
  if (last.type === 'loading') return { kind: 'notice', message: '(still loading)', nextStep: '' };
  const data = (last as { data?: Partial<Competitors> }).data;
  return { kind: 'data', summary: `${data?.competitors?.length ?? 0} competitors` };
}

/** The leaderboard cursor of the panel's last state, for a "load more" (the suite shortens the page to 3 rows). */
export function leaderboardCursor(host: PanelHost): string | undefined {
  const data = (host.lastState as { data?: Partial<Competitors> } | undefined)?.data;
  return typeof data?.next_cursor === 'string' ? data.next_cursor : undefined;
}

// ---------------------------------------------------------------------------------------------------------------------
// Diagnostics

export async function refreshDiagnostics(): Promise<FolderReport[]> {
  return ((await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[] | undefined) ?? [];
}

/**
 * The folder's report: its error (message and next step in one text) — with the earlier findings still shown, marked
 * stale, when the error is not one that voids them —, its findings, or why there are none.
 */
export function diagnosticsShows(reports: readonly FolderReport[]): Shown {
  const r = reports[0];
  if (!r) return { kind: 'error', message: '(no folder report)', nextStep: '' };
  if (r.error && r.stale && r.findings > 0) return { kind: 'stale', message: r.error, nextStep: r.error };
  if (r.error) return { kind: 'error', message: r.error, nextStep: r.error };
  if (r.findings > 0) return { kind: 'data', summary: `${r.findings} findings on ${r.files} files` };
  return { kind: 'notice', message: r.why, nextStep: '' };
}
