// Quick fixes on the audit's diagnostics: open the audited page, show the check in the Audit tree, ignore the check for
// this page (workspace setting brandVisibility.diagnostics.ignore), and — where the file says it plainly — remove the
// noindex (a robots meta tag, a front-matter key or a layout prop; never a computed value).
import * as vscode from 'vscode';
import { ignoreEntry, type Finding } from '../site/findings';
import { noindexRemoval } from '../site/ranges';
import { plainText } from '../text/plainText';
import { safeHttpUrl } from '../tree/present/url';
import { DIAGNOSTIC_SOURCE, type SiteDiagnostics } from './siteDiagnostics';

export const IGNORE_COMMAND = 'brandVisibility.diagnostics.ignoreFinding';
export const OPEN_PAGE_COMMAND = 'brandVisibility.diagnostics.openPage';
export const REVEAL_CHECK_COMMAND = 'brandVisibility.diagnostics.revealCheck';

function codeValue(d: vscode.Diagnostic): string | undefined {
  const code = d.code;
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return code ? String(code.value) : undefined;
}

/** The finding a diagnostic shows (the context's diagnostics are copies, so they are matched by code and message). */
function findingOf(findings: readonly Finding[], d: vscode.Diagnostic): Finding | undefined {
  const code = codeValue(d);
  return findings.find((f) => f.ruleId === code && f.message === d.message);
}

/** Findings a removed noindex fixes: the page status, or a check about noindex. */
export function isAboutNoindex(f: Finding): boolean {
  return f.ruleId === 'status:noindex' || (f.anchor === 'robots' && /noindex/i.test(`${f.ruleId} ${f.label}`));
}

export class FindingActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] };

  constructor(private readonly diagnostics: SiteDiagnostics) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const ours = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE);
    if (ours.length === 0) return [];
    const findings = this.diagnostics.findingsOf(document.uri);
    const binding = this.diagnostics.bindingOf(document.uri);
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    const actions: vscode.CodeAction[] = [];
    let noindexOffered = false;

    for (const d of ours) {
      const f = findingOf(findings, d);
      if (!f) continue;
      const label = plainText(f.label, 80);

      if (!noindexOffered && isAboutNoindex(f)) {
        const edits = noindexRemoval(document.getText(), document.fileName);
        if (edits.length > 0) {
          const edit = new vscode.WorkspaceEdit();
          for (const e of edits) {
            edit.replace(document.uri, new vscode.Range(e.range.startLine, e.range.startCharacter, e.range.endLine, e.range.endCharacter), e.newText);
          }
          const action = new vscode.CodeAction(vscode.l10n.t('Remove noindex from this page'), vscode.CodeActionKind.QuickFix);
          action.edit = edit;
          action.diagnostics = ours.filter((o) => {
            const of = findingOf(findings, o);
            return of !== undefined && isAboutNoindex(of);
          });
          action.isPreferred = true;
          actions.push(action);
          noindexOffered = true;
        }
      }

      if (f.url && /^https?:\/\//i.test(f.url)) {
        const open = new vscode.CodeAction(vscode.l10n.t('Open {0} in the browser', plainText(f.urlPath ?? f.url, 120)), vscode.CodeActionKind.QuickFix);
        open.command = { command: OPEN_PAGE_COMMAND, title: open.title, arguments: [f.url] };
        open.diagnostics = [d];
        actions.push(open);
      }

      if (f.kind !== 'status' && binding) {
        const reveal = new vscode.CodeAction(vscode.l10n.t('Show “{0}” in the Audit tree', label), vscode.CodeActionKind.QuickFix);
        reveal.command = { command: REVEAL_CHECK_COMMAND, title: reveal.title, arguments: [binding.brandId, f.ruleId] };
        reveal.diagnostics = [d];
        actions.push(reveal);
      }

      if (folder) {
        const entry = ignoreEntry(f);
        const title = f.urlPath
          ? vscode.l10n.t('Ignore “{0}” for {1}', label, plainText(f.urlPath, 120))
          : vscode.l10n.t('Ignore “{0}” for this site', label);
        const ignore = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        ignore.command = { command: IGNORE_COMMAND, title, arguments: [folder.uri.toString(), entry] };
        ignore.diagnostics = [d];
        actions.push(ignore);
      }
    }
    return actions;
  }
}

/** Adds an entry to brandVisibility.diagnostics.ignore where it applies to the folder (its workspace settings). */
export async function addIgnoreEntry(folderUri: unknown, entry: unknown): Promise<boolean> {
  if (typeof folderUri !== 'string' || typeof entry !== 'string' || !entry.trim()) return false;
  const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(folderUri));
  if (!folder) return false;
  const config = vscode.workspace.getConfiguration('brandVisibility', folder.uri);
  const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
  const target = multiRoot ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Workspace;
  const inspected = config.inspect<unknown[]>('diagnostics.ignore');
  const current = multiRoot ? inspected?.workspaceFolderValue : inspected?.workspaceValue;
  const entries = (Array.isArray(current) ? current : []).filter((e): e is string => typeof e === 'string');
  if (entries.includes(entry)) return true;
  await config.update('diagnostics.ignore', [...entries, entry], target);
  return true;
}

/** Opens an audited page: http(s) only, whatever the data says (the openers' shared rule). */
export async function openPage(url: unknown): Promise<boolean> {
  const parsed = safeHttpUrl(url);
  if (!parsed) return false;
  return vscode.env.openExternal(vscode.Uri.parse(parsed.href, true));
}
