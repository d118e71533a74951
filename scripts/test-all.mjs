// npm test: every level, in order, on a fresh clone. Prints a closing "N passed, N failed" line summed from the
// mocha runs (unit, extension-host, e2e) and the fault matrix's own count line; a step that fails without a failing
// test of its own (a crash, a harness that could not be installed) counts as one failure there too.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closingLines, failureReader, tallyLine } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  // The real VS Code (code-server, chromium) first: when it cannot be installed, the steps that need it are skipped
  // with that reason instead of each failing on its own.
  ['harness', ['npm', 'run', 'setup:harness']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['build', ['npm', 'run', 'build']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['integration', ['npm', 'run', 'test:integration']],
  // Its reporter prints one line per case and "N passed, N failed" (never mocha's "N passing"): counted once.
  ['faults', ['npm', 'run', 'test:faults']],
  ['e2e', ['npm', 'run', 'test:e2e']],
];
const needsHarness = new Set(['integration', 'faults', 'e2e']);
const only = process.argv.slice(2);
const tally = { passed: 0, failed: 0 };
let selfTest = false;
const failedSteps = [];
/** @type {Array<{ step: string, title: string[], error: string }>} */
const failures = [];

function run(name, [cmd, ...args]) {
  const failedBefore = tally.failed;
  const reader = failureReader();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    const readChunk = (chunk) => {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // The runner's self-test runs a deliberately failing suite: its counts are not the project's.
        if (line.startsWith('== runner self-test')) { selfTest = true; continue; }
        if (/^runner self-test (ok|FAILED)/.test(line)) { selfTest = false; continue; }
        if (!selfTest) { tallyLine(line, tally); reader.read(line); }
      }
    };
    child.stdout.on('data', (d) => { process.stdout.write(d); readChunk(d); });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => {
      if (code !== 0) failedSteps.push({ name, why: `exit ${code}`, failedTests: tally.failed - failedBefore });
      failures.push(...reader.failures.map((f) => ({ step: name, ...f })));
      resolve(code);
    });
  });
}

const started = Date.now();
let harnessFailed = false;
for (const [name, command] of steps) {
  if (only.length && !only.includes(name) && name !== 'harness') continue;
  if (name === 'harness' && only.length && !only.some((s) => needsHarness.has(s))) continue;
  console.log(`\n### ${name}`);
  if (harnessFailed && needsHarness.has(name)) {
    console.log(`skipped: the VS Code harness could not be installed (see "### harness" above)`);
    failedSteps.push({ name, why: 'skipped, no harness', failedTests: 0 });
    continue;
  }
  const code = await run(name, command);
  if (name === 'harness' && code !== 0) harnessFailed = true;
}
for (const line of closingLines({ seconds: Math.round((Date.now() - started) / 1000), ...tally, failedSteps, failures })) console.log(line);
process.exit(failedSteps.length ? 1 : 0);
