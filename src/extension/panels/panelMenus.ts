// Filter menus the host gives a panel without reading anything: for each of the panel's filters whose values the
// reference lists (engine, prompt type, intent), those values. Reads that serve their own `menus` are preferred by the
// webview.
import * as vscode from 'vscode';
import { ENGINES, INTENTS, PROMPT_TYPES, type MenuOption } from '../../core/api';
import { engineName } from '../present/engines';
import { PANEL_FILTERS, type PanelKind, type PanelMenus } from '../../shared/protocol';

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
  const filters = PANEL_FILTERS[kind];
  const menus: PanelMenus = {};
  if (filters.includes('engine')) menus.engines = ENGINES.map((value): MenuOption => ({ value, label: engineName(value) }));
  if (filters.includes('type')) menus.types = PROMPT_TYPES.map((value): MenuOption => ({ value, label: typeLabel(value) }));
  if (filters.includes('intent')) menus.intents = INTENTS.map((value): MenuOption => ({ value, label: intentLabel(value) }));
  return Object.keys(menus).length > 0 ? menus : undefined;
}
