// Front matter of content files, read from the file's head (READ_LIMITS.head): shared by every framework.
import { fenceStart, parseFrontMatter } from '../../frontMatter';
import type { SiteFiles } from '../../types';

export type FrontData = Record<string, unknown>;

/** Front matter data of a file; {} when it has none, is unreadable or does not parse. */
export function frontData(files: SiteFiles, rel: string): FrontData {
  const text = headOf(files, rel);
  return text === undefined ? {} : parseFrontMatter(text).data;
}

/** Whether the file starts with a front matter fence (Jekyll only renders such files). */
export function hasFrontMatter(files: SiteFiles, rel: string): boolean {
  const text = headOf(files, rel);
  if (text === undefined) return false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return /^---\s*(\r?\n|$)/.test(src);
}

/** A front matter string field, trimmed; undefined when absent, empty or not a scalar. */
export function fmString(data: FrontData, key: string): string | undefined {
  const v = data[key];
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
  return s !== undefined && s.trim() !== '' ? s.trim() : undefined;
}

export function fmList(data: FrontData, key: string): string[] {
  const v = data[key];
  if (typeof v === 'string') return v.trim() ? [v.trim()] : [];
  if (!Array.isArray(v)) return [];
  return v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number').map((x) => String(x).trim()).filter(Boolean);
}

export function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

/** The head of a file, where front matter is: readHead when the index has it, else the (capped) whole text. */
export function headOf(files: SiteFiles, rel: string): string | undefined {
  return files.readHead ? files.readHead(rel) : files.read(rel);
}

/** A test for a top-level `key:` (YAML) or `key =` (TOML) line naming one of the keys; linear in the text. */
export function keyTester(keys: readonly string[]): (block: string) => boolean {
  const wanted = new Set(keys);
  return (block) => {
    for (const line of block.split('\n')) {
      let end = 0;
      while (end < line.length && /[\w-]/.test(line[end])) end++;
      if (end === 0 || !wanted.has(line.slice(0, end))) continue;
      let i = end;
      while (line[i] === ' ' || line[i] === '\t') i++;
      if (line[i] === ':' || line[i] === '=') return true;
    }
    return false;
  };
}

/**
 * Front matter data, parsed only when its block names one of the keys the caller needs: parsing YAML is the
 * slow part of compiling a large site, and most files only need their path.
 */
export function frontDataWith(files: SiteFiles, rel: string, keys: (block: string) => boolean): FrontData {
  const text = headOf(files, rel);
  if (text === undefined) return {};
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const start = bom + fenceStart(bom ? text.slice(1) : text);
  const fence = text.startsWith('---', start) ? '---' : text.startsWith('+++', start) ? '+++' : undefined;
  if (!fence) return {};
  const close = text.indexOf('\n' + fence, start + 3);
  const block = close < 0 ? text : text.slice(start, close);
  return keys(block) ? parseFrontMatter(text).data : {};
}
