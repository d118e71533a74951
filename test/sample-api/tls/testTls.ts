// A self-signed certificate for localhost / 127.0.0.1 (test use only, never trusted anywhere else),
// so clients can be tried against https: pass `ca: testTls().cert` or NODE_EXTRA_CA_CERTS=<this folder>/localhost-cert.pem.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TEST_CERT_PATH = join(import.meta.dirname, 'localhost-cert.pem');

export function testTls(): { key: string; cert: string } {
  return {
    key: readFileSync(join(import.meta.dirname, 'localhost-key.pem'), 'utf8'),
    cert: readFileSync(TEST_CERT_PATH, 'utf8'),
  };
}
