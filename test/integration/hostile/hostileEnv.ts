// The hostile-data suite's shared parts: the corpus (test/fixtures/hostile-strings.json, generated 100 KB entries
// built), the sample server's hostileStrings fault in rounds, and the checks every shown string must pass: plain text
// for labels and messages, untrusted escaped Markdown that VS Code's own Markdown renderer turns into no tag, link or
// image from data.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import corpusFile from '../../fixtures/hostile-strings.json';
import type { Fault } from '../../sample-api/server';
import { md } from '../../../src/shared/text/markdown';
import { plainText } from '../../../src/shared/text/plainText';

export interface Hostile {
  name: string;
  value: string;
}

interface CorpusFile {
  strings: Hostile[];
  generated: { name: string; repeat: string; length: number }[];
}

const file = corpusFile as CorpusFile;

/** Every corpus entry, the 100 KB ones built from `generated`. */
export const CORPUS: readonly Hostile[] = [
  ...file.strings,
  ...file.generated.map((g) => ({ name: g.name, value: g.repeat.repeat(Math.ceil(g.length / g.repeat.length)).slice(0, g.length) })),
];
export const STRINGS: readonly string[] = CORPUS.map((h) => h.value);

/** Walking the whole tree several times reads far more than the sample's default 120 requests a minute. */
export const HIGH_QUOTA = 100_000;

/** Offsets of the rounds: each moves every string into other fields of the same responses. */
export const ROUND_OFFSETS = [0, 7, 31] as const;

type HostileFault = Extract<Fault, { kind: 'hostileStrings' }>;

/** The fault with the whole corpus (set in-process: no size limit applies to the 100 KB entries). */
export function hostileFault(offset: number, options: Omit<HostileFault, 'kind' | 'strings' | 'offset'> = {}): HostileFault {
  return { kind: 'hostileStrings', strings: [...STRINGS], offset, ...options };
}

// ---------------------------------------------------------------------------------------------------------------------
// Plain text

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function show(text: string): string {
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);
}

/** One line of plain text: no control or bidi characters, no lone surrogates, at most `max` characters. */
export function assertPlainLine(text: string, where: string, max: number): void {
  assert.ok(!CONTROL.test(text) && !LINE_BREAK.test(text), `${where}: control character or line break in ${show(text)}`);
  assert.ok(!BIDI.test(text), `${where}: bidi control in ${show(text)}`);
  assert.ok(!LONE_SURROGATE.test(text), `${where}: lone surrogate in ${show(text)}`);
  assert.ok(text.length <= max, `${where}: ${text.length} characters (at most ${max}): ${show(text)}`);
}

/** Plain text over several lines (string tooltips): as assertPlainLine, newlines allowed. */
export function assertPlainLines(text: string, where: string, max: number): void {
  assert.ok(!CONTROL_BUT_NEWLINE.test(text) && !/[\r\u0085\u2028\u2029]/.test(text), `${where}: control character in ${show(text)}`);
  assert.ok(!BIDI.test(text), `${where}: bidi control in ${show(text)}`);
  assert.ok(!LONE_SURROGATE.test(text), `${where}: lone surrogate in ${show(text)}`);
  assert.ok(text.length <= max, `${where}: ${text.length} characters (at most ${max})`);
}

/** `$(name)` is drawn as an icon in quick-pick rows, CodeLens titles and the status bar. */
export function assertNoIconSyntax(text: string, where: string): void {
  assert.ok(!/\$\(/.test(text), `${where}: icon syntax from data in ${show(text)}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// Markdown

/**
 * Characters that could open a tag, link, image, code span or entity must be backslash-escaped. A `>` that starts a
 * line is our own blockquote marker (data never starts a line: md() keeps it on one).
 */
export function unescapedSpecials(markdown: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown[i];
    if (!'<>[]`()!&'.includes(c)) continue;
    if (c === '>' && /(^|\n) {0,3}$/.test(markdown.slice(Math.max(0, i - 4), i))) continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && markdown[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 0) found.push(`${c}@${i}: ${markdown.slice(Math.max(0, i - 20), i + 20)}`);
  }
  return found;
}

/** VS Code's own Markdown engine (the built-in extension's markdown-it, with the preview's HTML and linkify settings). */
export async function renderMarkdown(markdown: string): Promise<string> {
  const html = await vscode.commands.executeCommand<string>('markdown.api.render', markdown);
  assert.equal(typeof html, 'string', 'the built-in Markdown renderer answered');
  // The built-in Mermaid support appends its own config element; it is not from the document.
  return html.replace(/<span id="markdown-mermaid"[^>]*><\/span>/g, '');
}

/** Tags our own Markdown structure produces; anything else came from data. */
const STRUCTURE_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'em', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'ol', 'li', 'blockquote', 'br', 'hr']);

