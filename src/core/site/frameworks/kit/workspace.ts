// Workspace packages of a monorepo: a site that imports `@scope/pkg` where the repository declares workspaces (npm,
// yarn, pnpm) gets that package's own folder of the same repository, linked by its package.json `name`
// (https://docs.npmjs.com/cli/using-npm/workspaces, https://pnpm.io/workspaces). Only names and entry fields are read;
// the package's code is read like the site's (kit/code.ts), never run.
import type { SiteFiles } from '../../types';
import { isRecord, readData } from './data';
import { joinRel } from './paths';

/** package.json files looked at in one repository: past this it is not a workspace a site imports from. */
const MAX_PACKAGES = 400;
const MAX_DEPTH = 4;

export interface WorkspacePackage {
  /** The repository's files (the site's own when it is the repository root). */
  repo: SiteFiles;
  /** The package's folder in the repository. */
  dir: string;
  /** Its package.json, when readable. */
  manifest?: Record<string, unknown>;
}

interface Packages {
  /** Files in the repository when built: a listing that changed size is read again. */
  count: number;
  byName: Map<string, { dir: string; manifest: Record<string, unknown> }>;
  /** Folders whose package.json could not be read, by folder name (a package is usually named after its folder). */
  unnamed: Map<string, string[]>;
}

const CACHE = new WeakMap<SiteFiles, Packages>();

/** The repository's files: the whole checkout when the site is one of its folders. */
function repositoryOf(files: SiteFiles): SiteFiles {
  return files.outer?.files ?? files;
}

/** Whether the repository declares workspaces at its root (package.json `workspaces`, pnpm-workspace.yaml, lerna.json). */
function declaresWorkspaces(repo: SiteFiles): boolean {
  if (repo.has('pnpm-workspace.yaml') || repo.has('lerna.json')) return true;
  return repo.has('package.json') && readData(repo, 'package.json')?.workspaces !== undefined;
}

function packagesOf(repo: SiteFiles): Packages | undefined {
  const count = repo.countUnder ? repo.countUnder('') : repo.all().length;
  const cached = CACHE.get(repo);
  if (cached && cached.count === count) return cached;
  if (!declaresWorkspaces(repo)) return undefined;
  const packages: Packages = { count, byName: new Map(), unnamed: new Map() };
  let seen = 0;
  for (const rel of repo.all()) {
    if (!rel.endsWith('/package.json') || rel.includes('node_modules/')) continue;
    const dir = rel.slice(0, -'/package.json'.length);
    if (dir.split('/').length > MAX_DEPTH) continue;
    if (++seen > MAX_PACKAGES) break;
    const manifest = readData(repo, rel);
    const name = manifest && typeof manifest.name === 'string' ? manifest.name : undefined;
    if (manifest && name) {
      if (!packages.byName.has(name)) packages.byName.set(name, { dir, manifest });
      continue;
    }
    const folder = dir.slice(dir.lastIndexOf('/') + 1);
    packages.unnamed.set(folder, [...(packages.unnamed.get(folder) ?? []), dir]);
  }
  CACHE.set(repo, packages);
  return packages;
}

/** `@scope/name/sub/path` → name '@scope/name', sub 'sub/path'. */
function splitSpecifier(spec: string): { name: string; sub: string } | undefined {
  const parts = spec.split('/');
  const take = spec.startsWith('@') ? 2 : 1;
  if (parts.length < take || parts.slice(0, take).some((p) => p === '' || p === '.' || p === '..')) return undefined;
  return { name: parts.slice(0, take).join('/'), sub: parts.slice(take).join('/') };
}

/** The workspace package an import names, when the repository declares workspaces and holds it. */
export function workspacePackage(files: SiteFiles, spec: string): { pkg: WorkspacePackage; sub: string } | undefined {
  const parsed = splitSpecifier(spec);
  if (!parsed) return undefined;
  const repo = repositoryOf(files);
  const packages = packagesOf(repo);
  if (!packages) return undefined;
  const named = packages.byName.get(parsed.name);
  if (named) return { pkg: { repo, dir: named.dir, manifest: named.manifest }, sub: parsed.sub };
  // A package.json the index cannot read: the folder named after the package (its name without the scope), if one.
  const unscoped = parsed.name.slice(parsed.name.lastIndexOf('/') + 1);
  const dirs = packages.unnamed.get(unscoped);
  return dirs?.length === 1 ? { pkg: { repo, dir: dirs[0] }, sub: parsed.sub } : undefined;
}

/** A conditional export's target: the ESM entry first, then the default, CommonJS and Node ones. */
function exportTarget(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value) || depth > 3) return undefined;
  for (const key of ['source', 'import', 'module', 'default', 'require', 'node']) {
    const target = exportTarget(value[key], depth + 1);
    if (target) return target;
  }
  return undefined;
}

/**
 * Paths (relative to the repository) an import of the package may mean, most likely first: its `exports`, `module`,
 * `main` and `source` entries, then the usual source entries a workspace package keeps unbuilt (src/index, index).
 */
export function packageEntries(pkg: WorkspacePackage, sub: string): string[] {
  const out: string[] = [];
  const add = (target: string | undefined) => {
    if (target && !target.startsWith('/') && !target.includes('*')) out.push(joinRel(pkg.dir, target));
  };
  const manifest = pkg.manifest ?? {};
  const exportsField = manifest.exports;
  if (sub) {
    if (isRecord(exportsField)) add(exportTarget(exportsField[`./${sub}`]));
    add(sub);
    add(`src/${sub}`);
    return out;
  }
  add(exportTarget(isRecord(exportsField) && '.' in exportsField ? exportsField['.'] : exportsField));
  for (const field of ['source', 'module', 'main']) add(typeof manifest[field] === 'string' ? (manifest[field] as string) : undefined);
  add('src/index');
  add('index');
  return out;
}
