// npm run test:e2e — mocha specs that drive the real workbench in headless chromium.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHarnessInstalled } from '../harness/codeServer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
ensureHarnessInstalled();
const r = spawnSync(process.execPath, [join(root, 'node_modules/mocha/bin/mocha.js'), '--config', join(root, 'test/e2e/.mocharc.json'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
