// Diagnostics that know about your edits and the next crawl (issue 13, item 6), in a real VS Code on a copy of the
// sample site: a file edited after the crawl says so and when the next crawl comes; what the source can answer (one H1,
// a meta description, a robots noindex) is re-checked on save and "looks fixed locally"; hovers and the rule view
// explain each finding; an intended noindex can be marked and then shows nothing, the ignore says where it went and
// can be undone; a failed read keeps the findings, marked stale, until a read succeeds.
import * as assert from 'node:assert/strict';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import type { FolderReport } from '../../../src/extension/diagnostics/siteDiagnostics';
import { config, connect, getApi, resetAll, startSample, waitFor } from '../core/env';
import { fileUri, find, folder, keepSettingsFile, ours, quickFixes, refresh, settingsFile } from './diagnosticsEnv';

const DATE = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;

/** Replaces a page file's text on disk (as another editor or a git pull would), returning a restore. */
function rewrite(uri: vscode.Uri, change: (text: string) => string): () => Promise<void> {
  const before = readFileSync(uri.fsPath, 'utf8');
  const { atime, mtime } = statSync(uri.fsPath);
  writeFileSync(uri.fsPath, change(before));
  return async () => {
    writeFileSync(uri.fsPath, before);
    // Back to the time the diagnostics first saw it: the file is as it was, not edited.
    utimesSync(uri.fsPath, atime, mtime);
    await refresh();
  };
}

/** Records the information notifications shown while `work` runs, answering each with `answer`. */
async function infoMessagesDuring(answer: string | undefined, work: () => PromiseLike<unknown>): Promise<string[]> {
  const shown: string[] = [];
  const window = vscode.window as unknown as { showInformationMessage: (message: string, ...rest: unknown[]) => Thenable<unknown> };
  const original = window.showInformationMessage;
  window.showInformationMessage = (message: string, ...items: unknown[]) => {
    shown.push(message);
    return Promise.resolve(answer !== undefined && items.includes(answer) ? answer : undefined);
  };
  try {
    await work();
  } finally {
    window.showInformationMessage = original;
  }
  return shown;
}

