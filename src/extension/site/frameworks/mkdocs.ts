// MkDocs: Markdown under docs_dir → URLs (use_directory_urls), redirects plugin, Material's blog plugin.
import { addDomains } from '../hosting';
import { IgnoreRules } from '../match/ignoreRules';
import { escapePattern } from '../match/pathPattern';
import type { DeclaredDomain, Framework, RouteTable, SiteFiles } from '../types';
import { type Data, bool, isRecord, readFirstConfig, str } from './kit/data';
import { type FrontData, fmString, frontData, headOf, isTrue } from './kit/frontMatter';
import { dateParts, pad2 } from './kit/dates';
import { baseOf, dirOf, relDir, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';
import { pythonMarkdownSlugify } from './kit/slugify';

const CONFIGS = ['mkdocs.yml', 'mkdocs.yaml'];

function readMkdocs(files: SiteFiles): { rel: string; data: Data } {
  return readFirstConfig(files, CONFIGS) ?? { rel: CONFIGS[0], data: {} };
}

export const mkdocs: Framework = {
  id: 'mkdocs',
  label: 'MkDocs',
  configFiles: CONFIGS,
  dependencies: [],
  siteFolders: ['docs'],
  outputDirs: ['site'],
  // MkDocs copies every file of docs_dir that is not Markdown.
  staticDirs: (files) => [relDir(readMkdocs(files).data.docs_dir, 'docs')],
  domains(files): DeclaredDomain[] {
    const config = readFirstConfig(files, CONFIGS);
    const out: DeclaredDomain[] = [];
    if (config) addDomains(out, str(config.data.site_url), `${config.rel} site_url`);
    return out;
  },
  redirects: () => [],
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
  const { rel: configRel, data: config } = readMkdocs(files);
  const docsDir = relDir(config.docs_dir, 'docs');
  const dirUrls = bool(config.use_directory_urls, true);
  const ig = new IgnoreRules();
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
    if (local.split('/').some((seg) => seg.startsWith('.')) || ig.ignores(local)) continue;
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
    builder.addPattern(`/${escapePattern(blogDir)}/**`, (key) => (isGeneratedBlogIndex(key, blogDir) ? { file: null, reason: 'MkDocs blog plugin: no source: generated index page' } : undefined));
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

/** The blog plugin's generated indexes: /page/N, archive/…, category/…. */
function isGeneratedBlogIndex(key: string, blogDir: string): boolean {
  const segs = key.split('/').filter(Boolean).slice(blogDir.split('/').length);
  const last = segs.length - 1;
  if (segs.some((seg, i) => i < last && (seg === 'archive' || seg === 'category'))) return true;
  return last >= 1 && segs[last - 1] === 'page' && /^\d+$/.test(segs[last]);
}

/** Material's blog posts: `{blog_dir}/{post_url_format}`, default `{date}/{slug}` with date as yyyy/MM/dd. */
function blogPostUrl(files: SiteFiles, rel: string, fm: FrontData, blogDir: string, opts: Data): string | undefined {
  const rawDate = isRecord(fm.date) ? fm.date.created : fm.date;
  const date = dateParts(rawDate);
  let slug = fmString(fm, 'slug');
  if (!slug) {
    const title = fmString(fm, 'title') ?? firstHeading((headOf(files, rel) ?? '').slice(0, 20000));
    if (!title) return undefined;
    slug = pythonMarkdownSlugify(title.replace(/:[\w-]+:/g, '').trim(), str(opts.post_slugify_separator) ?? '-');
  }
  const dateFormat = str(opts.post_date_format);
  const datePath = date && (!dateFormat || dateFormat === 'yyyy/MM/dd') ? `${date.year}/${pad2(date.month)}/${pad2(date.day)}` : '';
  const format = str(opts.post_url_format) ?? '{date}/{slug}';
  const path = format.replace('{date}', datePath).replace('{slug}', slug).replace('{file}', stripExt(baseOf(rel))).replace(/\/{2,}/g, '/').replace(/^\//, '');
  return `/${blogDir}/${path}/`;
}

/** The text of the first `# heading` line (trailing #s dropped), by lines: no regex runs across the text. */
function firstHeading(text: string): string | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith('#') || line.startsWith('##')) continue;
    const body = line.slice(1);
    if (!/^[ \t]/.test(body)) continue;
    let end = body.length;
    while (end > 0 && /[\s#]/.test(body[end - 1])) end--;
    const title = body.slice(0, end).trim();
    if (title) return title;
  }
  return undefined;
}
