// Front matter of Markdown/MDX/HTML/Astro sources: YAML between '---' lines or TOML between '+++' lines, or a language
// named on the opening fence ('---json', '---yaml', '---toml': gray-matter's form, which Eleventy reads,
// 11ty.dev/docs/data-frontmatter/#alternative-front-matter-formats). JavaScript front matter ('---js') is code: never
// run, so its data is unknown ({}).
import { parseYamlText } from './yamlText';
import { parse as parseToml } from 'smol-toml';

export interface FrontMatter {
  /** Parsed data; {} when there is none or it does not parse. */
  data: Record<string, unknown>;
  /** 0-based line where the body starts (after the closing fence); 0 without front matter. */
  bodyLine: number;
  /** 0-based line of each top-level key, for diagnostics ranges. */
  keyLines: Record<string, number>;
}

/** The languages an opening '---' fence may name; YAML when it names none. */
const FENCE_LANGUAGES = new Map<string, 'yaml' | 'json' | 'toml' | 'code'>([
  ['', 'yaml'], ['yaml', 'yaml'], ['yml', 'yaml'], ['json', 'json'], ['toml', 'toml'], ['js', 'code'], ['javascript', 'code'],
]);

const EMPTY: FrontMatter = { data: {}, bodyLine: 0, keyLines: {} };
/** Front matter is a few keys: a bigger block is not parsed (its body line is still found). */
const MAX_FRONT_MATTER = 64 * 1024;

/**
 * Where the opening fence may start: at the top, or after blank lines (Astro's and Hugo's parsers skip them; the
 * gray-matter family would show such a block as text, which its authors see and fix). Linear: one pass over the
 * leading whitespace.
 */
export function fenceStart(src: string): number {
  let lineStart = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\n') lineStart = i + 1;
    else if (c !== ' ' && c !== '\t' && c !== '\r') return lineStart;
  }
  return 0;
}

export function parseFrontMatter(text: string): FrontMatter {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const open = fenceStart(src);
  const fence = src.startsWith('---', open) ? '---' : src.startsWith('+++', open) ? '+++' : undefined;
  if (!fence) return EMPTY;
  const lines = src.split(/\r?\n/);
  const first = src.slice(0, open).split('\n').length - 1;
  const language = fence === '+++' ? 'toml' : FENCE_LANGUAGES.get(lines[first].slice(3).trim().toLowerCase());
  if (lines[first].trim() !== fence && !(fence === '---' && language)) return EMPTY;
  let end = -1;
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === fence) { end = i; break; }
  }
  if (end < 0) return EMPTY;
  const body = lines.slice(first + 1, end).join('\n');
  if (body.length > MAX_FRONT_MATTER) return { data: {}, bodyLine: end + 1, keyLines: {} };
  let data: unknown;
  try {
    data = language === 'toml' ? parseToml(body) : language === 'json' ? JSON.parse(body) : language === 'code' ? {} : parseYamlText(body);
  } catch {
    return { data: {}, bodyLine: end + 1, keyLines: {} };
  }
  const keyLines: Record<string, number> = {};
  const keyPattern = language === 'toml' ? /^([A-Za-z_][\w-]*)\s*=/ : language === 'json' ? /^\s*"([A-Za-z_][\w-]*)"\s*:/ : /^([A-Za-z_][\w-]*)\s*:/;
  for (let i = first + 1; i < end; i++) {
    const m = keyPattern.exec(lines[i]);
    if (m && !(m[1] in keyLines)) keyLines[m[1]] = i;
  }
  const record = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { data: record, bodyLine: end + 1, keyLines };
}
