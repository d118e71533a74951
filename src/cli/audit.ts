// `audit`: the brand's site audit (every page, through the cursors), mapped onto the local sources under --root,
// printed as text, JSON or SARIF. Exit code by --fail-on. Everything printed from the API is plain text.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { isUuid, type Audit } from '../core/api/index';
import { siteConfigFile } from '../core/site/detect';
import { normalizeHost } from '../core/site/domain';
import { frameworkById } from '../core/site/frameworks/index';
import {
  DEFAULT_SEVERITY, auditedPagePaths, buildFindings, locateFindings, readFullAudit, unmappedPages,
  type Finding, type FindingsResult,
} from '../core/site/findings';
import { oneFindingPerPlace } from '../core/site/onePerPlace';
import type { Resolution } from '../core/site/types';
import { isSafeRelPath } from '../core/site/urlPath';
import { sarifLevel, toSarif, type SarifLevel } from '../core/site/sarif';
import { walkSite } from '../core/site/walk';
import { plainText } from '../shared/text/plainText';
import {
  CLI_HOMEPAGE, CLI_VERSION, EXIT_FINDINGS, clientFromEnv, redactingIO, reportError, terminalSafeJson, type ApiCommandDeps,
} from './apiOptions';
import { parseOptions } from './options';
import { EXIT_USAGE, type CliIO } from './io';
import { mapSite, repositoryPath } from './map';

export const AUDIT_USAGE =
  'usage: brand-visibility audit --brand ID --root DIR [--format text|json|sarif] [--as-of SCAN] [--fail-on error|warning|never]\n' +
  '                              [--ignore CHECK[@/path] ...] [--base-url URL]\n' +
  '  key: BRAND_VISIBILITY_API_KEY; base URL: --base-url or BRAND_VISIBILITY_BASE_URL\n';

const FORMATS = ['text', 'json', 'sarif'] as const;
const FAIL_ON = ['error', 'warning', 'never'] as const;
type Format = (typeof FORMATS)[number];
type FailOn = (typeof FAIL_ON)[number];

const SPEC = {
  brand: 'value', root: 'value', format: 'value', 'as-of': 'value', 'fail-on': 'value', 'base-url': 'value', ignore: 'multi', help: 'flag',
} as const;

function levelOf(f: Finding): SarifLevel {
  return sarifLevel(DEFAULT_SEVERITY[f.kind]);
}

