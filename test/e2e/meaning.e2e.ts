// What the figures mean, what a click does, what the view shows and the first use (issue 13), in the packaged
// extension in a real workbench. Screenshots go to test-results/meaning-<surface>.png; the README's "Reading the
// figures" shows them (docs/screenshots/).
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { projectRoot } from '../harness/codeServer.mjs';
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
const SIDEBAR = '.part.sidebar [id="workbench.view.extension.brandVisibility"]';
const TREE_ROWS = `${SIDEBAR} .monaco-list-row`;
const QUICK_INPUT = '.quick-input-widget .quick-input-box input';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';
const STATUS_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.status"]';
const TABS = '.part.editor .tabs-container .tab';
/** "before" while capturing the surfaces of the previous build; "after" otherwise. */
const SUFFIX = process.env.BV_SHOT_SUFFIX ?? 'after';

const shot = (page: Page, name: string) => screenshot(page, `meaning-${name}-${SUFFIX}`);

function row(page: Page, label: string | RegExp): Locator {
  return page.locator(TREE_ROWS, { has: page.locator('.label-name', { hasText: label }) }).first();
}

/** Collapses the view and opens the brand again, so each test starts from the same rows. */
async function resetTree(page: Page): Promise<void> {
  await page.locator('.part.sidebar .title-actions a.action-label[aria-label^="Collapse All"]').first().click();
  await row(page, 'Tallyhawk').click();
  await row(page, /^Keywords$/).waitFor({ timeout: 15_000 });
}

/** A wider side bar and a taller window: the rows and their descriptions fit in the screenshots. */
async function roomForTheTree(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const sidebar = await page.locator('.part.sidebar').boundingBox();
  assert.ok(sidebar);
  const edge = sidebar.x + sidebar.width;
  // The sash on the side bar's right edge (the others split the editor and the panel).
  const sashes = await page.locator('.monaco-sash.vertical').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y, h: r.height })));
  const sash = sashes.filter((r) => r.h > 200).sort((a, b) => Math.abs(a.x - edge) - Math.abs(b.x - edge))[0];
  if (!sash || Math.abs(sash.x - edge) > 10) return;
  await page.mouse.move(sash.x, sash.y + sash.h / 2);
  await page.mouse.down();
  await page.mouse.move(sash.x + 240, sash.y + sash.h / 2, { steps: 8 });
  await page.mouse.up();
}

