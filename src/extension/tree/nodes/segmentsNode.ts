// Segment configuration with the 1w comparison (one read).
import * as vscode from 'vscode';
import type { Segments } from '../../../shared/api/schemas';
import { MessageNode } from './messageNode';
import { SingleReadNode } from './singleReadNode';
import { SegmentNode } from './segmentNode';
import type { TreeNode } from '../treeNode';
import { formatCount } from '../../present/format';

export class SegmentsNode extends SingleReadNode<Segments> {
  protected readonly kind = 'segments';

  protected label(): string {
    return vscode.l10n.t('Segments');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('symbol-namespace');
  }
  protected read(): Promise<Segments> {
    return this.env.reads().segments(this.brandId);
  }
  protected override summary(data: Segments): string | undefined {
    return formatCount(data.segments.length);
  }
  protected children(data: Segments): TreeNode[] {
    if (data.segments.length === 0) return [new MessageNode(this, vscode.l10n.t('No segments.'))];
    const rows = new Map((data.comparison?.rows ?? []).map((r) => [r.segment_id, r]));
    return data.segments.map((s) => new SegmentNode(this, this.brandId, s, rows.get(s.id)));
  }
}
