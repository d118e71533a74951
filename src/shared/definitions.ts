// What each figure is, in our own short words taken from the API reference (brand-visibility-read-api-v1.md): its
// name, what it covers (scope) and its definition. Every surface labels figures from here — tree tooltips, panel
// hovers and headers, Markdown and CSV — so a word means one thing everywhere. Where the reference leaves a meaning
// "not shown", the definition says only what the reference does say. Pure (no DOM, no `vscode`).
import { periodLabel } from './vocabulary';

export type FigureId =
  | 'serviceScore'
  | 'score'
  | 'mentioned'
  | 'recommended'
  | 'understood'
  | 'praised'
  | 'aiPart'
  | 'webPart'
  | 'shareOfVoice'
  | 'band'
  | 'range'
  | 'change'
  | 'clicksShowingYou'
  | 'top10NamingYou'
  | 'bestRank'
  | 'monthlySearches'
  | 'aiSearchesIt'
  | 'pageRead'
  | 'answerRead'
  | 'answersRead'
  | 'checkState'
  | 'readiness'
  | 'citations'
  | 'aiVisits'
  | 'crawlerHits'
  | 'segmentScore';

/** What a figure is measured over. */
export type Scope = 'keyword' | 'prompt' | 'engine' | 'brand' | 'segment' | 'page' | 'audit';

interface Definition {
  name: string;
  text: string;
  /** A scope-specific definition where the figure means something narrower there. */
  byScope?: Partial<Record<Scope, string>>;
}

const DEFINITIONS: Readonly<Record<FigureId, Definition>> = {
  serviceScore: {
    name: 'Service score',
    text: "The service's 0–100 score of how a brand appears in AI engine answers over the period; the competitors read ranks brands by it.",
    byScope: { keyword: "The service's 0–100 score on the Search side: this keyword's web search results over the period." },
  },
  score: {
    name: 'Score',
    text: 'The score on the 0–100 score scale over the period, with its band.',
    byScope: {
      keyword: "The keyword's score on the 0–100 score scale, with its band, from the search checks of the period.",
      prompt: "This prompt's score over the period on the 0–100 score scale, with its low–high range.",
      engine: "One engine's score for this prompt over the period, with its band.",
    },
  },
  mentioned: {
    name: 'Mentioned',
    text: 'Share of answers, in points, that name the brand.',
    byScope: { keyword: 'Share of clicks, in points, landing on a page showing you (the Search side; the same figure as “Clicks showing you”).' },
  },
  recommended: {
    name: 'Recommended',
    text: 'Share of answers, in points, that recommend the brand.',
    byScope: { keyword: "Share, in points, of the Search side (this keyword's results) that recommends you." },
  },
  understood: {
    name: 'Understood',
    text: 'Understood = 0.63 × the AI part + 0.37 × the web part; the AI part alone under a filter or when fewer than ten documents were read.',
  },
  praised: { name: 'Praised', text: 'Share of answers, in points, that praise the brand.' },
  aiPart: { name: 'AI part', text: 'The AI answers naming the brand (0.63 of Understood).' },
  webPart: {
    name: 'Web part',
    text: 'The pages AI cited and a search engine ranked that name the brand, one reading per document (0.37 of Understood); not measured under ten documents.',
  },
  shareOfVoice: {
    name: 'Share of voice',
    text: "A brand's share, in per cent, of the brand mentions in the period's answers. A tracked competitor no answer asked about or named has none (“not asked about”), not 0.",
  },
  band: {
    name: 'Band',
    text: 'Where the value sits on the score scale, in the service\'s words (for example Strong, Fair, Weak); “Not measured” where no value is served, which includes a group under the minimum number of answers.',
  },
  range: {
    name: 'Range',
    text: 'The low–high range the service gives with the value: the fewer answers, the wider it is.',
  },
  change: {
    name: 'Change',
    text: 'The change against the previous period of the same length, with its low–high range. Only a change the service marks as real is outside the margin of error (shown in colour); the rest is within it (shown neutral).',
  },
  clicksShowingYou: {
    name: 'Clicks showing you',
    text: 'Share of clicks, in points, landing on a page showing you; equal to Mentioned on the Search side. Not measured before a check.',
  },
  top10NamingYou: {
    name: 'Top 10 naming you',
    text: "How many of the latest check's ten results name you; none before a check read the search engine.",
  },
  bestRank: {
    name: 'Best rank',
    text: "Your best position in the latest check's top 10; none when none of your pages is there or before a check read the search engine.",
  },
  monthlySearches: { name: 'Monthly searches', text: "Monthly searches in the segment's market now; none where there is no volume." },
  aiSearchesIt: { name: 'AI engines searching it', text: "Engines whose background searches contain the keyword." },
  pageRead: { name: 'Page read', text: 'Whether the service read this result page in the latest check.' },
  answerRead: { name: 'Answer read', text: "When the service read the engine's latest answer to this prompt." },
  answersRead: { name: 'Answers read', text: 'AI answers read about this fact in the period (agrees + partly + contradicts + does not say).' },
  checkState: {
    name: 'Check',
    text: 'Met: passes on every page in scope. Failing: fails on the pages listed. Not measured: the crawl could not measure it — not a failure.',
  },
  readiness: {
    name: 'Readiness',
    text: 'Of every audited page and the homepage in the latest crawl: readable, blocked, and not measured (not read).',
  },
  citations: {
    name: 'Citations',
    text: 'How often AI answers cited the page over the period.',
    byScope: { audit: 'How often AI answers cited the page in the last weekly scan (the audit has no period).' },
  },
  aiVisits: {
    name: 'Visits from AI',
    text: 'Visits from AI over the 28-day read of the bound analytics property, with its own coverage dates; none where no source measured the page.',
  },
  crawlerHits: {
    name: 'AI crawler hits',
    text: 'AI crawler hits over 28 whole days ending two days before the newest weekly scan started; none where no source measured the page.',
  },
  segmentScore: { name: 'Score', text: "The segment's score in the complete last-week (1w) comparison of segments." },
};

const SCOPE_WORDS: Readonly<Record<Scope, string>> = {
  keyword: "this keyword's search results",
  prompt: "this prompt's answers",
  engine: "one engine's answers to this prompt",
  brand: 'all tracked prompts',
  segment: 'this segment, last week',
  page: 'this page',
  audit: 'the latest crawl',
};

export function figureName(id: FigureId): string {
  return DEFINITIONS[id].name;
}

export function scopeWords(scope: Scope): string {
  return SCOPE_WORDS[scope];
}

/** The definition of a figure, narrowed to its scope where the reference says more there. */
export function definitionOf(id: FigureId, scope?: Scope): string {
  const d = DEFINITIONS[id];
  return (scope && d.byScope?.[scope]) || d.text;
}

/**
 * "Service score · this prompt's answers · Last 4 weeks": a figure's name, scope and period, so the same word in two
 * places says what it covers. A period is left out for reads that take none (audit, segments).
 */
export function figureCaption(id: FigureId, scope?: Scope, period?: string, name = figureName(id)): string {
  const parts = [name];
  if (scope) parts.push(scopeWords(scope));
  if (period) parts.push(periodLabel(period));
  return parts.join(' · ');
}
