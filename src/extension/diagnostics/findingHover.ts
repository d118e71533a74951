// The hover of a finding: what its check or page status means, why it matters for AI crawlers and answers, how to fix
// it, and whether the editor re-checks it on save — in our own words only (the diagnostic's own hover above it already
// shows the audit's text, as plain text). A link opens the rule's description.
import * as vscode from 'vscode';
import { LOCAL_CHECKS, explainRule, statusOfRule } from '../../shared/auditRules';
import type { FindingNote } from '../../core/site/freshness';
import { rangesOf, type ShownFinding } from './publisher';
import type { SiteDiagnostics } from './siteDiagnostics';

/** Opens the rule view of the finding at a place: (document URI, line, character), never the audit's text. */
export const EXPLAIN_AT_COMMAND = 'brandVisibility.diagnostics.explainAt';

const t = (text: string): string => vscode.l10n.t(text);

function noteWords(note: FindingNote): string | undefined {
  switch (note) {
    case 'fixedLocally':
      return t('Looks fixed locally; awaiting next crawl: this file passes the check now, and the service\'s next crawl will confirm it.');
    case 'stillFails':
      return t('Edited since the crawl, and this file still fails the check.');
    case 'edited':
      return t('Edited since the crawl: the next crawl will re-check it.');
    default:
      return undefined;
  }
}

/** Where a hover was asked, and which of the findings there (their order at that place). */
export interface HoverPlace {
  uri: vscode.Uri;
  line: number;
  character: number;
  index: number;
}

/** The hover's Markdown for one finding (our words only). */
export function findingHoverMarkdown(shown: ShownFinding, at: HoverPlace): vscode.MarkdownString {
  const f = shown.finding;
  const explained = explainRule(f.ruleId, undefined, f.anchor);
  const kind =
    statusOfRule(f.ruleId) !== undefined
      ? f.kind === 'unmeasured'
        ? t('page status · not measured, not a failure')
        : t('page status')
      : f.kind === 'unmeasured'
        ? t('check the crawl could not measure · not a failure')
        : t('failing check');
  const name = explained.known ? t(explained.name) : statusOfRule(f.ruleId) !== undefined ? t('A page status') : t('A site audit check');
  const md = new vscode.MarkdownString(undefined, true);
  md.isTrusted = { enabledCommands: [EXPLAIN_AT_COMMAND] };
  md.appendMarkdown(`**${name}** · ${kind}\n\n`);
  const note = noteWords(shown.note);
  if (note) md.appendMarkdown(`$(info) ${note}\n\n`);
  md.appendMarkdown(`${t('What it says:')} ${t(explained.what)}\n\n`);
  md.appendMarkdown(`${t('Why it matters for AI crawlers and answers:')} ${t(explained.why)}\n\n`);
  md.appendMarkdown(`${t('How to fix it:')} ${t(explained.fix)}\n\n`);
  const local = f.check ? LOCAL_CHECKS.get(f.check) : undefined;
  md.appendMarkdown(
    local
      ? `$(sync) ${vscode.l10n.t('Re-checked in this file on save: the editor {0}.', t(local.looksAt))}\n\n`
      : `$(cloud) ${t('Not re-checked in the editor: only the next crawl can tell.')}\n\n`,
  );
  const args = encodeURIComponent(JSON.stringify([at.uri.toString(), at.line, at.character, at.index]));
  md.appendMarkdown(`[${t('Explain this rule')}](command:${EXPLAIN_AT_COMMAND}?${args} "${t('Open the rule description')}")`);
  return md;
}

/** The findings shown at a position of a file, innermost range first. */
export function findingsAt(diagnostics: SiteDiagnostics, uri: vscode.Uri, position: vscode.Position): Array<{ shown: ShownFinding; range: vscode.Range }> {
  const hits: Array<{ shown: ShownFinding; range: vscode.Range }> = [];
  for (const shown of diagnostics.shownOf(uri)) {
    const range = rangesOf(shown.finding).find((r) => r.contains(position) || (r.isEmpty && r.start.line === position.line));
    if (range) hits.push({ shown, range });
  }
  return hits.sort((a, b) => (a.range.contains(b.range) ? 1 : b.range.contains(a.range) ? -1 : 0));
}

export class FindingHovers implements vscode.HoverProvider {
  constructor(private readonly diagnostics: SiteDiagnostics) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const hits = findingsAt(this.diagnostics, document.uri, position);
    if (hits.length === 0) return undefined;
    const contents = hits.map((hit, index) => findingHoverMarkdown(hit.shown, { uri: document.uri, line: position.line, character: position.character, index }));
    return new vscode.Hover(contents, hits[0].range);
  }
}
