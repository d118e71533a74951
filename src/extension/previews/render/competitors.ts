// Competitors: the leaderboard by service score, share of voice and discovered brands.
import * as vscode from 'vscode';
import type { Competitors } from '../../api/schemas';
import { md, mdNumber, mdTable } from '../../text/markdown';
import { shareOfVoiceText } from '../../tree/nodes/competitorNode';
import { notAskedAbout } from '../../../shared/figureStates';
import { figureShort } from '../../tree/present/figures';
import { figure, heading, paragraph, section, yesNo, type PreviewScope } from './common';

export function renderCompetitors(read: Competitors, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Competitors'), scope, read)];
  if (read.competitors.length === 0) out.push(paragraph(vscode.l10n.t('No tracked competitors.')));
  else {
    const rows = [...read.competitors].sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
    out.push(
      mdTable(
        [vscode.l10n.t('Rank'), vscode.l10n.t('Brand'), vscode.l10n.t('Domain'), vscode.l10n.t('You'), vscode.l10n.t('Service score'), vscode.l10n.t('Mentioned'), vscode.l10n.t('Recommended'), vscode.l10n.t('Share of voice')],
        rows.map((c) => {
          // Tracked but never asked about or named: no rank and no figures, not 0.
          const notAsked = c.is_you !== true && c.share_of_voice_pct === null;
          const cell = (f: unknown) => (notAsked ? md(figureShort(notAskedAbout(), 'score')) : figure(f));
          return [notAsked ? '—' : mdNumber(c.rank), md(c.name), md(c.domain), yesNo(c.is_you), cell(c.service_score), cell(c.mentioned), cell(c.recommended), md(shareOfVoiceText(c.share_of_voice_pct))];
        }),
      ),
    );
  }
  if (read.discovered?.length) {
    out.push(section(vscode.l10n.t('Discovered in answers')));
    out.push(mdTable([vscode.l10n.t('Brand'), vscode.l10n.t('Domain'), vscode.l10n.t('Answers'), vscode.l10n.t('Value')], read.discovered.map((d) => [md(d.name), md(d.domain), mdNumber(d.answers), mdNumber(d.value)])));
  }
  return out.join('\n');
}
