// Brand settings: profile, owned domains, rivals, connections, autonomy and segments.
import * as vscode from 'vscode';
import type { BrandSettings } from '../../../shared/api/schemas';
import { md, mdTable } from '../../../shared/text/markdown';
import { facts, heading, paragraph, section, yesNo, type PreviewScope } from './common';
import { segmentsMarkdown } from './segments';

export function renderBrandSettings(read: BrandSettings, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Brand settings'), scope)];
  out.push(
    facts([
      [vscode.l10n.t('Name'), read.name],
      [vscode.l10n.t('Domain'), read.domain],
      [vscode.l10n.t('Brand id'), read.brand_id],
      [vscode.l10n.t('Description'), read.description],
      [vscode.l10n.t('Active prompts'), read.prompts_used],
      [vscode.l10n.t('Reserved prompts'), read.prompts_reserved ?? vscode.l10n.t('shares the pool')],
      [vscode.l10n.t('Deletion scheduled for'), read.deletion_scheduled_for],
    ]),
  );
  const d = read.owned_domains;
  if (d) {
    out.push(section(vscode.l10n.t('Owned domains')));
    out.push(
      facts([
        [vscode.l10n.t('Confirmed'), (d.confirmed ?? []).join(', ')],
        [vscode.l10n.t('Derived'), (d.derived ?? []).join(', ')],
        [vscode.l10n.t('Proposed'), (d.proposed ?? []).join(', ')],
        [vscode.l10n.t('Dismissed'), (d.dismissed ?? []).join(', ')],
      ]),
    );
  }
  const profile = read.profile;
  if (profile?.aliases?.length) {
    out.push(section(vscode.l10n.t('Aliases')));
    out.push(profile.aliases.map((a) => `- ${md(a.name)}`).join('\n'));
  }
  if (profile?.facts?.length) {
    out.push(section(vscode.l10n.t('Facts')));
    out.push(profile.facts.map((f) => `- ${md(f.statement, 500)}`).join('\n'));
  }
  if (profile?.rivals?.length) {
    out.push(section(vscode.l10n.t('Rivals')));
    out.push(mdTable([vscode.l10n.t('Rival'), vscode.l10n.t('Source'), vscode.l10n.t('Status')], profile.rivals.map((r) => [md(r.brand_name ?? r.brand_key), md(r.source), md(r.status)])));
  }
  if (read.connections?.length) {
    out.push(section(vscode.l10n.t('Connections')));
    out.push(mdTable([vscode.l10n.t('Provider'), vscode.l10n.t('State'), vscode.l10n.t('Available')], read.connections.map((c) => [md(c.provider), md(c.state), yesNo(c.available)])));
  }
  const a = read.autonomy;
  if (a) {
    out.push(section(vscode.l10n.t('Autonomy')));
    out.push(facts([[vscode.l10n.t('Preset'), a.preset], [vscode.l10n.t('Read only'), a.read_only?.message]]));
    if (a.areas?.length) {
      out.push(mdTable([vscode.l10n.t('Area'), vscode.l10n.t('Suspended'), vscode.l10n.t('Acts without asking')], a.areas.map((x) => [md(x.area), yesNo(x.suspended), yesNo(x.switches?.acts_without_asking)])));
    }
  }
  if (read.segments) out.push(segmentsMarkdown(read.segments));
  else out.push(paragraph(''));
  return out.join('\n');
}
