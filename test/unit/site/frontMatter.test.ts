import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../../src/core/site/frontMatter';

describe('site/frontMatter', () => {
  it('reads YAML between --- lines and TOML between +++ lines, with the line of each key', () => {
    assert.deepEqual(parseFrontMatter('---\nslug: a\ntitle: T\n---\nbody').data, { slug: 'a', title: 'T' });
    const toml = parseFrontMatter('+++\nslug = "b"\n+++\n');
    assert.deepEqual({ ...toml.data }, { slug: 'b' });
    assert.deepEqual(toml.keyLines, { slug: 1 });
  });

  it('reads a fence after leading blank lines, as Astro and Hugo do; text before it is no front matter', () => {
    const fm = parseFrontMatter('\n  \r\n---\nslug: tools\n---\nbody');
    assert.deepEqual(fm.data, { slug: 'tools' });
    assert.deepEqual(fm.keyLines, { slug: 3 });
    assert.equal(fm.bodyLine, 5);
    assert.deepEqual(parseFrontMatter('intro\n---\nslug: x\n---\n').data, {});
    assert.deepEqual(parseFrontMatter('\n\n').data, {});
  });

  it('reads a language named on the opening fence: ---json, ---yaml, ---toml; ---js is code, never run', () => {
    const json = parseFrontMatter('---json\n{\n  "permalink": "feed.xml",\n  "eleventyExcludeFromCollections": true\n}\n---\nbody');
    assert.deepEqual(json.data, { permalink: 'feed.xml', eleventyExcludeFromCollections: true });
    assert.equal(json.keyLines.permalink, 2);
    assert.equal(json.bodyLine, 6);
    assert.deepEqual(parseFrontMatter('---yaml\npermalink: /x/\n---\n').data, { permalink: '/x/' });
    assert.deepEqual({ ...parseFrontMatter('---toml\npermalink = "/y/"\n---\n').data }, { permalink: '/y/' });
    const js = parseFrontMatter('---js\n{ permalink: () => process.exit(1) }\n---\nbody');
    assert.deepEqual(js.data, {});
    assert.equal(js.bodyLine, 3);
  });

  it('no front matter: another fence word, a horizontal rule, malformed JSON', () => {
    assert.deepEqual(parseFrontMatter('---python\na: 1\n---\n').data, {});
    assert.deepEqual(parseFrontMatter('----\na: 1\n----\n').data, {});
    assert.deepEqual(parseFrontMatter('---json\n{ "a": \n---\n').data, {});
  });
});
