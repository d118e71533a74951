// The rule-description view, as SonarQube for IDE and Snyk have one: a read-only Markdown document per rule on the
// `brand-visibility-rule:` scheme — what the check or page status means, why it matters for AI crawlers and answers,
// how to fix it, whether the editor re-checks it on save — then what the last crawl said about it. It is the target
// of each diagnostic's code link (opened as a document) and of the hover's and quick fix's "Explain" (opened in the
// Markdown preview). Our words come from src/shared/auditRules.ts; the audit's strings are escaped
// (src/shared/text/markdown.ts).
import * as vscode from 'vscode';
import { LOCAL_CHECKS, explainRule, statusOfRule } from '../../shared/auditRules';
import { openMarkdownPreview } from '../previews/previewDocuments';
import type { FindingRule } from '../../core/site/findings';
import { localCheckFor } from '../../core/site/localChecks';
import { anchorFor } from '../../core/site/ranges';
import { md } from '../../shared/text/markdown';
import { plainText } from '../../shared/text/plainText';

export const RULE_SCHEME = 'brand-visibility-rule';
export const SHOW_RULE_COMMAND = 'brandVisibility.explainRule';

/** What the last audit says about a rule, for the view's second part. */
export interface RuleFacts {
  rule?: FindingRule;
  /** The pages (URL paths) its findings are on now. */
  pages: string[];
  /** Whether findings of it are shown stale. */
  stale: boolean;
}

/** The document of a rule: the id travels in the query; the path only names the tab. */
export function ruleUri(ruleId: string): vscode.Uri {
  const slug = ruleId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'rule';
  return vscode.Uri.from({ scheme: RULE_SCHEME, path: `/${slug}.md`, query: ruleId });
}

export function ruleIdOf(uri: vscode.Uri): string {
  return plainText(uri.query, 200);
}

const t = (text: string): string => vscode.l10n.t(text);

/** The rule's description in Markdown. */
export function ruleMarkdown(ruleId: string, facts: RuleFacts): string {
  const label = facts.rule?.label;
  const explained = explainRule(ruleId, label, anchorFor(ruleId, label));
  const status = statusOfRule(ruleId);
  const title = explained.known ? t(explained.name) : md(label || ruleId, 200);
  const kind = status !== undefined ? vscode.l10n.t('a page status of the site audit') : vscode.l10n.t('a check of the site audit');
  // The id is escaped text, not a code span: inside one the escapes would show.
  const lines = [`# ${title}`, '', `${md(ruleId, 200)} · ${kind}${facts.rule?.group ? ` · ${md(facts.rule.group, 120)}` : ''}`, ''];
  lines.push(`**${t('What it says.')}** ${t(explained.what)}`, '');
  lines.push(`**${t('Why it matters for AI crawlers and answers.')}** ${t(explained.why)}`, '');
  lines.push(`**${t('How to fix it.')}** ${t(explained.fix)}`, '');
  const check = localCheckFor(ruleId, label);
  const local = check ? LOCAL_CHECKS.get(check) : undefined;
  lines.push(
    local
      ? `**${t('Re-checked in the editor on save.')}** ${vscode.l10n.t('Yes: the editor {0}. When an edited file passes, the finding says "looks fixed locally; awaiting next crawl" and drops to Information; the service\'s next crawl decides.', t(local.looksAt))}`
      : `**${t('Re-checked in the editor on save.')}** ${t('No: this needs the crawl (the rendered page, robots.txt or the whole site). An edited file says "edited since the crawl", and the next crawl re-checks it.')}`,
    '',
  );
  if (facts.rule || facts.pages.length) {
    lines.push(`## ${t('In the last crawl')}`, '');
    if (facts.rule?.target) lines.push(`- ${t('Target')}: ${md(facts.rule.target)}`);
    if (facts.rule?.measured) lines.push(`- ${t('Measured')}: ${md(facts.rule.measured)}`);
    if (facts.pages.length) {
      const shown = facts.pages.slice(0, 20).map((p) => md(p, 200));
      lines.push(`- ${t('Pages')}: ${shown.join(', ')}${facts.pages.length > shown.length ? ` ${vscode.l10n.t('and {0} more', facts.pages.length - shown.length)}` : ''}`);
    }
    if (facts.stale) lines.push(`- ${t('The last read of the audit failed: these findings are from an earlier read (stale).')}`);
    lines.push('');
  }
  if (!explained.known) lines.push(`_${t('This version has no description of its own for this rule: the text above is the general one for its topic.')}_`, '');
  return lines.join('\n');
}

export class RuleDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.emitter.event;
  private readonly registration: vscode.Disposable;

  constructor(private readonly facts: (ruleId: string) => RuleFacts) {
    this.registration = vscode.workspace.registerTextDocumentContentProvider(RULE_SCHEME, this);
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    const id = ruleIdOf(uri);
    return id ? ruleMarkdown(id, this.facts(id)) : `# ${t('No rule named')}\n`;
  }

  /** Opens a rule's description in the Markdown preview (the source document where the preview is not available). */
  async show(ruleId: string): Promise<vscode.Uri> {
    const uri = ruleUri(ruleId);
    this.emitter.fire(uri);
    await openMarkdownPreview(uri);
    return uri;
  }

  /** The audit changed: open rule documents show the new facts. */
  refresh(): void {
    for (const doc of vscode.workspace.textDocuments) if (doc.uri.scheme === RULE_SCHEME) this.emitter.fire(doc.uri);
  }

  dispose(): void {
    this.registration.dispose();
    this.emitter.dispose();
  }
}
