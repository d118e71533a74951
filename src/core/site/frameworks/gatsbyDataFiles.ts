// Gatsby: the rows of the repository's data files that gatsby-transformer-json/-yaml/-csv turn into nodes, by the
// node type each file makes, so a createPage loop over `all<Type>` can be enumerated.
// - gatsby-transformer-json (https://www.gatsbyjs.com/plugins/gatsby-transformer-json/): a file holding an array makes
//   one node per item, typed after the file name (letters.json → LettersJson); a file holding one object makes one
//   node typed after its folder (data/posts/a.json → PostsJson). A `typeName` string names every node's type; a
//   `typeName` function (not run) is read as the usual one, the folder's or file's name without the suffix
//   (`({ node }) => _.upperFirst(_.camelCase(path.basename(node.dir)))` → Projects).
// - gatsby-transformer-yaml (https://www.gatsbyjs.com/plugins/gatsby-transformer-yaml/): the same, with Yaml.
// - gatsby-transformer-csv (https://www.gatsbyjs.com/plugins/gatsby-transformer-csv/): one node per row, keyed by
//   the header row, typed after the file name (letters.csv → LettersCsv).
import { csvParse } from 'd3-dsv';
import type { SiteFiles } from '../types';
import type { ConfigObject, ConfigValue } from './kit/code';
import { isRecord, parseConfigText } from './kit/data';
import { baseOf, dirOf, extOf, stripExt } from './kit/paths';

type Row = Record<string, unknown>;

const TRANSFORMERS: Record<string, { exts: string[]; suffix: string }> = {
  'gatsby-transformer-json': { exts: ['.json'], suffix: 'Json' },
  'gatsby-transformer-yaml': { exts: ['.yaml', '.yml'], suffix: 'Yaml' },
  'gatsby-transformer-csv': { exts: ['.csv'], suffix: 'Csv' },
};
/** Data files read per site at most, and rows kept per type. */
const MAX_FILES = 1_000;
const MAX_ROWS = 20000;

/**
 * The rows of each node type (lowercased `all<Type>` name) the listed transformers make from the files of the
 * source folders; a transformer given a `typeName` makes types that are not read (left out).
 */
export function transformerRows(files: SiteFiles, plugins: ReadonlyArray<{ name: string; options: Record<string, unknown> }>, dirs: readonly string[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  const active = plugins.filter((p) => TRANSFORMERS[p.name]).map((p) => ({ ...TRANSFORMERS[p.name], typeName: p.options.typeName }));
  if (active.length === 0) return out;
  let read = 0;
  for (const dir of dirs) {
    for (const rel of files.under(dir)) {
      const kind = active.find((t) => t.exts.includes(extOf(rel).toLowerCase()));
      if (!kind || read >= MAX_FILES) continue;
      read++;
      const text = files.read(rel);
      if (text === undefined) continue;
      const parsed = kind.suffix === 'Csv' ? csvRows(text) : parseItems(rel, text);
      if (!parsed) continue;
      const named = typeof kind.typeName === 'string' ? kind.typeName : undefined;
      const suffix = kind.typeName === undefined ? kind.suffix : '';
      const type = `all${named ?? typeName(parsed.array ? stripExt(baseOf(rel)) : baseOf(dirOf(rel)), suffix)}`.toLowerCase();
      const rows = out.get(type) ?? [];
      rows.push(...parsed.rows.slice(0, Math.max(0, MAX_ROWS - rows.length)));
      out.set(type, rows);
    }
  }
  return out;
}

/**
 * The rows of the JSON/YAML data files in the source folders (or named for redirects) that read as redirects (a
 * string `fromPath` and `toPath`, createRedirect's own keys), whatever type name a transformer gives their nodes.
 * Each file is read once.
 */
export function redirectRows(files: SiteFiles, dirs: readonly string[]): ConfigValue[] {
  const out: ConfigValue[] = [];
  let read = 0;
  // The source folders, and data files named for redirects anywhere (a source path the config computes).
  const named = files.all().filter((rel) => baseOf(rel).toLowerCase().includes('redirect') && !rel.includes('node_modules/'));
  const seen = new Set<string>();
  for (const list of [...dirs.map((dir) => files.under(dir)), named]) {
    for (const rel of list) {
      if (!/\.(?:json|ya?ml)$/i.test(rel) || read >= MAX_FILES || seen.has(rel)) continue;
      seen.add(rel);
      read++;
      const text = files.read(rel);
      const parsed = text === undefined ? undefined : parseItems(rel, text);
      for (const row of parsed?.rows ?? []) {
        if (out.length >= MAX_ROWS) return out;
        if (typeof row.fromPath !== 'string' || typeof row.toPath !== 'string') continue;
        const value = Object.create(null) as ConfigObject;
        for (const [k, v] of Object.entries(row)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') value[k] = v;
        out.push(value);
      }
    }
  }
  return out;
}

/**
 * The rows of the one JSON/YAML data file of the site named after a node type (`Category` or `CategoryYaml` →
 * category.yaml), outside node_modules; undefined when none or several are, or it holds no list of rows.
 */
export function modelRows(files: SiteFiles, model: string, byName: ReadonlyMap<string, readonly string[]>): Row[] | undefined {
  const want = model.toLowerCase().replace(/(?:yaml|json)$/, '');
  const hits = want ? byName.get(want) ?? [] : [];
  if (hits.length !== 1) return undefined;
  const text = files.read(hits[0]);
  const parsed = text === undefined ? undefined : parseItems(hits[0], text);
  return parsed?.array && parsed.rows.length ? parsed.rows.slice(0, MAX_ROWS) : undefined;
}

/** The site's JSON/YAML data files by lowercased name without extension (outside node_modules), one pass. */
export function dataFilesByName(files: SiteFiles): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rel of files.all()) {
    if (!/\.(?:json|ya?ml)$/i.test(rel) || rel.includes('node_modules/')) continue;
    const key = stripExt(baseOf(rel)).toLowerCase();
    const list = out.get(key) ?? [];
    list.push(rel);
    out.set(key, list);
  }
  return out;
}

/** `_.upperFirst(_.camelCase(`${name} ${suffix}`))`, as the transformers name their types. */
function typeName(name: string, suffix: string): string {
  const words = `${name} ${suffix}`.replace(/([a-z\d])([A-Z])/g, '$1 $2').split(/[^A-Za-z\d]+/).filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join('');
}

/** A JSON/YAML file's items: an array's objects, or the one object it holds. */
function parseItems(rel: string, text: string): { rows: Row[]; array: boolean } | undefined {
  // parseConfigText keeps maps only: an array is read wrapped in one.
  const first = text.split('\n', 200).map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('#') && l !== '---');
  if (first !== undefined && (first.startsWith('[') || first === '-' || first.startsWith('- '))) {
    const wrapped = /\.json$/i.test(rel) ? parseConfigText(rel, `{"items":${text}}`) : parseConfigText(rel, `items:\n${text.split('\n').map((l) => `  ${l}`).join('\n')}`);
    const items = wrapped?.items;
    return Array.isArray(items) ? { rows: items.filter(isRecord), array: true } : undefined;
  }
  const one = parseConfigText(rel, text);
  return one ? { rows: [one], array: false } : undefined;
}

/** CSV text → rows keyed by the header row (d3-dsv's RFC 4180 reader, one linear pass; csvtojson's keys). */
function csvRows(text: string): { rows: Row[]; array: boolean } {
  try {
    return { rows: csvParse(text).slice(0, MAX_ROWS).map((row) => ({ ...row })), array: true };
  } catch {
    return { rows: [], array: true };
  }
}
