import * as assert from 'node:assert/strict';
import { competitorsView, mergeCompetitors } from '../../../src/webviews/competitors/view';
import { keywordView } from '../../../src/webviews/keyword/view';
import { promptView } from '../../../src/webviews/prompt/view';
import { mergeReputation, REPUTATION_PAGE_SIZE, reputationView } from '../../../src/webviews/reputation/view';
import type { FakeElement } from './fakeDom';
import { assertInert, clickEverything, renderToFake } from './harness';
import { competitorsSample, context, keywordSample, meta, promptSample, reputationSample } from './samples';

const byClass = (root: FakeElement, cls: string) => root.find((e) => (e.getAttribute('class') ?? '').split(' ').includes(cls));
const rowsOf = (root: FakeElement, tableId: string) => root.byId(tableId)!.find((e) => e.tagName === 'tbody')[0]!.children;
/** Text a reader sees: SVG titles (the charts' text alternatives) left out. */
function visibleText(el: FakeElement): string {
  if (el.tagName === 'svg') return '';
  return el.children.length === 0 ? el.textContent : el.children.map(visibleText).join('');
}
const cellsOf = (row: FakeElement) => row.children.map(visibleText);

describe('webviews/panels: keyword', () => {
  it('renders the header, figures, the ten results in order, prompts and tasks', () => {
    const { root, doc, actions } = renderToFake(keywordView, keywordSample());
    assertInert(root, doc);
    assert.equal(root.find((e) => e.tagName === 'h1')[0]!.textContent, 'crm for small business');
    const text = root.textContent;
    for (const expected of ['Monthly searches2,400', 'Best rank#3', 'Clicks showing you18%', 'Top 10 naming you4 of 10', 'AI engines searching itPerplexity, ChatGPT, some_new_engine', 'Acme · Last 4 weeks · data as of']) {
      assert.ok(text.includes(expected), expected);
    }
    const mark = byClass(root, 'score-mark')[0]!;
    assert.equal(mark.getAttribute('aria-label'), 'Service score: 58, Strong');
    // The score is labelled (name, scope, period) and its hover defines it and its band.
    const hover = mark.getAttribute('title') ?? '';
    assert.match(hover, /^Service score · this keyword's search results · Last 4 weeks\nScore over the period, with its band\n/);
    assert.match(hover, /Where the value sits on the score scale/);
    assert.equal(mark.parent!.find((e) => e.getAttribute('class') === 'figure-label')[0]!.textContent, 'Service score');
    assert.equal(byClass(root, 'headline')[0]!.find((e) => (e.getAttribute('class') ?? '').startsWith('change'))[0]!.getAttribute('class'), 'change neutral', 'a trend label has no margin: never red or green');

    const figures = byClass(root, 'figure');
    assert.deepEqual(
      figures.map((f) => f.getAttribute('aria-label')),
      [
        'Service score 58 (54–63), up 3 points (+1 to +7), outside the margin of error',
        'Mentioned 42% (38–47), up 3 points (+1 to +7), outside the margin of error',
        'Recommended: Too few answers to measure',
      ],
    );
    assert.equal(figures[2]!.find((e) => e.tagName === 'svg').length, 0, 'no chart without measured reports');
    assert.equal(figures[1]!.find((e) => e.tagName === 'svg').length, 1);

    const rows = rowsOf(root, 'results');
    assert.equal(rows.length, 10);
    assert.deepEqual(rows.map((r) => r.children[0]!.textContent), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    assert.equal(rows[2]!.getAttribute('class'), 'own');
    assert.ok(rows[2]!.textContent.includes('you'));
    assert.equal(rows[9]!.children[6]!.textContent, 'Not measured', 'a null click share is words, not 0');
    assert.equal(rows[9]!.children[6]!.find((e) => e.tagName === 'svg').length, 0);
    assert.equal(rows[0]!.children[6]!.find((e) => e.getAttribute('class') === 'hbar-fill')[0]!.getAttribute('width'), '27');
    assert.equal(rows[4]!.children[1]!.textContent, 'https://site5.example/page', 'a null title shows the URL');
    assert.equal(rows[5]!.children[3]!.textContent, 'brand new owner kind', 'unknown owner as its text');
    assert.equal(rows[7]!.children[7]!.textContent, 'unreadable new state');
    // Table semantics: caption, column scopes, a row header.
    const table = root.byId('results')!;
    assert.equal(table.find((e) => e.tagName === 'caption')[0]!.textContent, 'Top 10 of the latest check');
    assert.ok(table.find((e) => e.tagName === 'th' && e.getAttribute('scope') === 'col').length === 8);
    assert.equal(rows[0]!.children[1]!.tagName, 'th');
    assert.equal(rows[0]!.children[1]!.getAttribute('scope'), 'row');
    assert.equal(table.parent!.getAttribute('tabindex'), '0', 'the table region is keyboard reachable');

    // Links: http(s) results open through the host, the javascript: one is plain text.
    const link6 = rows[6]!.children[1]!.find((e) => e.tagName === 'a');
    assert.equal(link6.length, 0);
    rows[0]!.children[1]!.find((e) => e.tagName === 'a')[0]!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['openExternal', 'https://site2.example/page']);
    const enter = rows[1]!.children[1]!.find((e) => e.tagName === 'a')[0]!.dispatch('keydown', { key: 'Enter' });
    assert.equal(enter.defaultPrevented, true);
    assert.deepEqual(actions.calls.at(-1), ['openExternal', 'https://site1.example/page']);

    // Prompts open the prompt panel.
    const promptLinks = root.byId('prompts')!.find((e) => e.tagName === 'a');
    assert.equal(promptLinks.length, 2);
    promptLinks[0]!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['openPanel', 'prompt', '5f0c1a2b-0000-4000-8000-0000000000p1']);
    assert.ok(root.byId('prompts')!.textContent.includes('searched by Perplexity, Gemini'));

    // Tasks: notes, evidence; the relative answers link is left out.
    const tasks = root.byId('tasks')!;
    assert.ok(tasks.textContent.includes("What I need from youApprove the draft."));
    assert.ok(tasks.textContent.includes('named in 3 of 12 answers'));
    assert.deepEqual(tasks.find((e) => e.tagName === 'a').map((a) => a.textContent), ['See the answers', 'best crm for small teams']);
  });

  it("links your own top-10 result to its source file and its Owned pages row; labels each fact with its definition", () => {
    const { root, actions } = renderToFake(keywordView, keywordSample());
    const own = rowsOf(root, 'results')[2]!;
    const links = own.find((e) => e.getAttribute('class') === 'link own-link');
    assert.deepEqual(links.map((a) => a.textContent), ['Source file', 'Owned page']);
    const url = keywordSample().results!.find((r) => r.owner === 'own')!.url;
    links[0]!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['openOwnedPage', url, 'source']);
    links[1]!.dispatch('keydown', { key: 'Enter' });
    assert.deepEqual(actions.calls.at(-1), ['openOwnedPage', url, 'page']);
    assert.equal(rowsOf(root, 'results')[0]!.find((e) => e.getAttribute('class') === 'link own-link').length, 0, 'only your own result');
    // "Read" meant three things; the result column now says what it is, with its definition.
    const header = root.byId('results')!.find((e) => e.tagName === 'th' && e.getAttribute('scope') === 'col').at(-1)!;
    assert.equal(header.textContent, 'Page read');
    assert.match(header.getAttribute('title') ?? '', /read this result page/);
    const facts = root.find((e) => e.getAttribute('class') === 'fact');
    const best = facts.find((f) => f.textContent.startsWith('Best rank'))!;
    assert.match(best.getAttribute('title') ?? '', /best position in the latest check's top 10/);
  });

  it('offers only the period filter (the keyword read takes no other), and posts setFilters', () => {
    const { root, actions } = renderToFake(keywordView, keywordSample());
    const selects = root.find((e) => e.tagName === 'vscode-single-select');
    assert.deepEqual(selects.map((s) => s.id), ['filter-period']);
    const options = selects[0]!.find((e) => e.tagName === 'vscode-option');
    assert.deepEqual(options.map((o) => o.getAttribute('value')), ['1w', '4w', '12w', 'all']);
    assert.equal(options[1]!.getAttribute('selected'), '');
    selects[0]!.dispatch('change', { value: '12w' });
    assert.deepEqual(actions.calls.at(-1), ['setFilters', { period: '12w' }]);
    const before = actions.calls.length;
    selects[0]!.dispatch('change', { value: '4w' });
    assert.equal(actions.calls.length, before, 'choosing the current value posts nothing');
  });

  it('exports the results table and copies Markdown from the toolbar', () => {
    const { root, actions } = renderToFake(keywordView, keywordSample());
    root.byId('results-export')!.dispatch('click');
    const [name, table] = actions.calls.at(-1)!;
    assert.equal(name, 'exportCsv');
    assert.equal((table as { id: string }).id, 'results');
    root.byId('copy-markdown')!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['copyMarkdown']);
    root.byId('refresh')!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['refetch']);
  });

  it('says what is missing before the first check and the first scan', () => {
    const data = { ...keywordSample(), figures: null, results: [], best_rank: null, top10_naming_you: null, clicks_showing_you: null, searches_mo: null, meta: meta(null), tasks: [], prompts: [] };
    const { root, doc } = renderToFake(keywordView, data);
    assertInert(root, doc);
    const text = root.textContent;
    for (const expected of [
      'Awaiting the first scan',
      'No report has frozen a check yet',
      'No check has read the search results yet.',
      'Best rankNot checked yet',
      'Clicks showing youNot measured',
      'Monthly searchesNo search volume',
      'No open tasks',
    ]) {
      assert.ok(text.includes(expected), expected);
    }
    assert.equal(root.byId('results-export'), undefined, 'no export without rows');
  });

  it('shows a pinned scan', () => {
    const { root } = renderToFake(keywordView, keywordSample(), context({ pinnedScan: { id: 's1', completedAt: '2026-11-02T06:00:00Z' } }));
    assert.ok(root.textContent.includes('pinned to the scan of Nov 2, 2026'));
  });
});

