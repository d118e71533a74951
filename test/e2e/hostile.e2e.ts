// The hostile corpus in the real workbench (packaged extension, headless Chromium): the sample server's hostileStrings
// fault puts every string — each `alert(…)` also armed to set a trapped global — into the API data, then a person's
// path runs over it: the brand tree expanded with a tooltip hovered, the Problems panel and a finding's hover, the
// Open Keyword quick pick, a Markdown preview, a panel holding the 100 KB strings and an error notification. A
// tripwire installed before the workbench loads (in every frame, webviews included) records any payload that runs, any
// dialog, navigation, popup or request to the payloads' host; none may happen, and the layout stays usable.
// Screenshots: test-results/hostile-*.png.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Locator, Page } from 'playwright-core';
import { projectRoot } from '../harness/codeServer.mjs';
import { openActivityContainer, openWorkbench, runCommand, screenshot, startSampleApiProcess, type SampleApiProcess, type Workbench } from './workbench';

const folder = join(projectRoot, 'test/fixtures/sample-site');
const TREE = '.part.sidebar [id="workbench.view.extension.brandVisibility"]';
const TREE_ROWS = `${TREE} .monaco-list-row`;
const PROBLEM_ROWS = '.markers-panel .monaco-list-row';
const QUICK_INPUT = '.quick-input-widget .quick-input-box input';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';
const HOVER = '.monaco-hover:not(.hidden)';
const STATUS_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.status"]';
const KEEP_FOR_FILES = ['path', 'url', 'failing_pages', 'status'];

/** What an executed payload does: trips the trapped global (and tells the parent frame). */
const PWN = "(window.__bvPwned=1,parent.postMessage('bv-pwned','*'))";

interface Corpus {
  strings: { name: string; value: string }[];
  generated: { name: string; repeat: string; length: number }[];
}
const corpus = JSON.parse(readFileSync(join(projectRoot, 'test/fixtures/hostile-strings.json'), 'utf8')) as Corpus;

/** The stored corpus as it is and with every alert armed; the 100 KB entries are built by the server (`generated`). */
function payloads(): string[] {
  const values = corpus.strings.map((h) => h.value);
  const armed = values.map((v) => v.replace(/alert\([^)]*\)|msgbox\(1\)/g, PWN));
  const extra = [`<img src=x onerror="${PWN}">`, `<script>${PWN}</script>`, `javascript:${PWN}`, `[run](javascript:${PWN})`, `<svg onload="${PWN}">`];
  return [...new Set([...armed, ...extra, ...values])];
}

/**
 * Runs before any script of every document (workbench, webview frames, preview frames): a trapped global, dialogs
 * and window.open recorded instead of shown, and a message listener for payloads that post upwards. Plain JavaScript
 * text: a function would be sent as transpiled source, whose helpers (esbuild's __name) do not exist in the page.
 */
const TRIPWIRE = `(() => {
  if (window.__bvTrips) return;
  const trips = [];
  const where = () => location.href.slice(0, 80);
  Object.defineProperty(window, '__bvTrips', { value: trips, enumerable: false });
  Object.defineProperty(window, '__bvPwned', {
    configurable: false,
    get() { return undefined; },
    set(v) { trips.push('__bvPwned=' + String(v) + ' in ' + where()); },
  });
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = function (message) { trips.push(name + '(' + String(message).slice(0, 60) + ') in ' + where()); };
  }
  window.open = function (url) { trips.push('window.open(' + String(url).slice(0, 80) + ') in ' + where()); return null; };
  window.addEventListener('message', (e) => { if (e.data === 'bv-pwned') trips.push('bv-pwned message in ' + where()); });
})();`;

/** Every frame's trips, and which frames had the tripwire at all. */
async function collectTrips(page: Page): Promise<{ trips: string[]; armed: number; frames: number }> {
  const trips: string[] = [];
  let armed = 0;
  const frames = page.frames();
  for (const frame of frames) {
    const found = await frame
      .evaluate(() => (window as unknown as { __bvTrips?: string[] }).__bvTrips ?? null)
      .catch(() => null as string[] | null);
    if (found) {
      armed++;
      trips.push(...found);
    }
  }
  return { trips, armed, frames: frames.length };
}

