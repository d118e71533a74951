// The CLI against the sample API's hostileStrings fault (the whole corpus: markup, URLs, terminal escapes, bidi
// overrides, lone surrogates, 100 KB strings; in rounds that move each string into other fields): `get` for every
// read, `audit` as text, JSON and SARIF, and the failures whose server text is hostile. What reaches a terminal has
// no control character but newline and tab, no escape sequence, no raw bidi control; JSON and SARIF parse, hold no
// lone surrogate, keep the 100 KB strings whole where data is passed through, and SARIF messages are plain text;
// no file outside --root is named.
import * as assert from 'node:assert/strict';
import { isAbsolute, relative, resolve } from 'node:path';
import { runAuditCommand } from '../../../src/cli/audit';
import { runGetCommand } from '../../../src/cli/get';
import type { SarifLog } from '../../../src/core/site/sarif';
import { startSampleApi, type Fault, type SampleApi } from '../../sample-api/server';
import { githubProblems } from '../site/sarifRequirements';
import { HOSTILE_STRINGS } from '../webviews/hostileStrings';
import { allStrings, plainFetch, runCommand, type CliRun } from './cliHarness';

const SITE = resolve('test/fixtures/sample-site');
const STRINGS = HOSTILE_STRINGS.map((h) => h.value);
const OFFSETS = [0, 7, 31];
/** Audit rounds keep what maps a finding to a file; labels, measured/target values, status words stay hostile. */
const KEEP_FOR_FILES = ['path', 'url', 'failing_pages', 'status'];

// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const RAW_BIDI = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** `\udXXX` escapes in JSON text that do not form a pair (strict parsers reject them; they decode to no character). */
const LONE_SURROGATE_ESCAPE = /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

function fault(offset: number, extra: Partial<Extract<Fault, { kind: 'hostileStrings' }>> = {}): Fault {
  return { kind: 'hostileStrings', strings: [...STRINGS], offset, ...extra };
}

function show(text: string): string {
  return JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);
}

/** What a terminal gets (stdout and stderr of any format): no control character but \n and \t, no raw bidi control. */
function assertTerminalSafe(text: string, where: string): void {
  const control = TERMINAL_CONTROL.exec(text);
  assert.equal(control, null, `${where}: control character U+${control?.[0].charCodeAt(0).toString(16).padStart(4, '0')} near ${show(text.slice(Math.max(0, (control?.index ?? 0) - 40), (control?.index ?? 0) + 20))}`);
  const bidi = RAW_BIDI.exec(text);
  assert.equal(bidi, null, `${where}: raw bidi control near ${show(text.slice(Math.max(0, (bidi?.index ?? 0) - 40), (bidi?.index ?? 0) + 20))}`);
  assert.ok(!LONE_SURROGATE.test(text), `${where}: a raw lone surrogate (not valid UTF-8 once written)`);
}

/** JSON output: terminal safe, parses, and no string in it is ill-formed UTF-16 (no lone surrogate, raw or escaped). */
function parseJsonOutput(run: CliRun, where: string): unknown {
  assert.equal(run.code, 0, `${where}: ${run.stderr}`);
  assertTerminalSafe(run.stdout, where);
  assert.ok(!LONE_SURROGATE_ESCAPE.test(run.stdout), `${where}: a lone surrogate escape (${LONE_SURROGATE_ESCAPE.exec(run.stdout)?.[0]})`);
  assert.equal(Buffer.from(run.stdout, 'utf8').toString('utf8'), run.stdout, `${where}: survives UTF-8`);
  const value: unknown = JSON.parse(run.stdout);
  for (const s of allStrings(value)) assert.ok(!LONE_SURROGATE.test(s), `${where}: lone surrogate in ${show(s)}`);
  return value;
}

function insideRoot(file: string, where: string): void {
  const rel = relative(SITE, resolve(SITE, file));
  assert.ok(rel !== '' && !rel.startsWith('..') && !isAbsolute(rel), `${where}: ${file} is outside --root`);
}

