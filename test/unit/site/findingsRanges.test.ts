import * as assert from 'node:assert/strict';
import { anchorFor, locate, type Anchor } from '../../../src/core/site/ranges';

/** The text a range covers, to assert on content rather than on numbers alone. */
function covered(text: string, fileName: string, anchor: Anchor): { line: number; text: string; found: boolean; what: string } {
  const located = locate(text, fileName, anchor);
  const lines = text.split('\n');
  const r = located.range;
  const body =
    r.startLine === r.endLine
      ? lines[r.startLine].slice(r.startCharacter, r.endCharacter)
      : [lines[r.startLine].slice(r.startCharacter), ...lines.slice(r.startLine + 1, r.endLine), lines[r.endLine].slice(0, r.endCharacter)].join('\n');
  return { line: r.startLine, text: body, found: located.found, what: located.what };
}

const ASTRO_PRICING = `---
import BaseLayout from '../layouts/BaseLayout.astro';
import PlanCard from '../components/PlanCard.astro';

const title = 'Pricing — Tallyhawk';
const plans = [{ name: 'Team', price: 490 }];
---
<BaseLayout title={title} description="Flat pricing per workspace.">
  <!-- <h1>Old heading</h1> -->
  <h1 class="hero">Pricing</h1>
  <section>
    <h1>Plans</h1>
    {plans.map((p) => <PlanCard plan={p} />)}
  </section>
</BaseLayout>
`;

const ASTRO_THANK_YOU = `---
import BaseLayout from '../layouts/BaseLayout.astro';
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta
      name="robots"
      content="noindex, follow"
    />
    <title>Thanks — Tallyhawk</title>
  </head>
  <body><p>We got your message.</p></body>
</html>
`;

const MARKDOWN_POST = `---
title: "Roadmap notes (internal)"
description: Notes from the Q3 planning offsite.
robots: noindex
tags: [internal]
---

Some intro text.

\`\`\`sh
# not a heading: a shell comment
npm run build
\`\`\`

# Roadmap notes

## Q3
`;

const MDX_PAGE = `---
title: Segment integration
---
import Callout from '../../components/Callout.astro';

<Callout type="info">Requires a Segment workspace.</Callout>

Send your Segment events to Tallyhawk.
`;

const HTML_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Developers — Kestrel Pay API</title>
  <META NAME="Description" CONTENT="Build on the Kestrel Pay API.">
</head>
<body>
  <h1>Developers</h1>
</body>
</html>
`;

const TOML_POST = `+++
title = "Instant payouts"
noindex = true
+++

