// Material for MkDocs' blog plugin: posts under `{blog_dir}/posts` are served at `{blog_dir}/{post_url_format}`
// (default `{date}/{slug}`), never at their file path; archive, category, author and pagination pages are generated.
// Options and defaults as in the plugin's BlogConfig.
import type { SiteFiles } from '../types';
import { type Data, isRecord, str } from './kit/data';
import { dateParts, pad2 } from './kit/dates';
import { type FrontData, fmList, fmString, headOf, isTrue } from './kit/frontMatter';
import { baseOf, joinRel, stripExt } from './kit/paths';
import { pymdownxSlugify } from './kit/slugify';
import { yamlTagOf } from '../yamlText';
import { pluginOptions } from './mkdocsConfig';

export interface BlogPlugin {
  /** The blog's folder inside docs_dir. */
  dir: string;
  /** Where the posts are, inside docs_dir. */
  postsDir: string;
  opts: Data;
}

export function blogOf(config: Data): BlogPlugin | undefined {
  const opts = pluginOptions(config, 'blog', 'material/blog');
  if (!opts) return undefined;
  const dir = joinRel(str(opts.blog_dir) ?? 'blog');
  const postsDir = joinRel((str(opts.post_dir) ?? '{blog}/posts').split('{blog}').join(dir));
  return { dir, postsDir, opts };
}

export function isPost(blog: BlogPlugin, local: string): boolean {
  return local.startsWith(`${blog.postsDir}/`);
}

/** Whether a post is left out of the build: `draft: true` (unless the plugin's `draft` option builds drafts). */
export function isDraftPost(blog: BlogPlugin, fm: FrontData): boolean {
  return isTrue(fm.draft) && blog.opts.draft !== true;
}

/**
 * A post's URL path inside the build ('blog/2024/06/01/title'), or undefined when it cannot be told (no date, a date
 * format or slug function the mapping does not know).
 */
export function blogPostPath(files: SiteFiles, rel: string, fm: FrontData, blog: BlogPlugin): string | undefined {
  const opts = blog.opts;
  const format = str(opts.post_url_format) ?? '{date}/{slug}';
  let date = '';
  if (format.includes('{date}')) {
    const created = dateParts(isRecord(fm.date) ? fm.date.created : fm.date);
    const formatted = created ? formatDate(created, str(opts.post_url_date_format) ?? 'yyyy/MM/dd') : undefined;
    if (formatted === undefined) return undefined;
    date = formatted;
  }
  let slug = '';
  if (format.includes('{slug}')) {
    const own = fmString(fm, 'slug');
    if (own) slug = own;
    else {
      const lower = slugifyCase(opts.post_slugify);
      if (lower === undefined) return undefined;
      const title = fmString(fm, 'title') ?? firstHeading((headOf(files, rel) ?? '').slice(0, 20000));
      if (!title) return undefined;
      slug = pymdownxSlugify(title, str(opts.post_slugify_separator) ?? '-', lower);
    }
  }
  let categories = '';
  if (format.includes('{categories}')) {
    const lower = slugifyCase(opts.categories_slugify);
    if (lower === undefined) return undefined;
    const max = typeof opts.post_url_max_categories === 'number' ? opts.post_url_max_categories : 1;
    categories = fmList(fm, 'categories').slice(0, max).map((c) => pymdownxSlugify(c, str(opts.categories_slugify_separator) ?? '-', lower)).join('/');
  }
  const path = format.split('{date}').join(date).split('{slug}').join(slug).split('{categories}').join(categories).split('{file}').join(stripExt(baseOf(rel)));
  if (path.includes('{')) return undefined;
  return joinRel(blog.dir, path);
}

/** The tag `!!python/object/apply:pymdownx.slugs.slugify` stands for, as the YAML reader expands it. */
const PYMDOWNX_SLUGIFY = 'tag:yaml.org,2002:python/object/apply:pymdownx.slugs.slugify';

/**
 * Whether a slugify option lower-cases (true) or keeps the case (false) of what it slugifies; undefined for a function
 * the mapping does not know. Unset is the plugin's default, `pymdownx.slugs.slugify(case = "lower")` (BlogConfig);
 * `!!python/object/apply:pymdownx.slugs.slugify {kwds: {case: lower | none}}` is that same function
 * (facelessuser.github.io/pymdown-extensions/extras/slugs/); other cases, percent encoding or normalizations are not known.
 */
function slugifyCase(option: unknown): boolean | undefined {
  if (option === undefined) return true;
  if (yamlTagOf(option) !== PYMDOWNX_SLUGIFY || !isRecord(option)) return undefined;
  const kwds = isRecord(option.kwds) ? option.kwds : {};
  if (Object.keys(option).some((k) => k !== 'kwds') || Object.keys(kwds).some((k) => k !== 'case' && k !== 'normalize')) return undefined;
  if (kwds.normalize !== undefined && kwds.normalize !== 'NFC') return undefined;
  return kwds.case === undefined || kwds.case === 'none' ? false : kwds.case === 'lower' ? true : undefined;
}

/** Babel's date patterns as the plugin uses them for URLs: y/yy/yyyy, M/MM, d/dd and literal text; undefined for others. */
function formatDate(d: { year: number; month: number; day: number }, pattern: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end < 0) return undefined;
      out += end === i + 1 ? "'" : pattern.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(c)) {
      out += c;
      i++;
      continue;
    }
    let n = 1;
    while (pattern[i + n] === c) n++;
    if (c === 'y') out += n === 2 ? String(d.year % 100).padStart(2, '0') : String(d.year).padStart(n, '0');
    else if (c === 'M' && n <= 2) out += n === 2 ? pad2(d.month) : String(d.month);
    else if (c === 'd' && n <= 2) out += n === 2 ? pad2(d.day) : String(d.day);
    else return undefined;
    i += n;
  }
  return out;
}

/** Pages the plugin generates under the blog folder: archive, categories, author profiles and their pagination. */
export function isGeneratedBlogPage(local: string, blog: BlogPlugin): boolean {
  if (local !== blog.dir && !local.startsWith(`${blog.dir}/`)) return false;
  const segs = local.split('/').filter(Boolean).slice(blog.dir.split('/').filter(Boolean).length);
  if (segs.length >= 2 && ['archive', 'category', 'author'].includes(segs[0])) return true;
  const last = segs.length - 1;
  return last >= 1 && segs[last - 1] === 'page' && /^\d+$/.test(segs[last]);
}

/** The text of the first `# heading` line after the front matter (trailing #s dropped), by lines. */
function firstHeading(text: string): string | undefined {
  let inFront = text.startsWith('---');
  for (const [i, line] of text.split('\n').entries()) {
    if (inFront) {
      if (i > 0 && /^(?:---|\.\.\.)\s*$/.test(line)) inFront = false;
      continue;
    }
    if (!line.startsWith('# ') && !line.startsWith('#\t')) continue;
    let end = line.length;
    while (end > 1 && /[\s#]/.test(line[end - 1])) end--;
    const title = line.slice(1, end).trim();
    if (title) return title;
  }
  return undefined;
}
