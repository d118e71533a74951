// The agent tools' typical calls on the sample data, and how to read a result's data block. Shared by the unit tests,
// the extension-host suite, the MCP process test and the bench, so each measures the same calls.

/** The sample's primary brand (Tallyhawk) and its sample site's URL path with a failing check. */
export const SAMPLE_BRAND = '0cef0a61-1f2e-4f26-ab21-cc2509d2dc1a';
/** The secondary brand, which the `no-access` key cannot read. */
export const SAMPLE_SECONDARY = '9530607e-e50b-4b1e-ad39-da347f1d62ef';

export interface ToolCall {
  tool: string;
  args: Record<string, unknown>;
}

/** The data block of a result (the JSON between its two marker lines); throws when the result has none or two. */
export function dataOf(text: string): Record<string, unknown> {
  const lines = text.split('\n');
  const markers = lines.map((l, i) => (/^BV-DATA-[0-9a-f]{12}$/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (markers.length !== 2 || lines[markers[0]] !== lines[markers[1]] || markers[1] !== markers[0] + 2) {
    throw new Error(`expected one data block (two equal marker lines around one JSON line), got markers at ${markers.join(', ')}`);
  }
  return JSON.parse(lines[markers[0] + 1]) as Record<string, unknown>;
}

/** Our lines of a result: everything outside the data block. */
export function linesOutsideData(text: string): string[] {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => /^BV-DATA-[0-9a-f]{12}$/.test(l));
  return first < 0 ? lines : [...lines.slice(0, first), ...lines.slice(first + 3)];
}

/** A typical call of every tool for the primary brand: ids for the item reads come from the first list pages. */
export function typicalCalls(keywordId: string, promptId: string, brandId = SAMPLE_BRAND): ToolCall[] {
  const brand = { brand_id: brandId };
  return [
    { tool: 'list_brands', args: {} },
    { tool: 'get_reputation', args: brand },
    { tool: 'list_cited_pages', args: brand },
    { tool: 'get_audit', args: brand },
    { tool: 'list_owned_pages', args: brand },
    { tool: 'list_keywords', args: brand },
    { tool: 'get_keyword', args: { ...brand, keyword_id: keywordId } },
    { tool: 'list_prompts', args: brand },
    { tool: 'get_prompt', args: { ...brand, prompt_uid: promptId } },
    { tool: 'get_competitors', args: brand },
    { tool: 'get_segments', args: brand },
    { tool: 'get_brand_settings', args: brand },
    { tool: 'list_conversations', args: brand },
    { tool: 'get_site_findings', args: brand },
    { tool: 'explain_url_mapping', args: { path: '/pricing' } },
  ];
}

/** The first keyword and prompt ids, from list results' data. */
export function firstIds(keywords: string, prompts: string): { keywordId: string; promptId: string } {
  const k = (dataOf(keywords).keywords as Array<{ id: string }>)[0];
  const p = (dataOf(prompts).prompts as Array<{ id: string }>)[0];
  return { keywordId: k.id, promptId: p.id };
}
