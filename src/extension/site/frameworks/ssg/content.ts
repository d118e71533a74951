// Front matter access shared by the generators.
import { parseFrontMatter } from '../../frontMatter';
import type { SiteFiles } from '../../types';

export type FrontData = Record<string, unknown>;

/** Front matter data of a file; {} when it has none, is unreadable or does not parse. */
export function frontData(files: SiteFiles, rel: string): FrontData {
  const text = files.read(rel);
  return text === undefined ? {} : parseFrontMatter(text).data;
}

/** Whether the file starts with a front matter fence (Jekyll only renders such files). */
export function hasFrontMatter(files: SiteFiles, rel: string): boolean {
  const text = files.read(rel);
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

/** Matches a top-level `key:` (YAML) or `key =` (TOML) line for any of the keys. */
export function keyTester(keys: readonly string[]): RegExp {
  return new RegExp(`^(?:${keys.map((k) => k.replace(/[^\w-]/g, '')).join('|')})\\s*[:=]`, 'm');
}

/**
 * Front matter data, parsed only when its block names one of the keys the caller needs: parsing YAML is the
 * slow part of compiling a large site, and most files only need their path.
 */
export function frontDataWith(files: SiteFiles, rel: string, keys: RegExp): FrontData {
  const text = files.read(rel);
  if (text === undefined) return {};
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fence = text.startsWith('---', start) ? '---' : text.startsWith('+++', start) ? '+++' : undefined;
  if (!fence) return {};
  const close = text.indexOf('\n' + fence, start + 3);
  const block = close < 0 ? text : text.slice(start, close);
  return keys.test(block) ? parseFrontMatter(text).data : {};
}
