// Runs extension-host test suites inside code-server's real extension host, driven through chromium.
// The suite's result comes back through the smoke-test driver's `codeAutomationExit`.
// A suite can ask for what only a person can do in the workbench (grant workspace trust) through `requestsDir`: it
// writes `<action>.request` there, the runner does it in the page and answers with `<action>.done` ("ok" or why not).
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';
import { join } from 'node:path';
import { launchChromium, startCodeServer, workbenchUrl, projectRoot } from './codeServer.mjs';

/**
 * @param {{ extensionDevelopmentPath: string, extensionTestsPath: string, folder?: string, userDataDir?: string,
 *   extensionsDir?: string, settings?: object, env?: object, timeoutMs?: number, failureScreenshot?: string,
 *   workspaceTrust?: boolean, requestsDir?: string }} o
 * @returns {Promise<number>} the exit code of the suite (0 = all passed)
 */
export async function runTestsInWorkbench(o) {
  const timeoutMs = o.timeoutMs ?? 15 * 60_000;
  const serverLog = [];
  const server = await startCodeServer({
    userDataDir: o.userDataDir, extensionsDir: o.extensionsDir, settings: o.settings, env: o.env,
    workspaceTrust: o.workspaceTrust, log: (line) => serverLog.push(line),
  });
  let browser;
  try {
    browser = await launchChromium({ runDir: server.runDir });
    const page = browser.pages()[0] ?? (await browser.newPage());
    let settled = false;
    let settle;
    const exitCode = new Promise((resolve) => { settle = (code) => { if (!settled) { settled = true; resolve(code); } }; });
    await page.exposeFunction('codeAutomationExit', (code) => settle(Number(code) || 0));
    await page.exposeFunction('codeAutomationLog', (_level, args) => {
      // The renderer forwards console calls with their format arguments (mocha uses '%s').
      const text = Array.isArray(args) ? format(...args) : String(args);
      if (isWorkbenchNoise(text)) return;
      process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    });
    const timer = setTimeout(() => {
      console.error(`harness: no result after ${Math.round(timeoutMs / 1000)} s; failing the run`);
      settle(1);
    }, timeoutMs);
    server.process.on('exit', (code) => {
      if (!settled) console.error(`harness: code-server exited (${code}) before the tests ended`);
      settle(1);
    });
    await page.goto(workbenchUrl(server, o), { waitUntil: 'domcontentloaded' });
    const stopAnswering = o.requestsDir ? answerRequests(page, o.requestsDir) : () => {};
    const code = await exitCode;
    stopAnswering();
    clearTimeout(timer);
    if (code !== 0) {
      const shot = o.failureScreenshot ?? join(projectRoot, 'test-results', 'integration-failure.png');
      mkdirSync(join(shot, '..'), { recursive: true });
      await page.screenshot({ path: shot }).catch(() => {});
      if (process.env.BV_HARNESS_VERBOSE) process.stderr.write(serverLog.join(''));
    }
    return code;
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}

/** What a suite may ask the runner to do in the page. */
const pageActions = {
  /** Clicks "Trust" in the Workspace Trust editor (the suite opens it with `workbench.trust.manage`). */
  'grant-trust': async (page) => {
    const trust = page.locator('.workspace-trust-editor .workspace-trust-buttons-row .monaco-button', { hasText: /^\s*Trust(?! Parent)/ }).first();
    await trust.waitFor({ timeout: 30_000 });
    await trust.click();
  },
};

/** Polls `dir` for `<action>.request` files and answers each with `<action>.done`; returns a stop function. */
function answerRequests(page, dir) {
  mkdirSync(dir, { recursive: true });
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    const pending = readdirSync(dir).filter((f) => f.endsWith('.request'));
    if (pending.length === 0) return;
    busy = true;
    for (const file of pending) {
      const action = file.slice(0, -'.request'.length);
      const taken = join(dir, `${action}.taken`);
      renameSync(join(dir, file), taken);
      let answer = 'ok';
      try {
        if (!pageActions[action]) throw new Error(`unknown action ${action}`);
        await pageActions[action](page);
      } catch (e) {
        answer = `failed: ${e?.message ?? e}`;
      }
      writeFileSync(join(dir, `${action}.done`), answer);
    }
    busy = false;
  }, 200);
  return () => clearInterval(timer);
}

// Workbench chatter that says nothing about the suite (no network here, no gallery, sockets).
const noise = [/ENOTFOUND/, /^Creating a socket/, /^Resolv(ing|ed) connection token/, /^\[reconnection-grace-time\]/,
  /^Updating additional builtin extensions cache/, /^\[Service Worker\]/, /^\[AgentHost/, /^\[AccountPolicyGate\]/];
function isWorkbenchNoise(text) {
  return noise.some((re) => re.test(text));
}
