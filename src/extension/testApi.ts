// What activate() returns when the extension runs in test mode: handles the extension-host suites drive and inspect.
// Never returned in normal use.
import type * as vscode from 'vscode';
import type { PanelManager } from './panels/panelManager';
import type { Services } from './session/services';
import type { BrandStatusBar } from './statusBar/statusBar';
import type { AgentTools } from './tools/registerTools';
import type { BrandTree } from './tree/registerTree';

/** How long activate() took (performance.now()) and when it returned (Date.now(), to compare with request logs). */
export interface ActivationTiming {
  durationMs: number;
  returnedAt: number;
}

export interface BrandVisibilityTestApi {
  readonly services: Services;
  readonly tree: BrandTree;
  readonly statusBar: BrandStatusBar;
  /** Every open panel, and the way the suites open, find and observe them. */
  readonly panels: PanelManager;
  /** The agent tools' registration (the MCP server definition provider). */
  readonly tools: AgentTools;
  /** Resolves when activation's local work (key migration, connection state) is done. */
  readonly ready: Promise<void>;
  /** The activate() call that returned this API. */
  readonly activation: ActivationTiming;
  /** The status bar item's current text. */
  statusBarText(): string;
  /** Markdown of the previews opened so far, newest last. */
  previewTexts(): Array<{ uri: vscode.Uri; text: string }>;
}

export function createTestApi(
  services: Services,
  tree: BrandTree,
  statusBar: BrandStatusBar,
  panels: PanelManager,
  tools: AgentTools,
  ready: Promise<void>,
  activation: ActivationTiming,
): BrandVisibilityTestApi {
  return {
    services,
    tree,
    statusBar,
    panels,
    tools,
    ready,
    activation,
    statusBarText: () => statusBar.item.text,
    previewTexts: () => services.previews.uris.map((uri) => ({ uri, text: services.previews.textOf(uri) ?? '' })),
  };
}
