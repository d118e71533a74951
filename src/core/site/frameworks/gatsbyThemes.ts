// Gatsby: registry themes whose published gatsby-node turns a content folder of the site into pages. A theme is
// a plugin with its own gatsby-config and gatsby-node ("Gatsby themes are plugins that include a gatsby-config.js
// file", https://www.gatsbyjs.com/docs/themes/what-are-gatsby-themes/); one installed from the registry is not in the
// repository, so how it routes cannot be read there. For the themes below it was read once in their published source
// and is kept here as data: the folder they source (an option, else its default, relative to the site's folder),
// the extensions that become pages, and the URL prefix. A file's page is its path in that folder without the
// extension, `index` standing for its folder — the rule each of these themes writes out (`name === 'index' ?
// relativeDirectory : join(relativeDirectory, name)`, or createFilePath). Pages the theme would make from other data
// are not claimed here; the caller keeps "no source" for every other path of the site.
import type { ConfigObject, ConfigValue } from './kit/code';
import { pathValue } from './kit/code';
import { extOf, resolveWithin, stripExt, within } from './kit/paths';

/** One option of a theme: the key the site sets in gatsby-config, and the value the theme takes without it. */
interface ThemeOption {
  option?: string;
  default: string;
}

/** A folder a theme sources and where the pages of its files go. */
interface ThemeSource {
  folder: ThemeOption;
  /** The URL prefix its pages are joined to (several options joined in order: `${basePath}/${postsPrefix}`). */
  prefix: readonly ThemeOption[];
  /**
   * A front matter key giving the page's path: 'absolute' — an absolute value is the path as it is, a relative one
   * goes under the prefix, none leaves the file's path; 'prefixed' — the value always goes under the prefix, and a
   * file without it gets no page named (the theme falls back on data not read here).
   */
  slug?: { key: string; mode: 'absolute' | 'prefixed' };
  /** `index` files keep their name in the path (the theme joins the file's name as it is). */
  keepIndex?: boolean;
  /**
   * The theme makes a listing page (its own template) at the prefix and at each folder holding files, after the
   * files' pages: a file whose path is one of those is not the page there.
   */
  folderListings?: boolean;
}

export interface KnownTheme {
  /** Package names as gatsby-config lists them (`resolve: '@primer/gatsby-theme-doctocat'`). */
  names: readonly string[];
  /** Where its routing was read (cited in the reason given for its pages). */
  source: string;
  /** The content folders it sources with gatsby-source-filesystem, each with where its pages go. */
  sources: readonly ThemeSource[];
  /** Extensions of the files it turns into pages (its gatsby-plugin-mdx `extensions`, or '.md' for remark). */
  extensions: readonly string[];
  /** An option that replaces `extensions` (a list of extensions). */
  extensionsOption?: string;
  /**
   * Its pages are Gatsby's own page creator's over that folder (the theme only makes MDX resolvable there): files
   * and folders starting with `_` are not pages ("gatsby-plugin-page-creator ignores … files that start with an
   * underscore", https://www.gatsbyjs.com/plugins/gatsby-plugin-page-creator/).
   */
  pageCreator?: boolean;
  /** An option that, when set to `false`, turns the folder's pages off (no source instance). */
  offWhenFalse?: string;
  /** An option that, when `true`, turns the theme's pages off. */
  offWhenTrue?: string;
  /** The theme makes a page of every Markdown node of the site: the site's own sources' files count too. */
  everySource?: boolean;
  /**
   * The theme configures gatsby-plugin-mdx with `extensions` (unless the site turns that off: `mdx: false` or
   * `mdxOtherwiseConfigured: true`, the official themes' options): those files of the site's src/pages are pages too
   * (gatsby-plugin-mdx's `extensions` are "how the page creator determines which files in the pages/ directory get
   * built as pages", https://www.gatsbyjs.com/plugins/gatsby-plugin-mdx/).
   */
  mdx?: boolean;
}

