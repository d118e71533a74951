// path-to-regexp's compile() read as literal code: the paths a site builds with it, and patterns it does not read.
import assert from 'node:assert/strict';
import { fillPathPattern, pathPatternTemplate } from '../../../../src/core/site/frameworks/kit/pathCompile';
import { readCode } from '../../../../src/core/site/frameworks/kit/code';

describe('site/frameworks/kit/pathCompile', () => {
  it('fills named params (custom groups and modifiers only constrain them); an optional one left out takes its slash', () => {
    assert.equal(fillPathPattern('/:slug([a-zA-Z0-9-]+)/', { slug: 'closure' }), '/closure/');
    assert.equal(fillPathPattern('/page/:page([0-9]+)/', { page: 2 }), '/page/2/');
    assert.equal(fillPathPattern('/', {}), '/');
    assert.equal(fillPathPattern('/docs/:lang?/intro', {}), '/docs/intro');
    assert.equal(fillPathPattern('/a b/:x', { x: 'c d' }), '/a b/c%20d');
  });

  it('gives up on a missing param, braces, wildcards, unbalanced groups and huge patterns', () => {
    assert.equal(fillPathPattern('/:slug/', {}), undefined);
    assert.equal(fillPathPattern('/:slug/', { slug: { x: 1 } }), undefined);
    assert.equal(fillPathPattern('/{:slug}', { slug: 'a' }), undefined);
    assert.equal(fillPathPattern('/*splat', {}), undefined);
    assert.equal(fillPathPattern('/:slug((a)', { slug: 'a' }), undefined);
    assert.equal(fillPathPattern(`/${'('.repeat(10_000)}`, {}), undefined);
  });

  it('gives the shape of its paths as template text', () => {
    assert.equal(pathPatternTemplate('/tag/:slug([a-z-]+)/'), '/tag/${slug}/');
  });

  it('the evaluator applies compile() only when the module imports path-to-regexp', () => {
    const withPackage = readCode("const { compile } = require('path-to-regexp');\nconst TO_POST = compile('/:slug/');\nmodule.exports = { a: TO_POST({ slug: 'x' }), b: TO_POST({ slug: process.env.X }) };");
    assert.equal(withPackage.prop('a'), '/x/');
    const other = readCode("import { compile } from './mine';\nconst TO = compile('/:slug/');\nexport default { a: TO({ slug: 'x' }) };");
    assert.notEqual(other.prop('a'), '/x/');
  });
});
