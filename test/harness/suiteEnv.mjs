// Some suites need their environment ready before VS Code starts (NODE_EXTRA_CA_CERTS and the system certificate
// store are read when a process starts). test/integration/<suite>/prepare.mjs, when present, exports
// `prepare(runDir)`, which writes what it needs into the run's folder and returns variables for the extension host.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './codeServer.mjs';

/** @returns {Promise<Record<string, string>>} */
export async function suiteEnvironment(suite, runDir) {
  const file = join(projectRoot, 'test/integration', suite, 'prepare.mjs');
  if (!existsSync(file)) return {};
  const { prepare } = await import(pathToFileURL(file).href);
  return prepare(runDir);
}
