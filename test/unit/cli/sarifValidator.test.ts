// The SARIF `audit` writes, checked by Microsoft's SARIF validator (@microsoft/sarif-multitool: the SARIF 2.1.0 rules
// and GitHub code scanning's ingestion rules) with no error and no warning.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runAuditCommand } from '../../../src/cli/audit';
import type { SarifLog } from '../../../src/core/site/sarif';
import { startSampleApi, type SampleApi } from '../../sample-api/server';
import { plainFetch, runCommand } from './cliHarness';

interface ValidatorResult {
  ruleId: string;
  level?: string;
  message: { text?: string; id?: string; arguments?: string[] };
  locations?: { physicalLocation?: { region?: { snippet?: { text?: string } } } }[];
}

/** The validator's executable (its npm package ships one self-contained binary per platform), or why there is none. */
function validatorBinary(): string | { missing: string } {
  try {
    const bin = createRequire(resolve('package.json'))('@microsoft/sarif-multitool') as string;
    accessSync(bin, constants.X_OK);
    return bin;
  } catch (err) {
    return { missing: err instanceof Error ? err.message : String(err) };
  }
}

/** Errors and warnings the validator reports for one SARIF file (a result without a level is a warning). */
function validate(bin: string, dir: string, name: string, log: SarifLog): string[] {
  const input = join(dir, `${name}.sarif`);
  const output = join(dir, `${name}.validation.sarif`);
  writeFileSync(input, JSON.stringify(log, null, 2));
  const run = spawnSync(bin, ['validate', input, '--rule-kind', 'Sarif;Gh', '--output', output, '--log', 'ForceOverwrite', '--quiet'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(run.error, undefined, `the validator ran: ${String(run.error)}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: ValidatorResult[] }[] };
  return (report.runs[0].results ?? [])
    .filter((r) => (r.level ?? 'warning') === 'error' || (r.level ?? 'warning') === 'warning')
    .map((r) => `${r.level ?? 'warning'} ${r.ruleId}: ${r.message.text ?? r.message.arguments?.join(' · ') ?? r.message.id ?? ''}`);
}

describe('cli: audit --format sarif passes Microsoft\'s SARIF validator (SARIF and GitHub rules)', function () {
  this.timeout(180_000);
  let api: SampleApi;
  let dir: string;
  let log: SarifLog;
  let bin: string | { missing: string };

  before(async function () {
    bin = validatorBinary();
    if (typeof bin !== 'string') {
      console.warn(`  the SARIF validator is not installed for ${process.platform}: ${bin.missing}`);
      this.skip();
    }
    api = await startSampleApi({ quiet: true });
    const env = { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url };
    const run = await runCommand(runAuditCommand, ['--brand', api.brands.primary.id, '--root', resolve('test/fixtures/sample-site'), '--format', 'sarif'], {
      env,
      transport: plainFetch,
    });
    log = JSON.parse(run.stdout) as SarifLog;
    dir = mkdtempSync(join(tmpdir(), 'bv-sarif-'));
  });
  after(async () => {
    await api?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('0 errors and 0 warnings for the sample site\'s audit', () => {
    assert.ok(log.runs[0].results.length > 0, 'the audit has results to validate');
    assert.match(log.runs[0].tool.driver.informationUri ?? '', /^https:\/\//, 'tool.driver.informationUri from package.json homepage');
    assert.deepEqual(validate(bin as string, dir, 'audit', log), []);
  });

  it('the validator is really checking: without informationUri it warns SARIF2005', () => {
    const without = structuredClone(log);
    delete without.runs[0].tool.driver.informationUri;
    const problems = validate(bin as string, dir, 'no-information-uri', without);
    assert.ok(problems.some((p) => p.includes('SARIF2005')), problems.join('\n'));
  });
});
