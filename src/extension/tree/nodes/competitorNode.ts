// One brand of the leaderboard (yours or a tracked rival): rank, service score and share of voice — or "not asked
// about" for a tracked competitor no answer in the period asked about or named, whose figures would otherwise read 0.
import * as vscode from 'vscode';
import type { Competitor } from '../../../shared/api/schemas';
import { notAskedAbout, NOT_ASKED_ABOUT } from '../../../shared/figureStates';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { addFigure, figureShort, localized, readFigure, stateIcon, stateLook, stateShort } from '../../present/figures';
import { formatCount, isNumber, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { TreeNode } from '../treeNode';

export function shareOfVoiceText(value: unknown): string {
  // Null means no answer in the period asked about or named this competitor, where 0 would otherwise read.
  return isNumber(value) ? vscode.l10n.t('{0}% share of voice', formatCount(value) ?? '') : localized(stateLook(NOT_ASKED_ABOUT).short);
}

export class CompetitorNode extends TreeNode {
  readonly kind = 'competitor';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly competitor: Competitor,
    private readonly period?: string,
  ) {
    super(parent);
  }

  get id(): string {
    return plainText(this.competitor.domain, 200) || plainText(this.competitor.name, 200);
  }

  /** The brand the competitors panel shows when this row is opened (its domain, else its name). */
  get focus(): string | undefined {
    return this.id || undefined;
  }

  get url(): string | undefined {
    const domain = plainText(this.competitor.domain, 253);
    return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) ? `https://${domain}/` : undefined;
  }

  get label(): string {
    return plainText(this.competitor.name) || plainText(this.competitor.domain) || vscode.l10n.t('(unnamed brand)');
  }

  /** Nobody asked about or named this tracked competitor in the period: its rank and figures mean nothing. */
  get notAskedAbout(): boolean {
    return this.competitor.is_you !== true && this.competitor.share_of_voice_pct === null;
  }

  getTreeItem(): vscode.TreeItem {
    const c = this.competitor;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    const score = readFigure(c.service_score);
    item.description = this.notAskedAbout
      ? localized(stateLook(NOT_ASKED_ABOUT).short)
      : joinParts([
          isNumber(c.rank) ? vscode.l10n.t('#{0}', c.rank) : undefined,
          vscode.l10n.t('score {0}', score.value === null ? figureShort(score, 'score') : `${formatCount(score.value) ?? ''}${score.look.state === 'measured' ? '' : ` (${stateShort(score.look)})`}`),
          shareOfVoiceText(c.share_of_voice_pct),
          c.is_you ? vscode.l10n.t('you') : undefined,
        ]);
    item.iconPath = c.is_you
      ? themeIcon({ icon: 'star-full', color: 'charts.blue' })
      : this.notAskedAbout
        ? stateIcon(stateLook(NOT_ASKED_ABOUT))
        : new vscode.ThemeIcon('organization');
    item.tooltip = this.tooltip();
    item.contextValue = c.is_you ? 'competitor.you' : 'competitor';
    item.command = { command: 'brandVisibility.showCompetitors', title: vscode.l10n.t('Show Competitors'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  private tooltip(): vscode.MarkdownString {
    const c = this.competitor;
    const t = new SafeTooltip().heading(c.name).field(vscode.l10n.t('Domain'), c.domain);
    const about = (id: 'serviceScore' | 'mentioned' | 'recommended' | 'shareOfVoice') => ({ id, scope: 'brand' as const, period: this.period });
    if (this.notAskedAbout) {
      // One reason for all four figures: none of them was measured for this brand.
      return addFigure(t, about('shareOfVoice'), notAskedAbout(), 'pct').build();
    }
    t.field(vscode.l10n.t('Rank'), formatCount(c.rank));
    addFigure(t, about('serviceScore'), readFigure(c.service_score), 'score');
    addFigure(t, about('mentioned'), readFigure(c.mentioned), 'pct');
    addFigure(t, about('recommended'), readFigure(c.recommended), 'pct');
    const sov = c.share_of_voice_pct;
    addFigure(t, about('shareOfVoice'), isNumber(sov) ? { look: stateLook('measured'), value: sov, low: null, high: null, change: null } : notAskedAbout(), 'pct');
    return t.build();
  }
}
