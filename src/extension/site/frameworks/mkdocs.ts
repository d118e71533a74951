// MkDocs: Markdown under docs_dir → URLs (use_directory_urls), redirects plugin, Material's blog plugin.
import ignore from 'ignore';
import type { Framework, RouteTable, SiteFiles } from '../types';
import { type Data, bool, isRecord, readConfig, str } from './ssg/config';
import { type FrontData, fmString, frontData, isTrue } from './ssg/content';
import { dateParts, pad2 } from './ssg/dates';
import { baseOf, dirOf, relDir, stripExt, within } from './ssg/paths';
import { RouteTableBuilder, basePathOf } from './ssg/routeTable';
import { pythonMarkdownSlugify } from './ssg/slugify';

const CONFIGS = ['mkdocs.yml', 'mkdocs.yaml'];

export const mkdocs: Framework = {
  id: 'mkdocs',
  label: 'MkDocs',
  detect(files) {
    return CONFIGS.some((c) => files.has(c)) ? 1 : 0;
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel.endsWith('.md') || rel.endsWith('.markdown');
  },
};

/** `plugins:` is a list of names or one-key maps, or a map: the options of one plugin, if enabled. */
function pluginOptions(config: Data, name: string): Data | undefined {
  const plugins = config.plugins;
  if (Array.isArray(plugins)) {
    for (const p of plugins) {
      if (p === name) return {};
      if (isRecord(p) && name in p) return isRecord(p[name]) ? (p[name] as Data) : {};
    }
  } else if (isRecord(plugins) && name in plugins) {
    return isRecord(plugins[name]) ? (plugins[name] as Data) : {};
  }
  return undefined;
}

function compile(files: SiteFiles): RouteTable {
  const configRel = CONFIGS.find((c) => files.has(c)) ?? CONFIGS[0];
  const config = readConfig(files, configRel) ?? {};
  const docsDir = relDir(config.docs_dir, 'docs');
  const dirUrls = bool(config.use_directory_urls, true);
  const ig = ignore();
  const exclude = config.exclude_docs;
  if (typeof exclude === 'string') ig.add(exclude);
  const blog = pluginOptions(config, 'blog') ?? pluginOptions(config, 'material/blog');
  const blogDir = blog && blog.enabled !== false ? relDir(blog.blog_dir, 'blog') : undefined;
  const postsDir = blogDir !== undefined ? `${blogDir}/${relDir(blog?.post_dir, 'posts').replace(/^\{blog\}\/?/, '')}` : undefined;
  const builder = new RouteTableBuilder();
  const docs = files.under(docsDir).map((rel) => within(docsDir, rel)).filter((l): l is string => !!l && /\.(md|markdown)$/i.test(l));
  const present = new Set(docs);

  const urlOf = (local: string): string => {
    const stem = stripExt(local);
    const base = baseOf(stem);
    const dir = dirOf(stem);
    const isIndex = base === 'index' || (/^readme$/i.test(base) && !present.has(dir ? `${dir}/index.md` : 'index.md'));
    if (isIndex) return `/${dir}/`;
    return dirUrls ? `/${stem}/` : `/${stem}.html`;
  };

  for (const local of docs) {
    if (local.split('/').some((seg) => seg.startsWith('.')) || safeIgnores(ig, local)) continue;
    const rel = `${docsDir}/${local}`;
    if (postsDir && (local.startsWith(postsDir + '/'))) {
      const fm = frontData(files, rel);
      if (isTrue(fm.draft)) continue;
      const url = blogPostUrl(files, rel, fm, blogDir as string, blog ?? {});
      if (url) {
        builder.add(url, { file: rel, reason: `MkDocs blog plugin: ${rel}` });
        continue;
      }
    }
    builder.add(urlOf(local), { file: rel, reason: `MkDocs: ${rel}` });
  }
  if (blogDir !== undefined) {
    builder.addPattern(`/${blogDir}/**`, (m) => (/\/(page\/\d+|archive\/.*|category\/.*)$/.test(m[0]) ? { file: null, reason: 'MkDocs blog plugin: no source: generated index page' } : undefined));
  }

  const redirects = pluginOptions(config, 'redirects');
  const maps = redirects && isRecord(redirects.redirect_maps) ? redirects.redirect_maps : {};
  for (const [from, to] of Object.entries(maps)) {
    if (typeof from !== 'string' || typeof to !== 'string') continue;
    const target = /^[a-z]+:\/\//i.test(to) ? to : urlOf(to);
    builder.add(urlOf(from), { file: configRel, reason: `MkDocs: redirect to ${target} (redirects plugin in ${configRel})` });
  }
  return builder.build(basePathOf(str(config.site_url) ?? '/'));
}

function safeIgnores(ig: ReturnType<typeof ignore>, local: string): boolean {
  try {
    return ig.ignores(local);
  } catch {
    return false;
  }
}

/** Material's blog posts: `{blog_dir}/{post_url_format}`, default `{date}/{slug}` with date as yyyy/MM/dd. */
function blogPostUrl(files: SiteFiles, rel: string, fm: FrontData, blogDir: string, opts: Data): string | undefined {
  const rawDate = isRecord(fm.date) ? fm.date.created : fm.date;
  const date = dateParts(rawDate);
  let slug = fmString(fm, 'slug');
  if (!slug) {
    const title = fmString(fm, 'title') ?? /^#\s+(.+?)\s*#*\s*$/m.exec((files.read(rel) ?? '').slice(0, 20000))?.[1];
    if (!title) return undefined;
    slug = pythonMarkdownSlugify(title.replace(/:[\w-]+:/g, '').trim(), str(opts.post_slugify_separator) ?? '-');
  }
  const dateFormat = str(opts.post_date_format);
  const datePath = date && (!dateFormat || dateFormat === 'yyyy/MM/dd') ? `${date.year}/${pad2(date.month)}/${pad2(date.day)}` : '';
  const format = str(opts.post_url_format) ?? '{date}/{slug}';
  const path = format.replace('{date}', datePath).replace('{slug}', slug).replace('{file}', stripExt(baseOf(rel))).replace(/\/{2,}/g, '/').replace(/^\//, '');
  return `/${blogDir}/${path}/`;
}
