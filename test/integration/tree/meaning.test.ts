// What the tree's rows mean and do (issue 13): every figure state is its own state in rows and tooltips (never 0,
// never the failing icon), figures are labelled with scope and period and defined, rows with the same text are told
// apart, a click opens the thing, "Show in Audit tree" selects the check itself, and the status bar agrees with the
// pin picker.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { AuditCheck, Competitor, KeywordListItem } from '../../../src/shared/api/schemas';
import type { PanelTarget } from '../../../src/shared/panels/index';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { AuditCheckNode } from '../../../src/extension/tree/nodes/auditCheckNode';
import { CompetitorNode } from '../../../src/extension/tree/nodes/competitorNode';
import { KeywordNode } from '../../../src/extension/tree/nodes/keywordNode';
import { MessageNode } from '../../../src/extension/tree/nodes/messageNode';
import { NOT_ASKED_ABOUT, stateLook } from '../../../src/shared/figureStates';
import { FIGURE_STATES } from '../../../src/shared/vocabulary';
import { EXTENSION_ID, cleanUp, connect, getApi, quietDiagnostics, recordPanelOpens, resetAll, startSample, useLocalFiles, waitFor } from '../core/env';
import { children, childByLabel, labelOf, section } from './treeHelpers';

const WITH_VALUE = new Set(['measured', 'first_report', 'not_comparable']);
const STATES = [...FIGURE_STATES, 'quarantined_for_review'];

function tooltipOf(item: vscode.TreeItem): string {
  const t = item.tooltip;
  return typeof t === 'string' ? t : (t?.value ?? '');
}

/** Tooltips escape every punctuation character: compare without the backslashes. */
const unescaped = (text: string) => text.replace(/\\(.)/g, '$1');

function iconId(item: vscode.TreeItem): string | undefined {
  return item.iconPath instanceof vscode.ThemeIcon ? item.iconPath.id : undefined;
}