describe('webviews/panels: reputation', () => {
  it('renders figures, the written statement, parts, facts, negative lists and quotes', () => {
    const { root, doc, actions } = renderToFake(reputationView, reputationSample(), context({ filters: { prompt: 'p1' } }));
    assertInert(root, doc);
    assert.deepEqual(byClass(root, 'figure').map((f) => f.getAttribute('aria-label')), [
      'Understood 61% (57–66), up 3 points (+1 to +7), outside the margin of error',
      'Praised: Calibrating',
      'AI part 64% (60–68)',
      'Web part: Not measured',
    ]);
    const text = root.textContent;
    assert.ok(text.includes('Acme is seen as the simple CRM for small teams.'));
    assert.ok(text.includes('Line to own: The CRM small teams set up in an afternoon.'));
    assert.ok(text.includes('The web part is not measured: it needs at least ten documents.'));

    const groups = root.byId('facts')!.find((e) => e.getAttribute('scope') === 'colgroup');
    assert.deepEqual(groups.map((g) => [g.textContent, g.getAttribute('colspan')]), [['AI answers', '5'], ['Elsewhere', '2']]);
    const facts = rowsOf(root, 'facts');
    assert.deepEqual(cellsOf(facts[0]!), ['Category', 'Acme is a CRM', '30', '4', '1', '5', '40', '3', '0', '7 answers on ChatGPT', 'Measured']);
    assert.equal(cellsOf(facts[1]!)[0], 'brand new kind');
    assert.equal(cellsOf(facts[1]!)[10], 'quarantined for review');

    const negative = rowsOf(root, 'negative-prompts');
    assert.deepEqual(cellsOf(negative[0]!), ['is acme crm reliable', '4 of 20', '20%']);
    assert.deepEqual(cellsOf(negative[1]!), ['acme crm outage', '1 of 3', 'Too few answers to measure']);
    assert.ok(text.includes('Showing 2 of 5.'));
    root.byId('negative_prompts-more')!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['loadMore', { list: 'negative_prompts', offset: 2, limit: REPUTATION_PAGE_SIZE }]);
    assert.equal(root.byId('negative_sources-more'), undefined, 'all sources shown: no paging control');

    const quotes = root.byId('quotes')!;
    assert.ok(quotes.textContent.includes('— Perplexity, answering best crm for small teams'));
    assert.ok(quotes.textContent.includes('— new_engine, answering crm pricing'));
    assert.equal(quotes.find((e) => e.tagName === 'a').length, 1, 'a quote without prompt id is text');

    // Filters from the read's menus (malformed entries skipped), and the way out of a prompt filter.
    const selects = root.find((e) => e.tagName === 'vscode-single-select').map((s) => s.id);
    assert.deepEqual(selects, ['filter-period', 'filter-engine', 'filter-type', 'filter-intent', 'filter-segment']);
    const intents = root.byId('filter-intent')!.find((e) => e.tagName === 'vscode-option').map((o) => o.textContent);
    assert.deepEqual(intents, ['All', 'Comparison (10)']);
    root.byId('filter-intent')!.dispatch('change', { value: 'comparison' });
    assert.deepEqual(actions.calls.at(-1), ['setFilters', { filters: { intent: 'comparison' } }]);
    const filtered = renderToFake(reputationView, reputationSample(), context({ filters: { intent: 'comparison' } }));
    filtered.root.byId('filter-intent')!.dispatch('change', { value: '' });
    assert.deepEqual(filtered.actions.calls.at(-1), ['setFilters', { filters: { intent: null } }]);
    root.byId('filter-prompt-clear')!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['setFilters', { filters: { prompt: null } }]);
  });

  it('disables the paging button while its page loads', () => {
    const { root } = renderToFake(reputationView, reputationSample(), undefined, new Set(['negative_prompts']));
    const more = root.byId('negative_prompts-more')!;
    assert.equal(more.getAttribute('disabled'), '');
    assert.equal(more.textContent, 'Loading…');
  });

  it('merges a page of negative prompts, ignoring duplicates, and stops when a page adds nothing', () => {
    const data = reputationSample();
    const page = { ...reputationSample(), negative_prompts: [data.negative_prompts[1]!, { ...data.negative_prompts[0]!, prompt_uid: 'new-1', text: 'new' }], negative_prompts_total: 5 };
    const merged = mergeReputation(data, { list: 'negative_prompts', offset: 2, limit: 20 }, page)!;
    assert.deepEqual(merged.negative_prompts.map((p) => p.prompt_uid).slice(2), ['new-1']);
    assert.equal(merged.negative_prompts_total, 5);
    assert.equal(merged.negative_sources, data.negative_sources);
    const stalled = mergeReputation(merged, { list: 'negative_prompts', offset: 3, limit: 20 }, { ...page, negative_prompts: [] })!;
    assert.equal(stalled.negative_prompts_total, 3);
    assert.equal(mergeReputation(data, { list: 'negative_sources', offset: 1, limit: 20 }, { nope: true }), null);
    assert.equal(mergeReputation(data, { list: 'leaderboard', cursor: 'x' }, page), null);
    assert.equal(mergeReputation(data, { list: 'negative_prompts', offset: 2, limit: 20 }, 'text'), null);
  });
});

