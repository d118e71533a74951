// One site check: met, failing or unmeasured, the pages in scope, then the failing pages it names.
import * as vscode from 'vscode';
import type { AuditCheck } from '../../api/schemas';
import { plainText } from '../../text/plainText';
import { themeIcon } from '../present/answerState';
import { formatCount, joinParts } from '../present/format';
import { SafeTooltip } from '../present/tooltip';
import { TreeNode } from '../treeNode';
import { FailingPageNode } from './failingPageNode';
import { MessageNode } from './messageNode';

type CheckState = 'met' | 'failing' | 'unmeasured';

export function checkState(check: AuditCheck): CheckState {
  if (check.met === true) return 'met';
  if (check.met === false) return 'failing';
  return 'unmeasured';
}

const LOOKS: Record<CheckState, { icon: string; color?: string }> = {
  met: { icon: 'pass', color: 'charts.green' },
  failing: { icon: 'error', color: 'charts.red' },
  unmeasured: { icon: 'question', color: 'charts.yellow' },
};

export class AuditCheckNode extends TreeNode {
  readonly kind = 'auditCheck';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly check: AuditCheck,
  ) {
    super(parent);
  }

  get id(): string {
    return this.check.id;
  }

  get label(): string {
    return plainText(this.check.label) || plainText(this.check.id);
  }

  getTreeItem(): vscode.TreeItem {
    const c = this.check;
    const state = checkState(c);
    const hasPages = (c.failing_pages ?? []).length > 0 || (c.failing_pages_total ?? 0) > 0;
    const item = new vscode.TreeItem(this.label, hasPages ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
    const stateText = { met: vscode.l10n.t('met'), failing: vscode.l10n.t('failing'), unmeasured: vscode.l10n.t('unmeasured') }[state];
    item.description = joinParts([
      stateText,
      state === 'failing' && c.failing_pages_total !== undefined ? vscode.l10n.t('{0} failing pages', formatCount(c.failing_pages_total) ?? '') : undefined,
      c.pages_in_scope !== undefined ? vscode.l10n.t('{0} pages in scope', formatCount(c.pages_in_scope) ?? '') : undefined,
    ]);
    item.iconPath = themeIcon(LOOKS[state]);
    item.tooltip = new SafeTooltip()
      .heading(c.label ?? c.id)
      .field(vscode.l10n.t('State'), stateText)
      .field(vscode.l10n.t('Target'), c.target)
      .field(vscode.l10n.t('Measured'), c.measured)
      .field(vscode.l10n.t('Pages in scope'), formatCount(c.pages_in_scope))
      .field(vscode.l10n.t('Failing pages'), formatCount(c.failing_pages_total))
      .build();
    item.contextValue = `auditCheck.${state}`;
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  override getChildren(): TreeNode[] {
    const listed = this.check.failing_pages ?? [];
    const nodes: TreeNode[] = listed.map((p) => new FailingPageNode(this, this.brandId, p));
    const total = this.check.failing_pages_total ?? listed.length;
    // The parameters that page failing pages are unnamed in the reference, so the rest is counted, not fetched.
    const more = total - listed.length - (this.check.failing_pages_offset ?? 0);
    if (more > 0) nodes.push(new MessageNode(this, vscode.l10n.t('…and {0} more failing pages', formatCount(more) ?? String(more)), 'ellipsis'));
    return nodes;
  }
}
