// Hostile API data stays inert: tree labels are plain, bounded text; tooltips are untrusted, escaped Markdown without
// HTML; previews are escaped Markdown that VS Code's own Markdown renderer turns into no tag, link or image from data.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { CitedPage, CitedPages, KeywordListItem, PromptListItem, Conversations } from '../../../src/shared/api/schemas';
import { renderCitedPages } from '../../../src/extension/previews/render/citedPages';
import { renderConversations } from '../../../src/extension/previews/render/conversations';
import { KeywordNode } from '../../../src/extension/tree/nodes/keywordNode';
import { PromptNode } from '../../../src/extension/tree/nodes/promptNode';
import { CitedPageNode } from '../../../src/extension/tree/nodes/citedPageNode';
import { MessageNode } from '../../../src/extension/tree/nodes/messageNode';
import { EXTENSION_ID, getApi } from './env';

interface Hostile {
  name: string;
  value: string;
}

function hostileStrings(): Hostile[] {
  const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
  const corpus = JSON.parse(readFileSync(join(root, 'test/fixtures/hostile-strings.json'), 'utf8')) as {
    strings: Hostile[];
    generated: { name: string; repeat: string; length: number }[];
  };
  return [...corpus.strings, ...corpus.generated.map((g) => ({ name: g.name, value: g.repeat.repeat(Math.ceil(g.length / g.repeat.length)).slice(0, g.length) }))];
}

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Markdown characters that could open a tag, link, image, code span or entity must each be backslash-escaped. */
function unescapedSpecials(markdown: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown[i];
    if (!'<>[]`()!&'.includes(c)) continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && markdown[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 0) found.push(`${c}@${i}: ${markdown.slice(Math.max(0, i - 20), i + 20)}`);
  }
  return found;
}

const parent = new MessageNode(undefined, 'parent');
const brandId = '00000000-0000-4000-8000-000000000001';

describe('core: hostile API data stays inert', () => {
  before(async () => {
    await getApi();
  });

  it('tree labels and descriptions are single-line plain text without bidi or control characters, truncated', () => {
    for (const h of hostileStrings()) {
      const keyword = { id: 'k', text: h.value, searches_mo: 10, best_rank: 3, top10_naming_you: 1, score: { band: h.value }, trend: { label: h.value } } as unknown as KeywordListItem;
      const prompt = { id: 'p', text: h.value, engines: [{ engine: h.value, state: h.value, state_label: h.value }] } as unknown as PromptListItem;
      const cited = { url: h.value, title: h.value, domain: h.value, owner: h.value } as unknown as CitedPage;
      for (const node of [new KeywordNode(parent, brandId, keyword), new PromptNode(parent, brandId, prompt), new CitedPageNode(parent, brandId, cited)]) {
        const item = node.getTreeItem();
        const label = String(item.label);
        assert.ok(!BIDI.test(label) && !CONTROL.test(label), `${h.name}: label`);
        assert.ok(label.length <= 160, `${h.name}: label length ${label.length}`);
        const description = String(item.description ?? '');
        assert.ok(!BIDI.test(description) && !CONTROL.test(description), `${h.name}: description`);
        assert.ok(description.length < 1000, `${h.name}: description length`);
        const tooltip = item.tooltip as vscode.MarkdownString;
        assert.ok(tooltip instanceof vscode.MarkdownString);
        assert.ok(!tooltip.isTrusted, `${h.name}: tooltip not trusted`);
        assert.ok(!tooltip.supportHtml, `${h.name}: no HTML`);
        assert.ok(!tooltip.supportThemeIcons, `${h.name}: no theme icons from data`);
        assert.deepEqual(unescapedSpecials(tooltip.value), [], `${h.name}: tooltip escapes`);
        assert.ok(tooltip.value.length < 5000, `${h.name}: tooltip bounded`);
        assert.equal(item.command?.command.startsWith('brandVisibility.') ?? true, true, 'only our own commands');
      }
    }
  });

  it('previews escape every API string; the Markdown renderer produces no tag, link or image from them', async function () {
    this.timeout(120_000);
    const strings = hostileStrings();
    const cited = strings.map((h) => ({ url: h.value, title: h.value, domain: h.value, owner: 'yours', citations: 1, prompt_count: 1 }) as unknown as CitedPage);
    const read = { pages: cited, total: 500, next_cursor: null, meta: { query: {}, data_as_of: null }, sentence: strings[0].value, mix: [] } as unknown as CitedPages;
    const conversations = { conversations: strings.map((h) => ({ id: h.value, title: h.value, agent: h.value, kind: h.value })) } as unknown as Conversations;
    const scope = { brandName: strings[0].value, period: '1w', filters: { engine: strings[1].value } };
    const docs = [renderCitedPages(read, cited, scope), renderConversations(conversations, scope)];
    for (const markdown of docs) {
      assert.deepEqual(unescapedSpecials(markdown).slice(0, 5), [], 'every special character from data is escaped');
      const rendered = (await vscode.commands.executeCommand('markdown.api.render', markdown)) as string;
      // The built-in Mermaid support appends its own config element; it is not from the document.
      const html = rendered.replace(/<span id="markdown-mermaid"[^>]*><\/span>/g, '');
      assert.equal(typeof html, 'string', 'the built-in Markdown renderer answered');
      const tags = [...html.matchAll(/<([a-z][a-z0-9-]*)\b/gi)].map((m) => m[1].toLowerCase());
      const allowed = new Set(['h1', 'h2', 'p', 'em', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li', 'blockquote', 'br', 'hr']);
      const unexpected = [...new Set(tags.filter((t) => !allowed.has(t)))];
      const sample = unexpected.length ? html.slice(Math.max(0, html.search(new RegExp(`<${unexpected[0]}\\b`)) - 200), html.search(new RegExp(`<${unexpected[0]}\\b`)) + 300) : '';
      assert.deepEqual(unexpected, [], `no tag from data (found ${unexpected.join(', ')}: ${sample})`);
      assert.ok(!/<[^>]+\son[a-z]+=/i.test(html), 'no event handler attribute');
      assert.ok(!/<a\s/i.test(html) && !/<img\s/i.test(html), 'no link or image');
    }
  });
});
