// Hugo content adapters (`_content.gotmpl`): which paths of their section are pages, read from the template's code.
//
// An adapter adds the pages its template code adds: each `.AddPage` call with a `path` computed from data
// (gohugo.io/content-management/content-adapters/: "Use a content adapter to create pages […] from remote data,
// local data files, or other sources"; "AddPage […] path: The page's path, relative to the content adapter's
// directory"). The mapper never runs the template: it reads, literally, the shape `path` is built with (a string, or
// `printf "<format>" $a $b`, a field `.title`) and what the template ranges over: the folders it lists with `readDir` /
// `os.ReadDir` (relative to the project's root, gohugo.io/functions/os/readdir/), or a local data file
// (`range hugo.Data.books`, gohugo.io/content-management/data-sources/). A path is claimed only when it has that
// shape and the file it is named after is in one of those folders, or an entry of that data file has the fields it
// is built from (answered with that file: the page is built from it); any other path below the section has no source
// (an unknown version, a redirected path, remote data).
import { baseOf, stripExt } from './kit/paths';

/** One segment of a printf format: a literal, or a verb (`%s`, `%v`, `%d`) between a literal prefix and suffix. */
type FormatSeg = { literal: string } | { prefix: string; arg: string; suffix: string };

/** A printf format split on '/', its verbs named after the arguments they print. */
interface Shape {
  segs: FormatSeg[];
}

export interface AdapterCode {
  /** The shapes `path` is built with; undefined when one is built some other way (its pages cannot be known). */
  paths: Shape[] | undefined;
  /** The folders the template lists (each a shape: verbs stand for any one folder name). */
  dirs: Shape[];
  /** The local data the template ranges over: `hugo.Data.a.b` → ['a', 'b']. */
  data: string[][];
}

/** A data file's entries (a list's items, a map's values), with the file. */
export interface DataEntries {
  file: string;
  entries: readonly Record<string, unknown>[];
}

const MAX_TEXT = 64 * 1024;
const VERB = /%[-+# ]*\d*(?:\.\d+)?[svdq]/g;

/** `printf "fmt" $a $b` or `"literal"` or `$var`: the format and its arguments' names. */
function shapeOf(format: string, args: readonly string[]): Shape | undefined {
  const segs: FormatSeg[] = [];
  let argAt = 0;
  for (const part of format.replace(/%%/g, '\uE000').split('/')) {
    if (part === '') continue;
    const verbs = part.match(VERB) ?? [];
    const literal = (s: string): string => s.replace(/\uE000/g, '%');
    const verb = verbs[0];
    if (verb === undefined) {
      segs.push({ literal: literal(part) });
      continue;
    }
    // Two values in one segment cannot be split apart again.
    if (verbs.length > 1) return undefined;
    const at = part.indexOf(verb);
    const arg = args[argAt++];
    if (arg === undefined) return undefined;
    segs.push({ prefix: literal(part.slice(0, at)), arg, suffix: literal(part.slice(at + verb.length)) });
  }
  return { segs };
}

/** The argument names after a printf format: `$x` → 'x', `.Name` → '.Name'; anything else stops the list. */
function argNames(rest: string): string[] {
  const out: string[] = [];
  const re = /^\s+(\$\w+|\.\w+)/;
  let text = rest.slice(0, 400);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m[1]);
    text = text.slice(m[0].length);
  }
  return out;
}

/**
 * The expression after a keyword: a string literal, a variable, `(printf "…" args)` or `printf "…" args`.
 * Returns a shape, or undefined when it is something else (a pipeline, a field of remote data…).
 */
function expressionShape(text: string, vars: Map<string, Shape | null>): Shape | undefined {
  const lit = /^\s*"([^"\\]{0,300})"/.exec(text);
  if (lit) return shapeOf(lit[1], []);
  const printf = /^\s*\(?\s*printf\s+"([^"\\]{0,300})"/.exec(text);
  if (printf) return shapeOf(printf[1], argNames(text.slice(printf[0].length)));
  // A field of the entry ranged over (`.title`) is one value: one segment.
  const field = /^\s*(\.\w+)(?![.\w])/.exec(text);
  if (field) return { segs: [{ prefix: '', arg: field[1], suffix: '' }] };
  const v = /^\s*(\$\w+)/.exec(text);
  if (v) {
    // A variable set from something else (a trimmed file name, a data field) is one value: one segment.
    return vars.get(v[1]) ?? { segs: [{ prefix: '', arg: v[1], suffix: '' }] };
  }
  return undefined;
}

/** Literal reading of an adapter template: the shapes of its pages' paths and the folders it lists. */
export function readAdapterCode(text: string | undefined): AdapterCode {
  if (!text) return { paths: undefined, dirs: [], data: [] };
  const code = text.slice(0, MAX_TEXT);
  const vars = new Map<string, Shape | null>();
  for (const m of code.matchAll(/(\$\w+)\s*:?=/g)) {
    const shape = expressionShape(code.slice(m.index + m[0].length, m.index + m[0].length + 500), new Map());
    // A variable assigned twice, or from an expression we do not read, is not a known shape.
    vars.set(m[1], vars.has(m[1]) ? null : shape?.segs.some((s) => 'arg' in s && s.arg === m[1]) ? null : shape ?? null);
  }
  const dirs: Shape[] = [];
  for (const m of code.matchAll(/\b(?:os\.)?(?:readDir|ReadDir)\b/g)) {
    const shape = expressionShape(code.slice(m.index + m[0].length, m.index + m[0].length + 500), vars);
    if (shape && shape.segs.length > 0 && shape.segs.every((s) => 'literal' in s || (s.prefix === '' && s.suffix === ''))) dirs.push(shape);
  }
  const data: string[][] = [];
  for (const m of code.matchAll(/\brange\s+(?:\$\w+\s*(?:,\s*\$\w+\s*)?:=\s*)?(?:\.Site|site|hugo)\.Data((?:\.\w+){1,6})(?![.\w])/g)) data.push(m[1].slice(1).split('.'));
  let paths: Shape[] | undefined = [];
  for (const m of code.matchAll(/"path"/g)) {
    const shape = expressionShape(code.slice(m.index + m[0].length, m.index + m[0].length + 500), vars);
    if (!shape || shape.segs.length === 0) {
      paths = undefined;
      break;
    }
    paths.push(shape);
  }
  return { paths: paths?.length ? paths : undefined, dirs, data };
}

