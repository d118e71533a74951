// Findings → SARIF 2.1.0 in the subset GitHub code scanning ingests
// (docs.github.com/code-security/reference/code-scanning/sarif-files/sarif-support).
// GitHub rejects a whole upload when one result lacks `physicalLocation.artifactLocation.uri`
// ("locationFromSarifResult: expected artifact location"), so a finding without a local source is placed on the
// site's configuration file (line 1) and carries the page as a logicalLocation and `properties.url`.
import { createHash } from 'node:crypto';
import { explainRule } from '../../shared/auditRules';
import { plainText } from '../../shared/text/plainText';
import { anchorFor } from './ranges';
import { DEFAULT_SEVERITY, type Finding, type FindingKind, type FindingRule, type FindingsResult, type Severity } from './findings';

export type SarifLevel = 'error' | 'warning' | 'note';

export interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

export interface SarifLocation {
  physicalLocation?: { artifactLocation: { uri: string }; region: SarifRegion };
  logicalLocations?: Array<{ name: string; fullyQualifiedName?: string; kind: string }>;
  message?: { text: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: SarifLocation[];
  partialFingerprints: Record<string, string>;
  properties: Record<string, unknown>;
}

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown?: string };
  helpUri?: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; precision: string; 'problem.severity': string };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: string; semanticVersion?: string; informationUri?: string; rules: SarifRule[] } };
    automationDetails?: { id: string };
    invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: Array<{ level: SarifLevel; message: { text: string }; properties?: Record<string, unknown> }> }>;
    results: SarifResult[];
    properties: Record<string, unknown>;
  }>;
}

export interface SarifOptions {
  toolVersion?: string;
  /** Where to read about the tool (`tool.driver.informationUri`, an absolute URI). */
  informationUri?: string;
  /** Prefix that turns a site-root-relative file into a repository-relative one ('' or 'apps/site/'). */
  pathPrefix?: string;
  /** The site's configuration file (site-root relative): where findings without a local source are shown. */
  siteFile?: string | null;
  severity?: Partial<Record<FindingKind, Severity>>;
  /** Run category (`automationDetails.id`), so several sites of one repository do not replace each other's alerts. */
  category?: string;
}

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'Brand Visibility';

export function sarifLevel(severity: Severity): SarifLevel {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}

