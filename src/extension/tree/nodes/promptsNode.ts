// Prompts of a brand, paged.
import * as vscode from 'vscode';
import type { Paged } from '../../session/brandReads';
import type { PromptListItem } from '../../../shared/api/schemas';
import { distinguishSameLabels, PagedListNode } from './pagedListNode';
import { PromptNode } from './promptNode';
import type { TreeNode } from '../treeNode';

export class PromptsNode extends PagedListNode<PromptListItem> {
  protected readonly kind = 'prompts';

  protected label(): string {
    return vscode.l10n.t('Prompts');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('comment-discussion');
  }
  protected emptyMessage(): string {
    return vscode.l10n.t('No tracked prompts match the period and filters.');
  }
  protected fetch(cursor: string | undefined): Promise<Paged<PromptListItem>> {
    return this.env.reads().prompts(this.brandId, cursor);
  }
  protected itemNode(item: PromptListItem): TreeNode {
    return new PromptNode(this, this.brandId, item);
  }
  protected override itemsChanged(nodes: readonly TreeNode[]): void {
    distinguishSameLabels(nodes.filter((n): n is PromptNode => n instanceof PromptNode));
  }
}
