// Rendering without markup parsing. Renderers build a plain VNode tree with h()/s(); mount() turns it into DOM using
// only createElement(NS), setAttribute (allow-listed names), textContent, appendChild and addEventListener. Text from
// the API therefore can never become markup, and a tree is easy to assert on in plain Node.
//
// No style attributes anywhere: the panel's CSP has no 'unsafe-inline' for styles; sizes go through classes or SVG
// geometry attributes.

export type Listener = (event: Event) => void;
const EVENT_NAMES = ['click', 'keydown', 'change'] as const;
export type EventName = (typeof EVENT_NAMES)[number];
export type Listeners = Partial<Record<EventName, Listener>>;

export type AttrValue = string | number | boolean | null | undefined;
/** Attributes plus `on` for event listeners. false/null/undefined leave the attribute out; true sets it empty. */
export type Props = { readonly on?: Listeners } & { readonly [name: string]: AttrValue | Listeners };

export interface VElement {
  readonly tag: string;
  readonly svg: boolean;
  readonly attrs: Readonly<Record<string, string>>;
  readonly on: Listeners;
  readonly children: readonly VNode[];
}
/** A string child is text, always. */
export type VNode = VElement | string;
export type Child = VNode | number | null | undefined | false | readonly Child[];

const HTML_TAGS: ReadonlySet<string> = new Set([
  'div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'main', 'section', 'header', 'footer', 'nav', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'small', 'a', 'button', 'blockquote', 'time',
  'vscode-button', 'vscode-single-select', 'vscode-option',
]);
const SVG_TAGS: ReadonlySet<string> = new Set(['svg', 'g', 'path', 'rect', 'line', 'circle', 'title']);

/** The attributes renderers may set. `label`, `disabled`, `selected` and `secondary` are inert properties of the
 * vscode-elements controls (the select's accessible name, and boolean states). */
const HTML_ATTRS: ReadonlySet<string> = new Set([
  'class', 'role', 'tabindex', 'id', 'colspan', 'scope', 'title', 'type', 'value',
  'label', 'disabled', 'selected', 'secondary',
]);
const SVG_GEOMETRY_ATTRS: ReadonlySet<string> = new Set(['viewBox', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'd']);
const SVG_CONSTANT_ATTRS: ReadonlyMap<string, readonly string[]> = new Map([
  ['preserveAspectRatio', ['none', 'xMidYMid meet']],
  ['focusable', ['false']],
]);
/** Numbers, separators and the path commands we draw with: nothing that could name a URL or a script. */
const GEOMETRY_VALUE = /^[0-9eE.,+\- %MLHVZmlhvz]*$/;

function isAllowedAttr(name: string, svg: boolean): boolean {
  if (/^aria-[a-z]+$/.test(name) || /^data-[a-z][a-z0-9-]*$/.test(name)) return true;
  if (HTML_ATTRS.has(name)) return true;
  return svg && (SVG_GEOMETRY_ATTRS.has(name) || SVG_CONSTANT_ATTRS.has(name));
}

function attrText(value: AttrValue): string | null {
  if (value === false || value === null || value === undefined) return null;
  if (value === true) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return value;
}

function build(svg: boolean, tag: string, props: Props | null, children: readonly Child[]): VElement {
  if (!(svg ? SVG_TAGS : HTML_TAGS).has(tag)) throw new Error(`dom: <${tag}> is not an allowed ${svg ? 'SVG' : 'HTML'} element`);
  const attrs: Record<string, string> = {};
  let on: Listeners = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === 'on') {
      on = value as Listeners;
      for (const event of Object.keys(on)) {
        if (!(EVENT_NAMES as readonly string[]).includes(event)) throw new Error(`dom: listener "${event}" is not allowed`);
      }
      continue;
    }
    if (!isAllowedAttr(name, svg)) throw new Error(`dom: attribute "${name}" is not allowed on <${tag}>`);
    const text = attrText(value as AttrValue);
    if (text === null) continue;
    if (svg && SVG_GEOMETRY_ATTRS.has(name) && !GEOMETRY_VALUE.test(text)) throw new Error(`dom: bad geometry ${name}="${text}"`);
    const constants = svg ? SVG_CONSTANT_ATTRS.get(name) : undefined;
    if (constants !== undefined && !constants.includes(text)) throw new Error(`dom: bad ${name}`);
    attrs[name] = text;
  }
  return { tag, svg, attrs, on, children: flatten(children) };
}

function flatten(children: readonly Child[], out: VNode[] = []): VNode[] {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) flatten(child as readonly Child[], out);
    else if (typeof child === 'number') out.push(String(child));
    else out.push(child as VNode);
  }
  return out;
}

/** An HTML element node. */
export function h(tag: string, props: Props | null = null, ...children: Child[]): VElement {
  return build(false, tag, props, children);
}

/** An SVG element node. */
export function s(tag: string, props: Props | null = null, ...children: Child[]): VElement {
  return build(true, tag, props, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The most characters one text run shows. Laying out a long run without a break opportunity (`overflow-wrap:
 * anywhere` in a table cell) grows with the square of its length: one 100 KB string held a panel's renderer for half
 * a minute. Real labels, quotes and URLs are far shorter; the full text stays in the data (Copy as Markdown, CSV).
 */
export const TEXT_MAX = 4000;

/** A text run as shown: cut at TEXT_MAX (never inside a surrogate pair) with an ellipsis. */
export function shownText(text: string): string {
  if (text.length <= TEXT_MAX) return text;
  const end = /[\ud800-\udbff]/.test(text[TEXT_MAX - 2]) ? TEXT_MAX - 2 : TEXT_MAX - 1;
  return `${text.slice(0, end)}…`;
}

/** The DOM calls mount() makes: a real Document, or the test suite's recording fake. */
export interface MountDocument {
  createElement(tag: string): Element;
  createElementNS(ns: string, tag: string): Element;
}

/**
 * Builds real DOM from a VNode tree. Text goes through textContent only (bounded by shownText); an element mixing text
 * and elements gets each text run in its own <span>, so no text node (or markup) is ever created any other way.
 */
export function mount(doc: MountDocument, node: VNode): Element {
  if (typeof node === 'string') {
    const span = doc.createElement('span');
    span.textContent = shownText(node);
    return span;
  }
  const el = node.svg ? doc.createElementNS(SVG_NS, node.tag) : doc.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) el.setAttribute(name, value);
  for (const [event, listener] of Object.entries(node.on)) el.addEventListener(event, listener as Listener);
  if (node.children.length > 0 && node.children.every((c) => typeof c === 'string')) {
    el.textContent = shownText(node.children.join(''));
  } else {
    for (const child of node.children) el.appendChild(mount(doc, child));
  }
  return el;
}

/** The text a tree shows (for tests and for aria summaries). */
export function textOf(node: VNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}
