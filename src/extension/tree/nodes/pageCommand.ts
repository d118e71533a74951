// The click of a page row (owned page, your cited page, a failing or unmapped audited page): the page's local source
// file when the open site produces it, else the page in the browser (commands/itemCommands.ts runs it).
import * as vscode from 'vscode';

export const OPEN_PAGE_COMMAND = 'brandVisibility.openPage';
/** Opens the local source of {brandId, url} quietly; true when a file was opened (the keyword panel's "Source file"). */
export const OPEN_SOURCE_COMMAND = 'brandVisibility.openPageSource';
/** Reveals {brandId, url} among the tree's Owned pages; true when its row was found (the panel's "Owned page"). */
export const REVEAL_OWNED_PAGE_COMMAND = 'brandVisibility.revealOwnedPage';

export function openPageCommand(node: unknown): vscode.Command {
  return { command: OPEN_PAGE_COMMAND, title: vscode.l10n.t('Open Page'), arguments: [node] };
}
