// What each site-audit finding means, in our own short words: the audited page statuses the API reference defines
// and the checks the audit reports (by id), each with what it checks, why it matters for AI crawlers and answers, and
// how to fix it in the source. Also the words for what the editor re-checks in the source on save. The diagnostics'
// hovers and rule view, and the CLI's SARIF help, word findings from here. Pure: no `vscode`; the extension passes
// these English strings through vscode.l10n.t where it shows them.
//
// Lookup tables are Maps: API text (check ids) is looked up in them, and a plain object would answer "__proto__".

export interface RuleExplanation {
  /** Our name for the rule (the audit's own label is shown beside it when it has one). */
  readonly name: string;
  /** What the check or status says. */
  readonly what: string;
  /** Why it matters for AI crawlers and the answers built from what they read. */
  readonly why: string;
  /** How to fix it in the site's source. */
  readonly fix: string;
  /** False for a check id this version has no words for: the generic text by topic is used. */
  readonly known: boolean;
}

/** Page statuses the reference defines (`status` of an audited page); all but `readable` are findings. */
export const PAGE_STATUS_RULES: ReadonlyMap<string, Omit<RuleExplanation, 'known'>> = new Map([
  [
    'readable',
    {
      name: 'Readable',
      what: 'The crawl read the page and found its content.',
      why: 'AI crawlers can read it, so the engines can quote and cite it.',
      fix: 'Nothing to fix.',
    },
  ],
  [
    'blocked_robots',
    {
      name: 'Blocked by robots.txt',
      what: "robots.txt kept the crawler out, so AI engines cannot read this page.",
      why: 'A crawler that robots.txt turns away never reads the page: the engines it feeds cannot quote or cite it.',
      fix: 'In robots.txt, remove the Disallow rule that covers this path for the AI crawlers (GPTBot, ClaudeBot, PerplexityBot, Google-Extended), or add an Allow rule for it.',
    },
  ],
  [
    'noindex',
    {
      name: 'Marked noindex',
      what: 'The page asks not to be indexed, so search engines and AI engines leave it out.',
      why: 'A noindex page is dropped from search indexes and from the AI answers built on them.',
      fix: 'Remove the noindex (robots meta tag, front-matter `robots`/`noindex`, a layout prop) from pages that should be found. A page meant to stay out, such as a thank-you page, can be marked as an intentional noindex.',
    },
  ],
  [
    'does_not_load',
    {
      name: 'Does not load',
      what: 'The crawler could not load the page.',
      why: 'A page that does not load cannot be read, quoted or cited.',
      fix: 'Check that the URL answers 200 without a login: fix broken routes, server errors, redirect loops and pages that time out.',
    },
  ],
  [
    'needs_javascript',
    {
      name: 'Needs JavaScript',
      what: 'The main content only appears after scripts run, and AI crawlers do not run them.',
      why: 'Most AI crawlers read the HTML the server sends: content drawn by scripts is invisible to them.',
      fix: 'Render the main content on the server or at build time (static or server rendering); keep scripts for interaction.',
    },
  ],
  [
    'not_read',
    {
      name: 'Not read',
      what: 'The crawl did not read this page, so it has no verdict on it: not measured, not a failure.',
      why: 'A page the crawl has not read is missing from the audit, and may be missing for AI crawlers too.',
      fix: 'Usually nothing in the source: make sure the page is linked and in the sitemap; the next crawl may read it.',
    },
  ],
]);

/** Checks the audit reports, by id. */
const CHECK_RULES: ReadonlyMap<string, Omit<RuleExplanation, 'known'>> = new Map([
  [
    'ai-crawlers-allowed',
    {
      name: 'AI crawlers allowed in robots.txt',
      what: 'robots.txt lets the AI crawlers fetch the site.',
      why: 'A crawler that robots.txt turns away cannot read any page it covers, so the engines it feeds cannot cite them.',
      fix: 'In robots.txt, remove the Disallow rules that name GPTBot, ClaudeBot, PerplexityBot or Google-Extended (or `*`) for public pages; block only what must stay private.',
    },
  ],
  [
    'loads-without-js',
    {
      name: 'Pages load without JavaScript',
      what: "The page's main content is in the HTML the server sends.",
      why: 'Most AI crawlers do not run JavaScript: content that only appears after scripts run is invisible to them.',
      fix: 'Render the content on the server or at build time (static or server rendering, server components); keep client-only widgets for interaction.',
    },
  ],
  [
    'no-unintended-noindex',
    {
      name: 'No unintended noindex',
      what: 'Only pages meant to stay private carry noindex.',
      why: 'A noindex page is dropped from search indexes and from the AI answers built on them.',
      fix: 'Remove the noindex from pages that should be found. A page meant to stay out (a thank-you page) can be marked as an intentional noindex.',
    },
  ],
  [
    'sitemap-complete',
    {
      name: 'Sitemap lists every readable page',
      what: 'sitemap.xml lists every page the crawl could read.',
      why: 'Crawlers find pages through the sitemap: a page missing there may be crawled late or not at all.',
      fix: "Generate the sitemap from the site's routes (your framework's sitemap integration) and name it in robots.txt.",
    },
  ],
  [
    'one-h1',
    {
      name: 'One H1 per page',
      what: 'The page has exactly one H1 heading.',
      why: 'The H1 tells crawlers and AI engines what the page is about: several H1s blur the topic, none leaves them guessing.',
      fix: "Keep one H1 for the page's topic and make the others H2 (`##` in Markdown).",
    },
  ],
  [
    'answer-first',
    {
      name: 'Answer-first opening paragraph',
      what: "The first paragraph answers the page's question.",
      why: 'AI answers quote short passages: a page that answers in its opening lines is more likely to be quoted and cited.',
      fix: 'Open with a one- to three-sentence answer, then give the detail.',
    },
  ],
  [
    'no-hidden-content',
    {
      name: 'Key content not hidden behind tabs',
      what: 'Key content is visible without clicking tabs, accordions or "read more".',
      why: 'Crawlers may skip or discount content that only shows after an interaction.',
      fix: "Put key content in the page's HTML, visible when it loads; keep tabs for secondary detail.",
    },
  ],
  [
    'meta-description',
    {
      name: 'Meta description present',
      what: 'The page has a meta description.',
      why: 'Engines use it as the summary of the page when they list and choose sources; without one they guess from the body.',
      fix: 'Add `<meta name="description" content="…">`, the layout\'s `description` prop or a front-matter `description`, with one or two sentences.',
    },
  ],
  [
    'title-length',
    {
      name: 'Title between 30 and 65 characters',
      what: 'The page title is 30 to 65 characters long.',
      why: 'A short title says little about the page; a long one is cut off in results and in the source lists of answers.',
      fix: 'Write a specific title within the range; count what the layout adds (a " — Brand" suffix).',
    },
  ],
  [
    'canonical',
    {
      name: 'Canonical URL points to the page itself',
      what: "The page's canonical link names its own URL.",
      why: 'A canonical link to another URL tells crawlers to credit that page instead: this one may be left out.',
      fix: 'Set `<link rel="canonical">` to the page\'s own URL, or remove a wrong one.',
    },
  ],
  [
    'org-schema',
    {
      name: 'Organization structured data',
      what: 'The homepage carries schema.org Organization structured data.',
      why: "Structured data states the brand's name, logo and profiles in a form engines read reliably.",
      fix: 'Add a JSON-LD `Organization` block (name, url, logo, sameAs) to the homepage.',
    },
  ],
]);

