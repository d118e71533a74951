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

/** Eleventy's `slugify` filter (@sindresorhus/slugify defaults): transliterate, decamelize, lower, '-' separated. */
export function eleventySlugify(s: string): string {
  return stripAccents(s)
    .replace(/&/g, ' and ')
    // The lookbehinds start each run once (a run retried from every position would be quadratic).
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)'([ts])(\s|$)/g, '$1$2$3')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z\d]+)/g, '$1 $2')
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
