import * as assert from 'node:assert/strict';
import { examine, localCheckFor } from '../../../src/core/site/localChecks';
import type { TextRange } from '../../../src/core/site/ranges';

function lineOf(r: TextRange | undefined): number | undefined {
  return r ? r.startLine + 1 : undefined;
}

const ASTRO_TWO_H1 = `---
import BaseLayout from '../layouts/BaseLayout.astro';
---
<BaseLayout title="Pricing — Tallyhawk" description="Flat pricing.">
  <!-- <h1>Old heading</h1> -->
  <h1>Pricing</h1>
  <p>One price.</p>
  <h1>Plans</h1>
  <section><h1 class="x">Enterprise</h1></section>
</BaseLayout>
`;

describe('site/localChecks: re-checking a finding in the source', () => {
  describe('which checks the source can answer', () => {
    const cases: Array<[string, string, string | undefined]> = [
      ['one-h1', 'One H1 per page', 'one-h1'],
      ['single-h1', 'Single H1 heading', 'one-h1'],
      ['h1-length', 'H1 shorter than 70 characters', undefined],
      ['meta-description', 'Meta description present', 'description'],
      ['description-length', 'Meta description between 70 and 160 characters', undefined],
      ['title-present', 'Page has a title', 'title'],
      ['title-length', 'Title between 30 and 65 characters', undefined],
      ['no-unintended-noindex', 'No unintended noindex', 'noindex'],
      ['status:noindex', 'Marked noindex', 'noindex'],
      ['status:needs_javascript', 'Needs JavaScript', undefined],
      ['answer-first', 'Answer-first opening paragraph', undefined],
      ['canonical', 'Canonical URL points to the page itself', undefined],
      ['ai-crawlers-allowed', 'AI crawlers allowed in robots.txt', undefined],
    ];
    for (const [id, label, want] of cases) it(`${id} → ${want ?? 'crawl only'}`, () => assert.equal(localCheckFor(id, label), want));
  });

  describe('one H1', () => {
    it('points at the extra H1s (the second, then the rest), not the first; comments do not count', () => {
      const at = examine(ASTRO_TWO_H1, 'src/pages/pricing.astro', 'h1', 'one-h1');
      assert.equal(at.local, 'fails');
      assert.equal(lineOf(at.range), 8, 'the second <h1>');
      assert.equal(lineOf(at.first), 6, 'the first, which stays');
      assert.deepEqual(at.extra?.map(lineOf), [9]);
      assert.equal(at.what, 'extra H1');
    });

    it('passes with one H1; without any in the page (a layout may render it) it cannot tell', () => {
      const one = ASTRO_TWO_H1.replace('<h1>Plans</h1>', '<h2>Plans</h2>').replace('<h1 class="x">Enterprise</h1>', '<h2>Enterprise</h2>');
      const at = examine(one, 'p.astro', 'h1', 'one-h1');
      assert.equal(at.local, 'passes');
      assert.equal(lineOf(at.range), 6);
      assert.equal(at.first, undefined);
      assert.equal(examine('<BaseLayout title="x"><p>hi</p></BaseLayout>', 'p.astro', 'h1', 'one-h1').local, 'unknown');
    });

    it('Markdown: `#` and `===` headings count, fenced code and `##` do not; a front-matter title makes one heading uncertain', () => {
      const md = '---\nlayout: x\n---\n\n# Getting started\n\nIntro.\n\n```sh\n# not a heading\n```\n\n## Step\n\nSetup\n=====\n';
      const at = examine(md, 'docs/a.md', 'h1', 'one-h1');
      assert.equal(at.local, 'fails');
      assert.equal(lineOf(at.range), 15, 'the setext heading');
      assert.equal(lineOf(at.first), 5);
      assert.equal(examine('# Only\n\ntext\n', 'a.md', 'h1', 'one-h1').local, 'passes');
      assert.equal(examine('---\ntitle: T\n---\n# Only\n', 'a.md', 'h1', 'one-h1').local, 'unknown');
    });

    it('JSX: every <h1> element of the component', () => {
      const tsx = 'export default function Page() {\n  return (<main>\n    <h1>A</h1>\n    <h1>B</h1>\n  </main>);\n}\n';
      const at = examine(tsx, 'app/page.tsx', 'h1', 'one-h1');
      assert.equal(at.local, 'fails');
      assert.equal(lineOf(at.range), 4);
    });
  });

  // [file, text, anchor and check, what re-checking finds]
  const RECHECKS: ReadonlyArray<[string, string, 'title' | 'description' | 'noindex', 'passes' | 'fails' | 'unknown']> = [
    ['p.astro', ASTRO_TWO_H1, 'description', 'passes'],
    ['p.astro', '<BaseLayout title="About">\n<h1>x</h1>\n</BaseLayout>\n', 'description', 'fails'],
    ['p.astro', '<BaseLayout title="About" description="">\n</BaseLayout>\n', 'description', 'fails'],
    ['p.html', '<head><meta name="description" content="Hi there"></head>', 'description', 'passes'],
    ['p.html', '<head><meta name="description" content=""></head>', 'description', 'fails'],
    ['a.md', '---\ntitle: A\ndescription: Some words\n---\nBody\n', 'description', 'passes'],
    ['a.md', '---\ntitle: A\ndescription: ""\n---\nBody\n', 'description', 'fails'],
    ['p.html', '<html><head><title>Pricing</title></head></html>', 'title', 'passes'],
    ['p.html', '<html><head><title>  </title></head></html>', 'title', 'fails'],
    ['p.html', '<html><head></head><body>x</body></html>', 'title', 'fails'],
    ['p.html', '<head><meta name="robots" content="noindex"></head>', 'noindex', 'fails'],
    ['p.html', '<head><meta name="robots" content="index, follow"></head>', 'noindex', 'passes'],
    ['a.md', '---\ntitle: x\nrobots: noindex\n---\nBody\n', 'noindex', 'fails'],
    ['a.md', '---\ntitle: x\nrobots: "index, follow"\n---\nBody\n', 'noindex', 'passes'],
    ['a.md', '---\ntitle: x\n---\nBody\n', 'noindex', 'passes'],
    ['p.astro', '<Layout title="x" noindex>\n</Layout>\n', 'noindex', 'fails'],
    ['app/page.tsx', 'export const metadata = { robots: { index: false } };\n', 'noindex', 'unknown'],
    ['p.astro', '<meta name="robots" content={flag ? "noindex" : "all"} />', 'noindex', 'unknown'],
  ];

  describe('a title and a meta description present; no robots noindex (computed values: the file cannot tell)', () => {
    for (const [file, text, check, want] of RECHECKS) {
      it(`${check} in ${JSON.stringify(text.slice(0, 50))} → ${want}`, () => {
        const anchor = check === 'noindex' ? 'robots' : check;
        assert.equal(examine(text, file, anchor, check).local, want);
      });
    }
  });

  it('without a check: only the place, as locate() gives it', () => {
    const at = examine(ASTRO_TWO_H1, 'p.astro', 'h1');
    assert.equal(at.local, undefined);
    assert.equal(lineOf(at.range), 6);
  });

  it('hostile pages: huge unclosed tags, heading floods and long lines end (linear scans), with an answer', () => {
    const floods = [
      '<h1'.repeat(200_000),
      `${'<h1>x</h1>\n'.repeat(50_000)}`,
      `${'# h\n'.repeat(100_000)}`,
      `${'=\n'.repeat(200_000)}`,
      `<meta name="robots" content="${'a'.repeat(500_000)}`,
      `${'<BaseLayout description='.repeat(40_000)}`,
    ];
    for (const text of floods) {
      for (const [file, anchor, check] of [['p.astro', 'h1', 'one-h1'], ['p.md', 'h1', 'one-h1'], ['p.html', 'robots', 'noindex'], ['p.astro', 'description', 'description']] as const) {
        const at = examine(text, file, anchor, check);
        assert.ok(at.local === 'passes' || at.local === 'fails' || at.local === 'unknown', `${file} ${check}`);
      }
    }
  });
});
