// One brand of the leaderboard (yours or a tracked rival): rank, service score and share of voice.
import * as vscode from 'vscode';
import type { Competitor } from '../../api/schemas';
import { plainText } from '../../text/plainText';
import { themeIcon } from '../present/answerState';
import { formatCount, isNumber, joinParts } from '../present/format';
import { SafeTooltip } from '../present/tooltip';
import { TreeNode } from '../treeNode';

export function shareOfVoiceText(value: unknown): string {
  // Null means no answer in the period asked about or named this competitor, where 0 would otherwise read.
  return isNumber(value) ? vscode.l10n.t('{0}% share of voice', formatCount(value) ?? '') : vscode.l10n.t('not asked about');
}

export class CompetitorNode extends TreeNode {
  readonly kind = 'competitor';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly competitor: Competitor,
  ) {
    super(parent);
  }

  get id(): string {
    return plainText(this.competitor.domain, 200) || plainText(this.competitor.name, 200);
  }

  get url(): string | undefined {
    const domain = plainText(this.competitor.domain, 253);
    return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) ? `https://${domain}/` : undefined;
  }

  get label(): string {
    return plainText(this.competitor.name) || plainText(this.competitor.domain) || vscode.l10n.t('(unnamed brand)');
  }

  getTreeItem(): vscode.TreeItem {
    const c = this.competitor;
    const score = c.service_score;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      isNumber(c.rank) ? vscode.l10n.t('#{0}', c.rank) : undefined,
      isNumber(score?.value) ? vscode.l10n.t('score {0}', score.value) : vscode.l10n.t('score not measured'),
      shareOfVoiceText(c.share_of_voice_pct),
      c.is_you ? vscode.l10n.t('you') : undefined,
    ]);
    item.iconPath = themeIcon(c.is_you ? { icon: 'star-full', color: 'charts.blue' } : { icon: 'organization' });
    item.tooltip = new SafeTooltip()
      .heading(c.name)
      .field(vscode.l10n.t('Domain'), c.domain)
      .field(vscode.l10n.t('Rank'), formatCount(c.rank))
      .field(vscode.l10n.t('Service score'), figureText(score))
      .field(vscode.l10n.t('Mentioned'), figureText(c.mentioned))
      .field(vscode.l10n.t('Recommended'), figureText(c.recommended))
      .field(vscode.l10n.t('Share of voice'), shareOfVoiceText(c.share_of_voice_pct))
      .build();
    item.contextValue = c.is_you ? 'competitor.you' : 'competitor';
    item.command = { command: 'brandVisibility.showCompetitors', title: vscode.l10n.t('Show Competitors'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }
}

function figureText(f: Competitor['service_score']): string | undefined {
  if (!f) return undefined;
  if (!isNumber(f.value)) return plainText(f.state, 40) || vscode.l10n.t('not measured');
  const range = isNumber(f.low) && isNumber(f.high) ? ` (${f.low}–${f.high})` : '';
  return `${f.value}${range}`;
}