/** Elements and attributes data may never become, in one frame's document. */
async function markupFromData(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) && /bvPwned|alert|msgbox/.test(attr.value)) found.push(`${el.tagName}[${attr.name}]`);
        if (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attr.name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value.slice(0, 40)}]`);
        if (/^(href|src)$/i.test(attr.name) && /evil\.example/.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value.slice(0, 40)}]`);
      }
    }
    for (const s of Array.from(document.scripts)) if (/bvPwned|alert\(/.test(s.textContent ?? '')) found.push('SCRIPT from data');
    return found;
  });
}

async function setFault(sample: SampleApiProcess, body: Record<string, unknown>): Promise<void> {
  const text = JSON.stringify(body);
  assert.ok(text.length < 60_000, `control body of ${text.length} bytes`);
  const res = await fetch(new URL('/__sample/fault', sample.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
  assert.equal(res.status, 200, await res.text());
}

/** The only links data may bring: a finding's code linking its audited https page. Nothing from the payloads. */
async function assertSafeLinks(links: Locator, where: string): Promise<void> {
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    assert.ok(!/^\s*(javascript|vbscript|data|file|vscode|command):/i.test(href) && !/evil\.example/i.test(href), `${where}: link ${href}`);
  }
}

/** The workbench still works: no sideways overflow, the side bar and the status bar on screen. */
async function assertUsableLayout(page: Page, where: string): Promise<void> {
  const box = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth, height: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  assert.ok(box.scroll <= box.width + 2 && box.height <= box.innerHeight + 2, `${where}: the workbench overflows (${JSON.stringify(box)})`);
  assert.ok(await page.locator('.part.statusbar').isVisible(), `${where}: status bar`);
}

describe('e2e: hostile API data in the workbench — nothing runs, nothing navigates, the layout holds', function () {
  this.timeout(600_000);
  let sample: SampleApiProcess;
  let wb: Workbench;
  const dialogs: string[] = [];
  const navigations: string[] = [];
  const popups: string[] = [];
  const evilRequests: string[] = [];

  before(async () => {
    sample = await startSampleApiProcess(['--quota', '100000']);
    const info = (await (await fetch(new URL('/__sample/info', sample.url))).json()) as { brands: { primary: { id: string } } };
    // The brand's domain is hostile too: the site is linked by the brand setting, not the domain it declares.
    wb = await openWorkbench({
      folder,
      settings: { 'brandVisibility.baseUrl': sample.url, 'brandVisibility.apiKey': sample.keys.member, 'brandVisibility.brand': info.brands.primary.id },
    });
    const { page, context } = wb;
    // The first load moved the key into SecretStorage with clean data. Now the tripwire, the fault, and a reload:
    // the whole workbench (and every frame it opens) starts under the tripwire, reading hostile data.
    await context.addInitScript({ content: TRIPWIRE });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss().catch(() => {});
    });
    context.on('page', (popup) => void popups.push(popup.url()));
    context.on('request', (request) => {
      if (/evil\.example/i.test(request.url())) evilRequests.push(request.url());
    });
    await setFault(sample, {
      kind: 'hostileStrings', strings: payloads(), generated: corpus.generated.map((g) => ({ repeat: g.repeat, length: g.length })), keep: KEEP_FOR_FILES,
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
    const start = page.url();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url() !== start) navigations.push(frame.url());
    });
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && wb) await screenshot(wb.page, `hostile-failure-${this.currentTest.title.slice(0, 24).replace(/\W+/g, '-')}`);
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('the tree: hostile labels as rows, sections expanded, a tooltip hovered', async () => {
    const { page } = wb;
    await page.locator(STATUS_ITEM).waitFor({ timeout: 60_000 });
    await openActivityContainer(page, 'Brand Visibility');
    // The selected brand opens by itself; its section labels are ours.
    const section = (name: string) => page.locator(TREE_ROWS, { has: page.locator('.label-name', { hasText: new RegExp(`^${name}$`) }) }).first();
    await section('Prompts').waitFor({ timeout: 60_000 });
    for (const name of ['Prompts', 'Audit']) {
      await section(name).click();
      await page.waitForTimeout(1500);
    }
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 15, TREE_ROWS, { timeout: 30_000 });
    const labels = await page.locator(`${TREE_ROWS} .label-name`).allInnerTexts();
    assert.ok(labels.some((l) => /<script>|onerror=|javascript:/.test(l)), `hostile labels shown as text: ${labels.slice(0, 8).join(' | ')}`);
    for (const l of labels) assert.ok(l.length <= 200, `a row of ${l.length} characters`);

    // Hover a prompt row (its tooltip is the hostile Markdown): the hover shows text, no link or image.
    const promptRow = page.locator(TREE_ROWS).nth(labels.findIndex((l) => l === 'Prompts') + 1);
    await page.mouse.move(900, 700);
    await page.waitForTimeout(500);
    await promptRow.hover();
    // The prompt's own tooltip (its fixed words say so), not a hover left from an earlier row.
    const hover = page.locator(HOVER, { hasText: "Each engine's latest answer" }).first();
    await hover.waitFor({ state: 'visible', timeout: 15_000 });
    const hoverText = await hover.innerText();
    assert.ok(hoverText.length > 0);
    assert.equal(await hover.locator('a[href], img, script, iframe, svg script').count(), 0, `a link, image or script in the tooltip: ${hoverText.slice(0, 200)}`);
    await screenshot(page, 'hostile-tree');
    await page.mouse.move(900, 700);
    assert.ok((await page.locator(TREE_ROWS).count()) >= 15, 'the tree still lists its rows');
    await assertUsableLayout(page, 'tree');
  });

  it('the Problems panel lists the hostile findings; a finding\'s hover in the editor is plain text', async () => {
    const { page } = wb;
    await runCommand(page, 'Brand Visibility: Refresh Site Diagnostics');
    await page.keyboard.press('Control+Shift+M');
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 3, PROBLEM_ROWS, { timeout: 60_000 });
    const rows = await page.locator(PROBLEM_ROWS).allInnerTexts();
    assert.ok(rows.join('\n').includes('Brand Visibility'), rows.slice(0, 5).join(' | '));
    assert.equal(await page.locator('.markers-panel img').count(), 0);
    await assertSafeLinks(page.locator('.markers-panel a[href]'), 'Problems panel');

    await page.keyboard.press('Control+P');
    await page.locator(QUICK_INPUT).fill('src/pages/pricing.astro');
    await page.locator(QUICK_ROWS, { hasText: 'pricing.astro' }).first().waitFor();
    await page.locator(QUICK_INPUT).press('Enter');
    const editor = page.locator('.editor-group-container.active .monaco-editor').first();
    const squiggle = editor.locator('.squiggly-warning, .squiggly-error').first();
    await squiggle.waitFor({ timeout: 30_000 });
    await squiggle.hover({ force: true });
    const hover = page.locator(HOVER, { hasText: 'Brand Visibility' }).first();
    await hover.waitFor({ state: 'visible', timeout: 15_000 });
    assert.equal(await hover.locator('img, script, iframe').count(), 0, 'no image or script in the marker hover');
    // The only link a finding's hover may carry is its code's https link to the audited page.
    await assertSafeLinks(hover.locator('a[href]'), 'marker hover');
    await page.keyboard.press('Control+Shift+M');
    await page.locator(PROBLEM_ROWS).first().waitFor();
    await screenshot(page, 'hostile-problems');
    assert.ok((await page.locator(PROBLEM_ROWS).count()) >= 3, 'the Problems panel still lists rows');
    await assertUsableLayout(page, 'problems');
  });

  it('the Open Keyword quick pick shows hostile rows as text', async () => {
    const { page } = wb;
    await runCommand(page, 'Brand Visibility: Open Keyword');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Open Keyword' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 5, QUICK_ROWS, { timeout: 30_000 });
    const rows = await page.locator(QUICK_ROWS).allInnerTexts();
    assert.ok(rows.some((r) => /<|javascript:|\]\(/.test(r)), `hostile rows: ${rows.slice(0, 5).join(' | ')}`);
    assert.equal(await page.locator('.quick-input-widget a[href], .quick-input-widget img').count(), 0);
    // `$(icon)` from data is not drawn: only the widget's own icons.
    await screenshot(page, 'hostile-quickpick');
    await page.keyboard.press('Escape');
    await assertUsableLayout(page, 'quick pick');
  });

  it('a Markdown preview of hostile data renders as text in its webview', async () => {
    const { page } = wb;
    await runCommand(page, 'Brand Visibility: Show Cited Pages');
    const preview = page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
    await preview.locator('body', { hasText: /script/ }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const frames = page.frames().filter((f) => f !== page.mainFrame());
    assert.ok(frames.length >= 1, 'the preview frames exist');
    for (const frame of frames) assert.deepEqual(await markupFromData(frame), [], `markup from data in ${frame.url().slice(0, 80)}`);
    const tables = await preview.locator('table').count();
    assert.ok(tables >= 1, 'the cited pages table is there');
    const unexpected = await preview.locator('img, a[href^="javascript"], a[href^="command"], iframe, script:not([nonce]):not(#_vscodeApiScript)').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)));
    assert.deepEqual(unexpected, [], 'no image, script link or frame from data');
    await screenshot(page, 'hostile-preview');
    await assertUsableLayout(page, 'preview');
  });

  it('a panel holding the 100 KB strings lays out at once, its text bounded and inert', async () => {
    const { page } = wb;
    // The turn starts at the generated entries: the first text fields of the read are the 100 KB strings.
    const strings = payloads();
    await setFault(sample, { kind: 'hostileStrings', strings, generated: corpus.generated.map((g) => ({ repeat: g.repeat, length: g.length })), offset: strings.length });
    await runCommand(page, 'Brand Visibility: Show Competitors');
    const frame = page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
    const started = Date.now();
    // A 100 KB run without a break opportunity once held a panel's renderer for half a minute.
    await frame.locator('main.panel-body table').first().waitFor({ timeout: 20_000 });
    const longest = await frame.locator('body').evaluate(() => {
      let max = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) max = Math.max(max, n.textContent?.length ?? 0);
      return max;
    });
    // The 100 KB strings reached the panel (a run is cut there) and nothing longer is laid out.
    assert.equal(longest, 4000, `the longest text run has ${longest} characters`);
    const frames = page.frames().filter((f) => f !== page.mainFrame());
    for (const f of frames) assert.deepEqual(await markupFromData(f), [], `markup from data in ${f.url().slice(0, 80)}`);
    await screenshot(page, 'hostile-panel');
    assert.ok(Date.now() - started < 20_000);
    await assertUsableLayout(page, 'panel');
  });

  it('an error notification quoting hostile server text opens no link', async () => {
    const { page } = wb;
    await setFault(sample, { kind: 'hostileStrings', strings: payloads(), problemStatus: 422, offset: 38 });
    await runCommand(page, 'Brand Visibility: Show Segments');
    const toast = page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'rejected a parameter' }).first();
    await toast.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(600);
    assert.equal(await page.locator('.notifications-toasts .notification-list-item-message a').count(), 0, `a link in: ${await toast.innerText()}`);
    await screenshot(page, 'hostile-notification');
  });

  it('after all of it: no payload ran in any frame, no dialog, no navigation, no popup, nothing fetched from the payloads\' host', async () => {
    const { trips, armed, frames } = await collectTrips(wb.page);
    assert.ok(armed >= 2 && armed >= frames - 2, `the tripwire was live in ${armed} of ${frames} frames`);
    assert.deepEqual(trips, [], 'a payload ran');
    assert.deepEqual(dialogs, [], 'a dialog opened');
    assert.deepEqual(navigations, [], 'the workbench navigated');
    assert.deepEqual(popups, [], 'a popup opened');
    assert.deepEqual(evilRequests, [], 'a request went to the payloads\' host');
    assert.ok((await wb.page.locator(TREE_ROWS).count()) > 0, 'the tree still has rows');
    // The tripwire itself works: what a payload would do, done on purpose, is caught in the workbench and a webview.
    const webview = wb.page.frames().find((f) => f !== wb.page.mainFrame() && /active-frame|index\.html/.test(f.url()) && f.url().startsWith('http'));
    for (const frame of [wb.page.mainFrame(), ...(webview ? [webview] : [])]) {
      await frame.evaluate(() => {
        (window as unknown as { __bvPwned: unknown }).__bvPwned = 'control';
        window.alert('control');
      });
    }
    const control = await collectTrips(wb.page);
    assert.equal(control.trips.filter((t) => /control/.test(t)).length, webview ? 4 : 2, control.trips.join(' | '));
  });
});
