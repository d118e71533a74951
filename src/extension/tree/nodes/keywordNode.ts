// One keyword: monthly searches, best rank in the latest top 10, its score with band (or the state in words) and trend.
import * as vscode from 'vscode';
import type { KeywordListItem } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { engineName } from '../../present/engines';
import { addDefinition, addFigure, figureShort, readFigure, stateShort } from '../../present/figures';
import { formatCount, formatSigned, isNumber, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { TreeNode } from '../treeNode';

export class KeywordNode extends TreeNode {
  readonly kind = 'keyword';
  /** Set by the list when another row has the same text: the segment (or topic) tells them apart. */
  distinguishBy: 'segment' | 'topic' | undefined;

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly keyword: KeywordListItem,
    private readonly period?: string,
  ) {
    super(parent);
  }

  get id(): string {
    return this.keyword.id;
  }

  get label(): string {
    return plainText(this.keyword.text) || vscode.l10n.t('(untitled keyword)');
  }

  /** The segment and topic names, for telling rows with the same text apart. */
  get context(): { segment: string; topic: string } {
    return { segment: plainText(this.keyword.segment?.name, 60), topic: plainText(this.keyword.topic?.name, 60) };
  }

  /** "score 56 Fair" or "— too few answers": the band only beside a value. */
  private scoreText(): string {
    const reading = readFigure(this.keyword.score);
    if (reading.value === null) return figureShort(reading, 'score');
    const band = plainText(this.keyword.score?.band, 40);
    // A first report or a value not comparable with the last period says so beside the value.
    const state = reading.look.state === 'measured' ? '' : ` (${stateShort(reading.look)})`;
    return `${vscode.l10n.t('score {0}', formatCount(reading.value) ?? '')}${band ? ` ${band}` : ''}${state}`;
  }

  getTreeItem(): vscode.TreeItem {
    const k = this.keyword;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      this.distinguishBy ? this.context[this.distinguishBy] : undefined,
      isNumber(k.searches_mo) ? vscode.l10n.t('{0}/mo', formatCount(k.searches_mo) ?? '') : vscode.l10n.t('no volume'),
      isNumber(k.best_rank) ? vscode.l10n.t('#{0}', k.best_rank) : vscode.l10n.t('not in top 10'),
      this.scoreText(),
      // A trend beside a score that is not served would read as a measured change.
      readFigure(k.score).value === null ? undefined : trendText(k),
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
    const reading = readFigure(k.score);
    const t = new SafeTooltip().heading(k.text);
    t.field(vscode.l10n.t('Segment'), k.segment?.name).field(vscode.l10n.t('Topic'), k.topic?.name);
    addFigure(t, { id: 'score', scope: 'keyword', period: this.period, name: plainText(k.score?.label, 60) || undefined }, reading, 'score', reading.value === null ? undefined : plainText(k.score?.band, 60));
    if (reading.value !== null) addDefinition(t, 'band');
    t.field(vscode.l10n.t('Trend'), trendText(k));
    t.field(vscode.l10n.t('Monthly searches'), formatCount(k.searches_mo) ?? vscode.l10n.t('no volume'));
    addDefinition(t, 'monthlySearches');
    t.field(vscode.l10n.t('Best rank'), isNumber(k.best_rank) ? String(k.best_rank) : vscode.l10n.t('none of your pages in the top 10'));
    addDefinition(t, 'bestRank');
    t.field(vscode.l10n.t('Top 10 naming you'), formatCount(k.top10_naming_you) ?? vscode.l10n.t('not checked yet'));
    t.field(vscode.l10n.t('Search engine'), k.google_label);
    t.field(vscode.l10n.t('AI engines searching it'), (k.ai_searches_it ?? []).map(engineName).join(', '));
    t.field(vscode.l10n.t('Status'), k.status);
    return t.build();
  }
}

function trendText(k: KeywordListItem): string | undefined {
  const label = plainText(k.trend?.label, 40);
  const delta = formatSigned(k.trend?.delta);
  if (!label && !delta) return undefined;
  // "−13 pts" already says -13 (the label may use the minus sign, the number a hyphen).
  return joinParts([label, delta && !label.replace(/\u2212/g, '-').includes(delta) ? delta : undefined]);
}

function rankLook(rank: number | null): { icon: string; color?: string } {
  if (!isNumber(rank)) return { icon: 'search' };
  if (rank <= 3) return { icon: 'search', color: 'charts.green' };
  return { icon: 'search', color: 'charts.yellow' };
}
