// The brand tree through its TreeDataProvider against the sample API: brands, sections, each node kind's rows, paging
// with "Load more", queued clicks, errors in place with retry, and the audit hook for the diagnostics.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { MessageNode } from '../../../src/extension/tree/nodes/messageNode';
import { connect, getApi, requestsTo, resetAll, startSample, cleanUp, quietDiagnostics } from '../core/env';
import { childByLabel, children, labelOf, section } from './treeHelpers';

const LOAD_MORE = 'brandVisibility.tree.loadMore';
const RETRY = 'brandVisibility.tree.retry';

describe('tree: brands and their sections', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandName: string;

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
    brandName = sample.brands.primary.name;
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    await connect(api, sample);
    api.services.refresh();
    sample.requestLog.length = 0;
  });

  it('lists the brands the key reads, each with its seven sections, reading nothing more until expanded', async () => {
    const roots = await children(api);
    assert.deepEqual(roots.map(labelOf), ['Tallyhawk', 'Kestrel Pay', 'Fernbrook Studio']);
    const first = roots[0].getTreeItem();
    assert.match(String(first.description), /tallyhawk\.io/);
    assert.match(String(first.description), /selected/, 'the first readable brand is selected when none was');
    assert.equal(api.services.selection.brandId, sample.brands.primary.id);
    const sections = await children(api, roots[0]);
    assert.deepEqual(sections.map(labelOf), ['Prompts', 'Keywords', 'Owned pages', 'Competitors', 'Cited pages', 'Audit', 'Segments']);
    assert.deepEqual(sample.requestLog.map((r) => r.path), ['/v1/brands']);
  });

  it('prompts: the first page on expand, engine states with themed icons, a Markdown tooltip, "Load more (20 of 72)"', async () => {
    const prompts = await section(api, brandName, 'Prompts');
    const rows = await children(api, prompts);
    assert.equal(rows.length, 21);
    assert.equal(labelOf(rows[20]), 'Load more (20 of 72)');
    assert.equal(requestsTo(sample, '/prompts').length, 1);
    assert.equal(requestsTo(sample, '/prompts')[0].query.cursor, undefined);
    const item = rows[0].getTreeItem();
    assert.equal(item.contextValue, 'prompt');
    assert.match(String(item.description), /\d+ (Leading|Recommended|Mentioned|Not mentioned)/);
    const icon = item.iconPath as vscode.ThemeIcon;
    assert.ok(icon instanceof vscode.ThemeIcon && icon.color instanceof vscode.ThemeColor, 'state icon with a theme colour');
    const tooltip = item.tooltip as vscode.MarkdownString;
    assert.match(tooltip.value, /ChatGPT/);
    assert.match(tooltip.value, /Perplexity/);
    assert.equal(item.command?.command, 'brandVisibility.openPromptPanel');
    assert.equal(prompts.getTreeItem().description, '72', 'the section shows the total once read');
  });

  it('"Load more" clicked fast queues: one page after another, each cursor once, never in parallel', async function () {
    this.timeout(60_000);
    const prompts = await section(api, brandName, 'Prompts');
    let rows = await children(api, prompts);
    sample.setFault({ kind: 'latency', ms: 300 }, 'member');
    const loadMore = rows[rows.length - 1];
    await Promise.all([1, 2, 3, 4].map(() => vscode.commands.executeCommand(LOAD_MORE, loadMore)));
    sample.setFault(undefined, 'member');
    rows = await children(api, prompts);
    assert.equal(rows.length, 72, 'all 72 prompts, no "Load more" left');
    const pages = requestsTo(sample, '/prompts');
    assert.equal(pages.length, 4, 'first page + three more; the fourth click found nothing left');
    const cursors = pages.slice(1).map((r) => r.query.cursor);
    assert.equal(new Set(cursors).size, 3, 'each cursor once');
    for (const r of pages.slice(1)) assert.equal(r.query.as_of, undefined, 'a cursor carries its pin, as_of is not sent with it');
    for (let i = 2; i < pages.length; i++) assert.ok(pages[i].at - pages[i - 1].at >= 290, 'the next page starts after the previous answered');
  });

  it('keywords: monthly searches, best rank, score band and trend', async () => {
    const rows = await children(api, await section(api, brandName, 'Keywords'));
    assert.equal(labelOf(rows[rows.length - 1]), 'Load more (20 of 97)');
    const item = rows[0].getTreeItem();
    assert.equal(labelOf(rows[0]), 'hipaa product analytics');
    assert.match(String(item.description), /13,700\/mo · #1 · \S+/);
    assert.equal(item.command?.command, 'brandVisibility.openKeywordPanel');
    assert.match((item.tooltip as vscode.MarkdownString).value, /Monthly searches/);
  });

  it('owned pages: citations, AI visits, crawler hits and status; one page only, so no "Load more"', async () => {
    const rows = await children(api, await section(api, brandName, 'Owned pages'));
    assert.equal(rows.length, 18);
    assert.ok(rows.every((r) => r.getTreeItem().contextValue === 'ownedPage'));
    assert.match(String(rows[0].getTreeItem().description), /\d+ citations · [\d,—]+ AI visits · [\d,—]+ crawler hits · \w+/);
  });

  it('competitors: rank, score and share of voice; a null share reads "not asked about"', async () => {
    const rows = await children(api, await section(api, brandName, 'Competitors'));
    assert.deepEqual(rows.map(labelOf), ['Tallyhawk', 'Funnelcraft', 'Cohortly', 'Panelytics', 'Eventloom']);
    assert.match(String(rows[0].getTreeItem().description), /#1 · score \d+ · 35% share of voice · you/);
    assert.match(String(rows[4].getTreeItem().description), /not asked about/);
  });

  it('cited pages page with the API cursors', async () => {
    const cited = await section(api, brandName, 'Cited pages');
    const rows = await children(api, cited);
    assert.equal(labelOf(rows[rows.length - 1]), 'Load more (20 of 52)');
    await vscode.commands.executeCommand(LOAD_MORE, rows[rows.length - 1]);
    const more = await children(api, cited);
    assert.equal(labelOf(more[more.length - 1]), 'Load more (40 of 52)');
    assert.ok(requestsTo(sample, '/cited-pages')[1].query.cursor);
  });

  it('audit: groups → checks (met / failing / unmeasured) → failing pages, and how many more are not listed', async () => {
    const audit = await section(api, brandName, 'Audit');
    const rows = await children(api, audit);
    assert.match(labelOf(rows[0]), /pages readable/);
    // After the groups come other surfaces' children (the diagnostics' "Pages without a local source").
    const groups = rows.slice(1, 4);
    assert.deepEqual(groups.map(labelOf), ['Crawl access', 'Readability', 'Metadata']);
    assert.ok(groups.every((g) => g.getTreeItem().contextValue === 'auditGroup'));
    assert.match(String(audit.getTreeItem().description), /6 failing · 2 not measured/);
    const checks = await children(api, groups[1]);
    const states = checks.map((c) => c.getTreeItem().contextValue);
    assert.ok(states.includes('auditCheck.failing') && states.includes('auditCheck.met'), states.join());
    const answerFirst = checks.find((c) => /Answer-first/.test(labelOf(c)));
    assert.ok(answerFirst);
    assert.match(String(answerFirst.getTreeItem().description), /failing · 6 failing pages · \d+ pages in scope/);
    const pages = await children(api, answerFirst);
    assert.equal(pages.length, 6, 'five listed pages and one "more" line');
    assert.ok(labelOf(pages[0]).startsWith('/'));
    assert.equal(labelOf(pages[5]), '…and 1 more failing pages');
    assert.equal(requestsTo(sample, '/audit').length, 1);
  });

  it('segments: each segment with its prompts and 1w score', async () => {
    const rows = await children(api, await section(api, brandName, 'Segments'));
    assert.ok(rows.length >= 2);
    assert.match(String(rows[0].getTreeItem().description), /default · \d+ prompts · score \d+/);
  });

  it('a failing read shows in place with message and next step, and Retry reads again', async function () {
    this.timeout(60_000);
    const keywords = await section(api, brandName, 'Keywords');
    sample.setFault({ kind: 'status500' }, 'member');
    const rows = await children(api, keywords);
    assert.equal(rows.length, 1);
    const item = rows[0].getTreeItem();
    assert.equal(item.contextValue, 'error');
    assert.match(String(item.label), /service failed/i);
    assert.match(String(item.description), /Try again/i);
    assert.equal(item.command?.command, RETRY);
    sample.setFault(undefined, 'member');
    await vscode.commands.executeCommand(RETRY, rows[0]);
    const after = await children(api, keywords);
    assert.equal(after.length, 21);
  });

  it('the Audit node takes children from registered contributors (the diagnostics hook)', async () => {
    const registration = api.services.auditContributors.register({
      provideAuditChildren: ({ parent, audit }) => [new MessageNode(parent, `Pages without a local source: ${audit.total}`)],
    });
    try {
      const rows = await children(api, await section(api, brandName, 'Audit'));
      assert.equal(labelOf(rows[rows.length - 1]), 'Pages without a local source: 18');
    } finally {
      registration.dispose();
    }
    const brand = await childByLabel(api, undefined, brandName);
    assert.ok(brand);
  });
});
