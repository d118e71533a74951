// npm run test:electron — the same extension-host suites on a downloaded desktop VS Code through
// @vscode/test-electron. Needs a machine that can reach update.code.visualstudio.com (not our CI).
//   node test/harness/run-electron.mjs [--suite NAME ...] [--version stable|1.96.0]
import { runTests } from '@vscode/test-electron';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { newRunDir, projectRoot } from './codeServer.mjs';
import { suiteEnvironment } from './suiteEnv.mjs';

const args = process.argv.slice(2);
const picked = args.flatMap((a, i) => (a === '--suite' ? [args[i + 1]] : []));
const version = args.flatMap((a, i) => (a === '--version' ? [args[i + 1]] : []))[0] ?? 'stable';
const skip = new Set(['failing']);
const built = readdirSync(join(projectRoot, 'out/test')).filter((d) => existsSync(join(projectRoot, 'out/test', d, 'index.js')) && !skip.has(d));
const suites = picked.length ? picked : built;
let failed = 0;
for (const suite of suites) {
  console.log(`\n== ${suite} on desktop VS Code ${version}`);
  try {
    const env = await suiteEnvironment(suite, newRunDir(`electron-${suite}`));
    await runTests({
      version,
      extensionDevelopmentPath: projectRoot,
      extensionTestsPath: join(projectRoot, 'out/test', suite, 'index.js'),
      launchArgs: [join(projectRoot, 'test/fixtures/sample-site'), '--disable-extensions'],
      extensionTestsEnv: { BV_SUITE: suite, ...env },
    });
  } catch (e) {
    console.error(`suite ${suite} failed: ${e?.message ?? e}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
