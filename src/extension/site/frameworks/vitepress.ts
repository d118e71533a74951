// VitePress: Markdown files under srcDir → URLs (x.md → /x.html or /x with cleanUrls), rewrites, [param].md routes.
import { compileGlob, type GlobMatcher } from '../match/glob';
import { compilePathPattern, matchPathPattern } from '../match/pathPattern';
import type { Framework, RouteTable, SiteFiles } from '../types';
import { type ConfigCode, codeString, configDomains, isConfigObject, readConfigCode } from './kit/code';
import { packageDependencies } from './kit/data';
import { fmString, frontData } from './kit/frontMatter';
import { baseOf, dirOf, joinRel, relDir, stripExt, within } from './kit/paths';
import { RouteTableBuilder, basePathOf } from './kit/routeTable';

const CONFIGS = ['config.js', 'config.ts', 'config.mjs', 'config.mts', 'config.cjs', 'config.cts'].map((c) => `.vitepress/${c}`);

function config(files: SiteFiles): ConfigCode | undefined {
  return readConfigCode(files, CONFIGS)?.code;
}

function srcDirOf(code: ConfigCode | undefined): string {
  return relDir(codeString(code?.prop('srcDir')), '');
}

export const vitepress: Framework = {
  id: 'vitepress',
  label: 'VitePress',
  configFiles: CONFIGS,
  dependencies: ['vitepress'],
  siteFolders: ['docs'],
  outputDirs: ['.vitepress/dist', '.vitepress/cache'],
  staticDirs: (files) => [joinRel(srcDirOf(config(files)), 'public')],
  detect(files) {
    if (CONFIGS.some((c) => files.has(c))) return 1;
    return packageDependencies(files).has('vitepress') ? 0.7 : 0;
  },
  domains: (files) => configDomains(files, CONFIGS, 'sitemap.hostname', (code) => {
    const sitemap = code.prop('sitemap');
    return isConfigObject(sitemap) ? sitemap.hostname : undefined;
  }),
  redirects: () => [],
  compile,
  affects(rel) {
    return CONFIGS.includes(rel) || rel.endsWith('.md') || /\.paths\.[cm]?[jt]s$/.test(rel);
  },
};

type Rewrite = (local: string) => string | undefined;

/** `rewrites` keys and values use path-to-regexp params: ':name' (one segment) and ':name*' (the rest). */
function compileRewrite(from: string, to: string): Rewrite | undefined {
  const compiled = compilePathPattern(`/${from}`, { star: 'segment' });
  if (!compiled.ok) return undefined;
  const pattern = compiled.pattern;
  return (local) => {
    const m = matchPathPattern(pattern, local.split('/'));
    if (!m) return undefined;
    let out = to;
    for (const name of [...pattern.names].sort((a, b) => b.length - a.length)) {
      for (const suffix of ['*', '+', '?', '']) out = out.split(`:${name}${suffix}`).join(m[name] ?? '');
    }
    return out;
  };
}

function compile(files: SiteFiles): RouteTable {
  const code = config(files);
  const srcDir = srcDirOf(code);
  const cleanUrls = code?.prop('cleanUrls') === true;
  const rewritesValue = code?.prop('rewrites');
  const rewrites: Rewrite[] = isConfigObject(rewritesValue)
    ? Object.entries(rewritesValue).flatMap(([from, to]) => (typeof to === 'string' ? [compileRewrite(from, to)].filter((r): r is Rewrite => !!r) : []))
    : [];
  const excludeValue = code?.prop('srcExclude');
  const excludes = Array.isArray(excludeValue)
    ? excludeValue.map((g) => compileGlob(g, { dot: true })).filter((m): m is GlobMatcher => m !== undefined)
    : [];
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
  return builder.build(basePathOf(codeString(code?.prop('base')) ?? '/'));
}
