// One tracked prompt: how each engine's latest answer treated the brand.
import * as vscode from 'vscode';
import type { PromptListItem } from '../../../shared/api/schemas';
import { plainText } from '../../../shared/text/plainText';
import { answerStateLook, themeIcon } from '../../present/answerState';
import { engineName } from '../../present/engines';
import { joinParts } from '../../present/format';
import { SafeTooltip } from '../../present/tooltip';
import { TreeNode } from '../treeNode';

export class PromptNode extends TreeNode {
  readonly kind = 'prompt';
  /** Set by the list when another row has the same text: the segment (or topic) tells them apart. */
  distinguishBy: 'segment' | 'topic' | undefined;

  constructor(
    parent: TreeNode,
    readonly brandId: string,
    readonly prompt: PromptListItem,
  ) {
    super(parent);
  }

  get id(): string {
    return this.prompt.id;
  }

  get label(): string {
    return plainText(this.prompt.text) || vscode.l10n.t('(untitled prompt)');
  }

  get context(): { segment: string; topic: string } {
    return { segment: plainText(this.prompt.segment, 60), topic: plainText(this.prompt.topic, 60) };
  }

  getTreeItem(): vscode.TreeItem {
    const engines = this.prompt.engines ?? [];
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.description = joinParts([this.distinguishBy ? this.context[this.distinguishBy] : undefined, summarizeStates(engines)]);
    const best = engines.reduce<(typeof engines)[number] | undefined>(
      (top, e) => (!top || answerStateLook(e.state).rank > answerStateLook(top.state).rank ? e : top),
      undefined,
    );
    item.iconPath = themeIcon(best ? answerStateLook(best.state) : { icon: 'comment' });
    item.tooltip = this.tooltip();
    item.contextValue = 'prompt';
    item.command = { command: 'brandVisibility.openPromptPanel', title: vscode.l10n.t('Open Prompt'), arguments: [this] };
    item.accessibilityInformation = { label: joinParts([this.label, item.description]) };
    return item;
  }

  private tooltip(): vscode.MarkdownString {
    const t = new SafeTooltip().heading(this.prompt.text);
    t.field(vscode.l10n.t('Topic'), this.prompt.topic).field(vscode.l10n.t('Segment'), this.prompt.segment);
    t.field(vscode.l10n.t('Intent'), this.prompt.intent).field(vscode.l10n.t('Status'), this.prompt.status);
    const engines = this.prompt.engines ?? [];
    if (engines.length === 0) t.text(vscode.l10n.t('No engine has answered this prompt in the period.'));
    else {
      t.text(vscode.l10n.t("Each engine's latest answer:"));
      for (const e of engines) t.bullet(`${engineName(e.engine)}: ${plainText(e.state_label ?? e.state ?? '', 60) || '—'}`);
    }
    return t.build();
  }
}

/** "2 Leading · 3 Recommended · 1 Not mentioned", with the API's own state labels. */
function summarizeStates(engines: NonNullable<PromptListItem['engines']>): string {
  if (engines.length === 0) return vscode.l10n.t('no answers yet');
  const counts = new Map<string, { label: string; count: number; rank: number }>();
  for (const e of engines) {
    const key = plainText(e.state, 40) || '?';
    const entry = counts.get(key) ?? { label: plainText(e.state_label ?? e.state, 40) || '?', count: 0, rank: answerStateLook(e.state).rank };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.rank - a.rank)
    .map((c) => `${c.count} ${c.label}`)
    .join(' · ');
}
