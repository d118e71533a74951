// One segment (market × persona): its prompts and the 1w comparison score.
import * as vscode from 'vscode';
import type { Segment, SegmentComparisonRow } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { formatCount, formatSigned, isNumber, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { addDefinition, localized, stateLook } from '../../present/figures';
import { TreeNode } from '../treeNode';

export class SegmentNode extends TreeNode {
  readonly kind = 'segment';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly segment: Segment,
    private readonly comparison: SegmentComparisonRow | undefined,
  ) {
    super(parent);
  }

  get id(): string {
    return this.segment.id;
  }

  get label(): string {
    return plainText(this.segment.label ?? this.segment.name) || plainText(this.segment.id);
  }

  getTreeItem(): vscode.TreeItem {
    const s = this.segment;
    const row = this.comparison;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      s.is_default ? vscode.l10n.t('default') : undefined,
      s.retired ? vscode.l10n.t('retired') : undefined,
      isNumber(s.prompt_count) ? vscode.l10n.t('{0} prompts', formatCount(s.prompt_count) ?? '') : undefined,
      isNumber(row?.score) ? vscode.l10n.t('score {0}', row.score) : undefined,
      formatSigned(row?.score_change?.delta),
    ]);
    item.iconPath = new vscode.ThemeIcon(s.retired ? 'archive' : 'symbol-namespace');
    const tooltip = new SafeTooltip()
      .heading(s.label ?? s.name)
      .field(vscode.l10n.t('Name'), s.name)
      .field(vscode.l10n.t('Country'), s.country)
      .field(vscode.l10n.t('Language'), s.language)
      .field(vscode.l10n.t('Prompts'), formatCount(s.prompt_count))
      .field(vscode.l10n.t('Score · last week'), formatCount(row?.score) ?? `— ${localized(stateLook('not_measured').short)}`);
    item.tooltip = addDefinition(tooltip, 'segmentScore').build();
    item.contextValue = 'segment';
    item.command = { command: 'brandVisibility.showSegments', title: vscode.l10n.t('Show Segments'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }
}
