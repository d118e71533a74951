// npm run test:e2e [-- test/e2e/<file>.e2e.ts ...] — mocha specs that drive the real workbench in headless chromium.
// With files given, only those run (mocha would otherwise add them to the config's own spec list).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHarnessInstalled, exitOnHarnessError } from '../harness/codeServer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
try { ensureHarnessInstalled(); } catch (err) { exitOnHarnessError(err); }
const args = process.argv.slice(2);
const files = args.filter((a) => a.endsWith('.ts'));
const configFile = join(root, 'test/e2e/.mocharc.json');
let mochaArgs = ['--config', configFile, ...args];
if (files.length) {
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  mochaArgs = ['--no-config', '--timeout', String(config.timeout), '--reporter', config.reporter,
    ...config.require.flatMap((r) => ['--require', r]), ...config['node-option'].flatMap((o) => ['--node-option', o]), ...args];
}
const r = spawnSync(process.execPath, [join(root, 'node_modules/mocha/bin/mocha.js'), ...mochaArgs], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
