// Display names of the engine ids the reference lists; an engine added later shows its id.
import * as vscode from 'vscode';
import { plainText } from '../../text/plainText';

const ENGINE_NAMES: Record<string, string> = {
  openai: 'ChatGPT',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  google_aio: 'Google AI Overviews',
  ai_mode: 'Google AI Mode',
  copilot: 'Copilot',
  claude: 'Claude',
};

export function engineName(id: unknown): string {
  const key = plainText(id, 60);
  return Object.hasOwn(ENGINE_NAMES, key) ? ENGINE_NAMES[key] : key || vscode.l10n.t('Unknown engine');
}
