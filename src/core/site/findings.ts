// Audit → findings: each page status problem and each failing (or unmeasured) check that names a page becomes one
// finding, mapped to the local source file that produces the page. Shared by the editor's diagnostics, the CLI
// and SARIF. Everything that came from the API is treated as hostile text: it is made plain before it is used.
import { collectPages, paginate, type FetchPage } from '../api/paging';
import type { AuditQuery } from '../api/query';
import type { Audit, AuditCheck, AuditPage } from '../../shared/api/schemas';
import { PAGE_STATUS_RULES, statusWord, type LocalCheckId } from '../../shared/auditRules';
import { examine, localCheckFor } from './localChecks';
import { anchorFor, type Anchor, type Located } from './ranges';
import type { Resolution } from './types';
import { plainText } from '../../shared/text/plainText';
import { normalizeUrlPath } from './urlPath';

export type FindingKind = 'status' | 'check' | 'unmeasured';
export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** The defaults the settings document: page status problems are errors, failing checks warnings, unmeasured info. */
export const DEFAULT_SEVERITY: Readonly<Record<FindingKind, Severity>> = { status: 'error', check: 'warning', unmeasured: 'information' };

/** Page statuses that are findings (`readable` and statuses added later are not). */
export const PROBLEM_STATUSES: ReadonlySet<string> = new Set(['blocked_robots', 'noindex', 'does_not_load', 'needs_javascript', 'not_read']);

/** A page the crawl did not read has no verdict: not measured, never a failure (the shared figure-state rule). */
const UNMEASURED_STATUSES: ReadonlySet<string> = new Set(['not_read']);

/** "the page asks not to be indexed, …" — the status's explanation as a clause of a message. */
function statusClause(status: string): string {
  const what = PAGE_STATUS_RULES.get(status)?.what ?? '';
  const clause = what.replace(/\.$/, '');
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

/** Rule id of a page status problem: namespaced so a check can never collide with a status. */
export function statusRuleId(status: string): string {
  return `status:${status}`;
}

export interface Finding {
  kind: FindingKind;
  /** Check id or `status:<status>`; plain text. */
  ruleId: string;
  /** Check label or status word; plain text. */
  label: string;
  /** Normalized URL path of the page; null for a site-wide finding (a check that names no page). */
  urlPath: string | null;
  /** The audited page's http(s) URL; null when none can be told. */
  url: string | null;
  /** Source file relative to the site root; null when the page has no local source. */
  file: string | null;
  /** How the page was (or was not) mapped, for hovers and for "Pages without a local source". */
  mapping: string;
  anchor: Anchor;
  /** One-line plain-text message: label, measured vs target, page path and crawl date. */
  message: string;
  /** The message without the crawl date (the editor adds the date in words and what changed since). */
  summary: string;
  measured?: string;
  target?: string;
  /** YYYY-MM-DD of the crawl that found it. */
  crawlDate?: string;
  /** When the crawl read the page (its `read_at`, else the audit's `crawled_at`): edits after it are not in the finding. */
  readAt?: string;
  /** The check the page's source can answer by itself, re-run on the file (localChecks.ts). */
  check?: LocalCheckId;
  /** Set by locateFindings: where in `file` it belongs. */
  location?: Located;
  /** The same problem reported under other rules for this page (a `noindex` status and the failing noindex check). */
  also?: RelatedProblem[];
  /** Other pages where the same rule fails at this same place (one template file rendering several pages). */
  pages?: string[];
}

/** A rule merged into a finding that reports the same problem at the same place. */
export interface RelatedProblem {
  kind: FindingKind;
  ruleId: string;
  label: string;
  urlPath: string | null;
  measured?: string;
  target?: string;
}

export interface FindingRule {
  id: string;
  label: string;
  kind: FindingKind;
  group?: string;
  target?: string;
  measured?: string;
  /** An https page this rule is about (the first failing page the crawl read); the API gives no docs URL. */
  exampleUrl?: string;
}

/** A check whose failing pages the audit counts but does not all name (its list is paged by unnamed parameters). */
export interface UnlistedPages {
  ruleId: string;
  label: string;
  listed: number;
  total: number;
}

export interface FindingsResult {
  findings: Finding[];
  ignored: number;
  /** Findings folded into another that reports the same problem at the same place (onePerPlace.ts). */
  merged?: number;
  rules: FindingRule[];
  unlisted: UnlistedPages[];
  crawledAt?: string;
  nextCrawlAt?: string;
  scanId?: string;
  state?: string;
}

export interface FindingsOptions {
  /** URL path → source file (the site mapper). */
  resolve(urlPath: string): Resolution;
  /** `brandVisibility.diagnostics.ignore` entries: `checkId` or `checkId@/url/path`. */
  ignore?: readonly unknown[];
  /** Where site-wide findings go (the site's config file): the editor and SARIF need a file to show them on. */
  siteFile?: string | null;
}

function crawlDate(value: unknown): string | undefined {
  const text = plainText(value, 40);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------------
// Ignores

export interface IgnoreRule {
  ruleId: string;
  /** Normalized URL path; undefined = every page. */
  urlPath?: string;
}

/** Parses `checkId` / `checkId@/path` entries; malformed entries are dropped. */
export function parseIgnores(entries: readonly unknown[] | undefined): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  // A hand-edited setting may hold anything: only a list of strings counts.
  if (!Array.isArray(entries)) return rules;
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const text = entry.trim();
    // The path starts at '@/' so an '@' inside a path (e.g. /@team) does not split it.
    const at = text.indexOf('@/');
    const ruleId = at < 0 ? text : text.slice(0, at);
    if (!ruleId) continue;
    if (at < 0) {
      rules.push({ ruleId });
      continue;
    }
    const path = normalizeUrlPath(text.slice(at + 1));
    if (path.ok) rules.push({ ruleId, urlPath: path.path });
  }
  return rules;
}

