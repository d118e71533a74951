// "Load more (N of TOTAL)" at the end of a paged list. Clicking it asks the list for its next page; the list queues
// clicks so pages are read one after another, never in parallel.
import * as vscode from 'vscode';
import { formatCount } from '../../present/format';
import { TreeNode } from '../treeNode';

export const LOAD_MORE_COMMAND = 'brandVisibility.tree.loadMore';

export interface LoadsMore {
  loadMore(): Promise<void>;
}

export class LoadMoreNode extends TreeNode {
  constructor(
    parent: TreeNode,
    readonly list: LoadsMore,
    private readonly shown: number,
    private readonly total: number,
    private readonly loading: boolean,
  ) {
    super(parent);
  }

  getTreeItem(): vscode.TreeItem {
    const label = this.loading
      ? vscode.l10n.t('Loading more… ({0} of {1})', formatCount(this.shown) ?? '', formatCount(this.total) ?? '')
      : vscode.l10n.t('Load more ({0} of {1})', formatCount(this.shown) ?? '', formatCount(this.total) ?? '');
    const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.None);
    item.iconPath = new vscode.ThemeIcon(this.loading ? 'loading~spin' : 'ellipsis');
    item.contextValue = 'loadMore';
    item.command = { command: LOAD_MORE_COMMAND, title: vscode.l10n.t('Load more'), arguments: [this] };
    return item;
  }
}
