// inertMessage, the one function every plain-text surface VS Code decorates takes server text through: whatever the
// string, VS Code's linked-text grammar finds no link in the result and no `$(icon)` is left, while the words stay.
import * as assert from 'node:assert/strict';
import { inertMessage, pickText } from '../../../src/shared/text/plainText';
import { HOSTILE_STRINGS } from '../webviews/hostileStrings';

/** VS Code's linked-text grammar (base/common/linkedText.ts): what notifications and validation messages link. */
const VSCODE_LINK = /\[([^\]]+)\]\(((?:https?:\/\/|command:|file:)[^)\s]+)(?: (["'])(.+?)(\3))?\)/i;

const LINKS = [
  '[Open settings](command:workbench.action.openSettings?%5B%22x%22%5D)',
  '[a](https://evil.example/x "title")',
  "[a](file:///etc/passwd 'x')",
  '[nested [brackets]](command:x)',
  '[a]  (command:x)',
  '[a]\n(command:x)',
  '[a]\t(https://evil.example)',
  '$(alert) [a](command:x) $(zap)',
];

describe('text: inertMessage', () => {
  it('leaves no link VS Code would render and no icon syntax, in messages and pick rows', () => {
    for (const value of [...LINKS, ...HOSTILE_STRINGS.map((h) => h.value)]) {
      for (const text of [inertMessage(value), pickText(value)]) {
        assert.ok(!VSCODE_LINK.test(text), `a link in ${JSON.stringify(text)}`);
        assert.ok(!text.includes('$('), `icon syntax in ${JSON.stringify(text)}`);
        assert.ok(!/[\r\n]/.test(text));
      }
    }
  });

  it('keeps the words: raw URLs and command ids read as they were', () => {
    assert.equal(inertMessage('Start a new scan at https://example.com/scan?x=1'), 'Start a new scan at https://example.com/scan?x=1');
    assert.equal(inertMessage('[Open](command:workbench.action.quit)'), '[Open] (command:workbench.action.quit)');
    assert.equal(inertMessage('x'.repeat(600)).length, 500);
  });
});
