// Command-palette reads: Open Keyword… / Open Prompt… (paged quick picks), Show Reputation / Competitors (panels),
// Show Cited Pages / Segments / Brand Settings / Conversations (Markdown previews), and the panel commands the tree's
// items run.
import * as vscode from 'vscode';
import { isUuid } from '../../core/api';
import { renderBrandSettings } from '../previews/render/brandSettings';
import { renderCitedPages } from '../previews/render/citedPages';
import { renderConversations } from '../previews/render/conversations';
import { renderSegments } from '../previews/render/segments';
import { isItemKind, PANEL_KINDS, type PanelKind } from '../../shared/panels/index';
import { OPEN_PANEL_COMMAND } from '../panels/openPanelCommand';
import type { PanelManager } from '../panels/panelManager';
import type { Services } from '../session/services';
import { plainText } from '../../shared/text/plainText';
import { brandIdOf, ensureConnected, reportReadError, resolveBrand } from './brandArg';
import { pickFromPagedList } from './pagedQuickPick';
import { keywordPickItem, promptPickItem } from './pickItems';

/** An item id from a tree node (`id`), a `{ id }` object or a plain uuid. */
function itemIdOf(arg: unknown): string | undefined {
  if (isUuid(arg)) return arg;
  if (typeof arg === 'object' && arg !== null && 'id' in arg && isUuid((arg as { id: unknown }).id)) return (arg as { id: string }).id;
  return undefined;
}

/** Where the commands open panels; a parameter so main.ts wires the panel manager in directly. */
type Panels = Pick<PanelManager, 'open'>;

async function openPanel(services: Services, panels: Panels, kind: PanelKind, brandId: string, id?: string, title?: string, focus?: string): Promise<void> {
  try {
    await panels.open({ kind, brandId, id, title, ...(focus ? { focus } : {}) });
  } catch (err) {
    reportReadError(services, err);
  }
}

async function openKeyword(services: Services, panels: Panels, arg: unknown): Promise<void> {
  if (!ensureConnected(services)) return;
  const brandId = await resolveBrand(services, arg);
  if (!brandId) return;
  const direct = itemIdOf(arg);
  if (direct && direct !== brandId) return openPanel(services, panels, 'keyword', brandId, direct);
  const keyword = await pickFromPagedList({
    title: vscode.l10n.t('Brand Visibility: Open Keyword'),
    placeholder: vscode.l10n.t('Type to search the keywords read so far; more pages load as needed'),
    fetch: (cursor) => services.reads.keywords(brandId, cursor),
    toItem: keywordPickItem,
    onError: (err) => services.connection.handleError(err),
  });
  if (keyword) await openPanel(services, panels, 'keyword', brandId, keyword.id, plainText(keyword.text, 80));
}

async function openPrompt(services: Services, panels: Panels, arg: unknown): Promise<void> {
  if (!ensureConnected(services)) return;
  const brandId = await resolveBrand(services, arg);
  if (!brandId) return;
  const direct = itemIdOf(arg);
  if (direct && direct !== brandId) return openPanel(services, panels, 'prompt', brandId, direct);
  const prompt = await pickFromPagedList({
    title: vscode.l10n.t('Brand Visibility: Open Prompt'),
    placeholder: vscode.l10n.t('Type to search the prompts read so far; more pages load as needed'),
    fetch: (cursor) => services.reads.prompts(brandId, cursor),
    toItem: promptPickItem,
    onError: (err) => services.connection.handleError(err),
  });
  if (prompt) await openPanel(services, panels, 'prompt', brandId, prompt.id, plainText(prompt.text, 80));
}

/** Panel commands from the tree: the node carries brand and item id. */
async function openItemPanel(services: Services, panels: Panels, kind: 'keyword' | 'prompt', arg: unknown): Promise<void> {
  const brandId = brandIdOf(arg);
  const id = itemIdOf(arg);
  if (!brandId || !id) return kind === 'keyword' ? openKeyword(services, panels, arg) : openPrompt(services, panels, arg);
  if (!ensureConnected(services)) return;
  const label = typeof arg === 'object' && arg !== null && 'label' in arg ? plainText((arg as { label: unknown }).label, 80) : undefined;
  await openPanel(services, panels, kind, brandId, id, label);
}

