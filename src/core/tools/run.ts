// Runs one tool call: arguments checked (names against the tool's schema, values by the API layer's own rules), the
// brand chosen, the read or site lookup made through the transport's environment, the answer shaped, capped and quoted.
// Never throws for a failure inside the call: that is a result with isError and the reason as text. Only a tool name
// that does not exist throws (UnknownToolError): MCP answers it with a JSON-RPC error.
import { InvalidRequestOptionsError, type OptionIssue } from '../api/errors';
import { buildQuery, checkPathIds, isUuid } from '../api/query';
import { READS, pageOf, pathParamsOf, type PagedReadName, type ReadDeclaration, type ReadName, type ReadResult } from '../../shared/api/reads';
import { unmappedPages, type Finding } from '../site/findings';
import { normalizeUrlPath } from '../site/urlPath';
import { plainText } from '../../shared/text/plainText';
import { fitToBudget, type Cut } from './budget';
import { DEFAULT_LIMIT, FINDINGS_PAGE, toolByName, toolParams, type ToolDefinition } from './definitions';
import { ToolFailure, type ToolEnvironment } from './environment';
import { failureText } from './errors';
import { resultText } from './quote';
import { shapeRead, txt } from './shapes';

export interface ToolResult {
  text: string;
  isError: boolean;
}

export class UnknownToolError extends Error {
  constructor(readonly toolName: string) {
    super(`Unknown tool: ${plainText(toolName, 80)}`);
    this.name = 'UnknownToolError';
  }
}

type Args = Record<string, unknown>;

/** The call's arguments as an object of the names the tool takes; null and undefined values count as not given. */
function checkNames(tool: ToolDefinition, raw: unknown): Args {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidRequestOptionsError([{ name: 'arguments', message: 'must be an object' }]);
  const known = Object.keys(tool.inputSchema.properties);
  const args: Args = {};
  const issues: OptionIssue[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    if (!known.includes(name)) issues.push({ name: plainText(name, 60), message: `is not an argument of ${tool.name} (it takes ${known.join(', ') || 'none'})` });
    else args[name] = value;
  }
  for (const name of tool.inputSchema.required ?? []) if (args[name] === undefined) issues.push({ name, message: 'is required' });
  if (issues.length) throw new InvalidRequestOptionsError(issues);
  return args;
}

function checkString(args: Args, name: string, max: number, issues: OptionIssue[]): string | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') issues.push({ name, message: 'must be a non-empty string' });
  else if (value.length > max) issues.push({ name, message: `must be at most ${max} characters` });
  else return value;
  return undefined;
}

/** brand_id as given, else the selected brand, else the key's only brand. */
async function brandFor(args: Args, env: ToolEnvironment): Promise<string> {
  if (typeof args.brand_id === 'string') return args.brand_id;
  // Ids from the selection or the brands list came from the service: only a UUID is taken (and may be named in our lines).
  const selected = env.selectedBrand();
  if (selected && isUuid(selected)) return selected;
  const brands = await env.listBrands();
  if (brands.length === 1 && isUuid(brands[0].id)) return brands[0].id;
  throw new ToolFailure(
    brands.length === 0
      ? 'brand_id is required, and this API key reads no brand.'
      : `brand_id is required: this API key reads ${brands.length} brands. Call list_brands for their ids.`,
  );
}

/** Our lines about what the data holds: counts, how to get more, what the cap left out. */
function capLines(cuts: readonly Cut[], paged: string | undefined): string[] {
  return cuts.map(
    (c) =>
      `${c.of - c.shown} of the ${c.of} entries of ${c.list} were left out to keep this result short` +
      (c.list === paged ? '; call again with a smaller limit to see them.' : '.'),
  );
}

// ---------------------------------------------------------------------------------------------------------------------

