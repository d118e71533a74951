// GitHub Pages facts that hold for a plain folder of files published by Pages (no framework config): where a project
// site lives on the shared `<owner>.github.io` host, and what Pages' default Jekyll build publishes.
import { normalizeHost, sameSite } from './host';
import type { SiteFiles } from './types';
import { normalizeUrlPath } from './urlPath';

/** How many audited paths are probed to find a project site's base path (the mapping stays cheap). */
const MAX_PROBED_PATHS = 400;

/**
 * `<owner>.github.io`: the host GitHub Pages serves a user's or organization's sites on ("Types of GitHub Pages
 * sites", docs.github.com/en/pages/getting-started-with-github-pages/about-github-pages#types-of-github-pages-sites).
 */
export function isPagesOwnerHost(domain: string | undefined): boolean {
  const host = normalizeHost(domain);
  if (!host?.endsWith('.github.io')) return false;
  return host.split('.').length === 3;
}

/**
 * The site is published by GitHub Pages: served on `<owner>.github.io`, or holding the CNAME file Pages reads its
 * custom domain from ("Managing a custom domain for your GitHub Pages site").
 */
export function isPagesSite(files: SiteFiles, domain: string | undefined): boolean {
  return isPagesOwnerHost(domain) || files.has('CNAME');
}

/**
 * Pages builds a site with Jekyll unless a `.nojekyll` file turns that off ("About GitHub Pages and Jekyll"): the
 * build then does not publish files or folders whose name starts with '.' or '_' (Jekyll's default `exclude`), and
 * jekyll-readme-index, one of the plugins Pages always runs, makes a folder's README its index when it has none
 * (github.com/benbalter/jekyll-readme-index; Pages' defaults: docs.github.com "About GitHub Pages and Jekyll").
 */
export function pagesRunsJekyll(files: SiteFiles): boolean {
  return !files.has('.nojekyll');
}

/** The file names jekyll-readme-index takes as a folder's README, in its order. */
const README_NAMES = ['README.md', 'readme.md', 'README.markdown', 'readme.markdown'];

/** The README that jekyll-readme-index publishes as the index of folder `rel` ('' = the root). */
export function readmeIndex(files: SiteFiles, rel: string): string | undefined {
  const dir = rel ? `${rel}/` : '';
  if (files.has(`${dir}index.html`) || files.has(`${dir}index.htm`) || files.has(`${dir}index.md`)) return undefined;
  return README_NAMES.map((name) => dir + name).find((file) => files.has(file));
}

/**
 * The Markdown file GitHub Pages' Jekyll build renders to the page at `rel` (`notes/setup.html`, or `notes/setup`
 * served from it): Pages renders Markdown without front matter too (jekyll-optional-front-matter), as `<name>.html`.
 * Undefined when the path names another extension or an HTML file of that name exists.
 */
export function renderedMarkdown(files: SiteFiles, rel: string): string | undefined {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  const stem = /\.html$/i.test(name) ? rel.slice(0, -'.html'.length) : name.includes('.') ? undefined : rel;
  if (!stem || files.has(`${stem}.html`)) return undefined;
  return MARKDOWN_EXTS.map((ext) => `${stem}.${ext}`).find((file) => files.has(file));
}

const MARKDOWN_EXTS = ['md', 'markdown'];

/** A name Jekyll's default `exclude` leaves out of the published site. */
export function jekyllSkips(segment: string): boolean {
  return segment.startsWith('.') || segment.startsWith('_');
}

/** A top-level file or folder of the site (what the first path segment of a user site, or a site at the root, names). */
function isTopEntry(files: SiteFiles, name: string): boolean {
  return files.has(name) || files.has(`${name}.html`) || files.has(`${name}.htm`) || (files.hasDir?.(name) ?? files.under(name).length > 0);
}

/** The path without its first segment ('/a/b/' → '/b/'), or undefined when it has none. */
export function dropFirstSegment(path: string): string | undefined {
  if (path === '/' || !path.startsWith('/')) return undefined;
  const cut = path.indexOf('/', 1);
  return cut < 0 ? '/' : path.slice(cut);
}

export interface ProjectBaseInput {
  files: SiteFiles;
  domain: string | undefined;
  /** The audited URL paths (or URLs) of the site's host. */
  pagePaths: readonly string[];
  /** Whether a path names a page of this repository when the site is served from the host's root. */
  servesFromRoot(path: string): boolean;
  /**
   * A plain folder of files, which any host may serve under a folder of its own (a library's old site copied to
   * `/5/` of its project's host): the audited pages decide on any host, not only `<owner>.github.io`.
   */
  anyHost?: boolean;
}

