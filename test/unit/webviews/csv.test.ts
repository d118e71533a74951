import * as assert from 'node:assert/strict';
import { csvField, toCsv } from '../../../src/webviews/shared/csv';
import { HOSTILE_STRINGS } from './hostileStrings';

/** A small RFC 4180 reader, to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe('webviews/csv: toCsv', () => {
  it('quotes per RFC 4180 and ends records with CRLF', () => {
    assert.equal(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\rhere'], [1, -2.5, true, null, undefined]]), 'a,"b,c","say ""hi""","two\nlines","cr\rhere"\r\n1,-2.5,true,,\r\n');
    assert.equal(toCsv([]), '');
  });

  it('guards formula starts in text cells, not in numbers', () => {
    assert.equal(csvField('=1+1'), "'=1+1");
    assert.equal(csvField('+1'), "'+1");
    assert.equal(csvField('-1'), "'-1");
    assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvField('\t=1'), "'\t=1");
    assert.equal(csvField('\r=1'), `"'\r=1"`);
    assert.equal(csvField('=HYPERLINK("https://x","y")'), `"'=HYPERLINK(""https://x"",""y"")"`);
    assert.equal(csvField(-3), '-3');
    assert.equal(csvField(Number.NaN), '');
    assert.equal(csvField('a=1'), 'a=1');
  });

  it('reads every hostile string back unchanged except the guard and lone surrogates', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      const text = toCsv([['h1', 'h2'], [value, 'after']]);
      const rows = parseCsv(text);
      assert.equal(rows.length, 2, name);
      const expected = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
      const guarded = /^[=+\-@\t\r]/.test(expected) ? `'${expected}` : expected;
      assert.deepEqual(rows[1], [guarded, 'after'], name);
      assert.ok(!/^[=+\-@]/.test(rows[1]![0]!), `${name}: no cell starts a formula`);
    }
  });
});
