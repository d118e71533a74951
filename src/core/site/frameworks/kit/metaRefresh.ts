// Redirect pages written as HTML: a page that holds nothing but a `<meta http-equiv="refresh">` (Astro's configured
// redirects, a static site's moved page, a layout made for redirects). Read in one pass, never parsed as HTML.

/** Elements a redirect page wraps its refresh in (document structure, no content of its own). */
const MARKUP_WRAPPERS = new Set(['html', 'head', 'body', '!doctype', 'link', 'base']);

/**
 * The text an attribute's value starts with (`content="0;url=/x"` → '0;url=/x"…'), past `=`, blanks, quotes and
 * a `{` or backtick; '' when the tag lacks it. One scan, no pattern built from the text.
 */
function attributeStart(tag: string, name: string): string {
  const at = tag.indexOf(name);
  if (at < 0) return '';
  let j = at + name.length;
  while (j < tag.length && ' \t\r\n'.includes(tag[j])) j++;
  if (tag[j] !== '=') return '';
  j++;
  while (j < tag.length && ' \t\r\n"\'{`'.includes(tag[j])) j++;
  return tag.slice(j, j + 64);
}

/** Longest script read as a redirect: a one-line location change. */
const MAX_REDIRECT_SCRIPT = 500;

/**
 * A script whose one statement sends the browser to a literal URL, with the query or hash kept at most:
 * `window.location = "https://x/"`, `location.href = '/y'`, `window.location.replace("/z" + location.search)`.
 * Fixed patterns over at most MAX_REDIRECT_SCRIPT characters (no nested repetition).
 */
function redirectScript(script: string): boolean {
  const text = script.trim().replace(/;$/, '').trim();
  if (text.length === 0 || text.length > MAX_REDIRECT_SCRIPT) return false;
  return LOCATION_ASSIGNMENT.test(text) || LOCATION_CALL.test(text);
}

