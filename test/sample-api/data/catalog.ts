// Builds each brand's catalog (ids, segments, personas, topics, prompts, keywords, rivals, pages) from its profile.
// Ids come from stableUuid so they are the same on every run and independent of generation order.
import { between, stableUuid, unit } from '../core/prng.js';
import { PROFILES, type BrandKey, type BrandProfile, type PageProfile, type RivalProfile } from './profiles.js';
import {
  OPTIONAL_ENGINES, STANDARD_ENGINES, type Engine, type Intent, type ItemStatus, type PromptType,
} from './vocabulary.js';

export interface SegmentRec {
  id: string;
  name: string;
  label: string;
  isDefault: boolean;
  retired: boolean;
  country: string;
  language: string;
  subregion: string;
  market: string;
  personaId: string;
  engines: Engine[];
  claude: boolean;
  configVersion: number;
}

export interface PersonaRec {
  id: string;
  name: string;
  audienceType: string;
  description: string;
  aiGenerated: boolean;
  generalBuyer: boolean;
  segmentIds: string[];
}

export interface TopicRec {
  id: string;
  name: string;
  index: number;
}

export interface PromptRec {
  id: string;
  text: string;
  intent: Intent;
  type: PromptType;
  segmentId: string;
  topicId: string;
  status: ItemStatus;
  /** 0..1: how strongly answers favour the brand for this prompt. */
  strength: number;
  searchVolume: number;
  trackedSince: string;
  index: number;
}

export interface KeywordRec {
  id: string;
  text: string;
  status: ItemStatus;
  segmentId: string;
  topicId: string;
  searchesMo: number | null;
  strength: number;
  /** false: added after the last search check, so no results, rank or figures yet. */
  checked: boolean;
  index: number;
}

export interface RivalRec extends RivalProfile {
  key: string;
  named: boolean;
}

export interface PageRec extends PageProfile {
  id: string;
  url: string;
}

export interface BrandData {
  key: BrandKey;
  id: string;
  orgId: string;
  name: string;
  domain: string;
  origin: string;
  profile: BrandProfile;
  segments: SegmentRec[];
  personas: PersonaRec[];
  topics: TopicRec[];
  prompts: PromptRec[];
  keywords: KeywordRec[];
  rivals: RivalRec[];
  pages: PageRec[];
}

export const ORG_ID = stableUuid('org', 'main');
export const ARCHIVED_ORG_ID = stableUuid('org', 'archived');

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function brandId(key: BrandKey): string {
  return stableUuid('brand', key);
}

function buildBrand(profile: BrandProfile): BrandData {
  const key = profile.key;
  const personas: PersonaRec[] = [];
  const segments: SegmentRec[] = profile.segments.map((s, i) => {
    const id = stableUuid('segment', key, s.name);
    const personaId = stableUuid('persona', key, s.persona.name);
    personas.push({
      id: personaId,
      name: s.persona.name,
      audienceType: s.persona.audienceType,
      description: s.persona.description,
      aiGenerated: i % 2 === 1,
      generalBuyer: s.persona.generalBuyer ?? false,
      segmentIds: [id],
    });
    return {
      id,
      name: s.name,
      label: s.label,
      isDefault: s.isDefault ?? false,
      retired: s.retired ?? false,
      country: s.country,
      language: s.language,
      subregion: s.subregion,
      market: s.market,
      personaId,
      engines: [...STANDARD_ENGINES, ...(s.claude ? OPTIONAL_ENGINES : [])],
      claude: s.claude,
      configVersion: 2 + i,
    };
  });
  const topics: TopicRec[] = profile.topics.map((t, index) => ({ id: stableUuid('topic', key, t.name), name: t.name, index }));

  const prompts: PromptRec[] = [];
  const keywords: KeywordRec[] = [];
  segments.forEach((segment, si) => {
    profile.topics.forEach((topic, ti) => {
      topic.prompts.forEach(([text, intent, type], pi) => {
        const index = prompts.length;
        const id = stableUuid('prompt', key, segment.id, text);
        const status: ItemStatus = segment.retired ? 'archived' : index % 17 === 9 ? 'paused' : 'active';
        const typeBoost = type === 'brand_specific' ? 0.3 : type === 'competitor_comparison' ? 0.12 : 0;
        prompts.push({
          id,
          text,
          intent,
          type,
          segmentId: segment.id,
          topicId: topics[ti].id,
          status,
          strength: Math.min(0.97, profile.strength * (0.55 + unit('ps', id)) + typeBoost - si * 0.04),
          searchVolume: between(40, 9_000, 'volume', id) - (between(40, 9_000, 'volume', id) % 10),
          trackedSince: new Date(Date.UTC(2026, 5 + si, 3 + pi + ti, 9, 0, 0)).toISOString(),
          index,
        });
      });
      topic.keywords.forEach((text) => {
        const index = keywords.length;
        const id = stableUuid('keyword', key, segment.id, text);
        const status: ItemStatus = segment.retired || index % 19 === 7 ? 'archived' : index % 23 === 5 ? 'paused' : 'active';
        const volume = between(20, 14_000, 'kv', id);
        keywords.push({
          id,
          text,
          status,
          segmentId: segment.id,
          topicId: topics[ti].id,
          searchesMo: index % 11 === 3 ? null : volume - (volume % 10),
          strength: Math.min(0.95, profile.strength * (0.4 + unit('ks', id) * 1.1) + (text.includes(profile.name.toLowerCase().split(' ')[0]) ? 0.35 : 0)),
          checked: index % 29 !== 13,
          index,
        });
      });
    });
  });

  const rivals: RivalRec[] = profile.rivals.map((r) => ({ ...r, key: slug(r.name), named: r.named ?? true }));
  const pages: PageRec[] = profile.pages.map((p) => ({ ...p, id: stableUuid('page', key, p.path), url: `${profile.origin}${p.path}` }));

  return {
    key,
    id: brandId(key),
    orgId: ORG_ID,
    name: profile.name,
    domain: profile.domain,
    origin: profile.origin,
    profile,
    segments,
    personas,
    topics,
    prompts,
    keywords,
    rivals,
    pages,
  };
}

/** The catalog never changes while a server runs, so it is built once per process. */
let cached: Map<BrandKey, BrandData> | undefined;

export function catalog(): Map<BrandKey, BrandData> {
  cached ??= new Map(PROFILES.map((p) => [p.key, buildBrand(p)]));
  return cached;
}

export function segmentById(brand: BrandData, id: string): SegmentRec {
  const segment = brand.segments.find((s) => s.id === id);
  if (!segment) throw new Error(`unknown segment ${id}`);
  return segment;
}

export function topicById(brand: BrandData, id: string): TopicRec {
  const topic = brand.topics.find((t) => t.id === id);
  if (!topic) throw new Error(`unknown topic ${id}`);
  return topic;
}
