// The three sample brands as hand-written profiles: names, markets, topics with prompt and keyword wording,
// rivals, the brand's own pages (paths of the sample sites under test/fixtures/) and the site checks.
// Everything numeric is derived from these by catalog.ts and measures.ts.
import type { Intent, PageStatus, PageType, PromptType, SourceType } from './vocabulary.js';

export type BrandKey = 'primary' | 'secondary' | 'empty';

export interface SegmentProfile {
  name: string;
  label: string;
  country: string;
  language: string;
  subregion: string;
  market: string;
  persona: { name: string; audienceType: string; description: string; generalBuyer?: boolean };
  claude: boolean;
  isDefault?: boolean;
  retired?: boolean;
}

export interface TopicProfile {
  name: string;
  /** [wording, intent, type] */
  prompts: Array<[string, Intent, PromptType]>;
  keywords: string[];
}

export interface PageProfile {
  path: string;
  title: string;
  pageType: PageType;
  status: PageStatus;
  /** Status from a weekly scan ordinal on: how the audit changes when a scan completes. */
  changes?: Array<{ week: number; status: PageStatus }>;
  /** Weekly citations in AI answers, before per-scan noise. */
  citations: number;
  /** Where the page comes from (documentation for tests and readers; the API does not expose it). */
  source: string;
}

export interface CheckProfile {
  key: string;
  group: string;
  label: string;
  target: string;
  /** Not measured by the crawl (counted in `unmeasured`). */
  unmeasured?: boolean;
  /** Paths failing the check, each within weekly scan ordinals [from, until). */
  failing: Array<{ path: string; from?: number; until?: number }>;
}

export interface RivalProfile {
  name: string;
  domain: string;
  /** 0..1: how often answers name them. */
  strength: number;
  /** false: tracked but no answer in the period named or asked about them (share of voice null). */
  named?: boolean;
}

export interface BrandProfile {
  key: BrandKey;
  name: string;
  domain: string;
  origin: string;
  description: string;
  category: string;
  audience: string;
  offering: string;
  differentiators: string;
  statement: string;
  lineToOwn: string;
  /** 0..1: baseline visibility in answers. */
  strength: number;
  /** Minutes added to every scan time, so brands' scans do not share timestamps. */
  scanOffsetMinutes: number;
  hasScans: boolean;
  segments: SegmentProfile[];
  topics: TopicProfile[];
  rivals: RivalProfile[];
  discovered: Array<{ name: string; domain: string }>;
  thirdParties: Array<{ domain: string; type: SourceType; title: string; path: string }>;
  pages: PageProfile[];
  checks: CheckProfile[];
  facts: Array<{ kind: 'category' | 'audience' | 'offer' | 'difference' | 'fact'; wording: string }>;
  negativeTakes: string[];
}

