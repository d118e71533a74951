// One real workbench per e2e run: the packaged .vsix installed into code-server, the sample API on
// loopback, a sample site folder, and headless chromium driven by playwright-core like a person would.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { codeServerCli, launchChromium, newRunDir, projectRoot, startCodeServer, workbenchUrl } from '../harness/codeServer.mjs';

export const resultsDir = join(projectRoot, 'test-results');

export interface SampleApiProcess { url: string; keys: Record<string, string>; stop(): void; process: ChildProcess }

/** Starts `npm run sample-api` as its own process and reads its announced URL and keys. */
export async function startSampleApiProcess(extraArgs: string[] = []): Promise<SampleApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'test/sample-api/main.ts'), '--port', '0', ...extraArgs], {
    cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const keys: Record<string, string> = {};
  let url = '';
  const rl = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sample API did not start')), 30_000);
    rl.on('line', (line) => {
      const listening = /^listening on (\S+)/.exec(line);
      if (listening) url = listening[1];
      const key = /^key (\S+) (\S+)/.exec(line);
      if (key) keys[key[1]] = key[2];
      if (url && keys.member && keys.archived) { clearTimeout(timer); resolve(); }
    });
    child.on('exit', (code) => reject(new Error(`sample API exited (${code})`)));
  });
  return { url, keys, process: child, stop: () => child.kill('SIGTERM') };
}

export interface Workbench { page: Page; context: BrowserContext; userDataDir: string; runDir: string; stop(): Promise<void> }

/** Packages the extension (once), installs the .vsix into a fresh extensions dir, opens the folder in the workbench. */
export async function openWorkbench(o: { folder: string; settings?: Record<string, unknown>; theme?: string }): Promise<Workbench> {
  const runDir = newRunDir('e2e');
  const extensionsDir = join(runDir, 'extensions');
  mkdirSync(extensionsDir, { recursive: true });
  const vsix = packagedVsix();
  const install = codeServerCli(['--extensions-dir', extensionsDir, '--user-data-dir', join(runDir, 'user-data'), '--install-extension', vsix, '--force'], { runDir });
  if (install.status !== 0) throw new Error(`installing the .vsix failed: ${install.stderr}`);
  const server = await startCodeServer({
    runDir, extensionsDir, smokeTestDriver: false,
    // Reduced motion: a quick input's close animation ends by hiding its container, and a pick shown during that
    // animation (the palette closing, the command's own pick opening) could vanish with it.
    settings: { 'workbench.colorTheme': o.theme ?? 'Default Dark Modern', 'workbench.reduceMotion': 'on', ...o.settings },
  });
  const context = await launchChromium({ runDir });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(workbenchUrl(server, { folder: o.folder }), { waitUntil: 'domcontentloaded' });
  await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
  return {
    page, context, userDataDir: server.userDataDir, runDir,
    stop: async () => { await context.close().catch(() => {}); await server.stop(); },
  };
}

let vsixPath: string | undefined = process.env.BV_E2E_VSIX || undefined;
/** The .vsix under test: packaged from this checkout once per run, or BV_E2E_VSIX (e.g. an earlier build to compare). */
export function packagedVsix(): string {
  if (!vsixPath) {
    const out = execFileSync(process.execPath, [join(projectRoot, 'scripts/package.mjs')], { cwd: projectRoot, encoding: 'utf8' });
    vsixPath = out.trim().split('\n').pop()!;
  }
  return vsixPath;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

export async function saveDom(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.html`), await page.content());
}

/** Runs a command through the command palette (F1), as a person would. */
export async function runCommand(page: Page, title: string): Promise<void> {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: title }).first();
  // The palette closes when focus moves (see pickFirst): open it again, as a person would.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.keyboard.press('F1');
      await input.waitFor({ timeout: 10_000 });
      await input.fill(`>${title}`, { timeout: 10_000 });
      await row.waitFor({ timeout: 15_000 });
      await input.press('Enter', { timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await page.keyboard.press('Escape');
    }
  }
}

export async function openActivityContainer(page: Page, title: string): Promise<void> {
  await page.locator(`.part.activitybar .action-item a[aria-label^="${title}"]`).first().click();
  await page.locator('.part.sidebar .composite.title .title-label h2', { hasText: title }).waitFor({ timeout: 15_000 });
}

const QUICK_INPUT = '.quick-input-widget .quick-input-box input';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';

/** Set API Key from the palette: waits for the password box, types the key, presses Enter. */
export async function typeApiKey(page: Page, key: string): Promise<void> {
  await runCommand(page, 'Brand Visibility: Set API Key');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('type') === 'password', QUICK_INPUT, { timeout: 10_000 });
  await page.locator(QUICK_INPUT).fill(key);
  await page.locator(QUICK_INPUT).press('Enter');
}

/** Runs a command whose quick pick lists items, narrows it to `search` and takes the first match. */
export async function pickFirst(page: Page, command: string, search: string): Promise<void> {
  // A quick pick closes when focus moves, and a webview that finished loading a moment earlier can still take focus
  // (the workbench focuses a new panel's frame once it loads). A person would open the pick again; so does this.
  for (let attempt = 1; ; attempt++) {
    try {
      await runCommand(page, command);
      // The palette's own rows linger for a moment: wait for this quick pick's title before typing.
      await page.locator('.quick-input-widget .quick-input-title', { hasText: command }).waitFor({ timeout: 15_000 });
      await page.locator(QUICK_INPUT).fill(search, { timeout: 10_000 });
      await page.locator(QUICK_ROWS, { hasText: search }).first().waitFor({ timeout: 30_000 });
      await page.locator(QUICK_INPUT).press('Enter', { timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await page.keyboard.press('Escape');
    }
  }
}

/** The visible panel's content frame (hidden panels keep no webview: retainContextWhenHidden is off). */
export function panelFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
}

export function webviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}
