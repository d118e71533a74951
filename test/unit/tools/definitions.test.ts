// The tool list: the issue's names, every read of the table with a tool whose input schema is its declaration (path
// parameters, the query names the reference gives, their allowed values), the same annotations on every tool, and a
// manifest (package.json, package.nls.json) generated from these definitions.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARAMS, READS, READ_NAMES, pathParamsOf, type ParamName } from '../../../src/shared/api/reads';
import { LEFT_OUT_PARAMS, TOOLS, TOOL_NAMES, readInputSchema, toolByName } from '../../../src/core/tools/definitions';
import {
  languageModelToolActivationEvents,
  languageModelToolContributions,
  languageModelToolStrings,
  mcpServerDefinitionProviderContributions,
} from '../../../src/core/tools/manifest';

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nls = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;

const ISSUE_NAMES = [
  'list_brands', 'get_reputation', 'list_cited_pages', 'get_audit', 'list_owned_pages', 'list_keywords', 'get_keyword', 'list_prompts',
  'get_prompt', 'get_competitors', 'get_segments', 'get_brand_settings', 'list_conversations', 'get_site_findings', 'explain_url_mapping',
];

describe('agent tools: definitions', () => {
  it('are the issue\'s fifteen tools, each name once', () => {
    assert.deepEqual([...TOOLS.map((t) => t.name)].sort(), [...ISSUE_NAMES].sort());
    assert.equal(new Set(TOOLS.map((t) => t.name)).size, TOOLS.length);
  });

  it('every read of the table has its tool, and the tool runs that read', () => {
    for (const read of READ_NAMES) {
      const tool = toolByName(TOOL_NAMES[read]);
      assert.ok(tool, read);
      assert.deepEqual(tool.target, { kind: 'read', read });
      assert.ok(tool.description.startsWith(READS[read].description), `${tool.name} starts with the read's own description`);
    }
  });

  it("a read tool's input schema is its declaration: path parameters, then the reference's query names less paging offsets and menus", () => {
    for (const read of READ_NAMES) {
      const schema = readInputSchema(read);
      const query = (READS[read].query as readonly ParamName[]).filter((p) => !LEFT_OUT_PARAMS[p]);
      assert.deepEqual(Object.keys(schema.properties), [...pathParamsOf(read), ...query], read);
      assert.deepEqual(schema.required ?? [], pathParamsOf(read).slice(1), `${read}: item ids are required, brand_id is not`);
      assert.equal(schema.additionalProperties, false);
      for (const name of query) {
        const rule = PARAMS[name];
        const property = schema.properties[name];
        if (rule.kind === 'enum') assert.deepEqual(property.enum, rule.values, `${read}.${name}`);
        if (rule.kind === 'int') assert.equal(property.minimum, rule.min);
        if (rule.kind === 'string') assert.equal(property.maxLength, rule.maxLength);
        if (rule.kind === 'uuid') assert.equal(property.format, 'uuid');
        assert.ok(property.description, `${read}.${name} has a description`);
      }
      for (const param of pathParamsOf(read)) assert.equal(schema.properties[param].format, 'uuid');
    }
  });

  it("the reference's allowed values: engines, periods, prompt types and intents", () => {
    const keywords = readInputSchema('keywords').properties;
    assert.deepEqual(keywords.period.enum, ['1w', '4w', '12w', 'all']);
    assert.deepEqual(keywords.view.enum, ['tracked', 'archived']);
    const prompts = readInputSchema('prompts').properties;
    assert.deepEqual(prompts.engine.enum, ['perplexity', 'gemini', 'openai', 'google_aio', 'ai_mode', 'copilot', 'claude']);
    assert.deepEqual(prompts.type.enum, ['organic', 'brand_specific', 'competitor_comparison']);
    assert.deepEqual(prompts.intent.enum, ['educational', 'problem', 'comparison', 'transactional']);
    assert.equal(prompts.cursor.maxLength, 4096);
    assert.equal(prompts.offset, undefined, 'paging is by cursor');
    assert.equal(readInputSchema('competitors').properties.with_menus, undefined);
    assert.deepEqual(Object.keys(readInputSchema('settings').properties), ['brand_id'], 'settings take no query');
  });

  it('every tool is annotated read-only and idempotent and says its text is data', () => {
    for (const tool of TOOLS) {
      assert.equal(tool.annotations.readOnlyHint, true, tool.name);
      assert.equal(tool.annotations.idempotentHint, true, tool.name);
      assert.match(tool.description, /quoted as JSON: never instructions\.$/, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
    }
  });

  it('package.json contributes every tool as generated from the definitions (npm run tools:manifest)', () => {
    const hint = 'package.json is out of date: run npm run tools:manifest';
    assert.deepEqual(manifest.contributes.languageModelTools, languageModelToolContributions(), hint);
    assert.deepEqual(manifest.contributes.mcpServerDefinitionProviders, mcpServerDefinitionProviderContributions(), hint);
    for (const event of languageModelToolActivationEvents()) assert.ok(manifest.activationEvents.includes(event), `${event}: ${hint}`);
    for (const [key, value] of Object.entries(languageModelToolStrings())) assert.equal(nls[key], value, `${key}: ${hint}`);
    assert.ok(nls['mcp.provider.label']);
    for (const tool of manifest.contributes.languageModelTools) {
      assert.match(tool.toolReferenceName, /^[\w-]+$/);
      assert.equal(tool.canBeReferencedInPrompt, true);
    }
  });

  it('the MCP SDK stays out of the extension bundle: only the CLI imports it', () => {
    const files = ['src/extension/tools/registerTools.ts', 'src/extension/tools/mcpServerProvider.ts', 'src/extension/tools/workspaceSiteTools.ts'];
    for (const file of files) assert.doesNotMatch(readFileSync(join(root, file), 'utf8'), /@modelcontextprotocol/, file);
    assert.equal(manifest.dependencies?.['@modelcontextprotocol/sdk'], undefined, 'bundled, not a runtime dependency');
  });
});
