import assert from 'node:assert/strict';
import { parseYamlText } from '../../../src/core/site/yamlText';

describe('site/yamlText', () => {
  it('keeps dates as strings (YAML 1.2 core schema)', () => {
    assert.deepEqual(parseYamlText('date: 2021-01-02\ndraft: true\nweight: 3'), { date: '2021-01-02', draft: true, weight: 3 });
  });
  it('reads application tags as their plain value instead of failing the file', () => {
    const data = parseYamlText('extra:\n  key: !ENV [X, default]\nemoji: !!python/name:material.extensions.emoji.twemoji\nsite: !relative $docs\n');
    assert.deepEqual(data, { extra: { key: ['X', 'default'] }, emoji: null, site: '$docs' });
  });
  it('keeps the last value of a repeated key', () => {
    assert.deepEqual(parseYamlText('slug: a\nslug: b'), { slug: 'b' });
  });
  it('does not expand aliases (no billion-laughs blow-up)', () => {
    const lol = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) lol.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    const data = parseYamlText(lol.join('\n')) as Record<string, unknown[]>;
    assert.equal(data.l.length, 9);
    assert.equal(data.l[0], data.k, 'shared reference, not a copy');
  });
  it('throws on malformed input', () => {
    assert.throws(() => parseYamlText('a: [1, 2\nb: }'));
  });
});
