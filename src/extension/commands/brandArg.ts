// Commands receive a tree node, an id, or nothing: resolve the brand they act on (asking when none is selected).
import * as vscode from 'vscode';
import { describeError, isUuid } from '../../core/api';
import { inertMessage } from '../../shared/text/plainText';
import type { Services } from '../session/services';

/** Tree nodes carry `brandId`; palette calls carry nothing; scripts may pass a brand id. */
export function brandIdOf(arg: unknown): string | undefined {
  if (isUuid(arg)) return arg;
  if (typeof arg === 'object' && arg !== null && 'brandId' in arg && isUuid((arg as { brandId: unknown }).brandId)) {
    return (arg as { brandId: string }).brandId;
  }
  return undefined;
}

/** The brand for a command: the argument's, else the selected one, else the user picks one now. */
export async function resolveBrand(services: Services, arg: unknown): Promise<string | undefined> {
  const fromArg = brandIdOf(arg);
  if (fromArg) return fromArg;
  if (services.selection.brandId) return services.selection.brandId;
  await vscode.commands.executeCommand('brandVisibility.selectBrand');
  return services.selection.brandId;
}

/** True when reads can be made; otherwise says why with the action that fixes it. */
export function ensureConnected(services: Services): boolean {
  const state = services.connection.state;
  if (state === 'ready') return true;
  if (state === 'archived') {
    void vscode.window.showWarningMessage(vscode.l10n.t("Brand Visibility: this key's organization is archived. Nothing can be read until it is restored."));
    return false;
  }
  const action = state === 'noBaseUrl' ? vscode.l10n.t('Select Base URL') : vscode.l10n.t('Set API Key');
  const message =
    state === 'noBaseUrl'
      ? vscode.l10n.t('Brand Visibility: choose the API base URL first.')
      : state === 'rejected'
        ? vscode.l10n.t('Brand Visibility: the API key was rejected. Set a valid key to continue.')
        : vscode.l10n.t('Brand Visibility: set your API key first.');
  void vscode.window.showWarningMessage(message, action).then((choice) => {
    if (choice === action) void vscode.commands.executeCommand(state === 'noBaseUrl' ? 'brandVisibility.selectBaseUrl' : 'brandVisibility.setApiKey');
  });
  return false;
}

/** Shows a failed palette read as a notification with its next step (401/409 are the connection's, already shown). */
export function reportReadError(services: Services, err: unknown): void {
  if (services.connection.handleError(err)) return;
  const d = describeError(err);
  void vscode.window.showErrorMessage(`Brand Visibility: ${inertMessage(d.message)} ${inertMessage(d.nextStep)}.`);
}
