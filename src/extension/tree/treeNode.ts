// The base of every node in the brand tree. Each node kind is its own small class (see nodes/).
import type * as vscode from 'vscode';

export abstract class TreeNode {
  constructor(readonly parent: TreeNode | undefined) {}

  abstract getTreeItem(): vscode.TreeItem;

  getChildren(): TreeNode[] | Promise<TreeNode[]> {
    return [];
  }
}
