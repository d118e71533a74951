// Certificate checks are never switched off to "fix" a TLS error: no source file (nor a shipped bundle) disables
// verification, and a certificate failure is reported as one, with a step that keeps verification on.
import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NetworkError, classifyNetworkFailure, isUnknownIssuer } from '../../../src/core/api/index.js';
import { ROOT } from '../../support/cliProcess.js';

/** Ways to turn TLS verification off in Node, undici, VS Code's request options or the environment. */
const DISABLING = [
  /rejectUnauthorized["']?\s*[:=]\s*(false|0|!1|null|undefined|["'`]?0["'`]?)\b/,
  /NODE_TLS_REJECT_UNAUTHORIZED/,
  /checkServerIdentity["']?\s*[:=]/,
  /strictSSL["']?\s*[:=]\s*(false|0|!1)\b/,
];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (/\.(c|m)?(t|j)sx?$|\.json$/.test(entry.name)) out.push(path);
  }
  return out;
}

function offending(text: string): string[] {
  return text.split('\n').filter((line) => DISABLING.some((re) => re.test(line)));
}

describe('transport: TLS verification stays on', () => {
  it('the patterns catch each way of disabling verification (so the scans below are not vacuous)', () => {
    for (const bad of [
      'https.request({ rejectUnauthorized: false })',
      'const o = { "rejectUnauthorized": 0 };',
      'agent.options.rejectUnauthorized = false',
      "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'",
      "process.env['NODE_TLS_REJECT_UNAUTHORIZED']",
      'tls.connect({ checkServerIdentity: () => undefined })',
      'request({ strictSSL: false })',
    ]) {
      assert.equal(offending(bad).length, 1, bad);
    }
    assert.deepEqual(offending('new undici.Agent({ connect: { rejectUnauthorized: true, ca } })'), []);
  });

  it('no file in src/ disables certificate verification', () => {
    const files = filesUnder(join(ROOT, 'src'));
    assert.ok(files.length > 50, `scanned ${files.length} files`);
    const found = files.flatMap((file) => offending(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}: ${line.trim()}`));
    assert.deepEqual(found, []);
  });

  it('neither shipped bundle (dist/extension.js, dist/cli.js with undici inside) disables it', function () {
    const bundles = ['dist/extension.js', 'dist/cli.js'].map((f) => join(ROOT, f)).filter((f) => existsSync(f));
    if (bundles.length === 0) this.skip();
    for (const bundle of bundles) assert.deepEqual(offending(readFileSync(bundle, 'utf8')), [], relative(ROOT, bundle));
  });

  it('a certificate failure is classified as one and named by its code, with a step that keeps verification on', () => {
    const fetchFailed = (code: string, message: string): Error =>
      new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });
    for (const [code, message, unknownIssuer] of [
      ['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate', true],
      ['SELF_SIGNED_CERT_IN_CHAIN', 'self-signed certificate in certificate chain', true],
      ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'unable to get local issuer certificate', true],
      ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'unable to verify the first certificate', true],
      ['CERT_HAS_EXPIRED', 'certificate has expired', false],
      ['ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames", false],
    ] as const) {
      const cause = fetchFailed(code, message);
      assert.equal(classifyNetworkFailure(cause), 'tls', code);
      const err = new NetworkError('tls', 'api.example.test:443', cause);
      assert.equal(err.causeCode, code);
      assert.equal(
        err.userMessage,
        `The certificate of api.example.test:443 is not trusted, so the connection was not made (certificate problem ${code}).`,
      );
      assert.equal(isUnknownIssuer(err.causeCode), unknownIssuer, code);
      assert.doesNotMatch(`${err.userMessage} ${err.nextStep}`, /disable|NODE_TLS_REJECT_UNAUTHORIZED|rejectUnauthorized|strictSSL|insecure|ignore/i);
    }
    assert.equal(new NetworkError('tls', 'h').userMessage, 'The certificate of h is not trusted, so the connection was not made (a certificate problem).');
  });
});