// ---------------------------------------------------------------------------------------------
// Primary: a B2B product analytics SaaS. Its site is the Astro project test/fixtures/sample-site/.
// ---------------------------------------------------------------------------------------------
const primary: BrandProfile = {
  key: 'primary',
  name: 'Tallyhawk',
  domain: 'tallyhawk.io',
  origin: 'https://www.tallyhawk.io',
  description: 'Product analytics for B2B SaaS teams: events, funnels and retention on top of your own warehouse.',
  category: 'Product analytics software',
  audience: 'Product and growth teams at B2B SaaS companies with 20 to 500 employees',
  offering: 'Self-serve product analytics with warehouse-native storage, cohort retention and funnel reports',
  differentiators: 'Runs on the customer’s Snowflake or BigQuery without copying data; flat pricing per workspace',
  statement: 'AI answers describe Tallyhawk as a warehouse-native product analytics tool for mid-market SaaS, but rarely mention its flat pricing.',
  lineToOwn: 'The product analytics tool that keeps your data in your own warehouse.',
  strength: 0.56,
  scanOffsetMinutes: 0,
  hasScans: true,
  segments: [
    {
      name: 'US product teams', label: 'US · Product teams', country: 'US', language: 'en', subregion: '', market: 'United States',
      persona: { name: 'Head of Product', audienceType: 'b2b', description: 'Owns the roadmap at a 50–300 person SaaS company and buys the analytics stack.' },
      claude: true, isDefault: true,
    },
    {
      name: 'UK data leaders', label: 'UK · Data leaders', country: 'GB', language: 'en', subregion: 'England', market: 'United Kingdom',
      persona: { name: 'Data platform lead', audienceType: 'b2b', description: 'Runs the warehouse and governs which tools may read it.' },
      claude: false,
    },
    {
      name: 'DACH growth marketers', label: 'DACH · Growth', country: 'DE', language: 'de', subregion: '', market: 'Germany, Austria, Switzerland',
      persona: { name: 'Growth marketer', audienceType: 'b2b', description: 'Measures activation and conversion; cares about GDPR.', generalBuyer: true },
      claude: false,
    },
  ],
  topics: [
    {
      name: 'Product analytics platforms',
      prompts: [
        ['What is the best product analytics platform for a B2B SaaS company?', 'comparison', 'organic'],
        ['Which product analytics tools work well for a small product team?', 'comparison', 'organic'],
        ['How do I choose a product analytics tool?', 'educational', 'organic'],
        ['Is Tallyhawk a good product analytics tool?', 'comparison', 'brand_specific'],
        ['Tallyhawk vs Funnelcraft: which is better for SaaS analytics?', 'comparison', 'competitor_comparison'],
      ],
      keywords: ['product analytics software', 'best product analytics tools', 'product analytics platform', 'saas analytics tool', 'b2b product analytics', 'tallyhawk reviews', 'funnelcraft alternatives'],
    },
    {
      name: 'Retention and cohorts',
      prompts: [
        ['How do I measure user retention in a SaaS product?', 'educational', 'organic'],
        ['Why are my users churning after the first week?', 'problem', 'organic'],
        ['What is a good cohort retention benchmark for B2B SaaS?', 'educational', 'organic'],
        ['Which tools build cohort retention charts automatically?', 'comparison', 'organic'],
      ],
      keywords: ['cohort analysis', 'retention curve', 'saas churn benchmark', 'how to calculate retention rate', 'cohort retention chart', 'user retention tool'],
    },
    {
      name: 'Event tracking',
      prompts: [
        ['How should I design an event tracking plan?', 'educational', 'organic'],
        ['Our event data is messy: how do we clean up product tracking?', 'problem', 'organic'],
        ['What is the easiest way to add event tracking to a React app?', 'problem', 'organic'],
        ['Which analytics tools support server-side event tracking?', 'comparison', 'organic'],
      ],
      keywords: ['event tracking plan', 'tracking plan template', 'server side tracking', 'react analytics sdk', 'event taxonomy', 'product event naming conventions'],
    },
    {
      name: 'Warehouse-native analytics',
      prompts: [
        ['Can I run product analytics directly on Snowflake?', 'educational', 'organic'],
        ['What are warehouse-native analytics tools?', 'educational', 'organic'],
        ['Which product analytics tools connect to BigQuery without copying data?', 'comparison', 'organic'],
        ['Cohortly or Tallyhawk for warehouse-native analytics?', 'comparison', 'competitor_comparison'],
      ],
      keywords: ['warehouse native analytics', 'snowflake product analytics', 'bigquery product analytics', 'reverse etl analytics', 'dbt product analytics'],
    },
    {
      name: 'Pricing and buying',
      prompts: [
        ['How much does Tallyhawk cost?', 'transactional', 'brand_specific'],
        ['What does product analytics software typically cost per month?', 'transactional', 'organic'],
        ['Is there a free product analytics tool for startups?', 'transactional', 'organic'],
        ['Does Tallyhawk offer a startup discount?', 'transactional', 'brand_specific'],
      ],
      keywords: ['product analytics pricing', 'tallyhawk pricing', 'free product analytics', 'analytics tool cost', 'funnelcraft pricing'],
    },
    {
      name: 'Privacy and compliance',
      prompts: [
        ['Which analytics tools are GDPR compliant?', 'comparison', 'organic'],
        ['How do I run product analytics without cookies?', 'problem', 'organic'],
        ['Can product analytics data stay in the EU?', 'educational', 'organic'],
      ],
      keywords: ['gdpr compliant analytics', 'cookieless analytics', 'eu data residency analytics', 'soc 2 analytics vendor', 'hipaa product analytics'],
    },
  ],
  rivals: [
    { name: 'Funnelcraft', domain: 'funnelcraft.io', strength: 0.66 },
    { name: 'Cohortly', domain: 'cohortly.com', strength: 0.49 },
    { name: 'Panelytics', domain: 'panelytics.com', strength: 0.38 },
    { name: 'Eventloom', domain: 'eventloom.io', strength: 0.0, named: false },
  ],
  discovered: [
    { name: 'Metricbird', domain: 'metricbird.com' },
    { name: 'Stackpulse Analytics', domain: 'stackpulse-analytics.com' },
    { name: 'Owlgraph', domain: 'owlgraph.dev' },
    { name: 'Tracely', domain: 'tracely.app' },
    { name: 'Signalfold', domain: 'signalfold.com' },
  ],
  thirdParties: [
    { domain: 'www.g2.com', type: 'review', title: 'Best Product Analytics Software', path: '/categories/product-analytics' },
    { domain: 'www.reddit.com', type: 'community', title: 'Which product analytics tool do you actually use?', path: '/r/ProductManagement/comments/1q2w3e/which_product_analytics_tool' },
    { domain: 'en.wikipedia.org', type: 'educational', title: 'Cohort analysis', path: '/wiki/Cohort_analysis' },
    { domain: 'www.saasweekly.example', type: 'media', title: 'The 2026 product analytics buyer’s guide', path: '/guides/product-analytics-2026' },
    { domain: 'www.capterra.com', type: 'directory', title: 'Product Analytics Software', path: '/product-analytics-software/' },
    { domain: 'analyticsguild.org', type: 'industry_authority', title: 'State of Product Analytics report', path: '/reports/state-of-product-analytics' },
    { domain: 'news.ycombinator.com', type: 'community', title: 'Ask HN: Warehouse-native analytics in production?', path: '/item?id=41234567' },
    { domain: 'www.youtube.com', type: 'social', title: 'Building a retention dashboard in 10 minutes', path: '/watch?v=retention10' },
    { domain: 'edpb.europa.eu', type: 'regulatory', title: 'Guidelines on analytics cookies', path: '/our-work-tools/guidelines-analytics' },
    { domain: 'www.northgate-consulting.example', type: 'consulting', title: 'Choosing an analytics stack', path: '/insights/analytics-stack' },
  ],
  pages: [
    { path: '/', title: 'Tallyhawk — Product analytics for B2B SaaS teams', pageType: 'product', status: 'readable', citations: 48, source: 'src/pages/index.astro' },
    { path: '/pricing', title: 'Pricing — Tallyhawk product analytics plans', pageType: 'pricing', status: 'readable', citations: 36, source: 'src/pages/pricing.astro' },
    { path: '/about', title: 'About Tallyhawk', pageType: 'other', status: 'readable', citations: 7, source: 'src/pages/about.astro' },
    { path: '/contact', title: 'Contact', pageType: 'other', status: 'readable', citations: 2, source: 'src/pages/contact.astro' },
    {
      path: '/demo', title: 'Interactive demo — Tallyhawk', pageType: 'product', status: 'needs_javascript',
      changes: [{ week: 4, status: 'readable' }], citations: 3, source: 'src/pages/demo.astro',
    },
    { path: '/thank-you', title: 'Thanks — Tallyhawk', pageType: 'other', status: 'noindex', citations: 0, source: 'src/pages/thank-you.astro' },
    { path: '/blog/product-analytics-vs-bi', title: 'Product analytics vs. BI: what each is for', pageType: 'blog_post', status: 'readable', citations: 21, source: 'src/content/blog/product-analytics-vs-bi.md' },
    { path: '/blog/retention-cohorts-explained', title: 'Retention cohorts, explained', pageType: 'blog_post', status: 'readable', citations: 17, source: 'src/content/blog/cohort-retention-guide.md (slug override)' },
    { path: '/blog/event-tracking-plan', title: 'How to write an event tracking plan', pageType: 'blog_post', status: 'readable', citations: 12, source: 'src/content/blog/event-tracking-plan.md' },
    { path: '/blog/internal-roadmap-notes', title: 'Roadmap notes (internal)', pageType: 'blog_post', status: 'noindex', citations: 0, source: 'src/content/blog/internal-roadmap-notes.md (robots: noindex)' },
    { path: '/docs', title: 'Tallyhawk documentation — Tallyhawk docs', pageType: 'documentation', status: 'readable', citations: 9, source: 'src/pages/docs/index.md' },
    { path: '/docs/getting-started', title: 'Getting started — Tallyhawk docs', pageType: 'documentation', status: 'readable', citations: 14, source: 'src/pages/docs/getting-started.md' },
    { path: '/docs/api/authentication', title: 'API authentication — Tallyhawk docs', pageType: 'documentation', status: 'readable', citations: 5, source: 'src/pages/docs/api/authentication.md' },
    {
      path: '/docs/integrations/segment', title: 'Segment integration — Tallyhawk docs', pageType: 'documentation', status: 'not_read',
      changes: [{ week: 2, status: 'readable' }], citations: 4, source: 'src/pages/docs/integrations/segment.md',
    },
    { path: '/changelog', title: 'Changelog — Tallyhawk', pageType: 'resource', status: 'readable', citations: 6, source: 'generated elsewhere (release notes service; no file in the site)' },
    { path: '/plans', title: 'Plans', pageType: 'pricing', status: 'not_read', citations: 1, source: 'redirect to /pricing (astro.config.mjs redirects)' },
    { path: '/app/', title: 'Sign in — Tallyhawk', pageType: 'other', status: 'blocked_robots', citations: 0, source: 'the product app (robots.txt Disallow: /app/)' },
    { path: '/customers/northbeam', title: 'How Northbeam cut churn by 18%', pageType: 'customer_story', status: 'does_not_load', citations: 8, source: 'removed page (404; no file)' },
  ],
  checks: [
    { key: 'ai-crawlers-allowed', group: 'Crawl access', label: 'AI crawlers allowed in robots.txt', target: 'GPTBot, ClaudeBot and PerplexityBot may crawl', failing: [{ path: '/robots.txt', until: 1 }] },
    { key: 'loads-without-js', group: 'Crawl access', label: 'Pages load without JavaScript', target: 'Main content in the HTML', failing: [{ path: '/demo', until: 4 }] },
    { key: 'no-unintended-noindex', group: 'Crawl access', label: 'No unintended noindex', target: 'Only private pages carry noindex', failing: [{ path: '/blog/internal-roadmap-notes', until: 7 }] },
    { key: 'sitemap-complete', group: 'Crawl access', label: 'Sitemap lists every readable page', target: 'Every readable page in sitemap.xml', unmeasured: true, failing: [] },
    {
      key: 'one-h1', group: 'Readability', label: 'One H1 per page', target: 'Exactly one H1',
      failing: [{ path: '/pricing', until: 6 }, { path: '/docs/getting-started', until: 6 }],
    },
    {
      key: 'answer-first', group: 'Readability', label: 'Answer-first opening paragraph', target: 'The first paragraph answers the page’s question',
      failing: [
        { path: '/blog/product-analytics-vs-bi' }, { path: '/blog/event-tracking-plan', until: 1 }, { path: '/docs' },
        { path: '/docs/api/authentication' }, { path: '/about' }, { path: '/contact' }, { path: '/changelog' },
      ],
    },
    { key: 'no-hidden-content', group: 'Readability', label: 'Key content not hidden behind tabs', target: 'Visible without interaction', failing: [] },
    {
      key: 'meta-description', group: 'Metadata', label: 'Meta description present', target: 'Every page has a meta description',
      failing: [{ path: '/about', until: 5 }, { path: '/docs/integrations/segment', from: 2, until: 5 }],
    },
    {
      key: 'title-length', group: 'Metadata', label: 'Title between 30 and 65 characters', target: '30–65 characters',
      failing: [{ path: '/contact' }, { path: '/pricing', until: 2 }],
    },
    { key: 'canonical', group: 'Metadata', label: 'Canonical URL points to the page itself', target: 'Self-referencing canonical', failing: [] },
    { key: 'org-schema', group: 'Metadata', label: 'Organization structured data', target: 'schema.org Organization on the homepage', unmeasured: true, failing: [] },
  ],
  facts: [
    { kind: 'category', wording: 'Tallyhawk is a product analytics tool.' },
    { kind: 'audience', wording: 'Tallyhawk is built for B2B SaaS product teams.' },
    { kind: 'offer', wording: 'Tallyhawk charges a flat price per workspace, not per event.' },
    { kind: 'difference', wording: 'Tallyhawk runs on your own Snowflake or BigQuery warehouse.' },
    { kind: 'fact', wording: 'Tallyhawk keeps EU customers’ data in Frankfurt.' },
    { kind: 'fact', wording: 'Tallyhawk is SOC 2 Type II certified.' },
  ],
  negativeTakes: [
    'charges per tracked event, which gets expensive',
    'needs a data engineer to set up',
    'has fewer integrations than Funnelcraft',
    'lacks session replay',
    'has a steep learning curve for marketers',
  ],
};

