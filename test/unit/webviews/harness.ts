// Shared test plumbing: a render context whose actions record calls, rendering a panel into the fake document, and
// the inertness check every rendering test applies.
import * as assert from 'node:assert/strict';
import { mount } from '../../../src/webviews/shared/dom';
import { createFormat } from '../../../src/webviews/shared/format';
import type { PanelActions, PanelView, RenderContext } from '../../../src/webviews/shared/panel';
import type { PanelContext, PanelDataMap, PanelKind } from '../../../src/shared/protocol';
import { renderPanel } from '../../../src/webviews/shared/shell';
import { asDocument, FakeDocument, type FakeElement } from './fakeDom';
import { context as sampleContext } from './samples';

export type ActionCall = [keyof PanelActions, ...unknown[]];

export function recordingActions(): PanelActions & { calls: ActionCall[] } {
  const calls: ActionCall[] = [];
  return {
    calls,
    openExternal: (url) => calls.push(['openExternal', url]),
    openPanel: (panel, id, focus) => calls.push(focus === undefined ? ['openPanel', panel, id] : ['openPanel', panel, id, focus]),
    openOwnedPage: (url, show) => calls.push(['openOwnedPage', url, show]),
    fixConnection: (action) => calls.push(['fixConnection', action]),
    setFilters: (params) => calls.push(['setFilters', params]),
    loadMore: (params) => calls.push(['loadMore', params]),
    exportCsv: (table) => calls.push(['exportCsv', table]),
    copyMarkdown: () => calls.push(['copyMarkdown']),
    refetch: () => calls.push(['refetch']),
  };
}

export function renderContext(context: PanelContext = sampleContext(), busy: ReadonlySet<string> = new Set()) {
  const actions = recordingActions();
  const rc: RenderContext = { context, fmt: createFormat(context.locale), actions, busy };
  return { rc, actions };
}

export function renderToFake<P extends PanelKind>(view: PanelView<P>, data: PanelDataMap[P], context?: PanelContext, busy?: ReadonlySet<string>) {
  const { rc, actions } = renderContext(context, busy);
  const doc = new FakeDocument();
  const root = mount(asDocument(doc), renderPanel(view, data, rc, null)) as unknown as FakeElement;
  return { doc, root, actions, rc };
}

// The allow-lists as the brief states them, written out independently of the production lists.
const HTML = new Set(['div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'main', 'section', 'header', 'footer', 'nav', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'small', 'a', 'button', 'blockquote', 'time', 'vscode-button', 'vscode-single-select', 'vscode-option']);
const SVG = new Set(['svg', 'g', 'path', 'rect', 'line', 'circle', 'title']);
const ATTRS = new Set(['class', 'role', 'tabindex', 'id', 'colspan', 'scope', 'title', 'type', 'value', 'label', 'disabled', 'selected', 'secondary']);
const SVG_ATTRS = new Set(['viewBox', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'd', 'preserveAspectRatio', 'focusable']);
const DOM_CALLS = new Set(['createElement', 'createElementNS', 'setAttribute', 'appendChild', 'addEventListener', 'textContent', 'replaceChildren']);
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Every element allowed, every attribute on the allow-list, no navigation or style anywhere, only safe DOM calls. */
export function assertInert(root: FakeElement, doc: FakeDocument): void {
  for (const call of doc.calls) assert.ok(DOM_CALLS.has(call), `DOM call ${call} is not allowed`);
  for (const el of root.walk()) {
    const svg = el.namespaceURI === SVG_NS;
    assert.ok((svg ? SVG : HTML).has(el.tagName), `element <${el.tagName}> is not allowed`);
    for (const [name, value] of el.attributes) {
      const ok = ATTRS.has(name) || /^aria-[a-z]+$/.test(name) || /^data-[a-z][a-z0-9-]*$/.test(name) || (svg && SVG_ATTRS.has(name));
      assert.ok(ok, `attribute ${name} on <${el.tagName}> is not allowed`);
      if (svg && name === 'd') assert.match(value, /^[0-9.\- MLZ]*$/, 'path data holds only numbers and commands');
    }
    for (const event of el.listeners.keys()) assert.ok(['click', 'keydown', 'change'].includes(event), `listener ${event}`);
  }
}

/** Clicks every link and button; returns what the actions received. */
export function clickEverything(root: FakeElement, actions: { calls: ActionCall[] }): ActionCall[] {
  const before = actions.calls.length;
  for (const el of root.walk()) if (el.listeners.has('click')) el.dispatch('click');
  return actions.calls.slice(before);
}