/** `window.location = '…'` / `location.href = "…"`, the URL a string literal (`+ location.search` / `.hash` at most). */
const LOCATION_ASSIGNMENT = /^(?:window\.|document\.)?location(?:\.href)?\s*=\s*(?:"[^"\n]*"|'[^'\n]*')(?:\s*\+\s*(?:window\.)?location\.(?:search|hash))*$/;
/** `location.replace('…')` / `window.location.assign("…")`, the same URL shapes. */
const LOCATION_CALL = /^(?:window\.|document\.)?location\.(?:replace|assign)\(\s*(?:"[^"\n]*"|'[^'\n]*')(?:\s*\+\s*(?:window\.)?location\.(?:search|hash))*\s*\)$/;

/** Longest delay, in seconds, of a refresh that still makes the page a redirect stub. */
const MAX_STUB_DELAY = 5;

/** `1; url=…` (a delay of at most MAX_STUB_DELAY whole seconds, then a URL): a redirect shown for a moment. */
function shortRefreshToUrl(content: string): boolean {
  let j = 0;
  while (j < content.length && content[j] >= '0' && content[j] <= '9') j++;
  if (j === 0 || j > 2 || Number(content.slice(0, j)) > MAX_STUB_DELAY) return false;
  while (content[j] === ' ') j++;
  if (content[j] !== ';' && content[j] !== ',') return false;
  j++;
  while (content[j] === ' ') j++;
  return content.startsWith('url', j);
}

/** Inline markup a redirect page shows in case the refresh does not happen (a link to the target). */
const FALLBACK_TAGS = new Set(['a', 'p', 'code', 'span', 'br', 'small', 'strong', 'em', 'b', 'i', 'noscript', 'h1', 'h2', 'div', 'main', 'center']);

/** `<Layout …>` or `</Layout>`: a component (its name starts with a capital letter). */
function isComponentTag(tag: string): boolean {
  const first = tag.startsWith('/') ? tag.charCodeAt(1) : tag.charCodeAt(0);
  return first >= 65 && first <= 90;
}

/**
 * Whether a page's markup is nothing but a `<meta http-equiv="refresh">` (inside html/head/body, with a title or
 * links at most; with a zero delay also a fallback text and link, as Astro writes for its configured redirects:
 * https://docs.astro.build/en/guides/routing/#configured-redirects): a redirect page with no content of its own.
 * One pass over the text; long markup, a `{…}` expression or any other element is a page.
 * A component tag (capitalised, as Astro and Svelte spell components:
 * https://docs.astro.build/en/basics/astro-components/#component-structure) may wrap it: a layout around a refresh
 * with a zero delay still sends the visitor on before anything of the page is read (HTML's refresh pragma).
 */
export function onlyMetaRefresh(markup: string, options: { templateTags?: boolean; expressions?: boolean } = {}): boolean {
  if (markup.length > 20_000) return false;
  const lower = markup.toLowerCase();
  let refresh = false;
  let immediate = false;
  // Text and inline tags ("Redirecting to <a href=…>…</a>", as Astro's own redirect pages hold) are never seen when
  // the refresh has no delay: they only count against a refresh that waits.
  let fallback = false;
  let i = 0;
  while (i < markup.length) {
    const c = markup[i];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i++;
      continue;
    }
    // A layout's Liquid/Nunjucks tags: `{{ page.redirect }}` shows text (a fallback), `{% … %}` shows nothing.
    if (options.templateTags && c === '{' && (markup[i + 1] === '{' || markup[i + 1] === '%')) {
      const closing = markup[i + 1] === '{' ? '}}' : '%}';
      const close = markup.indexOf(closing, i + 2);
      if (close < 0) return false;
      if (closing === '}}') fallback = true;
      i = close + 2;
      continue;
    }
    // A component's `{expression}` in its text (`{t('Redirecting')}`, `{url}`): text shown, counted as a fallback.
    if (options.expressions && c === '{') {
      const close = markup.indexOf('}', i + 1);
      if (close < 0 || close - i > 300 || markup.slice(i + 1, close).includes('<')) return false;
      fallback = true;
      i = close + 1;
      continue;
    }
    if (c === '{') return false;
    if (c !== '<') {
      fallback = true;
      i++;
      continue;
    }
    if (markup.startsWith('<!--', i)) {
      const close = markup.indexOf('-->', i + 4);
      if (close < 0) return false;
      i = close + 3;
      continue;
    }
    const end = markup.indexOf('>', i);
    if (end < 0) return false;
    const tag = markup.slice(i + 1, end);
    const name = /^\/?\s*([A-Za-z!][\w:-]*)/.exec(tag)?.[1]?.toLowerCase();
    if (name === 'meta') {
      const lowerTag = tag.toLowerCase();
      if (attributeStart(lowerTag, 'http-equiv').startsWith('refresh')) {
        refresh = true;
        // "0;url=…", "0, url", or a bare "0": the refresh happens at once. A refresh to another URL after a few
        // seconds ("1; url=…") sends the visitor on as surely: the page only says where, as a fallback does.
        const delay = attributeStart(lowerTag, 'content');
        let j = 0;
        while (delay[j] === '0') j++;
        immediate ||= j > 0 && (j === delay.length || ';,"\'`} \t'.includes(delay[j]));
        immediate ||= shortRefreshToUrl(delay);
      }
    } else if ((name === 'title' || name === 'script' || name === 'style') && !tag.startsWith('/')) {
      // A script beside the refresh (`location.replace(…)`, the same redirect for browsers that run it) or a style
      // is read past, like the title: only a refresh without delay may have one (it counts as fallback content).
      const closing = `</${name}>`;
      const close = lower.indexOf(closing, end);
      if (close < 0) return false;
      // A script that only sends the browser on (`window.location = "…"`, `location.replace('…')`) redirects at once.
      if (name === 'script' && redirectScript(markup.slice(end + 1, close))) {
        refresh = true;
        immediate = true;
      } else if (name !== 'title') fallback = true;
      i = close + closing.length;
      continue;
    } else if (name && FALLBACK_TAGS.has(name)) fallback = true;
    else if (!name || !(MARKUP_WRAPPERS.has(name) || isComponentTag(tag))) return false;
    i = end + 1;
  }
  return refresh && (!fallback || immediate);
}
