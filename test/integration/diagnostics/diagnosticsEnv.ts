// What the diagnostics suites share: the workspace folder (a copy of test/fixtures/sample-site), our diagnostics on a
// file by code, the refresh command, and the folder's settings file kept as it was (the ignore quick fix writes to it).
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';

export const folder = (): vscode.WorkspaceFolder => {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'the harness opened a workspace folder');
  return f;
};
export const fileUri = (rel: string): vscode.Uri => vscode.Uri.joinPath(folder().uri, ...rel.split('/'));
export const ours = (uri: vscode.Uri): vscode.Diagnostic[] => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Brand Visibility');
export const codeOf = (d: vscode.Diagnostic): string => (typeof d.code === 'object' ? String(d.code.value) : String(d.code));
export const find = (uri: vscode.Uri, code: string): vscode.Diagnostic | undefined => ours(uri).find((d) => codeOf(d) === code);

/** The quick fixes offered at a diagnostic (the document is opened: code actions answer for open documents only). */
export async function quickFixes(uri: vscode.Uri, d: vscode.Diagnostic): Promise<vscode.CodeAction[]> {
  await vscode.workspace.openTextDocument(uri);
  return (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, d.range)) ?? [];
}

export async function refresh(): Promise<FolderReport[]> {
  return (await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[];
}

export const settingsFile = (): string => vscode.Uri.joinPath(folder().uri, '.vscode', 'settings.json').fsPath;

/** Remembers the folder's settings file now; the returned function puts it back exactly (or removes what was added). */
export function keepSettingsFile(): () => void {
  const before = existsSync(settingsFile()) ? readFileSync(settingsFile(), 'utf8') : undefined;
  const dirBefore = existsSync(dirname(settingsFile()));
  return () => {
    if (before === undefined) {
      if (existsSync(settingsFile())) unlinkSync(settingsFile());
      const dir = dirname(settingsFile());
      if (!dirBefore && existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
    } else writeFileSync(settingsFile(), before);
  };
}
