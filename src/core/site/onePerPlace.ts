// One finding per problem per place. The audit can report one problem twice — a page's `noindex` status and its
// failing "no unintended noindex" check, a "needs JavaScript" status and the failing "loads without JavaScript"
// check — and one template file can render several pages that fail the same check at the same line. Each such group
// becomes one finding: the most severe part leads (a status over a check), the others are kept in `also` / `pages`.
// Applied after the findings are placed in their files; shared by the editor, the CLI and SARIF. Pure.
import type { Finding, FindingKind, RelatedProblem } from './findings';
import { localCheckFor } from './localChecks';
import type { TextRange } from './ranges';

const RANK: Readonly<Record<FindingKind, number>> = { status: 0, check: 1, unmeasured: 2 };

/** Most other pages named in a merged message (the rest are counted). */
const PAGES_NAMED = 3;

/**
 * The problem a rule reports, so a page status and a check about the same thing meet: 'noindex', 'javascript', or
 * the rule itself.
 */
export function problemOf(ruleId: string, label: string): string {
  if (ruleId === 'status:noindex' || localCheckFor(ruleId, label) === 'noindex') return 'noindex';
  if (ruleId === 'status:needs_javascript') return 'javascript';
  if (!ruleId.startsWith('status:') && /\b(?:javascript|js)\b/i.test(`${ruleId} ${label}`.replace(/-/g, ' '))) return 'javascript';
  return `rule:${ruleId}`;
}

function rangeKey(r: TextRange | undefined): string {
  return r ? `${r.startLine}:${r.startCharacter}-${r.endLine}:${r.endCharacter}` : '-';
}

function related(f: Finding): RelatedProblem {
  return {
    kind: f.kind,
    ruleId: f.ruleId,
    label: f.label,
    urlPath: f.urlPath,
    ...(f.measured ? { measured: f.measured } : {}),
    ...(f.target ? { target: f.target } : {}),
  };
}

/** "· also failing “No unintended noindex” (target: …)" and "· also /a, /b and 2 more": what a merged message adds. */
function mergedSuffix(also: readonly RelatedProblem[], pages: readonly string[]): string {
  const parts: string[] = [];
  for (const a of also) parts.push(`also ${a.kind === 'unmeasured' ? 'not measured' : 'failing'} “${a.label}”${a.target ? ` (target: ${a.target})` : ''}`);
  if (pages.length) {
    const named = pages.slice(0, PAGES_NAMED).join(', ');
    parts.push(`also ${named}${pages.length > PAGES_NAMED ? ` and ${pages.length - PAGES_NAMED} more` : ''}`);
  }
  return parts.length ? ` · ${parts.join(' · ')}` : '';
}

function insertSuffix(message: string, summary: string, suffix: string): string {
  // The suffix goes after the summary, before the crawl date the message may end with.
  return message.startsWith(summary) ? `${summary}${suffix}${message.slice(summary.length)}` : `${message}${suffix}`;
}

/**
 * Merges findings that report the same problem at the same place: (1) one page's status and check about the same
 * problem (same file, or both without one); (2) one rule failing on several pages at the same place of one file.
 * Order is kept (each group where its first member was).
 */
export function oneFindingPerPlace(findings: readonly Finding[]): Finding[] {
  type Group = { lead: Finding; also: Finding[]; pages: string[] };
  const groups: Group[] = [];
  const byProblem = new Map<string, Group>();
  const byPlace = new Map<string, Group>();
  for (const f of findings) {
    const problemKey = f.urlPath === null ? undefined : `${f.file ?? ''}\0${f.urlPath}\0${problemOf(f.ruleId, f.label)}`;
    const placeKey = f.file && f.location ? `${f.file}\0${rangeKey(f.location.range)}\0${f.ruleId}` : undefined;
    const group = (problemKey && byProblem.get(problemKey)) || (placeKey && byPlace.get(placeKey)) || undefined;
    if (!group) {
      const g: Group = { lead: f, also: [], pages: [] };
      groups.push(g);
      if (problemKey) byProblem.set(problemKey, g);
      if (placeKey) byPlace.set(placeKey, g);
      continue;
    }
    if (group.lead.ruleId === f.ruleId) {
      // The same rule on another page at this place.
      if (f.urlPath && f.urlPath !== group.lead.urlPath && !group.pages.includes(f.urlPath)) group.pages.push(f.urlPath);
      continue;
    }
    if (RANK[f.kind] < RANK[group.lead.kind]) {
      group.also.unshift(group.lead);
      group.lead = f;
    } else group.also.push(f);
    if (problemKey) byProblem.set(problemKey, group);
    if (placeKey) byPlace.set(placeKey, group);
  }
  return groups.map(({ lead, also, pages }) => {
    if (also.length === 0 && pages.length === 0) return lead;
    const alsoParts = also.filter((a, i) => also.findIndex((b) => b.ruleId === a.ruleId) === i).map(related);
    const suffix = mergedSuffix(alsoParts, pages);
    return {
      ...lead,
      message: insertSuffix(lead.message, lead.summary, suffix),
      summary: `${lead.summary}${suffix}`,
      ...(alsoParts.length ? { also: alsoParts } : {}),
      ...(pages.length ? { pages } : {}),
    };
  });
}
