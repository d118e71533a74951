// The audit and owned pages point at the two sample sites, and completing a scan changes the audit.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brandPath, get, useSampleApi } from './helpers.js';

type Check = { id: string; label: string; met: boolean; failing_pages: string[]; failing_pages_total: number; measured: string };
type Audit = {
  state: string;
  checks_failing: number;
  checks_unmeasured: number;
  citations_scan: { id: string; completed_at: string };
  meta: { data_as_of: { id: string } | null };
  groups: Array<{ name: string; failing: number; passing: number; unmeasured: number; checks: Check[] }>;
  pages: Array<{ path: string; url: string; status: string; status_word: string; page_id: string }>;
  readiness: { pages_blocked: number; pages_checked: number; pages_readable: number; pages_unmeasured: number };
};

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');

/** Where each URL path comes from, written by hand from the sample sites (null: no file, on purpose). */
const PRIMARY_FILES: Record<string, string | null> = {
  '/': 'src/pages/index.astro',
  '/pricing': 'src/pages/pricing.astro',
  '/about': 'src/pages/about.astro',
  '/contact': 'src/pages/contact.astro',
  '/demo': 'src/pages/demo.astro',
  '/thank-you': 'src/pages/thank-you.astro',
  '/blog/product-analytics-vs-bi': 'src/content/blog/product-analytics-vs-bi.md',
  '/blog/retention-cohorts-explained': 'src/content/blog/cohort-retention-guide.md',
  '/blog/event-tracking-plan': 'src/content/blog/event-tracking-plan.md',
  '/blog/internal-roadmap-notes': 'src/content/blog/internal-roadmap-notes.md',
  '/docs': 'src/pages/docs/index.md',
  '/docs/getting-started': 'src/pages/docs/getting-started.md',
  '/docs/api/authentication': 'src/pages/docs/api/authentication.md',
  '/docs/integrations/segment': 'src/pages/docs/integrations/segment.md',
  '/robots.txt': 'public/robots.txt',
  '/changelog': null, // generated elsewhere
  '/plans': null, // redirected by astro.config.mjs
  '/app/': null, // the product app, blocked by robots.txt
  '/customers/northbeam': null, // removed page
};

const SECONDARY_FILES: Record<string, string | null> = {
  '/': 'index.html',
  '/pricing': 'pricing.html',
  '/about/': 'about/index.html',
  '/blog/': 'blog/index.html',
  '/blog/instant-payouts-explained': 'blog/instant-payouts-explained.html',
  '/blog/pci-compliance-checklist': 'blog/pci-compliance-checklist.html',
  '/developers': 'developers',
  '/calculator': 'calculator.html',
  '/checkout/': 'checkout/index.html',
  '/fees': null, // redirected by _redirects
  '/careers': null, // generated elsewhere
  '/press/series-b': null, // removed page
};

describe('sample API: audit and the sample sites', () => {
  const api = useSampleApi();
  const audit = async (which: 'primary' | 'secondary' = 'primary', query: Record<string, string | number> = {}): Promise<Audit> =>
    (await get<Audit>(api(), brandPath(api(), which, 'audit'), { query: { limit: 100, ...query } })).body;
  const check = (a: Audit, id: string): Check | undefined => a.groups.flatMap((g) => g.checks).find((c) => c.id === id);

  for (const [which, site, files] of [['primary', 'sample-site', PRIMARY_FILES], ['secondary', 'sample-site-static', SECONDARY_FILES]] as const) {
    it(`${which}: audit pages, owned pages and failing pages are paths of ${site} (or on purpose not)`, async () => {
      const a = await audit(which);
      const owned = await get<{ pages: Array<{ url: string }> }>(api(), brandPath(api(), which, 'pages'), { query: { limit: 100 } });
      const paths = new Set([
        ...a.pages.map((p) => p.path),
        ...owned.body.pages.map((p) => new URL(p.url).pathname),
        ...a.groups.flatMap((g) => g.checks.flatMap((c) => c.failing_pages)),
      ]);
      for (const path of paths) {
        assert.ok(path in files, `${path} is not in the table of ${site}`);
        const file = files[path];
        if (file) assert.ok(existsSync(join(FIXTURES, site, file)), `${site}/${file} exists`);
      }
      assert.ok(Object.values(files).some((f) => f === null), 'some pages have no file on purpose');
      for (const p of a.pages) assert.equal(new URL(p.url).pathname, p.path);
      assert.equal(new URL(a.pages[0].url).origin, api().brands[which].origin);
    });
  }

  it('has failing checks across groups and pages in every status', async () => {
    const a = await audit();
    assert.deepEqual(a.groups.map((g) => g.name), ['Crawl access', 'Readability', 'Metadata']);
    for (const g of a.groups) assert.ok(g.failing > 0, `${g.name} has a failing check`);
    assert.equal(a.checks_failing, a.groups.reduce((s, g) => s + g.failing, 0));
    assert.equal(a.checks_unmeasured, 2);
    assert.deepEqual([...new Set(a.pages.map((p) => p.status))].sort(), ['blocked_robots', 'does_not_load', 'needs_javascript', 'noindex', 'not_read', 'readable']);
    assert.equal(a.readiness.pages_checked, a.pages.length);
    const answerFirst = check(a, 'answer-first');
    assert.ok(answerFirst && answerFirst.failing_pages_total > answerFirst.failing_pages.length, 'a check lists fewer failing pages than it has');
    assert.equal(a.meta.data_as_of?.id, a.citations_scan.id, 'the audit reads the last weekly scan');
  });

  it('advanceScan: a failing check passes and a page status changes; the next scan fixes another check', async () => {
    const before = await audit();
    assert.deepEqual(check(before, 'loads-without-js')?.failing_pages, ['/demo']);
    assert.equal(before.pages.find((p) => p.path === '/demo')?.status, 'needs_javascript');

    const scan = api().advanceScan();
    const after = await audit();
    assert.equal(after.citations_scan.id, scan.id);
    assert.equal(check(after, 'loads-without-js')?.met, true);
    assert.deepEqual(check(after, 'loads-without-js')?.failing_pages, []);
    assert.equal(after.pages.find((p) => p.path === '/demo')?.status, 'readable');
    assert.equal(after.checks_failing, before.checks_failing - 1);
    assert.deepEqual(check(after, 'meta-description')?.failing_pages, ['/about', '/docs/integrations/segment']);

    api().advanceScan();
    const third = await audit();
    assert.equal(check(third, 'meta-description')?.met, true);

    const pinned = await audit('primary', { as_of: before.citations_scan.id });
    assert.deepEqual(check(pinned, 'loads-without-js')?.failing_pages, ['/demo'], 'a pin still reads the old audit');
  });

  it('advanceScan on the secondary brand fixes its JavaScript-only page', async () => {
    api().advanceScan(api().brands.secondary.id);
    const a = await audit('secondary');
    assert.equal(a.pages.find((p) => p.path === '/calculator')?.status, 'readable');
    assert.equal(check(a, 'loads-without-js')?.met, true);
  });
});
