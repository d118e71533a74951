// What the extension says through VS Code's message and input surfaces, seen from the extension-host suites: the
// notifications (and modal dialogs) it shows, with a chosen answer, and the input boxes it creates. Also the one check
// of "inert" those surfaces need: VS Code turns `[text](https:|command:|file:…)` in them into links (its linked-text
// grammar, below) and `$(name)` into icons.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

export interface ShownMessage {
  level: 'info' | 'warning' | 'error';
  message: string;
  items: string[];
  modal: boolean;
}

type Show = (message: string, ...rest: unknown[]) => Thenable<unknown>;
const LEVELS = { info: 'showInformationMessage', warning: 'showWarningMessage', error: 'showErrorMessage' } as const;

/**
 * Until disposed, every notification and modal dialog is recorded instead of shown and answered with what `answer`
 * picks among its buttons (undefined = dismissed), so a test can say yes, no, or nothing.
 */
export function recordMessages(answer: (m: ShownMessage) => string | undefined = () => undefined): { shown: ShownMessage[]; dispose(): void } {
  const shown: ShownMessage[] = [];
  const window = vscode.window as unknown as Record<string, Show>;
  const originals = new Map<string, Show>();
  for (const [level, name] of Object.entries(LEVELS) as Array<[ShownMessage['level'], string]>) {
    originals.set(name, window[name]);
    window[name] = (message: string, ...rest: unknown[]) => {
      const options = typeof rest[0] === 'object' && rest[0] !== null && !('title' in rest[0]) ? (rest.shift() as vscode.MessageOptions) : undefined;
      const items = rest.map((r) => (typeof r === 'string' ? r : String((r as { title?: unknown }).title)));
      const m: ShownMessage = { level, message, items, modal: options?.modal === true };
      shown.push(m);
      return Promise.resolve(answer(m));
    };
  }
  return {
    shown,
    dispose: () => {
      for (const [name, original] of originals) window[name] = original;
    },
  };
}

/** The input boxes created while recording (the Set API Key box), to fill and accept from a test. */
export function recordInputBoxes(): { boxes: vscode.InputBox[]; dispose(): void } {
  const boxes: vscode.InputBox[] = [];
  const window = vscode.window as unknown as { createInputBox: () => vscode.InputBox };
  const original = window.createInputBox;
  window.createInputBox = () => {
    const box = original.call(vscode.window);
    boxes.push(box);
    return box;
  };
  return { boxes, dispose: () => (window.createInputBox = original) };
}

/** VS Code's linked-text grammar (base/common/linkedText.ts): what notifications and validation messages render as links. */
const VSCODE_LINK = /\[([^\]]+)\]\(((?:https?:\/\/|command:|file:)[^)\s]+)(?: (["'])(.+?)(\3))?\)/i;

/** One line VS Code shows as plain text: no link it would render, no icon, no line break. */
export function assertInert(text: string, where: string): void {
  const shown = JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text);
  assert.ok(!VSCODE_LINK.test(text), `${where}: a link VS Code would render in ${shown}`);
  assert.ok(!text.includes('$('), `${where}: icon syntax in ${shown}`);
  assert.ok(!/[\r\n]/.test(text), `${where}: a line break in ${shown}`);
}
