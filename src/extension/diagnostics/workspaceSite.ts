// One workspace folder's site, as the editor sees it: the file listing (workspace.findFiles, files.exclude) and the
// FileSystemWatcher that keeps it fresh, sent to the site worker, which holds the index, the site folder choice
// (brandVisibility.site.root, the brand's declared domain, detection) and the URL path → file mapper. Nothing here
// reads repository text: every lookup is a message to the worker, whose watchdog keeps a bad repository from
// freezing the editor.
import { relative, sep } from 'node:path';
import * as vscode from 'vscode';
import type { SiteRootCandidate } from '../../core/site/detect';
import type { FileEventKind } from '../../core/site/index';
import type { Located } from '../../core/site/ranges';
import { READ_LIMITS } from '../../core/site/safeRead';
import { samplePaths } from '../../core/site/pathSample';
import type { LocateRequest, SiteInfo, SiteInput, SiteSettings } from '../../core/site/service/siteService';
import type { DeclaredDomain, Resolution } from '../../core/site/types';
import { isSafeRelPath } from '../../core/site/urlPath';
import type { SiteWorkerClient } from '../../core/site/worker/siteWorkerClient';

/** A guard against indexing a home folder opened by mistake. */
const MAX_FILES = 200_000;
/** File events are sent to the worker in batches. */
const EVENT_DELAY_MS = 250;

export type { SiteSettings } from '../../core/site/service/siteService';

export function siteSettings(folder: vscode.WorkspaceFolder): SiteSettings {
  const c = vscode.workspace.getConfiguration('brandVisibility', folder.uri);
  const routes = c.get<unknown>('site.routes');
  const cleanRoutes: Record<string, string> = {};
  if (routes && typeof routes === 'object' && !Array.isArray(routes)) {
    for (const [k, v] of Object.entries(routes)) if (typeof v === 'string') cleanRoutes[k] = v;
  }
  const rawRoot = c.get<unknown>('site.root');
  let root = (typeof rawRoot === 'string' ? rawRoot : '').trim().split('\\').join('/');
  while (root.startsWith('./')) root = root.slice(2);
  while (root.endsWith('/')) root = root.slice(0, -1);
  if (root === '.') root = '';
  return {
    // Only a folder inside the workspace folder: '../x' or an absolute path is ignored.
    root: root && isSafeRelPath(root) ? root : '',
    framework: String(c.get<unknown>('site.framework') ?? 'auto'),
    routes: cleanRoutes,
  };
}

/** `files.exclude` patterns that are switched on (conditional `when` entries are left to VS Code's own views). */
function filesExcludes(folder: vscode.WorkspaceFolder): string[] {
  const value = vscode.workspace.getConfiguration('files', folder.uri).get<Record<string, unknown>>('exclude') ?? {};
  return Object.entries(value)
    .filter(([, on]) => on === true)
    .map(([glob]) => glob);
}

export interface SiteChoice {
  dir: string;
  reason: string;
}

/**
 * The site of one workspace folder. `onDidChange` fires after file events or setting changes that can change a
 * mapping, so findings are placed anew without reading the API again.
 */
export class WorkspaceSite implements vscode.Disposable {
  private infoValue: SiteInfo;
  private readonly watcher: vscode.FileSystemWatcher;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  private queued: Array<{ kind: FileEventKind; rel: string }> = [];
  private pending: ReturnType<typeof setTimeout> | undefined;
  private domain: string | undefined;
  /** The audited pages' paths (sampled), sent again to a restarted worker with the listing. */
  private pagePaths: string[] = [];
  private readonly disposables: vscode.Disposable[] = [];
  private disposed = false;