/** What a content adapter makes of a path below its section. */
/**
 * A file the adapter reads a page from (`from`: how), the template itself (`entryOf`: a page it adds for an entry of
 * one data file listing every page, which is no page's own file), or no page (`none`: why).
 */
export type AdapterAnswer = { file: string; from: string } | { template: true; entryOf?: string } | { none: string };

/**
 * The page an adapter adds at `rel` (the path's segments below the adapter's section, already as Hugo writes
 * URLs), built from one of the files it lists: `norm` turns a file or folder name into its URL form.
 */
export function adapterPage(
  code: AdapterCode,
  rel: readonly string[],
  listed: (dir: Shape) => readonly string[],
  norm: (name: string) => string,
  dataOf: (names: readonly string[]) => DataEntries | undefined,
): AdapterAnswer {
  if (!code.paths) return { none: 'its pages are built from data whose paths the mapper does not evaluate' };
  // A literal path is one page of the template's own.
  if (code.paths.some((shape) => shape.segs.every((seg) => 'literal' in seg) && matchShape(shape, rel))) return { template: true };
  // Entries of one local data file, when that is all the template ranges over.
  const sources = code.dirs.length === 0 && code.data.length === 1 ? dataOf(code.data[0]) : undefined;
  if (code.dirs.length === 0 && !sources) return { none: 'its pages are built from data that is neither folders it lists with readDir nor one local data file' };
  for (const shape of code.paths) {
    const values = matchShape(shape, rel);
    if (!values) continue;
    if (sources) {
      if (entryFor(values, sources.entries, norm)) return { template: true, entryOf: sources.file };
      continue;
    }
    for (const dir of code.dirs) {
      const file = fileFor(dir, values, listed(dir), norm);
      if (file) return { file, from: `each file it reads from ${formatOf(dir)}` };
    }
  }
  return { none: sources ? `no entry of ${sources.file} has this path` : `none of the files it reads from ${code.dirs.map(formatOf).join(', ')} is named for this path` };
}

/** Whether an entry's fields print the path's values (every verb a field of the entry: `.slug`). */
function entryFor(values: Map<string, string>, entries: readonly Record<string, unknown>[], norm: (name: string) => string): boolean {
  const fields = [...values.keys()];
  if (fields.length === 0 || !fields.every((f) => f.startsWith('.'))) return false;
  return entries.some((entry) => fields.every((f) => {
    const v = entry[f.slice(1)];
    return (typeof v === 'string' || typeof v === 'number') && norm(String(v)) === values.get(f);
  }));
}

function formatOf(shape: Shape): string {
  return shape.segs.map((s) => ('literal' in s ? s.literal : `${s.prefix}*${s.suffix}`)).join('/');
}

/** The values the path's verbs took, by argument name; undefined when the path does not have the shape. */
function matchShape(shape: Shape, rel: readonly string[]): Map<string, string> | undefined {
  if (shape.segs.length !== rel.length) return undefined;
  const values = new Map<string, string>();
  for (let i = 0; i < rel.length; i++) {
    const seg = shape.segs[i];
    const got = rel[i];
    if ('literal' in seg) {
      if (seg.literal.toLowerCase() !== got.toLowerCase()) return undefined;
      continue;
    }
    if (got.length <= seg.prefix.length + seg.suffix.length || !got.startsWith(seg.prefix) || !got.endsWith(seg.suffix)) return undefined;
    const value = got.slice(seg.prefix.length, got.length - seg.suffix.length);
    if (values.has(seg.arg) && values.get(seg.arg) !== value) return undefined;
    values.set(seg.arg, value);
  }
  return values;
}

/**
 * A listed file whose folder fits the dir shape (a verb bound by the path takes the same value) and whose name
 * (without extension) is the one path value the folder does not hold.
 */
function fileFor(dir: Shape, values: Map<string, string>, candidates: readonly string[], norm: (name: string) => string): string | undefined {
  const inDir = new Set(dir.segs.flatMap((s) => ('arg' in s ? [s.arg] : [])));
  const free = [...values.keys()].filter((k) => !inDir.has(k));
  if (free.length !== 1) return undefined;
  const name = values.get(free[0]);
  for (const rel of candidates) {
    const parts = rel.split('/');
    if (parts.length !== dir.segs.length + 1) continue;
    const fits = dir.segs.every((s, i) => ('literal' in s ? s.literal === parts[i] : !values.has(s.arg) || norm(parts[i]) === values.get(s.arg)));
    if (!fits) continue;
    const base = baseOf(rel);
    if (norm(stripExt(base)) === name || norm(base) === name) return rel;
  }
  return undefined;
}

/** The literal folder a dir shape starts with (where its files are listed from). */
export function literalRoot(dir: Shape): string {
  const out: string[] = [];
  for (const s of dir.segs) {
    if (!('literal' in s)) break;
    out.push(s.literal);
  }
  return out.join('/');
}

export type { Shape as AdapterDirShape };
