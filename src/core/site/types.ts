// Shared contract of the URL path → source file mapping. No vscode import: used by the CLI, the site worker and tests.
import type { PathPattern } from './match/pathPattern';

export type FrameworkId =
  | 'nextjs-app'
  | 'nextjs-pages'
  | 'astro'
  | 'sveltekit'
  | 'hugo'
  | 'jekyll'
  | 'eleventy'
  | 'docusaurus'
  | 'vitepress'
  | 'mkdocs'
  | 'gatsby'
  | 'static';

/** The indexed files of one site root. Paths are relative to `root`, with '/' separators. */
export interface SiteFiles {
  /** Absolute path of the site root (the site's package folder in a monorepo). */
  readonly root: string;
  /** Every indexed file, sorted. */
  all(): readonly string[];
  has(rel: string): boolean;
  /** Files under a folder (no trailing slash; '' = root), recursive, sorted. */
  under(dir: string): readonly string[];
  /** Text of a file (configs, route files, pages) up to 1 MB; undefined when absent, bigger, binary or unreadable. */
  read(rel: string): string | undefined;
  /** The first 64 KB of a file (front matter), when the index can read less than the whole file. */
  readHead?(rel: string): string | undefined;
  /** Optional fast check that a folder holds any file (added; callers fall back to under(dir).length). */
  hasDir?(dir: string): boolean;
  /** Optional fast count of the files under a folder (added; callers fall back to under(dir).length). */
  countUnder?(dir: string): number;
  /**
   * Optional (added): the repository these files are one folder of (a monorepo's site package) and that folder's
   * path in it, for the workspace packages the site imports. Absent when the site is the repository root.
   */
  readonly outer?: { files: SiteFiles; dir: string };
}

/** Where a URL path comes from: a file relative to the site root, or null with the reason there is none. */
export interface Resolution {
  file: string | null;
  /** Short, human: "Next.js app router: app/(marketing)/pricing/page.tsx", "redirected by netlify.toml". */
  reason: string;
  /**
   * Optional detail (added; older producers may omit it): 'source' = the file is the page's own source,
   * 'content' = a content file rendered through a route template, 'template' = only the shared route
   * template is known, 'static' = served as-is, 'redirect' / 'none' / 'invalid' for file: null.
   */
  kind?: ResolutionKind;
  /** For kind 'content': the route template that renders the content file. */
  template?: string;
}

export type ResolutionKind = 'source' | 'content' | 'template' | 'static' | 'redirect' | 'none' | 'invalid';

/** What normalization remembers about the original URL, for frameworks that care (trailing slash, index file). */
export interface UrlPathInfo {
  /** The original path ended with '/' (before any index file). */
  trailingSlash: boolean;
  /** The trailing index file that was dropped ('index.html' / 'index.htm'), if any. */
  indexFile?: string;
}

export interface RouteTable {
  /**
   * `urlPath` is normalized: starts with '/', each segment percent-decoded, no query or fragment,
   * no trailing slash (except '/' itself), no trailing 'index.html'. Case is kept as given.
   * A decoded '/' inside a segment (from %2F) is kept as the literal text '%2F' so it never splits a segment.
   * `info` (optional) tells what was dropped, for frameworks that care.
   * Returns undefined when this framework has no route for the path (the caller tries fallbacks).
   */
  resolve(urlPath: string, info?: UrlPathInfo): Resolution | undefined;
}

/** Optional (added) facts the mapper knows beside the files: the audited site's host, when given. */
export interface CompileContext {
  readonly domain?: string;
}

/** A host name a site declares (CNAME, a config's site URL), to link a folder to a brand. */
export interface DeclaredDomain {
  /** Lowercase host name, no port, no trailing dot. */
  host: string;
  /** Where it was declared: "CNAME", "astro.config.mjs site", "hugo.toml baseURL". */
  source: string;
}

