// The manifest's contributions hang together: every %key% is in package.nls.json, every command a menu, welcome view
// or walkthrough names is declared (or is a built-in), walkthrough media exist, and the internal commands stay out of
// the command palette.
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nls = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;
const contributes = manifest.contributes;
const declared = new Set<string>(contributes.commands.map((c: { command: string }) => c.command));

function commandLinks(text: string): string[] {
  return [...text.matchAll(/\(command:([\w.]+)/g)].map((m) => m[1]);
}

describe('manifest: contributions', () => {
  it('every %placeholder% has an English string', () => {
    const keys = [...JSON.stringify(manifest).matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]);
    const missing = keys.filter((k) => !(k in nls));
    assert.deepEqual(missing, []);
  });

  it('menus only name declared commands; item-only commands are hidden from the palette', () => {
    for (const [menu, entries] of Object.entries(contributes.menus as Record<string, Array<{ command: string }>>)) {
      for (const e of entries) assert.ok(declared.has(e.command), `${menu}: ${e.command}`);
    }
    const hidden = new Set(contributes.menus.commandPalette.filter((e: { when: string }) => e.when === 'false').map((e: { command: string }) => e.command));
    for (const id of ['brandVisibility.openKeywordPanel', 'brandVisibility.openPromptPanel', 'brandVisibility.copyId', 'brandVisibility.openUrl', 'brandVisibility.revealLocalFile']) {
      assert.ok(declared.has(id) && hidden.has(id), id);
    }
  });

  it('welcome views cover missing / rejected / noBaseUrl and link declared commands', () => {
    const states = contributes.viewsWelcome.map((w: { when: string }) => /keyState == (\w+)/.exec(w.when)?.[1]);
    for (const s of ['missing', 'rejected', 'noBaseUrl']) assert.ok(states.includes(s), s);
    const walkthroughId = `${manifest.publisher}.${manifest.name}#${contributes.walkthroughs[0].id}`;
    for (const w of contributes.viewsWelcome) {
      const text = nls[w.contents.slice(1, -1)];
      for (const id of commandLinks(text)) assert.ok(declared.has(id) || id === 'workbench.action.openWalkthrough', id);
      // Each links our own walkthrough directly ("Help: Get Started" lists every extension's).
      const link = /\(command:workbench\.action\.openWalkthrough\?([^)]+)\)/.exec(text);
      assert.ok(link, `${w.when}: no walkthrough link`);
      assert.deepEqual(JSON.parse(decodeURIComponent(link[1])), [walkthroughId, false]);
    }
    assert.match(nls['welcome.noKey'], /key comes from/, 'the welcome view says where a key comes from');
  });

  it('the walkthrough has four steps with existing media and working command links', () => {
    const [walkthrough] = contributes.walkthroughs;
    assert.equal(walkthrough.steps.length, 4);
    const builtIns = new Set(['workbench.action.files.openFolder', 'workbench.actions.view.problems']);
    for (const step of walkthrough.steps) {
      assert.ok(existsSync(join(root, step.media.markdown)), step.media.markdown);
      const description = nls[step.description.slice(1, -1)];
      assert.ok(description, step.id);
      for (const id of commandLinks(description)) assert.ok(declared.has(id) || builtIns.has(id), `${step.id}: ${id}`);
    }
  });

  it('the base URL is user-level only (a workspace cannot send the key elsewhere); the old key setting is deprecated', () => {
    const props = contributes.configuration.properties;
    assert.equal(props['brandVisibility.baseUrl'].scope, 'application');
    assert.ok(props['brandVisibility.apiKey'].markdownDeprecationMessage);
    assert.equal(props['brandVisibility.brand'].scope, 'resource');
  });

  it('the key setting is user-level only: VS Code never applies a workspace or folder value of it', () => {
    assert.equal(contributes.configuration.properties['brandVisibility.apiKey'].scope, 'application');
  });

  it('Restricted Mode: every setting a workspace could set is a restricted configuration', () => {
    const capability = manifest.capabilities.untrustedWorkspaces;
    assert.equal(capability.supported, 'limited');
    const workspaceSettable = Object.entries(contributes.configuration.properties as Record<string, { scope?: string }>)
      .filter(([, p]) => p.scope !== 'application' && p.scope !== 'machine')
      .map(([name]) => name)
      .sort();
    assert.ok(workspaceSettable.includes('brandVisibility.site.routes'));
    assert.deepEqual([...(capability.restrictedConfigurations as string[])].sort(), workspaceSettable);
  });
});
