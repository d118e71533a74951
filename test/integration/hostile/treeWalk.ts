// Walks the whole brand tree through its TreeDataProvider, as the view would when a person expands everything: every
// brand, section, list (clicking "Load more" until the list ends), audit group, check and failing page; and checks
// what each item shows and does.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';
import { assertInertMarkdown, assertPlainLine, assertPlainLines, type Coverage } from './hostileEnv';

const LOAD_MORE = 'brandVisibility.tree.loadMore';
/** Pages read per list at most (the sample's longest list has 97 rows in pages of 20). */
const MAX_PAGES = 10;

export interface SeenItem {
  node: TreeNode;
  item: vscode.TreeItem;
  /** Labels from the root down to this item's parent, for failure messages. */
  path: string;
}

export function labelText(item: vscode.TreeItem): string {
  const label = item.label;
  return typeof label === 'string' ? label : (label?.label ?? '');
}

/** Every item of the tree (each "Load more" row is seen before it is clicked). */
export async function walkTree(api: BrandVisibilityTestApi, options: { loadMore?: boolean } = {}): Promise<SeenItem[]> {
  const provider = api.tree.provider;
  const seen: SeenItem[] = [];
  const visit = async (node: TreeNode | undefined, path: string): Promise<void> => {
    let children = (await provider.getChildren(node)) ?? [];
    for (let pages = 1; options.loadMore !== false && pages < MAX_PAGES; pages++) {
      const last = children.at(-1);
      if (!last || last.getTreeItem().contextValue !== 'loadMore') break;
      seen.push({ node: last, item: last.getTreeItem(), path });
      await vscode.commands.executeCommand(LOAD_MORE, last);
      children = (await provider.getChildren(node)) ?? [];
    }
    for (const child of children) {
      const item = provider.getTreeItem(child) as vscode.TreeItem;
      seen.push({ node: child, item, path });
      if (item.collapsibleState !== undefined && item.collapsibleState !== vscode.TreeItemCollapsibleState.None) {
        await visit(child, `${path} › ${labelText(item).slice(0, 40)}`);
      }
    }
  };
  await visit(undefined, 'root');
  return seen;
}

/** The node kind an item shows (its contextValue's first word: brand, prompt, auditCheck, loadMore, error…). */
export function kindOf(item: vscode.TreeItem): string {
  return (item.contextValue ?? 'none').split('.')[0];
}

/** A label may be this long (plainText's LABEL_MAX is 160; messages and errors 200): never a 100 KB row. */
const LABEL_LIMIT = 200;

/** Everything an item shows: label, description, tooltip, accessibility label; and what it does: icon, command. */
export async function checkTreeItem(seen: SeenItem, coverage: Coverage): Promise<void> {
  const { item } = seen;
  const where = `${seen.path} › ${kindOf(item)} "${labelText(item).slice(0, 30)}"`;
  const label = labelText(item);
  assertPlainLine(label, `${where}: label`, LABEL_LIMIT);
  coverage.sawPlain(label);
  if (typeof item.description === 'string') {
    assertPlainLine(item.description, `${where}: description`, 400);
    coverage.sawWithin(item.description, false);
  }
  const tooltip = item.tooltip;
  if (tooltip instanceof vscode.MarkdownString) {
    await assertInertMarkdown(tooltip, `${where}: tooltip`);
    coverage.sawWithin(tooltip.value, true);
  } else if (typeof tooltip === 'string') {
    assertPlainLines(tooltip, `${where}: tooltip`, 1200);
    coverage.sawWithin(tooltip, false);
  } else assert.equal(tooltip, undefined, `${where}: tooltip of another type`);
  if (item.accessibilityInformation) assertPlainLine(item.accessibilityInformation.label, `${where}: accessibility label`, 1200);
  if (item.command) assert.match(item.command.command, /^brandVisibility\./, `${where}: only the extension's own commands`);
  if (item.iconPath !== undefined) {
    assert.ok(item.iconPath instanceof vscode.ThemeIcon, `${where}: a theme icon`);
    assert.match(item.iconPath.id, /^[a-z-]+(~spin)?$/, `${where}: icon id from data`);
  }
  assert.match(item.contextValue ?? '', /^[A-Za-z.]+$/, `${where}: context value from data`);
  if (item.id !== undefined) assert.match(item.id, /^[\w./-]+$/, `${where}: item id from data`);
  assert.equal(item.resourceUri, undefined, `${where}: a resource URI`);
}