/** A redirect a site declares: the page at `source` has no file of its own. */
export interface RedirectRule {
  /** As written in the file ('/blog/:slug', '/old/*'). */
  source: string;
  destination: string;
  status: number;
  /** The file that declares it ('netlify.toml', 'public/_redirects', 'next.config.js'). */
  origin: string;
  /** The source, compiled into the linear-time matcher (never a RegExp). */
  pattern: PathPattern;
  /**
   * Optional (added): the host applies the rule only when no file exists at the path (Netlify's rules without
   * `force`/`!`: https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing).
   */
  shadowable?: boolean;
}

/**
 * Everything the mapping knows about one framework, in its own module under frameworks/. The generic layers ask
 * these: detect.ts (site roots and detection), domain.ts (declared hosts), redirects.ts (redirect rules), walk.ts
 * and the editor's index filter (build output to leave out), the mapper (route table, static folders).
 */
export interface Framework {
  readonly id: FrameworkId;
  /** Human name used in reasons: "Next.js app router". */
  readonly label: string;
  /**
   * Config files, relative to the site root, most usual first. One found anywhere in a repository marks its folder
   * as a site root (a path with a folder, like '.vitepress/config.ts', marks the folder holding that path). The
   * first one present is where site-wide findings are shown.
   */
  readonly configFiles: readonly string[];
  /** package.json dependencies that mark a site root of this framework. */
  readonly dependencies: readonly string[];
  /** Folders (relative to the site root) where this framework's pages or content live: a weak site-root signal. */
  readonly siteFolders: readonly string[];
  /**
   * Optional: pages are answered by the framework's server runtime, not as files of the published folder (Next.js):
   * a host's "only where no file exists" redirect rule still applies to them.
   */
  readonly serverPages?: boolean;
  /**
   * Optional (added): the config names no base path and the build links pages relatively, so the site works under
   * whatever path its host serves it at: on a GitHub Pages project site, `/<repository>/` (the mapper learns it from
   * the audited pages, as for a plain folder of files).
   */
  servedAtHostPath?(files: SiteFiles): boolean;
  /** Build output folders, relative to the site root: never indexed (only beside this framework's config). */
  readonly outputDirs: readonly string[];
  /** Folders copied to the site as they are (public/, static/): served files, and where `_redirects` and CNAME live. */
  staticDirs(files: SiteFiles): readonly string[];
  /**
   * Optional: extensions of the files in those folders that the build renders into pages instead of copying them
   * (MkDocs' Markdown in docs_dir): such a file is never served as it is.
   */
  readonly renderedExts?: readonly string[];
  /**
   * Optional: other config file names this framework reads when a build names its config (`mkdocs build -f
   * mkdocs-online.yml`). A file so named marks a site root like `configFiles` do (after `confirmsConfig`).
   */
  isConfigName?(name: string): boolean;
  /**
   * Optional: the folder (relative to `files.root`, an ancestor of the config's own folder or that folder) holding
   * everything the build of the config at `configRel` reads, when that is above the config: a docs folder outside it
   * (`docs_dir: ../../docs/en`, Docusaurus `path: '../docs'`), sibling per-language builds. The site-root search uses
   * it instead of the config's folder; the framework then finds that config below its root.
   */
  siteRootOf?(files: SiteFiles, configRel: string): string;
  /**
   * For config names other tools share (Hugo's config.toml): whether this file really is this framework's config.
   * `siteDir` (may be absent) is the folder it would make a site root, relative to the scanned root.
   */
  confirmsConfig?(files: SiteFiles, rel: string, siteDir?: string): boolean;
  /** 0 = not this framework; up to 1 when its config file is present. */
  detect(files: SiteFiles): number;
  /** Hosts the site's own config declares (its site URL, base URL). */
  domains(files: SiteFiles): DeclaredDomain[];
  /** Redirects the framework's config declares (next.config redirects(), astro.config redirects). */
  redirects(files: SiteFiles): RedirectRule[];
  /** Builds the route table; called once, then again only after a change that `affects`. */
  compile(files: SiteFiles, context?: CompileContext): RouteTable;
  /** Whether a change to this file can change the route table, the redirects or the domains. */
  affects(rel: string): boolean;
}
