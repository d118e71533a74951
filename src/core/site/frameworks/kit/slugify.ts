// Each generator's own slug function, as its URLs depend on it.

const MARKS = /\p{M}+/gu;

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/**
 * Hugo's URLize/MakePath: keeps letters, digits, marks and `._~+#%-/\`, turns whitespace into '-',
 * drops everything else, then lower-cases unless `disablePathToLower`.
 */
export function hugoPath(s: string, opts: { lower: boolean; removeAccents?: boolean }): string {
  let out = '';
  for (const ch of opts.removeAccents ? stripAccents(s) : s) {
    if (/[\p{L}\p{N}\p{M}]/u.test(ch) || '._~+#%-/\\'.includes(ch)) out += ch;
    else if (/\s/u.test(ch)) out += '-';
  }
  return opts.lower ? out.toLowerCase() : out;
}

export type JekyllSlugMode = 'raw' | 'default' | 'pretty' | 'ascii' | 'latin' | 'none';

const JEKYLL_REPLACE: Record<Exclude<JekyllSlugMode, 'none' | 'latin'>, RegExp> = {
  raw: /\s+/gu,
  default: /[^\p{M}\p{L}\p{Nd}]+/gu,
  pretty: /[^\p{M}\p{L}\p{Nd}._~!$&'()+,;=@]+/gu,
  ascii: /[^A-Za-z0-9]+/g,
};

/** Jekyll's Utils.slugify. */
export function jekyllSlugify(s: string, mode: JekyllSlugMode = 'default', cased = false): string {
  if (mode === 'none') return cased ? s : s.toLowerCase();
  const input = mode === 'latin' ? stripAccents(s) : s;
  const re = JEKYLL_REPLACE[mode === 'latin' ? 'ascii' : mode];
  const slug = input.replace(re, '-').replace(/^-|-$/g, '');
  return cased ? slug : slug.toLowerCase();
}

/**
 * @sindresorhus/slugify: transliterate, decamelize (unless `decamelize: false`), lower, '-' separated. Its defaults
 * serve Gatsby's slugs; Eleventy's `slugify` filter passes `decamelize: false` (11ty/eleventy src/Filters/Slugify.js).
 */
export function eleventySlugify(s: string, options: { decamelize?: boolean } = {}): string {
  const text = stripAccents(s)
    .replace(/&/g, ' and ')
    // The lookbehinds start each run once (a run retried from every position would be quadratic).
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)'([ts])(\s|$)/g, '$1$2$3');
  const words = options.decamelize === false ? text : text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z\d]+)/g, '$1 $2');
  return words
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Python-Markdown's toc `slugify` (MkDocs, Material's blog plugin). */
export function pythonMarkdownSlugify(s: string, separator = '-'): string {
  const ascii = s.normalize('NFKD').replace(/[^\p{ASCII}]/gu, '');
  return ascii
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, separator);
}

/** github-slugger's `slug` (Astro's content ids, Starlight, fumadocs headings): lower-cased, punctuation dropped, spaces dashed. */
export function githubSlug(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/**
 * PyMdown Extensions' `pymdownx.slugs.slugify` (Material for MkDocs' blog plugin default, `case: lower`): NFC, HTML
 * tags dropped, trimmed, lower-cased, every character that is not a word character (Python's: letters, digits, '_'), '-' or ' ' dropped, then each
 * single space becomes the separator — runs are not collapsed, so 'A - B' gives 'a---b'.
 */
export function pymdownxSlugify(s: string, separator = '-', lower = true): string {
  let text = stripTags(s.normalize('NFC')).trim();
  if (lower) text = text.toLowerCase();
  return text.replace(/[^\p{L}\p{N}_\- ]/gu, '').split(' ').join(separator);
}

/** `</?[^>]*>` removed by a scan (no regex across the whole text). */
function stripTags(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) break;
    const next = s[lt + 1] === '/' ? lt + 2 : lt + 1;
    const gt = s.indexOf('>', next);
    if (gt < 0) break;
    out += s.slice(i, lt);
    i = gt + 1;
  }
  return out + s.slice(i);
}

/** Options of the `slugify` package (simov/slugify) as a site's own filter passes them. */
export interface SlugifyPackageOptions {
  replacement?: string;
  /** Characters removed (the `remove` option when it is a plain character class); absent: the package's default. */
  remove?: ReadonlySet<string>;
  lower?: boolean;
  strict?: boolean;
  trim?: boolean;
}

/** Characters the `slugify` package keeps by default: word characters, whitespace and `$*_+~.()'"!-:@`. */
const SLUGIFY_KEPT = /[\w\s$*_+~.()'"!\-:@]/;

/**
 * The `slugify` package's slug (github.com/simov/slugify): accents stripped (its charMap's Latin part), removed
 * characters dropped, `strict` keeping letters, digits and spaces only, trimmed, whitespace runs made the replacement,
 * lower-cased on request.
 */
export function slugifyPackage(s: string, options: SlugifyPackageOptions): string {
  const replacement = options.replacement ?? '-';
  let out = '';
  for (const ch of stripAccents(s)) {
    const c = ch === replacement ? ' ' : ch;
    if (options.remove ? options.remove.has(c) : !SLUGIFY_KEPT.test(c)) continue;
    out += c;
  }
  if (options.strict) out = out.replace(/[^A-Za-z0-9\s]/g, '');
  if (options.trim !== false) out = out.trim();
  out = out.replace(/\s+/g, replacement);
  return options.lower ? out.toLowerCase() : out;
}