  private constructor(
    readonly folder: vscode.WorkspaceFolder,
    private readonly worker: SiteWorkerClient,
    info: SiteInfo,
  ) {
    this.infoValue = info;
    this.watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, '**/*'));
    this.disposables.push(
      this.watcher,
      this.changed,
      this.watcher.onDidCreate((uri) => this.onFileEvent('add', uri)),
      this.watcher.onDidDelete((uri) => this.onFileEvent('remove', uri)),
      this.watcher.onDidChange((uri) => this.onFileEvent('change', uri)),
    );
  }

  /** Lists the folder and opens it in the worker (no network). Undefined for folders not on disk (virtual workspaces). */
  static async load(folder: vscode.WorkspaceFolder, worker: SiteWorkerClient): Promise<WorkspaceSite | undefined> {
    if (folder.uri.scheme !== 'file') return undefined;
    const holder: { site?: WorkspaceSite } = {};
    // After a restart the worker gets a fresh listing, with the domain and audited pages in use then.
    const input = async (): Promise<SiteInput> => {
      const listed = await WorkspaceSite.list(folder, worker, holder.site?.domain);
      return holder.site?.pagePaths.length ? { ...listed, pagePaths: holder.site.pagePaths } : listed;
    };
    const info = await worker.open(folder.uri.toString(), await input(), input);
    holder.site = new WorkspaceSite(folder, worker, info);
    return holder.site;
  }

  /** The folder's files as the worker indexes them (the worker applies .gitignore files and build output rules). */
  private static async list(folder: vscode.WorkspaceFolder, worker: SiteWorkerClient, domain: string | undefined): Promise<SiteInput> {
    const excludes = filesExcludes(folder);
    const { skippedDirs } = await worker.call('', 'hello');
    // findFiles takes one exclude glob: the skipped folders and the plain files.exclude patterns (nested braces are
    // not allowed there, so the worker applies those patterns itself).
    const globs = [...skippedDirs.map((d) => `**/${d}/**`), ...excludes.filter((g) => !/[{}]/.test(g))];
    const uris = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*'), `{${globs.join(',')}}`, MAX_FILES);
    const root = folder.uri.fsPath;
    const rels = uris.map((u) => relative(root, u.fsPath).split(sep).join('/')).filter((r) => isSafeRelPath(r));
    return { root, rels, excludes, settings: siteSettings(folder), ...(domain ? { domain } : {}) };
  }

  private get key(): string {
    return this.folder.uri.toString();
  }

  /** The site folder ('' = the workspace folder) and why. */
  get site(): SiteChoice {
    return { dir: this.infoValue.dir, reason: this.infoValue.reason };
  }

  get frameworkLabel(): string {
    return this.infoValue.frameworkLabel;
  }

  /** Candidates for the site folder, best first (for linking by declared domain). */
  candidates(): Promise<SiteRootCandidate[]> {
    return this.worker.call(this.key, 'candidates');
  }

  /** Domains declared by a candidate site folder (CNAME, framework configs, package.json homepage, vercel.json). */
  declaredDomains(dir: string): Promise<DeclaredDomain[]> {
    return this.worker.call(this.key, 'declaredDomains', dir);
  }

  /** Picks the site folder declaring `domain`; full URLs on other hosts then map to no file. */
  async useDomain(domain: string | undefined): Promise<void> {
    if (domain === this.domain) return;
    this.domain = domain;
    this.infoValue = await this.worker.call(this.key, 'domain', domain);
  }

  /**
   * The audited pages' paths: in a monorepo with several site folders, none declaring the domain, the worker picks the
   * folder whose routes answer most of them. Sent only when the sample changed.
   */
  async usePagePaths(paths: readonly string[]): Promise<void> {
    const sample = samplePaths(paths);
    if (sample.length === this.pagePaths.length && sample.every((p, i) => p === this.pagePaths[i])) return;
    this.pagePaths = sample;
    this.infoValue = await this.worker.call(this.key, 'pagePaths', sample);
  }

  /** Settings changed (site.root/framework/routes): a new mapper, then listeners recompute. */
  async reloadSettings(): Promise<void> {
    this.infoValue = await this.worker.call(this.key, 'settings', siteSettings(this.folder));
    this.changed.fire();
  }

  /** URL paths or URLs → files relative to the site folder, in order. */
  resolveMany(paths: readonly string[]): Promise<Resolution[]> {
    return this.worker.resolveMany(this.key, paths);
  }

  async resolve(pathOrUrl: string): Promise<Resolution> {
    return (await this.resolveMany([pathOrUrl]))[0];
  }

  explain(pathOrUrl: string): Promise<string[]> {
    return this.worker.call(this.key, 'explain', pathOrUrl);
  }

  /** The site's configuration file (where site-wide findings are shown). */
  configFile(): string | undefined {
    return this.infoValue.configFile;
  }

  /**
   * Where findings belong in their files, and what re-checking them there finds: the text open editors show first
   * (unsaved or just saved: the worker's copy of the file may not have heard of the save yet), else the file on disk.
   * In the worker.
   */
  locate(requests: readonly LocateRequest[]): Promise<Array<Located | undefined>> {
    const open: Record<string, string> = {};
    const wanted = new Set(requests.map((r) => r.file));
    for (const doc of vscode.workspace.textDocuments) {
      const rel = this.relOf(doc.uri);
      if (rel === undefined || !wanted.has(rel) || doc.isClosed) continue;
      const text = doc.getText();
      // Pages are read up to 1 MB (the worker's cap on the disk too).
      if (text.length <= READ_LIMITS.file) open[rel] = text;
    }
    return this.worker.locate(this.key, [...requests], open);
  }

  /** A site-relative file as a URI. */
  uriOf(rel: string): vscode.Uri {
    const dir = this.infoValue.dir;
    const parts = [...(dir ? dir.split('/') : []), ...rel.split('/')];
    return vscode.Uri.joinPath(this.folder.uri, ...parts);
  }

  /** A URI as a site-relative file, or undefined outside the site. */
  relOf(uri: vscode.Uri): string | undefined {
    if (uri.scheme !== 'file') return undefined;
    const rel = relative(this.folder.uri.fsPath, uri.fsPath).split(sep).join('/');
    if (!isSafeRelPath(rel)) return undefined;
    const dir = this.infoValue.dir;
    if (!dir) return rel;
    return rel.startsWith(`${dir}/`) ? rel.slice(dir.length + 1) : undefined;
  }

  private onFileEvent(kind: FileEventKind, uri: vscode.Uri): void {
    const rel = relative(this.folder.uri.fsPath, uri.fsPath).split(sep).join('/');
    if (!isSafeRelPath(rel)) return;
    this.queued.push({ kind, rel });
    if (this.pending) clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.pending = undefined;
      void this.flush();
    }, EVENT_DELAY_MS);
  }

  private async flush(): Promise<void> {
    const events = this.queued;
    this.queued = [];
    if (events.length === 0 || this.disposed) return;
    try {
      const { rebuild, info } = await this.worker.call(this.key, 'events', events);
      this.infoValue = info;
      if (rebuild) await this.rebuild();
    } catch {
      // The worker gave up on this folder (its file list is listed again on the next rebuild).
    }
    if (!this.disposed) this.changed.fire();
  }

  /** List the folder again (a .gitignore, a framework config or files.exclude changed what belongs in the index). */
  async rebuild(): Promise<void> {
    const input = (): Promise<SiteInput> => WorkspaceSite.list(this.folder, this.worker, this.domain);
    this.infoValue = await this.worker.open(this.key, await input(), input);
    this.changed.fire();
  }

  dispose(): void {
    this.disposed = true;
    if (this.pending) clearTimeout(this.pending);
    for (const d of this.disposables) d.dispose();
    void this.worker.close(this.key);
  }
}
