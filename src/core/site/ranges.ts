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
  /** More places of the same problem in the file (the third and later H1s of a page with several). */
  extra?: TextRange[];
  /** For a problem placed on a repeat (an extra H1): the first one, which stays. */
  first?: TextRange;
  /** What re-checking the finding in this text found (localChecks.ts), when the check can be verified here. */
  local?: LocalResult;
}

/** A check re-run on the source: the problem is gone, still there, or cannot be told from this file alone. */
export type LocalResult = 'passes' | 'fails' | 'unknown';

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

export interface Prepared {
  text: string;
  lines: LineIndex;
  flavor: Flavor;
  /** Body with comments, code fences and the front matter blanked: where tags and headings are searched. */
  body: string;
  /** Where the tags of `body` end (linear-time scans). */
  tags: TagIndex;
  /** Offset of the first body character (after the front matter). */
  bodyStart: number;
  bodyLine: number;
  /** Front matter as parsed data (YAML/TOML), with each top-level key's line; empty for Astro's JS front matter. */
  keyLines: Record<string, number>;
  data: Record<string, unknown>;
  /** Astro's front matter is code: searched for `title = …` style assignments. */
  frontCode: string;
}

export function prepare(text: string, fileName: string): Prepared {
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
  // An unterminated comment runs to the end (as a parser reads it): every match consumes, so the scan is linear.
  if (flavor === 'astro' || flavor === 'jsx') body = body.replace(/\{\/\*[\s\S]*?(?:\*\/\}|$)/g, (m) => m.replace(/[^\r\n]/g, ' '));
  const astroCode = flavor === 'astro' && fm.bodyLine > 0;
  return {
    text,
    lines,
    flavor,
    body,
    tags: new TagIndex(body),
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

export function keyRange(p: Prepared, keys: readonly string[]): Located | undefined {
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
  for (const tag of p.tags.elements(name)) {
    if (test(tag.attrs)) return { range: p.lines.range(tag.start, tag.end), found: true, what };
  }
  return undefined;
}

/** The attributes we read, each with its own fixed pattern (no RegExp is ever built from text). */
const ATTRS = {
  name: /(?:^|\s)name\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}|([^\s"'>]+))/i,
  property: /(?:^|\s)property\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}|([^\s"'>]+))/i,
} as const;

function attr(attrs: string, name: keyof typeof ATTRS): string | undefined {
  const m = ATTRS[name].exec(attrs);
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
    componentProp(p, PROPS.robots, 'robots setting', true) ??
    firstMatch(p, /\b(?:robots|noindex)\s*:/dg, 'robots setting', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

export function locateTitle(p: Prepared): Located | undefined {
  return (
    keyRange(p, ['title']) ??
    titleElement(p) ??
    componentProp(p, PROPS.title, '`title` of the page layout', false) ??
    firstMatch(p, /\b(?:const|let|var)\s+title\s*=|\btitle\s*:/dg, '`title` in the page code', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

export function locateDescription(p: Prepared): Located | undefined {
  return (
    keyRange(p, ['description', 'summary', 'excerpt']) ??
    findTag(p, 'meta', (a) => /^description$/i.test(attr(a, 'name') ?? '') || /^og:description$/i.test(attr(a, 'property') ?? ''), 'meta description') ??
    componentProp(p, PROPS.description, '`description` of the page layout', false) ??
    firstMatch(p, /\b(?:const|let|var)\s+description\s*=|\bdescription\s*:/dg, '`description` in the page code', p.flavor === 'jsx' ? p.body : p.frontCode)
  );
}

function locateH1(p: Prepared): Located | undefined {
  // Markdown layouts usually render the front-matter title as the page's H1.
  return h1Places(p)[0] ?? (p.flavor === 'markdown' ? keyRange(p, ['title']) : undefined);
}

/**
 * Every H1 of the page's own source, in order: `<h1>` opening tags, and in Markdown `#` headings and `===` underlined
 * headings. Comments, code fences and the front matter are blanked first. Linear in the file's length.
 */
export function h1Places(p: Prepared): Located[] {
  const places: Array<Located & { at: number }> = [];
  const needle = '<h1';
  for (let at = p.tags.find(needle, 0); at >= 0; at = p.tags.find(needle, at + needle.length)) {
    if (NAME_CHAR.test(p.body[at + needle.length] ?? '')) continue;
    const close = p.tags.nextGt(at);
    if (close < 0) break;
    places.push({ at, range: p.lines.range(at, close + 1), found: true, what: '<h1>' });
  }
  if (p.flavor === 'markdown') {
    const atx = /^ {0,3}#(?!#)[ \t]+\S[^\n]*?(?=\r?$)/gm;
    for (let m = atx.exec(p.body); m; m = atx.exec(p.body)) {
      places.push({ at: m.index, range: p.lines.range(m.index, m.index + m[0].length), found: true, what: '`#` heading' });
    }
    // A setext heading: a paragraph line underlined with '='.
    const setext = /^ {0,3}=+[ \t]*\r?$/gm;
    for (let m = setext.exec(p.body); m; m = setext.exec(p.body)) {
      const line = p.lines.position(m.index).line;
      if (line === 0) continue;
      const prev = p.body.slice(p.lines.lineStart(line - 1), p.lines.lineEnd(line - 1));
      if (prev.trim() === '' || /^ {0,3}(?:#|[-*+] |>|```|~~~)/.test(prev)) continue;
      const start = p.lines.lineStart(line - 1) + (prev.length - prev.trimStart().length);
      places.push({ at: start, range: p.lines.range(start, m.index + m[0].trimEnd().length), found: true, what: '`===` heading' });
    }
  }
  return places.sort((a, b) => a.at - b.at).map(({ range, found, what }, i) => ({ range, found, what: i === 0 ? `first ${what}` : what }));
}

function compare(a: TextRange, b: TextRange): number {
  return a.startLine - b.startLine || a.startCharacter - b.startCharacter;
}

/** Where a finding with this anchor belongs in the file; the first body line when the anchor is not there. */
export function locate(text: string, fileName: string, anchor: Anchor): Located {
  return locateIn(prepare(text, fileName), anchor);
}

/** locate() on a prepared text (one preparation serves the place and the local re-check). */
export function locateIn(p: Prepared, anchor: Anchor): Located {
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
      const value = robotsValueSpan(lineText);
      if (value) {
        const written = lineText.slice(value.start, value.end);
        const quote = /^["']/.test(written) ? written[0] : written.includes(',') ? '"' : '';
        edits.push({ range: p.lines.range(start + value.start, start + value.end), newText: `${quote}${rest}${quote}` });
      }
    }
  }
  return edits;
}

function metaTagEdits(p: Prepared): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const tag of p.tags.elements('meta')) {
    const attrs = tag.attrs;
    if (!isRobotsMeta(attrs)) continue;
    const content = /(\scontent\s*=\s*)("([^"]*)"|'([^']*)')/i.exec(attrs);
    if (!content) continue;
    const value = content[3] ?? content[4] ?? '';
    const rest = withoutNoindex(value);
    if (rest === undefined) continue;
    if (rest === '') {
      edits.push(removeSpan(p, tag.start, tag.end));
    } else {
      const valueStart = tag.attrsStart + content.index + content[1].length + 1;
      edits.push({ range: p.lines.range(valueStart, valueStart + value.length), newText: rest });
    }
  }
  return edits;
}

/** A component prop `noindex` / `noindex={true}` / `noindex="true"` (Astro, JSX layouts). */
function propEdits(p: Prepared): TextEdit[] {
  if (p.flavor !== 'astro' && p.flavor !== 'jsx' && p.flavor !== 'markdown') return [];
  const edits: TextEdit[] = [];
  for (const tag of p.tags.components()) {
    // `(?<!\s)`: a run of blanks is tried once, from its start (no quadratic retry inside the run).
    const prop = /(?<!\s)\s+noindex(?:\s*=\s*(?:\{\s*true\s*\}|"true"|'true'))?(?=[\s/>]|$)/.exec(tag.attrs);
    if (!prop) continue;
    const start = tag.attrsStart + prop.index;
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
  return noindexRemovalIn(prepare(text, fileName));
}

/** noindexRemoval() on a prepared text. */
export function noindexRemovalIn(p: Prepared): TextEdit[] {
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

// ---------------------------------------------------------------------------------------------------------------------
// Linear-time tag scanning. A tag regex like <meta((?:[^>"']|"[^"]*"|'[^']*')*)> tries every start again to the end of
// an unclosed tag: quadratic on a hostile page. Here where a tag ends is computed once per position (memoized), so
// every scan over a page is linear in its length.

interface TagSpan {
  start: number;
  /** Just past the closing '>'. */
  end: number;
  attrs: string;
  attrsStart: number;
}

/** Tags longer than this are not markup anyone wrote: not read as tags. */
const MAX_TAG = 16_384;
const NAME_CHAR = /[\w.:-]/;

export class TagIndex {
  private readonly lower: string;
  private nextCache = new Map<string, Int32Array>();
  /** Memo: end of a tag whose attributes start at a position (outside quotes); 0 = unknown, -1 = none, else end + 1. */
  private readonly memo: Map<string, Int32Array> = new Map();

  constructor(private readonly body: string) {
    this.lower = body.toLowerCase();
  }

  /** For each position, the index of the next occurrence of `ch` at or after it (body.length when none). */
  private next(ch: string): Int32Array {
    let arr = this.nextCache.get(ch);
    if (!arr) {
      const n = this.body.length;
      arr = new Int32Array(n + 1);
      arr[n] = n;
      for (let i = n - 1; i >= 0; i--) arr[i] = this.body[i] === ch ? i : arr[i + 1];
      this.nextCache.set(ch, arr);
    }
    return arr;
  }

  /**
   * Index of the '>' that closes a tag whose attributes start at `from`: quotes (and, for components, `{…}`) are
   * skipped; -1 when the tag never closes. Each position is worked out once.
   */
  closeOf(from: number, braces: boolean): number {
    const key = braces ? 'b' : 'q';
    let memo = this.memo.get(key);
    if (!memo) {
      memo = new Int32Array(this.body.length + 2);
      this.memo.set(key, memo);
    }
    const n = this.body.length;
    const gt = this.next('>');
    const dq = this.next('"');
    const sq = this.next("'");
    const ob = braces ? this.next('{') : undefined;
    const cb = braces ? this.next('}') : undefined;
    const path: number[] = [];
    let p = from;
    let result: number;
    for (;;) {
      if (p > n) {
        result = -1;
        break;
      }
      const known = memo[p];
      if (known !== 0) {
        result = known - 1;
        break;
      }
      const g = gt[p];
      const d = dq[p];
      const q = sq[p];
      const b = ob ? ob[p] : n;
      const m = Math.min(g, d, q, b);
      if (m >= n) {
        result = -1;
        break;
      }
      if (m === g) {
        result = g;
        break;
      }
      const close = m === d ? dq[m + 1] : m === q ? sq[m + 1] : (cb as Int32Array)[m + 1];
      if (close === undefined || close >= n) {
        result = -1;
        break;
      }
      path.push(p);
      p = close + 1;
    }
    for (const at of path) memo[at] = result + 1;
    if (p <= n && memo[p] === 0) memo[p] = result + 1;
    return result;
  }

  /** Every `<name …>` element tag (case-insensitive), in order. */
  *elements(name: string): Generator<TagSpan> {
    const needle = `<${name.toLowerCase()}`;
    let at = this.lower.indexOf(needle);
    while (at >= 0) {
      const after = at + needle.length;
      if (!NAME_CHAR.test(this.body[after] ?? '')) {
        const close = this.closeOf(after, false);
        if (close < 0) return; // nothing after this closes a tag: no later one closes either
        if (close - at <= MAX_TAG) yield { start: at, end: close + 1, attrs: this.body.slice(after, close), attrsStart: after };
      }
      at = this.lower.indexOf(needle, after);
    }
  }

  /** Every component tag `<Name …>` (a capitalized name, as Astro and JSX layouts are), in order. */
  *components(): Generator<TagSpan> {
    const open = /<[A-Z][\w.]*/g;
    for (let m = open.exec(this.body); m; m = open.exec(this.body)) {
      const after = m.index + m[0].length;
      const close = this.closeOf(after, true);
      if (close < 0) return;
      if (close - m.index <= MAX_TAG) yield { start: m.index, end: close + 1, attrs: this.body.slice(after, close), attrsStart: after };
    }
  }

  /** The first '>' at or after a position (no quote handling), or -1. */
  nextGt(from: number): number {
    const i = this.next('>')[Math.min(from, this.body.length)];
    return i >= this.body.length ? -1 : i;
  }

  /** Index of a lowercase text at or after a position (case-insensitive search), or -1. */
  find(textLower: string, from: number): number {
    return this.lower.indexOf(textLower, from);
  }
}

/** `<name …>` up to its first '>' (as an HTML parser ends an opening tag). */
export function openingTag(p: Prepared, name: string, what: string): Located | undefined {
  const needle = `<${name}`;
  for (let at = p.tags.find(needle, 0); at >= 0; at = p.tags.find(needle, at + needle.length)) {
    if (NAME_CHAR.test(p.body[at + needle.length] ?? '')) continue;
    const close = p.tags.nextGt(at);
    if (close < 0) return undefined;
    return { range: p.lines.range(at, close + 1), found: true, what };
  }
  return undefined;
}

/** The <title> element through its closing tag (or the end of the page). */
function titleElement(p: Prepared): Located | undefined {
  const open = openingTag(p, 'title', '<title> element');
  if (!open) return undefined;
  const start = p.lines.lineStart(open.range.startLine) + open.range.startCharacter;
  const close = p.tags.find('</title>', start);
  const end = close < 0 ? p.body.length : close + '</title>'.length;
  return { range: p.lines.range(start, end), found: true, what: '<title> element' };
}

/**
 * A prop of a layout component (`<Layout noindex>`, `<BaseLayout title={…}>`): the first tag head (up to its first
 * '>') that names it. Heads sharing one '>' are searched once, so the scan stays linear.
 */
/** A prop name after a run of blanks; `(?<!\s)` starts each run once (no quadratic retry inside a run). */
const PROPS = {
  robots: /(?<!\s)\s+(noindex|robots)\b/g,
  title: /(?<!\s)\s+(title)\b/g,
  description: /(?<!\s)\s+(description)\b/g,
} as const;

function componentProp(p: Prepared, names: RegExp, what: string, valueOptional: boolean): Located | undefined {
  const open = /<[A-Z][\w.]*/g;
  for (let m = open.exec(p.body); m; m = open.exec(p.body)) {
    const close = p.tags.nextGt(m.index);
    const headEnd = close < 0 ? p.body.length : close;
    const head = p.body.slice(m.index, headEnd);
    const hit = propIn(head, names, valueOptional);
    if (hit) return { range: p.lines.range(m.index + hit.start, m.index + hit.end), found: true, what };
    if (close < 0) return undefined;
    open.lastIndex = headEnd;
  }
  return undefined;
}

/** `name`, `name=…` or `name={…}` after a blank in a tag head; the span of the first one (value included). */
function propIn(head: string, names: RegExp, valueOptional: boolean): { start: number; end: number } | undefined {
  const re = names;
  re.lastIndex = 0;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const start = m.index + m[0].length - m[1].length;
    let i = m.index + m[0].length;
    while (i < head.length && /\s/.test(head[i])) i++;
    if (head[i] !== '=') {
      if (valueOptional) return { start, end: m.index + m[0].length };
      continue;
    }
    i++;
    while (i < head.length && /\s/.test(head[i])) i++;
    const open = head[i];
    const closer = open === '"' ? '"' : open === "'" ? "'" : open === '{' ? '}' : undefined;
    const close = closer ? head.indexOf(closer, i + 1) : -1;
    if (close >= 0) return { start, end: close + 1 };
    if (valueOptional) return { start, end: m.index + m[0].length };
  }
  return undefined;
}

/** The value span of a front-matter line `robots: value  # comment` (comment and trailing blanks left out). */
function robotsValueSpan(line: string): { start: number; end: number } | undefined {
  if (!line.startsWith('robots')) return undefined;
  let i = 'robots'.length;
  while (line[i] === ' ' || line[i] === '\t') i++;
  if (line[i] !== ':' && line[i] !== '=') return undefined;
  i++;
  while (line[i] === ' ' || line[i] === '\t') i++;
  let end = line.length;
  const hash = line.indexOf(' #', i);
  if (hash >= 0) end = hash;
  while (end > i && (line[end - 1] === ' ' || line[end - 1] === '\t' || line[end - 1] === '\r')) end--;
  return { start: i, end };
}
