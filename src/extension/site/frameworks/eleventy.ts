// Eleventy: templates in the input dir → URLs (default `x/index.html`, permalink from front matter or data files).
import { IgnoreRules } from '../match/ignoreRules';
import { compilePathPattern, escapePattern, type PathPattern } from '../match/pathPattern';
import { trimStart } from '../text';
import type { Framework, RouteTable, SiteFiles } from '../types';
import { type ConfigCode, type ConfigValue, Computed, codeString, isConfigObject, readCode, readConfigCode } from './kit/code';
import { packageDependencies } from './kit/data';
import { type FrontData, frontData, headOf, isTrue } from './kit/frontMatter';
import { splitDatedName } from './kit/dates';
import { baseOf, dirOf, joinRel, relDir, within } from './kit/paths';
import { RouteTableBuilder, basePathOf, urlKey } from './kit/routeTable';
import { eleventySlugify } from './kit/slugify';

const CONFIGS = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', 'eleventy.config.ts', 'eleventy.config.mts', '.eleventy.js'];
const DEFAULT_FORMATS = ['html', 'liquid', 'ejs', 'md', 'hbs', 'mustache', 'haml', 'pug', 'njk', '11ty.js'];
const DATA_SUFFIXES = ['.11tydata.json', '.11tydata.js', '.11tydata.mjs', '.11tydata.cjs', '.json'];

interface Settings {
  input: string;
  formats: string[];
  excludedDirs: string[];
  pathPrefix: string;
  /** The config adds a drafts preprocessor: `draft: true` pages are not built. */
  drafts: boolean;
}

/** A permalink as read from data: a literal string, `false`, or undefined when none is set. */
type Permalink = string | false | undefined;

export const eleventy: Framework = {
  id: 'eleventy',
  label: 'Eleventy',
  configFiles: CONFIGS,
  dependencies: ['@11ty/eleventy'],
  siteFolders: ['src', '_includes'],
  outputDirs: ['_site'],
  staticDirs: () => ['public'],
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    if (packageDependencies(files).has('@11ty/eleventy')) return 0.9;
    return files.has('.eleventyignore') ? 0.6 : 0;
  },
  domains: () => [],
  redirects: () => [],
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel === '.eleventyignore' || rel === 'package.json' || /\.11tydata\.\w+$/.test(rel) || /\.(md|njk|liquid|html|webc|11ty\.js|ejs|hbs|pug|haml|mustache|json)$/.test(rel);
  },
};

/** Format names from literal config values ('md,njk', ['md', 'njk']). */
function formatsIn(v: ConfigValue, out: string[]): void {
  for (const f of Array.isArray(v) ? v : [v]) if (typeof f === 'string') out.push(...f.split(',').map((x) => x.trim()).filter(Boolean));
}

function settingsOf(files: SiteFiles): Settings {
  const code: ConfigCode | undefined = readConfigCode(files, CONFIGS)?.code;
  const dir = code?.prop('dir');
  const inputCall = codeString(code?.calls('setInputDirectory')[0]?.[0]);
  const input = relDir(inputCall ?? (isConfigObject(dir) ? codeString(dir.input) : undefined), '');
  const sub = (key: string, fallback: string): string => relDir(isConfigObject(dir) ? codeString(dir[key]) : undefined, fallback);
  const formats: string[] = [];
  const declared = code?.prop('templateFormats') ?? code?.calls('setTemplateFormats')[0]?.[0];
  formatsIn(declared ?? DEFAULT_FORMATS, formats);
  for (const args of [...(code?.calls('addTemplateFormats') ?? []), ...(code?.calls('addExtension') ?? [])]) formatsIn(args[0], formats);
  if (code?.imports().some((m) => m.includes('eleventy-plugin-webc'))) formats.push('webc');
  const excludedDirs = [joinRel(input, sub('includes', '_includes')), joinRel(input, sub('data', '_data')), joinRel(input, sub('output', '_site')), sub('output', '_site'), 'node_modules'];
  const layouts = isConfigObject(dir) ? codeString(dir.layouts) : undefined;
  if (layouts) excludedDirs.push(joinRel(input, layouts));
  const drafts = (code?.calls('addPreprocessor') ?? []).some((args) => args[0] === 'drafts' || args[0] === 'draft');
  return { input, formats: [...new Set(formats)], excludedDirs, pathPrefix: codeString(code?.prop('pathPrefix')) ?? '/', drafts };
}

