// One workspace folder's site: the file index, built once with workspace.findFiles (files.exclude, the skipped build
// and dependency folders, the .gitignore files) and kept fresh by a FileSystemWatcher; the site folder inside it
// (brandVisibility.site.root or detection) and its URL path → file mapper (brandVisibility.site.framework/.routes).
import { relative, sep } from 'node:path';
import ignore from 'ignore';
import * as vscode from 'vscode';
import { findSiteRoots, type SiteRootCandidate } from '../site/detect';
import { declaredDomains, sameSite, type DeclaredDomain } from '../site/domain';
import { siteConfigFile } from '../site/findings';
import { isFrameworkId } from '../site/frameworks/index';
import { SiteIndex, type FileEventKind } from '../site/index';
import { createSiteMapper, type SiteMapper } from '../site/mapper';
import type { Resolution } from '../site/types';
import { isSafeRelPath } from '../site/urlPath';
import { READ_LIMITS, diskReader } from '../site/safeRead';
import { SKIPPED_DIRS } from '../site/walk';
import { IndexFilter, type GitIgnore } from './indexFilter';

/** A guard against indexing a home folder opened by mistake. */
const MAX_FILES = 200_000;
const HUGO_MARKERS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json'];

export interface SiteSettings {
  root: string;
  framework: string;
  routes: Record<string, string>;
}