// ---------------------------------------------------------------------------------------------
// Secondary: a payments company for European online merchants. Its site is the static HTML project
// test/fixtures/sample-site-static/ (CNAME kestrelpay.com).
// ---------------------------------------------------------------------------------------------
const secondary: BrandProfile = {
  key: 'secondary',
  name: 'Kestrel Pay',
  domain: 'kestrelpay.com',
  origin: 'https://kestrelpay.com',
  description: 'Card and account-to-account payments for European online shops, with next-day payouts.',
  category: 'Online payment gateway',
  audience: 'Online merchants and marketplaces selling across the EU',
  offering: 'Payment gateway, instant payouts, fraud screening and marketplace split payments',
  differentiators: 'Next-day payouts in 24 currencies and interchange++ pricing with no monthly fee',
  statement: 'AI answers list Kestrel Pay among European payment gateways and praise its payout speed, but often quote outdated fees.',
  lineToOwn: 'Get paid tomorrow, anywhere in Europe.',
  strength: 0.44,
  scanOffsetMinutes: 47,
  hasScans: true,
  segments: [
    {
      name: 'EU ecommerce merchants', label: 'EU · Merchants', country: 'NL', language: 'en', subregion: '', market: 'European Union',
      persona: { name: 'Ecommerce founder', audienceType: 'smb', description: 'Runs a Shopify or WooCommerce store selling in several EU countries.', generalBuyer: true },
      claude: true, isDefault: true,
    },
    {
      name: 'Marketplace platforms', label: 'EU · Marketplaces', country: 'DE', language: 'en', subregion: '', market: 'Germany',
      persona: { name: 'Head of payments', audienceType: 'b2b', description: 'Runs payouts for a marketplace with thousands of sellers.' },
      claude: true,
    },
    {
      name: 'UK subscription businesses', label: 'UK · Subscriptions', country: 'GB', language: 'en', subregion: '', market: 'United Kingdom',
      persona: { name: 'Finance lead', audienceType: 'b2b', description: 'Owns billing for a subscription box company.' },
      claude: false, retired: true,
    },
  ],
  topics: [
    {
      name: 'Online payment gateways',
      prompts: [
        ['What is the best payment gateway for a European online shop?', 'comparison', 'organic'],
        ['Which payment providers support iDEAL, Bancontact and cards in one integration?', 'comparison', 'organic'],
        ['How do payment gateways work?', 'educational', 'organic'],
        ['Is Kestrel Pay reliable for ecommerce payments?', 'comparison', 'brand_specific'],
        ['Kestrel Pay vs Ledgerline for EU merchants', 'comparison', 'competitor_comparison'],
      ],
      keywords: ['payment gateway europe', 'best payment provider ecommerce', 'ideal payment provider', 'online payment processing', 'kestrel pay review', 'ledgerline alternatives', 'payment gateway for shopify'],
    },
    {
      name: 'Instant payouts',
      prompts: [
        ['How can I get paid faster from card payments?', 'problem', 'organic'],
        ['Which payment providers offer next-day payouts in Europe?', 'comparison', 'organic'],
        ['What is a payout schedule?', 'educational', 'organic'],
        ['Why are my payouts delayed?', 'problem', 'organic'],
      ],
      keywords: ['instant payouts', 'next day payout', 'payout schedule', 'faster settlement ecommerce', 'same day settlement'],
    },
    {
      name: 'Fraud and chargebacks',
      prompts: [
        ['How do I reduce chargebacks in my online store?', 'problem', 'organic'],
        ['What is 3-D Secure and do I need it?', 'educational', 'organic'],
        ['Which payment providers include fraud screening?', 'comparison', 'organic'],
        ['How do I win a chargeback dispute?', 'problem', 'organic'],
      ],
      keywords: ['reduce chargebacks', '3d secure', 'fraud screening ecommerce', 'chargeback dispute', 'friendly fraud', 'psd2 sca exemptions'],
    },
    {
      name: 'PCI compliance',
      prompts: [
        ['What do I need to be PCI compliant as a small online shop?', 'educational', 'organic'],
        ['Does using a hosted checkout make me PCI compliant?', 'problem', 'organic'],
        ['Which payment gateways reduce PCI scope the most?', 'comparison', 'organic'],
      ],
      keywords: ['pci compliance checklist', 'pci dss saq a', 'hosted checkout pci', 'pci scope reduction'],
    },
    {
      name: 'Pricing and fees',
      prompts: [
        ['How much does Kestrel Pay charge per transaction?', 'transactional', 'brand_specific'],
        ['What is interchange++ pricing?', 'educational', 'organic'],
        ['Which payment provider has the lowest fees in Europe?', 'transactional', 'organic'],
        ['Kestrel Pay or Swiftclear: which is cheaper?', 'transactional', 'competitor_comparison'],
      ],
      keywords: ['payment processing fees', 'interchange plus pricing', 'kestrel pay fees', 'lowest transaction fees europe', 'swiftclear pricing', 'card processing fees eu'],
    },
    {
      name: 'Marketplace payments',
      prompts: [
        ['How do marketplaces split payments between sellers?', 'educational', 'organic'],
        ['What payment provider should a marketplace use in the EU?', 'comparison', 'organic'],
        ['Do I need a license to pay out marketplace sellers?', 'problem', 'organic'],
      ],
      keywords: ['marketplace payments', 'split payments', 'marketplace payouts', 'kyc for marketplace sellers', 'payfac vs marketplace'],
    },
  ],
  rivals: [
    { name: 'Ledgerline', domain: 'ledgerline.com', strength: 0.61 },
    { name: 'Swiftclear', domain: 'swiftclear.eu', strength: 0.47 },
    { name: 'Payvanta', domain: 'payvanta.com', strength: 0.35 },
    { name: 'Monetra', domain: 'monetra-pay.com', strength: 0.0, named: false },
  ],
  discovered: [
    { name: 'Coinward', domain: 'coinward.eu' },
    { name: 'Paylark', domain: 'paylark.com' },
    { name: 'Settlr', domain: 'settlr.io' },
  ],
  thirdParties: [
    { domain: 'www.pcisecuritystandards.org', type: 'regulatory', title: 'PCI DSS quick reference', path: '/document_library/' },
    { domain: 'www.reddit.com', type: 'community', title: 'Best payment processor for a small EU store?', path: '/r/ecommerce/comments/9z8y7x/best_payment_processor_eu' },
    { domain: 'www.trustpilot.com', type: 'review', title: 'Kestrel Pay reviews', path: '/review/kestrelpay.com' },
    { domain: 'www.paymentsdaily.example', type: 'media', title: 'European acquirers compared', path: '/analysis/european-acquirers-2026' },
    { domain: 'en.wikipedia.org', type: 'educational', title: 'Interchange fee', path: '/wiki/Interchange_fee' },
    { domain: 'www.eba.europa.eu', type: 'regulatory', title: 'PSD2 strong customer authentication', path: '/regulation-and-policy/payment-services' },
    { domain: 'www.shopify.com', type: 'vendor', title: 'Payment providers for Shopify', path: '/payment-gateways' },
  ],
  pages: [
    { path: '/', title: 'Kestrel Pay — Online payments with next-day payouts', pageType: 'product', status: 'readable', citations: 31, source: 'index.html' },
    { path: '/pricing', title: 'Pricing — Kestrel Pay', pageType: 'pricing', status: 'readable', citations: 26, source: 'pricing.html' },
    { path: '/about/', title: 'About Kestrel Pay', pageType: 'other', status: 'readable', citations: 4, source: 'about/index.html' },
    { path: '/blog/', title: 'Kestrel Pay blog', pageType: 'resource', status: 'readable', citations: 2, source: 'blog/index.html' },
    { path: '/blog/instant-payouts-explained', title: 'Instant payouts, explained', pageType: 'blog_post', status: 'readable', citations: 15, source: 'blog/instant-payouts-explained.html' },
    { path: '/blog/pci-compliance-checklist', title: 'The PCI compliance checklist for small shops', pageType: 'blog_post', status: 'readable', citations: 11, source: 'blog/pci-compliance-checklist.html' },
    { path: '/developers', title: 'Developers — Kestrel Pay API', pageType: 'documentation', status: 'readable', citations: 9, source: 'developers (extension-less HTML file)' },
    {
      path: '/calculator', title: 'Fee calculator', pageType: 'pricing', status: 'needs_javascript',
      changes: [{ week: 4, status: 'readable' }], citations: 3, source: 'calculator.html',
    },
    { path: '/checkout/', title: 'Checkout', pageType: 'other', status: 'blocked_robots', citations: 0, source: 'checkout/index.html (robots.txt Disallow: /checkout/)' },
    { path: '/fees', title: 'Fees', pageType: 'pricing', status: 'not_read', citations: 2, source: 'redirect to /pricing (_redirects)' },
    { path: '/careers', title: 'Careers at Kestrel Pay', pageType: 'other', status: 'noindex', citations: 0, source: 'generated elsewhere (jobs board)' },
    { path: '/press/series-b', title: 'Kestrel Pay raises Series B', pageType: 'press', status: 'does_not_load', citations: 5, source: 'removed page (404; no file)' },
  ],
  checks: [
    { key: 'ai-crawlers-allowed', group: 'Crawl access', label: 'AI crawlers allowed in robots.txt', target: 'GPTBot, ClaudeBot and PerplexityBot may crawl', failing: [] },
    { key: 'loads-without-js', group: 'Crawl access', label: 'Pages load without JavaScript', target: 'Main content in the HTML', failing: [{ path: '/calculator', until: 4 }] },
    { key: 'no-unintended-noindex', group: 'Crawl access', label: 'No unintended noindex', target: 'Only private pages carry noindex', failing: [{ path: '/careers', from: 1 }] },
    { key: 'one-h1', group: 'Readability', label: 'One H1 per page', target: 'Exactly one H1', failing: [{ path: '/about/', until: 5 }] },
    { key: 'answer-first', group: 'Readability', label: 'Answer-first opening paragraph', target: 'The first paragraph answers the page’s question', failing: [{ path: '/blog/pci-compliance-checklist' }, { path: '/developers', until: 2 }] },
    { key: 'meta-description', group: 'Metadata', label: 'Meta description present', target: 'Every page has a meta description', failing: [{ path: '/developers' }, { path: '/blog/', until: 6 }] },
    { key: 'title-length', group: 'Metadata', label: 'Title between 30 and 65 characters', target: '30–65 characters', failing: [] },
    { key: 'org-schema', group: 'Metadata', label: 'Organization structured data', target: 'schema.org Organization on the homepage', unmeasured: true, failing: [] },
  ],
  facts: [
    { kind: 'category', wording: 'Kestrel Pay is an online payment gateway.' },
    { kind: 'audience', wording: 'Kestrel Pay serves online merchants selling across the EU.' },
    { kind: 'offer', wording: 'Kestrel Pay pays out the next business day.' },
    { kind: 'difference', wording: 'Kestrel Pay uses interchange++ pricing with no monthly fee.' },
    { kind: 'fact', wording: 'Kestrel Pay is licensed as an electronic money institution by De Nederlandsche Bank.' },
  ],
  negativeTakes: [
    'holds funds for new merchants for 14 days',
    'has slow support on weekends',
    'charges a fee for currency conversion',
    'does not support American Express',
  ],
};

