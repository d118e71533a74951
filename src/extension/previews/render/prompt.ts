// One prompt: score, each engine's latest answer, competitors and top sources.
import * as vscode from 'vscode';
import type { Prompt } from '../../api/schemas';
import { md, mdNumber, mdTable } from '../../text/markdown';
import { engineName } from '../../tree/present/engines';
import { formatDateTime } from '../../tree/present/format';
import { facts, figure, figureText, heading, paragraph, section, yesNo, type PreviewScope } from './common';

export function renderPrompt(read: Prompt, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Prompt'), scope, read)];
  out.push(`> ${md(read.text, 1000)}\n`);
  out.push(
    facts([
      [vscode.l10n.t('Score'), read.score ? figureText(read.score) : undefined],
      [vscode.l10n.t('Answers'), read.answers],
      [vscode.l10n.t('Intent'), read.intent],
      [vscode.l10n.t('Type'), read.prompt_type],
      [vscode.l10n.t('Topic'), read.topic],
      [vscode.l10n.t('Segment'), read.segment],
      [vscode.l10n.t('Status'), read.status],
      [vscode.l10n.t('Search volume'), read.search_volume],
    ]),
  );
  out.push(paragraph(read.sentence));
  const engines = read.engines ?? [];
  out.push(section(vscode.l10n.t('Latest answers')));
  if (engines.length === 0) out.push(paragraph(vscode.l10n.t('No engine has answered this prompt in the period.')));
  else {
    out.push(
      mdTable(
        [vscode.l10n.t('Engine'), vscode.l10n.t('State'), vscode.l10n.t('Mentioned'), vscode.l10n.t('Recommended'), vscode.l10n.t('Praised'), vscode.l10n.t('Read at')],
        engines.map((e) => [md(e.display_name ?? engineName(e.engine)), md(e.state_label ?? e.state), yesNo(e.states?.mentioned), yesNo(e.states?.recommended), yesNo(e.states?.praised), md(formatDateTime(e.read_at) ?? '—')]),
      ),
    );
  }
  if (read.competitors?.length) {
    out.push(section(vscode.l10n.t('Competitors in the answers')));
    out.push(mdTable([vscode.l10n.t('Brand'), vscode.l10n.t('You'), vscode.l10n.t('Service score'), vscode.l10n.t('Mentioned'), vscode.l10n.t('Recommended')], read.competitors.map((c) => [md(c.name), yesNo(c.is_you), figure(c.service_score), figure(c.mentioned), figure(c.recommended)])));
  }
  if (read.sources?.length) {
    out.push(section(vscode.l10n.t('Top sources')));
    out.push(mdTable([vscode.l10n.t('Domain'), vscode.l10n.t('Group'), vscode.l10n.t('Citations')], read.sources.map((s) => [md(s.domain), md(s.group_label ?? s.group), mdNumber(s.citations)])));
  }
  return out.join('\n');
}
