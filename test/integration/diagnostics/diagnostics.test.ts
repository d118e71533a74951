// Site diagnostics in a real VS Code: the sample API runs inside the suite, the harness opens test/fixtures/sample-site
// (an Astro site declaring https://www.tallyhawk.io, the sample's primary brand) as the workspace folder.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { MappingExplanation } from '../../../src/extension/diagnostics/explainMapping';
import { config, connect, getApi, resetAll, sleep, startSample, waitFor } from '../core/env';
import { childByLabel, children, labelOf, section } from '../tree/treeHelpers';
import { codeOf, fileUri, find, keepSettingsFile, ours, quickFixes, refresh } from './diagnosticsEnv';

describe('site diagnostics (real VS Code, sample API, sample site)', function () {
  this.timeout(60_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let brandId: string;
  let restoreSettings: () => void = () => undefined;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    brandId = sample.brands.primary.id;
    restoreSettings = keepSettingsFile();
    await resetAll(api);
    // Other suites switch the diagnostics off in the harness's shared user settings: make sure they are on.
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    await connect(api, sample);
  });

  after(async () => {
    await config().update('diagnostics.ignore', undefined, vscode.ConfigurationTarget.Workspace);
    await config().update('diagnostics.checkSeverity', undefined, vscode.ConfigurationTarget.Global);
    // The fixture's settings file is left exactly as it was (the ignore quick fix writes to it).
    restoreSettings();
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

  it('a failing check: message with measured vs target and the crawl date in words, range on the extra <h1>, code linking the rule', () => {
    const pricing = fileUri('src/pages/pricing.astro');
    const d = find(pricing, 'one-h1');
    assert.ok(d, `diagnostics: ${ours(pricing).map((x) => x.message).join(' | ')}`);
    assert.match(
      d.message,
      /^One H1 per page: measured \d+ of \d+ pages fail, target Exactly one H1 — \/pricing \(crawl of [A-Z][a-z]{2} \d{1,2}, \d{4}\) · extra H1 \(the first, line 13, stays\)$/,
    );
    assert.equal(d.severity, vscode.DiagnosticSeverity.Warning);
    // The extra H1 (`<h1>Plans</h1>`, line 15), not the first one (line 13), which stays.
    assert.deepEqual([d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character], [14, 2, 14, 6]);
    assert.equal(ours(pricing).filter((x) => codeOf(x) === 'one-h1').length, 1, 'one extra H1, one place');
    assert.equal(typeof d.code, 'object');
    const code = d.code as { value: string; target: vscode.Uri };
    assert.equal(code.value, 'one-h1');
    assert.equal(code.target.scheme, 'brand-visibility-rule');
    assert.equal(code.target.query, 'one-h1');
  });

  it('page status problems are errors on the robots meta tag or front-matter key; a status and its check on one line are one finding', () => {
    const thanks = find(fileUri('src/pages/thank-you.astro'), 'status:noindex');
    assert.ok(thanks);
    assert.equal(thanks.severity, vscode.DiagnosticSeverity.Error);
    assert.match(thanks.message, /^Marked noindex: .* — \/thank-you/);
    assert.equal(thanks.range.start.line, 4, 'the <meta name="robots"> line');
    const notesUri = fileUri('src/content/blog/internal-roadmap-notes.md');
    const notes = find(notesUri, 'status:noindex');
    assert.ok(notes);
    assert.equal(notes.range.start.line, 4, 'the front-matter robots key');
    // The failing "No unintended noindex" check on the same page and line is part of the same finding.
    assert.match(notes.message, / · also failing “No unintended noindex” \(target: Only private pages carry noindex\)/);
    assert.equal(find(notesUri, 'no-unintended-noindex'), undefined);
    assert.equal(ours(notesUri).filter((x) => x.range.start.line === 4).length, 1, 'one diagnostic on the line');
  });

  it('the merged finding\'s quick fixes: the check in the Audit tree, the noindex removed or marked intentional, one ignore for both', async () => {
    const notesUri = fileUri('src/content/blog/internal-roadmap-notes.md');
    await vscode.workspace.openTextDocument(notesUri);
    const d = find(notesUri, 'status:noindex')!;
    const actions = await quickFixes(notesUri, d);
    const titles = actions.map((a) => a.title);
    for (const title of [
      'Explain “Marked noindex”',
      'Remove noindex from this page',
      'Show “No unintended noindex” in the Audit tree',
      'Mark the noindex of /blog/internal-roadmap-notes as intentional',
      'Ignore “Marked noindex” for /blog/internal-roadmap-notes',
    ]) assert.ok(titles.includes(title), `${title} in ${titles.join(' | ')}`);
    const ignore = actions.find((a) => a.title.startsWith('Ignore '))!;
    assert.deepEqual(ignore.command?.arguments?.[1], ['status:noindex@/blog/internal-roadmap-notes', 'no-unintended-noindex@/blog/internal-roadmap-notes']);
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

  it('Explorer badges show one number: VS Code\'s problem count, ours only when that is off; the page CodeLens', async () => {
    const uri = fileUri('src/pages/pricing.astro');
    type Decoration = { badge?: string; tooltip: string; color?: string } | undefined;
    const decoration = async (u: vscode.Uri) => (await vscode.commands.executeCommand('brandVisibility.test.fileDecoration', u.toString())) as Decoration;
    // problems.decorations.enabled is on by default: VS Code badges the file with its problem count, ours adds a tooltip.
    const withProblems = await decoration(uri);
    assert.ok(withProblems);
    assert.equal(withProblems.badge, undefined, 'no second number beside VS Code\'s');
    assert.match(withProblems.tooltip, /audit finding/);
    await vscode.workspace.getConfiguration('problems').update('decorations.enabled', false, vscode.ConfigurationTarget.Global);
    try {
      const shown = new Set(ours(uri).map((d) => `${codeOf(d)} ${d.message}`));
      const alone = await decoration(uri);
      assert.ok(alone);
      assert.equal(alone.badge, String(shown.size), 'one number per finding, not per place');
      assert.equal(alone.color, 'list.warningForeground');
      const thanks = await decoration(fileUri('src/pages/thank-you.astro'));
      assert.equal(thanks?.color, 'list.errorForeground');
    } finally {
      await vscode.workspace.getConfiguration('problems').update('decorations.enabled', undefined, vscode.ConfigurationTarget.Global);
    }
    assert.equal(await decoration(fileUri('package.json')), undefined);

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

  it('quick fixes: explain the rule, open the page, show the check in the Audit tree, ignore the check for this page', async () => {
    const uri = fileUri('src/pages/pricing.astro');
    await vscode.workspace.openTextDocument(uri);
    const d = find(uri, 'one-h1')!;
    const actions = await quickFixes(uri, d);
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Explain “One H1 per page”'), titles.join(' | '));
    assert.ok(titles.includes('Open /pricing in the browser'), titles.join(' | '));
    assert.ok(titles.includes('Show “One H1 per page” in the Audit tree'), titles.join(' | '));
    const ignore = actions.find((a) => a.title === 'Ignore “One H1 per page” for /pricing');
    assert.ok(ignore?.command, titles.join(' | '));

    const reveal = actions.find((a) => a.title.startsWith('Show '))!;
    assert.equal(await vscode.commands.executeCommand(reveal.command!.command, ...(reveal.command!.arguments ?? [])), true);

    const stored = (await vscode.commands.executeCommand(ignore.command.command, ...(ignore.command.arguments ?? []))) as { where: string };
    assert.match(stored.where, /workspace settings \(\.vscode\/settings\.json\)/);
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
    const actions = await quickFixes(uri, d);
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
    // The "needs JavaScript" status and the failing "loads without JavaScript" check are one finding.
    assert.match(find(demo, 'status:needs_javascript')?.message ?? '', / · also failing “Pages load without JavaScript”/);
    assert.equal(find(demo, 'loads-without-js'), undefined);
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
