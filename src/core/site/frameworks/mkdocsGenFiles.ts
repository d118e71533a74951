// mkdocs-gen-files scripts written after mkdocstrings' "automatic code reference pages" recipe
// (https://mkdocstrings.github.io/recipes/#automatic-code-reference-pages): one generated page per Python module of a
// source folder, `reference/<package>/<module>.md` (a package's `__init__.py` as its folder's `index.md`), whose text
// is that module's docstrings: the module file is the page's source. The script is read for the recipe's literal
// parts, never run; a script of another shape adds no page.
import type { SiteFiles } from '../types';
import { type Data, isRecord, strList } from './kit/data';
import { dirOf, joinRel, resolveWithin, within } from './kit/paths';
import { pluginOptions } from './mkdocsConfig';

/** Characters of a script read (the recipe is a few dozen lines). */
const MAX_SCRIPT_CHARS = 50_000;
/** Modules turned into pages per build at most. */
const MAX_MODULES = 5000;

/** `Path("src").rglob("*.py")` or `<name>.rglob("*.py")`: the folder the modules are listed from. */
const RGLOB = /(?:Path\(\s*["']([\w./-]{1,200})["']\s*\)|\b([A-Za-z_]\w{0,60}))\s*\.rglob\(\s*["']\*\.py["']\s*\)/;
/** `Path("reference", doc_path)` or `Path("reference") / doc_path`: the docs folder the pages are written to. */
const OUT_DIR = /Path\(\s*["']([\w./-]{1,200})["']\s*(?:,|\)\s*\/)\s*[A-Za-z_]\w{0,60}/;

/** A variable's folder: the literal parts of `name = root / "src"`, `Path(__file__).parent.parent / "src"`, `Path("src")`. */
function variableFolder(text: string, name: string): string | undefined {
  for (const raw of text.split('\n', 2000)) {
    const line = raw.trim();
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length).trimStart();
    if (!rest.startsWith('=') || rest.startsWith('==')) continue;
    const expr = rest.slice(1, 300);
    const parts = [...expr.matchAll(/["']([\w.-]{1,100})["']/g)].map((m) => m[1]);
    return parts.length ? parts.join('/') : /Path\(\s*__file__\s*\)|\broot\b|Path\(\s*\)/.test(expr) ? '' : undefined;
  }
  return undefined;
}

/** The recipe's facts in one script: where modules are listed from and where pages are written. */
function recipeOf(text: string): { source: string; out: string; skipPrivate: boolean } | undefined {
  if (!text.includes('mkdocs_gen_files')) return undefined;
  const listed = RGLOB.exec(text);
  const out = OUT_DIR.exec(text)?.[1];
  if (!listed || out === undefined) return undefined;
  const source = listed[1] ?? (/^[a-z]/i.test(listed[2] ?? '') && !['path', 'Path'].includes(listed[2]) ? variableFolder(text, listed[2]) : undefined);
  if (source === undefined) return undefined;
  return { source: source.replace(/^\.\//, '').replace(/\/$/, ''), out: out.replace(/^\.\//, '').replace(/\/$/, ''), skipPrivate: /startswith\(\s*["']_["']\s*\)/.test(text) };
}

/**
 * Pages the build's gen-files scripts write by the recipe: docs-relative Markdown path → the module file (site path).
 */
export function genFilesPages(files: SiteFiles, config: Data, configRel: string): Map<string, string> {
  const out = new Map<string, string>();
  const options = pluginOptions(config, 'gen-files');
  if (!options || !isRecord(options)) return out;
  const base = dirOf(configRel);
  for (const script of strList(options.scripts)) {
    const rel = resolveWithin(base, script.replace(/^\.\//, ''));
    const text = rel !== undefined && files.has(rel) ? files.read(rel)?.slice(0, MAX_SCRIPT_CHARS) : undefined;
    const recipe = text ? recipeOf(text) : undefined;
    const sourceDir = recipe ? resolveWithin(base, recipe.source) : undefined;
    if (!recipe || sourceDir === undefined) continue;
    let count = 0;
    for (const file of sourceDir === '' ? files.all() : files.under(sourceDir)) {
      if (!file.endsWith('.py') || count++ >= MAX_MODULES) continue;
      const local = sourceDir === '' ? file : within(sourceDir, file);
      if (!local) continue;
      const parts = local.slice(0, -'.py'.length).split('/');
      const last = parts[parts.length - 1];
      let page: string;
      if (last === '__init__') page = joinRel(recipe.out, ...parts.slice(0, -1), 'index.md');
      else if (last === '__main__' || (recipe.skipPrivate && parts.some((p) => p.startsWith('_')))) continue;
      else page = joinRel(recipe.out, ...parts.slice(0, -1), `${last}.md`);
      if (!out.has(page)) out.set(page, file);
    }
  }
  return out;
}
