// Shared contract of the URL path → source file mapping. No vscode import: used by the CLI and unit tests.

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
  /** Text of a file (configs, front matter); undefined when absent or unreadable. Cached until the file changes. */
  read(rel: string): string | undefined;
  /** Optional fast check that a folder holds any file (added; callers fall back to under(dir).length). */
  hasDir?(dir: string): boolean;
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

export interface Framework {
  readonly id: FrameworkId;
  /** Human name used in reasons: "Next.js app router". */
  readonly label: string;
  /** 0 = not this framework; up to 1 when its config file is present. */
  detect(files: SiteFiles): number;
  /** Builds the route table; called once, then again only after a change that `affects`. */
  compile(files: SiteFiles): RouteTable;
  /** Whether a change to this file can change the route table (config, routes folder, content folder). */
  affects(rel: string): boolean;
}
