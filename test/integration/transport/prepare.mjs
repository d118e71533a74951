// Runs in the harness before code-server starts (test/harness/suiteEnv.mjs): certificates are trusted by what a
// process finds when it starts, so they are made here, into the run's folder, and named in the extension host's
// environment. Two throwaway CAs, each signing a made-up host name that only the suite's proxy can reach:
//   system — added to a copy of the machine's CA bundle named by SSL_CERT_FILE, i.e. "installed in the OS store"
//            (Node's system store on Linux is OpenSSL's default file/dir, which SSL_CERT_FILE/SSL_CERT_DIR move);
//   extra  — named by NODE_EXTRA_CA_CERTS only.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestCa } from '../../support/testCa.mjs';

export const SYSTEM_HOST = 'api.bv-test.invalid';
export const EXTRA_HOST = 'extra.bv-test.invalid';
const MACHINE_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

export function prepare(runDir) {
  const dir = join(runDir, 'tls');
  const system = createTestCa(dir, { name: 'system', hosts: [SYSTEM_HOST] });
  const extra = createTestCa(dir, { name: 'extra', hosts: [EXTRA_HOST] });
  let machine = '';
  try {
    machine = readFileSync(process.env.SSL_CERT_FILE || MACHINE_BUNDLE, 'utf8');
  } catch {
    /* no machine bundle: the system store holds the test CA only */
  }
  const bundle = join(dir, 'system-store.pem');
  writeFileSync(bundle, `${machine.trimEnd()}\n${system.caCert}`);
  return { BV_TRANSPORT_TLS_DIR: dir, SSL_CERT_FILE: bundle, NODE_EXTRA_CA_CERTS: extra.caCertPath };
}
