// One of the brand's own pages: citations, AI visits, crawler hits and the page status.
import * as vscode from 'vscode';
import type { OwnedPage } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { formatCount, isNumber, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { periodWords } from '../../session/viewState';
import { addDefinition, localized, stateLook } from '../../present/figures';
import { TreeNode } from '../treeNode';
import { openPageCommand } from './pageCommand';
import { urlPathOf } from '../../present/url';

interface PageStatus {
  label: string;
  icon: string;
  color?: string;
}

/**
 * The list item carries no status field in the reference; a `status`/`status_word` the API may add is used as is,
 * otherwise the funnel's own counts say whether the page is blocked, missing or cited.
 */
export function ownedPageStatus(page: OwnedPage): PageStatus {
  const given = plainText(page.status_word ?? page.status, 40);
  if (given) return { label: given, icon: 'globe' };
  const f = page.funnel;
  if (isNumber(f?.blocked) && f.blocked > 0) return { label: vscode.l10n.t('blocked'), icon: 'circle-slash', color: 'charts.red' };
  if (isNumber(f?.not_found) && f.not_found > 0) return { label: vscode.l10n.t('not found'), icon: 'warning', color: 'charts.orange' };
  if (isNumber(page.citations) && page.citations > 0) return { label: vscode.l10n.t('cited'), icon: 'pass-filled', color: 'charts.green' };
  return { label: vscode.l10n.t('not cited'), icon: 'circle-outline' };
}

export class OwnedPageNode extends TreeNode {
  readonly kind = 'ownedPage';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly page: OwnedPage,
    private readonly period?: string,
  ) {
    super(parent);
  }

  get id(): string {
    return this.page.id;
  }

  get url(): string {
    return this.page.url;
  }

  get label(): string {
    return plainText(this.page.title) || plainText(urlPathOf(this.page.url)) || vscode.l10n.t('(untitled page)');
  }

  getTreeItem(): vscode.TreeItem {
    const p = this.page;
    const status = ownedPageStatus(p);
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      vscode.l10n.t('{0} citations', formatCount(p.citations) ?? '0'),
      vscode.l10n.t('{0} AI visits', formatCount(p.ai_visits) ?? '—'),
      vscode.l10n.t('{0} crawler hits', formatCount(p.crawler_hits) ?? '—'),
      status.label,
    ]);
    item.iconPath = themeIcon(status);
    const period = this.period ? ` · ${periodWords(this.period)}` : '';
    const tooltip = new SafeTooltip()
      .heading(p.title ?? p.url)
      .field(vscode.l10n.t('URL'), p.url)
      .field(vscode.l10n.t('Status'), status.label)
      .field(`${vscode.l10n.t('Citations')}${period}`, formatCount(p.citations));
    addDefinition(tooltip, 'citations');
    tooltip.field(vscode.l10n.t('Visits from AI'), formatCount(p.ai_visits) ?? `— ${localized(stateLook('not_measured').short)}`);
    addDefinition(tooltip, 'aiVisits');
    tooltip.field(vscode.l10n.t('AI crawler hits'), formatCount(p.crawler_hits) ?? `— ${localized(stateLook('not_measured').short)}`);
    addDefinition(tooltip, 'crawlerHits');
    item.tooltip = tooltip
      .field(vscode.l10n.t('Prompts citing it'), formatCount(p.prompts))
      .field(vscode.l10n.t('Page type'), p.page_type)
      .field(vscode.l10n.t('Readiness score'), joinParts([formatCount(p.rubric?.score), plainText(p.rubric?.priority, 30)]))
      .build();
    item.command = openPageCommand(this);
    item.contextValue = 'ownedPage';
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }
}
