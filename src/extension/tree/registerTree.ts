// Registers the brand tree view: its provider, the view's description ("Pinned to scan …"), progress inside the view,
// the tree-only commands (load more, retry) and what makes it re-read (refresh, selection, key, base URL).
import * as vscode from 'vscode';
import { describeError } from '../api';
import type { Services } from '../services/services';
import { formatDate } from './present/format';
import { BrandTreeProvider } from './brandTreeProvider';
import type { TreeEnv } from './treeEnv';
import type { TreeNode } from './treeNode';
import { BrandNode } from './nodes/brandNode';
import { AuditNode } from './nodes/auditNode';
import { LOAD_MORE_COMMAND, type LoadMoreNode } from './nodes/loadMoreNode';
import { RETRY_COMMAND, type ErrorNode } from './nodes/errorNode';

export const VIEW_ID = 'brandVisibility.brands';

export interface BrandTree {
  provider: BrandTreeProvider;
  view: vscode.TreeView<TreeNode>;
}

export function registerTree(context: vscode.ExtensionContext, services: Services): BrandTree {
  const { connection, selection, sessions } = services;
  const provider = new BrandTreeProvider(services.brands, (p) => treeEnv(p, services, context.extensionUri));
  const view = vscode.window.createTreeView(VIEW_ID, { treeDataProvider: provider, showCollapseAll: true });

  const describe = (): void => {
    const brandId = selection.brandId;
    const parts: string[] = [];
    const pin = brandId ? services.reads.pinnedScan(brandId) : undefined;
    if (pin?.completedAt) parts.push(vscode.l10n.t('Pinned to scan {0}', formatDate(pin.completedAt) ?? pin.completedAt));
    parts.push(selection.period);
    const labels = Object.values(selection.filterLabels).filter(Boolean);
    if (labels.length) parts.push(labels.join(', '));
    view.description = connection.canRead ? parts.join(' · ') : undefined;
  };

  const refreshAll = (): void => {
    provider.refresh();
    describe();
  };

  context.subscriptions.push(
    provider,
    view,
    vscode.commands.registerCommand(LOAD_MORE_COMMAND, (node: LoadMoreNode | undefined) => node?.list.loadMore()),
    vscode.commands.registerCommand(RETRY_COMMAND, (node: ErrorNode | undefined) => {
      if (!node) return;
      // A retry is the user asking again: a closed gate (rejected key, archived organization) opens once.
      connection.reopen();
      return node.target.retry();
    }),
    services.onDidRefresh(refreshAll),
    connection.onDidChangeState(refreshAll),
    connection.onDidChangeCredentials(() => {
      services.brands.invalidate();
      refreshAll();
    }),
    selection.onDidChange((changes) => {
      if (changes.has('period') || changes.has('filters') || changes.has('pin')) refreshAll();
      else if (changes.has('brand')) {
        // Only the "selected" marks change: re-render the brand rows, read nothing.
        for (const root of provider.currentRoots ?? []) {
          if (root instanceof BrandNode) {
            root.setSelected(root.id === selection.brandId);
            provider.changed(root);
          }
        }
        describe();
      }
    }),
    sessions.onDidChange(describe),
    services.auditContributors.onDidChange(() => {
      for (const root of provider.currentRoots ?? []) {
        if (root instanceof BrandNode) for (const section of root.builtSections) if (section instanceof AuditNode) provider.changed(section);
      }
    }),
  );
  describe();
  return { provider, view };
}

function treeEnv(provider: BrandTreeProvider, services: Services, extensionUri: vscode.Uri): TreeEnv {
  return {
    reads: () => services.reads,
    changed: (node) => provider.changed(node),
    withProgress: (task) => Promise.resolve(vscode.window.withProgress({ location: { viewId: VIEW_ID } }, task)),
    describe: (err) => {
      services.connection.handleError(err);
      const d = describeError(err);
      services.log.debug(`tree read failed: ${d.code ?? 'error'}: ${d.message}`);
      return { message: d.message, next: d.nextStep, code: d.code };
    },
    auditContributors: () => services.auditContributors.all,
    extensionUri,
  };
}
