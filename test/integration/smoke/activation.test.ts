import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

const extensionId = 'brandvis.brand-visibility';

describe('harness smoke: the extension in a real VS Code', () => {
  it('runs in a real extension host', () => {
    assert.ok(vscode.version.startsWith('1.'), `VS Code ${vscode.version}`);
    assert.equal(vscode.env.uiKind, vscode.UIKind.Web);
  });

  it('activates', async () => {
    const ext = vscode.extensions.getExtension(extensionId);
    assert.ok(ext, 'extension is loaded in development mode');
    await ext.activate();
    assert.equal(ext.isActive, true);
  });

  it('registers its commands', async () => {
    const all = await vscode.commands.getCommands(true);
    const ext = vscode.extensions.getExtension(extensionId)!;
    const declared = (ext.packageJSON.contributes.commands as Array<{ command: string }>).map((c) => c.command);
    assert.ok(declared.length > 10);
    const missing = declared.filter((c) => !all.includes(c));
    assert.deepEqual(missing, [], 'every declared command is registered');
  });

  it('opens its view container', async () => {
    await vscode.commands.executeCommand('workbench.view.extension.brandVisibility');
    await vscode.commands.executeCommand('brandVisibility.brands.focus');
  });
});
