// A page a check names as failing (a URL or a URL path). It can be opened in the browser or revealed locally.
import * as vscode from 'vscode';
import { inertMessage, plainText } from '../../../shared/text/plainText';
import { TreeNode } from '../treeNode';
import { openPageCommand } from './pageCommand';
import { safeHttpUrl, urlPathOf } from '../../present/url';

export class FailingPageNode extends TreeNode {
  readonly kind = 'failingPage';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly page: string,
  ) {
    super(parent);
  }

  get url(): string {
    return this.page;
  }

  get label(): string {
    return plainText(urlPathOf(this.page)) || plainText(this.page) || '/';
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.iconPath = new vscode.ThemeIcon('file');
    item.tooltip = inertMessage(this.page, 500);
    item.command = openPageCommand(this);
    item.contextValue = safeHttpUrl(this.page) ? 'failingPage.url' : 'failingPage';
    return item;
  }
}
