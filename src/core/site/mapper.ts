// URL path → source file, in a fixed order: user routes, declared redirects, the framework's route
// table, static folders, and otherwise "no source". Tables compile lazily and recompile only after
// a file event that `affects` them.
import { detectFramework } from './detect';
import { invalidateContentCache } from './frameworks/kit/contentLookup';
import { FRAMEWORKS, frameworkById } from './frameworks/index';
import { describeStatic, firstSegments, lowercaseIndex, serveStatic, withoutRefreshStub } from './frameworks/static';
import { belowVersionPrefix, buildsOnReadTheDocs, versionedLanguage } from './readTheDocs';
import { dropFirstSegment, isPagesOwnerHost, isPagesSite, jekyllConverted, jekyllSkips, jekyllSource, pagesRunsJekyll, projectBasePath, readmeIndex, renderedMarkdown } from './githubPages';
import { sameSite } from './host';
import { affectsHosting, hostingRewrites } from './hosting';
import type { FileEventKind, MutableSiteFiles } from './index';
import { compileGlob, isGlob } from './match/glob';
import { compilePathPattern, matchPathPattern, type PathPattern } from './match/pathPattern';
import { findRedirect, loadRedirectRules, type RedirectHit, type RedirectRule } from './redirects';
import type { Framework, FrameworkId, Resolution, RouteTable, SiteFiles } from './types';
import { isSafeRelPath, isSafeSegmentValue, normalizeUrlPath, type NormalizedUrlPath } from './urlPath';

/** Files a static host reads from the published folder as its own configuration (redirect and header rules). */
const HOST_CONFIG_FILES = new Set(['_redirects', '_headers']);

export interface SiteMapperOptions {
  files: SiteFiles;
  /** User override of detection. */
  framework?: FrameworkId;
  /** User URL pattern → file pattern: "/blog/:slug": "content/posts/:slug.md", "/docs/**": "docs/**.md". */
  routes?: Record<string, string>;
  /** The site's host: full URLs on another host map to no file. */
  domain?: string;
  /** Registry to detect from (tests); defaults to every registered framework. */
  frameworks?: readonly Framework[];
  /** The audited URL paths of the site's host, when known: they reveal a GitHub Pages project site's base path. */
  pagePaths?: readonly string[];
}

export interface SiteMapper {
  /** The framework in use (detected, or the override). */
  readonly framework: FrameworkId;
  readonly frameworkLabel: string;
  resolve(pathOrUrl: string): Resolution;
  /** The steps of how a path resolves and why, for "Explain Mapping for URL…". */
  explain(pathOrUrl: string): string[];
  /** Applies a file event to `files` when it is mutable (idempotent) and invalidates what it affects. */
  onFileEvent(kind: FileEventKind, rel: string): void;
}

export const NO_SOURCE = 'no source: page generated elsewhere';

interface UserRoute {
  urlPattern: string;
  filePattern: string;
  pattern: PathPattern;
}

/** Most user routes read from a setting: a workspace's settings are untrusted too. */
const MAX_USER_ROUTES = 200;

/** `brandVisibility.site.routes` entry → a route; undefined for entries that are not a safe URL and file pattern. */
function compileUserRoute(urlPattern: unknown, filePattern: unknown): UserRoute | undefined {
  if (typeof urlPattern !== 'string' || typeof filePattern !== 'string' || filePattern.length > 1000) return undefined;
  if (filePattern.startsWith('/') || filePattern.split('/').includes('..') || filePattern.includes('\0')) return undefined;
  const compiled = compilePathPattern(urlPattern, { star: 'segment' });
  return compiled.ok ? { urlPattern, filePattern, pattern: compiled.pattern } : undefined;
}

function isMutable(files: SiteFiles): files is MutableSiteFiles {
  const f = files as Partial<MutableSiteFiles>;
  return typeof f.add === 'function' && typeof f.remove === 'function' && typeof f.change === 'function';
}

