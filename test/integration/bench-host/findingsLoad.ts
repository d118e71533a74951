// 10 000 audit findings through the real diagnostics pipeline: the pages are written into the workspace's Astro site,
// the API front serves the scaled audit, and the Refresh Diagnostics command reads it (every cursor page), maps each
// finding to its page file, places it in the text and publishes it to the DiagnosticCollection.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import { AUDIT_PAGES, auditPageFile, auditPageSource } from '../../../bench/hostDataset';
import { config, waitFor } from '../core/env';

export function workspaceRoot(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the harness opened no workspace folder');
  return folder.uri.fsPath;
}

/** Writes one Astro page per audited page into the workspace's site (a copy bench/host.ts made for the run). */
export function writeAuditPages(): void {
  const root = workspaceRoot();
  for (let i = 0; i < AUDIT_PAGES; i++) {
    const file = join(root, ...auditPageFile(i).split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, auditPageSource(i));
  }
}

export interface FindingsLoad {
  findings: number;
  files: number;
  ms: number;
}

/** Switches the diagnostics on (the run starts with them off so the baseline holds no audit) and reads the audit. */
export async function loadFindings(expected: number): Promise<FindingsLoad> {
  await config().update('diagnostics.enabled', true, vscode.ConfigurationTarget.Global);
  await waitFor(() => config().get<boolean>('diagnostics.enabled') === true, 'diagnostics switched on');
  const started = performance.now();
  const reports = (await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[];
  const ms = performance.now() - started;
  const report = reports[0];
  // A status and a check about the same problem on one page are one finding (one per problem per place): counted apart.
  if (!report || report.error || report.findings + report.merged !== expected) throw new Error(`diagnostics refresh: ${JSON.stringify(reports)}`);
  // The findings read and placed (the load measured), merged ones included.
  return { findings: report.findings + report.merged, files: report.files, ms };
}

/** Our diagnostics as VS Code holds them (read after the heap figure: the copies returned are the suite's). */
export function publishedDiagnostics(): number {
  let count = 0;
  for (const [, list] of vscode.languages.getDiagnostics()) count += list.filter((d) => d.source === 'Brand Visibility').length;
  return count;
}