// ---------------------------------------------------------------------------------------------
// Empty: a brand added this week whose first scan has not completed.
// ---------------------------------------------------------------------------------------------
const empty: BrandProfile = {
  key: 'empty',
  name: 'Fernbrook Studio',
  domain: 'fernbrook.design',
  origin: 'https://fernbrook.design',
  description: 'A brand and web design studio for climate-tech startups.',
  category: 'Design agency',
  audience: 'Climate-tech startups raising their first round',
  offering: 'Brand identity and marketing sites',
  differentiators: 'Only works with climate-tech companies',
  statement: '',
  lineToOwn: '',
  strength: 0.2,
  scanOffsetMinutes: 95,
  hasScans: false,
  segments: [
    {
      name: 'Climate-tech founders', label: 'Global · Founders', country: 'US', language: 'en', subregion: '', market: 'United States',
      persona: { name: 'Startup founder', audienceType: 'b2b', description: 'First-time founder preparing a seed round.', generalBuyer: true },
      claude: true, isDefault: true,
    },
  ],
  topics: [
    {
      name: 'Brand design for startups',
      prompts: [
        ['Which design agencies specialise in climate-tech startups?', 'comparison', 'organic'],
        ['How much does a startup brand identity cost?', 'transactional', 'organic'],
        ['What makes a good climate-tech brand?', 'educational', 'organic'],
      ],
      keywords: ['climate tech branding agency', 'startup brand identity cost', 'design studio for startups'],
    },
  ],
  rivals: [{ name: 'Greenline Creative', domain: 'greenline-creative.com', strength: 0.4 }],
  discovered: [],
  thirdParties: [{ domain: 'www.behance.net', type: 'social', title: 'Climate brand identities', path: '/search/projects?search=climate%20brand' }],
  pages: [
    { path: '/', title: 'Fernbrook Studio', pageType: 'product', status: 'readable', citations: 0, source: 'no sample site' },
    { path: '/work', title: 'Work — Fernbrook Studio', pageType: 'customer_story', status: 'readable', citations: 0, source: 'no sample site' },
  ],
  checks: [
    { key: 'meta-description', group: 'Metadata', label: 'Meta description present', target: 'Every page has a meta description', failing: [{ path: '/work' }] },
  ],
  facts: [{ kind: 'category', wording: 'Fernbrook Studio is a design agency for climate-tech startups.' }],
  negativeTakes: [],
};

export const PROFILES: readonly BrandProfile[] = [primary, secondary, empty];
