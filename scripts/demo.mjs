// npm run demo: VS Code with the extension on the built-in sample API and a sample site, ready to use: the sample
// key is stored, the Brand Visibility view is open and so is a page file with findings. Desktop `code` when it is on
// PATH, else code-server in the browser (first run: installs the harness, see README "What the first run installs").
//   node scripts/demo.mjs [--browser-only]
// Every exit path — an error, Ctrl+C, SIGTERM, SIGHUP (closed terminal) — stops everything the demo started.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const browserOnly = args.includes('--browser-only') || !hasDesktopCode();
const demoDir = join(root, '.harness', 'demo');
// The page the companion opens when no finding has arrived after 30 s (it prefers the file with most findings).
const FALLBACK_PAGE = 'src/pages/demo.astro';
const run = promisify(execFile);

/** A step that failed for a reason we expected: printed as one line, never as a stack trace. */
class StepError extends Error {
  constructor(step, reason) {
    super(`${step} failed: ${reason}`);
    this.step = step;
  }
}

// A closed terminal turns every later write into EIO/EPIPE: that must not stop the clean-up.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
const say = (line) => { try { console.log(line); } catch { /* terminal gone */ } };
const warn = (line) => { try { console.error(line); } catch { /* terminal gone */ } };

const cleanups = [];
const pids = [];
let stopping = false;

/** Stops everything started so far (newest first) and exits. Runs once, whatever called it. */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of cleanups.reverse()) {
    try { await stop(); } catch { /* best effort: the others still stop */ }
  }
  process.exit(code);
}

process.on('SIGINT', () => { say('\ndemo: stopping…'); void shutdown(0); });
process.on('SIGTERM', () => void shutdown(143));
process.on('SIGHUP', () => void shutdown(129));
process.on('unhandledRejection', (err) => fail(err));
process.on('uncaughtException', (err) => fail(err));

function fail(err) {
  if (stopping) return;
  if (err instanceof StepError || err?.name === 'HarnessSetupError') warn(`demo: ${err.message}`);
  else warn(`demo: unexpected error: ${err?.stack ?? err}`);
  void shutdown(1);
}

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

/** Runs a build step with its output shown; a failure names the step (the tool's own output is above it). */
async function step(name, file, argv) {
  try {
    const { stdout } = await run(file, argv, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    if (err.stdout) process.stdout.write(lastLines(err.stdout));
    if (err.stderr) process.stderr.write(lastLines(err.stderr));
    throw new StepError(name, err.code === 'ENOENT' ? `${file} not found` : `exit ${err.code ?? err.signal} (its output is above)`);
  }
}

function lastLines(text, n = 30) {
  const lines = String(text).trimEnd().split('\n');
  return `${lines.slice(-n).join('\n')}\n`;
}

function startSampleApi() {
  // --exit-with-stdin: should the demo itself be killed outright, the sample API sees its stdin close and stops.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/sample-api/main.ts'), '--port', '0', '--exit-with-stdin'], {
    cwd: root, stdio: ['pipe', 'pipe', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  pids.push(['sample-api', child.pid]);
  const keys = {};
  let url = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new StepError('starting the sample API', 'it did not announce its address within 30 s')), 30_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const l = /^listening on (\S+)/.exec(line); if (l) url = l[1];
      const k = /^key (\S+) (\S+)/.exec(line); if (k) keys[k[1]] = k[2];
      if (url && keys.member && keys.archived) { clearTimeout(timer); resolve({ url, keys }); }
    });
    child.on('error', (e) => reject(new StepError('starting the sample API', e.message)));
    child.on('exit', (c) => { if (!stopping) reject(new StepError('starting the sample API', `it exited (${c})`)); });
  });
}

