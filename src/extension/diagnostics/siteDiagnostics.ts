// The audit's findings as diagnostics on the site's files: one DiagnosticCollection, one state per workspace folder
// (its site, the brand it is linked to, the last audit read). A read replaces every diagnostic of the folder; settings,
// file and editor changes place the same findings anew without a request; a key change or a new brand clears them.
import * as vscode from 'vscode';
import { ApiProblemError, collectPages, describeError, paginate, type Audit, type AuditQuery, type BrandVisibilityClient, type OwnedPage } from '../api';
import type { Services } from '../services/services';
import { sameSite } from '../site/domain';
import {
  buildFindings, locateFindings, nextReadDelay, readFullAudit, severityOf,
  type Finding, type FindingKind, type FindingsResult, type Severity,
} from '../site/findings';
import { normalizeUrlPath } from '../site/urlPath';
import { plainText } from '../text/plainText';
import { WorkspaceSite } from './workspaceSite';

export const DIAGNOSTIC_SOURCE = 'Brand Visibility';
/** Owned pages read for CodeLens: enough for sites of a few thousand pages, bounded against a runaway list. */
const MAX_OWNED_PAGES = 5_000;

export interface Binding {
  brandId: string;
  brandName?: string;
  /** The brand's (or the declared) host: picks the site in a monorepo, rejects URLs of other hosts. */
  domain?: string;
  why: string;
}

/** What a folder shows now: returned by the refresh command (tests and the log read it). */
export interface FolderReport {
  folder: string;
  brandId?: string;
  why: string;
  siteDir?: string;
  framework?: string;
  findings: number;
  files: number;
  unmapped: number;
  crawledAt?: string;
  error?: string;
}

export interface PageStats {
  citations: number;
  aiVisits: number | undefined;
  crawlerHits: number | undefined;
  pages: number;
  url: string;
}

class FolderState {
  site: WorkspaceSite | undefined;
  loading: Promise<WorkspaceSite | undefined> | undefined;
  binding: Binding | undefined;
  audit: Audit | undefined;
  result: FindingsResult | undefined;
  /** Site-relative file → its findings (what is published). */
  byFile = new Map<string, Finding[]>();
  published = new Set<string>();
  owned = new Map<string, PageStats>();
  timer: ReturnType<typeof setTimeout> | undefined;
  generation = 0;
  error: string | undefined;
  why = 'not read yet';
  siteListener: vscode.Disposable | undefined;
  chain: Promise<void> = Promise.resolve();

  constructor(readonly folder: vscode.WorkspaceFolder) {}
}

/** brandVisibility.diagnostics.*Severity, where set to a known value. */
export function severitySettings(): Partial<Record<FindingKind, Severity>> {
  const c = vscode.workspace.getConfiguration('brandVisibility.diagnostics');
  const pick = (key: string): Severity | undefined => {
    const v = c.get<string>(key);
    return v === 'error' || v === 'warning' || v === 'information' || v === 'hint' ? v : undefined;
  };
  const out: Partial<Record<FindingKind, Severity>> = {};
  const status = pick('statusSeverity');
  const check = pick('checkSeverity');
  const unmeasured = pick('unmeasuredSeverity');
  if (status) out.status = status;
  if (check) out.check = check;
  if (unmeasured) out.unmeasured = unmeasured;
  return out;
}

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/**
 * The code's link. The API publishes no documentation URL per check, and `command:` links are not allowed there, so
 * it is the audited page itself (https only): what the check measured, to compare with the source.
 */
function codeOf(f: Finding): vscode.Diagnostic['code'] {
  if (f.url && /^https:\/\//i.test(f.url)) {
    try {
      return { value: f.ruleId, target: vscode.Uri.parse(f.url, true) };
    } catch {
      return f.ruleId;
    }
  }
  return f.ruleId;
}

export function toRange(f: Finding): vscode.Range {
  const r = f.location?.range;
  return r ? new vscode.Range(r.startLine, r.startCharacter, r.endLine, r.endCharacter) : new vscode.Range(0, 0, 0, 0);
}

function folderSetting<T>(folder: vscode.WorkspaceFolder, key: string): T | undefined {
  return vscode.workspace.getConfiguration('brandVisibility', folder.uri).get<T>(key);
}

