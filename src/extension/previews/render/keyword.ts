// One keyword: figures, the latest top 10, the prompts engines searched it for, open tasks.
import * as vscode from 'vscode';
import type { Keyword } from '../../api/schemas';
import { md, mdNumber, mdTable } from '../../text/markdown';
import { engineName } from '../../tree/present/engines';
import { facts, figure, heading, paragraph, section, yesNo, type PreviewScope } from './common';

export function renderKeyword(read: Keyword, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Keyword: {0}', read.text), scope, read)];
  out.push(
    facts([
      [vscode.l10n.t('Monthly searches'), read.searches_mo ?? vscode.l10n.t('no volume')],
      [vscode.l10n.t('Best rank'), read.best_rank ?? vscode.l10n.t('none of your pages in the top 10')],
      [vscode.l10n.t('Top 10 naming you'), read.top10_naming_you],
      [vscode.l10n.t('Clicks showing you (points)'), read.clicks_showing_you],
      [vscode.l10n.t('Score'), read.score ? `${read.score.value ?? '—'} ${read.score.band ?? ''}`.trim() : undefined],
      [vscode.l10n.t('Trend'), read.trend?.label],
      [vscode.l10n.t('Topic'), read.topic?.name],
      [vscode.l10n.t('Segment'), read.segment?.name],
      [vscode.l10n.t('Status'), read.status],
    ]),
  );
  const f = read.figures;
  if (f) {
    out.push(section(vscode.l10n.t('Search figures')));
    out.push(mdTable([vscode.l10n.t('Service score'), vscode.l10n.t('Mentioned'), vscode.l10n.t('Recommended')], [[figure(f.service_score), figure(f.mentioned), figure(f.recommended)]]));
  }
  out.push(section(vscode.l10n.t('Top 10 of the latest check')));
  const results = read.results ?? [];
  if (results.length === 0) out.push(paragraph(vscode.l10n.t('No search check has read this keyword yet.')));
  else {
    out.push(
      mdTable(
        [vscode.l10n.t('#'), vscode.l10n.t('Title'), vscode.l10n.t('Domain'), vscode.l10n.t('Names you'), vscode.l10n.t('Recommends you'), vscode.l10n.t('Click share'), vscode.l10n.t('URL')],
        results.map((r) => [mdNumber(r.position), md(r.title ?? r.url, 120), md(r.domain), yesNo(r.names_you), yesNo(r.recommends_you), mdNumber(r.click_share), md(r.url, 300)]),
      ),
    );
  }
  if (read.prompts?.length) {
    out.push(section(vscode.l10n.t('Prompts engines searched this keyword for')));
    out.push(mdTable([vscode.l10n.t('Prompt'), vscode.l10n.t('Engines')], read.prompts.map((p) => [md(p.text, 200), md((p.engines ?? []).map(engineName).join(', '))])));
  }
  if (read.tasks?.length) {
    out.push(section(vscode.l10n.t('Open tasks')));
    out.push(mdTable([vscode.l10n.t('Task'), vscode.l10n.t('Stage'), vscode.l10n.t('Detail')], read.tasks.map((t) => [md(t.title ?? t.id), md(t.stage), md(t.detail, 300)])));
  }
  return out.join('\n');
}