/** The template format of a file name ('x.11ty.js' → '11ty.js'), among the configured formats; undefined if none. */
function formatOf(rel: string, formats: readonly string[]): string | undefined {
  const lower = rel.toLowerCase();
  let best: string | undefined;
  for (const f of formats) if (lower.endsWith(`.${f.toLowerCase()}`) && (!best || f.length > best.length)) best = f;
  return best;
}

function compile(files: SiteFiles): RouteTable {
  const s = settingsOf(files);
  const ig = new IgnoreRules();
  for (const rel of ['.eleventyignore', joinRel(s.input, '.eleventyignore'), '.gitignore']) {
    const text = files.read(rel);
    if (text === undefined) continue;
    const base = dirOf(rel);
    // Ignore files list paths relative to their own folder: rewrite each line to the site root.
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      const l = line.trim();
      if (!l || l.startsWith('#')) continue;
      const neg = l.startsWith('!');
      let body = neg ? l.slice(1) : l;
      while (body.startsWith('./')) body = body.slice(2);
      lines.push((neg ? '!' : '') + (base ? joinRel(base, body) : body));
    }
    ig.add(lines.join('\n'));
  }
  const builder = new RouteTableBuilder();
  const dataCache = new Map<string, Permalink>();

  for (const rel of files.under(s.input)) {
    const local = within(s.input, rel);
    if (local === undefined) continue;
    const format = formatOf(rel, s.formats);
    if (!format || /\.11tydata\.\w+$/.test(rel)) continue;
    if (s.excludedDirs.some((d) => d && (rel === d || rel.startsWith(d + '/')))) continue;
    if (ig.ignores(rel) || rel.split('/').includes('node_modules')) continue;
    const stemLocal = local.slice(0, -(format.length + 1));
    const data = templateData(files, rel);
    if (s.drafts && isTrue(data.fm.draft)) continue;
    let permalink: Permalink = data.permalink;
    let from = permalink !== undefined ? rel : undefined;
    if (permalink === undefined) {
      const found = inheritedPermalink(files, rel, stemLocal, s, dataCache);
      permalink = found.permalink;
      from = found.from;
    }
    if (permalink === false) continue;
    const ctx = pageContext(stemLocal, data.fm);
    if (permalink === undefined) {
      const url = defaultUrl(stemLocal);
      builder.add(url, { file: rel, reason: `Eleventy: ${rel}` });
      if (data.fm.pagination !== undefined) builder.addPattern(`${escapePattern(urlKey(url))}/*`, { file: rel, reason: `Eleventy: ${rel} (paginated)` });
      continue;
    }
    const rendered = renderPermalink(permalink, ctx);
    const why = from === rel ? 'permalink in the template' : `permalink from ${from}`;
    if (rendered.exact !== undefined) builder.add('/' + trimStart(rendered.exact, '/'), { file: rel, reason: `Eleventy: ${rel} (${why})` });
    else if (rendered.pattern) builder.addPattern(rendered.pattern, { file: rel, reason: `Eleventy: ${rel} (${why}: ${permalink}, one page per data item)` });
  }
  return builder.build(basePathOf(s.pathPrefix));
}

/** Eleventy's default: `x.md` → /x/, `x/index.md` → /x/, `x/x.md` → /x/ (file named like its folder). */
function defaultUrl(stemLocal: string): string {
  const base = baseOf(stemLocal);
  const dir = dirOf(stemLocal);
  if (base === 'index' || (dir !== '' && base === baseOf(dir))) return `/${dir}/`;
  return `/${stemLocal}/`;
}

