// Web search results for keywords: the latest check's top 10 per weekly scan, with who owns and names each result.
import { noise, stableUuid } from '../core/prng.js';
import type { BrandData, KeywordRec } from './catalog.js';
import type { Scan } from './scans.js';
import { ENGINES, type Engine } from './vocabulary.js';

export type SearchResult = {
  click_share: number;
  domain: string;
  names_you: boolean;
  owner: 'own' | 'competitor' | 'third_party';
  position: number;
  read_state: 'read' | 'not_read';
  recommends_you: boolean;
  title: string;
  url: string;
};

/** Typical click share (points) by organic position. */
const CLICK_SHARE = [27.6, 15.8, 11.0, 8.4, 6.3, 4.9, 3.9, 3.3, 2.7, 2.4];

interface Candidate {
  url: string;
  title: string;
  owner: SearchResult['owner'];
  base: number;
  namesYou: number;
}

function candidates(brand: BrandData, kw: KeywordRec): Candidate[] {
  // Only the two own pages most relevant to the keyword compete for it.
  const own = brand.pages
    .filter((p) => p.citations > 0)
    .map((p) => ({ p, relevance: noise('rel', kw.id, p.path) }))
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, 2)
    .map(({ p, relevance }) => ({ url: p.url, title: p.title, owner: 'own' as const, base: kw.strength * (0.5 + relevance * 0.5), namesYou: 1 }));
  const rivals = brand.rivals.flatMap((r) =>
    ['/', '/blog/' + kw.text.replace(/\s+/g, '-')].map((path) => ({
      url: `https://www.${r.domain}${path}`,
      title: path === '/' ? `${r.name} | ${brand.profile.category}` : `${kw.text[0].toUpperCase()}${kw.text.slice(1)} — ${r.name} blog`,
      owner: 'competitor' as const,
      base: (r.strength || 0.25) * 0.8,
      namesYou: 0.1,
    })),
  );
  const third = brand.profile.thirdParties.map((t) => ({
    url: `https://${t.domain}${t.path}`,
    title: t.title,
    owner: 'third_party' as const,
    base: 0.45,
    namesYou: brand.profile.strength * 0.6,
  }));
  return [...own, ...rivals, ...third];
}

/** The ten results of the check frozen in this weekly scan; null when the keyword was never checked. */
export function keywordResults(brand: BrandData, kw: KeywordRec, weekly: Scan | null): SearchResult[] | null {
  if (!weekly || !kw.checked) return null;
  const ranked = candidates(brand, kw)
    .map((c) => ({ c, rank: c.base + noise('serp', kw.id, c.url, weekly.week) * 0.55 }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, 10);
  return ranked.map(({ c }, i) => {
    const namesYou = c.owner === 'own' || noise('ny', kw.id, c.url) < c.namesYou;
    return {
      click_share: CLICK_SHARE[i],
      domain: new URL(c.url).hostname,
      names_you: namesYou,
      owner: c.owner,
      position: i + 1,
      read_state: noise('read', c.url) < 0.9 ? 'read' : 'not_read',
      recommends_you: namesYou && (c.owner === 'own' || noise('rec', kw.id, c.url) < 0.4),
      title: c.title,
      url: c.url,
    };
  });
}

export interface KeywordStats {
  bestRank: number | null;
  clicksShowingYou: number | null;
  top10NamingYou: number | null;
  score: number | null;
  aiSearchesIt: Engine[];
}

export function keywordStats(brand: BrandData, kw: KeywordRec, weekly: Scan | null): KeywordStats {
  const results = keywordResults(brand, kw, weekly);
  if (!results) return { bestRank: null, clicksShowingYou: null, top10NamingYou: null, score: null, aiSearchesIt: [] };
  const own = results.filter((r) => r.owner === 'own');
  const naming = results.filter((r) => r.names_you);
  const clicks = Math.round(naming.reduce((s, r) => s + r.click_share, 0));
  return {
    bestRank: own.length ? own[0].position : null,
    clicksShowingYou: clicks,
    top10NamingYou: naming.length,
    score: Math.min(100, Math.round(clicks * 0.9 + naming.length * 3)),
    aiSearchesIt: ENGINES.filter((e) => noise('searches', kw.id, e) < 0.3 + kw.strength * 0.5),
  };
}

export function answerReadId(...parts: Array<string | number>): string {
  return stableUuid('answer-read', ...parts);
}
