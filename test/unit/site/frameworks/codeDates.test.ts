// The code evaluator's reading of dates and of list methods that change their list (kit/code.ts).
import assert from 'node:assert/strict';
import { Computed, readCode } from '../../../../src/core/site/frameworks/kit/code';

describe('site/frameworks/kit/code dates and list methods', () => {
  const value = (expr: string): unknown => readCode(`export const v = ${expr};`).named('v');

  it("new Date(text) answers its UTC day's getters (an offset moving it past midnight counted), toString of numbers", () => {
    assert.equal(value("new Date('2024-05-31').getFullYear().toString()"), '2024');
    assert.equal(value("new Date('2023-12-31T23:30:00-05:00').getUTCFullYear()"), 2024);
    assert.equal(value("new Date('2024-05-31').getMonth()"), 4);
    assert.equal(value("new Date('2024-05-31').getDate()"), 31);
    assert.equal(value("new Date('2024-05-31').toISOString()"), '2024-05-31T00:00:00.000Z');
    assert.ok(value("new Date('2024-05-31').getHours()") instanceof Computed);
    assert.ok(value('new Date().getFullYear()') instanceof Computed);
    assert.ok(value("new Date('yesterday').getFullYear()") instanceof Computed);
  });

  it('pop/shift/at read on a fresh list; pop on a named list (which it would change) is not evaluated', () => {
    assert.equal(value("'a/b/c'.split('/').pop()"), 'c');
    assert.equal(value("'a/b/c'.split('/').shift()"), 'a');
    assert.equal(value("'a/b/c'.split('/').at(-2)"), 'b');
    const code = readCode("const parts = 'a/b/c'.split('/');\nexport const last = parts.pop();\nexport const rest = parts.join('/');");
    assert.ok(code.named('last') instanceof Computed);
  });
});
