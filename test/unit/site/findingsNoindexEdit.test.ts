import * as assert from 'node:assert/strict';
import { applyEdits, noindexRemoval } from '../../../src/core/site/ranges';

function fix(text: string, fileName: string): string {
  return applyEdits(text, noindexRemoval(text, fileName));
}

describe('site/ranges: the noindex removal edit', () => {
  it('removes a robots meta tag that only says noindex, with its line', () => {
    const text = `<head>\n  <meta charset="utf-8">\n  <meta name="robots" content="noindex">\n  <title>Thanks</title>\n</head>\n`;
    assert.equal(fix(text, 'thank-you.html'), `<head>\n  <meta charset="utf-8">\n  <title>Thanks</title>\n</head>\n`);
  });

  it('removes a multi-line tag whose other directives are defaults (index/follow)', () => {
    const text = `---\nimport Base from '../layouts/Base.astro';\n---\n<html><head>\n    <meta\n      name="robots"\n      content="noindex, follow"\n    />\n</head></html>\n`;
    assert.equal(fix(text, 'src/pages/thank-you.astro'), `---\nimport Base from '../layouts/Base.astro';\n---\n<html><head>\n</head></html>\n`);
  });

  it('keeps other directives: noindex, nofollow → nofollow', () => {
    const text = `<meta name='ROBOTS' content='noindex,nofollow'>`;
    assert.equal(fix(text, 'a.html'), `<meta name='ROBOTS' content='nofollow'>`);
  });

  it('`none` means noindex+nofollow: the nofollow half stays', () => {
    assert.equal(fix(`<meta name="robots" content="none">`, 'a.html'), `<meta name="robots" content="nofollow">`);
  });

  it('removes a tag sharing its line with other markup without eating the rest of the line', () => {
    const text = `<head><meta name="robots" content="noindex"><title>x</title></head>`;
    assert.equal(fix(text, 'a.html'), `<head><title>x</title></head>`);
  });

  it('front matter `robots: noindex` (YAML) goes with its line', () => {
    const text = `---\ntitle: Roadmap notes\nrobots: noindex\ndate: 2026-10-01\n---\n\n# Roadmap\n`;
    assert.equal(fix(text, 'src/content/blog/internal-roadmap-notes.md'), `---\ntitle: Roadmap notes\ndate: 2026-10-01\n---\n\n# Roadmap\n`);
  });

  it('front matter `robots: "noindex, nofollow"` keeps nofollow, quoted', () => {
    const text = `---\nrobots: "noindex, nofollow" # private\n---\nbody\n`;
    assert.equal(fix(text, 'a.md'), `---\nrobots: "nofollow" # private\n---\nbody\n`);
  });

  it('front matter `noindex: true` (YAML) and `noindex = true` (TOML)', () => {
    assert.equal(fix(`---\ntitle: A\nnoindex: true\n---\nbody\n`, 'a.md'), `---\ntitle: A\n---\nbody\n`);
    assert.equal(fix(`+++\ntitle = "A"\nnoindex = true\n+++\nbody\n`, 'a.md'), `+++\ntitle = "A"\n+++\nbody\n`);
  });

  it('CRLF front matter keeps CRLF line breaks', () => {
    const text = `---\r\ntitle: A\r\nnoindex: true\r\n---\r\nbody\r\n`;
    assert.equal(fix(text, 'a.md'), `---\r\ntitle: A\r\n---\r\nbody\r\n`);
  });

  it('a layout prop `noindex` / `noindex={true}` in an Astro page', () => {
    const text = `---\nimport Base from '../layouts/Base.astro';\n---\n<Base title="Thanks" noindex>\n  <p>Thanks!</p>\n</Base>\n`;
    assert.equal(fix(text, 'src/pages/thank-you.astro'), `---\nimport Base from '../layouts/Base.astro';\n---\n<Base title="Thanks">\n  <p>Thanks!</p>\n</Base>\n`);
    const braces = `<Base noindex={true} title="x">hi</Base>`;
    assert.equal(fix(`---\n---\n${braces}`, 'p.astro'), `---\n---\n<Base title="x">hi</Base>`);
  });

  it('offers nothing where it is not safe', () => {
    const cases: Array<[string, string]> = [
      [`<meta name="robots" content={noindex ? 'noindex' : 'index'}>`, 'computed.astro'],
      [`---\nnoindex: false\n---\n`, 'a.md'],
      [`---\nrobots:\n  - noindex\n---\n`, 'list.md'],
      [`<meta name="description" content="noindex is a word">`, 'a.html'],
      [`<!-- <meta name="robots" content="noindex"> -->\n<p>x</p>`, 'commented.html'],
      [`<meta name="robots" content="index, follow">`, 'a.html'],
      [`---\nrobots: nofollow\n---\n`, 'a.md'],
      [`<Base noindex={isDraft}>`, 'draft.astro'],
    ];
    for (const [text, name] of cases) assert.deepEqual(noindexRemoval(text, name), [], `${name}: ${text}`);
  });

  it('after the edit, the file has no noindex left to remove (idempotent)', () => {
    const text = `---\nrobots: noindex\n---\n<meta name="robots" content="noindex">\n`;
    const once = fix(text, 'a.md');
    assert.equal(once, `---\n---\n`);
    assert.deepEqual(noindexRemoval(once, 'a.md'), []);
  });
});
