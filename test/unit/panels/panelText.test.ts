// Titles and exported files from untrusted text: plain, one line, bounded; file names that stay file names.
import assert from 'node:assert/strict';
import { csvBytes, csvFileName, panelTitle, TITLE_MAX } from '../../../src/extension/panels/panelText';
import { HOSTILE_STRINGS } from '../webviews/hostileStrings';

describe('panels: titles and CSV files', () => {
  it('titles are "Kind: text", plain and truncated', () => {
    assert.equal(panelTitle('Keyword', 'hipaa product analytics'), 'Keyword: hipaa product analytics');
    assert.equal(panelTitle('Reputation', undefined), 'Reputation');
    assert.equal(panelTitle('Prompt', 'a\u202eb\nc'), 'Prompt: ab c');
    for (const h of HOSTILE_STRINGS) {
      const title = panelTitle('Keyword', h.value);
      assert.ok(title.length <= 'Keyword: '.length + TITLE_MAX + 1, h.name);
      // eslint-disable-next-line no-control-regex
      assert.doesNotMatch(title, /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/, h.name);
    }
  });

  it('CSV names keep to letters, digits, space, dot, dash and underscore, end in .csv and cannot climb folders', () => {
    assert.equal(csvFileName('Top 10 - hipaa.csv'), 'Top 10 - hipaa.csv');
    assert.equal(csvFileName('Négative prompts.csv'), 'N_gative prompts.csv');
    assert.equal(csvFileName('../../.bashrc'), 'bashrc.csv');
    assert.equal(csvFileName('a/b\\c.csv'), 'a_b_c.csv');
    assert.equal(csvFileName('...'), 'brand-visibility.csv');
    assert.equal(csvFileName(42), 'brand-visibility.csv');
    for (const h of HOSTILE_STRINGS) {
      const name = csvFileName(h.value);
      assert.match(name, /^[A-Za-z0-9][A-Za-z0-9 ._-]*\.csv$/, h.name);
      assert.ok(name.length <= 120 && !name.includes('..'), h.name);
    }
  });

  it('CSV bytes are UTF-8 with a byte order mark', () => {
    const bytes = csvBytes('Café,1\r\n');
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(Buffer.from(bytes.subarray(3)).toString('utf8'), 'Café,1\r\n');
  });
});
