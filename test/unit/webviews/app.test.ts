import * as assert from 'node:assert/strict';
import { competitorsView } from '../../../src/webviews/competitors/view';
import { keywordView } from '../../../src/webviews/keyword/view';
import { createPanelApp } from '../../../src/webviews/shared/app';
import type { PanelView } from '../../../src/webviews/shared/panel';
import type { PanelKind, WebviewMessage } from '../../../src/shared/protocol';
import { asDocument, FakeDocument, type FakeElement } from './fakeDom';
import { assertInert } from './harness';
import { competitorsSample, context, keywordSample } from './samples';

/** Apps made by a test; their pending requests (and timeout timers) are cleared after it. */
const apps: { rpc: { dispose(): void } }[] = [];

function setup<P extends PanelKind>(view: PanelView<P>) {
  const doc = new FakeDocument();
  const posted: WebviewMessage[] = [];
  const frames: (() => void)[] = [];
  const saved: unknown[] = [];
  let clock = 100;
  const app = createPanelApp(view, {
    document: asDocument(doc) as never,
    root: doc.body as never,
    post: (m) => posted.push(m),
    saveState: (s) => saved.push(s),
    raf: (cb) => frames.push(cb),
    mark: () => (clock += 7),
  });
  apps.push(app);
  const requests = () => posted.filter((m): m is Extract<WebviewMessage, { type: 'request' }> => m.type === 'request');
  const lastRequest = () => requests().at(-1)!;
  const respond = async (result: unknown, ok = true) => {
    const id = lastRequest().id;
    app.receive(ok ? { type: 'response', id, ok: true, result } : { type: 'response', id, ok: false, error: result });
    await new Promise((resolve) => setImmediate(resolve));
  };
  const screen = () => doc.body;
  return { app, doc, posted, frames, saved, requests, lastRequest, respond, screen };
}

const notice = (root: FakeElement) => root.byId('notice')?.textContent ?? '';

