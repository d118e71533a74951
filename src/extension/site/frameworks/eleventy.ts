// Eleventy: templates in the input dir → URLs (default `x/index.html`, permalink from front matter or data files).
import ignore from 'ignore';
import type { Framework, RouteTable, SiteFiles } from '../types';
import { escapeRe } from '../configText';
import { type FrontData, frontData, isTrue } from './ssg/content';
import { splitDatedName } from './ssg/dates';
import { JsExpr, type JsValue, findJsValue, isJsObject, jsString, valuesAfter } from './ssg/jsLiteral';
import { baseOf, dirOf, joinRel, relDir, within } from './ssg/paths';
import { RouteTableBuilder, basePathOf, urlKey } from './ssg/routeTable';
import { eleventySlugify } from './ssg/slugify';

const CONFIGS = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', 'eleventy.config.ts', 'eleventy.config.mts', '.eleventy.js'];
const DEFAULT_FORMATS = ['html', 'liquid', 'ejs', 'md', 'hbs', 'mustache', 'haml', 'pug', 'njk', '11ty.js'];
const DATA_SUFFIXES = ['.11tydata.json', '.11tydata.js', '.11tydata.mjs', '.11tydata.cjs', '.json'];

interface Settings {
  input: string;
  formats: string[];
  excludedDirs: string[];
  pathPrefix: string;
  configText: string;
}

/** A permalink as read from data: a literal string, `false`, or undefined when none is set. */
type Permalink = string | false | undefined;

export const eleventy: Framework = {
  id: 'eleventy',
  label: 'Eleventy',
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    const pkg = files.read('package.json') ?? '';
    if (/"@11ty\/eleventy"\s*:/.test(pkg)) return 0.9;
    return files.has('.eleventyignore') ? 0.6 : 0;
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel === '.eleventyignore' || rel === 'package.json' || /\.11tydata\.\w+$/.test(rel) || /\.(md|njk|liquid|html|webc|11ty\.js|ejs|hbs|pug|haml|mustache|json)$/.test(rel);
  },
};

