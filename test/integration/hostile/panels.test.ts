// The panels and the openers fed hostile data. A panel's host sends the webview data only (the parsed read, as
// read: the webview renders it as text, see test/e2e/panels.e2e.ts and hostile.e2e.ts), its HTML shell holds nothing
// from the API, its tab title is plain text; and whatever URL the data carries, the openers — the panel's
// `openExternal` request, the tree's Open in Browser, the diagnostics' Open Page — open only http(s) URLs.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { PanelHost } from '../../../src/extension/panels/panelHost';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { panelKindTitle } from '../../../src/extension/panels/panelHost';
import { plainText } from '../../../src/shared/text/plainText';
import type { HostMessage, PanelKind, WebviewMessage } from '../../../src/shared/protocol';
import { safeExternalUrl } from '../../../src/shared/url';
import { getApi, startSample } from '../core/env';
import { closeAllPanels, freshStart, hostOf, manager, stateOf } from '../panels/panelHelpers';
import { CORPUS, HIGH_QUOTA, STRINGS, assertPlainLine, hostileFault } from './hostileEnv';

/** URLs no opener may open, whatever surface they come from. */
const REFUSED_URLS = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', ' javascript:alert(1)', 'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data:image/svg+xml,<svg onload=alert(1)>',
  'command:workbench.action.quit', 'command:brandVisibility.setApiKey?%5B%22x%22%5D', 'file:///etc/passwd',
  'vscode://vscode.git/clone?url=https://evil.example/r.git', 'vscode-webview://x/index.html', 'vbscript:msgbox(1)',
  'https://user:pass@evil.example/', '//evil.example/x', '/relative/path', '',
];

/** Only plain data crosses to the webview: strings, numbers, booleans, null, arrays and plain objects. */
function assertDataOnly(value: unknown, path: string): void {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertDataOnly(v, `${path}[${i}]`));
    return;
  }
  assert.equal(typeof value, 'object', `${path}: a ${typeof value}`);
  const proto = Object.getPrototypeOf(value) as unknown;
  assert.ok(proto === Object.prototype || proto === null, `${path}: an instance of a class`);
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) assertDataOnly(v, `${path}.${k}`);
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

