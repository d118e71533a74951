// The rows the quick picks show for API data (Open Keyword…, Open Prompt…, Select Brand, a filter's values, a failed
// read). One
// place per row kind, so the pickers and the hostile-data suite (test/integration/hostile/) see the same rows: every
// string from the API goes through pickText (one plain line, bounded, `$(icon)` syntax broken).
import * as vscode from 'vscode';
import { describeError, type KeywordListItem, type MenuOption, type PromptListItem } from '../../core/api';
import type { BrandEntry } from '../tree/nodes/brandNode';
import { answerStateLook } from '../present/answerState';
import { formatCount, isNumber, joinParts } from '../present/format';
import { pickText } from '../../shared/text/plainText';

export function keywordPickItem(k: KeywordListItem): vscode.QuickPickItem {
  return {
    label: pickText(k.text) || k.id,
    description: joinParts([
      isNumber(k.searches_mo) ? vscode.l10n.t('{0}/mo', formatCount(k.searches_mo) ?? '') : undefined,
      isNumber(k.best_rank) ? vscode.l10n.t('#{0}', k.best_rank) : undefined,
      pickText(k.score?.band, 40),
    ]),
    detail: joinParts([pickText(k.topic?.name, 60), pickText(k.segment?.name, 60)]) || undefined,
  };
}

export function promptPickItem(p: PromptListItem): vscode.QuickPickItem {
  const best = [...(p.engines ?? [])].sort((a, b) => answerStateLook(b.state).rank - answerStateLook(a.state).rank)[0];
  return {
    label: pickText(p.text) || p.id,
    description: best ? pickText(best.state_label ?? best.state, 40) : undefined,
    detail: joinParts([pickText(p.topic, 60), pickText(p.segment, 60), pickText(p.intent, 30)]) || undefined,
  };
}

export type BrandPickItem = vscode.QuickPickItem & { id: string; name?: string };

export function brandPickItem(b: BrandEntry, selectedId: string | undefined): BrandPickItem {
  return {
    id: b.id,
    name: b.name,
    label: pickText(b.name) || b.id,
    description: pickText(b.domain, 80),
    detail: b.error ? pickText(b.error.message, 200) : undefined,
    picked: b.id === selectedId,
  };
}

export type FilterPickItem = vscode.QuickPickItem & { option?: MenuOption };

export function filterOptionPickItem(o: MenuOption): FilterPickItem {
  return { label: pickText(o.label) || pickText(o.value), description: o.count !== undefined ? formatCount(o.count) : undefined, option: o };
}

/** The last row of a paged pick whose next page failed: the message (server text in it is plain) and the next step. */
export function readErrorPickItem(err: unknown): vscode.QuickPickItem {
  const d = describeError(err);
  return { label: `$(error) ${pickText(d.message, 300)}`, detail: pickText(d.nextStep, 200), alwaysShow: true };
}
