// "Explain Mapping for URL…": how one URL path resolves to a file of the site and why, step by step, shown as a
// read-only preview. Reads only the local files; the command also returns the result (tests, scripts).
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { normalizeUrlPath } from '../../core/site/urlPath';
import { md } from '../../shared/text/markdown';
import { inertMessage, plainText } from '../../shared/text/plainText';
import type { SiteDiagnostics } from './siteDiagnostics';

export interface MappingExplanation {
  input: string;
  folder: string;
  /** The file's URI, or undefined when no local file produces the page. */
  file: string | undefined;
  reason: string;
  steps: string[];
}

async function pickFolder(folders: readonly vscode.WorkspaceFolder[], preferred: unknown): Promise<vscode.WorkspaceFolder | undefined> {
  if (typeof preferred === 'string') {
    const named = folders.find((f) => f.name === preferred || f.uri.toString() === preferred);
    if (named) return named;
  }
  if (folders.length <= 1) return folders[0];
  return vscode.window.showWorkspaceFolderPick({ placeHolder: vscode.l10n.t('Which site?') });
}

/** `arg` may be the URL path (a string) or `{ path, folder }`; without one an input box asks. */
export async function explainMapping(diagnostics: SiteDiagnostics, services: Services, arg?: unknown): Promise<MappingExplanation | undefined> {
  const given = typeof arg === 'string' ? { path: arg } : arg && typeof arg === 'object' ? (arg as { path?: unknown; folder?: unknown }) : {};
  const folders = diagnostics.folders;
  if (folders.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: open the site folder to map URLs to its files.'));
    return undefined;
  }
  const input =
    typeof given.path === 'string'
      ? given.path
      : await vscode.window.showInputBox({
          title: vscode.l10n.t('Explain Mapping for URL'),
          prompt: vscode.l10n.t('A page URL or URL path of the site'),
          placeHolder: '/pricing  or  https://www.example.com/pricing',
          validateInput: (value) => {
            const norm = normalizeUrlPath(value);
            return norm.ok ? undefined : norm.reason;
          },
        });
  if (input === undefined || input.trim() === '') return undefined;
  const folder = await pickFolder(folders, given.folder);
  if (!folder) return undefined;
  let site: Awaited<ReturnType<typeof diagnostics.site>>;
  try {
    site = await diagnostics.site(folder);
  } catch (err) {
    // The site worker gave up indexing this folder: say why instead of failing the command.
    void vscode.window.showWarningMessage(vscode.l10n.t('Brand Visibility: {0}', plainText(err instanceof Error ? err.message : String(err), 300)));
    return undefined;
  }
  if (!site) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: {0} is not a folder on disk.', inertMessage(folder.name, 200)));
    return undefined;
  }
  let steps: string[];
  let resolution: Awaited<ReturnType<typeof site.resolve>>;
  try {
    steps = (await site.explain(input)).map((s) => plainText(s, 500));
    resolution = await site.resolve(input);
  } catch (err) {
    // The site worker gave up (a repository it could not map in time): say so instead of failing silently.
    const reason = plainText(err instanceof Error ? err.message : String(err), 300);
    steps = [reason];
    resolution = { file: null, reason };
  }
  const file = resolution.file ? site.uriOf(resolution.file) : undefined;
  const siteDir = site.site.dir || '.';

  const lines = [
    `# ${md(vscode.l10n.t('How {0} maps to a file', plainText(input, 200)))}`,
    '',
    `${md(vscode.l10n.t('Folder'))}: ${md(folder.name)} · ${md(vscode.l10n.t('site folder'))}: ${md(siteDir)} (${md(site.site.reason)}) · ${md(site.frameworkLabel)}`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${md(s)}`),
    '',
    file
      ? // A link that opens the file (the URI's own encoding leaves no bracket or space to end the link early).
        `**${md(vscode.l10n.t('Result'))}:** [${md(vscode.workspace.asRelativePath(file, true))}](<${file.toString()}>)`
      : `**${md(vscode.l10n.t('Result'))}:** ${md(vscode.l10n.t('no local file'))} — ${md(resolution.reason)}`,
    '',
    md(vscode.l10n.t('Overrides: brandVisibility.site.root, brandVisibility.site.framework, brandVisibility.site.routes.')),
    '',
  ];
  await services.previews.show(`mapping-${plainText(input, 60)}`, lines.join('\n'));
  return { input, folder: folder.name, file: file?.toString(), reason: plainText(resolution.reason, 500), steps };
}
