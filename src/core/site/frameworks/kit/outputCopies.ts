// Folders a package script copies into the generator's output folder once it has built the site: their files are
// served as they are, beside the built pages. Read from the literal words of package.json scripts, never run.
//
// Two copy commands whose result does not depend on what the output folder already holds:
// - `cpy --flat SRC DEST` (cpy-cli, https://github.com/sindresorhus/cpy-cli: "--flat  Flatten directory structure.
//   All copied files will be put in the same directory"): the files of folder SRC (or of `SRC/*`) go into DEST;
// - `cp -r SRC/. DEST` / `cp -r SRC/* DEST` (POSIX cp): the contents of SRC go into DEST.
// (`cp -r SRC DEST` makes DEST/SRC when DEST exists and DEST otherwise: left out, it cannot be told from here.)
import type { SiteFiles } from '../../types';
import { packageCommands } from './data';
import { baseOf, dirOf, joinRel, within } from './paths';
import { trimEnd } from '../../text';

/** A copy into the output folder: the site-relative source folder, and the URL folder its files land in. */
export interface OutputCopy {
  /** Source folder, relative to the site's files (inside the site). */
  from: string;
  /** Path below the output folder ('' = its root), no slashes around. */
  to: string;
  /** Whether files in the source's subfolders keep their folders (cp) or are left out (cpy --flat flattens them). */
  nested: boolean;
  /** The package.json the script is in. */
  origin: string;
}

const MAX_COPIES = 20;

/**
 * The copies the site's scripts make into its output folder `outDir` (site-relative, e.g. '.vitepress/dist'), read
 * from the site's own package.json and, for a site that is a folder of a larger repository, the package.json of each
 * folder above it (a package's script building its docs folder). A destination in a folder of that name whose project
 * folder is not in the repository counts too, when `generatedOutDir` names the output folder inside a project (the
 * default one): a copy of the site the build makes first (gitignored), built there.
 */
export function outputCopies(files: SiteFiles, outDir: string, generatedOutDir?: string): OutputCopy[] {
  const out: OutputCopy[] = [];
  const outer = files.outer && files.outer.dir !== '' ? files.outer : undefined;
  const repo = outer?.files ?? files;
  const siteDir = outer?.dir ?? '';
  const parts = siteDir ? siteDir.split('/') : [];
  const pkgDirs = parts.map((_, i) => parts.slice(0, parts.length - i).join('/'));
  pkgDirs.push('');
  const ownOut = joinRel(siteDir, outDir);
  const outSegs = generatedOutDir?.split('/');
  for (const pkgDir of pkgDirs) {
    const rel = joinRel(pkgDir, 'package.json');
    if (!repo.has(rel)) continue;
    for (const words of packageCommands(repo, rel)) {
      const copy = copyOf(words);
      if (!copy) continue;
      // Both ends are relative to the package's folder; the source must be the site's.
      const from = within(siteDir, joinRel(pkgDir, copy.src));
      const dest = joinRel(pkgDir, copy.dest);
      if (from === undefined || from === '') continue;
      const to = dest === ownOut ? '' : within(ownOut, dest) ?? (outSegs ? inGeneratedProject(repo, dest, outSegs) : undefined);
      if (to === undefined) continue;
      out.push({ from, to, nested: copy.nested, origin: rel });
      if (out.length >= MAX_COPIES) return out;
    }
  }
  return out;
}

/** The path below `<project>/<outDir>` in `dest` when that project folder holds no file of the repository. */
function inGeneratedProject(repo: SiteFiles, dest: string, outSegs: readonly string[]): string | undefined {
  const segs = dest.split('/');
  for (let i = 1; i + outSegs.length <= segs.length; i++) {
    if (!outSegs.every((s, k) => segs[i + k] === s)) continue;
    const project = segs.slice(0, i).join('/');
    const present = repo.hasDir ? repo.hasDir(project) : repo.under(project).length > 0;
    return present ? undefined : segs.slice(i + outSegs.length).join('/');
  }
  return undefined;
}

/** `cpy --flat SRC DEST` or `cp -r SRC/. DEST`: the source folder and destination, as written. */
function copyOf(words: string[]): { src: string; dest: string; nested: boolean } | undefined {
  const tool = words[0];
  if (tool !== 'cpy' && tool !== 'cp' && tool !== 'npx') return undefined;
  const args = tool === 'npx' ? words.slice(1) : words;
  if (args[0] !== 'cpy' && args[0] !== 'cp') return undefined;
  const flags = args.slice(1).filter((w) => w.startsWith('-'));
  const paths = args.slice(1).filter((w) => !w.startsWith('-')).map(unquote);
  if (paths.length !== 2 || paths.some((p) => p === '' || p.includes('$') || p.includes('..'))) return undefined;
  const [src, dest] = paths;
  if (args[0] === 'cpy') {
    if (!flags.includes('--flat')) return undefined;
    const dir = src.endsWith('/*') ? src.slice(0, -2) : trimEnd(src, '/');
    return /[*?{[]/.test(dir) ? undefined : { src: dir, dest: trimEnd(dest, '/'), nested: false };
  }
  if (!flags.some((f) => (/^-[a-zA-Z]+$/.test(f) && /[rRa]/.test(f)) || f === '--recursive')) return undefined;
  const base = baseOf(src);
  if (base !== '.' && base !== '*') return undefined;
  const dir = dirOf(src);
  return /[*?{[]/.test(dir) ? undefined : { src: dir, dest: trimEnd(dest, '/'), nested: true };
}

function unquote(word: string): string {
  return word.replace(/^(['"])(.*)\1$/, '$2');
}
