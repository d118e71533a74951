// Display names of the engine ids (the shared vocabulary), as plain text for the host's surfaces.
import * as vscode from 'vscode';
import { engineName as sharedEngineName } from '../../shared/vocabulary';
import { plainText } from '../../shared/text/plainText';

export function engineName(id: unknown): string {
  const key = plainText(id, 60);
  return key ? sharedEngineName(key) : vscode.l10n.t('Unknown engine');
}
