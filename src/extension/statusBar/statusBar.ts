// One status bar item: the current brand, the period in words, the scan only when the view is pinned to one (as the pin
// picker says), and the request quota only when it matters — under 10 % left (warning colours) or while the key waits
// after a 429 (a countdown). The tooltip says all of it. Clicking it opens a small menu (brand, period, refresh, log).
import * as vscode from 'vscode';
import type { RateLimitState } from '../../core/api/scheduler';
import type { Connection } from '../session/connection';
import type { Selection } from '../session/selection';
import { pickText } from '../../shared/text/plainText';
import { periodWords, scanWords, filterWords, type ScanShown } from '../session/viewState';
import { formatDate } from '../present/format';

export const STATUS_MENU_COMMAND = 'brandVisibility.statusBarMenu';

export interface StatusBarInputs {
  connection: Connection;
  selection: Selection;
  /** The scan the selected brand's reads use: an explicit pin, or the latest scan with its date. */
  scan(): ScanShown | undefined;
  quota(): RateLimitState | undefined;
}

export class BrandStatusBar implements vscode.Disposable {
  readonly item: vscode.StatusBarItem;
  private countdown: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly inputs: StatusBarInputs) {
    this.item = vscode.window.createStatusBarItem('brandVisibility.status', vscode.StatusBarAlignment.Left, 20);
    this.item.name = vscode.l10n.t('Brand Visibility');
    this.update();
  }

  /** Redraws from the current inputs; cheap, called on every relevant event. */
  update(): void {
    const { connection, selection } = this.inputs;
    const item = this.item;
    const state = connection.state;
    if (state === 'unknown') {
      item.hide();
      return;
    }
    if (state === 'noBaseUrl' || state === 'missing' || state === 'rejected') {
      this.stopCountdown();
      const text =
        state === 'noBaseUrl' ? vscode.l10n.t('Select Base URL') : state === 'missing' ? vscode.l10n.t('Set API Key') : vscode.l10n.t('API key rejected');
      item.text = `$(key) ${text}`;
      item.tooltip = vscode.l10n.t('Brand Visibility: {0}', text);
      item.command = state === 'noBaseUrl' ? 'brandVisibility.selectBaseUrl' : 'brandVisibility.setApiKey';
      item.backgroundColor = state === 'rejected' ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
      item.accessibilityInformation = { label: vscode.l10n.t('Brand Visibility: {0}', text), role: 'button' };
      item.show();
      return;
    }

    const brand = pickText(selection.brandName, 40) || (selection.brandId ? vscode.l10n.t('Brand') : vscode.l10n.t('No brand selected'));
    const scan = this.inputs.scan();
    const pinDate = scan?.pinned && scan.completedAt ? formatDate(scan.completedAt) : undefined;
    const quota = this.inputs.quota();
    const now = Date.now();
    const waitingSeconds = quota?.waitingUntil !== undefined && quota.waitingUntil > now ? Math.ceil((quota.waitingUntil - now) / 1000) : undefined;
    const low = quota !== undefined && quota.limit > 0 && quota.remaining < quota.limit * 0.1;
    const parts = [`$(eye) ${brand}`, periodWords(selection.period)];
    if (state === 'archived') parts.push(vscode.l10n.t('archived'));
    if (scan?.pinned) parts.push(`$(pin) ${pinDate ?? vscode.l10n.t('pinned')}`);
    // The quota is noise while there is plenty of it.
    if (quota && quota.limit > 0 && (low || waitingSeconds !== undefined)) parts.push(vscode.l10n.t('{0}/{1} requests', quota.remaining, quota.limit));
    if (waitingSeconds !== undefined) parts.push(`$(watch) ${vscode.l10n.t('{0} s', waitingSeconds)}`);
    item.text = parts.join(' · ');

    item.backgroundColor = low || waitingSeconds !== undefined || state === 'archived' ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;

    const lines = [vscode.l10n.t('Brand Visibility: {0}', brand), vscode.l10n.t('Period: {0}', periodWords(selection.period)), scanWords(scan)];
    const filters = filterWords(selection.filterLabels);
    if (filters) lines.push(vscode.l10n.t('Filters: {0}', pickText(filters, 300)));
    if (quota) lines.push(vscode.l10n.t('{0} of {1} requests left in this minute', quota.remaining, quota.limit));
    if (waitingSeconds !== undefined) lines.push(vscode.l10n.t('Rate limited: requests resume in {0} s', waitingSeconds));
    if (state === 'archived') lines.push(vscode.l10n.t("The key's organization is archived."));
    lines.push(vscode.l10n.t('Click for brand, period, refresh and log.'));
    item.tooltip = lines.join('\n');
    item.command = STATUS_MENU_COMMAND;
    item.accessibilityInformation = { label: lines.slice(0, -1).join(', '), role: 'button' };
    item.show();

    if (waitingSeconds !== undefined) this.startCountdown();
    else this.stopCountdown();
  }

  private startCountdown(): void {
    this.countdown ??= setInterval(() => this.update(), 1000);
  }

  private stopCountdown(): void {
    if (this.countdown) clearInterval(this.countdown);
    this.countdown = undefined;
  }

  dispose(): void {
    this.stopCountdown();
    this.item.dispose();
  }
}

/** The status bar's click menu. */
export async function showStatusMenu(): Promise<void> {
  const entries: Array<vscode.QuickPickItem & { command: string }> = [
    { label: `$(briefcase) ${vscode.l10n.t('Switch Brand…')}`, command: 'brandVisibility.selectBrand' },
    { label: `$(calendar) ${vscode.l10n.t('Change Period…')}`, command: 'brandVisibility.selectPeriod' },
    { label: `$(refresh) ${vscode.l10n.t('Refresh')}`, command: 'brandVisibility.refresh' },
    { label: `$(output) ${vscode.l10n.t('Show Log')}`, command: 'brandVisibility.showLog' },
  ];
  const choice = await vscode.window.showQuickPick(entries, { title: vscode.l10n.t('Brand Visibility'), placeHolder: vscode.l10n.t('What do you want to do?') });
  if (choice) await vscode.commands.executeCommand(choice.command);
}
