// The site audit of the latest crawl: check groups, then whatever other surfaces contribute (the diagnostics add
// "Pages without a local source" through services.auditContributors).
import * as vscode from 'vscode';
import type { Audit } from '../../../shared/api/schemas';
import { localized, stateLook } from '../../present/figures';
import { formatCount, formatDateTime, joinParts } from '../../present/format';
import type { TreeNode } from '../treeNode';
import { AuditGroupNode } from './auditGroupNode';
import { MessageNode } from './messageNode';
import { SingleReadNode } from './singleReadNode';

export class AuditNode extends SingleReadNode<Audit> {
  protected readonly kind = 'audit';

  protected label(): string {
    return vscode.l10n.t('Audit');
  }
  protected icon(): vscode.ThemeIcon {
    return new vscode.ThemeIcon('checklist');
  }
  protected read(): Promise<Audit> {
    return this.env.reads().audit(this.brandId).then((page) => page.read);
  }
  protected override summary(data: Audit): string | undefined {
    return joinParts([
      vscode.l10n.t('{0} failing', formatCount(data.checks_failing ?? 0) ?? '0'),
      data.checks_unmeasured ? `${formatCount(data.checks_unmeasured) ?? ''} ${localized(stateLook('not_measured').short)}` : undefined,
    ]);
  }

  /** The group rows of the last read, kept: "Show in Audit tree" reveals the node the view already shows. */
  private groups: { data: Audit; nodes: AuditGroupNode[] } | undefined;

  /** The group rows of this read (built once per read). */
  groupNodes(data: Audit): AuditGroupNode[] {
    if (this.groups?.data !== data) this.groups = { data, nodes: (data.groups ?? []).map((g) => new AuditGroupNode(this, this.brandId, g)) };
    return this.groups.nodes;
  }

  protected async children(data: Audit): Promise<TreeNode[]> {
    const nodes: TreeNode[] = [];
    if (data.state === 'awaiting_first_crawl') {
      nodes.push(new MessageNode(this, vscode.l10n.t('Waiting for the first crawl of the site.'), 'watch'));
    } else {
      const r = data.readiness;
      if (r) {
        nodes.push(
          new MessageNode(
            this,
            vscode.l10n.t(
              '{0} of {1} pages readable · {2} blocked · {3} not measured',
              formatCount(r.pages_readable ?? 0) ?? '0',
              formatCount(r.pages_checked ?? 0) ?? '0',
              formatCount(r.pages_blocked ?? 0) ?? '0',
              formatCount(r.pages_unmeasured ?? 0) ?? '0',
            ),
            'pulse',
            data.crawled_at ? vscode.l10n.t('Crawled {0}', formatDateTime(data.crawled_at) ?? '') : undefined,
          ),
        );
      }
      nodes.push(...this.groupNodes(data));
      if ((data.groups ?? []).length === 0) nodes.push(new MessageNode(this, vscode.l10n.t('No checks reported yet.')));
    }
    for (const contributor of this.env.auditContributors()) {
      try {
        nodes.push(...(await contributor.provideAuditChildren({ brandId: this.brandId, audit: data, parent: this })));
      } catch (err) {
        // A contributor's failure must not hide the audit itself.
        nodes.push(new MessageNode(this, this.env.describe(err).message, 'warning'));
      }
    }
    return nodes;
  }
}