/** The hover a tree row shows after the pointer rests on it (moved off and back if the first rest shows none). */
async function hoverText(page: Page, target: Locator, expected: RegExp): Promise<string> {
  const hover = page.locator('.monaco-hover, .workbench-hover', { hasText: expected }).first();
  for (let attempt = 0; ; attempt++) {
    await page.mouse.move(0, 0);
    const box = await target.boundingBox();
    assert.ok(box, 'the row is on screen');
    // Over the label (the row's icon and inline actions carry no hover of their own).
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2, { steps: 4 });
    try {
      await hover.waitFor({ state: 'visible', timeout: 6_000 });
      return hover.innerText();
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

/** Reads the sample API directly (the oracle), to pick rows in a given state. */
async function sampleRead(sample: SampleApiProcess, path: string): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(path, sample.url), { headers: { Authorization: `Bearer ${sample.keys.member}` } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as Record<string, unknown>;
}

describe('e2e: first use — base URL checked as it is entered, the walkthrough, a panel without a key', function () {
  this.timeout(300_000);
  let sample: SampleApiProcess;
  let wb: Workbench;

  before(async () => {
    sample = await startSampleApiProcess();
    wb = await openWorkbench({ folder, settings: { 'workbench.editor.enablePreview': false } });
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('welcome view without a base URL links our walkthrough', async () => {
    const { page } = wb;
    await openActivityContainer(page, 'Brand Visibility');
    const welcome = page.locator('.part.sidebar .welcome-view-content');
    await welcome.locator('.monaco-button', { hasText: 'Select Base URL' }).waitFor({ timeout: 30_000 });
    await shot(page, 'welcome-no-base-url');
    assert.match(await welcome.innerText(), /walkthrough/i);
  });

  it('catches a typo in the base URL at once, with a clear message, and takes the right one', async () => {
    const { page } = wb;
    await runCommand(page, 'Brand Visibility: Select Base URL');
    const input = page.locator(QUICK_INPUT);
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Select Base URL' }).waitFor({ timeout: 15_000 });
    // A path typo: the host answers, but not as the Brand Visibility API.
    await input.fill(`${sample.url}/api`);
    await input.press('Enter');
    const message = page.locator('.quick-input-widget .quick-input-message');
    await message.filter({ hasText: /not the Brand Visibility API|404/ }).waitFor({ timeout: 15_000 });
    await shot(page, 'base-url-typo');
    assert.match(await message.innerText(), /\/api/);
    await input.fill(sample.url);
    await input.press('Enter');
    const welcome = page.locator('.part.sidebar .welcome-view-content');
    await welcome.locator('.monaco-button', { hasText: 'Set API Key' }).waitFor({ timeout: 30_000 });
  });

  it('welcome view without a key says where a key comes from and opens our walkthrough', async () => {
    const { page } = wb;
    const welcome = page.locator('.part.sidebar .welcome-view-content');
    const text = await welcome.innerText();
    await shot(page, 'welcome-no-key');
    assert.match(text, /member of your organization/i);
    await welcome.locator('a, .monaco-button', { hasText: /walkthrough/i }).first().click();
    await page.locator('.part.editor', { hasText: 'Get started with Brand Visibility' }).first().waitFor({ timeout: 30_000 });
    await shot(page, 'walkthrough');
  });

  it('a panel that loses its key shows a "Set API Key" button that asks for the key', async () => {
    const { page } = wb;
    await typeApiKey(page, sample.keys.member);
    await row(page, 'Tallyhawk').waitFor({ timeout: 30_000 });
    await runCommand(page, 'Brand Visibility: Show Reputation');
    const frame = panelFrame(page);
    await frame.locator('.panel-reputation main.panel-body').waitFor({ timeout: 60_000 });
    await runCommand(page, 'Brand Visibility: Clear API Key');
    const button = frame.locator('vscode-button', { hasText: 'Set API Key' });
    await frame.locator('.state.error').waitFor({ timeout: 30_000 });
    await page.locator('.part.sidebar .welcome-view-content .monaco-button', { hasText: 'Set API Key' }).waitFor({ timeout: 15_000 });
    await shot(page, 'panel-no-key');
    await button.waitFor({ timeout: 15_000 });
    assert.doesNotMatch(await frame.locator('.state.error').innerText(), /'Brand Visibility: Set API Key'/);
    await button.click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('type') === 'password', QUICK_INPUT, { timeout: 10_000 });
    await page.keyboard.press('Escape');
  });
});

describe('e2e: states, labels, compact statistics, clicks and the view state', function () {
  this.timeout(600_000);
  let sample: SampleApiProcess;
  let wb: Workbench;
  let brandId: string;

  before(async () => {
    sample = await startSampleApiProcess();
    wb = await openWorkbench({ folder, settings: { 'brandVisibility.baseUrl': sample.url, 'workbench.editor.enablePreview': false } });
    await openActivityContainer(wb.page, 'Brand Visibility');
    await roomForTheTree(wb.page);
    await typeApiKey(wb.page, sample.keys.member);
    await row(wb.page, 'Tallyhawk').waitFor({ timeout: 30_000 });
    const brands = await sampleRead(sample, '/v1/brands');
    const list = (brands.brands ?? brands.data ?? brands.items ?? brands) as Array<{ id: string; name: string }>;
    brandId = list.find((b) => b.name === 'Tallyhawk')!.id;
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && wb) await screenshot(wb.page, `meaning-failure-${this.currentTest.title.slice(0, 24).replace(/\W+/g, '-')}`);
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
  });

  it('the view shows its period and scan; the status bar agrees with the pin picker and says the period in words', async () => {
    const { page } = wb;
    const sidebar = page.locator(SIDEBAR);
    await row(page, /^Keywords$/).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    await shot(page, 'view-state');
    await sidebar.filter({ hasText: /Last week/ }).waitFor({ timeout: 15_000 });
    const item = page.locator(STATUS_ITEM);
    await item.waitFor({ timeout: 15_000 });
    const text = await item.innerText();
    assert.doesNotMatch(text, /\d+\/120/, 'the quota shows only when it is low or waiting');
    await runCommand(page, 'Brand Visibility: Pin to Scan');
    await page.locator(QUICK_ROWS, { hasText: 'Latest scan' }).first().waitFor({ timeout: 30_000 });
    const latest = await page.locator(QUICK_ROWS, { hasText: 'Latest scan' }).first().innerText();
    assert.match(latest, /current/);
    await page.keyboard.press('Escape');
    assert.doesNotMatch(text, /\$\(pin\)|Pinned/, 'not pinned: the status bar says so too');
    await page.locator(STATUS_ITEM).hover();
    const tooltip = page.locator('.monaco-hover, .workbench-hover', { hasText: 'Latest scan' }).first();
    await tooltip.waitFor({ state: 'visible', timeout: 15_000 });
    assert.match(await tooltip.innerText(), /Last week/);
    await page.screenshot({ path: join(projectRoot, 'test-results', `meaning-status-bar-${SUFFIX}.png`), clip: await clipOf(page, '.part.statusbar', 900, 260) });
  });

  it('a keyword scored on too few answers reads "—" with the reason, never 0', async () => {
    const { page } = wb;
    const read = await sampleRead(sample, `/v1/brands/${brandId}/keywords`);
    const keywords = read.keywords as Array<{ text: string; score: { state: string } }>;
    const thin = keywords.find((k) => k.score.state === 'too_few_answers');
    assert.ok(thin, 'the first page holds a keyword with too few answers');
    await resetTree(page);
    await row(page, /^Keywords$/).click();
    const target = row(page, thin.text);
    await target.waitFor({ timeout: 30_000 });
    const text = await hoverText(page, target, /Score/i);
    await shot(page, 'tree-keyword-tooltip');
    assert.match(text, /Too few answers/i);
    assert.doesNotMatch(text, /Score: 0\b/);
    assert.match(text, /—/);
    assert.match(text, /Search score/);
    await page.mouse.move(0, 0);
  });

  it('a competitor nobody asked about reads "not asked about", not "#5 · score 0"; an unmeasured check is neutral', async () => {
    const { page } = wb;
    await resetTree(page);
    await row(page, /^Competitors$/).click();
    const quiet = row(page, 'Eventloom');
    await quiet.waitFor({ timeout: 30_000 });
    const description = await quiet.locator('.label-description').innerText();
    await row(page, /^Audit$/).click();
    await row(page, 'Sitemap lists every readable page').waitFor({ timeout: 30_000 });
    await shot(page, 'tree-competitors-audit');
    assert.match(description, /not asked about/);
    assert.doesNotMatch(description, /score 0|#5/);
    const check = row(page, 'Sitemap lists every readable page');
    assert.match(await check.locator('.label-description').innerText(), /not measured/);
    assert.equal(await check.locator('.codicon-error').count(), 0, 'no failing ✗ for a check the crawl could not measure');
  });

  it('a click on an owned page opens its source file', async () => {
    const { page } = wb;
    await resetTree(page);
    await row(page, /^Owned pages$/).click();
    const pricing = row(page, /^Pricing — /);
    await pricing.waitFor({ timeout: 30_000 });
    await pricing.click();
    await page.locator(TABS, { hasText: 'pricing.astro' }).first().waitFor({ timeout: 30_000 });
  });

  it('the prompt panel: compact figures with the interval in the hover, names that link to the competitor', async () => {
    const { page } = wb;
    // Over all time the prompt has enough answers for values with ranges and changes.
    await runCommand(page, 'Brand Visibility: Select Period');
    await page.locator(QUICK_ROWS, { hasText: 'All time' }).first().click({ timeout: 15_000 });
    await pickFirst(page, 'Brand Visibility: Open Prompt', 'Tallyhawk a good');
    const frame = panelFrame(page);
    await frame.locator('#prompt-competitors').waitFor({ timeout: 60_000 });
    await frame.locator('#competitors-section').scrollIntoViewIfNeeded();
    await shot(page, 'prompt-competitors');
    const cell = frame.locator('#prompt-competitors tbody tr').first().locator('td').nth(1);
    const text = await cell.innerText();
    assert.doesNotMatch(text, /margin of error/, 'the interval and its wording are in the hover, not the cell');
    assert.ok(text.split('\n').length <= 2, `compact: ${text}`);
    const title = (await cell.locator('[title]').first().getAttribute('title')) ?? '';
    assert.match(title, /Service score/);
    // A rival's name (the first row is your own brand).
    const link = frame.locator('#prompt-competitors tbody tr').nth(1).locator('a').first();
    await link.click();
    const competitors = panelFrame(page);
    await competitors.locator('.panel-competitors #leaderboard').waitFor({ timeout: 60_000 });
    await competitors.locator('#leaderboard tr.focused').waitFor({ timeout: 15_000 });
    await shot(page, 'competitors-focused');
  });

  it('the keyword panel labels its score and links your own top-10 result to its source file', async () => {
    const { page } = wb;
    await runCommand(page, 'View: Close All Editors');
    await pickFirst(page, 'Brand Visibility: Open Keyword', 'tallyhawk pricing');
    const frame = panelFrame(page);
    await frame.locator('.panel-keyword #results').waitFor({ timeout: 60_000 });
    await shot(page, 'keyword-header');
    const headline = await frame.locator('.headline').innerText();
    assert.match(headline, /Search score/);
    const own = frame.locator('#results tr.own a', { hasText: /Source file/ }).first();
    await own.waitFor({ timeout: 15_000 });
    await own.click();
    await page.locator(TABS, { hasText: /\.(astro|md)\b/ }).first().waitFor({ timeout: 30_000 });
  });
});

async function clipOf(page: Page, selector: string, width: number, height: number): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).boundingBox();
  assert.ok(box);
  const y = Math.max(0, box.y + box.height - height);
  return { x: box.x, y, width: Math.min(box.width, width), height: box.y + box.height - y };
}
