// Pages AI engines cited in answers for the brand's prompts, paged.
import * as vscode from 'vscode';
import type { Paged } from '../../session/brandReads';
import type { CitedPage } from '../../../shared/api/schemas';
import { PagedListNode } from './pagedListNode';
import { CitedPageNode } from './citedPageNode';
import type { TreeNode } from '../treeNode';

export class CitedPagesNode extends PagedListNode<CitedPage> {
  protected readonly kind = 'citedPages';

  protected label(): string {
    return vscode.l10n.t('Cited pages');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('references');
  }
  protected emptyMessage(): string {
    return vscode.l10n.t('No cited pages in the period.');
  }
  protected fetch(cursor: string | undefined): Promise<Paged<CitedPage>> {
    return this.env.reads().citedPages(this.brandId, cursor);
  }
  protected itemNode(item: CitedPage): TreeNode {
    return new CitedPageNode(this, this.brandId, item);
  }
}
