import assert from 'node:assert/strict';
import { RouteList, parseSegment } from '../../../src/core/site/frameworks/kit/fileRoutes';

const next = { restMatchesEmpty: false };
const kit = { restMatchesEmpty: true };

function route(path: string, syntax = next) {
  return path.split('/').filter(Boolean).map((s) => parseSegment(s, syntax));
}

function first(list: RouteList<string>, url: string): string | undefined {
  for (const m of list.match(url.split('/').filter(Boolean))) return m.route.data;
  return undefined;
}

describe('site/routePattern', () => {
  it('ranks static over dynamic over catch-all over optional catch-all', () => {
    const list = new RouteList<string>();
    for (const r of ['[[...all]]', '[...slug]', 'blog/[slug]', 'blog/new', '[lang]/about', 'about']) list.add(route(r), r);
    assert.equal(first(list, '/blog/new'), 'blog/new');
    assert.equal(first(list, '/blog/hello'), 'blog/[slug]');
    assert.equal(first(list, '/about'), 'about');
    assert.equal(first(list, '/fr/about'), '[lang]/about');
    assert.equal(first(list, '/x/y/z'), '[...slug]');
    assert.equal(first(list, '/'), '[[...all]]');
  });

  it('Next.js catch-all needs a segment; Astro/SvelteKit rest params match none', () => {
    const a = new RouteList<string>();
    a.add(route('docs/[...slug]'), 'next');
    assert.equal(first(a, '/docs'), undefined);
    const b = new RouteList<string>();
    b.add(route('docs/[...slug]', kit), 'kit');
    assert.equal(first(b, '/docs'), 'kit');
  });

  it('binds params and reports section and values in URL order', () => {
    const list = new RouteList<string>();
    list.add(route('docs/[topic]/[...path]/edit', kit), 'r');
    const [m] = [...list.match(['docs', 'svelte', 'a', 'b', 'edit'])];
    assert.deepEqual(m.params, { topic: 'svelte', path: ['a', 'b'] });
    assert.deepEqual(m.section, ['docs']);
    assert.deepEqual(m.values, ['svelte', 'a', 'b']);
  });

  it('handles SvelteKit optional params, matchers and mixed segments', () => {
    const list = new RouteList<string>();
    list.add(route('[[lang]]/about', kit), 'optional');
    list.add(route('items/[id=integer]', kit), 'matcher');
    list.add(route('items/[slug]', kit), 'param');
    list.add(route('files/[name].[ext]', kit), 'mixed');
    assert.equal(first(list, '/about'), 'optional');
    assert.equal(first(list, '/de/about'), 'optional');
    assert.equal(first(list, '/items/12'), 'matcher');
    const [mixed] = [...list.match(['files', 'report.pdf'])];
    assert.deepEqual(mixed.params, { name: 'report', ext: 'pdf' });
  });
});