/** A relative URI reference: each path segment percent-encoded ('[slug].astro' stays a valid uri-reference). */
export function artifactUri(prefix: string, file: string): string {
  return `${prefix}${file}`.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

function https(url: string | null | undefined): string | undefined {
  return url && /^https:\/\//i.test(url) ? url : undefined;
}

function ruleFor(rule: FindingRule, severity: Partial<Record<FindingKind, Severity>>): SarifRule {
  const level = sarifLevel(severity[rule.kind] ?? DEFAULT_SEVERITY[rule.kind]);
  const describe = [rule.label, rule.target ? `Target: ${rule.target}.` : '', rule.measured ? `Last crawl: ${rule.measured}.` : '']
    .filter(Boolean)
    .join(' ');
  // Our own words for what the rule means, why it matters for AI crawlers and how to fix it (shared with the editor).
  const explained = explainRule(rule.id, rule.label, anchorFor(rule.id, rule.label));
  const meaning = `${explained.what} Why it matters: ${explained.why} How to fix it: ${explained.fix}`;
  const sarif: SarifRule = {
    id: rule.id,
    name: rule.label.slice(0, 255),
    shortDescription: { text: rule.label.slice(0, 1024) },
    fullDescription: { text: describe.slice(0, 1024) },
    help: {
      text:
        (rule.id.startsWith('status:')
          ? `${rule.label}: a page status reported by the Brand Visibility site audit (its last crawl). `
          : `${describe} A ${rule.group ? `"${rule.group}" ` : ''}check of the Brand Visibility site audit, measured by its last crawl. `) +
        meaning +
        (rule.exampleUrl && !rule.id.startsWith('status:') ? ` The help link opens a page the crawl found failing; the API publishes no documentation URL per check.` : ''),
    },
    defaultConfiguration: { level },
    properties: {
      tags: ['brand-visibility', rule.id.startsWith('status:') ? 'page-status' : 'site-check', ...(rule.group ? [rule.group] : [])],
      precision: 'high',
      'problem.severity': level === 'note' ? 'recommendation' : level,
    },
  };
  const helpUri = https(rule.exampleUrl);
  if (helpUri) sarif.helpUri = helpUri;
  return sarif;
}

/** Rules the findings use that the audit's check list does not describe: the page statuses. */
function statusRules(findings: readonly Finding[]): FindingRule[] {
  const seen = new Map<string, FindingRule>();
  for (const f of findings) {
    if (f.ruleId.startsWith('status:') && !seen.has(f.ruleId)) seen.set(f.ruleId, { id: f.ruleId, label: f.label, kind: f.kind, exampleUrl: f.url ?? undefined });
  }
  return [...seen.values()];
}

/** Identity of a result across runs: rule + page (+ file), not the line, so an edit above it keeps the alert. */
function fingerprint(f: Finding, uri: string): string {
  return `${createHash('sha256').update(`${f.ruleId}\0${f.urlPath ?? ''}\0${uri}`).digest('hex').slice(0, 16)}:1`;
}

function regionOf(f: Finding): SarifRegion {
  const r = f.location?.range;
  if (!r) return { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  return { startLine: r.startLine + 1, startColumn: r.startCharacter + 1, endLine: r.endLine + 1, endColumn: r.endCharacter + 1 };
}

export function toSarif(result: FindingsResult, options: SarifOptions = {}): SarifLog {
  const severity = options.severity ?? {};
  const prefix = options.pathPrefix ?? '';
  const ruleList = [...result.rules, ...statusRules(result.findings)];
  const used = new Set(result.findings.map((f) => f.ruleId));
  const rules = ruleList.filter((r, i) => used.has(r.id) && ruleList.findIndex((o) => o.id === r.id) === i).map((r) => ruleFor(r, severity));
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));

  const results: SarifResult[] = [];
  const notifications: NonNullable<SarifLog['runs'][number]['invocations'][number]['toolExecutionNotifications']> = [];
  for (const f of result.findings) {
    const level = sarifLevel(severity[f.kind] ?? DEFAULT_SEVERITY[f.kind]);
    const logical = f.urlPath ? [{ name: f.urlPath, ...(f.url ? { fullyQualifiedName: f.url } : {}), kind: 'resource' }] : undefined;
    const file = f.file ?? options.siteFile ?? null;
    const properties: Record<string, unknown> = { kind: f.kind, ...(f.url ? { url: f.url } : {}), ...(f.urlPath ? { urlPath: f.urlPath } : {}) };
    // One result per problem per place: the rules and pages merged into it (onePerPlace.ts).
    if (f.also?.length) properties.alsoRules = f.also.map((a) => a.ruleId);
    if (f.pages?.length) properties.alsoPages = f.pages;
    if (f.crawlDate) properties.crawlDate = f.crawlDate;
    if (!f.file && f.urlPath) {
      properties.unmapped = true;
      properties.mapping = f.mapping;
    }
    const message = !f.file && f.urlPath ? `${f.message}. No local source for this page (${f.mapping}).` : f.message;
    if (!file) {
      // No file in the site at all: GitHub would reject a result without one, so it becomes a notification.
      notifications.push({ level, message: { text: plainText(message, 2000) }, properties });
      continue;
    }
    const uri = artifactUri(prefix, file);
    const location: SarifLocation = {
      physicalLocation: { artifactLocation: { uri }, region: f.file ? regionOf(f) : { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 } },
    };
    if (logical) location.logicalLocations = logical;
    results.push({
      ruleId: f.ruleId,
      ruleIndex: ruleIndex.get(f.ruleId) ?? 0,
      level,
      message: { text: plainText(message, 2000) },
      locations: [location],
      partialFingerprints: { primaryLocationLineHash: fingerprint(f, uri) },
      properties,
    });
  }

  const run: SarifLog['runs'][number] = {
    tool: { driver: { name: TOOL_NAME, ...(options.toolVersion ? { semanticVersion: options.toolVersion } : {}), ...(options.informationUri ? { informationUri: options.informationUri } : {}), rules } },
    invocations: [{ executionSuccessful: true, ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
    results,
    properties: {
      ...(result.crawledAt ? { crawledAt: result.crawledAt } : {}),
      ...(result.scanId ? { scanId: result.scanId } : {}),
      ignored: result.ignored,
      unlistedFailingPages: result.unlisted,
    },
  };
  if (options.category) run.automationDetails = { id: options.category.endsWith('/') ? options.category : `${options.category}/` };
  return { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] };
}
