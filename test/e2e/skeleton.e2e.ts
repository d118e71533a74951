import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { projectRoot } from '../harness/codeServer.mjs';
import { openActivityContainer, openWorkbench, runCommand, screenshot, type Workbench } from './workbench';

describe('e2e: the packaged extension in the workbench', () => {
  let wb: Workbench;
  before(async function () {
    this.timeout(300_000);
    wb = await openWorkbench({ folder: join(projectRoot, 'test/fixtures/sample-site') });
  });
  after(async () => wb?.stop());

  it('shows its activity-bar container and opens it', async () => {
    await openActivityContainer(wb.page, 'Brand Visibility');
    await screenshot(wb.page, 'skeleton-container');
  });

  it('lists its commands in the command palette under its category', async () => {
    await wb.page.keyboard.press('F1');
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await input.fill('>Brand Visibility: ');
    const rows = wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
    await rows.first().waitFor();
    const labels = await rows.allInnerTexts();
    assert.ok(labels.some((l) => l.includes('Brand Visibility: Set API Key')), labels.join(' | '));
    await screenshot(wb.page, 'skeleton-command-palette');
    await wb.page.keyboard.press('Escape');
  });

  it('runs a command from the palette', async () => {
    await runCommand(wb.page, 'Brand Visibility: Show Log');
  });
});
