// A plain line in the tree: an empty list, a "not measured yet", a count of items not listed.
import * as vscode from 'vscode';
import { inertMessage, plainText } from '../../../shared/text/plainText';
import { TreeNode } from '../treeNode';

export class MessageNode extends TreeNode {
  constructor(
    parent: TreeNode | undefined,
    private readonly message: string,
    private readonly icon = 'info',
    private readonly tooltip?: string,
  ) {
    super(parent);
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(plainText(this.message, 200), vscode.TreeItemCollapsibleState.None);
    item.iconPath = new vscode.ThemeIcon(this.icon);
    item.contextValue = 'message';
    if (this.tooltip) item.tooltip = inertMessage(this.tooltip, 500);
    return item;
  }
}
