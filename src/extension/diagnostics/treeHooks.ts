// What the site mapping gives the brand tree: the LocalFileResolver (reveal an owned page's source), the Audit
// section's "Pages without a local source", and "show this check in the Audit tree" for the quick fix.
import * as vscode from 'vscode';
import type { AuditContributionContext, AuditTreeContributor, LocalFileMatch, LocalFileResolver } from '../session/hooks';
import { unmappedPages, type UnmappedPage } from '../../core/site/findings';
import { plainText } from '../../shared/text/plainText';
import { SafeTooltip } from '../present/tooltip';
import type { BrandTree } from '../tree/registerTree';
import { AuditCheckNode } from '../tree/nodes/auditCheckNode';
import { AuditGroupNode } from '../tree/nodes/auditGroupNode';
import { AuditNode } from '../tree/nodes/auditNode';
import { BrandNode } from '../tree/nodes/brandNode';
import { MessageNode } from '../tree/nodes/messageNode';
import { TreeNode } from '../tree/treeNode';
import { mapFindings, type SiteDiagnostics } from './siteDiagnostics';

/** One page with findings whose source is not in the site (a redirect, another app, a removed page). */
export class UnmappedPageNode extends TreeNode {
  readonly kind = 'unmappedPage';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly page: UnmappedPage,
  ) {
    super(parent);
  }

  /** For the tree's "Open in Browser" (absolute URL, or a path joined to the brand's domain). */
  get url(): string {
    return this.page.url ?? this.page.urlPath;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(plainText(this.page.urlPath, 200) || '/', vscode.TreeItemCollapsibleState.None);
    item.description = plainText(this.page.reason, 120);
    item.iconPath = new vscode.ThemeIcon('file-symlink-file');
    const tooltip = new SafeTooltip().heading(this.page.url ?? this.page.urlPath).field(vscode.l10n.t('Mapping'), this.page.reason);
    for (const f of this.page.findings) tooltip.bullet(f.message);
    item.tooltip = tooltip.build();
    // Shares the failing pages' menu (Open in Browser); a click opens the page, as it has no local source.
    item.contextValue = 'failingPage.unmapped';
    item.command = { command: 'brandVisibility.openUrl', title: vscode.l10n.t('Open in Browser'), arguments: [this] };
    return item;
  }
}

export class UnmappedPagesNode extends TreeNode {
  readonly kind = 'unmappedPages';

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    private readonly pages: UnmappedPage[],
    private readonly notes: string[],
  ) {
    super(parent);
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(vscode.l10n.t('Pages without a local source'), vscode.TreeItemCollapsibleState.Collapsed);
    item.id = `${this.brandId}/audit/unmapped`;
    item.description = String(this.pages.length);
    item.iconPath = new vscode.ThemeIcon('file-submodule');
    item.tooltip = vscode.l10n.t('Audited pages with findings that no file of the open site produces');
    item.contextValue = 'unmappedPages';
    return item;
  }

  override getChildren(): TreeNode[] {
    const nodes: TreeNode[] = this.pages.map((p) => new UnmappedPageNode(this, this.brandId, p));
    if (nodes.length === 0) nodes.push(new MessageNode(this, vscode.l10n.t('Every page with findings has a local source.'), 'pass'));
    for (const note of this.notes) nodes.push(new MessageNode(this, note, 'ellipsis'));
    return nodes;
  }
}

export class SiteTreeHooks implements LocalFileResolver, AuditTreeContributor {
  constructor(private readonly diagnostics: SiteDiagnostics) {}

  async resolve(request: { brandId: string; url: string }): Promise<LocalFileMatch | undefined> {
    try {
      return await this.resolveLinked(request);
    } catch {
      // The site worker gave up on the folder: no local file to reveal.
      return undefined;
    }
  }

  private async resolveLinked(request: { brandId: string; url: string }): Promise<LocalFileMatch | undefined> {
    const linked = await this.diagnostics.linkFolder(request.brandId);
    if (!linked) return undefined;
    const resolution = await linked.site.resolve(request.url);
    if (!resolution.file) return undefined;
    const [located] = await linked.site.locate([{ file: resolution.file, anchor: 'h1' }]);
    const place = located?.range;
    return {
      uri: linked.site.uriOf(resolution.file),
      reason: plainText(resolution.reason, 200),
      range: place ? new vscode.Range(place.startLine, place.startCharacter, place.endLine, place.endCharacter) : undefined,
    };
  }

  async provideAuditChildren(context: AuditContributionContext): Promise<TreeNode[]> {
    try {
      return await this.auditChildren(context);
    } catch {
      // The site worker gave up on the folder: the Audit section shows the API's data without local sources.
      return [];
    }
  }

  private async auditChildren(context: AuditContributionContext): Promise<TreeNode[]> {
    const linked = await this.diagnostics.linkFolder(context.brandId);
    if (!linked) return [];
    // The diagnostics' audit holds every page; the tree's read is its first page only.
    const full = this.diagnostics.auditOf(context.brandId);
    const audit = full ?? context.audit;
    const result = await mapFindings(audit, linked.site, vscode.workspace.getConfiguration('brandVisibility', linked.folder.uri).get<unknown[]>('diagnostics.ignore') ?? []);
    const notes: string[] = [];
    const unnamed = result.unlisted.reduce((n, u) => n + (u.total - u.listed), 0);
    if (unnamed > 0) notes.push(vscode.l10n.t('…and {0} more failing pages the audit does not name', unnamed));
    if (!full && audit.next_cursor) {
      notes.push(vscode.l10n.t('Only the first {0} of {1} audited pages were checked: run Refresh Site Diagnostics', audit.pages.length, audit.total));
    }
    return [new UnmappedPagesNode(context.parent, context.brandId, unmappedPages(result.findings), notes)];
  }
}

/**
 * Shows a check in the Audit tree: the view gets focus and the check's own row is selected (its group and the Audit
 * section expand on the way). When the check is not in the audit the tree read, the Audit section is selected instead.
 */
export async function revealCheck(tree: BrandTree | undefined, brandId: unknown, checkId: unknown): Promise<boolean> {
  if (!tree || typeof brandId !== 'string') return false;
  await vscode.commands.executeCommand('brandVisibility.brands.focus');
  const roots = (await tree.provider.getChildren()) ?? [];
  const brand = roots.find((n): n is BrandNode => n instanceof BrandNode && n.id.toLowerCase() === brandId.toLowerCase());
  if (!brand) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: the brand of this finding is not in the tree.'));
    return false;
  }
  const audit = brand.getChildren().find((n): n is AuditNode => n instanceof AuditNode);
  if (!audit) return false;
  // Reading the section builds its rows; the check's row is one of its groups' children.
  const sections = await audit.getChildren();
  const check = typeof checkId === 'string' ? findCheck(sections, checkId) : undefined;
  await tree.view.reveal(check ?? audit, { select: true, focus: true, expand: check ? false : 2 });
  return check !== undefined;
}

function findCheck(sections: readonly TreeNode[], checkId: string): AuditCheckNode | undefined {
  for (const section of sections) {
    if (!(section instanceof AuditGroupNode)) continue;
    const found = section.getChildren().find((c) => c.check.id === checkId);
    if (found) return found;
  }
  return undefined;
}
