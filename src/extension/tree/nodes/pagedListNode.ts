// A list read page by page with the API's cursors: the first page when the node expands, then one page per
// "Load more" click. Clicks are queued on one promise chain, so a burst of clicks reads pages one after another and
// never fans out into parallel requests (and never repeats a cursor).
import * as vscode from 'vscode';
import type { Paged } from '../../session/brandReads';
import { formatCount } from '../../present/format';
import type { ErrorText, TreeEnv } from '../treeEnv';
import { TreeNode } from '../treeNode';
import { ErrorNode, type Retryable } from './errorNode';
import { LoadMoreNode, type LoadsMore } from './loadMoreNode';
import { MessageNode } from './messageNode';

/** A row that can be told apart from rows with the same text by its segment or topic. */
export interface Distinguishable {
  readonly label: string;
  readonly context: { segment: string; topic: string };
  distinguishBy: 'segment' | 'topic' | undefined;
}

/**
 * Rows with the same text (a keyword tracked in two segments) show what differs: the segment when the segments differ,
 * else the topic. Rows with a text of their own show neither.
 */
export function distinguishSameLabels(rows: readonly Distinguishable[]): void {
  const byLabel = new Map<string, Distinguishable[]>();
  for (const row of rows) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), row]);
  for (const same of byLabel.values()) {
    if (same.length < 2) {
      same[0]!.distinguishBy = undefined;
      continue;
    }
    const segments = new Set(same.map((r) => r.context.segment));
    const by = segments.size > 1 ? 'segment' : 'topic';
    for (const row of same) row.distinguishBy = by;
  }
}

export abstract class PagedListNode<T> extends TreeNode implements LoadsMore, Retryable {
  private items: T[] = [];
  private nodes: TreeNode[] = [];
  private total = 0;
  private nextCursor: string | null = null;
  private loaded = false;
  private error: ErrorText | undefined;
  private moreError: ErrorText | undefined;
  private firstLoad: Promise<void> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pendingMore = 0;

  constructor(
    parent: TreeNode,
    protected readonly env: TreeEnv,
    readonly brandId: string,
  ) {
    super(parent);
  }

  /** Stable id part for this list (keeps the node expanded across refreshes). */
  protected abstract readonly kind: string;
  protected abstract label(): string;
  protected abstract icon(): vscode.ThemeIcon;
  protected abstract emptyMessage(): string;
  protected abstract fetch(cursor: string | undefined): Promise<Paged<T>>;
  protected abstract itemNode(item: T): TreeNode;
  /** Called with every row after a page arrives (rows with the same text get told apart). */
  protected itemsChanged(_nodes: readonly TreeNode[]): void {}

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label(), vscode.TreeItemCollapsibleState.Collapsed);
    item.id = `${this.brandId}/${this.kind}`;
    item.iconPath = this.icon();
    item.contextValue = `list.${this.kind}`;
    if (this.loaded) item.description = formatCount(this.total);
    return item;
  }

  override async getChildren(): Promise<TreeNode[]> {
    if (!this.loaded && !this.error) await this.loadFirst();
    if (this.error) return [new ErrorNode(this, this.error, this)];
    const children = [...this.nodes];
    if (children.length === 0) children.push(new MessageNode(this, this.emptyMessage()));
    if (this.moreError) {
      // A rejected cursor cannot be retried as is: the list starts over from its first page.
      const retry = this.moreError.code === 'invalid_cursor' ? () => this.retry() : () => this.retryMore();
      children.push(new ErrorNode(this, this.moreError, { retry }));
    } else if (this.nextCursor) {
      children.push(new LoadMoreNode(this, this, this.items.length, Math.max(this.total, this.items.length), this.pendingMore > 0));
    }
    return children;
  }

  /** The rows read so far, as the view shows them (reveal finds a row among these). */
  get rows(): readonly TreeNode[] {
    return this.nodes;
  }

  /** Items read so far (the quick picks search these). */
  get loadedItems(): readonly T[] {
    return this.items;
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  private loadFirst(): Promise<void> {
    this.firstLoad ??= this.env
      .withProgress(() => this.fetch(undefined))
      .then(
        (page) => {
          this.append(page);
          this.loaded = true;
          // The total in the section's own row is known now.
          this.env.changed(this);
        },
        (err: unknown) => {
          this.error = this.env.describe(err);
        },
      )
      .finally(() => {
        this.firstLoad = undefined;
      });
    return this.firstLoad;
  }

  loadMore(): Promise<void> {
    this.pendingMore++;
    this.env.changed(this);
    const run = this.queue.then(async () => {
      // A queued click after the last page (or after a failure) has nothing left to read.
      if (!this.nextCursor || this.moreError) return;
      try {
        const page = await this.env.withProgress(() => this.fetch(this.nextCursor ?? undefined));
        this.append(page);
      } catch (err) {
        this.moreError = this.env.describe(err);
      }
    });
    this.queue = run
      .catch(() => undefined)
      .finally(() => {
        this.pendingMore--;
        this.env.changed(this);
      });
    return this.queue;
  }

  retry(): void {
    this.error = undefined;
    this.loaded = false;
    this.items = [];
    this.nodes = [];
    this.nextCursor = null;
    this.moreError = undefined;
    this.env.changed(this);
  }

  private retryMore(): Promise<void> {
    this.moreError = undefined;
    return this.loadMore();
  }

  private append(page: Paged<T>): void {
    this.items.push(...page.items);
    this.nodes.push(...page.items.map((i) => this.itemNode(i)));
    this.itemsChanged(this.nodes);
    this.total = page.total;
    this.nextCursor = page.nextCursor;
  }
}
