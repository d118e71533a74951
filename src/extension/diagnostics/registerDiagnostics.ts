// Registers the site diagnostics: the collection's controller, quick fixes, Explorer badges, CodeLens, the tree hooks,
// the commands, and what makes findings refresh (key, settings, files, editors, the service's next crawl).
// Nothing is indexed or read during activate(): the first look happens after activation, and only with a key.
import * as vscode from 'vscode';
import type { Services } from '../services/services';
import { SiteWorkerClient } from '../site/worker/siteWorkerClient';
import { inertMessage } from '../text/plainText';
import type { BrandTree } from '../tree/registerTree';
import { explainMapping } from './explainMapping';
import { FindingActions, IGNORE_COMMAND, OPEN_PAGE_COMMAND, REVEAL_CHECK_COMMAND, addIgnoreEntry, openPage } from './findingActions';
import { PageDecorations } from './pageDecorations';
import { PageLens } from './pageLens';
import { SiteDiagnostics, type FolderReport } from './siteDiagnostics';
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
  const files: vscode.DocumentSelector = { scheme: 'file' };

  /** Background refresh of the folders that can be linked; nothing when not connected. */
  let queued: ReturnType<typeof setTimeout> | undefined;
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
    if (failed?.error) void vscode.window.showWarningMessage(vscode.l10n.t('Brand Visibility: {0}', inertMessage(failed.error)));
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

  context.subscriptions.push(
    diagnostics,
    decorations,
    lens,
    vscode.window.registerFileDecorationProvider(decorations),
    vscode.languages.registerCodeLensProvider(files, lens),
    vscode.languages.registerCodeActionsProvider(files, new FindingActions(diagnostics), FindingActions.metadata),
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
      if (e.affectsConfiguration('brandVisibility.brand')) {
        // Another brand: its findings are not this one's.
        diagnostics.clearAll();
        refreshSoon();
      }
    }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && diagnostics.findingsOf(e.document.uri).length > 0) onEdit(e.document.uri);
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
    );
  }

  refreshSoon(START_DELAY_MS);
  return diagnostics;
}
