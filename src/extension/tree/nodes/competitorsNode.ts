// The brand and its tracked rivals, ranked by service score over the period (one read).
import * as vscode from 'vscode';
import type { Competitors } from '../../../shared/api/schemas';
import { MessageNode } from './messageNode';
import { SingleReadNode } from './singleReadNode';
import { CompetitorNode } from './competitorNode';
import type { TreeNode } from '../treeNode';
import { formatCount } from '../../present/format';

export class CompetitorsNode extends SingleReadNode<Competitors> {
  protected readonly kind = 'competitors';

  protected label(): string {
    return vscode.l10n.t('Competitors');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('organization');
  }
  protected read(): Promise<Competitors> {
    return this.env.reads().competitors(this.brandId);
  }
  protected override summary(data: Competitors): string | undefined {
    return formatCount(data.competitors.length);
  }
  protected children(data: Competitors): TreeNode[] {
    if (data.competitors.length === 0) return [new MessageNode(this, vscode.l10n.t('No tracked competitors.'))];
    return [...data.competitors]
      .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER))
      .map((c) => new CompetitorNode(this, this.brandId, c, this.env.period()));
  }
}
