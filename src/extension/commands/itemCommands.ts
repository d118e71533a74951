// Context-menu actions on tree items: copy the id, open the URL in the browser (http/https only), reveal the local
// source file of one of the brand's pages (through the LocalFileResolver the diagnostics register).
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { inertMessage, pickText } from '../../shared/text/plainText';
import { safeHttpUrl } from '../present/url';
import { TreeNode } from '../tree/treeNode';
import { BrandNode } from '../tree/nodes/brandNode';
import { OPEN_PAGE_COMMAND, OPEN_SOURCE_COMMAND } from '../tree/nodes/pageCommand';

interface HasId {
  id: string;
}
interface HasUrl {
  url: string | undefined;
}

function hasId(value: unknown): value is HasId {
  return typeof value === 'object' && value !== null && 'id' in value && typeof (value as HasId).id === 'string';
}

function hasUrl(value: unknown): value is HasUrl {
  return typeof value === 'object' && value !== null && 'url' in value;
}

function brandNodeOf(node: unknown): BrandNode | undefined {
  let current: TreeNode | undefined = node instanceof TreeNode ? node : undefined;
  while (current && !(current instanceof BrandNode)) current = current.parent;
  return current;
}

/** The absolute http(s) URL of an item; a bare path (audit failing pages) is joined to the brand's domain. */
export function itemUrl(node: unknown): URL | undefined {
  if (!hasUrl(node) || typeof node.url !== 'string') return undefined;
  const absolute = safeHttpUrl(node.url);
  if (absolute) return absolute;
  const domain = brandNodeOf(node)?.domain;
  if (!domain || !node.url.startsWith('/') || node.url.startsWith('//')) return undefined;
  return safeHttpUrl(`https://${domain}${node.url}`);
}

async function copyId(node: unknown): Promise<void> {
  if (!hasId(node)) return;
  await vscode.env.clipboard.writeText(node.id);
  vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', pickText(node.id, 80)), 3000);
}

async function openUrl(node: unknown): Promise<boolean> {
  const url = itemUrl(node);
  if (!url) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Brand Visibility: this item has no web address that can be opened (only http and https are).'));
    return false;
  }
  return vscode.env.openExternal(vscode.Uri.parse(url.href, true));
}

async function revealLocalFile(services: Services, node: unknown, quiet = false): Promise<boolean> {
  const resolver = services.localFiles;
  const brandId = typeof node === 'object' && node !== null && 'brandId' in node ? String((node as { brandId: unknown }).brandId) : undefined;
  const url = hasUrl(node) && typeof node.url === 'string' ? node.url : undefined;
  if (!resolver) {
    if (quiet) return false;
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Brand Visibility: mapping pages to local files is not available yet. Open the site folder; the site diagnostics provide the mapping.'),
    );
    return false;
  }
  if (!brandId || !url) return false;
  const match = await resolver.resolve({ brandId, url });
  if (!match) {
    if (quiet) return false;
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: no local source file found for {0}.', inertMessage(url, 200)));
    return false;
  }
  const editor = await vscode.window.showTextDocument(match.uri, { preview: true, selection: match.range });
  if (match.reason) vscode.window.setStatusBarMessage(pickText(match.reason, 200), 5000);
  return editor !== undefined;
}

/**
 * A click on one of the brand's own pages (owned page, your cited page, an audited page): its local source file when
 * the open site produces it, else the page itself in the browser.
 */
export async function openPage(services: Services, node: unknown): Promise<boolean> {
  if (await revealLocalFile(services, node, true)) return true;
  if (!itemUrl(node)) return revealLocalFile(services, node);
  return openUrl(node);
}

export function registerItemCommands(context: vscode.ExtensionContext, services: Services): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('brandVisibility.copyId', (node?: unknown) => copyId(node)),
    vscode.commands.registerCommand('brandVisibility.openUrl', (node?: unknown) => openUrl(node)),
    vscode.commands.registerCommand('brandVisibility.revealLocalFile', (node?: unknown) => revealLocalFile(services, node)),
    vscode.commands.registerCommand(OPEN_PAGE_COMMAND, (node?: unknown) => openPage(services, node)),
    vscode.commands.registerCommand(OPEN_SOURCE_COMMAND, (target?: unknown) => revealLocalFile(services, target, true)),
  );
}
