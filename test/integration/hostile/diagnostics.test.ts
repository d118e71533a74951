// Site diagnostics fed the hostile corpus: check labels, measured and target values, page status words and group
// names are hostile; page paths, URLs and statuses stay as they were (fault option `keep`) so the findings still land
// on the sample site's files. Every diagnostic message is one plain line, every code link our own rule view, every
// CodeLens title draws only our own icon, quick-fix titles are plain, hovers carry none of the data (our explanation
// of the rule only), and the Audit tree's "Pages without a local source" (built from the findings) passes the tree's
// checks.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { TreeNode } from '../../../src/extension/tree/treeNode';
import { config, connect, getApi, resetAll, startSample } from '../core/env';
import { Coverage, HIGH_QUOTA, ROUND_OFFSETS, assertNoIconSyntax, assertPlainLine, hostileFault } from './hostileEnv';
import { checkTreeItem, kindOf } from './treeWalk';

const SOURCE = 'Brand Visibility';
/** What must stay real for a finding to map to a file; everything else shown becomes hostile. */
const KEEP_FOR_FILES = ['path', 'url', 'failing_pages', 'status'];
const LENS_COMMANDS = new Set(['brandVisibility.diagnostics.openPage', 'workbench.actions.view.problems']);

function ours(): Array<[vscode.Uri, vscode.Diagnostic[]]> {
  return vscode.languages
    .getDiagnostics()
    .map(([uri, list]): [vscode.Uri, vscode.Diagnostic[]] => [uri, list.filter((d) => d.source === SOURCE)])
    .filter(([, list]) => list.length > 0);
}

