// npm run tools:manifest: writes the agent tools' contributions (src/core/tools/manifest.ts) into package.json and their
// strings into package.nls.json. test/unit/tools/manifest.test.ts fails until this has run after a definition changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  languageModelToolActivationEvents,
  languageModelToolContributions,
  languageModelToolStrings,
  mcpServerDefinitionProviderContributions,
} from '../src/core/tools/manifest';

const root = join(__dirname, '..');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const write = (file: string, value: unknown): void => writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);

const manifest = read('package.json') as { activationEvents: string[]; contributes: Record<string, unknown> };
const others = manifest.activationEvents.filter((e) => !e.startsWith('onLanguageModelTool:'));
manifest.activationEvents = [...others, ...languageModelToolActivationEvents()];
manifest.contributes.languageModelTools = languageModelToolContributions();
manifest.contributes.mcpServerDefinitionProviders = mcpServerDefinitionProviderContributions();
write('package.json', manifest);

// package.nls.json is edited as text (its other entries keep their escapes): the tools' lines are replaced at its end.
const strings: Record<string, string> = { ...languageModelToolStrings(), 'mcp.provider.label': 'Brand Visibility' };
const lines = readFileSync(join(root, 'package.nls.json'), 'utf8').trimEnd().split('\n');
const body = lines.slice(1, -1).filter((line) => !Object.keys(strings).some((key) => line.startsWith(`  ${JSON.stringify(key)}:`)));
const entries = [...body.map((line) => line.replace(/,$/, '')), ...Object.entries(strings).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)];
writeFileSync(join(root, 'package.nls.json'), `{\n${entries.join(',\n')}\n}\n`);
console.log('package.json and package.nls.json: agent tools written');