interface PageContext {
  fileSlug: string;
  filePathStem: string;
  fm: FrontData;
}

function pageContext(stemLocal: string, fm: FrontData): PageContext {
  const base = baseOf(stemLocal);
  const dir = dirOf(stemLocal);
  const dated = splitDatedName(base);
  const fileSlug = base === 'index' ? baseOf(dir) : dated && dated.rest ? dated.rest : base;
  return { fileSlug, filePathStem: '/' + stemLocal, fm };
}

/** Front matter (YAML, or `---js` read statically) and a same-name template data file. */
function templateData(files: SiteFiles, rel: string): { fm: FrontData; permalink: Permalink } {
  let fm: FrontData = {};
  let permalink: Permalink;
  const head = /\.11ty\.(c|m)?js$/.test(rel) ? undefined : jsFrontMatter(headOf(files, rel) ?? '');
  if (head !== undefined) {
    const code = readCode(head);
    permalink = permalinkOf(code.values('permalink')[0] ?? code.named('permalink'));
  } else if (/\.11ty\.(c|m)?js$/.test(rel)) {
    permalink = permalinkOf(readCode(files.read(rel) ?? '').values('permalink')[0]);
  } else {
    fm = frontData(files, rel);
    permalink = permalinkOf(fm.permalink ?? (isRecordLike(fm.eleventyComputed) ? fm.eleventyComputed.permalink : undefined));
  }
  if (permalink === undefined) {
    const stem = rel.replace(/\.(11ty\.[cm]?js|[^./]+)$/, '');
    for (const suffix of ['.11tydata.json', '.11tydata.js', '.11tydata.mjs', '.11tydata.cjs']) {
      const dataRel = stem + suffix;
      if (!files.has(dataRel)) continue;
      permalink = dataFilePermalink(files, dataRel);
      if (permalink !== undefined) break;
    }
  }
  return { fm, permalink };
}

/** The code of a `---js` front matter block, or undefined when the file has none. */
function jsFrontMatter(text: string): string | undefined {
  const m = /^---[ \t]*(?:js|javascript)[ \t]*\r?\n/.exec(text);
  if (!m) return undefined;
  const close = text.indexOf('\n---', m[0].length - 1);
  return close < 0 ? undefined : text.slice(m[0].length, close);
}

