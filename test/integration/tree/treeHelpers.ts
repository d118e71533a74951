// Walking the brand tree through its TreeDataProvider, as the view would.
import * as assert from 'node:assert/strict';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';

export function labelOf(node: TreeNode): string {
  const label = node.getTreeItem().label;
  return typeof label === 'string' ? label : (label?.label ?? '');
}

export async function children(api: BrandVisibilityTestApi, node?: TreeNode): Promise<TreeNode[]> {
  return (await api.tree.provider.getChildren(node)) ?? [];
}

export async function childByLabel(api: BrandVisibilityTestApi, parent: TreeNode | undefined, label: string | RegExp): Promise<TreeNode> {
  const kids = await children(api, parent);
  const found = kids.find((k) => (typeof label === 'string' ? labelOf(k) === label : label.test(labelOf(k))));
  assert.ok(found, `no child ${String(label)} among: ${kids.map(labelOf).join(' | ')}`);
  return found;
}

/** The brand node, then one of its sections. */
export async function section(api: BrandVisibilityTestApi, brandName: string, sectionLabel: string): Promise<TreeNode> {
  const brand = await childByLabel(api, undefined, brandName);
  return childByLabel(api, brand, sectionLabel);
}
