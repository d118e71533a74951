// Regex literals the code evaluator applies: only the slug idioms of kit/knownRegex.ts' table, never compiled from
// the repository's text; any other literal leaves the value unknown.
import assert from 'node:assert/strict';
import { Computed, callValue, readCode } from '../../../../src/core/site/frameworks/kit/code';
import { expectMapped } from './helpers';

describe('site/frameworks/kit/code known regex idioms', () => {
  it("applies the table's idioms in replace/replaceAll/split; another literal or a `$` replacement stays unknown", () => {
    const code = readCode([
      "export const slug = (s) => s.toLowerCase().replace(/\\s+/g, '-');",
      "export const bare = (s) => s.replace(/\\.mdx?$/, '');",
      "export const parts = (s) => s.split(/\\s+/);",
      "export const odd = (s) => s.replace(/(a+)+b/g, '');",
      "export const dollars = (s) => s.replace(/\\s+/g, '$&');",
    ].join('\n'));
    assert.equal(callValue(code.named('slug'), ['Passionate  People']), 'passionate-people');
    assert.equal(callValue(code.named('bare'), ['posts/hello.mdx']), 'posts/hello');
    assert.deepEqual(callValue(code.named('parts'), ['a b  c']), ['a', 'b', 'c']);
    assert.ok(callValue(code.named('odd'), ['aab']) instanceof Computed);
    assert.ok(callValue(code.named('dollars'), ['a b']) instanceof Computed);
  });

  it('a VitePress paths loader naming params through an imported helper (`normalizeName(p.name)`): only those values are pages', () => {
    expectMapped({
      'package.json': JSON.stringify({ devDependencies: { vitepress: '1' } }),
      '.vitepress/config.ts': 'export default { cleanUrls: false };',
      'partners/partners.json': JSON.stringify([{ name: 'Passionate People' }, { name: 'WebReinvent' }]),
      'partners/utils.ts': "export function normalizeName(name: string) {\n  return name.toLowerCase().replace(/\\s+/g, '')\n}\n",
      'partners/[partnerId].paths.ts': "import partners from './partners.json'\nimport { normalizeName } from './utils'\nexport default {\n  paths: partners.map((p) => ({ params: { partnerId: normalizeName(p.name) } }))\n}\n",
      'partners/[partnerId].md': '# x',
    }, {
      '/partners/passionatepeople.html': 'partners/[partnerId].md',
      '/partners/webreinvent.html': 'partners/[partnerId].md',
      '/partners/passionate-people.html': null,
    }, { framework: 'vitepress' });
  });
});
