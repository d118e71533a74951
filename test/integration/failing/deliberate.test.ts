import * as assert from 'node:assert/strict';

describe('a deliberately failing suite', () => {
  it('passes one', () => assert.ok(true));
  it('fails one (expected: the runner must exit non-zero)', () => assert.equal(1, 2));
});
