// A section filled by one read when it expands (competitors, audit, segments). The read is cached until the view
// refreshes; a failure becomes an error child with a retry action.
import * as vscode from 'vscode';
import type { ErrorText, TreeEnv } from '../treeEnv';
import { TreeNode } from '../treeNode';
import { ErrorNode, type Retryable } from './errorNode';

export abstract class SingleReadNode<R> extends TreeNode implements Retryable {
  private data: R | undefined;
  private error: ErrorText | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    parent: TreeNode,
    protected readonly env: TreeEnv,
    readonly brandId: string,
  ) {
    super(parent);
  }

  protected abstract readonly kind: string;
  protected abstract label(): string;
  protected abstract icon(): vscode.ThemeIcon;
  protected abstract read(): Promise<R>;
  protected abstract children(data: R): TreeNode[] | Promise<TreeNode[]>;
  /** A short summary once read (e.g. "3 failing checks"). */
  protected summary(_data: R): string | undefined {
    return undefined;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label(), vscode.TreeItemCollapsibleState.Collapsed);
    item.id = `${this.brandId}/${this.kind}`;
    item.iconPath = this.icon();
    item.contextValue = `section.${this.kind}`;
    if (this.data !== undefined) item.description = this.summary(this.data);
    return item;
  }

  override async getChildren(): Promise<TreeNode[]> {
    if (this.data === undefined && !this.error) {
      this.loading ??= this.env
        .withProgress(() => this.read())
        .then(
          (data) => {
            this.data = data;
            // The summary in the section's own row changes once the read is in.
            this.env.changed(this);
          },
          (err: unknown) => {
            this.error = this.env.describe(err);
          },
        )
        .finally(() => {
          this.loading = undefined;
        });
      await this.loading;
    }
    if (this.error) return [new ErrorNode(this, this.error, this)];
    return this.data === undefined ? [] : this.children(this.data);
  }

  retry(): void {
    this.error = undefined;
    this.data = undefined;
    this.env.changed(this);
  }
}