/** For a check id this version does not know: words by what the check is about (its anchor in the page). */
const GENERIC_BY_TOPIC: ReadonlyMap<string, Omit<RuleExplanation, 'known' | 'name'>> = new Map([
  ['robots', { what: "A check of the page's indexing and crawler rules (robots meta tag, robots.txt).", why: 'Crawler rules decide whether AI crawlers may read the page at all.', fix: "Compare the page's robots settings with the check's target." }],
  ['title', { what: "A check of the page's title.", why: 'The title is how engines name the page when they list and cite it.', fix: "Edit the page's title (a `<title>` element, a layout prop or front-matter `title`) to meet the check's target." }],
  ['description', { what: "A check of the page's meta description.", why: 'Engines use the description as the summary of the page.', fix: "Edit the page's description to meet the check's target." }],
  ['h1', { what: "A check of the page's headings.", why: 'Headings tell crawlers and AI engines how the page is organized and what it is about.', fix: "Adjust the page's headings to meet the check's target." }],
  ['body', { what: 'A check of the service\'s site audit; its label and target say what it measures.', why: 'The audit checks what AI crawlers need to read, understand and cite a page.', fix: "Compare the page with the check's target; the rule view shows what the crawl measured." }],
]);

export type PageStatusRuleId = `status:${string}`;

/** The status of a `status:<status>` rule id, else undefined. */
export function statusOfRule(ruleId: string): string | undefined {
  return ruleId.startsWith('status:') ? ruleId.slice('status:'.length) : undefined;
}

/**
 * What a finding's rule means. `label` is the audit's label (for a check id we do not know); `topic` the part of the
 * page it is about ('robots', 'title', 'description', 'h1', 'body').
 */
export function explainRule(ruleId: string, label?: string, topic = 'body'): RuleExplanation {
  const status = statusOfRule(ruleId);
  const known = status !== undefined ? PAGE_STATUS_RULES.get(status) : CHECK_RULES.get(ruleId);
  if (known) return { ...known, known: true };
  const generic = GENERIC_BY_TOPIC.get(topic) ?? (GENERIC_BY_TOPIC.get('body') as Omit<RuleExplanation, 'known' | 'name'>);
  if (status !== undefined) {
    return {
      name: label || status.replace(/_/g, ' '),
      what: 'A page status this version does not describe; the service reports it as a problem of the page.',
      why: 'A page status says whether AI crawlers could read the page.',
      fix: 'Open the page in the browser and compare it with what the status says.',
      known: false,
    };
  }
  return { name: label || ruleId, ...generic, known: false };
}

/** The status word for a page status ("Marked noindex"); an unknown status as its words. */
export function statusWord(status: string): string {
  return PAGE_STATUS_RULES.get(status)?.name ?? status.replace(/_/g, ' ');
}

/** The check ids and page statuses this version explains (the README and the tests list them). */
export const EXPLAINED_CHECKS: readonly string[] = [...CHECK_RULES.keys()];

// ---------------------------------------------------------------------------------------------------------------------
// What the editor re-checks in the source

/** Checks that can be verified in a page's own source file, re-checked there on every save. */
export type LocalCheckId = 'one-h1' | 'title' | 'description' | 'noindex';

export const LOCAL_CHECKS: ReadonlyMap<LocalCheckId, { name: string; looksAt: string }> = new Map<LocalCheckId, { name: string; looksAt: string }>([
  ['one-h1', { name: 'one H1', looksAt: 'counts the `<h1>` elements and `#` headings in this file' }],
  ['title', { name: 'a title present', looksAt: 'looks for a `<title>` element, a layout `title` prop or a front-matter `title` with a value' }],
  ['description', { name: 'a meta description present', looksAt: 'looks for a meta description, a layout `description` prop or a front-matter `description` with a value' }],
  ['noindex', { name: 'no robots noindex', looksAt: 'looks for a robots meta tag, front-matter `robots`/`noindex` or a layout prop that says noindex' }],
]);
