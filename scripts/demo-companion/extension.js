// Installed only into the demo's own VS Code profile by scripts/demo.mjs (never shipped): it does what a newcomer
// would do by hand on first start, so the first screen shows the product working:
//   1. stores the demo's sample key (through the extension's own Set API Key command, which checks it first),
//   2. opens the Brand Visibility view,
//   3. opens the sample site's page file with the most findings once the diagnostics arrive.
// demo.json (written next to this file by the demo) holds { key, openFile }.
const vscode = require('vscode');
const fs = require('fs');
const path = require('path');

const SOURCE = 'Brand Visibility';

/** The file with the most errors and warnings of ours: a page that fails (information-level notes, such as checks the
 * crawl could not measure, sit on the site's config file and don't count). */
function fileWithMostFindings() {
  let best;
  for (const [uri, diagnostics] of vscode.languages.getDiagnostics()) {
    const ours = diagnostics.filter((d) => d.source === SOURCE && d.severity <= vscode.DiagnosticSeverity.Warning).length;
    if (ours > 0 && (!best || ours > best.count)) best = { uri, count: ours };
  }
  return best?.uri;
}

function whenFindingsArrive(timeoutMs) {
  return new Promise((resolve) => {
    const found = fileWithMostFindings();
    if (found) return resolve(found);
    const timer = setTimeout(() => { sub.dispose(); resolve(undefined); }, timeoutMs);
    const sub = vscode.languages.onDidChangeDiagnostics(() => {
      const uri = fileWithMostFindings();
      if (!uri) return;
      clearTimeout(timer);
      sub.dispose();
      resolve(uri);
    });
  });
}

exports.activate = async function activate(context) {
  const demo = JSON.parse(fs.readFileSync(path.join(context.extensionPath, 'demo.json'), 'utf8'));
  if (context.globalState.get('seededKey') !== demo.key) {
    const result = await vscode.commands.executeCommand('brandVisibility.setApiKey', demo.key);
    if (result && result.stored) await context.globalState.update('seededKey', demo.key);
  }
  await vscode.commands.executeCommand('workbench.view.extension.brandVisibility');
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  const uri = (await whenFindingsArrive(30_000)) ?? (folder && demo.openFile ? vscode.Uri.joinPath(folder.uri, demo.openFile) : undefined);
  if (uri) await vscode.window.showTextDocument(uri, { preview: false, preserveFocus: true });
};

exports.deactivate = function deactivate() {};
