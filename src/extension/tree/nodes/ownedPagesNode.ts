// The brand's own pages, most cited first, paged.
import * as vscode from 'vscode';
import type { Paged } from '../../session/brandReads';
import type { OwnedPage } from '../../../shared/api/schemas';
import { PagedListNode } from './pagedListNode';
import { OwnedPageNode } from './ownedPageNode';
import type { TreeNode } from '../treeNode';

export class OwnedPagesNode extends PagedListNode<OwnedPage> {
  protected readonly kind = 'ownedPages';

  protected label(): string {
    return vscode.l10n.t('Owned pages');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('browser');
  }
  protected emptyMessage(): string {
    return vscode.l10n.t('No owned pages for this brand.');
  }
  protected fetch(cursor: string | undefined): Promise<Paged<OwnedPage>> {
    return this.env.reads().ownedPages(this.brandId, cursor);
  }
  protected itemNode(item: OwnedPage): TreeNode {
    return new OwnedPageNode(this, this.brandId, item, this.env.period());
  }
}
