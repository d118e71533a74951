// The four panels of the packaged extension in a real workbench: opened from the command palette like a person would,
// screenshotted in a dark and a light theme (test-results/panel-<kind>-<theme>.png), then fed the hostile-string corpus
// through the sample server's `hostileStrings` fault: inside each webview frame no payload may run (no global set, no
// postMessage, no dialog), the frame may not navigate, and the table must still be there with the payloads as text.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { projectRoot } from '../harness/codeServer.mjs';
import { HOSTILE_STRINGS } from '../unit/webviews/hostileStrings';
import {
  openActivityContainer,
  openWorkbench,
  panelFrame,
  pickFirst,
  runCommand,
  screenshot,
  startSampleApiProcess,
  typeApiKey,
  type SampleApiProcess,
  type Workbench,
} from './workbench';

const folder = join(projectRoot, 'test/fixtures/sample-site');
const TREE_LABELS = '.part.sidebar [id="workbench.view.extension.brandVisibility"] .monaco-list-row .label-name';
const QUICK_INPUT = '.quick-input-widget .quick-input-box input';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';
const TABS = '.part.editor .tabs-container .tab';
const THEMES = [
  // `theme`: the workbench.colorTheme value the brief names; `label`: how the picker (and VS Code 1.139's id) says it.
  { name: 'dark', theme: 'Default Dark Modern', label: 'Dark Modern', workbenchClass: 'vs-dark' },
  { name: 'light', theme: 'Default Light Modern', label: 'Light Modern', workbenchClass: 'vs' },
] as const;

type Kind = 'reputation' | 'competitors' | 'keyword' | 'prompt';
/** Opened in this order, so tab i is PANELS[i]. */
const PANELS: readonly Kind[] = ['reputation', 'competitors', 'keyword', 'prompt'];

/** What an executed payload would do: set this global and tell the outer frame. */
const PWN = "(window.__bvPwned=1,parent.postMessage('bv-pwned','*'))";

/** The corpus as it is (alert → a dialog) and with each alert turned into PWN; the 100 KB entries stay out. */
function payloads(): string[] {
  const values = HOSTILE_STRINGS.map((h) => h.value).filter((v) => v.length <= 4096);
  const armed = values.map((v) => v.replace(/alert\([^)]*\)|msgbox\(1\)/g, PWN));
  const extra = [`<img src=x onerror="${PWN}">`, `<script>${PWN}</script>`, `javascript:${PWN}`, `https://example.com/"><img src=x onerror=${PWN}>`];
  return [...new Set([...armed, ...extra, ...values])];
}

async function waitForPanel(page: Page, kind: Kind): Promise<FrameLocator> {
  const frame = panelFrame(page);
  await frame.locator(`.panel-${kind} main.panel-body`).waitFor({ timeout: 60_000 });
  await frame.locator('table').first().waitFor({ timeout: 30_000 });
  return frame;
}

async function openPanel(page: Page, kind: Kind): Promise<FrameLocator> {
  if (kind === 'reputation') await runCommand(page, 'Brand Visibility: Show Reputation');
  if (kind === 'competitors') await runCommand(page, 'Brand Visibility: Show Competitors');
  if (kind === 'keyword') await pickFirst(page, 'Brand Visibility: Open Keyword', 'hipaa');
  if (kind === 'prompt') await pickFirst(page, 'Brand Visibility: Open Prompt', 'Tallyhawk a good');
  return waitForPanel(page, kind);
}

async function showTab(page: Page, kind: Kind): Promise<FrameLocator> {
  await page.locator(TABS).nth(PANELS.indexOf(kind)).click();
  return waitForPanel(page, kind);
}

/** Preferences: Color Theme, as a person would switch it (clicking the rows: fuzzy matching may put others first). */
async function setTheme(page: Page, label: string): Promise<void> {
  await page.keyboard.press('F1');
  await page.locator(QUICK_INPUT).fill('>Preferences: Color Theme');
  await page.locator(QUICK_ROWS, { hasText: 'Preferences: Color Theme' }).first().click({ timeout: 15_000 });
  await page.locator('.quick-input-widget .quick-input-title', { hasText: /theme/i }).waitFor({ timeout: 15_000 }).catch(() => {});
  await page.locator(QUICK_INPUT).fill(label);
  await page.locator(QUICK_ROWS, { hasText: label }).first().click({ timeout: 15_000 });
}

/**
 * The theme really is the workbench.colorTheme asked for. VS Code 1.139 migrates the ids 'Default Dark Modern' /
 * 'Default Light Modern' to 'Dark Modern' / 'Light Modern' in settings.json, so either spelling counts.
 */
async function waitForSetting(wb: Workbench, t: (typeof THEMES)[number]): Promise<void> {
  const file = join(wb.userDataDir, 'User', 'settings.json');
  let value: unknown;
  for (let i = 0; i < 100; i++) {
    value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)['workbench.colorTheme'];
    if (value === t.theme || value === t.label) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`workbench.colorTheme is ${String(value)}, not ${t.theme}`);
}

