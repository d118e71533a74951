// Server text is never a link or a command. Every problem field (detail, code, title, instance, errors[].loc and .msg,
// domain, rescan_url) carries Markdown links, `command:` URIs, raw URLs and icon syntax from the sample server, and
// each surface VS Code would decorate shows it inert: the Set API Key box's validation message, the error notification
// of the script form, the site diagnostics' warning, a palette read's error, and a paged pick's error row. (A problem's
// title is never shown; it is sent anyway, so a later message that quotes it is covered too.)
import * as assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { SampleApi } from '../../sample-api/server';
import type { BrandVisibilityTestApi } from '../../../src/extension/testApi';
import { problemFromJson } from '../../../src/core/api/errors';
import { readErrorPickItem } from '../../../src/extension/commands/pickItems';
import { config, connect, getApi, resetAll, setBaseUrl, setKey, startSample, waitFor, cleanUp, quietDiagnostics } from './env';
import { assertInert, recordInputBoxes, recordMessages, type ShownMessage } from './messages';

/** Each payload, and the part of it that shows the field reached the surface. */
const PAYLOADS = [
  { text: '[Open settings](command:workbench.action.openSettings?%5B%22brandVisibility%22%5D)', shows: 'command:workbench.action.openSettings' },
  { text: 'command:workbench.action.quit', shows: 'command:workbench.action.quit' },
  { text: 'https://evil.example/steal?k=1', shows: 'https://evil.example/steal' },
  { text: '[docs](https://evil.example/x "title") [f](file:///etc/passwd)', shows: 'evil.example/x' },
  { text: '$(alert) click [here](command:_workbench.downloadResource)', shows: '_workbench.downloadResource' },
] as const;

/** 400 with an unknown code (code, detail, instance shown), 422 (errors[].loc/msg), 410 report_retired (domain, rescan_url). */
const STATUSES = [400, 422, 410] as const;

describe('core: server text is never a link or a command', function () {
  this.timeout(120_000);
  let api: BrandVisibilityTestApi;
  let sample: SampleApi;

  before(async () => {
    api = await getApi();
    sample = await startSample();
  });
  after(async () => {
    await cleanUp(api);
    await sample.close();
  });
  beforeEach(async () => {
    sample.reset();
    await resetAll(api);
  });

  const arm = (status: (typeof STATUSES)[number], text: string): void =>
    sample.setFault({ kind: 'hostileStrings', strings: [text], problemStatus: status });

  function assertShown(message: string | undefined, where: string, shows: string): void {
    assert.ok(message, `${where}: a message`);
    assertInert(message, where);
    assert.ok(message.includes(shows), `${where}: the server's text reached it (${JSON.stringify(message)})`);
  }

  it('in the Set API Key input box: the validation message after the check', async () => {
    await setBaseUrl(sample.url);
    const boxes = recordInputBoxes();
    try {
      for (const status of STATUSES) {
        for (const payload of PAYLOADS) {
          arm(status, payload.text);
          const running = vscode.commands.executeCommand('brandVisibility.setApiKey');
          await waitFor(() => boxes.boxes.length > 0, 'the key box');
          const box = boxes.boxes.pop()!;
          box.value = sample.keys.member;
          await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
          await waitFor(() => typeof box.validationMessage === 'string' && box.validationMessage !== '', 'a validation message');
          assertShown(box.validationMessage as string, `input box, ${status}, ${payload.text}`, payload.shows);
          box.hide();
          await running;
        }
      }
    } finally {
      boxes.dispose();
    }
    assert.equal(await api.services.keys.has(), false);
  });

  it("in notifications: the script form's error, the diagnostics' warning, a palette read's error", async () => {
    await config().update('diagnostics.enabled', undefined, vscode.ConfigurationTarget.Global);
    // The folder linked to the brand outright, so the audit read itself is what fails (not the brand lookup).
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opened a workspace folder');
    const dotVscode = join(folder.uri.fsPath, '.vscode');
    const hadDotVscode = existsSync(dotVscode);
    await vscode.workspace.getConfiguration('brandVisibility', folder.uri).update('brand', sample.brands.primary.id, vscode.ConfigurationTarget.WorkspaceFolder);
    const messages = recordMessages();
    try {
      for (const status of STATUSES) {
        for (const payload of PAYLOADS) {
          const where = `${status}, ${payload.text}`;
          const latest = (level: ShownMessage['level']): string | undefined => messages.shown.filter((m) => m.level === level).at(-1)?.message;
          // Set API Key with the key as argument: checked, refused, said in an error notification.
          await resetAll(api);
          await setBaseUrl(sample.url);
          arm(status, payload.text);
          messages.shown.length = 0;
          const refused = await setKey(sample.keys.member);
          assert.equal(refused.stored, false);
          assertShown(latest('error'), `setApiKey(key), ${where}`, payload.shows);
          // Connected first, then every read answers the problem.
          sample.setFault(undefined);
          await connect(api, sample);
          arm(status, payload.text);
          messages.shown.length = 0;
          await vscode.commands.executeCommand('brandVisibility.refreshDiagnostics');
          assertShown(latest('warning'), `refreshDiagnostics, ${where}`, payload.shows);
          messages.shown.length = 0;
          await vscode.commands.executeCommand('brandVisibility.showBrandSettings', sample.brands.primary.id);
          assertShown(latest('error'), `showBrandSettings, ${where}`, payload.shows);
          for (const m of messages.shown) assertInert(m.message, `any message, ${where}`);
        }
      }
    } finally {
      messages.dispose();
      await vscode.workspace.getConfiguration('brandVisibility', folder.uri).update('brand', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
      if (!hadDotVscode) rmSync(dotVscode, { recursive: true, force: true });
      await quietDiagnostics();
    }
  });

  it('in quick-pick rows: the error row of a paged pick (label and detail)', () => {
    for (const payload of PAYLOADS) {
      const p = payload.text;
      const problems = [
        problemFromJson(400, { title: p, detail: p, instance: p, code: p }),
        problemFromJson(422, { title: p, detail: p, instance: p, code: 'invalid_request', errors: [{ loc: ['query', p], msg: p, type: 'value_error' }] }),
        problemFromJson(410, { title: p, detail: p, instance: p, code: 'report_retired', domain: p, rescan_url: p }),
      ];
      for (const problem of problems) {
        const item = readErrorPickItem(problem);
        assertInert(item.label.replace(/^\$\(error\) /, ''), `pick label, ${problem.status}, ${p}`);
        assertInert(item.detail ?? '', `pick detail, ${problem.status}, ${p}`);
        assert.ok(`${item.label} ${item.detail}`.includes(payload.shows), `pick row, ${problem.status}: ${item.label} / ${item.detail}`);
      }
    }
  });
});