function isRecordLike(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Permalinks longer than this are not URLs. */
const MAX_PERMALINK = 2000;

function permalinkOf(v: ConfigValue | unknown): Permalink {
  if (v === false) return false;
  if (typeof v === 'string') return v.length <= MAX_PERMALINK ? v : undefined;
  if (v instanceof Computed) {
    // `permalink: (data) => `/tags/${data.tag}/``: the template it returns, `${…}` parts as written.
    if (v.detail.template !== undefined) return v.detail.template.length <= MAX_PERMALINK ? v.detail.template : undefined;
    if (v.detail.returns !== undefined) return permalinkOf(v.detail.returns);
  }
  return undefined;
}

function dataFilePermalink(files: SiteFiles, dataRel: string): Permalink {
  const text = files.read(dataRel);
  if (text === undefined) return undefined;
  if (dataRel.endsWith('.json')) {
    try {
      const data: unknown = JSON.parse(text);
      return isRecordLike(data) ? permalinkOf(data.permalink) : undefined;
    } catch {
      return undefined;
    }
  }
  return permalinkOf(readCode(text).values('permalink')[0]);
}

/** Directory data files from the template's folder up to the input dir: the nearest permalink wins. */
function inheritedPermalink(files: SiteFiles, rel: string, stemLocal: string, s: Settings, cache: Map<string, Permalink>): { permalink: Permalink; from?: string } {
  let dirLocal = dirOf(stemLocal);
  for (;;) {
    const dirRel = joinRel(s.input, dirLocal);
    const name = baseOf(dirRel);
    if (name) {
      for (const suffix of DATA_SUFFIXES) {
        const dataRel = `${dirRel}/${name}${suffix}`;
        if (dataRel === rel || !files.has(dataRel)) continue;
        if (!cache.has(dataRel)) cache.set(dataRel, dataFilePermalink(files, dataRel));
        const p = cache.get(dataRel);
        if (p !== undefined) return { permalink: p, from: dataRel };
      }
    }
    if (dirLocal === '') return { permalink: undefined };
    dirLocal = dirOf(dirLocal);
  }
}

/** The template expressions of a permalink, found by hand (`{{ … }}`, `{% … %}`, `${ … }`): one pass, no backtracking. */
function expressions(permalink: string): Array<{ start: number; end: number; expr: string | undefined }> {
  const out: Array<{ start: number; end: number; expr: string | undefined }> = [];
  let i = 0;
  while (i < permalink.length) {
    const open = ['{{', '{%', '${'].map((o) => ({ o, at: permalink.indexOf(o, i) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (!open) break;
    const closer = open.o === '{{' ? '}}' : open.o === '{%' ? '%}' : '}';
    const close = permalink.indexOf(closer, open.at + 2);
    if (close < 0) break;
    const inner = permalink.slice(open.at + 2, close);
    // `{% … %}` tags render nothing we can evaluate; `{{- x -}}` trims whitespace.
    const expr = open.o === '{%' ? '' : inner.replace(/^-/, '').replace(/-$/, '').trim();
    out.push({ start: open.at, end: close + closer.length, expr: open.o === '{%' ? undefined : expr });
    i = close + closer.length;
  }
  return out;
}

/** Evaluates the common permalink expressions; anything else becomes a one-segment wildcard. */
function renderPermalink(permalink: string, ctx: PageContext): { exact?: string; pattern?: PathPattern } {
  let unresolved = false;
  let source = '';
  let text = '';
  let last = 0;
  for (const m of expressions(permalink)) {
    const literal = permalink.slice(last, m.start);
    text += literal;
    source += escapePattern(literal);
    const value = m.expr === undefined ? undefined : evaluate(m.expr, ctx);
    if (value === undefined) {
      unresolved = true;
      source += '([^/]+)';
    } else {
      text += value;
      source += escapePattern(value);
    }
    last = m.end;
  }
  text += permalink.slice(last);
  source += escapePattern(permalink.slice(last));
  if (!unresolved) return { exact: text };
  let normalized = `/${source}`;
  if (normalized.endsWith('/index.html')) normalized = normalized.slice(0, -'/index.html'.length);
  const compiled = compilePathPattern(normalized || '/', { star: 'segment' });
  return compiled.ok ? { pattern: compiled.pattern } : {};
}

function evaluate(expr: string, ctx: PageContext): string | undefined {
  const e = expr.replace(/^this\./, '');
  if (/^page\.fileSlug$/.test(e)) return ctx.fileSlug;
  if (/^page\.filePathStem$/.test(e)) return ctx.filePathStem;
  if (/^page\.outputFileExtension$/.test(e)) return 'html';
  let m = /^(?:data\.)?([\w.]+)\s*\|\s*(slugify|slug)$/.exec(e) ?? /^(?:this\.)?(?:slugify|slug)\(\s*(?:data\.)?([\w.]+)\s*\)$/.exec(e);
  if (m) {
    const v = lookup(ctx, m[1]);
    return v === undefined ? undefined : eleventySlugify(v);
  }
  m = /^(?:data\.)?(\w+)$/.exec(e);
  if (m) return lookup(ctx, m[1]);
  return undefined;
}

function lookup(ctx: PageContext, path: string): string | undefined {
  if (path === 'page.fileSlug') return ctx.fileSlug;
  const v = path.split('.').reduce<unknown>((acc, k) => (isRecordLike(acc) ? acc[k] : undefined), ctx.fm);
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}