/** The companion extension (scripts/demo-companion) with this run's key, packaged as a .vsix. */
async function packageCompanion(runDir, key) {
  const dir = join(runDir, 'demo-companion');
  cpSync(join(root, 'scripts/demo-companion'), dir, { recursive: true });
  writeFileSync(join(dir, 'demo.json'), JSON.stringify({ key, openFile: FALLBACK_PAGE }));
  const out = join(runDir, 'brand-visibility-demo.vsix');
  const vsce = join(root, 'node_modules/@vscode/vsce/vsce');
  try {
    await run(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', out], { cwd: dir });
  } catch (err) {
    process.stderr.write(lastLines(`${err.stdout ?? ''}${err.stderr ?? ''}`));
    throw new StepError('packaging the demo set-up extension', `exit ${err.code}`);
  }
  return { dir, vsix: out };
}

function printWelcome(url, keys) {
  const roles = Object.keys(keys);
  say('');
  say(`  Brand Visibility demo: open ${url}`);
  say('  The sample key "member" is stored; the Brand Visibility view and a page with findings open by themselves.');
  say(`  Sample keys (${roles.join(', ')}): README.md, section "The sample API", says what each one does.`);
  say('  To try another: run "Brand Visibility: Set API Key" and paste one of:');
  for (const role of roles) say(`    ${role.padEnd(10)} ${keys[role]}`);
  say('  Ctrl+C stops the demo and everything it started.');
  say('');
}

async function main() {
  if (browserOnly) {
    say('demo: checking the VS Code harness (the first run installs it: a few minutes)…');
    const { setupHarness } = await import('../test/harness/codeServer.mjs');
    await setupHarness();
  }
  say('demo: building the extension…');
  await step('building the extension', process.execPath, [join(root, 'esbuild.mjs'), '--no-tests']);
  const api = await startSampleApi();
  say(`demo: sample API at ${api.url}`);

  // A fresh copy of the sample site, so quick fixes in the demo never edit the test fixtures.
  const workspace = join(demoDir, 'sample-site');
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(demoDir, { recursive: true });
  cpSync(join(root, 'test/fixtures/sample-site'), workspace, { recursive: true });
  const settings = { 'brandVisibility.baseUrl': api.url };

  if (!browserOnly) {
    const userDataDir = join(demoDir, 'desktop-user-data');
    const { seedUserSettings } = await import('../test/harness/codeServer.mjs');
    seedUserSettings(userDataDir, settings);
    const companion = await packageCompanion(demoDir, api.keys.member);
    say('demo: opening desktop VS Code (close its window or press Ctrl+C to stop)');
    const code = spawn('code', ['--wait', '--new-window', `--user-data-dir=${userDataDir}`, `--extensionDevelopmentPath=${root}`,
      `--extensionDevelopmentPath=${companion.dir}`, workspace], { stdio: 'inherit' });
    cleanups.push(() => stopChild(code));
    code.on('exit', () => void shutdown(0));
    printWelcome('the VS Code window', api.keys);
    return;
  }

  const { startCodeServer, codeServerCli, newRunDir } = await import('../test/harness/codeServer.mjs');
  const runDir = newRunDir('demo');
  const extensionsDir = join(runDir, 'extensions');
  say('demo: packaging and installing the extension into code-server…');
  const packaged = await step('packaging the extension', process.execPath, [join(root, 'scripts/package.mjs')]);
  const vsix = packaged.trim().split('\n').pop();
  const companion = await packageCompanion(runDir, api.keys.member);
  for (const file of [vsix, companion.vsix]) {
    const install = codeServerCli(['--extensions-dir', extensionsDir, '--user-data-dir', join(runDir, 'user-data'), '--install-extension', file, '--force'], { runDir });
    if (install.status !== 0) {
      process.stderr.write(lastLines(`${install.stdout ?? ''}${install.stderr ?? ''}`));
      throw new StepError('installing the extension into code-server', `exit ${install.status}`);
    }
  }
  let server;
  try {
    server = await startCodeServer({ runDir, extensionsDir, smokeTestDriver: false, settings });
  } catch (err) {
    throw new StepError('starting code-server', err.message);
  }
  cleanups.push(() => server.stop());
  server.process.on('exit', () => { if (!stopping) { warn('demo: code-server exited'); void shutdown(1); } });
  const url = `${server.url}/?folder=${encodeURIComponent(workspace)}`;
  pids.push(['code-server', server.process.pid]);
  printWelcome(url, api.keys);
  say(`demo: processes ${pids.map(([n, p]) => `${n}=${p}`).join(' ')}`);
  say(`demo url: ${url}`);
}

main().catch(fail);