async function runRead(tool: ToolDefinition, read: ReadName, args: Args, env: ToolEnvironment, signal: AbortSignal | undefined): Promise<ToolResult> {
  const names = pathParamsOf(read);
  const ids = Object.fromEntries(names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]]));
  checkPathIds(ids);
  const query = Object.fromEntries(Object.entries(args).filter(([name]) => !names.includes(name)));
  if (query.limit === undefined && toolParams(read).includes('limit')) query.limit = DEFAULT_LIMIT;
  // The API layer's rules for every value (ranges, the reference's allowed values), before anything is sent.
  buildQuery(read, query);
  const brandId = await brandFor(args, env);
  const itemIds = names.slice(1).map((n) => args[n] as string);
  const result = await env.read(read, brandId, itemIds, query, signal);
  const { data, cuts } = fitToBudget({ brand_id: brandId, ...shapeRead(read, result as ReadResult<typeof read>) });

  const paging = (READS[read] as ReadDeclaration).paging;
  const lines = [`${tool.name} for brand ${brandId}.`];
  if (paging) {
    const page = pageOf(read as PagedReadName, result as ReadResult<PagedReadName>);
    const list = paging.list.join('.');
    if (page.items.length || page.total) lines.push(`${page.items.length} of ${page.total} ${list} in this result.`);
    if (page.nextCursor) lines.push(`More: call ${tool.name} again with the same arguments and cursor set to next_cursor from the data.`);
  }
  lines.push(...capLines(cuts, paging?.list.at(-1)));
  return { text: resultText(lines, data), isError: false };
}

async function runBrands(env: ToolEnvironment): Promise<ToolResult> {
  const brands = await env.listBrands();
  const { data, cuts } = fitToBudget({ brands: brands.map((b) => ({ id: txt(b.id, 80), name: txt(b.name), domain: txt(b.domain) })) });
  const selected = env.selectedBrand();
  const lines = [`list_brands: ${brands.length} brand${brands.length === 1 ? '' : 's'} this API key reads.`];
  if (selected && isUuid(selected)) lines.push(`Tools called without brand_id read the brand selected in the editor, ${selected}.`);
  return { text: resultText([...lines, ...capLines(cuts, undefined)], data), isError: false };
}

// ---------------------------------------------------------------------------------------------------------------------
// Site tools

/** `file` as a folder-relative prefix: './' and trailing '/' dropped, '\' as '/'. */
function fileFilter(file: string | undefined): ((rel: string) => boolean) | undefined {
  if (file === undefined) return undefined;
  let want = file.trim().split('\\').join('/');
  while (want.startsWith('./')) want = want.slice(2);
  while (want.endsWith('/')) want = want.slice(0, -1);
  if (want === '' || want === '.') return undefined;
  return (rel) => rel === want || rel.startsWith(`${want}/`);
}

function findingRow(f: Finding) {
  const r = f.location?.range;
  return {
    file: f.file,
    line: r ? r.startLine + 1 : 1,
    column: r ? r.startCharacter + 1 : 1,
    check: txt(f.ruleId, 200),
    kind: f.kind,
    message: txt(f.message, 400),
    url: txt(f.url, 400),
  };
}

/** Tool cursors of get_site_findings: the offset into the sorted findings and the scan they were read on. */
function parseCursor(cursor: string | undefined, scanId: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^(\d{1,6})@(.*)$/.exec(cursor);
  if (!match) throw new ToolFailure('That cursor was not given by get_site_findings: call again without cursor.');
  if (match[2] !== (scanId ?? '')) throw new ToolFailure('The audit changed since that cursor was given (a new crawl): call again without cursor.');
  return Number(match[1]);
}

