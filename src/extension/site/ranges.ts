// Where in a page's source file a finding belongs: the robots meta tag or front-matter key, the <title> or
// front-matter `title`, the meta description, the first H1 — else the first line after the front matter.
// Also computes the one edit we consider safe to offer: removing a `noindex`. Pure text work, no vscode.
import { parseFrontMatter } from './frontMatter';

export type Anchor = 'robots' | 'title' | 'description' | 'h1' | 'body';

/** 0-based, end exclusive (the shape of vscode.Range and LSP). */
export interface TextRange {
  startLine: number;
  startCharacter: number;
  endLine: number;
  endCharacter: number;
}

export interface Located {
  range: TextRange;
  /** Whether the anchor itself was found; false = the fallback first body line. */
  found: boolean;
  /** What the range covers, for hovers and explanations: "robots meta tag", "front-matter key `title`". */
  what: string;
}

export interface TextEdit {
  range: TextRange;
  newText: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// Check id / label → anchor

const ANCHOR_WORDS: ReadonlyArray<[Anchor, ReadonlySet<string>]> = [
  ['robots', new Set(['robots', 'robot', 'noindex', 'index', 'indexing', 'indexable', 'nofollow', 'indexed'])],
  ['title', new Set(['title', 'titles'])],
  ['description', new Set(['description', 'descriptions'])],
  ['h1', new Set(['h1', 'heading', 'headings', 'headline'])],
];

/** Maps a check (or page status) to the place it is about, by keywords of its id and label; unknown → 'body'. */
export function anchorFor(id: string, label?: string | null): Anchor {
  const words = new Set(`${id} ${label ?? ''}`.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
  for (const [anchor, keys] of ANCHOR_WORDS) {
    for (const key of keys) if (words.has(key)) return anchor;
  }
  return 'body';
}

// ---------------------------------------------------------------------------------------------------------------------
// Text helpers

type Flavor = 'markdown' | 'html' | 'astro' | 'jsx' | 'other';

function flavorOf(fileName: string): Flavor {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (['md', 'mdx', 'markdown', 'mdoc', 'markdoc'].includes(ext)) return 'markdown';
  if (['html', 'htm', 'njk', 'liquid', 'hbs', 'handlebars', 'ejs', 'pug', 'svelte', 'vue', 'xhtml'].includes(ext)) return 'html';
  if (ext === 'astro') return 'astro';
  if (['tsx', 'jsx', 'ts', 'js', 'mjs', 'cjs', 'mts'].includes(ext)) return 'jsx';
  return 'other';
}

class LineIndex {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  get lineCount(): number {
    return this.starts.length;
  }
  position(offset: number): { line: number; character: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }
  range(start: number, end: number): TextRange {
    const a = this.position(start);
    const b = this.position(end);
    return { startLine: a.line, startCharacter: a.character, endLine: b.line, endCharacter: b.character };
  }
  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))];
  }
  /** Offset of the end of the line's text (before '\r\n' / '\n'). */
  lineEnd(line: number): number {
    const next = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    return next > 0 && this.text.charCodeAt(next - 1) === 13 && next - 1 >= this.lineStart(line) ? next - 1 : next;
  }
  /** Whole line including its line break (for deleting a line). */
  lineWithBreak(line: number): [number, number] {
    const end = line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length;
    return [this.lineStart(line), end];
  }
}

/** Blanks a span while keeping offsets and line breaks, so positions found in the masked text stay valid. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ') + text.slice(end);
}

interface Prepared {
  text: string;
  lines: LineIndex;
  flavor: Flavor;
  /** Body with comments, code fences and the front matter blanked: where tags and headings are searched. */
  body: string;
  /** Offset of the first body character (after the front matter). */
  bodyStart: number;
  bodyLine: number;
  /** Front matter as parsed data (YAML/TOML), with each top-level key's line; empty for Astro's JS front matter. */
  keyLines: Record<string, number>;
  data: Record<string, unknown>;
  /** Astro's front matter is code: searched for `title = …` style assignments. */
  frontCode: string;
}