describe('hostile: panels and openers', function () {
  this.timeout(300_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let env: vscode.Disposable | undefined;
  const opened: string[] = [];

  before(async () => {
    api = await getApi();
    sample = await startSample({ quota: HIGH_QUOTA });
    env = manager(api).useEnvironment({
      openExternal: async (uri) => {
        opened.push(uri.toString(true));
        return true;
      },
    });
  });
  after(async () => {
    env?.dispose();
    sample.setFault(undefined);
    await closeAllPanels(api);
    await sample.close();
  });

  /** Connected, the fault on; then each panel opened in turn (a hidden panel has no webview to post to). */
  async function hostileStart(offset: number): Promise<{ keywordId: string; promptId: string }> {
    await freshStart(api, sample);
    const brandId = sample.brands.primary.id;
    const keywordId = (await api.services.reads.keywords(brandId)).items[0].id;
    const promptId = (await api.services.reads.prompts(brandId)).items[0].id;
    sample.setFault(hostileFault(offset));
    api.services.brands.invalidate();
    api.services.refresh();
    return { keywordId, promptId };
  }

  async function openPanel(kind: PanelKind, ids: { keywordId: string; promptId: string }, hint: string): Promise<PanelHost> {
    const brandId = sample.brands.primary.id;
    // From the tree, an item carries its (hostile) label: the title shown while the panel loads.
    if (kind === 'keyword') await vscode.commands.executeCommand('brandVisibility.openKeywordPanel', { brandId, id: ids.keywordId, label: hint });
    if (kind === 'prompt') await vscode.commands.executeCommand('brandVisibility.openPromptPanel', { brandId, id: ids.promptId, label: hint });
    if (kind === 'reputation') await vscode.commands.executeCommand('brandVisibility.showReputation', brandId);
    if (kind === 'competitors') await vscode.commands.executeCommand('brandVisibility.showCompetitors', brandId);
    const id = kind === 'keyword' ? ids.keywordId : kind === 'prompt' ? ids.promptId : undefined;
    return hostOf(api, kind, brandId, id);
  }

  for (const offset of [0, 7]) {
    it(`round at offset ${offset}: the state is data only, the HTML shell holds no data, titles are plain`, async () => {
      const ids = await hostileStart(offset);
      for (const [i, kind] of (['keyword', 'prompt', 'reputation', 'competitors'] as const).entries()) {
        const host = await openPanel(kind, ids, STRINGS[(offset + 5 + i) % STRINGS.length]);
        // The HTML shell, as set before any read: fixed words, VS Code's URIs and a nonce.
        const html = host.panel.webview.html;
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        assert.equal(title, escapeHtml(panelKindTitle(kind)), `${kind}: the document title is the panel kind`);
        for (const h of CORPUS) {
          const text = plainText(h.value, 80);
          if (text.length < 8) continue;
          assert.ok(!html.includes(text) && !html.includes(escapeHtml(text)), `${kind}: "${h.name}" is in the HTML shell`);
        }

        // A webview laid out with 100 KB strings once took half a minute before it could take the next message.
        const state = await stateOf(host, (s) => allStrings(s.data).some((x) => x.length > 3 && STRINGS.includes(x)), 'a state with the hostile read');
        assert.equal(state.type, 'state');
        assertDataOnly(state, `${kind} state`);
        assert.deepEqual(JSON.parse(JSON.stringify(state)), JSON.parse(JSON.stringify(host.lastState)), `${kind}: what was posted survives JSON as is`);
        // The tab title: plain text, kind first, at most 50 characters of the subject.
        assertPlainLine(host.panel.title, `${kind}: tab title`, panelKindTitle(kind).length + 2 + 50);
        assert.ok(host.panel.title.startsWith(panelKindTitle(kind)), host.panel.title);
      }
      await closeAllPanels(api);
    });
  }

  it("the panel's openExternal request opens http(s) only: every other URL (and every corpus one) is refused", async () => {
    const host = await openPanel('reputation', await hostileStart(3), '');
    await stateOf(host);
    opened.length = 0;
    const urls = [...REFUSED_URLS, ...STRINGS.filter((s) => s.length <= 8192 && safeExternalUrl(s) === null)];
    let id = 50_000;
    for (const url of urls) {
      const ignoredBefore = host.ignoredMessages;
      const postedBefore = host.posted.length;
      await host.receive({ type: 'request', id: ++id, method: 'openExternal', params: { url } } as unknown as WebviewMessage);
      const response = host.posted.slice(postedBefore).find((m): m is Extract<HostMessage, { type: 'response' }> => m.type === 'response' && m.id === id);
      // Refused by the message guard (no answer) or by the host (an error answer): never opened.
      assert.ok(host.ignoredMessages > ignoredBefore || response?.ok === false, `${JSON.stringify(url.slice(0, 60))}: not refused`);
    }
    assert.deepEqual(opened, [], 'nothing was opened');
    await host.receive({ type: 'request', id: ++id, method: 'openExternal', params: { url: 'https://example.com/docs?q=1' } } as unknown as WebviewMessage);
    assert.deepEqual(opened, ['https://example.com/docs?q=1'], 'an https link opens through openExternal');
    await closeAllPanels(api);
  });

  it('Open in Browser (tree) and Open Page (diagnostics) refuse every URL that is not plain http(s)', async () => {
    for (const url of REFUSED_URLS) {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.openUrl', { url }), false, `openUrl ${JSON.stringify(url)}`);
      assert.equal(await vscode.commands.executeCommand('brandVisibility.diagnostics.openPage', url), false, `openPage ${JSON.stringify(url)}`);
    }
    for (const url of STRINGS.filter((s) => safeExternalUrl(s) === null && !s.startsWith('/'))) {
      assert.equal(await vscode.commands.executeCommand('brandVisibility.diagnostics.openPage', url), false, `openPage ${JSON.stringify(url.slice(0, 60))}`);
    }
    await vscode.commands.executeCommand('notifications.clearAll');
  });
});
