// Registers the site diagnostics: the collection's controller, quick fixes, hovers and the rule view, Explorer badges,
// CodeLens, the tree hooks, the commands, the stale hint in the status bar, and what makes findings refresh (key,
// settings, files, saves and edits, the service's next crawl).
// Nothing is indexed or read during activate(): the first look happens after activation, and only with a key.
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { SiteWorkerClient } from '../../core/site/worker/siteWorkerClient';
import { inertMessage } from '../../shared/text/plainText';
import type { BrandTree } from '../tree/registerTree';
import { explainMapping } from './explainMapping';
import { folderSetting } from './folderBinding';
import {
  FindingActions, IGNORE_COMMAND, OPEN_PAGE_COMMAND, REVEAL_CHECK_COMMAND, UNIGNORE_COMMAND, addIgnoreEntry, openPage, removeIgnoreEntries,
} from './findingActions';
import { EXPLAIN_AT_COMMAND, FindingHovers, findingsAt } from './findingHover';
import { PageDecorations } from './pageDecorations';
import { PageLens } from './pageLens';
import { RuleDocuments, SHOW_RULE_COMMAND } from './ruleView';
import { SiteDiagnostics, type FolderReport } from './siteDiagnostics';
import { StaleHint } from './staleHint';
import { SiteTreeHooks, revealCheck } from './treeHooks';

/** After activation, before the first background read: lets the window settle (and the key migration finish). */
const START_DELAY_MS = 1500;

