// The brand tree fed the hostile corpus by the sample server (in rounds, each string moved into other fields): every
// item of every kind — brands, sections, prompts, keywords, pages, competitors, cited pages, audit groups, checks and
// failing pages, segments, "Load more", messages and errors — shows plain, bounded, single-line text, and every
// tooltip is an untrusted escaped MarkdownString that VS Code's Markdown engine renders without a link, image or tag.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { cleanUp, connect, getApi, quietDiagnostics, resetAll, startSample } from '../core/env';
import { Coverage, HIGH_QUOTA, ROUND_OFFSETS, assertNoIconSyntax, assertPlainLine, assertPlainLines, hostileFault } from './hostileEnv';
import { checkTreeItem, kindOf, walkTree, type SeenItem } from './treeWalk';

describe('hostile: the brand tree', function () {
  this.timeout(600_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  const coverage = new Coverage();

  before(async () => {
    api = await getApi();
    await quietDiagnostics();
    sample = await startSample({ quota: HIGH_QUOTA });
    await resetAll(api);
    await connect(api, sample);
  });
  after(async () => {
    sample.setFault(undefined);
    await cleanUp(api);
    await sample.close();
  });

  /** A fresh tree under the fault: the brands listed again, every cached section dropped. */
  function refreshUnder(offset: number, options: Parameters<typeof hostileFault>[1] = {}): void {
    sample.setFault(hostileFault(offset, options));
    api.services.brands.invalidate();
    api.services.refresh();
  }

  for (const offset of ROUND_OFFSETS) {
    it(`round at offset ${offset}: every item of every kind is plain, bounded and inert`, async () => {
      refreshUnder(offset);
      const seen = await walkTree(api);
      const kinds = new Set(seen.map((s) => kindOf(s.item)));
      for (const kind of ['brand', 'list', 'section', 'prompt', 'keyword', 'ownedPage', 'competitor', 'citedPage', 'auditGroup', 'auditCheck', 'failingPage', 'segment', 'loadMore', 'message']) {
        assert.ok(kinds.has(kind), `a ${kind} item was walked (walked: ${[...kinds].join(', ')})`);
      }
      for (const s of seen) await checkTreeItem(s, coverage);
      assert.ok(seen.length > 500, `${seen.length} items walked`);
      // The status bar names the selected (hostile) brand: plain, and only its own icons.
      const bar = api.statusBarText();
      assertPlainLine(bar, 'status bar text', 300);
      assertNoIconSyntax(bar.replace(/\$\((eye|pin|watch|key)\) /g, ''), 'status bar text');
      const tooltip = api.statusBar.item.tooltip;
      assert.equal(typeof tooltip, 'string', 'a plain-text status bar tooltip');
      assertPlainLines(String(tooltip), 'status bar tooltip', 1000);
    });
  }

  it('each string of the corpus showed in some label, description or tooltip', () => {
    assert.deepEqual(coverage.missing(), [], `reached ${coverage.count}`);
  });

  it('errors in place: the server text of failed reads (root, sections, "Load more") shows as plain text', async () => {
    // The root list fails: one error item at the root.
    refreshUnder(3, { problemStatus: 400 });
    const root = await walkTree(api);
    assert.deepEqual(root.map((s) => kindOf(s.item)), ['error']);
    // The brands read, then every section's read fails; then a list whose next page fails.
    const errors: SeenItem[] = [...root];
    for (const [offset, status] of [[11, 400], [12, 422]] as const) {
      refreshUnder(offset);
      const brands = (await api.tree.provider.getChildren(undefined)) ?? [];
      sample.setFault(hostileFault(offset, { problemStatus: status }));
      for (const brand of brands) {
        for (const section of (await api.tree.provider.getChildren(brand)) ?? []) {
          const items = (await api.tree.provider.getChildren(section)) ?? [];
          errors.push(...items.map((node) => ({ node, item: node.getTreeItem(), path: `${status} section` })));
        }
      }
    }
    refreshUnder(13);
    const brand = ((await api.tree.provider.getChildren(undefined)) ?? [])[0];
    const keywords = ((await api.tree.provider.getChildren(brand)) ?? []).find((n) => n.getTreeItem().contextValue === 'list.keywords');
    assert.ok(keywords);
    const firstPage = (await api.tree.provider.getChildren(keywords)) ?? [];
    sample.setFault(hostileFault(14, { problemStatus: 422 }));
    await vscode.commands.executeCommand('brandVisibility.tree.loadMore', firstPage.at(-1));
    const after = (await api.tree.provider.getChildren(keywords)) ?? [];
    errors.push({ node: after.at(-1)!, item: after.at(-1)!.getTreeItem(), path: 'load more' });

    const errorItems = errors.filter((s) => kindOf(s.item) === 'error');
    assert.ok(errorItems.length >= 2 * 3 * 7 + 2, `${errorItems.length} error items`);
    const shown = new Coverage();
    for (const s of errorItems) {
      await checkTreeItem(s, shown);
      assert.equal(s.item.command?.command, 'brandVisibility.tree.retry');
    }
    // The server's words did reach the error items (so the checks above saw hostile text).
    assert.ok(shown.count >= 4, `${shown.count} corpus strings in error items`);
  });
});
