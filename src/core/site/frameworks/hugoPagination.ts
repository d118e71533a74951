// Hugo's pager size (gohugo.io/templates/pagination/): `pagination.pagerSize` in the site config (`paginate` before
// Hugo 0.128), default 10, unless a template passes its own: `.Paginate $pages 5`. The smallest size any template in
// the repository passes as a literal is the size the site's lists may use; a size written as an expression is unknown.
import type { SiteFiles } from '../types';
import { getCI } from './kit/data';
import type { FrontData } from './kit/frontMatter';

const DEFAULT_PAGER_SIZE = 10;
/** Layout files read at most, and characters read of each. */
const MAX_LAYOUTS = 2000;
const MAX_LAYOUT_CHARS = 200_000;

export function hugoPagerSize(files: SiteFiles, config: FrontData, layoutDirs: readonly string[]): { size: number; why: string } {
  const configured = positiveInt(getCI(getCI(config, 'pagination'), 'pagerSize')) ?? positiveInt(getCI(config, 'paginate'));
  let size = configured ?? DEFAULT_PAGER_SIZE;
  let why = configured ? 'the configured pager size' : 'the default pager size';
  let read = 0;
  for (const dir of layoutDirs) {
    for (const rel of files.under(dir)) {
      if (!/\.(html|xml|json|txt|gotmpl)$/i.test(rel)) continue;
      if (++read > MAX_LAYOUTS) return { size: 1, why: 'too many templates to read their pager sizes' };
      const text = files.read(rel)?.slice(0, MAX_LAYOUT_CHARS);
      if (!text || !text.includes('.Paginate')) continue;
      for (const passed of passedSizes(text)) {
        if (passed === undefined) return { size: 1, why: `${rel} passes a pager size that is not a literal` };
        if (passed < size) {
          size = passed;
          why = `${rel} passes ${passed}`;
        }
      }
    }
  }
  return { size, why };
}

/** The sizes `.Paginate` calls pass (undefined for one written as an expression), in one pass over the text. */
function passedSizes(text: string): Array<number | undefined> {
  const out: Array<number | undefined> = [];
  let at = text.indexOf('.Paginate');
  while (at >= 0) {
    const after = at + '.Paginate'.length;
    if (text[after] !== 'r') {
      const args = callArguments(text, after);
      if (args.length >= 2) {
        const last = args[args.length - 1];
        out.push(/^\d{1,6}$/.test(last) && Number(last) >= 1 ? Number(last) : undefined);
      }
    }
    at = text.indexOf('.Paginate', after);
  }
  return out;
}

/**
 * The arguments of a template call starting at `from`, up to the end of the action or of the enclosing parenthesized
 * pipeline: a parenthesized pipeline (`(where .Site.RegularPages "Type" "blog")`) or a quoted string is one argument.
 * One pass, at most 400 characters.
 */
function callArguments(text: string, from: number): string[] {
  const args: string[] = [];
  let current = '';
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length && i - from < 400; i++) {
    const c = text[i];
    if (quote) {
      current += c;
      if (c === quote) quote = '';
      continue;
    }
    if (depth === 0 && (c === ')' || c === '}' || c === '|')) break;
    if (c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth === 0 && /\s/.test(c)) {
      if (current) args.push(current);
      current = '';
    } else current += c;
  }
  if (current) args.push(current);
  return args;
}

function positiveInt(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}
