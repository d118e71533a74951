import * as assert from 'node:assert/strict';
import { TEXT_MAX, h, mount, s, shownText, textOf } from '../../../src/webviews/shared/dom';
import { asDocument, FakeDocument, type FakeElement } from './fakeDom';
import { assertInert } from './harness';
import { HOSTILE_STRINGS } from './hostileStrings';

describe('webviews/dom: h, s and mount', () => {
  it('refuses elements, attributes and listeners off the allow-list', () => {
    for (const tag of ['script', 'style', 'iframe', 'img', 'object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'foreignObject']) {
      assert.throws(() => h(tag), /not an allowed/, tag);
    }
    assert.throws(() => s('script'), /not an allowed/);
    assert.throws(() => s('foreignObject'), /not an allowed/);
    assert.throws(() => s('image'), /not an allowed/);
    assert.throws(() => s('use'), /not an allowed/);
    for (const attr of ['href', 'src', 'style', 'onclick', 'onerror', 'srcdoc', 'action', 'formaction', 'xlink:href', 'innerHTML', 'aria-Label', 'data-X']) {
      assert.throws(() => h('div', { [attr]: 'x' }), /not allowed/, attr);
    }
    assert.throws(() => s('path', { href: '#x' }), /not allowed/);
    assert.throws(() => h('div', { on: { mouseover: () => {} } as never }), /not allowed/);
    assert.throws(() => s('path', { d: 'url(javascript:alert(1))' }), /bad geometry/);
    assert.throws(() => s('rect', { width: 'expression(alert(1))' }), /bad geometry/);
    assert.throws(() => s('svg', { preserveAspectRatio: 'javascript' }), /bad/);
  });

  it('sets allowed attributes, skips false/null/undefined and non-finite numbers', () => {
    const node = h('div', { class: 'a', id: 'x', 'aria-label': 'L', 'data-key': 'k', value: undefined, title: null, disabled: false, selected: true, tabindex: Number.NaN } as never);
    assert.deepEqual(node.attrs, { class: 'a', id: 'x', 'aria-label': 'L', 'data-key': 'k', selected: '' });
  });

  it('mounts text only through textContent, wrapping mixed text in spans', () => {
    const doc = new FakeDocument();
    const el = mount(asDocument(doc), h('p', null, 'Mentioned ', h('strong', null, '42%'), 7)) as unknown as FakeElement;
    assert.deepEqual(el.children.map((c) => c.tagName), ['span', 'strong', 'span']);
    assert.equal(el.textContent, 'Mentioned 42%7');
    const svg = mount(asDocument(doc), s('svg', { viewBox: '0 0 10 10' }, s('title', null, 'T'))) as unknown as FakeElement;
    assert.equal(svg.namespaceURI, 'http://www.w3.org/2000/svg');
    assert.equal(svg.children[0]!.namespaceURI, 'http://www.w3.org/2000/svg');
    assertInert(el, doc);
  });

  it('attaches listeners', () => {
    const doc = new FakeDocument();
    let clicks = 0;
    const el = mount(asDocument(doc), h('vscode-button', { on: { click: () => clicks++ } }, 'Go')) as unknown as FakeElement;
    el.dispatch('click');
    assert.equal(clicks, 1);
  });

  it('keeps every hostile string as inert text, in children and in attribute values', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      const doc = new FakeDocument();
      const tree = h('div', { title: value, 'aria-label': value, 'data-key': value }, value, h('span', null, value));
      const el = mount(asDocument(doc), tree) as unknown as FakeElement;
      assertInert(el, doc);
      assert.equal(el.textContent, shownText(value) + shownText(value), name);
      assert.equal(textOf(tree), value + value, name);
      assert.equal(el.find(() => true).length, 3, `${name}: no element made from text`);
      assert.equal(el.getAttribute('title'), value);
    }
  });

  it('shows at most TEXT_MAX characters of one text run (a 100 KB run would stall the layout), never half a surrogate pair', () => {
    const long = 'A'.repeat(100 * 1024);
    const el = mount(asDocument(new FakeDocument()), h('td', null, long)) as unknown as FakeElement;
    assert.equal(el.textContent.length, TEXT_MAX);
    assert.ok(el.textContent.endsWith('…') && long.startsWith(el.textContent.slice(0, -1)));
    const emoji = `${'x'.repeat(TEXT_MAX - 2)}\u{1F469}${'y'.repeat(10)}`;
    assert.equal(shownText(emoji), `${'x'.repeat(TEXT_MAX - 2)}…`);
    assert.equal(shownText('short'), 'short');
  });
});