export function siteSettings(folder: vscode.WorkspaceFolder): SiteSettings {
  const c = vscode.workspace.getConfiguration('brandVisibility', folder.uri);
  const routes = c.get<unknown>('site.routes');
  const cleanRoutes: Record<string, string> = {};
  if (routes && typeof routes === 'object' && !Array.isArray(routes)) {
    for (const [k, v] of Object.entries(routes)) if (typeof v === 'string') cleanRoutes[k] = v;
  }
  const rawRoot = c.get<unknown>('site.root');
  const root = (typeof rawRoot === 'string' ? rawRoot : '').trim().replace(/\\/g, '/').replace(/^\.(?:\/|$)/, '').replace(/\/+$/, '');
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
 * The site of one workspace folder. `onDidChange` fires (debounced) after file events or setting changes that can
 * change a mapping, so findings are placed anew without reading the API again.
 */
export class WorkspaceSite implements vscode.Disposable {
  private index: SiteIndex;
  private filter: IndexFilter;
  private siteIndex!: SiteIndex;
  private mapperValue!: SiteMapper;
  private choice!: SiteChoice;
  private settings: SiteSettings;
  private domain: string | undefined;
  private readonly watcher: vscode.FileSystemWatcher;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  private pending: ReturnType<typeof setTimeout> | undefined;
  private rebuilding: Promise<void> | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  private constructor(
    readonly folder: vscode.WorkspaceFolder,
    built: { index: SiteIndex; filter: IndexFilter },
  ) {
    this.index = built.index;
    this.filter = built.filter;
    this.settings = siteSettings(folder);
    this.rechoose();
    this.watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, '**/*'));
    this.disposables.push(
      this.watcher,
      this.changed,
      this.watcher.onDidCreate((uri) => this.onFileEvent('add', uri)),
      this.watcher.onDidDelete((uri) => this.onFileEvent('remove', uri)),
      this.watcher.onDidChange((uri) => this.onFileEvent('change', uri)),
    );
  }

  /** Indexes the folder (no network). Undefined for folders that are not on disk (virtual workspaces). */
  static async load(folder: vscode.WorkspaceFolder): Promise<WorkspaceSite | undefined> {
    if (folder.uri.scheme !== 'file') return undefined;
    return new WorkspaceSite(folder, await WorkspaceSite.build(folder));
  }

  private static async build(folder: vscode.WorkspaceFolder): Promise<{ index: SiteIndex; filter: IndexFilter }> {
    const excludes = filesExcludes(folder);
    // findFiles takes one exclude glob: the skipped folders and the plain files.exclude patterns (nested braces are
    // not allowed there, so those patterns are applied by the filter afterwards).
    const globs = [...[...SKIPPED_DIRS].map((d) => `**/${d}/**`), ...excludes.filter((g) => !/[{}]/.test(g))];
    const uris = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*'), `{${globs.join(',')}}`, MAX_FILES);
    const root = folder.uri.fsPath;
    const readTextFile = diskReader(root);
    const rels = uris.map((u) => relative(root, u.fsPath).split(sep).join('/')).filter((r) => isSafeRelPath(r));
    const gitignores: GitIgnore[] = [];
    for (const rel of rels.filter((r) => r === '.gitignore' || r.endsWith('/.gitignore')).sort()) {
      const text = readTextFile(`${root}${sep}${rel.split('/').join(sep)}`, READ_LIMITS.small);
      if (text !== undefined) gitignores.push({ dir: rel.slice(0, Math.max(0, rel.length - '/.gitignore'.length)), rules: ignore().add(text) });
    }
    // Hugo writes its output to public/ beside its config: skipped there only.
    const hugoRoots = rels
      .filter((r) => {
        const name = r.slice(r.lastIndexOf('/') + 1);
        if (HUGO_MARKERS.includes(name)) return true;
        return name === 'config.toml' && /^\s*baseURL\s*=/m.test(readTextFile(`${root}${sep}${r.split('/').join(sep)}`) ?? '');
      })
      .map((r) => (r.includes('/') ? r.slice(0, r.lastIndexOf('/')) : ''));
    const filter = new IndexFilter(excludes, gitignores, hugoRoots);
    return { index: new SiteIndex(root, rels.filter((r) => filter.accepts(r)), readTextFile), filter };
  }

  /** The site folder ('' = the workspace folder) and why. */
  get site(): SiteChoice {
    return this.choice;
  }

  get mapper(): SiteMapper {
    return this.mapperValue;
  }

  /** Candidates for the site folder, best first (for linking by declared domain). */
  candidates(): SiteRootCandidate[] {
    if (this.settings.root) return [{ dir: this.settings.root, reason: 'brandVisibility.site.root', score: 1 }];
    return findSiteRoots(this.index);
  }

  /** Domains declared by a candidate site folder (CNAME, framework configs, package.json homepage, vercel.json). */
  declaredDomains(dir: string): DeclaredDomain[] {
    return declaredDomains(dir ? this.index.scoped(dir) : this.index);
  }

  /**
   * Picks the site folder: the setting, else the candidate that declares `domain`, else the best candidate.
   * `domain` also makes full URLs on other hosts map to no file.
   */
  useDomain(domain: string | undefined): void {
    if (domain === this.domain) return;
    this.domain = domain;
    this.rechoose();
  }

  private rechoose(): void {
    const candidates = this.candidates();
    const domain = this.domain;
    const declaring = domain ? candidates.find((c) => this.declaredDomains(c.dir).some((d) => sameSite(d.host, domain))) : undefined;
    const picked = declaring ?? candidates[0] ?? { dir: '', reason: 'the workspace folder' };
    this.choice = { dir: picked.dir, reason: this.settings.root ? 'brandVisibility.site.root' : picked.reason };
    this.siteIndex = picked.dir ? this.index.scoped(picked.dir) : this.index;
    const framework = this.settings.framework !== 'auto' && isFrameworkId(this.settings.framework) ? this.settings.framework : undefined;
    this.mapperValue = createSiteMapper({
      files: this.siteIndex,
      ...(framework ? { framework } : {}),
      ...(Object.keys(this.settings.routes).length ? { routes: this.settings.routes } : {}),
      ...(this.domain ? { domain: this.domain } : {}),
    });
  }

  /** Settings changed (site.root/framework/routes): a new mapper, then listeners recompute. */
  reloadSettings(): void {
    this.settings = siteSettings(this.folder);
    this.rechoose();
    this.changed.fire();
  }

  /** URL path or URL → file relative to the site folder. */
  resolve(pathOrUrl: string): Resolution {
    return this.mapperValue.resolve(pathOrUrl);
  }

  explain(pathOrUrl: string): string[] {
    return this.mapperValue.explain(pathOrUrl);
  }

  /** The site's configuration file (where site-wide findings are shown). */
  configFile(): string | undefined {
    return siteConfigFile(this.siteIndex);
  }

  /** A site-relative file as a URI. */
  uriOf(rel: string): vscode.Uri {
    const parts = [...(this.choice.dir ? this.choice.dir.split('/') : []), ...rel.split('/')];
    return vscode.Uri.joinPath(this.folder.uri, ...parts);
  }

  /** A URI as a site-relative file, or undefined outside the site. */
  relOf(uri: vscode.Uri): string | undefined {
    if (uri.scheme !== 'file') return undefined;
    const rel = relative(this.folder.uri.fsPath, uri.fsPath).split(sep).join('/');
    if (!isSafeRelPath(rel)) return undefined;
    if (!this.choice.dir) return rel;
    return rel.startsWith(`${this.choice.dir}/`) ? rel.slice(this.choice.dir.length + 1) : undefined;
  }

  /** A site file's text: the open editor's (unsaved edits included) or the disk's, through the index cache. */
  readText(rel: string): string | undefined {
    if (!isSafeRelPath(rel)) return undefined;
    const uri = this.uriOf(rel).toString();
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
    return open ? open.getText() : this.siteIndex.read(rel);
  }

  /** Number of indexed files of the workspace folder. */
  get fileCount(): number {
    return this.index.size;
  }

  private onFileEvent(kind: FileEventKind, uri: vscode.Uri): void {
    const rel = relative(this.folder.uri.fsPath, uri.fsPath).split(sep).join('/');
    if (!isSafeRelPath(rel)) return;
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    if (name === '.gitignore' || (HUGO_MARKERS.includes(name) && kind !== 'change')) {
      void this.rebuild();
      return;
    }
    if (kind !== 'remove' && !this.filter.accepts(rel)) return;
    this.index[kind](rel);
    const dir = this.choice.dir;
    if (!dir) this.mapperValue.onFileEvent(kind, rel);
    else if (rel.startsWith(`${dir}/`)) this.mapperValue.onFileEvent(kind, rel.slice(dir.length + 1));
    // A site marker appearing elsewhere can move the site (monorepos): choose again.
    if (kind !== 'change' && !this.settings.root && (name === 'package.json' || /\.config\.[cm]?[jt]s$/.test(name))) this.rechoose();
    this.schedule();
  }

  /** A .gitignore or Hugo marker changed what belongs in the index: list the folder again (rare). */
  rebuild(): Promise<void> {
    this.rebuilding ??= WorkspaceSite.build(this.folder)
      .then((built) => {
        this.index = built.index;
        this.filter = built.filter;
        this.rechoose();
        this.schedule();
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
    return this.rebuilding;
  }

  private schedule(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.changed.fire();
    }, 250);
  }

  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    for (const d of this.disposables) d.dispose();
  }
}
