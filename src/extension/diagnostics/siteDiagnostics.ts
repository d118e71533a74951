// The audit's findings as diagnostics on the site's files, one state per workspace folder. This file coordinates five
// parts: the folder ↔ brand binding (folderBinding.ts), the audit source (auditSource.ts), the page statistics for
// CodeLens and badges (pageStats.ts), what changed in the files since the crawl (editTracker.ts) and the publisher
// (publisher.ts). A read replaces every diagnostic of the folder; settings, file and editor changes place the same
// findings anew without a request (and re-check in the source what the source can answer); a key change or a new
// brand clears them; a read that fails for another reason keeps them, marked stale, until a read succeeds. Mapping,
// locating and re-checking run in the site worker (workspaceSite.ts), never on the editor's thread.
import * as vscode from 'vscode';
import { describeError, type Audit } from '../../core/api';
import type { Services } from '../session/services';
import {
  auditedPagePaths, buildFindings, findingPaths, nextReadDelay, withLocations, type Finding, type FindingsResult,
} from '../../core/site/findings';
import { noteOf } from '../../core/site/freshness';
import { oneFindingPerPlace } from '../../core/site/onePerPlace';
import type { Resolution } from '../../core/site/types';
import type { SiteWorkerClient } from '../../core/site/worker/siteWorkerClient';
import { AuditSource } from './auditSource';
import { EditTracker } from './editTracker';
import { diagnosticMessage, shownSeverity } from './findingText';
import { FolderBinding, folderSetting, type Binding } from './folderBinding';
import { readPageStats, type PageStats } from './pageStats';
import { DiagnosticPublisher, findingsByFile, severitySettings, type ShownFinding } from './publisher';
import type { RuleFacts } from './ruleView';
import { WorkspaceSite } from './workspaceSite';

export { DIAGNOSTIC_SOURCE, severitySettings, toRange } from './publisher';
export type { ShownFinding } from './publisher';
export type { Binding } from './folderBinding';
export type { PageStats } from './pageStats';

/** One refresh of a folder: its report, and whether a clear (new credentials or brand) overtook its read. */
interface FolderRun {
  report: FolderReport;
  overtaken: boolean;
}

/** What a folder shows now: returned by the refresh command (tests and the log read it). */
export interface FolderReport {
  folder: string;
  brandId?: string;
  why: string;
  siteDir?: string;
  framework?: string;
  findings: number;
  /** Findings folded into another one of the same problem and place (one finding per problem per place). */
  merged: number;
  files: number;
  unmapped: number;
  crawledAt?: string;
  error?: string;
  /** The last read failed, but earlier findings are still shown (marked stale) until a read succeeds. */
  stale: boolean;
}

/** Errors after which the findings can no longer be vouched for: they go instead of turning stale. */
const CLEARING_CODES: ReadonlySet<string> = new Set(['invalid_token', 'not_found', 'workspace_archived']);

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
  /** Bumped by each placement: a slower, older one never publishes over a newer one. */
  placement = 0;
  /** The newest placement under way (or done): a refresh reports once it has published. */
  placing: Promise<void> = Promise.resolve();
  error: string | undefined;
  /** The last read failed and `audit` is from an earlier one: what is shown says so. */
  stale = false;
  why = 'not read yet';
  siteListener: vscode.Disposable | undefined;
  chain: Promise<void> = Promise.resolve();

  constructor(readonly folder: vscode.WorkspaceFolder) {}
}

/** Maps an audit's pages in one batch (in the site worker) and builds its findings. */
export async function mapFindings(audit: Audit, site: WorkspaceSite, ignore: readonly unknown[]): Promise<FindingsResult> {
  const paths = findingPaths(audit);
  const resolved = new Map<string, Resolution>();
  const answers = await site.resolveMany(paths);
  paths.forEach((p, i) => resolved.set(p, answers[i]));
  return buildFindings(audit, {
    resolve: (path) => resolved.get(path) ?? { file: null, reason: 'not mapped', kind: 'none' },
    ignore,
    siteFile: site.configFile() ?? null,
  });
}

/**
 * mapFindings, then each mapped finding placed in its file and re-checked there where the source can answer (in the
 * site worker too), then one finding per problem per place.
 */
export async function placeFindings(audit: Audit, site: WorkspaceSite, ignore: readonly unknown[]): Promise<FindingsResult> {
  const built = await mapFindings(audit, site, ignore);
  const located = await site.locate(
    built.findings.filter((f) => f.file).map((f) => ({ file: f.file as string, anchor: f.anchor, ...(f.check ? { check: f.check } : {}) })),
  );
  const findings = oneFindingPerPlace(withLocations(built.findings, located));
  return { ...built, findings, merged: built.findings.length - findings.length };
}

