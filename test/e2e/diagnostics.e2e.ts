// The site diagnostics in the packaged extension, as a site developer sees them: the key seeded through the
// brandVisibility.apiKey user setting (moved to SecretStorage at start), the audit read after activation, the findings
// in the Problems panel (one per problem per place, the crawl date in words), the squiggle on the extra <h1> of
// pricing.astro with its hover explaining the rule and the rule view, an edit saved that "looks fixed locally", and a
// failed read that keeps the findings marked stale — screenshots in test-results/. The workbench opens a copy of the
// sample site, so saving never touches the fixture.
import * as assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { projectRoot } from '../harness/codeServer.mjs';
import { openWorkbench, panelFrame, runCommand, screenshot, startSampleApiProcess, type SampleApiProcess, type Workbench } from './workbench';

const fixture = join(projectRoot, 'test/fixtures/sample-site');
const PROBLEM_ROWS = '.markers-panel .monaco-list-row';
const STATUS_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.status"]';
const STALE_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.diagnosticsStale"]';
const DATE = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;

async function setFault(sample: SampleApiProcess, kind: string | undefined): Promise<void> {
  const res = await fetch(new URL('/__sample/fault', sample.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(kind ? { kind } : {}) });
  assert.equal(res.status, 200);
}

describe('e2e: site audit findings in the Problems panel and the editor', function () {
  this.timeout(300_000);
  let sample: SampleApiProcess;
  let wb: Workbench;
  let copy: string;

  before(async () => {
    sample = await startSampleApiProcess();
    copy = join(mkdtempSync(join(tmpdir(), 'bv-e2e-site-')), 'sample-site');
    cpSync(fixture, copy, { recursive: true });
    wb = await openWorkbench({
      folder: copy,
      settings: { 'brandVisibility.baseUrl': sample.url, 'brandVisibility.apiKey': sample.keys.member, 'workbench.editor.enablePreview': false },
    });
  });
  after(async () => {
    await wb?.stop();
    sample?.stop();
    if (copy) rmSync(join(copy, '..'), { recursive: true, force: true });
  });

  const problems = (): Promise<string> => wb.page.locator(PROBLEM_ROWS).allInnerTexts().then((rows) => rows.join('\n'));

  /** Filters the (virtual) Problems list to one file and waits for a row (without `hasNotText`). */
  async function problemsOf(file: string, hasText: string | RegExp, hasNotText?: string): Promise<string> {
    const filter = wb.page.locator('.viewpane-filter input[aria-label="Filter Problems"]').first();
    await filter.fill(file);
    await wb.page.locator(PROBLEM_ROWS, { hasText, ...(hasNotText ? { hasNotText } : {}) }).first().waitFor({ timeout: 30_000 });
    return problems();
  }

  /** Hovers a squiggle until the hover shows `text` (a hover can be lost on a busy machine: moved away and back). */
  async function hoverShowing(squiggleClass: string, text: string): Promise<Locator> {
    const { page } = wb;
    const squiggle = page.locator(`.editor-group-container.active .monaco-editor ${squiggleClass}`).first();
    await squiggle.waitFor({ timeout: 30_000 });
    const hover = page.locator('.monaco-hover', { hasText: text }).first();
    for (let attempt = 0; ; attempt++) {
      await page.mouse.move(5, 5);
      await squiggle.hover({ force: true });
      try {
        await hover.waitFor({ state: 'visible', timeout: 10_000 });
        // Past the hover's fade-in, for the screenshots.
        await page.waitForTimeout(400);
        return hover;
      } catch (err) {
        if (attempt >= 2) throw err;
      }
    }
  }

  async function openFile(rel: string): Promise<void> {
    const { page } = wb;
    await page.keyboard.press('Control+P');
    const input = page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor();
    await input.fill(rel);
    await page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: rel.slice(rel.lastIndexOf('/') + 1) }).first().waitFor();
    await input.press('Enter');
    await page.locator('.editor-group-container.active .monaco-editor').first().waitFor();
  }

  it('lists the findings in the Problems panel (Ctrl+Shift+M): one per problem per place, the crawl date in words', async () => {
    const { page } = wb;
    // The extension reads the audit by itself shortly after start; the command makes the test independent of timing.
    // Right after start the palette may not list the extension's commands yet: wait for its status bar item.
    await page.locator(STATUS_ITEM).waitFor({ timeout: 60_000 });
    await runCommand(page, 'Brand Visibility: Refresh Site Diagnostics');
    await page.keyboard.press('Control+Shift+M');
    // Every finding of the site, newest read: the status problems sort first.
    await page.locator(PROBLEM_ROWS, { hasText: 'Marked noindex' }).first().waitFor({ timeout: 60_000 });
    const all = await problems();
    assert.match(all, /Brand Visibility/);
    assert.match(all, /status:noindex/);
    await screenshot(page, 'diagnostics-problems-panel');

    const notes = await problemsOf('internal-roadmap-notes', 'Marked noindex');
    // The noindex status and the failing "No unintended noindex" check of that page are one finding.
    assert.match(notes, /also failing “No unintended noindex”/);
    assert.doesNotMatch(notes, /no-unintended-noindex\)/);

    const text = await problemsOf('pricing.astro', 'One H1 per page');
    assert.match(text, /pricing\.astro/);
    assert.match(text, new RegExp(`One H1 per page: measured \\d+ of \\d+ pages fail, target Exactly one H1 — /pricing \\(crawl of ${DATE}\\) · extra H1 \\(the first, line 13, stays\\)`));
    // The extra H1, not the first one (line 13).
    assert.match(text, /\[Ln 15, Col 3\]/);
    const code = await page.locator(`${PROBLEM_ROWS} .marker-code`).allInnerTexts();
    assert.ok(code.some((c) => /one-h1/.test(c)), code.join(' | '));
    await screenshot(page, 'diagnostics-problems-pricing');
  });

  it('the squiggle sits on the extra <h1>; its hover explains the rule and links the rule view', async () => {
    const { page } = wb;
    await openFile('src/pages/pricing.astro');
    const hover = await hoverShowing('.squiggly-warning', 'Why it matters for AI crawlers and answers');
    const said = await hover.innerText();
    assert.match(said, /target Exactly one H1/);
    assert.match(said, /One H1 per page · failing check/);
    assert.match(said, /How to fix it: Keep one H1/);
    assert.match(said, /Re-checked in this file on save/);
    await screenshot(page, 'diagnostics-editor-hover');

    await hover.locator('a', { hasText: 'Explain this rule' }).first().click();
    const tab = page.locator('.tabs-container .tab', { hasText: /one-h1/ }).first();
    await tab.waitFor({ timeout: 30_000 });
    // The Markdown preview of the rule: our words, then what the last crawl measured.
    const preview = panelFrame(page);
    await preview.locator('h1', { hasText: 'One H1 per page' }).waitFor({ timeout: 30_000 });
    assert.match(await preview.locator('body').innerText(), /Why it matters for AI crawlers and answers\.[\s\S]*Target: Exactly one H1/);
    await screenshot(page, 'diagnostics-rule-view');
    await page.keyboard.press('Control+W');
  });

  it('an edit saved that removes the extra <h1>: "looks fixed locally; awaiting next crawl", as information', async () => {
    const { page } = wb;
    // Back in the editor (the rule view's webview kept the focus).
    await page.locator('.tabs-container .tab', { hasText: 'pricing.astro' }).first().click();
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
    // Find and Replace (its inputs take the text as it is; typing in the editor could auto-close tags).
    await page.keyboard.press('Control+H');
    const widget = page.locator('.editor-group-container.active .find-widget');
    await widget.locator('.find-part .input, .find-part textarea').first().fill('<h1>Plans</h1>');
    await widget.locator('.replace-part .input, .replace-part textarea').first().fill('<h2>Plans</h2>');
    await widget.locator('.replace-part textarea, .replace-part .input').first().press('Control+Alt+Enter');
    await widget.locator('.codicon-widget-close').first().click();
    await page.keyboard.press('Control+S');
    await page.keyboard.press('Control+Shift+M');
    const text = await problemsOf('pricing.astro', 'looks fixed locally');
    assert.match(text, new RegExp(`One H1 per page: .* — /pricing · looks fixed locally; awaiting next crawl \\((?:≈|was due) ${DATE}\\) · edited since the crawl of ${DATE}`));
    assert.match(text, /\[Ln 13, Col 3\]/, 'back on the one H1 left');
    // Information now (the crawl stays the source of truth): the row's icon is not a warning.
    const icon = await page.locator(PROBLEM_ROWS, { hasText: 'looks fixed locally' }).first().locator('.marker-icon').getAttribute('class');
    assert.match(icon ?? '', /info/);
    await hoverShowing('.squiggly-info', 'Looks fixed locally; awaiting next crawl: this file passes the check now');
    await screenshot(page, 'diagnostics-looks-fixed');
  });

  it('a failed read keeps the findings, marked stale, with one status bar hint; a good read refreshes them', async () => {
    const { page } = wb;
    await setFault(sample, 'status500');
    try {
      await runCommand(page, 'Brand Visibility: Refresh Site Diagnostics');
      await page.locator(STALE_ITEM).waitFor({ timeout: 60_000 });
      assert.match(await page.locator(STALE_ITEM).innerText(), /Site findings stale/);
      const text = await problemsOf('pricing.astro', 'stale: the last read of the audit failed');
      assert.match(text, /One H1 per page/);
      // The whole message in the hover of the H1 left in the file.
      await hoverShowing('.squiggly-info', 'stale: the last read of the audit failed');
      await screenshot(page, 'diagnostics-stale');
    } finally {
      await setFault(sample, undefined);
    }
    await runCommand(page, 'Brand Visibility: Refresh Site Diagnostics');
    await page.locator(STALE_ITEM).waitFor({ state: 'hidden', timeout: 60_000 });
    assert.doesNotMatch(await problemsOf('pricing.astro', 'One H1 per page', 'stale'), /stale/);
  });
});
