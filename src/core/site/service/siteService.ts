// One workspace folder's site, without VS Code: the file index (the editor's file list, filtered), the site folder
// inside it (site.root, the folder declaring the brand's domain, or detection) and its URL path → file mapper. The
// site worker holds one per folder; everything that reads repository text happens here, off the editor's thread.
import { findSiteRoots, siteConfigFile, type SiteRootCandidate } from '../detect';
import { declaredDomains } from '../domain';
import { FRAMEWORKS, frameworkById, isFrameworkId } from '../frameworks/index';
import { SiteIndex, type FileEventKind } from '../index';
import { IgnoreRules } from '../match/ignoreRules';
import { createSiteMapper, type SiteMapper } from '../mapper';
import { examine, isLocalCheck, type LocalCheckId } from '../localChecks';
import type { Anchor, Located } from '../ranges';
import { READ_LIMITS, SafeReader } from '../safeRead';
import { samplePaths } from '../pathSample';
import { chooseSiteFolder } from '../siteChoice';
import type { DeclaredDomain, Resolution } from '../types';
import { isSafeRelPath } from '../urlPath';
import { MAX_DEPTH, outputPrefixes } from '../walk';
import { IndexFilter, type GitIgnore } from './indexFilter';

export interface SiteSettings {
  /** brandVisibility.site.root: a folder inside the workspace folder ('' = detect). */
  root: string;
  /** brandVisibility.site.framework ('auto' = detect). */
  framework: string;
  /** brandVisibility.site.routes. */
  routes: Record<string, string>;
}

export interface SiteInput {
  /** Absolute path of the workspace folder. */
  root: string;
  /** Its files, relative, '/' separators (the editor's listing). */
  rels: readonly string[];
  /** files.exclude globs that are switched on. */
  excludes: readonly unknown[];
  settings: SiteSettings;
  domain?: string;
  /** The audited pages' paths, when known (usePagePaths). */
  pagePaths?: readonly string[];
}

export interface SiteInfo {
  /** The site folder inside the workspace folder ('' = the folder itself) and why. */
  dir: string;
  reason: string;
  frameworkLabel: string;
  /** Site-relative file where site-wide findings go. */
  configFile?: string;
  fileCount: number;
}

export interface LocateRequest {
  /** Site-relative file. */
  file: string;
  anchor: Anchor;
  /** The check to re-run on the file's text, when its source can answer it (localChecks.ts). */
  check?: LocalCheckId;
}

/** Files whose appearance or removal changes what the index keeps: the index is rebuilt from a new listing. */
const INDEX_FILES = new Set(['.gitignore', ...FRAMEWORKS.flatMap((f) => f.outputDirs.length ? f.configFiles.filter((c) => !c.includes('/')) : [])]);
/** Root files whose appearance can change what the site is (package.json, framework configs). */
const SITE_MARKERS = new Set(['package.json', ...FRAMEWORKS.flatMap((f) => f.configFiles.map((c) => c.slice(c.lastIndexOf('/') + 1)))]);

/** Folder depth of a relative path (its number of slashes). */
function depthOf(rel: string): number {
  let n = 0;
  for (let i = rel.indexOf('/'); i >= 0; i = rel.indexOf('/', i + 1)) n++;
  return n;
}

function nameOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

export class SiteService {
  private index: SiteIndex;
  private filter: IndexFilter;
  private siteIndex!: SiteIndex;
  private mapper!: SiteMapper;
  private choice!: { dir: string; reason: string };
  private settings: SiteSettings;
  private domain: string | undefined;
  /** The audited URL paths (sampled): they pick the site in a repository holding several, none declaring the domain. */
  private pagePaths: string[] = [];
  private readonly reader: SafeReader;

  constructor(input: SiteInput) {
    this.settings = input.settings;
    this.domain = input.domain;
    this.pagePaths = samplePaths(input.pagePaths ?? []);
    this.reader = new SafeReader(input.root);
    const built = SiteService.build(input, this.reader);
    this.index = built.index;
    this.filter = built.filter;
    this.rechoose();
  }

  /** Filters the listing (skipped folders, files.exclude, .gitignore files, build output) into the index. */
  private static build(input: SiteInput, reader: SafeReader): { index: SiteIndex; filter: IndexFilter } {
    const abs = (rel: string) => `${input.root}/${rel}`;
    // The editor's search may follow links: a listed path that is not a regular file inside the folder (a link out of
    // it, a device, a FIFO) is left out of the index.
    const rels = input.rels.filter((r) => isSafeRelPath(r) && depthOf(r) <= MAX_DEPTH && reader.contains(abs(r)));
    const gitignores: GitIgnore[] = [];
    for (const rel of rels.filter((r) => r === '.gitignore' || r.endsWith('/.gitignore')).sort()) {
      const text = reader.read(abs(rel), READ_LIMITS.small);
      if (text !== undefined) gitignores.push({ dir: rel.slice(0, Math.max(0, rel.length - '/.gitignore'.length)), rules: new IgnoreRules().add(text) });
    }
    const outputs = outputPrefixes(rels, (rel) => reader.read(abs(rel)));
    const filter = new IndexFilter(input.excludes, gitignores, outputs);
    const read = (path: string, maxBytes?: number, head?: boolean) => reader.read(path, maxBytes, head);
    return { index: new SiteIndex(input.root, rels.filter((r) => filter.accepts(r)), read), filter };
  }

