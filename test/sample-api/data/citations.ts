// Pages that AI answers cite: the brand's own pages, rivals' pages and third-party pages, with per-scan citations.
import { noise, stableToken, stableUuid } from '../core/prng.js';
import type { BrandData } from './catalog.js';
import type { ReadContext } from './context.js';
import type { Scan } from './scans.js';
import type { Owner, PageType, SourceType } from './vocabulary.js';

export interface CitedDoc {
  id: string;
  key: string;
  url: string;
  domain: string;
  title: string;
  owner: Owner;
  type: SourceType;
  topicId: string;
  /** Citations in a weekly scan before noise. */
  base: number;
  namesYou: boolean;
}

const OWN_TYPE: Record<PageType, SourceType> = {
  product: 'vendor', solution: 'vendor', pricing: 'vendor', blog_post: 'educational', customer_story: 'vendor', press: 'media',
  documentation: 'educational', resource: 'educational', comparison: 'vendor', legal: 'unclassified', other: 'unclassified',
};

const RIVAL_PAGES = [
  { path: '/', title: (n: string) => `${n} — official site`, base: 14 },
  { path: '/pricing', title: (n: string) => `${n} pricing and plans`, base: 9 },
  { path: '/blog/buyers-guide', title: (n: string) => `The ${n} buyer’s guide`, base: 6 },
];

const ARTICLE_SITES: Array<{ domain: string; type: SourceType }> = [
  { domain: 'medium.com', type: 'community' },
  { domain: 'www.forbes.com', type: 'media' },
  { domain: 'www.techradar.com', type: 'review' },
  { domain: 'dev.to', type: 'community' },
  { domain: 'www.linkedin.com', type: 'social' },
  { domain: 'www.producthunt.com', type: 'directory' },
  { domain: 'stackoverflow.com', type: 'community' },
  { domain: 'www.gartner.com', type: 'consulting' },
];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

const docCache = new Map<string, CitedDoc[]>();

export function citedDocs(brand: BrandData): CitedDoc[] {
  const hit = docCache.get(brand.key);
  if (hit) return hit;
  const docs: CitedDoc[] = [];
  const topicOf = (seed: string): string => brand.topics[Math.floor(noise('topic', seed) * brand.topics.length)].id;
  const add = (d: Omit<CitedDoc, 'id' | 'key' | 'topicId'> & { topicId?: string }): void => {
    docs.push({ ...d, id: stableUuid('doc', brand.key, d.url), key: `doc_${stableToken(12, 'doc', d.url)}`, topicId: d.topicId ?? topicOf(d.url) });
  };
  for (const page of brand.pages) {
    if (page.citations === 0) continue;
    add({ url: page.url, domain: new URL(page.url).hostname, title: page.title, owner: 'yours', type: OWN_TYPE[page.pageType], base: page.citations, namesYou: true });
  }
  for (const rival of brand.rivals) {
    if (!rival.named) continue;
    for (const p of RIVAL_PAGES) {
      add({
        url: `https://www.${rival.domain}${p.path}`, domain: `www.${rival.domain}`, title: p.title(rival.name), owner: 'competitor', type: 'vendor',
        base: Math.round(p.base * (0.5 + rival.strength)), namesYou: noise('names', rival.key, p.path) < 0.2,
      });
    }
  }
  for (const t of brand.profile.thirdParties) {
    add({
      url: `https://${t.domain}${t.path}`, domain: t.domain, title: t.title, owner: 'third_party', type: t.type,
      base: 4 + Math.round(noise('tp', brand.key, t.domain) * 16), namesYou: noise('tpn', brand.key, t.domain) < brand.profile.strength + 0.2,
    });
  }
  brand.topics.forEach((topic) => {
    for (let i = 0; i < 3; i++) {
      const site = ARTICLE_SITES[Math.floor(noise('site', brand.key, topic.id, i) * ARTICLE_SITES.length)];
      const title = [`${topic.name}: a practical guide`, `What we learned about ${topic.name.toLowerCase()}`, `${topic.name} in 2026`][i];
      add({
        url: `https://${site.domain}/${slug(title)}-${stableToken(6, topic.id, i).toLowerCase()}`,
        domain: site.domain, title, owner: 'third_party', type: site.type, topicId: topic.id,
        base: 1 + Math.round(noise('art', topic.id, i) * 8), namesYou: noise('artn', topic.id, i) < brand.profile.strength,
      });
    }
  });
  docCache.set(brand.key, docs);
  return docs;
}

/** Share of citations an answer filter keeps: an engine, a prompt type or an intent is a slice of the answers. */
export function filterShare(ctx: ReadContext, seed: string): number {
  let share = 1;
  const { engine, type, intent } = ctx.filters;
  if (engine) share *= 0.08 + noise('fe', seed, engine) * 0.22;
  if (type) share *= type === 'organic' ? 0.7 : 0.15 + noise('ft', seed, type) * 0.1;
  if (intent) share *= 0.15 + noise('fi', seed, intent) * 0.25;
  return share;
}

export function docCitations(doc: CitedDoc, scans: readonly Scan[], ctx: ReadContext): number {
  let sum = 0;
  for (const scan of scans) {
    const weight = scan.kind === 'weekly' ? 1 : 0.3;
    sum += Math.round(doc.base * weight * (0.6 + noise('dc', doc.id, scan.seq) * 0.8));
  }
  return Math.round(sum * filterShare(ctx, doc.id));
}
