// Cited pages: the cards, the citation mix and the page rows read so far.
import * as vscode from 'vscode';
import type { CitedPage, CitedPages } from '../../../shared/api/schemas';
import { md, mdNumber, mdTable } from '../../../shared/text/markdown';
import { ownerLabel } from '../../tree/nodes/citedPageNode';
import { facts, heading, paragraph, section, shownOf, type PreviewScope } from './common';

export function renderCitedPages(read: CitedPages, pages: readonly CitedPage[], scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Cited pages'), scope, read)];
  if (read.state && read.state !== 'ready') out.push(paragraph(vscode.l10n.t('State: {0}', read.state)));
  out.push(paragraph(read.sentence));
  const c = read.cards;
  if (c) {
    out.push(
      facts([
        [vscode.l10n.t('Answers'), c.answers],
        [vscode.l10n.t('Citations'), c.citations],
        [vscode.l10n.t('Sites'), c.sites],
        [vscode.l10n.t('Sites naming you'), c.sites_naming_you],
        [vscode.l10n.t('Your pages, share %'), c.your_pages_share_pct],
        [vscode.l10n.t("Competitors' pages, share %"), c.competitors_pages_share_pct],
        [vscode.l10n.t('Citation evidence'), read.citation_evidence],
      ]),
    );
  }
  if (read.mix?.length) {
    out.push(section(vscode.l10n.t('Citation mix')));
    out.push(
      mdTable(
        [vscode.l10n.t('Source'), vscode.l10n.t('Owner'), vscode.l10n.t('Citations'), vscode.l10n.t('Share %')],
        read.mix.map((m) => [md(m.label ?? m.key), md(ownerLabel(m.owner)), mdNumber(m.citations), mdNumber(m.share_pct)]),
      ),
    );
  }
  out.push(section(vscode.l10n.t('Pages')));
  if (pages.length === 0) out.push(paragraph(vscode.l10n.t('No cited pages in the period.')));
  else {
    out.push(
      mdTable(
        [vscode.l10n.t('Page'), vscode.l10n.t('Domain'), vscode.l10n.t('Owner'), vscode.l10n.t('Citations'), vscode.l10n.t('Prompts'), vscode.l10n.t('URL')],
        pages.map((p) => [md(p.title ?? p.url, 120), md(p.domain), md(ownerLabel(p.owner)), mdNumber(p.citations), mdNumber(p.prompt_count), md(p.url, 300)]),
      ),
    );
    out.push(shownOf(pages.length, read.total));
  }
  return out.join('\n');
}
