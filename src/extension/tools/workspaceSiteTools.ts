// The site tools in the editor: the workspace's site index and mapping (the site diagnostics' worker), under the same
// trust rule as the diagnostics. In Restricted Mode nothing of the folder is read; the tools say they wait for trust.
import * as vscode from 'vscode';
import type { Audit } from '../../core/api';
import { AuditSource } from '../diagnostics/auditSource';
import { folderSetting } from '../diagnostics/folderBinding';
import { placeFindings, type SiteDiagnostics } from '../diagnostics/siteDiagnostics';
import type { Services } from '../session/services';
import { readFullAudit } from '../../core/site/findings';
import { ToolFailure, type MappingReport, type SiteAccess, type SiteFindingsReport } from '../../core/tools/environment';

/** `dir/file`, or `file` when the site is the folder itself. */
function underSite(dir: string, file: string): string {
  return dir ? `${dir}/${file}` : file;
}

export function workspaceSiteAccess(services: Services, diagnostics: () => SiteDiagnostics | undefined): SiteAccess {
  const started = (): SiteDiagnostics => {
    const d = diagnostics();
    if (!d) throw new ToolFailure(vscode.l10n.t('The site tools are not available yet.'));
    return d;
  };
  return {
    unavailable: () => {
      if (!vscode.workspace.isTrusted || !diagnostics()) {
        return vscode.l10n.t(
          'Not available until the workspace is trusted: the site tools read the files of this workspace, which Restricted Mode does not allow. The user can trust it with "Manage Workspace Trust"; the other Brand Visibility tools work without.',
        );
      }
      if (!vscode.workspace.workspaceFolders?.length) return vscode.l10n.t("No folder is open: open the site's folder to map the audit onto its files.");
      return undefined;
    },

    async findings(brandId, asOf): Promise<SiteFindingsReport> {
      const d = started();
      const linked = await d.linkFolder(brandId);
      if (!linked) {
        throw new ToolFailure(
          vscode.l10n.t(
            "No workspace folder is linked to brand {0}: the site declares another domain (or none) and brandVisibility.brand is not set for the folder. Declare the site's domain (e.g. Astro site, CNAME) or set brandVisibility.brand.",
            brandId,
          ),
        );
      }
      // The audit the Problems panel shows, when the diagnostics read this brand's; else read the way they do.
      const audit: Audit = asOf
        ? await readFullAudit((query) => services.reads.withQuery('audit', brandId, [], query) as Promise<Audit>, asOf)
        : (d.auditOf(brandId) ?? (await new AuditSource(services).read(brandId)));
      const ignore = folderSetting<unknown[]>(linked.folder, 'diagnostics.ignore') ?? [];
      const placed = await placeFindings(audit, linked.site, ignore);
      const dir = linked.site.site.dir;
      const why = d.reports().find((r) => r.folder === linked.folder.name && r.brandId)?.why;
      return {
        root: linked.folder.name,
        siteDir: dir,
        framework: linked.site.frameworkLabel,
        linkedBy: why ?? vscode.l10n.t('the site declares the brand\'s domain, or brandVisibility.brand names it'),
        result: { ...placed, findings: placed.findings.map((f) => (f.file ? { ...f, file: underSite(dir, f.file) } : f)) },
      };
    },

    async explain(path, brandId): Promise<MappingReport> {
      const d = started();
      const folder = brandId ? (await d.linkFolder(brandId))?.folder : d.folders[0];
      if (!folder) {
        throw new ToolFailure(
          brandId ? vscode.l10n.t('No workspace folder is linked to brand {0}.', brandId) : vscode.l10n.t("No folder is open: open the site's folder."),
        );
      }
      const site = await d.site(folder);
      if (!site) throw new ToolFailure(vscode.l10n.t('The folder is not on disk, so it has no files to map.'));
      const [steps, resolution] = await Promise.all([site.explain(path), site.resolve(path)]);
      const dir = site.site.dir;
      return {
        root: folder.name,
        siteDir: dir,
        framework: site.frameworkLabel,
        file: resolution.file === null ? null : underSite(dir, resolution.file),
        reason: resolution.reason,
        steps,
      };
    },
  };
}
