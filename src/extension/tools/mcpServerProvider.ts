// Offers the CLI's MCP server (dist/cli.js mcp) to other agents through vscode.lm.registerMcpServerDefinitionProvider
// (VS Code 1.101+; looked up at run time, so older versions activate without it). The server runs on the extension
// host's own runtime: process.execPath is Node in a remote or web host and VS Code's Electron binary on the desktop,
// which ELECTRON_RUN_AS_NODE turns into Node. The key is put in the server's environment when VS Code starts it
// (resolveMcpServerDefinition), never on its command line and never in a definition VS Code lists or caches.
import * as vscode from 'vscode';
import type { Services } from '../session/services';
import { MCP_PROVIDER_ID } from '../../core/tools/manifest';

/** The parts of VS Code 1.101's MCP API used here (the engine's @types/vscode predates it). */
export interface McpStdioServerDefinition {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string | number | null>;
  cwd?: vscode.Uri;
  version?: string;
}
type McpStdioConstructor = new (
  label: string,
  command: string,
  args?: string[],
  env?: Record<string, string | number | null>,
  version?: string,
) => McpStdioServerDefinition;
export interface McpServerDefinitionProvider {
  onDidChangeMcpServerDefinitions?: vscode.Event<void>;
  provideMcpServerDefinitions(token: vscode.CancellationToken): vscode.ProviderResult<McpStdioServerDefinition[]>;
  resolveMcpServerDefinition?(server: McpStdioServerDefinition, token: vscode.CancellationToken): vscode.ProviderResult<McpStdioServerDefinition>;
}
type RegisterProvider = (id: string, provider: McpServerDefinitionProvider) => vscode.Disposable;

/** The server's command line: the bundled CLI, the first folder as its site when trusted, else no site tools. */
export function mcpServerArgs(cliPath: string, folder: vscode.WorkspaceFolder | undefined, trusted: boolean): string[] {
  return trusted && folder?.uri.scheme === 'file' ? [cliPath, 'mcp', '--root', folder.uri.fsPath] : [cliPath, 'mcp', '--no-site'];
}

/** Registers the provider where the API exists; returns it (undefined on VS Code versions without the API). */
export function registerMcpServerProvider(context: vscode.ExtensionContext, services: Services): McpServerDefinitionProvider | undefined {
  const register = (vscode.lm as unknown as { registerMcpServerDefinitionProvider?: RegisterProvider }).registerMcpServerDefinitionProvider;
  const Definition = (vscode as unknown as { McpStdioServerDefinition?: McpStdioConstructor }).McpStdioServerDefinition;
  if (typeof register !== 'function' || typeof Definition !== 'function') return undefined;

  const cliPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'cli.js').fsPath;
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '0');
  const changed = new vscode.EventEmitter<void>();
  const provider: McpServerDefinitionProvider = {
    onDidChangeMcpServerDefinitions: changed.event,
    provideMcpServerDefinitions: () => {
      const base = services.connection.baseUrl();
      if (!base.ok) return [];
      const folder = vscode.workspace.workspaceFolders?.[0];
      const server = new Definition(
        vscode.l10n.t('Brand Visibility'),
        process.execPath,
        mcpServerArgs(cliPath, folder, vscode.workspace.isTrusted),
        { ELECTRON_RUN_AS_NODE: '1', BRAND_VISIBILITY_BASE_URL: base.url },
        version,
      );
      if (folder?.uri.scheme === 'file') server.cwd = folder.uri;
      return [server];
    },
    resolveMcpServerDefinition: async (server) => {
      const base = services.connection.baseUrl();
      // The key bound to the base URL's origin, as the extension's own client sends it.
      const key = base.ok ? await services.keys.getFor(new URL(base.url).origin) : undefined;
      if (!key) {
        void vscode.window.showWarningMessage(vscode.l10n.t('Brand Visibility: set the API key before starting its MCP server.'));
        return undefined;
      }
      server.env = { ...server.env, BRAND_VISIBILITY_API_KEY: key };
      return server;
    },
  };
  context.subscriptions.push(
    changed,
    register(MCP_PROVIDER_ID, provider),
    services.connection.onDidChangeCredentials(() => changed.fire()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => changed.fire()),
    vscode.workspace.onDidChangeWorkspaceFolders(() => changed.fire()),
  );
  return provider;
}
