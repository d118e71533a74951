// Site diagnostics in a real VS Code: the sample API runs inside the suite, the harness opens test/fixtures/sample-site
// (an Astro site declaring https://www.tallyhawk.io, the sample's primary brand) as the workspace folder.
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import type { MappingExplanation } from '../../../src/extension/diagnostics/explainMapping';
import { config, connect, getApi, resetAll, sleep, startSample, waitFor } from '../core/env';
import { childByLabel, children, labelOf, section } from '../tree/treeHelpers';

const folder = (): vscode.WorkspaceFolder => {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'the harness opened a workspace folder');
  return f;
};
const fileUri = (rel: string): vscode.Uri => vscode.Uri.joinPath(folder().uri, ...rel.split('/'));
const ours = (uri: vscode.Uri): vscode.Diagnostic[] => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Brand Visibility');
const codeOf = (d: vscode.Diagnostic): string => (typeof d.code === 'object' ? String(d.code.value) : String(d.code));
const find = (uri: vscode.Uri, code: string): vscode.Diagnostic | undefined => ours(uri).find((d) => codeOf(d) === code);

async function refresh(): Promise<FolderReport[]> {
  return (await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics')) as FolderReport[];
}

describe('site diagnostics (real VS Code, sample API, sample site)', function () {
  this.timeout(60_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;
  const settingsFile = (): string => vscode.Uri.joinPath(folder().uri, '.vscode', 'settings.json').fsPath;
  let settingsBefore: string | undefined;
  let settingsDirBefore = false;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
    settingsBefore = existsSync(settingsFile()) ? readFileSync(settingsFile(), 'utf8') : undefined;
    settingsDirBefore = existsSync(dirname(settingsFile()));
    await resetAll(api);
    // Other suites switch the diagnostics off in the harness's shared user settings: make sure they are on.
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    await connect(api, sample);
  });

  after(async () => {
    await config().update('diagnostics.ignore', undefined, vscode.ConfigurationTarget.Workspace);
    await config().update('diagnostics.checkSeverity', undefined, vscode.ConfigurationTarget.Global);
    // The fixture's settings file is left exactly as it was (the ignore quick fix writes to it).
    if (settingsBefore === undefined) {
      if (existsSync(settingsFile())) unlinkSync(settingsFile());
      const dir = dirname(settingsFile());
      if (!settingsDirBefore && existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
    } else writeFileSync(settingsFile(), settingsBefore);
    await resetAll(api);
    await sample?.close();
  });

  it('links the folder to the brand by the domain the site declares and publishes the findings', async () => {
    const reports = await refresh();
    assert.equal(reports.length, 1);
    const r = reports[0];
    assert.equal(r.brandId, brandId, JSON.stringify(r));
    assert.match(r.why, /astro\.config\.mjs site declares www\.tallyhawk\.io, the domain of Tallyhawk/);
    assert.equal(r.framework, 'Astro');
    assert.ok(r.findings >= 15 && r.files >= 10, JSON.stringify(r));
    assert.equal(r.error, undefined);
    const audits = sample.requestLog.filter((x) => x.path.endsWith('/audit'));
    assert.ok(audits.length >= 1 && audits.every((x) => x.status === 200));
  });

  it('a failing check: message with measured vs target and crawl date, range on the first <h1>, code linking the audited page', () => {
    const d = find(fileUri('src/pages/pricing.astro'), 'one-h1');
    assert.ok(d, `diagnostics: ${ours(fileUri('src/pages/pricing.astro')).map((x) => x.message).join(' | ')}`);
    assert.match(d.message, /^One H1 per page: measured \d+ of \d+ pages fail, target Exactly one H1 — \/pricing \(crawl of \d{4}-\d\d-\d\d\)$/);
    assert.equal(d.severity, vscode.DiagnosticSeverity.Warning);
    assert.deepEqual([d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character], [12, 2, 12, 6]);
    assert.equal(typeof d.code, 'object');
    const code = d.code as { value: string; target: vscode.Uri };
    assert.equal(code.target.toString(), 'https://www.tallyhawk.io/pricing');
  });

  it('page status problems are errors on the robots meta tag or front-matter key', () => {
    const thanks = find(fileUri('src/pages/thank-you.astro'), 'status:noindex');
    assert.ok(thanks);
    assert.equal(thanks.severity, vscode.DiagnosticSeverity.Error);
    assert.match(thanks.message, /^Marked noindex: .* — \/thank-you/);
    assert.equal(thanks.range.start.line, 4, 'the <meta name="robots"> line');
    const notes = find(fileUri('src/content/blog/internal-roadmap-notes.md'), 'status:noindex');
    assert.ok(notes);
    assert.equal(notes.range.start.line, 4, 'the front-matter robots key');
    assert.ok(find(fileUri('src/content/blog/internal-roadmap-notes.md'), 'no-unintended-noindex'));
  });

  it('unmeasured site-wide checks are information on the site config; severities follow the settings', async () => {
    const unmeasured = find(fileUri('astro.config.mjs'), 'sitemap-complete');
    assert.ok(unmeasured);
    assert.equal(unmeasured.severity, vscode.DiagnosticSeverity.Information);
    await config().update('diagnostics.checkSeverity', 'error', vscode.ConfigurationTarget.Global);
    await waitFor(() => find(fileUri('src/pages/pricing.astro'), 'one-h1')?.severity === vscode.DiagnosticSeverity.Error, 'check severity applied');
    await config().update('diagnostics.checkSeverity', undefined, vscode.ConfigurationTarget.Global);
    await waitFor(() => find(fileUri('src/pages/pricing.astro'), 'one-h1')?.severity === vscode.DiagnosticSeverity.Warning, 'back to warning');
  });

  it('Explorer badges and the page CodeLens are provided', async () => {
    const uri = fileUri('src/pages/pricing.astro');
    const decoration = (await vscode.commands.executeCommand('brandVisibility.test.fileDecoration', uri.toString())) as
      | { badge: string; tooltip: string; color: string }
      | undefined;
    assert.ok(decoration);
    assert.equal(decoration.badge, String(ours(uri).length));
    assert.equal(decoration.color, 'list.warningForeground');
    const thanks = (await vscode.commands.executeCommand('brandVisibility.test.fileDecoration', fileUri('src/pages/thank-you.astro').toString())) as { color: string };
    assert.equal(thanks.color, 'list.errorForeground');
    assert.equal(await vscode.commands.executeCommand('brandVisibility.test.fileDecoration', fileUri('package.json').toString()), undefined);

    await vscode.window.showTextDocument(uri);
    let titles: string[] = [];
    await waitFor(async () => {
      const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 10)) ?? [];
      titles = lenses.map((l) => l.command?.title ?? '');
      return titles.some((t) => /citations · .* AI visits/.test(t));
    }, 'owned pages joined to the file (background read)');
    assert.ok(titles.some((t) => /\d+ citations · \d+ AI visits/.test(t)), titles.join(' | '));
    assert.ok(titles.some((t) => /1 failing check/.test(t)), titles.join(' | '));
    assert.ok(sample.requestLog.some((x) => x.path.endsWith('/pages')), 'owned pages were read');
  });

  it('quick fixes: open the page, show the check in the Audit tree, ignore the check for this page', async () => {
    const uri = fileUri('src/pages/pricing.astro');
    const d = find(uri, 'one-h1')!;
    const actions = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, d.range)) ?? [];
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Open /pricing in the browser'), titles.join(' | '));
    assert.ok(titles.includes('Show “One H1 per page” in the Audit tree'), titles.join(' | '));
    const ignore = actions.find((a) => a.title === 'Ignore “One H1 per page” for /pricing');
    assert.ok(ignore?.command, titles.join(' | '));

    const reveal = actions.find((a) => a.title.startsWith('Show '))!;
    assert.equal(await vscode.commands.executeCommand(reveal.command!.command, ...(reveal.command!.arguments ?? [])), true);

    await vscode.commands.executeCommand(ignore.command.command, ...(ignore.command.arguments ?? []));
    await waitFor(() => !find(uri, 'one-h1'), 'the ignored finding is gone');
    assert.deepEqual(config().inspect<string[]>('diagnostics.ignore')?.workspaceValue, ['one-h1@/pricing']);
    assert.ok(find(fileUri('src/pages/docs/getting-started.md'), 'one-h1'), 'the same check on another page stays');
    await config().update('diagnostics.ignore', undefined, vscode.ConfigurationTarget.Workspace);
    await waitFor(() => !!find(uri, 'one-h1'), 'back after the ignore entry is removed');
  });

  it('the noindex removal edit applies (in the editor, reverted without saving)', async () => {
    const uri = fileUri('src/pages/thank-you.astro');
    const onDisk = readFileSync(uri.fsPath, 'utf8');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const d = find(uri, 'status:noindex')!;
    const actions = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, d.range)) ?? [];
    const remove = actions.find((a) => a.title === 'Remove noindex from this page');
    assert.ok(remove?.edit, actions.map((a) => a.title).join(' | '));
    assert.equal(remove.isPreferred, true);
    try {
      assert.equal(await vscode.workspace.applyEdit(remove.edit), true);
      assert.doesNotMatch(doc.getText(), /noindex/);
      assert.match(doc.getText(), /<h1>Thanks, we got your message<\/h1>/, 'the rest of the page is untouched');
      assert.equal(doc.getText().split('\n').length, onDisk.split('\n').length - 1, 'exactly the meta line went');
    } finally {
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
    await waitFor(() => !doc.isDirty && doc.getText() === onDisk, 'reverted');
    assert.equal(readFileSync(uri.fsPath, 'utf8'), onDisk, 'the fixture on disk never changed');
  });

  it('a new scan: refresh drops the check that now passes (no stale diagnostics)', async () => {
    const demo = fileUri('src/pages/demo.astro');
    assert.ok(find(demo, 'loads-without-js'));
    assert.ok(find(demo, 'status:needs_javascript'));
    sample.advanceScan(brandId);
    await refresh();
    assert.equal(find(demo, 'loads-without-js'), undefined);
    assert.equal(find(demo, 'status:needs_javascript'), undefined);
    assert.equal(ours(demo).length, 0, 'the file has no finding left');
    assert.ok(find(fileUri('src/pages/pricing.astro'), 'one-h1'), 'still failing elsewhere');
  });

  it('the tree: LocalFileResolver reveals an owned page, the Audit node lists pages without a local source', async () => {
    const match = await api.services.localFiles?.resolve({ brandId, url: 'https://www.tallyhawk.io/blog/retention-cohorts-explained' });
    assert.ok(match);
    assert.ok(match.uri.path.endsWith('/src/content/blog/cohort-retention-guide.md'), match.uri.toString());
    await api.services.selection.setBrand(brandId, 'Tallyhawk');
    const audit = await section(api, 'Tallyhawk', 'Audit');
    const unmapped = await childByLabel(api, audit, 'Pages without a local source');
    const labels = (await children(api, unmapped)).map(labelOf);
    for (const path of ['/app', '/customers/northbeam', '/plans']) assert.ok(labels.includes(path), labels.join(' | '));
    assert.ok(labels.some((l) => /more failing pages the audit does not name/.test(l)), labels.join(' | '));
  });

  it('Explain Mapping for URL… shows the steps and returns the file', async () => {
    const result = (await vscode.commands.executeCommand('brandVisibility.explainMapping', '/blog/retention-cohorts-explained')) as MappingExplanation;
    assert.ok(result.file?.endsWith('/src/content/blog/cohort-retention-guide.md'), result.file);
    assert.ok(result.steps.length >= 3, result.steps.join('\n'));
    // The result's file is a link that opens it.
    const found = api.previewTexts().at(-1)!.text;
    assert.ok(found.includes(`](<${result.file}>)`), found);
    const redirect = (await vscode.commands.executeCommand('brandVisibility.explainMapping', '/plans')) as MappingExplanation;
    assert.equal(redirect.file, undefined);
    assert.match(redirect.reason, /redirected by astro\.config\.mjs/);
    const preview = api.previewTexts().at(-1);
    assert.ok(preview && /How \/plans maps to a file/.test(preview.text.replace(/\\/g, '')), preview?.text);
  });

  it('site overrides win: a user route maps a page elsewhere', async () => {
    await config().update('site.routes', { '/changelog': 'README.md' }, vscode.ConfigurationTarget.Workspace);
    try {
      const result = (await vscode.commands.executeCommand('brandVisibility.explainMapping', '/changelog')) as MappingExplanation;
      assert.ok(result.file?.endsWith('/README.md'), result.file);
    } finally {
      await config().update('site.routes', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  it('the file index follows the disk through the watcher (a page added, then removed)', async () => {
    const rel = 'src/pages/bv-watch-test.astro';
    const uri = fileUri(rel);
    const explain = async () => ((await vscode.commands.executeCommand('brandVisibility.explainMapping', '/bv-watch-test')) as MappingExplanation).file;
    assert.equal(await explain(), undefined);
    try {
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('---\n---\n<h1>Watch test</h1>\n'));
      let file: string | undefined;
      await waitFor(async () => (file = await explain()) !== undefined, 'the new page is indexed', 15_000);
      assert.ok(file?.endsWith(`/${rel}`), file);
    } finally {
      await vscode.workspace.fs.delete(uri);
    }
    await waitFor(async () => (await explain()) === undefined, 'the removed page is gone from the index', 15_000);
  });

  it('clearing the key clears every diagnostic; reconnecting reads again', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    assert.ok(ours(pricing).length > 0);
    await api.services.keys.clear();
    await waitFor(() => ours(pricing).length === 0 && ours(fileUri('src/pages/thank-you.astro')).length === 0, 'cleared with the key');
    await connect(api, sample);
    await refresh();
    assert.ok(ours(pricing).length > 0);
  });

  it('another brand for the folder: the old findings go at once', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    await config().update('brand', sample.brands.secondary.id, vscode.ConfigurationTarget.Workspace);
    try {
      await waitFor(() => ours(pricing).length === 0, 'cleared on the brand change');
      const reports = await refresh();
      assert.equal(reports[0].brandId, sample.brands.secondary.id);
      assert.match(reports[0].why, /brandVisibility\.brand setting/);
      // The secondary brand's pages are not this Astro site's files.
      assert.equal(ours(pricing).length, 0);
    } finally {
      await config().update('brand', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await sleep(100);
  });
});
