// One site check: met, failing or not measured, the pages in scope, then the failing pages it names. A check the crawl
// could not measure is its own state with a neutral icon, never the failing ✗.
import * as vscode from 'vscode';
import type { AuditCheck } from '../../../shared/api/schemas';
import { isUnmeasured } from '../../../core/site/findings';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { addDefinition, localized, stateIcon, stateLook } from '../../present/figures';
import { formatCount, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { TreeNode } from '../treeNode';
import { FailingPageNode } from './failingPageNode';
import { MessageNode } from './messageNode';

type CheckState = 'met' | 'failing' | 'unmeasured';

/** The diagnostics' rule (core/site/findings.ts): `met` missing, or "Not measured" without naming a page. */
export function checkState(check: AuditCheck): CheckState {
  if (check.met === true) return 'met';
  return isUnmeasured(check) ? 'unmeasured' : 'failing';
}

function checkIcon(state: CheckState): vscode.ThemeIcon {
  if (state === 'met') return themeIcon({ icon: 'pass', color: 'charts.green' });
  if (state === 'failing') return themeIcon({ icon: 'error', color: 'charts.red' });
  return stateIcon(stateLook('not_measured'));
}

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
    const stateText = { met: vscode.l10n.t('met'), failing: vscode.l10n.t('failing'), unmeasured: localized(stateLook('not_measured').short) }[state];
    const measured = state !== 'unmeasured';
    item.description = joinParts([
      stateText,
      state === 'failing' && c.failing_pages_total !== undefined ? vscode.l10n.t('{0} failing pages', formatCount(c.failing_pages_total) ?? '') : undefined,
      measured && c.pages_in_scope !== undefined ? vscode.l10n.t('{0} pages in scope', formatCount(c.pages_in_scope) ?? '') : undefined,
    ]);
    item.iconPath = checkIcon(state);
    const tooltip = new SafeTooltip().heading(c.label ?? c.id).field(vscode.l10n.t('State'), stateText);
    if (!measured) tooltip.note(vscode.l10n.t('The crawl could not measure this check; it is not a failure.'));
    tooltip.field(vscode.l10n.t('Target'), c.target);
    // "Measured: Not measured" and "0 pages in scope" say nothing more about a check nobody measured.
    if (measured) {
      tooltip
        .field(vscode.l10n.t('Measured'), c.measured)
        .field(vscode.l10n.t('Pages in scope'), formatCount(c.pages_in_scope))
        .field(vscode.l10n.t('Failing pages'), formatCount(c.failing_pages_total));
    }
    addDefinition(tooltip, 'checkState');
    item.tooltip = tooltip.build();
    item.contextValue = `auditCheck.${state}`;
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  private kids: TreeNode[] | undefined;

  override getChildren(): TreeNode[] {
    this.kids ??= this.buildChildren();
    return this.kids;
  }

  private buildChildren(): TreeNode[] {
    const listed = this.check.failing_pages ?? [];
    const nodes: TreeNode[] = listed.map((p) => new FailingPageNode(this, this.brandId, p));
    const total = this.check.failing_pages_total ?? listed.length;
    // The parameters that page failing pages are unnamed in the reference, so the rest is counted, not fetched.
    const more = total - listed.length - (this.check.failing_pages_offset ?? 0);
    if (more > 0) nodes.push(new MessageNode(this, vscode.l10n.t('…and {0} more failing pages', formatCount(more) ?? String(more)), 'ellipsis'));
    return nodes;
  }
}
