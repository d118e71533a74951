// Configs that are data (YAML, TOML, JSON: hugo.toml, _config.yml, mkdocs.yml, package.json, vercel.json), parsed as
// text, never executed. JS/TS configs are read by code.ts.
import { parseYamlText } from '../../yamlText';
import { parse as parseToml } from 'smol-toml';
import type { SiteFiles } from '../../types';

export type Data = Record<string, unknown>;

export function isRecord(v: unknown): v is Data {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Parses YAML/TOML/JSON text by the file's extension; undefined when it doesn't parse to a map. */
export function parseConfigText(rel: string, text: string): Data | undefined {
  try {
    let data: unknown;
    if (/\.toml$/i.test(rel)) data = parseToml(text);
    else if (/\.json$/i.test(rel)) data = JSON.parse(text);
    // Unknown tags (MkDocs' `!ENV`, `!!python/name:`) resolve to plain scalars without a warning on stderr.
    else data = parseYamlText(text);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Any YAML/TOML/JSON value a data file holds (a list too), by the file's extension; undefined when it does not parse. */
export function readDataValue(files: SiteFiles, rel: string): unknown {
  const text = files.read(rel);
  if (text === undefined) return undefined;
  try {
    return /\.toml$/i.test(rel) ? parseToml(text) : /\.json$/i.test(rel) ? JSON.parse(text) : parseYamlText(text);
  } catch {
    return undefined;
  }
}

export function readData(files: SiteFiles, rel: string): Data | undefined {
  const text = files.read(rel);
  return text === undefined ? undefined : parseConfigText(rel, text);
}

/** The first existing file among `candidates`, with its parsed data. */
export function readFirstConfig(files: SiteFiles, candidates: readonly string[]): { rel: string; data: Data } | undefined {
  for (const rel of candidates) {
    if (!files.has(rel)) continue;
    const data = readData(files, rel);
    if (data) return { rel, data };
  }
  return undefined;
}

/** Case-insensitive key lookup (Hugo config keys are case-insensitive). */
export function getCI(obj: unknown, key: string): unknown {
  if (!isRecord(obj)) return undefined;
  if (key in obj) return obj[key];
  const lower = key.toLowerCase();
  for (const k of Object.keys(obj)) if (k.toLowerCase() === lower) return obj[k];
  return undefined;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

export function bool(v: unknown, fallback: boolean): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return fallback;
}

export function strList(v: unknown): string[] {
  if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(v)) return v.map(str).filter((s): s is string => s !== undefined && s !== '');
  return [];
}

/** Deep merge for layered configs (config/_default/*.toml): later values win, maps merge. */
export function mergeData(target: Data, source: Data): Data {
  for (const [k, v] of Object.entries(source)) {
    const cur = target[k];
    target[k] = isRecord(cur) && isRecord(v) ? mergeData({ ...cur }, v) : v;
  }
  return target;
}

/** The first of `names` present in the index. */
export function firstPresent(files: SiteFiles, names: readonly string[]): string | undefined {
  return names.find((n) => files.has(n));
}

/** Every dependency name of a package.json (all kinds), empty when absent or malformed. */
export function packageDependencies(files: SiteFiles, rel = 'package.json'): Set<string> {
  const deps = new Set<string>();
  const data = files.has(rel) ? readData(files, rel) : undefined;
  for (const key of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const block = data?.[key];
    if (isRecord(block)) for (const name of Object.keys(block)) deps.add(name);
  }
  return deps;
}

/** The first `max` scripts of a package.json that are strings, read for the flags a build runs with (never run). */
export function packageScripts(files: SiteFiles, rel = 'package.json', max = 50): string[] {
  const scripts = readData(files, rel)?.scripts;
  if (!isRecord(scripts)) return [];
  return Object.values(scripts).slice(0, max).filter((s): s is string => typeof s === 'string');
}

/** Longest script text read as commands: a build script is a line or two, a longer one is not a build's. */
const MAX_SCRIPT_CHARS = 2000;

/**
 * Each command of a package.json's scripts as its words (`A=1 eleventy --input=docs && cp -r x y` gives two),
 * split at shell separators and subshell parentheses, never run.
 */
export function packageCommands(files: SiteFiles, rel = 'package.json', max = 50): string[][] {
  const out: string[][] = [];
  for (const script of packageScripts(files, rel, max)) {
    if (script.length > MAX_SCRIPT_CHARS) continue;
    for (const command of script.split(/&&|\|\||[;|()]/).slice(0, max)) {
      const words = command.trim().split(/\s+/).filter(Boolean);
      if (words.length) out.push(words);
    }
  }
  return out;
}
