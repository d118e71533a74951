// The site diagnostics in the packaged extension, as a site developer sees them: the key seeded through the
// brandVisibility.apiKey user setting (moved to SecretStorage at start), the audit read after activation, the findings
// in the Problems panel and as a squiggle with its hover in pricing.astro — screenshots in test-results/.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { projectRoot } from '../harness/codeServer.mjs';
import { openWorkbench, runCommand, screenshot, startSampleApiProcess, type SampleApiProcess, type Workbench } from './workbench';

const folder = join(projectRoot, 'test/fixtures/sample-site');
const PROBLEM_ROWS = '.markers-panel .monaco-list-row';
const STATUS_ITEM = '.part.statusbar [id="brandvis.brand-visibility.brandVisibility.status"]';

describe('e2e: site audit findings in the Problems panel and the editor', function () {
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

  it('lists the findings in the Problems panel (Ctrl+Shift+M)', async () => {
    const { page } = wb;
    // The extension reads the audit by itself shortly after start; the command makes the test independent of timing.
    // Right after start the palette may not list the extension's commands yet: wait for its status bar item.
    await page.locator(STATUS_ITEM).waitFor({ timeout: 60_000 });
    await runCommand(page, 'Brand Visibility: Refresh Site Diagnostics');
    await page.keyboard.press('Control+Shift+M');
    // Every finding of the site, newest read: the status problems sort first.
    await page.locator(PROBLEM_ROWS, { hasText: 'Marked noindex' }).first().waitFor({ timeout: 60_000 });
    const all = (await page.locator(PROBLEM_ROWS).allInnerTexts()).join('\n');
    assert.match(all, /Brand Visibility/);
    assert.match(all, /status:noindex/);
    await screenshot(page, 'diagnostics-problems-panel');
    // The list is virtual: filter it to one page to read that page's rows.
    const filter = page.locator('.viewpane-filter input[aria-label="Filter Problems"]').first();
    await filter.fill('pricing.astro');
    const row = page.locator(PROBLEM_ROWS, { hasText: 'One H1 per page' }).first();
    await row.waitFor({ timeout: 15_000 });
    const text = (await page.locator(PROBLEM_ROWS).allInnerTexts()).join('\n');
    assert.match(text, /pricing\.astro/);
    assert.match(text, /One H1 per page: measured \d+ of \d+ pages fail, target Exactly one H1 — \/pricing/);
    assert.match(text, /\[Ln 13, Col 3\]/);
    const code = await page.locator(`${PROBLEM_ROWS} .marker-code`).allInnerTexts();
    assert.ok(code.some((c) => /one-h1/.test(c)), code.join(' | '));
    await screenshot(page, 'diagnostics-problems-pricing');
    await filter.fill('');
  });

  it('shows the squiggle on the first <h1> of pricing.astro and its hover', async () => {
    const { page } = wb;
    await page.keyboard.press('Control+P');
    const input = page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor();
    await input.fill('src/pages/pricing.astro');
    await page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: 'pricing.astro' }).first().waitFor();
    await input.press('Enter');
    const editor = page.locator('.editor-group-container.active .monaco-editor').first();
    await editor.waitFor();
    const squiggle = editor.locator('.squiggly-warning').first();
    await squiggle.waitFor({ timeout: 30_000 });
    await squiggle.hover({ force: true });
    const hover = page.locator('.monaco-hover', { hasText: 'One H1 per page' }).first();
    await hover.waitFor({ state: 'visible', timeout: 15_000 });
    assert.match(await hover.innerText(), /target Exactly one H1/);
    await screenshot(page, 'diagnostics-editor-hover');
  });
});
