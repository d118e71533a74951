// Explorer badges: the number of audit findings on each page file, coloured by the worst severity.
import * as vscode from 'vscode';
import { severityOf, type Finding } from '../site/findings';
import { severitySettings, type SiteDiagnostics } from './siteDiagnostics';

/** The decoration for a file's findings, or undefined when it has none. */
export function decorationFor(findings: readonly Finding[]): vscode.FileDecoration | undefined {
  if (findings.length === 0) return undefined;
  const settings = severitySettings();
  const levels = findings.map((f) => severityOf(f.kind, settings));
  const errors = levels.filter((l) => l === 'error').length;
  const color = errors > 0 ? 'list.errorForeground' : levels.includes('warning') ? 'list.warningForeground' : undefined;
  // A badge holds at most two characters.
  const badge = findings.length > 99 ? '9+' : String(findings.length);
  const tooltip =
    findings.length === 1
      ? vscode.l10n.t('Brand Visibility: 1 audit finding on this page')
      : vscode.l10n.t('Brand Visibility: {0} audit findings on this page', findings.length);
  const decoration = new vscode.FileDecoration(badge, tooltip, color ? new vscode.ThemeColor(color) : undefined);
  decoration.propagate = false;
  return decoration;
}

export class PageDecorations implements vscode.FileDecorationProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<vscode.Uri[]>();
  readonly onDidChangeFileDecorations = this.emitter.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly diagnostics: SiteDiagnostics) {
    this.subscription = diagnostics.onDidChangeFindings((uris) => this.emitter.fire(uris));
  }

  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    return decorationFor(this.diagnostics.findingsOf(uri));
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
