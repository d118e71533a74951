// GET /v1/brands/{brand_id}/settings: current profile, rivals, owned domains, autonomy, connections and segments.
// Settings are live: a scan pin does not apply (there is no as_of here).
import { stableUuid } from '../core/prng.js';
import type { JsonObject } from '../core/response.js';
import { memberIdFor } from '../state.js';
import { meta } from '../data/shapes.js';
import { segmentsRead } from './segments.js';
import { brandOf, type RouteDef } from './types.js';

export const settingsRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/settings',
  params: {},
  handle: (req) => {
    const { brand, ctx } = brandOf(req);
    const p = brand.profile;
    const owner = memberIdFor('member');
    const added = '2026-06-02T09:14:00Z';
    const hosts = [...new Set(brand.pages.map((pg) => new URL(pg.url).hostname))];
    return {
      brand_id: brand.id,
      name: brand.name,
      domain: brand.domain,
      description: p.description,
      deletion_scheduled_for: '',
      meta: meta(ctx, req.query),
      prompts_used: brand.prompts.filter((pr) => pr.status === 'active').length,
      prompts_reserved: brand.key === 'primary' ? 80 : null,
      segments: segmentsRead(ctx, {}),
      autonomy: {
        preset: brand.key === 'primary' ? 'autopilot' : 'ask_first',
        locked: [],
        locked_presets: brand.key === 'empty' ? ['autopilot'] : [],
        simple: { ask_before_leaving: true, auto_site_fixes: brand.key === 'primary' },
        site_fixes_executor: brand.key === 'primary',
        read_only: { message: '', reason: 'none', until: '2099-01-01T00:00:00Z' },
        areas: [
          {
            area: 'website',
            outreach: { routes: [] },
            refusal: '',
            suspended: false,
            switches: { acts_without_asking: brand.key === 'primary', picks_up_work: true, runs_steps: true, skips_draft_approval: false },
            unavailable: [],
          },
          {
            area: 'outreach',
            outreach: { routes: ['email'] },
            refusal: 'Outreach needs a connected mailbox.',
            suspended: brand.key !== 'primary',
            switches: { acts_without_asking: false, picks_up_work: false, runs_steps: false, skips_draft_approval: false },
            unavailable: brand.key === 'primary' ? [] : ['mailbox_not_connected'],
          },
        ],
      },
      connections: <JsonObject[]>[
        { provider: 'search_console', state: brand.key === 'empty' ? 'not_connected' : 'connected', available: true, detail: { property: `sc-domain:${brand.domain}` }, notification_rules: {}, reauthorise_from: '', reauthorise_token_ended: false },
        { provider: 'analytics', state: brand.key === 'secondary' ? 'needs_reauthorisation' : brand.key === 'empty' ? 'not_connected' : 'connected', available: true, detail: { property_id: '318274650' }, notification_rules: { weekly_digest: true }, reauthorise_from: brand.key === 'secondary' ? 'google' : '', reauthorise_token_ended: brand.key === 'secondary' },
        { provider: 'github', state: brand.key === 'primary' ? 'connected' : 'not_connected', available: true, detail: brand.key === 'primary' ? { repository: 'tallyhawk/website' } : {}, notification_rules: {}, reauthorise_from: '', reauthorise_token_ended: false },
      ],
      owned_domains: {
        confirmed: [brand.domain, ...hosts.filter((h) => h !== brand.domain)],
        derived: brand.key === 'primary' ? ['docs.tallyhawk.io', 'status.tallyhawk.io'] : [],
        dismissed: brand.key === 'primary' ? ['tallyhawk.com'] : [],
        proposed: brand.key === 'secondary' ? ['kestrelpay.eu'] : [],
      },
      profile: {
        domain: brand.domain,
        domain_id: stableUuid('domain', brand.domain),
        edited_at: '2026-10-30T14:02:00Z',
        alias_limit: 5,
        fact_limit: 12,
        rival_cap: 6,
        countries: Object.fromEntries(brand.segments.map((s) => [s.country, s.market])),
        country_languages: Object.fromEntries(brand.segments.map((s) => [s.country, [s.language]])),
        languages: Object.fromEntries(brand.segments.map((s) => [s.language, s.language === 'de' ? 'German' : 'English'])),
        aliases: [
          { name: brand.name, removable: false, source: 'name' },
          { name: brand.name.split(' ')[0], removable: true, source: 'member' },
        ],
        claims: p.facts.slice(0, 3).map((f, i) => ({
          absent: 2 + i, agrees: 14 - i * 3, ai_reads: 30, answers: 30, axis: f.kind, diverges: i, engines: 6, field: f.kind,
          intended: f.wording, label: f.kind[0].toUpperCase() + f.kind.slice(1), measured: 'measured', partial: 3, score: 70 - i * 12,
        })),
        facts: p.facts.map((f, i) => ({
          id: stableUuid('fact', brand.key, i), statement: f.wording, version: 1 + (i % 3), added_at: added, updated_at: '2026-10-12T08:30:00Z', added_by: owner,
        })),
        personas: brand.personas.map((pe) => ({
          id: pe.id, name: pe.name, ai_generated: pe.aiGenerated, audience_type: pe.audienceType, description: pe.description,
          fields: { role: pe.name }, is_general_buyer: pe.generalBuyer, shift: '',
          segments: brand.segments.filter((s) => s.personaId === pe.id).map((s) => ({ id: s.id, is_default: s.isDefault, label: s.label, name: s.name })),
        })),
        rivals: brand.rivals.map((r) => ({ brand_key: r.key, brand_name: r.name, source: r.named ? 'member' : 'service', status: 'tracked' })),
        profile: {
          aliases: [brand.name.split(' ')[0]],
          audience: p.audience,
          category: p.category,
          country: brand.segments[0].country,
          differentiators: p.differentiators,
          language: brand.segments[0].language,
          measured_product_line: p.category,
          offering: p.offering,
          product_lines: [{ category: p.category, name: brand.name, target_buyer: brand.personas[0]?.name ?? '' }],
        },
      },
    };
  },
};