Body of the post.
`;

describe('site/ranges: where a finding belongs in a real-looking source file', () => {
  describe('anchorFor (check id/label keywords)', () => {
    const cases: Array<[string, string | undefined, Anchor]> = [
      ['no-unintended-noindex', 'No unintended noindex', 'robots'],
      ['ai-crawlers-allowed', 'AI crawlers allowed in robots.txt', 'robots'],
      ['blocked_robots', undefined, 'robots'],
      ['noindex', undefined, 'robots'],
      ['title-length', 'Title between 30 and 65 characters', 'title'],
      ['meta-description', 'Meta description present', 'description'],
      ['one-h1', 'One H1 per page', 'h1'],
      ['heading-order', 'Headings in order', 'h1'],
      ['answer-first', 'Answer-first opening paragraph', 'body'],
      ['loads-without-js', 'Pages load without JavaScript', 'body'],
      ['reindexer', 'Something about reindexing', 'body'],
    ];
    for (const [id, label, want] of cases) {
      it(`${id} → ${want}`, () => assert.equal(anchorFor(id, label), want));
    }
  });

  describe('.astro', () => {
    it('h1: the first real <h1> (not one inside an HTML comment)', () => {
      const c = covered(ASTRO_PRICING, 'src/pages/pricing.astro', 'h1');
      assert.equal(c.found, true);
      assert.equal(c.line, 9);
      assert.equal(c.text, '<h1 class="hero">');
    });
    it('title: the layout prop wins over the front-matter code', () => {
      const c = covered(ASTRO_PRICING, 'src/pages/pricing.astro', 'title');
      assert.equal(c.line, 7);
      assert.equal(c.text, 'title={title}');
    });
    it('description: the layout prop', () => {
      const c = covered(ASTRO_PRICING, 'src/pages/pricing.astro', 'description');
      assert.equal(c.line, 7);
      assert.equal(c.text, 'description="Flat pricing per workspace."');
    });
    it('robots: a multi-line robots meta tag is covered whole', () => {
      const c = covered(ASTRO_THANK_YOU, 'src/pages/thank-you.astro', 'robots');
      assert.equal(c.line, 6);
      assert.equal(c.what, 'robots meta tag');
      assert.match(c.text, /^<meta\n\s+name="robots"\n\s+content="noindex, follow"\n\s+\/>$/);
    });
    it('<title> element in an Astro page', () => {
      const c = covered(ASTRO_THANK_YOU, 'src/pages/thank-you.astro', 'title');
      assert.equal(c.text, '<title>Thanks — Tallyhawk</title>');
    });
    it('unknown anchor → first line after the JS front matter', () => {
      const c = covered(ASTRO_PRICING, 'src/pages/pricing.astro', 'body');
      assert.equal(c.found, false);
      assert.equal(c.line, 7);
      assert.match(c.text, /^<BaseLayout/);
    });
  });

  describe('.md', () => {
    it('robots: the front-matter key', () => {
      const c = covered(MARKDOWN_POST, 'src/content/blog/internal-roadmap-notes.md', 'robots');
      assert.equal(c.line, 3);
      assert.equal(c.text, 'robots: noindex');
      assert.equal(c.what, 'front-matter key `robots`');
    });
    it('title and description: front-matter keys', () => {
      assert.equal(covered(MARKDOWN_POST, 'post.md', 'title').text, 'title: "Roadmap notes (internal)"');
      assert.equal(covered(MARKDOWN_POST, 'post.md', 'description').line, 2);
    });
    it('h1: the first `#` heading outside code fences', () => {
      const c = covered(MARKDOWN_POST, 'post.md', 'h1');
      assert.equal(c.text, '# Roadmap notes');
      assert.equal(c.line, 14);
    });
    it('body: the first non-blank line after the front matter', () => {
      const c = covered(MARKDOWN_POST, 'post.md', 'body');
      assert.equal(c.line, 7);
      assert.equal(c.text, 'Some intro text.');
    });
    it('TOML front matter keys', () => {
      assert.equal(covered(TOML_POST, 'content/posts/instant-payouts.md', 'robots').text, 'noindex = true');
      assert.equal(covered(TOML_POST, 'content/posts/instant-payouts.md', 'title').line, 1);
    });
    it('CRLF files: ranges exclude the carriage return', () => {
      const crlf = MARKDOWN_POST.replace(/\n/g, '\r\n');
      const r = locate(crlf, 'post.md', 'robots').range;
      assert.equal(r.startLine, 3);
      assert.equal(r.endCharacter, 'robots: noindex'.length);
    });
  });

  describe('.mdx', () => {
    it('h1 falls back to the front-matter title (layouts render it as the H1)', () => {
      const c = covered(MDX_PAGE, 'src/pages/docs/integrations/segment.mdx', 'h1');
      assert.equal(c.text, 'title: Segment integration');
    });
    it('robots without any robots setting → first body line (the import)', () => {
      const c = covered(MDX_PAGE, 'x.mdx', 'robots');
      assert.equal(c.found, false);
      assert.equal(c.line, 3);
    });
  });

  describe('.html', () => {
    it('title, description (case-insensitive attributes) and h1', () => {
      assert.equal(covered(HTML_PAGE, 'developers.html', 'title').text, '<title>Developers — Kestrel Pay API</title>');
      const d = covered(HTML_PAGE, 'developers.html', 'description');
      assert.equal(d.line, 5);
      assert.equal(d.what, 'meta description');
      assert.equal(covered(HTML_PAGE, 'developers.html', 'h1').text, '<h1>');
    });
    it('no robots tag → first line of the file', () => {
      const c = covered(HTML_PAGE, 'developers.html', 'robots');
      assert.equal(c.found, false);
      assert.equal(c.line, 0);
      assert.equal(c.text, '<!doctype html>');
    });
  });

  it('empty and whitespace-only files get a valid range', () => {
    for (const text of ['', '\n\n', '---\ntitle: x\n---\n']) {
      const r = locate(text, 'a.md', 'h1').range;
      assert.ok(r.startLine >= 0 && r.endLine >= r.startLine);
      assert.ok(r.startLine < text.split('\n').length);
    }
  });
});
