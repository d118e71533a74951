// `npm install && npm run demo` as a newcomer types it, on a fresh checkout: it works, its first screen shows the
// product, a failure names its step and reason, and no exit path leaves a process behind.
import * as assert from 'node:assert/strict';
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, newRunDir } from '../harness/codeServer.mjs';
import { freshCheckout, leftoversAfter, linkInstalledHarness, npmInstall, npmRun } from './freshCheckout';
import { screenshot } from './workbench';

function waitForLine(run: ReturnType<typeof npmRun>, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const timer = setInterval(() => {
      const m = pattern.exec(run.output());
      if (m) { clearInterval(timer); resolve(m); } else if (Date.now() > deadline || run.child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`no line ${pattern} (exit ${run.child.exitCode}):\n${run.output().slice(-3000)}`));
      }
    }, 200);
  });
}

describe('e2e: npm run demo on a fresh checkout', function () {
  this.timeout(600_000);
  let clone: string;
  // A test that fails half-way must not leave its demo running into the next test's "no process left" check.
  const started: Array<ReturnType<typeof npmRun>> = [];
  const demo = (env?: Record<string, string>): ReturnType<typeof npmRun> => {
    const run = npmRun(clone, 'demo', env);
    started.push(run);
    return run;
  };
  afterEach(async () => {
    for (const run of started.splice(0)) {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        try { process.kill(-run.child.pid!, 'SIGKILL'); } catch { /* already gone */ }
      }
    }
    await leftoversAfter(clone, 5_000);
  });

  before(() => {
    clone = freshCheckout();
    npmInstall(clone);
  });

  after(() => {
    if (clone) rmSync(join(clone, '..'), { recursive: true, force: true });
  });

  it('with the npm registry unreachable: exits non-zero, names the failing step and why, leaves no process', async () => {
    const run = demo({ npm_config_registry: 'http://127.0.0.1:9/' });
    const code = await run.exited;
    const out = run.output();
    assert.notEqual(code, 0, out);
    assert.match(out, /setup-harness: installing [^\n]* failed: the npm registry could not be reached/);
    assert.match(out, /demo: setting up the VS Code harness failed/);
    assert.doesNotMatch(out, /^\s+at .*\(.*:\d+:\d+\)$/m, 'no stack trace');
    assert.deepEqual(await leftoversAfter(clone), []);
  });

  it('starts: the sample brand in the Brand Visibility view, a page with findings open, no key notice; Ctrl+C leaves nothing', async () => {
    linkInstalledHarness(clone);
    const run = demo();
    const [, url] = await waitForLine(run, /^demo url: (\S+)$/m, 300_000);
    assert.match(run.output(), /key member bvk_|member\s+bvk_/);
    assert.match(run.output(), /README\.md, section "The sample API"/);
    const context = await launchChromium({ runDir: newRunDir('demo-browser') });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      await page.locator('.part.sidebar .composite.title .title-label h2', { hasText: 'Brand Visibility' }).waitFor({ timeout: 60_000 });
      await page.locator('.part.sidebar .monaco-list-row .label-name', { hasText: 'Tallyhawk' }).first().waitFor({ timeout: 60_000 });
      // The companion opens the page file with findings once they are published.
      await page.locator('.tabs-container .tab.active .label-name').first().waitFor({ timeout: 60_000 });
      const tab = await page.locator('.tabs-container .tab.active').first().getAttribute('aria-label');
      assert.match(tab ?? '', /\.(astro|md)\b/);
      const toasts = await page.locator('.notifications-toasts .notification-list-item-message').allTextContents();
      assert.ok(!toasts.some((t) => /moved your API key/i.test(t)), toasts.join(' | '));
      await screenshot(page, 'demo-first-screen');
    } finally {
      await context.close().catch(() => {});
    }
    // Ctrl+C reaches the whole foreground group: npm itself ends by the signal, the demo stops what it started.
    process.kill(-run.child.pid!, 'SIGINT');
    await run.exited;
    assert.match(run.output(), /demo: stopping…/);
    assert.deepEqual(await leftoversAfter(clone), []);
  });

  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    it(`${signal} to the demo stops everything it started`, async () => {
      const run = demo();
      await waitForLine(run, /^demo url: /m, 300_000);
      process.kill(-run.child.pid!, signal);
      await run.exited;
      assert.deepEqual(await leftoversAfter(clone), []);
    });
  }

  it('a failure after the sample API started stops it, names the step, prints no stack trace', async () => {
    // A code-server that cannot run: its entry point exits at once (the hard-linked install is unlinked, not edited).
    const csDir = join(clone, '.harness/code-server');
    rmSync(csDir, { recursive: true, force: true });
    const entry = join(csDir, 'node_modules/code-server/out/node');
    mkdirSync(entry, { recursive: true });
    writeFileSync(join(entry, 'entry.js'), 'console.error("broken on purpose"); process.exit(3);\n');
    const run = demo();
    const code = await run.exited;
    const out = run.output();
    assert.notEqual(code, 0, out);
    assert.match(out, /demo: sample API at /);
    assert.match(out, /demo: installing the extension into code-server failed: exit 3/);
    assert.doesNotMatch(out, /^\s+at .*\(.*:\d+:\d+\)$/m, 'no stack trace');
    assert.deepEqual(await leftoversAfter(clone), []);
  });
});