/** Registry themes whose routing was read in their published source. */
export const KNOWN_THEMES: readonly KnownTheme[] = [
  {
    // theme/gatsby-config.js sources `path.resolve('./content')` with gatsby-plugin-mdx `extensions: ['.mdx', '.md']`;
    // theme/gatsby-node.js createPages: "Turn every MDX file into a page" over `allMdx`, path =
    // join(relativeDirectory, name === 'index' ? '/' : name) (https://github.com/primer/doctocat, theme/).
    names: ['@primer/gatsby-theme-doctocat'],
    source: '@primer/gatsby-theme-doctocat (its createPages turns every MDX/Markdown file into a page at its path)',
    sources: [{ folder: { default: 'content' }, prefix: [] }],
    extensions: ['.mdx', '.md'],
    everySource: true,
    mdx: true,
  },
  {
    // packages/gatsby-theme-iterative/gatsby-config.js sources `docsPath` (config-defaults: path.resolve('content',
    // 'docs')) as the `docsInstanceName` instance (false: not sourced) for gatsby-transformer-remark; onCreateNode
    // slug = name === 'index' ? relativeDirectory : join(relativeDirectory, name); createPages path =
    // path.posix.join(docsPrefix, slug) with `docsPrefix` 'doc' by default, none when `disable`
    // (https://github.com/iterative/gatsby-theme-iterative).
    names: ['@dvcorg/gatsby-theme-iterative'],
    source: '@dvcorg/gatsby-theme-iterative (its createPages makes a page of each Markdown file of docsPath under docsPrefix)',
    sources: [{ folder: { option: 'docsPath', default: 'content/docs' }, prefix: [{ option: 'docsPrefix', default: 'doc' }] }],
    extensions: ['.md'],
    offWhenFalse: 'docsInstanceName',
    offWhenTrue: 'disable',
  },
  {
    // packages/gatsby-theme-blog-core: utils/default-options.js (`contentPath` 'content/posts', `basePath` '/'),
    // gatsby-config.js (gatsby-plugin-mdx `extensions: ['.mdx', '.md']`), gatsby-node.js onCreateNode: slug =
    // frontmatter.slug (absolute as is, else under basePath), else urlResolve(basePath, createFilePath(… contentPath))
    // (https://github.com/gatsbyjs/themes; https://www.gatsbyjs.com/plugins/gatsby-theme-blog/). gatsby-theme-blog
    // hands its options to blog-core.
    names: ['gatsby-theme-blog-core', 'gatsby-theme-blog'],
    source: 'gatsby-theme-blog-core (a page per post of contentPath under basePath, or at its slug front matter)',
    sources: [{ folder: { option: 'contentPath', default: 'content/posts' }, prefix: [{ option: 'basePath', default: '/' }], slug: { key: 'slug', mode: 'absolute' } }],
    extensions: ['.mdx', '.md'],
    mdx: true,
  },
  {
    // packages/gatsby-theme-notes: gatsby-config sources `contentPath` (default 'content/notes') with gatsby-plugin-mdx
    // `extensions: ['.md', '.mdx']`; gatsby-node createPages: each note at urlResolve(basePath, dir, name) (the file
    // name as it is, `index` too), then a listing page (the theme's notes template) at each folder holding notes and
    // at basePath (https://github.com/gatsbyjs/themes; https://www.gatsbyjs.com/plugins/gatsby-theme-notes/).
    names: ['gatsby-theme-notes'],
    source: 'gatsby-theme-notes (a page per note of contentPath at its path under basePath)',
    sources: [{ folder: { option: 'contentPath', default: 'content/notes' }, prefix: [{ option: 'basePath', default: '/' }], keepIndex: true, folderListings: true }],
    extensions: ['.md', '.mdx'],
    mdx: true,
  },
  {
    // packages/gatsby-theme-carbon/gatsby-config.js: gatsby-plugin-mdx with `extensions: mdxExtensions` (default
    // ['.mdx', '.md']) and the site's ./src/pages sourced, so Gatsby's page creator makes each MDX file of src/pages
    // a page at its path (https://github.com/carbon-design-system/gatsby-theme-carbon; "pages … in src/pages",
    // https://gatsby.carbondesignsystem.com/).
    names: ['gatsby-theme-carbon'],
    source: 'gatsby-theme-carbon (its gatsby-plugin-mdx makes each MDX file of src/pages a page at its path)',
    sources: [{ folder: { default: 'src/pages' }, prefix: [] }],
    extensions: ['.mdx', '.md'],
    extensionsOption: 'mdxExtensions',
    pageCreator: true,
    mdx: true,
  },
  {
    // themes/gatsby-theme-minimal-blog-core: utils/default-options (`postsPath` 'content/posts', `pagesPath`
    // 'content/pages', `basePath` '/', `postsPrefix` '/'); gatsby-node onCreateNode: a post's slug is its `slug`
    // front matter put under `${basePath}/${postsPrefix}` by the `@slugify` field extension (the title's kebab case
    // without one), a page's `/${basePath}/${frontmatter.slug}`; createPages makes a page at each slug
    // (https://github.com/LekoArts/gatsby-themes; gatsby-config: gatsby-plugin-mdx `extensions: ['.mdx', '.md']`).
    names: ['@lekoarts/gatsby-theme-minimal-blog-core', '@lekoarts/gatsby-theme-minimal-blog'],
    source: '@lekoarts/gatsby-theme-minimal-blog-core (a page per post and page at its slug front matter)',
    sources: [
      { folder: { option: 'postsPath', default: 'content/posts' }, prefix: [{ option: 'basePath', default: '/' }, { option: 'postsPrefix', default: '/' }], slug: { key: 'slug', mode: 'prefixed' } },
      { folder: { option: 'pagesPath', default: 'content/pages' }, prefix: [{ option: 'basePath', default: '/' }], slug: { key: 'slug', mode: 'prefixed' } },
    ],
    extensions: ['.mdx', '.md'],
    mdx: true,
  },
];

