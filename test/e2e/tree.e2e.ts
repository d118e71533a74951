// The packaged extension in a real workbench, driven like a person: the welcome view without a key, the key typed
// into the password box, the brand tree read from the DOM, the status bar and quick picks — with screenshots in
// test-results/ — and, after the session, no trace of the key anywhere in the user data, logs or the output channel.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../harness/codeServer.mjs';
import { filesContaining, scanForSecret } from './secretScan';
import { openActivityContainer, openWorkbench, runCommand, screenshot, startSampleApiProcess, webviewFrame, type SampleApiProcess, type Workbench } from './workbench';

const folder = join(projectRoot, 'test/fixtures/sample-site');
const TREE_ROWS = '.part.sidebar [id="workbench.view.extension.brandVisibility"] .monaco-list-row';
const STATUS_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.status"]';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';

async function treeLabels(page: Page): Promise<string[]> {
  return page.locator(`${TREE_ROWS} .label-name`).allInnerTexts();
}

async function waitForTreeLabel(page: Page, label: string): Promise<void> {
  await page.locator(`${TREE_ROWS} .label-name`, { hasText: label }).first().waitFor({ timeout: 30_000 });
}

describe('e2e: key, brand tree, status bar and quick picks', function () {
  this.timeout(300_000);
  let sample: SampleApiProcess;
  let wb: Workbench;

  before(async () => {
    sample = await startSampleApiProcess();
    wb = await openWorkbench({ folder, settings: { 'brandVisibility.baseUrl': sample.url } });
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('shows the welcome view with "Set API Key" and the docs link while no key is set', async () => {
    await openActivityContainer(wb.page, 'Brand Visibility');
    const welcome = wb.page.locator('.part.sidebar .welcome-view-content');
    await welcome.locator('.monaco-button', { hasText: 'Set API Key' }).waitFor({ timeout: 30_000 });
    assert.match(await welcome.innerText(), /Read the API documentation/);
    await screenshot(wb.page, 'tree-welcome-no-key');
  });

  it('takes the key in a password box, checks it and lists the brands', async () => {
    await runCommand(wb.page, 'Brand Visibility: Set API Key');
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor();
    // The palette's input turns into the key box: wait for the password type before typing.
    await wb.page.waitForFunction(() => document.querySelector('.quick-input-widget .quick-input-box input')?.getAttribute('type') === 'password', undefined, { timeout: 10_000 });
    assert.match(await wb.page.locator('.quick-input-widget').innerText(), /Set API Key/);
    await input.fill(sample.keys.member);
    await input.press('Enter');
    await waitForTreeLabel(wb.page, 'Tallyhawk');
    const labels = await treeLabels(wb.page);
    for (const expected of ['Tallyhawk', 'Kestrel Pay', 'Fernbrook Studio', 'Prompts', 'Keywords', 'Owned pages', 'Competitors', 'Cited pages', 'Audit', 'Segments']) {
      assert.ok(labels.includes(expected), `${expected} in ${labels.join(' | ')}`);
    }
  });

  it('expands a list: the first page and "Load more (20 of 72)", read from the DOM', async () => {
    await wb.page.locator(`${TREE_ROWS}`, { has: wb.page.locator('.label-name', { hasText: /^Prompts$/ }) }).first().click();
    await waitForTreeLabel(wb.page, 'Load more (20 of 72)');
    const labels = await treeLabels(wb.page);
    assert.ok(labels.includes('Load more (20 of 72)'), labels.join(' | '));
    await screenshot(wb.page, 'tree-expanded');
  });

  it('shows the brand and the period in words in the status bar; the quota only when it is low or waiting', async () => {
    const item = wb.page.locator(STATUS_ITEM);
    await item.waitFor({ timeout: 15_000 });
    await wb.page.waitForFunction((sel) => /Last week/.test(document.querySelector(sel)?.textContent ?? ''), STATUS_ITEM, { timeout: 15_000 });
    const text = await item.innerText();
    assert.match(text, /Tallyhawk/);
    assert.doesNotMatch(text, /\d+\/120/, 'plenty of quota left: not shown');
    const aria = (await item.locator('[aria-label]').first().getAttribute('aria-label')) ?? (await item.getAttribute('aria-label')) ?? '';
    assert.match(aria, /Tallyhawk/, 'accessibility label names the brand');
    await wb.page.screenshot({ path: join(projectRoot, 'test-results', 'status-bar.png'), clip: await statusBarClip(wb.page) });
  });

  it('opens the status bar menu and the Open Keyword quick pick, searching as you type', async () => {
    await wb.page.locator(STATUS_ITEM).click();
    await wb.page.locator(QUICK_ROWS, { hasText: 'Switch Brand' }).waitFor();
    const menu = await wb.page.locator(QUICK_ROWS).allInnerTexts();
    for (const entry of ['Switch Brand', 'Change Period', 'Refresh', 'Show Log']) assert.ok(menu.some((m) => m.includes(entry)), menu.join(' | '));
    await screenshot(wb.page, 'quick-pick-status-menu');
    await wb.page.keyboard.press('Escape');

    await runCommand(wb.page, 'Brand Visibility: Open Keyword');
    // The list is virtual: the rows in view are the first page's top keywords ("Load more" is further down).
    await wb.page.locator(QUICK_ROWS, { hasText: '/mo' }).first().waitFor({ timeout: 15_000 });
    await wb.page.locator('.quick-input-widget .quick-input-box input').fill('hipaa');
    await wb.page.locator(QUICK_ROWS, { hasText: 'hipaa product analytics' }).first().waitFor();
    await screenshot(wb.page, 'quick-pick-open-keyword');
    await wb.page.keyboard.press('Enter');
    // The keyword opens in the panel host's webview (or, without one, the Markdown preview's webview): either way a
    // webview shows the keyword, and nothing from the data became a link, frame or image.
    await wb.page.locator('.tab', { hasText: /hipaa|keyword/i }).first().waitFor({ timeout: 20_000 });
    const view = webviewFrame(wb.page);
    await view.getByText('hipaa product analytics').first().waitFor({ timeout: 20_000 });
    assert.equal(await view.locator('a[href^="javascript"], iframe').count(), 0, 'no script link or frame from data');
    await screenshot(wb.page, 'keyword-opened');
  });

  it('logs requests without the key, and leaves no trace of the key in user data, logs or the output channel', async () => {
    await runCommand(wb.page, 'Brand Visibility: Show Log');
    const output = wb.page.locator('.part.panel .monaco-editor .view-lines');
    await output.filter({ hasText: 'GET /v1/brands' }).first().waitFor({ timeout: 15_000 });
    const shown = await output.first().innerText();
    assert.ok(!shown.includes(sample.keys.member), 'the output channel does not show the key');
    await screenshot(wb.page, 'output-channel');
    const runDir = wb.runDir;
    await wb.stop();
    const logFiles = filesContaining(runDir, /Brand Visibility\.log$/, 'GET /v1/brands');
    assert.ok(logFiles.length > 0, 'the output channel was written to the logs folder (so the scan below covers it)');
    const logText = readFileSync(logFiles[0], 'utf8');
    // Each request: method, path, status, duration, request id, remaining quota.
    assert.match(logText, /GET \/v1\/brands · → 200 · \d+ ms · request \S+ · quota \d+\/120/);
    assert.match(logText, /GET \/v1\/brands\/[0-9a-f-]{36}\/prompts\S* · → 200 · \d+ ms · request \S+ · quota \d+\/120/);
    const scan = scanForSecret(runDir, sample.keys.member);
    assert.ok(scan.filesScanned > 50, `scanned ${scan.filesScanned} files`);
    assert.deepEqual(scan.hits, [], 'no file under the run (user data, logs, extensions, browser profile) holds the key');
  });
});

describe('e2e: a key left in settings.json moves to secret storage', function () {
  this.timeout(300_000);
  let sample: SampleApiProcess;
  let wb: Workbench;

  before(async () => {
    sample = await startSampleApiProcess();
    wb = await openWorkbench({ folder, settings: { 'brandVisibility.baseUrl': sample.url, 'brandVisibility.apiKey': sample.keys.member } });
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('says so once, removes it from settings.json, lists the brands and leaves no trace of the key', async () => {
    await wb.page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'moved the API key' }).waitFor({ timeout: 30_000 });
    await screenshot(wb.page, 'key-moved-notification');
    await openActivityContainer(wb.page, 'Brand Visibility');
    await waitForTreeLabel(wb.page, 'Tallyhawk');
    const settingsFile = join(wb.userDataDir, 'User', 'settings.json');
    const settings = readFileSync(settingsFile, 'utf8');
    assert.ok(!settings.includes('brandVisibility.apiKey'), 'the setting is gone from settings.json');
    const runDir = wb.runDir;
    await wb.stop();
    const scan = scanForSecret(runDir, sample.keys.member);
    assert.deepEqual(scan.hits, [], 'no file under the run holds the key after the move');
  });
});

async function statusBarClip(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator('.part.statusbar').boundingBox();
  assert.ok(box);
  return { x: box.x, y: box.y, width: Math.min(box.width, 900), height: box.height };
}
