// What the transport suite's tests share: VS Code's http.* settings, the certificates prepare.mjs made for this run,
// and a look at the error notifications the extension shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { waitFor } from '../core/env';

/** The http.* settings the tests change; each test starts with all of them unset. */
export const HTTP_SETTINGS = ['proxy', 'noProxy', 'proxySupport', 'systemCertificates'] as const;
type HttpSetting = (typeof HTTP_SETTINGS)[number];

export async function setHttpSetting(name: HttpSetting, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('http').update(name, value, vscode.ConfigurationTarget.Global);
  const expected = JSON.stringify(value);
  await waitFor(() => JSON.stringify(vscode.workspace.getConfiguration('http').inspect(name)?.globalValue) === expected, `http.${name} applied`);
}

export async function resetHttpSettings(): Promise<void> {
  // Each write rewrites settings.json: only the ones a test set.
  const http = vscode.workspace.getConfiguration('http');
  for (const name of HTTP_SETTINGS) if (http.inspect(name)?.globalValue !== undefined) await setHttpSetting(name, undefined);
}

/** The server key and certificate prepare.mjs made for the `system` or `extra` CA's host. */
export function serverTls(ca: 'system' | 'extra'): { key: string; cert: string } {
  const dir = process.env.BV_TRANSPORT_TLS_DIR;
  if (!dir) throw new Error('BV_TRANSPORT_TLS_DIR is not set: run this suite through test/harness/run-integration.mjs (it runs prepare.mjs)');
  return { key: readFileSync(join(dir, `${ca}-server-key.pem`), 'utf8'), cert: readFileSync(join(dir, `${ca}-server.pem`), 'utf8') };
}

/** Records the texts of error notifications shown while `work` runs. */
export async function errorMessagesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const shown: string[] = [];
  const window = vscode.window as { showErrorMessage: (message: string, ...rest: unknown[]) => Thenable<unknown> };
  const original = window.showErrorMessage;
  window.showErrorMessage = (message: string, ...rest: unknown[]) => {
    shown.push(message);
    return original.call(vscode.window, message, ...rest);
  };
  try {
    await work();
  } finally {
    window.showErrorMessage = original;
  }
  return shown;
}