/** The ignore entry that silences one finding on one page (what the quick fix writes). */
export function ignoreEntry(finding: Pick<Finding, 'ruleId' | 'urlPath'>): string {
  return finding.urlPath ? `${finding.ruleId}@${finding.urlPath}` : finding.ruleId;
}

function isIgnored(rules: readonly IgnoreRule[], ruleId: string, urlPath: string | null): boolean {
  return rules.some((r) => r.ruleId === ruleId && (r.urlPath === undefined || r.urlPath === urlPath));
}

/**
 * An ignored `status:noindex` marks the page's noindex as intended: a check that the page carries no unintended
 * noindex is then answered too, and goes with it.
 */
function isIntendedNoindex(rules: readonly IgnoreRule[], ruleId: string, label: string, urlPath: string | null): boolean {
  return urlPath !== null && localCheckFor(ruleId, label) === 'noindex' && isIgnored(rules, statusRuleId('noindex'), urlPath);
}

/** The ignore entries that silence a finding and everything merged into it (what the ignore quick fix writes). */
export function ignoreEntries(finding: Pick<Finding, 'ruleId' | 'urlPath' | 'also' | 'pages'>): string[] {
  const entries = [ignoreEntry(finding)];
  for (const page of finding.pages ?? []) entries.push(ignoreEntry({ ruleId: finding.ruleId, urlPath: page }));
  for (const other of finding.also ?? []) entries.push(ignoreEntry(other));
  return [...new Set(entries)];
}

// ---------------------------------------------------------------------------------------------------------------------
// Building findings