async function runSiteFindings(args: Args, env: ToolEnvironment): Promise<ToolResult> {
  const issues: OptionIssue[] = [];
  if (args.brand_id !== undefined && !isUuid(args.brand_id)) issues.push({ name: 'brand_id', message: 'must be a UUID' });
  if (args.as_of !== undefined && !isUuid(args.as_of)) issues.push({ name: 'as_of', message: 'must be a UUID (a completed scan id)' });
  const file = checkString(args, 'file', 1000, issues);
  const cursor = checkString(args, 'cursor', 200, issues);
  if (issues.length) throw new InvalidRequestOptionsError(issues);
  const unavailable = env.site.unavailable();
  if (unavailable) throw new ToolFailure(unavailable);
  const brandId = await brandFor(args, env);
  const report = await env.site.findings(brandId, args.as_of as string | undefined);
  const result = report.result;
  const inScope = fileFilter(file);
  const placed = result.findings
    .filter((f) => f.file !== null && (!inScope || inScope(f.file)))
    .map(findingRow)
    .sort((a, b) => (a.file! < b.file! ? -1 : a.file! > b.file! ? 1 : a.line - b.line || a.column - b.column));
  const start = parseCursor(cursor, result.scanId);
  const shown = placed.slice(start, start + FINDINGS_PAGE);
  const next = start + FINDINGS_PAGE < placed.length ? `${start + FINDINGS_PAGE}@${result.scanId ?? ''}` : null;
  const unmapped = unmappedPages(result.findings);
  const data = {
    brand_id: brandId,
    root: report.root,
    site_folder: report.siteDir || '.',
    framework: report.framework,
    linked_by: txt(report.linkedBy, 300),
    scan: { id: txt(result.scanId, 80) ?? null, crawled_at: txt(result.crawledAt, 40) ?? null, next_crawl_at: txt(result.nextCrawlAt, 40) ?? null },
    state: txt(result.state, 40) ?? null,
    findings: shown,
    // The first call of a list gives the pages without a local source; the following ones only their findings.
    ...(start === 0
      ? {
          pages_without_local_source: unmapped.slice(0, 15).map((p) => ({
            url_path: txt(p.urlPath, 400),
            url: txt(p.url, 400),
            reason: txt(p.reason, 300),
            checks: p.findings.map((f) => txt(f.ruleId, 200)),
          })),
          unlisted_failing_pages: result.unlisted.slice(0, 10).map((u) => ({ check: txt(u.ruleId, 200), label: txt(u.label), listed: u.listed, total: u.total })),
        }
      : {}),
    next_cursor: next,
  };
  const { data: fitted, cuts } = fitToBudget(data);
  const lines = [
    `get_site_findings for brand ${brandId}: ${placed.length} finding${placed.length === 1 ? '' : 's'} on local files${inScope ? ' under the file argument' : ''}` +
      `, ${unmapped.length} audited page${unmapped.length === 1 ? '' : 's'} without a local source, ${result.ignored} ignored by the brandVisibility.diagnostics.ignore setting.`,
    'Lines and columns start at 1; check is the audit check id, or status:<page status> for a page the crawler could not read.',
  ];
  if (placed.length) lines.push(`Findings ${start + 1}–${start + shown.length} in this result.`);
  if (next) lines.push('More: call get_site_findings again with the same arguments and cursor set to next_cursor from the data.');
  return { text: resultText([...lines, ...capLines(cuts, undefined)], fitted), isError: false };
}

async function runExplain(args: Args, env: ToolEnvironment): Promise<ToolResult> {
  const issues: OptionIssue[] = [];
  const path = checkString(args, 'path', 2000, issues);
  if (args.brand_id !== undefined && !isUuid(args.brand_id)) issues.push({ name: 'brand_id', message: 'must be a UUID' });
  if (path !== undefined) {
    const norm = normalizeUrlPath(path);
    if (!norm.ok) issues.push({ name: 'path', message: plainText(norm.reason, 200) });
  }
  if (issues.length || path === undefined) throw new InvalidRequestOptionsError(issues);
  const unavailable = env.site.unavailable();
  if (unavailable) throw new ToolFailure(unavailable);
  const report = await env.site.explain(path, args.brand_id as string | undefined);
  const data = {
    path,
    root: report.root,
    site_folder: report.siteDir || '.',
    framework: report.framework,
    file: report.file,
    reason: txt(report.reason, 400),
    steps: report.steps.slice(0, 25).map((s) => txt(s, 300)),
  };
  const { data: fitted, cuts } = fitToBudget(data);
  const head = report.file ? 'explain_url_mapping: a local file produces this page.' : 'explain_url_mapping: no local file produces this page; the data says why.';
  return { text: resultText([head, ...capLines(cuts, undefined)], fitted), isError: false };
}

// ---------------------------------------------------------------------------------------------------------------------

/** Runs a tool by name. Throws only UnknownToolError; every other failure is an error result. */
export async function runTool(name: string, rawArgs: unknown, env: ToolEnvironment, signal?: AbortSignal): Promise<ToolResult> {
  const tool = toolByName(name);
  if (!tool) throw new UnknownToolError(name);
  try {
    const args = checkNames(tool, rawArgs);
    switch (tool.target.kind) {
      case 'read':
        return await runRead(tool, tool.target.read, args, env, signal);
      case 'brands':
        return await runBrands(env);
      case 'siteFindings':
        return await runSiteFindings(args, env);
      case 'explainMapping':
        return await runExplain(args, env);
    }
  } catch (err) {
    return { text: failureText(err, env.keyStep), isError: true };
  }
}
