// Extension points other surfaces fill in later: the panel host (PanelOpener), the site diagnostics
// (LocalFileResolver, AuditTreeContributor). Until one registers, callers fall back (Markdown preview, "not available").
import * as vscode from 'vscode';
import type { Audit } from '../api/schemas';
import type { TreeNode } from '../tree/treeNode';

export type PanelKind = 'keyword' | 'prompt' | 'reputation' | 'competitors';

export interface PanelTarget {
  kind: PanelKind;
  brandId: string;
  /** keyword id or prompt uid (keyword and prompt panels). */
  id?: string;
  /** A plain-text hint for the title while the panel loads (the keyword or prompt text). */
  title?: string;
  /** Competitors: the brand to show (its domain or name); its row is marked and focused. */
  focus?: string;
}

/** Opens (or reveals) a webview panel. The panel host implements this and registers it in services.panels. */
export interface PanelOpener {
  open(target: PanelTarget): Promise<void>;
}

export interface LocalFileMatch {
  uri: vscode.Uri;
  /** Why this file (shown to the user), e.g. "Next.js app router: app/pricing/page.tsx". */
  reason?: string;
  range?: vscode.Range;
}

/** Maps a brand's page URL (or URL path) to the local source file. The diagnostics engineer implements this. */
export interface LocalFileResolver {
  resolve(request: { brandId: string; url: string }): Promise<LocalFileMatch | undefined>;
}

export interface AuditContributionContext {
  brandId: string;
  audit: Audit;
  parent: TreeNode;
}

/** Adds children under a brand's Audit node, after the check groups (e.g. "Pages without a local source"). */
export interface AuditTreeContributor {
  provideAuditChildren(context: AuditContributionContext): TreeNode[] | Promise<TreeNode[]>;
  /** Fire to have the Audit nodes re-asked (the mapping changed). */
  readonly onDidChange?: vscode.Event<void>;
}

/** Any number of implementations, asked in registration order. */
export class MultiHook<T> {
  private readonly items: T[] = [];
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  register(impl: T): vscode.Disposable {
    this.items.push(impl);
    this.changed.fire();
    return new vscode.Disposable(() => {
      const i = this.items.lastIndexOf(impl);
      if (i >= 0) this.items.splice(i, 1);
      this.changed.fire();
    });
  }

  get all(): readonly T[] {
    return this.items;
  }

  fire(): void {
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** One implementation at a time; the latest registration wins and disposing it restores the previous one. */
export class SingleHook<T> extends MultiHook<T> {
  get current(): T | undefined {
    return this.all[this.all.length - 1];
  }
}