export class SiteDiagnostics implements vscode.Disposable {
  private readonly publisher = new DiagnosticPublisher();
  readonly collection = this.publisher.collection;
  private readonly states = new Map<string, FolderState>();
  private readonly changedEmitter = new vscode.EventEmitter<vscode.Uri[]>();
  /** Fires with the URIs whose findings (or page stats) changed: decorations and CodeLens redraw. */
  readonly onDidChangeFindings = this.changedEmitter.event;
  private readonly disposables: vscode.Disposable[] = [];
  private readonly binding: FolderBinding;
  private readonly source: AuditSource;
  readonly edits: EditTracker;
  private readonly staleEmitter = new vscode.EventEmitter<void>();
  /** Fires when a folder turns stale or fresh (the status bar hint). */
  readonly onDidChangeStale = this.staleEmitter.event;

  constructor(
    private readonly services: Services,
    private readonly worker: SiteWorkerClient,
  ) {
    this.binding = new FolderBinding(services);
    this.source = new AuditSource(services);
    this.edits = new EditTracker(services.context.workspaceState);
    for (const folder of vscode.workspace.workspaceFolders ?? []) this.states.set(folder.uri.toString(), new FolderState(folder));
    this.disposables.push(
      this.publisher,
      this.changedEmitter,
      this.staleEmitter,
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

  /** The folder's site, indexed in the worker on first use (never during activate()). */
  async site(folder: vscode.WorkspaceFolder): Promise<WorkspaceSite | undefined> {
    const state = this.states.get(folder.uri.toString());
    if (!state) return undefined;
    if (state.site) return state.site;
    state.loading ??= WorkspaceSite.load(folder, this.worker).then(
      (site) => {
        state.site = site;
        state.siteListener = site?.onDidChange(() => void this.recompute(state));
        return site;
      },
      (err: unknown) => {
        state.loading = undefined;
        throw err;
      },
    );
    return state.loading;
  }

  /** Folders that could be linked without asking the API: a brand setting, or a site that declares a domain. */
  async linkable(): Promise<vscode.WorkspaceFolder[]> {
    const out: vscode.WorkspaceFolder[] = [];
    for (const state of this.states.values()) {
      if (folderSetting<boolean>(state.folder, 'diagnostics.enabled') === false) continue;
      try {
        if (await this.binding.linkable(state.folder, () => this.site(state.folder))) out.push(state.folder);
      } catch (err) {
        this.services.log.warn(`site diagnostics: ${state.folder.name}: ${describeError(err).message}`);
      }
    }
    return out;
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
      const binding = await this.binding.bind(state.folder, site);
      if (binding && binding.brandId.toLowerCase() === brandId.toLowerCase()) {
        await site.useDomain(binding.domain?.toLowerCase());
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

  /** The findings of a file as published: message, severity and note. */
  shownOf(uri: vscode.Uri): readonly ShownFinding[] {
    return this.publisher.shownOn(uri);
  }

  /** The published finding a diagnostic (or a copy of it) shows. */
  findingFor(uri: vscode.Uri, d: vscode.Diagnostic): ShownFinding | undefined {
    return this.publisher.findingFor(uri, d);
  }

  /** What the last audits say about a rule (the rule view's second part). */
  ruleFacts(ruleId: string): RuleFacts {
    const pages = new Set<string>();
    let rule: RuleFacts['rule'];
    let stale = false;
    for (const state of this.states.values()) {
      const result = state.result;
      if (!result) continue;
      rule ??= result.rules.find((r) => r.id === ruleId);
      for (const f of result.findings) {
        const parts = [f, ...(f.also ?? [])];
        if (!parts.some((p) => p.ruleId === ruleId)) continue;
        if (f.ruleId === ruleId) for (const p of [f.urlPath, ...(f.pages ?? [])]) if (p) pages.add(p);
        for (const a of f.also ?? []) if (a.ruleId === ruleId && a.urlPath) pages.add(a.urlPath);
        stale ||= state.stale;
      }
    }
    return { ...(rule ? { rule } : {}), pages: [...pages].sort(), stale };
  }

  /** The rules the findings shown use (Explain Audit Rule…'s pick), by label. */
  ruleChoices(): Array<{ id: string; label: string }> {
    const seen = new Map<string, string>();
    for (const state of this.states.values()) {
      for (const f of state.result?.findings ?? []) {
        for (const part of [f, ...(f.also ?? [])]) if (!seen.has(part.ruleId)) seen.set(part.ruleId, part.label);
      }
    }
    return [...seen].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }

  /** Whether any folder shows findings from an earlier read because the last one failed, and its error. */
  staleFolders(): Array<{ folder: string; error: string | undefined; crawledAt: string | undefined }> {
    return [...this.states.values()].filter((s) => s.stale).map((s) => ({ folder: s.folder.name, error: s.error, crawledAt: s.result?.crawledAt }));
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
    for (const state of [...this.states.values()]) reports.push(await this.refreshSettled(state));
    return reports;
  }

  /**
   * A refresh whose read was overtaken (a new key, base URL or brand cleared the folder meanwhile) answers with the
   * read that follows, not with the emptied folder: the command reports what the Problems panel will show. Not when
   * the connection closed (the read's own 401 clears the folders too: its report says why). Bounded, so settings
   * that keep changing cannot keep it reading.
   */
  private async refreshSettled(state: FolderState): Promise<FolderReport> {
    let run = await this.refreshFolder(state);
    for (let again = 0; run.overtaken && this.services.connection.canRead && again < 2; again++) run = await this.refreshFolder(state);
    return run.report;
  }

  /** Refreshes of one folder run one after the other, so a later read always wins and none is thrown away. */
  private refreshFolder(state: FolderState): Promise<FolderRun> {
    const run = state.chain.then(async (): Promise<FolderRun> => {
      const generation = state.generation + 1;
      const report = await this.readFolder(state);
      return { report, overtaken: state.generation !== generation };
    });
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
    let site: WorkspaceSite | undefined;
    let binding: Binding | undefined;
    try {
      site = await this.site(state.folder);
      if (!site) return fail('the folder is not on disk');
      if (!this.services.connection.canRead) return fail('not connected', `Not connected (${this.services.connection.state}): set the base URL and the API key.`);
      binding = await this.binding.bind(state.folder, site);
      if (generation !== state.generation) return this.report(state);
      if (!binding) return fail('no brand: the site declares no domain of a brand this key reads, and brandVisibility.brand is not set');
      if (state.binding && state.binding.brandId !== binding.brandId) this.drop(state, false);
      state.binding = binding;
      state.why = binding.why;
      await site.useDomain(binding.domain?.toLowerCase());
    } catch (err) {
      // The site worker gave up on this folder (a repository it could not index in time).
      return fail('the site could not be indexed', describeError(err).message);
    }
    if (!this.services.api.client()) return fail('no base URL', 'No valid base URL is set.');
    try {
      const audit = await this.source.read(binding.brandId);
      if (generation !== state.generation) return this.report(state);
      state.audit = audit;
      state.error = undefined;
    } catch (err) {
      if (generation !== state.generation) return this.report(state);
      this.services.connection.handleError(err);
      const d = describeError(err);
      this.services.log.warn(`site diagnostics: reading the audit of ${binding.brandId} failed: ${d.code ?? 'error'}: ${d.message}`);
      const error = `${d.message} ${d.nextStep}.`;
      // A rejected key or a brand that is gone must not leave findings that can no longer be checked. Any other
      // failure (the network, the service, a limit) keeps what was shown, marked stale, until a read succeeds.
      if (d.code && CLEARING_CODES.has(d.code)) this.drop(state, false);
      else if (state.audit && state.binding?.brandId === binding.brandId) {
        state.error = error;
        this.setStale(state, true);
        await this.republish(state);
        return this.report(state);
      }
      state.error = error;
      return this.report(state);
    }
    this.setStale(state, false);
    try {
      // The audited pages pick the site in a repository holding several, none declaring the domain (in the worker).
      await site.usePagePaths(auditedPagePaths(state.audit));
    } catch (err) {
      return fail('the site could not be indexed', describeError(err).message);
    }
    await this.recompute(state);
    // A placement that began meanwhile (an edit, a settings change) supersedes this one: report what it publishes.
    await this.placed(state);
    this.scheduleNextCrawl(state);
    // The Audit sections' "Pages without a local source" come from this audit: have the tree ask again.
    this.services.auditContributors.fire();
    void this.readOwnedPages(state, generation);
    return this.report(state);
  }

  /** Page figures for the CodeLens: the owned pages read (paged, background), joined to files by URL. */
  private async readOwnedPages(state: FolderState, generation: number): Promise<void> {
    const binding = state.binding;
    const site = state.site;
    if (!binding || !site) return;
    try {
      const owned = await readPageStats(this.services, binding.brandId, site);
      if (generation !== state.generation) return;
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
  // Placing and publishing (no network)

  /** Places the last audit's findings on the files as they are now and publishes them. */
  recompute(state: FolderState): Promise<void> {
    const run = this.place(state);
    state.placing = run;
    return run;
  }

  /** Resolves once the folder's newest placement has published (or given up). */
  private async placed(state: FolderState): Promise<void> {
    let current: Promise<void>;
    do {
      current = state.placing;
      await current.catch(() => undefined);
    } while (current !== state.placing);
  }

  private async place(state: FolderState): Promise<void> {
    const site = state.site;
    const audit = state.audit;
    if (!audit || !site) return;
    if (folderSetting<boolean>(state.folder, 'diagnostics.enabled') === false) {
      this.drop(state, false);
      return;
    }
    const placement = ++state.placement;
    let result: FindingsResult;
    try {
      result = await placeFindings(audit, site, folderSetting<unknown[]>(state.folder, 'diagnostics.ignore') ?? []);
    } catch (err) {
      this.services.log.warn(`site diagnostics: placing the findings of ${state.folder.name} failed: ${describeError(err).message}`);
      return;
    }
    // A newer placement, a drop or another audit came meanwhile: this one is stale.
    if (placement !== state.placement || state.audit !== audit) return;
    await this.publish(state, site, result, placement);
  }

  recomputeAll(): void {
    for (const state of this.states.values()) void this.recompute(state);
  }

  /** Publishes the placed findings again (the stale mark came or went) without placing them anew. */
  private async republish(state: FolderState): Promise<void> {
    const site = state.site;
    if (!site || !state.result) return;
    await this.publish(state, site, state.result, ++state.placement);
  }

  /** Words each finding with what changed in its file since the crawl, then replaces what the folder shows. */
  private async publish(state: FolderState, site: WorkspaceSite, result: FindingsResult, placement: number): Promise<void> {
    const byFile = findingsByFile(result.findings);
    const uris = new Map([...byFile.keys()].map((rel) => [rel, site.uriOf(rel)]));
    const changes = await this.edits.changes(state.folder.uri.toString(), uris);
    if (placement !== state.placement) return;
    const severity = severitySettings();
    const context = { nextCrawlAt: result.nextCrawlAt, crawledAt: result.crawledAt, stale: state.stale, now: Date.now() };
    const shown = new Map<string, ShownFinding[]>();
    for (const [rel, findings] of byFile) {
      shown.set(
        rel,
        findings.map((finding) => {
          const note = noteOf(finding, changes.get(rel));
          return { finding, note, message: diagnosticMessage(finding, note, context), severity: shownSeverity(finding.kind, note, severity) };
        }),
      );
    }
    const { published, touched } = this.publisher.publish(shown, (rel) => site.uriOf(rel), state.published);
    state.result = result;
    state.byFile = byFile;
    state.published = published;
    this.changedEmitter.fire(touched);
  }

  private setStale(state: FolderState, stale: boolean): void {
    if (state.stale === stale) return;
    state.stale = stale;
    this.staleEmitter.fire();
  }

  /** Forgets a folder's findings (and, unless `keepSite`, nothing else): diagnostics, decorations and lenses go. */
  private drop(state: FolderState, disposeSite = true): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = undefined;
    state.audit = undefined;
    state.result = undefined;
    state.binding = undefined;
    state.placement++;
    this.setStale(state, false);
    const site = state.site;
    const ownedUris = site ? [...state.owned.keys()].map((rel) => site.uriOf(rel)) : [];
    const touched = this.publisher.clear(state.published);
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
    for (const state of this.states.values()) void state.site?.reloadSettings().catch((err: unknown) => this.services.log.warn(`site settings: ${describeError(err).message}`));
  }

  /** files.exclude changed: list the folders again (the watcher keeps them fresh otherwise). */
  reindexSites(): void {
    for (const state of this.states.values()) void state.site?.rebuild().catch((err: unknown) => this.services.log.warn(`site index: ${describeError(err).message}`));
  }

  /** An edited (unsaved) page file: its findings move with the text. */
  onDocumentEdited(uri: vscode.Uri): void {
    const at = this.locate(uri);
    if (at && at.state.byFile.has(at.rel)) void this.recompute(at.state);
  }

  report(state: FolderState): FolderReport {
    const findings = state.result?.findings ?? [];
    return {
      folder: state.folder.name,
      brandId: state.binding?.brandId,
      why: state.why,
      siteDir: state.site?.site.dir,
      framework: state.site?.frameworkLabel,
      findings: findings.length,
      merged: state.result?.merged ?? 0,
      files: state.byFile.size,
      unmapped: findings.filter((f) => !f.file).length,
      crawledAt: state.result?.crawledAt,
      error: state.error,
      stale: state.stale,
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