describe('site diagnostics: edits since the crawl, local re-check, explanations, one finding per place, stale on error', function () {
  this.timeout(90_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;
  let nextCrawl: RegExp;
  let restoreSettings: () => void = () => undefined;

  before(async () => {
    api = await getApi();
    sample = await startSample();
    restoreSettings = keepSettingsFile();
    await resetAll(api);
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    await connect(api, sample);
    const [report] = await refresh();
    assert.ok(report.findings > 0, JSON.stringify(report));
    // The next crawl in words: "≈ <date>" while it is ahead, "was due <date>" once the sample's date has passed.
    const client = api.services.api.client();
    assert.ok(client);
    const audit = await client.audit(sample.brands.primary.id, { limit: 1 });
    const ahead = Date.parse(audit.next_crawl_at ?? '') >= Date.now();
    nextCrawl = new RegExp(`\\((?:${ahead ? '≈' : 'was due'}) ${DATE}\\)`);
  });

  after(async () => {
    await config().update('diagnostics.ignore', undefined, vscode.ConfigurationTarget.Workspace);
    restoreSettings();
    sample.setFault(undefined);
    await resetAll(api);
    await sample?.close();
  });

  it('an unchanged file: the crawl date in words, no edit note (a fresh copy of the site is not an edit)', () => {
    const about = fileUri('src/pages/about.astro');
    const description = find(about, 'meta-description');
    assert.ok(description, ours(about).map((d) => d.message).join(' | '));
    assert.match(description.message, new RegExp(`^Meta description present: .* — /about \\(crawl of ${DATE}\\)$`));
    assert.equal(description.severity, vscode.DiagnosticSeverity.Warning);
  });

  it('a file saved after the crawl: its findings say so and when the next crawl re-checks; a fixed description "looks fixed locally"', async () => {
    const about = fileUri('src/pages/about.astro');
    const restore = rewrite(about, (text) => text.replace('<BaseLayout title="About Tallyhawk">', '<BaseLayout title="About Tallyhawk" description="Who builds Tallyhawk, and where.">'));
    try {
      await waitFor(() => /looks fixed locally/.test(find(about, 'meta-description')?.message ?? ''), 're-checked after the save', 15_000);
      const fixed = find(about, 'meta-description')!;
      assert.match(fixed.message, new RegExp(`^Meta description present: .* — /about · looks fixed locally; awaiting next crawl ${nextCrawl.source} · edited since the crawl of ${DATE}$`));
      assert.equal(fixed.severity, vscode.DiagnosticSeverity.Information, 'the crawl stays the source of truth: kept, lower');
      // A check the source cannot answer: edited, and the next crawl will tell.
      const answer = find(about, 'answer-first')!;
      assert.match(answer.message, new RegExp(`· edited since the crawl of ${DATE} — the next crawl ${nextCrawl.source} will re-check$`));
      assert.equal(answer.severity, vscode.DiagnosticSeverity.Warning);
    } finally {
      await restore();
    }
    await waitFor(() => !/edited since/.test(find(about, 'meta-description')?.message ?? 'edited since'), 'unchanged again once restored');
  });

  it('one H1: the editor points at the extra H1; removing it and saving looks fixed locally', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    const doc = await vscode.workspace.openTextDocument(pricing);
    const editor = await vscode.window.showTextDocument(doc);
    const before = doc.getText();
    const { atime, mtime } = statSync(pricing.fsPath);
    assert.equal(find(pricing, 'one-h1')?.range.start.line, 14, 'the second <h1>');
    try {
      const line = doc.lineAt(14);
      await editor.edit((e) => e.replace(line.range, line.text.replace('<h1>Plans</h1>', '<h2>Plans</h2>')));
      await doc.save();
      await waitFor(() => /looks fixed locally/.test(find(pricing, 'one-h1')?.message ?? ''), 'one H1 re-checked on save', 15_000);
      const d = find(pricing, 'one-h1')!;
      assert.equal(d.severity, vscode.DiagnosticSeverity.Information);
      assert.equal(d.range.start.line, 12, 'back on the one H1 left');
    } finally {
      const all = new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length));
      await editor.edit((e) => e.replace(all, before));
      await doc.save();
      utimesSync(pricing.fsPath, atime, mtime);
      await refresh();
    }
    await waitFor(() => /extra H1/.test(find(pricing, 'one-h1')?.message ?? '') && !/edited since/.test(find(pricing, 'one-h1')?.message ?? ''), 'restored');
  });

  it('an unsaved edit that removes the noindex: looks fixed locally while the page still says noindex on disk', async () => {
    const thanks = fileUri('src/pages/thank-you.astro');
    const doc = await vscode.workspace.openTextDocument(thanks);
    await vscode.window.showTextDocument(doc);
    const d = find(thanks, 'status:noindex')!;
    const actions = await quickFixes(thanks, d);
    const remove = actions.find((a) => a.title === 'Remove noindex from this page');
    assert.ok(remove?.edit);
    try {
      assert.equal(await vscode.workspace.applyEdit(remove.edit), true);
      await waitFor(() => /looks fixed locally/.test(find(thanks, 'status:noindex')?.message ?? ''), 'the unsaved text re-checked', 15_000);
      assert.equal(find(thanks, 'status:noindex')!.severity, vscode.DiagnosticSeverity.Information);
    } finally {
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
    await waitFor(() => find(thanks, 'status:noindex')?.severity === vscode.DiagnosticSeverity.Error, 'reverted: an error again');
  });

  it('hovers explain the finding in our words (what, why for AI crawlers, how to fix, re-checked or not) and link the rule view', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    await vscode.workspace.openTextDocument(pricing);
    const d = find(pricing, 'one-h1')!;
    const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', pricing, d.range.start)) ?? [];
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /\*\*One H1 per page\*\* · failing check/);
    assert.match(text, /What it says: The page has exactly one H1 heading\./);
    assert.match(text, /Why it matters for AI crawlers and answers: /);
    assert.match(text, /How to fix it: Keep one H1/);
    assert.match(text, /Re-checked in this file on save: the editor counts the `<h1>` elements/);
    const link = /\(command:brandVisibility\.diagnostics\.explainAt\?([^ )]+)/.exec(text);
    assert.ok(link, text);
    const args = JSON.parse(decodeURIComponent(link[1])) as [string, number, number, number];
    assert.equal(await vscode.commands.executeCommand('brandVisibility.diagnostics.explainAt', ...args), true);

    const about = fileUri('src/pages/about.astro');
    await vscode.workspace.openTextDocument(about);
    const answer = find(about, 'answer-first')!;
    const aboutHovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', about, answer.range.start)) ?? [];
    const aboutText = aboutHovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(aboutText, /Not re-checked in the editor: only the next crawl can tell\./);
  });

  it('the rule view: the code link and "Explain Audit Rule…" open a read-only description with the last crawl\'s facts', async () => {
    const d = find(fileUri('src/pages/pricing.astro'), 'one-h1')!;
    const target = (d.code as { target: vscode.Uri }).target;
    const doc = await vscode.workspace.openTextDocument(target);
    const text = doc.getText();
    assert.match(text, /^# One H1 per page\n/);
    assert.match(text, /\*\*Why it matters for AI crawlers and answers\.\*\*/);
    assert.match(text, /\*\*Re-checked in the editor on save\.\*\* Yes: the editor counts/);
    assert.match(text, /- Target: Exactly one H1/);
    assert.match(text, /- Pages: .*\\\/pricing/);
    const shown = (await vscode.commands.executeCommand('brandVisibility.explainRule', 'status:noindex')) as vscode.Uri;
    assert.equal(shown.scheme, 'brand-visibility-rule');
    const noindex = (await vscode.workspace.openTextDocument(shown)).getText();
    assert.match(noindex, /^# Marked noindex\n/);
    assert.match(noindex, /a page status of the site audit/);
    assert.match(noindex, /marked as an intentional noindex/);
  });

  it('a noindex meant to be (a thank-you page) is marked intentional: nothing shows; the notice says where, Undo brings it back', async () => {
    const thanks = fileUri('src/pages/thank-you.astro');
    await vscode.workspace.openTextDocument(thanks);
    const d = find(thanks, 'status:noindex')!;
    const actions = await quickFixes(thanks, d);
    const intended = actions.find((a) => a.title === 'Mark the noindex of /thank-you as intentional');
    assert.ok(intended?.command, actions.map((a) => a.title).join(' | '));
    const said = await infoMessagesDuring(undefined, () => vscode.commands.executeCommand(intended.command!.command, ...(intended.command!.arguments ?? [])));
    assert.deepEqual(said, ['Brand Visibility: ignored status:noindex@/thank-you in the workspace settings (.vscode/settings.json).']);
    await waitFor(() => ours(thanks).length === 0, 'the intended noindex shows nothing');
    assert.deepEqual(config().inspect<string[]>('diagnostics.ignore')?.workspaceValue, ['status:noindex@/thank-you']);
    assert.match(readFileSync(settingsFile(), 'utf8'), /status:noindex@\/thank-you/);

    // Undo from the notice of another ignore: the entry it added goes, the others stay.
    const pricing = fileUri('src/pages/pricing.astro');
    await vscode.workspace.openTextDocument(pricing);
    const h1 = find(pricing, 'one-h1')!;
    const more = await quickFixes(pricing, h1);
    const ignore = more.find((a) => a.title === 'Ignore “One H1 per page” for /pricing')!;
    await infoMessagesDuring('Undo', () => vscode.commands.executeCommand(ignore.command!.command, ...(ignore.command!.arguments ?? [])));
    await waitFor(() => JSON.stringify(config().inspect<string[]>('diagnostics.ignore')?.workspaceValue) === '["status:noindex@/thank-you"]', 'Undo removed one-h1@/pricing');
    await waitFor(() => !!find(pricing, 'one-h1'), 'the finding is back after Undo');

    await vscode.commands.executeCommand('brandVisibility.diagnostics.unignoreFinding', folder().uri.toString(), ['status:noindex@/thank-you']);
    await waitFor(() => !!find(thanks, 'status:noindex'), 'back once the entry is removed');
  });

  it('a failed read keeps the findings, marked stale, with one status bar hint; the next good read refreshes them', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    const count = ours(pricing).length;
    assert.ok(count > 0);
    sample.setFault({ kind: 'status500' });
    let reports: FolderReport[];
    try {
      reports = await refresh();
    } finally {
      sample.setFault(undefined);
    }
    assert.equal(reports[0].stale, true, JSON.stringify(reports[0]));
    assert.match(reports[0].error ?? '', /HTTP 500/);
    assert.ok(reports[0].findings > 0, 'not wiped');
    assert.equal(ours(pricing).length, count, 'the same findings');
    for (const d of ours(pricing)) assert.match(d.message, / · stale: the last read of the audit failed$/);
    const hint = (await vscode.commands.executeCommand('brandVisibility.test.staleHint')) as { text: string; tooltip: string } | undefined;
    assert.ok(hint);
    assert.match(hint.text, /Site findings stale/);
    assert.match(hint.tooltip, new RegExp(`HTTP 500[\\s\\S]*from the crawl of ${DATE}, marked stale`));

    const [fresh] = await refresh();
    assert.equal(fresh.stale, false);
    assert.equal(fresh.error, undefined);
    for (const d of ours(pricing)) assert.doesNotMatch(d.message, /stale/);
    assert.equal(await vscode.commands.executeCommand('brandVisibility.test.staleHint'), undefined);
  });

  it('a settings event that leaves the base URL as it was (the same URL written with a trailing slash) keeps the findings', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    const count = ours(pricing).length;
    assert.ok(count > 0);
    await config().update('baseUrl', `${sample.url}/`, vscode.ConfigurationTarget.Global);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(api.services.connection.state, 'ready');
      assert.equal(ours(pricing).length, count, 'no new credentials: nothing cleared');
    } finally {
      await config().update('baseUrl', sample.url, vscode.ConfigurationTarget.Global);
    }
  });

  it('a refresh overtaken by new credentials while it reads answers with the read that follows, not an emptied folder', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    sample.setFault({ kind: 'latency', ms: 1500 });
    let reports: FolderReport[];
    sample.requestLog.length = 0;
    try {
      const pending = refresh();
      await waitFor(() => sample.requestLog.some((r) => r.path.includes('/audit')), 'the audit read under way');
      // What a new key or base URL does: every folder cleared while the read is in flight.
      await api.services.connection.recompute(true);
      sample.setFault(undefined);
      reports = await pending;
    } finally {
      sample.setFault(undefined);
    }
    assert.equal(reports[0].error, undefined, JSON.stringify(reports[0]));
    assert.ok(reports[0].findings > 0, JSON.stringify(reports[0]));
    assert.ok(ours(pricing).length > 0);
  });

  it('a refresh while settings changes place the findings again reports what the Problems panel then shows', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    sample.setFault({ kind: 'latency', ms: 300 });
    let report: FolderReport;
    try {
      const pending = refresh();
      // Each change of the severity settings places the findings anew (recomputeAll) while the refresh reads and places.
      for (const level of ['warning', 'information', 'warning', undefined]) {
        await config().update('diagnostics.checkSeverity', level, vscode.ConfigurationTarget.Global);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      [report] = await pending;
    } finally {
      sample.setFault(undefined);
      await config().update('diagnostics.checkSeverity', undefined, vscode.ConfigurationTarget.Global);
    }
    assert.ok(report.findings > 0, JSON.stringify(report));
    assert.ok(ours(pricing).length > 0, 'the findings the report counts are shown');
  });

  it('a rejected key still clears them (findings that can no longer be checked are not kept)', async () => {
    const pricing = fileUri('src/pages/pricing.astro');
    assert.ok(ours(pricing).length > 0);
    sample.revokeKey('member');
    try {
      await refresh();
      await waitFor(() => ours(pricing).length === 0, 'cleared on 401');
    } finally {
      sample.restoreKey('member');
    }
    await connect(api, sample);
    await refresh();
    assert.ok(ours(pricing).length > 0);
  });
});
