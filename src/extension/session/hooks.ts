// What the site diagnostics give the other surfaces: the URL → local file mapping (LocalFileResolver, wired in
// main.ts once they start) and extra children of the Audit tree section (AuditTreeContributor, any number).
import * as vscode from 'vscode';
import type { Audit } from '../../shared/api/schemas';
import type { TreeNode } from '../tree/treeNode';

export interface LocalFileMatch {
  uri: vscode.Uri;
  /** Why this file (shown to the user), e.g. "Next.js app router: app/pricing/page.tsx". */
  reason?: string;
  range?: vscode.Range;
}

/** Maps a brand's page URL (or URL path) to the local source file (the site diagnostics). */
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
