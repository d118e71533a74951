// The scaled load of the extension-host bench, shared by the API front (bench/scaledApi.ts, in the bench process) and
// the bench suite (test/integration/bench-host/, in the extension host): both must agree on the pages' paths.
//
// Audit: AUDIT_PAGES pages, each with a problem status (one finding each), plus AUDIT_CHECKS failing checks naming
// FAILING_PER_CHECK pages each (one finding per named page): 5 000 + 50 × 100 = 10 000 findings. Every page has its
// own Astro page file in the sample site, so every finding is mapped and located in a real file.
// Keywords: the primary brand's list is served with SCALED_KEYWORDS rows (the sample's own keywords first).

export const AUDIT_PAGES = 5_000;
export const AUDIT_CHECKS = 50;
export const FAILING_PER_CHECK = 100;
export const EXPECTED_FINDINGS = AUDIT_PAGES + AUDIT_CHECKS * FAILING_PER_CHECK;
export const SCALED_KEYWORDS = 1_000;

/** Statuses the findings treat as problems; the pages cycle through them. */
export const PROBLEM_STATUSES = ['blocked_robots', 'noindex', 'does_not_load', 'needs_javascript', 'not_read'] as const;

/** 100 pages per folder, like a knowledge base split into sections. */
const PAGES_PER_SECTION = 100;

export function auditPagePath(i: number): string {
  return `/kb/s${Math.floor(i / PAGES_PER_SECTION)}/page-${i}`;
}

/** The Astro page that serves auditPagePath(i), relative to the site root. */
export function auditPageFile(i: number): string {
  return `src/pages${auditPagePath(i)}.astro`;
}

/** A small but ordinary page: title, description, one H1, an opening paragraph (what the checks' anchors look for). */
export function auditPageSource(i: number): string {
  return [
    '---',
    "import BaseLayout from '../../../layouts/BaseLayout.astro';",
    `const title = 'Knowledge base article ${i}';`,
    '---',
    '<BaseLayout title={title} description="How Tallyhawk answers one product analytics question.">',
    `  <h1>Knowledge base article ${i}</h1>`,
    `  <p>Article ${i} explains one step of setting up product analytics with Tallyhawk.</p>`,
    '  <h2>Steps</h2>',
    '  <ol><li>Open the project settings.</li><li>Add the event.</li><li>Check the live view.</li></ol>',
    '</BaseLayout>',
    '',
  ].join('\n');
}

/** The pages each check names: spread over the whole site, a different stride per check. */
export function failingPagesOf(check: number): number[] {
  const out: number[] = [];
  const stride = 7 + (check % 13);
  for (let k = 0; k < FAILING_PER_CHECK; k++) out.push((check * 31 + k * stride) % AUDIT_PAGES);
  return [...new Set(out)];
}
