// The size cap of a tool result. Shapers already keep only the fields an assistant needs; this is the backstop for
// what they cannot bound (many long strings, a service that adds big fields): while the data is over the cap, the
// longest list in it loses its second half. What was cut is reported so the result can say so.
import { inertJson } from '../../shared/text/plainText';

/** Characters of the data block's JSON at most (the lines around it add about 400). */
export const MAX_DATA_CHARS = 6000;

export interface Cut {
  /** Dotted path of the list, e.g. `keywords` or `page.leaderboard.rows`. */
  list: string;
  shown: number;
  of: number;
}

interface ListRef {
  path: string;
  owner: Record<string, unknown> | unknown[];
  key: string | number;
  list: unknown[];
  chars: number;
}

function lists(value: unknown, path: string, out: ListRef[], owner?: ListRef['owner'], key?: string | number): void {
  if (Array.isArray(value)) {
    if (owner !== undefined && key !== undefined && value.length > 1) out.push({ path, owner, key, list: value, chars: inertJson(value).length });
    value.forEach((item, i) => lists(item, path, out, value, i));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) lists(v, path ? `${path}.${k}` : k, out, value as Record<string, unknown>, k);
}

/**
 * `data` within `max` characters of JSON, cutting lists (never fields) and saying which. A copy: the input is kept.
 * Data that cannot fit without its lists is returned as short as the cuts make it.
 */
export function fitToBudget<T>(data: T, max = MAX_DATA_CHARS): { data: T; cuts: Cut[] } {
  const copy = JSON.parse(inertJson(data)) as T;
  const cuts = new Map<string, Cut>();
  for (let round = 0; round < 64 && inertJson(copy).length > max; round++) {
    const found: ListRef[] = [];
    lists(copy, '', found);
    const longest = found.sort((a, b) => b.chars - a.chars)[0];
    if (!longest) break;
    const keep = Math.max(1, Math.floor(longest.list.length / 2));
    const cut = cuts.get(longest.path) ?? { list: longest.path, shown: 0, of: longest.list.length };
    cut.shown = keep;
    cuts.set(longest.path, cut);
    (longest.owner as Record<string | number, unknown>)[longest.key] = longest.list.slice(0, keep);
  }
  return { data: copy, cuts: [...cuts.values()] };
}