/**
 * The repository name a GitHub Pages PROJECT site is served under: `https://<owner>.github.io/<repository>/`
 * ("Types of GitHub Pages sites"), the host's other paths belonging to the owner's other repositories. The files do
 * not say the repository's name; the audited pages of the host do: it is the first path segment that is no top-level
 * file or folder of the site and under which the most audited pages are files of this repository (more than from
 * the host root, which is how a user site, the `<owner>.github.io` repository, is served). The workspace folder's
 * name, when it is such a segment, counts once more (a clone is usually named after its repository). A CNAME'd custom domain serves
 * the site at its root; so does a folder named `<owner>.github.io` (the user site's repository name). Undefined when
 * nothing points at a project site.
 */
export function projectBasePath(input: ProjectBaseInput): string | undefined {
  const { files, domain } = input;
  if ((!isPagesOwnerHost(domain) && !input.anyHost) || files.has('CNAME')) return undefined;
  const folder = files.root.split(/[\\/]/).pop() ?? '';
  if (normalizeHost(folder) !== undefined && isPagesOwnerHost(folder)) return undefined;
  const score = new Map<string, number>();
  let fromRoot = 0;
  for (const raw of input.pagePaths.slice(0, MAX_PROBED_PATHS)) {
    const url = normalizeUrlPath(raw);
    if (!url.ok || url.segments.length === 0 || (url.host !== undefined && domain !== undefined && !sameSite(url.host, domain))) continue;
    const first = url.segments[0];
    // A page the site serves from the host's root counts for a user site, whatever folder its source is in (a
    // framework's pages come from its content folder, not from top-level entries).
    if (input.servesFromRoot(url.path)) {
      fromRoot++;
      continue;
    }
    if (isTopEntry(files, first)) continue;
    const rest = dropFirstSegment(url.path);
    if (rest !== undefined && input.servesFromRoot(rest)) score.set(first, (score.get(first) ?? 0) + 1);
  }
  const byFolder = score.get(folder);
  if (byFolder !== undefined) score.set(folder, byFolder + 1);
  let best: string | undefined;
  let bestScore = 0;
  for (const [segment, n] of score) {
    if (n > bestScore) {
      best = segment;
      bestScore = n;
    }
  }
  // Off github.io nothing says the host splits its paths between repositories: the folder must hold nearly all the
  // audited pages this repository answers, more than five times those the root serves, and five at least.
  const needed = isPagesOwnerHost(domain) ? fromRoot : Math.max(4, 5 * fromRoot);
  return best !== undefined && bestScore > needed ? best : undefined;
}

/** Whether a file opens with a front matter fence (Jekyll converts Sass only then). */
function opensFrontMatter(files: SiteFiles, rel: string): boolean {
  return /^(?:\uFEFF)?---\s*(?:\r?\n|$)/.test((files.read(rel) ?? '').slice(0, 64));
}

/**
 * What GitHub Pages' Jekyll build turns a file into instead of publishing it as it is: Markdown to its `.html` page
 * (jekyll-optional-front-matter renders it even without front matter), Sass with front matter to `.css`.
 */
export function jekyllConverted(files: SiteFiles, rel: string): string | undefined {
  const dot = rel.lastIndexOf('.');
  const ext = rel.slice(dot + 1).toLowerCase();
  if (dot <= 0) return undefined;
  if (MARKDOWN_EXTS.includes(ext)) return `${rel.slice(0, dot)}.html`;
  if ((ext === 'scss' || ext === 'sass') && opensFrontMatter(files, rel)) return `${rel.slice(0, dot)}.css`;
  return undefined;
}

/**
 * The file GitHub Pages' Jekyll build writes at `rel`: a folder's `index.md` for the folder (`go/` → go/index.md), and
 * a Sass file with front matter for its `.css`.
 */
export function jekyllSource(files: SiteFiles, rel: string, folder: boolean): string | undefined {
  if (folder) {
    if (files.has(`${rel}/index.html`)) return undefined;
    return MARKDOWN_EXTS.map((ext) => `${rel}/index.${ext}`).find((file) => files.has(file));
  }
  if (!/\.css$/i.test(rel)) return undefined;
  return ['scss', 'sass'].map((ext) => `${rel.slice(0, -'.css'.length)}.${ext}`).find((file) => files.has(file) && opensFrontMatter(files, file));
}
