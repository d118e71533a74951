// The one hint that findings are stale: a status bar item while any folder shows findings from an earlier read because
// the last one failed (the network, the service). It names the error and the crawl shown, and reads again on click.
// It goes when a read succeeds or the findings are cleared.
import * as vscode from 'vscode';
import { plainText } from '../../shared/text/plainText';
import { formatDate } from '../present/format';
import type { SiteDiagnostics } from './siteDiagnostics';

export class StaleHint implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('brandVisibility.diagnosticsStale', vscode.StatusBarAlignment.Left, 10);
  private readonly subscription: vscode.Disposable;
  private visible = false;

  constructor(private readonly diagnostics: SiteDiagnostics) {
    this.item.name = vscode.l10n.t('Brand Visibility: stale site findings');
    this.item.command = 'brandVisibility.refreshDiagnostics';
    this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.warningBackground');
    this.subscription = diagnostics.onDidChangeStale(() => this.update());
  }

  private update(): void {
    const stale = this.diagnostics.staleFolders();
    if (stale.length === 0) {
      this.item.hide();
      this.visible = false;
      return;
    }
    const first = stale[0];
    const date = formatDate(first.crawledAt);
    this.item.text = `$(warning) ${vscode.l10n.t('Site findings stale')}`;
    // A plain-string tooltip: the error's server text stays inert.
    this.item.tooltip = [
      vscode.l10n.t('The last read of the site audit failed: {0}', plainText(first.error ?? '', 300)),
      date
        ? vscode.l10n.t('The findings shown are from the crawl of {0}, marked stale; they refresh when a read succeeds.', date)
        : vscode.l10n.t('The findings shown are from an earlier read, marked stale; they refresh when a read succeeds.'),
      vscode.l10n.t('Click to read the audit again.'),
    ].join('\n');
    this.item.accessibilityInformation = { label: `${this.item.text.replace('$(warning) ', '')}. ${this.item.tooltip}` };
    this.item.show();
    this.visible = true;
  }

  /** What the hint shows, for tests: undefined while hidden. */
  shown(): { text: string; tooltip: string } | undefined {
    return this.visible ? { text: this.item.text, tooltip: String(this.item.tooltip ?? '') } : undefined;
  }

  dispose(): void {
    this.subscription.dispose();
    this.item.dispose();
  }
}