describe('cli: hostile API data (sample API hostileStrings fault)', function () {
  this.timeout(120_000);
  let api: SampleApi;
  let env: Record<string, string>;
  let brand: string;

  before(async () => {
    api = await startSampleApi({ quiet: true, quota: 100_000 });
    env = { BRAND_VISIBILITY_API_KEY: api.keys.member, BRAND_VISIBILITY_BASE_URL: api.url };
    brand = api.brands.primary.id;
  });
  after(async () => api?.close());
  afterEach(() => api.setFault(undefined));

  const get = (args: string[]): Promise<CliRun> => runCommand(runGetCommand, args, { env, transport: plainFetch });
  const audit = (args: string[]): Promise<CliRun> => runCommand(runAuditCommand, ['--brand', brand, '--root', SITE, '--fail-on', 'never', ...args], { env, transport: plainFetch });

  it('has the corpus the hardening asks for: 50+ strings of every kind, 100 KB ones and lone surrogates', () => {
    assert.ok(STRINGS.length >= 50, `${STRINGS.length} strings`);
    assert.ok(STRINGS.some((s) => s.length >= 100 * 1024));
    assert.ok(STRINGS.some((s) => LONE_SURROGATE.test(s)));
    // eslint-disable-next-line no-control-regex
    for (const needle of [/<script/i, /onerror=/i, /^javascript:/i, /^data:/i, /<svg/i, /expression\(|url\(javascript/i, /\(command:/, /!\[\]\(/, /<https?:/, /\u202e/, /\u200b/, /\u001b\[/, /\u009b/]) {
      assert.ok(STRINGS.some((s) => needle.test(s)), `the corpus has ${needle}`);
    }
  });

  for (const offset of OFFSETS) {
    it(`get, round at offset ${offset}: every read is parseable, terminal-safe JSON with the data passed through`, async () => {
      const clean = JSON.parse((await get(['keywords', '--brand', brand, '--param', 'limit=1'])).stdout) as { keywords: Array<{ id: string }> };
      const prompts = JSON.parse((await get(['prompts', '--brand', brand, '--param', 'limit=1'])).stdout) as { prompts: Array<{ id: string }> };
      api.setFault(fault(offset));
      const reads = [
        ['brands'], ['reputation'], ['cited-pages'], ['audit'], ['pages'], ['keywords'], [`keyword/${clean.keywords[0].id}`],
        ['prompts'], [`prompt/${prompts.prompts[0].id}`], ['competitors'], ['segments'], ['settings'], ['conversations'],
        ['keywords', '--all'], [`/v1/brands/${brand}/scans`],
      ];
      const seen = new Set<string>();
      for (const read of reads) {
        const args = read[0] === 'brands' || read[0].startsWith('/') ? read : [...read, '--brand', brand];
        const value = parseJsonOutput(await get(args), `get ${read.join(' ')}`);
        for (const s of allStrings(value)) seen.add(s);
      }
      // The 100 KB strings came through whole: the data is unchanged, only made safe to print.
      for (const big of STRINGS.filter((s) => s.length >= 100 * 1024)) assert.ok(seen.has(big), 'a 100 KB string passed through');
      const reached = STRINGS.filter((s) => !LONE_SURROGATE.test(s) && seen.has(s));
      assert.ok(reached.length >= STRINGS.length - 10, `${reached.length} of ${STRINGS.length} corpus strings in the output`);
    });
  }

  for (const offset of OFFSETS) {
    it(`audit, round at offset ${offset}: text, JSON and SARIF`, async () => {
      api.setFault(fault(offset, { keep: KEEP_FOR_FILES }));

      const text = await audit(['--format', 'text']);
      assert.equal(text.code, 0, text.stderr);
      assertTerminalSafe(text.stdout, 'audit text');
      assertTerminalSafe(text.stderr, 'audit text (stderr)');
      assert.ok(!text.stdout.includes('\u001b') && !text.stdout.includes('\u009b'), 'no terminal escape sequence');
      const lines = text.stdout.split('\n');
      assert.ok(lines.length >= 20, `${lines.length} lines`);
      for (const line of lines) assert.ok(line.length <= 1200, `a line of ${line.length} characters: ${show(line)}`);
      const shown = STRINGS.filter((s) => s.length >= 8 && !/[^\x20-\x7e]/.test(s) && text.stdout.includes(s.slice(0, 40)));
      assert.ok(shown.length >= 5, `${shown.length} corpus strings in the text report`);

      const json = parseJsonOutput(await audit(['--format', 'json']), 'audit json') as {
        findings: Array<{ file: string | null; message: string; label: string; url: string | null }>;
      };
      assert.ok(json.findings.length >= 10, `${json.findings.length} findings`);
      for (const f of json.findings) {
        if (f.file) insideRoot(f.file, 'audit json');
        assert.doesNotMatch(f.message, TERMINAL_CONTROL);
        assert.ok(!/\n/.test(f.message) && f.message.length <= 2000, `one bounded line: ${show(f.message)}`);
        if (f.url !== null) assert.match(f.url, /^https?:\/\//);
      }

      const sarif = parseJsonOutput(await audit(['--format', 'sarif']), 'audit sarif') as SarifLog;
      assert.deepEqual(githubProblems(sarif), []);
      const run = sarif.runs[0];
      assert.ok(run.results.length >= 10);
      for (const r of run.results) {
        assert.ok(!('markdown' in r.message), 'result messages are plain text only');
        assert.ok(!/[\n\r]/.test(r.message.text) && r.message.text.length <= 2000, `one bounded line: ${show(r.message.text)}`);
        const uri = r.locations[0].physicalLocation?.artifactLocation.uri ?? '';
        assert.ok(!/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('/'), `a relative artifact URI: ${uri}`);
        insideRoot(decodeURIComponent(uri).replace(/^test\/fixtures\/sample-site\//, ''), 'sarif');
        const url = r.properties.url;
        if (url !== undefined) assert.match(String(url), /^https?:\/\//);
      }
      for (const rule of run.tool.driver.rules) {
        assert.ok(rule.help.markdown === undefined, 'no Markdown help from data');
        for (const t of [rule.name, rule.shortDescription.text, rule.fullDescription.text, rule.help.text]) {
          assert.ok(!/[\n\r]/.test(t) && !TERMINAL_CONTROL.test(t) && !RAW_BIDI.test(t), `rule ${rule.id}: ${show(t)}`);
        }
      }
    });
  }

  it('audit with every field hostile (failing pages, paths and URLs too): nothing outside --root, output still safe', async () => {
    for (const offset of OFFSETS) {
      api.setFault(fault(offset));
      const text = await audit(['--format', 'text']);
      assert.equal(text.code, 0, text.stderr);
      assertTerminalSafe(text.stdout + text.stderr, `audit text @${offset}`);
      const json = parseJsonOutput(await audit(['--format', 'json']), `audit json @${offset}`) as { findings: Array<{ file: string | null }> };
      for (const f of json.findings) if (f.file) insideRoot(f.file, `audit json @${offset}`);
      const sarif = parseJsonOutput(await audit(['--format', 'sarif']), `audit sarif @${offset}`) as SarifLog;
      assert.deepEqual(githubProblems(sarif), []);
    }
  });

  it('failures whose server text is hostile: a plain message on stderr, exit code 3', async () => {
    for (const [offset, status] of [[0, 400], [1, 422], [40, 400], [41, 422], [93, 400]] as const) {
      api.setFault(fault(offset, { problemStatus: status }));
      for (const run of [await get(['keywords', '--brand', brand]), await audit([])]) {
        assert.equal(run.code, 3, run.stderr);
        assert.equal(run.stdout, '');
        assertTerminalSafe(run.stderr, `error ${status} @${offset}`);
        assert.match(run.stderr, new RegExp(`error ${status} `));
        for (const line of run.stderr.split('\n')) assert.ok(line.length <= 1200, `a stderr line of ${line.length} characters`);
      }
    }
  });
});
