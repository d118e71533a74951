// One webview view type per panel kind: the serializer of each restores its panels after a window reload, and
// package.json declares `onWebviewPanel:<viewType>` for each so a restore activates the extension.
import type { PanelKind } from '../../webviews/shared/protocol';

export const PANEL_VIEW_TYPES: Readonly<Record<PanelKind, string>> = {
  keyword: 'brandVisibility.keywordPanel',
  prompt: 'brandVisibility.promptPanel',
  reputation: 'brandVisibility.reputationPanel',
  competitors: 'brandVisibility.competitorsPanel',
};

export const PANEL_KINDS = Object.keys(PANEL_VIEW_TYPES) as PanelKind[];

/** Keyword and prompt panels show one item (their id is in the path); reputation and competitors show the brand. */
export function isItemKind(kind: PanelKind): kind is 'keyword' | 'prompt' {
  return kind === 'keyword' || kind === 'prompt';
}

/** The identity of a panel: opening the same (kind, brand, item) again reveals it. */
export function panelKey(kind: PanelKind, brandId: string, id: string | undefined): string {
  return isItemKind(kind) ? `${kind}:${brandId}:${id ?? ''}` : `${kind}:${brandId}`;
}
