// A throwaway certificate authority for tests, made with the system's `openssl` at test time: one CA and one server
// certificate it signs for the given host names. Everything (private keys included) is written into `dir`, a folder
// of the run that the caller removes; nothing here is ever committed. Plain .mjs so the harness runners (plain Node)
// and the TypeScript tests share it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function openssl(args, cwd) {
  try {
    execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    const why = err.code === 'ENOENT' ? 'openssl is not installed (Debian: apt-get install openssl)' : String(err.stderr ?? err.message).trim();
    throw new Error(`test CA: openssl ${args[0]} failed: ${why}`, { cause: err });
  }
}

/**
 * @param {string} dir folder to write into (created)
 * @param {{ name: string, hosts: string[], ips?: string[] }} o `name` labels the CA (its CN and the file names)
 * @returns {{ caCertPath: string, caCert: string, serverKeyPath: string, serverKey: string, serverCertPath: string, serverCert: string }}
 */
export function createTestCa(dir, { name, hosts, ips = [] }) {
  mkdirSync(dir, { recursive: true });
  const file = (suffix) => join(dir, `${name}-${suffix}`);
  // P-256 keys: generated in milliseconds, accepted by Node and VS Code alike. Valid two days: a test run is short.
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(['req', '-x509', ...ecKey, '-keyout', file('ca-key.pem'), '-out', file('ca.pem'), '-days', '2',
    '-subj', `/CN=Brand Visibility test CA ${name}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'], dir);
  openssl(['req', '-new', ...ecKey, '-keyout', file('server-key.pem'), '-out', file('server.csr'), '-subj', `/CN=${hosts[0]}`], dir);
  const san = [...hosts.map((h) => `DNS:${h}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
  writeFileSync(file('server-ext.cnf'),
    `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=${san}\n`);
  openssl(['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca-key.pem'), '-CAcreateserial',
    '-out', file('server.pem'), '-days', '2', '-extfile', file('server-ext.cnf')], dir);
  return {
    caCertPath: file('ca.pem'),
    caCert: readFileSync(file('ca.pem'), 'utf8'),
    serverKeyPath: file('server-key.pem'),
    serverKey: readFileSync(file('server-key.pem'), 'utf8'),
    serverCertPath: file('server.pem'),
    serverCert: readFileSync(file('server.pem'), 'utf8'),
  };
}