/** A built-in command, its name in the error when it refuses its arguments. */
async function run<T>(command: string, ...args: unknown[]): Promise<T> {
  try {
    return await vscode.commands.executeCommand<T>(command, ...args);
  } catch (err) {
    throw new Error(`${command}(${args.map(String).join(', ')}): ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

function rel(uri: vscode.Uri): string {
  return vscode.workspace.asRelativePath(uri);
}

describe('hostile: site diagnostics, CodeLens, quick fixes and hovers', function () {
  this.timeout(300_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  const coverage = new Coverage();
  const inLenses = new Coverage();

  before(async () => {
    api = await getApi();
    sample = await startSample({ quota: HIGH_QUOTA });
    await resetAll(api);
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    // The brand's domain is hostile too, so the folder is linked by the setting rather than the declared domain.
    await config().update('brand', sample.brands.primary.id, vscode.ConfigurationTarget.Workspace);
    await connect(api, sample);
  });
  after(async () => {
    sample.setFault(undefined);
    await config().update('brand', undefined, vscode.ConfigurationTarget.Workspace);
    await resetAll(api);
    await sample.close();
  });

  for (const offset of ROUND_OFFSETS) {
    it(`round at offset ${offset}: messages, codes, CodeLens, quick fixes and hovers`, async () => {
      sample.setFault(hostileFault(offset, { keep: KEEP_FOR_FILES }));
      const reports = (await vscode.commands.executeCommand<FolderReport[]>('brandVisibility.refreshDiagnostics')) ?? [];
      assert.equal(reports[0]?.error, undefined, JSON.stringify(reports));
      assert.ok((reports[0]?.findings ?? 0) >= 10 && (reports[0]?.files ?? 0) >= 5, JSON.stringify(reports));

      let quickFixes = 0;
      const files = ours();
      assert.ok(files.length >= 5, `${files.length} files with diagnostics`);
      for (const [uri, list] of files) {
        for (const d of list) {
          const where = `${rel(uri)}:${d.range.start.line + 1}`;
          assertPlainLine(d.message, `${where}: message`, 2000);
          coverage.sawWithin(d.message, false);
          if (typeof d.code === 'object') {
            assertPlainLine(String(d.code.value), `${where}: code`, 200);
            // The rule's description in our words (ruleView.ts), never a link the data chose.
            assert.equal(d.code.target.scheme, 'brand-visibility-rule', `${where}: code link ${d.code.target.toString()}`);
          } else if (d.code !== undefined) assertPlainLine(String(d.code), `${where}: code`, 200);
          assert.equal(d.relatedInformation, undefined, `${where}: related information`);
        }

        // The language features answer for open documents only.
        await vscode.workspace.openTextDocument(uri);
        // CodeLens: the page's figures and its findings; `$(…)` only as our own leading icon.
        const lenses = (await run<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 10)) ?? [];
        for (const lens of lenses) {
          const title = lens.command?.title ?? '';
          const where = `${rel(uri)}: CodeLens "${title.slice(0, 40)}"`;
          if (!LENS_COMMANDS.has(lens.command?.command ?? '')) continue; // another extension's lens
          assertPlainLine(title, where, 400);
          const icon = /^\$\((globe|error|warning|pass)\) /.exec(title);
          assert.ok(icon, `${where}: starts with our icon`);
          assertNoIconSyntax(title.slice(icon[0].length), where);
          coverage.sawWithin(title, false);
          inLenses.sawWithin(title, false);
          if (lens.command?.tooltip) assertPlainLine(lens.command.tooltip, `${where}: tooltip`, 200);
        }

        for (const d of list) {
          const where = `${rel(uri)}:${d.range.start.line + 1}`;
          // Quick fixes: their titles quote the check's label.
          const actions = (await run<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, d.range)) ?? [];
          // Ours run our commands (the editor adds its own, such as "Surround With Snippet"; the noindex edit has none).
          const fixes = actions.filter((a) => a.command?.command.startsWith('brandVisibility.'));
          quickFixes += fixes.length;
          for (const action of fixes) {
            assertPlainLine(action.title, `${where}: quick fix`, 300);
            coverage.sawWithin(action.title, false);
          }
          // Hovers at the finding: no provider may bring the API's text (the diagnostic's own hover is plain text; ours
          // explains the rule in our words).
          const hovers = (await run<vscode.Hover[]>('vscode.executeHoverProvider', uri, d.range.start)) ?? [];
          const hoverText = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
          const inHover = new Coverage();
          inHover.sawWithin(hoverText, true);
          inHover.sawWithin(hoverText, false);
          assert.equal(inHover.count, 0, `${where}: API text in a hover: ${hoverText.slice(0, 200)}`);
        }
      }
      assert.ok(quickFixes > files.length, `${quickFixes} quick fixes offered`);
    });
  }

  it('the corpus reached the messages, lenses and quick fixes (so the checks above saw it)', () => {
    assert.ok(coverage.count >= 20, `${coverage.count} corpus strings shown`);
    assert.ok(inLenses.count >= 3, `${inLenses.count} corpus strings (page status words) in CodeLens titles`);
  });

  it('every field hostile (failing pages, paths, URLs and statuses too): the refresh answers, findings stay in the folder', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    assert.ok(folder);
    for (const offset of ROUND_OFFSETS) {
      sample.setFault(hostileFault(offset));
      // A lone surrogate in a failing page's path once threw out of the findings (encodeURI) and left the refresh rejected.
      const reports = (await run<FolderReport[]>('brandVisibility.refreshDiagnostics')) ?? [];
      assert.equal(reports.length, 1);
      assert.equal(reports[0].error, undefined, JSON.stringify(reports[0]));
      for (const [uri, list] of ours()) {
        assert.ok(uri.scheme === 'file' && uri.path.startsWith(`${folder.path}/`), `a diagnostic outside the folder: ${uri.toString()}`);
        for (const d of list) assertPlainLine(d.message, `${rel(uri)}: message`, 2000);
      }
    }
  });

  it('"Pages without a local source" in the Audit tree shows the findings as plain, inert items', async () => {
    sample.setFault(hostileFault(5, { keep: KEEP_FOR_FILES }));
    await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics');
    api.services.brands.invalidate();
    api.services.refresh();
    const provider = api.tree.provider;
    const brand = ((await provider.getChildren(undefined)) ?? []).find((n) => (n as TreeNode & { brandId?: string }).brandId === sample.brands.primary.id);
    assert.ok(brand, 'the primary brand at the root');
    const audit = ((await provider.getChildren(brand)) ?? []).find((n) => n.getTreeItem().contextValue === 'section.audit');
    assert.ok(audit);
    const unmapped = ((await provider.getChildren(audit)) ?? []).find((n) => n.getTreeItem().contextValue === 'unmappedPages');
    assert.ok(unmapped, 'the diagnostics contributed their node');
    const pages = (await provider.getChildren(unmapped)) ?? [];
    assert.ok(pages.some((p) => kindOf(p.getTreeItem()) === 'failingPage'), 'pages without a source are listed');
    const shown = new Coverage();
    for (const node of pages) await checkTreeItem({ node, item: node.getTreeItem(), path: 'unmapped' }, shown);
    assert.ok(shown.count >= 3, `${shown.count} corpus strings in their tooltips`);
  });
});
