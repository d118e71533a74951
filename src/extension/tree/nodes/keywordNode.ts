// One keyword: monthly searches, best rank in the latest top 10, score band and trend.
import * as vscode from 'vscode';
import type { KeywordListItem } from '../../api/schemas';
import { plainText } from '../../text/plainText';
import { themeIcon } from '../present/answerState';
import { formatCount, formatSigned, isNumber, joinParts } from '../present/format';
import { SafeTooltip } from '../present/tooltip';
import { TreeNode } from '../treeNode';

export class KeywordNode extends TreeNode {
  readonly kind = 'keyword';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly keyword: KeywordListItem,
  ) {
    super(parent);
  }

  get id(): string {
    return this.keyword.id;
  }

  get label(): string {
    return plainText(this.keyword.text) || vscode.l10n.t('(untitled keyword)');
  }

  getTreeItem(): vscode.TreeItem {
    const k = this.keyword;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      isNumber(k.searches_mo) ? vscode.l10n.t('{0}/mo', formatCount(k.searches_mo) ?? '') : vscode.l10n.t('no volume'),
      isNumber(k.best_rank) ? vscode.l10n.t('#{0}', k.best_rank) : vscode.l10n.t('not in top 10'),
      plainText(k.score?.band, 40),
      trendText(k),
    ]);
    item.iconPath = themeIcon(rankLook(k.best_rank));
    item.tooltip = this.tooltip();
    item.contextValue = 'keyword';
    item.command = { command: 'brandVisibility.openKeywordPanel', title: vscode.l10n.t('Open Keyword'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  private tooltip(): vscode.MarkdownString {
    const k = this.keyword;
    return new SafeTooltip()
      .heading(k.text)
      .field(vscode.l10n.t('Monthly searches'), formatCount(k.searches_mo) ?? vscode.l10n.t('no volume'))
      .field(vscode.l10n.t('Best rank'), isNumber(k.best_rank) ? String(k.best_rank) : vscode.l10n.t('none of your pages in the top 10'))
      .field(vscode.l10n.t('Top 10 naming you'), formatCount(k.top10_naming_you))
      .field(vscode.l10n.t('Score'), joinParts([formatCount(k.score?.value), plainText(k.score?.band, 60)]))
      .field(vscode.l10n.t('Trend'), trendText(k))
      .field(vscode.l10n.t('Search engine'), k.google_label)
      .field(vscode.l10n.t('AI engines searching it'), (k.ai_searches_it ?? []).join(', '))
      .field(vscode.l10n.t('Topic'), k.topic?.name)
      .field(vscode.l10n.t('Segment'), k.segment?.name)
      .field(vscode.l10n.t('Status'), k.status)
      .build();
  }
}

function trendText(k: KeywordListItem): string | undefined {
  const label = plainText(k.trend?.label, 40);
  const delta = formatSigned(k.trend?.delta);
  if (!label && !delta) return undefined;
  return joinParts([label, delta && !label.includes(delta) ? delta : undefined]);
}

function rankLook(rank: number | null): { icon: string; color?: string } {
  if (!isNumber(rank)) return { icon: 'search' };
  if (rank <= 3) return { icon: 'search', color: 'charts.green' };
  return { icon: 'search', color: 'charts.yellow' };
}
