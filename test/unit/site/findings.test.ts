import * as assert from 'node:assert/strict';
import {
  buildFindings, ignoreEntry, isUnmeasured, locateFindings, nextReadDelay, parseIgnores, readFullAudit, unmappedPages, type Finding,
} from '../../../src/core/site/findings';
import { siteConfigFile } from '../../../src/core/site/detect';
import { check, page, resolveSample, sampleAudit } from './findingsAudit';

const SITE_FILE = 'astro.config.mjs';

function keyOf(f: Finding): string {
  return `${f.kind} ${f.ruleId} ${f.urlPath ?? '(site)'} → ${f.file ?? '-'}`;
}

describe('site/findings: audit → findings', () => {
  it('turns status problems, failing checks and unmeasured checks into findings mapped to files', () => {
    const result = buildFindings(sampleAudit(), { resolve: resolveSample, siteFile: SITE_FILE });
    assert.deepEqual(result.findings.map(keyOf).sort(), [
      'check answer-first /about → src/pages/about.astro',
      'check answer-first /blog/a → -',
      'check answer-first /blog/b → -',
      'check answer-first /contact → src/pages/contact.astro',
      'check answer-first /docs → src/pages/docs/index.md',
      'check no-unintended-noindex /blog/internal-roadmap-notes → src/content/blog/internal-roadmap-notes.md',
      'check one-h1 /docs/getting-started → src/pages/docs/getting-started.md',
      'check one-h1 /pricing → src/pages/pricing.astro',
      'status status:blocked_robots /app → -',
      'status status:noindex /blog/internal-roadmap-notes → src/content/blog/internal-roadmap-notes.md',
      'status status:noindex /thank-you → src/pages/thank-you.astro',
      'unmeasured sitemap-complete (site) → astro.config.mjs',
    ]);
    assert.equal(result.ignored, 0);
    assert.equal(result.crawledAt, '2026-11-16T12:00:00Z');
    assert.equal(result.nextCrawlAt, '2026-11-23T08:00:00Z');
    assert.equal(result.scanId, '33333333-3333-4333-8333-333333333333');
  });

  it('messages carry the label, measured vs target, the page and the crawl date', () => {
    const { findings } = buildFindings(sampleAudit(), { resolve: resolveSample });
    const h1 = findings.find((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing')!;
    assert.equal(h1.message, 'One H1 per page: measured 2 of 12 pages fail, target Exactly one H1 — /pricing (crawl of 2026-11-16)');
    assert.equal(h1.anchor, 'h1');
    assert.equal(h1.url, 'https://www.tallyhawk.io/pricing');
    assert.equal(h1.crawlDate, '2026-11-16');
    const noindex = findings.find((f) => f.ruleId === 'status:noindex' && f.urlPath === '/thank-you')!;
    assert.match(noindex.message, /^Marked noindex: .*asks not to be indexed.* — \/thank-you \(read 2026-11-16\)$/);
    assert.equal(noindex.anchor, 'robots');
    const sitemap = findings.find((f) => f.ruleId === 'sitemap-complete')!;
    assert.equal(sitemap.kind, 'unmeasured');
    assert.equal(sitemap.urlPath, null);
    assert.match(sitemap.message, /^Sitemap lists every readable page: not measured by the crawl of 2026-11-16 \(target: Every readable page in sitemap\.xml\)/);
  });

  it('a passing check and a readable page give nothing; failing pages beyond the list are counted, not guessed', () => {
    const result = buildFindings(sampleAudit(), { resolve: resolveSample });
    assert.equal(result.findings.some((f) => f.ruleId === 'no-hidden-content'), false);
    assert.equal(result.findings.some((f) => f.urlPath === '/' ), false);
    assert.deepEqual(result.unlisted, [{ ruleId: 'answer-first', label: 'Answer-first opening paragraph', listed: 5, total: 7 }]);
    assert.equal(result.findings.filter((f) => f.ruleId === 'answer-first').length, 5);
  });

  it('a check that now passes disappears (the next scan drops it from the failing list)', () => {
    const before = buildFindings(sampleAudit(), { resolve: resolveSample });
    const after = sampleAudit();
    after.groups![1].checks![0] = check('one-h1', 'One H1 per page', ['/docs/getting-started']);
    const now = buildFindings(after, { resolve: resolveSample });
    assert.ok(before.findings.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing'));
    assert.equal(now.findings.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing'), false);
    assert.ok(now.findings.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/docs/getting-started'));
  });

  describe('ignores (`checkId` or `checkId@/path`)', () => {
    it('silences one page, a whole check, or a status on a page (paths normalized)', () => {
      const result = buildFindings(sampleAudit(), {
        resolve: resolveSample,
        ignore: ['one-h1@/pricing', 'answer-first', 'status:noindex@/thank-you/', 'unknown-check', 42 as unknown as string],
      });
      assert.equal(result.findings.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing'), false);
      assert.ok(result.findings.some((f) => f.ruleId === 'one-h1' && f.urlPath === '/docs/getting-started'));
      assert.equal(result.findings.some((f) => f.ruleId === 'answer-first'), false);
      assert.equal(result.findings.some((f) => f.ruleId === 'status:noindex' && f.urlPath === '/thank-you'), false);
      assert.ok(result.findings.some((f) => f.ruleId === 'status:noindex' && f.urlPath === '/blog/internal-roadmap-notes'));
      assert.equal(result.ignored, 1 + 5 + 1);
    });
    it('parses entries; an @ inside the path does not split it', () => {
      assert.deepEqual(parseIgnores(['a', 'b@/x/', 'c@/team/@alice', '', '@/x', 'd@/%zz']), [
        { ruleId: 'a' },
        { ruleId: 'b', urlPath: '/x' },
        { ruleId: 'c', urlPath: '/team/@alice' },
      ]);
      assert.deepEqual(parseIgnores('one-h1' as unknown as string[]), [], 'a string is not a list');
    });
    it('ignoreEntry is what parseIgnores reads back', () => {
      const entry = ignoreEntry({ ruleId: 'one-h1', urlPath: '/pricing' });
      assert.equal(entry, 'one-h1@/pricing');
      assert.deepEqual(parseIgnores([entry]), [{ ruleId: 'one-h1', urlPath: '/pricing' }]);
      assert.equal(ignoreEntry({ ruleId: 'sitemap-complete', urlPath: null }), 'sitemap-complete');
    });
  });

  it('unmeasured: `met` missing, or "Not measured" without pages; a failing check naming pages is not', () => {
    assert.equal(isUnmeasured(check('x', 'X', [], { met: null })), true);
    assert.equal(isUnmeasured(check('x', 'X', [], { met: false, measured: 'Not measured' })), true);
    assert.equal(isUnmeasured(check('x', 'X', ['/a'])), false);
    assert.equal(isUnmeasured(check('x', 'X', [])), false);
  });

  it('hostile API strings come out as plain text (no terminal escapes, no bidi overrides, one line)', () => {
    const audit = sampleAudit({
      groups: [{ name: 'G\u001b]8;;https://evil\u0007', checks: [check('one-h1', '\u001b[31mOne H1\u001b[0m\u202e per page\r\nInjected: yes', ['/pricing'], { measured: '\u009b2J 2 of 3', target: 'x\u0000y' })] }],
      pages: [page('/thank-you', 'noindex', { status_word: '\u001b[2JMarked\u2066 noindex\n' })],
    });
    const { findings, rules } = buildFindings(audit, { resolve: resolveSample });
    for (const text of [...findings.map((f) => f.message), ...findings.map((f) => f.label), ...rules.map((r) => `${r.label}${r.group}${r.measured}${r.target}`)]) {
      // eslint-disable-next-line no-control-regex
      assert.doesNotMatch(text, /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/, JSON.stringify(text));
    }
    const h1 = findings.find((f) => f.ruleId === 'one-h1')!;
    assert.match(h1.message, /^\[31mOne H1\[0m per page Injected: yes: measured 2J 2 of 3, target xy — \/pricing/);
  });

  it('odd failing-page entries: full URLs normalize, junk and root-climbing paths are dropped, never a crash', () => {
    const audit = sampleAudit({
      groups: [{ name: 'G', checks: [check('one-h1', 'One H1', ['https://www.tallyhawk.io/pricing?utm=1#top', 'javascript:alert(1)', '/../../etc/passwd', '', '/a/%2e%2e/contact'])] }],
      pages: [],
    });
    const { findings } = buildFindings(audit, { resolve: resolveSample });
    assert.deepEqual(findings.map((f) => `${f.urlPath} ${f.file}`), ['/pricing src/pages/pricing.astro', '/contact src/pages/contact.astro']);
  });

  it('a mapper that throws gives an unmapped finding with the reason, not an exception', () => {
    const { findings } = buildFindings(sampleAudit(), {
      resolve: () => {
        throw new Error('boom\u001b[31m');
      },
    });
    assert.ok(findings.length > 0);
    for (const f of findings.filter((x) => x.urlPath)) {
      assert.equal(f.file, null);
      assert.equal(f.mapping, 'mapping failed: boom[31m');
    }
  });

  it('an audit awaiting its first crawl has no findings', () => {
    const result = buildFindings(sampleAudit({ state: 'awaiting_first_crawl', groups: [], pages: [] }), { resolve: resolveSample });
    assert.deepEqual(result.findings, []);
    assert.equal(result.state, 'awaiting_first_crawl');
  });

  it('unmappedPages groups the findings of pages without a local source', () => {
    const { findings } = buildFindings(sampleAudit(), { resolve: resolveSample, siteFile: SITE_FILE });
    const unmapped = unmappedPages(findings);
    assert.deepEqual(unmapped.map((u) => `${u.urlPath}:${u.findings.length}`), ['/app:1', '/blog/a:1', '/blog/b:1']);
    assert.match(unmapped[0].reason, /^no source/);
    assert.equal(unmapped[0].url, 'https://www.tallyhawk.io/app/');
  });

  it('locateFindings reads each file once and places each finding', () => {
    const texts: Record<string, string> = {
      'src/pages/pricing.astro': '---\nconst x = 1;\n---\n<Base>\n  <h1>Pricing</h1>\n</Base>\n',
      'src/pages/thank-you.astro': '---\n---\n<head><meta name="robots" content="noindex"></head>\n',
    };
    const reads: string[] = [];
    const { findings } = buildFindings(sampleAudit(), { resolve: resolveSample });
    const located = locateFindings(findings, (file) => {
      reads.push(file);
      return texts[file];
    });
    assert.equal(new Set(reads).size, reads.length, 'each file read once');
    const h1 = located.find((f) => f.ruleId === 'one-h1' && f.urlPath === '/pricing')!;
    assert.deepEqual(h1.location?.range, { startLine: 4, startCharacter: 2, endLine: 4, endCharacter: 6 });
    const robots = located.find((f) => f.urlPath === '/thank-you')!;
    assert.equal(robots.location?.what, 'robots meta tag');
    const unreadable = located.find((f) => f.file === 'src/pages/about.astro')!;
    assert.equal(unreadable.location, undefined);
  });

  it('readFullAudit follows the cursors with the same limit, as_of only on the first page', async () => {
    const calls: object[] = [];
    const pages = [[page('/a', 'readable'), page('/b', 'noindex')], [page('/c', 'readable')], [page('/d', 'readable')]];
    const audit = await readFullAudit(async (query) => {
      calls.push(query);
      const i = query.cursor ? Number(query.cursor.slice(1)) : 0;
      return sampleAudit({ pages: pages[i], next_cursor: i + 1 < pages.length ? `c${i + 1}` : null, total: 4 });
    }, '33333333-3333-4333-8333-333333333333');
    assert.deepEqual(audit.pages.map((p) => p.path), ['/a', '/b', '/c', '/d']);
    assert.equal(audit.next_cursor, null);
    assert.deepEqual(calls, [
      { limit: 100, as_of: '33333333-3333-4333-8333-333333333333' },
      { cursor: 'c1', limit: 100 },
      { cursor: 'c2', limit: 100 },
    ]);
  });

  it('readFullAudit refuses a server that hands back a cursor already read', async () => {
    await assert.rejects(
      readFullAudit(async () => sampleAudit({ next_cursor: 'same' })),
      /cursor already read/,
    );
  });

  it('siteConfigFile picks the framework config, else package.json', () => {
    const files = (names: string[]) => ({ has: (f: string) => names.includes(f) }) as Parameters<typeof siteConfigFile>[0];
    assert.equal(siteConfigFile(files(['package.json', 'astro.config.mjs'])), 'astro.config.mjs');
    assert.equal(siteConfigFile(files(['package.json'])), 'package.json');
    assert.equal(siteConfigFile(files([])), undefined);
  });

  it('nextReadDelay: after next_crawl_at plus a margin, between 15 minutes and a day', () => {
    const now = Date.parse('2026-11-16T12:00:00Z');
    const min = 60_000;
    assert.equal(nextReadDelay('2026-11-16T14:00:00Z', now), 130 * min);
    assert.equal(nextReadDelay('2026-11-16T12:01:00Z', now), 15 * min, 'never sooner than 15 minutes');
    assert.equal(nextReadDelay('2026-11-01T00:00:00Z', now), 15 * min, 'a date already past');
    assert.equal(nextReadDelay('2027-01-01T00:00:00Z', now), 24 * 60 * min, 'never later than a day');
    assert.equal(nextReadDelay(undefined, now), undefined);
    assert.equal(nextReadDelay('soon', now), undefined);
  });
});
