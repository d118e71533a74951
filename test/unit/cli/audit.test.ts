import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runAuditCommand } from '../../../src/cli/audit';
import { runCli } from '../../../src/cli/commands';
import { BrandVisibilityClient } from '../../../src/core/api/index';
import { readFullAudit } from '../../../src/core/site/findings';
import type { SarifLog } from '../../../src/core/site/sarif';
import { isSafeRelPath } from '../../../src/core/site/urlPath';
import { startSampleApi, type SampleApi } from '../../sample-api/server';
import { githubProblems } from '../site/sarifRequirements';
import { CONTROL_CHARS, allStrings, plainFetch, rewritingTransport, runCommand, type CliRun } from './cliHarness';

const SITE = resolve('test/fixtures/sample-site');

interface JsonFinding {
  kind: string;
  level: string;
  ruleId: string;
  urlPath: string | null;
  file: string | null;
  line?: number;
  column?: number;
  message: string;
  also?: string[];
}

describe('cli: brand-visibility audit (against the sample API)', function () {
  this.timeout(30_000);
  let api: SampleApi;
  let env: Record<string, string>;
  let brand: string;

  before(async () => {
    api = await startSampleApi({ quiet: true });
    env = { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url };
    brand = api.brands.primary.id;
  });
  after(async () => api?.close());
  afterEach(() => api.reset());

  const audit = (args: string[], deps: { env?: Record<string, string>; transport?: typeof plainFetch } = {}): Promise<CliRun> =>
    runCommand(runAuditCommand, ['--brand', brand, '--root', SITE, ...args], { env, transport: plainFetch, ...deps });

  function jsonFindings(run: CliRun): JsonFinding[] {
    return (JSON.parse(run.stdout) as { findings: JsonFinding[] }).findings;
  }

  it('text: findings by file with line:column, level and check; pages without a source; unlisted failing pages', async () => {
    const run = await audit([]);
    assert.equal(run.stderr, '');
    assert.equal(run.code, 1, 'page status problems are errors and --fail-on defaults to error');
    assert.match(run.stdout, /^Brand Visibility site audit of www\.tallyhawk\.io — crawl of \d{4}-\d\d-\d\d/);
    // "One H1" points at the extra H1 (line 15), not the first one (line 13).
    assert.match(run.stdout, /\nsrc\/pages\/pricing\.astro\n {2}15:3 +warning +one-h1 +One H1 per page: measured 2 of \d+ pages fail, target Exactly one H1 — \/pricing/);
    assert.match(run.stdout, /\nsrc\/pages\/thank-you\.astro\n {2}5:3 +error +status:noindex +Marked noindex/);
    // One finding per problem per place: the noindex status and the failing noindex check on the same line are one.
    assert.match(run.stdout, /\nsrc\/content\/blog\/internal-roadmap-notes\.md\n {2}5:1 +error +status:noindex +Marked noindex: .* · also failing “No unintended noindex”/);
    assert.doesNotMatch(run.stdout, /warning +no-unintended-noindex/);
    assert.match(run.stdout, /Pages without a local source \(3\):\n {2}\/app {2}— no source/);
    assert.match(run.stdout, /\/plans {2}— no source: redirected by astro\.config\.mjs to \/pricing/);
    assert.match(run.stdout, /answer-first \(Answer-first opening paragraph\): 1 more besides the 5 listed/);
    assert.doesNotMatch(run.stdout + run.stderr, new RegExp(api.keys.member));
  });

  it('reads every page of the audit through the cursors (limit 100, as_of only on the first request)', async () => {
    const asOf = api.scans(brand).filter((s) => s.completed_at).at(-2)!.id;
    const run = await audit(['--format', 'json', '--as-of', asOf]);
    assert.equal(run.stderr, '');
    const auditRequests = api.requestLog.filter((r) => r.path.includes('/audit'));
    assert.equal(auditRequests.length, 1);
    assert.deepEqual(auditRequests[0].query, { as_of: asOf, limit: '100' });
  });

  it('readFullAudit follows the real cursors of the sample API (pages of 4 items), one merged audit', async () => {
    const client = new BrandVisibilityClient({ baseUrl: api.url, getApiKey: () => api.keys.member, transport: plainFetch });
    const whole = await readFullAudit((query) => client.audit(brand, { ...query, limit: 4 }));
    const requests = api.requestLog.filter((r) => r.path.endsWith('/audit'));
    assert.equal(whole.pages.length, whole.total);
    assert.equal(requests.length, Math.ceil(whole.total / 4));
    assert.equal(new Set(whole.pages.map((p) => p.page_id)).size, whole.pages.length);
    assert.ok(requests.slice(1).every((r) => r.query.cursor && !r.query.as_of && r.query.limit === '4'));
    assert.ok(whole.groups?.length, 'the first response\'s checks are kept');
  });

  it('--fail-on: error (default) fails on status problems, warning on checks, never never; ignores count', async () => {
    assert.equal((await audit(['--fail-on', 'never'])).code, 0);
    assert.equal((await audit(['--fail-on', 'warning'])).code, 1);
    const statuses = ['status:noindex', 'status:blocked_robots', 'status:does_not_load', 'status:not_read', 'status:needs_javascript'];
    const noErrors = await audit(statuses.flatMap((s) => ['--ignore', s]));
    assert.equal(noErrors.code, 0, noErrors.stdout);
    assert.match(noErrors.stdout, /0 errors, \d+ warnings, 2 notes \(\d+ ignored\)/);
    assert.equal((await audit([...statuses.flatMap((s) => ['--ignore', s]), '--fail-on', 'warning'])).code, 1);
  });

  it('json: every file is relative, inside --root and exists; positions are 1-based', async () => {
    const run = await audit(['--format', 'json']);
    const findings = jsonFindings(run);
    assert.ok(findings.length >= 15);
    for (const f of findings.filter((x) => x.file)) {
      assert.ok(isSafeRelPath(f.file), f.file!);
      assert.ok(existsSync(join(SITE, f.file!)), f.file!);
      assert.ok(f.line! >= 1 && f.column! >= 1);
    }
    const h1 = findings.find((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing')!;
    assert.deepEqual([h1.file, h1.line, h1.column, h1.level], ['src/pages/pricing.astro', 15, 3, 'warning']);
  });

  it('a new scan: the check that now passes is gone from the output', async () => {
    const before = jsonFindings(await audit(['--format', 'json']));
    // The failing check is merged into the page's "needs JavaScript" status (one finding per problem per place).
    assert.ok(before.some((f) => f.ruleId === 'status:needs_javascript' && f.urlPath === '/demo' && f.also?.includes('loads-without-js')));
    api.advanceScan(brand);
    const after = jsonFindings(await audit(['--format', 'json']));
    assert.equal(after.some((f) => (f.ruleId === 'loads-without-js' || f.also?.includes('loads-without-js')) && f.urlPath === '/demo'), false);
    assert.equal(after.some((f) => f.ruleId === 'status:needs_javascript'), false);
    assert.ok(after.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing'), 'other failing checks stay');
  });

  it('sarif: valid for GitHub code scanning, repository-relative URIs, unmapped pages with their URL', async () => {
    const run = await audit(['--format', 'sarif']);
    const log = JSON.parse(run.stdout) as SarifLog;
    assert.deepEqual(githubProblems(log), []);
    const results = log.runs[0].results;
    for (const r of results) assert.match(r.locations[0].physicalLocation!.artifactLocation.uri, /^test\/fixtures\/sample-site\//);
    const h1 = results.find((r) => r.ruleId === 'one-h1' && r.properties.urlPath === '/pricing')!;
    assert.equal(h1.locations[0].physicalLocation!.artifactLocation.uri, 'test/fixtures/sample-site/src/pages/pricing.astro');
    assert.deepEqual(h1.locations[0].physicalLocation!.region, { startLine: 15, startColumn: 3, endLine: 15, endColumn: 7 });
    const app = results.find((r) => r.properties.urlPath === '/app')!;
    assert.equal(app.properties.url, 'https://www.tallyhawk.io/app/');
    assert.equal(app.locations[0].logicalLocations![0].name, '/app');
    assert.equal(log.runs[0].automationDetails?.id, `brand-visibility/${brand}/`);
  });

  it('hostile strings from the API stay plain text; odd failing pages never produce a path outside --root', async () => {
    const transport = rewritingTransport(/\/audit$/, (body) => {
      const groups = body.groups as Array<{ name: string; checks: Array<Record<string, unknown>> }>;
      const check = groups[0].checks[0];
      check.label = '\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u202eevil\u009b31m';
      check.failing_pages = ['/../../../etc/passwd', '/%2e%2e/%2e%2e/secret', 'file:///etc/passwd', '/pricing\u001b[31m', '/pricing'];
      check.failing_pages_total = 5;
      check.met = false;
      check.measured = 'x\r\ny';
      const pages = body.pages as Array<Record<string, unknown>>;
      pages[0].status = 'noindex';
      pages[0].status_word = 'Marked\u0007 noindex\u001b[0m';
    });
    for (const format of ['text', 'json', 'sarif']) {
      const run = await audit(['--format', format], { transport });
      assert.equal(run.stderr, '');
      assert.doesNotMatch(run.stdout, CONTROL_CHARS, `${format} output has no control characters`);
      // JSON escapes would hide raw characters: check the parsed strings too.
      if (format !== 'text') for (const text of allStrings(JSON.parse(run.stdout))) assert.doesNotMatch(text, CONTROL_CHARS, text);
      assert.doesNotMatch(run.stdout, /etc\/passwd|secret/);
    }
    const findings = jsonFindings(await audit(['--format', 'json'], { transport }));
    for (const f of findings) if (f.file) assert.ok(isSafeRelPath(f.file) && existsSync(join(SITE, f.file)), f.file);
  });

  it('API errors print the problem code and detail, exit 3; the key never appears', async () => {
    api.revokeKey(api.keys.member);
    const revoked = await audit([]);
    assert.equal(revoked.code, 3);
    assert.match(revoked.stderr, /error 401 invalid_token: /);
    assert.match(revoked.stderr, /BRAND_VISIBILITY_API_KEY/);
    assert.doesNotMatch(revoked.stdout + revoked.stderr, new RegExp(api.keys.member));
    api.reset();
    const missing = await runCommand(runAuditCommand, ['--brand', '00000000-0000-4000-8000-000000000000', '--root', SITE], { env, transport: plainFetch });
    assert.equal(missing.code, 3);
    assert.match(missing.stderr, /error 404 not_found: \S/);
    api.setFault({ kind: 'html502' });
    const gateway = await audit([]);
    assert.equal(gateway.code, 3);
    assert.match(gateway.stderr, /error non_json_\w+: .*HTTP 502/);
  });

  it('a server that echoes the key in a problem detail: redacted', async () => {
    const echo: typeof plainFetch = async () =>
      new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, detail: `bad key ${api.keys.member}`, code: 'x', instance: '' }), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      });
    const run = await audit([], { transport: echo });
    assert.equal(run.code, 3);
    assert.match(run.stderr, /error 400 x: bad key \S+/);
    assert.doesNotMatch(run.stderr, new RegExp(api.keys.member));
  });

  it('usage errors exit 2 without a request', async () => {
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['--root', SITE], env, /--brand is required/],
      [['--brand', 'nope', '--root', SITE], env, /--brand must be the brand id/],
      [['--brand', brand], env, /--root is required/],
      [['--brand', brand, '--root', join(SITE, 'nope')], env, /is not a folder/],
      [['--brand', brand, '--root', SITE, '--format', 'xml'], env, /--format must be one of/],
      [['--brand', brand, '--root', SITE, '--fail-on', 'sometimes'], env, /--fail-on must be one of/],
      [['--brand', brand, '--root', SITE, '--colour'], env, /unknown option --colour/],
      [['--brand', brand, '--root', SITE], { BRAND_VISIBILITY_BASE_URL: api.url }, /no API key: set BRAND_VISIBILITY_API_KEY/],
      [['--brand', brand, '--root', SITE], { BRAND_VISIBILITY_API_KEY: 'k' }, /no base URL/],
      [['--brand', brand, '--root', SITE, '--base-url', 'http://api.example.com'], env, /base URL is not usable: .*plain http/],
    ];
    const before = api.requestLog.length;
    for (const [argv, e, message] of cases) {
      const run = await runCommand(runAuditCommand, argv, { env: e, transport: plainFetch });
      assert.equal(run.code, 2, argv.join(' '));
      assert.match(run.stderr, message);
      assert.match(run.stderr, /usage: brand-visibility audit/);
    }
    assert.equal(api.requestLog.length, before);
  });

  it('is dispatched by the CLI entry (`audit --help`)', async () => {
    let out = '';
    const code = await runCli(['audit', '--help'], { stdout: (t) => void (out += t), stderr: () => undefined });
    assert.equal(code, 0);
    assert.match(out, /usage: brand-visibility audit --brand ID --root DIR/);
  });
});