describe('webviews/panels: competitors', () => {
  it('renders the leaderboard, share of voice (null as "not asked about"), discovered brands and channels', () => {
    const { root, doc, actions } = renderToFake(competitorsView, competitorsSample());
    assertInert(root, doc);
    const board = rowsOf(root, 'leaderboard');
    assert.equal(board.length, 2);
    // Compact figures: the value, a small range and the change as an arrow; the words are in the hover.
    assert.deepEqual(cellsOf(board[0]!), ['1', 'Rival', 'rival.example', '66', '50%', '33% 29–38 ▲ 3', 'Down 2']);
    const recommended = board[0]!.children[5]!.find((e) => (e.getAttribute('class') ?? '').startsWith('figure-cell'))[0]!;
    assert.match(recommended.getAttribute('title') ?? '', /^Recommended · all tracked prompts · Last 4 weeks\n33% \(range 29–38\)\nChange: up 3 points \(\+1 to \+7\), outside the margin of error\n/);
    assert.equal(board[0]!.children[5]!.getAttribute('class'), 'num up', 'a change outside the margin of error is coloured');
    assert.equal(board[0]!.children[6]!.getAttribute('class'), 'neutral', 'a trend label has no margin: never coloured');
    assert.equal(board[1]!.getAttribute('class'), 'own');
    assert.equal(board[1]!.getAttribute('aria-label'), 'Your brand');
    assert.equal(cellsOf(board[1]!)[5], '— not measured');
    assert.equal(cellsOf(board[1]!)[6], '50 → 58');
    assert.equal(board[1]!.children[6]!.find((e) => e.tagName === 'svg').length, 1, 'trend points drawn as a sparkline');

    const sov = rowsOf(root, 'share-of-voice');
    assert.deepEqual(sov.map(cellsOf), [['Acmeyou', '31%'], ['Rival', '45%'], ['Quiet Co', 'not asked about']]);
    assert.equal(sov[2]!.find((e) => e.tagName === 'svg').length, 0, 'no bar for a brand nobody asked about');
    assert.equal(sov[0]!.find((e) => e.getAttribute('class') === 'chart hbar own').length, 1);
    assert.ok(root.textContent.includes('Over 120 answers; 6 excluded.'));

    assert.deepEqual(rowsOf(root, 'discovered').map(cellsOf), [['NewCo', 'newco.example', '24% 18–30', '9'], ['Tiny', 'tiny.example', '— too few answers', '2']]);
    assert.deepEqual(rowsOf(root, 'channels').map(cellsOf), [['G2', 'g2.example', '12', '8%', '4'], ['Unknown channel', '—', '—', '—', '—']]);
    assert.ok(root.textContent.includes('Tracked rivals2 of 10'));
    assert.ok(root.textContent.includes('You rank second of three tracked brands.'));

    assert.ok(root.textContent.includes('Showing 2 of 3.'));
    root.byId('leaderboard-more')!.dispatch('click');
    assert.deepEqual(actions.calls.at(-1), ['loadMore', { list: 'leaderboard', cursor: 'cursor-page-2' }]);
    assert.deepEqual(root.find((e) => e.tagName === 'vscode-single-select').map((s) => s.id), ['filter-period', 'filter-engine', 'filter-type', 'filter-intent']);
  });

  it('falls back to the competitors list without a page, with no Load more after the last page', () => {
    const data = { ...competitorsSample(), page: null, next_cursor: null };
    const { root, doc } = renderToFake(competitorsView, data);
    assertInert(root, doc);
    const board = rowsOf(root, 'leaderboard');
    assert.deepEqual(board.map((r) => cellsOf(r).slice(0, 5)), [
      ['2', 'Acmeyou', 'acme.example', '58 54–63 ▲ 3', '42% 38–47 ▲ 3'],
      ['1', 'Rival', 'rival.example', '66 62–71 ▼ 2', '50% 46–55 not comparable'],
      // Tracked, but no answer asked about or named it: no rank, no 0, the same words in every column.
      ['—', 'Quiet Co', 'quiet.example', '— not asked about', '— not asked about'],
    ]);
    assert.equal(root.byId('leaderboard-more'), undefined);
  });

  it('merges the next leaderboard page and its cursor', () => {
    const data = competitorsSample();
    const next = competitorsSample();
    next.next_cursor = null;
    next.page!.leaderboard!.rows = [{ brand_key: 'quiet', brand_name: 'Quiet Co', domain: 'quiet.example', is_you: false, mentioned: null, rank: 3, recommended: null, score: null, trend: null }];
    const merged = mergeCompetitors(data, { list: 'leaderboard', cursor: 'cursor-page-2' }, next)!;
    assert.deepEqual(merged.page!.leaderboard!.rows.map((r) => r.brand_key), ['rival', 'acme', 'quiet']);
    assert.equal(merged.next_cursor, null);
    assert.equal(data.page!.leaderboard!.rows.length, 2, 'the old data is not mutated');
    assert.equal(mergeCompetitors(data, { list: 'leaderboard', cursor: 'x' }, null), null);
    assert.equal(mergeCompetitors(data, { list: 'negative_prompts', offset: 0, limit: 1 }, next), null);
  });
});

