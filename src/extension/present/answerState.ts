// How an engine's latest answer treated the brand → icon and rank. The reference shows `recommended` and `leading`;
// the other values are open, so unknown ones get a neutral icon and their own label from the API.
import * as vscode from 'vscode';

interface StateLook {
  icon: string;
  color?: string;
  /** Higher is better; used to pick a prompt's headline icon. */
  rank: number;
}

const LOOKS: Record<string, StateLook> = {
  leading: { icon: 'star-full', color: 'charts.green', rank: 4 },
  recommended: { icon: 'pass-filled', color: 'charts.green', rank: 3 },
  mentioned: { icon: 'circle-filled', color: 'charts.yellow', rank: 2 },
  not_mentioned: { icon: 'circle-slash', color: 'charts.red', rank: 0 },
};
const UNKNOWN: StateLook = { icon: 'circle-outline', rank: 1 };

export function answerStateLook(state: unknown): StateLook {
  return typeof state === 'string' && Object.hasOwn(LOOKS, state) ? LOOKS[state] : UNKNOWN;
}

export function themeIcon(look: { icon: string; color?: string }): vscode.ThemeIcon {
  return new vscode.ThemeIcon(look.icon, look.color ? new vscode.ThemeColor(look.color) : undefined);
}