describe('webviews/app: the panel runtime', () => {
  afterEach(() => apps.splice(0).forEach((app) => app.rpc.dispose()));

  it('shows loading, posts ready, renders state, then reports the first paint', () => {
    const t = setup(keywordView);
    t.app.start();
    assert.deepEqual(t.posted, [{ type: 'ready' }]);
    assert.match(t.screen().textContent, /Loading keyword/);
    t.app.receive({ type: 'state', panel: 'keyword', data: keywordSample(), context: context() });
    assert.equal(t.screen().find((e) => e.tagName === 'h1')[0]!.textContent, 'crm for small business');
    assertInert(t.screen().children[0]!, t.doc);
    assert.deepEqual(t.saved, [{ panel: 'keyword', id: '3a9e2c10-0000-4000-8000-0000000000k1' }]);
    assert.equal(t.posted.length, 1, 'metrics wait for the frame');
    t.frames.shift()!();
    assert.deepEqual(t.posted.at(-1), { type: 'metrics', firstPaintMs: 7 });
  });

  it('ignores messages that are not from the host protocol or for another panel', () => {
    const t = setup(keywordView);
    t.app.start();
    for (const junk of [null, 'state', { type: 'state', panel: 'keyword', data: null, context: context() }, { type: 'eval', code: 'x' }, { type: 'state', panel: 'prompt', data: {}, context: context() }]) {
      t.app.receive(junk);
    }
    assert.match(t.screen().textContent, /Loading keyword/);
  });

  it('shows host errors with the next step, and Retry asks for a refetch', async () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'error', message: 'The service rejected the API key.', nextStep: 'Run "Set API Key".' });
    const alert = t.screen().find((e) => e.getAttribute('role') === 'alert')[0]!;
    assert.ok(alert.textContent.includes('The service rejected the API key.'));
    assert.ok(alert.textContent.includes('Run "Set API Key".'));
    t.screen().byId('retry')!.dispatch('click');
    assert.deepEqual(t.lastRequest(), { type: 'request', id: 1, method: 'refetch', params: {} });
    await t.respond({ message: 'Still offline', nextStep: 'Check the connection.' }, false);
    assert.equal(notice(t.screen()), 'Still offline Check the connection.');
    t.app.receive({ type: 'loading' });
    assert.match(t.screen().textContent, /Loading/);
  });

  it('copies Markdown and exports CSV through the host, saying when it is done', async () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'state', panel: 'keyword', data: keywordSample(), context: context() });
    t.screen().byId('copy-markdown')!.dispatch('click');
    const copy = t.lastRequest();
    assert.equal(copy.method, 'copyMarkdown');
    // The brief says what it was read for: brand, period, filters and the data's date.
    assert.match((copy.params as { text: string }).text, /^# Keyword: crm for small business\n\nBrand: Acme · Period: Last 4 weeks · Filters: none · Data as of: Nov 1[56], 2026\n/);
    await t.respond(null);
    assert.equal(notice(t.screen()), 'Copied as Markdown.');

    t.screen().byId('results-export')!.dispatch('click');
    const exported = t.lastRequest();
    assert.equal(exported.method, 'exportCsv');
    const params = exported.params as { text: string; suggestedName: string };
    assert.equal(params.suggestedName, 'results-crm-for-small-business.csv');
    const lines = params.text.split('\r\n');
    // Every row carries the brand, period, filters and data-as-of date it was read for.
    assert.equal(lines[0], 'Position,Title,Title URL,Domain,Owner,Names you,Recommends you,Click share,Page read,Brand,Period,Filters,Data as of');
    assert.match(lines[1]!, /^1,Result 1 title,https:\/\/site2\.example\/page,site2\.example,,false,false,27,read,Acme,Last 4 weeks,none,2026-11-1\dT[\d:]+Z$/);
    assert.match(lines[7]!, /^7,Result 7 title,javascript:alert\(1\),site7\.example,,true,false,12,read,Acme,/);
    await t.respond({ saved: true });
    assert.equal(notice(t.screen()), 'Saved Top 10 of the latest check as CSV.');
  });

  it('restores keyboard focus to the same control after re-rendering', async () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'state', panel: 'keyword', data: keywordSample(), context: context() });
    const button = t.screen().byId('copy-markdown')!;
    button.focus();
    button.dispatch('click');
    await t.respond(null);
    const again = t.screen().byId('copy-markdown')!;
    assert.notEqual(again, button);
    assert.equal(t.doc.activeElement, again);
  });

  it('loads the next leaderboard page and merges it; a page for older data is dropped', async () => {
    const t = setup(competitorsView);
    t.app.start();
    t.app.receive({ type: 'state', panel: 'competitors', data: competitorsSample(), context: context() });
    t.screen().byId('leaderboard-more')!.dispatch('click');
    assert.deepEqual(t.lastRequest().params, { list: 'leaderboard', cursor: 'cursor-page-2' });
    assert.equal(t.screen().byId('leaderboard-more')!.getAttribute('disabled'), '', 'busy while loading');
    t.screen().byId('leaderboard-more')!.dispatch('click');
    assert.equal(t.requests().length, 1, 'no second request while one is in flight');

    const next = competitorsSample();
    next.next_cursor = null;
    next.page!.leaderboard!.rows = [{ brand_key: 'quiet', brand_name: 'Quiet Co', domain: 'quiet.example', is_you: false, mentioned: null, rank: 3, recommended: null, score: null, trend: null }];
    await t.respond(next);
    const rows = t.screen().byId('leaderboard')!.find((e) => e.tagName === 'tr');
    assert.equal(rows.length, 4);
    assert.equal(t.screen().byId('leaderboard-more'), undefined);

    // A new state arrives while a page is in flight: the page must not land in the new data.
    t.app.receive({ type: 'state', panel: 'competitors', data: competitorsSample(), context: context() });
    t.screen().byId('leaderboard-more')!.dispatch('click');
    t.app.receive({ type: 'state', panel: 'competitors', data: competitorsSample(), context: context({ period: '12w' }) });
    await t.respond(next);
    assert.equal(t.screen().byId('leaderboard')!.find((e) => e.tagName === 'tr').length, 3);

    // A page the panel cannot use is reported, not merged.
    t.screen().byId('leaderboard-more')!.dispatch('click');
    await t.respond({ unexpected: true });
    assert.match(notice(t.screen()), /could not be read/);
  });

  it('offers the fix of a connection error as a button, not as a command name to type', async () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'error', message: 'No API key is set.', nextStep: "Set a valid API key with 'Brand Visibility: Set API Key'", action: 'setApiKey' });
    const alert = t.screen().find((e) => e.getAttribute('role') === 'alert')[0]!;
    assert.ok(!alert.textContent.includes("'Brand Visibility: Set API Key'"), alert.textContent);
    const fix = t.screen().byId('fix-connection')!;
    assert.equal(fix.textContent, 'Set API Key');
    fix.dispatch('click');
    assert.deepEqual(t.lastRequest().params, { action: 'setApiKey' });
    assert.equal(t.lastRequest().method, 'fixConnection');
    t.app.receive({ type: 'error', message: 'No base URL.', action: 'selectBaseUrl' });
    assert.equal(t.screen().byId('fix-connection')!.textContent, 'Select Base URL');
  });

  it('a link to one competitor marks its row and takes the keyboard there', () => {
    const t = setup(competitorsView);
    const focused: string[] = [];
    const getById = t.doc.getElementById.bind(t.doc);
    t.doc.getElementById = (id: string) => {
      const el = getById(id);
      if (el) (el as unknown as { focus: () => void }).focus = () => focused.push(id);
      return el;
    };
    t.app.start();
    t.app.receive({ type: 'state', panel: 'competitors', data: competitorsSample(), context: context({ focus: 'rival.example' }) });
    const row = t.screen().byId('focused-row')!;
    assert.equal(row.getAttribute('class'), 'focused');
    assert.equal(row.getAttribute('aria-current'), 'true');
    assert.ok(row.textContent.includes('Rival'));
    assert.deepEqual(focused, ['focused-row']);
  });

  it('shows an error instead of crashing when data cannot be rendered', () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'state', panel: 'keyword', data: { ...keywordSample(), results: [null] }, context: context() });
    const alert = t.screen().find((e) => e.getAttribute('role') === 'alert')[0]!;
    assert.match(alert.textContent, /could not show the data it received/);
    assert.ok(t.screen().byId('retry'));
  });

  it('posts filter changes and panel links as requests', () => {
    const t = setup(keywordView);
    t.app.start();
    t.app.receive({ type: 'state', panel: 'keyword', data: keywordSample(), context: context() });
    t.screen().byId('filter-period')!.dispatch('change', { value: 'all' });
    assert.deepEqual(t.lastRequest().params, { period: 'all' });
    t.screen().byId('prompts')!.find((e) => e.tagName === 'a')[1]!.dispatch('click');
    assert.deepEqual(t.lastRequest(), { type: 'request', id: 2, method: 'openPanel', params: { panel: 'prompt', id: '5f0c1a2b-0000-4000-8000-0000000000p2' } });
  });
});
