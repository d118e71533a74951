// npm test: every level, in order, on a fresh clone. Prints a closing "N passed, N failed" line
// summed from the mocha runs (unit, extension-host, e2e).
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
  ['e2e', ['npm', 'run', 'test:e2e']],
];
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failedSteps = [];

function run(name, [cmd, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const tally = (chunk) => {
      const text = String(chunk);
      for (const m of text.matchAll(/^\s*(\d+) passing\b/gm)) passed += Number(m[1]);
      for (const m of text.matchAll(/^\s*(\d+) failing\b/gm)) failed += Number(m[1]);
      for (const m of text.matchAll(/^(\d+) passed, (\d+) failed$/gm)) { passed += Number(m[1]); failed += Number(m[2]); }
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
