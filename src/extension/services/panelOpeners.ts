// Opening a panel: the panel host registers a PanelOpener; until it does (or if it fails), the same read is shown as a
// read-only Markdown preview so every command works from day one.
import * as vscode from 'vscode';
import type { PanelOpener, PanelTarget } from './hooks';
import { SingleHook } from './hooks';

export class PanelOpeners extends SingleHook<PanelOpener> {
  constructor(private readonly fallback: PanelOpener) {
    super();
  }

  /** Opens the panel through the registered host, or the Markdown preview. */
  async open(target: PanelTarget): Promise<void> {
    const host = this.current;
    await (host ?? this.fallback).open(target);
  }

  /** The read as a read-only Markdown preview, whatever host is registered (a panel host may offer it too). */
  openPreview(target: PanelTarget): Promise<void> {
    return this.fallback.open(target);
  }

  /** Whether a real panel host is registered (vs. the preview fallback). */
  get hasHost(): boolean {
    return this.current !== undefined;
  }
}

export type { PanelOpener, PanelTarget };
export const panelKindTitle = (kind: PanelTarget['kind']): string =>
  ({
    keyword: vscode.l10n.t('Keyword'),
    prompt: vscode.l10n.t('Prompt'),
    reputation: vscode.l10n.t('Reputation'),
    competitors: vscode.l10n.t('Competitors'),
  })[kind];
