// npm test: every level, in order, on a fresh clone. Prints a closing "N passed, N failed" line
// summed from the mocha runs (unit, extension-host, e2e) and the fault matrix's own count line.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['build', ['npm', 'run', 'build']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['integration', ['npm', 'run', 'test:integration']],
  // Its reporter prints one line per case and "N passed, N failed" (never mocha's "N passing"): counted once.
  ['faults', ['npm', 'run', 'test:faults']],
  ['e2e', ['npm', 'run', 'test:e2e']],
];
const only = process.argv.slice(2);
let passed = 0;
let selfTest = false;
let failed = 0;
const failedSteps = [];

function run(name, [cmd, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    const tally = (chunk) => {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // The runner's self-test runs a deliberately failing suite: its counts are not the project's.
        if (line.startsWith('== runner self-test')) { selfTest = true; continue; }
        if (/^runner self-test (ok|FAILED)/.test(line)) { selfTest = false; continue; }
        if (selfTest) continue;
        let m;
        if ((m = /^\s*(\d+) passing\b/.exec(line))) passed += Number(m[1]);
        if ((m = /^\s*(\d+) failing\b/.exec(line))) failed += Number(m[1]);
        if ((m = /^(\d+) passed, (\d+) failed$/.exec(line))) { passed += Number(m[1]); failed += Number(m[2]); }
      }
    };
    child.stdout.on('data', (d) => { process.stdout.write(d); tally(d); });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => {
      if (code !== 0) failedSteps.push(`${name} (exit ${code})`);
      resolve(code);
    });
  });
}

const started = Date.now();
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n### ${name}`);
  await run(name, command);
}
console.log(`\nnpm test: ${Math.round((Date.now() - started) / 1000)} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
