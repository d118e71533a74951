// One page AI engines cited: citations, prompts citing it, whose page it is.
import * as vscode from 'vscode';
import type { CitedPage } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { themeIcon } from '../../present/answerState';
import { formatCount, joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { TreeNode } from '../treeNode';
import { openPageCommand } from './pageCommand';
import { urlPathOf } from '../../present/url';

const OWNER_LOOKS: Record<string, { icon: string; color?: string }> = {
  yours: { icon: 'home', color: 'charts.green' },
  competitor: { icon: 'organization', color: 'charts.orange' },
  third_party: { icon: 'globe' },
};

export function ownerLabel(owner: unknown): string {
  if (owner === 'yours') return vscode.l10n.t('yours');
  if (owner === 'competitor') return vscode.l10n.t('competitor');
  if (owner === 'third_party') return vscode.l10n.t('third party');
  return plainText(owner, 40);
}

export class CitedPageNode extends TreeNode {
  readonly kind = 'citedPage';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly page: CitedPage,
  ) {
    super(parent);
  }

  get id(): string {
    return plainText(this.page.document_key ?? this.page.document_id, 200) || this.page.url;
  }

  get url(): string {
    return this.page.url;
  }

  get label(): string {
    return plainText(this.page.title) || plainText(this.page.url) || vscode.l10n.t('(untitled page)');
  }

  getTreeItem(): vscode.TreeItem {
    const p = this.page;
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([
      vscode.l10n.t('{0} citations', formatCount(p.citations) ?? '0'),
      plainText(p.domain, 60),
      ownerLabel(p.owner),
    ]);
    // hasOwn: an owner such as "constructor" must not pick up Object.prototype's members.
    item.iconPath = themeIcon(typeof p.owner === 'string' && Object.hasOwn(OWNER_LOOKS, p.owner) ? OWNER_LOOKS[p.owner] : { icon: 'link' });
    item.tooltip = new SafeTooltip()
      .heading(p.title ?? p.url)
      .field(vscode.l10n.t('URL'), p.url)
      .field(vscode.l10n.t('Owner'), ownerLabel(p.owner))
      .field(vscode.l10n.t('Citations'), formatCount(p.citations))
      .field(vscode.l10n.t('Prompts citing it'), formatCount(p.prompt_count))
      .field(vscode.l10n.t('Content type'), p.content_type_label ?? p.content_type)
      .field(vscode.l10n.t('Topic'), joinParts([plainText(p.topic?.topic, 80), plainText(p.topic?.status_label, 60)]))
      .build();
    // Your own cited pages may map to a local file, like owned pages.
    item.contextValue = p.owner === 'yours' ? 'citedPage.own' : 'citedPage';
    // Your page opens its source (or the page); another site's page opens in the browser.
    item.command = p.owner === 'yours' ? openPageCommand(this) : { command: 'brandVisibility.openUrl', title: vscode.l10n.t('Open in Browser'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, urlPathOf(p.url), item.description]) };
    return item;
  }
}
