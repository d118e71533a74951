// Explorer badges of the page files with findings, one number per file. VS Code's own problem decorations
// (`problems.decorations.enabled`, on by default) already badge a file with its count of errors and warnings, and two
// badges would show as "2, 3": then ours adds only a tooltip line. With them switched off, ours is the badge: the
// number of findings, coloured by the worst severity shown.
import * as vscode from 'vscode';
import type { ShownFinding, SiteDiagnostics } from './siteDiagnostics';

function problemsBadgeShown(uri: vscode.Uri): boolean {
  return vscode.workspace.getConfiguration('problems', uri).get<boolean>('decorations.enabled') !== false;
}

/** The decoration for a file's findings, or undefined when it has none. */
export function decorationFor(shown: readonly ShownFinding[], withBadge: boolean): vscode.FileDecoration | undefined {
  if (shown.length === 0) return undefined;
  const tooltip =
    shown.length === 1
      ? vscode.l10n.t('Brand Visibility: 1 audit finding on this page')
      : vscode.l10n.t('Brand Visibility: {0} audit findings on this page', shown.length);
  if (!withBadge) return new vscode.FileDecoration(undefined, tooltip);
  const levels = shown.map((s) => s.severity);
  const color = levels.includes('error') ? 'list.errorForeground' : levels.includes('warning') ? 'list.warningForeground' : undefined;
  // A badge holds at most two characters.
  const badge = shown.length > 99 ? '9+' : String(shown.length);
  const decoration = new vscode.FileDecoration(badge, tooltip, color ? new vscode.ThemeColor(color) : undefined);
  decoration.propagate = false;
  return decoration;
}

export class PageDecorations implements vscode.FileDecorationProvider, vscode.Disposable {
  private readonly emitter = new vscode.EventEmitter<vscode.Uri[] | undefined>();
  readonly onDidChangeFileDecorations = this.emitter.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly diagnostics: SiteDiagnostics) {
    this.subscriptions = [
      diagnostics.onDidChangeFindings((uris) => this.emitter.fire(uris)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('problems.decorations.enabled')) this.emitter.fire(undefined);
      }),
    ];
  }

  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    return decorationFor(this.diagnostics.shownOf(uri), !problemsBadgeShown(uri));
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.emitter.dispose();
  }
}
