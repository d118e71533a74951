// Quick fixes on the audit's diagnostics: explain the rule, open the audited page, show the check in the Audit tree,
// ignore the finding for this page (brandVisibility.diagnostics.ignore, saying where it went, with Undo), mark a page's
// noindex as intended, and — where the file says it plainly — remove the noindex (a robots meta tag, a front-matter
// key or a layout prop; never a computed value).
import * as vscode from 'vscode';
import { ignoreEntries, ignoreEntry, statusRuleId, type Finding } from '../../core/site/findings';
import { noindexRemoval } from '../../core/site/ranges';
import { plainText } from '../../shared/text/plainText';
import { safeHttpUrl } from '../present/url';
import { SHOW_RULE_COMMAND } from './ruleView';
import { DIAGNOSTIC_SOURCE, type SiteDiagnostics } from './siteDiagnostics';

export const IGNORE_COMMAND = 'brandVisibility.diagnostics.ignoreFinding';
export const UNIGNORE_COMMAND = 'brandVisibility.diagnostics.unignoreFinding';
export const OPEN_PAGE_COMMAND = 'brandVisibility.diagnostics.openPage';
export const REVEAL_CHECK_COMMAND = 'brandVisibility.diagnostics.revealCheck';

/** Findings a removed noindex fixes: the page status, or a check about noindex (merged into it or on its own). */
export function isAboutNoindex(f: Finding): boolean {
  return f.check === 'noindex' || f.ruleId === 'status:noindex' || (f.also ?? []).some((a) => a.ruleId === 'status:noindex');
}

export class FindingActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] };

  constructor(private readonly diagnostics: SiteDiagnostics) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const ours = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE);
    if (ours.length === 0) return [];
    const binding = this.diagnostics.bindingOf(document.uri);
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    const actions: vscode.CodeAction[] = [];
    let noindexOffered = false;
    const explained = new Set<string>();

    for (const d of ours) {
      const f = this.diagnostics.findingFor(document.uri, d)?.finding;
      if (!f) continue;
      const label = plainText(f.label, 80);

      if (!explained.has(f.ruleId)) {
        explained.add(f.ruleId);
        const explain = new vscode.CodeAction(vscode.l10n.t('Explain “{0}”', label), vscode.CodeActionKind.QuickFix);
        explain.command = { command: SHOW_RULE_COMMAND, title: explain.title, arguments: [f.ruleId] };
        explain.diagnostics = [d];
        actions.push(explain);
      }

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
            const of = this.diagnostics.findingFor(document.uri, o)?.finding;
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

      // The check itself, or the check merged into a page status (the tree lists checks, not statuses).
      const check = f.ruleId.startsWith('status:') ? f.also?.find((a) => !a.ruleId.startsWith('status:')) : f;
      if (check && binding) {
        const reveal = new vscode.CodeAction(vscode.l10n.t('Show “{0}” in the Audit tree', plainText(check.label, 80)), vscode.CodeActionKind.QuickFix);
        reveal.command = { command: REVEAL_CHECK_COMMAND, title: reveal.title, arguments: [binding.brandId, check.ruleId] };
        reveal.diagnostics = [d];
        actions.push(reveal);
      }

      if (folder && f.urlPath && isAboutNoindex(f)) {
        // A page meant to stay out of the index (a thank-you page): its noindex status, and the check that the page
        // carries no unintended noindex, both go.
        const title = vscode.l10n.t('Mark the noindex of {0} as intentional', plainText(f.urlPath, 120));
        const intended = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        intended.command = { command: IGNORE_COMMAND, title, arguments: [folder.uri.toString(), [ignoreEntry({ ruleId: statusRuleId('noindex'), urlPath: f.urlPath })]] };
        intended.diagnostics = [d];
        actions.push(intended);
      }

      if (folder) {
        const title = f.urlPath
          ? vscode.l10n.t('Ignore “{0}” for {1}', label, plainText(f.urlPath, 120))
          : vscode.l10n.t('Ignore “{0}” for this site', label);
        const ignore = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
        ignore.command = { command: IGNORE_COMMAND, title, arguments: [folder.uri.toString(), ignoreEntries(f)] };
        ignore.diagnostics = [d];
        actions.push(ignore);
      }
    }
    return actions;
  }
}

