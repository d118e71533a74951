// One group of site checks (e.g. "Crawl access") with its failing / passing / unmeasured counts.
import * as vscode from 'vscode';
import type { AuditGroup } from '../../api/schemas';
import { plainText } from '../../text/plainText';
import { themeIcon } from '../present/answerState';
import { formatCount, joinParts } from '../present/format';
import { TreeNode } from '../treeNode';
import { AuditCheckNode } from './auditCheckNode';

export class AuditGroupNode extends TreeNode {
  readonly kind = 'auditGroup';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly group: AuditGroup,
  ) {
    super(parent);
  }

  get label(): string {
    return plainText(this.group.name) || vscode.l10n.t('(unnamed group)');
  }

  getTreeItem(): vscode.TreeItem {
    const g = this.group;
    const failing = g.failing ?? 0;
    const item = new vscode.TreeItem(this.label, failing > 0 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
    item.description = joinParts([
      vscode.l10n.t('{0} failing', formatCount(failing) ?? '0'),
      vscode.l10n.t('{0} passing', formatCount(g.passing ?? 0) ?? '0'),
      g.unmeasured ? vscode.l10n.t('{0} unmeasured', formatCount(g.unmeasured) ?? '') : undefined,
    ]);
    item.iconPath = themeIcon(failing > 0 ? { icon: 'error', color: 'charts.red' } : { icon: 'pass', color: 'charts.green' });
    item.contextValue = 'auditGroup';
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  override getChildren(): TreeNode[] {
    return (this.group.checks ?? []).map((c) => new AuditCheckNode(this, this.brandId, c));
  }
}