function settingsOf(files: SiteFiles): Settings {
  const configRel = CONFIGS.find((c) => files.has(c));
  const text = configRel ? (files.read(configRel) ?? '') : '';
  const dir = findJsValue(text, 'dir');
  const inputCall = jsString(valuesAfter(text, /\bsetInputDirectory\s*\(/)[0]);
  const input = relDir(inputCall ?? (isJsObject(dir) ? jsString(dir.input) : undefined), '');
  const sub = (key: string, fallback: string): string => relDir(isJsObject(dir) ? jsString(dir[key]) : undefined, fallback);
  const formatsValue = findJsValue(text, 'templateFormats') ?? valuesAfter(text, /\bsetTemplateFormats\s*\(/)[0];
  const formats = Array.isArray(formatsValue)
    ? formatsValue.filter((f): f is string => typeof f === 'string')
    : typeof formatsValue === 'string' ? formatsValue.split(',').map((f) => f.trim()) : [...DEFAULT_FORMATS];
  for (const v of [...valuesAfter(text, /\baddTemplateFormats\s*\(/), ...valuesAfter(text, /\baddExtension\s*\(/)]) {
    for (const f of Array.isArray(v) ? v : [v]) if (typeof f === 'string') formats.push(...f.split(',').map((x) => x.trim()));
  }
  if (/eleventy-plugin-webc/.test(text)) formats.push('webc');
  const excludedDirs = [joinRel(input, sub('includes', '_includes')), joinRel(input, sub('data', '_data')), joinRel(input, sub('output', '_site')), sub('output', '_site'), 'node_modules'];
  const layouts = isJsObject(dir) ? jsString(dir.layouts) : undefined;
  if (layouts) excludedDirs.push(joinRel(input, layouts));
  return { input, formats: [...new Set(formats)], excludedDirs, pathPrefix: jsString(findJsValue(text, 'pathPrefix')) ?? '/', configText: text };
}

function compile(files: SiteFiles): RouteTable {
  const s = settingsOf(files);
  const ig = ignore();
  for (const rel of ['.eleventyignore', joinRel(s.input, '.eleventyignore'), '.gitignore']) {
    const text = files.read(rel);
    if (text === undefined) continue;
    const base = dirOf(rel);
    // Ignore files list paths relative to their own folder.
    for (const line of text.split(/\r?\n/)) {
      const l = line.trim();
      if (!l || l.startsWith('#')) continue;
      const neg = l.startsWith('!');
      const body = (neg ? l.slice(1) : l).replace(/^\.\//, '');
      ig.add((neg ? '!' : '') + (base ? joinRel(base, body) : body));
    }
  }
  const formatRe = new RegExp(`\\.(${s.formats.map(escapeRe).join('|')})$`, 'i');
  const draftsByConfig = /addPreprocessor\(\s*["']drafts?["']/.test(s.configText);
  const builder = new RouteTableBuilder();
  const dataCache = new Map<string, Permalink>();

  for (const rel of files.under(s.input)) {
    const local = within(s.input, rel);
    if (local === undefined) continue;
    const m = formatRe.exec(rel);
    if (!m || /\.11tydata\.\w+$/.test(rel)) continue;
    if (s.excludedDirs.some((d) => d && (rel === d || rel.startsWith(d + '/')))) continue;
    if (safeIgnored(ig, rel) || rel.split('/').includes('node_modules')) continue;
    const stemLocal = local.slice(0, -m[0].length);
    const data = templateData(files, rel);
    if (draftsByConfig && isTrue(data.fm.draft)) continue;
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
      if (data.fm.pagination !== undefined) builder.addPattern(`${urlKey(url)}/*`, { file: rel, reason: `Eleventy: ${rel} (paginated)` });
      continue;
    }
    const rendered = renderPermalink(permalink, ctx);
    const why = from === rel ? 'permalink in the template' : `permalink from ${from}`;
    if (rendered.exact !== undefined) builder.add('/' + rendered.exact.replace(/^\/+/, ''), { file: rel, reason: `Eleventy: ${rel} (${why})` });
    else builder.addPattern(rendered.pattern as RegExp, { file: rel, reason: `Eleventy: ${rel} (${why}: ${permalink}, one page per data item)` });
  }
  return builder.build(basePathOf(s.pathPrefix));
}

function safeIgnored(ig: ReturnType<typeof ignore>, rel: string): boolean {
  try {
    return ig.ignores(rel);
  } catch {
    return false;
  }
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
  const text = files.read(rel) ?? '';
  let fm: FrontData = {};
  let permalink: Permalink;
  const js = /^---\s*(js|javascript)\s*\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (js) {
    permalink = permalinkOf(findJsValue(js[2], 'permalink') ?? valuesAfter(js[2], /\b(?:let|const|var)\s+permalink\s*=/)[0]);
  } else if (/\.11ty\.(c|m)?js$/.test(rel)) {
    permalink = permalinkOf(findJsValue(text, 'permalink'));
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

function isRecordLike(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function permalinkOf(v: JsValue | unknown): Permalink {
  if (v === false) return false;
  if (typeof v === 'string') return v;
  if (v instanceof JsExpr) {
    // `permalink: function (data) { return `/tags/${this.slugify(data.tag)}/`; }` and arrow forms.
    const lit = /return\s+(["'`])([\s\S]*?)\1/.exec(v.text) ?? /=>\s*(["'`])([\s\S]*?)\1/.exec(v.text);
    return lit ? lit[2] : undefined;
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
  return permalinkOf(findJsValue(text, 'permalink'));
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

const EXPR = /\{\{-?\s*([\s\S]*?)\s*-?\}\}|\{%-?[\s\S]*?-?%\}|\$\{([\s\S]*?)\}/g;

/** Evaluates the common permalink expressions; anything else becomes a one-segment wildcard. */
function renderPermalink(permalink: string, ctx: PageContext): { exact?: string; pattern?: RegExp } {
  let unresolved = false;
  let regex = '';
  let text = '';
  let last = 0;
  for (const m of permalink.matchAll(EXPR)) {
    const literal = permalink.slice(last, m.index);
    text += literal;
    regex += escapeRe(literal);
    const value = evaluate((m[1] ?? m[2] ?? '').trim(), ctx);
    if (value === undefined) {
      unresolved = true;
      regex += '[^/]+';
    } else {
      text += value;
      regex += escapeRe(value);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  text += permalink.slice(last);
  regex += escapeRe(permalink.slice(last));
  if (!unresolved) return { exact: text };
  const normalized = ('/' + regex.replace(/^\/+/, '')).replace(/\/index\\\.html$/, '').replace(/\/+$/, '');
  return { pattern: new RegExp(`^${normalized || '/'}$`) };
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