/** A competitor row's brand (its `focus`: domain or name), which the competitors panel shows. */
function focusOf(arg: unknown): string | undefined {
  const focus = typeof arg === 'object' && arg !== null && 'focus' in arg ? (arg as { focus: unknown }).focus : undefined;
  return typeof focus === 'string' && focus ? plainText(focus, 300) : undefined;
}

async function showBrandPanel(services: Services, panels: Panels, kind: 'reputation' | 'competitors', arg: unknown): Promise<void> {
  if (!ensureConnected(services)) return;
  const brandId = await resolveBrand(services, arg);
  if (brandId) await openPanel(services, panels, kind, brandId, undefined, undefined, kind === 'competitors' ? focusOf(arg) : undefined);
}

/** A tree row's {kind, brandId, id?, title?}: any registered panel (the manager checks the ids). */
async function openAnyPanel(services: Services, panels: Panels, arg: unknown): Promise<void> {
  const kind = typeof arg === 'object' && arg !== null ? (arg as { kind?: unknown }).kind : undefined;
  const brandId = brandIdOf(arg);
  if (!(PANEL_KINDS as readonly unknown[]).includes(kind) || !brandId || !ensureConnected(services)) return;
  const panelKind = kind as PanelKind;
  const title = typeof arg === 'object' && arg !== null && 'title' in arg ? plainText((arg as { title: unknown }).title, 80) : undefined;
  await openPanel(services, panels, panelKind, brandId, isItemKind(panelKind) ? itemIdOf(arg) : undefined, title || undefined);
}

type PreviewKind = 'citedPages' | 'segments' | 'brandSettings' | 'conversations';

async function showPreview(services: Services, kind: PreviewKind, arg: unknown): Promise<vscode.Uri | undefined> {
  if (!ensureConnected(services)) return undefined;
  const brandId = await resolveBrand(services, arg);
  if (!brandId) return undefined;
  const { reads, previews } = services;
  try {
    switch (kind) {
      case 'citedPages': {
        const page = await services.withProgress(vscode.l10n.t('Reading cited pages…'), () => reads.citedPages(brandId));
        return await previews.show('cited-pages', renderCitedPages(page.read, page.items, services.previewScope(brandId, true)));
      }
      case 'segments': {
        const read = await services.withProgress(vscode.l10n.t('Reading segments…'), () => reads.segments(brandId));
        return await previews.show('segments', renderSegments(read, services.previewScope(brandId, false)));
      }
      case 'brandSettings': {
        const read = await services.withProgress(vscode.l10n.t('Reading brand settings…'), () => reads.settings(brandId));
        return await previews.show('brand-settings', renderBrandSettings(read, { ...services.previewScope(brandId, false), pinnedCompletedAt: undefined }));
      }
      case 'conversations': {
        const read = await services.withProgress(vscode.l10n.t('Reading conversations…'), () => reads.conversations(brandId));
        return await previews.show('conversations', renderConversations(read, { ...services.previewScope(brandId, false), pinnedCompletedAt: undefined }));
      }
    }
  } catch (err) {
    reportReadError(services, err);
    return undefined;
  }
}

export function registerReadCommands(context: vscode.ExtensionContext, services: Services, panels: Panels): void {
  const reg = (id: string, run: (arg: unknown) => unknown): void => {
    context.subscriptions.push(vscode.commands.registerCommand(id, run));
  };
  reg('brandVisibility.openKeyword', (arg) => openKeyword(services, panels, arg));
  reg('brandVisibility.openPrompt', (arg) => openPrompt(services, panels, arg));
  reg('brandVisibility.openKeywordPanel', (arg) => openItemPanel(services, panels, 'keyword', arg));
  reg('brandVisibility.openPromptPanel', (arg) => openItemPanel(services, panels, 'prompt', arg));
  reg('brandVisibility.showReputation', (arg) => showBrandPanel(services, panels, 'reputation', arg));
  reg('brandVisibility.showCompetitors', (arg) => showBrandPanel(services, panels, 'competitors', arg));
  reg(OPEN_PANEL_COMMAND, (arg) => openAnyPanel(services, panels, arg));
  reg('brandVisibility.showCitedPages', (arg) => showPreview(services, 'citedPages', arg));
  reg('brandVisibility.showSegments', (arg) => showPreview(services, 'segments', arg));
  reg('brandVisibility.showBrandSettings', (arg) => showPreview(services, 'brandSettings', arg));
  reg('brandVisibility.showConversations', (arg) => showPreview(services, 'conversations', arg));
}
