// The date formats permalinks spell dates with: strftime (Liquid) and Luxon's toFormat, on the day's parts only.
import assert from 'node:assert/strict';
import { luxonFormat, strftime } from '../../../../src/core/site/frameworks/kit/dateFormats';

describe('date formats (strftime, Luxon)', () => {
  const d = { year: 2023, month: 3, day: 7 };
  it('strftime: padded and unpadded numbers, month names, literal text', () => {
    assert.equal(strftime(d, '%Y/%m/%d'), '2023/03/07');
    assert.equal(strftime(d, '%-m/%-d/%y'), '3/7/23');
    assert.equal(strftime(d, '%B %e, %Y'), 'March  7, 2023');
    assert.equal(strftime(d, '%b-%j %%'), 'Mar-066 %');
  });
  it('strftime: a token for the time of day or an unknown one gives nothing', () => {
    assert.equal(strftime(d, '%Y/%H'), undefined);
    assert.equal(strftime(d, '%Q'), undefined);
    assert.equal(strftime(d, '%'), undefined);
  });
  it('Luxon: runs of one letter, quoted literal text', () => {
    assert.equal(luxonFormat(d, 'y/MM'), '2023/03');
    assert.equal(luxonFormat(d, 'yyyy-LL-dd'), '2023-03-07');
    assert.equal(luxonFormat(d, "d LLLL yy 'at' M"), '7 March 23 at 3');
    assert.equal(luxonFormat(d, 'LLL'), 'Mar');
  });
  it('Luxon: hours, weekdays, zones and unclosed quotes give nothing', () => {
    assert.equal(luxonFormat(d, 'yyyy HH'), undefined);
    assert.equal(luxonFormat(d, 'EEEE'), undefined);
    assert.equal(luxonFormat(d, "yyyy 'x"), undefined);
  });
});