function prepare(text: string, fileName: string): Prepared {
  const flavor = flavorOf(fileName);
  const lines = new LineIndex(text);
  const fm = parseFrontMatter(text);
  const bodyLine = Math.min(fm.bodyLine, lines.lineCount - 1);
  const bodyStart = fm.bodyLine >= lines.lineCount ? text.length : lines.lineStart(fm.bodyLine);
  let body = blank(text, 0, bodyStart);
  body = body.replace(/<!--[\s\S]*?(?:-->|$)/g, (m) => m.replace(/[^\r\n]/g, ' '));
  if (flavor === 'markdown') {
    // Fenced code blocks: a '# comment' inside a shell sample is not a heading.
    body = body.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[^\n]*$|(?![\s\S]))/gm, (m) => m.replace(/[^\r\n]/g, ' '));
  }
  if (flavor === 'astro' || flavor === 'jsx') body = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, (m) => m.replace(/[^\r\n]/g, ' '));
  const astroCode = flavor === 'astro' && fm.bodyLine > 0;
  return {
    text,
    lines,
    flavor,
    body,
    bodyStart,
    bodyLine,
    keyLines: astroCode ? {} : fm.keyLines,
    data: astroCode ? {} : fm.data,
    frontCode: astroCode ? text.slice(0, bodyStart) : '',
  };
}

function lineRange(p: Prepared, line: number): TextRange {
  const start = p.lines.lineStart(line);
  const text = p.text.slice(start, p.lines.lineEnd(line));
  const indent = text.length - text.trimStart().length;
  return p.lines.range(start + indent, start + text.trimEnd().length);
}

/** First non-blank line at or after the front matter (the file's first line when it is all blank). */
function firstBodyLine(p: Prepared): TextRange {
  for (let line = p.bodyLine; line < p.lines.lineCount; line++) {
    if (p.text.slice(p.lines.lineStart(line), p.lines.lineEnd(line)).trim() !== '') return lineRange(p, line);
  }
  return lineRange(p, p.bodyLine);
}

function keyRange(p: Prepared, keys: readonly string[]): Located | undefined {
  for (const key of keys) {
    const line = p.keyLines[key];
    if (line !== undefined) return { range: lineRange(p, line), found: true, what: `front-matter key \`${key}\`` };
  }
  return undefined;
}

/** First match of `pattern` (flags must include 'g' and 'd'); its group 1, when there is one, is the range. */
function firstMatch(p: Prepared, pattern: RegExp, what: string, haystack = p.body): Located | undefined {
  pattern.lastIndex = 0;
  const m = pattern.exec(haystack);
  if (!m) return undefined;
  const [start, end] = m.indices?.[1] ?? [m.index, m.index + m[0].length];
  return { range: p.lines.range(start, end), found: true, what };
}