describe('e2e: panels in dark and light themes, and hostile API data', function () {
  this.timeout(600_000);
  let sample: SampleApiProcess;
  let wb: Workbench;
  const dialogs: string[] = [];

  before(async () => {
    sample = await startSampleApiProcess();
    wb = await openWorkbench({ folder, theme: THEMES[0].theme, settings: { 'brandVisibility.baseUrl': sample.url, 'workbench.editor.enablePreview': false } });
    wb.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss().catch(() => {});
    });
    await openActivityContainer(wb.page, 'Brand Visibility');
    await typeApiKey(wb.page, sample.keys.member);
    await wb.page.locator(TREE_LABELS, { hasText: 'Tallyhawk' }).first().waitFor({ timeout: 30_000 });
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && wb) await screenshot(wb.page, `panels-failure-${this.currentTest.title.slice(0, 20).replace(/\W+/g, '-')}`);
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('opens each panel from the palette and screenshots it in the dark theme, then the light theme', async () => {
    const page = wb.page;
    for (const kind of PANELS) {
      const frame = await openPanel(page, kind);
      const title = await page.locator(TABS).nth(PANELS.indexOf(kind)).innerText();
      assert.match(title, new RegExp(`^${kind[0].toUpperCase()}${kind.slice(1)}: `, 'm'), `tab title of ${kind}: ${title}`);
      assert.match(await frame.locator('.context-line').innerText(), /Tallyhawk/);
    }
    for (const t of THEMES) {
      if (t.name !== 'dark') await setTheme(page, t.label);
      await page.locator(`.monaco-workbench.${t.workbenchClass}`).waitFor({ timeout: 30_000 });
      await waitForSetting(wb, t);
      for (const kind of PANELS) {
        const frame = await showTab(page, kind);
        // The page takes its colours from the theme's variables.
        const background = await frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
        const dark = /rgb\((\d+), (\d+), (\d+)\)/.exec(background)?.slice(1).map(Number).reduce((a, b) => a + b, 0) ?? -1;
        assert.ok(t.name === 'dark' ? dark < 200 : dark > 600, `${kind} background ${background} in the ${t.name} theme`);
        await screenshot(page, `panel-${kind}-${t.name}`);
      }
    }
    assert.deepEqual(dialogs, []);
  });

  it('runs no payload of the hostile corpus placed in the API data: no global, no postMessage, no dialog, no navigation', async () => {
    const page = wb.page;
    const strings = payloads();
    const body = JSON.stringify({ kind: 'hostileStrings', strings });
    assert.ok(body.length < 60_000, `control body ${body.length} bytes`);
    const res = await fetch(new URL('/__sample/fault', sample.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    assert.equal(res.status, 200, await res.text());
    await runCommand(page, 'Brand Visibility: Refresh');

    for (const kind of PANELS) {
      const frame = await showTab(page, kind);
      // Listen in the outer webview frame for a postMessage from the content frame before the data arrives.
      await page.frameLocator('iframe.webview.ready').last().locator('body').evaluate(() => {
        const w = window as unknown as { __bvSawPwned?: number };
        window.addEventListener('message', (e: MessageEvent) => {
          if (e.data === 'bv-pwned') w.__bvSawPwned = 1;
        });
      });
      const before = await frame.locator('body').evaluate(() => location.href);
      // The refreshed read carries the payloads: they show as text (proof they reached the page).
      await frame.locator('body', { hasText: '__bvPwned' }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const report = await frame.locator('body').evaluate(() => {
        const handlers: string[] = [];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const attr of Array.from(el.attributes)) {
            const urlAttribute = /^(href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/i.test(attr.name);
            if (/^on/i.test(attr.name) || (urlAttribute && /^\s*(javascript|data|vbscript):/i.test(attr.value))) handlers.push(`${el.tagName}[${attr.name}]`);
          }
        }
        return {
          pwned: (window as unknown as { __bvPwned?: unknown }).__bvPwned,
          href: location.href,
          baseURI: document.baseURI,
          scripts: Array.from(document.scripts).filter((x) => /alert|__bvPwned|msgbox/.test(`${x.textContent ?? ''} ${x.getAttribute('src') ?? ''}`)).length,
          elements: Array.from(document.querySelectorAll('iframe, object, embed, form, svg script, meta[http-equiv="refresh" i]')).map((x) => x.tagName),
          handlers,
          tables: document.querySelectorAll('table').length,
        };
      });
      assert.equal(report.pwned, undefined, `${kind}: a payload ran`);
      assert.equal(report.href, before, `${kind}: the frame navigated`);
      assert.equal(report.baseURI, before, `${kind}: a <base> took effect`);
      assert.equal(report.scripts, 0, `${kind}: a script element from data`);
      assert.deepEqual(report.elements, [], `${kind}: markup from data became elements`);
      assert.deepEqual(report.handlers, [], `${kind}: event handler or script URL attributes`);
      assert.ok(report.tables >= 1, `${kind}: the table is still there`);
      const outer = await page.frameLocator('iframe.webview.ready').last().locator('body').evaluate(() => (window as unknown as { __bvSawPwned?: number }).__bvSawPwned);
      assert.equal(outer, undefined, `${kind}: a payload posted a message`);
      await screenshot(page, `panel-${kind}-hostile`);
    }
    assert.deepEqual(dialogs, [], 'no dialog opened');
  });
});