export function knownTheme(name: string): KnownTheme | undefined {
  return KNOWN_THEMES.find((t) => t.names.includes(name));
}

/** The extensions a theme's gatsby-plugin-mdx adds to the page creator's (empty when it configures none). */
export function themePageExtensions(theme: KnownTheme, options: ConfigObject): string[] {
  if (!theme.mdx || options.mdx === false || options.mdxOtherwiseConfigured === true) return [];
  return [...(themeExtensions(theme, options) ?? [])];
}

/** The extensions of the files a theme turns into pages: its data, or the site's list in its extensions option. */
function themeExtensions(theme: KnownTheme, options: ConfigObject): Set<string> | undefined {
  const listed = theme.extensionsOption === undefined ? undefined : options[theme.extensionsOption];
  if (listed !== undefined && !(Array.isArray(listed) && listed.every((e) => typeof e === 'string'))) return undefined;
  return new Set((listed as string[] | undefined)?.map((e) => `.${e.replace(/^\./, '').toLowerCase()}`) ?? theme.extensions);
}

/** A theme option's value as a string, the default when the site does not set it; undefined when it is computed. */
function optionValue(options: ConfigObject, spec: ThemeOption, read: (v: ConfigValue) => string | undefined): string | undefined {
  if (spec.option === undefined || !(spec.option in options)) return spec.default;
  return read(options[spec.option]);
}

export interface ThemePage {
  path: string;
  file: string;
}

/**
 * The pages a known theme makes of the site's files: `under(dir)` lists a folder, `frontMatter(rel)` reads a file's
 * front matter (only for themes with a slug key), `home` is the site's folder. Undefined when the site's options
 * for it are computed (which folder or prefix is not known): then no page is named.
 */
export function knownThemePages(
  theme: KnownTheme,
  options: ConfigObject,
  home: string,
  siteSources: readonly string[],
  under: (dir: string) => readonly string[],
  frontMatter: (rel: string) => Record<string, unknown>,
  maxFiles: number,
): ThemePage[] | undefined {
  if (theme.offWhenTrue && options[theme.offWhenTrue] === true) return [];
  if (theme.offWhenFalse && options[theme.offWhenFalse] === false) return [];
  const exts = themeExtensions(theme, options);
  if (exts === undefined) return undefined;
  const out: ThemePage[] = [];
  for (const [i, spec] of theme.sources.entries()) {
    const folder = optionValue(options, spec.folder, pathValue);
    const parts = spec.prefix.map((p) => optionValue(options, p, (v) => (typeof v === 'string' ? v : undefined)));
    if (folder === undefined || parts.some((p) => p === undefined)) return undefined;
    const prefix = parts.join('/');
    const dir = resolveWithin(home, folder.replace(/^\.\//, ''));
    if (dir === undefined) return undefined;
    const dirs = [dir, ...(theme.everySource && i === 0 ? siteSources.filter((d) => d !== dir) : [])];
    for (const source of dirs) {
      const listings = new Set([joinUrl(prefix, '')]);
      const pages: ThemePage[] = [];
      for (const rel of under(source).filter((f) => exts.has(extOf(f))).slice(0, maxFiles)) {
        const local = within(source, rel);
        if (!local || (theme.pageCreator && local.split('/').some((seg) => seg.startsWith('_')))) continue;
        const path = pagePath(spec, prefix, local, () => frontMatter(rel));
        if (path !== undefined) pages.push({ path, file: rel });
        const dir = local.includes('/') ? local.slice(0, local.lastIndexOf('/')) : '';
        if (spec.folderListings && dir) listings.add(joinUrl(prefix, dir));
      }
      out.push(...(spec.folderListings ? pages.filter((p) => !listings.has(p.path)) : pages));
    }
  }
  return out;
}

/** A file's page path in a theme source: its slug front matter as the source reads it, else its path in the folder. */
function pagePath(spec: ThemeSource, prefix: string, local: string, frontMatter: () => Record<string, unknown>): string | undefined {
  const raw = spec.slug ? frontMatter()[spec.slug.key] : undefined;
  const slug = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
  if (spec.slug?.mode === 'prefixed') return slug === undefined ? undefined : joinUrl(prefix, slug);
  if (slug !== undefined) return slug.startsWith('/') ? slug : joinUrl(prefix, slug);
  const stem = stripExt(local);
  if (spec.keepIndex) return joinUrl(prefix, stem);
  return joinUrl(prefix, stem === 'index' ? '' : stem.endsWith('/index') ? stem.slice(0, -'/index'.length) : stem);
}

/** `path.posix.join('/', prefix, rest)` for URL paths: one slash between parts, none doubled, no trailing one. */
function joinUrl(prefix: string, rest: string): string {
  const parts = `${prefix}/${rest}`.split('/').filter((s) => s !== '' && s !== '.');
  return `/${parts.join('/')}`;
}
