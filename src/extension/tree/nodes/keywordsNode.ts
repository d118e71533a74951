// Keywords of a brand, paged.
import * as vscode from 'vscode';
import type { Paged } from '../../session/brandReads';
import type { KeywordListItem } from '../../../shared/api/schemas';
import { distinguishSameLabels, PagedListNode } from './pagedListNode';
import { KeywordNode } from './keywordNode';
import type { TreeNode } from '../treeNode';

export class KeywordsNode extends PagedListNode<KeywordListItem> {
  protected readonly kind = 'keywords';

  protected label(): string {
    return vscode.l10n.t('Keywords');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('symbol-keyword');
  }
  protected emptyMessage(): string {
    return vscode.l10n.t('No keywords match the period and filters.');
  }
  protected fetch(cursor: string | undefined): Promise<Paged<KeywordListItem>> {
    return this.env.reads().keywords(this.brandId, cursor);
  }
  protected itemNode(item: KeywordListItem): TreeNode {
    return new KeywordNode(this, this.brandId, item, this.env.period());
  }
  protected override itemsChanged(nodes: readonly TreeNode[]): void {
    distinguishSameLabels(nodes.filter((n): n is KeywordNode => n instanceof KeywordNode));
  }
}
