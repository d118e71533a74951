// GET /v1/brands has no shown shape: read it best effort. A top-level list, or one under `brands`, `data` or `items`;
// each item with `id` (or `brand_id`), `name` and `domain`. Anything else is "unparseable" and the caller falls back.
import type { BrandSummary } from '../../shared/api/schemas.js';

const LIST_KEYS = ['brands', 'data', 'items'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(json: unknown): unknown[] | undefined {
  if (Array.isArray(json)) return json;
  if (!isRecord(json)) return undefined;
  for (const key of LIST_KEYS) {
    const value = json[key];
    if (Array.isArray(value)) return value;
  }
  return undefined;
}

function brandOf(item: unknown): BrandSummary | undefined {
  if (!isRecord(item)) return undefined;
  const id = typeof item.id === 'string' ? item.id : typeof item.brand_id === 'string' ? item.brand_id : undefined;
  if (!id) return undefined;
  const domain = typeof item.domain === 'string' ? item.domain : '';
  const name = typeof item.name === 'string' && item.name !== '' ? item.name : domain || id;
  return { id, name, domain };
}

/** The brands of a /v1/brands answer, or undefined when the answer cannot be read as a list of brands. */
export function normalizeBrandList(json: unknown): BrandSummary[] | undefined {
  const list = listOf(json);
  if (!list) return undefined;
  const brands = list.map(brandOf);
  // A list whose items are not brands is as unreadable as no list.
  if (brands.some((b) => b === undefined)) return undefined;
  return brands as BrandSummary[];
}