export function registerDiagnostics(context: vscode.ExtensionContext, services: Services, tree?: BrandTree): SiteDiagnostics {
  const { connection } = services;
  // Mapping and indexing run in a worker thread (dist/siteWorker.js) with a watchdog: a bad repository can only stall it.
  const worker = new SiteWorkerClient({
    workerPath: vscode.Uri.joinPath(context.extensionUri, 'dist', 'siteWorker.js').fsPath,
    onGiveUp: (message) => services.log.warn(`site diagnostics: ${message}; the site worker was restarted`),
  });
  context.subscriptions.push({ dispose: () => worker.dispose() });
  const diagnostics = new SiteDiagnostics(services, worker);
  const decorations = new PageDecorations(diagnostics);
  const lens = new PageLens(diagnostics);
  const hooks = new SiteTreeHooks(diagnostics);
  const rules = new RuleDocuments((ruleId) => diagnostics.ruleFacts(ruleId));
  const staleHint = new StaleHint(diagnostics);
  const files: vscode.DocumentSelector = { scheme: 'file' };

  /** Background refresh of the folders that can be linked; nothing when not connected. */
  let queued: ReturnType<typeof setTimeout> | undefined;
  /** Every folder's `brandVisibility.brand`, as one comparable text. */
  const brandSettings = (): string =>
    JSON.stringify((vscode.workspace.workspaceFolders ?? []).map((f) => [f.uri.toString(), folderSetting<unknown>(f, 'brand') ?? null]));
  let lastBrandSettings = brandSettings();
  const refreshSoon = (delay = 500): void => {
    if (queued) clearTimeout(queued);
    queued = setTimeout(() => {
      queued = undefined;
      void (async () => {
        if (!connection.canRead) return;
        if ((await diagnostics.linkable()).length === 0) return;
        await diagnostics.refresh();
      })().catch((err: unknown) => services.log.error('site diagnostics refresh failed', err));
    }, delay);
  };

  const refreshCommand = async (): Promise<FolderReport[]> => {
    if (!connection.canRead) {
      const setKey = vscode.l10n.t('Set API Key');
      void vscode.window
        .showWarningMessage(vscode.l10n.t('Brand Visibility: connect first (base URL and API key) to read the site audit.'), setKey)
        .then((choice) => choice === setKey && vscode.commands.executeCommand('brandVisibility.setApiKey'));
      return diagnostics.reports();
    }
    const reports = await services.withProgress(vscode.l10n.t('Brand Visibility: reading the site audit…'), () => diagnostics.refresh());
    for (const r of reports) services.log.info(`site diagnostics: ${r.folder}: ${r.brandId ?? 'no brand'} (${r.why}), ${r.findings} findings on ${r.files} files${r.error ? `; ${r.error}` : ''}`);
    const failed = reports.find((r) => r.error);
    // The error carries server text (a problem's detail, code, URLs): inert, so nothing in it becomes a link.
    if (failed?.error && failed.stale) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Brand Visibility: {0} The findings shown are kept, marked stale, until a read succeeds.', inertMessage(failed.error)),
      );
    } else if (failed?.error) void vscode.window.showWarningMessage(vscode.l10n.t('Brand Visibility: {0}', inertMessage(failed.error)));
    else if (!reports.some((r) => r.brandId)) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t("Brand Visibility: no folder is linked to a brand. Declare the site's domain (e.g. Astro `site`, CNAME) or set brandVisibility.brand for the folder."),
      );
    }
    return reports;
  };

  const edited = new Map<string, ReturnType<typeof setTimeout>>();
  const onEdit = (uri: vscode.Uri): void => {
    const key = uri.toString();
    const pending = edited.get(key);
    if (pending) clearTimeout(pending);
    edited.set(
      key,
      setTimeout(() => {
        edited.delete(key);
        diagnostics.onDocumentEdited(uri);
      }, 400),
    );
  };

  /** The rule of the finding a hover's link was at (the link carries the place, never the audit's text). */
  const explainAt = async (uri: unknown, line: unknown, character: unknown, index: unknown): Promise<boolean> => {
    if (typeof uri !== 'string' || typeof line !== 'number' || typeof character !== 'number') return false;
    const hits = findingsAt(diagnostics, vscode.Uri.parse(uri), new vscode.Position(Math.max(0, line), Math.max(0, character)));
    const hit = hits[typeof index === 'number' && index >= 0 ? index : 0] ?? hits[0];
    if (!hit) return false;
    await rules.show(hit.shown.finding.ruleId);
    return true;
  };

  /** Explain Audit Rule…: a rule id (from a quick fix), else a pick of the rules the findings use. */
  const showRule = async (ruleId?: unknown): Promise<vscode.Uri | undefined> => {
    if (typeof ruleId === 'string' && ruleId) return rules.show(ruleId);
    const picks = diagnostics.ruleChoices().map((r) => ({ label: r.label, description: r.id, id: r.id }));
    if (picks.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Brand Visibility: no audit findings are shown yet. Refresh Site Diagnostics reads them.'));
      return undefined;
    }
    const pick = await vscode.window.showQuickPick(picks, { placeHolder: vscode.l10n.t('Explain which audit rule?'), matchOnDescription: true });
    return pick ? rules.show(pick.id) : undefined;
  };

  context.subscriptions.push(
    diagnostics,
    decorations,
    lens,
    rules,
    staleHint,
    diagnostics.onDidChangeFindings(() => rules.refresh()),
    vscode.window.registerFileDecorationProvider(decorations),
    vscode.languages.registerCodeLensProvider(files, lens),
    vscode.languages.registerCodeActionsProvider(files, new FindingActions(diagnostics), FindingActions.metadata),
    vscode.languages.registerHoverProvider(files, new FindingHovers(diagnostics)),
    vscode.commands.registerCommand(SHOW_RULE_COMMAND, showRule),
    vscode.commands.registerCommand(EXPLAIN_AT_COMMAND, explainAt),
    vscode.commands.registerCommand(UNIGNORE_COMMAND, (folder: unknown, entries: unknown) => removeIgnoreEntries(folder, entries)),
    services.auditContributors.register(hooks),
    vscode.commands.registerCommand('brandVisibility.refreshDiagnostics', refreshCommand),
    vscode.commands.registerCommand('brandVisibility.explainMapping', (arg?: unknown) => explainMapping(diagnostics, services, arg)),
    vscode.commands.registerCommand(IGNORE_COMMAND, (folder: unknown, entry: unknown) => addIgnoreEntry(folder, entry)),
    vscode.commands.registerCommand(OPEN_PAGE_COMMAND, (url: unknown) => openPage(url)),
    vscode.commands.registerCommand(REVEAL_CHECK_COMMAND, (brandId: unknown, checkId: unknown) => revealCheck(tree, brandId, checkId)),
    // A new key or base URL: what was shown can no longer be vouched for.
    connection.onDidChangeCredentials(() => {
      diagnostics.clearAll();
      refreshSoon();
    }),
    connection.onDidChangeState((state) => {
      if (state === 'missing' || state === 'noBaseUrl' || state === 'rejected') diagnostics.clearAll();
      // Connected after start-up (key migration, a key set later, a retry): take the first look now.
      else if (state === 'ready') refreshSoon();
    }),
    services.onDidRefresh(() => refreshSoon(0)),
    services.selection.onDidChange((changes) => {
      // An explicit scan pin applies to the linked brand's audit.
      if (changes.has('pin')) refreshSoon(0);
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('brandVisibility.site')) diagnostics.reloadSites();
      if (e.affectsConfiguration('files.exclude')) diagnostics.reindexSites();
      if (e.affectsConfiguration('brandVisibility.diagnostics')) diagnostics.recomputeAll();
      // Another brand: its findings are not this one's. An event that repeats the same value (a settings file
      // rewritten, the event sent again) changes nothing and must not empty the Problems panel.
      if (e.affectsConfiguration('brandVisibility.brand') && brandSettings() !== lastBrandSettings) {
        lastBrandSettings = brandSettings();
        diagnostics.clearAll();
        refreshSoon();
      }
    }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && diagnostics.findingsOf(e.document.uri).length > 0) onEdit(e.document.uri);
    }),
    // A save re-checks the file at once (its new modification time makes it "edited since the crawl").
    vscode.workspace.onDidSaveTextDocument((doc) => {
      if (diagnostics.findingsOf(doc.uri).length > 0) onEdit(doc.uri);
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      if (diagnostics.findingsOf(doc.uri).length > 0) onEdit(doc.uri);
    }),
    {
      dispose: () => {
        if (queued) clearTimeout(queued);
        for (const t of edited.values()) clearTimeout(t);
      },
    },
  );

  if (context.extensionMode === vscode.ExtensionMode.Test) {
    // Extension-host tests cannot query a FileDecorationProvider through the API: this reads ours.
    context.subscriptions.push(
      vscode.commands.registerCommand('brandVisibility.test.fileDecoration', (uri: string) => {
        const d = decorations.provideFileDecoration(vscode.Uri.parse(uri));
        return d && { badge: d.badge, tooltip: d.tooltip, color: d.color?.id };
      }),
      vscode.commands.registerCommand('brandVisibility.test.staleHint', () => staleHint.shown()),
      vscode.commands.registerCommand('brandVisibility.test.resetEdits', () => diagnostics.edits.reset()),
    );
  }

  refreshSoon(START_DELAY_MS);
  return diagnostics;
}
