// Enumerations of the reference (the values it documents) and display names used across reads.

export const ENGINES = ['openai', 'perplexity', 'gemini', 'google_aio', 'ai_mode', 'copilot', 'claude'] as const;
export type Engine = (typeof ENGINES)[number];

export const ENGINE_NAMES: Record<Engine, string> = {
  openai: 'ChatGPT',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  google_aio: 'Google AI Overviews',
  ai_mode: 'Google AI Mode',
  copilot: 'Microsoft Copilot',
  claude: 'Claude',
};

/** Engines every segment reads; Claude is optional per segment. */
export const STANDARD_ENGINES: readonly Engine[] = ['openai', 'perplexity', 'gemini', 'google_aio', 'ai_mode', 'copilot'];
export const OPTIONAL_ENGINES: readonly Engine[] = ['claude'];

export const PROMPT_TYPES = ['organic', 'brand_specific', 'competitor_comparison'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
export const PROMPT_TYPE_LABELS: Record<PromptType, string> = {
  organic: 'Organic',
  brand_specific: 'About your brand',
  competitor_comparison: 'Comparison with a competitor',
};

export const INTENTS = ['educational', 'problem', 'comparison', 'transactional'] as const;
export type Intent = (typeof INTENTS)[number];
export const INTENT_LABELS: Record<Intent, string> = {
  educational: 'Learning',
  problem: 'Solving a problem',
  comparison: 'Comparing options',
  transactional: 'Ready to buy',
};

export const PERIODS = ['1w', '4w', '12w', 'all'] as const;
export type PeriodPreset = (typeof PERIODS)[number];
export const PERIOD_DAYS: Record<PeriodPreset, number> = { '1w': 7, '4w': 28, '12w': 84, all: 100_000 };

export const ITEM_STATUSES = ['active', 'paused', 'archived'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const FIGURE_STATES = ['measured', 'too_few_answers', 'calibrating', 'first_report', 'not_comparable', 'not_measured'] as const;
export type FigureState = (typeof FIGURE_STATES)[number];

export const PAGE_STATUSES = ['readable', 'blocked_robots', 'noindex', 'does_not_load', 'needs_javascript', 'not_read'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_STATUS_WORDS: Record<PageStatus, string> = {
  readable: 'Readable',
  blocked_robots: 'Blocked by robots.txt',
  noindex: 'Marked noindex',
  does_not_load: 'Does not load',
  needs_javascript: 'Needs JavaScript',
  not_read: 'Not read yet',
};

export const PAGE_TYPES = [
  'product', 'solution', 'pricing', 'blog_post', 'customer_story', 'press', 'documentation', 'resource', 'comparison', 'legal', 'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const SOURCE_TYPES = [
  'industry_authority', 'review', 'regulatory', 'media', 'educational', 'community', 'consulting', 'social', 'vendor', 'directory', 'unclassified',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
export const SOURCE_TYPE_LABELS: Record<SourceType, string> = {
  industry_authority: 'Industry authority',
  review: 'Review site',
  regulatory: 'Regulator',
  media: 'Media',
  educational: 'Educational',
  community: 'Community',
  consulting: 'Consulting',
  social: 'Social',
  vendor: 'Vendor',
  directory: 'Directory',
  unclassified: 'Unclassified',
};

export const ANSWER_STATES = ['leading', 'recommended', 'mentioned', 'not_mentioned'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];
export const ANSWER_STATE_LABELS: Record<AnswerState, string> = {
  leading: 'Leading',
  recommended: 'Recommended',
  mentioned: 'Mentioned',
  not_mentioned: 'Not mentioned',
};

export type Owner = 'yours' | 'competitor' | 'third_party';
