// npm run demo: VS Code with the extension on the built-in sample API and a sample site, ready to use
// with no manual key entry. Desktop `code` when it is on PATH, else code-server in the browser.
// Ctrl+C stops everything it started (sample API, code-server and their children).
//   node scripts/demo.mjs [--port N] [--browser-only]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const browserOnly = args.includes('--browser-only') || !hasDesktopCode();
const demoDir = join(root, '.harness', 'demo');
const cleanups = [];
let stopping = false;
const pids = [];

function hasDesktopCode() {
  const r = spawnSync('code', ['--version'], { encoding: 'utf8' });
  return r.status === 0 && !/code-server/i.test(r.stdout ?? '');
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the child is gone, so nothing outlives the demo. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const fn of cleanups.reverse()) { try { await fn(); } catch { /* best effort */ } }
  process.exit(code);
}
process.on('SIGINT', () => { console.log('\ndemo: stopping…'); void stopAll(0); });
process.on('SIGTERM', () => void stopAll(0));

function startSampleApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/sample-api/main.ts'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => stopChild(child));
  pids.push(['sample-api', child.pid]);
  const keys = {};
  let url = '';
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const l = /^listening on (\S+)/.exec(line); if (l) url = l[1];
      const k = /^key (\S+) (\S+)/.exec(line); if (k) keys[k[1]] = k[2];
      if (url && keys.member && keys.archived) resolve({ url, keys });
    });
    child.on('exit', (c) => { if (!stopping) reject(new Error(`sample API exited (${c})`)); });
  });
}

console.log('demo: building the extension…');
execFileSync(process.execPath, [join(root, 'esbuild.mjs'), '--no-tests'], { cwd: root, stdio: 'inherit' });
const api = await startSampleApi();
console.log(`demo: sample API at ${api.url} (member key in use; other sample keys in the README)`);

// A fresh copy of the sample site, so quick fixes in the demo never edit the test fixtures.
const workspace = join(demoDir, 'sample-site');
rmSync(workspace, { recursive: true, force: true });
mkdirSync(demoDir, { recursive: true });
cpSync(join(root, 'test/fixtures/sample-site'), workspace, { recursive: true });

// The key goes into settings once; the extension moves it into SecretStorage at start and removes it from settings.
const settings = { 'brandVisibility.baseUrl': api.url, 'brandVisibility.apiKey': api.keys.member };

if (!browserOnly) {
  const userDataDir = join(demoDir, 'desktop-user-data');
  const { seedUserSettings } = await import('../test/harness/codeServer.mjs');
  seedUserSettings(userDataDir, settings);
  console.log('demo: opening desktop VS Code (close its window or press Ctrl+C to stop)');
  const code = spawn('code', ['--wait', '--new-window', `--user-data-dir=${userDataDir}`, `--extensionDevelopmentPath=${root}`, workspace], { stdio: 'inherit' });
  cleanups.push(() => stopChild(code));
  code.on('exit', () => void stopAll(0));
} else {
  const { startCodeServer, codeServerCli, newRunDir } = await import('../test/harness/codeServer.mjs');
  const runDir = newRunDir('demo');
  const extensionsDir = join(runDir, 'extensions');
  console.log('demo: packaging and installing the extension into code-server…');
  const vsix = execFileSync(process.execPath, [join(root, 'scripts/package.mjs')], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop();
  const install = codeServerCli(['--extensions-dir', extensionsDir, '--user-data-dir', join(runDir, 'user-data'), '--install-extension', vsix, '--force'], { runDir });
  if (install.status !== 0) throw new Error(`installing the extension failed: ${install.stderr}`);
  const server = await startCodeServer({ runDir, extensionsDir, smokeTestDriver: false, settings });
  cleanups.push(() => server.stop());
  server.process.on('exit', () => void stopAll(0));
  const url = `${server.url}/?folder=${encodeURIComponent(workspace)}`;
  console.log(`\n  Brand Visibility demo: open ${url}\n  (Ctrl+C to stop)\n`);
  pids.push(['code-server', server.process.pid]);
  console.log(`demo: processes ${pids.map(([n, p]) => `${n}=${p}`).join(' ')}`);
  console.log(`demo url: ${url}`);
}
