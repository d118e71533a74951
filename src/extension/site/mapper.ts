// URL path → source file, in a fixed order: user routes, declared redirects, the framework's route
// table, static folders, and otherwise "no source". Tables compile lazily and recompile only after
// a file event that `affects` them.
import picomatch from 'picomatch';
import { invalidateContentCache } from './contentLookup';
import { detectFramework } from './detect';
import { sameSite } from './domain';
import { FRAMEWORKS, frameworkById } from './frameworks/index';
import { STATIC_DIRS, describeStatic, lowercaseIndex, serveStatic } from './frameworks/static';
import type { FileEventKind, MutableSiteFiles } from './index';
import { affectsRedirects, findRedirect, loadRedirectRules, type RedirectRule } from './redirects';
import type { Framework, FrameworkId, Resolution, RouteTable, SiteFiles } from './types';
import { isSafeRelPath, isSafeSegmentValue, normalizeUrlPath, type NormalizedUrlPath } from './urlPath';

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
  re: RegExp;
  names: string[];
}

function compileUserRoute(urlPattern: string, filePattern: string): UserRoute | undefined {
  if (typeof urlPattern !== 'string' || typeof filePattern !== 'string' || !urlPattern.startsWith('/')) return undefined;
  if (filePattern.startsWith('/') || filePattern.split('/').includes('..') || filePattern.includes('\0')) return undefined;
  const names: string[] = [];
  const parts = urlPattern.replace(/\/+$/, '').split('/').filter(Boolean);
  let re = '';
  for (const part of parts) {
    if (part === '**') {
      names.push('**');
      re += '(?:/(.*))?';
    } else if (part === '*') {
      names.push('*');
      re += '/([^/]+)';
    } else if (/^:[A-Za-z_]\w*$/.test(part)) {
      names.push(part.slice(1));
      re += '/([^/]+)';
    } else {
      re += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { urlPattern, filePattern, re: new RegExp(`^${re || '/'}$`), names };
}

function isMutable(files: SiteFiles): files is MutableSiteFiles {
  const f = files as Partial<MutableSiteFiles>;
  return typeof f.add === 'function' && typeof f.remove === 'function' && typeof f.change === 'function';
}

export function createSiteMapper(options: SiteMapperOptions): SiteMapper {
  const { files } = options;
  const registry = options.frameworks ?? FRAMEWORKS;
  const userRoutes = Object.entries(options.routes ?? {})
    .map(([url, file]) => compileUserRoute(url, file))
    .filter((r): r is UserRoute => r !== undefined);

  let framework: Framework | undefined;
  let frameworkWhy = '';
  let table: RouteTable | undefined;
  let redirects: RedirectRule[] | undefined;
  let staticLower: (() => Map<string, string[]>) | undefined;

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
        table = currentFramework().compile(files);
      } catch {
        // A framework bug must not break the other steps: an empty table lets the fallbacks answer.
        table = { resolve: () => undefined };
      }
    }
    return table;
  };

  const staticDirs = (): string[] => STATIC_DIRS.filter((d) => files.hasDir?.(d) ?? files.under(d).length > 0);

  const resolveUserRoute = (url: NormalizedUrlPath, trace: string[] | null): Resolution | undefined => {
    for (const route of userRoutes) {
      const m = route.re.exec(url.path);
      if (!m) continue;
      let target = route.filePattern;
      let safe = true;
      route.names.forEach((name, k) => {
        const value = m[k + 1] ?? '';
        const parts = value.split('/').filter(Boolean);
        if (!parts.every(isSafeSegmentValue)) safe = false;
        const token = name === '**' || name === '*' ? name : `:${name}`;
        target = target.split(token).join(parts.join('/'));
      });
      target = target.replace(/\/{2,}/g, '/').replace(/\/\./g, '/index.').replace(/^\//, '');
      if (!safe) {
        trace?.push(`user route ${route.urlPattern}: the path has a segment that cannot be a file name`);
        continue;
      }
      let file: string | undefined;
      if (/[*?[\]{}]/.test(target)) {
        const isMatch = picomatch(target, { dot: false });
        const staticPrefix = target.slice(0, target.search(/[*?[\]{}]/)).replace(/\/[^/]*$/, '');
        file = files.under(staticPrefix).find((f) => isMatch(f));
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

  const resolveWith = (pathOrUrl: string, trace: string[] | null): Resolution => {
    const url = normalizeUrlPath(pathOrUrl);
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

    redirects ??= loadRedirectRules(files);
    const redirect = findRedirect(redirects, url.path);
    if (redirect) {
      const reason = `no source: redirected by ${redirect.rule.origin} to ${redirect.to}`;
      trace?.push(`redirect rule ${redirect.rule.source} → ${redirect.rule.destination} (${redirect.rule.status}) in ${redirect.rule.origin}`);
      return { file: null, reason, kind: 'redirect' };
    }
    trace?.push(redirects.length ? `none of ${redirects.length} redirect rules matches` : 'no redirect rules declared');

    const fw = currentFramework();
    trace?.push(`framework: ${frameworkWhy}`);
    let found: Resolution | undefined;
    try {
      found = currentTable().resolve(url.path, { trailingSlash: url.trailingSlash, ...(url.indexFile ? { indexFile: url.indexFile } : {}) });
    } catch {
      found = undefined;
    }
    if (found) {
      trace?.push(`${fw.label} route table: ${found.reason}`);
      return found;
    }
    trace?.push(`${fw.label} route table has no route for ${url.path}`);

    if (fw.id !== 'static') {
      const dirs = staticDirs();
      staticLower ??= lowercaseIndex(files, dirs);
      for (const lower of [undefined, staticLower]) {
        for (const dir of dirs) {
          const hit = serveStatic(files, url.path, dir, lower);
          if (hit && hit.file.startsWith(`${dir}/`)) {
            const res = describeStatic(hit, url.path);
            trace?.push(`static folder ${dir}/: ${res.reason}`);
            return res;
          }
        }
      }
      trace?.push(dirs.length ? `no file in ${dirs.map((d) => `${d}/`).join(', ')}` : 'no static folder');
    }
    const reason = `${NO_SOURCE} (no ${fw.label} route or static file for ${url.path})`;
    trace?.push(reason);
    return { file: null, reason, kind: 'none' };
  };

  /** Whatever a step returned, a file we hand out must exist in the index and stay inside the root. */
  const guarded = (res: Resolution): Resolution => {
    if (res.file === null) return res;
    if (!isSafeRelPath(res.file) || !files.has(res.file)) {
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
      invalidateContentCache(files, rel);
      if (affectsRedirects(rel)) redirects = undefined;
      if (kind !== 'change' && STATIC_DIRS.some((d) => rel.startsWith(`${d}/`))) staticLower = undefined;
      const fw = framework;
      // Root-level files appearing or going (package.json, framework configs) can change what the site is.
      const redetect = !options.framework && !rel.includes('/') && (kind !== 'change' || /^(?:package\.json|[\w.-]*\.config\.[cm]?[jt]s|[\w.-]+\.(?:toml|ya?ml))$/.test(rel));
      if (redetect) {
        framework = undefined;
        table = undefined;
        return;
      }
      if (fw && table && fw.affects(rel)) table = undefined;
    },
  };
}
