// A failed read shown in place, with the message, the next step and a retry action (never a modal).
import * as vscode from 'vscode';
import { inertMessage, plainText } from '../../../shared/text/plainText';
import type { ErrorText } from '../treeEnv';
import { TreeNode } from '../treeNode';

export const RETRY_COMMAND = 'brandVisibility.tree.retry';

/** Something the error node can retry. */
export interface Retryable {
  retry(): void | Promise<void>;
}

export class ErrorNode extends TreeNode {
  constructor(
    parent: TreeNode | undefined,
    readonly error: ErrorText,
    readonly target: Retryable,
  ) {
    super(parent);
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(plainText(this.error.message, 200), vscode.TreeItemCollapsibleState.None);
    item.description = this.error.next ? plainText(this.error.next, 160) : vscode.l10n.t('Click to retry');
    item.tooltip = [inertMessage(this.error.message, 500), this.error.next ? inertMessage(this.error.next, 300) : '', vscode.l10n.t('Click to retry.')]
      .filter(Boolean)
      .join('\n');
    item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('errorForeground'));
    item.contextValue = 'error';
    item.command = { command: RETRY_COMMAND, title: vscode.l10n.t('Retry'), arguments: [this] };
    item.accessibilityInformation = { label: `${vscode.l10n.t('Error')}: ${plainText(this.error.message, 200)}` };
    return item;
  }
}
