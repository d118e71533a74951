// Runs extension-host test suites inside code-server's real extension host, driven through chromium.
// The suite's result comes back through the smoke-test driver's `codeAutomationExit`.
import { mkdirSync } from 'node:fs';
import { format } from 'node:util';
import { join } from 'node:path';
import { launchChromium, startCodeServer, workbenchUrl, projectRoot } from './codeServer.mjs';

/**
 * @param {{ extensionDevelopmentPath: string, extensionTestsPath: string, folder?: string, userDataDir?: string,
 *   extensionsDir?: string, settings?: object, env?: object, timeoutMs?: number, failureScreenshot?: string }} o
 * @returns {Promise<number>} the exit code of the suite (0 = all passed)
 */
export async function runTestsInWorkbench(o) {
  const timeoutMs = o.timeoutMs ?? 15 * 60_000;
  const serverLog = [];
  const server = await startCodeServer({
    userDataDir: o.userDataDir, extensionsDir: o.extensionsDir, settings: o.settings, env: o.env,
    log: (line) => serverLog.push(line),
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
    const code = await exitCode;
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

// Workbench chatter that says nothing about the suite (no network here, no gallery, sockets).
const noise = [/ENOTFOUND/, /^Creating a socket/, /^Resolv(ing|ed) connection token/, /^\[reconnection-grace-time\]/,
  /^Updating additional builtin extensions cache/, /^\[Service Worker\]/, /^\[AgentHost/, /^\[AccountPolicyGate\]/];
function isWorkbenchNoise(text) {
  return noise.some((re) => re.test(text));
}
