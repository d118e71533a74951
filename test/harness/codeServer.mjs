// Starts code-server (VS Code 1.139 server + web workbench) and headless Debian chromium, per
// shared/notes/real-vscode-harness.md. Used by the integration runner, the e2e suite and the demo.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const harnessDir = join(projectRoot, '.harness');
const node24 = join(harnessDir, 'node24/node_modules/.bin/node');
const codeServerBin = join(harnessDir, 'code-server/node_modules/code-server/out/node/entry.js');
export const chromiumPath = process.env.BV_CHROMIUM ?? '/usr/bin/chromium';

/** An expected failure of the harness install: the script has already printed its output and the reason. */
export class HarnessSetupError extends Error {
  constructor() {
    super('setting up the VS Code harness failed (scripts/setup-harness.sh; its reason is printed above)');
    this.name = 'HarnessSetupError';
  }
}

export function harnessInstalled() {
  return existsSync(node24) && existsSync(codeServerBin) && existsSync(chromiumPath);
}

/** Installs Node 24, code-server and chromium when missing (the project's own script, never by hand). */
export function ensureHarnessInstalled() {
  if (harnessInstalled()) return;
  const r = spawnSync('bash', [join(projectRoot, 'scripts/setup-harness.sh')], { stdio: 'inherit' });
  if (r.status !== 0) throw new HarnessSetupError();
}

/** The same, without blocking the event loop (the demo stays responsive to Ctrl+C during the install). */
export function setupHarness() {
  if (harnessInstalled()) return Promise.resolve();
  return new Promise((resolveSetup, reject) => {
    const child = spawn('bash', [join(projectRoot, 'scripts/setup-harness.sh')], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolveSetup() : reject(new HarnessSetupError())));
  });
}

/** For the runners' top level: an expected harness failure is one line and exit 1, never a stack trace. */
export function exitOnHarnessError(err) {
  if (err instanceof HarnessSetupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

export function newRunDir(prefix = 'run') {
  const runs = join(harnessDir, 'runs');
  mkdirSync(runs, { recursive: true });
  return mkdtempSync(join(runs, `${prefix}-`));
}

const baseSettings = {
  'workbench.startupEditor': 'none',
  'chat.disableAIFeatures': true,
  'workbench.tips.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'update.mode': 'none',
  'security.workspace.trust.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'git.openRepositoryInParentFolders': 'never',
};

/** Writes <userDataDir>/User/settings.json: the harness's quiet defaults under the given settings. */
export function seedUserSettings(userDataDir, settings = {}) {
  const file = join(userDataDir, 'User', 'settings.json');
  mkdirSync(dirname(file), { recursive: true });
  let existing = {};
  if (existsSync(file)) {
    try { existing = JSON.parse(readFileSync(file, 'utf8')); } catch { existing = {}; }
  }
  writeFileSync(file, JSON.stringify({ ...baseSettings, ...existing, ...settings }, null, 2));
}

function runEnv(runDir, extraEnv) {
  const tmp = join(runDir, 'tmp');
  for (const d of ['tmp', 'xdg-config', 'xdg-data', 'xdg-cache', 'xdg-runtime']) mkdirSync(join(runDir, d), { recursive: true });
  return {
    ...process.env,
    ...extraEnv,
    TMPDIR: tmp,
    XDG_CONFIG_HOME: join(runDir, 'xdg-config'),
    XDG_DATA_HOME: join(runDir, 'xdg-data'),
    XDG_CACHE_HOME: join(runDir, 'xdg-cache'),
    XDG_RUNTIME_DIR: join(runDir, 'xdg-runtime'),
    PATH: `${dirname(node24)}:${process.env.PATH}`,
  };
}

/** Runs the code-server CLI for a one-shot command (e.g. --install-extension). */
export function codeServerCli(args, { runDir, env } = {}) {
  ensureHarnessInstalled();
  const dir = runDir ?? newRunDir('cli');
  return spawnSync(node24, [codeServerBin, ...args], { env: runEnv(dir, env), encoding: 'utf8' });
}

/**
 * Starts code-server on loopback. Resolves once /healthz answers. Workspace trust is off (every folder trusted) unless
 * `workspaceTrust` is set: then a folder opens in Restricted Mode, as a freshly cloned repository does (the suite's
 * settings must also turn `security.workspace.trust.enabled` on).
 * @returns {{ url: string, port: number, userDataDir: string, extensionsDir: string, runDir: string, process: import('node:child_process').ChildProcess, stop: () => Promise<void> }}
 */
export async function startCodeServer({ runDir = newRunDir(), userDataDir, extensionsDir, settings = {}, env = {}, smokeTestDriver = true, workspaceTrust = false, log = () => {} } = {}) {
  ensureHarnessInstalled();
  userDataDir ??= join(runDir, 'user-data');
  extensionsDir ??= join(runDir, 'extensions');
  mkdirSync(userDataDir, { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  seedUserSettings(userDataDir, settings);
  const port = await freePort();
  const config = join(runDir, 'config.yaml');
  writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const args = [
    codeServerBin,
    '--config', config,
    '--auth', 'none',
    '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    ...(workspaceTrust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    '--ignore-last-opened',
    '--user-data-dir', userDataDir,
    '--extensions-dir', extensionsDir,
  ];
  if (smokeTestDriver) args.push('--vscode-option', 'enable-smoke-test-driver');
  // detached: its own process group, so stop() ends the server and every child it forked (extension hosts, pty host).
  const child = spawn(node24, args, { env: runEnv(runDir, env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.on('data', (d) => log(String(d)));
  child.stderr.on('data', (d) => log(String(d)));
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => { exited = true; });
  const stop = async () => {
    if (exited) return;
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    const deadline = Date.now() + 5000;
    while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!exited) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('code-server exited during start-up');
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { await stop(); throw new Error('code-server did not answer /healthz within 60 s'); }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, userDataDir, extensionsDir, runDir, process: child, stop };
}

/** Launches headless Debian chromium through playwright-core (never a downloaded browser). */
export async function launchChromium({ runDir, headless = true } = {}) {
  const { chromium } = await import('playwright-core');
  const profile = join(runDir ?? newRunDir('chromium'), 'chromium-profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless,
    viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  return context;
}

/** The workbench URL that loads an extension in development mode and (optionally) runs its tests. */
export function workbenchUrl(server, { folder, extensionDevelopmentPath, extensionTestsPath }) {
  const remote = (p) => `vscode-remote://127.0.0.1:${server.port}${resolve(p)}`;
  const payload = [];
  if (extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(extensionDevelopmentPath)]);
  if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath)]);
  const q = new URLSearchParams();
  if (folder) q.set('folder', resolve(folder));
  if (payload.length) q.set('payload', JSON.stringify(payload));
  return `${server.url}/?${q.toString()}`;
}