/** A check the crawl could not measure: `met` missing, or reported as "Not measured" without naming a page. */
export function isUnmeasured(check: AuditCheck): boolean {
  if (check.met !== true && check.met !== false) return true;
  return check.met === false && (check.failing_pages?.length ?? 0) === 0 && /^\s*not measured\b/i.test(check.measured ?? '');
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The site's origin, taken from the audited pages' URLs (failing pages are listed as paths). */
function siteOrigin(pages: readonly AuditPage[]): string | undefined {
  for (const page of pages) {
    const url = httpUrl(page.url);
    if (url) return new URL(url).origin;
  }
  return undefined;
}

interface PageRef {
  urlPath: string;
  url: string | null;
  page?: AuditPage;
}

/**
 * Turns one audit (all of its pages, merged across cursors) into findings. Pure: the mapping comes in as
 * `resolve`; nothing here reads files or the network.
 */
export function buildFindings(audit: Audit, options: FindingsOptions): FindingsResult {
  const ignores = parseIgnores(options.ignore);
  const date = crawlDate(audit.crawled_at);
  const origin = siteOrigin(audit.pages);
  const byPath = new Map<string, AuditPage>();
  for (const page of audit.pages) {
    const norm = normalizeUrlPath(page.path ?? page.url);
    if (norm.ok && !byPath.has(norm.path)) byPath.set(norm.path, page);
  }
  const resolutions = new Map<string, Resolution>();
  const resolve = (urlPath: string): Resolution => {
    let r = resolutions.get(urlPath);
    if (!r) {
      try {
        r = options.resolve(urlPath);
      } catch (e) {
        r = { file: null, reason: `mapping failed: ${plainText(e instanceof Error ? e.message : String(e), 200)}` };
      }
      resolutions.set(urlPath, r);
    }
    return r;
  };
  const pageRef = (raw: unknown): PageRef | undefined => {
    const norm = normalizeUrlPath(raw);
    if (!norm.ok) return undefined;
    const page = byPath.get(norm.path);
    const url = httpUrl(page?.url) ?? (origin ? new URL(norm.path === '/' ? '/' : encodeURI(norm.path), origin).href : null);
    return { urlPath: norm.path, url, page };
  };

  const findings: Finding[] = [];
  let ignored = 0;
  const push = (f: Omit<Finding, 'file' | 'mapping' | 'message' | 'check'>, when: string, mapped: { file: string | null; mapping: string }): void => {
    if (isIgnored(ignores, f.ruleId, f.urlPath) || isIntendedNoindex(ignores, f.ruleId, f.label, f.urlPath)) {
      ignored++;
      return;
    }
    const check = localCheckFor(f.ruleId, f.label);
    findings.push({ ...f, message: `${f.summary}${when}`, ...(check ? { check } : {}), ...mapped });
  };
  const readAtOf = (ref: PageRef): string | undefined => plainText(ref.page?.read_at, 40) || plainText(audit.crawled_at, 40) || undefined;
  const mapPage = (ref: PageRef): { file: string | null; mapping: string } => {
    const r = resolve(ref.urlPath);
    return { file: r.file, mapping: plainText(r.reason, 300) };
  };
  const siteWide = { file: options.siteFile ?? null, mapping: options.siteFile ? 'site-wide: shown on the site configuration' : 'site-wide' };
  const when = date ? ` (crawl of ${date})` : '';

  // Page status problems.
  for (const page of audit.pages) {
    const status = typeof page.status === 'string' ? page.status : '';
    if (!PROBLEM_STATUSES.has(status)) continue;
    const ref = pageRef(page.path ?? page.url);
    if (!ref) continue;
    const word = plainText(page.status_word, 80) || statusWord(status);
    const readAt = readAtOf(ref);
    push(
      {
        kind: UNMEASURED_STATUSES.has(status) ? 'unmeasured' : 'status',
        ruleId: statusRuleId(status),
        label: word,
        urlPath: ref.urlPath,
        url: ref.url,
        anchor: anchorFor(status),
        summary: `${word}: ${statusClause(status)} — ${ref.urlPath}`,
        crawlDate: crawlDate(page.read_at) ?? date,
        ...(readAt ? { readAt } : {}),
      },
      crawlDate(page.read_at) ? ` (read ${crawlDate(page.read_at)})` : when,
      mapPage(ref),
    );
  }

  // Checks.
  const rules: FindingRule[] = [];
  const unlisted: UnlistedPages[] = [];
  for (const group of audit.groups ?? []) {
    for (const check of group.checks ?? []) {
      const ruleId = plainText(check.id, 200);
      if (!ruleId) continue;
      const label = plainText(check.label, 200) || ruleId;
      const measured = plainText(check.measured, 200) || undefined;
      const target = plainText(check.target, 200) || undefined;
      const unmeasured = isUnmeasured(check);
      const listed = (check.failing_pages ?? []).map(pageRef).filter((r): r is PageRef => r !== undefined);
      if (check.met === true && listed.length === 0) continue;
      const kind: FindingKind = unmeasured ? 'unmeasured' : 'check';
      const anchor = anchorFor(ruleId, label);
      const rule: FindingRule = { id: ruleId, label, kind, group: plainText(group.name, 200) || undefined, target, measured };
      const example = listed.find((r) => r.url?.startsWith('https:'))?.url ?? listed[0]?.url ?? undefined;
      if (example) rule.exampleUrl = example;
      rules.push(rule);
      const detail = unmeasured
        ? `not measured by the crawl${date ? ` of ${date}` : ''}${target ? ` (target: ${target})` : ''}`
        : `${measured ? `measured ${measured}` : 'failing'}${target ? `, target ${target}` : ''}`;
      const total = typeof check.failing_pages_total === 'number' ? check.failing_pages_total : listed.length;
      const crawled = plainText(audit.crawled_at, 40) || undefined;
      if (listed.length === 0 && (unmeasured || total === 0)) {
        push(
          { kind, ruleId, label, urlPath: null, url: origin ? `${origin}/` : null, anchor, summary: `${label}: ${detail} — whole site`, measured, target, crawlDate: date, ...(crawled ? { readAt: crawled } : {}) },
          unmeasured ? '' : when,
          siteWide,
        );
      }
      for (const ref of listed) {
        const readAt = readAtOf(ref);
        push(
          { kind, ruleId, label, urlPath: ref.urlPath, url: ref.url, anchor, summary: `${label}: ${detail} — ${ref.urlPath}`, measured, target, crawlDate: date, ...(readAt ? { readAt } : {}) },
          unmeasured ? '' : when,
          mapPage(ref),
        );
      }
      const shown = (check.failing_pages_offset ?? 0) + (check.failing_pages?.length ?? 0);
      if (total > shown) unlisted.push({ ruleId, label, listed: check.failing_pages?.length ?? 0, total });
    }
  }

  return {
    findings,
    ignored,
    rules,
    unlisted,
    crawledAt: plainText(audit.crawled_at, 40) || undefined,
    nextCrawlAt: plainText(audit.next_crawl_at, 40) || undefined,
    scanId: plainText(audit.meta?.data_as_of?.id, 80) || undefined,
    state: plainText(audit.state, 40) || undefined,
  };
}

/** Every audited page's path (else its URL), as given: the hint that picks the site in a repository holding several. */
export function auditedPagePaths(audit: Pick<Audit, 'pages'>): string[] {
  return audit.pages.map((p) => (typeof p.path === 'string' && p.path ? p.path : p.url)).filter((p): p is string => typeof p === 'string');
}

/**
 * The normalized URL paths buildFindings will map (problem pages and failing pages), so a caller can resolve them all
 * in one batch (the editor's site worker) and hand buildFindings the answers.
 */
export function findingPaths(audit: Audit): string[] {
  const out = new Set<string>();
  const add = (raw: unknown) => {
    const norm = normalizeUrlPath(raw);
    if (norm.ok) out.add(norm.path);
  };
  for (const page of audit.pages) if (PROBLEM_STATUSES.has(typeof page.status === 'string' ? page.status : '')) add(page.path ?? page.url);
  for (const group of audit.groups ?? []) for (const check of group.checks ?? []) for (const p of check.failing_pages ?? []) add(p);
  return [...out];
}

/** The findings with the places found for the mapped ones (`located[i]` for the i-th mapped finding). */
export function withLocations(findings: readonly Finding[], located: ReadonlyArray<Located | undefined>): Finding[] {
  let k = 0;
  return findings.map((f) => {
    if (!f.file) return f;
    const location = located[k++];
    return location ? { ...f, location } : f;
  });
}

/**
 * Adds each mapped finding's place in its file (and what re-checking it there finds); files are read once each
 * through `read` (undefined = unreadable).
 */
export function locateFindings(findings: readonly Finding[], read: (file: string) => string | undefined): Finding[] {
  const texts = new Map<string, string | undefined>();
  return findings.map((f) => {
    if (!f.file) return f;
    if (!texts.has(f.file)) texts.set(f.file, read(f.file));
    const text = texts.get(f.file);
    return text === undefined ? f : { ...f, location: examine(text, f.file, f.anchor, f.check) };
  });
}

/** Pages with findings but no local source, grouped by page, for "Pages without a local source". */
export interface UnmappedPage {
  urlPath: string;
  url: string | null;
  reason: string;
  findings: Finding[];
}

export function unmappedPages(findings: readonly Finding[]): UnmappedPage[] {
  const byPath = new Map<string, UnmappedPage>();
  for (const f of findings) {
    if (f.file || !f.urlPath) continue;
    let entry = byPath.get(f.urlPath);
    if (!entry) byPath.set(f.urlPath, (entry = { urlPath: f.urlPath, url: f.url, reason: f.mapping, findings: [] }));
    entry.findings.push(f);
  }
  return [...byPath.values()].sort((a, b) => (a.urlPath < b.urlPath ? -1 : a.urlPath > b.urlPath ? 1 : 0));
}

/** Most audit pages read for one audit (100 cursor pages of 100): a guard against a server that never ends a list. */
export const MAX_AUDIT_PAGES = 10_000;

/**
 * Reads every page of one audit through the API's cursors (the paging iterator: same limit on every page, a cursor
 * instead of `as_of` after the first) and returns the first response with all pages in it.
 */
export async function readFullAudit(read: (query: AuditQuery) => Promise<Audit>, asOf?: string): Promise<Audit> {
  let first: Audit | undefined;
  const fetchPage: FetchPage<AuditPage> = async (cursor) => {
    const audit = await read(cursor ? { cursor, limit: 100 } : { limit: 100, ...(asOf ? { as_of: asOf } : {}) });
    first ??= audit;
    return { items: audit.pages, next_cursor: audit.next_cursor, total: audit.total };
  };
  const pages = await collectPages(paginate(fetchPage, (p) => p.page_id), MAX_AUDIT_PAGES);
  // paginate always fetches the first page before it yields or returns, so `first` is set here.
  return { ...(first as Audit), pages, next_cursor: null };
}

/** Severity of a finding under the user's settings. */
export function severityOf(kind: FindingKind, settings: Partial<Record<FindingKind, Severity>> = {}): Severity {
  return settings[kind] ?? DEFAULT_SEVERITY[kind];
}

const MINUTE = 60_000;

/**
 * When to read the audit again: after the service's next crawl (`next_crawl_at` plus a margin for the crawl to
 * finish), never sooner than 15 minutes (a date already past, a clock ahead) and never later than a day.
 * Undefined when the audit gives no usable date.
 */
export function nextReadDelay(nextCrawlAt: string | undefined, now: number): number | undefined {
  const next = Date.parse(nextCrawlAt ?? '');
  if (!Number.isFinite(next)) return undefined;
  return Math.min(24 * 60 * MINUTE, Math.max(15 * MINUTE, next - now + 10 * MINUTE));
}
