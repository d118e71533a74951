// The TreeDataProvider of `brandVisibility.brands`. Nothing is read until VS Code asks for children (the view is
// visible); a full refresh drops every cached node, so late answers for old nodes are ignored.
import * as vscode from 'vscode';
import type { TreeEnv } from './treeEnv';
import { TreeNode } from './treeNode';
import { BrandNode, type BrandEntry } from './nodes/brandNode';
import { ErrorNode } from './nodes/errorNode';
import { MessageNode } from './nodes/messageNode';

/** Where the root's brands come from (session/brandDirectory.ts), and whether reads may be made at all. */
export interface RootSource {
  /** False while there is no key, no base URL, or the key was rejected: the welcome view shows instead. */
  canRead(): boolean;
  /** A message to show at the root instead of brands (archived organization), if any. */
  blockedMessage(): { message: string; next?: string } | undefined;
  brands(): Promise<BrandEntry[]>;
  selectedBrandId(): string | undefined;
}

export class BrandTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changedEmitter = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changedEmitter.event;
  private roots: TreeNode[] | undefined;
  private rootLoad: Promise<TreeNode[]> | undefined;
  private generation = 0;

  constructor(
    private readonly source: RootSource,
    private readonly envFactory: (provider: BrandTreeProvider) => TreeEnv,
  ) {}

  private envValue: TreeEnv | undefined;
  private get env(): TreeEnv {
    this.envValue ??= this.envFactory(this);
    return this.envValue;
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return node.getTreeItem();
  }

  getChildren(node?: TreeNode): TreeNode[] | Promise<TreeNode[]> {
    if (node) return node.getChildren();
    return this.rootChildren();
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  /** Drops every node and reads again what is visible. */
  refresh(): void {
    this.generation++;
    this.roots = undefined;
    this.rootLoad = undefined;
    this.changedEmitter.fire(undefined);
  }

  /** Re-renders one node, unless it belongs to a tree that was since replaced. */
  changed(node?: TreeNode): void {
    if (!node) {
      this.changedEmitter.fire(undefined);
      return;
    }
    let root: TreeNode = node;
    while (root.parent) root = root.parent;
    if (this.roots?.includes(root)) this.changedEmitter.fire(node);
  }

  /** The current root nodes (brands), once read; for tests and commands. */
  get currentRoots(): readonly TreeNode[] | undefined {
    return this.roots;
  }

  private rootChildren(): TreeNode[] | Promise<TreeNode[]> {
    if (!this.source.canRead()) return [];
    const blocked = this.source.blockedMessage();
    if (blocked) {
      const node = new ErrorNode(undefined, blocked, { retry: () => this.refresh() });
      this.roots = [node];
      return this.roots;
    }
    if (this.roots) return this.roots;
    const generation = this.generation;
    this.rootLoad ??= this.env
      .withProgress(() => this.source.brands())
      .then(
        (brands): TreeNode[] => {
          const selected = this.source.selectedBrandId();
          if (brands.length === 0) {
            return [new MessageNode(undefined, vscode.l10n.t('This key can read no brands. Add a brand by id in the settings (brandVisibility.brands).'))];
          }
          return brands.map((b) => new BrandNode(this.env, b, b.id === selected, () => this.refresh()));
        },
        (err: unknown): TreeNode[] => {
          // The blocked state may have been set by this very failure (401/409): show the welcome or the message.
          if (!this.source.canRead()) return [];
          return [new ErrorNode(undefined, this.env.describe(err), { retry: () => this.refresh() })];
        },
      )
      .then((nodes) => {
        if (generation === this.generation) this.roots = nodes;
        return nodes;
      });
    return this.rootLoad;
  }

  dispose(): void {
    this.changedEmitter.dispose();
  }
}
