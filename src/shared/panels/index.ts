// Every panel kind, one registration module each. Adding a panel: its module here, its webview folder
// (src/webviews/<kind>/), its view type in package.json (activation event) and its icons in media/panels/.
import { competitorsPanel } from './competitors';
import { keywordPanel } from './keyword';
import { promptPanel } from './prompt';
import type { PanelRegistration } from './registration';
import { reputationPanel } from './reputation';

export const PANEL_REGISTRY = {
  keyword: keywordPanel,
  reputation: reputationPanel,
  competitors: competitorsPanel,
  prompt: promptPanel,
} as const;

export type PanelRegistry = typeof PANEL_REGISTRY;
export type PanelKind = keyof PanelRegistry;
export const PANEL_KINDS = Object.keys(PANEL_REGISTRY) as PanelKind[];

/** A kind's registration, typed loosely enough to use its functions whatever the kind. */
export function registrationOf(kind: PanelKind): PanelRegistration {
  return PANEL_REGISTRY[kind] as PanelRegistration;
}

/** The kinds that show one item of a brand (their id is in the read's path). */
export type ItemPanelKind = { [K in PanelKind]: PanelRegistry[K]['item'] extends true ? K : never }[PanelKind];

export function isItemKind(kind: PanelKind): kind is ItemPanelKind {
  return PANEL_REGISTRY[kind].item;
}

/** Whether a link may ask this kind to mark and focus one brand. */
export function takesFocus(kind: PanelKind): boolean {
  return registrationOf(kind).focus === true;
}

/** The identity of a panel: opening the same (kind, brand, item) again reveals it. */
export function panelKey(kind: PanelKind, brandId: string, id: string | undefined): string {
  return isItemKind(kind) ? `${kind}:${brandId}:${id ?? ''}` : `${kind}:${brandId}`;
}

/** A panel to open (or reveal). */
export interface PanelTarget {
  kind: PanelKind;
  brandId: string;
  /** keyword id or prompt uid (item panels). */
  id?: string;
  /** A plain-text hint for the title while the panel loads (the keyword or prompt text). */
  title?: string;
  /** Competitors: the brand to show (its domain or name); its row is marked and focused. */
  focus?: string;
}

export type { PanelQuery, PanelRegistration, PanelReadOptions } from './registration';
export { panelReadQuery } from './registration';
