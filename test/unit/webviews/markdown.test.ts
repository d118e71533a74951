import * as assert from 'node:assert/strict';
import { mdLink, mdTable, mdText } from '../../../src/webviews/shared/markdown';
import { toMarkdown } from './toMarkdown';
import { HOSTILE_STRINGS } from './hostileStrings';
import { competitorsSample, keywordSample, promptSample, reputationSample } from './samples';
import { withEveryString } from './mutate';

/** What a CommonMark reader makes of our escapes: the backslash before punctuation disappears. */
function unescape(md: string): string {
  return md.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

function normalized(value: string): string {
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\r\n|[\r\n\u2028\u2029\u0085\v\f]/g, ' ')
    .replace(/\t/g, ' ')
    .replace(/^ +/, '');
}

/** Links in Markdown text: only ours, to http(s), survive. */
function assertOnlyHttpLinks(md: string, context: string): void {
  for (const match of md.matchAll(/(?<!\\)\]\(([^)]*)\)/g)) {
    assert.match(match[1]!, /^https?:\/\/[^\s()<>]+$/, `${context}: link destination ${match[1]}`);
  }
  assert.ok(!/(?<!\\)<[a-zA-Z!/?]/.test(md), `${context}: raw HTML or autolink`);
}

describe('webviews/markdown: escaping', () => {
  it('escapes inline syntax and leading block markers', () => {
    assert.equal(mdText('*bold* _em_ `code` [a](b) <b> & | ~ C# !'), '\\*bold\\* \\_em\\_ \\`code\\` \\[a\\](b) \\<b\\> \\& \\| \\~ C# !');
    assert.equal(mdText('# not a heading #'), '\\# not a heading \\#');
    assert.equal(mdText('    indented'), 'indented');
    assert.equal(mdText('01.09.2026 and -3'), '01.09.2026 and -3');
    assert.equal(mdText('- item'), '\\- item');
    assert.equal(mdText('+ item'), '\\+ item');
    assert.equal(mdText('> quote'), '\\> quote');
    assert.equal(mdText('12. ordered'), '12\\. ordered');
    assert.equal(mdText('3) ordered'), '3\\) ordered');
    assert.equal(mdText('a\nb\r\nc'), 'a b c');
    assert.equal(mdText(null), '');
    assert.equal(mdText('plain words stay plain.'), 'plain words stay plain.');
  });

  it('makes links from http(s) only, encoding characters that would end the destination', () => {
    assert.equal(mdLink('Wiki', 'https://example.com/wiki/A_(b)'), '[Wiki](https://example.com/wiki/A_%28b%29)');
    assert.equal(mdLink('x', 'javascript:alert(1)'), 'x');
    assert.equal(mdLink('', 'data:text/html,hi'), 'data:text/html,hi');
    assert.equal(mdLink('[x](javascript:alert(1))', 'https://ok.example/'), '[\\[x\\](javascript:alert(1))](https://ok.example/)');
  });

  it('builds a GFM table', () => {
    assert.equal(mdTable(['A', 'B'], [['1', '']]), '| A | B |\n| --- | --- |\n| 1 |   |');
  });

  it('turns every hostile string into one line of inert text that reads back as the original', () => {
    for (const { name, value } of HOSTILE_STRINGS) {
      const md = mdText(value);
      assert.ok(!/[\r\n\u2028\u2029]/.test(md), `${name}: one line`);
      assert.equal(unescape(md), normalized(value), name);
      assertOnlyHttpLinks(md, name);
      const link = mdLink(value, value);
      assertOnlyHttpLinks(link, name);
    }
  });
});

describe('webviews/markdown: toMarkdown per panel', () => {
  it('writes a brief for each panel', () => {
    const keyword = toMarkdown('keyword', keywordSample(), { locale: 'en-US', brandName: 'Acme' });
    assert.match(keyword, /^# Keyword: crm for small business$/m);
    assert.match(keyword, /^- Monthly searches: 2,400$/m);
    // Each figure with its name, scope and period (none given here), its range and its change against the margin.
    assert.match(keyword, /^- Mentioned · this keyword's search results: 42% \(38–47\), up 3 points \(\+1 to \+7\), outside the margin of error$/m);
    assert.match(keyword, /^- Recommended · this keyword's search results: Too few answers to measure$/m);
    assert.match(keyword, /^\| 1 \| \[Result 1 title\]\(https:\/\/site2\.example\/page\) \|/m);
    assert.match(keyword, /\| Result 7 title \|/, 'a javascript: URL stays text');
    assert.match(keyword, /^### Add a comparison table to the pricing page$/m);
    assertOnlyHttpLinks(keyword, 'keyword');

    const reputation = toMarkdown('reputation', reputationSample());
    assert.match(reputation, /^- Understood · all tracked prompts: 61% \(57–66\)/m);
    assert.match(reputation, /^- Praised · all tracked prompts: Calibrating$/m);
    assert.match(reputation, /Web part · all tracked prompts: Not measured/);
    assert.match(reputation, /0\.63 × the AI part \+ 0\.37 × the web part/);
    assert.match(reputation, /^> Acme is the easiest CRM to start with\.$/m);
    assert.match(reputation, /^\| Kind \| Fact \| AI answers: Agrees \| AI answers: Partly \|/m);

    const competitors = toMarkdown('competitors', competitorsSample());
    assert.match(competitors, /\| Quiet Co \| not asked about \|/);
    assert.ok(!/Quiet Co \| 0/.test(competitors));
    const unpaged = toMarkdown('competitors', { ...competitorsSample(), page: null });
    assert.match(unpaged, /\| — \| Quiet Co \| \[quiet\.example\]\(https:\/\/quiet\.example\/\) \| Not asked about \| Not asked about \| Not asked about \| — \|/, 'no rank and no 0 for a brand nobody asked about');
    assert.match(competitors, /\| Acme \(you\) \|/);

    const prompt = toMarkdown('prompt', promptSample());
    assert.match(prompt, /^# Prompt: best crm for small teams$/m);
    assert.match(prompt, /\[See the answers\]\(https:\/\/app\.example\.com\/answers\?prompt=p1\)/);
  });

  it('keeps hostile data inert in every panel brief', () => {
    const builders = { keyword: keywordSample, reputation: reputationSample, competitors: competitorsSample, prompt: promptSample } as const;
    for (const { name, value } of HOSTILE_STRINGS) {
      for (const [panel, build] of Object.entries(builders) as [keyof typeof builders, () => never][]) {
        const md = toMarkdown(panel, withEveryString(build(), value));
        assertOnlyHttpLinks(md, `${panel}/${name}`);
        // Headings and list items are ours: data adds no line that starts a block.
        for (const line of md.split('\n')) {
          assert.ok(!/^\s*(<|!\[|={3,}|\* |\[[^\]]*\]:)/.test(line), `${panel}/${name}: line "${line.slice(0, 80)}"`);
        }
      }
    }
  });
});