describe('webviews/panels: prompt', () => {
  it('renders the score, latest answers, engine cards, competitors, sources, tiles and actions', () => {
    const { root, doc, actions } = renderToFake(promptView, promptSample());
    assertInert(root, doc);
    assert.equal(root.byId('figure-score')!.getAttribute('aria-label'), 'Score 47 (43–52), down 3 points (-5 to +1), outside the margin of error');
    const engines = rowsOf(root, 'engines');
    assert.deepEqual(cellsOf(engines[0]!), ['Perplexity', 'Leading', 'Yes', 'No', 'Yes', '80%', 'Nov 15, 2026']);
    assert.deepEqual(cellsOf(engines[1]!), ['future_engine', 'brand new state', '—', '—', '—', '—', 'Reading now']);
    const cards = byClass(root, 'engine-card');
    assert.equal(cards.length, 2);
    assert.equal(cards[0]!.find((e) => e.getAttribute('class') === 'score-mark')[0]!.getAttribute('aria-label'), 'Perplexity score: 52, Strong');
    assert.deepEqual(cards[0]!.find((e) => e.tagName === 'li').slice(1).map(visibleText), ['Mentioned 70Strong', 'recommended — Too few answers to measure']);
    assert.equal(cards[1]!.textContent, 'Claude— Not measured');
    assert.equal(cards[1]!.find((e) => e.tagName === 'svg').length, 0, 'no trend line for a score that is not served');
    assert.match(cards[0]!.find((e) => e.getAttribute('class') === 'score-mark')[0]!.getAttribute('title') ?? '', /^Perplexity score · one engine's answers to this prompt · Last 4 weeks\n/);
    const competitorRows = rowsOf(root, 'prompt-competitors');
    assert.deepEqual(competitorRows.map((r) => cellsOf(r)[4]), ['— calibrating', '30% 26–35 ▲ 3']);
    assert.match(root.byId('prompt-competitors')!.find((e) => e.tagName === 'th')[2]!.getAttribute('title') ?? '', /^Service score · this prompt's answers · Last 4 weeks: /);
    // Brand names and a source on a competitor's domain link to the competitor in the competitors panel.
    assert.deepEqual(clickEverything(root.byId('prompt-competitors')!, actions), [
      ['openPanel', 'competitors', undefined, 'acme.example'],
      ['openPanel', 'competitors', undefined, 'rival.example'],
    ]);
    assert.deepEqual(rowsOf(root, 'sources').map(cellsOf), [['acme.exampleyou', 'Your site', 'Yours', '9'], ['g2.example', 'new group', '—', '4'], ['rival.example', 'Competitor site', 'Competitor', '2']]);
    assert.deepEqual(clickEverything(root.byId('sources')!, actions).filter(([name]) => name === 'openPanel'), [['openPanel', 'competitors', undefined, 'rival.example']]);
    assert.deepEqual(byClass(root, 'tile').map((t) => t.textContent), ['50% of answers name you (28 of 56)', 'Not measured recommend you']);
    assert.ok(root.textContent.includes('Claude is not measured in this segment.'));
    const calls = clickEverything(root.byId('actions-section')!, actions);
    assert.deepEqual(calls, [
      ['openExternal', 'https://app.example.com/answers?prompt=1'],
      ['openPanel', 'prompt', '5f0c1a2b-0000-4000-8000-0000000000p1'],
      ['openExternal', 'https://app.example.com/setup'],
    ]);
  });
});
