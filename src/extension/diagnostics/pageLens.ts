// A CodeLens at the top of a page file: the page's citations and AI visits (owned pages read, joined by URL) and its
// failing checks (the audit's findings on the file).
import * as vscode from 'vscode';
import type { SiteDiagnostics } from './siteDiagnostics';
import { OPEN_PAGE_COMMAND } from './findingActions';

function count(n: number | undefined): string {
  return n === undefined ? '—' : n.toLocaleString('en-US');
}

export class PageLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.emitter.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly diagnostics: SiteDiagnostics) {
    this.subscription = diagnostics.onDidChangeFindings(() => this.emitter.fire());
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const stats = this.diagnostics.pageStatsOf(document.uri);
    const findings = this.diagnostics.findingsOf(document.uri);
    if (!stats && findings.length === 0) return [];
    const top = new vscode.Range(0, 0, 0, 0);
    const lenses: vscode.CodeLens[] = [];
    if (stats) {
      const title =
        stats.pages > 1
          ? vscode.l10n.t('$(globe) {0} citations · {1} AI visits ({2} pages)', count(stats.citations), count(stats.aiVisits), stats.pages)
          : vscode.l10n.t('$(globe) {0} citations · {1} AI visits', count(stats.citations), count(stats.aiVisits));
      lenses.push(new vscode.CodeLens(top, { title, command: OPEN_PAGE_COMMAND, arguments: [stats.url], tooltip: vscode.l10n.t('Open the page in the browser') }));
    }
    const checks = findings.filter((f) => f.kind === 'check').length;
    const statuses = findings.filter((f) => f.kind === 'status');
    const parts: string[] = [];
    // Status words come from the API: a `$(` in them must not turn into an icon.
    if (statuses.length) parts.push(statuses.map((f) => f.label.replace(/\$\(/g, '$ (')).join(', '));
    parts.push(checks === 1 ? vscode.l10n.t('1 failing check') : vscode.l10n.t('{0} failing checks', checks));
    lenses.push(
      new vscode.CodeLens(top, {
        title: `$(${statuses.length ? 'error' : checks ? 'warning' : 'pass'}) ${parts.join(' · ')}`,
        command: 'workbench.actions.view.problems',
        tooltip: vscode.l10n.t('Show the Problems panel'),
      }),
    );
    return lenses;
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
