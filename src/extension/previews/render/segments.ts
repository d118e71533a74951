// Segments: the 1w comparison and each segment's configuration.
import * as vscode from 'vscode';
import type { Segments } from '../../../shared/api/schemas';
import { md, mdNumber, mdTable } from '../../../shared/text/markdown';
import { formatSigned } from '../../present/format';
import { heading, paragraph, section, yesNo, type PreviewScope } from './common';

type SegmentsBody = Pick<Segments, 'segments' | 'comparison' | 'personas' | 'segment_limit' | 'segment_limit_note'>;

export function segmentsMarkdown(body: SegmentsBody): string {
  const out: string[] = [];
  const rows = body.comparison?.rows ?? [];
  if (rows.length) {
    out.push(section(vscode.l10n.t('Comparison (1w)')));
    out.push(
      mdTable(
        [vscode.l10n.t('Segment'), vscode.l10n.t('Default'), vscode.l10n.t('Retired'), vscode.l10n.t('Prompts'), vscode.l10n.t('Score'), vscode.l10n.t('Change')],
        rows.map((r) => [md(r.label ?? r.name ?? r.segment_id), yesNo(r.is_default), yesNo(r.retired), mdNumber(r.prompt_count), mdNumber(r.score), md(formatSigned(r.score_change?.delta) ?? '—')]),
      ),
    );
  }
  out.push(section(vscode.l10n.t('Segments')));
  if (body.segments.length === 0) out.push(paragraph(vscode.l10n.t('No segments.')));
  else {
    out.push(
      mdTable(
        [vscode.l10n.t('Segment'), vscode.l10n.t('Name'), vscode.l10n.t('Country'), vscode.l10n.t('Language'), vscode.l10n.t('Prompts'), vscode.l10n.t('Engines')],
        body.segments.map((s) => [
          md(s.label ?? s.id),
          md(s.name),
          md(s.country),
          md(s.language),
          mdNumber(s.prompt_count),
          md((s.engine_vocabulary ?? []).map((e) => e.display_name ?? e.engine_id).join(', ')),
        ]),
      ),
    );
  }
  if (body.personas?.length) {
    out.push(section(vscode.l10n.t('Personas')));
    out.push(mdTable([vscode.l10n.t('Persona'), vscode.l10n.t('Audience'), vscode.l10n.t('Description')], body.personas.map((p) => [md(p.name ?? p.id), md(p.audience_type), md(p.description, 300)])));
  }
  if (body.segment_limit_note) out.push(`\n${paragraph(body.segment_limit_note)}`);
  return out.join('\n');
}

export function renderSegments(read: Segments, scope: PreviewScope): string {
  return [heading(vscode.l10n.t('Segments'), scope, read), segmentsMarkdown(read)].join('\n');
}
