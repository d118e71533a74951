// A brand and its sections. The sections read nothing until they are expanded.
import * as vscode from 'vscode';
import { plainText } from '../../../shared/text/plainText';
import { joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import type { ErrorText, TreeEnv } from '../treeEnv';
import { TreeNode } from '../treeNode';
import { AuditNode } from './auditNode';
import { CitedPagesNode } from './citedPagesNode';
import { CompetitorsNode } from './competitorsNode';
import { ErrorNode } from './errorNode';
import { KeywordsNode } from './keywordsNode';
import { OwnedPagesNode } from './ownedPagesNode';
import { PromptsNode } from './promptsNode';
import { SegmentsNode } from './segmentsNode';

export interface BrandEntry {
  id: string;
  name: string | undefined;
  domain: string | undefined;
  /** Added by id in settings (not listed by GET /v1/brands). */
  addedById: boolean;
  /** Set when the brand could not be read (404 for this key, archived…). */
  error?: ErrorText;
}

export class BrandNode extends TreeNode {
  readonly kind = 'brand';
  private sections: TreeNode[] | undefined;

  constructor(
    private readonly env: TreeEnv,
    readonly brand: BrandEntry,
    private selected: boolean,
    private readonly onRetry: () => void,
  ) {
    super(undefined);
  }

  get id(): string {
    return this.brand.id;
  }

  get brandId(): string {
    return this.brand.id;
  }

  get label(): string {
    return plainText(this.brand.name) || this.brand.id;
  }

  /** The brand's site (for "Open in Browser"). */
  get url(): string | undefined {
    const domain = this.domain;
    return domain && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) ? `https://${domain}/` : undefined;
  }

  get domain(): string | undefined {
    return plainText(this.brand.domain, 253) || undefined;
  }

  setSelected(selected: boolean): void {
    this.selected = selected;
  }

  /** Sections created so far (none before the brand was expanded). */
  get builtSections(): readonly TreeNode[] {
    return this.sections ?? [];
  }

  getTreeItem(): vscode.TreeItem {
    const b = this.brand;
    const item = new vscode.TreeItem(this.label, this.selected ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
    item.id = `brand/${b.id}`;
    item.description = joinParts([this.domain, this.selected ? vscode.l10n.t('selected') : undefined, b.error ? vscode.l10n.t('unavailable') : undefined]);
    item.iconPath = b.error
      ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground'))
      : new vscode.ThemeIcon(this.selected ? 'star-full' : 'briefcase');
    item.tooltip = new SafeTooltip()
      .heading(b.name ?? b.id)
      .field(vscode.l10n.t('Domain'), b.domain)
      .field(vscode.l10n.t('Brand id'), b.id)
      .field(vscode.l10n.t('Source'), b.addedById ? vscode.l10n.t('added by id in settings') : undefined)
      .build();
    item.contextValue = this.selected ? 'brand.selected' : 'brand';
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  override getChildren(): TreeNode[] {
    if (this.brand.error) return [new ErrorNode(this, this.brand.error, { retry: this.onRetry })];
    this.sections ??= [
      new PromptsNode(this, this.env, this.brand.id),
      new KeywordsNode(this, this.env, this.brand.id),
      new OwnedPagesNode(this, this.env, this.brand.id),
      new CompetitorsNode(this, this.env, this.brand.id),
      new CitedPagesNode(this, this.env, this.brand.id),
      new AuditNode(this, this.env, this.brand.id),
      new SegmentsNode(this, this.env, this.brand.id),
    ];
    return this.sections;
  }
}
