// Filter menus the host gives a panel without reading anything: the engines, prompt types and intents the reference
// lists. Reads that serve their own `menus` (reputation, competitors) are preferred by the webview.
import * as vscode from 'vscode';
import { ENGINES, INTENTS, PROMPT_TYPES, type MenuOption } from '../api';
import { engineName } from '../tree/present/engines';
import type { PanelKind, PanelMenus } from '../../webviews/shared/protocol';

function typeLabel(value: (typeof PROMPT_TYPES)[number]): string {
  return {
    organic: vscode.l10n.t('Organic'),
    brand_specific: vscode.l10n.t('Brand-specific'),
    competitor_comparison: vscode.l10n.t('Competitor comparison'),
  }[value];
}

function intentLabel(value: (typeof INTENTS)[number]): string {
  return {
    educational: vscode.l10n.t('Educational'),
    problem: vscode.l10n.t('Problem'),
    comparison: vscode.l10n.t('Comparison'),
    transactional: vscode.l10n.t('Transactional'),
  }[value];
}

export function hostMenus(kind: PanelKind): PanelMenus | undefined {
  if (kind === 'keyword') return undefined;
  return {
    engines: ENGINES.map((value): MenuOption => ({ value, label: engineName(value) })),
    types: PROMPT_TYPES.map((value): MenuOption => ({ value, label: typeLabel(value) })),
    intents: INTENTS.map((value): MenuOption => ({ value, label: intentLabel(value) })),
  };
}
