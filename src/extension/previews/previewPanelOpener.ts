// The fallback PanelOpener: reads what the panel would show and opens it as a Markdown preview.
import * as vscode from 'vscode';
import type { BrandReads } from '../connection/brandReads';
import type { PanelOpener, PanelTarget } from '../services/hooks';
import type { PreviewDocuments } from './previewDocuments';
import { renderCompetitors } from './render/competitors';
import { renderKeyword } from './render/keyword';
import { renderPrompt } from './render/prompt';
import { renderReputation } from './render/reputation';
import type { PreviewScope } from './render/common';

export class PreviewPanelOpener implements PanelOpener {
  constructor(
    private readonly reads: () => BrandReads,
    private readonly previews: PreviewDocuments,
    private readonly scope: (brandId: string, usesPeriod: boolean) => PreviewScope,
    private readonly withProgress: <T>(title: string, task: () => Promise<T>) => Promise<T>,
  ) {}

  async open(target: PanelTarget): Promise<void> {
    const reads = this.reads();
    const { brandId, id } = target;
    switch (target.kind) {
      case 'keyword': {
        if (!id) return;
        const read = await this.withProgress(vscode.l10n.t('Reading the keyword…'), () => reads.keyword(brandId, id));
        await this.previews.show(`keyword ${read.text}`, renderKeyword(read, this.scope(brandId, true)));
        return;
      }
      case 'prompt': {
        if (!id) return;
        const read = await this.withProgress(vscode.l10n.t('Reading the prompt…'), () => reads.prompt(brandId, id));
        await this.previews.show(`prompt ${read.text}`, renderPrompt(read, this.scope(brandId, true)));
        return;
      }
      case 'reputation': {
        const read = await this.withProgress(vscode.l10n.t('Reading the reputation…'), () => reads.reputation(brandId));
        await this.previews.show('reputation', renderReputation(read, this.scope(brandId, true)));
        return;
      }
      case 'competitors': {
        const read = await this.withProgress(vscode.l10n.t('Reading the competitors…'), () => reads.competitors(brandId));
        await this.previews.show('competitors', renderCompetitors(read, this.scope(brandId, true)));
        return;
      }
    }
  }
}
