// One group of site checks (e.g. "Crawl access") with its failing / passing / not measured counts.
import * as vscode from 'vscode';
import type { AuditGroup } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { localized, stateIcon, stateLook } from '../../present/figures';
import { formatCount, joinParts } from '../../present/format';
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
      g.unmeasured ? `${formatCount(g.unmeasured) ?? ''} ${localized(stateLook('not_measured').short)}` : undefined,
    ]);
    // Only a failure is red; a group with nothing measured is neutral, not passing.
    const nothingMeasured = failing === 0 && (g.passing ?? 0) === 0 && (g.unmeasured ?? 0) > 0;
    item.iconPath = failing > 0
      ? themeIcon({ icon: 'error', color: 'charts.red' })
      : nothingMeasured
        ? stateIcon(stateLook('not_measured'))
        : themeIcon({ icon: 'pass', color: 'charts.green' });
    item.contextValue = 'auditGroup';
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  private checks: AuditCheckNode[] | undefined;

  /** Built once: "Show in Audit tree" reveals the very node the view shows. */
  override getChildren(): AuditCheckNode[] {
    this.checks ??= (this.group.checks ?? []).map((c) => new AuditCheckNode(this, this.brandId, c));
    return this.checks;
  }
}
