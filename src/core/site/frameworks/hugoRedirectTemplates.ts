// Hugo templates that only send the browser on: a `layout: redirect` whose template (`_default/redirect.html`) holds
// a meta refresh, often through a partial (`{{ partial "redirect" (dict "dest" .Params.to) }}`), or a home template
// doing the same. A page rendered with one has no content of its own: it is a redirect, with no source. The template
// is read as text (partials expanded one level, by name, never run); one that places `.Content` or defines a block
// for a base template to wrap is a page.
import type { SiteFiles } from '../types';
import { onlyMetaRefresh } from './kit/metaRefresh';

/** Characters of a template and its partials read: a redirect template is a few lines. */
const MAX_TEMPLATE_CHARS = 20_000;
/** Partial calls expanded per template. */
const MAX_PARTIALS = 8;

export interface RedirectTemplates {
  /** Whether the template (a path in the repository) only holds a meta refresh. */
  only(template: string | undefined): boolean;
  /** The template a page's `layout` names (gohugo.io/templates/lookup-order/), first in the project, then the themes. */
  layout(name: string, type: string): string | undefined;
  /**
   * Whether a front matter block names a layout whose default template (`_default/<name>.html`) only redirects: the
   * pages whose front matter is worth parsing for it (most are never parsed).
   */
  namedInBlock(block: string): boolean;
}

export function redirectTemplates(files: SiteFiles, layoutDirs: readonly string[]): RedirectTemplates {
  const known = new Map<string, boolean>();
  const partial = (name: string): string | undefined => {
    const file = /\.[a-z]+$/i.test(name) ? name : `${name}.html`;
    for (const dir of layoutDirs) {
      for (const folder of ['partials', '_partials']) {
        const rel = `${dir}/${folder}/${file}`;
        if (files.has(rel)) return files.read(rel);
      }
    }
    return undefined;
  };
  return {
    only(template) {
      if (template === undefined) return false;
      const cached = known.get(template);
      if (cached !== undefined) return cached;
      const text = files.read(template);
      const expanded = text === undefined || text.length > MAX_TEMPLATE_CHARS ? undefined : expandPartials(text, partial);
      const answer = expanded !== undefined && !/\.Content\b|\bdefine\s+"/.test(expanded) && onlyMetaRefresh(expanded, { templateTags: true });
      known.set(template, answer);
      return answer;
    },
    namedInBlock(block) {
      for (const line of block.split('\n')) {
        const m = /^layout\s*[:=]\s*["']?([\w.-]+)/.exec(line);
        if (m && this.only(this.layout(m[1], ''))) return true;
      }
      return false;
    },
    layout(name, type) {
      if (!/^[\w.-]+$/.test(name)) return undefined;
      const file = name.endsWith('.html') ? name : `${name}.html`;
      for (const candidate of [type ? `${type}/${file}` : undefined, `_default/${file}`, file]) {
        if (!candidate) continue;
        for (const dir of layoutDirs) if (files.has(`${dir}/${candidate}`)) return `${dir}/${candidate}`;
      }
      return undefined;
    },
  };
}

/**
 * The template's text with each `{{ partial "name" … }}` (`partialCached`, `template "partials/name.html"`) replaced
 * by that partial's text; undefined when a partial cannot be read or the text grows past the cap. One pass.
 */
function expandPartials(text: string, partial: (name: string) => string | undefined): string | undefined {
  let out = '';
  let last = 0;
  let expanded = 0;
  for (let at = text.indexOf('{{'); at >= 0; at = text.indexOf('{{', last)) {
    const close = text.indexOf('}}', at + 2);
    if (close < 0) break;
    const inner = text.slice(at + 2, close).replace(/^-/, '').replace(/-$/, '').trim();
    const call = /^(?:partial|partialCached)\s+"([^"]+)"/.exec(inner) ?? /^template\s+"(?:_?partials\/)([^"]+)"/.exec(inner);
    out += text.slice(last, at);
    last = close + 2;
    if (!call) {
      out += text.slice(at, close + 2);
      continue;
    }
    if (++expanded > MAX_PARTIALS) return undefined;
    const body = partial(call[1]);
    if (body === undefined) return undefined;
    out += body;
    if (out.length > MAX_TEMPLATE_CHARS) return undefined;
  }
  return out + text.slice(last);
}
