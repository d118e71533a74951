// Registers the brand tree view: its provider, the view's description ("Pinned to scan …"), progress inside the view,
// the tree-only commands (load more, retry) and what makes it re-read (refresh, selection, key, base URL).
import * as vscode from 'vscode';
import { describeError } from '../../core/api';
import type { Services } from '../session/services';
import { scanShown, viewMessage } from '../session/viewState';
import { plainText } from '../../shared/text/plainText';
import { BrandTreeProvider } from './brandTreeProvider';
import type { TreeEnv } from './treeEnv';
import type { TreeNode } from './treeNode';
import { BrandNode } from './nodes/brandNode';
import { AuditNode } from './nodes/auditNode';
import { LOAD_MORE_COMMAND, type LoadMoreNode } from './nodes/loadMoreNode';
import { RETRY_COMMAND, type ErrorNode } from './nodes/errorNode';
import { OwnedPageNode } from './nodes/ownedPageNode';
import { OwnedPagesNode } from './nodes/ownedPagesNode';
import { REVEAL_OWNED_PAGE_COMMAND } from './nodes/pageCommand';
import { urlPathOf } from '../present/url';

export const VIEW_ID = 'brandVisibility.brands';

export interface BrandTree {
  provider: BrandTreeProvider;
  view: vscode.TreeView<TreeNode>;
}

export function registerTree(context: vscode.ExtensionContext, services: Services): BrandTree {
  const { connection, selection, sessions } = services;
  const provider = new BrandTreeProvider(services.brands, (p) => treeEnv(p, services, context.extensionUri));
  const view = vscode.window.createTreeView(VIEW_ID, { treeDataProvider: provider, showCollapseAll: true });

  // The period, scan and filters the rows are read with, on the view's own message line (a container with one view
  // shows no pane header, so a description would never be seen).
  const describe = (): void => {
    if (!connection.canRead) {
      view.message = undefined;
      return;
    }
    const labels = Object.fromEntries(Object.entries(selection.filterLabels).map(([k, v]) => [k, plainText(v, 80)]));
    view.message = viewMessage(selection.period, scanShown(selection, (id) => services.reads.pinnedScan(id)), labels);
  };

  const refreshAll = (): void => {
    provider.refresh();
    describe();
  };

  context.subscriptions.push(
    provider,
    view,
    vscode.commands.registerCommand(LOAD_MORE_COMMAND, (node: LoadMoreNode | undefined) => node?.list.loadMore()),
    vscode.commands.registerCommand(REVEAL_OWNED_PAGE_COMMAND, (target?: unknown) => revealOwnedPage({ provider, view }, target)),
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

/** Pages of Owned pages read while looking for a page before giving up (the list is most cited first). */
const OWNED_PAGES_SEARCHED = 5;

/** "/pricing" for any spelling of the page's address: the path, lower case, without a trailing slash. */
function pageKey(url: string): string {
  return urlPathOf(url).toLowerCase().replace(/\/+$/, '') || '/';
}

/** Shows one of the brand's own pages in the Owned pages section ({brandId, url}); true when its row was found. */
export async function revealOwnedPage(tree: BrandTree, target: unknown): Promise<boolean> {
  const { brandId, url } = (typeof target === 'object' && target !== null ? target : {}) as { brandId?: unknown; url?: unknown };
  if (typeof brandId !== 'string' || typeof url !== 'string') return false;
  await vscode.commands.executeCommand(`${VIEW_ID}.focus`);
  const roots = (await tree.provider.getChildren()) ?? [];
  const brand = roots.find((n): n is BrandNode => n instanceof BrandNode && n.id.toLowerCase() === brandId.toLowerCase());
  const list = brand?.getChildren().find((n): n is OwnedPagesNode => n instanceof OwnedPagesNode);
  if (!list) return false;
  const wanted = pageKey(url);
  const find = () => list.rows.find((n): n is OwnedPageNode => n instanceof OwnedPageNode && pageKey(n.url) === wanted);
  await list.getChildren();
  for (let page = 1; !find() && list.hasMore && page < OWNED_PAGES_SEARCHED; page++) await list.loadMore();
  const row = find();
  await tree.view.reveal(row ?? list, { select: true, focus: true, expand: row ? false : 1 });
  return row !== undefined;
}

function treeEnv(provider: BrandTreeProvider, services: Services, extensionUri: vscode.Uri): TreeEnv {
  return {
    reads: () => services.reads,
    period: () => services.selection.period,
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
