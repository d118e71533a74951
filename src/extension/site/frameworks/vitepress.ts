// VitePress: Markdown files under srcDir → URLs (x.md → /x.html or /x with cleanUrls), rewrites, [param].md routes.
import picomatch from 'picomatch';
import type { Framework, RouteTable, SiteFiles } from '../types';
import { escapeRe } from '../configText';
import { fmString, frontData } from './ssg/content';
import { findJsValue, isJsObject, jsString } from './ssg/jsLiteral';
import { baseOf, dirOf, joinRel, relDir, stripExt, within } from './ssg/paths';
import { RouteTableBuilder, basePathOf } from './ssg/routeTable';

const CONFIGS = ['config.js', 'config.ts', 'config.mjs', 'config.mts', 'config.cjs', 'config.cts'].map((c) => `.vitepress/${c}`);

export const vitepress: Framework = {
  id: 'vitepress',
  label: 'VitePress',
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    return /"vitepress"\s*:/.test(files.read('package.json') ?? '') ? 0.7 : 0;
  },
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel.endsWith('.md') || /\.paths\.[cm]?[jt]s$/.test(rel);
  },
};

type Rewrite = (local: string) => string | undefined;

/** `rewrites` keys and values use path-to-regexp params: ':name' (one segment) and ':name*' (the rest). */
function compileRewrite(from: string, to: string): Rewrite {
  let src = '';
  let last = 0;
  for (const m of from.matchAll(/:(\w+)([*+?])?/g)) {
    src += escapeRe(from.slice(last, m.index));
    src += m[2] === '*' || m[2] === '+' ? `(?<${m[1]}>.${m[2]})` : `(?<${m[1]}>[^/]+)`;
    last = (m.index ?? 0) + m[0].length;
  }
  const re = new RegExp(`^${src}${escapeRe(from.slice(last))}$`);
  return (local) => {
    const m = re.exec(local);
    if (!m) return undefined;
    return to.replace(/:(\w+)[*+?]?/g, (all, name: string) => m.groups?.[name] ?? all);
  };
}

function compile(files: SiteFiles): RouteTable {
  const configRel = CONFIGS.find((c) => files.has(c));
  const text = configRel ? (files.read(configRel) ?? '') : '';
  const srcDir = relDir(jsString(findJsValue(text, 'srcDir')), '');
  const cleanUrls = findJsValue(text, 'cleanUrls') === true;
  const rewritesValue = findJsValue(text, 'rewrites');
  const rewrites: Rewrite[] = isJsObject(rewritesValue)
    ? Object.entries(rewritesValue).flatMap(([from, to]) => (typeof to === 'string' ? [compileRewrite(from, to)] : []))
    : [];
  const excludeValue = findJsValue(text, 'srcExclude');
  const excludes = Array.isArray(excludeValue) ? excludeValue.filter((v): v is string => typeof v === 'string').map((g) => picomatch(g, { dot: true })) : [];
  const builder = new RouteTableBuilder();

  for (const rel of files.under(srcDir)) {
    const local = within(srcDir, rel);
    if (!local || !local.endsWith('.md')) continue;
    if (local.split('/').some((seg) => seg === 'node_modules' || seg === '.vitepress' || seg === 'public') || excludes.some((x) => x(local))) continue;
    let routed = local;
    let rewritten = false;
    for (const rw of rewrites) {
      const out = rw(local);
      if (out !== undefined) {
        routed = out;
        rewritten = true;
        break;
      }
    }
    const stem = stripExt(routed);
    const isIndex = baseOf(stem) === 'index';
    const why = rewritten ? ` (rewritten to ${routed})` : '';
    if (/\[[^\]]+\]/.test(stem)) {
      const loader = ['js', 'ts', 'mjs', 'mts'].map((e) => `${stripExt(rel)}.paths.${e}`).find((p) => files.has(p));
      const pattern = '/' + (isIndex ? dirOf(stem) : stem).replace(/\[\.\.\.[^\]]+\]/g, '**').replace(/\[[^\]]+\]/g, '*');
      builder.addPattern(pattern.replace(/\/$/, '') || '/', { file: rel, reason: `VitePress: dynamic route template ${rel}${loader ? ` (paths from ${loader})` : ''}` });
      continue;
    }
    const fm = frontData(files, rel);
    if (fm.layout === false && fmString(fm, 'permalink')) continue;
    const url = isIndex ? `/${dirOf(stem)}/` : cleanUrls ? `/${stem}` : `/${stem}.html`;
    const res = { file: rel, reason: `VitePress: ${rel}${why}` };
    builder.add(joinRel(url) === '' ? '/' : url, res);
    // The build writes x.html either way; with cleanUrls the host serves it at /x too.
    if (cleanUrls && !isIndex) builder.add(`/${stem}.html`, res);
  }
  return builder.build(basePathOf(jsString(findJsValue(text, 'base')) ?? '/'));
}
