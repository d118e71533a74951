// The size of each agent tool's typical result on the sample data, in characters (what lands in an assistant's
// context window; about 4 characters a token for this mix of JSON and English).
//
// Goal: ≤ 5 000 characters (~1 250 tokens) for each typical call. An agent answering "why is /pricing not readable to
// AI crawlers, and fix it" makes about five calls (list_brands, get_audit, get_site_findings, explain_url_mapping, a
// follow-up read): five results stay near 6 000 tokens, a few percent of a 128k context, leaving the room for the
// files it reads and edits. A hard cap backs it: the data of any result is cut to 6 000 characters (MAX_DATA_CHARS),
// its lists shortened, with a line saying what was left out.
import { resolve } from 'node:path';
import { BrandVisibilityClient, SchedulerRegistry } from '../src/core/api/index';
import { cliToolEnvironment } from '../src/cli/mcp';
import { runTool } from '../src/core/tools/run';
import { startSampleApi } from '../test/sample-api/server';
import { SAMPLE_BRAND, firstIds, typicalCalls } from '../test/support/toolCalls';
import type { BenchRow } from './row';

const GOAL_CHARS = 5000;

export async function benchTools(): Promise<BenchRow[]> {
  const sample = await startSampleApi({ quiet: true });
  try {
    const client = new BrandVisibilityClient({ baseUrl: sample.url, getApiKey: () => sample.keys.member, transport: fetch, schedulers: new SchedulerRegistry() });
    const env = cliToolEnvironment({ client: () => client, root: resolve(__dirname, '../test/fixtures/sample-site'), site: true });
    const text = async (tool: string, args: Record<string, unknown>): Promise<string> => {
      const result = await runTool(tool, args, env);
      if (result.isError) throw new Error(`${tool}: ${result.text}`);
      return result.text;
    };
    const ids = firstIds(await text('list_keywords', { brand_id: SAMPLE_BRAND }), await text('list_prompts', { brand_id: SAMPLE_BRAND }));
    const rows: BenchRow[] = [];
    for (const call of typicalCalls(ids.keywordId, ids.promptId)) {
      const chars = (await text(call.tool, call.args)).length;
      rows.push({ name: `tool result ${call.tool}`, value: chars, unit: 'chars', goal: `≤ ${GOAL_CHARS} chars`, ok: chars <= GOAL_CHARS });
    }
    return rows;
  } finally {
    await sample.close();
  }
}
