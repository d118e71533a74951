// A small audit in the reference's shape (the sample API's wording), built per test so each can change one thing.
import type { Audit, AuditCheck, AuditPage } from '../../../src/shared/api/schemas';

export const ORIGIN = 'https://www.tallyhawk.io';

export function page(path: string, status: string, extra: Partial<AuditPage> = {}): AuditPage {
  return {
    citations: 3,
    crawler_hits: 10,
    page_id: `00000000-0000-4000-8000-${Buffer.from(path).toString('hex').slice(-12).padStart(12, '0')}`,
    page_type: 'other',
    path,
    read_at: '2026-11-16T10:20:00Z',
    status,
    status_word: { readable: 'Readable', noindex: 'Marked noindex', blocked_robots: 'Blocked by robots.txt', needs_javascript: 'Needs JavaScript' }[status] ?? status,
    title: `Page ${path}`,
    url: `${ORIGIN}${path}`,
    ...extra,
  };
}

export function check(id: string, label: string, failing: string[], extra: Partial<AuditCheck> = {}): AuditCheck {
  return {
    action_id: '11111111-1111-4111-8111-111111111111',
    failing_pages: failing.slice(0, 5),
    failing_pages_offset: 0,
    failing_pages_total: failing.length,
    id,
    label,
    measured: failing.length ? `${failing.length} of 12 pages fail` : 'All 12 pages pass',
    met: failing.length === 0,
    pages_in_scope: 12,
    target: 'Exactly one H1',
    ...extra,
  };
}

export function sampleAudit(over: Partial<Audit> = {}): Audit {
  return {
    checks_failing: 3,
    checks_unmeasured: 1,
    citations_scan: { completed_at: '2026-11-16T12:00:00Z', id: '22222222-2222-4222-8222-222222222222' },
    crawled_at: '2026-11-16T12:00:00Z',
    crawler_hits_available: true,
    crawler_hits_days: 28,
    groups: [
      {
        name: 'Crawl access',
        failing: 1,
        passing: 0,
        unmeasured: 1,
        checks: [
          check('no-unintended-noindex', 'No unintended noindex', ['/blog/internal-roadmap-notes'], { target: 'Only private pages carry noindex' }),
          check('sitemap-complete', 'Sitemap lists every readable page', [], { met: false, measured: 'Not measured', pages_in_scope: 0, target: 'Every readable page in sitemap.xml' }),
        ],
      },
      {
        name: 'Readability',
        failing: 2,
        passing: 1,
        unmeasured: 0,
        checks: [
          check('one-h1', 'One H1 per page', ['/pricing', '/docs/getting-started']),
          check('answer-first', 'Answer-first opening paragraph', ['/blog/a', '/blog/b', '/docs', '/about', '/contact', '/changelog', '/x'], { target: 'The first paragraph answers the question' }),
          check('no-hidden-content', 'Key content not hidden behind tabs', []),
        ],
      },
    ],
    limit: 100,
    meta: { query: {}, data_as_of: { id: '33333333-3333-4333-8333-333333333333', completed_at: '2026-11-16T12:00:00Z' } },
    next_crawl_at: '2026-11-23T08:00:00Z',
    next_cursor: null,
    offset: 0,
    page_types: ['other'],
    pages: [
      page('/', 'readable'),
      page('/pricing', 'readable'),
      page('/thank-you', 'noindex'),
      page('/app/', 'blocked_robots'),
      page('/blog/internal-roadmap-notes', 'noindex'),
      page('/changelog', 'readable'),
    ],
    readiness: { pages_blocked: 3, pages_checked: 6, pages_readable: 3, pages_unmeasured: 0 },
    sentence: '3 of 6 pages are readable.',
    state: 'ready',
    total: 6,
    ...over,
  };
}

/** Local sources of the sample site, as the mapper would find them. */
export const SOURCES: Record<string, string> = {
  '/': 'src/pages/index.astro',
  '/pricing': 'src/pages/pricing.astro',
  '/thank-you': 'src/pages/thank-you.astro',
  '/blog/internal-roadmap-notes': 'src/content/blog/internal-roadmap-notes.md',
  '/docs/getting-started': 'src/pages/docs/getting-started.md',
  '/docs': 'src/pages/docs/index.md',
  '/about': 'src/pages/about.astro',
  '/contact': 'src/pages/contact.astro',
};

export function resolveSample(urlPath: string): { file: string | null; reason: string } {
  const file = SOURCES[urlPath] ?? null;
  return file ? { file, reason: `Astro page: ${file}` } : { file: null, reason: `no source: page generated elsewhere (no Astro route or static file for ${urlPath})` };
}
