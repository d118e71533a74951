// Folder ↔ brand: which brand a workspace folder's findings belong to. An explicit brandVisibility.brand of the folder
// or workspace wins; else the brand whose domain the site declares (CNAME, a framework config's site URL); else a
// user-level brandVisibility.brand. The brands list is read only when a domain has to be matched.
import * as vscode from 'vscode';
import { describeError } from '../../core/api';
import type { Services } from '../session/services';
import { sameSite } from '../../core/site/host';
import { plainText } from '../../shared/text/plainText';
import type { WorkspaceSite } from './workspaceSite';

export interface Binding {
  brandId: string;
  brandName?: string;
  /** The brand's (or the declared) host: picks the site in a monorepo, rejects URLs of other hosts. */
  domain?: string;
  why: string;
}

export function folderSetting<T>(folder: vscode.WorkspaceFolder, key: string): T | undefined {
  return vscode.workspace.getConfiguration('brandVisibility', folder.uri).get<T>(key);
}

export class FolderBinding {
  constructor(private readonly services: Services) {}

  /** An explicit brand for the folder: the folder's or workspace's setting (a user-level one only when asked). */
  brandSetting(folder: vscode.WorkspaceFolder, includeGlobal = false): string | undefined {
    const inspected = vscode.workspace.getConfiguration('brandVisibility', folder.uri).inspect<string>('brand');
    const value = inspected?.workspaceFolderValue || inspected?.workspaceValue || (includeGlobal ? inspected?.globalValue : undefined);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }

  /** Whether the folder could be linked without asking the API for more than the brands: a setting or a declared domain. */
  async linkable(folder: vscode.WorkspaceFolder, site: () => Promise<WorkspaceSite | undefined>): Promise<boolean> {
    if (this.brandSetting(folder)) return true;
    const s = await site();
    if (!s) return false;
    for (const c of await s.candidates()) if ((await s.declaredDomains(c.dir)).length > 0) return true;
    return false;
  }

  /** Links the folder to a brand: its explicit setting, else the brand whose domain the site declares. */
  async bind(folder: vscode.WorkspaceFolder, site: WorkspaceSite): Promise<Binding | undefined> {
    const explicit = this.brandSetting(folder);
    let brands: ReadonlyArray<{ id: string; name?: string; domain?: string }> = this.services.brands.cached;
    try {
      brands = await this.services.brands.brands();
    } catch (err) {
      // Without the list an explicit setting still works (no domain known); a domain match cannot be made.
      this.services.log.debug(`brands list for site linking failed: ${describeError(err).message}`);
    }
    const byId = (id: string) => brands.find((b) => b.id.toLowerCase() === id.toLowerCase());
    if (explicit) {
      const brand = byId(explicit);
      return { brandId: explicit, brandName: brand?.name, domain: brand?.domain ?? undefined, why: 'brandVisibility.brand setting' };
    }
    for (const candidate of await site.candidates()) {
      for (const declared of await site.declaredDomains(candidate.dir)) {
        const brand = brands.find((b) => b.domain && sameSite(declared.host, b.domain));
        if (brand) {
          return {
            brandId: brand.id,
            brandName: brand.name,
            domain: declared.host,
            why: `${candidate.dir ? `${candidate.dir}/` : ''}${declared.source} declares ${declared.host}, the domain of ${plainText(brand.name, 80) || brand.id}`,
          };
        }
      }
    }
    const global = this.brandSetting(folder, true);
    if (global) {
      const brand = byId(global);
      return { brandId: global, brandName: brand?.name, domain: brand?.domain ?? undefined, why: 'brandVisibility.brand user setting' };
    }
    return undefined;
  }
}
