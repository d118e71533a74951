// The agent tools (src/core/tools/) as VS Code language-model tools: one vscode.lm.registerTool per definition (the manifest's
// languageModelTools entries are generated from the same definitions). They read through the extension's client,
// scheduler and read sessions (the brand's scan pin), default to the selected brand, and the two site tools use the site
// diagnostics' index and mapping once the workspace is trusted. A failed call throws its reason: VS Code hands the
// error's message to the model as the tool's result.
import * as vscode from 'vscode';
import { SET_KEY_STEP } from '../../core/api';
import type { SiteDiagnostics } from '../diagnostics/siteDiagnostics';
import type { Services } from '../session/services';
import { inertMessage } from '../../shared/text/plainText';
import { TOOLS, type ToolDefinition } from '../../core/tools/definitions';
import type { ToolEnvironment } from '../../core/tools/environment';
import { runTool } from '../../core/tools/run';
import { registerMcpServerProvider, type McpServerDefinitionProvider } from './mcpServerProvider';
import { workspaceSiteAccess } from './workspaceSiteTools';

export interface AgentTools {
  /** The site diagnostics, once the workspace is trusted: the site tools start answering. */
  useSite(site: SiteDiagnostics): void;
  /** The MCP server offered to other agents (undefined where VS Code has no MCP provider API). */
  readonly mcpServer: McpServerDefinitionProvider | undefined;
}

/** The progress line while a tool runs. */
export function invocationMessage(tool: ToolDefinition, input: unknown): string {
  switch (tool.target.kind) {
    case 'siteFindings':
      return vscode.l10n.t('Brand Visibility: placing the site audit on the workspace files…');
    case 'explainMapping': {
      const path = (input as { path?: unknown } | undefined)?.path;
      return vscode.l10n.t('Brand Visibility: finding the file that produces {0}…', inertMessage(path, 120) || vscode.l10n.t('the page'));
    }
    case 'brands':
      return vscode.l10n.t('Brand Visibility: listing the brands…');
    case 'read':
      // "Get Keyword" → "keyword", "List Cited Pages" → "cited pages".
      return vscode.l10n.t('Brand Visibility: reading {0}…', tool.title.split(' ').slice(1).join(' ').toLowerCase());
  }
}

export function registerTools(context: vscode.ExtensionContext, services: Services): AgentTools {
  let site: SiteDiagnostics | undefined;
  const env: ToolEnvironment = {
    read: (name, brandId, ids, query, signal) => services.reads.withQuery(name, brandId, ids, query, { signal }),
    listBrands: () => services.reads.brands(),
    selectedBrand: () => services.selection.brandId,
    site: workspaceSiteAccess(services, () => site),
    keyStep: SET_KEY_STEP,
  };
  const useSite = (s: SiteDiagnostics): void => void (site = s);
  // The language-model API is in every engine this extension supports; the guard keeps an odd host from failing activation.
  if (typeof vscode.lm?.registerTool !== 'function') return { useSite, mcpServer: undefined };
  for (const tool of TOOLS) {
    context.subscriptions.push(
      vscode.lm.registerTool<unknown>(tool.name, {
        prepareInvocation: (options) => ({ invocationMessage: invocationMessage(tool, options.input) }),
        invoke: async (options, token) => {
          const started = Date.now();
          // Cancelling the chat request ends a read that waits (a 429 pause, a slow answer).
          const cancel = new AbortController();
          const cancelling = token.onCancellationRequested(() => cancel.abort());
          const result = await runTool(tool.name, options.input, env, cancel.signal).finally(() => cancelling.dispose());
          services.log.info(`agent tool ${tool.name}: ${result.isError ? 'error' : 'ok'}, ${result.text.length} characters, ${Date.now() - started} ms`);
          if (result.isError) throw new Error(result.text);
          return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(result.text)]);
        },
      }),
    );
  }
  return { useSite, mcpServer: registerMcpServerProvider(context, services) };
}