export class SiteDiagnostics implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('brandVisibility');
  private readonly states = new Map<string, FolderState>();
  private readonly changedEmitter = new vscode.EventEmitter<vscode.Uri[]>();
  /** Fires with the URIs whose findings (or page stats) changed: decorations and CodeLens redraw. */
  readonly onDidChangeFindings = this.changedEmitter.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly services: Services) {
    for (const folder of vscode.workspace.workspaceFolders ?? []) this.states.set(folder.uri.toString(), new FolderState(folder));
    this.disposables.push(
      this.collection,
      this.changedEmitter,
      vscode.workspace.onDidChangeWorkspaceFolders((e) => {
        for (const f of e.removed) {
          const state = this.states.get(f.uri.toString());
          if (state) this.drop(state);
          this.states.delete(f.uri.toString());
        }
        for (const f of e.added) this.states.set(f.uri.toString(), new FolderState(f));
      }),
    );
  }

  get folders(): readonly vscode.WorkspaceFolder[] {
    return [...this.states.values()].map((s) => s.folder);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Sites and links (no network, except the brands list when a folder declares a domain)

  /** The folder's site, indexed on first use (never during activate()). */
  async site(folder: vscode.WorkspaceFolder): Promise<WorkspaceSite | undefined> {
    const state = this.states.get(folder.uri.toString());
    if (!state) return undefined;
    if (state.site) return state.site;
    state.loading ??= WorkspaceSite.load(folder).then((site) => {
      state.site = site;
      state.siteListener = site?.onDidChange(() => this.recompute(state));
      return site;
    });
    return state.loading;
  }

  /** Folders that could be linked without asking the API: a brand setting, or a site that declares a domain. */
  async linkable(): Promise<vscode.WorkspaceFolder[]> {
    const out: vscode.WorkspaceFolder[] = [];
    for (const state of this.states.values()) {
      if (folderSetting<boolean>(state.folder, 'diagnostics.enabled') === false) continue;
      if (this.brandSetting(state.folder)) out.push(state.folder);
      else {
        const site = await this.site(state.folder);
        if (site && site.candidates().some((c) => site.declaredDomains(c.dir).length > 0)) out.push(state.folder);
      }
    }
    return out;
  }

  /** An explicit brand for the folder: the folder's or workspace's setting (a user-level one only when no domain matches). */
  private brandSetting(folder: vscode.WorkspaceFolder, includeGlobal = false): string | undefined {
    const inspected = vscode.workspace.getConfiguration('brandVisibility', folder.uri).inspect<string>('brand');
    const value = inspected?.workspaceFolderValue || inspected?.workspaceValue || (includeGlobal ? inspected?.globalValue : undefined);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }

  /** Links the folder to a brand: its explicit setting, else the brand whose domain the site declares. */
  private async bind(state: FolderState, site: WorkspaceSite): Promise<Binding | undefined> {
    const explicit = this.brandSetting(state.folder);
    let brands: ReadonlyArray<{ id: string; name?: string; domain?: string }> = this.services.brands.cached;
    try {
      brands = await this.services.brands.brands();
    } catch (err) {
      // Without the list an explicit setting still works (no domain known); a domain match cannot be made.
      this.services.log.debug(`brands list for site linking failed: ${describeError(err).message}`);
    }
    const byId = (id: string) => brands.find((b) => b.id.toLowerCase() === id.toLowerCase());
    if (explicit) {
      const brand = byId(explicit);
      return { brandId: explicit, brandName: brand?.name, domain: brand?.domain ?? undefined, why: 'brandVisibility.brand setting' };
    }
    for (const candidate of site.candidates()) {
      for (const declared of site.declaredDomains(candidate.dir)) {
        const brand = brands.find((b) => b.domain && sameSite(declared.host, b.domain));
        if (brand) {
          return {
            brandId: brand.id,
            brandName: brand.name,
            domain: declared.host,
            why: `${candidate.dir ? `${candidate.dir}/` : ''}${declared.source} declares ${declared.host}, the domain of ${plainText(brand.name, 80) || brand.id}`,
          };
        }
      }
    }
    const global = this.brandSetting(state.folder, true);
    if (global) {
      const brand = byId(global);
      return { brandId: global, brandName: brand?.name, domain: brand?.domain ?? undefined, why: 'brandVisibility.brand user setting' };
    }
    return undefined;
  }

  /** The folder linked to a brand (for the tree's hooks), if any was linked by a refresh. */
  folderFor(brandId: string): { state: FolderState; site: WorkspaceSite } | undefined {
    for (const state of this.states.values()) {
      if (state.binding?.brandId.toLowerCase() === brandId.toLowerCase() && state.site) return { state, site: state.site };
    }
    return undefined;
  }

  /**
   * The folder linked to a brand: one a refresh linked, else the first folder that links to it now (its setting or
   * declared domain; the brands list may be read). For the tree's hooks, which may run before any refresh.
   */
  async linkFolder(brandId: string): Promise<{ folder: vscode.WorkspaceFolder; site: WorkspaceSite } | undefined> {
    const linked = this.folderFor(brandId);
    if (linked) return { folder: linked.state.folder, site: linked.site };
    for (const state of this.states.values()) {
      if (state.binding) continue;
      const site = await this.site(state.folder);
      if (!site) continue;
      const binding = await this.bind(state, site);
      if (binding && binding.brandId.toLowerCase() === brandId.toLowerCase()) {
        site.useDomain(binding.domain?.toLowerCase());
        return { folder: state.folder, site };
      }
    }
    return undefined;
  }

  /** The whole audit (every page) the diagnostics last read for this brand. */
  auditOf(brandId: string): Audit | undefined {
    return this.folderFor(brandId)?.state.audit;
  }

  /** The folder whose site holds this file. */
  locate(uri: vscode.Uri): { state: FolderState; site: WorkspaceSite; rel: string } | undefined {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const state = folder ? this.states.get(folder.uri.toString()) : undefined;
    const rel = state?.site?.relOf(uri);
    return state?.site && rel !== undefined ? { state, site: state.site, rel } : undefined;
  }

  findingsOf(uri: vscode.Uri): readonly Finding[] {
    const at = this.locate(uri);
    return at ? (at.state.byFile.get(at.rel) ?? []) : [];
  }

  pageStatsOf(uri: vscode.Uri): PageStats | undefined {
    const at = this.locate(uri);
    return at?.state.owned.get(at.rel);
  }

  bindingOf(uri: vscode.Uri): Binding | undefined {
    return this.locate(uri)?.state.binding;
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Reading

  /**
   * Reads the audit of every linked folder (all pages, through the cursors) and replaces its diagnostics. The reads
   * have background priority: in the shared rate-limit scheduler they queue behind what the user is looking at.
   */
  async refresh(): Promise<FolderReport[]> {
    const reports: FolderReport[] = [];
    for (const state of [...this.states.values()]) reports.push(await this.refreshFolder(state));
    return reports;
  }

  /** Refreshes of one folder run one after the other, so a later read always wins and none is thrown away. */
  private refreshFolder(state: FolderState): Promise<FolderReport> {
    const run = state.chain.then(() => this.readFolder(state));
    state.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async readFolder(state: FolderState): Promise<FolderReport> {
    const generation = ++state.generation;
    const fail = (why: string, error?: string): FolderReport => {
      this.drop(state, false);
      state.why = why;
      state.error = error;
      return this.report(state);
    };
    if (folderSetting<boolean>(state.folder, 'diagnostics.enabled') === false) return fail('diagnostics are switched off for this folder');
    const site = await this.site(state.folder);
    if (!site) return fail('the folder is not on disk');
    const { connection } = this.services;
    if (!connection.canRead) return fail('not connected', `Not connected (${connection.state}): set the base URL and the API key.`);
    const binding = await this.bind(state, site);
    if (generation !== state.generation) return this.report(state);
    if (!binding) return fail('no brand: the site declares no domain of a brand this key reads, and brandVisibility.brand is not set');
    if (state.binding && state.binding.brandId !== binding.brandId) this.drop(state, false);
    state.binding = binding;
    state.why = binding.why;
    site.useDomain(binding.domain?.toLowerCase());
    const client = this.services.api.client();
    if (!client) return fail('no base URL', 'No valid base URL is set.');
    const pin = this.services.selection.brandId?.toLowerCase() === binding.brandId.toLowerCase() ? this.services.selection.pin : undefined;
    try {
      const audit = await this.readAudit(client, binding.brandId, pin?.id);
      if (generation !== state.generation) return this.report(state);
      state.audit = audit;
      state.error = undefined;
    } catch (err) {
      if (generation !== state.generation) return this.report(state);
      this.services.connection.handleError(err);
      const d = describeError(err);
      this.services.log.warn(`site diagnostics: reading the audit of ${binding.brandId} failed: ${d.code ?? 'error'}: ${d.message}`);
      // A rejected key or a brand that is gone must not leave findings that can no longer be checked.
      if (d.code === 'invalid_token' || d.code === 'not_found' || d.code === 'workspace_archived') this.drop(state, false);
      state.error = `${d.message} ${d.nextStep}.`;
      return this.report(state);
    }
    this.recompute(state);
    this.scheduleNextCrawl(state);
    // The Audit sections' "Pages without a local source" come from this audit: have the tree ask again.
    this.services.auditContributors.fire();
    void this.readOwnedPages(state, generation);
    return this.report(state);
  }

  /**
   * The whole audit, at the explicit pin when there is one. A pinned read answering 404 means the pinned scan is gone
   * (as the views' sessions take it): the latest is read instead and the pin goes, with the views' one message. A 404
   * again means the brand is what is missing.
   */
  private async readAudit(client: BrandVisibilityClient, brandId: string, pinId: string | undefined): Promise<Audit> {
    const read = (query: AuditQuery): Promise<Audit> => client.audit(brandId, query, { priority: 'background' });
    if (!pinId) return readFullAudit(read);
    try {
      return await readFullAudit(read, pinId);
    } catch (err) {
      if (!(err instanceof ApiProblemError && err.code === 'not_found')) throw err;
      const audit = await readFullAudit(read);
      this.services.sessions.explicitPinGone(pinId);
      return audit;
    }
  }

  /** Page figures for the CodeLens: the owned pages read (paged, background), joined to files by URL. */
  private async readOwnedPages(state: FolderState, generation: number): Promise<void> {
    const client = this.services.api.client();
    const binding = state.binding;
    const site = state.site;
    if (!client || !binding || !site) return;
    try {
      const pages = await collectPages(
        paginate<OwnedPage>(async (cursor) => {
          const read = await client.ownedPages(
            binding.brandId,
            cursor ? { cursor, limit: 100, period: this.services.selection.period } : { limit: 100, period: this.services.selection.period },
            { priority: 'background' },
          );
          return { items: read.pages, next_cursor: read.next_cursor, total: read.total };
        }),
        MAX_OWNED_PAGES,
      );
      if (generation !== state.generation) return;
      const owned = new Map<string, PageStats>();
      for (const page of pages) {
        const path = normalizeUrlPath(page.url);
        if (!path.ok) continue;
        const file = site.resolve(page.url).file;
        if (!file) continue;
        const prev = owned.get(file);
        owned.set(file, {
          citations: (prev?.citations ?? 0) + (page.citations ?? 0),
          aiVisits: sum(prev?.aiVisits, page.ai_visits),
          crawlerHits: sum(prev?.crawlerHits, page.crawler_hits),
          pages: (prev?.pages ?? 0) + 1,
          url: prev?.url ?? page.url,
        });
      }
      state.owned = owned;
      this.changedEmitter.fire([...owned.keys()].map((rel) => site.uriOf(rel)));
    } catch (err) {
      this.services.connection.handleError(err);
      this.services.log.debug(`site diagnostics: owned pages read failed: ${describeError(err).message}`);
    }
  }

  /** Reads again after the service's next crawl (see nextReadDelay). */
  private scheduleNextCrawl(state: FolderState): void {
    if (state.timer) clearTimeout(state.timer);
    const delay = nextReadDelay(state.result?.nextCrawlAt, Date.now());
    if (delay === undefined) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (this.services.connection.canRead) void this.refreshFolder(state);
    }, delay);
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Publishing (no network)

  /** Places the last audit's findings on the files as they are now and publishes them. */
  recompute(state: FolderState): void {
    const site = state.site;
    if (!state.audit || !site) return;
    if (folderSetting<boolean>(state.folder, 'diagnostics.enabled') === false) {
      this.drop(state, false);
      return;
    }
    const built = buildFindings(state.audit, {
      resolve: (path) => site.resolve(path),
      ignore: folderSetting<unknown[]>(state.folder, 'diagnostics.ignore') ?? [],
      siteFile: site.configFile() ?? null,
    });
    state.result = { ...built, findings: locateFindings(built.findings, (rel) => site.readText(rel)) };
    this.publish(state, site);
  }

  recomputeAll(): void {
    for (const state of this.states.values()) this.recompute(state);
  }

  private publish(state: FolderState, site: WorkspaceSite): void {
    const severity = severitySettings();
    const byFile = new Map<string, Finding[]>();
    for (const f of state.result?.findings ?? []) {
      if (!f.file) continue;
      const list = byFile.get(f.file) ?? [];
      list.push(f);
      byFile.set(f.file, list);
    }
    const now = new Set<string>();
    const touched: vscode.Uri[] = [];
    for (const [rel, findings] of byFile) {
      const uri = site.uriOf(rel);
      now.add(uri.toString());
      touched.push(uri);
      this.collection.set(
        uri,
        findings.map((f) => {
          const d = new vscode.Diagnostic(toRange(f), f.message, SEVERITY[severityOf(f.kind, severity)]);
          d.source = DIAGNOSTIC_SOURCE;
          d.code = codeOf(f);
          return d;
        }),
      );
    }
    for (const key of state.published) {
      if (!now.has(key)) {
        const uri = vscode.Uri.parse(key);
        this.collection.delete(uri);
        touched.push(uri);
      }
    }
    state.byFile = byFile;
    state.published = now;
    this.changedEmitter.fire(touched);
  }

  /** Forgets a folder's findings (and, unless `keepSite`, nothing else): diagnostics, decorations and lenses go. */
  private drop(state: FolderState, disposeSite = true): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = undefined;
    state.audit = undefined;
    state.result = undefined;
    state.binding = undefined;
    const touched = [...state.published].map((k) => vscode.Uri.parse(k));
    const site = state.site;
    const ownedUris = site ? [...state.owned.keys()].map((rel) => site.uriOf(rel)) : [];
    for (const uri of touched) this.collection.delete(uri);
    state.published = new Set();
    state.byFile = new Map();
    state.owned = new Map();
    if (disposeSite) {
      state.siteListener?.dispose();
      state.site?.dispose();
      state.site = undefined;
      state.loading = undefined;
    }
    if (touched.length || ownedUris.length) this.changedEmitter.fire([...touched, ...ownedUris]);
  }

  /** Clears every folder's findings (key cleared or changed, connection closed). Sites stay indexed. */
  clearAll(): void {
    for (const state of this.states.values()) {
      state.generation++;
      this.drop(state, false);
      state.why = 'cleared';
    }
  }

  /** Site settings changed: new mappers, findings placed anew. */
  reloadSites(): void {
    for (const state of this.states.values()) state.site?.reloadSettings();
  }

  /** files.exclude changed: list the folders again (the watcher keeps them fresh otherwise). */
  reindexSites(): void {
    for (const state of this.states.values()) void state.site?.rebuild();
  }

  /** An edited (unsaved) page file: its findings move with the text. */
  onDocumentEdited(uri: vscode.Uri): void {
    const at = this.locate(uri);
    if (at && at.state.byFile.has(at.rel)) this.recompute(at.state);
  }

  report(state: FolderState): FolderReport {
    const findings = state.result?.findings ?? [];
    return {
      folder: state.folder.name,
      brandId: state.binding?.brandId,
      why: state.why,
      siteDir: state.site?.site.dir,
      framework: state.site?.mapper.frameworkLabel,
      findings: findings.length,
      files: state.byFile.size,
      unmapped: findings.filter((f) => !f.file).length,
      crawledAt: state.result?.crawledAt,
      error: state.error,
    };
  }

  reports(): FolderReport[] {
    return [...this.states.values()].map((s) => this.report(s));
  }

  dispose(): void {
    for (const state of this.states.values()) this.drop(state);
    for (const d of this.disposables) d.dispose();
  }
}

function sum(a: number | undefined, b: number | null | undefined): number | undefined {
  if (typeof b !== 'number') return a;
  return (a ?? 0) + b;
}