  private rechoose(): void {
    const framework = this.settings.framework !== 'auto' && isFrameworkId(this.settings.framework) ? this.settings.framework : undefined;
    const routes = this.settings.routes && typeof this.settings.routes === 'object' ? this.settings.routes : {};
    // The chosen folder's mapper and this.siteIndex share one view, which the mapper's file events keep up to date.
    const views = new Map<string, SiteIndex>();
    const viewOf = (dir: string): SiteIndex => {
      let view = views.get(dir);
      if (!view) views.set(dir, (view = dir ? this.index.scoped(dir) : this.index));
      return view;
    };
    const mapperFor = (dir: string): SiteMapper => createSiteMapper({
      files: viewOf(dir),
      ...(framework ? { framework } : {}),
      ...(Object.keys(routes).length ? { routes } : {}),
      ...(this.domain ? { domain: this.domain } : {}),
      ...(this.pagePaths.length ? { pagePaths: this.pagePaths } : {}),
    });
    const picked = this.settings.root
      ? { site: { dir: this.settings.root, reason: 'brandVisibility.site.root', score: 1 } }
      : chooseSiteFolder({
        files: this.index,
        candidates: this.candidates(),
        ...(this.domain ? { domain: this.domain } : {}),
        paths: this.pagePaths,
        domainsOf: (dir) => this.declaredDomains(dir),
        mapperFor,
      });
    this.choice = { dir: picked.site.dir, reason: picked.site.reason };
    this.siteIndex = viewOf(picked.site.dir);
    this.mapper = picked.mapper ?? mapperFor(picked.site.dir);
  }

  /** Candidates for the site folder, best first (for linking by declared domain). */
  candidates(): SiteRootCandidate[] {
    if (this.settings.root) return [{ dir: this.settings.root, reason: 'brandVisibility.site.root', score: 1 }];
    return findSiteRoots(this.index);
  }

  /** Domains declared by a candidate site folder (CNAME, framework configs, package.json homepage, vercel.json). */
  declaredDomains(dir: string): DeclaredDomain[] {
    if (dir !== '' && !isSafeRelPath(dir)) return [];
    return declaredDomains(dir ? this.index.scoped(dir) : this.index);
  }

  /** Picks the site folder that declares `domain` (else the best candidate); URLs on other hosts then map to no file. */
  useDomain(domain: string | undefined): void {
    if (domain === this.domain) return;
    this.domain = domain;
    this.rechoose();
  }

  /**
   * The audited pages' URL paths (or URLs): in a repository with several site folders, none declaring the domain, the
   * folder whose routes answer most of them is the site. Chooses again only when the sample changed.
   */
  usePagePaths(paths: readonly string[]): void {
    const sample = samplePaths(paths);
    if (sample.length === this.pagePaths.length && sample.every((p, i) => p === this.pagePaths[i])) return;
    this.pagePaths = sample;
    if (!this.settings.root) this.rechoose();
  }

  setSettings(settings: SiteSettings): void {
    this.settings = settings;
    this.rechoose();
  }

  info(): SiteInfo {
    const framework = frameworkById(this.mapper.framework);
    const configFile = siteConfigFile(this.siteIndex, framework);
    return { dir: this.choice.dir, reason: this.choice.reason, frameworkLabel: this.mapper.frameworkLabel, ...(configFile ? { configFile } : {}), fileCount: this.index.size };
  }

  /** Compiles the route table now (after indexing and events), so lookups find it built. */
  warm(): void {
    this.mapper.resolve('/');
  }

  /**
   * File events of the workspace folder. Returns `rebuild: true` when the index itself must be listed again (a
   * .gitignore or a framework config appeared, changed or went): the caller sends a new listing.
   */
  applyEvents(events: ReadonlyArray<{ kind: FileEventKind; rel: string }>): { rebuild: boolean } {
    let rechoose = false;
    for (const { kind, rel } of events) {
      if (!isSafeRelPath(rel)) continue;
      const name = nameOf(rel);
      if (name === '.gitignore' || (kind !== 'change' && INDEX_FILES.has(name))) return { rebuild: true };
      if (kind !== 'remove' && !this.filter.accepts(rel)) continue;
      // A new link out of the folder, a device or a FIFO is not indexed (as in the first listing).
      if (kind === 'add' && !this.reader.contains(`${this.reader.root}/${rel}`)) continue;
      this.index[kind](rel);
      const dir = this.choice.dir;
      if (!dir) this.mapper.onFileEvent(kind, rel);
      else if (rel.startsWith(`${dir}/`)) this.mapper.onFileEvent(kind, rel.slice(dir.length + 1));
      // A site marker appearing elsewhere can move the site (monorepos): choose again.
      if (kind !== 'change' && !this.settings.root && SITE_MARKERS.has(name)) rechoose = true;
    }
    if (rechoose) this.rechoose();
    return { rebuild: false };
  }

  resolve(pathOrUrl: string): Resolution {
    return this.mapper.resolve(pathOrUrl);
  }

  explain(pathOrUrl: string): string[] {
    return this.mapper.explain(pathOrUrl);
  }

  /** A site file's text (capped); `open` holds the editor's unsaved texts by site-relative path. */
  readText(rel: string, open: Readonly<Record<string, string>> = {}): string | undefined {
    if (!isSafeRelPath(rel)) return undefined;
    return Object.prototype.hasOwnProperty.call(open, rel) ? open[rel] : this.siteIndex.read(rel);
  }

  /** Where each finding belongs in its file and what re-checking it there finds (undefined when unreadable). */
  locate(requests: readonly LocateRequest[], open: Readonly<Record<string, string>> = {}): Array<Located | undefined> {
    const texts = new Map<string, string | undefined>();
    return requests.map(({ file, anchor, check }) => {
      if (!texts.has(file)) texts.set(file, this.readText(file, open));
      const text = texts.get(file);
      return text === undefined ? undefined : examine(text, file, anchor, isLocalCheck(check) ? check : undefined);
    });
  }
}