/** Whether the findings make the run fail under --fail-on. */
export function failsOn(findings: readonly Finding[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return findings.some((f) => levelOf(f) === 'error' || (failOn === 'warning' && levelOf(f) === 'warning'));
}

/** The repository root above `dir` (a `.git` file or folder), so SARIF paths are repository-relative. */
function repositoryRoot(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** Local file names can hold control characters too: printed like API text. */
function shownPath(rel: string): string {
  return plainText(rel, 400);
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface AuditRun {
  brandId: string;
  host: string | undefined;
  siteDir: string;
  framework: string;
  result: FindingsResult;
}

function renderText(run: AuditRun): string {
  const { result } = run;
  const lines: string[] = [];
  const when = result.crawledAt ? ` — crawl of ${result.crawledAt.slice(0, 10)}` : '';
  const next = result.nextCrawlAt ? `, next crawl ${result.nextCrawlAt.slice(0, 10)}` : '';
  lines.push(`Brand Visibility site audit${run.host ? ` of ${run.host}` : ''}${when}${next}`);
  lines.push(`Site: ${run.siteDir ? shownPath(run.siteDir) : '.'} (${plainText(run.framework, 80)})`);
  if (result.state === 'awaiting_first_crawl') {
    lines.push('The first crawl has not finished yet: nothing to report.');
    return `${lines.join('\n')}\n`;
  }
  const levels = { error: 0, warning: 0, note: 0 };
  for (const f of result.findings) levels[levelOf(f)]++;
  lines.push(
    `${count(result.findings.length, 'finding')}: ${count(levels.error, 'error')}, ${count(levels.warning, 'warning')}, ${count(levels.note, 'note')}` +
      (result.ignored ? ` (${result.ignored} ignored)` : ''),
  );
  const byFile = new Map<string, Finding[]>();
  for (const f of result.findings) {
    if (!f.file) continue;
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, findings] of [...byFile.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    lines.push('', shownPath(file));
    const sorted = [...findings].sort((a, b) => (a.location?.range.startLine ?? 0) - (b.location?.range.startLine ?? 0));
    for (const f of sorted) {
      const r = f.location?.range;
      const at = r ? `${r.startLine + 1}:${r.startCharacter + 1}` : '1:1';
      lines.push(`  ${at.padEnd(7)} ${levelOf(f).padEnd(7)} ${f.ruleId}  ${f.message}`);
    }
  }
  const unmapped = unmappedPages(result.findings);
  if (unmapped.length) {
    lines.push('', `Pages without a local source (${unmapped.length}):`);
    for (const page of unmapped) {
      lines.push(`  ${page.urlPath}  — ${page.reason}`);
      for (const f of page.findings) lines.push(`    ${levelOf(f).padEnd(7)} ${f.ruleId}  ${f.message}`);
    }
  }
  if (result.unlisted.length) {
    lines.push('', 'Failing pages the audit counts but does not name:');
    for (const u of result.unlisted) lines.push(`  ${u.ruleId} (${u.label}): ${u.total - u.listed} more besides the ${u.listed} listed`);
  }
  return `${lines.join('\n')}\n`;
}

function renderJson(run: AuditRun): string {
  const { result } = run;
  const finding = (f: Finding) => {
    const r = f.location?.range;
    return {
      kind: f.kind,
      level: levelOf(f),
      ruleId: f.ruleId,
      label: f.label,
      urlPath: f.urlPath,
      url: f.url,
      file: f.file,
      ...(r ? { line: r.startLine + 1, column: r.startCharacter + 1, endLine: r.endLine + 1, endColumn: r.endCharacter + 1 } : {}),
      message: f.message,
      mapping: f.mapping,
      ...(f.also ? { also: f.also.map((a) => a.ruleId) } : {}),
      ...(f.pages ? { pages: f.pages } : {}),
    };
  };
  const out = {
    brand: run.brandId,
    site: { root: run.siteDir || '.', framework: run.framework, host: run.host ?? null },
    state: result.state ?? null,
    crawledAt: result.crawledAt ?? null,
    nextCrawlAt: result.nextCrawlAt ?? null,
    scanId: result.scanId ?? null,
    ignored: result.ignored,
    findings: result.findings.map(finding),
    unmappedPages: unmappedPages(result.findings).map((p) => ({ urlPath: p.urlPath, url: p.url, reason: p.reason, findings: p.findings.length })),
    unlistedFailingPages: result.unlisted,
  };
  return terminalSafeJson(out);
}

/** An audit mapped onto the site under a folder; files are relative to that folder. */
export interface MappedAudit {
  /** The audited pages' host. */
  host: string | undefined;
  /** The site folder inside the root ('' = the root). */
  siteDir: string;
  framework: string;
  /** The site's configuration file, where site-wide findings go. */
  siteConfig: string | null;
  result: FindingsResult;
}

/** Maps every page of `audit` onto the site under `root` (read now) and places each finding in its file. */
export function mapAuditOntoSite(root: string, audit: Audit, ignore: readonly string[]): MappedAudit {
  // The audited pages' host is the site's domain: it picks the site in a monorepo and rejects other hosts' URLs.
  const host = audit.pages.map((p) => normalizeHost(p.url)).find((h) => h !== undefined);
  const index = walkSite(root);
  const mapping = mapSite(index, { paths: auditedPagePaths(audit), ...(host ? { domain: host } : {}) });
  const siteDir = mapping.site?.dir ?? '';
  const prefix = siteDir ? `${siteDir}/` : '';
  const config = siteConfigFile(siteDir ? index.scoped(siteDir) : index, frameworkById(mapping.mapper.framework));
  const siteConfig = config ? prefix + config : null;
  const resolve = (urlPath: string): Resolution => {
    const r = mapping.mapper.resolve(urlPath);
    return r.file === null ? r : { ...r, file: repositoryPath(prefix, r.file) };
  };
  const built = buildFindings(audit, { resolve, ignore, siteFile: siteConfig });
  // Only files of the index are read: the walk never leaves the root and never follows symlinks.
  const located = locateFindings(built.findings, (rel) => (isSafeRelPath(rel) ? index.read(rel) : undefined));
  const findings = oneFindingPerPlace(located);
  const result: FindingsResult = { ...built, findings, merged: located.length - findings.length };
  return { host, siteDir, framework: mapping.mapper.frameworkLabel, siteConfig, result };
}

export async function runAuditCommand(argv: readonly string[], rawIO: CliIO, deps: ApiCommandDeps = {}): Promise<number> {
  const usage = (text: string): number => {
    rawIO.stderr(`brand-visibility audit: ${text}\n${AUDIT_USAGE}`);
    return EXIT_USAGE;
  };
  const parsed = parseOptions(argv, SPEC);
  if (typeof parsed === 'string') return usage(parsed);
  if (parsed.flags.has('help')) {
    rawIO.stdout(AUDIT_USAGE);
    return 0;
  }
  const { values } = parsed;
  if (parsed.positionals.length) return usage(`unexpected argument '${plainText(parsed.positionals[0], 80)}'`);
  if (!values.brand) return usage('--brand is required');
  if (!isUuid(values.brand)) return usage('--brand must be the brand id (a UUID)');
  if (!values.root) return usage('--root is required');
  const format = (values.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) return usage(`--format must be one of ${FORMATS.join(', ')}`);
  const failOn = (values['fail-on'] ?? 'error') as FailOn;
  if (!FAIL_ON.includes(failOn)) return usage(`--fail-on must be one of ${FAIL_ON.join(', ')}`);
  const asOf = values['as-of'];
  if (asOf !== undefined && !isUuid(asOf)) return usage('--as-of must be a scan id (a UUID)');
  const root = resolvePath(values.root);
  let isDir: boolean;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) return usage(`--root ${shownPath(values.root)} is not a folder`);

  const setup = clientFromEnv(values['base-url'], deps);
  if (typeof setup === 'string') return usage(setup);
  const io = redactingIO(rawIO, setup.key);

  let audit;
  try {
    audit = await readFullAudit((query) => setup.client.audit(values.brand, query), asOf);
  } catch (err) {
    return reportError('audit', err, io);
  }

  const { host, siteDir, framework, siteConfig, result } = mapAuditOntoSite(root, audit, parsed.multi.ignore ?? []);
  const run: AuditRun = { brandId: values.brand, host, siteDir, framework, result };

  if (format === 'json') io.stdout(renderJson(run));
  else if (format === 'sarif') {
    const repo = repositoryRoot(root);
    const fromRepo = repo ? relative(repo, root).split(sep).filter(Boolean).join('/') : '';
    const sarif = toSarif(result, {
      toolVersion: CLI_VERSION,
      informationUri: CLI_HOMEPAGE,
      pathPrefix: fromRepo ? `${fromRepo}/` : '',
      siteFile: siteConfig,
      category: `brand-visibility/${values.brand}`,
    });
    io.stdout(terminalSafeJson(sarif));
  } else io.stdout(renderText(run));

  return failsOn(result.findings, failOn) ? EXIT_FINDINGS : 0;
}
