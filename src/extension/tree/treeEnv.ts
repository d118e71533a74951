// What tree nodes need from the rest of the extension, kept narrow so nodes stay small and testable.
import type * as vscode from 'vscode';
import type { BrandReads } from '../session/brandReads';
import type { AuditTreeContributor } from '../session/hooks';
import type { TreeNode } from './treeNode';

export interface ErrorText {
  message: string;
  /** What the user can do about it ("Retry in 30 s", "Check the brand id in settings"). */
  next?: string;
  /** The error's code (the API's `code` for problems), e.g. invalid_cursor. */
  code?: string;
}

export interface TreeEnv {
  /** The reads of the current session (selection's period, filters and scan pin applied). */
  reads(): BrandReads;
  /** The period preset the reads cover (figures name it in their tooltips). */
  period(): string;
  /** Asks the view to re-render a node (or the whole tree). */
  changed(node?: TreeNode): void;
  /** Runs work with the view's progress bar. */
  withProgress<T>(task: () => Promise<T>): Promise<T>;
  /** Message + next step for any error (also routes 401/409 to the connection's one-time handling). */
  describe(error: unknown): ErrorText;
  /** Audit children others add (e.g. "Pages without a local source"). */
  auditContributors(): readonly AuditTreeContributor[];
  readonly extensionUri: vscode.Uri;
}