/** A whole opening tag `<name …>` whose attributes satisfy `test` (attributes may span lines). */
function findTag(p: Prepared, name: string, test: (attrs: string) => boolean, what: string): Located | undefined {
  const pattern = new RegExp(String.raw`<${name}\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  for (let m = pattern.exec(p.body); m; m = pattern.exec(p.body)) {
    if (test(m[1])) return { range: p.lines.range(m.index, m.index + m[0].length), found: true, what };
  }
  return undefined;
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'\`]([^"'\`]*)["'\`]\s*\}|([^\s"'>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
}

const ROBOTS_NAMES = /^(?:robots|googlebot|bingbot)$/i;

function isRobotsMeta(attrs: string): boolean {
  return ROBOTS_NAMES.test(attr(attrs, 'name') ?? '');
}

// ---------------------------------------------------------------------------------------------------------------------
// Anchors

function locateRobots(p: Prepared): Located | undefined {
  return (
    keyRange(p, ['robots', 'noindex', 'index', 'noIndex']) ??
    findTag(p, 'meta', isRobotsMeta, 'robots meta tag') ??
    // A layout prop (`<Layout noindex>`, `robots="noindex"`) or Next.js `metadata.robots`.
    firstMatch(p, /<[A-Z][\w.]*\b[^>]*?\s((?:noindex|robots)\b(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)/dg, 'robots setting') ??
    firstMatch(p, /\b(?:robots|noindex)\s*:/dg, 'robots setting', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

function locateTitle(p: Prepared): Located | undefined {
  return (
    keyRange(p, ['title']) ??
    firstMatch(p, /<title\b[^>]*>[\s\S]*?(?:<\/title>|$)/dgi, '<title> element') ??
    firstMatch(p, /<[A-Z][\w.]*\b[^>]*?\s(title\s*=\s*(?:"[^"]*"|'[^']*'|\{[^}]*\}))/dg, '`title` of the page layout') ??
    firstMatch(p, /\b(?:const|let|var)\s+title\s*=|\btitle\s*:/dg, '`title` in the page code', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

function locateDescription(p: Prepared): Located | undefined {
  return (
    keyRange(p, ['description', 'summary', 'excerpt']) ??
    findTag(p, 'meta', (a) => /^description$/i.test(attr(a, 'name') ?? '') || /^og:description$/i.test(attr(a, 'property') ?? ''), 'meta description') ??
    firstMatch(p, /<[A-Z][\w.]*\b[^>]*?\s(description\s*=\s*(?:"[^"]*"|'[^']*'|\{[^}]*\}))/dg, '`description` of the page layout') ??
    firstMatch(p, /\b(?:const|let|var)\s+description\s*=|\bdescription\s*:/dg, '`description` in the page code', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

function locateH1(p: Prepared): Located | undefined {
  const tag = firstMatch(p, /<h1\b[^>]*>/dgi, 'first <h1>');
  const heading = p.flavor === 'markdown' ? firstMatch(p, /^ {0,3}#(?!#)[ \t]+\S[^\n]*?(?=\r?$)/dgm, 'first `#` heading') : undefined;
  if (tag && heading) return compare(tag.range, heading.range) <= 0 ? tag : heading;
  // Markdown layouts usually render the front-matter title as the page's H1.
  return tag ?? heading ?? (p.flavor === 'markdown' ? keyRange(p, ['title']) : undefined);
}

function compare(a: TextRange, b: TextRange): number {
  return a.startLine - b.startLine || a.startCharacter - b.startCharacter;
}

/** Where a finding with this anchor belongs in the file; the first body line when the anchor is not there. */
export function locate(text: string, fileName: string, anchor: Anchor): Located {
  const p = prepare(text, fileName);
  const found =
    anchor === 'robots' ? locateRobots(p)
    : anchor === 'title' ? locateTitle(p)
    : anchor === 'description' ? locateDescription(p)
    : anchor === 'h1' ? locateH1(p)
    : undefined;
  return found ?? { range: firstBodyLine(p), found: false, what: 'first line of the page' };
}

// ---------------------------------------------------------------------------------------------------------------------
// The safe edit: removing a noindex

/** Robots tokens that only restate the default: a directive left with nothing else can go entirely. */
const DEFAULT_TOKENS = new Set(['index', 'follow', 'all']);

function robotsTokens(value: string): string[] {
  return value.split(',').map((t) => t.trim()).filter(Boolean);
}

/** The robots value without `noindex`; '' when nothing but defaults remain; undefined when there was no noindex. */
function withoutNoindex(value: string): string | undefined {
  const tokens = robotsTokens(value);
  if (!tokens.some((t) => t.toLowerCase() === 'noindex' || t.toLowerCase() === 'none')) return undefined;
  // `none` = noindex, nofollow: keep the nofollow half.
  const rest = tokens.flatMap((t) => (t.toLowerCase() === 'none' ? ['nofollow'] : t.toLowerCase() === 'noindex' ? [] : [t]));
  return rest.every((t) => DEFAULT_TOKENS.has(t.toLowerCase())) ? '' : rest.join(', ');
}

function deleteLine(p: Prepared, line: number): TextEdit {
  const [start, end] = p.lines.lineWithBreak(line);
  return { range: p.lines.range(start, end), newText: '' };
}

/** Whether the next line continues this key's value (an indented block or a folded scalar): then we do not touch it. */
function continues(p: Prepared, line: number): boolean {
  if (line + 1 >= p.lines.lineCount) return false;
  const next = p.text.slice(p.lines.lineStart(line + 1), p.lines.lineEnd(line + 1));
  return /^\s+\S/.test(next) && !/^(?:---|\+\+\+)\s*$/.test(next.trim());
}

function frontMatterEdits(p: Prepared): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const key of ['noindex', 'noIndex']) {
    const line = p.keyLines[key];
    if (line !== undefined && p.data[key] === true && !continues(p, line)) edits.push(deleteLine(p, line));
  }
  const line = p.keyLines.robots;
  const value = p.data.robots;
  if (line !== undefined && typeof value === 'string' && !continues(p, line)) {
    const rest = withoutNoindex(value);
    if (rest === '') edits.push(deleteLine(p, line));
    else if (rest !== undefined) {
      const start = p.lines.lineStart(line);
      const lineText = p.text.slice(start, p.lines.lineEnd(line));
      const m = /^(robots\s*[:=]\s*)(.*?)(\s*(?:#.*)?)$/.exec(lineText);
      if (m) {
        const quote = /^["']/.test(m[2]) ? m[2][0] : m[2].includes(',') ? '"' : '';
        edits.push({ range: p.lines.range(start + m[1].length, start + m[1].length + m[2].length), newText: `${quote}${rest}${quote}` });
      }
    }
  }
  return edits;
}

function metaTagEdits(p: Prepared): TextEdit[] {
  const edits: TextEdit[] = [];
  const pattern = /<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (let m = pattern.exec(p.body); m; m = pattern.exec(p.body)) {
    const attrs = m[1];
    if (!isRobotsMeta(attrs)) continue;
    const content = /(\scontent\s*=\s*)("([^"]*)"|'([^']*)')/i.exec(attrs);
    if (!content) continue;
    const value = content[3] ?? content[4] ?? '';
    const rest = withoutNoindex(value);
    if (rest === undefined) continue;
    const tagStart = m.index;
    const tagEnd = m.index + m[0].length;
    if (rest === '') {
      edits.push(removeSpan(p, tagStart, tagEnd));
    } else {
      const valueStart = tagStart + '<meta'.length + content.index + content[1].length + 1;
      edits.push({ range: p.lines.range(valueStart, valueStart + value.length), newText: rest });
    }
  }
  return edits;
}

/** A component prop `noindex` / `noindex={true}` / `noindex="true"` (Astro, JSX layouts). */
function propEdits(p: Prepared): TextEdit[] {
  if (p.flavor !== 'astro' && p.flavor !== 'jsx' && p.flavor !== 'markdown') return [];
  const edits: TextEdit[] = [];
  const tag = /<[A-Z][\w.]*\b((?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*)>/g;
  for (let m = tag.exec(p.body); m; m = tag.exec(p.body)) {
    const prop = /\s+noindex(?:\s*=\s*(?:\{\s*true\s*\}|"true"|'true'))?(?=[\s/>]|$)/.exec(m[1]);
    if (!prop) continue;
    const start = m.index + m[0].length - 1 - m[1].length + prop.index;
    edits.push({ range: p.lines.range(start, start + prop[0].length), newText: '' });
  }
  return edits;
}

/** Deletes a span; when it is alone on its line(s), the whole line goes so no blank line is left behind. */
function removeSpan(p: Prepared, start: number, end: number): TextEdit {
  const a = p.lines.position(start);
  const b = p.lines.position(end);
  const before = p.text.slice(p.lines.lineStart(a.line), start);
  const after = p.text.slice(end, p.lines.lineEnd(b.line));
  if (before.trim() === '' && after.trim() === '') {
    const [lineStart] = p.lines.lineWithBreak(a.line);
    const [, lineEnd] = p.lines.lineWithBreak(b.line);
    return { range: p.lines.range(lineStart, lineEnd), newText: '' };
  }
  return { range: p.lines.range(start, end), newText: '' };
}

/**
 * The edits that make this file stop asking for noindex: a robots meta tag whose only directive is noindex is
 * removed (other directives such as nofollow are kept), front-matter `noindex: true` or `robots: noindex` goes,
 * a layout prop `noindex` goes. Empty when there is nothing we can remove safely (e.g. a computed value).
 */
export function noindexRemoval(text: string, fileName: string): TextEdit[] {
  const p = prepare(text, fileName);
  return [...frontMatterEdits(p), ...metaTagEdits(p), ...propEdits(p)].sort((a, b) => compare(a.range, b.range));
}

/** Applies edits (non-overlapping, any order) to text: what the editor does, for tests and the CLI. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = new LineIndex(text);
  const offset = (line: number, character: number): number => lines.lineStart(line) + character;
  const sorted = [...edits].sort((a, b) => -compare(a.range, b.range));
  let out = text;
  for (const e of sorted) {
    out = out.slice(0, offset(e.range.startLine, e.range.startCharacter)) + e.newText + out.slice(offset(e.range.endLine, e.range.endCharacter));
  }
  return out;
}
