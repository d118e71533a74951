// Reputation: understood / praised, the latest report's statement, facts, negative prompts and sources, best quotes.
import * as vscode from 'vscode';
import type { Reputation } from '../../api/schemas';
import { md, mdNumber, mdTable } from '../../text/markdown';
import { engineName } from '../../tree/present/engines';
import { facts, figureText, heading, paragraph, section, shownOf, type PreviewScope } from './common';

export function renderReputation(read: Reputation, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Reputation'), scope, read)];
  out.push(
    facts([
      [vscode.l10n.t('Domain'), read.domain],
      [vscode.l10n.t('Understood'), figureText(read.understood)],
      [vscode.l10n.t('Praised'), figureText(read.praised)],
    ]),
  );
  const w = read.written;
  if (w.statement || w.line_to_own) {
    out.push(section(vscode.l10n.t('What the latest report wrote')));
    out.push(paragraph(w.statement));
    if (w.line_to_own) out.push(`\n> ${md(w.line_to_own, 600)}\n`);
  }
  if (read.facts.length) {
    out.push(section(vscode.l10n.t('Facts')));
    out.push(
      mdTable(
        [vscode.l10n.t('Fact'), vscode.l10n.t('Kind'), vscode.l10n.t('Agrees'), vscode.l10n.t('Partly'), vscode.l10n.t('Contradicts'), vscode.l10n.t("Doesn't say")],
        read.facts.map((f) => [md(f.wording, 200), md(f.kind_label ?? f.kind), mdNumber(f.ai.agrees), mdNumber(f.ai.partly), mdNumber(f.ai.contradicts), mdNumber(f.ai.doesnt_say)]),
      ),
    );
  }
  if (read.negative_prompts.length) {
    out.push(section(vscode.l10n.t('Prompts with negative answers')));
    out.push(
      mdTable(
        [vscode.l10n.t('Prompt'), vscode.l10n.t('Negative'), vscode.l10n.t('Answers'), vscode.l10n.t('Share %')],
        read.negative_prompts.map((p) => [md(p.text, 200), mdNumber(p.negative), mdNumber(p.answers), mdNumber(p.share)]),
      ),
    );
    out.push(shownOf(read.negative_prompts.length, read.negative_prompts_total));
  }
  if (read.negative_sources.length) {
    out.push(section(vscode.l10n.t('Sources with negative passages')));
    out.push(
      mdTable(
        [vscode.l10n.t('Source'), vscode.l10n.t('Domain'), vscode.l10n.t('Citations'), vscode.l10n.t('Passage')],
        read.negative_sources.map((s) => [md(s.title ?? s.url, 160), md(s.domain), mdNumber(s.citations), md(s.passage, 300)]),
      ),
    );
    out.push(shownOf(read.negative_sources.length, read.negative_sources_total));
  }
  if (read.best_quotes.length) {
    out.push(section(vscode.l10n.t('Best quotes')));
    for (const q of read.best_quotes) out.push(`> ${md(q.quote, 800)}\n>\n> — ${md(engineName(q.engine_id))}, ${md(q.prompt_text, 200)}\n`);
  }
  return out.join('\n');
}