/** The rendered HTML holds only our structure: no link, image, script, handler or script URL. */
export function assertInertHtml(html: string, where: string): void {
  const tags = [...new Set([...html.matchAll(/<([a-z][a-z0-9-]*)\b/gi)].map((m) => m[1].toLowerCase()))];
  const unexpected = tags.filter((t) => !STRUCTURE_TAGS.has(t));
  const at = unexpected.length ? html.search(new RegExp(`<${unexpected[0]}\\b`, 'i')) : -1;
  assert.deepEqual(unexpected, [], `${where}: tags from data (${unexpected.join(', ')}): ${at >= 0 ? html.slice(Math.max(0, at - 100), at + 200) : ''}`);
  assert.ok(!/<a[\s>]/i.test(html), `${where}: a link`);
  assert.ok(!/<img[\s>]/i.test(html), `${where}: an image`);
  assert.ok(!/<script/i.test(html), `${where}: a script`);
  assert.ok(!/<[^>]+\son[a-z]+\s*=/i.test(html), `${where}: an event handler attribute`);
  assert.ok(!/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript|command|file|vscode):/i.test(html), `${where}: a script or command URL`);
}

/** A tooltip, hover or preview from data: untrusted, no HTML, no theme icons; every special escaped; renders inert. */
export async function assertInertMarkdown(value: vscode.MarkdownString | string, where: string, maxLength = 20_000): Promise<void> {
  const text = typeof value === 'string' ? value : value.value;
  if (typeof value !== 'string') {
    assert.ok(!value.isTrusted, `${where}: a trusted MarkdownString (command links would run)`);
    assert.ok(!value.supportHtml, `${where}: HTML allowed`);
    assert.ok(!value.supportThemeIcons, `${where}: theme icons from data`);
  }
  assert.ok(text.length <= maxLength, `${where}: ${text.length} characters of Markdown`);
  assert.ok(!BIDI.test(text) && !LONE_SURROGATE.test(text), `${where}: bidi control or lone surrogate`);
  assert.deepEqual(unescapedSpecials(text).slice(0, 3), [], `${where}: an unescaped special character`);
  assertInertHtml(await renderMarkdown(text), where);
}

// ---------------------------------------------------------------------------------------------------------------------
// Coverage: did the strings really reach what is shown?

/** Which corpus strings show, as plain text or as escaped Markdown, in the texts seen. */
export class Coverage {
  private readonly plain = new Map<string, number[]>();
  private readonly reached = new Set<number>();

  constructor() {
    STRINGS.forEach((s, i) => {
      const key = plainText(s);
      if (key) this.plain.set(key, [...(this.plain.get(key) ?? []), i]);
    });
  }

  /** A label or message: an exact plain-text rendering of a corpus string counts. */
  sawPlain(text: string): void {
    for (const i of this.plain.get(text) ?? []) this.reached.add(i);
  }

  /**
   * Any text (a message, a Markdown tooltip): the start of a corpus string's plain or escaped form inside it counts
   * (its first 60 characters: every surface keeps at least that many before it truncates).
   */
  sawWithin(text: string, markdown: boolean): void {
    STRINGS.forEach((s, i) => {
      if (this.reached.has(i)) return;
      const form = (markdown ? md(s, 60) : plainText(s, 60)).replace(/…$/, '');
      if (form.length >= 2 && text.includes(form)) this.reached.add(i);
    });
  }

  /** Corpus entries that never showed (strings with no visible text — empty, spaces — are left out). */
  missing(): string[] {
    return CORPUS.filter((h, i) => plainText(h.value) !== '' && plainText(h.value).length >= 2 && !this.reached.has(i)).map((h) => h.name);
  }

  get count(): number {
    return this.reached.size;
  }
}