describe('tree: states, labels, clicks and view state', () => {
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandName: string;
  const parent = new MessageNode(undefined, 'parent');

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample();
    brandName = sample.brands.primary.name;
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
    await connect(api, sample);
    api.services.refresh();
    await children(api);
  });

  it('a keyword row and its tooltip: each score state in its own words, "—" and never "Score: 0"; the score labelled and defined', () => {
    const seen = new Set<string>();
    for (const state of STATES) {
      const keyword = {
        id: '11111111-1111-4111-8111-111111111111',
        text: 'crm',
        status: 'active',
        searches_mo: 100,
        best_rank: null,
        clicks_showing_you: 0,
        top10_naming_you: null,
        google_label: 'Not in the top 10',
        ai_searches_it: ['openai'],
        score: { key: 'search_score', label: 'Search score', band: WITH_VALUE.has(state) ? 'Fair' : 'Not measured', state, value: WITH_VALUE.has(state) ? 56 : 0, answers: 3 },
        segment: { id: 's', name: 'US buyers' },
        topic: { id: 't', name: 'CRM' },
        trend: { delta: 0, label: 'No change', state: 'flat' },
      } as unknown as KeywordListItem;
      const item = new KeywordNode(parent, 'b', keyword, '4w').getTreeItem();
      const description = String(item.description);
      const tooltip = unescaped(tooltipOf(item));
      const look = stateLook(state);
      assert.match(tooltip, /Search score · this keyword's search results · Last 4 weeks: /, state);
      assert.match(tooltip, /ChatGPT/, 'engine names, not ids');
      if (WITH_VALUE.has(state)) {
        assert.match(description, state === 'measured' ? /score 56 Fair · / : new RegExp(`score 56 Fair \\(${look.short}\\)`), `${state}: ${description}`);
        assert.match(tooltip, /: 56/, state);
      } else {
        assert.match(description, new RegExp(`— ${look.short}`), `${state}: ${description}`);
        assert.ok(tooltip.includes(`— · ${look.words}`) && tooltip.includes(look.reason), `${state}: ${tooltip}`);
        assert.doesNotMatch(description + tooltip, /score 0|Score: 0|: 0 ·/, state);
      }
      assert.match(tooltip, /0–100 score scale/, 'the definition from the reference');
      seen.add(description);
    }
    assert.equal(seen.size, STATES.length, 'each state reads differently');
  });

  it('a competitor row: each service-score state in words; nobody asked about it → "not asked about", no rank, no 0', () => {
    for (const state of STATES) {
      const figure = { state, value: WITH_VALUE.has(state) ? 48 : 0, low: 40, high: 55, answers: 10 };
      const c = { domain: 'rival.example', name: 'Rival', is_you: false, rank: 2, service_score: figure, mentioned: figure, recommended: figure, share_of_voice_pct: 20 } as unknown as Competitor;
      const item = new CompetitorNode(parent, 'b', c, '1w').getTreeItem();
      const description = String(item.description);
      if (WITH_VALUE.has(state)) assert.match(description, /#2 · score 48/, state);
      else assert.match(description, new RegExp(`#2 · score — ${stateLook(state).short}`), state);
      assert.match(unescaped(tooltipOf(item)), /Service score · all tracked prompts · Last week: /, state);
    }
    const quiet = { domain: 'quiet.example', name: 'Quiet', is_you: false, rank: 5, service_score: { state: 'measured', value: 0 }, mentioned: { state: 'measured', value: 0 }, recommended: null, share_of_voice_pct: null } as unknown as Competitor;
    const node = new CompetitorNode(parent, 'b', quiet, '1w');
    const item = node.getTreeItem();
    assert.equal(item.description, stateLook(NOT_ASKED_ABOUT).short);
    assert.equal(iconId(item), stateLook(NOT_ASKED_ABOUT).icon, 'a neutral icon');
    const tooltip = unescaped(tooltipOf(item));
    assert.match(tooltip, /Not asked about/);
    assert.doesNotMatch(tooltip, /Rank|: 0\b/);
    assert.equal(node.focus, 'quiet.example', 'its row opens the competitors panel on this brand');
  });

  it('an audit check the crawl could not measure: "not measured", a neutral icon, no "Measured: Not measured · Pages in scope: 0"', () => {
    const check = { action_id: 'a', failing_pages: [], failing_pages_offset: 0, failing_pages_total: 0, id: 'org-schema', label: 'Organization structured data', measured: 'Not measured', met: false, pages_in_scope: 0, target: 'schema.org Organization' } as AuditCheck;
    const item = new AuditCheckNode(parent, 'b', check).getTreeItem();
    assert.equal(item.contextValue, 'auditCheck.unmeasured');
    assert.equal(item.description, 'not measured');
    assert.notEqual(iconId(item), 'error');
    assert.equal((item.iconPath as vscode.ThemeIcon).color, undefined, 'not coloured');
    const tooltip = unescaped(tooltipOf(item));
    assert.match(tooltip, /State: not measured/);
    assert.match(tooltip, /could not measure this check; it is not a failure/);
    assert.doesNotMatch(tooltip, /Measured: Not measured|Pages in scope: 0/);
    const failing = new AuditCheckNode(parent, 'b', { ...check, met: false, measured: '2 of 9 pages fail', failing_pages: ['/a', '/b'], failing_pages_total: 2, pages_in_scope: 9 }).getTreeItem();
    assert.equal(iconId(failing), 'error');
  });

  it('the sample brand: Eventloom is "not asked about", unmeasured checks are neutral, same-text keywords show their segment', async () => {
    const competitors = await children(api, await section(api, brandName, 'Competitors'));
    const eventloom = competitors.find((c) => labelOf(c) === 'Eventloom')!.getTreeItem();
    assert.equal(eventloom.description, 'not asked about');
    const audit = await section(api, brandName, 'Audit');
    const groups = (await children(api, audit)).filter((n) => n.getTreeItem().contextValue === 'auditGroup');
    const checks = groups.flatMap((g) => g.getChildren() as AuditCheckNode[]);
    const sitemap = checks.find((c) => labelOf(c) === 'Sitemap lists every readable page')!.getTreeItem();
    assert.equal(sitemap.description, 'not measured');
    assert.notEqual(iconId(sitemap), 'error');
    const keywords = await children(api, await section(api, brandName, 'Keywords'));
    const same = keywords.filter((k) => labelOf(k) === 'retention curve');
    assert.equal(same.length, 2, 'the first page holds one keyword in two segments');
    const descriptions = same.map((k) => String(k.getTreeItem().description));
    assert.notEqual(descriptions[0]!.split(' · ')[0], descriptions[1]!.split(' · ')[0], descriptions.join(' | '));
    for (const k of same) {
      const node = k as KeywordNode;
      assert.ok(node.distinguishBy, 'told apart');
      assert.ok(String(k.getTreeItem().description).startsWith(node.context[node.distinguishBy!]), 'the segment (or topic) first');
    }
    const unique = keywords.find((k) => labelOf(k) === 'hipaa product analytics')!;
    assert.match(String(unique.getTreeItem().description), /^13,700\/mo/, 'a row with its own text shows no segment');
  });

  it('a click opens the thing: an owned page its source file, an audited page its source, a competitor the panel on it', async () => {
    const pages = await children(api, await section(api, brandName, 'Owned pages'));
    const pricing = pages.find((p) => /^Pricing — /.test(labelOf(p)))!;
    const item = pricing.getTreeItem();
    assert.equal(item.command?.command, 'brandVisibility.openPage');
    const root = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const file = vscode.Uri.file(join(root, 'test/fixtures/sample-site/src/pages/pricing.astro'));
    const asked: string[] = [];
    const registration = useLocalFiles(api, { resolve: async (r) => (asked.push(r.url), { uri: file }) });
    const opened: PanelTarget[] = [];
    const panels = recordPanelOpens(api, opened);
    try {
      assert.equal(await vscode.commands.executeCommand(item.command!.command, ...(item.command!.arguments ?? [])), true);
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, file.fsPath);
      assert.match(asked[0]!, /\/pricing$/);

      const audit = await section(api, brandName, 'Audit');
      const groups = (await children(api, audit)).filter((n) => n.getTreeItem().contextValue === 'auditGroup');
      const failing = groups.flatMap((g) => g.getChildren() as AuditCheckNode[]).find((c) => c.getChildren().length > 0)!;
      const page = failing.getChildren()[0]!.getTreeItem();
      assert.equal(page.command?.command, 'brandVisibility.openPage');
      asked.length = 0;
      await vscode.commands.executeCommand(page.command!.command, ...(page.command!.arguments ?? []));
      assert.equal(asked.length, 1, 'the audited page is looked up in the site');

      const competitors = await children(api, await section(api, brandName, 'Competitors'));
      const rival = competitors.find((c) => labelOf(c) === 'Funnelcraft')!.getTreeItem();
      await vscode.commands.executeCommand(rival.command!.command, ...(rival.command!.arguments ?? []));
      assert.deepEqual(opened.at(-1), { kind: 'competitors', brandId: sample.brands.primary.id, id: undefined, title: undefined, focus: 'funnelcraft.io' });
    } finally {
      registration.dispose();
      panels.dispose();
    }
  });

  it('"Show in Audit tree" selects the check row itself; a page of your own can be shown among Owned pages', async () => {
    const brandId = sample.brands.primary.id;
    const found = await vscode.commands.executeCommand('brandVisibility.diagnostics.revealCheck', brandId, 'sitemap-complete');
    assert.equal(found, true);
    await waitFor(() => api.tree.view.selection.length === 1, 'a selected row');
    // The extension's own node (its bundle's class): checked by kind, not instanceof.
    const selected = api.tree.view.selection[0] as unknown as { kind?: string; check?: { id: string } };
    assert.equal(selected.kind, 'auditCheck');
    assert.equal(selected.check?.id, 'sitemap-complete');

    const shown = await vscode.commands.executeCommand('brandVisibility.revealOwnedPage', { brandId, url: 'https://tallyhawk.io/pricing/' });
    assert.equal(shown, true);
    await waitFor(() => /^Pricing — /.test(labelOf(api.tree.view.selection[0]!)), 'the owned page selected');
    assert.equal(await vscode.commands.executeCommand('brandVisibility.revealOwnedPage', { brandId, url: '/no-such-page' }), false);
  });

  it('the view says its period and scan while it can read, and nothing over the welcome view once the key is gone', async () => {
    await children(api, await section(api, brandName, 'Prompts'));
    await waitFor(() => /^Last week · Latest scan/.test(String(api.tree.view.message)), 'the message line');
    await vscode.commands.executeCommand('brandVisibility.clearApiKey');
    await waitFor(() => api.services.connection.state === 'missing', 'no key');
    await waitFor(() => !api.tree.view.message, `no message over the welcome view (${String(api.tree.view.message)})`);
  });

  it('the status bar agrees with the pin picker: no pin shown while reading the latest scan, the period in words, the quota hidden while plenty', async () => {
    const brand = sample.brands.primary;
    await api.services.selection.setBrand(brand.id, brand.name);
    await children(api, await section(api, brandName, 'Prompts'));
    await waitFor(() => api.statusBarText().includes('Last week'), 'period in words');
    const text = api.statusBarText();
    assert.doesNotMatch(text, /\$\(pin\)/, 'the latest scan is not a pin');
    assert.doesNotMatch(text, /\d+\/120/, 'plenty of quota: not shown');
    const tooltip = String(api.statusBar.item.tooltip);
    assert.match(tooltip, /Latest scan \(data as of /);
    assert.match(tooltip, /Period: Last week/);
    assert.match(tooltip, /\d+ of 120 requests left/);
    const scans = sample.scans(brand.id).filter((s) => s.completed_at);
    await vscode.commands.executeCommand('brandVisibility.pinToScan', scans[scans.length - 3]!.id);
    await waitFor(() => api.statusBarText().includes('$(pin)'), 'an explicit pin is shown');
    await waitFor(() => /Pinned to (the scan of |a scan)/.test(String(api.statusBar.item.tooltip)), 'pinned in the tooltip');
    await vscode.commands.executeCommand('brandVisibility.pinToScan', 'latest');
    await waitFor(() => !api.statusBarText().includes('$(pin)'), 'unpinned');
    assert.ok(await childByLabel(api, undefined, brandName));
  });
});
