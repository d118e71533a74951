// Re-checking a finding in the page's own source: the checks a source file can answer by itself — one H1, a title and
// a meta description present, no robots noindex — run on the text the editor shows (or the file on disk), in the
// site worker on every save. The service's crawl stays the source of truth: a check that passes here "looks fixed
// locally" until the next crawl says so. Pure text work, linear in the file's length; no vscode.
import { LOCAL_CHECKS, type LocalCheckId } from '../../shared/auditRules';
import {
  anchorFor, h1Places, locateDescription, locateIn, locateTitle, noindexRemovalIn, prepare,
  type Anchor, type Located, type LocalResult, type Prepared,
} from './ranges';

export type { LocalCheckId } from '../../shared/auditRules';

/** Words of a check about a length or a count other than presence: not a presence check. */
const NOT_PRESENCE = /\b(?:length|long|short|characters?|chars|words|duplicate|unique|between)\b/i;
const ONE_OF = /\b(?:one|single|multiple|several|exactly)\b/i;

/**
 * The local check for a finding's rule, when its source can answer it: a `status:noindex` page or a check about
 * noindex; a check about one H1; a check that a title or a meta description is present (not about their length).
 */
export function localCheckFor(ruleId: string, label?: string | null): LocalCheckId | undefined {
  if (ruleId.startsWith('status:')) return ruleId === 'status:noindex' ? 'noindex' : undefined;
  const words = `${ruleId} ${label ?? ''}`.replace(/-/g, ' ');
  const anchor = anchorFor(ruleId, label);
  if (anchor === 'robots' && /noindex/i.test(words)) return 'noindex';
  if (anchor === 'h1' && ONE_OF.test(words)) return 'one-h1';
  if (anchor === 'title' && !NOT_PRESENCE.test(words)) return 'title';
  if (anchor === 'description' && !NOT_PRESENCE.test(words)) return 'description';
  return undefined;
}

export function isLocalCheck(id: unknown): id is LocalCheckId {
  return typeof id === 'string' && LOCAL_CHECKS.has(id as LocalCheckId);
}

/** The text a located range covers (one line's worth is enough to see an empty value). */
function textOf(p: Prepared, at: Located): string {
  const r = at.range;
  const start = p.lines.lineStart(r.startLine) + r.startCharacter;
  const end = p.lines.lineStart(r.endLine) + r.endCharacter;
  return p.text.slice(start, Math.min(end, start + 4096));
}

/** A value that is there but says nothing: `""`, `''`, `{}`, `{""}`, an empty element. */
const EMPTY_VALUE = /(?:=\s*(?:""|''|\{\s*\}|\{\s*(?:""|''|``)\s*\})|content\s*=\s*(?:""|'')|<title[^>]*>\s*<\/title>)/i;

function present(p: Prepared, keys: readonly string[], found: Located | undefined): LocalResult {
  for (const key of keys) {
    if (p.keyLines[key] === undefined) continue;
    const value = p.data[key];
    return typeof value === 'string' ? (value.trim() ? 'passes' : 'fails') : value === null || value === undefined ? 'fails' : 'unknown';
  }
  if (!found) return 'fails';
  return EMPTY_VALUE.test(textOf(p, found)) ? 'fails' : 'passes';
}

function noindexLeft(p: Prepared): LocalResult {
  if (noindexRemovalIn(p).length > 0) return 'fails';
  // A noindex the safe edit cannot remove (a computed value, `robots: { index: false }`): the file cannot tell.
  if (/noindex|\bindex\s*:\s*false\b/i.test(`${p.body}\n${p.frontCode}`)) return 'unknown';
  for (const key of ['robots', 'noindex', 'noIndex', 'index']) {
    if (p.keyLines[key] === undefined) continue;
    const value = p.data[key];
    const says = key === 'robots' ? typeof value === 'string' && !/\b(?:noindex|none)\b/i.test(value) : key === 'index' ? value !== false : value === false;
    if (!says) return 'unknown';
  }
  return 'passes';
}

/** Runs one local check on a prepared text; `extras` are the H1s after the first (one-h1 only). */
function run(p: Prepared, check: LocalCheckId): { result: LocalResult; extras: Located[] } {
  switch (check) {
    case 'one-h1': {
      const h1s = h1Places(p);
      if (h1s.length >= 2) return { result: 'fails', extras: h1s.slice(1) };
      // None in the page: a layout or component may render it. In Markdown one `#` heading plus a front-matter title
      // may be two H1s once the layout renders the title: the file alone cannot tell.
      if (h1s.length === 0) return { result: 'unknown', extras: [] };
      return { result: p.flavor === 'markdown' && p.keyLines.title !== undefined ? 'unknown' : 'passes', extras: [] };
    }
    case 'title':
      return { result: present(p, ['title'], locateTitle(p)), extras: [] };
    case 'description':
      return { result: present(p, ['description', 'summary', 'excerpt'], locateDescription(p)), extras: [] };
    case 'noindex':
      return { result: noindexLeft(p), extras: [] };
  }
}

/**
 * Where a finding belongs in a file and, with a local check, what re-checking it there finds. For "one H1" with
 * several H1s the place is the second H1 (the first is the one to keep) and `extra` holds the ones after it.
 */
export function examine(text: string, fileName: string, anchor: Anchor, check?: LocalCheckId): Located {
  const p = prepare(text, fileName);
  const located = locateIn(p, anchor);
  if (!check) return located;
  const { result, extras } = run(p, check);
  if (extras.length === 0) return { ...located, local: result };
  const [place, ...more] = extras;
  return {
    range: place.range,
    found: true,
    what: 'extra H1',
    first: located.range,
    ...(more.length ? { extra: more.map((m) => m.range) } : {}),
    local: result,
  };
}
