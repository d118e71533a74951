// Eleventy permalinks the mapper cannot render in full (a custom filter, a computed value): each gives a URL shape
// with wildcards. Several templates sharing one shape (a directory data file's permalink, 11ty.dev/docs/data-template-dir/,
// applies to every template below it) cannot be told apart by the shape: naming the first for every URL of the shape
// would put most of them on the wrong file. A shape whose only unknowns read the page's date (`{{ date | myFilter }}`,
// 11ty.dev/docs/dates/: the front matter `date`, else a YYYY-MM-DD file name) is told apart by the date the URL spells.
import type { PathPattern } from '../match/pathPattern';
import type { DateParts } from './kit/dates';
import { monthName } from './kit/dates';
import type { RouteTableBuilder } from './kit/routeTable';

export interface PermalinkShape {
  rel: string;
  pattern: PathPattern;
  /** Why the template has this permalink (for the reason). */
  why: string;
  permalink: string;
  /** Every unknown part of the permalink reads the page's date. */
  datedOnly: boolean;
  /** The page's date, when the repository tells it. */
  date?: DateParts;
  /** The permalink's literal and evaluated text: digits there are not the date's. */
  known: string;
}

/** Templates named in a reason at most. */
const NAMED = 3;

export function addPermalinkShapes(builder: RouteTableBuilder, shapes: readonly PermalinkShape[]): void {
  const groups = new Map<string, PermalinkShape[]>();
  for (const s of shapes) {
    const list = groups.get(s.pattern.source);
    if (list) list.push(s);
    else groups.set(s.pattern.source, [s]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (group.length === 1) {
      builder.addPattern(first.pattern, { file: first.rel, reason: `Eleventy: ${first.rel} (${first.why}: ${first.permalink})` });
      continue;
    }
    const names = `${group.slice(0, NAMED).map((s) => s.rel).join(', ')}${group.length > NAMED ? ', …' : ''}`;
    if (group.every((s) => s.datedOnly && s.date)) {
      builder.addPattern(first.pattern, (key) => {
        const hits = group.filter((s) => s.date && spellsDate(key, s.known, s.date));
        if (hits.length === 1) {
          const [hit] = hits;
          return { file: hit.rel, reason: `Eleventy: ${hit.rel} (${hit.why}: ${hit.permalink}; the path spells its date)` };
        }
        return {
          file: null,
          kind: 'none',
          reason: hits.length === 0
            ? `Eleventy: no source: the ${group.length} templates with the permalink ${first.permalink} (${names}) render it from their dates, and none has the date this path spells`
            : `Eleventy: no source: ${hits.length} templates with the permalink ${first.permalink} have the date this path spells, so which one writes it is unknown`,
        };
      });
      continue;
    }
    builder.addPattern(first.pattern, {
      file: null,
      kind: 'none',
      reason: `Eleventy: no source: ${group.length} templates (${names}) share the permalink ${first.permalink}, whose parts cannot be evaluated here, so which one writes this path is unknown`,
    });
  }
}

/**
 * Whether the path holds the date in a usual spelling: its year, and its month (number or English name) and day as
 * numbers, among the digits the permalink's known text does not account for.
 */
function spellsDate(key: string, known: string, date: DateParts): boolean {
  const runs: string[] = key.match(/\d+/g) ?? [];
  for (const k of known.match(/\d+/g) ?? []) {
    const at = runs.indexOf(k);
    if (at >= 0) runs.splice(at, 1);
  }
  const numbers = runs.map(Number);
  if (!runs.includes(String(date.year))) return false;
  const rest = [...numbers];
  rest.splice(runs.indexOf(String(date.year)), 1);
  if (!rest.includes(date.day)) return false;
  rest.splice(rest.indexOf(date.day), 1);
  if (rest.includes(date.month)) return true;
  const name = monthName(date).toLowerCase();
  const lower = key.toLowerCase();
  return lower.includes(name) || lower.includes(name.slice(0, 3));
}
