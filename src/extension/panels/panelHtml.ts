// The HTML every panel loads: a strict CSP with a fresh nonce per load, the shared stylesheet, an empty #app and the
// panel's bundle. Nothing from the API is in it (data arrives by message), and no key or base URL either.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { PanelKind } from '../../shared/protocol';

/** The only folders a panel may load from: its bundles and the stylesheet/icons. */
export function panelResourceRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist', 'webviews'), vscode.Uri.joinPath(extensionUri, 'media')];
}

export function panelWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return { enableScripts: true, enableForms: false, enableCommandUris: false, localResourceRoots: panelResourceRoots(extensionUri) };
}

/** Options given at creation; a restored panel keeps those it was created with. */
export function panelOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return { ...panelWebviewOptions(extensionUri), enableFindWidget: true, retainContextWhenHidden: false };
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Text for a double-quoted attribute or an element (URIs VS Code made, the title, the lang tag). The CSP's own single
 * quotes stay as they are: the policy is built from fixed words, VS Code's cspSource and a base64 nonce. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function panelHtml(webview: vscode.Webview, extensionUri: vscode.Uri, kind: PanelKind, title: string, nonce = newNonce()): string {
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webviews', `${kind}.js`));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'webview.css'));
  const source = webview.cspSource;
  const csp = [
    "default-src 'none'",
    `style-src ${source}`,
    `script-src 'nonce-${nonce}'`,
    `img-src ${source}`,
    `font-src ${source}`,
  ].join('; ');
  const lang = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(vscode.env.language) ? vscode.env.language : 'en';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeHtml(style.toString())}">
<title>${escapeHtml(title)}</title>
</head>
<body>
<div id="app"></div>
<script nonce="${escapeHtml(nonce)}" src="${escapeHtml(script.toString())}"></script>
</body>
</html>`;
}
