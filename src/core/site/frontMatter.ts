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

export function parseFrontMatter(text: string): FrontMatter {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fence = src.startsWith('---') ? '---' : src.startsWith('+++') ? '+++' : undefined;
  if (!fence) return EMPTY;
  const lines = src.split(/\r?\n/);
  const language = fence === '+++' ? 'toml' : FENCE_LANGUAGES.get(lines[0].slice(3).trim().toLowerCase());
  if (lines[0].trim() !== fence && !(fence === '---' && language)) return EMPTY;
  let end = -1;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].trim() === fence) { end = i; break; }
  }
  if (end < 0) return EMPTY;
  const body = lines.slice(1, end).join('\n');
  if (body.length > MAX_FRONT_MATTER) return { data: {}, bodyLine: end + 1, keyLines: {} };
  let data: unknown;
  try {
    data = language === 'toml' ? parseToml(body) : language === 'json' ? JSON.parse(body) : language === 'code' ? {} : parseYamlText(body);
  } catch {
    return { data: {}, bodyLine: end + 1, keyLines: {} };
  }
  const keyLines: Record<string, number> = {};
  const keyPattern = language === 'toml' ? /^([A-Za-z_][\w-]*)\s*=/ : language === 'json' ? /^\s*"([A-Za-z_][\w-]*)"\s*:/ : /^([A-Za-z_][\w-]*)\s*:/;
  for (let i = 1; i < end; i++) {
    const m = keyPattern.exec(lines[i]);
    if (m && !(m[1] in keyLines)) keyLines[m[1]] = i;
  }
  const record = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { data: record, bodyLine: end + 1, keyLines };
}