export function createSiteMapper(options: SiteMapperOptions): SiteMapper {
  const { files } = options;
  const registry = options.frameworks ?? FRAMEWORKS;
  const userRoutes = Object.entries(options.routes ?? {})
    .slice(0, MAX_USER_ROUTES)
    .map(([url, file]) => compileUserRoute(url, file))
    .filter((r): r is UserRoute => r !== undefined);

  let framework: Framework | undefined;
  let frameworkWhy = '';
  let table: RouteTable | undefined;
  let redirects: RedirectRule[] | undefined;
  let rewrites: RedirectRule[] | undefined;
  let staticLower: (() => Map<string, string[]>) | undefined;
  /** Per static folder, the first segments of its files (a quick "nothing there" for most paths). */
  let staticFirsts: Map<string, Set<string>> | undefined;
  /** A GitHub Pages project site's base segment (null: served from the host root); undefined until computed. */
  let projectBase: string | null | undefined;
  /** The language a Read the Docs build is served in under /<language>/<version>/ (null: not so); undefined until computed. */
  let versioned: string | null | undefined;

  const versionedIn = (): string | null => {
    if (versioned !== undefined) return versioned;
    versioned = buildsOnReadTheDocs(files)
      ? versionedLanguage(options.pagePaths ?? [], (path) => {
        const url = normalizeUrlPath(path);
        return url.ok ? url.segments : undefined;
      }) ?? null
      : null;
    return versioned;
  };

  const currentProjectBase = (): string | null => {
    if (projectBase !== undefined) return projectBase;
    projectBase = null;
    // A plain folder of files, or a framework whose config names no base path (MkDocs without site_url): other
    // frameworks' configs declare their own base path (baseurl, baseUrl, base).
    const fw = currentFramework();
    let atHostPath = fw.id === 'static';
    try {
      atHostPath ||= fw.servedAtHostPath?.(files) === true;
    } catch {
      atHostPath = false;
    }
    if (!atHostPath || !options.pagePaths?.length) return projectBase;
    projectBase = projectBasePath({
      files,
      domain: options.domain,
      pagePaths: options.pagePaths,
      servesFromRoot: (path) => resolveWith(path, null, false).file !== null,
      anyHost: fw.id === 'static',
    }) ?? null;
    return projectBase;
  };

  const currentFramework = (): Framework => {
    if (framework) return framework;
    const forced = options.framework ? registry.find((f) => f.id === options.framework) ?? frameworkById(options.framework) : undefined;
    if (forced) {
      framework = forced;
      frameworkWhy = `${forced.label} (set by the user)`;
    } else {
      const detection = detectFramework(files, registry);
      framework = detection.framework;
      frameworkWhy = detection.reason;
    }
    return framework;
  };

  const currentTable = (): RouteTable => {
    if (!table) {
      try {
        table = currentFramework().compile(files, options.domain ? { domain: options.domain } : undefined);
      } catch {
        // A framework bug must not break the other steps: an empty table lets the fallbacks answer.
        table = { resolve: () => undefined };
      }
    }
    return table;
  };

  /** The framework's folders served as-is (public/, static/), those present. */
  const staticDirs = (): string[] => {
    let dirs: readonly string[];
    try {
      dirs = currentFramework().staticDirs(files);
    } catch {
      dirs = [];
    }
    return dirs.filter((d) => d !== '' && (files.hasDir?.(d) ?? files.under(d).length > 0));
  };

  const resolveUserRoute = (url: NormalizedUrlPath, trace: string[] | null): Resolution | undefined => {
    if (userRoutes.length === 0) return undefined;
    const segs = url.segments.map((s) => s.split('/').join('%2F'));
    for (const route of userRoutes) {
      const m = matchPathPattern(route.pattern, segs);
      if (!m) continue;
      let target = route.filePattern;
      let safe = true;
      for (const name of route.pattern.names) {
        const parts = (m[name] ?? '').split('/').filter(Boolean);
        if (!parts.every(isSafeSegmentValue)) safe = false;
        const token = name === '**' ? '**' : /^\d+$/.test(name) ? '*' : `:${name}`;
        target = target.split(token).join(parts.join('/'));
      }
      target = collapseSlashes(target);
      if (!safe) {
        trace?.push(`user route ${route.urlPattern}: the path has a segment that cannot be a file name`);
        continue;
      }
      let file: string | undefined;
      if (isGlob(target)) {
        const isMatch = compileGlob(target);
        const wild = target.search(/[*?[\]{}]/);
        const staticPrefix = target.slice(0, target.lastIndexOf('/', wild) + 1).replace(/\/$/, '');
        file = isMatch ? files.under(staticPrefix).find((f) => isMatch(f)) : undefined;
      } else if (files.has(target)) {
        file = target;
      }
      if (file) {
        trace?.push(`user route ${route.urlPattern} → ${route.filePattern}: ${file}`);
        return { file, reason: `user route ${route.urlPattern}: ${file}`, kind: 'source' };
      }
      trace?.push(`user route ${route.urlPattern} → ${route.filePattern}: ${target} does not exist, going on`);
    }
    return undefined;
  };

  const resolveWith = (pathOrUrl: string, trace: string[] | null, withBase = true): Resolution => {
    let url = normalizeUrlPath(pathOrUrl);
    if (!url.ok) {
      trace?.push(url.reason);
      return { file: null, reason: url.reason, kind: 'invalid' };
    }
    trace?.push(`normalized to ${url.path}${url.trailingSlash ? ' (had a trailing slash)' : ''}${url.indexFile ? ` (dropped ${url.indexFile})` : ''}`);
    if (options.domain && url.host && !sameSite(url.host, options.domain)) {
      const reason = `no source: ${url.host} is another site than ${options.domain}`;
      trace?.push(reason);
      return { file: null, reason, kind: 'none' };
    }
    const user = resolveUserRoute(url, trace);
    if (user) return user;
    if (userRoutes.length === 0) trace?.push('no user routes configured');

    // A GitHub Pages project site is served at https://<owner>.github.io/<repository>/ (docs.github.com "Types of
    // GitHub Pages sites"): the host's other paths are other repositories' sites.
    const base = withBase ? currentProjectBase() : null;
    if (base !== null) {
      const rest = url.segments[0] === base ? dropFirstSegment(url.path) : undefined;
      if (rest === undefined) {
        const reason = isPagesOwnerHost(options.domain)
          ? `no source: outside the GitHub Pages project site /${base}/ (the host's other paths belong to other repositories)`
          : `no source: outside /${base}/, where ${options.domain ?? 'the host'} serves this repository's files (its other paths come from elsewhere)`;
        trace?.push(reason);
        return { file: null, reason, kind: 'none' };
      }
      trace?.push(`${isPagesOwnerHost(options.domain) ? 'GitHub Pages project site ' : 'served under '}/${base}/ (the audited pages of ${options.domain ?? 'the host'} are this repository's files under it): ${rest}`);
      url = { ...url, path: rest, segments: url.segments.slice(1) };
    }
    const language = withBase ? versionedIn() : null;
    if (language !== null) {
      const rest = belowVersionPrefix(url.segments, language);
      if (!rest) {
        const reason = `no source: Read the Docs serves this project under /${language}/<version>/ (.readthedocs.yaml): other paths redirect there or are other projects'`;
        trace?.push(reason);
        return { file: null, reason, kind: 'redirect' };
      }
      const path = rest.length ? `/${url.path.split('/').slice(3).join('/')}` : '/';
      trace?.push(`Read the Docs build /${url.segments[0]}/${url.segments[1]}/ (.readthedocs.yaml): ${path}`);
      url = { ...url, path, segments: rest };
    }

    const fw = currentFramework();
    redirects ??= loadRedirectRules(files, [fw]);
    let redirect = findRedirect(redirects, url.path);
    // A rewrite (200) listed first: the target's page is served at this path, else the path is read as it is.
    if (redirect?.rule.status === 200) {
      const served = servedByRewrite(redirect, fw, trace);
      if (served) return served;
      redirect = undefined;
    }
    if (redirect) {
      trace?.push(`redirect rule ${redirect.rule.source} → ${redirect.rule.destination} (${redirect.rule.status}) in ${redirect.rule.origin}`);
      // A rule the host applies only where no file exists (Netlify without `force`) gives way to a page that exists.
      const existing = redirect.rule.shadowable ? resolvePage(url, fw, null) : undefined;
      if (existing?.file && (existing.kind === 'static' || (!fw.serverPages && existing.kind !== 'template'))) {
        trace?.push(`the rule is not forced and ${existing.file} exists at this path: the file is served`);
        return { ...existing, reason: `${existing.reason} (the redirect in ${redirect.rule.origin} is not forced, and a file exists here)` };
      }
      return { file: null, reason: `no source: redirected by ${redirect.rule.origin} to ${redirect.to}`, kind: 'redirect' };
    }
    trace?.push(redirects.length ? `none of ${redirects.length} redirect rules matches` : 'no redirect rules declared');
    trace?.push(`framework: ${frameworkWhy}`);
    const found = resolvePage(url, fw, trace);
    if (found?.file && found.kind === 'static' && HOST_CONFIG_FILES.has(found.file.slice(found.file.lastIndexOf('/') + 1))) {
      // Netlify and Cloudflare Pages read these from the published folder and never serve them
      // (docs.netlify.com/manage/routing/redirects/overview, developers.cloudflare.com/pages/configuration/headers).
      const reason = `no source: ${found.file} is the host's configuration, read at deploy time and not served`;
      trace?.push(reason);
      return { file: null, reason, kind: 'none' };
    }
    if (found) return found;
    const rewritten = resolveRewrite(url, fw, trace);
    if (rewritten) return rewritten;
    const reason = `${NO_SOURCE} (no ${fw.label} route or static file for ${url.path})`;
    trace?.push(reason);
    return { file: null, reason, kind: 'none' };
  };

  /** Whether a file of a static folder is one the framework renders into a page (not served as it is). */
  const rendered = (fw: Framework, rel: string): boolean => {
    const dot = rel.lastIndexOf('.');
    return dot > rel.lastIndexOf('/') && (fw.renderedExts?.includes(rel.slice(dot + 1).toLowerCase()) ?? false);
  };

  /** A host rewrite (status 200) of a path nothing else answers: the file its target path resolves to serves it. */
  const resolveRewrite = (url: NormalizedUrlPath, fw: Framework, trace: string[] | null): Resolution | undefined => {
    rewrites ??= hostingRewrites(files);
    const hit = findRedirect(rewrites, url.path);
    return hit ? servedByRewrite(hit, fw, trace) : undefined;
  };

  /** The page a rewrite's target path resolves to, served at the rewritten path; undefined when it has no file. */
  const servedByRewrite = (hit: RedirectHit, fw: Framework, trace: string[] | null): Resolution | undefined => {
    const target = normalizeUrlPath(hit.to);
    const served = target.ok ? resolvePage(target, fw, null) : undefined;
    if (!served?.file) return undefined;
    trace?.push(`rewrite ${hit.rule.source} → ${hit.rule.destination} (200) in ${hit.rule.origin}: ${served.file}`);
    return { ...served, reason: `${served.file}, served at this path by the rewrite in ${hit.rule.origin} to ${hit.to}` };
  };

  /** The framework's route table, then its static folders. */
  const resolvePage = (url: NormalizedUrlPath, fw: Framework, trace: string[] | null): Resolution | undefined => {
    const found = resolveServed(url, fw, trace);
    const stub = withoutRefreshStub(files, found);
    if (stub !== found) trace?.push(stub?.reason ?? '');
    return stub;
  };

  const resolveServed = (url: NormalizedUrlPath, fw: Framework, trace: string[] | null): Resolution | undefined => {
    let found: Resolution | undefined;
    try {
      found = currentTable().resolve(url.path, { trailingSlash: url.trailingSlash, ...(url.indexFile ? { indexFile: url.indexFile } : {}) });
    } catch {
      found = undefined;
    }
    const jekyllBuild = fw.id === 'static' && isPagesSite(files, options.domain) && pagesRunsJekyll(files);
    if (jekyllBuild && url.segments.some(jekyllSkips)) {
      // Jekyll's default `exclude` leaves dot and underscore names out of what Pages publishes.
      trace?.push('GitHub Pages builds with Jekyll (no .nojekyll), which does not publish names starting with . or _');
      return { file: null, kind: 'none', reason: `no source: GitHub Pages' Jekyll build does not publish ${url.path} (a name starting with . or _; no .nojekyll)` };
    }
    if (jekyllBuild && found?.file) {
      // Pages' Jekyll build renders Markdown and Sass (with front matter) instead of copying them as they are.
      const converted = jekyllConverted(files, found.file);
      if (converted) {
        trace?.push(`GitHub Pages' Jekyll build converts ${found.file}`);
        return { file: null, kind: 'none', reason: `no source: GitHub Pages' Jekyll build converts ${found.file} to ${converted} and does not publish it as it is (no .nojekyll)` };
      }
    }
    if (found) {
      trace?.push(`${fw.label} route table: ${found.reason}`);
      return found;
    }
    trace?.push(`${fw.label} route table has no route for ${url.path}`);
    const converted = jekyllBuild && url.segments.length > 0 && url.segments.every(isSafeSegmentValue) ? jekyllSource(files, url.segments.join('/'), url.trailingSlash || url.indexFile !== undefined) : undefined;
    if (converted) {
      trace?.push(`GitHub Pages' Jekyll build renders ${converted} to this path`);
      return { file: converted, kind: 'source', reason: `GitHub Pages: ${converted} (its Jekyll build renders it to this path; no .nojekyll)` };
    }
    const readme = jekyllBuild && !url.indexFile && url.segments.every(isSafeSegmentValue) ? readmeIndex(files, url.segments.join('/')) : undefined;
    if (readme) {
      trace?.push(`GitHub Pages' Jekyll build (jekyll-readme-index) publishes ${readme} as the folder's index`);
      return { file: readme, kind: 'source', reason: `GitHub Pages: ${readme} (jekyll-readme-index: the README is the folder's index; no .nojekyll)` };
    }
    const markdown = jekyllBuild && !url.trailingSlash && !url.indexFile && url.segments.length > 0 && url.segments.every(isSafeSegmentValue) ? renderedMarkdown(files, url.segments.join('/')) : undefined;
    if (markdown) {
      trace?.push(`GitHub Pages' Jekyll build renders ${markdown} to this page`);
      return { file: markdown, kind: 'source', reason: `GitHub Pages: ${markdown} (its Jekyll build renders Markdown to .html; no .nojekyll)` };
    }

    if (fw.id !== 'static') {
      const dirs = staticDirs();
      staticLower ??= lowercaseIndex(files, dirs);
      staticFirsts ??= new Map(dirs.map((d) => [d, firstSegments(files, d)]));
      for (const lower of [undefined, staticLower]) {
        for (const dir of dirs) {
          const hit = serveStatic(files, url.path, dir, lower, staticFirsts.get(dir));
          if (hit && hit.file.startsWith(`${dir}/`) && !rendered(fw, hit.file)) {
            const res = describeStatic(hit, url.path);
            trace?.push(`static folder ${dir}/: ${res.reason}`);
            return res;
          }
        }
      }
      trace?.push(dirs.length ? `no file in ${dirs.map((d) => `${d}/`).join(', ')}` : 'no static folder');
    }
    return undefined;
  };

  /**
   * A file one folder above the site, in the repository the site is a folder of (`../docs/a.md`, read by a route with
   * `join(process.cwd(), '..')`), that exists there: still inside the repository.
   */
  const aboveSite = (rel: string): boolean => {
    const outer = files.outer;
    if (!outer || outer.dir === '' || !rel.startsWith('../')) return false;
    const rest = rel.slice(3);
    const parent = outer.dir.split('/').slice(0, -1).join('/');
    return isSafeRelPath(rest) && outer.files.has(parent ? `${parent}/${rest}` : rest);
  };

  /** Whatever a step returned, a file we hand out must exist in the index and stay inside the root (or the repository it is a folder of). */
  const guarded = (res: Resolution): Resolution => {
    if (res.file === null) return res;
    if (!isSafeRelPath(res.file) || !files.has(res.file)) {
      if (aboveSite(res.file)) return res;
      return { file: null, reason: 'no source: the mapping produced a path outside the site files', kind: 'none' };
    }
    return res;
  };

  return {
    get framework() {
      return currentFramework().id;
    },
    get frameworkLabel() {
      return currentFramework().label;
    },
    resolve(pathOrUrl) {
      return guarded(resolveWith(pathOrUrl, null));
    },
    explain(pathOrUrl) {
      const trace: string[] = [];
      const res = guarded(resolveWith(pathOrUrl, trace));
      trace.push(res.file ? `→ ${res.file}` : `→ no file: ${res.reason}`);
      return trace;
    },
    onFileEvent(kind, rel) {
      if (!isSafeRelPath(rel)) return;
      if (isMutable(files)) files[kind](rel);
      invalidateContentCache(files, rel, kind);
      const fw = framework;
      if (affectsHosting(rel) || (fw?.configFiles.includes(rel) ?? true)) {
        redirects = undefined;
        rewrites = undefined;
      }
      if (kind !== 'change' && (staticLower || staticFirsts) && staticDirs().some((d) => rel.startsWith(`${d}/`))) {
        staticLower = undefined;
        staticFirsts = undefined;
      }
      // Root-level files appearing or going (package.json, framework configs) can change what the site is.
      const redetect = !options.framework && !rel.includes('/') && (kind !== 'change' || /^(?:package\.json|[\w.-]*\.config\.[cm]?[jt]s|[\w.-]+\.(?:toml|ya?ml))$/.test(rel));
      if (redetect) {
        framework = undefined;
        table = undefined;
        redirects = undefined;
        rewrites = undefined;
        projectBase = undefined;
        versioned = undefined;
        return;
      }
      if (kind !== 'change') projectBase = undefined;
      if (fw && table && fw.affects(rel)) table = undefined;
    },
  };
}

/** A filled-in target as a relative path: duplicate and leading slashes dropped, an emptied name ('docs/.md') → index. */
function collapseSlashes(target: string): string {
  const parts = target.split('/').filter((p) => p !== '');
  return parts.join('/').split('/.').join('/index.');
}