/** Where an ignore entry goes for a folder: its workspace settings (the folder's own in a multi-root workspace). */
function ignoreTarget(folder: vscode.WorkspaceFolder): { target: vscode.ConfigurationTarget; where: string } {
  const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
  if (multiRoot) {
    return { target: vscode.ConfigurationTarget.WorkspaceFolder, where: vscode.l10n.t('the folder settings of {0} ({1})', folder.name, `${folder.name}/.vscode/settings.json`) };
  }
  const file = vscode.workspace.workspaceFile;
  const where =
    file && file.scheme === 'file'
      ? vscode.l10n.t('the workspace settings ({0})', file.path.slice(file.path.lastIndexOf('/') + 1))
      : vscode.l10n.t('the workspace settings ({0})', '.vscode/settings.json');
  return { target: vscode.ConfigurationTarget.Workspace, where };
}

function entriesArg(entry: unknown): string[] {
  const list = Array.isArray(entry) ? entry : [entry];
  return list.filter((e): e is string => typeof e === 'string' && e.trim() !== '').slice(0, 100);
}

/** What an ignore did: the entries it added and where they were stored. */
export interface IgnoreResult {
  stored: boolean;
  entries: string[];
  where: string;
}

/** Reads the ignore list at the target, applies `change`, writes it back when it changed. */
async function updateIgnores(folder: vscode.WorkspaceFolder, target: vscode.ConfigurationTarget, change: (entries: string[]) => string[]): Promise<string[]> {
  const config = vscode.workspace.getConfiguration('brandVisibility', folder.uri);
  const inspected = config.inspect<unknown[]>('diagnostics.ignore');
  const current = target === vscode.ConfigurationTarget.WorkspaceFolder ? inspected?.workspaceFolderValue : inspected?.workspaceValue;
  const entries = (Array.isArray(current) ? current : []).filter((e): e is string => typeof e === 'string');
  const next = change(entries);
  if (next.length !== entries.length || next.some((e, i) => e !== entries[i])) {
    await config.update('diagnostics.ignore', next.length ? next : undefined, target);
  }
  return next;
}

/**
 * Adds entries to brandVisibility.diagnostics.ignore where it applies to the folder (its workspace settings), then
 * says where they went and offers Undo.
 */
export async function addIgnoreEntry(folderUri: unknown, entry: unknown, notify = true): Promise<IgnoreResult> {
  const wanted = entriesArg(entry);
  const none: IgnoreResult = { stored: false, entries: [], where: '' };
  if (typeof folderUri !== 'string' || wanted.length === 0) return none;
  const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(folderUri));
  if (!folder) return none;
  const { target, where } = ignoreTarget(folder);
  let added: string[] = [];
  await updateIgnores(folder, target, (entries) => {
    added = wanted.filter((e, i) => !entries.includes(e) && wanted.indexOf(e) === i);
    return [...entries, ...added];
  });
  if (notify) {
    const undo = vscode.l10n.t('Undo');
    const open = vscode.l10n.t('Open Settings File');
    const shownEntries = wanted.map((e) => plainText(e, 120)).join(', ');
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: ignored {0} in {1}.', shownEntries, where), undo, open).then((choice) => {
      if (choice === undo) void vscode.commands.executeCommand(UNIGNORE_COMMAND, folderUri, added);
      else if (choice === open) {
        void vscode.commands.executeCommand(target === vscode.ConfigurationTarget.WorkspaceFolder ? 'workbench.action.openFolderSettingsFile' : 'workbench.action.openWorkspaceSettingsFile');
      }
    });
  }
  return { stored: true, entries: added, where };
}

/** Undo of an ignore: removes the entries it added from the same settings. */
export async function removeIgnoreEntries(folderUri: unknown, entry: unknown): Promise<boolean> {
  const gone = entriesArg(entry);
  if (typeof folderUri !== 'string' || gone.length === 0) return false;
  const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(folderUri));
  if (!folder) return false;
  await updateIgnores(folder, ignoreTarget(folder).target, (entries) => entries.filter((e) => !gone.includes(e)));
  return true;
}

/** Opens an audited page: http(s) only, whatever the data says (the openers' shared rule). */
export async function openPage(url: unknown): Promise<boolean> {
  const parsed = safeHttpUrl(url);
  if (!parsed) return false;
  return vscode.env.openExternal(vscode.Uri.parse(parsed.href, true));
}
