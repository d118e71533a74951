// The brand tree as a user drives it: open the view (time to the brand rows), expand the primary brand's Keywords
// and click "Load more" until the whole (scaled) list is read. The provider's getChildren is observed, not replaced:
// the bench sees when VS Code itself asked for a node's children and what it got.
import * as vscode from 'vscode';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';
import { waitFor } from '../core/env';

const LOAD_MORE = 'brandVisibility.tree.loadMore';

type Observer = (node: TreeNode | undefined, children: TreeNode[]) => void;

/** Calls `asked` when getChildren is called and `observer` with what it resolved to; returns the undo. */
function observeChildren(api: BrandVisibilityTestApi, observer: Observer, asked?: (node: TreeNode | undefined) => void): vscode.Disposable {
  const provider = api.tree.provider;
  const original = provider.getChildren;
  provider.getChildren = function (this: typeof provider, node?: TreeNode) {
    asked?.(node);
    const result = original.call(this, node);
    void Promise.resolve(result).then((children) => observer(node, children ?? []));
    return result;
  };
  return new vscode.Disposable(() => {
    provider.getChildren = original;
  });
}

function contextOf(node: TreeNode): string | undefined {
  return node.getTreeItem().contextValue;
}

export interface FirstChildren {
  /** Focus command → VS Code asked for the root's children. */
  askedMs: number;
  /** Focus command → the brand rows resolved. */
  ms: number;
  roots: number;
  openedAt: number;
}

export async function timeFirstChildren(api: BrandVisibilityTestApi): Promise<FirstChildren> {
  if (api.tree.provider.currentRoots) api.tree.provider.refresh();
  let askedAt: number | undefined;
  let resolvedAt: number | undefined;
  let roots = 0;
  const watch = observeChildren(
    api,
    (node, children) => {
      if (node === undefined && children.length > 0 && resolvedAt === undefined) {
        resolvedAt = performance.now();
        roots = children.length;
      }
    },
    (node) => {
      if (node === undefined) askedAt ??= performance.now();
    },
  );
  try {
    const openedAt = Date.now();
    const started = performance.now();
    await vscode.commands.executeCommand('brandVisibility.brands.focus');
    await waitFor(() => resolvedAt !== undefined, 'the brand rows', 30_000);
    return { askedMs: (askedAt ?? started) - started, ms: (resolvedAt ?? started) - started, roots, openedAt };
  } finally {
    watch.dispose();
  }
}

export interface KeywordLoad {
  rows: number;
  shown: number;
  clicks: number;
}

/** Expands the brand's Keywords in the view and loads every page; resolves once VS Code has fetched them all. */
export async function loadAllKeywords(api: BrandVisibilityTestApi, brandId: string): Promise<KeywordLoad> {
  const provider = api.tree.provider;
  const brand = (provider.currentRoots ?? []).find((n) => (n as TreeNode & { brandId?: string }).brandId === brandId);
  if (!brand) throw new Error(`brand ${brandId} is not among the tree's roots`);
  const sections = await provider.getChildren(brand);
  const keywords = sections.find((n) => contextOf(n) === 'list.keywords') as (TreeNode & { loadedItems: readonly unknown[]; hasMore: boolean }) | undefined;
  if (!keywords) throw new Error('the brand has no Keywords section');

  let shown = 0;
  const watch = observeChildren(api, (node, children) => {
    if (node === keywords) shown = children.filter((c) => contextOf(c) === 'keyword').length;
  });
  let clicks = 0;
  try {
    await api.tree.view.reveal(keywords, { expand: true, select: false, focus: false });
    await waitFor(() => keywords.loadedItems.length > 0, 'the first page of keywords', 30_000);
    while (keywords.hasMore) {
      // The node's own getChildren: the observer above only sees VS Code's calls through the provider.
      const children = await keywords.getChildren();
      const more = children[children.length - 1];
      if (contextOf(more) !== 'loadMore') throw new Error(`the last row is not "Load more" (${contextOf(more)})`);
      await vscode.commands.executeCommand(LOAD_MORE, more);
      clicks++;
    }
    const rows = keywords.loadedItems.length;
    // The view re-reads the node after each page; wait until VS Code holds every row.
    await waitFor(() => shown >= rows, `VS Code showing ${rows} keyword rows`, 30_000);
    return { rows, shown, clicks };
  } finally {
    watch.dispose();
  }
}
