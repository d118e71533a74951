// The package.json side of the tools: VS Code reads a tool's name, descriptions and input schema from the manifest, so
// `contributes.languageModelTools` (and its strings in package.nls.json) is generated from the definitions by
// `npm run tools:manifest`, and a unit test fails when the manifest and the definitions differ. Not bundled.
import { TOOLS, type ToolDefinition } from './definitions';

/** `#bv-list-keywords` in a chat prompt. */
export function toolReferenceName(name: string): string {
  return `bv-${name.replace(/_/g, '-')}`;
}

function iconOf(tool: ToolDefinition): string {
  switch (tool.target.kind) {
    case 'brands':
      return '$(organization)';
    case 'siteFindings':
      return '$(file-code)';
    case 'explainMapping':
      return '$(references)';
    case 'read':
      return '$(graph)';
  }
}

const nlsKey = (tool: ToolDefinition, field: 'displayName' | 'userDescription'): string => `tool.${tool.name}.${field}`;

/** `contributes.languageModelTools`. */
export function languageModelToolContributions(): Record<string, unknown>[] {
  return TOOLS.map((tool) => ({
    name: tool.name,
    displayName: `%${nlsKey(tool, 'displayName')}%`,
    toolReferenceName: toolReferenceName(tool.name),
    canBeReferencedInPrompt: true,
    icon: iconOf(tool),
    userDescription: `%${nlsKey(tool, 'userDescription')}%`,
    modelDescription: tool.description,
    inputSchema: tool.inputSchema,
  }));
}

/** The English strings the contributions name (package.nls.json). */
export function languageModelToolStrings(): Record<string, string> {
  return Object.fromEntries(
    TOOLS.flatMap((tool) => [
      [nlsKey(tool, 'displayName'), `Brand Visibility: ${tool.title}`],
      [nlsKey(tool, 'userDescription'), tool.userDescription],
    ]),
  );
}

/** Activation events: older VS Code versions do not derive them from the contributions. */
export function languageModelToolActivationEvents(): string[] {
  return TOOLS.map((tool) => `onLanguageModelTool:${tool.name}`);
}

export const MCP_PROVIDER_ID = 'brandVisibility.mcpServer';

/** `contributes.mcpServerDefinitionProviders` (VS Code 1.101+ reads it; older versions ignore it). */
export function mcpServerDefinitionProviderContributions(): Record<string, unknown>[] {
  return [{ id: MCP_PROVIDER_ID, label: '%mcp.provider.label%' }];
}
