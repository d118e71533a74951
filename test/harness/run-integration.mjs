// Runs the extension-host suites in a real VS Code (code-server) through @vscode/test-electron's own
// runTests(), pointed at our code-compatible executable. Exit code = suites' result.
//   node test/harness/run-integration.mjs [--suite NAME ...] [--skip-self-test]
import { runTests } from '@vscode/test-electron';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, ensureHarnessInstalled, exitOnHarnessError, newRunDir } from './codeServer.mjs';
import { suiteEnvironment } from './suiteEnv.mjs';

const args = process.argv.slice(2);
const picked = args.flatMap((a, i) => (a === '--suite' ? [args[i + 1]] : []));
const skipSelfTest = args.includes('--skip-self-test') || picked.length > 0;
const executable = join(projectRoot, 'test/harness/bin/code');
// Suites run by default, in order; `failing` is only the runner's self-test, `faults` runs via test:faults,
// `bench-host` is npm run bench's measuring half (bench/host.ts sets up its API and settings).
const defaultOrder = ['smoke', 'core', 'trust', 'tree', 'diagnostics', 'panels', 'tools'];
const special = new Set(['failing', 'faults', 'bench-host']);
const available = readdirSync(join(projectRoot, 'out/test')).filter((d) => existsSync(join(projectRoot, 'out/test', d, 'index.js')));
const suites = picked.length ? picked : [...defaultOrder.filter((s) => available.includes(s)), ...available.filter((s) => !defaultOrder.includes(s) && !special.has(s))];

try { ensureHarnessInstalled(); } catch (err) { exitOnHarnessError(err); }

async function runSuite(name) {
  const extensionTestsPath = join(projectRoot, 'out/test', name, 'index.js');
  if (!existsSync(extensionTestsPath)) throw new Error(`no built suite ${name} (run npm run build)`);
  // Each suite gets a fresh profile and its own copy of the sample site: no state leaks between suites,
  // and quick fixes or workspace settings written by a test never touch the fixture.
  const runDir = newRunDir(`suite-${name}`);
  const folder = join(runDir, 'sample-site');
  cpSync(join(projectRoot, 'test/fixtures/sample-site'), folder, { recursive: true });
  let env;
  try {
    env = await suiteEnvironment(name, runDir);
  } catch (e) {
    console.error(`suite ${name}: preparing its environment failed: ${e?.message ?? e}`);
    return 1;
  }
  try {
    await runTests({
      vscodeExecutablePath: executable,
      extensionDevelopmentPath: projectRoot,
      extensionTestsPath,
      launchArgs: [folder, `--user-data-dir=${join(runDir, 'user-data')}`, `--extensions-dir=${join(runDir, 'extensions')}`],
      extensionTestsEnv: { BV_SUITE: name, ...env },
    });
    return 0;
  } catch (e) {
    return typeof e?.code === 'number' ? e.code : 1;
  }
}

let failed = 0;
const failedSuites = [];
if (!skipSelfTest) {
  console.log('\n== runner self-test: the deliberately failing suite must exit non-zero');
  const code = await runSuite('failing');
  if (code === 0) { console.log('runner self-test FAILED: a failing suite exited 0'); failed++; failedSuites.push('runner self-test'); }
  else console.log(`runner self-test ok: failing suite exited ${code}`);
}
for (const suite of suites) {
  console.log(`\n== extension-host suite: ${suite}`);
  const code = await runSuite(suite);
  if (code !== 0) { console.error(`suite ${suite} failed (exit ${code})`); failed++; failedSuites.push(suite); }
}
console.log(`\nintegration: ${suites.length} suite(s) run, ${failed ? `${failed} run(s) failed: ${failedSuites.join(', ')}` : 'all passed'}`);
process.exit(failed ? 1 : 0);
